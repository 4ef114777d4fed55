// Crowding: how many attackers get at a defender. 5e: "eight creatures can fit in a 5-foot radius
// around another medium creature", "as many as twenty Medium creatures can surround a Gargantuan
// one"; d20-3.0: "Backed against a wall … five …, into a corner … three …, in a 5-foot-wide corridor,
// only one attacker … (unless attackers are coming at him from both directions)", a bulette with a
// 10-foot face: "twelve combatants", hill giants 10 feet wide: "only four".
#include <gtest/gtest.h>

#include "core/position/crowding.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

CrowdResult around(const Scene& s, Rect d, int a = 1) { return crowding(s, d, a, a, false, {}); }

TEST(Crowding, OpenGround) {
  const Scene s(*findRuleset("sw5e"), Grid(11, 11, 5000));
  EXPECT_EQ(around(s, {5, 5, 1, 1}).count, 8);
  EXPECT_STREQ(around(s, {5, 5, 1, 1}).situation, "open");
  EXPECT_EQ(around(s, {3, 3, 4, 4}).count, 20);    // Medium around Gargantuan
  EXPECT_EQ(around(s, {5, 5, 1, 1}, 2).count, 4);  // Large around Medium on the grid
  const Scene d(*findRuleset("d20-3.0"), Grid(11, 11, 5000));
  EXPECT_EQ(around(d, {4, 4, 2, 2}).count, 12);    // bulette, 10-ft face
  EXPECT_EQ(around(d, {5, 5, 1, 1}, 2).count, 4);  // hill giants, 10 ft wide
}

TEST(Crowding, WallCornerCorridorDoorway) {
  const Ruleset& r = *findRuleset("d20-3.0");
  {  // a long wall along the defender's north side
    Grid g(7, 7, 5000);
    for (int x = 0; x < 7; ++x) g.setHorizontalEdge(x, 3, Edge::Wall);
    const CrowdResult c = around(Scene(r, g), {3, 3, 1, 1});
    EXPECT_EQ(c.count, 5);
    EXPECT_STREQ(c.situation, "wall");
  }
  {  // a corner: walls north and west
    Grid g(7, 7, 5000);
    for (int i = 0; i < 7; ++i) {
      g.setHorizontalEdge(i, 3, Edge::Wall);
      g.setVerticalEdge(3, i, Edge::Wall);
    }
    const CrowdResult c = around(Scene(r, g), {3, 3, 1, 1});
    EXPECT_EQ(c.count, 3);
    EXPECT_STREQ(c.situation, "corner");
  }
  {  // a 5-ft corridor running east-west: one attacker from each direction
    Grid g(7, 3, 5000);
    for (int x = 0; x < 7; ++x) {
      g.setTerrain({x, 0}, CellTerrain{Ground::Solid});
      g.setTerrain({x, 2}, CellTerrain{Ground::Solid});
    }
    const CrowdResult c = around(Scene(r, g), {3, 1, 1, 1});
    EXPECT_EQ(c.count, 2);
    EXPECT_STREQ(c.situation, "corridor");
  }
  {  // a doorway in a wall of solid squares: three from each side, and one-half cover
    Grid g(5, 3, 5000);
    for (int x = 0; x < 5; ++x)
      if (x != 2) g.setTerrain({x, 1}, CellTerrain{Ground::Solid});
    const CrowdResult c = around(Scene(r, g), {2, 1, 1, 1});
    EXPECT_EQ(c.count, 6);
    EXPECT_STREQ(c.situation, "doorway");
    EXPECT_TRUE(c.halfCover);
    EXPECT_FALSE(around(Scene(*findRuleset("sw5e"), g), {2, 1, 1, 1}).halfCover);
  }
}

TEST(Crowding, OtherCreaturesTakeRoom) {
  Scene s(*findRuleset("sw5e"), Grid(5, 5, 5000));
  Creature c;
  c.id = "x";
  c.position = {1, 1};
  ASSERT_FALSE(s.addCreature(c).has_value());
  EXPECT_EQ(crowding(s, {2, 2, 1, 1}, 1, 1, false, {}).count, 7);
  EXPECT_EQ(crowding(s, {2, 2, 1, 1}, 1, 1, true, {}).count, 8);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
