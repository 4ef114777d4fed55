#include "core/search/path.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <optional>
#include <queue>
#include <unordered_map>

#include "core/search/search_queue.h"

namespace footwork {
namespace {

constexpr std::int32_t kInf = INT32_MAX;
constexpr std::uint8_t kNoPred = 0xFF;
constexpr std::uint8_t kSource = 0xFE;

// The closest place found where the move may end: least empty-grid distance to the goal, then cost.
struct Candidate {
  int state = -1;
  int distance = INT_MAX;
  int g = INT_MAX;
  void offer(int st, int d, int cost) {
    if (d < distance || (d == distance && cost < g)) {
      state = st;
      distance = d;
      g = cost;
    }
  }
};

class PlainSearch {
 public:
  // `up`: the upright layer of a prone swimmer (SearchSpace::needsUprightLayer), never with tables.
  // `scratch`: state arrays kept from an earlier search on the same space (PathScratch), or nullptr.
  PlainSearch(const SearchSpace& s, const PathRequest& req, LandmarkTables* tables, const SearchSpace* up = nullptr,
              PathScratch* scratch = nullptr)
      : s_(s),
        req_(req),
        tables_(tables),
        up_(up),
        kept_(scratch != nullptr),
        g_(scratch ? scratch->g : own_.g),
        pred_(scratch ? scratch->pred : own_.pred),
        touched_(scratch ? scratch->touched : own_.touched) {}

  // Settles states until the budget (states plus the spaces' slow work, SearchSpace::slowWork) is
  // spent; `nodes` counts both.
  PathResult run() {
    work0_ = work();
    PathResult out = up_ ? runWith<false, true>() : tables_ ? runWith<true, false>() : runWith<false, false>();
    out.nodes += work();
    return out;
  }

 private:
  // Alt: the heuristic is the larger of the empty-grid distance and the landmarks' bound.
  // Layered: states (position, layer, parity), layer 0 prone (judged by s_) and 1 upright (by up_):
  // index position · E + layer · P + parity, E = 2P (without layers E = P); a pred byte holds the
  // direction and, in bit 3, the layer of the state the step left.
  template <bool Alt, bool Layered>
  PathResult runWith() {
    PathResult out;
    const int P = s_.parities();
    const int E = Layered ? 2 * P : P;
    const std::size_t states = static_cast<std::size_t>(s_.positionCount()) * E;
    if (g_.size() != states) {  // (kept arrays of this size hold only touched_ states to reset)
      g_.assign(states, kInf);
      pred_.assign(states, kNoPred);
      touched_.clear();
    }
    std::vector<Cell> goals = req_.waypoints;
    goals.push_back(req_.target);
    // Per goal and parity: cost and path of the cheapest arrival, and the parity it set out with.
    struct Arrival {
      bool reached = false;
      int g = 0;
      std::vector<Cell> cells;
      int fromParity = 0;
    };
    std::vector<std::array<Arrival, 4>> arrivals(goals.size());  // per parity (and layer)
    int sourcePos = s_.indexOf(req_.search.from);
    std::vector<std::pair<int, int>> sources = {{s_.startParity(), 0}};  // (layer · P + parity, cost)
    const long long maxNodes = req_.search.maxNodes;

    for (std::size_t k = 0; k < goals.size(); ++k) {
      const bool last = k + 1 == goals.size();
      // The states this segment reaches are reset before the next one (or the next search on kept arrays).
      const bool track = !last || kept_;
      const Cell goal = goals[k];
      const int goalPos = s_.indexOf(goal);
      for (std::uint32_t st : touched_) {
        g_[st] = kInf;
        pred_[st] = kNoPred;
      }
      touched_.clear();
      int gMin = INT_MAX, gMax = 0;
      for (auto [p, c] : sources) {
        gMin = std::min(gMin, c);
        gMax = std::max(gMax, c);
      }
      std::optional<LandmarkHeuristic> alt;
      if constexpr (Alt) {
        alt.emplace(*tables_, s_, s_.cellOf(sourcePos), goal);
        out.landmarks = std::max(out.landmarks, alt->count());
      }
      // With landmarks a step may raise the heuristic by up to its largest value (usually by half
      // the relaxed price of the step back, but a step back may not exist in the relaxed graph).
      const int maxStep = Layered ? std::max(s_.maxStepSquares(), up_->maxStepSquares()) : s_.maxStepSquares();
      BucketQueue q(maxStep + 2 + (gMax - gMin) + 4 + (Alt ? alt->maxBound() + 2 : 0));
      const auto h = [&](Cell c, int parity) {
        const int octile = s_.lowerBound(c, goal, parity);
        if constexpr (Alt) return std::max(octile, (*alt)(c, parity));
        return octile;
      };
      for (auto [p, c] : sources) {
        const int st = sourcePos * E + p;
        g_[st] = c;
        pred_[st] = kSource;
        if (track) touched_.push_back(static_cast<std::uint32_t>(st));
        q.push(c + h(s_.cellOf(sourcePos), p % P), static_cast<std::uint32_t>(st));
      }
      Candidate cand;
      int settledGoal = 0, done = -1;
      bool budget = false;
      while (!q.empty()) {
        std::int64_t key;
        const std::uint32_t st = q.pop(key);
        const int pos = Layered ? static_cast<int>(st) / E : P == 2 ? static_cast<int>(st >> 1) : static_cast<int>(st);
        const int sub = Layered  ? static_cast<int>(st) % E
                        : P == 2 ? static_cast<int>(st & 1)
                                 : 0;  // layer · P + parity
        const int parity = Layered ? sub % P : sub;
        const Cell at = s_.cellOf(pos);
        const int hh = h(at, parity);
        if (g_[st] + hh != key) continue;  // stale
        if (out.nodes + work() >= maxNodes) {
          budget = true;
          break;
        }
        ++out.nodes;
        const bool canEnd = s_.canEnd(pos);
        if (canEnd) cand.offer(static_cast<int>(st), s_.lowerBound(at, goal, 0), g_[st]);
        if (pos == goalPos) {
          if (last) {
            if (canEnd) {
              done = static_cast<int>(st);
              break;
            }
          } else {
            Arrival& a = arrivals[k][sub];
            a.reached = true;
            a.g = g_[st];
            a.cells = cellsTo(static_cast<int>(st), a.fromParity);
            if (++settledGoal == E) break;
          }
        }
        if (s_.singleStepOnly() && pred_[st] != kSource) continue;
        const std::int32_t gs = g_[st];  // a step never returns to its own position: constant below
        if constexpr (Layered) {
          const int layer = sub / P;
          const auto relax = [&](int dir, const StepJudgement& j, int toLayer) {
            const int np = (P == 2 && j.diagonal) ? parity ^ 1 : parity;
            const std::uint32_t ns = static_cast<std::uint32_t>((pos + s_.offset(dir)) * E + toLayer * P + np);
            const std::int32_t ng = gs + j.squares;
            if (ng < g_[ns]) {
              if (track && g_[ns] == kInf) touched_.push_back(ns);
              g_[ns] = ng;
              pred_[ns] = static_cast<std::uint8_t>(dir | (layer << 3));
              q.push(ng + h(Cell{at.x + kStepDx[dir], at.y + kStepDy[dir]}, np), ns);
            }
          };
          std::array<SearchSpace::LayerStep, 8> steps;
          s_.layerSteps(*up_, pos, parity, gs, layer == 1, steps);
          for (int dir = 0; dir < 8; ++dir)
            if (steps[dir].j.legal) relax(dir, steps[dir].j, steps[dir].upright ? 1 : 0);
          continue;
        }
        // (Its steps' provokers are never read: the cost alone decides.)
        s_.expand<false>(pos, at, parity, gs, [&](int dir, const StepJudgement& j) {
          const int np = (P == 2 && j.diagonal) ? parity ^ 1 : parity;
          const int npos = pos + s_.offset(dir);
          const std::uint32_t ns = static_cast<std::uint32_t>(npos * P + np);
          const std::int32_t ng = gs + j.squares;
          if (ng < g_[ns]) {
            if (track && g_[ns] == kInf) touched_.push_back(ns);
            g_[ns] = ng;
            pred_[ns] = static_cast<std::uint8_t>(dir);
            q.push(ng + h(Cell{at.x + kStepDx[dir], at.y + kStepDy[dir]}, np), ns);
          }
        });
      }
      bool finished = false;
      int endState = -1;
      if (last) {
        finished = true;
        endState = done;
        if (done < 0) {
          // The target was not reached (or may not be ended in): go to the closest place instead.
          out.status = budget ? SearchStatus::Budget : SearchStatus::Partial;
          bool arrived = false;
          for (int e = 0; e < E; ++e) arrived = arrived || g_[static_cast<std::size_t>(goalPos) * E + e] != kInf;
          if (!budget) out.reason = arrived ? "cannot-end" : "unreachable";
          endState = cand.state;
        }
      } else if (budget || settledGoal == 0) {
        finished = true;
        out.status = budget ? SearchStatus::Budget : SearchStatus::Partial;
        if (!budget) out.reason = "waypoint-unreachable";
        endState = cand.state;
      }
      if (finished) {
        out.waypointsReached = static_cast<int>(k);
        finish(out, endState, k, arrivals);
        return out;
      }
      // Next segment sets out from this goal with both arrivals.
      sources.clear();
      for (int p = 0; p < E; ++p)
        if (arrivals[k][p].reached) sources.push_back({p, arrivals[k][p].g});
      sourcePos = goalPos;
    }
    return out;  // not reached: the last segment always returns
  }

  long long work() const { return s_.slowWork() + (up_ ? up_->slowWork() : 0) - work0_; }

  // States per position: parities, times two layers with up_.
  int stride() const { return s_.parities() * (up_ ? 2 : 1); }

  // Cells entered from the segment's source to `st`; `fromParity` receives the source's
  // layer · P + parity.
  std::vector<Cell> cellsTo(int st, int& fromParity) const {
    const int P = s_.parities(), E = stride();
    std::vector<Cell> cells;
    while (pred_[st] != kSource) {
      const int dir = pred_[st] & 7, prevLayer = pred_[st] >> 3;
      const int pos = st / E, parity = st % P;
      const Cell c = s_.cellOf(pos);
      cells.push_back(c);
      const int prev = s_.indexOf({c.x - kStepDx[dir], c.y - kStepDy[dir]});
      st = prev * E + prevLayer * P + ((P == 2 && isDiagonalDir(dir)) ? parity ^ 1 : parity);
    }
    fromParity = st % E;
    std::reverse(cells.begin(), cells.end());
    return cells;
  }

  template <class Arrivals>
  void finish(PathResult& out, int endState, std::size_t segment, const Arrivals& arrivals) const {
    const int E = stride();
    if (endState < 0) {  // nothing settled at all (budget 0): stay put
      out.end = req_.search.from;
      return;
    }
    int parity = 0;
    std::vector<Cell> tail = cellsTo(endState, parity);
    out.squares = g_[static_cast<std::size_t>(endState)];
    std::vector<std::vector<Cell>> parts = {tail};
    for (std::size_t k = segment; k-- > 0;) {
      const auto& a = arrivals[k][parity];
      parts.push_back(a.cells);
      parity = a.fromParity;
    }
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) out.path.insert(out.path.end(), it->begin(), it->end());
    out.end = s_.cellOf(endState / E);
  }

  const SearchSpace& s_;
  const PathRequest& req_;
  LandmarkTables* tables_;  // nullptr: plain A*
  const SearchSpace* up_;   // the upright layer (SearchSpace::needsUprightLayer), or nullptr
  bool kept_;               // the arrays outlive this search: every state reached is tracked
  long long work0_ = 0;     // the spaces' slow work before this search
  PathScratch own_;
  std::vector<std::int32_t>& g_;
  std::vector<std::uint8_t>& pred_;
  std::vector<std::uint32_t>& touched_;
};

// Fewest distinct provokers first, then cost: labels over (goal index, position, parity, provoked set).
class AttackSearch {
 public:
  // `up`: the upright layer of a prone swimmer (SearchSpace::needsUprightLayer), or nullptr.
  AttackSearch(const SearchSpace& s, const PathRequest& req, const SearchSpace* up = nullptr)
      : s_(s), req_(req), up_(up) {}

  PathResult run() {
    work0_ = work();
    PathResult out = search();
    out.nodes += work();
    return out;
  }

 private:
  long long work0_ = 0;  // the spaces' slow work before this search (as PlainSearch)
  long long work() const { return s_.slowWork() + (up_ ? up_->slowWork() : 0) - work0_; }

  PathResult search() {
    PathResult out;
    goals_ = req_.waypoints;
    goals_.push_back(req_.target);
    const int layers = static_cast<int>(goals_.size());
    rest_.assign(goals_.size(), 0);
    for (int k = layers - 2; k >= 0; --k) rest_[k] = rest_[k + 1] + s_.lowerBound(goals_[k], goals_[k + 1], 0);

    struct Entry {
      int attacks, f;
      std::uint32_t id;
      bool operator>(const Entry& o) const {
        if (attacks != o.attacks) return attacks > o.attacks;
        if (f != o.f) return f > o.f;
        return id < o.id;  // newer first among equals: heads for the goal
      }
    };
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
    auto push = [&](const Label& l) {
      const std::uint64_t k = key(l);
      auto [it, fresh] = seen_.try_emplace(Seen{k, l.mask}, l.g);
      if (!fresh) {
        if (it->second <= l.g) return;
        it->second = l.g;
      }
      labels_.push_back(l);
      open.push({std::popcount(l.mask), l.g + h(l), static_cast<std::uint32_t>(labels_.size() - 1)});
    };
    push(Label{s_.indexOf(req_.search.from), static_cast<std::uint8_t>(s_.startParity()), 0, 0, 0, -1});

    // Best place to stop if the target is not reached: furthest goal, then closest, then fewest attacks, cost.
    int cand = -1;
    std::tuple<int, int, int, int> candKey{INT_MAX, INT_MAX, INT_MAX, INT_MAX};
    int done = -1;
    bool budget = false;
    while (!open.empty()) {
      const Entry e = open.top();
      open.pop();
      const Label l = labels_[e.id];
      auto& settled = settled_[key(l)];
      bool dominated = false;
      for (auto& [m, g] : settled)
        if ((m & ~l.mask) == 0 && g <= l.g) {
          dominated = true;
          break;
        }
      if (dominated) continue;
      if (out.nodes + work() >= req_.search.maxNodes) {
        budget = true;
        break;
      }
      ++out.nodes;
      settled.push_back({l.mask, l.g});
      const bool canEnd = s_.canEnd(l.pos);
      const bool atGoal = s_.cellOf(l.pos) == goals_[l.layer];
      if (canEnd) {
        const std::tuple<int, int, int, int> k{-l.layer, s_.lowerBound(s_.cellOf(l.pos), goals_[l.layer], 0),
                                               std::popcount(l.mask), l.g};
        if (k < candKey) {
          candKey = k;
          cand = static_cast<int>(e.id);
        }
      }
      if (atGoal) {
        if (l.layer + 1 == layers) {
          if (canEnd) {
            done = static_cast<int>(e.id);
            break;
          }
        } else {
          Label next = l;
          next.layer = static_cast<std::uint8_t>(l.layer + 1);
          next.pred = static_cast<int>(e.id);
          push(next);
          continue;  // claiming the waypoint is free, so nothing is gained by passing it unclaimed
        }
      }
      if (s_.singleStepOnly() && l.pred >= 0) continue;
      std::array<SearchSpace::LayerStep, 8> layered;
      for (int dir = 0; dir < 8; ++dir) {
        // With up_, a prone label's step that the move query makes a swim is judged upright and
        // makes the label upright; an upright label's steps are all judged upright.
        bool upright = false;
        StepJudgement j;
        if (!up_) {
          j = s_.step(l.pos, dir, l.parity, l.g);
        } else {
          if (dir == 0) s_.layerSteps(*up_, l.pos, l.parity, l.g, l.upright, layered);
          j = layered[static_cast<std::size_t>(dir)].j;
          upright = layered[static_cast<std::size_t>(dir)].upright;
        }
        if (!j.legal) continue;
        Label n;
        n.upright = upright;
        n.pos = s_.neighbour(l.pos, dir);
        n.parity = static_cast<std::uint8_t>((s_.parities() == 2 && j.diagonal) ? l.parity ^ 1 : l.parity);
        n.layer = l.layer;
        n.mask = l.mask | j.provokers;
        n.g = l.g + j.squares;
        n.pred = static_cast<int>(e.id);
        push(n);
      }
    }
    int end = done;
    if (done < 0) {
      out.status = budget ? SearchStatus::Budget : SearchStatus::Partial;
      if (!budget) {
        const int reachedLayer = cand >= 0 ? labels_[cand].layer : 0;
        out.reason = reachedLayer + 1 < layers  ? "waypoint-unreachable"
                     : reachedGoal_(layers - 1) ? "cannot-end"
                                                : "unreachable";
      }
      end = cand;
    }
    if (end < 0) {
      out.end = req_.search.from;
      out.attacks = 0;
      return out;
    }
    const Label& last = labels_[end];
    out.squares = last.g;
    out.attacks = std::popcount(last.mask);
    out.waypointsReached = done >= 0 ? layers - 1 : last.layer;
    out.end = s_.cellOf(last.pos);
    for (int id = end; id >= 0 && labels_[id].pred >= 0; id = labels_[id].pred)
      if (labels_[labels_[id].pred].pos != labels_[id].pos) out.path.push_back(s_.cellOf(labels_[id].pos));
    std::reverse(out.path.begin(), out.path.end());
    return out;
  }

 private:
  struct Label {
    int pos;
    std::uint8_t parity;
    std::uint8_t layer;
    std::uint64_t mask;
    int g;
    int pred;
    bool upright = false;  // the upright layer (up_)
  };
  struct Seen {
    std::uint64_t key, mask;
    bool operator==(const Seen&) const = default;
  };
  struct SeenHash {
    std::size_t operator()(const Seen& s) const {
      return std::hash<std::uint64_t>()(s.key * 0x9E3779B97F4A7C15ull ^ s.mask);
    }
  };
  static std::uint64_t key(const Label& l) {
    return (static_cast<std::uint64_t>(l.layer) << 40) | (static_cast<std::uint64_t>(l.upright) << 39) |
           (static_cast<std::uint64_t>(l.pos) << 1) | l.parity;
  }
  int h(const Label& l) const { return s_.lowerBound(s_.cellOf(l.pos), goals_[l.layer], l.parity) + rest_[l.layer]; }
  bool reachedGoal_(int layer) const {
    const int pos = s_.indexOf(goals_[layer]);
    for (std::uint64_t u = 0; u < (up_ ? 2u : 1u); ++u)
      for (int p = 0; p < s_.parities(); ++p) {
        auto it = settled_.find((static_cast<std::uint64_t>(layer) << 40) | (u << 39) |
                                (static_cast<std::uint64_t>(pos) << 1) | static_cast<std::uint64_t>(p));
        if (it != settled_.end() && !it->second.empty()) return true;
      }
    return false;
  }

  const SearchSpace& s_;
  const PathRequest& req_;
  const SearchSpace* up_;
  std::vector<Cell> goals_;
  std::vector<int> rest_;  // lower bound from goal k through the later goals
  std::vector<Label> labels_;
  std::unordered_map<Seen, int, SeenHash> seen_;
  std::unordered_map<std::uint64_t, std::vector<std::pair<std::uint64_t, int>>> settled_;
};

}  // namespace

SearchOutcome<PathResult> findPath(const Scene& scene, const PathRequest& req) {
  if (req.search.band->ignoresCost && req.search.band->fixedSquares != 1)
    return SearchRefusal{SearchRefusal::Reason::CostFreeBand};
  // The loaded scene's kept space when the request is the last one's (a hover's best paths), else a
  // space for this query alone.
  std::optional<SearchSpace> own;
  const SearchSpace* kept = req.spaces ? req.spaces->spaceFor(scene, req.search, -1) : nullptr;
  const SearchSpace& space = kept ? *kept : own.emplace(scene, req.search, -1);
  // A prone swimmer (SearchSpace::needsUprightLayer): the upright layer, on the same window.
  std::optional<SearchSpace> upright;
  if (space.needsUprightLayer()) {
    SearchRequest ur = req.search;
    ur.upright = true;
    upright.emplace(scene, ur, -1);
  }
  const SearchSpace* up = upright ? &*upright : nullptr;
  // The kept space's state arrays (space_cache.h): a hover's search clears only what the last one reached.
  PathScratch* scratch = kept ? req.spaces->scratch() : nullptr;
  if (req.fewestAttacks) {
    if (!space.provokersExact()) return SearchRefusal{SearchRefusal::Reason::TooManyProvokers, space.provokerCount()};
    return AttackSearch(space, req, up).run();
  }
  // The landmark rule (core/search/landmarks.h): the request and the window decide, never the cache. The
  // tables relax the prone mover's graph, which the upright layer undercuts: none then.
  if (up || !pathUsesLandmarks(space, req)) return findPathOn(space, up, req, nullptr, scratch);
  if (req.landmarks) return findPathOn(space, up, req, &req.landmarks->tablesFor(space), scratch);
  LandmarkTables tables(space);
  return findPathOn(space, up, req, &tables, scratch);
}

bool pathUsesLandmarks(const SearchSpace& space, const PathRequest& req) {
  // (Not on hexes: the relaxed graph is drawn for square steps and their corner rule.)
  return !space.needsUprightLayer() && !space.hex() && space.oneCellKernel() && !space.singleStepOnly() &&
         space.positionCount() >= req.landmarkMinPositions && space.positionCount() <= kLandmarkMaxPositions;
}

PathResult findPathOn(const SearchSpace& space, const SearchSpace* up, const PathRequest& req, LandmarkTables* tables,
                      PathScratch* scratch) {
  if (up) return PlainSearch(space, req, nullptr, up, scratch).run();
  return PlainSearch(space, req, tables, nullptr, scratch).run();
}

}  // namespace footwork
