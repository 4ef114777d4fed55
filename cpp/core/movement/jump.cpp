#include "core/movement/jump.h"

#include <algorithm>

namespace footwork {

int abilityModifier(int score) {
  // Integer division truncates towards zero; the modifier rounds down (9 → −1).
  const int d = score - 10;
  return d >= 0 ? d / 2 : -((-d + 1) / 2);
}

Milli longJumpDistance(int strength, bool runningStart) {
  const Milli full = static_cast<Milli>(std::max(strength, 0)) * kMilliPerFoot;
  return runningStart ? full : full / 2;  // a Milli foot is even, so half of whole feet is exact
}

Milli highJumpHeight(int strength, bool runningStart) {
  const Milli full = static_cast<Milli>(std::max(0, 3 + abilityModifier(strength))) * kMilliPerFoot;
  return runningStart ? full : full / 2;
}

bool longJumpClearsCeiling(Milli distance, Milli creatureHeight, Milli ceiling) {
  return distance + 2 * creatureHeight < 2 * ceiling;
}

Milli longestJumpUnderCeiling(Milli maxDistance, Milli creatureHeight, Milli ceiling, Milli granularity) {
  if (granularity <= 0 || maxDistance < granularity) return 0;
  // distance < 2·(ceiling − height): the largest multiple of granularity strictly below that bound.
  const Milli bound = 2 * (ceiling - creatureHeight);
  if (bound <= granularity) return 0;
  const Milli underBound = ((bound - 1) / granularity) * granularity;
  const Milli capped = (maxDistance / granularity) * granularity;
  return std::min(underBound, capped);
}

Milli lowObstacleLimit(Milli distance, Milli along) {
  if (along < 0 || along > distance) return 0;
  if (2 * along <= distance) return distance / 2;  // "half the jump's distance for the first half"
  return distance - along;                        // "the remaining distance for the second half"
}

}  // namespace footwork
