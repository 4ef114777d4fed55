#include "core/search/reachable.h"

#include <algorithm>
#include <climits>
#include <memory>

#include "core/search/search_queue.h"

namespace footwork {
namespace {

constexpr std::int32_t kInf = INT32_MAX;
constexpr std::uint8_t kNoPred = 0xFF;

// Dijkstra over (position, parity) with a bucket queue. `safeOnly` leaves out steps that provoke.
// With `up` (SearchSpace::needsUprightLayer: a prone mover that swims is upright for the rest of the
// move) the states are (position, layer, parity), layer 0 prone (judged by s) and 1 upright (by
// *up, the same window): a state's index is position · E + layer · P + parity, E = 2P; a pred
// byte holds the direction and, in bit 3, the layer of the state the step left.
struct Flood {
  const SearchSpace& s;
  bool safeOnly;
  std::vector<std::int32_t> g;
  std::vector<std::uint8_t> pred;  // direction of the step that reached the state
  long long nodes = 0;
  bool budgetHit = false;
  // Where a flood cut short by its budget stopped: the key of the state it would have settled next.
  // Every state whose g is at most this is exact (all cheaper ones were settled, and a state queued
  // at this key can get no cheaper); dearer ones may be tentative. kInf when the flood ran to its end.
  std::int32_t cut = kInf;
  const SearchSpace* up;
  int E;  // states per position

  Flood(const SearchSpace& space, bool safe, const SearchSpace* upright = nullptr)
      : s(space),
        safeOnly(safe),
        g(Scratch<std::int32_t>::take()),
        pred(Scratch<std::uint8_t>::take()),
        up(upright),
        E(space.parities() * (upright ? 2 : 1)) {}
  ~Flood() {
    Scratch<std::int32_t>::give(g);
    Scratch<std::uint8_t>::give(pred);
  }
  Flood(const Flood&) = delete;
  Flood& operator=(const Flood&) = delete;

  // The budget's units spent on the space's slow steps (SearchSpace::slowWork) since the flood began.
  long long work0 = 0;
  long long work() const { return s.slowWork() + (up ? up->slowWork() : 0) - work0; }

  // Settles states until the budget (states plus slow work) is spent; `nodes` then counts both.
  void run(long long maxNodes) {
    work0 = work();
    runStates(maxNodes);
    nodes += work();
  }
  void runStates(long long maxNodes) {
    if (up) {
      if (s.parities() == 2) runLayered<2>(maxNodes);
      else runLayered<1>(maxNodes);
      return;
    }
    if (s.parities() == 2) runWith<2>(maxNodes);
    else runWith<1>(maxNodes);
  }

  // P: the parities (a constant, so that a state's position and parity cost no division).
  template <int P>
  void runWith(long long maxNodes) {
    const std::size_t states = static_cast<std::size_t>(s.positionCount()) * P;
    g.assign(states, kInf);
    pred.assign(states, kNoPred);
    const Cell from = s.request().from;
    if (!s.inWindow(from)) return;
    const int start = s.indexOf(from) * P + s.startParity();
    g[start] = 0;
    BucketQueue q(s.maxStepSquares() + 1);
    q.push(0, static_cast<std::uint32_t>(start));
    const bool oneStep = s.singleStepOnly();
    // A position's row without a division: pos · m / 2^32 with m = ⌊2^32 / width⌋ + 1 is exact
    // while pos · width < 2^32 (the reachable query's windows; otherwise divide).
    const int width = s.width();
    const std::uint64_t m = (std::uint64_t{1} << 32) / static_cast<std::uint64_t>(width) + 1;
    const bool reciprocal =
        static_cast<std::uint64_t>(s.positionCount()) * static_cast<std::uint64_t>(width) < (std::uint64_t{1} << 32);
    const Cell origin = s.cellOf(0);
    while (!q.empty()) {
      std::int64_t key;
      const std::uint32_t st = q.pop(key);
      if (g[st] != key) continue;  // stale
      if (nodes + work() >= maxNodes) {
        budgetHit = true;
        cut = static_cast<std::int32_t>(key);
        return;
      }
      ++nodes;
      if (oneStep && static_cast<int>(st) != start) continue;  // minimum movement: one square only
      const int pos = static_cast<int>(st) / P, parity = static_cast<int>(st) % P;
      const int row = reciprocal ? static_cast<int>((static_cast<std::uint64_t>(pos) * m) >> 32) : pos / width;
      const Cell at{origin.x + pos - row * width, origin.y + row};
      const std::int32_t gs = g[st];  // a step never returns to its own position: constant below
      s.expand(
          pos, at, parity, gs,
          [&](int dir, const StepJudgement& j) {
            if (safeOnly && j.provokes) return;
            const int np = (P == 2 && j.diagonal) ? parity ^ 1 : parity;
            const std::size_t ns = static_cast<std::size_t>(pos + s.offset(dir)) * P + static_cast<std::size_t>(np);
            const std::int32_t ng = gs + j.squares;
            if (ng < g[ns]) {
              g[ns] = ng;
              pred[ns] = static_cast<std::uint8_t>(dir);
              q.push(ng, static_cast<std::uint32_t>(ns));
            }
          },
          [&](int dir) {  // a step costs something: a state that costs no more than this one keeps its cost
            const int np = (P == 2 && isDiagonalDir(dir)) ? parity ^ 1 : parity;
            return g[static_cast<std::size_t>(pos + s.offset(dir)) * P + static_cast<std::size_t>(np)] > gs;
          });
    }
  }

  // The prone swimmer's flood (see up): a prone state's step that the move query makes a swim is
  // judged upright and enters the upright layer; the other steps stay prone.
  template <int P>
  void runLayered(long long maxNodes) {
    const std::size_t states = static_cast<std::size_t>(s.positionCount()) * E;
    g.assign(states, kInf);
    pred.assign(states, kNoPred);
    const Cell from = s.request().from;
    if (!s.inWindow(from)) return;
    const int start = s.indexOf(from) * E + s.startParity();
    g[start] = 0;
    BucketQueue q(std::max(s.maxStepSquares(), up->maxStepSquares()) + 1);
    q.push(0, static_cast<std::uint32_t>(start));
    const bool oneStep = s.singleStepOnly();
    while (!q.empty()) {
      std::int64_t key;
      const std::uint32_t st = q.pop(key);
      if (g[st] != key) continue;  // stale
      if (nodes + work() >= maxNodes) {
        budgetHit = true;
        cut = static_cast<std::int32_t>(key);
        return;
      }
      ++nodes;
      if (oneStep && static_cast<int>(st) != start) continue;  // minimum movement: one square only
      const int pos = static_cast<int>(st) / E, layer = static_cast<int>(st) % E / P, parity = static_cast<int>(st) % P;
      const std::int32_t gs = g[st];
      const auto relax = [&](int dir, const StepJudgement& j, int toLayer) {
        if (safeOnly && j.provokes) return;
        const int np = (P == 2 && j.diagonal) ? parity ^ 1 : parity;
        const std::size_t ns =
            static_cast<std::size_t>(pos + s.offset(dir)) * E + static_cast<std::size_t>(toLayer * P + np);
        const std::int32_t ng = gs + j.squares;
        if (ng < g[ns]) {
          g[ns] = ng;
          pred[ns] = static_cast<std::uint8_t>(dir | (layer << 3));
          q.push(ng, static_cast<std::uint32_t>(ns));
        }
      };
      std::array<SearchSpace::LayerStep, 8> steps;
      s.layerSteps(*up, pos, parity, gs, layer == 1, steps);
      for (int dir = 0; dir < 8; ++dir)
        if (steps[dir].j.legal) relax(dir, steps[dir].j, steps[dir].upright ? 1 : 0);
    }
  }

  int stride() const { return E; }
  // The space that judged the step into state st (the upright one for the upright layer).
  const SearchSpace& spaceOf(int st) const { return up && st % stride() >= s.parities() ? *up : s; }
  // The state the recorded step into st left.
  int prevState(int st) const {
    const int P = s.parities(), E = stride();
    const int dir = pred[st] & 7, prevLayer = pred[st] >> 3;
    const int pos = st / E, parity = st % P;
    const int prevParity = (P == 2 && isDiagonalDir(dir)) ? parity ^ 1 : parity;
    return (pos - s.offset(dir)) * E + prevLayer * P + prevParity;  // the step stayed in the window
  }

  // The best state of position `pos` (least cost; parity 0 on a tie, prone before upright), or -1.
  int best(int pos) const {
    const int P = stride();
    int b = -1;
    for (int p = 0; p < P; ++p) {
      const int st = pos * P + p;
      if (g[st] != kInf && (b < 0 || g[st] < g[b])) b = st;
    }
    return b;
  }

  // The cells entered on the recorded path to state `st`, and the mode of its last step.
  std::vector<Cell> path(int st) const {
    std::vector<Cell> cells;
    while (pred[st] != kNoPred) {
      cells.push_back(s.cellOf(st / stride()));
      st = prevState(st);
    }
    std::reverse(cells.begin(), cells.end());
    return cells;
  }

  // `at`: the cell of st's position.
  Mode lastMode(int st, Cell at) const {
    const Creature& m = s.mover();
    if (pred[st] == kNoPred) return m.has(kProne) ? Mode::Crawl : s.request().hasMode ? s.request().mode : Mode::Walk;
    const int P = s.parities();
    if (up) {
      const int dir = pred[st] & 7, prevLayer = pred[st] >> 3;
      const SearchSpace& sp = spaceOf(st);
      if (sp.oneCellKernel()) return sp.enteredMode(at);
      const int prevPos = st / (2 * P) - s.offset(dir);  // the step stayed in the window
      const int prevParity = (P == 2 && isDiagonalDir(dir)) ? (st % P) ^ 1 : st % P;
      return sp.legalStepMode(prevPos, {at.x - kStepDx[dir], at.y - kStepDy[dir]}, dir, prevParity,
                              g[prevPos * 2 * P + prevLayer * P + prevParity]);
    }
    const int dir = pred[st];
    const int pos = st / P, parity = st % P;
    if (s.oneCellKernel()) return s.enteredMode(at);
    const int prevPos = pos - s.offset(dir);  // the step stayed in the window
    const int prevParity = (P == 2 && isDiagonalDir(dir)) ? parity ^ 1 : parity;
    const int prev = prevPos * P + prevParity;
    return s.legalStepMode(prevPos, {at.x - kStepDx[dir], at.y - kStepDy[dir]}, dir, prevParity, g[prev]);
  }
};

}  // namespace

SearchOutcome<ReachableResult> findReachable(const Scene& scene, const ReachableRequest& req,
                                             const ReachableOptions& options) {
  const Ruleset& rules = scene.ruleset();
  // The floods to run: the named band, or the stacking bands grouped by identical rules.
  std::vector<const Band*> floods;
  ReachableResult out;
  for (const Band& b : rules.bands) out.bands.push_back(b.name);
  if (req.bandGiven) {
    floods.push_back(req.search.band);
  } else {
    for (std::size_t i = 0; i < rules.bands.size(); ++i) {
      const Band& b = rules.bands[i];
      if (!b.stacksAfterMove) continue;
      const Band* last = floods.empty() ? nullptr : floods.back();
      const bool sameRules = last && last->allowsHampered == b.allowsHampered && last->provokes == b.provokes &&
                             last->ignoresCost == b.ignoresCost && last->fixedSquares == b.fixedSquares;
      if (sameRules) floods.back() = &b;
      else floods.push_back(&b);
    }
  }
  for (const Band* b : floods)
    if (b->ignoresCost && b->fixedSquares != 1) return SearchRefusal{SearchRefusal::Reason::CostFreeBand};

  struct Run {
    std::unique_ptr<SearchSpace> space, up;  // up: the upright layer (SearchSpace::needsUprightLayer)
    std::unique_ptr<Flood> flood, safe;
  };
  std::vector<Run> runs;
  const Cell from = req.search.from;
  for (const Band* b : floods) {
    SearchRequest sr = req.search;
    sr.band = b;
    // Every step costs at least one square and moves the space one cell: the window need reach no
    // farther than the most squares any mode may spend.
    Run r;
    const int reach = b->ignoresCost ? b->fixedSquares : SearchSpace::maxLimitFor(scene, sr);
    r.space = std::make_unique<SearchSpace>(scene, sr, std::max(reach, 0));
    if (r.space->needsUprightLayer()) {
      // The upright layer on the same window (the modes' limits do not look at prone).
      SearchRequest ur = sr;
      ur.upright = true;
      r.up = std::make_unique<SearchSpace>(scene, ur, std::max(reach, 0));
    }
    // With a flood for safe paths to follow, this one takes at most half of what is left: a place is
    // answered only when both know it (the emit below), so a first flood that spent it all would
    // leave the answer empty.
    const bool safe = options.withSafe && r.space->provokerCount() > 0;
    const long long left = std::max<long long>(0, sr.maxNodes - out.nodes);
    r.flood = std::make_unique<Flood>(*r.space, false, r.up.get());
    r.flood->run(safe ? (left + 1) / 2 : left);
    out.nodes += r.flood->nodes;
    if (r.flood->budgetHit) out.status = SearchStatus::Budget;
    if (safe) {
      r.safe = std::make_unique<Flood>(*r.space, true, r.up.get());
      r.safe->run(std::max<long long>(0, sr.maxNodes - out.nodes));
      out.nodes += r.safe->nodes;
      if (r.safe->budgetHit) out.status = SearchStatus::Budget;
    }
    runs.push_back(std::move(r));
  }

  // Merge: positions in row-major order over the union of the windows.
  const Grid& g = scene.grid();
  const Creature& mover = scene.creatures()[req.search.mover];
  // The last anchors (a hex space's anchor is not its top-left hex: every anchor on the map, search_setup.cpp).
  const bool hexSpace = g.shape().hex() && mover.spaceW > 1;
  const int maxX = hexSpace ? g.width() - 1 : g.width() - mover.spaceW;
  const int maxY = hexSpace ? g.height() - 1 : g.height() - mover.spaceH;
  int x0 = from.x, y0 = from.y, x1 = from.x, y1 = from.y;
  for (auto& r : runs) {
    const Cell a = r.space->cellOf(0), b = r.space->cellOf(r.space->positionCount() - 1);
    x0 = std::min(x0, a.x);
    y0 = std::min(y0, a.y);
    x1 = std::max(x1, b.x);
    y1 = std::max(y1, b.y);
  }
  x1 = std::min(x1, maxX);
  y1 = std::min(y1, maxY);
  {
    std::size_t settled = 0;  // an upper bound of the positions found
    for (auto& r : runs) settled += static_cast<std::size_t>(r.flood->nodes);
    out.cells.reserve(settled);
    out.squares.reserve(settled);
    out.band.reserve(settled);
    out.safe.reserve(settled);
    out.provokes.reserve(settled);
    out.canEnd.reserve(settled);
    out.via.reserve(settled);
  }
  // One position of one flood into the answer: 1 when emitted, 0 when the flood does not reach it
  // (a later flood may), -1 when a flood cut short by the budget cannot say exactly (its cost, or its
  // cheapest path that provokes nothing, may lie past where it stopped): the position is left out,
  // so an answer past its budget lists only exact places, every one costing up to where it stopped.
  const auto emit = [&](const Run& r, int pos, Cell c) {
    const SearchSpace& s = *r.space;
    const int st = r.flood->best(pos);
    if (st < 0 || r.flood->g[st] > r.flood->cut) return r.flood->budgetHit ? -1 : 0;
    const int cost = r.flood->g[st];
    int safe = cost;
    if (r.safe) {
      const int ss = r.safe->best(pos);
      if (ss >= 0 && r.safe->g[ss] <= r.safe->cut) safe = r.safe->g[ss];
      else if (r.safe->budgetHit) return -1;
      else safe = -1;
    }
    out.cells.push_back(c);
    out.squares.push_back(cost);
    // (A band's allowance looks at the mode and the speeds, never at prone: either layer's space names it.)
    out.band.push_back(s.bandFor(r.flood->lastMode(st, c), cost));
    out.safe.push_back(safe);
    out.provokes.push_back(safe == cost ? 0 : safe >= 0 ? 1 : 2);
    out.canEnd.push_back(s.canEnd(pos));
    out.via.push_back(static_cast<int>(s.request().band - rules.bands.data()));
    if (options.withPaths) out.paths.push_back(r.flood->path(st));
    return 1;
  };
  if (runs.size() == 1) {
    // One window: its positions in index order are the row-major order.
    const Run& r = runs.front();
    const int n = r.space->positionCount(), w = r.space->width();
    const Cell a = n > 0 ? r.space->cellOf(0) : Cell{};
    for (int pos = 0, x = 0, y = 0; pos < n; ++pos) {
      emit(r, pos, Cell{a.x + x, a.y + y});
      if (++x == w) {
        x = 0;
        ++y;
      }
    }
    return out;
  }
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x)
      for (auto& r : runs) {
        if (!r.space->inWindow({x, y})) continue;
        if (emit(r, r.space->indexOf({x, y}), Cell{x, y}) != 0) break;
      }
  return out;
}

}  // namespace footwork
