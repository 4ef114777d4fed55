// The five built-in rulesets. Each value cites the sentence of its text that sets it; where the
// text is silent the field keeps the family's default and docs/rules/<id>.md says so.
#include <utility>

#include "core/ruleset/ruleset.h"
#include "core/scene/creature.h"

namespace footwork {
namespace {

constexpr Milli ft(double f) { return feet(f); }

SizeRow square(Milli space, Milli reach) {
  SizeRow r;
  r.available = true;
  r.tallSpace = space;
  r.longWidth = space;
  r.longLength = space;
  r.tallReach = reach;
  r.longReach = reach;
  return r;
}

SizeRow shaped(Milli tall, Milli tallReach, Milli longWidth, Milli longLength, Milli longReach) {
  SizeRow r;
  r.available = true;
  r.tallSpace = tall;
  r.tallReach = tallReach;
  r.longWidth = longWidth;
  r.longLength = longLength;
  r.longReach = longReach;
  return r;
}

Band band(std::string name, int multiplier, std::string text) {
  Band b;
  b.name = std::move(name);
  b.multiplier = multiplier;
  b.text = std::move(text);
  return b;
}

// Shared by the two 5e texts.
void fifthEditionMovement(Ruleset& r) {
  r.diagonal = DiagonalRule::Alternating;
  r.hamper = HamperRule::ExtraPerFoot;
  r.footprint = TerrainFootprint::Entered;
  r.creatureSpaceIsDifficult =
      true;  // "The space of another creature, whether hostile or not, also counts as difficult terrain."
  r.crawlCostsExtra = true;     // "Every foot of movement while crawling costs 1 extra foot."
  r.climbSwimCostExtra = true;  // "each foot of movement costs 1 extra foot … when you're climbing, swimming"
  r.differentSpeeds = true;     // "Whenever you switch, subtract the distance you've already moved from the new speed."
  r.standUpCostsHalfSpeed = true;  // "costing an amount of movement equal to half your speed"
  r.allyPass = true;               // "You can move through a nonhostile creature's space."
  r.hostilePassSizeSteps = 2;      // "only if the creature is at least two sizes larger or smaller than you"
  r.endInAlly = EndRule::Never;
  r.endInEnemy = EndRule::Never;
  r.provoke = ProvokeRule::LeaveReach;
  r.squeezeSizeSteps = 1;  // "a space that is large enough for a creature one size smaller than it"
  r.squeezes = true;       // "A creature can squeeze through a space that is large enough for …"
  // "it has disadvantage on attack rolls and Dexterity saving throws. Attack rolls against the
  // creature have advantage while it's in the smaller space."
  r.squeezePenalties = {"disadvantage-on-attacks", "disadvantage-on-dex-saves", "attackers-have-advantage"};
  // "If a flying creature is knocked prone, has its speed reduced to 0, or is otherwise deprived of
  // the ability to move, the creature falls, unless it has the ability to hover."
  r.flyersFall = true;
  r.bands = {band("move", 1, "On your turn, you can move a distance up to your speed."),
             band("dash", 2, "Dash: extra movement equal to your speed (the 5e action this allowance models).")};
}

Ruleset fiveEFine() {
  Ruleset r;
  r.id = "5e-fine";
  r.title = "5e house rules on a 1.25-ft grid, with facing";
  r.defaultCellSize = ft(1.25);  // "each square on the grid represents 1.25 feet"
  fifthEditionMovement(r);
  r.hostilePassIfUnaware = true;  // "as well as through the space of a creature that is unaware of you"
  r.standUpProvokes = true;       // "standing up provokes attacks of opportunity"
  // "if you move when you are in a hostile creature's reach you provoke an opportunity attack": this
  // house text words it as moving while within reach, not leaving it (sw5e: "If you leave a hostile
  // creature's reach"), so a step that starts within an enemy's reach provokes (docs/rules/5e-fine.md).
  r.provoke = ProvokeRule::LeaveThreatened;
  r.jumps = true;
  // "the creature falls unless it has the ability to hover or it is being held aloft by magic"
  r.heldAloftPreventsFall = true;
  r.swimmerImmuneToProne = true;  // "a swimmer is immune to the prone condition"
  // "climbing a slippery vertical surface … requires a successful Strength (Athletics) check";
  // "gaining any distance in rough water might require a successful Strength (Athletics) check"
  r.climbSwimChecks = true;
  // "a squeezing creature has disadvantage on attack rolls (except for melee piercing attacks other
  // than morningstar and war pick plus short and longbow attacks) and dexterity saving throws"
  r.squeezePenalties = {"disadvantage-on-attacks-except-piercing-melee-and-bows", "disadvantage-on-dex-saves",
                        "attackers-have-advantage"};
  // Size Categories: tiny 1.25, small 2.5, medium 5, large 10, huge 15, gargantuan 20 ft.
  // Heights follow from "overhead reach = 1.5 × height" (README reading 2); reach is 5e's 5 ft.
  const Milli space[] = {ft(1.25), ft(2.5), ft(5), ft(10), ft(15), ft(20)};
  const Milli height[] = {ft(1.25), ft(2.5), ft(5), ft(10), ft(20), ft(40)};
  const Milli overhead[] = {ft(1.875), ft(3.75), ft(7.5), ft(15), ft(30), ft(60)};
  for (int i = 0; i < 6; ++i) {
    SizeRow row = square(space[i], ft(5));
    row.height = height[i];
    row.overheadReach = overhead[i];
    r.sizes[static_cast<int>(Size::Tiny) + i] = row;
  }
  // Position (issue 5).
  r.position.flank =
      FlankRule::InReach;  // "has an enemy in weapon reach and are on opposite sides or corners of the enemy's space"
  r.position.flankNeedsMeleeAttack = true;  // "a creature must be able to melee attack to flank"
  r.position.flankNeedsAwareness = true;    // "creature can't flank an enemy unless it knows it's location"
  r.position.flankBenefit = "advantage";    // "each of them has advantage on melee attack rolls against that enemy"
  // "large or larger creature is flanking as long as at least one square or hex of its space
  // qualifies"; for the others "trace an imaginary line between the centers of the creatures' spaces"
  // (a Medium creature is 4×4 squares on this grid: its line starts at the centre of all 16).
  r.position.flankEachSquareFrom = Size::Large;
  r.position.cornerLineCover =
      true;  // "trace imaginary lines from that point to every corner of the squares the target occupies"
  r.position.creaturesGiveCover = true;  // "blocked by an obstacle (including another creature)"
  r.position.areas = true;               // "choose the center of a square as the point of origin of an area of effect"
  r.position.areaFewerThanHalfAdvantage =
      true;  // "if less than half of a creature's squares are covered … advantage on the saving throw"
  r.position.facing = true;  // "each creature has a front arc …, left and right side arcs, and a rear arc"
  r.position.crowd = CrowdRule::Packing;  // "eight creatures can fit in a 5-foot radius around another medium creature"
  return r;
}

Ruleset sw5e() {
  Ruleset r;
  r.id = "sw5e";
  r.title = "5e Movement and Position (Star Wars) with Playing on a Grid";
  r.defaultCellSize = ft(5);  // "Each square on the grid represents 5 feet."
  fifthEditionMovement(r);
  // "Whether a creature is a friend or an enemy, you can't willingly end your move in its space."
  r.endInAlly = EndRule::Never;
  r.endInEnemy = EndRule::Never;
  r.sizes[static_cast<int>(Size::Tiny)] = square(ft(2.5), ft(5));
  r.sizes[static_cast<int>(Size::Small)] = square(ft(5), ft(5));
  r.sizes[static_cast<int>(Size::Medium)] = square(ft(5), ft(5));
  r.sizes[static_cast<int>(Size::Large)] = square(ft(10), ft(5));
  r.sizes[static_cast<int>(Size::Huge)] = square(ft(15), ft(5));
  r.sizes[static_cast<int>(Size::Gargantuan)] = square(ft(20), ft(5));
  // Position (issue 5). The text has no flanking, cover or facing rules; areas follow the 5e family.
  r.position.areas = true;
  r.position.crowd = CrowdRule::Packing;  // "eight creatures can fit in a 5-foot radius around another one"
  return r;
}

// Shared by the two 3.x texts.
void thirdEditionMovement(Ruleset& r) {
  r.diagonal = DiagonalRule::Alternating;  // "the first diagonal counts as 1 square, the second counts as 2 squares"
  r.hamper = HamperRule::Doubling;
  r.difficultDiagonalCountsThree = true;  // "(Each diagonal move into a difficult terrain square counts as 3 squares.)"
  r.lowEdgeIsExtraCrossing = true;        // "You must pay this cost to cross the barrier, in addition to …"
  r.flyingIgnoresDifficult = true;        // "Flying and incorporeal creatures are not hampered by difficult terrain."
  r.incorporealIgnoresDifficult = true;
  r.allyPass = true;
  r.hostilePassSizeSteps = 3;  // "three size categories larger … three size categories smaller"
  r.verySmallEnterOccupied =
      true;  // "A Fine, Diminutive, or Tiny creature can move into or through an occupied square."
  r.verySmallEnterProvokes = true;    // "The creature provokes attacks of opportunity when doing so."
  r.endInAlly = EndRule::IfHelpless;  // "You can't end your movement in the same square as another creature unless it
                                      // is helpless."
  r.endInEnemy = EndRule::IfHelpless;
  r.tinyEndsInLarger = true;  // very small creatures "must enter an opponent's square to attack"
  r.provoke = ProvokeRule::LeaveThreatened;
  r.squeezeHalfWidth = true;  // "a space that is at least half as wide as your normal space"
  Band step;
  step.name = "step";
  step.fixedSquares = 1;
  step.provokes = false;
  step.stacksAfterMove = false;
  step.text = "If you do something that requires a full round you can only take a 5-foot step.";
  Band minimum;
  minimum.name = "minimum";
  minimum.fixedSquares = 1;
  minimum.ignoresCost = true;
  minimum.stacksAfterMove = false;
  minimum.text =
      "Despite penalties to movement, you can take a full-round action to move 5 feet (1 square) in any direction, "
      "even diagonally.";
  Band run = band("run", 4, "If you spend the entire round running, you can move quadruple your speed.");
  run.allowsHampered = false;  // "You can't run or charge across difficult terrain."
  r.bands = {band("move", 1, "Generally, you can move your speed in a round and still do something."),
             band("double", 2, "If you do nothing but move … you can move double your speed."), run, step, minimum};
}

Ruleset dnd35() {
  Ruleset r;
  r.id = "dnd35";
  r.title = "3.5e tactical movement";
  r.defaultCellSize = ft(5);
  thirdEditionMovement(r);
  r.footprint =
      TerrainFootprint::Occupied;   // "you can move only as fast as the most difficult terrain you occupy will allow"
  r.hostilePassIfHelpless = true;   // the "Opponent" sentence (truncated in our copy) — see docs/rules/dnd35.md
  r.chargingBlocksFriends = true;   // "unless you are charging"
  r.chargingAvoidsHampered = true;  // "You can't run or charge across difficult terrain."
  // Accidentally Ending Movement in an Illegal Space: "put your miniature in the last legal position
  // you occupied, or the closest legal position, if there's a legal position that's closer."
  r.closestLegalPosition = true;
  r.helplessObstacleDoubles = true;
  r.squeezes = true;  // "You can squeeze through or into a space that is at least half as wide as your normal space."
  // "while squeezed in a narrow space you take a –4 penalty on attack rolls and a –4 penalty to AC"
  r.squeezePenalties = {"-4-attack", "-4-ac"};
  // "A creature can squeeze past an opponent while moving but it can't end its movement in an
  // occupied square."
  r.squeezePastOpponents = true;
  r.tenFootReachCoversDiagonal = true;  // "an ogre can attack targets up to 10 feet (2 squares) away … even diagonally"
  // "Your speed is determined by your race and your armor (see Table 8–3: Tactical Speed)":
  // "Human, elf, half-elf, half-orc 30 ft. 20 ft.", "Dwarf 20 ft. 20 ft.", "Halfling, gnome 20 ft. 15 ft."
  r.speedRule.model = SpeedModel::RaceAndArmor;
  r.speedRule.races = {{{"human", "elf", "half-elf", "half-orc"}, ft(30), ft(20)},
                       {{"dwarf"}, ft(20), ft(20)},
                       {{"halfling", "gnome"}, ft(20), ft(15)}};
  // "Always apply any modifiers to a character's speed before adjusting the character's speed based on
  // armor or encumbrance, and remember that multiple bonuses of the same type … don't stack."
  r.speedRule.modifiersBeforeReduction = true;
  r.speedRule.sameTypeBonusesDontStack = true;
  r.speedRule.fastMovement =
      ft(10);  // "A barbarian has a +10 foot bonus to his speed (unless he's wearing heavy armor)."
  r.speedRule.fastMovementLostInHeavyArmor = true;
  r.speedRule.monkBonusLostInAnyArmor = true;  // "Experienced monks … (unless they're wearing armor of any sort)"
  // Space and natural reach by size (SRD table the text refers to; Fine/Diminutive/Tiny from the text).
  r.sizes[static_cast<int>(Size::Fine)] = square(ft(0.5), 0);
  r.sizes[static_cast<int>(Size::Diminutive)] = square(ft(1), 0);
  r.sizes[static_cast<int>(Size::Tiny)] = square(ft(2.5), 0);
  r.sizes[static_cast<int>(Size::Small)] = square(ft(5), ft(5));
  r.sizes[static_cast<int>(Size::Medium)] = square(ft(5), ft(5));
  r.sizes[static_cast<int>(Size::Large)] = shaped(ft(10), ft(10), ft(10), ft(10), ft(5));
  r.sizes[static_cast<int>(Size::Huge)] = shaped(ft(15), ft(15), ft(15), ft(15), ft(10));
  r.sizes[static_cast<int>(Size::Gargantuan)] = shaped(ft(20), ft(20), ft(20), ft(20), ft(15));
  r.sizes[static_cast<int>(Size::Colossal)] = shaped(ft(30), ft(30), ft(30), ft(30), ft(20));
  // Position (issue 5). No flanking rule in the text; a friend "doesn't provide you with cover"
  // only while you move through it, so creatures do give cover.
  r.position.creaturesGiveCover = true;  // "When you move through a square occupied by a friendly character, that
                                         // character doesn't provide you with cover"
  return r;
}

Ruleset d20v30() {
  Ruleset r;
  r.id = "d20-3.0";
  r.title = "3.0-era house rules: speed by Strength and load, faces and reach";
  r.defaultCellSize = ft(5);  // "Whenever possible, use units of 5 feet for movement and position."
  thirdEditionMovement(r);
  r.footprint = TerrainFootprint::Occupied;
  // "an unfriendly character who doesn't present an obstacle, such as one who is dead, unconscious,
  // bound, held, stunned, or just cowering"
  r.hostilePassConditions = kDead | kUnconscious | kBound | kHeld | kStunned | kCowering | kHelpless | kParalyzed;
  // Its own "Movement in Combat" sentences (not dnd35's), and no "minimum movement" band: that
  // paragraph is not in this text. Running across difficult terrain stays forbidden with the rest of
  // the inherited grid rules (docs/rules/d20-3.0.md R1).
  Band run = band("run", 4, "If you flat-out run, you can move quadruple your rate.");
  run.heavyLoadMultiplier = 3;  // load table: Run ×4, heavy ×3
  run.allowsHampered = false;
  Band step = r.bands[3];
  step.text =
      "If you do something that requires a full round, such as attacking more than once, you can only take a 5-foot "
      "step.";
  r.bands = {band("move", 1,
                  "Generally, you can move your speed in a round and still do something, such as swing an axe or cast "
                  "a spell."),
             band("double", 2, "If you do nothing but move, you can move double your rate."), run, step};
  r.squeezes = false;  // this text has no squeezing rules (dnd35's "Squeezing" paragraph is not in it)
  // "Your speed is determined by your Strength, and the amount of gear you're carrying." (README reading 9)
  r.speedRule.model = SpeedModel::StrengthAndLoad;
  r.carrying = d20CarryingRule();  // Table: Carrying Capacity and the load table, in core/calculators/carrying.cpp
  // "the Barbarian feat FastMovement grants a character a +10 foot bonus to his speed (unless he's wearing
  // heavy armor)"; added after the load table, whose columns are race speeds (core/calculators/speed_calc.h).
  r.speedRule.fastMovement = ft(10);
  r.speedRule.fastMovementLostInHeavyArmor = true;
  // Face and natural reach table (width × length).
  r.sizes[static_cast<int>(Size::Fine)] = square(ft(0.5), 0);
  r.sizes[static_cast<int>(Size::Diminutive)] = square(ft(1), 0);
  r.sizes[static_cast<int>(Size::Tiny)] = square(ft(2.5), 0);
  r.sizes[static_cast<int>(Size::Small)] = square(ft(5), ft(5));
  r.sizes[static_cast<int>(Size::Medium)] = square(ft(5), ft(5));
  r.sizes[static_cast<int>(Size::Large)] = shaped(ft(5), ft(10), ft(5), ft(10), ft(5));
  r.sizes[static_cast<int>(Size::Huge)] = shaped(ft(10), ft(15), ft(10), ft(20), ft(10));
  r.sizes[static_cast<int>(Size::Gargantuan)] = shaped(ft(20), ft(20), ft(20), ft(40), ft(10));
  r.sizes[static_cast<int>(Size::Colossal)] = shaped(ft(40), ft(25), ft(40), ft(80), ft(15));
  // Position (issue 5).
  r.position.flank = FlankRule::InReach;    // "an ally directly opposite you is threatening the creature"
  r.position.flankNeedsMeleeAttack = true;  // "If you are making a melee attack against a creature"
  r.position.flankNeedsThreat = true;       // the ally "is threatening the creature"
  r.position.flankBenefit = "+2";           // "You gain a +2 flanking bonus on your attack roll."
  r.position.crowd = CrowdRule::Faces;      // "one Small or Medium-size combatant can get to each 5-foot length of the
                                            // creature and four more … corners"
  r.position.doorwayHalfCover = true;       // "the defender benefits from one-half cover"
  return r;
}

Ruleset fourthEdition() {
  Ruleset r;
  r.id = "4e";
  r.title = "4e tactical movement";
  r.defaultCellSize = ft(5);                // "each 1-inch square representing a 5-foot square"
  r.diagonal = DiagonalRule::One;           // "Moving diagonally works the same as other movement"
  r.hamper = HamperRule::ExtraSquare;       // "Each square of difficult terrain you enter costs 1 extra square"
  r.footprint = TerrainFootprint::Entered;  // "Count only squares it is entering for the first time"
  r.flyingIgnoresDifficult = true;          // "Creatures are not hampered by difficult terrain when flying."
  r.allyPass = true;
  r.hostilePassSizeSteps = 2;  // "unless that enemy is helpless or two size categories larger or smaller"
  r.hostilePassIfHelpless = true;
  r.enterEnemySpaceProvokes = true;  // "Moving into a non-helpless enemy's space provokes an opportunity attack"
  r.endInAlly = EndRule::IfProne;    // "You can end your movement in an ally's square only if the ally is prone."
  r.endInEnemy = EndRule::IfHelpless;
  r.tinyEndsInLarger = true;  // "Tiny creatures can end their movement in a larger creature's square."
  r.provoke = ProvokeRule::LeaveAdjacent;
  // "When you fall at least 10 feet, you take damage." "You take 1d10 damage for each 10 feet you fall."
  // "Fast Alternative: If you fall more than 50 feet, take 25 damage per 50 feet, plus 1d10 per 10 extra feet."
  // "You fall prone when you land, unless you take no damage from the fall."
  r.falling = {true, ft(10), ft(10), 10, ft(50), ft(50), 25, true};
  // "Start with your race's speed. Take your armor's speed penalty, if applicable. Add any bonuses that apply."
  r.speedRule.model = SpeedModel::ArmorPenalty;
  r.squeezeSizeSteps = 1;
  // The text names squeezing only to forbid it ("can't be … made to squeeze", teleport "without
  // squeezing") and gives no rule for doing it, so moves never squeeze here.
  r.squeezes = false;
  // "If only part of a creature's space is over a pit or a precipice, the creature doesn't fall."
  r.partlyOverPitStands = true;
  // Sizes: Tiny shares a square (four fit), Small and Medium 1, Large 2, Huge 3, Gargantuan 4 squares.
  // Reach: Tiny 0 ("can attack only targets in the space they occupy"), ogre (tall) 2, horse (long) 1.
  r.sizes[static_cast<int>(Size::Tiny)] = square(ft(2.5), 0);
  r.sizes[static_cast<int>(Size::Small)] = square(ft(5), ft(5));
  r.sizes[static_cast<int>(Size::Medium)] = square(ft(5), ft(5));
  r.sizes[static_cast<int>(Size::Large)] = shaped(ft(10), ft(10), ft(10), ft(10), ft(5));
  r.sizes[static_cast<int>(Size::Huge)] = shaped(ft(15), ft(15), ft(15), ft(15), ft(10));
  r.sizes[static_cast<int>(Size::Gargantuan)] = shaped(ft(20), ft(20), ft(20), ft(20), ft(15));
  Band shift;
  shift.name = "shift";
  shift.fixedSquares = 1;
  shift.provokes = false;
  shift.stacksAfterMove = false;
  shift.text = "Shift: move 1 square without provoking opportunity attacks (the 4e move action this allowance models).";
  // "If you take the same move action twice in a row—two walks, two runs, two shifts, two crawls—you're
  // taking a double move." "When you double move, add the speeds of the two move actions together and
  // then move": two shifts of 1 square are one move of 2 squares, still provoking nothing.
  Band doubleShift = shift;
  doubleShift.name = "double-shift";
  doubleShift.fixedSquares = 2;
  doubleShift.text =
      "If you take the same move action twice in a row—two walks, two runs, two shifts, two crawls—you’re taking a "
      "double move.";
  r.bands = {band("move", 1, "A character who has a speed of 6 can move up to 6 squares … by using a move action."),
             band("double", 2, "When you double move, add the speeds of the two move actions together and then move."),
             shift, doubleShift};
  // Position (issue 5).
  r.position.flank =
      FlankRule::Adjacent;  // "you and an ally must be adjacent to the enemy and on opposite sides or corners"
  r.position.flankNeedsMeleeAttack = true;  // "You and your ally must be able to attack the enemy"
  r.position.flankNeedsLineOfEffect =
      true;  // "If there's no line of effect between your enemy and either you or your ally, you don't flank."
  r.position.flankNeedsOpportunityActions =
      true;  // "If you're affected by an effect that prevents you from taking opportunity actions, you don't flank."
  r.position.flankBenefit = "combat advantage";  // "You have combat advantage against an enemy you flank."
  return r;
}

}  // namespace

const std::vector<Ruleset>& builtinRulesets() {
  static const std::vector<Ruleset> all = {fiveEFine(), sw5e(), dnd35(), d20v30(), fourthEdition()};
  return all;
}

const Ruleset* findRuleset(std::string_view id) {
  for (auto& r : builtinRulesets())
    if (r.id == id) return &r;
  return nullptr;
}

}  // namespace footwork
