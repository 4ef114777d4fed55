// Counting squares: the diagonal rules, ranges between spaces (README reading 4) and reach,
// checked against a slow step-by-step count.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/ruleset/ruleset.h"
#include "core/scene/distance.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using namespace footwork;

namespace {
// Walks diagonally first, then straight, pricing each diagonal by its number in the move.
int slowSquares(int dx, int dy, DiagonalRule rule, int before) {
  dx = std::abs(dx);
  dy = std::abs(dy);
  int cost = 0, diagonals = before;
  while (dx > 0 && dy > 0) {
    ++diagonals;
    cost += (rule == DiagonalRule::Alternating && diagonals % 2 == 0) ? 2 : 1;
    --dx;
    --dy;
  }
  return cost + dx + dy;
}
}  // namespace

TEST(Distance, GridSquaresMatchesStepByStepCount) {
  for (auto rule : {DiagonalRule::Alternating, DiagonalRule::One})
    for (int before = 0; before < 3; ++before)
      for (int dx = -12; dx <= 12; ++dx)
        for (int dy = -12; dy <= 12; ++dy)
          EXPECT_EQ(gridSquares(dx, dy, rule, before), slowSquares(dx, dy, rule, before)) << dx << "," << dy;
}

TEST(Distance, TextExamples) {
  // dnd35: "think of a diagonal as a distance of 1.5 squares": 2 diagonals = 3 squares, 4 = 6.
  EXPECT_EQ(gridSquares(2, 2, DiagonalRule::Alternating), 3);
  EXPECT_EQ(gridSquares(4, 4, DiagonalRule::Alternating), 6);
  EXPECT_EQ(gridSquares(3, 3, DiagonalRule::One), 3);
}

TEST(Distance, RangeCountsIntoTheOtherSpace) {
  // Side by side: 1 square; overlapping: 0; a 2x2 creature two columns away: 2.
  EXPECT_EQ(rangeSquares({0, 0, 1, 1}, {1, 0, 1, 1}, DiagonalRule::Alternating), 1);
  EXPECT_EQ(rangeSquares({0, 0, 1, 1}, {1, 1, 1, 1}, DiagonalRule::Alternating), 1);
  EXPECT_EQ(rangeSquares({0, 0, 2, 2}, {1, 1, 1, 1}, DiagonalRule::Alternating), 0);
  EXPECT_EQ(rangeSquares({0, 0, 2, 2}, {3, 0, 1, 1}, DiagonalRule::Alternating), 2);
  EXPECT_EQ(rangeSquares({0, 0, 1, 1}, {2, 2, 1, 1}, DiagonalRule::Alternating), 3);
  EXPECT_EQ(rangeSquares({0, 0, 1, 1}, {2, 2, 1, 1}, DiagonalRule::One), 2);
}

TEST(Distance, ReachAndReachWeapons) {
  const Ruleset& dnd35 = *findRuleset("dnd35");
  const Ruleset& sw5e = *findRuleset("sw5e");
  const Milli cell = feet(5);
  const Rect ogre{0, 0, 2, 2};
  // dnd35: an ogre's 10-ft reach covers two squares diagonally; sw5e's 5/10 diagonals do not.
  EXPECT_TRUE(withinReach(ogre, feet(10), false, {3, 3, 1, 1}, dnd35, cell));
  EXPECT_FALSE(withinReach(ogre, feet(10), false, {3, 3, 1, 1}, sw5e, cell));
  EXPECT_TRUE(withinReach(ogre, feet(10), false, {3, 1, 1, 1}, sw5e, cell));
  // "an ogre with a Large longspear could strike … at opponents 15 or 20 feet away, but not at those
  // 5 or 10 feet away."
  EXPECT_FALSE(withinReach(ogre, feet(10), true, {2, 0, 1, 1}, dnd35, cell));  // 5 ft
  EXPECT_FALSE(withinReach(ogre, feet(10), true, {3, 0, 1, 1}, dnd35, cell));  // 10 ft
  EXPECT_TRUE(withinReach(ogre, feet(10), true, {4, 0, 1, 1}, dnd35, cell));   // 15 ft
  EXPECT_TRUE(withinReach(ogre, feet(10), true, {5, 0, 1, 1}, dnd35, cell));   // 20 ft
  EXPECT_FALSE(withinReach(ogre, feet(10), true, {6, 0, 1, 1}, dnd35, cell));  // 25 ft
  // 0-reach creatures threaten nothing.
  EXPECT_FALSE(withinReach({0, 0, 1, 1}, 0, false, {1, 0, 1, 1}, dnd35, cell));
}
}  // namespace FOOTWORK_TEST_FILE
