// The speed calculator: expected values worked by hand from Table 8–3 (dnd35), the load table (d20-3.0)
// and the 4e steps, as quoted in core/calculators/speed_calc.h.
#include <gtest/gtest.h>

#include "core/calculators/speed_calc.h"
#include "protocol/calculators/calc_words.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using namespace footwork;

namespace {
const Ruleset& rs(const char* id) { return *findRuleset(id); }

SpeedInput race(const char* name, Armor armor = Armor::None) {
  SpeedInput in;
  in.race = name;
  in.armor = armor;
  return in;
}

Milli speedOf(const char* id, const SpeedInput& in) {
  auto r = computeSpeed(rs(id), in, feet(5));
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : calcError(rs(id), r.error()).message);
  return r.ok() ? r->speed : -1;
}

Milli allowance(const SpeedResult& s, const char* band) {
  for (auto& a : s.allowances)
    if (a.band->name == band) return a.distance;
  return -1;
}
}  // namespace

TEST(Speed, Table83) {
  EXPECT_EQ(speedOf("dnd35", race("human")), feet(30));
  EXPECT_EQ(speedOf("dnd35", race("half-orc", Armor::Light)), feet(30));
  EXPECT_EQ(speedOf("dnd35", race("elf", Armor::Medium)), feet(20));
  EXPECT_EQ(speedOf("dnd35", race("half-elf", Armor::Heavy)), feet(20));
  EXPECT_EQ(speedOf("dnd35", race("dwarf")), feet(20));
  EXPECT_EQ(speedOf("dnd35", race("dwarf", Armor::Heavy)), feet(20));
  EXPECT_EQ(speedOf("dnd35", race("halfling", Armor::Light)), feet(20));
  EXPECT_EQ(speedOf("dnd35", race("gnome", Armor::Medium)), feet(15));
}

TEST(Speed, ArmorPatternBeyondTheTable) {
  EXPECT_EQ(reduceByArmorPattern(feet(20)), feet(15));
  EXPECT_EQ(reduceByArmorPattern(feet(30)), feet(20));
  EXPECT_EQ(reduceByArmorPattern(feet(40)), feet(30));
  EXPECT_EQ(reduceByArmorPattern(feet(50)), feet(35));
  EXPECT_EQ(reduceByArmorPattern(feet(60)), feet(40));
  EXPECT_EQ(reduceByArmorPattern(feet(70)), feet(50));
  EXPECT_EQ(reduceByArmorPattern(feet(120)), feet(80));
}

TEST(Speed, BarbarianBeforeArmorAndNotInHeavy) {
  SpeedInput in = race("human");
  in.barbarian = true;
  EXPECT_EQ(speedOf("dnd35", in), feet(40));
  in.armor = Armor::Medium;  // 30 + 10 = 40, then medium armor: 30
  EXPECT_EQ(speedOf("dnd35", in), feet(30));
  in.armor = Armor::Heavy;  // "unless he's wearing heavy armor": 30 → 20
  EXPECT_EQ(speedOf("dnd35", in), feet(20));
  in = race("gnome", Armor::Medium);
  in.barbarian = true;  // 20 + 10 = 30, then medium armor: 20 (not 15 + 10 = 25)
  EXPECT_EQ(speedOf("dnd35", in), feet(20));
  in = race("dwarf", Armor::Medium);
  in.barbarian = true;  // dwarves are not slowed by armor: 30
  EXPECT_EQ(speedOf("dnd35", in), feet(30));
}

TEST(Speed, SameTypeBonusesDontStack) {
  SpeedInput in = race("human");
  in.bonuses = {{"enhancement", feet(10)}, {"enhancement", feet(20)}, {"", feet(5)}, {"", feet(5)}};
  auto r = computeSpeed(rs("dnd35"), in, feet(5));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->speed, feet(60));  // 30 + 20 (the larger enhancement) + 5 + 5 untyped
  EXPECT_FALSE(r->modifiers[0].counted);
  EXPECT_TRUE(r->modifiers[1].counted);
  in.armor = Armor::Heavy;  // 60 → 40
  EXPECT_EQ(speedOf("dnd35", in), feet(40));
  in = race("human");
  in.bonuses = {{"enhancement", feet(10)}, {"enhancement", feet(-5)}};  // a penalty always counts
  EXPECT_EQ(speedOf("dnd35", in), feet(35));
}

TEST(Speed, MonkOnlyWithoutArmor) {
  SpeedInput in = race("human");
  in.monkBonus = feet(10);
  EXPECT_EQ(speedOf("dnd35", in), feet(40));
  in.armor = Armor::Light;
  EXPECT_EQ(speedOf("dnd35", in), feet(30));
}

TEST(Speed, Dnd35Allowances) {
  auto r = computeSpeed(rs("dnd35"), race("human"), feet(5));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(allowance(r.value(), "move"), feet(30));
  EXPECT_EQ(allowance(r.value(), "double"), feet(60));
  EXPECT_EQ(allowance(r.value(), "run"), feet(120));  // "quadruple your speed"
  EXPECT_EQ(allowance(r.value(), "step"), feet(5));
}

TEST(Speed, D20LoadTable) {
  SpeedInput in;
  in.baseSpeed = feet(30);
  in.strength = 10;
  in.carried = 50 * kMilliPerPound;  // 34–66 lb: medium
  auto r = computeSpeed(rs("d20-3.0"), in, feet(5));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->load, Load::Medium);
  EXPECT_EQ(r->speed, feet(20));
  EXPECT_EQ(allowance(r.value(), "run"), feet(80));  // ×4
  in.carried = 80 * kMilliPerPound;                  // 67–100 lb: heavy
  r = computeSpeed(rs("d20-3.0"), in, feet(5));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->load, Load::Heavy);
  EXPECT_EQ(r->speed, feet(20));
  EXPECT_EQ(allowance(r.value(), "run"), feet(60));  // ×3
  in.carried = 33 * kMilliPerPound;                  // light: nothing changes
  EXPECT_EQ(speedOf("d20-3.0", in), feet(30));
  in.carried = 101 * kMilliPerPound;  // over a heavy load
  r = computeSpeed(rs("d20-3.0"), in, feet(5));
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r->overCapacity);
  EXPECT_TRUE(r->allowances.empty());
}

TEST(Speed, D20Columns) {
  SpeedInput in;
  in.baseSpeed = feet(40);
  in.load = Load::Medium;
  EXPECT_EQ(speedOf("d20-3.0", in), feet(30));
  in.baseSpeed = feet(20);
  in.load = Load::Heavy;
  EXPECT_EQ(speedOf("d20-3.0", in), feet(15));
  in.baseSpeed = feet(25);  // no column
  auto r = computeSpeed(rs("d20-3.0"), in, feet(5));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(calcError(rs("d20-3.0"), r.error()).code, "no-load-column");
  in.load = Load::Light;  // a light load changes nothing, whatever the base
  EXPECT_EQ(speedOf("d20-3.0", in), feet(25));
}

TEST(Speed, D20BarbarianAfterLoad) {
  SpeedInput in;
  in.baseSpeed = feet(20);
  in.load = Load::Medium;
  in.barbarian = true;  // 20 → 15 by the load table, then + 10
  EXPECT_EQ(speedOf("d20-3.0", in), feet(25));
  in.armor = Armor::Heavy;
  EXPECT_EQ(speedOf("d20-3.0", in), feet(15));
}

TEST(Speed, FourthEditionSteps) {
  SpeedInput in;
  in.baseSpeed = 6 * feet(5);    // race speed 6
  in.armorPenalty = feet(5);     // armor −1
  in.bonuses = {{"", feet(5)}};  // +1
  auto r = computeSpeed(rs("4e"), in, feet(5));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->speed, feet(30));
  EXPECT_EQ(allowance(r.value(), "double"), feet(60));
  EXPECT_EQ(allowance(r.value(), "shift"), feet(5));
  in.bonuses.clear();
  EXPECT_EQ(speedOf("4e", in), feet(25));
}

TEST(Speed, RefusesWhatTheTextLacks) {
  SpeedInput in;
  in.baseSpeed = feet(30);
  in.barbarian = true;
  auto r = computeSpeed(rs("sw5e"), in, feet(5));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(calcError(rs("sw5e"), r.error()).code, "not-in-ruleset");
  EXPECT_EQ(calcError(rs("sw5e"), r.error()).path, "$.barbarian");
  r = computeSpeed(rs("dnd35"), race("orc"), feet(5));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(calcError(rs("dnd35"), r.error(), "orc").code, "unknown-race");
  in.barbarian = false;
  r = computeSpeed(rs("sw5e"), in, feet(5));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(allowance(r.value(), "dash"), feet(60));
}
}  // namespace FOOTWORK_TEST_FILE
