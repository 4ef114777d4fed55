// Carrying capacity (d20-3.0): the table rows and the "+10 Str ×4" row, worked by hand.
#include <gtest/gtest.h>

#include "core/calculators/carrying.h"
#include "core/ruleset/ruleset.h"
#include "protocol/calculators/calc_words.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using namespace footwork;

namespace {
Capacity cap(int strength) {
  auto c = carryingCapacity(findRuleset("d20-3.0")->carrying, strength);
  EXPECT_TRUE(c.ok());
  return c.ok() ? c.value() : Capacity{};
}
}  // namespace

TEST(Carrying, TableRows) {
  Capacity c = cap(1);
  EXPECT_EQ(c.light, 3);
  EXPECT_EQ(c.medium, 6);
  EXPECT_EQ(c.heavy, 10);
  c = cap(10);
  EXPECT_EQ(c.light, 33);
  EXPECT_EQ(c.medium, 66);
  EXPECT_EQ(c.heavy, 100);
  c = cap(29);
  EXPECT_EQ(c.light, 466);
  EXPECT_EQ(c.medium, 933);
  EXPECT_EQ(c.heavy, 1400);
}

TEST(Carrying, PlusTenStrengthTimesFour) {
  Capacity c = cap(30);  // Str 20 ×4
  EXPECT_EQ(c.light, 532);
  EXPECT_EQ(c.medium, 1064);
  EXPECT_EQ(c.heavy, 1600);
  c = cap(39);  // Str 29 ×4
  EXPECT_EQ(c.heavy, 5600);
  c = cap(40);  // Str 20 ×16
  EXPECT_EQ(c.light, 2128);
  EXPECT_EQ(c.heavy, 6400);
  EXPECT_EQ(c.tableStrength, 20);
  EXPECT_EQ(c.timesFactor, 2);
}

TEST(Carrying, LoadBoundaries) {
  const Capacity c = cap(10);
  EXPECT_EQ(loadFor(c, 0), Load::Light);
  EXPECT_EQ(loadFor(c, 33 * kMilliPerPound), Load::Light);
  EXPECT_EQ(loadFor(c, 33 * kMilliPerPound + 500), Load::Medium);
  EXPECT_EQ(loadFor(c, 66 * kMilliPerPound), Load::Medium);
  EXPECT_EQ(loadFor(c, 67 * kMilliPerPound), Load::Heavy);
  EXPECT_EQ(loadFor(c, 100 * kMilliPerPound), Load::Heavy);
  EXPECT_EQ(loadFor(c, 100 * kMilliPerPound + 1), std::nullopt);
}

TEST(Carrying, StrengthOutOfTable) {
  auto c = carryingCapacity(findRuleset("d20-3.0")->carrying, 0);
  ASSERT_FALSE(c.ok());
  EXPECT_EQ(calcError(*findRuleset("d20-3.0"), c.error()).code, "out-of-range");
  c = carryingCapacity(findRuleset("dnd35")->carrying, 10);
  ASSERT_FALSE(c.ok());
  EXPECT_EQ(calcError(*findRuleset("dnd35"), c.error()).code, "not-in-ruleset");
}

TEST(Carrying, LoadTableSpeeds) {
  const CarryingRule& r = findRuleset("d20-3.0")->carrying;
  EXPECT_EQ(loadedSpeed(r, feet(40), Load::Medium), feet(30));
  EXPECT_EQ(loadedSpeed(r, feet(30), Load::Heavy), feet(20));
  EXPECT_EQ(loadedSpeed(r, feet(20), Load::Heavy), feet(15));
  EXPECT_EQ(loadedSpeed(r, feet(30), Load::Light), feet(30));
  const LoadRow* heavy = loadRow(r, Load::Heavy);
  ASSERT_NE(heavy, nullptr);
  EXPECT_EQ(heavy->maxDex, 1);
  EXPECT_EQ(heavy->checkPenalty, -6);
}
}  // namespace FOOTWORK_TEST_FILE
