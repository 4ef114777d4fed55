#pragma once
// Teleportation (4e "Teleportation"): the creature disappears from its space and appears in another.
//
// The sentences (../shared/rules/004_…txt):
//   "Line of Sight: You have to be able to see your destination."
//   "No Line of Effect: You can teleport to a place you can see even if you don't have line of effect to it."
//   "No Opportunity Attacks: Your movement doesn't provoke opportunity attacks."
//   "Destination: Your destination must be a space you can occupy without squeezing."
//   "Instantaneous: … Creatures, objects, and terrain between you and your destination don't hinder
//    your movement in any way."
//   "Immobilized: Being immobilized doesn't prevent you from teleporting. If you were immobilized
//    because of a physical effect, such as a creature grabbing you, you can teleport away and are no
//    longer immobilized or restrained, if applicable. If you were immobilized because of an effect on
//    your mind or body, teleporting does not end that effect"
// The 5e texts name teleportation too ("To move while prone, you must crawl or use magic such as
// teleportation"): a prone creature may teleport; it is still prone where it appears.
#include <string>
#include <vector>

#include "core/movement/verdict.h"
#include "core/scene/scene.h"

namespace footwork {

struct TeleportRequest {
  int creature = -1;
  Cell to{};                  // the top-left cell of the destination space
  int distance = -1;          // the power's range in squares; -1 = none given
  bool physicalHold = false;  // an "immobilized" condition comes from a physical effect (a grab)
};

struct TeleportOutcome : Verdict {
  bool lineOfSight = false;
  bool lineOfEffect = false;       // reported only: teleportation does not need it
  int range = 0;                   // squares from the creature's space to the destination
  std::vector<std::string> ends;   // conditions the teleport ends (grabbed, restrained …)
  std::vector<std::string> keeps;  // conditions it does not end (immobilized by mind or body, prone)
};

TeleportOutcome evaluateTeleport(const Scene& scene, const TeleportRequest& req);

}  // namespace footwork
