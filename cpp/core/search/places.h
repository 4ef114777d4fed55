#pragma once
// Where to stand (issue 27): every place a creature may end its move this turn, with its cost and
// band (findReachable's own answer, the places it may only pass through left out) and who it
// provokes on the way there: the creatures the move query names for the path the path query gives
// to that place with `withinAllowance` (every step legal for the move query: without it a path may
// take a step some mode's own allowance forbids, a swim beyond the swimming speed, and come out
// cheaper than any legal way). That path is found by findPathOn, the path query's own search, on one
// space per band (the band whose flood reached the place), never by a second rule.
//
// Which space: the path query searches the whole map. For a place within the allowance (every place
// here) a search on the flood's window pops the same states in the same order: every state outside
// the window costs more than the place itself, so it is never popped before it, and the queue's order
// among the rest is the same. Where
// the path query would use the landmark bound (core/search/landmarks.h: a one-square mover on a map
// of 65,536 positions or more) the heuristic, and so the choice among equal-cost paths, is the
// landmarks': the search then runs on the path query's own whole-map space with its tables.
// tests/unit/places_property_test.cpp checks every place against the path and move queries.
#include <string>
#include <vector>

#include "core/search/landmarks.h"
#include "core/search/reachable.h"

namespace footwork {

// The budget (reach.search.maxNodes) bounds the whole query: the reachable search's states (at most
// half of it, so that a map too large to search in full still gets its nearest places answered), every
// place's path search's, and `unitsPerPlace` for each place answered (what the caller does per place
// beyond its path: the protocol's position facts). Places are answered nearest first (least cost,
// then row-major); past the budget the answer says so (status Budget) and holds every place cheaper
// than the first one left out, each answered in full.
struct PlacesSearchRequest {
  ReachableRequest reach;  // as the reachable query takes it
  bool provokers = true;   // find who each place's path provokes
  // A place's units: unitsPerPlace, plus unitsPerLineCell per cell of the longest line from the
  // place to `lineTo` (the lines of sight and cover the caller draws to a target: their cost grows
  // with the distance).
  long long unitsPerPlace = 0;
  long long unitsPerLineCell = 0;
  Cell lineTo{};
  // The loaded scene's landmark tables (the path query's cache); nullptr: built when needed.
  LandmarkCache* landmarks = nullptr;
};

struct PlacesSearch {
  SearchStatus status = SearchStatus::Complete;
  long long nodes = 0;             // the budget spent: states settled by every search, and unitsPerPlace per place
  std::vector<std::string> bands;  // band names, indexed by `band` and `via`
  // Parallel arrays, one entry per place the move may end in, in row-major order.
  std::vector<Cell> cells;
  std::vector<int> squares;  // cost of this move in squares
  std::vector<int> band;     // the band the total falls in (findReachable's `band`)
  std::vector<int> via;      // the band whose rules reached it (its path is searched under them)
  // Provokers (with PlacesSearchRequest::provokers): place i's are provokers[provokerStart[i] …
  // provokerStart[i + 1]), creature indices in scene order.
  std::vector<int> provokerStart;
  std::vector<int> provokers;
};

// Refuses what findReachable refuses.
SearchOutcome<PlacesSearch> findPlaces(const Scene& scene, const PlacesSearchRequest& req);

}  // namespace footwork
