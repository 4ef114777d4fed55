#pragma once
// What a search is asked and what one step of it is: the request (SearchRequest), the eight step
// directions, the judgement of one step (StepJudgement), how a search ended (SearchStatus) and why
// it may refuse a request (SearchRefusal, SearchOutcome). The search space that judges the steps is
// core/search/search.h; the searches are reachable.h, path.h and landmarks.h.
#include <array>
#include <cstdint>
#include <optional>
#include <utility>

#include "core/ruleset/ruleset.h"
#include "core/scene/cell.h"
#include "core/scene/creature.h"
#include "core/scene/error.h"
#include "core/scene/units.h"

namespace footwork {

enum class SearchStatus : std::uint8_t {
  Complete,  // the search ran to its end
  Partial,   // the target cannot be reached (or ended in): the result is the closest place found
  Budget,    // the node limit was hit first: the result is the best found so far
};
const char* searchStatusName(SearchStatus s);

// A query's budget (SearchRequest::maxNodes), over every search it runs: states settled (popped and
// expanded), plus the steps priced by the general pricer weighted by the crowd (SearchSpace::slowWork),
// plus what the places query does per place (places.h). Reached, a search stops (SearchStatus::Budget)
// and says so. The default keeps the worst request the limits allow near a second in WebAssembly
// (docs/limits.md, "Budgets").
constexpr int kDefaultMaxNodes = 1'000'000;
constexpr int kMaxMaxNodes = 64'000'000;

struct SearchRequest {
  int mover = -1;        // index in the scene
  Cell from{};           // start (top-left of the space)
  bool hasMode = false;  // a mode for every step; otherwise each step picks one as the move query does
  Mode mode = Mode::Walk;
  const Band* band = nullptr;    // whose rules apply (cap, provokes, hampered, fixed squares)
  Milli spent = 0;               // movement already spent this turn
  int diagonals = 0;             // diagonals already counted this turn
  bool stopping = true;          // false: a 4e double move's first move (may end on an ally)
  bool limitByAllowance = true;  // false: the band's cap is not applied (a path longer than the allowance)
  // Judge the mover as not prone: the upright layer of a prone swimmer's search (needsUprightLayer).
  bool upright = false;
  int maxNodes = kDefaultMaxNodes;
};

// The eight steps: four orthogonal, then four diagonal.
constexpr std::array<int, 8> kStepDx = {1, -1, 0, 0, 1, 1, -1, -1};
constexpr std::array<int, 8> kStepDy = {0, 0, 1, -1, 1, -1, 1, -1};
constexpr bool isDiagonalDir(int dir) { return dir >= 4; }

struct StepJudgement {
  bool legal = false;
  int squares = 0;
  bool diagonal = false;
  bool provokes = false;        // some creature gets an opportunity attack for this step
  std::uint64_t provokers = 0;  // which ones, as bits of SearchSpace::provoker() (when provokersExact())
  Mode mode = Mode::Walk;
};

// A request a search cannot honour. The core says which and with what; the protocol
// (cpp/protocol/search) words it and names the request field at fault.
struct SearchRefusal {
  enum class Reason : std::uint8_t {
    CostFreeBand,      // a band that ignores cost with fixed squares other than one
    TooManyProvokers,  // fewestAttacks with more than 64 creatures that could take an attack
  };
  Reason reason = Reason::CostFreeBand;
  int provokers = 0;  // TooManyProvokers: how many there are
};

// A search's answer, or its refusal.
template <class T>
using SearchOutcome = Result<T, SearchRefusal>;

}  // namespace footwork
