// The documented limits (docs/limits.md): each is accepted at its value and refused one past it with
// its own error, and the worst request the limits allow still answers within a bounded time, so a
// page is never hung by one query. Sanitizer and Debug builds run the same worst cases at a tenth
// of the length and only report their times.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <ctime>
#include <string>

#include "core/scene/scene.h"
#include "protocol/request.h"

using json = nlohmann::ordered_json;  // answers are checked with nlohmann
using footwork::Limits;

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

// Processor time, not wall time: the shared CI machine may be busy with other builds.
double secondsFor(const std::string& text, std::string* out = nullptr) {
  const std::clock_t t0 = std::clock();
  std::string r = footwork::handleRequestText(text);
  const double s = static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC;
  if (out) *out = std::move(r);
  return s;
}

json moveRequest(int width, int height, json creatures, json path) {
  return json{
      {"query", "move"},
      {"scene", {{"ruleset", "dnd35"}, {"grid", {{"width", width}, {"height", height}}}, {"creatures", creatures}}},
      {"creature", creatures[0]["id"]},
      {"path", path}};
}

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

// The worst move the limits allow: the largest space (256×256 cells) walking the longest path
// (10,000 steps) on the largest grid, among the most creatures. Measured natively at about 4 s on
// the project's machine (the step pricer scans the whole space per step: docs/limits.md).
TEST(Limits, WorstMoveAnswersInBoundedTime) {
  json creatures = json::array();
  creatures.push_back(
      {{"id", "colossus"}, {"position", {0, 0}}, {"space", {256, 256}}, {"speeds", {{"walk", 100000}}}});
  for (int i = 1; i < Limits::kMaxCreatures; ++i)
    creatures.push_back({{"id", "c" + std::to_string(i)},
                         {"position", {300 + (i * 7) % 3700, 300 + (i * 13) % 600}},
                         {"side", i % 2 ? "party" : "foe"},
                         {"speeds", {{"walk", 30}}}});
  json path = json::array();
  const int steps = Limits::kMaxPathSteps / kScale;
  for (int s = 0, x = 0; s < steps; ++s) {
    x += (s / 3000) % 2 == 0 ? 1 : -1;
    path.push_back({x, 0});
  }
  std::string response;
  const double seconds = secondsFor(moveRequest(4096, 976, creatures, path).dump(), &response);
  const json r = json::parse(response);
  ASSERT_TRUE(r.contains("result")) << response.substr(0, 300);
  EXPECT_EQ(r["result"]["steps"].size(), static_cast<std::size_t>(steps));
  std::printf("[ limits ] worst move (%d steps of a 256x256 space, 2000 creatures, 4096x976 grid): %.2f s\n", steps,
              seconds);
  if (!kSlowBuild) {
    EXPECT_LT(seconds, 20.0) << "the worst move must never hang a page";
  }
}

// The worst scene to write back: the largest grid with 127 distinct terrains in its rows (every
// one-byte legend key). It must come back as rows with a legend, not as millions of cell objects.
TEST(Limits, WorstSceneWritesBackAsRows) {
  const int side = 2000 / (kSlowBuild ? 4 : 1);
  json legend = json::object();
  std::string keys;
  for (int c = 1; c < 128; ++c) {
    keys += static_cast<char>(c);
    legend[std::string(1, static_cast<char>(c))] = {{"difficult", c % 10},
                                                    {"water", c % 3 ? "none" : "calm"},
                                                    {"climb", (c / 3) % 3 == 0   ? "none"
                                                              : (c / 3) % 3 == 1 ? "climbable"
                                                                                 : "slippery"},
                                                    {"ground", (c / 9) % 2 ? "pit" : "open"},
                                                    {"material", (c / 18) % 2 ? "rock" : "earth"}};
  }
  json rows = json::array();
  for (int y = 0; y < side; ++y) {
    std::string row;
    for (int x = 0; x < side; ++x) row += keys[(x + y) % keys.size()];
    rows.push_back(row);
  }
  const json request{
      {"query", "scene"},
      {"scene",
       {{"ruleset", "dnd35"}, {"grid", {{"width", side}, {"height", side}, {"legend", legend}, {"rows", rows}}}}}};
  std::string response;
  const double seconds = secondsFor(request.dump(), &response);
  const json r = json::parse(response);
  ASSERT_TRUE(r.contains("result")) << response.substr(0, 300);
  const json& grid = r["result"]["scene"]["grid"];
  EXPECT_FALSE(grid.contains("cells"));
  EXPECT_EQ(grid["rows"].size(), static_cast<std::size_t>(side));
  // Read back, it is the same scene.
  const json again = ask({{"query", "scene"}, {"scene", r["result"]["scene"]}});
  EXPECT_EQ(again, r);
  std::printf("[ limits ] worst scene write-back (%dx%d, 127 terrains): %.2f s\n", side, side, seconds);
  if (!kSlowBuild) {
    EXPECT_LT(seconds, 10.0);
  }
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

// The request text limits are checked before parsing, so the worst text is refused quickly.
TEST(Limits, OversizedTextIsRefusedQuickly) {
  std::string text = R"({"query":"rulesets","pad":[)";
  while (text.size() < footwork::kMaxRequestBytes - 16) text += "[],";
  text += "0]}";
  std::string response;
  const double seconds = secondsFor(text, &response);
  EXPECT_EQ(json::parse(response)["error"]["code"], "limit");
  std::printf("[ limits ] 32 MiB request of 11 M values refused in %.2f s\n", seconds);
  if (!kSlowBuild) {
    EXPECT_LT(seconds, 2.0);
  }
}

}  // namespace
