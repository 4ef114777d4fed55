#pragma once
// A ruleset is a value: the policies and tables in which the five texts differ. The cost, search and
// position code read these fields; nothing branches on a ruleset's name, so a sixth ruleset is a new
// value in rulesets.cpp and nothing else.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/calculators/carrying.h"
#include "core/calculators/speed_calc_rule.h"
#include "core/movement/falling.h"
#include "core/position/position_rules.h"
#include "core/scene/size.h"
#include "core/scene/units.h"

namespace footwork {

// How diagonals are counted (moving and measuring alike). The arithmetic is in diagonals.h.
enum class DiagonalRule : std::uint8_t {
  Alternating,         // first diagonal 1 square, second 2, third 1 … (5e grid variant, 3.x "1-2-1")
  One,                 // every diagonal 1 square (4e)
  AlternatingFromTwo,  // first diagonal 2 squares, second 1, third 2 … (the "2-1-2" some tables count)
  Manhattan,           // every diagonal 2 squares: a diagonal is priced as the two sides it cuts
};

// How hampering (difficult terrain, crawling, squeezing, climbing, swimming …) changes a step's cost.
enum class HamperRule : std::uint8_t {
  // 5e: "each foot costs 1 extra foot" per hampering kind. Difficult terrain counts once however
  // many things make a space difficult; crawling, climbing, swimming, squeezing each add one more.
  ExtraPerFoot,
  // 3.x: each hampering doubles the cost; a diagonal into a hampered square counts 3 squares, and
  // doubling twice gives 4 (6 diagonal), three times 8 (12) — not the usual "two doublings triple".
  Doubling,
  // 4e: entering a difficult square costs 1 extra square; several sources still cost 1 extra.
  ExtraSquare,
};

// Which cells' terrain prices a step of a creature bigger than one cell.
enum class TerrainFootprint : std::uint8_t {
  Entered,   // only the squares entered for the first time (4e text; 5e by the same logic)
  Occupied,  // "as fast as the most difficult terrain you occupy" (dnd35)
};

// What makes leaving a place provoke an opportunity attack.
enum class ProvokeRule : std::uint8_t {
  LeaveReach,       // 5e: moving out of a hostile creature's reach
  LeaveThreatened,  // 3.x: moving out of a square the enemy threatens (within its reach)
  LeaveAdjacent,    // 4e: leaving a square adjacent to the enemy
};

enum class EndRule : std::uint8_t { Never, IfProne, IfHelpless, Always };

struct SizeRow {
  bool available = false;  // the text knows this size
  // Space in feet: width × length for "tall" (square) and "long" creatures.
  Milli tallSpace = 0;
  Milli longWidth = 0, longLength = 0;
  Milli tallReach = 0, longReach = 0;  // natural reach in feet
  Milli height = 0;                    // creature height, where the text implies one (5e-fine)
  Milli overheadReach = 0;             // 5e-fine overhead reach table
};

// A band of the turn's movement allowance: "move", "dash", "double", "run", "step", "shift" …
struct Band {
  std::string name;
  int multiplier = 1;           // × speed
  int heavyLoadMultiplier = 0;  // when non-zero, the multiplier under a heavy load (d20-3.0 run ×3)
  int fixedSquares = 0;         // when non-zero, the band allows exactly this many squares (5-foot step, shift)
  bool provokes = true;         // false: a 5-foot step or a shift provokes nothing
  bool allowsHampered = true;   // false: "you can't run across difficult terrain"
  bool ignoresCost = false;     // minimum movement: one square whatever it costs
  bool stacksAfterMove = true;  // is a later band of the same turn (dash after move) rather than an alternative
  std::string text;             // the sentence it comes from, for the page
};

struct Ruleset {
  std::string id;
  std::string title;
  Milli defaultCellSize = 5 * kMilliPerFoot;

  DiagonalRule diagonal = DiagonalRule::Alternating;
  HamperRule hamper = HamperRule::ExtraPerFoot;
  TerrainFootprint footprint = TerrainFootprint::Entered;
  bool difficultDiagonalCountsThree = false;  // dnd35: a diagonal into difficult terrain is 3 squares
  bool lowEdgeIsExtraCrossing = false;        // dnd35: pay 2 squares to cross the barrier, plus the square
  bool flyingIgnoresDifficult = false;        // 3.x and 4e say so; the 5e texts do not
  bool incorporealIgnoresDifficult = false;   // dnd35
  bool creatureSpaceIsDifficult = false;      // 5e: "another creature's space is difficult terrain"
  bool crawlCostsExtra = false;               // 5e: crawling costs 1 extra foot per foot
  bool climbSwimCostExtra = false;            // 5e: climbing/swimming without that speed cost 1 extra foot
  bool differentSpeeds = false;               // 5e: switching speeds subtracts what was moved
  bool standUpCostsHalfSpeed = false;         // 5e: standing costs half the speed
  bool standUpProvokes = false;               // 5e-fine: "standing up provokes attacks of opportunity"
  bool jumps = false;                         // 5e-fine long and high jumps

  // Passing through other creatures.
  bool allyPass = true;
  int hostilePassSizeSteps = 2;             // pass a hostile creature this many sizes apart
  bool hostilePassIfHelpless = false;       // dnd35, 4e
  std::uint32_t hostilePassConditions = 0;  // d20-3.0: dead, unconscious, bound, held, stunned, cowering
  bool hostilePassIfUnaware = false;        // 5e-fine: "a creature that is unaware of you"
  bool verySmallEnterOccupied = false;      // 3.x: Fine, Diminutive, Tiny may enter occupied squares
  bool verySmallEnterProvokes = false;      // … and provoke when they do
  bool chargingBlocksFriends = false;       // dnd35: not through a friend while charging
  bool chargingAvoidsHampered = false;      // dnd35: "You can't run or charge across difficult terrain."
  bool closestLegalPosition =
      false;  // dnd35: "or the closest legal position, if there's a legal position that's closer"
  bool helplessObstacleDoubles = false;  // dnd35: a large helpless body may still count as 2 squares

  // Ending a move in another creature's space.
  EndRule endInAlly = EndRule::Never;
  EndRule endInEnemy = EndRule::Never;
  bool tinyEndsInLarger = false;  // 4e: Tiny creatures can end in a larger creature's square; 3.x: very small

  // Opportunity attacks.
  ProvokeRule provoke = ProvokeRule::LeaveReach;
  bool enterEnemySpaceProvokes = false;     // 4e
  bool tenFootReachCoversDiagonal = false;  // dnd35: a 10-ft natural reach reaches 2 squares diagonally

  // Squeezing.
  int squeezeSizeSteps = 1;       // 5e: a space big enough for a creature one size smaller
  bool squeezeHalfWidth = false;  // 3.x: a space at least half as wide as your space
  bool squeezes = false;          // the text has squeezing rules at all (4e and d20-3.0 do not)
  // 3.5e "A creature can squeeze past an opponent while moving": a creature it may not move through
  // narrows the space like a wall does, so the mover squeezes beside it (core/movement/squeeze.h).
  bool squeezePastOpponents = false;
  std::vector<std::string> squeezePenalties;  // what the text says squeezing costs in a fight (codes)

  // Flying, falling and swimming (special movement).
  bool flyersFall = false;             // 5e: a flyer knocked prone or unable to move falls unless it hovers
  bool heldAloftPreventsFall = false;  // 5e-fine: "or it is being held aloft by magic"
  bool swimmerImmuneToProne = false;   // 5e-fine: "a swimmer is immune to the prone condition"
  bool climbSwimChecks = false;        // 5e-fine: slippery climbs and rough water need Athletics checks
  bool partlyOverPitStands = false;    // 4e: "If only part of a creature's space is over a pit … doesn't fall"

  FallingRule falling;    // falling damage (core/movement/falling.h); unavailable where the text has none
  SpeedRule speedRule;    // how a character's speed is derived (core/calculators/speed_calc_rule.h)
  CarryingRule carrying;  // carrying capacity and load table (core/calculators/carrying.h)

  PositionRules position;  // flanking, cover, areas, facing, crowding (core/position/position_rules.h)

  std::array<SizeRow, kSizeCount> sizes{};
  std::vector<Band> bands;  // in order; the first is the plain move

  const SizeRow& row(Size s) const { return sizes[static_cast<int>(s)]; }
  const Band* band(std::string_view name) const {
    for (auto& b : bands)
      if (b.name == name) return &b;
    return nullptr;
  }
};

// The built-in rulesets, in the order of ../shared/rules/README.md.
const std::vector<Ruleset>& builtinRulesets();
const Ruleset* findRuleset(std::string_view id);

}  // namespace footwork
