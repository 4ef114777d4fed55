#pragma once
// Where a move may end (the parts of evaluateMove after the last item, core/movement/move.cpp):
// squeezing past an opponent, the closest legal position, a flyer that falls. mayEndAt itself is
// declared in move.h (forced movement, swaps and teleports ask it too).
#include "core/movement/move_record.h"

namespace footwork {

// dnd35 "it can't end its movement in an occupied square" while squeezing past an opponent at `p`.
bool mayEndSqueezingPast(const Scene& scene, const Creature& mover, Cell p, Mode mode, Reason& why);

// dnd35's closest legal position for a move that ends where it may not stay (fills out.closestLegal).
void findClosestLegal(const Scene& scene, const Creature& state, const MoveRequest& req, Mode mode, MoveOutcome& out);

// Why a creature in the air at the end of its move falls ("prone", "cannot-move", "speed-zero"), or "".
const char* flyerFallReason(const Ruleset& rules, const Creature& state, bool airborne);

}  // namespace footwork
