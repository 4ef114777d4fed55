#pragma once
// A cell of the grid: x to the right, y down, origin at the top-left cell (as JavaScript callers
// expect). A creature's position is the top-left cell of its space.
#include <cstdlib>
#include <string>

namespace footwork {

struct Cell {
  int x = 0;
  int y = 0;
  friend constexpr bool operator==(Cell a, Cell b) { return a.x == b.x && a.y == b.y; }
  friend constexpr bool operator!=(Cell a, Cell b) { return !(a == b); }
  friend constexpr Cell operator+(Cell a, Cell b) { return {a.x + b.x, a.y + b.y}; }
  friend constexpr Cell operator-(Cell a, Cell b) { return {a.x - b.x, a.y - b.y}; }
};

// True when b is one of the eight cells around a.
inline bool isNeighbour(Cell a, Cell b) {
  const int dx = std::abs(a.x - b.x), dy = std::abs(a.y - b.y);
  return (dx | dy) != 0 && dx <= 1 && dy <= 1;
}
inline bool isDiagonalStep(Cell a, Cell b) { return a.x != b.x && a.y != b.y; }

// "[x,y]", as cells are written in messages.
inline std::string cellText(Cell c) {
  // Appended piece by piece: g++ 12 at -O3 warns (-Wrestrict, a false positive) on "[" + to_string(…).
  std::string s = "[";
  s += std::to_string(c.x);
  s += ',';
  s += std::to_string(c.y);
  s += ']';
  return s;
}

// An axis-aligned rectangle of cells: a creature's space.
struct Rect {
  int x = 0, y = 0, w = 1, h = 1;
  constexpr bool contains(Cell c) const { return c.x >= x && c.x < x + w && c.y >= y && c.y < y + h; }
  constexpr bool overlaps(const Rect& o) const { return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h; }
};

}  // namespace footwork
