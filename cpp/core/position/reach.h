#pragma once
// Natural reach and threatened squares. Reach comes from the ruleset's size table (d20-3.0 tall/long
// rows, dnd35, 4e ogre 2 / horse 1) when the scene is built; withinReach (distance.h) measures it
// with the dnd35 10-ft diagonal exception and reach weapons (double natural reach, not within it).
#include <vector>

#include "core/scene/scene.h"

namespace footwork {

// Can this creature threaten at all? A 0-reach creature threatens nothing (dnd35/d20-3.0 "Since
// they have no natural reach, they do not threaten the squares around them"); one that cannot act
// (helpless, stunned, unable to attack) threatens nothing either.
bool canThreaten(const Creature& c);

// The squares `c` threatens (outside its own space), row by row.
std::vector<Cell> threatenedCells(const Scene& scene, const Creature& c);

// Does `c` reach (could it strike) a creature occupying `target`?
bool reaches(const Scene& scene, const Creature& c, const Rect& target);

// Could `c` strike a creature occupying `target` now? A creature with reach strikes what it reaches;
// a 0-reach creature strikes only what shares its space (dnd35 "They must enter an opponent's square
// to attack in melee", d20-3.0 "They have to enter or be in your area to attack you", 4e "They can
// attack only targets in the space they occupy"), though it threatens nothing.
bool canStrike(const Scene& scene, const Creature& c, const Rect& target);

}  // namespace footwork
