#pragma once
// The move query: a path through the scene, priced step by step under the ruleset, against the
// turn's allowance. Answers what each step costs and why, what is left, which steps are illegal and
// why, where the creature really stops, and who gets an opportunity attack.
#include <string>

#include "core/movement/move_record.h"

namespace footwork {

// May `mover` end its movement occupying `r` (its space or a squeezed footprint)? Other creatures
// are judged by the ruleset's ending rules; a phasing creature must end in an unoccupied space clear
// of obstacles. Fills `why` when it may not (`why.creature`: the creature in the way, or -1).
bool mayEndAt(const Scene& scene, const Creature& mover, int moverIndex, const Rect& r, bool stopping, Reason& why);
// May the creature at `index` stand occupying `r` and stay there (the space query's `occupied`)? As
// a move that stops there may end (mayEndAt): StandOccupied, EndCellFull or EndInsideObstacle.
bool mayStandAt(const Scene& scene, const Creature& c, int index, const Rect& r, Reason& why);

// Evaluates the move; errors are only for requests that make no sense (unknown band …).
Result<MoveOutcome> evaluateMove(const Scene& scene, const MoveRequest& req);

// The allowance of `band` for `mover` moving in `mode` (speed × multiplier, or fixed squares).
Milli bandAllowance(const Scene& scene, const Band& band, const Creature& mover, Mode mode);
// May a hampered step (difficult terrain, an obstacle …) be taken under this band? Not when running
// (the band's allowsHampered) nor, where the ruleset says so, while charging.
bool mayCrossHampered(const Ruleset& rules, const Band& band, const Creature& mover);
// The speed a mode uses: climbing and swimming without those speeds use the walking speed.
Milli speedFor(const Creature& c, Mode mode);

}  // namespace footwork
