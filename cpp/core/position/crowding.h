#pragma once
// How many attackers can get at a defender at once.
// - 5e "space": "eight creatures can fit in a 5-foot radius around another medium creature …
//   because larger creatures take up more space, fewer of them can surround a smaller creature"
//   (sw5e: "five Large creatures crowd around a Medium", "twenty Medium creatures can surround a
//   Gargantuan one"): the most attacker spaces that fit touching the defender's space at once.
// - d20-3.0 "ganging up" and "faces": "one Small or Medium-size combatant can get to each 5-foot
//   length of the creature and four more … into the corners"; a bigger attacker "would take up a
//   side or face as well as a corner": the ring of squares around the defender, counted per face.
// Either way only places from which the attacker can get at the defender count: a free space (no
// solid cell, no other creature unless told to ignore them) with a line of effect to the defender, so
// a wall, a corner, a doorway or a 5-ft corridor cut the number down (d20-3.0: "Backed against a
// wall … five …, into a corner … three …, in a 5-foot-wide corridor, only one attacker can get at him
// (unless attackers are coming at him from both directions)").
#include <vector>

#include "core/scene/scene.h"

namespace footwork {

struct CrowdResult {
  int count = 0;                    // attackers that can get at the defender at once (the ruleset's rule)
  int packed = 0;                   // most attacker spaces that fit at once (packing)
  bool exact = true;                // false when the packing search hit its budget
  std::vector<Cell> placement;      // one packing that achieves `packed` (top-left cells)
  std::vector<Cell> ring;           // squares touching the defender an attacker could stand on and strike from
  const char* situation = "other";  // 1-square defenders: open, wall, corner, doorway, corridor
  bool halfCover = false;           // d20-3.0: a defender in a doorway has one-half cover
  int fromOneSide = -1;             // doorway and corridor: the attackers that come from one direction
};

CrowdResult crowding(const Scene& scene, const Rect& defender, int attackerW, int attackerH, bool ignoreCreatures,
                     const std::vector<int>& exclude);

}  // namespace footwork
