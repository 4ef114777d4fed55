#pragma once
// What stops a creature standing somewhere or crossing from one square into the next: the map's
// filled squares, pits, walls, doors, windows and corners (other creatures are passage.h's).
// A lower layer than step.h and squeeze.h, which both read it.
#include <cstdint>

#include "core/scene/creature.h"
#include "core/scene/scene.h"

namespace footwork {

// Why a step cannot be taken at all, whatever movement is left.
enum class StepBlock : std::uint8_t {
  None,
  NotAdjacent,
  OutOfGrid,
  Wall,        // a wall, closed door or window between the squares
  Solid,       // a square filled by an obstacle
  Pit,         // a pit or chasm: walkers cannot enter
  Corner,      // a diagonal across the corner of a wall or filled square
  Creature,    // a creature that may not be moved through
  FillsSpace,  // a creature that fills its space completely (gelatinous cube)
  NoSpeed,     // no speed for this mode (flying without a fly speed …)
  Rock,        // burrowing into material that cannot be burrowed
  Immobile,    // the creature cannot move (immobilized, restrained, grappled, speed 0 …)
};
const char* stepBlockName(StepBlock b);

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
