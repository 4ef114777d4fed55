#pragma once
// The general judge's data: SearchSpace::judge (core/search/search.h), the fast step for any space
// size, used for multi-cell movers where the space kernel is off (difficult levels above
// SpaceKernel::kMaxDifficult) and by the other kernels for the prices their tables leave out. It
// reads the search space's cell flags directly; what it keeps is the step shapes.
//
// Built by SearchSpace::buildGeneralJudge (general_judge.cpp, which also holds judge, analyze,
// squeezedShape and finishShape).
#include <cstdint>
#include <vector>

#include "core/scene/creature.h"

namespace footwork {

struct GeneralJudge {
  // What judge() finds of a step that depends neither on the parity nor on the movement spent.
  struct StepShape {
    enum : std::uint8_t { kUnknown, kIllegal, kSlow, kPriced };
    std::uint8_t state = kUnknown;
    Mode mode = Mode::Walk;
    std::uint8_t difficult = 0;
    bool diagonal = false, obstructed = false;
    bool squeeze = false;        // the squeeze surcharge (the footprint entered is squeezed)
    bool exact = false;          // priced as priceStep does, never the table's clamped value
    bool squeezedRects = false;  // the footprints differ from the spaces (provoking looks at them)
  };
  // Per position × 8 directions: multi-cell spaces without provokers, on windows of a size the
  // reachable query uses (a step's shape is then all its judgement needs besides the parity).
  mutable std::vector<StepShape> shapes;
};

}  // namespace footwork
