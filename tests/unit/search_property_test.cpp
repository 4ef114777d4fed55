// Property tests of the search (issue 4): on thousands of random scenes, every ruleset,
//  - the fast step equals the reference step (priceStep) state by state;
//  - every path the reachable flood and the path search return, replayed through the move query
//    (evaluateMove, the single source of truth), costs exactly what the search said and is legal;
//  - on small maps the costs are optimal, checked against a brute-force enumeration of every path
//    through the move query itself (no state abstraction, no shared code with the search).
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <random>

#include "common/property_runs.h"
#include "core/movement/squeeze.h"
#include "core/search/path.h"
#include "core/search/reachable.h"
#include "protocol/movement/refusal_words.h"
#include "search_random.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using testing::randomScene;
using testing::RandomSceneOptions;

SearchRequest randomRequest(std::mt19937& rng, const Scene& scene, bool& bandGiven) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  SearchRequest r;
  r.mover = scene.indexOf("hero");
  r.from = scene.creatures()[r.mover].position;
  const auto& bands = scene.ruleset().bands;
  bandGiven = pick(0, 2) > 0;
  r.band = bandGiven ? &bands[pick(0, static_cast<int>(bands.size()) - 1)] : &bands.front();
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

MoveRequest replayOf(const SearchRequest& s, const Band& band, const std::vector<Cell>& path) {
  MoveRequest m;
  m.mover = s.mover;
  m.from = s.from;
  m.hasMode = s.hasMode;
  m.mode = s.mode;
  m.band = &band;
  m.spent = s.spent;
  m.diagonals = s.diagonals;
  m.stopping = s.stopping;
  for (Cell c : path) m.path.push_back(PathItem{PathItem::Kind::Step, c, false, Mode::Walk});
  return m;
}

std::string where(int seed, Cell c) {
  return "seed " + std::to_string(seed) + " at [" + std::to_string(c.x) + "," + std::to_string(c.y) + "]";
}

// The mode class a position is stood in (pits for walkers), as the search uses it.
Mode standingMode(const Creature& mover, const SearchRequest& r) {
  if (mover.has(kProne)) return Mode::Crawl;
  return r.hasMode ? r.mode : Mode::Walk;
}

TEST(SearchProperty, FastStepEqualsPriceStep) {
  long long compared = 0;
  for (int seed = 0; seed < 1500; ++seed) {
    std::mt19937 rng(seed);
    const Scene scene = randomScene(rng);
    if (scene.indexOf("hero") < 0) continue;
    bool bandGiven = false;
    SearchRequest req = randomRequest(rng, scene, bandGiven);
    if (req.band->ignoresCost) req.band = &scene.ruleset().bands.front();
    const SearchSpace s(scene, req, -1);
    const Creature& mover = scene.creatures()[req.mover];
    for (int pos = 0; pos < s.positionCount(); ++pos) {
      const Cell p = s.cellOf(pos);
      if (footprintAt(scene, mover, p, standingMode(mover, req), true).block != StepBlock::None) continue;
      for (int parity = 0; parity < s.parities(); ++parity)
        for (int dir = 0; dir < 8; ++dir) {
          const int before = static_cast<int>(rng() % 4);
          const StepJudgement fast = s.step(pos, dir, parity, before);
          const StepJudgement slow = s.slowStep(pos, dir, parity, before);
          ++compared;
          ASSERT_EQ(fast.legal, slow.legal) << where(seed, p) << " dir " << dir << " parity " << parity;
          if (!fast.legal) continue;
          ASSERT_EQ(fast.squares, slow.squares) << where(seed, p) << " dir " << dir << " parity " << parity;
          ASSERT_EQ(fast.mode, slow.mode) << where(seed, p) << " dir " << dir;
          ASSERT_EQ(fast.diagonal, slow.diagonal);
          ASSERT_EQ(fast.provokes, slow.provokes) << where(seed, p) << " dir " << dir;
          ASSERT_EQ(fast.provokers, slow.provokers) << where(seed, p) << " dir " << dir;
        }
    }
  }
  EXPECT_GT(compared, 100000);
}

TEST(SearchProperty, ReachablePathsReplayExactly) {
  int cells = 0, proneSwimmers = 0;
  for (int seed = 0; seed < 1500; ++seed) {
    std::mt19937 rng(10'000 + seed);
    const Scene scene = randomScene(rng);
    if (scene.indexOf("hero") < 0) continue;
    ReachableRequest req;
    req.search = randomRequest(rng, scene, req.bandGiven);
    if (req.search.band->ignoresCost && req.search.band->fixedSquares != 1) continue;
    // 5e-fine's prone swimmer (search.h): upright once it swims, as in the move query.
    if (SearchSpace(scene, req.search, -1).needsUprightLayer()) ++proneSwimmers;
    auto found = findReachable(scene, req, {.withPaths = true});
    ASSERT_TRUE(found.ok()) << "refused: " << static_cast<int>(found.error().reason);
    const ReachableResult& o = found.value();
    ASSERT_EQ(o.status, SearchStatus::Complete);
    const Milli cell = scene.grid().cellSize();
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
      ++cells;
      const Band& band = scene.ruleset().bands[o.via[i]];
      const auto replay = evaluateMove(scene, replayOf(req.search, band, o.paths[i]));
      ASSERT_TRUE(replay.ok());
      const MoveOutcome& m = replay.value();
      ASSERT_EQ(m.steps.size(), o.paths[i].size()) << where(seed, o.cells[i]);
      for (const StepRecord& r : m.steps) {
        ASSERT_TRUE(r.legal) << where(seed, o.cells[i]) << ": " << refusalCode(r.why);
      }
      const Milli total = m.steps.empty() ? req.search.spent : m.steps.back().total;
      ASSERT_EQ(total, req.search.spent + o.squares[i] * cell) << where(seed, o.cells[i]);
      ASSERT_EQ(m.canEnd, static_cast<bool>(o.canEnd[i]))
          << where(seed, o.cells[i]) << " " << refusalCode(m.endProblem);
      if (!m.steps.empty()) {
        const std::string name = o.band[i] < 0 ? "" : scene.ruleset().bands[o.band[i]].name;
        ASSERT_EQ(m.steps.back().band, name) << where(seed, o.cells[i]);
      }
      ASSERT_TRUE(o.safe[i] < 0 || o.safe[i] >= o.squares[i]);
      if (o.provokes[i] == 2) {
        ASSERT_FALSE(m.attacks.empty() && m.canEnd && m.stop == o.cells[i])
            << where(seed, o.cells[i]) << " cost " << o.squares[i] << " safe " << o.safe[i] << " steps "
            << m.steps.size();
      }
    }
  }
  EXPECT_GT(cells, 20000);
  EXPECT_GE(proneSwimmers, 5);
}

TEST(SearchProperty, PathsReplayExactlyAndAgreeWithTheFlood) {
  int complete = 0, partial = 0, proneSwimmers = 0;
  for (int seed = 0; seed < 1500; ++seed) {
    std::mt19937 rng(20'000 + seed);
    RandomSceneOptions opt;
    opt.maxSide = 12;
    const Scene scene = randomScene(rng, opt);
    if (scene.indexOf("hero") < 0) continue;
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    PathRequest req;
    bool bandGiven = false;
    req.search = randomRequest(rng, scene, bandGiven);
    if (req.search.band->ignoresCost) continue;
    req.search.limitByAllowance = pick(0, 2) > 0;
    const Creature& mover = scene.creatures()[req.search.mover];
    const int mx = scene.grid().width() - mover.spaceW, my = scene.grid().height() - mover.spaceH;
    req.target = {pick(0, mx), pick(0, my)};
    if (pick(0, 4) == 0) req.waypoints.push_back({pick(0, mx), pick(0, my)});
    req.fewestAttacks = pick(0, 3) == 0;
    if (SearchSpace(scene, req.search, -1).needsUprightLayer()) ++proneSwimmers;  // upright once it swims
    auto found = findPath(scene, req);
    ASSERT_TRUE(found.ok()) << "refused: " << static_cast<int>(found.error().reason);
    const PathResult& o = found.value();
    ASSERT_NE(o.status, SearchStatus::Budget);
    const auto replay = evaluateMove(scene, replayOf(req.search, *req.search.band, o.path));
    ASSERT_TRUE(replay.ok());
    const MoveOutcome& m = replay.value();
    ASSERT_EQ(m.steps.size(), o.path.size()) << "seed " << seed;
    const Milli cell = scene.grid().cellSize();
    Milli sum = 0;
    for (const StepRecord& r : m.steps) {
      ASSERT_EQ(r.cost.block, StepBlock::None) << "seed " << seed << ": " << refusalCode(r.why);
      if (req.search.limitByAllowance) {
        ASSERT_TRUE(r.legal) << "seed " << seed << ": " << refusalCode(r.why);
      }
      sum += r.costMilli;
    }
    ASSERT_EQ(sum, o.squares * cell) << "seed " << seed;
    // Nowhere to end (the start is shared and nothing is reachable): the path stays empty.
    if (!(o.path.empty() && o.status != SearchStatus::Complete)) {
      ASSERT_TRUE(m.canEnd) << "seed " << seed << " " << refusalCode(m.endProblem) << " status "
                            << searchStatusName(o.status) << " end [" << o.end.x << "," << o.end.y << "] steps "
                            << o.path.size() << " attacksVariant " << req.fewestAttacks;
    }
    // (Beyond the allowance the move query stops counting attacks: compare within it.)
    if (req.fewestAttacks && req.search.limitByAllowance) {
      ASSERT_EQ(static_cast<int>(m.attacks.size()), o.attacks) << "seed " << seed;
    }
    // Waypoints are visited in order.
    if (o.status == SearchStatus::Complete) {
      ++complete;
      ASSERT_EQ(o.end, req.target);
      std::size_t k = 0;
      Cell at = req.search.from;
      if (k < req.waypoints.size() && at == req.waypoints[k]) ++k;
      for (Cell c : o.path)
        if (k < req.waypoints.size() && c == req.waypoints[k]) ++k;
      ASSERT_EQ(k, req.waypoints.size()) << "seed " << seed;
    } else {
      ++partial;
    }
    // Without waypoints or attack counting, within the allowance of a named band: the flood agrees.
    if (req.waypoints.empty() && !req.fewestAttacks && req.search.limitByAllowance) {
      ReachableRequest rr{req.search, true};
      auto flood = findReachable(scene, rr);
      ASSERT_TRUE(flood.ok());
      const ReachableResult& f = flood.value();
      int idx = -1;
      for (std::size_t i = 0; i < f.cells.size(); ++i)
        if (f.cells[i] == req.target) idx = static_cast<int>(i);
      const bool endable = idx >= 0 && f.canEnd[idx];
      ASSERT_EQ(o.status == SearchStatus::Complete, endable) << "seed " << seed;
      if (endable) {
        ASSERT_EQ(o.squares, f.squares[idx]) << "seed " << seed;
      }
    }
    // Fewest attacks never does worse on attacks, and never better on cost.
    if (req.fewestAttacks && req.search.limitByAllowance && o.status == SearchStatus::Complete) {
      PathRequest plain = req;
      plain.fewestAttacks = false;
      auto p = findPath(scene, plain);
      ASSERT_TRUE(p.ok());
      ASSERT_EQ(p->status, SearchStatus::Complete) << "seed " << seed;
      const auto pr = evaluateMove(scene, replayOf(req.search, *req.search.band, p->path));
      ASSERT_LE(o.attacks, static_cast<int>(pr->attacks.size())) << "seed " << seed;
      ASSERT_GE(o.squares, p->squares) << "seed " << seed;
    }
  }
  EXPECT_GT(complete, 300);
  EXPECT_GT(partial, 50);
  EXPECT_GE(proneSwimmers, 5);
}

// Brute force: every path of legal steps (checked by the move query, whole path at a time) up to
// the allowance, on maps small enough to enumerate.
struct BruteForce {
  const Scene& scene;
  SearchRequest req;
  std::map<std::pair<int, int>, Milli> best;                    // least total per position
  std::map<std::pair<int, int>, std::pair<int, Milli>> fewest;  // least (attacks, total), may end there
  std::vector<PathItem> path;
  long long nodes = 0;

  void run(Cell at, int depth) {
    ++nodes;
    MoveRequest m = replayOf(req, *req.band, {});
    m.path = path;
    const auto r = evaluateMove(scene, m);
    const MoveOutcome& o = r.value();
    for (const StepRecord& s : o.steps)
      if (!s.legal) return;
    const Milli total = o.steps.empty() ? req.spent : o.steps.back().total;
    const auto key = std::make_pair(at.x, at.y);
    auto it = best.find(key);
    if (it == best.end() || total < it->second) best[key] = total;
    if (o.canEnd) {
      const std::pair<int, Milli> v{static_cast<int>(o.attacks.size()), total};
      auto f = fewest.find(key);
      if (f == fewest.end() || v < f->second) fewest[key] = v;
    }
    if (depth == 0) return;
    for (int dir = 0; dir < 8; ++dir) {
      const Cell n{at.x + kStepDx[dir], at.y + kStepDy[dir]};
      if (!scene.grid().contains(scene.creatures()[req.mover].spaceAt(n))) continue;
      path.push_back(PathItem{PathItem::Kind::Step, n, false, Mode::Walk});
      run(n, depth - 1);
      path.pop_back();
    }
  }
};

TEST(SearchProperty, OptimalAgainstBruteForce) {
  int maps = 0, targets = 0, proneSwimmers = 0;
  long long enumerated = 0, cellsChecked = 0;
  for (int seed = 0; maps < footwork::testing::propertyRuns(400) && seed < 20000; ++seed) {
    std::mt19937 rng(30'000 + seed);
    RandomSceneOptions opt;
    opt.minSide = 3;
    opt.maxSide = 6;
    opt.maxSpeedSquares = 6;
    opt.maxOthers = 3;
    const Scene scene = randomScene(rng, opt);
    if (scene.indexOf("hero") < 0) continue;
    ReachableRequest req;
    req.search = randomRequest(rng, scene, req.bandGiven);
    req.bandGiven = true;  // one flood: the brute force prices one band
    if (req.search.band->ignoresCost) continue;
    const SearchSpace probe(scene, req.search, -1);
    const int depth = probe.maxLimit();
    if (depth > 6 || depth < 2) continue;
    ++maps;
    if (probe.needsUprightLayer()) ++proneSwimmers;  // upright once it swims (search.h)
    BruteForce bf{scene, req.search, {}, {}, {}};
    bf.run(req.search.from, depth);
    enumerated += bf.nodes;
    auto found = findReachable(scene, req);
    ASSERT_TRUE(found.ok());
    const ReachableResult& o = found.value();
    ASSERT_EQ(o.cells.size(), bf.best.size()) << "seed " << seed;
    const Milli cell = scene.grid().cellSize();
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
      auto it = bf.best.find({o.cells[i].x, o.cells[i].y});
      ASSERT_NE(it, bf.best.end()) << where(seed, o.cells[i]);
      ++cellsChecked;
      ASSERT_EQ(it->second, req.search.spent + o.squares[i] * cell) << where(seed, o.cells[i]);
    }
    // Fewest attacks first, then cost, to each place the move may end.
    for (auto& [xy, v] : bf.fewest) {
      if (++targets % 3 != 0) continue;  // a third of them keeps the test quick
      PathRequest pr;
      pr.search = req.search;
      pr.target = {xy.first, xy.second};
      pr.fewestAttacks = true;
      auto p = findPath(scene, pr);
      ASSERT_TRUE(p.ok());
      ASSERT_EQ(p->status, SearchStatus::Complete) << where(seed, pr.target);
      ASSERT_EQ(p->attacks, v.first) << where(seed, pr.target);
      ASSERT_EQ(req.search.spent + p->squares * cell, v.second) << where(seed, pr.target);
    }
  }
  EXPECT_GE(maps, footwork::testing::propertyRuns(300));
  EXPECT_GT(enumerated, footwork::testing::propertyRuns(100000));
  EXPECT_GT(cellsChecked, footwork::testing::propertyRuns(3000));
  EXPECT_GT(targets, footwork::testing::propertyRuns(300));
  std::printf("brute force: %d maps, %lld paths enumerated, %lld positions, %d targets, %d prone swimmers\n", maps,
              enumerated, cellsChecked, targets, proneSwimmers);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
