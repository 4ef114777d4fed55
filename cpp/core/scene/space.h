#pragma once
// The cells of a creature's space, on any grid: the one place that says which cells a creature
// standing at an anchor cell covers. Squares: the spaceW × spaceH block whose top-left cell is the
// anchor (Creature::spaceAt). Hexes: the anchor hex for a one-hex creature; larger hex spaces are
// refused when the scene is built (docs/rules/hex.md) until their shape per size is read here.
// Position rules on hexes (cover's corners, flanking's sides) ask this, never the Rect.
#include <vector>

#include "core/scene/cell.h"
#include "core/scene/creature.h"
#include "core/scene/geometry.h"

namespace footwork {

// Appends the cells of `c`'s space when it stands at `anchor` (out is cleared first).
void spaceCells(GridShape shape, const Creature& c, Cell anchor, std::vector<Cell>& out);
inline void spaceCells(GridShape shape, const Creature& c, std::vector<Cell>& out) {
  spaceCells(shape, c, c.position, out);
}

}  // namespace footwork
