// A table's variant (core/ruleset/knobs.h, protocol/ruleset/ruleset_json.h, docs/rules/variants.md):
// every knob's every value reads, prices and is written back as the rules the answer used; the
// diagonal arithmetic matches a step-by-step count; bad knobs are refused naming them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "common/knob_values.h"
#include "core/ruleset/diagonals.h"
#include "core/ruleset/knobs.h"
#include "core/scene/distance.h"
#include "protocol/request.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using json = nlohmann::ordered_json;
using namespace footwork;

namespace {

json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }

json sceneWith(const json& ruleset) {
  return {{"ruleset", ruleset},
          {"grid", {{"width", 8}, {"height", 8}}},
          {"creatures", json::array({{{"id", "hero"}, {"position", {0, 0}}, {"speeds", {{"walk", 60}}}}})}};
}

using footwork::testing::knobJson;  // common/knob_values.h
using footwork::testing::valuesOf;

// Diagonal number k (1-based) costs 2 when the rule says so, step by step.
int slowDiagonals(DiagonalRule rule, int before, int count) {
  int squares = 0;
  for (int k = before + 1; k <= before + count; ++k) {
    switch (rule) {
      case DiagonalRule::One: squares += 1; break;
      case DiagonalRule::Manhattan: squares += 2; break;
      case DiagonalRule::Alternating: squares += k % 2 == 0 ? 2 : 1; break;
      case DiagonalRule::AlternatingFromTwo: squares += k % 2 == 1 ? 2 : 1; break;
    }
  }
  return squares;
}

TEST(Variants, DiagonalArithmeticMatchesCountingOneByOne) {
  for (auto rule :
       {DiagonalRule::Alternating, DiagonalRule::One, DiagonalRule::AlternatingFromTwo, DiagonalRule::Manhattan})
    for (int before = 0; before < 5; ++before)
      for (int count = 0; count < 9; ++count)
        ASSERT_EQ(diagonalSquares(rule, before, count), slowDiagonals(rule, before, count))
            << static_cast<int>(rule) << " " << before << " " << count;
  // Three diagonals: 15 ft on Roll20's "D&D 5E/4E" ruler, 20 ft on its "Pathfinder/3.5E" one.
  EXPECT_EQ(gridSquares(3, 3, DiagonalRule::One), 3);
  EXPECT_EQ(gridSquares(3, 3, DiagonalRule::Alternating), 4);
  EXPECT_EQ(gridSquares(3, 3, DiagonalRule::AlternatingFromTwo), 5);
  EXPECT_EQ(gridSquares(3, 2, DiagonalRule::Manhattan), 5);
}

TEST(Variants, EveryValueOfEveryKnobIsReadAndWrittenBack) {
  for (const Ruleset& base : builtinRulesets())
    for (const Knob& k : rulesetKnobs())
      for (int value : valuesOf(k)) {
        const json ruleset = {{"base", base.id}, {k.name, knobJson(k, value)}};
        const json r = ask({{"query", "scene"}, {"scene", sceneWith(ruleset)}});
        ASSERT_TRUE(r.contains("result")) << ruleset.dump() << " → " << r.dump();
        const json written = r["result"]["scene"]["ruleset"];
        if (value == knobValue(k, base)) {
          // No change: the built-in's id, and the envelope names no variant.
          EXPECT_EQ(written, base.id) << ruleset.dump();
          EXPECT_FALSE(r.contains("ruleset")) << ruleset.dump();
        } else {
          EXPECT_EQ(written, ruleset) << ruleset.dump();
          EXPECT_EQ(r["ruleset"], ruleset) << ruleset.dump();
        }
      }
}

TEST(Variants, BandAllowancesAreReadAndNamed) {
  const json ruleset = {{"base", "sw5e"}, {"bands", {{"dash", 3}}}};
  const json r = ask({{"query", "move"},
                      {"scene", sceneWith(ruleset)},
                      {"creature", "hero"},
                      {"band", "dash"},
                      {"path", json::array({{1, 0}})}});
  ASSERT_TRUE(r.contains("result")) << r.dump();
  EXPECT_EQ(r["ruleset"], ruleset);
  EXPECT_EQ(r["result"]["allowance"]["feet"], 180) << r.dump();  // a 60-ft speed, dash ×3
}

TEST(Variants, ThreeDiagonalsCostWhatTheRulerSays) {
  const int expected[] = {4, 3, 5, 6};  // alternating, one, alternating-from-two, manhattan
  const Knob& diagonal = *findKnob("diagonal");
  for (int v = 0; v < choiceCount(diagonal); ++v) {
    const json r = ask({{"query", "move"},
                        {"scene", sceneWith({{"base", "sw5e"}, {"diagonal", diagonal.choices[v]}})},
                        {"creature", "hero"},
                        {"path", json::array({{1, 1}, {2, 2}, {3, 3}})}});
    ASSERT_TRUE(r.contains("result")) << r.dump();
    EXPECT_EQ(r["result"]["total"]["squares"], expected[v]) << diagonal.choices[v] << r.dump();
    // The searches agree with the move query: the cheapest path to (3, 3) costs as much (manhattan: any
    // staircase of 6 steps does).
    const json p = ask({{"query", "path"},
                        {"scene", sceneWith({{"base", "sw5e"}, {"diagonal", diagonal.choices[v]}})},
                        {"creature", "hero"},
                        {"target", {3, 3}}});
    ASSERT_TRUE(p.contains("result")) << p.dump();
    EXPECT_EQ(p["result"]["cost"]["squares"], expected[v]) << diagonal.choices[v] << p.dump();
  }
}

TEST(Variants, BadKnobsAreRefusedNamingThem) {
  auto error = [](const json& ruleset) { return ask({{"query", "scene"}, {"scene", sceneWith(ruleset)}})["error"]; };
  json e = error({{"base", "sw5e"}, {"diagonals", "one"}});
  EXPECT_EQ(e["code"], "unknown-knob");
  EXPECT_EQ(e["path"], "$.scene.ruleset.diagonals");
  EXPECT_NE(e["message"].get<std::string>().find("\"diagonals\""), std::string::npos) << e.dump();
  e = error({{"base", "sw5e"}, {"diagonal", "euclidean"}});
  EXPECT_EQ(e["code"], "bad-value");
  EXPECT_EQ(e["message"],
            "Unknown value \"euclidean\" for diagonal at $.scene.ruleset.diagonal; expected alternating, one, "
            "alternating-from-two or manhattan.");
  e = error({{"base", "sw5e"}, {"squeezes", "yes"}});
  EXPECT_EQ(e["code"], "bad-type");
  EXPECT_EQ(e["path"], "$.scene.ruleset.squeezes");
  e = error({{"base", "sw5e"}, {"hostilePassSizeSteps", 12}});
  EXPECT_EQ(e["code"], "out-of-range");
  e = error({{"base", "sw5e"}, {"bands", {{"run", 4}}}});
  EXPECT_EQ(e["code"], "unknown-band");
  EXPECT_EQ(e["path"], "$.scene.ruleset.bands.run");
  e = error({{"base", "sw5e"}, {"bands", {{"dash", 0}}}});
  EXPECT_EQ(e["code"], "out-of-range");
  e = error({{"diagonal", "one"}});
  EXPECT_EQ(e["code"], "missing-field");
  EXPECT_EQ(e["path"], "$.scene.ruleset.base");
  e = error({{"base", "5e"}});
  EXPECT_EQ(e["code"], "unknown-ruleset");
  EXPECT_EQ(e["path"], "$.scene.ruleset.base");
}

TEST(Variants, CalculatorsNameTheVariantTheyUsed) {
  const json ruleset = {{"base", "dnd35"}, {"bands", {{"run", 5}}}};
  const json r = ask({{"query", "speed"}, {"ruleset", ruleset}, {"race", "human"}});
  ASSERT_TRUE(r.contains("result")) << r.dump();
  EXPECT_EQ(r["ruleset"], ruleset);
  const json plain = ask({{"query", "speed"}, {"ruleset", "dnd35"}, {"race", "human"}});
  EXPECT_FALSE(plain.contains("ruleset"));
  EXPECT_NE(r["result"].dump(), plain["result"].dump());  // the run band is ×5, not ×4
}

TEST(Variants, RulesetsQueryListsEveryKnobWithEachBuiltinsSentence) {
  const json r = ask({{"query", "rulesets"}, {"knobs", true}});
  ASSERT_TRUE(r.contains("result")) << r.dump();
  const json& knobs = r["result"]["knobs"];
  ASSERT_EQ(knobs.size(), rulesetKnobs().size() + 1);  // and "bands"
  for (const json& k : knobs) {
    ASSERT_EQ(k["builtins"].size(), builtinRulesets().size()) << k.dump();
    // The diagonals and the difficult-terrain arithmetic are set by every text (d20-3.0 through dnd35's).
    if (k["name"] == "diagonal" || k["name"] == "hamper" || k["name"] == "bands") {
      for (auto& [id, setting] : k["builtins"].items()) EXPECT_TRUE(setting.contains("text")) << id << k.dump();
    }
  }
  EXPECT_EQ(knobs[0]["builtins"]["4e"]["value"], "one");
  EXPECT_EQ(knobs[0]["builtins"]["sw5e"]["value"], "alternating");
  // Without "knobs" the answer is as it always was.
  EXPECT_FALSE(ask({{"query", "rulesets"}})["result"].contains("knobs"));
  // A variant is described as it prices.
  const json v = ask({{"query", "rulesets"}, {"id", {{"base", "sw5e"}, {"diagonal", "one"}}}});
  ASSERT_TRUE(v.contains("result")) << v.dump();
  EXPECT_EQ(v["result"]["rulesets"][0]["diagonal"], "one");
  EXPECT_EQ(v["ruleset"]["diagonal"], "one");
}

}  // namespace
}  // namespace FOOTWORK_TEST_FILE
