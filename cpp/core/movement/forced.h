#pragma once
// Moves that are not a move (4e "Pull, Push, and Slide", "Swapping Places"): the target is moved by
// someone else's power, square by square along a path the caller gives.
//
// The sentences (../shared/rules/004_…txt):
//   "Pull: When you pull a creature, each square you move it must bring it nearer to you."
//   "Push: When you push a creature, each square you move it must place it farther away from you."
//   "Slide: … there's no restriction on the direction you can move it."
//   "Line of Effect: You must have line of effect to any square you pull, push, or slide a creature into."
//   "You can choose to move the target fewer squares or not to move it at all. You can't move the
//    target vertically."
//   "No Opportunity Attacks", "Ignore Difficult Terrain", "Not a Move: … A target's speed is irrelevant"
//   "Clear Path: Forced movement can't move a target into a space it couldn't enter by walking. The
//    target can't be forced into an obstacle or made to squeeze into a space."
//   "Catching Yourself: If you're forced over a precipice or a pit, you can try to catch yourself" —
//    "10 or higher: Success. You fall prone at the edge, in the last square you occupied before you
//    would have fallen. The forced movement ends." "If only part of a creature's space is over a pit
//    or a precipice, the creature doesn't fall."
//   "Swapping Places: … You slide the target so that its space overlaps your space, and then you shift
//    so your space includes at least one square that the target just left."
// The other four texts have no forced movement of their own; the same rules serve them (with their
// own diagonal counting) so that a 5e shove or a 3.x bull rush can be checked the same way.
#include <string>
#include <vector>

#include "core/movement/falling.h"
#include "core/movement/verdict.h"
#include "core/position/sight.h"
#include "core/scene/scene.h"

namespace footwork {

enum class ForcedKind : std::uint8_t { Pull, Push, Slide };

struct ForcedRequest {
  ForcedKind kind = ForcedKind::Slide;
  int target = -1;         // the creature moved (scene index)
  Rect source{};           // who moves it (its space) or the power's origin square
  bool hasSource = false;  // a slide may name no source: then no line of effect is checked
  int sourceIndex = -1;    // the source creature, skipped when judging occupied squares
  int distance = -1;       // squares the power allows; -1 = no limit given
  std::vector<Cell> path;  // positions of the target, each a neighbour of the one before
  Milli pitDepth = 0;      // depth of a pit or drop the target may go over (for falling damage)
};

struct ForcedStep {
  Cell from{}, to{};
  int squares = 0;                        // squares this step counts (the ruleset's diagonal rule)
  int total = 0;                          // squares so far
  int rangeBefore = -1, rangeAfter = -1;  // squares from the source (pull, push)
  bool legal = true;
  bool overEdge = false;  // the whole space would be over a pit or precipice the start is not over
  Reason why;             // the rule broken when not legal
  int blocker = -1;
};

struct ForcedOutcome {
  std::vector<ForcedStep> steps;
  bool legal = true;  // every step legal and the target may end where the path ends
  Cell stop{};        // where the target ends up
  int stopStep = -1;
  int squares = 0;  // squares moved to `stop`
  bool canEnd = true;
  Reason endProblem;
  int endBlocker = -1;
  // The path runs over a precipice or into a pit: the forced movement stops at the edge and the
  // target may make a saving throw; on 10 or higher it falls prone at `stop`, otherwise it falls.
  bool precipice = false;
  Cell overEdge{};       // the position the target would have fallen into
  bool hasFall = false;  // pitDepth given and the ruleset has falling damage
  FallDamage fall;
};

Result<ForcedOutcome> evaluateForced(const Scene& scene, const ForcedRequest& req);

// What a step over a precipice or into a pit means to the judge: the path query stops there ("you can
// try to catch yourself", `precipice`); the search of forced_ends.h asks whether the step would
// otherwise be allowed (direction, line of effect, clear path, distance) and records it as over the edge.
enum class ForcedEdge : std::uint8_t { Stops, Judged };

// The rules of forced movement for one request, judged square by square. evaluateForced (a path the
// caller gives) and forcedEnds (every end, core/movement/forced_ends.h) both ask it, so each rule is
// written once; it holds what every square needs (the line-of-effect blockers, built once).
class ForcedJudge {
 public:
  ForcedJudge(const Scene& scene, const ForcedRequest& req);
  // One square, `from` to the neighbouring `to`, after `diagonalsBefore` diagonals and `squaresBefore`
  // squares: clear path, no squeezing, pull nearer / push farther, line of effect, distance (the first
  // rule broken is recorded).
  ForcedStep step(Cell from, Cell to, int diagonalsBefore, int squaresBefore, ForcedEdge edge) const;
  // Whether the target may end its forced movement with its top-left cell at `at` (an occupied square
  // may be passed through but not ended in); the reason when not.
  bool mayEndAt(Cell at, Reason& why) const;

 private:
  const Scene& scene_;
  const ForcedRequest& req_;
  Blockers effect_;
  std::vector<Cell> sourceHexes_;  // hex grids: the source's hexes (a creature's space or the origin)
};

struct SwapRequest {
  int user = -1, target = -1;
  Cell targetTo{}, userTo{};  // new positions (defaults: each other's old position)
};

struct SwapOutcome : Verdict {};

// "You slide the target so that its space overlaps your space, and then you shift so your space
// includes at least one square that the target just left."
SwapOutcome evaluateSwap(const Scene& scene, const SwapRequest& req);

}  // namespace footwork
