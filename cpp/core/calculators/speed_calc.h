#pragma once
// The speed calculator: a character's speed from race, armor, Strength and load, bonuses, and the
// movement allowances (move, double, run, 5-foot step …) that speed gives under the ruleset's bands.
// The arithmetic per ruleset is data (SpeedRule in speed_calc_rule.h, CarryingRule in carrying.h).
//
// dnd35 (../shared/rules/002_…txt): "Your speed is determined by your race and your armor (see Table
//   8–3: Tactical Speed)"; "A barbarian has a +10 foot bonus to his speed (unless he's wearing heavy
//   armor). Experienced monks also have higher speed (unless they're wearing armor of any sort)";
//   "Always apply any modifiers to a character's speed before adjusting the character's speed based on
//   armor or encumbrance, and remember that multiple bonuses of the same type to a character's speed
//   (such as enhancement bonuses) don't stack."
//   A modified speed that Table 8–3 does not list is reduced by the table's own pattern, two thirds
//   rounded up to the next 5 ft (30 → 20 and 20 → 15 as in the table; 40 → 30, 50 → 35, 60 → 40),
//   which is the 3.5 rule the text's "adjusting … based on armor" refers to (docs/rules/dnd35.md).
// d20-3.0 (003_…txt): base speed 40, 30 or 20 ft, reduced by the load table; "the Barbarian feat
//   FastMovement grants a character a +10 foot bonus to his speed (unless he's wearing heavy armor)".
//   The text orders nothing, and the load table has columns only for the race speeds 40/30/20, so the
//   bonus is added after the load table (a human barbarian: 30 → 20 under a medium load, + 10 = 30).
// 4e (004_…txt): "Start with your race's speed. Take your armor's speed penalty, if applicable. Add any
//   bonuses that apply."
#include <optional>
#include <string>
#include <vector>

#include "core/calculators/carrying.h"
#include "core/ruleset/ruleset.h"
#include "core/scene/error.h"

namespace footwork {

enum class Armor : std::uint8_t { None, Light, Medium, Heavy };
std::string_view armorName(Armor a);
bool parseArmor(std::string_view name, Armor& out);

struct SpeedBonus {
  std::string type;  // "" for an untyped bonus; bonuses of one named type may not stack
  Milli amount = 0;  // negative for a penalty
};

struct SpeedInput {
  std::string race;                // a race of the ruleset's table, or "" with baseSpeed
  std::optional<Milli> baseSpeed;  // the race's speed
  Armor armor = Armor::None;
  Milli armorPenalty = 0;       // 4e: the armor's speed penalty, as a positive length
  std::optional<Load> load;     // given directly
  std::optional<int> strength;  // d20-3.0: with `carried`, gives the load
  std::optional<Pounds> carried;
  bool barbarian = false;
  Milli monkBonus = 0;
  std::vector<SpeedBonus> bonuses;
};

// One modifier as applied: where it came from and whether it counted.
struct AppliedModifier {
  std::string source;  // "barbarian", "monk", "bonus", "armor-penalty"
  std::string type;    // the bonus type, "" when untyped
  Milli amount = 0;
  bool counted = true;
  std::string reason;  // why it did not count ("" when it did)
};

struct Allowance {
  const Band* band = nullptr;
  Milli distance = 0;
};

struct SpeedResult {
  Milli base = 0;
  std::vector<AppliedModifier> modifiers;
  Milli beforeReduction = 0;  // the speed the armor/load reduction was applied to
  bool reduced = false;       // armor or load reduced the speed
  std::string reducedBy;      // "armor" (dnd35) or "load" (d20-3.0)
  Milli speed = 0;
  Load load = Load::Light;
  bool overCapacity = false;  // carrying more than a heavy load: the table gives no speed
  std::optional<Capacity> capacity;
  std::vector<Allowance> allowances;
  std::vector<std::string> explain;  // one sentence per step, for people
};

// dnd35's reduction of a speed by medium or heavy armor where Table 8–3 has no row for it: two
// thirds, rounded up to a multiple of 5 ft.
Milli reduceByArmorPattern(Milli speed);

// Computes the speed, or why the input can't be used (a CalcReason naming the field at fault).
Calculated<SpeedResult> computeSpeed(const Ruleset& ruleset, const SpeedInput& in, Milli cellSize);

// The allowances of a speed under the ruleset's bands (fixed-square bands are squares × cellSize).
std::vector<Allowance> allowances(const Ruleset& ruleset, Milli speed, Load load, Milli cellSize);

}  // namespace footwork
