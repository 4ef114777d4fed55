// Where a move may end: other creatures' spaces and the ruleset's ending rules (mayEndAt, move.h),
// where a creature set down may stand (mayStandAt),
// squeezing past an opponent, the closest legal position and falling (move_end.h).
#include "core/movement/move_end.h"

#include <algorithm>

#include "core/movement/move.h"
#include "core/movement/passage.h"
#include "core/movement/squeeze.h"
#include "core/scene/distance.h"
#include "core/scene/space.h"

namespace footwork {

bool mayEndAt(const Scene& scene, const Creature& mover, int moverIndex, const Rect& r, bool stopping, Reason& why) {
  const auto& others = scene.creatures();
  // Phasing (4e): "you … can move through obstacles and other creatures but must end your movement
  // in an unoccupied space" — so not inside an obstacle and not in anyone's space.
  const bool phasing = mover.has(kPhasing);
  if (phasing) {
    Cell where{};
    if (rectBlock(scene, mover.solidSelf(), r, Mode::Walk, &where) != StepBlock::None) {
      why = refusal(Refusal::EndInsideObstacle);
      why.at = where;
      return false;
    }
  }
  // Creatures smaller than a cell share it up to the smaller capacity among them.
  int sharers = 1, capacity = mover.perCell;
  for (int i = 0; i < static_cast<int>(others.size()); ++i) {
    if (i == moverIndex || others[i].id == mover.id) continue;
    const Creature& o = others[i];
    if (!spacesOverlap(scene.grid().shape(), r, o.space())) continue;
    if (phasing || !mayEndIn(scene.ruleset(), mover, o, stopping)) {
      why = refusal(Refusal::EndOccupied);
      why.creature = i;
      return false;
    }
    if (bothShareCells(mover, o)) {
      ++sharers;
      capacity = std::min(capacity, o.perCell);
    }
  }
  if (sharers > capacity) {
    why = refusal(Refusal::EndCellFull);
    why.before = capacity;
    return false;
  }
  return true;
}

// A creature set down stays: the ending rule of a move that stops there (a placement is not a move,
// so its sentence says "stand", not "end the move").
bool mayStandAt(const Scene& scene, const Creature& c, int index, const Rect& r, Reason& why) {
  if (mayEndAt(scene, c, index, r, true, why)) return true;
  if (why.code == Refusal::EndOccupied) {
    why.code = Refusal::StandOccupied;
    why.subject = index;  // no move is under way to say "the move": the sentence names who is set down
  }
  return false;
}

// dnd35 "A creature can squeeze past an opponent while moving but it can't end its movement in an
// occupied square": squeezing past one (core/movement/squeeze.h opponentIn), the space it would stand in
// takes in the opponent's square, though the squeezed figure stands beside it.
bool mayEndSqueezingPast(const Scene& scene, const Creature& mover, Cell p, Mode mode, Reason& why) {
  const int o = opponentIn(scene, mover, mover.spaceAt(p), mode);
  if (o < 0) return true;
  why = refusal(Refusal::EndSqueezingPast);
  why.creature = o;
  return false;
}

// dnd35's "closest legal position": the nearest position (by the ruleset's count of squares from
// where the path ended) at which the creature may stand and stay, if it is nearer than the last
// legal position on the path. Ties go to the first in row order (the text would roll a die).
void findClosestLegal(const Scene& scene, const Creature& state, const MoveRequest& req, Mode mode, MoveOutcome& out) {
  const Ruleset& rules = scene.ruleset();
  const Cell end = out.end;
  const int limit = cellSteps(scene.grid().shape(), end, out.stop, rules.diagonal);
  int best = limit;
  for (int y = end.y - limit; y <= end.y + limit; ++y)
    for (int x = end.x - limit; x <= end.x + limit; ++x) {
      const Cell p{x, y};
      const int d = cellSteps(scene.grid().shape(), end, p, rules.diagonal);
      if (d >= best || p == end || !scene.grid().contains(state.spaceAt(p))) continue;
      if (positionBlock(scene, state, p, mode) != StepBlock::None) continue;
      Reason why;
      if (!mayEndAt(scene, state, req.mover, state.spaceAt(p), req.stopping, why)) continue;
      best = d;
      out.hasClosestLegal = true;
      out.closestLegal = p;
      out.closestLegalSquares = d;
    }
}

// 5e: "If a flying creature is knocked prone, has its speed reduced to 0, or is otherwise deprived
// of the ability to move, the creature falls, unless it has the ability to hover" (sw5e); 5e-fine
// adds "or it is being held aloft by magic", and a prone flyer "must stand as normal on its next
// turn or fall" — so a flyer that stands up during the move does not fall.
const char* flyerFallReason(const Ruleset& rules, const Creature& state, bool airborne) {
  const bool keptUp = state.has(kHover) || (rules.heldAloftPreventsFall && state.has(kHeldAloft));
  if (!rules.flyersFall || !airborne || keptUp) return "";
  if (state.has(kProne)) return "prone";
  if (state.cannotMove()) return "cannot-move";
  if (state.speeds.fly == 0) return "speed-zero";
  return "";
}

}  // namespace footwork
