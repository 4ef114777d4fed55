#pragma once
// The price of a step in squares, from what the step meets: the one place the texts' cost
// arithmetic lives (diagonals, difficult terrain, obstacles, low walls, other creatures' spaces,
// crawling, climbing, swimming, squeezing). priceStep (core/movement/step.h) finds the terms by looking at
// the grid and the other creatures; the search kernels (core/search/search.h) find them from their
// per-cell tables and tabulate the prices. Both call stepPrice, so they cannot drift apart.
#include <algorithm>
#include <cstdint>

#include "core/ruleset/diagonals.h"
#include "core/ruleset/ruleset.h"
#include "core/scene/creature.h"

namespace footwork {

// Why a step costs what it costs (bit set; docs/protocol.md lists the codes).
enum StepReason : std::uint32_t {
  kReasonDiagonal = 1u << 0,
  kReasonSecondDiagonal = 1u << 1,  // a diagonal that counts 2 squares (the alternation's second, or manhattan)
  kReasonDifficult = 1u << 2,
  kReasonObstructed = 1u << 3,     // a hampering obstacle in the square
  kReasonLowObstacle = 1u << 4,    // a low wall between squares
  kReasonCreatureSpace = 1u << 5,  // 5e: another creature's space is difficult terrain
  kReasonCrawl = 1u << 6,
  kReasonClimb = 1u << 7,
  kReasonSwim = 1u << 8,
  kReasonSqueeze = 1u << 9,
  kReasonHelplessBody = 1u << 10,      // dnd35: a large helpless creature still hampers
  kReasonIgnoresDifficult = 1u << 11,  // flying/incorporeal/phasing/terrain walk: difficult terrain ignored
};
constexpr int kStepReasonCount = 12;
const char* stepReasonName(std::uint32_t bit);

// What the squares that price a step hold, before the mover's own exemptions (a flyer avoids
// obstacles, a burrower goes beneath the surface, a phasing creature ignores difficult terrain …).
struct StepTerms {
  Mode mode = Mode::Walk;
  bool diagonal = false;
  bool oddDiagonals = false;   // an odd number of diagonals was counted before this step (the alternation)
  int difficult = 0;           // the highest difficult level (dnd35: doubled this many times)
  bool obstructed = false;     // a hampering obstacle in a square
  bool lowEdge = false;        // a low wall crossed
  bool creatureSpace = false;  // the space of another creature the mover does not share cells with
  bool helplessBody = false;   // dnd35: a large helpless body still hampers
  bool squeeze = false;        // the step squeezes (the footprint it ends in is squeezed)
};

struct StepPrice {
  int squares = 1;
  bool hampered = false;      // difficult or obstructed: a run cannot cross it
  std::uint32_t reasons = 0;  // StepReason bits (core/movement/step.h)
};

// Flyers, incorporeal and phasing creatures pass over or through hampering obstacles (3.x: "can
// avoid most obstacles"; 4e phasing "can move through obstacles"), and burrowers go beneath them.
inline bool avoidsObstacles(const Creature& c, Mode mode) {
  return mode == Mode::Fly || mode == Mode::Burrow || c.passesObstacles();
}

// Whether difficult terrain does not hamper this creature moving in this mode.
inline bool ignoresDifficult(const Ruleset& rules, const Creature& mover, Mode mode) {
  if (mover.has(kPhasing) || mover.has(kTerrainWalk)) return true;
  if (mode == Mode::Fly && rules.flyingIgnoresDifficult) return true;
  if (mover.has(kIncorporeal) && rules.incorporealIgnoresDifficult) return true;
  return false;
}

// Inline: the search set-up tabulates it for every (mode, diagonal, parity, difficult level,
// obstructed) it may meet, and there the unused reasons fold away (out of line, the set-up of a
// small reachable area ran 20% slower).
inline StepPrice stepPrice(const Ruleset& rules, const Creature& mover, StepTerms t) {
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
  const bool obstructed = t.obstructed, lowEdge = t.lowEdge, helplessBody = t.helplessBody;

  if (t.difficult) out.reasons |= kReasonDifficult;
  if (obstructed) out.reasons |= kReasonObstructed;
  if (lowEdge) out.reasons |= kReasonLowObstacle;
  if (spaceDifficult) out.reasons |= kReasonCreatureSpace;
  if (crawl) out.reasons |= kReasonCrawl;
  if (climbExtra) out.reasons |= kReasonClimb;
  if (swimExtra) out.reasons |= kReasonSwim;
  if (squeeze) out.reasons |= kReasonSqueeze;
  if (helplessBody) out.reasons |= kReasonHelplessBody;

  // Base: 1 square, or 2 for a diagonal the rule counts double (core/ruleset/diagonals.h).
  int base = 1;
  if (t.diagonal) {
    out.reasons |= kReasonDiagonal;
    if (diagonalSquares(rules.diagonal, t.oddDiagonals ? 1 : 0, 1) == 2) {
      base = 2;
      out.reasons |= kReasonSecondDiagonal;
    }
  }
  // Every knob holds under every `hamper` value (docs/rules/variants.md): another creature's
  // space is one level of difficult terrain ("also counts as difficult terrain": a square already
  // difficult is not made more so); a low wall either hampers the step as difficult terrain does or,
  // with lowEdgeIsExtraCrossing, costs 2 squares "in addition to the cost to move into the square";
  // with difficultDiagonalCountsThree a diagonal into a hampered square counts 3 squares where the
  // hampering would count it twice.
  const int difficult = std::max(t.difficult, spaceDifficult ? 1 : 0);
  const bool crossing = lowEdge && rules.lowEdgeIsExtraCrossing;
  const bool hampers = difficult > 0 || obstructed || (lowEdge && !crossing) || helplessBody;
  const bool three = t.diagonal && rules.difficultDiagonalCountsThree;
  out.hampered = hampers || lowEdge;
  switch (rules.hamper) {
    case HamperRule::ExtraPerFoot: {
      // "Every foot of movement in difficult terrain costs 1 extra foot. This rule is true even if
      // multiple things in a space count as difficult terrain." Crawling, climbing, swimming and
      // squeezing each add one more: "each foot of movement costs 1 extra foot (2 extra feet in
      // difficult terrain) when you're climbing, swimming, or crawling"; "crawling 1 foot in
      // difficult terrain, therefore, costs 3 feet of movement".
      const int extras = crawl + climbExtra + swimExtra + (squeeze ? 1 : 0);
      out.squares = (hampers ? (three ? 3 : 2 * base) : base) + base * extras;
      break;
    }
    case HamperRule::Doubling: {
      // Each hampering doubles; a diagonal into a hampered square is 3 squares (×2 per further doubling).
      // Crawling, climbing and swimming at 1 extra foot a foot double as squeezing does.
      const int doublings = difficult + (obstructed ? 1 : 0) + (lowEdge && !crossing ? 1 : 0) + (squeeze ? 1 : 0) +
                            (helplessBody ? 1 : 0) + crawl + climbExtra + swimExtra;
      if (doublings == 0) out.squares = base;
      else if (three) out.squares = 3 << (doublings - 1);
      else out.squares = base << doublings;
      break;
    }
    case HamperRule::ExtraSquare:
      // "Each square of difficult terrain you enter costs 1 extra square"; a low wall between squares
      // is "just like entering a square of difficult terrain".
      // Squeezing, and crawling, climbing or swimming at 1 extra foot a foot, add a square each.
      out.squares = (hampers ? (three ? 3 : base + 1) : base) + (squeeze ? 1 : 0) + crawl + climbExtra + swimExtra;
      break;
  }
  // "each … obstacle between squares counts as 2 squares of movement. You must pay this cost to
  // cross the barrier, in addition to the cost to move into the square on the other side."
  if (crossing) out.squares += 2;
  return out;
}

}  // namespace footwork
