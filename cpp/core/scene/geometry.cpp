#include "core/scene/geometry.h"

#include <algorithm>

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

Cell movedLike(GridShape s, Cell c, Cell from, Cell to) {
  if (!s.hex()) return c + (to - from);
  const Cube h = toCube(s, c), a = toCube(s, from), b = toCube(s, to);
  const int q = h.q + b.q - a.q, r = h.r + b.r - a.r;
  return fromCube(s, {q, r, -q - r});
}

int hexDistance(GridShape s, Cell a, Cell b) {
  const Cube p = toCube(s, a), q = toCube(s, b);
  const int dq = std::abs(p.q - q.q), dr = std::abs(p.r - q.r), ds = std::abs(p.s - q.s);
  return dq > dr ? (dq > ds ? dq : ds) : (dr > ds ? dr : ds);
}

bool inHexSpace(GridShape s, Cell anchor, int across, Cell c) {
  return inHexSpaceCube(toCube(s, anchor), across, toCube(s, c));
}

int hexSpaceGap(GridShape s, Cell a, int acrossA, Cell b, int acrossB) {
  constexpr int kCore[3][2] = {{0, 0}, {1, 0}, {0, 1}};  // (q, r) of the anchor and its neighbours 0 and 5
  const Cube p = toCube(s, a), q = toCube(s, b);
  int best = 1 << 30;
  for (int i = 0; i < (acrossA % 2 ? 1 : 3); ++i)
    for (int j = 0; j < (acrossB % 2 ? 1 : 3); ++j) {
      const int dq = p.q + kCore[i][0] - q.q - kCore[j][0], dr = p.r + kCore[i][1] - q.r - kCore[j][1];
      const int d = std::max({std::abs(dq), std::abs(dr), std::abs(dq + dr)});
      best = std::min(best, d);
    }
  return std::max(0, best - (acrossA - 1) / 2 - (acrossB - 1) / 2);
}

}  // namespace footwork
