// The path query's `firstIllegalOnly` (docs/protocol.md, "Query: path"): with `move: true`, only the
// answered move's first illegal step carries its `illegal` refusal; every later illegal step is the
// same step without it, and the rest of the answer is what it is without the option (issue 40: a far
// hover's steps past the allowance each repeated "not enough movement").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "protocol/request.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using json = nlohmann::ordered_json;

json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }

// sw5e on a 10×1 corridor: a 30-ft walker at the west end, judged against its speed (`move`): six
// squares are legal, the seventh to ninth have no movement left.
json corridor() {
  return {{"ruleset", "sw5e"},
          {"grid", {{"width", 10}, {"height", 1}}},
          {"creatures", json::array({{{"id", "hero"}, {"position", {0, 0}}, {"speeds", {{"walk", 30}}}}})}};
}

json pathTo(json extra) {
  json r = {{"query", "path"},  {"scene", corridor()}, {"creature", "hero"},
            {"target", {9, 0}}, {"band", "move"},      {"move", true}};
  r.update(extra);
  return ask(r);
}

// The answer with each illegal step after the first stripped of its refusal, as the option answers.
json withFirstIllegalOnly(json answer) {
  bool refused = false;
  for (json& step : answer["result"]["move"]["steps"]) {
    if (step["legal"] == false && refused) step.erase("illegal");
    if (step["legal"] == false) refused = true;
  }
  return answer;
}

TEST(FirstIllegalOnly, OnlyTheFirstIllegalStepSaysWhy) {
  const json full = pathTo(json::object());
  const json brief = pathTo({{"firstIllegalOnly", true}});
  ASSERT_TRUE(brief.contains("result")) << brief.dump();
  const json& steps = brief["result"]["move"]["steps"];
  ASSERT_EQ(steps.size(), 9u) << brief.dump();
  for (int i = 0; i < 6; ++i) EXPECT_TRUE(steps[i]["legal"].get<bool>()) << i;
  EXPECT_EQ(steps[6]["illegal"]["code"], "not-enough-movement");
  for (int i = 7; i < 9; ++i) {
    EXPECT_FALSE(steps[i]["legal"].get<bool>()) << i;
    EXPECT_FALSE(steps[i].contains("illegal")) << i;
    // Without the option each says why.
    EXPECT_EQ(full["result"]["move"]["steps"][i]["illegal"]["code"], "not-enough-movement") << i;
  }
  EXPECT_EQ(brief, withFirstIllegalOnly(full));
}

TEST(FirstIllegalOnly, AfterAWalkedDragTheWholeMoveIsAnsweredSo) {
  // Two squares walked, then the path to the end: the first refusal is the whole move's seventh step.
  const json walked = {{"walked", {{1, 0}, {2, 0}}}};
  json request = walked;
  request["firstIllegalOnly"] = true;
  const json brief = pathTo(request);
  const json full = pathTo(walked);
  ASSERT_TRUE(brief.contains("result")) << brief.dump();
  EXPECT_EQ(brief["result"]["move"]["steps"][6]["illegal"]["code"], "not-enough-movement");
  EXPECT_FALSE(brief["result"]["move"]["steps"][7].contains("illegal"));
  EXPECT_EQ(brief, withFirstIllegalOnly(full));
}

TEST(FirstIllegalOnly, ALegalMoveAndAFalseOptionAreAnsweredAsWithout) {
  EXPECT_EQ(pathTo({{"firstIllegalOnly", false}}), pathTo(json::object()));
  const json near = {{"target", {4, 0}}};
  json request = near;
  request["firstIllegalOnly"] = true;
  EXPECT_EQ(pathTo(request), pathTo(near));
}

TEST(FirstIllegalOnly, ANonBooleanIsRefusedWithItsPath) {
  const json r = pathTo({{"firstIllegalOnly", "yes"}});
  ASSERT_TRUE(r.contains("error")) << r.dump();
  EXPECT_EQ(r["error"]["path"], "$.firstIllegalOnly");
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
