// Landmarks (core/search/landmarks.h) for the best-path search (issue 4):
//  - on thousands of random scenes (every ruleset, walls, doors, creatures, water, pits, prone and
//    climbing movers) the search with landmarks forced on finds paths of exactly the cost plain A*
//    finds, and the move query replays them at that cost;
//  - the bound never exceeds the true cost from any state (exact costs by plain searches);
//  - a warm cache and a cold one give identical answers, and a changed scene never reuses tables;
//  - the loaded scene drops its tables on terrain edits and keeps them across queries.
#include <gtest/gtest.h>

#include <climits>
#include <map>
#include <random>

#include "common/property_runs.h"
#include "core/search/landmarks.h"
#include "core/search/path.h"
#include "protocol/scene/loaded_scene.h"
#include "search_random.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using testing::randomScene;
using testing::RandomSceneOptions;

// As in search_property_test.cpp: a random band, mode, spent movement, diagonals so far.
SearchRequest randomRequest(std::mt19937& rng, const Scene& scene) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  SearchRequest r;
  r.mover = scene.indexOf("hero");
  r.from = scene.creatures()[r.mover].position;
  const auto& bands = scene.ruleset().bands;
  r.band = pick(0, 2) > 0 ? &bands[pick(0, static_cast<int>(bands.size()) - 1)] : &bands.front();
  if (pick(0, 3) == 0) {
    r.hasMode = true;
    const Mode modes[] = {Mode::Walk, Mode::Fly, Mode::Swim, Mode::Climb, Mode::Crawl};
    r.mode = modes[pick(0, 4)];
  }
  if (pick(0, 3) == 0) r.spent = static_cast<Milli>(pick(1, 2)) * scene.grid().cellSize();
  r.diagonals = pick(0, 3);
  r.stopping = pick(0, 5) > 0;
  return r;
}

PathRequest forced(PathRequest r, bool landmarks) {
  r.landmarkMinPositions = landmarks ? 0 : INT_MAX;
  return r;
}

Milli replayedCost(const Scene& scene, const PathRequest& req, const std::vector<Cell>& path) {
  MoveRequest m;
  m.mover = req.search.mover;
  m.from = req.search.from;
  m.hasMode = req.search.hasMode;
  m.mode = req.search.mode;
  m.band = req.search.band;
  m.spent = req.search.spent;
  m.diagonals = req.search.diagonals;
  m.stopping = req.search.stopping;
  for (Cell c : path) m.path.push_back(PathItem{PathItem::Kind::Step, c, false, Mode::Walk});
  const auto r = evaluateMove(scene, m);
  if (!r) return -1;
  Milli sum = 0;
  for (const StepRecord& s : r->steps) {
    if (s.cost.block != StepBlock::None) return -1;
    sum += s.costMilli;
  }
  return sum;
}

TEST(Landmarks, ForcedOnTheyFindPathsOfExactlyThePlainCost) {
  int used = 0, complete = 0, partial = 0;
  for (int seed = 0; seed < 3000; ++seed) {
    std::mt19937 rng(50'000 + seed);
    RandomSceneOptions opt;
    opt.maxSide = seed % 10 == 0 ? 40 : 16;  // one in ten bigger, for longer routes
    opt.maxOthers = seed % 10 == 0 ? 12 : 5;
    const Scene scene = randomScene(rng, opt);
    if (scene.indexOf("hero") < 0) continue;
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    PathRequest req;
    req.search = randomRequest(rng, scene);
    if (req.search.band->ignoresCost) continue;
    req.search.limitByAllowance = pick(0, 1) == 0;
    const Creature& mover = scene.creatures()[req.search.mover];
    const int mx = scene.grid().width() - mover.spaceW, my = scene.grid().height() - mover.spaceH;
    req.target = {pick(0, mx), pick(0, my)};
    if (pick(0, 4) == 0) req.waypoints.push_back({pick(0, mx), pick(0, my)});
    if (pick(0, 6) == 0) req.waypoints.push_back({pick(0, mx), pick(0, my)});
    const auto plain = findPath(scene, forced(req, false));
    const auto alt = findPath(scene, forced(req, true));
    ASSERT_TRUE(plain.ok() && alt.ok());
    const std::string at = "seed " + std::to_string(seed);
    ASSERT_EQ(plain->landmarks, 0) << at;
    if (alt->landmarks > 0) ++used;
    ASSERT_EQ(alt->status, plain->status) << at;
    ASSERT_EQ(alt->reason, plain->reason) << at;
    ASSERT_EQ(alt->squares, plain->squares) << at;
    ASSERT_EQ(alt->waypointsReached, plain->waypointsReached) << at;
    const SearchSpace space(scene, req.search, -1);
    if (alt->status == SearchStatus::Complete) {
      ++complete;
      ASSERT_EQ(alt->end, plain->end) << at;
    } else {
      // The closest place found to the goal not reached: equally close (ties may pick another cell).
      ++partial;
      const std::size_t k = static_cast<std::size_t>(alt->waypointsReached);
      const Cell goal = k < req.waypoints.size() ? req.waypoints[k] : req.target;
      ASSERT_EQ(space.lowerBound(alt->end, goal, 0), space.lowerBound(plain->end, goal, 0)) << at;
    }
    ASSERT_EQ(replayedCost(scene, req, alt->path), alt->squares * scene.grid().cellSize()) << at;
  }
  EXPECT_GT(used, 1200);
  EXPECT_GT(complete, 600);
  EXPECT_GT(partial, 300);
  std::printf("landmarks: %d searches used them (%d complete, %d partial in all)\n", used, complete, partial);
}

// The bound at every state of random scenes against the exact cost from that state (plain A*,
// which is exact: the property and brute-force tests of search_property_test.cpp).
TEST(Landmarks, TheBoundNeverExceedsTheTrueCost) {
  long long checked = 0, positive = 0;
  for (int seed = 0; seed < footwork::testing::propertyRuns(500); ++seed) {
    std::mt19937 rng(60'000 + seed);
    RandomSceneOptions opt;
    opt.maxSide = 10;
    const Scene scene = randomScene(rng, opt);
    if (scene.indexOf("hero") < 0) continue;
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    PathRequest req;
    req.search = randomRequest(rng, scene);
    if (req.search.band->ignoresCost) continue;
    req.search.limitByAllowance = false;
    const SearchSpace space(scene, req.search, -1);
    if (!space.oneCellKernel()) continue;
    const Creature& mover = scene.creatures()[req.search.mover];
    const Mode standing = mover.has(kProne) ? Mode::Crawl : req.search.hasMode ? req.search.mode : Mode::Walk;
    req.target = {pick(0, scene.grid().width() - 1), pick(0, scene.grid().height() - 1)};
    LandmarkTables tables(space);
    // Several sources, so that different landmarks get picked.
    for (int round = 0; round < 6; ++round) {
      const Cell source{pick(0, scene.grid().width() - 1), pick(0, scene.grid().height() - 1)};
      const LandmarkHeuristic h(tables, space, source, req.target);
      for (int pos = 0; pos < space.positionCount(); ++pos) {
        const Cell x = space.cellOf(pos);
        // A start no step may enter (a pit under a walker) is only ever the first state popped:
        // its own bound is never compared with anything.
        if (positionBlock(scene, mover, x, standing) != StepBlock::None) continue;
        for (int parity = 0; parity < space.parities(); ++parity) {
          PathRequest exact = forced(req, false);
          exact.search.from = x;
          exact.search.diagonals = parity;
          const auto r = findPath(scene, exact);
          ASSERT_TRUE(r.ok());
          if (r->status != SearchStatus::Complete) continue;
          ++checked;
          if (h(x, parity) > 0) ++positive;
          ASSERT_LE(h(x, parity), r->squares) << "seed " << seed << " at [" << x.x << "," << x.y << "] parity "
                                              << parity << " target [" << req.target.x << "," << req.target.y << "]";
        }
      }
    }
  }
  EXPECT_GT(checked, footwork::testing::propertyRuns(50'000));
  EXPECT_GT(positive, checked / 2);
}

// The tables' Dijkstra (tuned) against a plain one over edge(), the relaxed graph's definition.
TEST(Landmarks, TablesHoldTheRelaxedDistancesToEachLandmark) {
  long long compared = 0;
  for (int seed = 0; seed < 400; ++seed) {
    std::mt19937 rng(70'000 + seed);
    RandomSceneOptions opt;
    opt.maxSide = 14;
    const Scene scene = randomScene(rng, opt);
    if (scene.indexOf("hero") < 0) continue;
    SearchRequest req = randomRequest(rng, scene);
    if (req.band->ignoresCost) continue;
    const SearchSpace space(scene, req, -1);
    if (!space.oneCellKernel()) continue;
    LandmarkTables tables(space);
    std::vector<int> cells;  // code indices of the window's positions
    for (int pos = 0; pos < space.positionCount(); ++pos) cells.push_back(tables.codeIndex(space.cellOf(pos)));
    for (int i = 0; i < kLandmarkCandidates; ++i) {
      Cell l;
      if (!tables.landmark(i, l)) continue;
      // Bellman-Ford over edge(): relax every step until nothing changes.
      std::map<int, std::int64_t> ref;
      ref[tables.codeIndex(l)] = 0;
      for (bool changed = true; changed;) {
        changed = false;
        for (int c : cells)
          for (int dir = 0; dir < 8; ++dir) {
            const int w = tables.edge(c, dir);
            if (w < 0) continue;
            const int n = c + kStepDx[dir] + kStepDy[dir] * tables.codeWidth();
            auto it = ref.find(n);
            if (it == ref.end()) continue;
            auto self = ref.find(c);
            if (self == ref.end() || it->second + w < self->second) {
              ref[c] = it->second + w;
              changed = true;
            }
          }
      }
      const std::vector<std::int32_t>& d = tables.distances(i);
      for (int c : cells) {
        auto it = ref.find(c);
        const std::int64_t want = it == ref.end() ? LandmarkTables::kUnreached : it->second;
        ASSERT_EQ(d[static_cast<std::size_t>(c)], want) << "seed " << seed << " landmark " << i << " cell " << c;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 100'000);
}

// A walker starting in a pit leaves it through priceStep: no landmarks then (the relaxed graph
// has no step into the pit, so its bound there says nothing about the steps out). A pit with a wall
// on a side is "complex": relaxed steps enter it at the floor price, and landmarks are used.
TEST(Landmarks, AStartNoStepEntersDoesWithoutThem) {
  for (bool walled : {false, true}) {
    Grid grid(30, 5, 5 * kMilliPerFoot);
    for (int y = 0; y < 5; ++y)
      for (int x = 0; x < 30; ++x) {
        CellTerrain t;
        if (y != 2) t.ground = Ground::Solid;
        else if (x == 10) t.ground = Ground::Pit;
        else if (x % 3 == 0) t.difficult = 1;
        grid.setTerrain({x, y}, t);
      }
    if (walled) grid.setHorizontalEdge(10, 2, Edge::Wall);
    Scene scene(*findRuleset("sw5e"), std::move(grid));
    Creature hero;
    hero.id = "hero";
    hero.position = {0, 2};
    hero.speeds.walk = 30 * kMilliPerFoot;
    ASSERT_FALSE(scene.addCreature(hero));
    for (Cell target : {Cell{29, 2}, Cell{0, 2}}) {
      PathRequest req;
      req.search.mover = 0;
      req.search.from = {10, 2};
      req.search.band = &scene.ruleset().bands.front();
      req.search.limitByAllowance = false;
      req.target = target;
      const auto plain = findPath(scene, forced(req, false));
      const auto alt = findPath(scene, forced(req, true));
      ASSERT_TRUE(plain.ok() && alt.ok());
      EXPECT_EQ(alt->status, plain->status);
      EXPECT_EQ(alt->squares, plain->squares);
      EXPECT_EQ(alt->path, plain->path);
      EXPECT_EQ(alt->landmarks, walled ? 1 : 0) << "walled " << walled;
    }
  }
}

// A 260 × 260 map (67,600 positions: over the landmark threshold, so the default rule uses them):
// 20% filled, 20% of the rest difficult, a few walls and creatures.
Scene bigScene(const char* ruleset, unsigned seed) {
  std::mt19937 rng(seed);
  const Ruleset& rules = *findRuleset(ruleset);
  const int side = 260;
  Grid grid(side, side, rules.defaultCellSize);
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      CellTerrain t;
      const unsigned r = rng() % 100;
      const bool corner = (x < 4 && y < 4) || (x >= side - 4 && y >= side - 4);
      if (corner) {
      } else if (r < 20) t.ground = Ground::Solid;
      else if (r < 36) t.difficult = 1;
      grid.setTerrain({x, y}, t);
    }
  for (int i = 0; i < 40; ++i)
    grid.setVerticalEdge(static_cast<int>(rng() % side), static_cast<int>(rng() % side), Edge::Wall);
  Scene scene(rules, std::move(grid));
  Creature hero;
  hero.id = "hero";
  hero.position = {0, 0};
  hero.side = "party";
  hero.speeds.walk = 30 * kMilliPerFoot;
  EXPECT_FALSE(scene.addCreature(hero));
  for (int i = 0; i < 6; ++i) {
    Creature c;
    c.id = "c" + std::to_string(i);
    c.side = i % 2 ? "foe" : "party";
    c.speeds.walk = 30 * kMilliPerFoot;
    for (int tries = 0; tries < 50; ++tries) {
      c.position = {static_cast<int>(rng() % side), static_cast<int>(rng() % side)};
      if (!scene.addCreature(c)) break;
    }
  }
  return scene;
}

std::vector<std::pair<Cell, Cell>> bigRoutes(const Scene& scene, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<std::pair<Cell, Cell>> routes;
  auto open = [&]() {
    for (;;) {
      const Cell c{static_cast<int>(rng() % 260), static_cast<int>(rng() % 260)};
      if (scene.grid().terrain(c).ground == Ground::Open) return c;
    }
  };
  routes.push_back({{0, 0}, {259, 259}});
  while (routes.size() < 6) routes.push_back({open(), open()});
  return routes;
}

PathRequest bigRequest(const Scene& scene, Cell from, Cell to) {
  PathRequest req;
  req.search.mover = scene.indexOf("hero");
  req.search.from = from;
  req.search.band = &scene.ruleset().bands.front();
  req.search.limitByAllowance = false;
  req.target = to;
  return req;
}

void expectSame(const PathResult& a, const PathResult& b, const std::string& at) {
  EXPECT_EQ(a.status, b.status) << at;
  EXPECT_EQ(a.squares, b.squares) << at;
  EXPECT_EQ(a.path, b.path) << at;
  EXPECT_EQ(a.nodes, b.nodes) << at;
  EXPECT_EQ(a.landmarks, b.landmarks) << at;
}

TEST(Landmarks, WarmAndColdCachesGiveIdenticalAnswers) {
  for (const char* ruleset : {"sw5e", "4e", "dnd35"}) {
    const Scene scene = bigScene(ruleset, 7);
    const auto routes = bigRoutes(scene, 11);
    std::vector<PathResult> cold;
    for (auto [from, to] : routes) {
      const auto r = findPath(scene, bigRequest(scene, from, to));
      ASSERT_TRUE(r.ok());
      EXPECT_GT(r->landmarks, 0) << ruleset << ": the default rule uses landmarks on this window";
      // The same cost as plain A*.
      const auto plain = findPath(scene, forced(bigRequest(scene, from, to), false));
      EXPECT_EQ(r->squares, plain->squares) << ruleset;
      EXPECT_EQ(r->status, plain->status) << ruleset;
      cold.push_back(r.value());
    }
    // One cache across the queries, in reverse order then forwards again.
    LandmarkCache cache;
    for (int pass = 0; pass < 2; ++pass)
      for (std::size_t k = 0; k < routes.size(); ++k) {
        const std::size_t i = pass == 0 ? routes.size() - 1 - k : k;
        PathRequest req = bigRequest(scene, routes[i].first, routes[i].second);
        req.landmarks = &cache;
        const auto r = findPath(scene, req);
        ASSERT_TRUE(r.ok());
        expectSame(r.value(), cold[i], std::string(ruleset) + " route " + std::to_string(i));
      }
    EXPECT_EQ(cache.misses(), 1);
    EXPECT_EQ(cache.hits(), static_cast<long long>(2 * routes.size() - 1));
    EXPECT_GT(cache.bytes(), 67'600u * 4);
    // Tables settled over the whole map beforehand (a search stops its Dijkstra once the source
    // and the goal are settled, and clamps the bound there): the same answers again.
    LandmarkCache full;
    {
      PathRequest probe = bigRequest(scene, routes[0].first, routes[0].second);
      const SearchSpace space(scene, probe.search, -1);
      LandmarkTables& t = full.tablesFor(space);
      for (int i = 0; i < kLandmarkCandidates; ++i) t.distances(i);
      // The memory documented: 2 bytes a cell for the key, 4 per table (rings freed once complete).
      const std::size_t cells = 262u * 262u;
      EXPECT_LE(full.bytes(), cells * 2 + kLandmarkCandidates * cells * 4 + 4096);
      EXPECT_GT(full.bytes(), cells * 2 + kLandmarkCandidates * cells * 4);
    }
    for (std::size_t i = 0; i < routes.size(); ++i) {
      PathRequest req = bigRequest(scene, routes[i].first, routes[i].second);
      req.landmarks = &full;
      const auto r = findPath(scene, req);
      ASSERT_TRUE(r.ok());
      expectSame(r.value(), cold[i], std::string(ruleset) + " full tables, route " + std::to_string(i));
    }
    EXPECT_EQ(full.misses(), 1);
  }
}

TEST(Landmarks, AChangedSceneNeverReusesTables) {
  Scene scene = bigScene("sw5e", 3);
  LandmarkCache cache;
  auto warm = [&](const PathRequest& base) {
    PathRequest req = base;
    req.landmarks = &cache;
    return findPath(scene, req).value();
  };
  const PathRequest req = bigRequest(scene, {0, 0}, {259, 259});
  const PathResult before = warm(req);
  ASSERT_EQ(before.status, SearchStatus::Complete);
  ASSERT_GT(before.path.size(), 20u);
  // Fill a cell of the path: the relaxed graph changes, so the tables are rebuilt, and the answer
  // is the cold one.
  CellTerrain solid;
  solid.ground = Ground::Solid;
  scene.grid().setTerrain(before.path[before.path.size() / 2], solid);
  const PathResult after = warm(req);
  EXPECT_EQ(cache.misses(), 2);
  expectSame(after, findPath(scene, req).value(), "after painting");
  EXPECT_NE(after.path, before.path);
  // Another band whose prices differ (dnd35-like charging is not in sw5e; a crawl mode is): rebuilt.
  PathRequest crawl = req;
  crawl.search.hasMode = true;
  crawl.search.mode = Mode::Crawl;
  expectSame(warm(crawl), findPath(scene, crawl).value(), "crawling");
  EXPECT_EQ(cache.misses(), 3);
  // Moving the mover itself does not change the graph: the tables are reused.
  ASSERT_FALSE(scene.moveCreature("hero", {1, 3}));
  PathRequest moved = bigRequest(scene, {1, 3}, {250, 3});
  expectSame(warm(moved), findPath(scene, moved).value(), "moved");
  EXPECT_EQ(cache.misses(), 4);  // walking again after crawling
  expectSame(warm(req), findPath(scene, req).value(), "again");
  EXPECT_EQ(cache.misses(), 4);
  // Another creature moving across the map changes the graph (it is a complex cell).
  ASSERT_FALSE(scene.moveCreature("c0", {2, 2}));
  expectSame(warm(req), findPath(scene, req).value(), "creature moved");
  EXPECT_EQ(cache.misses(), 5);
}

std::string bigSceneJson() {
  std::mt19937 rng(5);
  std::string rows;
  for (int y = 0; y < 260; ++y) {
    std::string row;
    for (int x = 0; x < 260; ++x) {
      const unsigned r = rng() % 100;
      row += (x < 4 && y < 4) ? '.' : r < 20 ? '#' : r < 36 ? '~' : '.';
    }
    rows += (y ? ",\"" : "\"") + row + "\"";
  }
  return R"({"ruleset": "sw5e", "grid": {"width": 260, "height": 260, "rows": [)" + rows +
         R"(]}, "creatures": [{"id": "hero", "position": [0, 0], "speeds": {"walk": 30}, "side": "party"}]})";
}

TEST(Landmarks, TheLoadedSceneKeepsTablesUntilTheTerrainChanges) {
  LoadedScene s;
  ASSERT_TRUE(s.load(bigSceneJson()).ok);
  const std::string toCorner = R"({"query": "path", "creature": "hero", "target": [259, 259]})";
  const std::string fromElsewhere = R"({"query": "path", "creature": "hero", "from": [1, 2], "target": [259, 259]})";
  const std::string first = s.query(toCorner);
  ASSERT_NE(first.find("\"complete\""), std::string::npos) << first.substr(0, 300);
  EXPECT_EQ(s.landmarkCache().misses(), 1);
  EXPECT_GT(s.landmarkCache().bytes(), 67'600u * 4);
  s.query(fromElsewhere);
  EXPECT_EQ(s.landmarkCache().hits(), 1);
  // A request with its own scene never touches the loaded scene's tables.
  const std::string own = R"({"query": "path", "creature": "hero", "target": [2, 2], "scene": {"ruleset": "sw5e",
    "grid": {"width": 4, "height": 4}, "creatures": [{"id": "hero", "position": [0, 0], "speeds": {"walk": 30}}]}})";
  s.query(own);
  EXPECT_EQ(s.landmarkCache().hits() + s.landmarkCache().misses(), 2);
  // The same answer as a fresh scene (tables built in the query).
  auto fresh = [&](const std::string& request) {
    LoadedScene f;
    EXPECT_TRUE(f.load(s.sceneJson()).ok);
    return f.query(request);
  };
  EXPECT_EQ(s.query(toCorner), fresh(toCorner));
  // Painting drops the tables; the next answer is the fresh one.
  TerrainFields solid;
  solid.ground = "solid";
  ASSERT_TRUE(s.paint({130, 130, 131, 131, 200, 200}, solid).ok);
  EXPECT_EQ(s.landmarkCache().bytes(), 0u);
  EXPECT_EQ(s.query(toCorner), fresh(toCorner));
  // So do walls and edge planes.
  ASSERT_TRUE(s.setWall(100, 0, 100, 200, "wall").ok);
  EXPECT_EQ(s.landmarkCache().bytes(), 0u);
  const std::string walled = s.query(toCorner);
  EXPECT_EQ(walled, fresh(toCorner));
  EXPECT_GT(s.landmarkCache().bytes(), 0u);
  ASSERT_TRUE(s.setEdge(5, 5, 6, 5, "door-closed").ok);
  EXPECT_EQ(s.landmarkCache().bytes(), 0u);
  EXPECT_EQ(s.query(toCorner), fresh(toCorner));
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
