#pragma once
// Who may move through, and end in, whose space: the "moving through a square" rules of each text,
// read from the ruleset's policy fields.
#include "core/ruleset/ruleset.h"
#include "core/scene/creature.h"

namespace footwork {

struct PassVerdict {
  bool allowed = false;
  bool provokes = false;  // 3.x very small creatures entering; 4e entering a non-helpless enemy
  bool hampers = false;   // dnd35: a very large helpless body still counts as 2 squares
  const char* why = "";   // reason code when not allowed, or how it was allowed
};

// May `mover` move through the space of `other`?
PassVerdict passThrough(const Ruleset& rules, const Creature& mover, const Creature& other);

// May `mover` end its move in a space it shares with `other`? `stopping` is false for the end of
// a 4e double move's first move ("your first move action can end in an ally's space").
bool mayEndIn(const Ruleset& rules, const Creature& mover, const Creature& other, bool stopping = true);

// Two creatures smaller than a cell may share one (four Tiny to a 5-ft square …).
inline bool bothShareCells(const Creature& a, const Creature& b) { return a.perCell > 1 && b.perCell > 1; }

// Can `c` make an opportunity attack at all? It must be able to react, and to attack: an opportunity
// attack is a melee attack, so the `cannot-attack` condition rules it out as it rules out threatening
// (reach.cpp canThreaten).
inline bool canMakeOpportunityAttack(const Creature& c) { return c.canReact() && !c.has(kCannotAttack); }

}  // namespace footwork
