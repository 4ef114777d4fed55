#pragma once
// What a move is asked and what it answers: the path items, the request, the record of each item
// and the outcome of the whole move (evaluateMove, core/movement/move.h; jumps, jump.h).
#include <string>
#include <vector>

#include "core/movement/refusal.h"
#include "core/movement/step.h"
#include "core/ruleset/ruleset.h"

namespace footwork {

struct PathItem {
  enum class Kind : std::uint8_t { Step, Stand, DropProne, LongJump, HighJump };
  Kind kind = Kind::Step;
  Cell cell{};  // a step's cell; a long jump's landing cell
  bool hasMode = false;
  Mode mode = Mode::Walk;
  int runUp = -1;     // jumps: 1 running start, 0 standing, -1 judged from the path (10 ft on foot just before)
  Milli height = -1;  // high jump: the height leapt; -1 = as high as the creature can
};

struct MoveRequest {
  int mover = -1;              // index in the scene
  Cell from{};                 // where the path starts (the creature's position by default)
  std::vector<PathItem> path;  // cells entered, in order, not including the start
  bool hasMode = false;
  Mode mode = Mode::Walk;      // mode for steps that name none
  const Band* band = nullptr;  // allowance band; nullptr = the ruleset's first ("move")
  Milli spent = 0;             // movement already spent this turn
  int diagonals = 0;           // diagonals already counted this turn (alternation)
  bool stopping = true;        // false: a 4e double move's first move, which may end on an ally
  Milli ceiling = 0;           // height of the ceiling for jumps (5e-fine); 0 = open sky
};

struct OpportunityAttack {
  int by = -1;              // creature index
  int step = -1;            // index of the path item that provokes
  Cell at{};                // where the mover is when it provokes (the square it leaves)
  const char* reason = "";  // leave-reach, leave-threatened, leave-adjacent, enter-space, stand-up
};

struct StepRecord {
  PathItem::Kind kind = PathItem::Kind::Step;
  Cell from{}, to{};
  Mode mode = Mode::Walk;
  StepCost cost;
  Milli costMilli = 0;
  Milli total = 0;   // spent this turn after the step, including what was spent before
  Milli cap = 0;     // the allowance for this step's mode
  std::string band;  // which band the total falls in ("move", "dash" …), "" when beyond all
  bool legal = true;
  Reason why;  // the rule broken when not legal (the protocol writes its code and sentence)
  int blocker = -1;
  std::vector<int> provokes;
  // Jumps: the distance (long) or height (high) cleared, the most the creature could clear, whether
  // it had a running start, how high a long jump rises, how high a high jump lets it reach.
  Milli jumpCleared = 0, jumpMax = 0, jumpRise = 0, reachAbove = 0;
  bool runUp = false;

  // Records a broken rule unless an earlier one was recorded already (the first failure wins).
  void fail(const Reason& broken) {
    if (!legal) return;
    legal = false;
    why = broken;
  }
};

struct MoveOutcome {
  std::vector<StepRecord> steps;  // evaluated items; evaluation ends at a step that cannot be taken at all
  bool complete = true;           // every path item was evaluated
  bool legal = true;              // every step is legal and the creature may end where the path ends
  Cell end{};                     // where the path ends (its last evaluated cell)
  bool canEnd = true;             // the creature may end its move at `end`
  Reason endProblem;              // why it may not
  int endBlocker = -1;
  Cell stop{};        // where the creature actually stops: the last legal position
  int stopStep = -1;  // index of the step that reaches `stop`; -1 = it stays at the start
  // dnd35: where the creature is put instead of `stop` when the path ends where it may not stay and
  // a legal position lies closer to that end than `stop` does (hasClosestLegal false otherwise).
  bool hasClosestLegal = false;
  Cell closestLegal{};
  int closestLegalSquares = 0;  // its distance from `end`, in squares
  Milli spentAtStop = 0;
  const Band* band = nullptr;
  Milli allowance = 0;                     // the band's allowance in the path's first mode
  Milli speed = 0;                         // the first band's ("move"): the speed in that mode
  std::vector<OpportunityAttack> attacks;  // provoked on the way to `stop`
  bool falls = false;                      // a flyer that ends prone or unable to move without hover falls
  const char* fallReason = "";             // "prone", "speed-zero" or "cannot-move"
  std::uint32_t checks = 0;
  Rect stopSpace{};  // the cells occupied at `stop` (a squeezed footprint when squeezed)
  bool squeezedAtStop = false;
  bool squeezedOnTheWay = false;  // some step up to `stop` squeezes
  // Diagonals this move counted for the alternation (MoveRequest::diagonals plus this is what the
  // turn's next move starts from): each diagonal step evaluated, legal or not, and each diagonal a
  // long jump crossed; none for a step or jump that could not be taken at all; none on hexes.
  int diagonals = 0;
};

}  // namespace footwork
