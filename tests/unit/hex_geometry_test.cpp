// Grid geometry on small maps, checked exhaustively: every cell of a 7×6 map (and the ring one step
// off it) in the four hex layouts, against what the layouts mean on paper rather than against the
// tables the engine uses. Neighbours are the six hexes whose centres lie one hex width away (centres
// placed as Red Blob Games' "Hexagonal Grids" draws offset layouts); cube coordinates step by one of
// the six cube directions; distance is symmetric and equals breadth-first steps; a side has one name
// from either cell. Squares keep their eight neighbours.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <queue>
#include <set>

#include "core/scene/distance.h"
#include "core/scene/geometry.h"
#include "core/scene/grid.h"
#include "hex_layouts.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

constexpr int kW = 7, kH = 6;

std::string name(GridShape s) {
  return std::string(s.orientation == HexOrientation::Flat ? "flat" : "pointy") +
         (s.offset == HexOffset::Odd ? "-odd" : "-even");
}

// The centre of a hex of unit size (centre to corner) drawn the way the layout is defined: flat-topped
// columns 1.5 apart, the shoved columns half a hex (√3 / 2) lower; pointy-topped rows 1.5 apart, the
// shoved rows half a hex to the right. "odd": odd columns/rows are shoved; "even": even ones.
std::pair<double, double> centre(GridShape s, Cell c) {
  const double r3 = std::sqrt(3.0);
  const int along = s.orientation == HexOrientation::Flat ? c.x : c.y;
  const bool odd = ((along % 2) + 2) % 2 == 1;
  const double shove = (s.offset == HexOffset::Odd ? odd : !odd) ? 0.5 : 0.0;
  if (s.orientation == HexOrientation::Flat) return {1.5 * c.x, r3 * (c.y + shove)};
  return {r3 * (c.x + shove), 1.5 * c.y};
}

bool centresTouch(GridShape s, Cell a, Cell b) {
  auto [ax, ay] = centre(s, a);
  auto [bx, by] = centre(s, b);
  return std::abs(std::hypot(ax - bx, ay - by) - std::sqrt(3.0)) < 1e-9;
}

TEST(HexGeometry, NeighboursAreTheSixHexesOneWidthAway) {
  for (GridShape s : kLayouts) {
    SCOPED_TRACE(name(s));
    ASSERT_EQ(directionCount(s), 6);
    for (int y = -1; y <= kH; ++y)
      for (int x = -1; x <= kW; ++x) {
        const Cell c{x, y};
        std::set<std::pair<int, int>> expected, got;
        for (int ny = y - 2; ny <= y + 2; ++ny)
          for (int nx = x - 2; nx <= x + 2; ++nx)
            if (centresTouch(s, c, {nx, ny})) expected.insert({nx, ny});
        ASSERT_EQ(expected.size(), 6u) << cellText(c);
        for (int d = 0; d < 6; ++d) {
          const Cell n = neighbourAt(s, c, d);
          got.insert({n.x, n.y});
          EXPECT_EQ(directionBetween(s, c, n), d) << cellText(c) << " dir " << d;
          // The opposite direction leads back.
          EXPECT_EQ(neighbourAt(s, n, (d + 3) % 6), c) << cellText(c) << " dir " << d;
        }
        EXPECT_EQ(got, expected) << cellText(c);
        // Every other cell nearby is not a neighbour, and no step is diagonal.
        for (int ny = y - 2; ny <= y + 2; ++ny)
          for (int nx = x - 2; nx <= x + 2; ++nx) {
            const Cell n{nx, ny};
            EXPECT_EQ(areNeighbours(s, c, n), expected.count({nx, ny}) == 1) << cellText(c) << cellText(n);
            EXPECT_FALSE(isDiagonalStep(s, c, n));
          }
      }
  }
}

TEST(HexGeometry, CubeCoordinatesStepByTheSixCubeDirections) {
  // Red Blob Games: the six cube directions, in the order the engine numbers them.
  const Cube dirs[6] = {{1, 0, -1}, {1, -1, 0}, {0, -1, 1}, {-1, 0, 1}, {-1, 1, 0}, {0, 1, -1}};
  for (GridShape s : kLayouts) {
    SCOPED_TRACE(name(s));
    for (int y = -1; y <= kH; ++y)
      for (int x = -1; x <= kW; ++x) {
        const Cell c{x, y};
        const Cube h = toCube(s, c);
        EXPECT_EQ(h.q + h.r + h.s, 0);
        EXPECT_EQ(fromCube(s, h), c);
        for (int d = 0; d < 6; ++d) {
          const Cube n = toCube(s, neighbourAt(s, c, d));
          EXPECT_EQ(n.q - h.q, dirs[d].q) << cellText(c) << " dir " << d;
          EXPECT_EQ(n.r - h.r, dirs[d].r) << cellText(c) << " dir " << d;
          EXPECT_EQ(n.s - h.s, dirs[d].s) << cellText(c) << " dir " << d;
        }
      }
  }
}

TEST(HexGeometry, DistanceIsSymmetricAndEqualsBreadthFirstSteps) {
  constexpr int kMargin = 8;  // the search may leave the map: distance is on an empty, unbounded grid
  for (GridShape s : kLayouts) {
    SCOPED_TRACE(name(s));
    for (int sy = 0; sy < kH; ++sy)
      for (int sx = 0; sx < kW; ++sx) {
        const Cell start{sx, sy};
        std::map<std::pair<int, int>, int> steps{{{sx, sy}, 0}};
        std::queue<Cell> todo;
        todo.push(start);
        while (!todo.empty()) {
          const Cell c = todo.front();
          todo.pop();
          for (int d = 0; d < 6; ++d) {
            const Cell n = neighbourAt(s, c, d);
            if (n.x < -kMargin || n.y < -kMargin || n.x >= kW + kMargin || n.y >= kH + kMargin) continue;
            if (steps.emplace(std::pair{n.x, n.y}, steps[{c.x, c.y}] + 1).second) todo.push(n);
          }
        }
        for (int y = 0; y < kH; ++y)
          for (int x = 0; x < kW; ++x) {
            const Cell t{x, y};
            EXPECT_EQ(hexDistance(s, start, t), steps.at({x, y})) << cellText(start) << " → " << cellText(t);
            EXPECT_EQ(hexDistance(s, start, t), hexDistance(s, t, start));
            EXPECT_EQ(cellSteps(s, start, t, DiagonalRule::Alternating), steps.at({x, y}));
          }
      }
  }
}

TEST(HexGeometry, ASideHasOneNameFromEitherCell) {
  for (GridShape s : kLayouts) {
    SCOPED_TRACE(name(s));
    Grid g(kW, kH, 5 * kMilliPerFoot, s);
    std::map<std::tuple<int, int, int>, std::pair<Cell, Cell>> named;
    for (int y = 0; y < kH; ++y)
      for (int x = 0; x < kW; ++x)
        for (int d = 0; d < 6; ++d) {
          const Cell c{x, y}, n = neighbourAt(s, c, d);
          const HexSide a = hexSideTowards(s, c, d), b = hexSideTowards(s, n, (d + 3) % 6);
          EXPECT_EQ(a.owner, b.owner);
          EXPECT_EQ(a.direction, b.direction);
          EXPECT_TRUE(g.holdsHexSide(a)) << cellText(c) << " dir " << d;
          // Distinct pairs of cells never share a side name.
          const auto key = std::tuple{a.owner.x, a.owner.y, a.direction};
          auto [it, added] = named.try_emplace(key, c, n);
          if (!added) {
            EXPECT_TRUE((it->second == std::pair{n, c}) || (it->second == std::pair{c, n}));
          }
        }
    // A side set from one cell reads back from the other and from nowhere else.
    for (int y = 0; y < kH; ++y)
      for (int x = 0; x < kW; ++x)
        for (int d = 0; d < 6; ++d) {
          const Cell c{x, y}, n = neighbourAt(s, c, d);
          g.setEdgeBetween(c, n, Edge::Wall);
          EXPECT_EQ(g.edgeBetween(n, c), Edge::Wall);
          int walls = 0;
          for (int yy = -1; yy <= kH; ++yy)
            for (int xx = -1; xx <= kW; ++xx)
              for (int k = 0; k < 3; ++k) walls += g.hexSide({{xx, yy}, k}) == Edge::Wall;
          EXPECT_EQ(walls, 1) << cellText(c) << " dir " << d;
          g.setEdgeBetween(n, c, Edge::None);
          EXPECT_EQ(g.edgeBetween(c, n), Edge::None);
        }
    // Cells that share no side have no edge between them.
    EXPECT_EQ(g.edgeBetween({0, 0}, {3, 3}), Edge::None);
  }
}

TEST(SquareGeometry, EightNeighboursInReadingOrder) {
  const GridShape s;
  ASSERT_EQ(directionCount(s), 8);
  int d = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      if ((dx | dy) == 0) continue;
      EXPECT_EQ(neighbourAt(s, {3, 3}, d), (Cell{3 + dx, 3 + dy}));
      EXPECT_EQ(directionBetween(s, {3, 3}, {3 + dx, 3 + dy}), d);
      EXPECT_EQ(isDiagonalStep(s, {3, 3}, {3 + dx, 3 + dy}), dx != 0 && dy != 0);
      ++d;
    }
  for (int y = 0; y < 7; ++y)
    for (int x = 0; x < 7; ++x) EXPECT_EQ(areNeighbours(s, {3, 3}, {x, y}), isNeighbour({3, 3}, {x, y}));
  // Square steps keep the diagonal rule: 5-10-5 makes (3, 3) cost 3 + 1 = 4 squares.
  EXPECT_EQ(cellSteps(s, {0, 0}, {3, 3}, DiagonalRule::Alternating), 4);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
