#pragma once
// Squeezing into a space narrower than the creature's own: 5e "a creature can squeeze through a space
// that is large enough for a creature one size smaller than it"; dnd35 "you can squeeze through or
// into a space that is at least half as wide as your normal space".
//
// Representation. A creature's position stays the top-left cell of its normal space (its *nominal*
// space), so a squeezing creature moves one cell per step like any other and a path never jumps.
// Where the nominal space does not fit the terrain, the creature squeezes into a narrower footprint
// placed inside the nominal space: the most central placement that fits (dnd35: the figure is
// "centered on the line between the two squares … center the creature likewise in the area it
// squeezes into"; on whole cells the centre is approached as closely as the cells allow, ties going
// to the top-left). The footprint is a pure function of the position, the terrain and the creature,
// so the path search needs no extra state for it. Walls, filled squares and pits make a creature
// squeeze; other creatures only where the ruleset says so (dnd35 "A creature can squeeze past an
// opponent while moving": a creature it may not move through narrows the space as a wall does, so
// the footprint avoids it; Ruleset::squeezePastOpponents). Creatures stand still during a search, so
// the footprint stays a function of the position.
//
// Hexes (docs/rules/hex.md "Squeezing on hexes"). A hex space is a width in hexes with one shape per
// width (geometry.h hexSpaceGap), so the narrower footprint is that shape of the narrower width:
// 5e the width a creature one size smaller takes in this scene, dnd35 half the width rounded up.
// It is placed with its anchor anywhere it lies wholly inside the nominal space; the most central
// placement is the one whose centre (of its hexes, exactly: the centre hex of an odd width, the
// centre of the central three of an even one) lies nearest the nominal space's centre, ties going to
// the topmost centre on the map, then the leftmost. All of it is worked in cube coordinates relative
// to the anchor, so a squeezed footprint moves with the space as its hexes do.
#include <optional>
#include <utility>
#include <vector>

#include "core/movement/blocking.h"
#include "core/scene/creature.h"
#include "core/scene/scene.h"

namespace footwork {

// The narrower footprints (width, height in cells) the ruleset lets this creature squeeze into,
// each strictly smaller than its space; empty when it cannot squeeze (a one-cell creature, a ruleset
// without squeezing rules). 5e: the space of the size one step smaller; 3.x: half the width (rounded
// up to whole cells) across either axis of a square space, or across the narrow side of a long one.
std::vector<std::pair<int, int>> squeezedSizes(const Ruleset& rules, Milli cell, const Creature& c);

// Every placement of a squeezed footprint inside the nominal space, as a rect relative to its
// top-left cell, most central first (ties in the order of squeezedSizes, then row by row): the one
// order footprintAt and the search's footprint table both try them in.
std::vector<Rect> squeezePlacements(const Ruleset& rules, Milli cell, const Creature& c);

// Hexes: the width in hexes of the narrower footprint this creature squeezes into in `scene`, or 0
// when it does not squeeze (one hex, a ruleset without squeezing rules, nothing narrower).
int hexSqueezedAcross(const Scene& scene, const Creature& c);
// Hexes: the anchors of every placement of a space `inner` hexes across wholly inside the space
// `outer` across whose anchor is `anchor` (inner < outer), most central first (see above).
void hexSqueezePlacements(GridShape shape, Cell anchor, int outer, int inner, std::vector<Cell>& out);

struct Footprint {
  Rect rect;                          // the cells the creature occupies
  bool squeezed = false;              // narrower than its space
  StepBlock block = StepBlock::None;  // why nothing fits (the nominal space's reason)
  Cell where{};                       // the cell at fault when blocked
};

// The cells a creature whose nominal space is at `p` occupies, moving in `mode`. `canSqueeze` false
// asks for the creature's full space only (4e forced movement and teleport destinations).
Footprint footprintAt(const Scene& scene, const Creature& c, Cell p, Mode mode, bool canSqueeze);

// Where a creature stated `squeezing` stands at its position (docs/protocol.md, "Creatures"): the
// narrower space footprintAt gives a walk ending there, or nullopt where its whole space fits or
// nothing narrower does. Scene::resolve asks it, so a scene's creature stands where a move ends.
std::optional<Rect> squeezedStance(const Scene& scene, const Creature& c);

// The index of a creature in `r` that `c` may not move through and squeezes past instead, or -1
// (always -1 where the ruleset has no squeezing past opponents, and when burrowing beneath them).
// Squeezing past one, the creature "can't end its movement in an occupied square": its space takes
// in the opponent's square (move.cpp, search.cpp canEndSlow).
int opponentIn(const Scene& scene, const Creature& c, const Rect& r, Mode mode);

}  // namespace footwork
