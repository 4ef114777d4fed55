#pragma once
// The reachable area: every position the creature's space can get to within its allowance, with
// the least cost, the band that cost falls in, whether the move may end there, and whether getting
// there provokes an opportunity attack.
//
// Bands: unless the request names one, the search covers every band that stacks after the plain
// move (5e move + dash, 3.x move + double + run, 4e move + double). Bands whose rules differ only
// by their cap share one flood (the widest); a band with other rules (3.x run: "you can't run
// across difficult terrain") gets its own, and a position takes the first flood, in band order,
// that reaches it.
//
// Provoking, per position: 0 = some cheapest path provokes no opportunity attack; 1 = every
// cheapest path provokes, but a dearer one within the allowance does not (its cost is `safe`);
// 2 = every path within the allowance provokes.
#include <string>
#include <vector>

#include "core/search/search.h"

namespace footwork {

struct ReachableRequest {
  SearchRequest search;  // band == nullptr: every stacking band
  bool bandGiven = false;
};

// Past its budget (search.maxNodes, over every flood) the status is Budget and the arrays hold only
// the positions the floods answer exactly: those costing no more than where their flood stopped (so
// the nearest are there) whose cheapest path that provokes nothing is known too (or, when every path
// provokes, the search for one ran to its end); none with a tentative cost.
struct ReachableResult {
  SearchStatus status = SearchStatus::Complete;
  long long nodes = 0;
  std::vector<std::string> bands;  // band names, indexed by `band`
  // Parallel arrays, one entry per reachable position, in row-major order.
  std::vector<Cell> cells;
  std::vector<int> squares;              // cost of this move in squares (excluding what was spent before)
  std::vector<int> band;                 // index into `bands`; -1 when beyond every band (cannot happen within the cap)
  std::vector<int> provokes;             // 0, 1 or 2 (see above)
  std::vector<int> safe;                 // least cost without provoking, -1 when there is none
  std::vector<bool> canEnd;              // false: the creature may pass but not end here
  std::vector<int> via;                  // index of the band whose flood found the position (its rules applied)
  std::vector<std::vector<Cell>> paths;  // with ReachableOptions::withPaths: a cheapest path to each
};

struct ReachableOptions {
  bool withPaths = false;  // tests: keep a cheapest path (cells entered) per position
  bool withSafe = true;    // false: no search for paths that provoke nothing (`safe`, `provokes` then 0)
};

// Refuses only requests that make no sense (a band with fixed squares > 1 that ignores cost).
SearchOutcome<ReachableResult> findReachable(const Scene& scene, const ReachableRequest& req,
                                             const ReachableOptions& options = {});

}  // namespace footwork
