// Search benchmarks (issue 4): reachable area and best path on generated maps with a fixed seed
// (20% blocked, 20% of the rest difficult), 30×30 to 1000×1000 cells; a Medium walker on 5-ft cells
// (sw5e), the same walker on the same map laid as flat-topped hexes (odd columns shoved), and a
// Medium 4×4 on 5e-fine 1.25-ft cells. PlainDijkstra is the bar from the issue: a bare
// Dijkstra over (cell, diagonal parity) with a bucket queue and no rules beyond 5/10 diagonals,
// difficult ×2 and filled squares. Results and how to run them: docs/performance.md.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "core/search/path.h"
#include "core/search/reachable.h"
#include "core/search/search_queue.h"
#include "core/search/space_cache.h"
#include "mapgen.h"
#include "protocol/request.h"

namespace footwork::bench {
namespace {

struct Setup {
  std::unique_ptr<Scene> scene;
  std::vector<std::uint8_t> map;
  int side = 0, spaceCells = 1;
  Cell centre, corner, farCorner;
};

// kind 0: sw5e Medium walker on 5-ft cells; kind 1: 5e-fine Medium (4×4) on 1.25-ft cells; kind 2:
// kind 0's walker and map on a hex grid (flat-topped, odd columns shoved).
const Setup& setup(int kind, int side) {
  static std::map<std::pair<int, int>, Setup> cache;
  auto it = cache.find({kind, side});
  if (it != cache.end()) return it->second;
  Setup s;
  s.side = side;
  const bool fine = kind == 1;
  s.spaceCells = fine ? 4 : 1;
  const int scale = fine ? 4 : 1, clear = fine ? 8 : 2;
  s.map = generateMap(side, scale, clear);
  const Ruleset& rules = *findRuleset(fine ? "5e-fine" : "sw5e");
  const GridShape shape = kind == 2 ? GridShape{GridKind::Hex, HexOrientation::Flat, HexOffset::Odd} : GridShape{};
  Grid grid(side, side, rules.defaultCellSize, shape);
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      CellTerrain t;
      const std::uint8_t v = s.map[static_cast<std::size_t>(y) * side + x];
      if (v == kBlocked) t.ground = Ground::Solid;
      if (v == kDifficult) t.difficult = 1;
      grid.setTerrain({x, y}, t);
    }
  s.scene = std::make_unique<Scene>(rules, std::move(grid));
  s.centre = {side / 2 - clear / 2, side / 2 - clear / 2};
  Creature hero;
  hero.id = "hero";
  hero.position = s.centre;
  hero.size = Size::Medium;
  hero.side = "party";
  hero.speeds.walk = 30 * kMilliPerFoot;
  if (auto e = s.scene->addCreature(hero))
    std::fprintf(stderr, "bench setup: the hero was refused (code %d)\n", static_cast<int>(e->code));
  // The corners a path runs between: [0, 0] and the far corner, unless the cells round one wall it
  // in (the walker's [0, 0] at 100 and 200, the 4×4's at 1000, where "corner to corner" searched a
  // pocket of a dozen states): then the positions nearest them that the centre reaches (mapgen.h
  // connectedCorners; for the walker the same as tests/bench/js/mapgen.mjs finds).
  s.corner = {0, 0};
  s.farCorner = {side - s.spaceCells, side - s.spaceCells};
  PathRequest across;
  across.search.mover = 0;
  across.search.from = s.corner;
  across.search.band = &rules.bands.front();
  across.search.limitByAllowance = false;
  across.search.maxNodes = kMaxMaxNodes;
  across.target = s.farCorner;
  const auto r = findPath(*s.scene, across);
  if (!r || r->status != SearchStatus::Complete) {
    const Corners c = connectedCorners(s.map, side, s.spaceCells, s.centre.x, s.centre.y);
    s.corner = {c.x0, c.y0};
    s.farCorner = {c.x1, c.y1};
  }
  return cache.emplace(std::make_pair(kind, side), std::move(s)).first->second;
}

void nodesCounter(benchmark::State& state, long long nodes) {
  state.counters["nodes"] = static_cast<double>(nodes);
  // Time per settled/expanded state.
  state.counters["t/node"] = benchmark::Counter(
      static_cast<double>(nodes), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// Reachable area of a 30-ft walker with the Dash (60 ft), from the centre.
void Reachable(benchmark::State& state, int kind) {
  const Setup& s = setup(kind, static_cast<int>(state.range(0)));
  ReachableRequest req;
  req.search.mover = 0;
  req.search.from = s.centre;
  req.search.band = &s.scene->ruleset().bands.front();
  long long nodes = 0;
  std::size_t cells = 0;
  for (auto _ : state) {
    auto r = findReachable(*s.scene, req);
    if (!r) {
      state.SkipWithError("the search refused the request");
      break;
    }
    nodes = r->nodes;
    cells = r->cells.size();
    benchmark::DoNotOptimize(r);
  }
  nodesCounter(state, nodes);
  state.counters["cells"] = static_cast<double>(cells);
}

// The per-query set-up of the reachable query alone (the search space over its window): the part
// of Reachable/* that is not the flood nor the answer.
void ReachableSetup(benchmark::State& state, int kind) {
  const Setup& s = setup(kind, static_cast<int>(state.range(0)));
  SearchRequest req;
  req.mover = 0;
  req.from = s.centre;
  for (const Band& b : s.scene->ruleset().bands)
    if (b.stacksAfterMove) req.band = &b;  // the widest stacking band, as the reachable query floods
  const int reach = SearchSpace::maxLimitFor(*s.scene, req);
  for (auto _ : state) {
    SearchSpace space(*s.scene, req, reach);
    benchmark::DoNotOptimize(space.positionCount());
  }
}

// Best path from one corner to the other, without an allowance (a drag across the whole map).
void Path(benchmark::State& state, int kind, bool fewestAttacks) {
  const Setup& s = setup(kind, static_cast<int>(state.range(0)));
  PathRequest req;
  req.search.mover = 0;
  req.search.from = s.corner;
  req.search.band = &s.scene->ruleset().bands.front();
  req.search.limitByAllowance = false;
  req.search.maxNodes = kMaxMaxNodes;
  req.target = s.farCorner;
  req.fewestAttacks = fewestAttacks;
  long long nodes = 0;
  int squares = 0;
  const char* status = "";
  for (auto _ : state) {
    auto r = findPath(*s.scene, req);
    if (!r) {
      state.SkipWithError("the search refused the request");
      break;
    }
    nodes = r->nodes;
    squares = r->squares;
    status = searchStatusName(r->status);
    benchmark::DoNotOptimize(r);
  }
  nodesCounter(state, nodes);
  state.counters["squares"] = squares;
  state.SetLabel(status);
  // (the corners are connected, mapgen.h connectedCorners: anything else measured a pocket)
  if (std::string_view(status) != "complete") state.SkipWithError("the path did not reach the far corner");
}

// Best paths with landmarks (core/search/landmarks.h), cold (no cache: the tables are built in the query,
// as in a one-shot CLI request) or warm (a LandmarkCache kept between queries, as a loaded scene
// does; filled before timing), and plain (landmarks off: A* with the empty-grid bound alone, the
// "before"). Routes: 0 corner to far corner (as Path/*; the goal is a landmark,
// the easy case), 1 centre to far corner, 2 sixteen fixed-seed random pairs of open cells (time per
// pair averaged). Counters: states settled per query, landmarks used, tables' memory (warm).
std::vector<std::pair<Cell, Cell>> routes(const Setup& s, int route) {
  if (route == 0) return {{s.corner, s.farCorner}};
  if (route == 1) return {{s.centre, s.farCorner}};
  std::vector<std::pair<Cell, Cell>> pairs;
  Mulberry32 rng{4242};
  auto open = [&]() {
    for (;;) {
      const Cell c{static_cast<int>(rng.next() % static_cast<std::uint32_t>(s.side)),
                   static_cast<int>(rng.next() % static_cast<std::uint32_t>(s.side))};
      if (s.map[static_cast<std::size_t>(c.y) * s.side + c.x] != kBlocked) return c;
    }
  };
  while (pairs.size() < 16) {
    const Cell a = open(), b = open();
    pairs.push_back({a, b});
  }
  return pairs;
}

// kColdAt: cold, with the landmark rule's threshold the benchmark's second argument (thresholds()).
enum Landmarks { kPlain, kCold, kWarm, kColdAt };
void PathLandmarks(benchmark::State& state, int route, Landmarks how) {
  const bool warm = how == kWarm;
  const Setup& s = setup(0, static_cast<int>(state.range(0)));
  const auto pairs = routes(s, route);
  LandmarkCache cache;
  PathRequest req;
  req.search.mover = 0;
  req.search.band = &s.scene->ruleset().bands.front();
  req.search.limitByAllowance = false;
  req.search.maxNodes = kMaxMaxNodes;
  req.landmarks = warm ? &cache : nullptr;
  if (how == kPlain) req.landmarkMinPositions = INT32_MAX;
  if (how == kColdAt) req.landmarkMinPositions = static_cast<int>(state.range(1));
  auto run = [&](bool count, long long& nodes, int& landmarks) {
    for (auto [from, to] : pairs) {
      req.search.from = from;
      req.target = to;
      auto r = findPath(*s.scene, req);
      if (!r) {
        state.SkipWithError("the search refused the request");
        return false;
      }
      if (count) {
        nodes += r->nodes;
        landmarks = std::max(landmarks, r->landmarks);
      }
      benchmark::DoNotOptimize(r);
    }
    return true;
  };
  long long nodes = 0;
  int landmarks = 0;
  if (warm && !run(false, nodes, landmarks)) return;
  for (auto _ : state) {
    nodes = 0;
    if (!run(true, nodes, landmarks)) break;
  }
  const double n = static_cast<double>(pairs.size());
  state.counters["nodes"] = static_cast<double>(nodes) / n;
  state.counters["landmarks"] = landmarks;
  state.counters["MiB"] = static_cast<double>(cache.bytes()) / (1 << 20);
  // Time per query (the random route runs sixteen per iteration).
  state.counters["t/query"] =
      benchmark::Counter(n, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// The landmark tables' cost alone: the relaxed graph of the whole map (its key, the kind prices,
// the eight landmark cells) and one landmark's Dijkstra (the far corner's).
void LandmarkBuild(benchmark::State& state) {
  const Setup& s = setup(0, static_cast<int>(state.range(0)));
  SearchRequest req;
  req.mover = 0;
  req.from = s.corner;
  req.band = &s.scene->ruleset().bands.front();
  req.limitByAllowance = false;
  const SearchSpace space(*s.scene, req, -1);
  std::size_t bytes = 0;
  for (auto _ : state) {
    LandmarkTables t(space);
    benchmark::DoNotOptimize(t.distances(3).data());
    bytes = t.bytes();
  }
  state.counters["MiB"] = static_cast<double>(bytes) / (1 << 20);
}

// The bar: Dijkstra over (cell, parity), 5/10 diagonals, difficult ×2, no corner-cutting past
// filled squares, bucket queue; to the target (path) or within `limit` squares (flood).
long long plainDijkstra(const std::vector<std::uint8_t>& m, int side, int start, int target, int limit,
                        std::vector<std::int32_t>& g) {
  g.assign(static_cast<std::size_t>(side) * side * 2, INT32_MAX);
  BucketQueue q(8);
  g[static_cast<std::size_t>(start) * 2] = 0;
  q.push(0, static_cast<std::uint32_t>(start) * 2);
  static const int dx[8] = {1, -1, 0, 0, 1, 1, -1, -1}, dy[8] = {0, 0, 1, -1, 1, -1, 1, -1};
  long long nodes = 0;
  while (!q.empty()) {
    std::int64_t key;
    const std::uint32_t st = q.pop(key);
    if (g[st] != key) continue;
    ++nodes;
    const int c = static_cast<int>(st >> 1), parity = static_cast<int>(st & 1);
    if (c == target) break;
    const int x = c % side, y = c / side;
    for (int d = 0; d < 8; ++d) {
      const int nx = x + dx[d], ny = y + dy[d];
      if (nx < 0 || ny < 0 || nx >= side || ny >= side) continue;
      const int n = ny * side + nx;
      if (m[n] == kBlocked) continue;
      const bool diag = d >= 4;
      if (diag && (m[y * side + nx] == kBlocked || m[ny * side + x] == kBlocked)) continue;
      const int base = diag && parity ? 2 : 1;
      const int cost = m[n] == kDifficult ? 2 * base : base;
      const std::int32_t ng = g[st] + cost;
      if (ng > limit) continue;
      const std::uint32_t ns = static_cast<std::uint32_t>(n) * 2 + (diag ? parity ^ 1 : parity);
      if (ng < g[ns]) {
        g[ns] = ng;
        q.push(ng, ns);
      }
    }
  }
  return nodes;
}

void PlainDijkstraFlood(benchmark::State& state) {
  const Setup& s = setup(0, static_cast<int>(state.range(0)));
  std::vector<std::int32_t> g;
  long long nodes = 0;
  for (auto _ : state) {
    nodes = plainDijkstra(s.map, s.side, s.centre.y * s.side + s.centre.x, -1, 12, g);
    benchmark::DoNotOptimize(g.data());
  }
  nodesCounter(state, nodes);
}

void PlainDijkstraPath(benchmark::State& state) {
  const Setup& s = setup(0, static_cast<int>(state.range(0)));
  std::vector<std::int32_t> g;
  long long nodes = 0;
  for (auto _ : state) {
    nodes = plainDijkstra(s.map, s.side, s.corner.y * s.side + s.corner.x, s.farCorner.y * s.side + s.farCorner.x,
                          INT32_MAX, g);
    benchmark::DoNotOptimize(g.data());
  }
  nodesCounter(state, nodes);
}

// The same two searches through the JSON protocol on a loaded scene (what the WebAssembly module's
// Scene.query does per mouse move): request parsing, the search, the move query's replay (path) and
// the JSON answer. tests/bench/js/wasm_bench.mjs runs the same requests through the wasm build.
void Query(benchmark::State& state, bool path) {
  const Setup& s = setup(0, static_cast<int>(state.range(0)));
  const std::string text = path ? "{\"query\":\"path\",\"creature\":\"hero\",\"from\":[" + std::to_string(s.corner.x) +
                                      "," + std::to_string(s.corner.y) + "],\"target\":[" +
                                      std::to_string(s.farCorner.x) + "," + std::to_string(s.farCorner.y) +
                                      "],\"maxNodes\":64000000}"
                                : "{\"query\":\"reachable\",\"creature\":\"hero\"}";
  std::size_t bytes = 0;
  for (auto _ : state) {
    const std::string out = handleRequestText(text, s.scene.get());
    bytes = out.size();
    benchmark::DoNotOptimize(out.data());
  }
  state.counters["bytes"] = static_cast<double>(bytes);
}

// The move query of web/bench/wasm-bench.mjs (section 3) on a loaded scene: the 100x100 map, the hero
// at [48, 48], six steps to [54, 52] on cells set open, band dash. Request parsing, the rules and the
// 1.6 KB JSON answer: the module's share of scene.move through the JS API (issue 40).
void MoveQuery(benchmark::State& state) {
  const Setup& base = setup(0, 100);
  Scene scene = *base.scene;
  const Cell path[] = {{48, 48}, {49, 49}, {50, 50}, {51, 50}, {52, 50}, {53, 51}, {54, 52}};
  for (Cell c : path) scene.grid().setTerrain(c, CellTerrain{});
  if (auto e = scene.moveCreature("hero", path[0]))
    std::fprintf(stderr, "bench setup: the hero was not moved (code %d)\n", static_cast<int>(e->code));
  const std::string text =
      R"({"band":"dash","query":"move","creature":"hero","path":[[49,49],[50,50],[51,50],[52,50],[53,51],[54,52]]})";
  std::size_t bytes = 0;
  for (auto _ : state) {
    const std::string out = handleRequestText(text, &scene);
    bytes = out.size();
    benchmark::DoNotOptimize(out.data());
  }
  state.counters["bytes"] = static_cast<double>(bytes);
}

// A hover on a loaded scene (issue 25): the path query from the mover's cell to each cell of a ring
// around it in turn (one request per pointer move onto a new cell), with the loaded scene's kept
// search space (`kept`) or building the space in every query (as before it was kept).
void Hover(benchmark::State& state, bool kept) {
  const Setup& s = setup(0, static_cast<int>(state.range(0)));
  const Cell c = s.centre;
  std::vector<std::string> texts;
  for (int i = 0; texts.size() < 48 && i < 4800; ++i) {
    const double a = i * 0.3927, r = 3 + i % 9;
    const int x = std::clamp(c.x + static_cast<int>(std::lround(r * std::cos(a))), 0, s.side - 1);
    const int y = std::clamp(c.y + static_cast<int>(std::lround(r * std::sin(a))), 0, s.side - 1);
    // The cells a player would point at: open ground (a filled square's answer is a full flood).
    if (s.scene->grid().terrain({x, y}).ground != Ground::Open) continue;
    texts.push_back(R"({"query":"path","creature":"hero","from":[)" + std::to_string(c.x) + "," + std::to_string(c.y) +
                    R"(],"target":[)" + std::to_string(x) + "," + std::to_string(y) + "]}");
  }
  LandmarkCache landmarks;
  SearchSpaceCache spaces;
  spaces.attach(s.scene.get());
  std::size_t i = 0;
  for (auto _ : state) {
    const std::string out =
        handleRequestText(texts[i++ % texts.size()], s.scene.get(), &landmarks, kept ? &spaces : nullptr);
    benchmark::DoNotOptimize(out.data());
  }
  state.counters["kept"] = static_cast<double>(spaces.hits());
}

// The calculator's hover with the whole map in sight (issue 40): the mover fixed at the centre, the
// pointer on 64 fixed-seed random open cells anywhere on the map (most far beyond the allowance), one
// best path per move on a loaded scene (its kept search space and landmark tables), search only.
// range(1): the landmark rule's threshold (1: landmarks at every size, INT32_MAX: never), to weigh
// kLandmarkMinPositions on mid-size maps. `sweep` times the 64 hovers from a scene just changed (the
// tables built as the pointer goes: the first hovers pay for them), else each hover with everything
// kept (filled before timing). (web/bench/wasm-bench.mjs --hover has the paint bench's mover near its
// corner.)
void HoverFar(benchmark::State& state, bool sweep) {
  const Setup& s = setup(0, static_cast<int>(state.range(0)));
  std::vector<Cell> targets;
  Mulberry32 rng{4040};
  while (targets.size() < 64) {
    const Cell c{static_cast<int>(rng.next() % static_cast<std::uint32_t>(s.side)),
                 static_cast<int>(rng.next() % static_cast<std::uint32_t>(s.side))};
    if (s.map[static_cast<std::size_t>(c.y) * s.side + c.x] != kBlocked) targets.push_back(c);
  }
  PathRequest req;
  req.search.mover = 0;
  req.search.from = s.centre;
  req.search.band = &s.scene->ruleset().bands.front();
  req.search.limitByAllowance = false;  // the page's request: no withinAllowance
  req.landmarkMinPositions = static_cast<int>(state.range(1));
  auto landmarks = std::make_unique<LandmarkCache>();
  auto spaces = std::make_unique<SearchSpaceCache>();
  long long nodes = 0;
  int used = 0;
  auto hover = [&](Cell to) {
    req.target = to;
    req.landmarks = landmarks.get();
    req.spaces = spaces.get();
    auto r = findPath(*s.scene, req);
    if (!r) return false;
    nodes += r->nodes;
    used = std::max(used, r->landmarks);
    benchmark::DoNotOptimize(r);
    return true;
  };
  auto fresh = [&]() {
    landmarks = std::make_unique<LandmarkCache>();
    spaces = std::make_unique<SearchSpaceCache>();
    spaces->attach(s.scene.get());
  };
  fresh();
  if (!sweep)
    for (Cell t : targets) hover(t);
  std::size_t i = 0;
  long long queries = 0;
  nodes = 0;
  for (auto _ : state) {
    if (sweep) {
      state.PauseTiming();
      fresh();
      state.ResumeTiming();
      for (Cell t : targets)
        if (!hover(t)) state.SkipWithError("the search refused the request");
      queries += static_cast<long long>(targets.size());
    } else {
      if (!hover(targets[i++ % targets.size()])) state.SkipWithError("the search refused the request");
      ++queries;
    }
  }
  state.counters["nodes"] = queries ? static_cast<double>(nodes) / static_cast<double>(queries) : 0;
  state.counters["landmarks"] = used;
  state.counters["MiB"] = static_cast<double>(landmarks->bytes()) / (1 << 20);
  state.counters["t/query"] =
      benchmark::Counter(sweep ? static_cast<double>(targets.size()) : 1.0,
                         benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void sizes(benchmark::internal::Benchmark* b) {
  for (int n : {30, 100, 200, 500, 1000}) b->Arg(n);
  b->Unit(benchmark::kMicrosecond);
}

// Mid-size maps with the landmark rule's threshold forced each way (1: landmarks, INT32_MAX: plain).
void thresholds(benchmark::internal::Benchmark* b) {
  for (int n : {100, 128, 150, 200, 256})
    for (int t : {1, INT32_MAX}) b->Args({n, t});
  b->Unit(benchmark::kMicrosecond);
}

BENCHMARK_CAPTURE(Reachable, walker_5ft, 0)->Apply(sizes);
BENCHMARK_CAPTURE(Reachable, walker_5ft_hex, 2)->Apply(sizes);
BENCHMARK_CAPTURE(Reachable, medium4x4_fine, 1)->Apply(sizes);
BENCHMARK_CAPTURE(ReachableSetup, walker_5ft, 0)->Apply(sizes);
BENCHMARK_CAPTURE(ReachableSetup, walker_5ft_hex, 2)->Apply(sizes);
BENCHMARK_CAPTURE(Path, walker_5ft, 0, false)->Apply(sizes);
BENCHMARK_CAPTURE(Path, walker_5ft_hex, 2, false)->Apply(sizes);
BENCHMARK_CAPTURE(Path, medium4x4_fine, 1, false)->Apply(sizes);
BENCHMARK_CAPTURE(Query, reachable_walker_5ft, false)->Apply(sizes);
BENCHMARK_CAPTURE(Query, path_walker_5ft, true)->Apply(sizes);
BENCHMARK(MoveQuery)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(Hover, path_rebuilt, false)->Apply(sizes);
BENCHMARK_CAPTURE(Hover, path_kept, true)->Apply(sizes);
BENCHMARK_CAPTURE(PathLandmarks, corner_cold, 0, kCold)->Apply(sizes);
BENCHMARK_CAPTURE(PathLandmarks, corner_warm, 0, kWarm)->Apply(sizes);
BENCHMARK_CAPTURE(PathLandmarks, centre_plain, 1, kPlain)->Apply(sizes);
BENCHMARK_CAPTURE(PathLandmarks, centre_cold, 1, kCold)->Apply(sizes);
BENCHMARK_CAPTURE(PathLandmarks, centre_warm, 1, kWarm)->Apply(sizes);
BENCHMARK_CAPTURE(PathLandmarks, random16_plain, 2, kPlain)->Apply(sizes);
BENCHMARK_CAPTURE(PathLandmarks, random16_cold, 2, kCold)->Apply(sizes);
BENCHMARK_CAPTURE(PathLandmarks, random16_warm, 2, kWarm)->Apply(sizes);
BENCHMARK_CAPTURE(HoverFar, kept, false)->Apply(thresholds);
BENCHMARK_CAPTURE(HoverFar, sweep, true)->Apply(thresholds);
BENCHMARK_CAPTURE(PathLandmarks, random16_at, 2, kColdAt)->Apply(thresholds);
BENCHMARK(LandmarkBuild)->Apply(sizes);
BENCHMARK(PlainDijkstraFlood)->Apply(sizes);
BENCHMARK(PlainDijkstraPath)->Apply(sizes);

}  // namespace
}  // namespace footwork::bench

BENCHMARK_MAIN();
