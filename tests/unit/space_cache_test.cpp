// The loaded scene's kept search space (core/search/space_cache.h): a path query asked again with
// the same search answers exactly as a freshly loaded scene does, whatever changed in between
// (creatures added, moved, replaced or removed; terrain painted; walls, edges and planes set), and
// the space is really kept while nothing changes (the hits counted).
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "common/property_runs.h"
#include "core/search/search.h"
#include "core/search/space_cache.h"
#include "protocol/scene/loaded_scene.h"
#include "protocol/scene/scene_writer.h"
#include "search_random.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using testing::randomScene;
using testing::RandomSceneOptions;

std::string fresh(const LoadedScene& s, const std::string& request) {
  LoadedScene f;
  EXPECT_TRUE(f.load(s.sceneJson()).ok);
  return f.query(request);
}

std::string cellJson(Cell c) { return "[" + std::to_string(c.x) + ", " + std::to_string(c.y) + "]"; }

TEST(SpaceCache, KeptSpacesAnswerAsAFreshSceneThroughEveryChange) {
  std::mt19937 rng(25);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  long long hits = 0, compared = 0;
  for (int n = 0; n < footwork::testing::propertyRuns(150); ++n) {
    RandomSceneOptions o;
    o.minSide = 4;
    o.maxSide = 14;
    const Scene scene = randomScene(rng, o);
    LoadedScene s;
    ASSERT_TRUE(s.load(sceneText(scene)).ok) << n;
    const int w = scene.grid().width(), h = scene.grid().height();
    const std::string mover = scene.creatures()[0].id;
    // One hover's requests: the same search, a new target each time; sometimes another search.
    std::string search = "";
    for (int step = 0; step < 40; ++step) {
      const int what = pick(0, 99);
      if (what < 8) search = "";
      else if (what < 12) search = R"(, "spent": )" + std::to_string(5 * pick(0, 4));
      else if (what < 14) search = R"(, "withinAllowance": true)";
      else if (what < 16) search = R"(, "fewestAttacks": true)";
      else if (what < 18) search = R"(, "move": true, "band": "dash")";
      else if (what < 30) {
        // A change to the scene; a refused one (an occupied cell, a filled square …) changes nothing.
        const Cell c{pick(0, w - 1), pick(0, h - 1)};
        const auto& all = s.scene()->creatures();
        const std::string other = all[static_cast<std::size_t>(pick(0, static_cast<int>(all.size()) - 1))].id;
        TerrainFields t;
        switch (pick(0, 6)) {
          case 0: (void)s.moveCreature(other, c.x, c.y); break;
          case 1:
            t.difficult = 1;
            (void)s.paint({c.x, c.y}, t);
            break;
          case 2: (void)s.setWall(c.x, c.y, c.x, std::min(h, c.y + 2), "wall"); break;
          case 3: (void)s.setEdge(c.x, c.y, c.x + 1, c.y, "door-closed"); break;
          case 4:
            (void)s.addCreature(R"({"id": "new)" + std::to_string(step) + R"(", "position": )" + cellJson(c) +
                                R"(, "speeds": {"walk": 30}, "side": "monsters", "reach": 10})");
            break;
          case 5:
            if (other != mover) (void)s.removeCreature(other);
            break;
          default: {
            std::vector<std::uint8_t> planes;
            s.terrainPlanes(planes);
            (void)s.setTerrainPlanes(planes);
          }
        }
        continue;
      }
      // A surface's budget moves between hovers (web/shim/budget.js): the same search, kept, with
      // another maxNodes, sometimes small enough to stop the search.
      const std::string budget = pick(0, 2) == 0 ? R"(, "maxNodes": )" + std::to_string(pick(1, 400)) : "";
      const std::string request = R"({"query": "path", "creature": ")" + mover + R"(", "target": )" +
                                  cellJson({pick(0, w - 1), pick(0, h - 1)}) + search + budget + "}";
      ASSERT_EQ(s.query(request), fresh(s, request)) << "scene " << n << ", step " << step << ": " << request;
      ++compared;
    }
    hits += s.spaceCache().hits();
  }
  // Most requests repeat the last search: the space was kept for them.
  EXPECT_GT(compared, footwork::testing::propertyRuns(3000));
  EXPECT_GT(hits, compared / 2);
}

// A kept space's slow steps (SearchSpace::keepSlowSteps): each (position, direction, parity) judged
// once through priceStep, the allowance applied to what was spent at each ask. Asked in a random
// order with random amounts spent, again and again, every judgement equals a fresh space's, field
// by field (an illegal step's too), and both spaces count the same slow work (the budget).
TEST(SpaceCache, KeptSlowStepsJudgeAsAFreshSpaceForAnyAmountSpent) {
  std::mt19937 rng(41);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  long long asked = 0, beyondAllowance = 0;
  for (int n = 0; n < footwork::testing::propertyRuns(300); ++n) {
    RandomSceneOptions o;
    o.minSide = 3;
    o.maxSide = 8;
    o.multiCellMover = pick(0, 3) == 0;
    const Scene scene = randomScene(rng, o);
    const int mover = scene.indexOf("hero");
    if (mover < 0) continue;
    const auto& bands = scene.ruleset().bands;
    SearchRequest req;
    req.mover = mover;
    req.from = scene.creatures()[static_cast<std::size_t>(mover)].position;
    req.band = &bands[static_cast<std::size_t>(pick(0, static_cast<int>(bands.size()) - 1))];
    if (req.band->ignoresCost) req.band = &bands.front();
    req.limitByAllowance = pick(0, 4) != 0;
    const SearchSpace fresh(scene, req, -1);
    SearchSpace kept(scene, req, -1);
    kept.keepSlowSteps();
    long long extra = 0;
    for (int k = 0; k < 6 * fresh.positionCount(); ++k) {
      const int pos = pick(0, fresh.positionCount() - 1), dir = pick(0, 7), parity = pick(0, fresh.parities() - 1);
      const int before = pick(0, 14);
      const StepJudgement a = fresh.slowStep(pos, dir, parity, before);
      const StepJudgement b = kept.slowStep(pos, dir, parity, before);
      const std::string where = "scene " + std::to_string(n) + " position " + std::to_string(pos) + " dir " +
                                std::to_string(dir) + " parity " + std::to_string(parity) + " spent " +
                                std::to_string(before);
      ASSERT_EQ(a.legal, b.legal) << where;
      ASSERT_EQ(a.squares, b.squares) << where;
      ASSERT_EQ(a.mode, b.mode) << where;
      ASSERT_EQ(a.diagonal, b.diagonal) << where;
      ASSERT_EQ(a.provokes, b.provokes) << where;
      ASSERT_EQ(a.provokers, b.provokers) << where;
      ++asked;
      if (!a.legal && a.squares > 0) {  // (the fresh space's work for this look is left out below)
        const long long w0 = fresh.slowWork();
        if (fresh.slowStep(pos, dir, parity, 0).legal) ++beyondAllowance;
        extra += fresh.slowWork() - w0;
      }
    }
    ASSERT_EQ(fresh.slowWork() - extra, kept.slowWork()) << "scene " << n;
  }
  // The allowance decided some of them: a step legal with nothing spent and not with more.
  EXPECT_GT(beyondAllowance, asked / 100);
}

TEST(SpaceCache, ServesOnlyItsOwnSceneAndDropsTheSpaceOnAnyChange) {
  LoadedScene s;
  ASSERT_TRUE(s.load(R"({"ruleset": "sw5e", "grid": {"width": 12, "height": 8}, "creatures": [
    {"id": "hero", "position": [0, 0], "speeds": {"walk": 30}, "side": "party"},
    {"id": "orc", "position": [6, 0], "speeds": {"walk": 30}, "side": "monsters"}]})")
                  .ok);
  const std::string toEnd = R"({"query": "path", "creature": "hero", "target": [11, 0]})";
  const std::string first = s.query(toEnd);
  EXPECT_EQ(s.spaceCache().misses(), 1);
  s.query(R"({"query": "path", "creature": "hero", "target": [5, 5]})");
  EXPECT_EQ(s.spaceCache().hits(), 1);
  // Another budget is the same search: the space is kept (its search stops by the request's own).
  const std::string stopped = s.query(R"({"query": "path", "creature": "hero", "target": [11, 0], "maxNodes": 3})");
  EXPECT_EQ(s.spaceCache().hits(), 2);
  EXPECT_NE(stopped.find(R"("status":"budget")"), std::string::npos) << stopped;
  EXPECT_EQ(stopped, fresh(s, R"({"query": "path", "creature": "hero", "target": [11, 0], "maxNodes": 3})"));
  // A request with its own scene never touches the loaded scene's space.
  s.query(R"({"query": "path", "creature": "hero", "target": [2, 2], "scene": {"ruleset": "sw5e",
    "grid": {"width": 4, "height": 4}, "creatures": [{"id": "hero", "position": [0, 0], "speeds": {"walk": 30}}]}})");
  EXPECT_EQ(s.spaceCache().hits() + s.spaceCache().misses(), 3);
  // Another start is another search.
  s.query(R"({"query": "path", "creature": "hero", "from": [0, 1], "target": [11, 0]})");
  EXPECT_EQ(s.spaceCache().misses(), 2);
  EXPECT_EQ(s.query(toEnd), first);
  EXPECT_EQ(s.spaceCache().misses(), 3);
  // The orc steps aside: the path no longer goes around it, as a fresh scene says.
  ASSERT_TRUE(s.moveCreature("orc", 6, 7).ok);
  const std::string moved = s.query(toEnd);
  EXPECT_EQ(s.spaceCache().misses(), 4);
  EXPECT_EQ(moved, fresh(s, toEnd));
  EXPECT_NE(moved, first);

  // The core's face: another scene, or a band that is not the scene's, is never kept.
  SearchSpaceCache cache;
  cache.attach(s.scene());
  const Scene other = *s.scene();
  SearchRequest req;
  req.mover = 0;
  req.band = &s.scene()->ruleset().bands.front();
  EXPECT_EQ(cache.spaceFor(other, req, -1), nullptr);
  const Band foreign = s.scene()->ruleset().bands.front();
  SearchRequest odd = req;
  odd.band = &foreign;
  EXPECT_EQ(cache.spaceFor(*s.scene(), odd, -1), nullptr);
  const SearchSpace* kept = cache.spaceFor(*s.scene(), req, -1);
  ASSERT_NE(kept, nullptr);
  EXPECT_EQ(cache.spaceFor(*s.scene(), req, -1), kept);
  EXPECT_EQ(cache.hits(), 1);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
