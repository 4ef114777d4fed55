// Steps, walls, reach and adjacency on hex grids, exhaustively on small maps in the four layouts:
// the step price (core/movement/step.h) and the distance functions (core/scene/distance.h) asked of
// every cell and every neighbour. Expected values are worked by hand from the rule sentences quoted;
// on hexes a step is into one of the six neighbours and "each hex entered costs one cell, with no
// diagonal rule" (docs/rules/hex.md). tests/vectors/hex/ holds the protocol-level vectors.
#include <gtest/gtest.h>

#include "core/movement/step.h"
#include "core/scene/distance.h"
#include "hex_layouts.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

constexpr int kW = 5, kH = 4;

Creature walker(Cell at) {
  Creature c;
  c.id = "hero";
  c.position = at;
  c.speeds.walk = 30 * kMilliPerFoot;
  c.side = "party";
  return c;
}

Scene hexScene(const char* ruleset, GridShape s) {
  const Ruleset* r = findRuleset(ruleset);
  EXPECT_NE(r, nullptr);
  return Scene(*r, Grid(kW, kH, 5 * kMilliPerFoot, s));
}

TEST(HexMovement, EveryNeighbourCostsOneCellInEveryRuleset) {
  // sw5e "the second diagonal … counts as 10 feet", dnd35 "the second counts as 2 squares": no step on
  // hexes is a diagonal, so even with an odd number of diagonals "counted before" each step costs 1.
  for (const char* ruleset : {"sw5e", "dnd35", "d20-3.0", "4e", "5e-fine"})
    for (GridShape s : kLayouts) {
      SCOPED_TRACE(ruleset);
      const Scene scene = hexScene(ruleset, s);
      for (int y = 0; y < kH; ++y)
        for (int x = 0; x < kW; ++x) {
          const Creature hero = walker({x, y});
          for (int d = 0; d < kHexDirections; ++d) {
            const Cell to = neighbourAt(s, {x, y}, d);
            StepQuery q{{x, y}, to, Mode::Walk, 1, false};
            const StepCost cost = priceStep(scene, hero, -1, q);
            if (!scene.grid().contains(to)) {
              EXPECT_EQ(cost.block, StepBlock::OutOfGrid);
              continue;
            }
            EXPECT_EQ(cost.block, StepBlock::None) << cellText({x, y}) << " → " << cellText(to);
            EXPECT_EQ(cost.squares, 1) << cellText({x, y}) << " → " << cellText(to);
            EXPECT_FALSE(cost.diagonal);
          }
          // Any other cell is not a step: "Each cell of a path must neighbour the one before".
          for (int ty = 0; ty < kH; ++ty)
            for (int tx = 0; tx < kW; ++tx)
              if (hexDistance(s, {x, y}, {tx, ty}) != 1) {
                StepQuery q{{x, y}, {tx, ty}, Mode::Walk, 0, false};
                EXPECT_EQ(priceStep(scene, hero, -1, q).block, StepBlock::NotAdjacent);
              }
        }
    }
}

TEST(HexMovement, AWallOnASideBlocksThatStepFromBothCellsAndNoOther) {
  // "a wall … blocks movement": a wall on the side two hexes share stops the step across it, either way;
  // the other five sides of each hex stay open (no corner rule: hexes share no corner-only neighbour).
  for (GridShape s : kLayouts) {
    for (int y = 0; y < kH; ++y)
      for (int x = 0; x < kW; ++x)
        for (int d = 0; d < kOwnedHexSides; ++d) {
          Scene scene = hexScene("sw5e", s);
          const Cell a{x, y}, b = neighbourAt(s, a, d);
          if (!scene.grid().contains(b)) continue;
          scene.grid().setEdgeBetween(a, b, Edge::Wall);
          for (int cy = 0; cy < kH; ++cy)
            for (int cx = 0; cx < kW; ++cx)
              for (int k = 0; k < kHexDirections; ++k) {
                const Cell from{cx, cy}, to = neighbourAt(s, from, k);
                if (!scene.grid().contains(to)) continue;
                const StepCost cost = priceStep(scene, walker(from), -1, {from, to, Mode::Walk, 0, false});
                const bool across = (from == a && to == b) || (from == b && to == a);
                EXPECT_EQ(cost.block, across ? StepBlock::Wall : StepBlock::None)
                    << cellText(a) << "|" << cellText(b) << ": " << cellText(from) << " → " << cellText(to);
              }
        }
  }
}

TEST(HexMovement, LowWallAndDifficultTerrainPerHex) {
  const GridShape flat{GridKind::Hex, HexOrientation::Flat, HexOffset::Odd};
  // 4e: "Each square of difficult terrain you enter costs 1 extra square of movement."
  Scene scene = hexScene("4e", flat);
  CellTerrain t;
  t.difficult = 1;
  scene.grid().setTerrain({1, 1}, t);
  EXPECT_EQ(priceStep(scene, walker({0, 1}), -1, {{0, 1}, {1, 1}, Mode::Walk, 0, false}).squares, 2);
  // dnd35: "Each square of difficult terrain counts as 2 squares of movement"; its diagonal count of 3
  // has no diagonal to apply to: [0,1] → [1,1] is the south-east neighbour (odd columns shoved down).
  Scene d35 = hexScene("dnd35", flat);
  d35.grid().setTerrain({1, 1}, t);
  EXPECT_EQ(priceStep(d35, walker({0, 1}), -1, {{0, 1}, {1, 1}, Mode::Walk, 1, false}).squares, 2);
  // A low wall on a hex side hampers as between squares: 4e "just like entering a square of difficult
  // terrain" (2), dnd35 "counts as 2 squares … in addition to the cost to move into the square" (3).
  Scene low4e = hexScene("4e", flat);
  low4e.grid().setEdgeBetween({2, 2}, {2, 3}, Edge::Low);
  EXPECT_EQ(priceStep(low4e, walker({2, 2}), -1, {{2, 2}, {2, 3}, Mode::Walk, 0, false}).squares, 2);
  Scene low35 = hexScene("dnd35", flat);
  low35.grid().setEdgeBetween({2, 2}, {2, 3}, Edge::Low);
  EXPECT_EQ(priceStep(low35, walker({2, 2}), -1, {{2, 2}, {2, 3}, Mode::Walk, 0, false}).squares, 3);
}

TEST(HexMovement, ReachAndAdjacencyCountHexes) {
  // Reach "10 feet (2 squares) away from it in any direction": in hexes, the two rings around; 4e
  // "you left a square adjacent to the enemy": adjacent = one of the six neighbours.
  const Ruleset& rules = *findRuleset("dnd35");
  for (GridShape s : kLayouts) {
    const Grid g(kW + 4, kH + 4, 5 * kMilliPerFoot, s);
    const Rect enemy{4, 4, 1, 1};
    for (int y = 0; y < kH + 4; ++y)
      for (int x = 0; x < kW + 4; ++x) {
        const Rect at{x, y, 1, 1};
        const int d = hexDistance(s, {4, 4}, {x, y});
        EXPECT_EQ(rangeSquares(g, enemy, at, rules.diagonal), d);
        EXPECT_EQ(withinReach(enemy, 5 * kMilliPerFoot, false, at, rules, g),
                  d <= 1);  // its own hex too, as on squares
        EXPECT_EQ(withinReach(enemy, 10 * kMilliPerFoot, false, at, rules, g), d <= 2);
        // A reach weapon: "can't strike at their natural reach or less", up to double it.
        EXPECT_EQ(withinReach(enemy, 5 * kMilliPerFoot, true, at, rules, g), d == 2);
        EXPECT_EQ(leavesAdjacent(g, enemy, 5 * kMilliPerFoot, at), d <= 1);
        // 4e Tiny, reach 0: "they can't attack adjacent targets": only leaving its own space provokes.
        EXPECT_EQ(leavesAdjacent(g, enemy, 0, at), d == 0);
      }
  }
}

TEST(HexMovement, SquaresKeepTheirDiagonals) {
  // The same step functions on a square grid: sw5e's "second diagonal … counts as 10 feet".
  const Ruleset& rules = *findRuleset("sw5e");
  const Scene scene(rules, Grid(kW, kH, 5 * kMilliPerFoot));
  const StepCost second = priceStep(scene, walker({0, 0}), -1, {{0, 0}, {1, 1}, Mode::Walk, 1, false});
  EXPECT_TRUE(second.diagonal);
  EXPECT_EQ(second.squares, 2);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
