#pragma once
// The four hex layouts every hex test runs in (flat/pointy × odd/even offset), their names for
// failure messages, the cube directions and lengths the references are written with, and the
// reference hex space, in one place for every hex test file.
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "core/scene/geometry.h"

namespace footwork {

inline constexpr GridShape kLayouts[] = {
    {GridKind::Hex, HexOrientation::Flat, HexOffset::Odd},
    {GridKind::Hex, HexOrientation::Flat, HexOffset::Even},
    {GridKind::Hex, HexOrientation::Pointy, HexOffset::Odd},
    {GridKind::Hex, HexOrientation::Pointy, HexOffset::Even},
};

inline const char* layoutName(GridShape s) {
  static const char* names[] = {"flat odd", "flat even", "pointy odd", "pointy even"};
  return names[(s.orientation == HexOrientation::Pointy ? 2 : 0) + (s.offset == HexOffset::Even ? 1 : 0)];
}

// Cube (q, r) steps in geometry.h's direction order, and the steps of a cube vector (q, r).
inline constexpr int kCubeDir[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
inline int cubeLen(int q, int r) { return std::max({std::abs(q), std::abs(r), std::abs(q + r)}); }

// The reference space `across` hexes across at `anchor`, written from docs/rules/hex.md, never from
// the engine's space.h: odd widths the hexagon of radius (n − 1) / 2 round the anchor; even widths the
// hexes within n / 2 − 1 of the anchor or of its neighbours in cube directions 0 and 5 (+1, 0) and
// (0, +1). Row by row, left to right.
inline std::vector<Cell> referenceSpace(GridShape s, Cell anchor, int across) {
  const Cube a = toCube(s, anchor);
  const int radius = (across - 1) / 2;
  std::vector<Cell> out;
  for (int r = -across; r <= across; ++r)
    for (int q = -across; q <= across; ++q) {
      bool in = cubeLen(q, r) <= radius;
      if (across % 2 == 0) in = in || cubeLen(q - 1, r) <= radius || cubeLen(q, r - 1) <= radius;
      if (in) out.push_back(fromCube(s, {a.q + q, a.r + r, -a.q - q - a.r - r}));
    }
  std::sort(out.begin(), out.end(), [](Cell x, Cell y) { return x.y != y.y ? x.y < y.y : x.x < y.x; });
  return out;
}
inline bool holds(const std::vector<Cell>& v, Cell c) { return std::find(v.begin(), v.end(), c) != v.end(); }

}  // namespace footwork
