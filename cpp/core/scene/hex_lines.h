#pragma once
// A hex's centre and six corners as exact integer points, for the rules that draw lines between
// hexes (line of sight and effect, cover, flanking's line between centres, facing arcs).
//
// The frame is affine, not Euclidean: point (X, Y) = 3 × the axial coordinates (q, r) of Red Blob
// Games' "Hexagonal Grids" (https://www.redblobgames.com/grids/hexagons/). A hex's centre is
// (3q, 3r) and every corner is an integer point, the centroid of three hexes' centres. Pixels are a
// linear image of this frame (flat: x = ½·X, y = (√3/3)(Y + X/2); pointy: x = (√3/3)(X + Y/2),
// y = ½·Y, for a hex of unit side), and a linear map keeps which side of a line a point lies on,
// whether segments meet and which points a convex hexagon holds, so every test stays an integer
// comparison, as sight.h does for squares. Distances and angles are not kept: do not measure in it.
//
// Corner k lies between the sides towards directions k and k + 1 (geometry.h's direction order), so
// the side towards direction d runs from corner d − 1 to corner d.
#include <cstdint>

#include "core/scene/geometry.h"

namespace footwork {

constexpr int kHexCorners = 6;

struct HexPoint {
  std::int64_t x = 0, y = 0;
  friend constexpr bool operator==(HexPoint a, HexPoint b) { return a.x == b.x && a.y == b.y; }
};

// Corner k's offset from its hex's centre: the centroid of the hex and its neighbours d = k, k + 1,
// times 3 (axial neighbour steps (1,0), (1,−1), (0,−1), (−1,0), (−1,1), (0,1)).
constexpr HexPoint kHexCornerOffsets[kHexCorners] = {{2, -1}, {1, -2}, {-1, -1}, {-2, 1}, {-1, 2}, {1, 1}};

inline HexPoint hexCentre(GridShape s, Cell c) {
  const Cube h = toCube(s, c);
  return {3 * std::int64_t(h.q), 3 * std::int64_t(h.r)};
}
inline HexPoint hexCorner(GridShape s, Cell c, int k) {
  const HexPoint m = hexCentre(s, c);
  return {m.x + kHexCornerOffsets[k].x, m.y + kHexCornerOffsets[k].y};
}
// The two ends of the side towards direction d.
inline void hexSideEnds(GridShape s, Cell c, int d, HexPoint& a, HexPoint& b) {
  a = hexCorner(s, c, (d + kHexCorners - 1) % kHexCorners);
  b = hexCorner(s, c, d);
}

}  // namespace footwork
