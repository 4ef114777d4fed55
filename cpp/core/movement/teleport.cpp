#include "core/movement/teleport.h"

#include "core/movement/move.h"
#include "core/movement/step.h"
#include "core/position/sight.h"
#include "core/scene/distance.h"
#include "core/scene/space.h"

namespace footwork {
TeleportOutcome evaluateTeleport(const Scene& scene, const TeleportRequest& req) {
  TeleportOutcome out;
  const Creature& c = scene.creatures()[req.creature];
  const Rect from = c.space(), to = c.spaceAt(req.to);
  const Grid& g = scene.grid();
  std::vector<Cell> hexesFrom, hexesTo;  // hex grids: the two spaces' hexes (space.h)
  spaceCells(g.shape(), c, hexesFrom);
  spaceCells(g.shape(), c, req.to, hexesTo);
  auto seen = [&](Blockers::Kind kind) {
    const Blockers b(g, kind);
    return g.shape().hex() ? hexLineBetween(hexesFrom, hexesTo, b).clear
                           : from.overlaps(to) || lineBetween(from, to, b).clear;
  };
  out.range = rangeSquares(g, from, to, scene.ruleset().diagonal);
  if (req.distance >= 0 && out.range > req.distance) {
    Reason why = refusal(Refusal::TeleportOutOfRange);
    why.before = out.range;
    why.after = req.distance;
    out.fail(why);
  }
  // "You have to be able to see your destination" — a line from a corner of the creature's space to
  // some part of the destination that nothing blocking vision touches. Creatures do not block sight.
  if (g.contains(to)) {
    out.lineOfSight = seen(Blockers::Sight);
    out.lineOfEffect = seen(Blockers::Effect);
  }
  // "Your destination must be a space you can occupy without squeezing": the whole space fits the
  // terrain (a flyer may appear over a pit), and the creature may end its movement there.
  Cell where{};
  const Mode mode = c.speeds.fly > 0 ? Mode::Fly : Mode::Walk;
  const Creature solid = c.solidSelf();  // phasing does not let a creature appear inside a wall
  if (StepBlock b = positionBlock(scene, solid, req.to, mode, &where); b != StepBlock::None)
    out.fail(blockedAt(Refusal::TeleportDestinationBlocked, b, c.position, req.to, where));
  else if (!out.lineOfSight) out.fail(refusal(Refusal::TeleportNoLineOfSight));
  if (out.legal) {
    Reason why;
    if (!mayEndAt(scene, c, req.creature, to, true, why)) out.fail(why, why.creature);
  }
  // "If you were immobilized because of a physical effect, such as a creature grabbing you, you can
  // teleport away and are no longer immobilized or restrained, if applicable."
  if (c.has(kGrappled)) out.ends.push_back("grappled");
  if (c.has(kRestrained)) (req.physicalHold ? out.ends : out.keeps).push_back("restrained");
  if (c.has(kImmobilized)) (req.physicalHold ? out.ends : out.keeps).push_back("immobilized");
  if (c.has(kProne)) out.keeps.push_back("prone");
  return out;
}

}  // namespace footwork
