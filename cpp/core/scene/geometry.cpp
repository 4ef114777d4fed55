#include "core/scene/geometry.h"

namespace footwork {
namespace {

// Offset steps per direction for the two parities of the shoved axis (Red Blob Games' offset
// neighbour tables), indexed [shoved][direction]: "shoved" is true for the columns (flat) or rows
// (pointy) that are pushed half a hex.
constexpr Cell kSquareSteps[kSquareDirections] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
// Flat-topped columns, directions SE, NE, N, NW, SW, S.
constexpr Cell kFlatSteps[2][kHexDirections] = {
    {{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}},  // a column not shoved down
    {{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}},    // a column shoved down
};
// Pointy-topped rows, directions E, NE, NW, W, SW, SE.
constexpr Cell kPointySteps[2][kHexDirections] = {
    {{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}},  // a row not shoved right
    {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 1}, {1, 1}},    // a row shoved right
};

// Whether the column (flat) or row (pointy) of `c` is shoved. `& 1` keeps the parity of cells off
// the map's top or left edge (-1 is odd) consistent with toCube.
bool shoved(GridShape s, Cell c) {
  const int along = s.orientation == HexOrientation::Flat ? c.x : c.y;
  const bool odd = (along & 1) != 0;
  return s.offset == HexOffset::Odd ? odd : !odd;
}

}  // namespace

Cell neighbourAt(GridShape s, Cell c, int direction) {
  if (!s.hex()) return c + kSquareSteps[direction];
  const auto& steps = s.orientation == HexOrientation::Flat ? kFlatSteps : kPointySteps;
  return c + steps[shoved(s, c) ? 1 : 0][direction];
}

int directionBetween(GridShape s, Cell a, Cell b) {
  const Cell d = b - a;
  if (!s.hex()) {
    if ((d.x | d.y) == 0 || std::abs(d.x) > 1 || std::abs(d.y) > 1) return -1;
    const int i = (d.y + 1) * 3 + (d.x + 1);  // 0..8, 4 the centre
    return i < 4 ? i : i - 1;
  }
  const auto& steps = s.orientation == HexOrientation::Flat ? kFlatSteps : kPointySteps;
  const auto& row = steps[shoved(s, a) ? 1 : 0];
  for (int i = 0; i < kHexDirections; ++i)
    if (row[i] == d) return i;
  return -1;
}

Cube toCube(GridShape s, Cell c) {
  // Red Blob Games' offset → axial conversions; (v & 1) is the parity, so the halves are exact.
  int q, r;
  const bool odd = s.offset == HexOffset::Odd;
  if (s.orientation == HexOrientation::Flat) {
    q = c.x;
    r = c.y - (odd ? (c.x - (c.x & 1)) : (c.x + (c.x & 1))) / 2;
  } else {
    r = c.y;
    q = c.x - (odd ? (c.y - (c.y & 1)) : (c.y + (c.y & 1))) / 2;
  }
  return {q, r, -q - r};
}

Cell fromCube(GridShape s, Cube h) {
  const bool odd = s.offset == HexOffset::Odd;
  if (s.orientation == HexOrientation::Flat) return {h.q, h.r + (odd ? (h.q - (h.q & 1)) : (h.q + (h.q & 1))) / 2};
  return {h.q + (odd ? (h.r - (h.r & 1)) : (h.r + (h.r & 1))) / 2, h.r};
}

int hexDistance(GridShape s, Cell a, Cell b) {
  const Cube p = toCube(s, a), q = toCube(s, b);
  const int dq = std::abs(p.q - q.q), dr = std::abs(p.r - q.r), ds = std::abs(p.s - q.s);
  return dq > dr ? (dq > ds ? dq : ds) : (dr > ds ? dr : ds);
}

}  // namespace footwork
