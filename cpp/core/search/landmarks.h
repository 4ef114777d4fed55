#pragma once
// ALT (A*, landmarks, triangle inequality) for the best-path search of one-cell movers on large
// maps (issue 4). The empty-grid distance (SearchSpace::lowerBound) ignores difficult terrain and
// obstacles, so on a big cluttered map plain A* settles most of the map. ALT adds a second lower
// bound from exact distances on a relaxed graph, measured from a few landmark cells.
//
// The relaxed graph (one node per position, directed: a step's cost is paid on entering) prices
// every step at most what any real step of it can cost, in HALF-squares, without the parity:
// with the potential π(x, p) = −p, a real step from (x, p) to (y, p') costing s squares has the
// reduced cost r = 2s − p + p' halves (p' = p ^ 1 after a diagonal under the alternating rule,
// else p). The relaxed edge takes the least r over both parities of the entered cell's kind
// (floor: orthogonal 2, diagonal 3; difficult ×2: 4 and 5; one-parity rulesets: r = 2s).
// Summing along any real path from (x, p) to t: 2·cost = Σ r + p − p_end ≥ D(x, t) + p − 1, so
//   h(x, p) = ceil((D(x, t) + p − 1) / 2)   (one parity: ceil(D / 2))
// where D is any lower bound of the relaxed distance. Steps the one-cell kernel hands to priceStep
// (a wall, door, window or low edge on a side of a cell of the step's box, another creature) and
// kinds priced by judge() (difficult levels beyond the table) get the floor price whatever their
// cells are (passable, corners not cut off): no real step costs less than bare floor, which is
// what makes lowerBound admissible in the first place. Filled cells and pits that are not complex
// stay impassable, and corners stay blocked by filled squares, exactly as the kernel rules.
//
// A search from a cell no relaxed step enters (a pit under a walker: its steps go to priceStep) does
// without landmarks, so that the bound is consistent at every state the search meets.
//
// Landmarks: sixteen cells (the window's corners, edge midpoints and quarter points, each moved to
// the nearest cell a step may enter). The relaxed distance from every cell TO each landmark L (a
// Dijkstra over the reversed steps) gives D(x, t) ≥ d(x, L) − d(t, L) (triangle inequality). Both
// bounds are consistent, so their maximum is, and A* still settles the cheapest path first. A
// search uses the landmark that lies most "beyond" its goal as seen from its source, by empty-grid
// distances (the next one if the source or the goal cannot reach it); the rule reads the tables
// only through their contents, never through whether they were cached. A landmark's Dijkstra runs
// only until the search's source and goal are settled and resumes when a later search needs more;
// the bound reads min(d(x, L), R) with R the larger of their distances, which every table settled
// that far holds alike (cells beyond R hold tentative distances above R, or kUnreached).
// Why distances to the landmark rather than from it: with L behind the source, d_L(t) − d_L(x)
// equals d(s, t) − g(x) for every x whose shortest path from L passes through s, a whole cone
// ahead of the source, so A* sees them all at f = C* and settles them (measured: corner to corner
// on the 1000×1000 benchmark, 598k states against 789k without landmarks). With L beyond the
// goal, f(x) − C* is the detour of s → x → L, which grows off the path (15.6k states).
//
// Determinism: whether ALT is used is decided by a fixed rule (path.cpp: a one-cell kernel, no
// fewestAttacks, a window of kLandmarkMinPositions to kLandmarkMaxPositions positions), and every
// table is a pure function of the relaxed graph. A LandmarkCache only saves recomputation: it is
// keyed by the relaxed graph itself (the kernel's per-cell codes and the per-kind relaxed prices,
// compared in full), so a painted cell, a moved creature, another mover, mode or band can never
// reuse stale tables.
#include <array>
#include <climits>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/search/search.h"

namespace footwork {

// Windows of at least this many positions use landmarks: below it plain A* answers in a few
// milliseconds and the tables would cost more than they save (and every golden vector is smaller).
// Measured at 100×100-256×256 (issue 40, docs/performance-history.md "Landmarks on mid-size maps"):
// a kept far hover saved 8% of the states on the paint bench's map and no time on the page, while a
// one-shot path took 1.6-1.9x as long, the first hover after a change 2.0 -> 4.5 ms in WebAssembly
// and the places query (whole-map searches with landmarks) 3-4.6x at 100×100.
constexpr int kLandmarkMinPositions = 65'536;
// Memory cap: a window of more positions does not use them. Per table built, 4 bytes per position
// (plus the margin of one cell around the window); the graph's key holds 2 more per position. At
// the cap (about 1448 × 1448) that is 8 MiB per table, 132 MiB with all sixteen; 66 MiB at
// 1000 × 1000.
constexpr int kLandmarkMaxPositions = 2 * 1024 * 1024;
// Candidates: the window's corners, edge midpoints and edge quarter points. Measured on sixteen
// random pairs, 16 instead of 8 (corners and midpoints) cut the states from 21k to 14k per query on
// 500×500 and the cold time from 49 to 39 ms on 1000×1000: the landmark picked lies closer to the
// route's axis and to its goal (a shorter Dijkstra).
// Every table built is kept (dropping the least recently used beyond eight made sixteen random
// pairs rebuild one per query: 14 -> 24 ms warm).
constexpr int kLandmarkCandidates = 16;
// Landmarks per search: one. Measured on the 1000 × 1000 benchmark (sixteen random pairs), a
// second one saved 10% of the states settled (40k against 44k per query) but doubled the cost of
// a query that finds no tables (two Dijkstras of ~45 ms instead of one).
constexpr int kLandmarksPerQuery = 1;
constexpr int kLandmarkTries = 2;  // landmarks looked at per search (when the first is not reached)

// The relaxed graph of one search space and the landmarks' distance tables over it.
class LandmarkTables {
 public:
  static constexpr std::int32_t kUnreached = INT32_MAX;

  explicit LandmarkTables(const SearchSpace& space);
  // Is this the relaxed graph of `space` (same window, cell codes and kind prices)?
  bool matches(const SearchSpace& space) const;

  int codeWidth() const { return codeW_; }
  // The index of a position's cell in the tables (the kernel's code layout).
  int codeIndex(Cell p) const { return (p.y - py0_ + 1) * codeW_ + (p.x - px0_ + 1); }
  // May a step enter this position's cell in the relaxed graph?
  bool enterable(Cell p) const { return enterable(codeIndex(p)); }
  // Landmark i's cell (i < kLandmarkCandidates), or false when no cell of the window can be entered.
  bool landmark(int i, Cell& at) const;
  // Relaxed distances in half-squares from every cell to landmark i (kUnreached where none),
  // the whole table.
  const std::vector<std::int32_t>& distances(int i);
  // The same table settled at least until both cells (code indices) are, or until it is complete:
  // every cell whose distance is at most the larger of theirs holds it; every other cell holds a
  // value above that (a tentative distance or kUnreached). The Dijkstra stops there and resumes
  // when a later search needs more, so a short search does not pay for the whole map.
  const std::vector<std::int32_t>& distancesCovering(int i, int a, int b);
  // Memory held, in bytes.
  std::size_t bytes() const;

  // The relaxed price in halves of the step from cell `from` (code index) in direction dir, or -1
  // when the relaxed graph has no such step (exposed for the tests).
  int edge(int from, int dir) const;

 private:
  void computeLandmarks();
  bool enterable(int c) const;
  // Landmark i's Dijkstra, resumable: the ring of buckets (Dial's algorithm) and the next key.
  struct Table {
    std::vector<std::int32_t> dist;
    std::vector<std::vector<std::uint32_t>> ring;
    std::int32_t key = 0;     // every cell at a distance below it is settled
    std::size_t pending = 0;  // entries in the ring
  };
  void start(int i);
  // Settles keys until `stop` returns true before a key, or the ring is empty.
  template <class Stop>
  void settle(Table& t, Stop stop) const;

  int px0_ = 0, py0_ = 0, pw_ = 0, ph_ = 0, codeW_ = 0, parities_ = 2;
  std::vector<std::uint16_t> codes_;  // the kernel's codes (SearchSpace::kernelCodes)
  // Per kind: the relaxed entering price in halves, orthogonal and diagonal; -1: never entered.
  std::vector<std::int32_t> orth_, diag_;
  std::int32_t floorOrth_ = 2, floorDiag_ = 3;
  std::array<int, 8> off_{};
  std::array<int, kLandmarkCandidates> landmark_{};  // code index, -1: none
  std::array<Table, kLandmarkCandidates> tables_;
};

// The tables of the last relaxed graph a host's scene searched, kept between requests. Owned by
// the protocol's loaded scene (protocol/scene/loaded_scene.h), which drops it when the terrain changes;
// correctness never depends on that (matches() compares the whole graph).
class LandmarkCache {
 public:
  // Tables for `space`'s relaxed graph: the cached ones when the graph is the same, else new ones.
  LandmarkTables& tablesFor(const SearchSpace& space);
  void clear() { tables_.reset(); }
  std::size_t bytes() const { return tables_ ? tables_->bytes() : 0; }
  // Times tablesFor reused the cached graph, and built a new one (for tests and benchmarks).
  long long hits() const { return hits_; }
  long long misses() const { return misses_; }

 private:
  std::unique_ptr<LandmarkTables> tables_;
  long long hits_ = 0, misses_ = 0;
};

// The ALT lower bound for one search segment: h(position cell, parity) in squares.
class LandmarkHeuristic {
 public:
  // Picks the landmarks for a search from `source` to `goal` (building their tables if needed);
  // landmarks whose table does not reach both are left out (count() says how many are kept).
  LandmarkHeuristic(LandmarkTables& tables, const SearchSpace& space, Cell source, Cell goal);
  int count() const { return count_; }
  // The largest value operator() can return (sizes the search's bucket queue).
  int maxBound() const { return maxBound_; }
  int operator()(Cell at, int parity) const {
    const int c = tables_->codeIndex(at);
    std::int32_t best = 0;
    for (int i = 0; i < count_; ++i) {
      // Clamped at the radius the search needs (the larger of the source's and the goal's
      // distances): a lower bound of d(x, L) whether or not the table holds more, so the bound is
      // the same cold or warm; min(d, R) keeps it consistent.
      const std::int32_t d = dist_[i][c] < radius_[i] ? dist_[i][c] : radius_[i];
      if (d - goal_[i] > best) best = d - goal_[i];
    }
    // 2·cost ≥ D + p − 1 (two parities) or 2·cost ≥ D (one): the ceiling of half of it.
    const std::int32_t twice = parities_ == 2 ? best + parity - 1 : best;
    return twice > 0 ? (twice + 1) / 2 : 0;
  }

 private:
  const LandmarkTables* tables_;
  int parities_ = 2;
  int count_ = 0;
  const std::int32_t* dist_[kLandmarksPerQuery] = {};
  std::int32_t goal_[kLandmarksPerQuery] = {};
  std::int32_t radius_[kLandmarksPerQuery] = {};
  int maxBound_ = 0;
};

}  // namespace footwork
