#pragma once
// How a ruleset derives a character's speed: data read by core/calculators/speed_calc.cpp and set per ruleset in
// rulesets.cpp, each value with the sentence it comes from. Kept apart from speed_calc.h so that
// ruleset.h can hold it without depending on the calculator.
#include <cstdint>
#include <string>
#include <vector>

#include "core/scene/units.h"

namespace footwork {

enum class SpeedModel : std::uint8_t {
  Given,            // the text gives no way to derive a speed (the 5e texts): the caller's speed is used
  RaceAndArmor,     // dnd35: Table 8–3, race → speed, reduced by medium or heavy armor (or load)
  StrengthAndLoad,  // d20-3.0: base speed column, reduced by the load that Strength and weight give
  ArmorPenalty,     // 4e: race speed, minus the armor's speed penalty, plus bonuses
};

// A row of a race → speed table.
struct RaceSpeedRow {
  std::vector<std::string> races;  // lowercase names
  Milli unarmored = 0;             // no armor or light armor
  Milli armored = 0;               // medium or heavy armor; equal to `unarmored` when armor does not slow
};

struct SpeedRule {
  SpeedModel model = SpeedModel::Given;
  std::vector<RaceSpeedRow> races;
  bool modifiersBeforeReduction = false;  // bonuses apply before armor/load reduce the speed (dnd35)
  bool sameTypeBonusesDontStack = false;  // of bonuses of one type only the largest counts (dnd35)
  Milli fastMovement = 0;                 // the barbarian's bonus
  bool fastMovementLostInHeavyArmor = false;
  bool monkBonusLostInAnyArmor = false;  // "Experienced monks … (unless they're wearing armor of any sort)"
};

}  // namespace footwork
