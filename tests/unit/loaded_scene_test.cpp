// The loaded scene behind the WebAssembly Scene class: incremental updates, byte planes, and
// failed updates that leave the scene unchanged (the same checks web/test runs through the builds).
#include "protocol/scene/loaded_scene.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using footwork::LoadedScene;
using footwork::Status;
using footwork::TerrainFields;

namespace {

const char* kScene = R"({"ruleset": "sw5e", "grid": {"width": 10, "height": 6},
  "creatures": [{"id": "hero", "position": [0, 0], "speeds": {"walk": 30}, "side": "party"}]})";

// The sw5e worked example: 5 + 5 + 5 + 5 + 10 = 30 ft.
const char* kMove = R"({"query": "move", "creature": "hero", "path": [[1, 1], [2, 1], [3, 1], [4, 1], [5, 2]]})";

std::string totalOf(const std::string& response) {
  const auto j = nlohmann::ordered_json::parse(response);
  return j.contains("result") ? j["result"]["total"]["feet"].dump() : j["error"]["code"].get<std::string>();
}

TEST(LoadedScene, AnswersRequestsAgainstTheLoadedScene) {
  LoadedScene s;
  EXPECT_EQ(s.addCreature("{}").code, "no-scene");
  ASSERT_TRUE(s.load(kScene).ok);
  EXPECT_EQ(totalOf(s.query(kMove)), "30");
  EXPECT_EQ(s.info().width, 10);
  EXPECT_EQ(s.info().ruleset, "sw5e");
}

TEST(LoadedScene, PaintingDifficultTerrainChangesTheCost) {
  LoadedScene s;
  ASSERT_TRUE(s.load(kScene).ok);
  TerrainFields difficult;
  difficult.difficult = 1;
  ASSERT_TRUE(s.paint({2, 1}, difficult).ok);
  EXPECT_EQ(totalOf(s.query(kMove)), "35");  // "every foot of movement in difficult terrain costs 1 extra foot"
  ASSERT_TRUE(s.paintChar({2, 1}, ".").ok);
  EXPECT_EQ(totalOf(s.query(kMove)), "30");
}

TEST(LoadedScene, FailedUpdatesNameTheParameterAndChangeNothing) {
  LoadedScene s;
  ASSERT_TRUE(s.load(kScene).ok);
  const std::string before = s.sceneJson();
  TerrainFields lava;
  lava.ground = "lava";
  Status st = s.paint({1, 1}, lava);
  EXPECT_EQ(st.code, "bad-value");
  EXPECT_EQ(st.path, "$.terrain.ground");
  st = s.paint({1, 1, 99, 1}, TerrainFields{});
  EXPECT_EQ(st.code, "out-of-grid");
  EXPECT_EQ(st.path, "$.cells[1]");
  st = s.paintChar({0, 0}, "#");  // the hero stands there
  EXPECT_EQ(st.code, "inside-solid");
  st = s.moveCreature("hero", 10, 0);
  EXPECT_EQ(st.code, "out-of-grid");
  EXPECT_EQ(st.path, "$.position");
  st = s.addCreature(R"({"id": "x", "position": [1, 1], "speeds": {"walk": -5}})");
  EXPECT_EQ(st.code, "out-of-range");
  EXPECT_EQ(st.path, "$.creature.speeds.walk");
  st = s.setEdge(1, 1, 2, 2, "wall");
  EXPECT_EQ(st.code, "not-adjacent");
  st = s.setWall(0, 0, 3, 3, "wall");
  EXPECT_EQ(st.code, "bad-value");
  EXPECT_FALSE(s.load(R"({"ruleset": "sw5e", "grid": {"width": 0, "height": 1}})").ok);
  std::vector<std::uint8_t> planes(7 * 60, 0);
  planes[0] = 3;  // ground 3 does not exist
  st = s.setTerrainPlanes(planes);
  EXPECT_EQ(st.code, "out-of-range");
  EXPECT_EQ(st.path, "$.planes[0]");
  EXPECT_EQ(s.sceneJson(), before);
}

TEST(LoadedScene, PlanesRoundTrip) {
  LoadedScene s;
  ASSERT_TRUE(s.load(R"({"ruleset": "dnd35", "grid": {"width": 3, "height": 2, "rows": ["~#_", "wC2"],
                         "walls": [{"from": [1, 0], "to": [1, 2], "kind": "door-closed"}]}})")
                  .ok);
  std::vector<std::uint8_t> t, e;
  s.terrainPlanes(t);
  ASSERT_EQ(t.size(), 7u * 6);
  EXPECT_EQ(t[1], 2);       // ground of [1,0]: solid
  EXPECT_EQ(t[2], 1);       // ground of [2,0]: pit
  EXPECT_EQ(t[6 + 0], 1);   // difficult of [0,0]
  EXPECT_EQ(t[6 + 5], 2);   // difficult of [2,1]: doubled twice
  EXPECT_EQ(t[18 + 3], 1);  // water of [0,1]: calm
  EXPECT_EQ(t[24 + 4], 2);  // climb of [1,1]: slippery
  s.edgePlanes(e);
  ASSERT_EQ(e.size(), 4u * 2 + 3u * 3);
  EXPECT_EQ(e[0 * 4 + 1], 3);  // vertical line x=1 beside row 0: closed door
  EXPECT_EQ(e[1 * 4 + 1], 3);
  const std::string before = s.sceneJson();
  ASSERT_TRUE(s.setTerrainPlanes(std::vector<std::uint8_t>(t.size(), 0)).ok);
  ASSERT_TRUE(s.setEdgePlanes(std::vector<std::uint8_t>(e.size(), 0)).ok);
  EXPECT_NE(s.sceneJson(), before);
  ASSERT_TRUE(s.setTerrainPlanes(t).ok);
  ASSERT_TRUE(s.setEdgePlanes(e).ok);
  EXPECT_EQ(s.sceneJson(), before);
}

}  // namespace
}  // namespace FOOTWORK_TEST_FILE
