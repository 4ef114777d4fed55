// The places query (issue 27) is exact by construction: on hundreds of small random maps (squares
// and the four hex layouts, every ruleset, movers Small to Huge, walls, doors, pits, difficult
// terrain, water, creatures of several sides in several states) every place's answer is what the
// single queries say of that place, asked through the protocol:
//  - the places are the reachable query's places the move may end in, with its costs and bands;
//  - provokers: the opportunity attacks the path query names for its path to that place (within the
//    allowance, with the band whose rules reached it), whose cost is the place's;
//  - with the creature moved there (a copy of the scene): threats are the enemies whose threatened
//    query lists it; flanking the flanking query's `with`; cover both ways the cover query's; sight
//    and effect the sight query's; range and reach the distance query's, from either side.
// A random subset of the parts is asked each time; the parts not asked must be absent.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>
#include <set>

#include "hex_layouts.h"
#include "hex_random.h"
#include "protocol/request.h"
#include "search_random.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using nlohmann::json;

const char* const kParts[] = {"provokers", "threats", "flanking", "cover", "sight", "range"};
const char* const kModes[] = {"walk", "fly", "swim", "climb", "crawl"};

// The answer of one request against a loaded scene; fails the test on an error.
json ask(const Scene& scene, const json& request) {
  const json response = json::parse(handleRequestText(request.dump(), &scene));
  EXPECT_FALSE(response.contains("error")) << request.dump() << "\n→ " << response.dump();
  return response.value("result", json::object());
}

std::set<std::string> idSet(const json& list) {
  std::set<std::string> out;
  for (const json& v : list) out.insert(v.get<std::string>());
  return out;
}

struct Counts {
  int scenes = 0, places = 0, paths = 0, provoked = 0, threatened = 0, flanks = 0, covered = 0, moved = 0;
  int squeezed = 0, flyingSqueezes = 0;  // places the creature stands squeezed in; those no scene can state
};

// The scene with the hero's friend standing beside creature `t` (a neighbouring cell, or a hex),
// so that places exist from which the hero flanks it (random scenes alone rarely hold one).
Scene withFriendBeside(const Scene& scene, int t, std::mt19937& rng) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  Scene out = scene;
  const Cell f = scene.creatures()[static_cast<std::size_t>(t)].position;
  const GridShape shape = scene.grid().shape();
  Creature friendly;
  friendly.id = "friend";
  friendly.side = "party";
  friendly.speeds.walk = 30 * kMilliPerFoot;
  for (int tries = 0; tries < 12; ++tries) {
    friendly.position =
        shape.hex() ? neighbourAt(shape, f, pick(0, kHexDirections - 1)) : Cell{f.x + pick(-1, 1), f.y + pick(-1, 1)};
    if (!out.addCreature(friendly)) break;
  }
  return out;
}

// One random request for the scene's "hero", its places answer, and every place checked.
void checkScene(const Scene& base, std::mt19937& rng, Counts& n, bool everyPart = false, bool befriend = false) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const int hero = base.indexOf("hero");
  if (hero < 0) return;
  // Mostly an enemy as the target, the one flanking and cover are about; with `befriend` the hero's
  // friend stands beside it.
  int t = -1;
  if (base.creatures().size() > 1 && pick(0, 4) > 0) {
    for (int tries = 0; tries < 4 && (t < 0 || t == hero || base.creatures()[t].side == "party"); ++tries)
      t = pick(0, static_cast<int>(base.creatures().size()) - 1);
    if (t == hero) t = hero == 0 ? 1 : 0;
  }
  const Scene scene = befriend && t >= 0 ? withFriendBeside(base, t, rng) : base;
  const auto& bands = scene.ruleset().bands;
  const double cellFeet = static_cast<double>(scene.grid().cellSize()) / kMilliPerFoot;
  json search = {{"creature", "hero"}};
  if (pick(0, 2) > 0)
    search["band"] = bands[static_cast<std::size_t>(pick(0, static_cast<int>(bands.size()) - 1))].name;
  if (pick(0, 5) == 0) search["mode"] = kModes[pick(0, 4)];
  if (pick(0, 3) == 0) search["spent"] = pick(1, 2) * cellFeet;
  search["diagonals"] = pick(0, 3);
  if (pick(0, 5) == 0) search["stopping"] = false;

  json places = search;
  places["query"] = "places";
  std::string target;
  if (t >= 0) {
    target = scene.creatures()[static_cast<std::size_t>(t)].id;
    places["target"] = target;
  }
  std::set<std::string> asked;
  if (!everyPart && pick(0, 2) == 0) {
    places["parts"] = json::array();
    for (const char* p : kParts)
      if ((!target.empty() || std::string(p) == "provokers" || std::string(p) == "threats") && pick(0, 1)) {
        places["parts"].push_back(p);
        asked.insert(p);
      }
  } else {
    for (const char* p : kParts)
      if (!target.empty() || std::string(p) == "provokers" || std::string(p) == "threats") asked.insert(p);
  }
  const json got = ask(scene, places);
  if (got.empty()) return;
  ++n.scenes;
  const std::string where = scene.ruleset().id + " " + places.dump();

  // Rules the ruleset lacks are said once, and their arrays are absent.
  const bool flankRule = scene.ruleset().position.flank != FlankRule::None;
  const bool coverRule = scene.ruleset().position.cornerLineCover;
  EXPECT_EQ(got.contains("notInRuleset") && got["notInRuleset"].contains("flanking"),
            asked.count("flanking") && !flankRule)
      << where;
  EXPECT_EQ(got.contains("notInRuleset") && got["notInRuleset"].contains("cover"), asked.count("cover") && !coverRule)
      << where;
  if (!flankRule) asked.erase("flanking");
  if (!coverRule) asked.erase("cover");
  for (const char* p : kParts) EXPECT_EQ(got.contains(p), asked.count(p) > 0) << p << " in " << where;

  // The places are the reachable query's, those the move may end in.
  json reach = search;
  reach["query"] = "reachable";
  const json r = ask(scene, reach);
  std::vector<int> kept;
  for (std::size_t i = 0; i < r["canEnd"].size(); ++i)
    if (r["canEnd"][i] == 1) kept.push_back(static_cast<int>(i));
  ASSERT_EQ(got["count"], kept.size()) << where;
  for (std::size_t k = 0; k < kept.size(); ++k) {
    const std::size_t i = static_cast<std::size_t>(kept[k]);
    ASSERT_EQ(got["cells"][2 * k], r["cells"][2 * i]) << where;
    ASSERT_EQ(got["cells"][2 * k + 1], r["cells"][2 * i + 1]) << where;
    ASSERT_EQ(got["costs"][k], r["costs"][i]) << where;
    ASSERT_EQ(got["band"][k], r["band"][i]) << where;
  }

  for (std::size_t k = 0; k < kept.size(); ++k) {
    const json cell = {got["cells"][2 * k], got["cells"][2 * k + 1]};
    const std::string at = where + " at " + cell.dump();
    ++n.places;
    if (got.contains("provokers")) {
      // The path query's path to the place, under the band whose rules reached it.
      json path = search;
      path["query"] = "path";
      path["target"] = cell;
      path["withinAllowance"] = true;  // every step legal (places.h)
      path["band"] = search.contains("band") ? search["band"] : got["bands"][got["via"][k].get<std::size_t>()];
      const json p = ask(scene, path);
      ++n.paths;
      EXPECT_EQ(p["status"], "complete") << at;
      EXPECT_EQ(p["cost"]["squares"], got["costs"][k]) << at;
      EXPECT_EQ(idSet(p["opportunityAttacks"]), idSet(got["provokers"][k])) << at << "\npath " << p.dump();
      if (!got["provokers"][k].empty()) ++n.provoked;
    }
    const bool positional = got.contains("threats") || got.contains("flanking") || got.contains("cover") ||
                            got.contains("sight") || got.contains("range");
    if (!positional) continue;
    // The single queries with the creature standing there: squeezed where the move ends squeezed (the
    // space query's `squeezed` in the search's mode), which a scene states with the condition
    // `squeezing` (docs/protocol.md, "Creatures").
    json spaceAt = {{"query", "space"}, {"creature", "hero"}, {"at", cell}};
    if (search.contains("mode")) spaceAt["mode"] = search["mode"];
    const json squeezed = ask(scene, spaceAt).value("squeezed", json());
    Scene moved = scene;
    Creature hero = *moved.find("hero");
    hero.position = {cell[0].get<int>(), cell[1].get<int>()};
    hero.conditions = squeezed.is_null() ? hero.conditions & ~kSqueezing : hero.conditions | kSqueezing;
    if (moved.replaceCreature(hero)) continue;  // a place no scene may hold
    // A scene's creature squeezes as a walker does: a flyer squeezed beside a pit is no scene's.
    if (ask(moved, {{"query", "space"}, {"creature", "hero"}}).value("squeezed", json()) != squeezed) {
      ++n.flyingSqueezes;
      continue;
    }
    ++n.moved;
    if (!squeezed.is_null()) ++n.squeezed;
    if (got.contains("threats")) {
      std::set<std::string> threats;
      for (const Creature& c : moved.creatures()) {
        if (c.id == "hero") continue;
        const json t = ask(moved, {{"query", "threatened"}, {"creature", c.id}});
        if (idSet(t["enemies"]).count("hero")) threats.insert(c.id);
      }
      EXPECT_EQ(threats, idSet(got["threats"][k])) << at;
      if (!threats.empty()) ++n.threatened;
    }
    if (got.contains("flanking")) {
      const json f = ask(moved, {{"query", "flanking"}, {"creature", "hero"}, {"enemy", target}});
      EXPECT_EQ(idSet(f["with"]), idSet(got["flanking"][k])) << at;
      if (!f["with"].empty()) ++n.flanks;
    }
    if (got.contains("cover")) {
      const json theirs = ask(moved, {{"query", "cover"}, {"attacker", "hero"}, {"target", target}});
      const json ours = ask(moved, {{"query", "cover"}, {"attacker", target}, {"target", "hero"}});
      EXPECT_EQ(theirs["cover"], got["cover"][k]) << at;
      EXPECT_EQ(ours["cover"], got["coverFromTarget"][k]) << at;
      if (theirs["cover"] != "none") ++n.covered;
    }
    if (got.contains("sight")) {
      for (const char* kind : {"sight", "effect"}) {
        const json s = ask(moved, {{"query", "sight"}, {"from", "hero"}, {"to", target}, {"kind", kind}});
        EXPECT_EQ(s["clear"].get<bool>() ? 1 : 0, got[kind][k]) << kind << " " << at;
      }
    }
    if (got.contains("range")) {
      const json d = ask(moved, {{"query", "distance"}, {"from", "hero"}, {"to", target}});
      const json back = ask(moved, {{"query", "distance"}, {"from", target}, {"to", "hero"}});
      EXPECT_EQ(d["distance"]["squares"], got["range"][k]) << at;
      EXPECT_EQ(d["inReach"].get<bool>() ? 1 : 0, got["inReach"][k]) << at;
      EXPECT_EQ(back["inReach"].get<bool>() ? 1 : 0, got["targetReaches"][k]) << at;
    }
  }
}

TEST(PlacesProperty, EveryPlaceAnswersAsTheSingleQueriesOnSquares) {
  Counts n;
  for (int seed = 1; seed <= 600; ++seed) {
    std::mt19937 rng(static_cast<unsigned>(seed) * 7919u);
    testing::RandomSceneOptions o;
    o.maxOthers = 6;
    o.multiCellMover = seed % 2 == 0;  // Small to Huge, several cells on 1.25-ft and 2.5-ft cells
    const Scene scene = testing::randomScene(rng, o);
    checkScene(scene, rng, n, false, seed % 3 != 0);
    if (::testing::Test::HasFailure()) {
      ADD_FAILURE() << "seed " << seed;
      return;
    }
  }
  std::printf("places on squares: %d squeezed in, %d a flyer's squeezes no scene states\n", n.squeezed,
              n.flyingSqueezes);
  std::printf("places on squares: %d scenes, %d places (%d provoked, %d threatened, %d flanking, %d covered)\n",
              n.scenes, n.places, n.provoked, n.threatened, n.flanks, n.covered);
  // The scenes must exercise each part, or the equalities above prove nothing.
  EXPECT_GT(n.provoked, 100);
  EXPECT_GT(n.threatened, 100);
  EXPECT_GT(n.squeezed, 100);  // places stood in squeezed, each checked against a scene stating it
  EXPECT_GT(n.flanks, 10);
  EXPECT_GT(n.covered, 10);
}

TEST(PlacesProperty, EveryPlaceAnswersAsTheSingleQueriesOnHexes) {
  Counts n;
  const auto& rulesets = builtinRulesets();
  for (int seed = 1; seed <= 360; ++seed) {
    std::mt19937 rng(static_cast<unsigned>(seed) * 104729u);
    const Ruleset& rules = rulesets[static_cast<std::size_t>(seed) % rulesets.size()];
    const GridShape shape = kLayouts[(seed / 5) % 4];
    testing::HexSceneOptions o;
    o.maxOthers = 6;
    o.heroAcross = 1 + seed % 3;  // one hex, Large (2 across), Huge (3 across)
    const Scene scene = testing::randomHexScene(rng, rules, shape, o);
    checkScene(scene, rng, n, false, seed % 3 != 0);
    if (::testing::Test::HasFailure()) {
      ADD_FAILURE() << "seed " << seed << " " << layoutName(shape);
      return;
    }
  }
  std::printf("places on hexes: %d squeezed in, %d a flyer's squeezes no scene states\n", n.squeezed, n.flyingSqueezes);
  std::printf("places on hexes: %d scenes, %d places (%d provoked, %d threatened, %d flanking, %d covered)\n", n.scenes,
              n.places, n.provoked, n.threatened, n.flanks, n.covered);
  EXPECT_GT(n.provoked, 50);
  EXPECT_GT(n.threatened, 50);
  EXPECT_GT(n.squeezed, 100);
  EXPECT_GT(n.flanks, 5);
}

// A map of 65,536 cells or more, where the path query takes the landmark bound: the places' paths
// are still the path query's (places.h runs them on its whole-map space with its tables).
TEST(PlacesProperty, ProvokersFollowThePathQueryWithLandmarks) {
  std::mt19937 rng(27);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  Grid grid(260, 260, 5 * kMilliPerFoot);
  for (int y = 110; y < 150; ++y)
    for (int x = 110; x < 150; ++x) {
      CellTerrain t;
      const int r = pick(0, 99);
      if (r < 10) t.ground = Ground::Solid;
      else if (r < 30) t.difficult = 1;
      grid.setTerrain({x, y}, t);
    }
  Scene scene(builtinRulesets().front(), std::move(grid));
  Creature hero;
  hero.id = "hero";
  hero.side = "party";
  hero.position = {130, 130};
  hero.speeds.walk = 20 * kMilliPerFoot;
  ASSERT_FALSE(scene.addCreature(hero));
  for (int i = 0; i < 8; ++i) {
    Creature c;
    c.id = "foe" + std::to_string(i);
    c.side = "foe";
    c.speeds.walk = 30 * kMilliPerFoot;
    c.position = {pick(124, 136), pick(124, 136)};
    if (scene.addCreature(c)) continue;
  }
  Counts n;
  checkScene(scene, rng, n, true);
  std::printf("places with landmarks: %d places, %d provoked\n", n.places, n.provoked);
  EXPECT_GT(n.provoked, 5);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
