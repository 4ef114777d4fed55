// The space query's `occupied` (docs/protocol.md, "Query: space"): whether a creature set down at the
// position answered may stand there among the others, by the rule that ends a move that stops there
// (mayStandAt over mayEndAt), per ruleset: no one ends in another's space in 5e-fine and sw5e,
// creatures smaller than a cell share it up to their capacity, dnd35's very small creatures end in
// larger ones' squares, 4e lets a move end in a prone ally's square but not a prone enemy's, a Large
// space overlapping by one cell, hexes, and the position a grab gives. A scene whose creatures
// overlap is still read (hosts let a GM stack tokens); only the answer about standing there says so.
#include <gtest/gtest.h>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/request.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using json = nlohmann::ordered_json;

json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }

json scene(const char* ruleset, std::vector<json> creatures, json grid = {{"width", 12}, {"height", 12}}) {
  return {{"ruleset", ruleset}, {"grid", std::move(grid)}, {"creatures", json(std::move(creatures))}};
}
json creature(const char* id, std::vector<int> at, const char* size, const char* side,
              std::vector<const char*> conditions = {}) {
  json c = {{"id", id}, {"position", at}, {"size", size}, {"side", side}, {"speeds", {{"walk", 30}}}};
  if (!conditions.empty()) c["conditions"] = conditions;
  return c;
}

// The space answer for `id` at `at` in `s` (the result object; fails the test on an error).
json spaceAt(const json& s, const char* id, std::vector<int> at) {
  const json out = ask({{"query", "space"}, {"scene", s}, {"creature", id}, {"at", at}});
  EXPECT_TRUE(out.contains("result")) << out.dump();
  return out.value("result", json::object());
}

// `occupied` when the creature may not stand there, else null.
json occupiedAt(const json& s, const char* id, std::vector<int> at) {
  const json r = spaceAt(s, id, at);
  return r.contains("occupied") ? r["occupied"] : json();
}

TEST(SpaceOccupied, Sw5eNoOneStandsInAnothersSpace) {
  const json s = scene("sw5e", {creature("hero", {0, 0}, "medium", "party"), creature("ogre", {4, 4}, "large", "foe"),
                                creature("ally", {8, 8}, "medium", "party")});
  const json onOgre = occupiedAt(s, "hero", {5, 5});
  ASSERT_TRUE(onOgre.is_object());
  EXPECT_EQ(onOgre["code"], "occupied");
  EXPECT_EQ(onOgre["creature"], "ogre");
  EXPECT_EQ(onOgre["message"], "hero can't stand in ogre's space: a move may not end there.");
  // An ally's space is no better: "you can't willingly end your move in its space".
  EXPECT_EQ(occupiedAt(s, "hero", {8, 8})["creature"], "ally");
  // Beside the ogre's 2×2 space, and where it stands now: free.
  EXPECT_TRUE(occupiedAt(s, "hero", {6, 4}).is_null());
  EXPECT_TRUE(occupiedAt(s, "hero", {3, 3}).is_null());
  EXPECT_TRUE(occupiedAt(s, "hero", {0, 0}).is_null());
}

TEST(SpaceOccupied, FiveEFineLargeOverlappingByOneCell) {
  // 1.25-ft cells: the Medium hero is 4×4 cells, the Large ogre 8×8.
  const json s =
      scene("5e-fine", {creature("hero", {0, 0}, "medium", "party"), creature("ogre", {10, 10}, "large", "foe")},
            {{"width", 30}, {"height", 30}});
  ASSERT_EQ(spaceAt(s, "ogre", {10, 10})["cells"].size(), 64u);
  // The hero's lower-right cell on the ogre's top-left one, and the other way round.
  EXPECT_EQ(occupiedAt(s, "hero", {7, 7})["creature"], "ogre");
  EXPECT_EQ(occupiedAt(s, "ogre", {3, 3})["creature"], "hero");
  // One cell further: the spaces touch but do not overlap.
  EXPECT_TRUE(occupiedAt(s, "hero", {6, 7}).is_null());
  EXPECT_TRUE(occupiedAt(s, "ogre", {4, 0}).is_null());
  // A Tiny creature takes one 1.25-ft cell there and shares it with no one.
  const json tiny = scene("5e-fine", {creature("rat", {0, 0}, "tiny", "foe"), creature("cat", {6, 6}, "tiny", "foe")},
                          {{"width", 30}, {"height", 30}});
  EXPECT_EQ(occupiedAt(tiny, "rat", {6, 6})["creature"], "cat");
  EXPECT_TRUE(occupiedAt(tiny, "rat", {7, 6}).is_null());
}

TEST(SpaceOccupied, TinyCreaturesShareACellUpToTheirCapacity) {
  // sw5e: a Tiny creature's 2½-ft space, four to a 5-ft square.
  std::vector<json> rats;
  for (int i = 0; i < 3; ++i) rats.push_back(creature(("rat" + std::to_string(i)).c_str(), {2, 2}, "tiny", "foe"));
  rats.push_back(creature("last", {0, 0}, "tiny", "foe"));
  rats.push_back(creature("hero", {6, 6}, "medium", "party"));
  json s = scene("sw5e", rats);
  EXPECT_TRUE(occupiedAt(s, "last", {2, 2}).is_null()) << "the fourth Tiny fits";
  // A Medium creature does not share their square.
  EXPECT_EQ(occupiedAt(s, "hero", {2, 2})["code"], "occupied");
  s["creatures"][3]["position"] = {2, 2};
  s["creatures"].push_back(creature("fifth", {0, 0}, "tiny", "foe"));
  const json full = occupiedAt(s, "fifth", {2, 2});
  ASSERT_TRUE(full.is_object());
  EXPECT_EQ(full["code"], "cell-full");
  EXPECT_EQ(full["message"], "No more than 4 creatures of this size fit in one square.");
  EXPECT_FALSE(full.contains("creature"));
}

TEST(SpaceOccupied, OnHexesTheSentenceSaysHex) {
  // The same five Tiny creatures on a hex grid: the sentence names the grid's cell, not a square.
  std::vector<json> rats;
  for (int i = 0; i < 4; ++i) rats.push_back(creature(("rat" + std::to_string(i)).c_str(), {2, 2}, "tiny", "foe"));
  rats.push_back(creature("fifth", {0, 0}, "tiny", "foe"));
  const json s =
      scene("sw5e", rats, {{"width", 12}, {"height", 12}, {"type", "hex"}, {"orientation", "flat"}, {"offset", "odd"}});
  const json full = occupiedAt(s, "fifth", {2, 2});
  ASSERT_TRUE(full.is_object());
  EXPECT_EQ(full["code"], "cell-full");
  EXPECT_EQ(full["message"], "No more than 4 creatures of this size fit in one hex.");
}

TEST(SpaceOccupied, Dnd35VerySmallCreaturesEndInLargerOnesSquares) {
  const json s = scene(
      "dnd35", {creature("rat", {0, 0}, "tiny", "foe"), creature("hero", {4, 4}, "medium", "party"),
                creature("orc", {6, 6}, "medium", "foe"), creature("guard", {8, 8}, "medium", "foe", {"unconscious"})});
  // "very small creatures … must enter an opponent's square to attack": a Tiny rat may stand there.
  EXPECT_TRUE(occupiedAt(s, "rat", {4, 4}).is_null());
  // The hero may not end in the orc's square, nor the orc in the rat's…
  EXPECT_EQ(occupiedAt(s, "hero", {6, 6})["creature"], "orc");
  EXPECT_EQ(occupiedAt(s, "orc", {0, 0})["creature"], "rat");
  // …but "unless it is helpless": an unconscious guard's square is allowed.
  EXPECT_TRUE(occupiedAt(s, "hero", {8, 8}).is_null());
}

TEST(SpaceOccupied, FourthEditionAllyAndEnemyDiffer) {
  // 4e: "You can end your movement in an ally's square only if the ally is prone"; an enemy's only if
  // it is helpless, prone or not.
  const json s = scene(
      "4e", {creature("hero", {0, 0}, "medium", "party"), creature("friend", {4, 4}, "medium", "party", {"prone"}),
             creature("orc", {6, 6}, "medium", "foe", {"prone"}), creature("standing", {8, 8}, "medium", "party")});
  EXPECT_TRUE(occupiedAt(s, "hero", {4, 4}).is_null());
  EXPECT_EQ(occupiedAt(s, "hero", {6, 6})["creature"], "orc");
  EXPECT_EQ(occupiedAt(s, "hero", {8, 8})["creature"], "standing");
  // A phasing creature "must end your movement in an unoccupied space": not even the prone ally's.
  json phasing = s;
  phasing["creatures"][0]["traits"] = {"phasing"};
  EXPECT_EQ(occupiedAt(phasing, "hero", {4, 4})["creature"], "friend");
  // …"but must end your movement in an unoccupied space": nor inside an obstacle, by the same rule.
  phasing["grid"]["rows"] = json::array();
  for (int y = 0; y < 12; ++y) phasing["grid"]["rows"].push_back(y == 2 ? "..#........." : "............");
  const json wall = occupiedAt(phasing, "hero", {2, 2});
  EXPECT_EQ(wall["code"], "inside-obstacle");
  EXPECT_FALSE(wall.contains("creature"));
}

TEST(SpaceOccupied, Hexes) {
  for (const char* orientation : {"pointy", "flat"}) {
    const json grid = {{"width", 12}, {"height", 12}, {"type", "hex"}, {"orientation", orientation}, {"offset", "odd"}};
    const json s =
        scene("sw5e", {creature("hero", {0, 0}, "medium", "party"), creature("ogre", {5, 5}, "large", "foe")}, grid);
    const json ogre = spaceAt(s, "ogre", {5, 5});
    ASSERT_EQ(ogre["cells"].size(), 3u) << orientation;
    // On each of the ogre's three hexes the hero may not stand; on a hex beside them it may.
    for (const json& cell : ogre["cells"])
      EXPECT_EQ(occupiedAt(s, "hero", cell.get<std::vector<int>>())["creature"], "ogre") << orientation << cell;
    EXPECT_TRUE(occupiedAt(s, "hero", {9, 9}).is_null()) << orientation;
  }
}

TEST(SpaceOccupied, TheGrabsPositionIsTheOneJudged) {
  // The 2×2 ogre held by its lower-right square and dragged so that square is on the hero's.
  const json s = scene("sw5e", {creature("hero", {6, 6}, "medium", "party"), creature("ogre", {0, 0}, "large", "foe")});
  const json out = ask({{"query", "space"}, {"scene", s}, {"creature", "ogre"}, {"grab", {1, 1}}, {"pointer", {6, 6}}});
  ASSERT_TRUE(out.contains("result")) << out.dump();
  EXPECT_EQ(out["result"]["at"], json({5, 5}));
  EXPECT_EQ(out["result"]["occupied"]["creature"], "hero");
  const json beside =
      ask({{"query", "space"}, {"scene", s}, {"creature", "ogre"}, {"grab", {1, 1}}, {"pointer", {5, 6}}});
  EXPECT_FALSE(beside["result"].contains("occupied")) << beside.dump();
}

TEST(SpaceOccupied, AnOverlappingSceneIsReadAndSaysSo) {
  // Stacked tokens, as a host allows: the scene loads, and each creature's own space answers occupied.
  const json s = scene("sw5e", {creature("hero", {3, 3}, "medium", "party"), creature("ogre", {3, 3}, "large", "foe")});
  const json loaded = ask({{"query", "scene"}, {"scene", s}});
  ASSERT_TRUE(loaded.contains("result")) << loaded.dump();
  const json here = ask({{"query", "space"}, {"scene", s}, {"creature", "hero"}});
  EXPECT_EQ(here["result"]["occupied"]["creature"], "ogre");
  EXPECT_EQ(ask({{"query", "space"}, {"scene", s}, {"creature", "ogre"}})["result"]["occupied"]["creature"], "hero");
}

TEST(SpaceOccupied, AgreesWithAMoveThatEndsThere) {
  // One rule for both: wherever a one-step move may end among these creatures, the space query says
  // the creature may stand, and where the move's end is refused for a creature, so is standing. The
  // hero may pass through each of them (allies, and a rat two sizes smaller), so every step is taken.
  const json s = scene("sw5e", {creature("hero", {4, 4}, "medium", "party"), creature("bear", {5, 2}, "large", "party"),
                                creature("ally", {3, 5}, "medium", "party"), creature("rat", {5, 5}, "tiny", "foe")});
  int refused = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      if (!dx && !dy) continue;
      const std::vector<int> to = {4 + dx, 4 + dy};
      const json move = ask({{"query", "move"}, {"scene", s}, {"creature", "hero"}, {"path", {to}}});
      ASSERT_TRUE(move.contains("result")) << move.dump();
      const json occupied = occupiedAt(s, "hero", to);
      EXPECT_EQ(move["result"]["canEnd"].get<bool>(), occupied.is_null()) << json(to);
      if (occupied.is_null()) continue;
      ++refused;
      EXPECT_EQ(occupied["code"], move["result"]["endProblem"]["code"]);
      EXPECT_EQ(occupied["creature"], move["result"]["endProblem"]["creature"]);
    }
  EXPECT_EQ(refused, 3);  // the bear's square beside the hero, the ally's and the rat's
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
