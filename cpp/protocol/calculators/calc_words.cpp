#include "protocol/calculators/calc_words.h"

#include "core/scene/sentence.h"

namespace footwork {
namespace {

const char* fieldName(SpeedField f) {
  switch (f) {
    case SpeedField::Barbarian: return "barbarian";
    case SpeedField::MonkBonus: return "monkBonus";
    case SpeedField::ArmorPenalty: return "armorPenalty";
    case SpeedField::Strength: return "strength";
    case SpeedField::Carried: return "carried";
    case SpeedField::Load: return "load";
    case SpeedField::Race: return "race";
    case SpeedField::Armor: return "armor";
    case SpeedField::BaseSpeed: return "baseSpeed";
  }
  return "";
}

const char* ruleText(MissingRule r) {
  switch (r) {
    case MissingRule::BarbarianBonus: return "barbarian speed bonus";
    case MissingRule::MonkRule: return "monk speed rule";
    case MissingRule::ArmorPenalty: return "armor speed penalty (armor is given as none/light/medium/heavy)";
    case MissingRule::StrengthAndWeight: return "speed from Strength and carried weight";
    case MissingRule::SpeedByLoad: return "speed by load";
    case MissingRule::RaceTable: return "race speed table";
    case MissingRule::ArmorRule: return "armor speed rule";
    case MissingRule::ArmorCategories:
      return "armor categories for speed (give the armor's speed penalty as $.armorPenalty)";
  }
  return "";
}

std::string raceList(const SpeedRule& rule) {
  std::string out;
  for (auto& row : rule.races)
    for (auto& name : row.races) out += (out.empty() ? "" : ", ") + name;
  return out;
}

}  // namespace

Error calcError(const Ruleset& ruleset, const CalcReason& why, const std::string& race,
                const std::string& strengthPath) {
  const std::string field = fieldName(why.field);
  const std::string path = "$." + field;
  switch (why.code) {
    case CalcRefusal::None: break;
    case CalcRefusal::NotInText:
      return Error{errc::kNotInRuleset,
                   "The " + ruleset.id + " text has no " + ruleText(why.rule) + "; leave out $." + field + ".", path};
    case CalcRefusal::UnknownRace:
      return Error{
          errc::kUnknownRace,
          "Unknown race \"" + shown(race) + "\"; the " + ruleset.id + " table has " + raceList(ruleset.speedRule) + ".",
          path};
    case CalcRefusal::RaceAndBaseSpeed:
      return Error{errc::kConflict, "Give either $.race or the base speed, not both.", path};
    case CalcRefusal::MissingBase:
      return Error{errc::kMissingField,
                   "The field " + path + " is required" +
                       (why.field == SpeedField::BaseSpeed ? "." : " (or $.baseSpeed for a race not in the table)."),
                   path};
    case CalcRefusal::LoadAndStrength:
      return Error{errc::kConflict, "Give either $.load or $.strength with $.carried, not both.", path};
    case CalcRefusal::StrengthNeeded:
      return Error{errc::kMissingField, "The field $.strength is required with $.carried.", path};
    case CalcRefusal::CarriedNeeded:
      return Error{errc::kMissingField, "The field $.carried is required with $.strength.", path};
    case CalcRefusal::NoCarryingTable:
      return Error{errc::kNotInRuleset, "This ruleset's text has no carrying-capacity table.", strengthPath};
    case CalcRefusal::StrengthOutOfRange:
      return Error{errc::kOutOfRange,
                   "The Strength at " + strengthPath + " must be between " + std::to_string(why.first) + " and " +
                       std::to_string(why.last) + ".",
                   strengthPath};
    case CalcRefusal::NoLoadColumn: {
      std::string cols;
      for (Milli c : ruleset.carrying.baseSpeeds) cols += (cols.empty() ? "" : ", ") + feetText(c);
      return Error{errc::kNoLoadColumn,
                   "The load table has columns only for base speeds of " + cols + "; " + feetText(why.speed) +
                       " under a " + std::string(loadName(why.load)) + " load is not in it.",
                   path};
    }
  }
  return Error{errc::kInternal, "A calculator refused its input without a reason.", ""};
}

}  // namespace footwork
