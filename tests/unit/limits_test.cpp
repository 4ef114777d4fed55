// The documented limits (docs/limits.md): each is accepted at its value and refused one past it with
// its own error, and the worst requests the limits allow (tests/common/worst_requests.h) answer in
// full. Their times are kept by a benchmark (tests/bench/limits_bench.cpp), never here: what bounds
// the work is the limits themselves, each checked at its value and one past it. Sanitizer and Debug
// builds run the worst move at a tenth of its length.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <utility>

#include "common/property_runs.h"
#include "common/worst_requests.h"
#include "core/scene/scene.h"
#include "core/search/search_request.h"
#include "protocol/request.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using json = nlohmann::ordered_json;  // answers are checked with nlohmann
using footwork::Limits;
using worst::moveRequest;

namespace {

using footwork::testing::kSlowBuild;  // common/property_runs.h: sanitized and Debug builds
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

// ---- Budgets (issue 41): every search a query runs counts against one budget, `maxNodes`. Work is
// counted, never timed (the times are tests/bench/limits_bench.cpp's).

// A reachable answer's places by cell: cost, band, safe cost, canEnd.
std::map<std::pair<int, int>, std::array<int, 4>> placesOf(const json& r) {
  std::map<std::pair<int, int>, std::array<int, 4>> out;
  for (std::size_t i = 0; i < r["count"].get<std::size_t>(); ++i)
    out[{r["cells"][2 * i].get<int>(), r["cells"][2 * i + 1].get<int>()}] = {
        r["costs"][i].get<int>(), r["band"][i].get<int>(), r.contains("safeCosts") ? r["safeCosts"][i].get<int>() : 0,
        r.contains("canEnd") ? r["canEnd"][i].get<int>() : 1};
  return out;
}

// The budget's overshoot: a search checks it before it settles a state, so it may pass it by one
// state's steps (eight, each priced at most 1 + 2000/32 units).
constexpr long long kOvershoot = 8 * (1 + 2000 / 32);

// The places query ran one path search per place and counted none of them: the hero at 100,000 ft on
// 200×200 took 3.1 s, on 400×400 38.8 s (issue 41). Now the flood, every path and every place's facts
// count against one budget; past it the answer says so and holds the nearest places, each in full.
TEST(Limits, PlacesSpendOneBudgetOverEverySearch) {
  // (Sanitizer and Debug builds: a tenth of the map's side and a budget to match: a 20×20 map's places
  // take about 4,400 nodes in full, so the budget is under that.)
  const long long budget = kSlowBuild ? 2'000 : footwork::kDefaultMaxNodes;
  for (int side : {200, 400}) {
    json q = worst::farPlaces(side / kScale);
    if (kSlowBuild) q["maxNodes"] = budget;
    const json r = ask(q);
    ASSERT_TRUE(r.contains("result")) << r.dump().substr(0, 300);
    const json& o = r["result"];
    EXPECT_EQ(o["status"], "budget") << side;
    EXPECT_LE(o["nodes"].get<long long>(), budget + kOvershoot) << side;
    EXPECT_GT(o["nodes"].get<long long>(), budget / 2) << side;
    const std::size_t n = o["count"].get<std::size_t>();
    ASSERT_GT(n, static_cast<std::size_t>(budget / 1000)) << side;
    for (const char* part : {"costs", "band", "provokers", "threats"}) EXPECT_EQ(o[part].size(), n) << part;
    EXPECT_EQ(o["cells"].size(), 2 * n);
  }
  // The places answered are the nearest: every place the reachable query finds (in full, on a map
  // small enough) that costs less than the dearest place answered is answered, at its cost.
  json small = worst::farPlaces(60);
  small["maxNodes"] = 20000;
  const json part = ask(small)["result"];
  ASSERT_EQ(part["status"], "budget");
  EXPECT_LE(part["nodes"].get<long long>(), 20000 + kOvershoot);
  json all = small;
  all["query"] = "reachable";
  all["maxNodes"] = 64'000'000;
  const json whole = ask(all)["result"];
  ASSERT_EQ(whole["status"], "complete");
  const auto answered = placesOf(part), every = placesOf(whole);
  int dearest = 0;
  for (const auto& [cell, v] : answered) {
    ASSERT_TRUE(every.count(cell));
    EXPECT_EQ(v[0], every.at(cell)[0]);
    dearest = std::max(dearest, v[0]);
  }
  ASSERT_GT(dearest, 2);
  std::size_t nearer = 0;
  for (const auto& [cell, v] : every)
    if (v[0] < dearest && v[3] == 1) {
      ++nearer;
      EXPECT_TRUE(answered.count(cell)) << cell.first << "," << cell.second;
    }
  EXPECT_GT(nearer, 100u);
  // With budget enough the same request answers every place.
  small["maxNodes"] = 64'000'000;
  const json done = ask(small)["result"];
  EXPECT_EQ(done["status"], "complete");
  std::size_t ends = 0;
  for (const auto& [cell, v] : every) ends += v[3] == 1;
  EXPECT_EQ(done["count"].get<std::size_t>(), ends);
}

// reachable among 1,000 creatures on 200×200 took 11.4 s natively within its 4,000,000 states (issue
// 41): each step beside a creature is priced by the general pricer, which looks at every creature.
// Those steps now count too; past the budget every place listed is exact (as the search run to its
// end says), and the nearest are there.
TEST(Limits, ReachableCountsTheCrowdAndListsOnlyExactPlaces) {
  const int side = kSlowBuild ? 60 : 200, crowd = kSlowBuild ? 250 : 1000;
  const long long budget = kSlowBuild ? 20'000 : footwork::kDefaultMaxNodes;
  json request = worst::crowdedReachable(side, crowd);
  if (kSlowBuild) request["maxNodes"] = budget;
  const json cut = ask(request)["result"];
  ASSERT_EQ(cut["status"], "budget") << cut.dump().substr(0, 300);
  EXPECT_LE(cut["nodes"].get<long long>(), budget + kOvershoot);
  request["maxNodes"] = 64'000'000;
  const json whole = ask(request)["result"];
  ASSERT_EQ(whole["status"], "complete");
  EXPECT_GT(whole["nodes"].get<long long>(), budget);
  const auto listed = placesOf(cut), every = placesOf(whole);
  ASSERT_GT(listed.size(), 100u);
  ASSERT_LT(listed.size(), every.size());
  int dearest = 0;
  for (const auto& [cell, v] : listed) {
    ASSERT_TRUE(every.count(cell));
    EXPECT_EQ(v, every.at(cell)) << cell.first << "," << cell.second;
    dearest = std::max(dearest, v[0]);
  }
  // Every place cheaper than the dearest listed is there, when it has a cheapest path that provokes
  // nothing (one that provokes is listed once its search for a safe path has gone far enough).
  for (const auto& [cell, v] : every)
    if (v[0] < dearest && v[2] == v[0]) {
      EXPECT_TRUE(listed.count(cell)) << cell.first << "," << cell.second;
    }
}

// A flood cut short listed the places on its frontier at their tentative costs, dearer than their
// real ones: every place listed past a budget is now exact, at any budget.
TEST(Limits, ReachablePastItsBudgetHasNoTentativeCosts) {
  json request = worst::crowdedReachable(30, 40);
  request["scene"]["grid"]["rows"] = json::array();
  for (int y = 0; y < 30; ++y) {
    std::string row;
    for (int x = 0; x < 30; ++x) row += (x * 7 + y * 3) % 5 == 0 ? '~' : (x * 3 + y * 11) % 13 == 0 ? '#' : '.';
    if (y == 0) row[0] = '.';
    request["scene"]["grid"]["rows"].push_back(row);
  }
  for (json& c : request["scene"]["creatures"]) {
    const int x = c["position"][0], y = c["position"][1];
    request["scene"]["grid"]["rows"][static_cast<std::size_t>(y)].get_ref<std::string&>()[static_cast<std::size_t>(x)] =
        '.';
  }
  request["scene"]["creatures"][0]["speeds"]["walk"] = 60;
  const json whole = ask(request)["result"];
  ASSERT_EQ(whole["status"], "complete") << whole.dump().substr(0, 300);
  const auto every = placesOf(whole);
  for (int budget : {1, 5, 20, 60, 150, 400}) {
    request["maxNodes"] = budget;
    const json cut = ask(request)["result"];
    ASSERT_EQ(cut["status"], "budget") << budget;
    for (const auto& [cell, v] : placesOf(cut))
      EXPECT_EQ(v, every.at(cell)) << budget << " at " << cell.first << "," << cell.second;
  }
}

}  // namespace
}  // namespace FOOTWORK_TEST_FILE
