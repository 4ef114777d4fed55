#pragma once
// The position policies of a ruleset (issue 5): flanking, cover, areas of effect, facing and
// crowding. A field of Ruleset (`position`), set in rulesets.cpp with the sentence it comes from.
#include <cstdint>

#include "core/scene/size.h"

namespace footwork {

// Which creatures can take part in a flank.
enum class FlankRule : std::uint8_t {
  None,      // the text has no flanking rule (sw5e, dnd35)
  InReach,   // 5e-fine "has an enemy in weapon reach"; d20-3.0 "threatening the creature"
  Adjacent,  // 4e "you and an ally must be adjacent to the enemy"
};

// How many attackers fit around a defender.
enum class CrowdRule : std::uint8_t {
  Packing,  // 5e "space": as many spaces as fit touching the defender's space
  Faces,    // d20-3.0 "faces": one Small or Medium combatant per 5-ft length of face plus four corners
};

struct PositionRules {
  FlankRule flank = FlankRule::None;
  bool flankNeedsMeleeAttack = false;         // "must be able to melee attack" / "able to attack the enemy"
  bool flankNeedsAwareness = false;           // "can't flank an enemy unless it knows its location"
  bool flankNeedsThreat = false;              // d20-3.0: the ally must be threatening (able to strike back)
  bool flankNeedsLineOfEffect = false;        // 4e: "If there's no line of effect … you don't flank."
  bool flankNeedsOpportunityActions = false;  // 4e: no flanking while unable to take opportunity actions
  // The smallest size whose squares count one by one for flanking (any square of its space that
  // qualifies will do); a smaller creature's line starts at the centre of its whole space.
  Size flankEachSquareFrom = Size::Fine;
  const char* flankBenefit = "";            // what flanking gives, as the text says it
  bool cornerLineCover = false;             // 5e-fine: cover from lines to the target's corners
  bool creaturesGiveCover = false;          // "blocked by an obstacle (including another creature)"
  bool areas = false;                       // the text places areas of effect on squares
  bool areaFewerThanHalfAdvantage = false;  // 5e-fine: fewer than half the squares covered: advantage on the save
  bool facing = false;                      // 5e-fine facing arcs
  CrowdRule crowd = CrowdRule::Packing;
  bool doorwayHalfCover = false;  // d20-3.0: a defender in a doorway has one-half cover
};

}  // namespace footwork
