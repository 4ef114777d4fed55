// The worst requests the documented limits allow (docs/limits.md), built once for the unit tests that
// check their answers (tests/unit/limits_test.cpp) and the benchmarks that time them
// (tests/bench/limits_bench.cpp). Times live in the benchmark, never in a unit test.
#pragma once

#include <nlohmann/json.hpp>

#include <set>
#include <string>
#include <utility>

#include "core/scene/scene.h"
#include "protocol/request.h"

namespace worst {

using json = nlohmann::ordered_json;

inline json moveRequest(int width, int height, json creatures, json path) {
  return json{
      {"query", "move"},
      {"scene", {{"ruleset", "dnd35"}, {"grid", {{"width", width}, {"height", height}}}, {"creatures", creatures}}},
      {"creature", creatures[0]["id"]},
      {"path", path}};
}

// The largest space (256×256 cells) walking `steps` steps (the limit is 10,000) on the largest grid,
// among the most creatures: the step pricer scans the whole space per step (O(steps × w × h)).
inline json move(int steps) {
  json creatures = json::array();
  creatures.push_back(
      {{"id", "colossus"}, {"position", {0, 0}}, {"space", {256, 256}}, {"speeds", {{"walk", 100000}}}});
  for (int i = 1; i < footwork::Limits::kMaxCreatures; ++i)
    creatures.push_back({{"id", "c" + std::to_string(i)},
                         {"position", {300 + (i * 7) % 3700, 300 + (i * 13) % 600}},
                         {"side", i % 2 ? "party" : "foe"},
                         {"speeds", {{"walk", 30}}}});
  json path = json::array();
  for (int s = 0, x = 0; s < steps; ++s) {
    x += (s / 3000) % 2 == 0 ? 1 : -1;
    path.push_back({x, 0});
  }
  return moveRequest(4096, 976, creatures, path);
}

// A side×side grid (the limit allows 2000×2000) with 127 distinct terrains in its rows: every
// one-byte legend key, so the answer must come back as rows with a legend.
inline json sceneWriteBack(int side) {
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
  return json{
      {"query", "scene"},
      {"scene",
       {{"ruleset", "dnd35"}, {"grid", {{"width", side}, {"height", side}, {"legend", legend}, {"rows", rows}}}}}};
}

// Just under the request-size limit (32 MiB), of about 11 M JSON values: refused by counting, before parsing.
inline std::string oversizedText() {
  std::string text = R"({"query":"rulesets","pad":[)";
  while (text.size() < footwork::kMaxRequestBytes - 16) text += "[],";
  text += "0]}";
  return text;
}

// Searches the limits allow past any time a host can wait (issue 41), each bounded by its budget
// (`maxNodes`, docs/limits.md "Budgets"): a walker at the largest speed (100,000 ft) on an open
// side×side map of 5-ft squares (5e-fine), with one orc beside it, asked where it may stand
// (`places`: one path search per place) ...
inline json farPlaces(int side) {
  json creatures = json::array();
  creatures.push_back(
      {{"id", "hero"}, {"position", {side / 2, side / 2}}, {"speeds", {{"walk", 100000}}}, {"side", "party"}});
  creatures.push_back(
      {{"id", "orc"}, {"position", {side / 2 + 3, side / 2}}, {"speeds", {{"walk", 30}}}, {"side", "monsters"}});
  return json{{"query", "places"},
              {"scene",
               {{"ruleset", "5e-fine"},
                {"grid", {{"width", side}, {"height", side}, {"cellFeet", 5}}},
                {"creatures", creatures}}},
              {"creature", "hero"}};
}

// ... and the same walker in a corner among `count` other creatures (half of them its enemies),
// asked where it can reach: every step beside one of them is priced by the general step pricer.
inline json crowdedReachable(int side, int count) {
  json creatures = json::array();
  creatures.push_back({{"id", "hero"}, {"position", {0, 0}}, {"speeds", {{"walk", 100000}}}, {"side", "party"}});
  std::set<std::pair<int, int>> taken;
  for (int i = 0, placed = 0; placed < count && i < side * side; ++i) {
    const int x = (i * 37) % side, y = 1 + (i * 53) % (side - 1);
    if (!taken.insert({x, y}).second) continue;
    creatures.push_back({{"id", "c" + std::to_string(i)},
                         {"position", {x, y}},
                         {"speeds", {{"walk", 30}}},
                         {"side", i % 2 ? "party" : "monsters"}});
    ++placed;
  }
  return json{{"query", "reachable"},
              {"scene",
               {{"ruleset", "5e-fine"},
                {"grid", {{"width", side}, {"height", side}, {"cellFeet", 5}}},
                {"creatures", creatures}}},
              {"creature", "hero"}};
}

}  // namespace worst
