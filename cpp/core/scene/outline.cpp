#include "core/scene/outline.h"

#include <algorithm>
#include <array>

#include "core/scene/space.h"

namespace footwork {
namespace {

// A hex corner by the three hexes that meet there (their cube q, r, sorted): the same name from
// each of them, where pixel positions would differ in the last digit.
using CornerName = std::array<int, 6>;

CornerName cornerName(GridShape s, Cell c, int corner) {
  const Cell before = neighbourAt(s, c, hexSideDirection(s, (corner + 5) % 6));
  const Cell after = neighbourAt(s, c, hexSideDirection(s, corner));
  std::array<std::pair<int, int>, 3> cubes;
  const Cell three[3] = {c, before, after};
  for (int i = 0; i < 3; ++i) {
    const Cube h = toCube(s, three[i]);
    cubes[i] = {h.q, h.r};
  }
  std::sort(cubes.begin(), cubes.end());
  return {cubes[0].first, cubes[0].second, cubes[1].first, cubes[1].second, cubes[2].first, cubes[2].second};
}

struct OuterSide {
  CellCorner start;  // the side runs from this corner to the cell's next one, clockwise
  CornerName from, to;
};

}  // namespace

void spaceOutline(GridShape shape, const Rect& r, std::vector<CellCorner>& out) {
  out.clear();
  if (!shape.hex()) {
    out = {{{r.x, r.y}, 0}, {{r.x + r.w - 1, r.y}, 1}, {{r.x + r.w - 1, r.y + r.h - 1}, 2}, {{r.x, r.y + r.h - 1}, 3}};
    return;
  }
  std::vector<Cell> cells;
  spaceCells(shape, r, cells);
  const SpaceTest inside(shape, r);
  std::vector<OuterSide> sides;
  for (Cell c : cells)
    for (int side = 0; side < kHexDirections; ++side)
      if (!inside.has(neighbourAt(shape, c, hexSideDirection(shape, side))))
        sides.push_back({{c, side}, cornerName(shape, c, side), cornerName(shape, c, (side + 1) % 6)});
  // Walk the sides end to start from the first cell's first outer side (a space has no holes and no
  // pinch, so each corner starts one outer side).
  std::vector<bool> used(sides.size(), false);
  std::size_t at = 0;
  for (std::size_t n = 0; n < sides.size() && !used[at]; ++n) {
    used[at] = true;
    out.push_back(sides[at].start);
    for (std::size_t i = 0; i < sides.size(); ++i)
      if (!used[i] && sides[i].from == sides[at].to) {
        at = i;
        break;
      }
  }
}

}  // namespace footwork
