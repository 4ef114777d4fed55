// Scenes written back by the streaming writer (cpp/protocol/scene/scene_writer.h): maps with many distinct
// terrains get legend keys that need escaping in JSON (quote, backslash, control characters, NUL)
// and, past 128 kinds, "cells" entries. The answer must print exactly as nlohmann::json prints the
// same document (the form the golden answers were pinned in) and must read back to the same scene.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "protocol/request.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

namespace {

using njson = nlohmann::ordered_json;

// `kinds` distinct terrains, one per cell of a 20-wide map, in a fixed order.
njson sceneWithTerrains(int kinds) {
  const char* grounds[] = {"open", "pit"};
  const char* waters[] = {"none", "calm", "rough"};
  const char* climbs[] = {"none", "climbable", "slippery"};
  njson cells = njson::array();
  const int w = 20, h = kinds / w + 3;  // the last two rows stay open for the creature
  int made = 0;
  for (int opaque = 0; opaque < 2 && made < kinds; ++opaque)
    for (int g = 0; g < 2 && made < kinds; ++g)
      for (int water = 0; water < 3 && made < kinds; ++water)
        for (int climb = 0; climb < 3 && made < kinds; ++climb)
          for (int difficult = 0; difficult < 10 && made < kinds; ++difficult, ++made) {
            njson t{{"cell", {made % w, made / w}}, {"ground", grounds[g]},   {"difficult", difficult},
                    {"water", waters[water]},       {"climb", climbs[climb]}, {"opaque", opaque == 1}};
            cells.push_back(t);
          }
  return {{"ruleset", "dnd35"},
          {"grid",
           {{"width", w},
            {"height", h},
            {"cellFeet", 2.5},
            {"cells", cells},
            {"walls", {{{"from", {0, 0}}, {"to", {0, 2}}, {"kind", "door-closed"}}}}}},
          {"creatures",
           {{{"id", "q\"\\\u00e9"}, {"position", {0, h - 2}}, {"speeds", {{"walk", 32.5}}}, {"side", "a\nb"}}}}};
}

std::string sceneAnswer(const njson& scene) {
  return footwork::handleRequestText(njson{{"version", 1}, {"query", "scene"}, {"scene", scene}}.dump());
}

}  // namespace

TEST(SceneWriter, ManyTerrainsPrintAsNlohmannAndRoundTrip) {
  for (int kinds : {10, 62, 75, 100, 128, 129, 180}) {
    SCOPED_TRACE("kinds " + std::to_string(kinds));
    const std::string answer = sceneAnswer(sceneWithTerrains(kinds));
    const njson parsed = njson::parse(answer);
    ASSERT_TRUE(parsed.contains("result")) << answer;
    EXPECT_EQ(parsed.dump(-1, ' ', false, njson::error_handler_t::replace), answer);
    const njson& written = parsed["result"]["scene"];
    EXPECT_EQ(sceneAnswer(written), answer);  // the written scene reads back to the same scene
    EXPECT_EQ(written["creatures"][0]["id"], "q\"\\\u00e9");
    EXPECT_EQ(written["creatures"][0]["speeds"]["walk"], 32.5);
    const njson& grid = written["grid"];
    EXPECT_EQ(grid["cellFeet"], 2.5);
    if (kinds >= 100) {
      // Past the letters and printable signs the legend uses '"', '\' and control characters.
      EXPECT_TRUE(grid["legend"].contains("\"")) << grid["legend"].dump();
      EXPECT_TRUE(grid["legend"].contains("\\"));
      EXPECT_TRUE(grid["legend"].contains("\x01"));
    }
    EXPECT_EQ(grid.contains("cells"), kinds > 128) << grid.dump();
  }
}
}  // namespace FOOTWORK_TEST_FILE
