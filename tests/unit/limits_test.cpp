// The documented limits (docs/limits.md): each is accepted at its value and refused one past it with
// its own error, and the worst requests the limits allow (tests/common/worst_requests.h) answer in
// full. Their times are kept by a benchmark (tests/bench/limits_bench.cpp), never here: what bounds
// the work is the limits themselves, each checked at its value and one past it. Sanitizer and Debug
// builds run the worst move at a tenth of its length.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "common/worst_requests.h"
#include "core/scene/scene.h"
#include "protocol/request.h"

using json = nlohmann::ordered_json;  // answers are checked with nlohmann
using footwork::Limits;
using worst::moveRequest;

namespace {

#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr bool kSlowBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSlowBuild = true;
#else
constexpr bool kSlowBuild = false;
#endif
#else
constexpr bool kSlowBuild = false;
#endif
constexpr int kScale = kSlowBuild ? 10 : 1;

json ask(const json& request) { return json::parse(footwork::handleRequestText(request.dump())); }

json hero() { return json::array({{{"id", "hero"}, {"position", {0, 0}}, {"speeds", {{"walk", 30}}}}}); }

TEST(Limits, ValuesAreTheDocumentedOnes) {
  EXPECT_EQ(Limits::kMaxGridSide, 4096);
  EXPECT_EQ(Limits::kMaxCells, 4'000'000);
  EXPECT_EQ(Limits::kMaxCreatures, 2000);
  EXPECT_EQ(Limits::kMaxPathSteps, 10'000);
  EXPECT_EQ(Limits::kMaxSpeed, 100'000'000);  // 100,000 ft in thousandths
  EXPECT_EQ(Limits::kMaxSpaceCells, 256);
  EXPECT_EQ(footwork::kMaxRequestBytes, 32u << 20);
  EXPECT_EQ(footwork::kMaxJsonDepth, 64);
  EXPECT_EQ(footwork::kMaxJsonValues, 2'000'000u);
}

TEST(Limits, GridCells) {
  EXPECT_TRUE(ask(moveRequest(2000, 2000, hero(), json::array())).contains("result"));
  EXPECT_TRUE(ask(moveRequest(4096, 976, hero(), json::array())).contains("result"));  // 3,997,696 cells
  const json r = ask(moveRequest(4096, 977, hero(), json::array()));                   // 4,001,792 cells
  EXPECT_EQ(r["error"]["code"], "limit");
  EXPECT_EQ(r["error"]["message"], "A grid holds at most 4,000,000 cells; 4096×977 is too many.");
  EXPECT_EQ(r["error"]["path"], "$.scene.grid");
}

TEST(Limits, Creatures) {
  json many = json::array();
  for (int i = 0; i < Limits::kMaxCreatures; ++i)
    many.push_back({{"id", "c" + std::to_string(i)}, {"position", {i % 50, i / 50}}, {"speeds", {{"walk", 30}}}});
  EXPECT_TRUE(ask(moveRequest(50, 50, many, json::array({{1, 1}}))).contains("result"));
  many.push_back({{"id", "one-too-many"}, {"position", {49, 49}}});
  const json r = ask(moveRequest(50, 50, many, json::array()));
  EXPECT_EQ(r["error"]["code"], "limit");
  EXPECT_EQ(r["error"]["path"], "$.scene.creatures[2000]");
}

TEST(Limits, PathSteps) {
  json path = json::array();
  for (int i = 0; i < Limits::kMaxPathSteps; ++i) path.push_back({(i + 1) % 2, 0});  // back and forth
  json c = hero();
  c[0]["speeds"]["walk"] = 100000;
  const json r = ask(moveRequest(2, 1, c, path));
  ASSERT_TRUE(r.contains("result")) << r.dump().substr(0, 300);
  EXPECT_EQ(r["result"]["steps"].size(), 10000u);
  EXPECT_EQ(r["result"]["total"]["feet"], 50000);  // 10,000 straight steps of 5 ft
  path.push_back({1, 0});
  EXPECT_EQ(ask(moveRequest(2, 1, c, path))["error"]["code"], "limit");
}

// The worst move the limits allow: the largest space walking the longest path on the largest grid,
// among the most creatures, answers every step.
TEST(Limits, WorstMoveAnswersInFull) {
  const int steps = Limits::kMaxPathSteps / kScale;
  const json r = ask(worst::move(steps));
  ASSERT_TRUE(r.contains("result")) << r.dump().substr(0, 300);
  EXPECT_EQ(r["result"]["steps"].size(), static_cast<std::size_t>(steps));
}

// The worst scene to write back: the largest grid with 127 distinct terrains in its rows (every
// one-byte legend key). It must come back as rows with a legend, not as millions of cell objects.
TEST(Limits, WorstSceneWritesBackAsRows) {
  const int side = 2000 / (kSlowBuild ? 4 : 1);
  const json r = ask(worst::sceneWriteBack(side));
  ASSERT_TRUE(r.contains("result")) << r.dump().substr(0, 300);
  const json& grid = r["result"]["scene"]["grid"];
  EXPECT_FALSE(grid.contains("cells"));
  EXPECT_EQ(grid["rows"].size(), static_cast<std::size_t>(side));
  // Read back, it is the same scene.
  const json again = ask({{"query", "scene"}, {"scene", r["result"]["scene"]}});
  EXPECT_EQ(again, r);
}

// More distinct terrains than one-byte characters can only come from per-cell overrides; those few
// go back as "cells" entries and the scene still round-trips.
TEST(Limits, TerrainsPastTheLegendRoundTrip) {
  json cells = json::array();
  const char* grounds[] = {"open", "pit"};
  const char* waters[] = {"none", "calm", "rough"};
  const char* climbs[] = {"none", "climbable", "slippery"};
  int n = 0;
  for (int g = 0; g < 2; ++g)
    for (int d = 0; d < 10; ++d)
      for (int w = 0; w < 3; ++w)
        for (int c = 0; c < 3; ++c, ++n)
          cells.push_back({{"cell", {n % 20, n / 20}},
                           {"ground", grounds[g]},
                           {"difficult", d},
                           {"water", waters[w]},
                           {"climb", climbs[c]},
                           {"opaque", true},
                           {"material", "rock"}});
  // 180 terrains, none in the default legend: 128 one-byte characters name some, the rest are cells.
  const json request{{"query", "scene"},
                     {"scene", {{"ruleset", "dnd35"}, {"grid", {{"width", 20}, {"height", 9}, {"cells", cells}}}}}};
  const json r = ask(request);
  ASSERT_TRUE(r.contains("result")) << r.dump().substr(0, 300);
  const json& grid = r["result"]["scene"]["grid"];
  ASSERT_TRUE(grid.contains("cells"));
  EXPECT_EQ(grid["legend"].size() + grid["cells"].size(), 180u);
  EXPECT_EQ(ask({{"query", "scene"}, {"scene", r["result"]["scene"]}}), r);
}

// The request text limits are checked before parsing: the worst text is refused by counting its
// values, not by building them.
TEST(Limits, OversizedTextIsRefusedBeforeParsing) {
  const json r = json::parse(footwork::handleRequestText(worst::oversizedText()));
  EXPECT_EQ(r["error"]["code"], "limit");
  EXPECT_EQ(r["error"]["path"], "$");
  EXPECT_NE(r["error"]["message"].get<std::string>().find("at most 2,000,000 JSON values"), std::string::npos);
}

}  // namespace
