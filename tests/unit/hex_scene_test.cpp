// Hex scenes through the protocol's scene layer: written back in a form that reads back to the same
// text (every hex vector's scene), and the loaded scene's updates (setEdge between neighbouring hexes,
// setWall refused, the hex edge planes) with the checks a host meets.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "protocol/request.h"
#include "protocol/scene/loaded_scene.h"

using json = nlohmann::ordered_json;

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

TEST(HexScene, EveryHexVectorSceneWritesBackToItself) {
  int scenes = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(FOOTWORK_VECTORS_DIR) + "/hex")) {
    std::ifstream in(entry.path());
    const json v = json::parse(in);
    if (!v.contains("request") || !v["request"].contains("scene")) continue;
    const json first =
        json::parse(handleRequestText(json{{"query", "scene"}, {"scene", v["request"]["scene"]}}.dump()));
    if (first.contains("error")) continue;  // the error vectors
    const json second =
        json::parse(handleRequestText(json{{"query", "scene"}, {"scene", first["result"]["scene"]}}.dump()));
    EXPECT_EQ(first, second) << entry.path();
    EXPECT_EQ(first["result"]["scene"]["grid"]["type"], "hex") << entry.path();
    ++scenes;
  }
  EXPECT_GT(scenes, 20);
}

TEST(HexScene, SquareScenesWriteNoType) {
  const json r = json::parse(handleRequestText(
      R"({"query":"scene","scene":{"ruleset":"4e","grid":{"width":2,"height":1,"type":"square"},"creatures":[]}})"));
  EXPECT_FALSE(r["result"]["scene"]["grid"].contains("type"));
  EXPECT_FALSE(r["result"]["scene"]["grid"].contains("orientation"));
}

const char* kHexScene =
    R"({"ruleset":"sw5e","grid":{"width":3,"height":2,"type":"hex","orientation":"flat"},"creatures":[]})";

TEST(HexScene, LoadedSceneSetsEdgesBetweenNeighbouringHexes) {
  LoadedScene s;
  ASSERT_TRUE(s.load(kHexScene).ok);
  // Flat, odd columns shoved down: [1,0] (shoved) has [0,0] and [0,1] to its west, [2,0] and [2,1] east.
  EXPECT_TRUE(s.setEdge(1, 0, 0, 1, "wall").ok);
  EXPECT_TRUE(s.setEdge(2, 1, 2, 2, "door-open").ok);  // a border side: [2,2] is off the map
  const Status far = s.setEdge(0, 0, 2, 1, "wall");
  EXPECT_EQ(far.code, "not-adjacent");
  EXPECT_EQ(far.message, "An edge lies between two neighbouring hexes; [0,0] and [2,1] are not.");
  const Status corners = s.setWall(0, 0, 0, 1, "wall");
  EXPECT_EQ(corners.code, "bad-value");
  const json scene = json::parse(s.sceneJson());
  EXPECT_EQ(scene["grid"]["walls"], json::parse(R"([{"between":[[0,1],[1,0]],"kind":"wall"},
                                                    {"between":[[2,1],[2,2]],"kind":"door-open"}])"));
}

TEST(HexScene, EdgePlanesHoldTheHexSides) {
  LoadedScene s;
  ASSERT_TRUE(s.load(kHexScene).ok);
  ASSERT_TRUE(s.setEdge(1, 0, 2, 0, "window").ok);
  std::vector<std::uint8_t> planes;
  s.edgePlanes(planes);
  ASSERT_EQ(planes.size(), 5u * 4u * 3u);  // (3 + 2) × (2 + 2) cells, three sides each
  // [1,0] (shoved) → [2,0] is its NE side, direction 1, owned by [1,0]: index ((0+1)·5 + (1+1))·3 + 1.
  EXPECT_EQ(planes[(1 * 5 + 2) * 3 + 1], 5);
  LoadedScene t;
  ASSERT_TRUE(t.load(kHexScene).ok);
  ASSERT_TRUE(t.setEdgePlanes(planes).ok);
  EXPECT_EQ(t.sceneJson(), s.sceneJson());
  planes.pop_back();
  EXPECT_EQ(t.setEdgePlanes(planes).code, "bad-value");
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
