#include "protocol/movement/refusal_words.h"

#include "core/scene/sentence.h"

namespace footwork {
namespace {

// Each sentence is a template filled from the reason's data: one short string per refusal instead of a
// chain of concatenations per sentence (this file is in every WebAssembly build, whose size is guarded:
// docs/performance.md). Fields: %f from, %t to, %a at (cells "[x,y]"); %c the creature's id, %o the
// refused creature's id ("This creature" when the reason names none); %b the
// block's name; %m the mode; %C cost, %L left, %M limit, %H height (feet, "15 ft"); %B before, %A after
// (whole numbers); %r the ruleset's id; %s and %p the grid's cell, "square" or "hex", and its plural.
std::string fill(const char* text, const Scene& scene, const Reason& w) {
  std::string out;
  for (const char* p = text; *p; ++p) {
    if (*p != '%' || !p[1]) {
      out += *p;
      continue;
    }
    switch (*++p) {
      case 'f': out += cellText(w.from); break;
      case 't': out += cellText(w.to); break;
      case 'a': out += cellText(w.at); break;
      case 'c': out += shown(scene.creatures()[w.creature].id); break;  // (ids are the caller's text)
      case 'o': out += w.subject >= 0 ? shown(scene.creatures()[w.subject].id) : std::string("This creature"); break;
      case 'b': out += stepBlockName(w.block); break;
      case 'm': out += modeName(w.mode); break;
      case 'C': out += feetText(w.cost); break;
      case 'L': out += feetText(w.left); break;
      case 'M': out += feetText(w.limit); break;
      case 'H': out += feetText(w.height); break;
      case 'B': out += std::to_string(w.before); break;
      case 'A': out += std::to_string(w.after); break;
      case 'r': out += scene.ruleset().id; break;
      case 's': out += scene.grid().shape().hex() ? "hex" : "square"; break;
      case 'p': out += scene.grid().shape().hex() ? "hexes" : "squares"; break;
      default: out += '%', out += *p;
    }
  }
  return out;
}

// A move's step that can't be taken at all (priceStep's block).
const char* moveBlocked(StepBlock b) {
  switch (b) {
    case StepBlock::NotAdjacent: return "The path jumps from %f to %t, which is not a neighbouring %s.";
    case StepBlock::OutOfGrid: return "The %s %t is off the map for this creature's space.";
    case StepBlock::Wall: return "A wall blocks the way from %f to %t.";
    case StepBlock::Solid: return "The %s %a is filled by an obstacle.";
    case StepBlock::Pit: return "The %s %a is a pit or chasm; only a flyer can enter it.";
    case StepBlock::Corner: return "Diagonal movement can't cross the corner of a wall or filled square (at %a).";
    case StepBlock::Creature: return "You can't move through %c's space.";
    case StepBlock::FillsSpace: return "%c fills its space completely and cannot be moved through.";
    case StepBlock::NoSpeed: return "The creature has no speed for this mode of movement.";
    case StepBlock::Rock: return "The %s %a is rock, which can't be burrowed through.";
    case StepBlock::Immobile: return "The creature can't move in its present condition.";
    case StepBlock::None: break;
  }
  return "";
}

// A square of forced movement the target couldn't enter by walking ("Clear Path").
const char* forcedBlocked(StepBlock b) {
  switch (b) {
    case StepBlock::Wall: return "A wall blocks the way.";
    case StepBlock::Corner: return "The path can't cross the corner of a wall or filled square at %a.";
    case StepBlock::Solid: return "The target can't be forced into an obstacle (at %a).";
    case StepBlock::Creature:
    case StepBlock::FillsSpace: return "The target couldn't enter %c's space by walking.";
    case StepBlock::OutOfGrid: return "The target's space would leave the map.";
    default: return "The target couldn't enter that space by walking.";
  }
}

std::string block(const Reason& w) { return stepBlockName(w.block); }

// The sentence of each refusal, as a template for fill().
const char* sentence(const Reason& w) {
  switch (w.code) {
    case Refusal::None: return "";
    case Refusal::MoveBlocked: return moveBlocked(w.block);
    case Refusal::MoveAfterIllegalStep: return "An earlier step of the path can't be taken.";
    case Refusal::ImmuneToProne: return "A swimmer is immune to the prone condition.";
    case Refusal::NotProne: return "The creature is not prone, so it has nothing to stand up from.";
    case Refusal::StandSpeedZero: return "A creature whose speed is 0 can't stand up.";
    case Refusal::StandNotEnough: return "Standing up costs %C but only %L of movement is left.";
    case Refusal::JumpNotEnough: return "The jump costs %C but only %L of movement is left.";
    case Refusal::StepNotEnough: return "Entering %t costs %C but only %L of movement is left.";
    case Refusal::BeyondAllowance: return "This allowance moves only %B %s.";
    case Refusal::ModeSpeedZero: return "The creature's speed for this mode is 0.";
    case Refusal::SpeedUsedUp: return "Switching to %m leaves no movement: %C already moved against a speed of %M.";
    case Refusal::NoChargeDifficult: return "You can't charge across difficult terrain or obstacles.";
    case Refusal::NoRunDifficult: return "You can't run across difficult terrain or obstacles.";
    case Refusal::JumpIsAnItem:
      return "A jump is a path item {\"jump\": \"long\", \"to\": [x, y]} or {\"jump\": \"high\"}, not a step mode.";
    case Refusal::JumpNotStraight: return "A long jump goes in a straight line: along a row, a column or a diagonal.";
    case Refusal::JumpNotHexLine:
      return "A long jump goes in a straight line: on hexes, along one of the six directions from the take-off hex.";
    case Refusal::JumpTooFar:
      return w.runUp ? "The jump clears %C but this creature can jump only %M."
                     : "The jump clears %C but this creature can jump only %M from a standing start.";
    case Refusal::JumpLongCeiling:
      return "The jump rises %C; with the creature's height of %H that is not less than the %M ceiling.";
    case Refusal::JumpBlockedOnTheWay: return "The jump can't pass %a: %b.";
    case Refusal::JumpLandingBlocked: return "The jump can't land at %t: %b at %a.";
    case Refusal::JumpTooHigh:
      return w.runUp ? "The jump asks for %C but this creature can jump only %M high."
                     : "The jump asks for %C but this creature can jump only %M high from a standing start.";
    case Refusal::JumpHighCeiling:
      return "A jump of %C with the creature's height of %H does not fit under the %M ceiling.";
    case Refusal::JumpNoRules: return "Ruleset %r has no jumping rules; jumps are a 5e-fine rule.";
    case Refusal::JumpProne: return "A prone creature can't jump; it must stand up first.";
    case Refusal::JumpImmobile: return "The creature can't move in its present condition.";
    case Refusal::EndInsideObstacle:
      return "A phasing creature must end its movement in an unoccupied space, not inside an obstacle (at %a).";
    case Refusal::EndOccupied: return "The move can't end in %c's space.";
    case Refusal::StandOccupied: return "%o can't stand in %c's space: a move may not end there.";
    case Refusal::EndCellFull: return "No more than %B creatures of this size fit in one %s.";
    case Refusal::EndSqueezingPast: return "The move can't end while squeezing past %c: its space takes in %c's %s.";
    case Refusal::ForcedAfterIllegalStep: return "An earlier %s of the path can't be taken.";
    case Refusal::ForcedPrecipice:
      return "The target reaches the edge at %a: it may make a saving throw to catch itself "
             "(10 or higher: it falls prone at the edge and the forced movement ends; lower: it falls).";
    case Refusal::ForcedBlocked: return forcedBlocked(w.block);
    case Refusal::ForcedNotNearer:
      return "Each %s of a pull must bring the target nearer: %B %p away before, %A after.";
    case Refusal::ForcedNotFarther:
      return "Each %s of a push must place the target farther away: %B %p away before, %A after.";
    case Refusal::NoLineOfEffect: return "There is no line of effect to %a.";
    case Refusal::ForcedBeyondDistance: return "The power moves the target %B %p; this %s would be %A.";
    case Refusal::SwapNoOverlap:
      return "The target's new space must overlap the space of the creature swapping with it.";
    case Refusal::SwapNotInLeftSquare:
      return "The swapping creature's new space must include a %s the target just left.";
    case Refusal::SwapOverlap: return "The two creatures would end in the same %p.";
    case Refusal::SwapTargetBlocked: return "The target can't be slid into %t (%b at %a).";
    case Refusal::SwapUserBlocked: return "The swapping creature can't shift into %t (%b at %a).";
    case Refusal::TeleportOutOfRange: return "The destination is %B %p away; the power reaches %A.";
    case Refusal::TeleportDestinationBlocked: return "The destination can't be occupied without squeezing: %b at %a.";
    case Refusal::TeleportNoLineOfSight: return "The creature can't see its destination.";
  }
  return "";
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
    case Refusal::JumpNotStraight:
    case Refusal::JumpNotHexLine: return "not-straight";
    case Refusal::JumpTooFar: return "too-far";
    case Refusal::JumpLongCeiling:
    case Refusal::JumpHighCeiling: return "ceiling";
    case Refusal::JumpTooHigh: return "too-high";
    case Refusal::JumpNoRules: return "no-jump-rules";
    case Refusal::JumpProne: return "prone";
    case Refusal::JumpImmobile: return "immobile";
    case Refusal::EndInsideObstacle: return "inside-obstacle";
    case Refusal::EndOccupied:
    case Refusal::StandOccupied:
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

std::string refusalSentence(const Scene& scene, const Reason& w) { return fill(sentence(w), scene, w); }

void writeRefusal(JsonWriter& w, const char* key, const Scene& scene, const Reason& why, int creature) {
  w.key(key).beginObject().field("code", refusalCode(why)).field("message", refusalSentence(scene, why));
  if (creature >= 0) w.field("creature", scene.creatures()[creature].id);
  w.endObject();
}

}  // namespace footwork
