#include "core/movement/step_price.h"

namespace footwork {
namespace {

constexpr const char* kReasonNames[kStepReasonCount] = {
    "diagonal", "second-diagonal", "difficult", "obstructed", "low-obstacle",  "creature-space",
    "crawl",    "climb",           "swim",      "squeeze",    "helpless-body", "ignores-difficult"};

}  // namespace

const char* stepReasonName(std::uint32_t bit) {
  for (int i = 0; i < kStepReasonCount; ++i)
    if (bit == (1u << i)) return kReasonNames[i];
  return "";
}

bool ignoresDifficult(const Ruleset& rules, const Creature& mover, Mode mode) {
  if (mover.has(kPhasing) || mover.has(kTerrainWalk)) return true;
  if (mode == Mode::Fly && rules.flyingIgnoresDifficult) return true;
  if (mover.has(kIncorporeal) && rules.incorporealIgnoresDifficult) return true;
  return false;
}

StepPrice stepPrice(const Ruleset& rules, const Creature& mover, StepTerms t) {
  StepPrice out;
  if (avoidsObstacles(mover, t.mode)) t.obstructed = t.lowEdge = false;
  if (t.mode == Mode::Burrow) t.difficult = 0;  // underground, the surface does not hamper
  const bool ignoreDifficult = ignoresDifficult(rules, mover, t.mode);
  if (ignoreDifficult && (t.difficult > 0 || (t.creatureSpace && rules.creatureSpaceIsDifficult)))
    out.reasons |= kReasonIgnoresDifficult;
  if (ignoreDifficult) t.difficult = 0;
  const bool spaceDifficult = t.creatureSpace && rules.creatureSpaceIsDifficult && !ignoreDifficult;
  const bool crawl = t.mode == Mode::Crawl && rules.crawlCostsExtra;
  // "you ignore this extra cost if you have a climbing speed and use it to climb, or a swimming
  // speed and use it to swim"
  const bool climbExtra = t.mode == Mode::Climb && rules.climbSwimCostExtra && mover.speeds.climb == 0;
  const bool swimExtra = t.mode == Mode::Swim && rules.climbSwimCostExtra && mover.speeds.swim == 0;
  // "While squeezing through a space, a creature must spend 1 extra foot for every foot it moves
  // there" (5e); "Each move into or through a narrow space counts as if it were 2 squares" (dnd35).
  const bool squeeze = t.squeeze;
  const int difficult = t.difficult;
  const bool obstructed = t.obstructed, lowEdge = t.lowEdge, helplessBody = t.helplessBody;

  if (difficult) out.reasons |= kReasonDifficult;
  if (obstructed) out.reasons |= kReasonObstructed;
  if (lowEdge) out.reasons |= kReasonLowObstacle;
  if (spaceDifficult) out.reasons |= kReasonCreatureSpace;
  if (crawl) out.reasons |= kReasonCrawl;
  if (climbExtra) out.reasons |= kReasonClimb;
  if (swimExtra) out.reasons |= kReasonSwim;
  if (squeeze) out.reasons |= kReasonSqueeze;
  if (helplessBody) out.reasons |= kReasonHelplessBody;

  // Base: 1 square, or the alternation's 2 for every second diagonal.
  int base = 1;
  if (t.diagonal) {
    out.reasons |= kReasonDiagonal;
    if (rules.diagonal == DiagonalRule::Alternating && t.oddDiagonals) {
      base = 2;
      out.reasons |= kReasonSecondDiagonal;
    }
  }
  out.hampered = difficult > 0 || obstructed || lowEdge || spaceDifficult || helplessBody;
  switch (rules.hamper) {
    case HamperRule::ExtraPerFoot: {
      // "Every foot of movement in difficult terrain costs 1 extra foot. This rule is true even if
      // multiple things in a space count as difficult terrain." Crawling, climbing, swimming and
      // squeezing each add one more: "each foot of movement costs 1 extra foot (2 extra feet in
      // difficult terrain) when you're climbing, swimming, or crawling"; "crawling 1 foot in
      // difficult terrain, therefore, costs 3 feet of movement".
      const int extras = (difficult > 0 || obstructed || lowEdge || spaceDifficult ? 1 : 0) + crawl + climbExtra +
                         swimExtra + (squeeze ? 1 : 0);
      out.squares = base * (1 + extras);
      break;
    }
    case HamperRule::Doubling: {
      // Each hampering doubles; a diagonal into a hampered square is 3 squares (×2 per further doubling).
      const int doublings = difficult + (obstructed ? 1 : 0) + (squeeze ? 1 : 0) + (helplessBody ? 1 : 0);
      if (doublings == 0) out.squares = base;
      else if (t.diagonal && rules.difficultDiagonalCountsThree) out.squares = 3 << (doublings - 1);
      else out.squares = base << doublings;
      // "each … obstacle between squares counts as 2 squares of movement. You must pay this cost to
      // cross the barrier, in addition to the cost to move into the square on the other side."
      if (lowEdge && rules.lowEdgeIsExtraCrossing) out.squares += 2;
      break;
    }
    case HamperRule::ExtraSquare:
      // "Each square of difficult terrain you enter costs 1 extra square"; a low wall between squares
      // is "just like entering a square of difficult terrain".
      out.squares = base + (difficult > 0 || obstructed || lowEdge ? 1 : 0) + (squeeze ? 1 : 0);
      break;
  }
  return out;
}

}  // namespace footwork
