#include "protocol/movement/refusal_words.h"

namespace footwork {
namespace {

std::string cellOf(Cell c) { return cellText(c); }
std::string squares(int n) { return std::to_string(n); }
std::string block(const Reason& w) { return stepBlockName(w.block); }

// A move's step that can't be taken at all (priceStep's block).
std::string moveBlocked(const Scene& scene, const Reason& w) {
  switch (w.block) {
    case StepBlock::NotAdjacent:
      return "The path jumps from " + cellOf(w.from) + " to " + cellOf(w.to) + ", which is not a neighbouring square.";
    case StepBlock::OutOfGrid: return "The square " + cellOf(w.to) + " is off the map for this creature's space.";
    case StepBlock::Wall: return "A wall blocks the way from " + cellOf(w.from) + " to " + cellOf(w.to) + ".";
    case StepBlock::Solid: return "The square " + cellOf(w.at) + " is filled by an obstacle.";
    case StepBlock::Pit: return "The square " + cellOf(w.at) + " is a pit or chasm; only a flyer can enter it.";
    case StepBlock::Corner:
      return "Diagonal movement can't cross the corner of a wall or filled square (at " + cellOf(w.at) + ").";
    case StepBlock::Creature: return "You can't move through " + scene.creatures()[w.creature].id + "'s space.";
    case StepBlock::FillsSpace:
      return scene.creatures()[w.creature].id + " fills its space completely and cannot be moved through.";
    case StepBlock::NoSpeed: return "The creature has no speed for this mode of movement.";
    case StepBlock::Rock: return "The square " + cellOf(w.at) + " is rock, which can't be burrowed through.";
    case StepBlock::Immobile: return "The creature can't move in its present condition.";
    case StepBlock::None: break;
  }
  return "";
}

// A square of forced movement the target couldn't enter by walking ("Clear Path").
std::string forcedBlocked(const Scene& scene, const Reason& w) {
  switch (w.block) {
    case StepBlock::Wall: return "A wall blocks the way.";
    case StepBlock::Corner:
      return "The path can't cross the corner of a wall or filled square at " + cellOf(w.at) + ".";
    case StepBlock::Solid: return "The target can't be forced into an obstacle (at " + cellOf(w.at) + ").";
    case StepBlock::Creature:
    case StepBlock::FillsSpace:
      return "The target couldn't enter " + scene.creatures()[w.creature].id + "'s space by walking.";
    case StepBlock::OutOfGrid: return "The target's space would leave the map.";
    default: return "The target couldn't enter that space by walking.";
  }
}

std::string leftOf(const Reason& w) {
  return feetText(w.cost) + " but only " + feetText(w.left) + " of movement is left.";
}

}  // namespace

// The one table of names: several refusals share a name where one rule is broken in different places.
std::string refusalCode(const Reason& w) {
  switch (w.code) {
    case Refusal::None: return "";
    case Refusal::MoveBlocked:
    case Refusal::ForcedBlocked:
    case Refusal::JumpBlockedOnTheWay:
    case Refusal::JumpLandingBlocked:
    case Refusal::SwapTargetBlocked:
    case Refusal::SwapUserBlocked: return block(w);
    case Refusal::TeleportDestinationBlocked: return "destination-" + block(w);
    case Refusal::MoveAfterIllegalStep:
    case Refusal::ForcedAfterIllegalStep: return "after-illegal-step";
    case Refusal::ImmuneToProne: return "immune-to-prone";
    case Refusal::NotProne: return "not-prone";
    case Refusal::StandSpeedZero:
    case Refusal::ModeSpeedZero: return "speed-zero";
    case Refusal::StandNotEnough:
    case Refusal::JumpNotEnough:
    case Refusal::StepNotEnough: return "not-enough-movement";
    case Refusal::BeyondAllowance: return "beyond-allowance";
    case Refusal::SpeedUsedUp: return "speed-used-up";
    case Refusal::NoChargeDifficult: return "no-charge-difficult";
    case Refusal::NoRunDifficult: return "no-run-difficult";
    case Refusal::JumpIsAnItem: return "jump-is-an-item";
    case Refusal::JumpNotStraight: return "not-straight";
    case Refusal::JumpTooFar: return "too-far";
    case Refusal::JumpLongCeiling:
    case Refusal::JumpHighCeiling: return "ceiling";
    case Refusal::JumpTooHigh: return "too-high";
    case Refusal::JumpNoRules: return "no-jump-rules";
    case Refusal::JumpProne: return "prone";
    case Refusal::JumpImmobile: return "immobile";
    case Refusal::EndInsideObstacle: return "inside-obstacle";
    case Refusal::EndOccupied:
    case Refusal::EndSqueezingPast: return "occupied";
    case Refusal::EndCellFull: return "cell-full";
    case Refusal::ForcedPrecipice: return "precipice";
    case Refusal::ForcedNotNearer: return "not-nearer";
    case Refusal::ForcedNotFarther: return "not-farther";
    case Refusal::NoLineOfEffect: return "no-line-of-effect";
    case Refusal::ForcedBeyondDistance: return "beyond-distance";
    case Refusal::SwapNoOverlap: return "no-overlap";
    case Refusal::SwapNotInLeftSquare: return "not-in-left-square";
    case Refusal::SwapOverlap: return "overlap";
    case Refusal::TeleportOutOfRange: return "out-of-range";
    case Refusal::TeleportNoLineOfSight: return "no-line-of-sight";
  }
  return "";
}

std::string refusalSentence(const Scene& scene, const Reason& w) {
  auto id = [&]() -> const std::string& { return scene.creatures()[w.creature].id; };
  switch (w.code) {
    case Refusal::None: return "";
    case Refusal::MoveBlocked: return moveBlocked(scene, w);
    case Refusal::MoveAfterIllegalStep: return "An earlier step of the path can't be taken.";
    case Refusal::ImmuneToProne: return "A swimmer is immune to the prone condition.";
    case Refusal::NotProne: return "The creature is not prone, so it has nothing to stand up from.";
    case Refusal::StandSpeedZero: return "A creature whose speed is 0 can't stand up.";
    case Refusal::StandNotEnough: return "Standing up costs " + leftOf(w);
    case Refusal::JumpNotEnough: return "The jump costs " + leftOf(w);
    case Refusal::StepNotEnough: return "Entering " + cellOf(w.to) + " costs " + leftOf(w);
    case Refusal::BeyondAllowance: return "This allowance moves only " + squares(w.before) + " square.";
    case Refusal::ModeSpeedZero: return "The creature's speed for this mode is 0.";
    case Refusal::SpeedUsedUp:
      return "Switching to " + std::string(modeName(w.mode)) + " leaves no movement: " + feetText(w.cost) +
             " already moved against a speed of " + feetText(w.limit) + ".";
    case Refusal::NoChargeDifficult: return "You can't charge across difficult terrain or obstacles.";
    case Refusal::NoRunDifficult: return "You can't run across difficult terrain or obstacles.";
    case Refusal::JumpIsAnItem:
      return "A jump is a path item {\"jump\": \"long\", \"to\": [x, y]} or {\"jump\": \"high\"}, not a step mode.";
    case Refusal::JumpNotStraight: return "A long jump goes in a straight line: along a row, a column or a diagonal.";
    case Refusal::JumpTooFar:
      return "The jump clears " + feetText(w.cost) + " but this creature can jump only " + feetText(w.limit) +
             (w.runUp ? "." : " from a standing start.");
    case Refusal::JumpLongCeiling:
      return "The jump rises " + feetText(w.cost) + "; with the creature's height of " + feetText(w.height) +
             " that is not less than the " + feetText(w.limit) + " ceiling.";
    case Refusal::JumpBlockedOnTheWay: return "The jump can't pass " + cellOf(w.at) + ": " + block(w) + ".";
    case Refusal::JumpLandingBlocked:
      return "The jump can't land at " + cellOf(w.to) + ": " + block(w) + " at " + cellOf(w.at) + ".";
    case Refusal::JumpTooHigh:
      return "The jump asks for " + feetText(w.cost) + " but this creature can jump only " + feetText(w.limit) +
             (w.runUp ? " high." : " high from a standing start.");
    case Refusal::JumpHighCeiling:
      return "A jump of " + feetText(w.cost) + " with the creature's height of " + feetText(w.height) +
             " does not fit under the " + feetText(w.limit) + " ceiling.";
    case Refusal::JumpNoRules:
      return "Ruleset " + scene.ruleset().id + " has no jumping rules; jumps are a 5e-fine rule.";
    case Refusal::JumpProne: return "A prone creature can't jump; it must stand up first.";
    case Refusal::JumpImmobile: return "The creature can't move in its present condition.";
    case Refusal::EndInsideObstacle:
      return "A phasing creature must end its movement in an unoccupied space, not inside an obstacle (at " +
             cellOf(w.at) + ").";
    case Refusal::EndOccupied: return "The move can't end in " + id() + "'s space.";
    case Refusal::EndCellFull:
      return "No more than " + squares(w.before) + " creatures of this size fit in one square.";
    case Refusal::EndSqueezingPast:
      return "The move can't end while squeezing past " + id() + ": its space takes in " + id() + "'s square.";
    case Refusal::ForcedAfterIllegalStep: return "An earlier square of the path can't be taken.";
    case Refusal::ForcedPrecipice:
      return "The target reaches the edge at " + cellOf(w.at) +
             ": it may make a saving throw to catch itself "
             "(10 or higher: it falls prone at the edge and the forced movement ends; lower: it falls).";
    case Refusal::ForcedBlocked: return forcedBlocked(scene, w);
    case Refusal::ForcedNotNearer:
      return "Each square of a pull must bring the target nearer: " + squares(w.before) + " squares away before, " +
             squares(w.after) + " after.";
    case Refusal::ForcedNotFarther:
      return "Each square of a push must place the target farther away: " + squares(w.before) +
             " squares away before, " + squares(w.after) + " after.";
    case Refusal::NoLineOfEffect: return "There is no line of effect to " + cellOf(w.at) + ".";
    case Refusal::ForcedBeyondDistance:
      return "The power moves the target " + squares(w.before) + " squares; this square would be " + squares(w.after) +
             ".";
    case Refusal::SwapNoOverlap:
      return "The target's new space must overlap the space of the creature swapping with it.";
    case Refusal::SwapNotInLeftSquare:
      return "The swapping creature's new space must include a square the target just left.";
    case Refusal::SwapOverlap: return "The two creatures would end in the same squares.";
    case Refusal::SwapTargetBlocked:
      return "The target can't be slid into " + cellOf(w.to) + " (" + block(w) + " at " + cellOf(w.at) + ").";
    case Refusal::SwapUserBlocked:
      return "The swapping creature can't shift into " + cellOf(w.to) + " (" + block(w) + " at " + cellOf(w.at) + ").";
    case Refusal::TeleportOutOfRange:
      return "The destination is " + squares(w.before) + " squares away; the power reaches " + squares(w.after) + ".";
    case Refusal::TeleportDestinationBlocked:
      return "The destination can't be occupied without squeezing: " + block(w) + " at " + cellOf(w.at) + ".";
    case Refusal::TeleportNoLineOfSight: return "The creature can't see its destination.";
  }
  return "";
}

}  // namespace footwork
