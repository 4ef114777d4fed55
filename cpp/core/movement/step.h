#pragma once
// The price of one step: a creature's whole space moving from one position to a neighbouring one.
// This is the one place where the walking rules meet; the move query replays paths through it and
// the path search expands states with it, so both always agree.
#include <cstdint>
#include <vector>

#include "core/movement/blocking.h"
#include "core/movement/step_price.h"
#include "core/scene/creature.h"
#include "core/scene/scene.h"

namespace footwork {

// A check the text requires; reported, never rolled.
enum StepCheck : std::uint32_t {
  kCheckRoughWater = 1u << 0,        // "gaining any distance in rough water might require … Athletics"
  kCheckSlipperyClimb = 1u << 1,     // "climbing a slippery vertical surface … requires … Athletics"
  kCheckLowObstacle = 1u << 2,       // long jump over a low obstacle: "DC 15 Strength (Athletics) check"
  kCheckLandingDifficult = 1u << 3,  // "when you land in difficult terrain … DC 15 Dexterity (Acrobatics)"
};
constexpr int kStepCheckCount = 4;
const char* stepCheckName(std::uint32_t bit);

struct StepCost {
  StepBlock block = StepBlock::None;
  int blocker = -1;  // index of the creature or -1
  Cell blockCell{};  // the square (or corner cell) at fault
  int squares = 0;   // cost in squares of the grid
  std::uint32_t reasons = 0;
  std::uint32_t checks = 0;
  bool diagonal = false;
  bool hampered = false;        // difficult or obstructed: a run cannot cross it
  std::vector<int> provokedBy;  // creatures whose space entering provokes (3.x very small, 4e)
  Rect space{};                 // the cells the creature occupies after the step (its footprint)
  bool squeezed = false;        // it squeezes there (core/movement/squeeze.h): the step costs the squeeze extra
};

struct StepQuery {
  Cell from, to;
  Mode mode = Mode::Walk;
  int diagonalsBefore = 0;  // diagonals already counted this move (alternation state)
  // Prices the step as squeezing even where the creature's space fits (kept for callers that track
  // a squeeze themselves; the move query leaves it false and lets the footprint decide).
  bool squeezing = false;
  // May squeeze into a narrower footprint where the space does not fit (core/movement/squeeze.h). False for
  // 4e forced movement ("can't be … made to squeeze into a space").
  bool canSqueeze = true;
};

// Prices a step of `mover` (whose conditions may differ from its scene entry mid-move: prone …).
// `moverIndex` is skipped when looking at other creatures (-1 when the mover is not in the scene).
StepCost priceStep(const Scene& scene, const Creature& mover, int moverIndex, const StepQuery& q);

}  // namespace footwork
