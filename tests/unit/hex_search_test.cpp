// The searches on hex grids (issue 18): reachable and path for one-hex movers (and for movers 2 and 3
// hexes across, squeezing where the ruleset squeezes: sw5e, 5e-fine, dnd35), in the four layouts
// (flat/pointy × odd/even) under every ruleset, on random hex maps with terrain, walls on hex sides,
// doors, low obstacles and other creatures. As for squares (search_property_test.cpp):
//  - the fast step equals priceStep state by state, and steps only into the six neighbours;
//  - every searched path, replayed through the move query (evaluateMove), costs what the search said;
//  - on small maps the costs are optimal, against a brute force that enumerates every path of
//    neighbouring hexes (geometry.h neighbourAt) through the move query itself.
// Hand-derived answers are the golden vectors tests/vectors/hex/*-reachable-*.json and *-path-*.json.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <random>

#include "core/search/path.h"
#include "core/search/reachable.h"
#include "hex_layouts.h"
#include "hex_random.h"
#include "protocol/movement/refusal_words.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using testing::HexSceneOptions;
using testing::randomHexScene;

// Seed k's ruleset and layout: every pair in turn.
struct Case {
  const Ruleset* rules;
  GridShape shape;
};
Case caseOf(int k) {
  const auto& all = builtinRulesets();
  const int n = static_cast<int>(all.size());
  return {&all[static_cast<std::size_t>(k % n)], kLayouts[(k / n) % 4]};
}

SearchRequest randomRequest(std::mt19937& rng, const Scene& scene, bool& bandGiven) {
  return testing::randomHexRequest(rng, scene, bandGiven);
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

// Larger movers under every ruleset: those that squeeze (sw5e, 5e-fine, dnd35, docs/rules/hex.md
// "Squeezing on hexes") and those that do not (4e, d20-3.0).
Case largerCaseOf(int k) { return caseOf(k); }
Case (*caseFor)(int) = caseOf;  // the runner's cases, for where()'s message

std::string where(int seed, Cell c) {
  const Case k = caseFor(seed);
  return "seed " + std::to_string(seed) + " (" + k.rules->id + ", " +
         (k.shape.orientation == HexOrientation::Flat ? "flat" : "pointy") + "-" +
         (k.shape.offset == HexOffset::Odd ? "odd" : "even") + ") at " + cellText(c);
}

TEST(HexSearch, StepsOnlyIntoTheSixNeighboursAsPriceStepPricesThem) {
  long long compared = 0, legal = 0;
  int kernel = 0;
  for (int seed = 0; seed < 1500; ++seed) {
    std::mt19937 rng(40'000 + seed);
    const Case k = caseOf(seed);
    const Scene scene = randomHexScene(rng, *k.rules, k.shape);
    if (scene.indexOf("hero") < 0) continue;
    bool bandGiven = false;
    SearchRequest req = randomRequest(rng, scene, bandGiven);
    if (req.band->ignoresCost) req.band = &scene.ruleset().bands.front();
    const SearchSpace s(scene, req, -1);
    ASSERT_EQ(s.parities(), 1) << "no step on hexes is a diagonal";
    if (s.oneCellKernel()) ++kernel;
    for (int pos = 0; pos < s.positionCount(); ++pos) {
      const Cell p = s.cellOf(pos);
      int neighbours = 0;
      for (int dir = 0; dir < 8; ++dir) {
        const Cell t{p.x + kStepDx[dir], p.y + kStepDy[dir]};
        const bool neighbour = areNeighbours(k.shape, p, t);
        neighbours += neighbour ? 1 : 0;
        // The mask (from neighbourAt) and the geometry agree cell by cell.
        ASSERT_EQ(((s.stepMask(p) >> dir) & 1u) != 0, neighbour) << where(seed, p) << " dir " << dir;
        const int before = static_cast<int>(rng() % 4);
        const StepJudgement fast = s.step(pos, dir, 0, before);
        const StepJudgement slow = s.slowStep(pos, dir, 0, before);
        ++compared;
        if (!neighbour) {
          ASSERT_FALSE(fast.legal) << where(seed, p) << " dir " << dir << ": not a neighbour";
          ASSERT_FALSE(slow.legal);
          continue;
        }
        ASSERT_EQ(fast.legal, slow.legal) << where(seed, p) << " dir " << dir;
        if (!fast.legal) continue;
        ++legal;
        ASSERT_EQ(fast.squares, slow.squares) << where(seed, p) << " dir " << dir;
        ASSERT_EQ(fast.mode, slow.mode) << where(seed, p) << " dir " << dir;
        ASSERT_FALSE(fast.diagonal);
        ASSERT_FALSE(slow.diagonal);
        ASSERT_EQ(fast.provokes, slow.provokes) << where(seed, p) << " dir " << dir;
        ASSERT_EQ(fast.provokers, slow.provokers) << where(seed, p) << " dir " << dir;
      }
      ASSERT_EQ(neighbours, 6) << where(seed, p);
      // A*'s bound on hexes is the hex distance itself (every step costs at least one cell).
      const Cell q = s.cellOf(static_cast<int>(rng() % static_cast<unsigned>(s.positionCount())));
      ASSERT_EQ(s.lowerBound(p, q, 0), hexDistance(k.shape, p, q)) << where(seed, p) << " to " << cellText(q);
    }
  }
  EXPECT_GT(compared, 250000);
  EXPECT_GT(legal, 50000);
  EXPECT_GT(kernel, 1000);
}

// Every reachable position's path, replayed through the move query: legal, the same cost, end and band.
// (ASSERTs return: `cells` counts the positions checked, `squeezed` those whose path squeezes.)
void replayReachable(Case (*cases)(int), const HexSceneOptions& opt, int seeds, int& cells, int& squeezed) {
  caseFor = cases;
  cells = squeezed = 0;
  for (int seed = 0; seed < seeds; ++seed) {
    std::mt19937 rng(50'000 + seed);
    const Case k = cases(seed);
    const Scene scene = randomHexScene(rng, *k.rules, k.shape, opt);
    if (scene.indexOf("hero") < 0) continue;
    ReachableRequest req;
    req.search = randomRequest(rng, scene, req.bandGiven);
    if (req.search.band->ignoresCost && req.search.band->fixedSquares != 1) continue;
    auto found = findReachable(scene, req, {.withPaths = true});
    ASSERT_TRUE(found.ok());
    const ReachableResult& o = found.value();
    ASSERT_EQ(o.status, SearchStatus::Complete);
    const Milli cell = scene.grid().cellSize();
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
      ++cells;
      Cell at = req.search.from;
      for (Cell c : o.paths[i]) {
        ASSERT_TRUE(areNeighbours(k.shape, at, c)) << where(seed, o.cells[i]);
        at = c;
      }
      const Band& band = scene.ruleset().bands[o.via[i]];
      const auto replay = evaluateMove(scene, replayOf(req.search, band, o.paths[i]));
      ASSERT_TRUE(replay.ok());
      const MoveOutcome& m = replay.value();
      ASSERT_EQ(m.steps.size(), o.paths[i].size()) << where(seed, o.cells[i]);
      if (m.squeezedOnTheWay || m.squeezedAtStop) ++squeezed;
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
    }
  }
}

TEST(HexSearch, ReachablePathsReplayExactly) {
  int cells = 0, squeezed = 0;
  replayReachable(caseOf, {}, 2000, cells, squeezed);
  EXPECT_GT(cells, 25000);
}

TEST(HexSearch, LargerMoversReachablePathsReplayExactly) {
  HexSceneOptions opt;
  opt.minSide = 4;
  for (int across : {2, 3}) {
    opt.heroAcross = across;
    int cells = 0, squeezed = 0;
    replayReachable(largerCaseOf, opt, 600, cells, squeezed);
    EXPECT_GT(cells, 2000) << across;
    EXPECT_GT(squeezed, 200) << across << ": paths that squeeze (sw5e, 5e-fine, dnd35)";
    std::printf("hex reachable replay, %d across: %d positions, %d squeezing\n", across, cells, squeezed);
  }
}

TEST(HexSearch, PathsReplayExactlyAndAgreeWithTheFlood) {
  int complete = 0, partial = 0;
  for (int seed = 0; seed < 2000; ++seed) {
    std::mt19937 rng(60'000 + seed);
    const Case k = caseOf(seed);
    HexSceneOptions opt;
    opt.maxSide = 12;
    const Scene scene = randomHexScene(rng, *k.rules, k.shape, opt);
    if (scene.indexOf("hero") < 0) continue;
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    PathRequest req;
    bool bandGiven = false;
    req.search = randomRequest(rng, scene, bandGiven);
    if (req.search.band->ignoresCost) continue;
    req.search.limitByAllowance = pick(0, 2) > 0;
    const int mx = scene.grid().width() - 1, my = scene.grid().height() - 1;
    req.target = {pick(0, mx), pick(0, my)};
    if (pick(0, 4) == 0) req.waypoints.push_back({pick(0, mx), pick(0, my)});
    req.fewestAttacks = pick(0, 3) == 0;
    auto found = findPath(scene, req);
    ASSERT_TRUE(found.ok());
    const PathResult& o = found.value();
    ASSERT_NE(o.status, SearchStatus::Budget);
    const auto replay = evaluateMove(scene, replayOf(req.search, *req.search.band, o.path));
    ASSERT_TRUE(replay.ok());
    const MoveOutcome& m = replay.value();
    ASSERT_EQ(m.steps.size(), o.path.size()) << where(seed, req.target);
    const Milli cell = scene.grid().cellSize();
    Milli sum = 0;
    for (const StepRecord& r : m.steps) {
      ASSERT_EQ(r.cost.block, StepBlock::None) << where(seed, req.target) << ": " << refusalCode(r.why);
      if (req.search.limitByAllowance) {
        ASSERT_TRUE(r.legal) << where(seed, req.target) << ": " << refusalCode(r.why);
      }
      sum += r.costMilli;
    }
    ASSERT_EQ(sum, o.squares * cell) << where(seed, req.target);
    if (!(o.path.empty() && o.status != SearchStatus::Complete)) {
      ASSERT_TRUE(m.canEnd) << where(seed, req.target) << " " << refusalCode(m.endProblem);
    }
    if (req.fewestAttacks && req.search.limitByAllowance) {
      ASSERT_EQ(static_cast<int>(m.attacks.size()), o.attacks) << where(seed, req.target);
    }
    if (o.status == SearchStatus::Complete) {
      ++complete;
      ASSERT_EQ(o.end, req.target);
    } else {
      ++partial;
    }
    // Within the allowance of the band, without waypoints or attack counting: the flood agrees.
    if (req.waypoints.empty() && !req.fewestAttacks && req.search.limitByAllowance) {
      ReachableRequest rr{req.search, true};
      auto flood = findReachable(scene, rr);
      ASSERT_TRUE(flood.ok());
      const ReachableResult& f = flood.value();
      int idx = -1;
      for (std::size_t i = 0; i < f.cells.size(); ++i)
        if (f.cells[i] == req.target) idx = static_cast<int>(i);
      const bool endable = idx >= 0 && f.canEnd[idx];
      ASSERT_EQ(o.status == SearchStatus::Complete, endable) << where(seed, req.target);
      if (endable) {
        ASSERT_EQ(o.squares, f.squares[idx]) << where(seed, req.target);
      }
    }
  }
  EXPECT_GT(complete, 400);
  EXPECT_GT(partial, 80);
}

// Every path of neighbouring hexes (neighbourAt, not the search's directions) whose steps the move
// query finds legal, up to the allowance: the least total per hex, and the fewest attacks then
// least total per hex the move may end in.
struct BruteForce {
  const Scene& scene;
  SearchRequest req;
  std::map<std::pair<int, int>, Milli> best;
  std::map<std::pair<int, int>, std::pair<int, Milli>> fewest;
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
    const GridShape shape = scene.grid().shape();
    for (int d = 0; d < kHexDirections; ++d) {
      const Cell n = neighbourAt(shape, at, d);
      if (!scene.grid().contains(n)) continue;
      path.push_back(PathItem{PathItem::Kind::Step, n, false, Mode::Walk});
      run(n, depth - 1);
      path.pop_back();
    }
  }
};

struct BruteStats {
  int maps = 0, targets = 0;
  long long enumerated = 0, cellsChecked = 0;
};

// The searches' costs against the brute force on up to `wanted` small maps.
void againstBruteForce(Case (*cases)(int), HexSceneOptions opt, int wanted, BruteStats& st) {
  caseFor = cases;
  int& maps = st.maps;
  int& targets = st.targets;
  long long& enumerated = st.enumerated;
  long long& cellsChecked = st.cellsChecked;
  for (int seed = 0; maps < wanted && seed < 20000; ++seed) {
    std::mt19937 rng(70'000 + seed);
    const Case k = cases(seed);
    opt.maxSpeedSquares = 5;
    opt.maxOthers = 3;
    const Scene scene = randomHexScene(rng, *k.rules, k.shape, opt);
    if (scene.indexOf("hero") < 0) continue;
    ReachableRequest req;
    req.search = randomRequest(rng, scene, req.bandGiven);
    req.bandGiven = true;  // one flood: the brute force prices one band
    if (req.search.band->ignoresCost) continue;
    const SearchSpace probe(scene, req.search, -1);
    const int depth = probe.maxLimit();
    if (depth > 5 || depth < 2) continue;
    ++maps;
    BruteForce bf{scene, req.search, {}, {}, {}};
    bf.run(req.search.from, depth);
    enumerated += bf.nodes;
    auto found = findReachable(scene, req);
    ASSERT_TRUE(found.ok());
    const ReachableResult& o = found.value();
    ASSERT_EQ(o.cells.size(), bf.best.size()) << where(seed, req.search.from);
    const Milli cell = scene.grid().cellSize();
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
      auto it = bf.best.find({o.cells[i].x, o.cells[i].y});
      ASSERT_NE(it, bf.best.end()) << where(seed, o.cells[i]);
      ++cellsChecked;
      ASSERT_EQ(it->second, req.search.spent + o.squares[i] * cell) << where(seed, o.cells[i]);
    }
    for (auto& [xy, v] : bf.fewest) {
      ++targets;
      const Cell target{xy.first, xy.second};
      // The cheapest path (A*), and the fewest attacks then the cheapest.
      PathRequest pr;
      pr.search = req.search;
      pr.target = target;
      auto p = findPath(scene, pr);
      ASSERT_TRUE(p.ok());
      ASSERT_EQ(p->status, SearchStatus::Complete) << where(seed, target);
      ASSERT_EQ(req.search.spent + p->squares * cell, bf.best.at(xy)) << where(seed, target);
      pr.fewestAttacks = true;
      auto f = findPath(scene, pr);
      ASSERT_TRUE(f.ok());
      ASSERT_EQ(f->status, SearchStatus::Complete) << where(seed, target);
      ASSERT_EQ(f->attacks, v.first) << where(seed, target);
      ASSERT_EQ(req.search.spent + f->squares * cell, v.second) << where(seed, target);
    }
  }
}

TEST(HexSearch, OptimalAgainstBruteForce) {
  HexSceneOptions opt;
  opt.minSide = 3;
  opt.maxSide = 6;
  BruteStats st;
  againstBruteForce(caseOf, opt, 400, st);
  EXPECT_GE(st.maps, 350);
  EXPECT_GT(st.enumerated, 50000);
  EXPECT_GT(st.cellsChecked, 3000);
  EXPECT_GT(st.targets, 3000);
  std::printf("hex brute force: %d maps, %lld paths enumerated, %lld positions, %d targets\n", st.maps, st.enumerated,
              st.cellsChecked, st.targets);
}

TEST(HexSearch, LargerMoversOptimalAgainstBruteForce) {
  for (int across : {2, 3}) {
    HexSceneOptions opt;
    opt.minSide = 4;
    opt.maxSide = 7;
    opt.heroAcross = across;
    BruteStats st;
    againstBruteForce(largerCaseOf, opt, 400, st);
    EXPECT_GE(st.maps, 350) << across;
    EXPECT_GT(st.cellsChecked, 1000) << across;
    EXPECT_GT(st.targets, 800) << across;
    std::printf("hex brute force, %d across: %d maps, %lld paths enumerated, %lld positions, %d targets\n", across,
                st.maps, st.enumerated, st.cellsChecked, st.targets);
  }
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
