// Where a squeezed creature stands (issue 39): in the narrower space it squeezes into (dnd35 "the
// creature's miniature figure occupies two squares"; 5e "while it's in the smaller space"). A scene
// states it with the condition `squeezing`, and then every query measures from that space; the places
// query measures each place the creature ends squeezed in from the same space, so its parts equal the
// single queries' for the creature stated squeezing there (docs/protocol.md, "Creatures", "Query: places").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <set>
#include <string>

#include "protocol/request.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using json = nlohmann::ordered_json;
using namespace footwork;

namespace {

json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }

// dnd35: a filled square at [2, 1]; an ogre (Large, 2×2) and a goblin at [0, 2].
json scene(const json& ogre) {
  return {
      {"ruleset", "dnd35"},
      {"grid", {{"width", 6}, {"height", 3}, {"rows", {"......", "..#...", "......"}}}},
      {"creatures", json::array({ogre, {{"id", "goblin"}, {"position", {0, 2}}, {"size", "small"}, {"side", "a"}}})}};
}

json ogreAt(int x, int y, bool squeezing) {
  json o = {{"id", "ogre"}, {"position", {x, y}}, {"size", "large"}, {"speeds", {{"walk", 30}}}, {"side", "b"}};
  if (squeezing) o["conditions"] = {"squeezing"};
  return o;
}

std::set<std::pair<int, int>> cellSet(const json& cells) {
  std::set<std::pair<int, int>> out;
  for (const json& c : cells) out.insert({c[0].get<int>(), c[1].get<int>()});
  return out;
}

TEST(SqueezedStance, ASceneStatesACreatureSqueezedAndQueriesMeasureFromTheNarrowerSpace) {
  // Without the condition the ogre's space takes in the filled square: refused, as before.
  const json refused = ask({{"query", "scene"}, {"scene", scene(ogreAt(2, 0, false))}});
  ASSERT_TRUE(refused.contains("error")) << refused.dump();
  EXPECT_EQ(refused["error"]["code"], "inside-solid");

  const json s = scene(ogreAt(2, 0, true));
  const json read = ask({{"query", "scene"}, {"scene", s}});
  ASSERT_TRUE(read.contains("result")) << read.dump();
  EXPECT_EQ(read["result"]["scene"]["creatures"][0]["conditions"], json({"squeezing"}));

  // The space query: its whole space where it stands, and the narrower one it squeezes into.
  const json sp = ask({{"query", "space"}, {"scene", s}, {"creature", "ogre"}});
  ASSERT_TRUE(sp.contains("result")) << sp.dump();
  ASSERT_TRUE(sp["result"].contains("squeezed")) << sp.dump();
  const auto narrow = cellSet(sp["result"]["squeezed"]["cells"]);
  EXPECT_EQ(narrow.size(), 2u) << sp.dump();
  EXPECT_FALSE(narrow.count({2, 1})) << sp.dump();
  EXPECT_FALSE(sp["result"].contains("occupied")) << sp.dump();

  // Range from the two squares it occupies: 3 (from [2, 1], a cell of its whole space, it would be 2).
  const json d = ask({{"query", "distance"}, {"scene", s}, {"from", "ogre"}, {"to", "goblin"}});
  ASSERT_TRUE(d.contains("result")) << d.dump();
  EXPECT_EQ(d["result"]["distance"]["squares"], 3) << d.dump();
  const json back = ask({{"query", "distance"}, {"scene", s}, {"from", "goblin"}, {"to", "ogre"}});
  EXPECT_EQ(back["result"]["distance"]["squares"], 3) << back.dump();
}

TEST(SqueezedStance, WhereItsWholeSpaceFitsTheConditionChangesNothing) {
  const json open =
      ask({{"query", "distance"}, {"scene", scene(ogreAt(3, 1, false))}, {"from", "ogre"}, {"to", "goblin"}});
  const json stated =
      ask({{"query", "distance"}, {"scene", scene(ogreAt(3, 1, true))}, {"from", "ogre"}, {"to", "goblin"}});
  ASSERT_TRUE(stated.contains("result")) << stated.dump();
  EXPECT_EQ(stated["result"], open["result"]);
  const json sp = ask({{"query", "space"}, {"scene", scene(ogreAt(3, 1, true))}, {"creature", "ogre"}});
  EXPECT_FALSE(sp["result"].contains("squeezed")) << sp.dump();
}

TEST(SqueezedStance, PlacesMeasuresAPlaceFromTheSpaceTheCreatureSqueezesInto) {
  const json p = ask({{"query", "places"},
                      {"scene", scene(ogreAt(0, 0, false))},
                      {"creature", "ogre"},
                      {"band", "move"},
                      {"target", "goblin"},
                      {"parts", {"threats", "range", "sight"}}});
  ASSERT_TRUE(p.contains("result")) << p.dump();
  const json& r = p["result"];
  int checked = 0;
  for (std::size_t i = 0; i < r["count"].get<std::size_t>(); ++i) {
    const int x = r["cells"][2 * i], y = r["cells"][2 * i + 1];
    const json here = scene(ogreAt(x, y, true));
    const json d = ask({{"query", "distance"}, {"scene", here}, {"from", "ogre"}, {"to", "goblin"}});
    ASSERT_TRUE(d.contains("result")) << x << "," << y << d.dump();
    EXPECT_EQ(r["range"][i], d["result"]["distance"]["squares"]) << "at " << x << "," << y;
    EXPECT_EQ(r["inReach"][i], d["result"]["inReach"].get<bool>() ? 1 : 0) << "at " << x << "," << y;
    if (x == 2 && y == 0) {
      EXPECT_EQ(r["range"][i], 3);  // the squeezed place of the test above
      ++checked;
    }
  }
  EXPECT_EQ(checked, 1) << p.dump();
}

}  // namespace
}  // namespace FOOTWORK_TEST_FILE
