#pragma once
// The best path from the creature to a target position, exact under the ruleset: A* over
// (position, diagonal parity) with the empty-grid distance as heuristic (every step costs at least
// what it costs on bare floor, so the heuristic is consistent and the first path found is cheapest).
//
// Variants:
// - waypoints: the path passes through each, in order. Searched segment by segment; each segment
//   starts from both parities at its waypoint with their own costs, so the whole path is still the
//   cheapest (a cheap arrival with the "wrong" parity can cost more later).
// - fewestAttacks: minimises first the number of distinct creatures that get an opportunity attack
//   along the path (each creature counts once, as in the move query), then the cost. The state then
//   carries the set of creatures already provoked; labels dominated by another at the same place
//   (a subset of provokers and no more cost) are dropped.
// - a given mode (SearchRequest::hasMode), or the move query's per-step choice.
// - a prone swimmer (SearchSpace::needsUprightLayer, 5e-fine "a swimmer is immune to the prone
//   condition"): the state also carries prone or upright (a swim step leads from the first to the
//   second, judged by a second SearchSpace built with SearchRequest::upright); no landmarks then.
//
// - landmarks (core/search/landmarks.h): on windows of kLandmarkMinPositions to kLandmarkMaxPositions
//   positions, for a one-cell-kernel mover without fewestAttacks, the heuristic is the larger of
//   the empty-grid distance and the ALT bound. The rule looks at the request and the window only,
//   and the tables are a pure function of the scene's relaxed graph, so the answer (which of
//   several equal-cost paths, too) is the same whether a LandmarkCache held them or not.
//
// Status: complete (the target reached and the move may end there), partial (unreachable, or the
// move may not end there: the path goes to the closest place it may end, by empty-grid distance,
// then cost) or budget (the node limit was hit: the closest place found so far).
#include <cstdint>
#include <string>
#include <vector>

#include "core/search/landmarks.h"
#include "core/search/search.h"
#include "core/search/search_queue.h"
#include "core/search/space_cache.h"

namespace footwork {

struct PathRequest {
  SearchRequest search;
  Cell target{};
  std::vector<Cell> waypoints;  // visited in order before the target
  bool fewestAttacks = false;
  // Tables kept between requests on the same scene (the host's loaded scene); nullptr: built for
  // this query when needed and dropped. Only saves time: never changes the answer.
  LandmarkCache* landmarks = nullptr;
  // The search space kept between requests on the host's loaded scene (core/search/space_cache.h);
  // nullptr: built for this query. Only saves time: never changes the answer.
  SearchSpaceCache* spaces = nullptr;
  // The landmark rule's window threshold; tests lower it to exercise ALT on small maps.
  int landmarkMinPositions = kLandmarkMinPositions;
};

struct PathResult {
  SearchStatus status = SearchStatus::Complete;
  std::string reason;  // for partial: "unreachable", "cannot-end", "waypoint-unreachable"
  int waypointsReached = 0;
  std::vector<Cell> path;  // cells entered, in order (the move query's "path")
  int squares = 0;         // cost of the path in squares
  int attacks = -1;        // distinct creatures provoked (fewestAttacks only)
  long long nodes = 0;     // the budget spent: states settled, and slow steps (SearchSpace::slowWork)
  int landmarks = 0;       // landmarks the heuristic used (most of any segment; 0: plain A*)
  Cell end{};
};

// Refuses only requests the search cannot honour (more than 64 possible provokers with
// fewestAttacks, an unsupported band).
SearchOutcome<PathResult> findPath(const Scene& scene, const PathRequest& req);

// Would findPath use the landmark bound on this space (the rule above: the request and the window)?
bool pathUsesLandmarks(const SearchSpace& space, const PathRequest& req);

// findPath's plain search (no fewestAttacks) on a space the caller built, with `up` its upright
// layer or nullptr: the places query (core/search/places.h) searches one space for many targets.
// `tables`: the landmark tables when pathUsesLandmarks(space, req), else nullptr; `scratch`: arrays
// kept from the last search on this space and these layers, or nullptr.
PathResult findPathOn(const SearchSpace& space, const SearchSpace* up, const PathRequest& req, LandmarkTables* tables,
                      PathScratch* scratch = nullptr);

}  // namespace footwork
