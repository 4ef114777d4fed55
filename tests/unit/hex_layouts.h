#pragma once
// The four hex layouts every hex test runs in (flat/pointy × odd/even offset), their names for
// failure messages, and the cube directions and lengths the references are written with, in one
// place for every hex test file.
#include <algorithm>
#include <cstdlib>

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

}  // namespace footwork
