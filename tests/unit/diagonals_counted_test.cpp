// The diagonals a move counts for the alternation (docs/protocol.md, the move result's `diagonals`):
// the engine owns the rule, so a host adds the answer's count to the turn's instead of guessing it
// from the cells, and the path query's `walked` carries on from the same count. A long jump on a
// diagonal counts each diagonal it crosses; a step refused at a wall's corner is not taken and
// counts none. Prices are worked by hand from the alternating rule ("the first diagonal square
// counts as 5 feet, but the second diagonal square counts as 10 feet").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "protocol/request.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using json = nlohmann::ordered_json;

json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }

// 5e-fine (1.25-ft squares, alternating diagonals, jumps): a Tiny jumper of Strength 12 at (0, 0),
// whose standing long jump covers 6 ft.
json jumperScene() {
  return {{"ruleset", "5e-fine"},
          {"grid", {{"width", 12}, {"height", 12}}},
          {"creatures",
           json::array(
               {{{"id", "j"}, {"position", {0, 0}}, {"size", "tiny"}, {"strength", 12}, {"speeds", {{"walk", 30}}}}})}};
}
json longJumpTo(int x, int y) { return {{"jump", "long"}, {"to", {x, y}}, {"runUp", false}}; }

TEST(DiagonalsCounted, ALongJumpOnADiagonalCountsEachDiagonal) {
  // Two diagonals: 1 + 2 squares = 3.75 ft; three: 1 + 2 + 1 = 5 ft.
  for (const auto& [to, squares, diagonals] : {std::tuple{2, 3, 2}, std::tuple{3, 4, 3}}) {
    const json r =
        ask({{"query", "move"}, {"scene", jumperScene()}, {"creature", "j"}, {"path", {longJumpTo(to, to)}}});
    ASSERT_TRUE(r.contains("result")) << r.dump();
    EXPECT_TRUE(r["result"]["legal"]) << r.dump();
    EXPECT_EQ(r["result"]["steps"][0]["cost"]["squares"], squares);
    EXPECT_EQ(r["result"]["diagonals"], diagonals) << r.dump();
  }
  // The count is this move's, after the turn's: one diagonal before makes the jump 2 + 1 squares,
  // and it still counts its own two.
  const json after = ask(
      {{"query", "move"}, {"scene", jumperScene()}, {"creature", "j"}, {"diagonals", 1}, {"path", {longJumpTo(2, 2)}}});
  EXPECT_EQ(after["result"]["steps"][0]["cost"]["squares"], 3);
  EXPECT_EQ(after["result"]["diagonals"], 2);
  // The next move carries on from the jump's two: its diagonal is the third, 1 square (not the
  // second's 2, which one diagonal per jump, the old guess from the cells, gave).
  const json next = ask({{"query", "move"},
                         {"scene", jumperScene()},
                         {"creature", "j"},
                         {"from", {2, 2}},
                         {"spent", 3.75},
                         {"diagonals", 2},
                         {"path", {{3, 3}}}});
  EXPECT_EQ(next["result"]["steps"][0]["cost"]["squares"], 1);
  EXPECT_EQ(next["result"]["diagonals"], 1);
}

// sw5e, a hero at (0, 2) and a wall from the vertex (2, 0) to (2, 1): the diagonal from (1, 1) to
// (2, 0) passes the vertex (2, 1), the wall's end ("Diagonal movement can't cross the corner of a wall").
json cornerScene() {
  return {{"ruleset", "sw5e"},
          {"grid", {{"width", 6}, {"height", 6}, {"walls", json::array({{{"from", {2, 0}}, {"to", {2, 1}}}})}}},
          {"creatures",
           json::array({{{"id", "hero"}, {"position", {0, 2}}, {"side", "party"}, {"speeds", {{"walk", 30}}}}})}};
}

TEST(DiagonalsCounted, AStepRefusedAtAWallCornerCountsNone) {
  const json r = ask({{"query", "move"}, {"scene", cornerScene()}, {"creature", "hero"}, {"path", {{1, 1}, {2, 0}}}});
  ASSERT_TRUE(r.contains("result")) << r.dump();
  EXPECT_FALSE(r["result"]["complete"]);
  EXPECT_EQ(r["result"]["steps"][1]["illegal"]["code"], "corner");
  EXPECT_EQ(r["result"]["diagonals"], 1);
}

// The path query after a drag so far (`walked`) searches as the path query alone from where the
// walked items end, after their feet and the diagonals the move counted.
void expectWalkedLikeAlone(const json& scene, const char* id, const json& walked, const json& alone,
                           const json& target) {
  const json r = ask({{"query", "path"}, {"scene", scene}, {"creature", id}, {"walked", walked}, {"target", target}});
  json request = alone;
  request["query"] = "path";
  request["scene"] = scene;
  request["creature"] = id;
  request["target"] = target;
  const json a = ask(request);
  ASSERT_TRUE(r.contains("result")) << r.dump();
  ASSERT_TRUE(a.contains("result")) << a.dump();
  EXPECT_EQ(r["result"], a["result"]);
}

TEST(DiagonalsCounted, TheWalkedPartOfAPathQueryCarriesTheCountOn) {
  // Refused at the corner, the drag so far ends at (1, 1) after 5 ft and one diagonal: the three
  // diagonals on to (4, 4) are the second, third and fourth, 10 + 5 + 10 = 25 ft (20 ft after two).
  const json target = {4, 4};
  expectWalkedLikeAlone(cornerScene(), "hero", {{1, 1}, {2, 0}}, {{"from", {1, 1}}, {"spent", 5}, {"diagonals", 1}},
                        target);
  const json r = ask({{"query", "path"},
                      {"scene", cornerScene()},
                      {"creature", "hero"},
                      {"walked", {{1, 1}, {2, 0}}},
                      {"target", target}});
  EXPECT_EQ(r["result"]["cost"]["feet"], 25) << r.dump();
  // A long jump of two diagonals: the search carries on after two, not one.
  expectWalkedLikeAlone(jumperScene(), "j", json::array({longJumpTo(2, 2)}),
                        {{"from", {2, 2}}, {"spent", 3.75}, {"diagonals", 2}}, {5, 5});
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
