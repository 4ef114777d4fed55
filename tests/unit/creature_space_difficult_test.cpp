// creatureSpaceIsDifficult under every `hamper` value (issue 39): "The space of another creature,
// whether hostile or not, also counts as difficult terrain" does not depend on how difficult terrain is
// priced, so an ally's square costs what a square of difficult terrain costs under extra-per-foot,
// doubling and extra-square alike, in `move`, `path`, `reachable` and `places`; forced movement ignores
// both ("Ignore Difficult Terrain").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "protocol/request.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using json = nlohmann::ordered_json;
using namespace footwork;

namespace {

json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }

// A corridor: the hero at [0, 0], an ally at [1, 0] (`row` sets the terrain).
json corridor(const json& ruleset, const std::string& row = ".....") {
  return {{"ruleset", ruleset},
          {"grid", {{"width", 5}, {"height", 1}, {"rows", json::array({row})}}},
          {"creatures", json::array({{{"id", "hero"}, {"position", {0, 0}}, {"speeds", {{"walk", 30}}}, {"side", "a"}},
                                     {{"id", "ally"}, {"position", {1, 0}}, {"side", "a"}}})}};
}

// The squares the place at `cell` costs in a reachable or places answer (-1: absent).
int costAt(const json& result, int x, int y) {
  const json& cells = result["cells"];
  for (std::size_t i = 0; i + 1 < cells.size(); i += 2)
    if (cells[i] == x && cells[i + 1] == y) return result["costs"][i / 2].get<int>();
  return -1;
}

struct Case {
  json ruleset;
  int ally;  // squares to enter the ally's square
};

// Each `hamper` value with the knob on, and off: entering the ally's square costs what a square of
// difficult terrain costs (2 squares under each arithmetic), or 1.
const Case kCases[] = {
    {"sw5e", 2},  // extra-per-foot, the built-in
    {{{"base", "sw5e"}, {"hamper", "doubling"}}, 2},
    {{{"base", "sw5e"}, {"hamper", "extra-square"}}, 2},
    {{{"base", "4e"}, {"creatureSpaceIsDifficult", true}}, 2},     // extra-square
    {{{"base", "dnd35"}, {"creatureSpaceIsDifficult", true}}, 2},  // doubling
    {{{"base", "sw5e"}, {"creatureSpaceIsDifficult", false}}, 1},
    {{{"base", "sw5e"}, {"hamper", "doubling"}, {"creatureSpaceIsDifficult", false}}, 1},
    {"4e", 1},
    {"dnd35", 1},
};

TEST(CreatureSpaceDifficult, PricedUnderEveryHamperValueInEveryQuery) {
  for (const Case& c : kCases) {
    const json scene = corridor(c.ruleset);
    const std::string what = c.ruleset.dump();
    const json m = ask({{"query", "move"}, {"scene", scene}, {"creature", "hero"}, {"path", {{1, 0}, {2, 0}}}});
    ASSERT_TRUE(m.contains("result")) << what << m.dump();
    EXPECT_EQ(m["result"]["steps"][0]["cost"]["squares"], c.ally) << what << m.dump();
    EXPECT_EQ(m["result"]["total"]["squares"], c.ally + 1) << what;
    const bool tagged = m["result"]["steps"][0]["reasons"].dump().find("creature-space") != std::string::npos;
    EXPECT_EQ(tagged, c.ally == 2) << what << m.dump();

    const json p = ask({{"query", "path"}, {"scene", scene}, {"creature", "hero"}, {"target", {2, 0}}});
    ASSERT_TRUE(p.contains("result")) << what << p.dump();
    EXPECT_EQ(p["result"]["cost"]["squares"], c.ally + 1) << what << p.dump();

    const json r = ask({{"query", "reachable"}, {"scene", scene}, {"creature", "hero"}, {"band", "move"}});
    ASSERT_TRUE(r.contains("result")) << what << r.dump();
    EXPECT_EQ(costAt(r["result"], 1, 0), c.ally) << what << r.dump();
    EXPECT_EQ(costAt(r["result"], 4, 0), c.ally + 3) << what << r.dump();

    const json pl = ask({{"query", "places"}, {"scene", scene}, {"creature", "hero"}, {"band", "move"}});
    ASSERT_TRUE(pl.contains("result")) << what << pl.dump();
    EXPECT_EQ(costAt(pl["result"], 1, 0), -1) << what;  // may pass, not end
    EXPECT_EQ(costAt(pl["result"], 2, 0), c.ally + 1) << what << pl.dump();
  }
}

// The space counts as difficult terrain, once: a square already difficult is not made more so, under
// doubling as under 5e's "even if multiple things in a space count as difficult terrain".
TEST(CreatureSpaceDifficult, ASquareAlreadyDifficultIsNotDoubledAgain) {
  struct Terrain {
    json ruleset;
    const char* row;
    int ally;
  };
  const Terrain cases[] = {
      {{{"base", "dnd35"}, {"creatureSpaceIsDifficult", true}}, ".1...", 2},
      {{{"base", "dnd35"}, {"creatureSpaceIsDifficult", true}}, ".2...", 4},
      {{{"base", "4e"}, {"creatureSpaceIsDifficult", true}}, ".1...", 2},
      {"sw5e", ".1...", 2},
  };
  for (const Terrain& c : cases) {
    const json m =
        ask({{"query", "move"}, {"scene", corridor(c.ruleset, c.row)}, {"creature", "hero"}, {"path", {{1, 0}}}});
    ASSERT_TRUE(m.contains("result")) << m.dump();
    EXPECT_EQ(m["result"]["total"]["squares"], c.ally) << c.ruleset.dump() << c.row << m.dump();
  }
}

// dnd35's "Each diagonal move into a difficult terrain square counts as 3 squares" holds for the
// space that counts as difficult terrain too.
TEST(CreatureSpaceDifficult, ADiagonalIntoTheSpaceCountsThreeUnderDnd35) {
  const json scene = {
      {"ruleset", {{"base", "dnd35"}, {"creatureSpaceIsDifficult", true}}},
      {"grid", {{"width", 4}, {"height", 4}}},
      {"creatures", json::array({{{"id", "hero"}, {"position", {0, 0}}, {"speeds", {{"walk", 30}}}, {"side", "a"}},
                                 {{"id", "ally"}, {"position", {1, 1}}, {"side", "a"}}})}};
  const json m = ask({{"query", "move"}, {"scene", scene}, {"creature", "hero"}, {"path", {{1, 1}}}});
  ASSERT_TRUE(m.contains("result")) << m.dump();
  EXPECT_EQ(m["result"]["total"]["squares"], 3) << m.dump();
}

// Forced movement is "not hindered by difficult terrain" (4e): a slide through an ally's space counts
// one square a square, the knob on or off.
TEST(CreatureSpaceDifficult, ForcedMovementIgnoresItAsItIgnoresDifficultTerrain) {
  for (const json& ruleset : {json("4e"), json{{"base", "4e"}, {"creatureSpaceIsDifficult", true}}}) {
    json scene = corridor(ruleset);
    scene["creatures"].push_back({{"id", "wizard"}, {"position", {4, 0}}, {"side", "b"}});
    const json f = ask({{"query", "forced"},
                        {"scene", scene},
                        {"kind", "slide"},
                        {"creature", "hero"},
                        {"by", "wizard"},
                        {"path", {{1, 0}, {2, 0}}},
                        {"distance", 2}});
    ASSERT_TRUE(f.contains("result")) << f.dump();
    EXPECT_EQ(f["result"]["legal"], true) << ruleset.dump() << f.dump();
    EXPECT_EQ(f["result"]["moved"]["squares"], 2) << ruleset.dump() << f.dump();
  }
}

}  // namespace
}  // namespace FOOTWORK_TEST_FILE
