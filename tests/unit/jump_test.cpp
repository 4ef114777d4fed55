// Jumps (5e-fine): expected values worked by hand from the sentences quoted in core/movement/jump.h.
#include <gtest/gtest.h>

#include "core/movement/jump.h"
#include "core/ruleset/ruleset.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using namespace footwork;

TEST(Jump, AbilityModifierRoundsDown) {
  EXPECT_EQ(abilityModifier(1), -5);
  EXPECT_EQ(abilityModifier(8), -1);
  EXPECT_EQ(abilityModifier(9), -1);
  EXPECT_EQ(abilityModifier(10), 0);
  EXPECT_EQ(abilityModifier(11), 0);
  EXPECT_EQ(abilityModifier(15), 2);
  EXPECT_EQ(abilityModifier(20), 5);
  EXPECT_EQ(abilityModifier(30), 10);
}

TEST(Jump, RunningStartNeedsTenFeetOnFoot) {
  EXPECT_FALSE(hasRunningStart(feet(5)));
  EXPECT_FALSE(hasRunningStart(feet(9.5)));
  EXPECT_TRUE(hasRunningStart(feet(10)));
  EXPECT_TRUE(hasRunningStart(feet(30)));
}

TEST(Jump, LongJumpIsStrengthScoreHalfStanding) {
  EXPECT_EQ(longJumpDistance(15, true), feet(15));
  EXPECT_EQ(longJumpDistance(15, false), feet(7.5));  // half, kept exact
  EXPECT_EQ(longJumpDistance(10, false), feet(5));
  EXPECT_EQ(longJumpDistance(1, false), feet(0.5));
  EXPECT_EQ(longJumpDistance(0, true), 0);
}

TEST(Jump, HighJumpIsThreePlusModifierMinimumZero) {
  EXPECT_EQ(highJumpHeight(10, true), feet(3));
  EXPECT_EQ(highJumpHeight(10, false), feet(1.5));
  EXPECT_EQ(highJumpHeight(15, true), feet(5));
  EXPECT_EQ(highJumpHeight(15, false), feet(2.5));
  EXPECT_EQ(highJumpHeight(20, true), feet(8));
  EXPECT_EQ(highJumpHeight(6, true), feet(1));  // 3 − 2
  EXPECT_EQ(highJumpHeight(4, true), 0);        // 3 − 3
  EXPECT_EQ(highJumpHeight(1, true), 0);        // 3 − 5 → minimum 0
  EXPECT_EQ(highJumpHeight(1, false), 0);
}

TEST(Jump, LongJumpRisesHalfItsDistance) {
  EXPECT_EQ(longJumpRise(feet(15)), feet(7.5));
  EXPECT_EQ(longJumpRise(feet(7.5)), feet(3.75));
}

TEST(Jump, CeilingMustBeStrictlyAboveRisePlusHeight) {
  // Medium creature (5 ft) long-jumping 15 ft rises 7.5 ft: needs a ceiling above 12.5 ft.
  EXPECT_FALSE(longJumpClearsCeiling(feet(15), feet(5), feet(12.5)));
  EXPECT_TRUE(longJumpClearsCeiling(feet(15), feet(5), feet(12.75)));
  EXPECT_TRUE(longJumpClearsCeiling(feet(15), feet(5), feet(20)));
  // Odd Milli distance: 0.001 ft rises 0.0005 ft, still not clear of a ceiling equal to the height.
  EXPECT_FALSE(longJumpClearsCeiling(1, feet(5), feet(5)));
}

TEST(Jump, LongestJumpUnderCeiling) {
  // Medium, ceiling 10 ft: rise must be < 5 ft, so distance < 10 ft: 9 ft in whole feet, 8.75 on 1.25-ft cells.
  EXPECT_EQ(longestJumpUnderCeiling(feet(18), feet(5), feet(10), feet(1)), feet(9));
  EXPECT_EQ(longestJumpUnderCeiling(feet(18), feet(5), feet(10), feet(1.25)), feet(8.75));
  // A high ceiling leaves the Strength limit.
  EXPECT_EQ(longestJumpUnderCeiling(feet(18), feet(5), feet(100), feet(1)), feet(18));
  // Ceiling no higher than the creature: no jump at all.
  EXPECT_EQ(longestJumpUnderCeiling(feet(18), feet(5), feet(5), feet(1)), 0);
  EXPECT_EQ(longestJumpUnderCeiling(feet(18), feet(5), feet(4), feet(1)), 0);
}

TEST(Jump, ReachAboveIsJumpHeightPlusOverheadReach) {
  const Ruleset* r = findRuleset("5e-fine");
  ASSERT_NE(r, nullptr);
  const SizeRow& medium = r->row(Size::Medium);
  // Str 10 running high jump 3 ft + medium overhead reach 7.5 ft = 10.5 ft.
  EXPECT_EQ(reachAbove(highJumpHeight(10, true), medium.overheadReach), feet(10.5));
  // Small, Str 8 standing: (3 − 1) / 2 = 1 ft + 3.75 ft.
  EXPECT_EQ(reachAbove(highJumpHeight(8, false), r->row(Size::Small).overheadReach), feet(4.75));
}

TEST(Jump, LowObstacleLimit) {
  // 15-ft jump: up to 7.5 ft tall over the first 7.5 ft, then the remaining distance.
  EXPECT_EQ(lowObstacleLimit(feet(15), feet(0)), feet(7.5));
  EXPECT_EQ(lowObstacleLimit(feet(15), feet(7.5)), feet(7.5));
  EXPECT_EQ(lowObstacleLimit(feet(15), feet(10)), feet(5));
  EXPECT_EQ(lowObstacleLimit(feet(15), feet(14)), feet(1));
  EXPECT_EQ(lowObstacleLimit(feet(15), feet(15)), 0);
  EXPECT_EQ(lowObstacleLimit(feet(15), feet(16)), 0);
}

TEST(Jump, EachFootClearedCostsAFoot) { EXPECT_EQ(jumpMovementCost(feet(7.5)), feet(7.5)); }
}  // namespace FOOTWORK_TEST_FILE
