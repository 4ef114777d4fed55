#pragma once
// Size tables: a size row's space on a grid (cells, and how many very small creatures share a cell),
// and how many creatures of one footprint fit around a creature of another in open ground.
//
// The sentences the count must reproduce:
//   5e-fine / sw5e: "Assuming Medium combatants, eight creatures can fit in a 5-foot radius around
//     another one." sw5e: "as many as twenty Medium creatures can surround a Gargantuan one."
//   d20-3.0: "one Small or Medium-size combatant can get to each 5-foot length of the creature and four
//     more combatants can fit into the 'corners'"; "Hill giants occupy a space 10 feet wide. Only four of
//     them could surround a Medium-size creature".
//   dnd35: "a Tiny creature … occupies a space only 2-1/2 feet across, so four can fit into a single
//     square. Twenty-five Diminutive creatures or 100 Fine creatures can fit into a single square."
//   4e: "Four individual Tiny creatures can fit in a square".
// The count is exact, not a rule of thumb: the greatest number of attackers whose spaces touch the
// defender's space (side or corner) without overlapping it or each other (surroundCount below).
#include "core/ruleset/ruleset.h"

namespace footwork {

// A space on the grid: width × length in cells.
struct CellSpace {
  int width = 1, length = 1;
};

// Cells along one side for `side` feet on cells of `cell` feet; a creature smaller than a cell takes one.
int cellsAcross(Milli side, Milli cell);

// How many creatures of a `side`-foot square space share one cell: (cell / side)² for spaces smaller
// than a cell (5 / 2.5 → 4, 5 / 1 → 25, 5 / 0.5 → 100), else 1.
int perCell(Milli side, Milli cell);

// Width and length in feet of a size row for a shape ("tall" creatures are square, "long" ones
// width × length in the d20-3.0 face table).
void footprintFeet(const SizeRow& row, Shape shape, Milli& width, Milli& length);

// The most attackers of `attacker` cells (which may turn: a long creature may lie either way) that fit
// around a defender of `defender` cells, touching its space and overlapping nothing.
//
// Why it is exact: an attacker touching the defender lies flush against one of its four sides; along
// a side attackers are intervals and the best packing is greedy. Attackers on different sides can
// only collide at a corner, and there any attacker reaching past the corner (beyond the side's end)
// overlaps any attacker from the other side that reaches past it, so each corner belongs to at most
// one of its two sides. Trying the 16 ways to hand out the corners and packing each side greedily
// gives the maximum.
int surroundCount(CellSpace defender, CellSpace attacker);

}  // namespace footwork
