#pragma once
// Jumps (5e-fine "jumping"): how far and how high a creature leaps, how high a long jump rises, whether
// it clears a ceiling and how high the creature can reach during a high jump. Pure functions on exact
// lengths (Milli): a standing jump is "half that distance", so Str 15 standing covers 7.5 ft exactly.
//
// The sentences (../shared/rules/000_…txt):
//   "you cover a number of feet up to your Strength score if you move at least 10 feet on foot
//    immediately before the jump"; "when you make a standing long jump, you can leap only half that distance"
//   "you leap into the air a number of feet equal to 3 + your Strength modifier (minimum of 0 feet) if you
//    move at least 10 feet on foot immediately before the jump"; "standing high jump … only half that distance"
//   "each foot you clear on the jump costs a foot of movement"
//   "when you long jump you go half the distance you jump high, that height plus your height for your size
//    needs to be less than the ceiling"  (the height risen is half the distance; README reading 2)
//   "you can reach above you a distance equal to the height of the jump plus your overhead reach for your size"
//   a low obstacle is "no taller than half the jump's distance for the first half and no taller than the
//    remaining distance for the second half"
#include "core/movement/move_record.h"
#include "core/scene/scene.h"
#include "core/scene/units.h"

namespace footwork {

// "if you move at least 10 feet on foot immediately before the jump".
constexpr Milli kJumpRunUp = 10 * kMilliPerFoot;

// True when `movedOnFoot` (feet moved on foot immediately before the jump) is a running start.
constexpr bool hasRunningStart(Milli movedOnFoot) { return movedOnFoot >= kJumpRunUp; }

// The ability modifier of a score: floor((score − 10) / 2), so 9 → −1, 10 → 0, 15 → +2.
int abilityModifier(int score);

// Long-jump distance: Strength score in feet with a running start, half that standing. Never negative.
Milli longJumpDistance(int strength, bool runningStart);

// High-jump height: max(0, 3 + Strength modifier) feet with a running start, half that standing.
Milli highJumpHeight(int strength, bool runningStart);

// How high a long jump of `distance` rises: half its distance.
constexpr Milli longJumpRise(Milli distance) { return distance / 2; }

// The ceiling check: rise + the creature's height must be strictly less than the ceiling.
// Computed as distance + 2·height < 2·ceiling so that an odd Milli distance is not rounded.
bool longJumpClearsCeiling(Milli distance, Milli creatureHeight, Milli ceiling);

// The longest long jump, no longer than `maxDistance`, that still clears the ceiling, in whole
// multiples of `granularity` (the cell size, or 1 ft); 0 when none does. `granularity` > 0.
Milli longestJumpUnderCeiling(Milli maxDistance, Milli creatureHeight, Milli ceiling, Milli granularity);

// How far above the ground the creature can reach at the top of a high jump of `jumpHeight`:
// the height of the jump plus the overhead reach for its size.
constexpr Milli reachAbove(Milli jumpHeight, Milli overheadReach) { return jumpHeight + overheadReach; }

// The tallest low obstacle a long jump of `distance` may clear at `along` feet from take-off:
// half the distance over the first half, the remaining distance over the second half; 0 outside the jump.
Milli lowObstacleLimit(Milli distance, Milli along);

// Movement a jump costs: "each foot you clear on the jump costs a foot of movement".
constexpr Milli jumpMovementCost(Milli cleared) { return cleared; }

// A jump as an item of a move's path (evaluateMove), from where the move has got to.
struct JumpStart {
  Cell at{};          // the take-off position
  Rect space{};       // the cells occupied there
  int diagonals = 0;  // diagonals counted so far this turn (the landing's distance is counted on)
  Milli ceiling = 0;  // 0: open sky
};
// Judges a long or high jump (`rec.runUp` and `rec.cap` already set): the distance or height
// cleared and the most the creature could clear, the rise, the reach above, the cells flown over,
// the landing and the checks it needs. Records the first rule broken in `rec` (rec.fail). Returns
// false when the path can't get past the jump at all (not straight, blocked, no landing); adds the
// diagonals a long jump counts to `diagonals`.
bool judgeJump(const Scene& scene, const Creature& jumper, const PathItem& item, const JumpStart& from, StepRecord& rec,
               int& diagonals);

}  // namespace footwork
