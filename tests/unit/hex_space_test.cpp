// Creatures larger than one hex (docs/rules/hex.md "Creatures larger than one hex"): the shape of a
// hex space per width, the gap between two spaces against a brute force over their cells, and a
// larger creature's step (core/movement/step.h) against a reference worked from the sentences on
// random small maps in the four layouts. The reference builds each space from cube coordinates and
// moves it by a cube direction, independently of space.h's loops and geometry.h's movedLike.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/movement/step.h"
#include "core/scene/distance.h"
#include "core/scene/space.h"
#include "hex_layouts.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

TEST(HexSpace, CountsAndWidths) {
  // "Large = 3 hexes (a triangle of three mutually adjacent hexes), Huge = 7 (a hex and its ring)":
  // a space n cells across is n hexes across, so 1, 3, 7, 12, 19, 27, 37, 48 hexes; its two farthest
  // hexes are n − 1 steps apart.
  const int counts[] = {1, 3, 7, 12, 19, 27, 37, 48};
  for (GridShape s : kLayouts)
    for (Cell anchor : {Cell{6, 6}, Cell{7, 6}, Cell{6, 7}, Cell{7, 7}})
      for (int n = 1; n <= 8; ++n) {
        std::vector<Cell> cells;
        spaceCells(s, Rect{anchor.x, anchor.y, n, n}, cells);
        EXPECT_EQ(static_cast<int>(cells.size()), counts[n - 1]) << n;
        EXPECT_EQ(cells, referenceSpace(s, anchor, n)) << n;
        int widest = 0;
        for (Cell a : cells)
          for (Cell b : cells) widest = std::max(widest, hexDistance(s, a, b));
        EXPECT_EQ(widest, n - 1) << n;
        EXPECT_TRUE(std::find(cells.begin(), cells.end(), anchor) != cells.end());
      }
}

TEST(HexSpace, LargeIsTheAnchorAndItsNeighboursZeroAndFive) {
  // Flat-topped: the anchor, its south-east and south neighbours (a triangle pointing right);
  // pointy-topped: the anchor, its east and south-east neighbours (a triangle pointing down).
  for (GridShape s : kLayouts) {
    std::vector<Cell> cells;
    spaceCells(s, Rect{2, 2, 2, 2}, cells);
    std::vector<Cell> expected = {{2, 2}, neighbourAt(s, {2, 2}, 0), neighbourAt(s, {2, 2}, 5)};
    std::sort(expected.begin(), expected.end(), [](Cell x, Cell y) { return x.y != y.y ? x.y < y.y : x.x < y.x; });
    EXPECT_EQ(cells, expected);
    for (Cell a : cells)
      for (Cell b : cells)
        if (a != b) {
          EXPECT_TRUE(areNeighbours(s, a, b));  // mutually adjacent
        }
  }
  // Flat odd-q, anchor [2,2] (an even column, not shoved): SE is [3,2], S is [2,3].
  std::vector<Cell> flat;
  spaceCells(kLayouts[0], Rect{2, 2, 2, 2}, flat);
  EXPECT_EQ(flat, (std::vector<Cell>{{2, 2}, {3, 2}, {2, 3}}));
  // Pointy odd-r, anchor [2,2] (an even row, not shoved): E is [3,2], SE is [2,3].
  std::vector<Cell> pointy;
  spaceCells(kLayouts[2], Rect{2, 2, 2, 2}, pointy);
  EXPECT_EQ(pointy, (std::vector<Cell>{{2, 2}, {3, 2}, {2, 3}}));
}

TEST(HexSpace, GapIsTheFewestStepsBetweenCellsBruteForce) {
  // Reading 4 of the rules README: "the fewest steps from a cell of one space into the other".
  std::mt19937 rng(18);
  for (GridShape s : kLayouts)
    for (int i = 0; i < 400; ++i) {
      const Rect a{static_cast<int>(rng() % 12), static_cast<int>(rng() % 12), 1 + static_cast<int>(rng() % 5), 0};
      const Rect b{static_cast<int>(rng() % 12), static_cast<int>(rng() % 12), 1 + static_cast<int>(rng() % 5), 0};
      const auto as = referenceSpace(s, {a.x, a.y}, a.w), bs = referenceSpace(s, {b.x, b.y}, b.w);
      int best = 1 << 30;
      for (Cell p : as)
        for (Cell q : bs) best = std::min(best, hexDistance(s, p, q));
      EXPECT_EQ(hexSpaceGap(s, {a.x, a.y}, a.w, {b.x, b.y}, b.w), best);
      EXPECT_EQ(spacesOverlap(s, Rect{a.x, a.y, a.w, a.w}, Rect{b.x, b.y, b.w, b.w}), best == 0);
      const Grid g(20, 20, 5 * kMilliPerFoot, s);
      EXPECT_EQ(rangeSquares(g, Rect{a.x, a.y, a.w, a.w}, Rect{b.x, b.y, b.w, b.w}, DiagonalRule::One), best);
    }
}

TEST(HexSpace, InHexSpaceIsAZeroGapAndTheReferenceCells) {
  // inHexSpace's cube bounds hold exactly the hexes at gap 0 and the reference space's hexes.
  for (GridShape s : kLayouts)
    for (Cell anchor : {Cell{8, 8}, Cell{9, 8}, Cell{8, 9}, Cell{9, 9}})
      for (int n = 1; n <= 9; ++n) {
        const auto cells = referenceSpace(s, anchor, n);
        for (int y = anchor.y - n - 1; y <= anchor.y + n + 1; ++y)
          for (int x = anchor.x - n - 1; x <= anchor.x + n + 1; ++x) {
            const bool in = inHexSpace(s, anchor, n, {x, y});
            EXPECT_EQ(in, hexSpaceGap(s, anchor, n, {x, y}, 1) == 0) << n << " " << cellText({x, y});
            EXPECT_EQ(in, std::find(cells.begin(), cells.end(), Cell{x, y}) != cells.end()) << n;
          }
      }
}

TEST(HexSpace, MovedLikeMovesEveryCellOfTheSpace) {
  for (GridShape s : kLayouts)
    for (Cell anchor : {Cell{5, 5}, Cell{6, 5}, Cell{5, 6}, Cell{6, 6}})
      for (int n = 1; n <= 4; ++n)
        for (int d = 0; d < kHexDirections; ++d) {
          const Cell to = neighbourAt(s, anchor, d);
          std::vector<Cell> moved;
          for (Cell c : referenceSpace(s, anchor, n)) moved.push_back(movedLike(s, c, anchor, to));
          std::sort(moved.begin(), moved.end(), [](Cell x, Cell y) { return x.y != y.y ? x.y < y.y : x.x < y.x; });
          EXPECT_EQ(moved, referenceSpace(s, to, n));
        }
}

// The reference judge of a larger creature's step on an open-or-solid map with walls: "each square
// you enter" must be open (a filled square blocks), the space must stay on the map, no wall may cut
// the space it stands in, and each hex of the space moving one step crosses the side between the
// hex it leaves and the one it enters: a wall there blocks (the creature's space moves as a whole).
StepBlock referenceBlock(const Grid& g, Cell from, int dir, int n) {
  const GridShape s = g.shape();
  const Cell to = neighbourAt(s, from, dir);
  const auto toCells = referenceSpace(s, to, n), fromCells = referenceSpace(s, from, n);
  auto in = [](const std::vector<Cell>& v, Cell c) { return std::find(v.begin(), v.end(), c) != v.end(); };
  for (Cell c : toCells)
    if (!g.contains(c)) return StepBlock::OutOfGrid;
  for (Cell c : toCells) {
    if (g.terrain(c).ground == Ground::Solid) return StepBlock::Solid;
    for (int d = 0; d < kHexDirections; ++d)
      if (in(toCells, neighbourAt(s, c, d)) && edgeBlocksMovement(g.edgeBetween(c, neighbourAt(s, c, d))))
        return StepBlock::Wall;
  }
  for (Cell c : fromCells) {
    const Cube h = toCube(s, c);
    const Cell next = fromCube(s, {h.q + kCubeDir[dir][0], h.r + kCubeDir[dir][1], 0});
    if (!in(fromCells, next) && edgeBlocksMovement(g.edgeBetween(c, next))) return StepBlock::Wall;
  }
  return StepBlock::None;
}

TEST(HexSpace, LargerStepsMatchTheReferenceOnRandomMaps) {
  std::mt19937 rng(1818);
  const Ruleset& rules = *findRuleset("4e");  // 4e: no squeezing rules, whole-space steps only
  int blocked = 0, open = 0;
  for (GridShape s : kLayouts)
    for (int n = 2; n <= 4; ++n)
      for (int map = 0; map < 6; ++map) {
        Grid g(9, 9, 5 * kMilliPerFoot, s);
        for (int i = 0; i < 4; ++i) {
          CellTerrain solid;
          solid.ground = Ground::Solid;
          g.setTerrain({static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)}, solid);
        }
        for (int i = 0; i < 10; ++i) {
          const Cell c{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
          g.setEdgeBetween(c, neighbourAt(s, c, static_cast<int>(rng() % 6)), Edge::Wall);
        }
        const Scene scene(rules, g);
        Creature big;
        big.id = "big";
        big.spaceW = big.spaceH = n;
        big.size = n == 2 ? Size::Large : n == 3 ? Size::Huge : Size::Gargantuan;
        big.speeds.walk = 30 * kMilliPerFoot;
        for (int y = 0; y < 9; ++y)
          for (int x = 0; x < 9; ++x) {
            big.position = {x, y};
            if (!g.contains(big.space()) || positionBlock(scene, big, {x, y}, Mode::Walk) != StepBlock::None) continue;
            for (int d = 0; d < kHexDirections; ++d) {
              const StepCost cost =
                  priceStep(scene, big, -1, StepQuery{{x, y}, neighbourAt(s, {x, y}, d), Mode::Walk, 0, false, false});
              const StepBlock want = referenceBlock(g, {x, y}, d, n);
              // A filled hex and a wall both in the way may be met in either order: compare the kind
              // of block only as "terrain" then.
              const auto kind = [](StepBlock b) { return b == StepBlock::Solid ? StepBlock::Wall : b; };
              EXPECT_EQ(kind(cost.block), kind(want)) << n << " at " << cellText({x, y}) << " dir " << d;
              if (want == StepBlock::None) {
                EXPECT_EQ(cost.squares, 1);  // "each hex entered costs one cell"
                ++open;
              } else {
                ++blocked;
              }
            }
          }
      }
  EXPECT_GT(open, 100);
  EXPECT_GT(blocked, 100);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
