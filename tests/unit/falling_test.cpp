// Falling damage (4e): expected values worked by hand from the sentences quoted in core/movement/falling.h.
#include <gtest/gtest.h>

#include <set>

#include "core/movement/falling.h"
#include "core/ruleset/ruleset.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using namespace footwork;

namespace {
// The 4e numbers, written here from the text independently of rulesets.cpp.
FallingRule fourE() {
  FallingRule r;
  r.available = true;
  r.minimumFall = feet(10);
  r.feetPerDie = feet(10);
  r.dieSides = 10;
  r.fastAbove = feet(50);
  r.fastChunk = feet(50);
  r.fastDamage = 25;
  r.proneUnlessNoDamage = true;
  return r;
}
}  // namespace

TEST(Falling, UnderTenFeetNoDamageNotProne) {
  const FallDamage d = fallDamage(fourE(), feet(9.5), false);
  EXPECT_EQ(d.dice, 0);
  EXPECT_EQ(d.expression(), "0");
  EXPECT_EQ(d.minimum(), 0);
  EXPECT_EQ(d.maximum(), 0);
  EXPECT_FALSE(d.landsProne(fourE()));
}

TEST(Falling, OneD10PerTenFeet) {
  FallDamage d = fallDamage(fourE(), feet(10), false);
  EXPECT_EQ(d.expression(), "1d10");
  EXPECT_EQ(d.minimum(), 1);
  EXPECT_EQ(d.maximum(), 10);
  EXPECT_EQ(d.averageTimesTwo(), 11);  // 5.5
  EXPECT_TRUE(d.landsProne(fourE()));
  d = fallDamage(fourE(), feet(19), false);  // whole tens only
  EXPECT_EQ(d.expression(), "1d10");
  d = fallDamage(fourE(), feet(30), false);
  EXPECT_EQ(d.expression(), "3d10");
  EXPECT_EQ(d.minimum(), 3);
  EXPECT_EQ(d.maximum(), 30);
  EXPECT_EQ(d.averageTimesTwo(), 33);  // 16.5
}

TEST(Falling, FastAlternativeOnlyAboveFifty) {
  FallDamage d = fallDamage(fourE(), feet(50), true);  // "more than 50 feet": 50 is still 5d10
  EXPECT_FALSE(d.fast);
  EXPECT_EQ(d.expression(), "5d10");
  d = fallDamage(fourE(), feet(60), true);
  EXPECT_TRUE(d.fast);
  EXPECT_EQ(d.expression(), "25+1d10");
  EXPECT_EQ(d.minimum(), 26);
  EXPECT_EQ(d.maximum(), 35);
  EXPECT_EQ(d.averageTimesTwo(), 61);  // 30.5
  d = fallDamage(fourE(), feet(100), true);
  EXPECT_EQ(d.expression(), "50");
  EXPECT_EQ(d.minimum(), 50);
  EXPECT_EQ(d.maximum(), 50);
  d = fallDamage(fourE(), feet(145), true);  // 2 × 25 + 4d10
  EXPECT_EQ(d.expression(), "50+4d10");
  d = fallDamage(fourE(), feet(145), false);
  EXPECT_EQ(d.expression(), "14d10");
}

TEST(Falling, RulesetWithoutFallingDealsNothing) {
  const FallDamage d = fallDamage(FallingRule{}, feet(100), false);
  EXPECT_EQ(d.expression(), "0");
  EXPECT_FALSE(d.landsProne(FallingRule{}));
}

TEST(Falling, SplitMix64ReferenceOutputs) {
  // Reference values of SplitMix64 seeded with 1234567 (from the published reference implementation).
  SplitMix64 g(1234567);
  EXPECT_EQ(g.next(), 6457827717110365317ull);
  EXPECT_EQ(g.next(), 3203168211198807973ull);
  EXPECT_EQ(g.next(), 9817491932198370423ull);
}

TEST(Falling, SeededRollsAreRepeatableAndInRange) {
  const FallDamage d = fallDamage(fourE(), feet(200), false);  // 20d10
  const FallRoll a = rollFall(d, 42), b = rollFall(d, 42), c = rollFall(d, 43);
  ASSERT_EQ(a.dice.size(), 20u);
  EXPECT_EQ(a.dice, b.dice);
  EXPECT_NE(a.dice, c.dice);
  std::int64_t sum = 0;
  for (int f : a.dice) {
    EXPECT_GE(f, 1);
    EXPECT_LE(f, 10);
    sum += f;
  }
  EXPECT_EQ(a.total, sum);
  // Over many seeds every face appears.
  std::set<int> faces;
  for (std::uint64_t s = 0; s < 200; ++s) faces.insert(rollFall(fallDamage(fourE(), feet(10), false), s).dice[0]);
  EXPECT_EQ(faces.size(), 10u);
}

TEST(Falling, FastRollAddsFlat) {
  const FallRoll r = rollFall(fallDamage(fourE(), feet(60), true), 7);
  ASSERT_EQ(r.dice.size(), 1u);
  EXPECT_EQ(r.total, 25 + r.dice[0]);
}

TEST(Falling, BuiltinRulesetsCarryTheRule) {
  const Ruleset* fe = findRuleset("4e");
  ASSERT_NE(fe, nullptr);
  EXPECT_TRUE(fe->falling.available);
  EXPECT_EQ(fallDamage(fe->falling, feet(40), false).expression(), "4d10");
  EXPECT_EQ(fallDamage(fe->falling, feet(75), true).expression(), "25+2d10");
  EXPECT_TRUE(fallDamage(fe->falling, feet(10), false).landsProne(fe->falling));
  for (const char* id : {"5e-fine", "sw5e", "dnd35", "d20-3.0"}) {
    const Ruleset* r = findRuleset(id);
    ASSERT_NE(r, nullptr);
    EXPECT_FALSE(r->falling.available) << id;  // no falling damage in those texts
  }
}
}  // namespace FOOTWORK_TEST_FILE
