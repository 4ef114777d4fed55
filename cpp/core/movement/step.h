#pragma once
// The price of one step: a creature's whole space moving from one position to a neighbouring one.
// This is the one place where the walking rules meet; the move query replays paths through it and
// the path search expands states with it, so both always agree.
#include <cstdint>
#include <vector>

#include "core/scene/creature.h"
#include "core/scene/scene.h"

namespace footwork {

// Why a step costs what it costs (bit set; docs/protocol.md lists the codes).
enum StepReason : std::uint32_t {
  kReasonDiagonal = 1u << 0,
  kReasonSecondDiagonal = 1u << 1,  // the alternation's 2-square diagonal
  kReasonDifficult = 1u << 2,
  kReasonObstructed = 1u << 3,      // a hampering obstacle in the square
  kReasonLowObstacle = 1u << 4,     // a low wall between squares
  kReasonCreatureSpace = 1u << 5,   // 5e: another creature's space is difficult terrain
  kReasonCrawl = 1u << 6,
  kReasonClimb = 1u << 7,
  kReasonSwim = 1u << 8,
  kReasonSqueeze = 1u << 9,
  kReasonHelplessBody = 1u << 10,   // dnd35: a large helpless creature still hampers
  kReasonIgnoresDifficult = 1u << 11,  // flying/incorporeal/phasing/terrain walk: difficult terrain ignored
};
constexpr int kStepReasonCount = 12;
const char* stepReasonName(std::uint32_t bit);

// Why a step cannot be taken at all, whatever movement is left.
enum class StepBlock : std::uint8_t {
  None,
  NotAdjacent,
  OutOfGrid,
  Wall,          // a wall, closed door or window between the squares
  Solid,         // a square filled by an obstacle
  Pit,           // a pit or chasm: walkers cannot enter
  Corner,        // a diagonal across the corner of a wall or filled square
  Creature,      // a creature that may not be moved through
  FillsSpace,    // a creature that fills its space completely (gelatinous cube)
  NoSpeed,       // no speed for this mode (flying without a fly speed …)
  Rock,          // burrowing into material that cannot be burrowed
  Immobile,      // the creature cannot move (immobilized, restrained, grappled, speed 0 …)
};
const char* stepBlockName(StepBlock b);

// A check the text requires; reported, never rolled.
enum StepCheck : std::uint32_t {
  kCheckRoughWater = 1u << 0,     // "gaining any distance in rough water might require … Athletics"
  kCheckSlipperyClimb = 1u << 1,  // "climbing a slippery vertical surface … requires … Athletics"
  kCheckLowObstacle = 1u << 2,    // long jump over a low obstacle: "DC 15 Strength (Athletics) check"
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
  bool hampered = false;  // difficult or obstructed: a run cannot cross it
  std::vector<int> provokedBy;  // creatures whose space entering provokes (3.x very small, 4e)
  Rect space{};           // the cells the creature occupies after the step (its footprint)
  bool squeezed = false;  // it squeezes there (core/movement/squeeze.h): the step costs the squeeze extra
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

// Whether a creature of this size could stand at `p` at all: on the map, no filled squares, no
// pits (unless flying), no wall inside its space. Other creatures are not considered.
StepBlock positionBlock(const Scene& scene, const Creature& mover, Cell p, Mode mode, Cell* where = nullptr);
// Crossing from cell c into its neighbour n: a wall between them, or for a diagonal the corner of a
// wall or of a filled square ("Corners", every text). Pits do not count: "you can move diagonally
// past … impassable obstacles, such as pits" (dnd35). Sets `lowEdge` for a low wall on the way and
// `at` to the cell at fault. `ghost`: incorporeal or phasing, which pass walls.
StepBlock crossing(const Grid& g, Cell c, Cell n, bool ghost, bool& lowEdge, Cell& at);

// The same for any rectangle of cells (a squeezed footprint).
StepBlock rectBlock(const Scene& scene, const Creature& mover, const Rect& r, Mode mode, Cell* where = nullptr);

}  // namespace footwork
