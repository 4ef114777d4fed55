#pragma once
// Counting squares between places, with the ruleset's diagonal rule. Ranges follow the reading of
// ../shared/rules/README.md (4): the fewest steps from a square of one space into the other, so two
// creatures side by side are 1 square apart and overlapping spaces are 0 apart.
#include "core/ruleset/ruleset.h"
#include "core/scene/cell.h"
#include "core/scene/grid.h"

namespace footwork {

// Squares to walk dx columns and dy rows on an empty grid, diagonals priced by the rule, starting
// with `diagonalsBefore` diagonals already counted (the alternation carries across a whole move).
int gridSquares(int dx, int dy, DiagonalRule rule, int diagonalsBefore = 0);

// Gap in steps between two spaces along each axis (0 when their projections overlap).
inline int gapX(const Rect& a, const Rect& b) {
  if (b.x >= a.x + a.w) return b.x - (a.x + a.w - 1);
  if (a.x >= b.x + b.w) return a.x - (b.x + b.w - 1);
  return 0;
}
inline int gapY(const Rect& a, const Rect& b) {
  if (b.y >= a.y + a.h) return b.y - (a.y + a.h - 1);
  if (a.y >= b.y + b.h) return a.y - (b.y + b.h - 1);
  return 0;
}

// Steps between two cells on an empty grid of this shape: squares by the diagonal rule, hexes by
// hexDistance (no diagonals there).
int cellSteps(GridShape shape, Cell a, Cell b, DiagonalRule rule);

// 4e: does leaving the squares `from` provoke an enemy occupying `enemy`? "Moving into a non-helpless
// enemy's space provokes an opportunity attack from that enemy, because you left a square adjacent to
// the enemy": leaving a square adjacent to its space (or inside it) provokes. But a creature of reach 0
// (Tiny: "they can't attack adjacent targets. They can attack only targets in the space they occupy")
// cannot make that attack against a square that is merely adjacent: only leaving its space provokes it.
inline bool leavesAdjacent(const Rect& enemy, Milli enemyReach, const Rect& from) {
  if (enemyReach <= 0) return enemy.overlaps(from);
  return gapX(enemy, from) <= 1 && gapY(enemy, from) <= 1;
}
// The same on a grid of any shape (a hex is adjacent to the six around it).
bool leavesAdjacent(const Grid& grid, const Rect& enemy, Milli enemyReach, const Rect& from);

// Range between two spaces in squares (reading 4). The overloads without a grid count on squares;
// those with one count in the grid's own cells (on hexes: the fewest hex steps between the spaces).
int rangeSquares(const Rect& a, const Rect& b, DiagonalRule rule);
int rangeSquares(const Grid& grid, const Rect& a, const Rect& b, DiagonalRule rule);
inline Milli rangeMilli(const Rect& a, const Rect& b, DiagonalRule rule, Milli cell) {
  return static_cast<Milli>(rangeSquares(a, b, rule)) * cell;
}

// True when `target` lies within `reach` of a creature occupying `attacker`, with the ruleset's
// diagonal rule and, in dnd35, the 10-ft natural reach that covers two squares diagonally.
// A reach weapon (3.x text: "double their natural reach but can't strike at their natural reach or
// less") turns the reach into the ring (reach, 2 × reach].
bool withinReach(const Rect& attacker, Milli reach, bool reachWeapon, const Rect& target, const Ruleset& rules,
                 Milli cell);
// The same on a grid of any shape, with its cell size. On hexes there are no diagonals, so the dnd35
// exception has nothing to except: 10 ft of reach is two hexes in every direction.
bool withinReach(const Rect& attacker, Milli reach, bool reachWeapon, const Rect& target, const Ruleset& rules,
                 const Grid& grid);

}  // namespace footwork
