#pragma once
// Why a calculator refuses its input: a code and the data its sentence needs. The core decides; the
// protocol writes the sentence and names the request field (protocol/calculators/calc_words.h), so no
// JSON path and no English is built here.
#include <cstdint>
#include <optional>
#include <utility>

#include "core/scene/creature.h"
#include "core/scene/error.h"
#include "core/scene/units.h"

namespace footwork {

// The request fields of the speed calculator a refusal can name.
enum class SpeedField : std::uint8_t {
  Barbarian,
  MonkBonus,
  ArmorPenalty,
  Strength,
  Carried,
  Load,
  Race,
  Armor,
  BaseSpeed
};

// What a ruleset's text lacks when an input asks for it.
enum class MissingRule : std::uint8_t {
  BarbarianBonus,
  MonkRule,
  ArmorPenalty,
  StrengthAndWeight,
  SpeedByLoad,
  RaceTable,
  ArmorRule,
  ArmorCategories,
};

enum class CalcRefusal : std::uint8_t {
  None,
  NotInText,           // `field` asks for `rule`, which the ruleset's text does not have
  UnknownRace,         // the race given is not in the table
  RaceAndBaseSpeed,    // both given
  MissingBase,         // neither given; `field` is the one the ruleset asks for (race or base speed)
  LoadAndStrength,     // a load and Strength with weight carried
  StrengthNeeded,      // weight carried without Strength
  CarriedNeeded,       // Strength without weight carried
  NoCarryingTable,     // the ruleset has no carrying-capacity table
  StrengthOutOfRange,  // `first` … `last` allowed
  NoLoadColumn,        // `speed` under `load` has no column; `field` the input it came from
};

struct CalcReason {
  CalcRefusal code = CalcRefusal::None;
  SpeedField field = SpeedField::Race;
  MissingRule rule = MissingRule::RaceTable;
  int first = 0, last = 0;
  Milli speed = 0;
  Load load = Load::Light;
};

// A calculator's answer or why there is none.
template <class T>
using Calculated = Result<T, CalcReason>;

}  // namespace footwork
