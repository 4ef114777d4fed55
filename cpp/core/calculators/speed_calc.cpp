#include "core/calculators/speed_calc.h"

#include <algorithm>
#include "core/scene/sentence.h"

namespace footwork {
namespace {

const RaceSpeedRow* findRace(const SpeedRule& rule, const std::string& race) {
  for (auto& row : rule.races)
    for (auto& name : row.races)
      if (name == race) return &row;
  return nullptr;
}

// Bonuses of one named type do not stack (only the largest counts) where the rule says so; untyped
// bonuses and all penalties add up.
void applyBonuses(const SpeedRule& rule, const std::vector<SpeedBonus>& bonuses, SpeedResult& out) {
  const std::size_t first = out.modifiers.size();
  for (auto& b : bonuses) {
    AppliedModifier m{"bonus", b.type, b.amount, true, ""};
    if (rule.sameTypeBonusesDontStack && !b.type.empty() && b.amount > 0) {
      // The bonus of this type that counts so far, found in the list itself: a handful of bonuses
      // (a std::map here was most of the module's tree code).
      AppliedModifier* counting = nullptr;
      for (std::size_t i = first; i < out.modifiers.size() && !counting; ++i) {
        AppliedModifier& o = out.modifiers[i];
        if (o.counted && o.amount > 0 && o.type == b.type) counting = &o;
      }
      if (counting && counting->amount >= b.amount) {
        m.counted = false;
        m.reason = "bonuses of the same type don't stack; a larger " + b.type + " bonus counts";
      } else if (counting) {
        counting->counted = false;
        counting->reason = "bonuses of the same type don't stack; a larger " + b.type + " bonus counts";
      }
    }
    out.modifiers.push_back(m);
  }
}

Milli countedModifiers(const SpeedResult& out) {
  Milli sum = 0;
  for (auto& m : out.modifiers)
    if (m.counted && m.source != "armor-penalty") sum += m.amount;
  return sum;
}

void classModifiers(const SpeedRule& rule, const SpeedInput& in, SpeedResult& out) {
  if (in.barbarian) {
    AppliedModifier m{"barbarian", "", rule.fastMovement, true, ""};
    if (rule.fastMovementLostInHeavyArmor && in.armor == Armor::Heavy) {
      m.counted = false;
      m.reason = "not while wearing heavy armor";
    }
    out.modifiers.push_back(m);
  }
  if (in.monkBonus != 0) {
    AppliedModifier m{"monk", "", in.monkBonus, true, ""};
    if (rule.monkBonusLostInAnyArmor && in.armor != Armor::None) {
      m.counted = false;
      m.reason = "not while wearing armor of any sort";
    }
    out.modifiers.push_back(m);
  }
}

void explainModifiers(SpeedResult& out) {
  for (auto& m : out.modifiers)
    if (m.source != "armor-penalty")
      out.explain.push_back((m.counted ? std::string(m.amount < 0 ? "" : "+") : "Not counted: ") + feetText(m.amount) +
                            " (" + m.source + (m.type.empty() ? "" : ", " + m.type) + ")" +
                            (m.counted ? "" : ": " + m.reason) + ".");
}

// Class bonuses, then the caller's bonuses, explained.
void allModifiers(const SpeedRule& rule, const SpeedInput& in, SpeedResult& out) {
  classModifiers(rule, in, out);
  applyBonuses(rule, in.bonuses, out);
  explainModifiers(out);
}

CalcReason notInText(SpeedField field, MissingRule rule) {
  CalcReason why{CalcRefusal::NotInText};
  why.field = field;
  why.rule = rule;
  return why;
}

CalcReason refused(CalcRefusal code, SpeedField field) {
  CalcReason why{code};
  why.field = field;
  return why;
}

}  // namespace

std::string_view armorName(Armor a) {
  switch (a) {
    case Armor::None: return "none";
    case Armor::Light: return "light";
    case Armor::Medium: return "medium";
    case Armor::Heavy: return "heavy";
  }
  return "";
}

bool parseArmor(std::string_view name, Armor& out) {
  for (Armor a : {Armor::None, Armor::Light, Armor::Medium, Armor::Heavy})
    if (armorName(a) == name) {
      out = a;
      return true;
    }
  return false;
}

Milli reduceByArmorPattern(Milli speed) {
  if (speed <= 0) return speed;
  const Milli step = 5 * kMilliPerFoot;
  return ((2 * speed + 3 * step - 1) / (3 * step)) * step;  // ⌈(2/3 · speed) / 5 ft⌉ · 5 ft
}

std::vector<Allowance> allowances(const Ruleset& ruleset, Milli speed, Load load, Milli cellSize) {
  std::vector<Allowance> out;
  for (auto& b : ruleset.bands) {
    Allowance a{&b, 0};
    if (b.fixedSquares) a.distance = b.fixedSquares * cellSize;
    else a.distance = speed * ((load == Load::Heavy && b.heavyLoadMultiplier) ? b.heavyLoadMultiplier : b.multiplier);
    out.push_back(a);
  }
  return out;
}

Calculated<SpeedResult> computeSpeed(const Ruleset& ruleset, const SpeedInput& in, Milli cellSize) {
  const SpeedRule& rule = ruleset.speedRule;
  SpeedResult out;

  // Inputs a ruleset's text does not know are refused, never silently ignored.
  if (in.barbarian && rule.fastMovement == 0) return notInText(SpeedField::Barbarian, MissingRule::BarbarianBonus);
  if (in.monkBonus != 0 && rule.model != SpeedModel::RaceAndArmor)
    return notInText(SpeedField::MonkBonus, MissingRule::MonkRule);
  if (in.armorPenalty != 0 && rule.model != SpeedModel::ArmorPenalty)
    return notInText(SpeedField::ArmorPenalty, MissingRule::ArmorPenalty);
  if ((in.strength || in.carried) && rule.model != SpeedModel::StrengthAndLoad)
    return notInText(in.strength ? SpeedField::Strength : SpeedField::Carried, MissingRule::StrengthAndWeight);
  // dnd35 names encumbrance but its carrying table is "on page 161", not in the text: no speed by load.
  if (in.load && rule.model != SpeedModel::StrengthAndLoad)
    return notInText(SpeedField::Load, MissingRule::SpeedByLoad);
  if (!in.race.empty() && rule.races.empty()) return notInText(SpeedField::Race, MissingRule::RaceTable);
  if (in.armor != Armor::None && rule.model == SpeedModel::Given)
    return notInText(SpeedField::Armor, MissingRule::ArmorRule);
  if (in.armor != Armor::None && rule.model == SpeedModel::ArmorPenalty && rule.fastMovement == 0)
    return notInText(SpeedField::Armor, MissingRule::ArmorCategories);

  // The base speed: the race's row, or the caller's.
  const RaceSpeedRow* race = nullptr;
  if (!in.race.empty()) {
    race = findRace(rule, in.race);
    if (!race) return refused(CalcRefusal::UnknownRace, SpeedField::Race);
    if (in.baseSpeed) return refused(CalcRefusal::RaceAndBaseSpeed, SpeedField::Race);
    out.base = race->unarmored;
    out.explain.push_back(sentence("Race %1: %2.", {in.race, feetText(out.base)}));
  } else if (in.baseSpeed) {
    out.base = *in.baseSpeed;
    out.explain.push_back(sentence("Base speed %1.", {feetText(out.base)}));
  } else {
    return refused(CalcRefusal::MissingBase, rule.races.empty() ? SpeedField::BaseSpeed : SpeedField::Race);
  }

  // The load: given, or from Strength and the weight carried.
  if (in.load && (in.strength || in.carried)) return refused(CalcRefusal::LoadAndStrength, SpeedField::Load);
  if (in.carried && !in.strength) return refused(CalcRefusal::StrengthNeeded, SpeedField::Strength);
  if (in.strength && !in.carried) return refused(CalcRefusal::CarriedNeeded, SpeedField::Carried);
  if (in.load) out.load = *in.load;
  if (in.strength) {
    auto cap = carryingCapacity(ruleset.carrying, *in.strength);
    if (!cap) {
      CalcReason why = cap.error();
      why.field = SpeedField::Strength;
      return why;
    }
    out.capacity = cap.value();
    auto load = loadFor(cap.value(), *in.carried);
    if (!load) {
      out.overCapacity = true;
      out.explain.push_back(
          sentence("Carrying more than a heavy load (%1 lb at Strength %2): the load table gives no speed.",
                   {std::to_string(cap->heavy), std::to_string(*in.strength)}));
      out.speed = 0;
      return out;
    }
    out.load = *load;
    out.explain.push_back(sentence(
        "Load %1 (light up to %2 lb, medium up to %3 lb, heavy up to %4 lb).",
        {loadName(out.load), std::to_string(cap->light), std::to_string(cap->medium), std::to_string(cap->heavy)}));
  }

  switch (rule.model) {
    case SpeedModel::Given: {
      allModifiers(rule, in, out);
      out.beforeReduction = out.base + countedModifiers(out);
      out.speed = out.beforeReduction;
      break;
    }
    case SpeedModel::RaceAndArmor:
    case SpeedModel::StrengthAndLoad: {
      // dnd35: "Always apply any modifiers to a character's speed before adjusting the character's speed
      // based on armor or encumbrance"; d20-3.0 orders nothing (see speed_calc.h): the policy says which.
      if (rule.modifiersBeforeReduction) allModifiers(rule, in, out);
      out.beforeReduction = out.base + (rule.modifiersBeforeReduction ? countedModifiers(out) : 0);
      out.speed = out.beforeReduction;
      if (rule.model == SpeedModel::RaceAndArmor) {
        if (in.armor == Armor::Medium || in.armor == Armor::Heavy) {
          out.reducedBy = "armor";
          if (race && race->armored == race->unarmored) {
            out.explain.push_back(sentence("Table 8–3: %1 speed is not reduced by medium or heavy armor.", {in.race}));
            out.reducedBy.clear();
          } else if (race && out.beforeReduction == race->unarmored) {
            out.speed = race->armored;  // the table's own row
            out.explain.push_back(sentence("Table 8–3, medium or heavy armor: %1.", {feetText(out.speed)}));
          } else {
            out.speed = reduceByArmorPattern(out.beforeReduction);
            out.explain.push_back(sentence(
                "Medium or heavy armor reduces %1 to %2 (the Table 8–3 pattern: two thirds, rounded up to 5 ft).",
                {feetText(out.beforeReduction), feetText(out.speed)}));
          }
        }
      } else {
        auto loaded = loadedSpeed(ruleset.carrying, out.beforeReduction, out.load);
        if (!loaded) {
          CalcReason why = refused(CalcRefusal::NoLoadColumn, in.baseSpeed ? SpeedField::BaseSpeed : SpeedField::Race);
          why.speed = out.beforeReduction;
          why.load = out.load;
          return why;
        }
        out.speed = *loaded;
        if (out.speed != out.beforeReduction) {
          out.reducedBy = "load";
          out.explain.push_back(sentence("Load table, %1 load: %2 → %3.",
                                         {loadName(out.load), feetText(out.beforeReduction), feetText(out.speed)}));
        }
      }
      out.reduced = out.speed != out.beforeReduction;
      if (!rule.modifiersBeforeReduction) {
        allModifiers(rule, in, out);
        out.speed += countedModifiers(out);
      }
      break;
    }
    case SpeedModel::ArmorPenalty: {
      // "Start with your race's speed. Take your armor's speed penalty, if applicable. Add any bonuses that apply."
      if (in.armorPenalty != 0) {
        out.modifiers.push_back({"armor-penalty", "", -in.armorPenalty, true, ""});
        out.explain.push_back(sentence("Armor speed penalty −%1.", {feetText(in.armorPenalty)}));
      }
      out.beforeReduction = out.base;
      allModifiers(rule, in, out);
      out.speed = out.base - in.armorPenalty + countedModifiers(out);
      break;
    }
  }
  if (out.speed < 0) {
    out.explain.push_back("Penalties take the speed below 0; it is 0.");
    out.speed = 0;
  }
  out.explain.push_back(sentence("Speed %1.", {feetText(out.speed)}));
  out.allowances = allowances(ruleset, out.speed, out.load, cellSize);
  return out;
}

}  // namespace footwork
