// The scene format round-trips: writing a parsed scene and reading it back gives the same scene,
// for random terrain (including terrains outside the default legend), walls and creatures.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <random>

#include "protocol/request.h"
#include "protocol/scene/scene_json.h"
#include "protocol/scene/scene_writer.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using namespace footwork;
using json = nlohmann::ordered_json;  // scenes are built with nlohmann

namespace {

json randomScene(std::mt19937& rng) {
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  const int w = 1 + pick(9), h = 1 + pick(9);
  json cells = json::array();
  const char* grounds[] = {"open", "pit", "solid"};
  const char* waters[] = {"none", "calm", "rough"};
  const char* climbs[] = {"none", "climbable", "slippery"};
  const char* materials[] = {"earth", "rock"};
  for (int i = pick(2 * w * h); i > 0; --i) {
    json t{{"cell", json::array({pick(w), pick(h)})}};
    if (pick(2)) t["ground"] = grounds[pick(3)];
    if (pick(2)) t["difficult"] = pick(4);
    if (pick(3) == 0) t["obstructed"] = true;
    if (pick(3) == 0) t["water"] = waters[pick(3)];
    if (pick(3) == 0) t["climb"] = climbs[pick(3)];
    if (pick(3) == 0) t["material"] = materials[pick(2)];
    if (pick(4) == 0) t["opaque"] = true;
    cells.push_back(t);
  }
  json walls = json::array();
  const char* kinds[] = {"wall", "low", "door-closed", "door-open", "window"};
  for (int i = pick(6); i > 0; --i) {
    if (pick(2)) {
      const int x = pick(w + 1), y0 = pick(h), y1 = y0 + 1 + pick(h - y0);
      walls.push_back({{"from", {x, y0}}, {"to", {x, y1}}, {"kind", kinds[pick(5)]}});
    } else {
      const int y = pick(h + 1), x0 = pick(w), x1 = x0 + 1 + pick(w - x0);
      walls.push_back({{"from", {x0, y}}, {"to", {x1, y}}, {"kind", kinds[pick(5)]}});
    }
  }
  json creatures = json::array();
  // Creatures go on cells kept open so that they never overlap a filled square.
  for (int i = pick(4); i > 0; --i) {
    const int x = pick(w), y = pick(h);
    cells.push_back({{"cell", {x, y}}});
    json c{{"id", "c" + std::to_string(i)},
           {"position", {x, y}},
           {"size", pick(2) ? "small" : "tiny"},
           {"speeds", {{"walk", 5 * pick(9)}, {"fly", pick(2) * 30}}},
           {"side", pick(2) ? "a" : "b"}};
    if (pick(2)) c["conditions"] = {"prone", "held"};
    if (pick(2)) c["traits"] = {"hover"};
    if (pick(2)) c["reach"] = 10;
    if (pick(2)) c["unawareOf"] = {"c1"};
    creatures.push_back(c);
  }
  return {{"ruleset", "dnd35"},
          {"grid", {{"width", w}, {"height", h}, {"cells", cells}, {"walls", walls}}},
          {"creatures", creatures}};
}

}  // namespace

TEST(SceneJson, RoundTripsRandomScenes) {
  std::mt19937 rng(20261129);
  for (int i = 0; i < 500; ++i) {
    const json in = randomScene(rng);
    JsonDocument inDoc, writtenDoc;
    JsonSyntaxError syntax;
    ASSERT_TRUE(inDoc.parse(in.dump(), syntax));
    auto first = parseScene(inDoc.root(), "$.scene");
    ASSERT_TRUE(first.ok()) << first.error().message << "\n" << in.dump();
    const std::string written = sceneText(*first.value());
    ASSERT_TRUE(writtenDoc.parse(written, syntax));
    auto second = parseScene(writtenDoc.root(), "$.scene");
    ASSERT_TRUE(second.ok()) << second.error().message << "\n" << written;
    EXPECT_EQ(sceneText(*second.value()), written);
    const Grid& a = first.value()->grid();
    const Grid& b = second.value()->grid();
    for (int c = 0; c < a.cellCount(); ++c) ASSERT_EQ(a.cells()[c], b.cells()[c]);
    for (int y = 0; y < a.height(); ++y)
      for (int x = 0; x <= a.width(); ++x) ASSERT_EQ(a.verticalEdge(x, y), b.verticalEdge(x, y));
    for (int y = 0; y <= a.height(); ++y)
      for (int x = 0; x < a.width(); ++x) ASSERT_EQ(a.horizontalEdge(x, y), b.horizontalEdge(x, y));
  }
}

TEST(SceneJson, SceneQueryWritesNormalForm) {
  const std::string req = R"({"query":"scene","scene":{"ruleset":"4e","grid":{"width":3,"height":2,
    "rows":["~#.","._o"],"walls":[{"from":[1,0],"to":[1,1]},{"from":[1,1],"to":[1,2]}]},
    "creatures":[{"id":"a","position":[0,0],"speeds":{"walk":30}}]}})";
  const json r = json::parse(handleRequestText(req));
  const json& s = r["result"]["scene"];
  EXPECT_EQ(s["grid"]["rows"], json::array({"~#.", "._o"}));
  // Two unit segments of one wall line merge into one run.
  ASSERT_EQ(s["grid"]["walls"].size(), 1u);
  EXPECT_EQ(s["grid"]["walls"][0]["to"], json::array({1, 2}));
  EXPECT_EQ(s["grid"]["cellFeet"], 5);
}

TEST(SceneJson, ErrorsNameThePath) {
  const json r = json::parse(handleRequestText(
      R"({"query":"scene","scene":{"ruleset":"sw5e","grid":{"width":2,"height":2},"creatures":[{"id":"a","position":[0,0],"speeds":{"walk":"fast"}}]}})"));
  EXPECT_EQ(r["error"]["code"], "bad-type");
  EXPECT_EQ(r["error"]["path"], "$.scene.creatures[0].speeds.walk");
  const json r2 = json::parse(handleRequestText(
      R"({"query":"scene","scene":{"ruleset":"sw5e","grid":{"width":2,"height":2,"rows":["..","x."]}}})"));
  EXPECT_EQ(r2["error"]["code"], "bad-value");
  EXPECT_EQ(r2["error"]["path"], "$.scene.grid.rows[1]");
}
}  // namespace FOOTWORK_TEST_FILE
