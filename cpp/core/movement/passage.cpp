#include "core/movement/passage.h"

namespace footwork {
namespace {
bool verySmall(const Creature& c) { return c.size <= Size::Tiny; }

bool endAllowed(EndRule rule, const Creature& other) {
  switch (rule) {
    case EndRule::Never: return false;
    case EndRule::IfProne: return other.has(kProne);
    case EndRule::IfHelpless: return other.helpless();
    case EndRule::Always: return true;
  }
  return false;
}
}  // namespace

PassVerdict passThrough(const Ruleset& rules, const Creature& mover, const Creature& other) {
  PassVerdict v;
  // "A creature that completely fills the squares it occupies cannot be moved past, even with the
  // Tumble skill" (3.x); it holds for anyone, friend or foe.
  if (other.has(kFillsSpace)) {
    v.why = "fills-space";
    return v;
  }
  if (mover.has(kPhasing)) {  // 4e: "you can move through obstacles and other creatures"
    v.allowed = true;
    v.why = "phasing";
    return v;
  }
  if (bothShareCells(mover, other)) {  // several creatures smaller than a cell fit in one
    v.allowed = true;
    v.why = "shared-cell";
    return v;
  }
  if (!areEnemies(mover, other)) {
    if (rules.chargingBlocksFriends && mover.has(kCharging)) {
      v.why = "charging";
      return v;
    }
    v.allowed = rules.allyPass;
    v.why = "ally";
    return v;
  }
  const bool helpless = other.helpless();
  if (rules.hostilePassIfHelpless && helpless) {
    v.allowed = true;
    v.why = "helpless";
    v.hampers = rules.helplessObstacleDoubles && other.has(kObstacleWhenHelpless);
    return v;
  }
  if (rules.hostilePassConditions & other.conditions) {
    v.allowed = true;
    v.why = "not-an-obstacle";
    return v;
  }
  if (rules.hostilePassIfUnaware && other.isUnawareOf(mover.id)) {
    v.allowed = true;
    v.why = "unaware";
    return v;
  }
  // 3.x: "A Fine, Diminutive, or Tiny creature can move into or through an occupied square. The
  // creature provokes attacks of opportunity when doing so" — whatever the occupant's size, so this
  // comes before the size-difference rule, which provokes nothing in 3.x.
  if (rules.verySmallEnterOccupied && verySmall(mover)) {
    v.allowed = true;
    v.why = "very-small";
    v.provokes = rules.verySmallEnterProvokes;
    return v;
  }
  // 4e Tiny: "They can enter and end their turn in a larger creature's space."
  const bool tinyIntoLarger = rules.tinyEndsInLarger && mover.size <= Size::Tiny && other.size > mover.size;
  if (tinyIntoLarger || sizeSteps(mover.size, other.size) >= rules.hostilePassSizeSteps) {
    v.allowed = true;
    v.why = tinyIntoLarger ? "tiny-into-larger" : "size-difference";
    // 4e: "Moving into a non-helpless enemy's space provokes an opportunity attack from that enemy".
    v.provokes = rules.enterEnemySpaceProvokes && !helpless;
    return v;
  }
  v.why = "hostile";
  return v;
}

bool mayEndIn(const Ruleset& rules, const Creature& mover, const Creature& other, bool stopping) {
  if (bothShareCells(mover, other)) return true;
  if (rules.tinyEndsInLarger && mover.size <= Size::Tiny && other.size > mover.size) return true;
  if (!areEnemies(mover, other)) return !stopping || endAllowed(rules.endInAlly, other);
  return endAllowed(rules.endInEnemy, other);
}

}  // namespace footwork
