#pragma once
// Flanking, per ruleset (PositionRules::flank and its companions):
// - 5e-fine: a creature and an ally "has an enemy in weapon reach and are on opposite sides or
//   corners of the enemy's space"; "trace an imaginary line between the centers of the creatures'
//   spaces. If the line passes through opposite sides or corners of the enemy's space, the enemy is
//   flanked"; a big creature flanks "as long as at least one square … of its space qualifies".
// - d20-3.0: "an ally directly opposite you is threatening the creature … the defender is directly
//   between you"; the same centre line decides "directly opposite".
// - 4e: "adjacent to the enemy and on opposite sides or corners", the centre line test, line of
//   effect to the enemy, no flanking while unable to take opportunity actions, any square of a big
//   creature counts.
// Conventions: a square qualifies when the enemy is in reach from that square (or, in 4e, the square
// is adjacent to the enemy's space); the line joins the centres of a qualifying square of each
// flanker (5e-fine: of each Large or larger flanker; a smaller one's line starts at the centre of its
// whole space, which qualifies when one of its squares does) and must pass through the inside of the enemy's space,
// entering through one side (or a corner, which belongs to both its sides) and leaving through the opposite one.
#include <string>
#include <vector>

#include "core/scene/scene.h"

namespace footwork {

struct FlankCheck {
  bool flanks = false;
  const char* reason = "";  // why not, when not: a stable code
  Cell square, allySquare;  // the qualifying squares whose centre line decides it
  // false: that flanker's line starts at the centre of its whole space (no single square decides)
  bool bySquare = true, allyBySquare = true;
};

// Does the centre line from square `a` to square `b` pass through opposite sides or corners of `r`?
bool oppositeThrough(Cell a, Cell b, const Rect& r);
// The same for two points given in half squares (a square's centre is (2x+1, 2y+1), the centre of a
// w×h space at (x, y) is (2x+w, 2y+h)).
bool oppositeThroughHalf(Cell a, Cell b, const Rect& r);

// Can `c` take part in a flank against `enemy` at all (conditions, awareness, line of effect)?
const char* flankerProblem(const Scene& scene, const Creature& c, const Creature& enemy);

// Do `attacker` and `ally` flank `enemy`? (The creatures need not stand where the scene has them.)
FlankCheck flankCheck(const Scene& scene, const Creature& attacker, const Creature& ally, const Creature& enemy);

// Positions (top-left cells) where `ally` could stand so that `attacker` and it flank `enemy`; the
// ally's space must fit the map, avoid solid cells and not overlap any other creature.
std::vector<Cell> flankSquares(const Scene& scene, const Creature& attacker, const Creature& ally,
                               const Creature& enemy);

}  // namespace footwork
