// Closest creature and its seeded tie-break (dnd35: "if two squares or creatures are equally close,
// randomly determine which one counts as closest by rolling a die"; README reading 10), and the
// threatened squares of natural reach.
#include <gtest/gtest.h>

#include "core/position/range.h"
#include "core/position/reach.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

TEST(Closest, TiesAreReportedUnlessASeedIsGiven) {
  const std::vector<Rect> c = {{0, 3, 1, 1}, {3, 0, 1, 1}, {5, 5, 1, 1}};
  const ClosestResult r = closestOf({0, 0, 1, 1}, c, DiagonalRule::Alternating, std::nullopt);
  EXPECT_EQ(r.squares, 3);
  EXPECT_EQ(r.tied, (std::vector<int>{0, 1}));
  EXPECT_EQ(r.chosen, -1);
  EXPECT_FALSE(r.roll.has_value());
  const ClosestResult s = closestOf({0, 0, 1, 1}, c, DiagonalRule::Alternating, 42);
  ASSERT_TRUE(s.roll.has_value());
  EXPECT_EQ(s.chosen, s.tied[*s.roll - 1]);
  EXPECT_EQ(*s.roll, rollDie(42, 2));
}

TEST(Closest, RollsAreFixedAndFair) {
  // splitmix64 from seed 0: the first output is 0xE220A8397B1DCDAF (the generator's published value).
  std::uint64_t state = 0;
  EXPECT_EQ(splitmix64(state), 0xE220A8397B1DCDAFull);
  int counts[6] = {};
  for (std::uint64_t seed = 0; seed < 6000; ++seed) ++counts[rollDie(seed, 6) - 1];
  for (int n : counts) {
    EXPECT_GT(n, 850);
    EXPECT_LT(n, 1150);
  }
  EXPECT_EQ(rollDie(7, 1), 1);
}

TEST(Threatened, ReachByRuleset) {
  // dnd35 ogre (Large, 10 ft): two squares in every direction, diagonals included: a 6×6 block less
  // its own 2×2.
  Scene s(*findRuleset("dnd35"), Grid(12, 12, 5000));
  Creature ogre;
  ogre.id = "ogre";
  ogre.position = {5, 5};
  ogre.size = Size::Large;
  ASSERT_FALSE(s.addCreature(ogre).has_value());
  EXPECT_EQ(threatenedCells(s, s.creatures()[0]).size(), 32u);
  // With a reach weapon: 15 and 20 ft, not 5 or 10.
  Creature spear = s.creatures()[0];
  spear.reachWeapon = true;
  const auto ring = threatenedCells(s, spear);
  for (Cell c : ring) EXPECT_FALSE(c.x >= 3 && c.x <= 8 && c.y >= 3 && c.y <= 8) << c.x << "," << c.y;
  EXPECT_FALSE(ring.empty());
  // A Tiny cat (reach 0) threatens nothing.
  Creature cat;
  cat.id = "cat";
  cat.position = {0, 0};
  cat.size = Size::Tiny;
  ASSERT_FALSE(s.addCreature(cat).has_value());
  EXPECT_TRUE(threatenedCells(s, s.creatures()[1]).empty());
  // d20-3.0: a long Large creature (horse) has 5 ft, a tall one (hill giant) 10 ft.
  Scene d(*findRuleset("d20-3.0"), Grid(12, 12, 5000));
  Creature horse;
  horse.id = "horse";
  horse.position = {5, 5};
  horse.size = Size::Large;
  horse.shape = Shape::Long;
  ASSERT_FALSE(d.addCreature(horse).has_value());
  EXPECT_EQ(d.creatures()[0].reach, feet(5));
  Creature giant = horse;
  giant.id = "giant";
  giant.position = {0, 0};
  giant.shape = Shape::Tall;
  ASSERT_FALSE(d.addCreature(giant).has_value());
  EXPECT_EQ(d.creatures()[1].reach, feet(10));
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
