// "speed": a character's speed from race, armor, Strength and load, and bonuses, with the move /
// double / run / step allowances it gives (core/speed_calc.h). Lengths in the request are in feet, as
// everywhere in the protocol, or in squares of `cellFeet` when the request says "unit": "squares"
// (4e measures speed in squares: "a speed of 6 can move up to 6 squares (or 30 feet)").
#include <cmath>

#include "core/speed_calc.h"
#include "protocol/calc_query.h"
#include "protocol/queries.h"

namespace footwork {
namespace {

constexpr double kMaxSpeedFeet = 10000;

// A signed length in the speed unit, converted to Milli.
MaybeError readAmount(const json& v, const std::string& path, Milli unit, bool allowNegative, Milli& out) {
  if (!v.is_number()) return badType(path, "a number", v);
  const double d = v.get<double>();
  const double feetValue = d * toFeet(unit);
  if (!std::isfinite(d) || std::fabs(feetValue) > kMaxSpeedFeet || (!allowNegative && d < 0))
    return Error{"out-of-range",
                 "The value at " + path + " must be " + (allowNegative ? "" : "at least 0 and ") + "at most " +
                     json(kMaxSpeedFeet).dump() + " feet" + (allowNegative ? " either way." : "."),
                 path};
  out = static_cast<Milli>(std::llround(d * static_cast<double>(unit)));
  return std::nullopt;
}

MaybeError readBonuses(ObjectReader& r, Milli unit, std::vector<SpeedBonus>& out) {
  const json* v = r.get("bonuses");
  if (!v) return std::nullopt;
  if (!v->is_array()) return badType(r.pathOf("bonuses"), "an array of bonuses", *v);
  if (v->size() > 100) return Error{"limit", "At most 100 bonuses.", r.pathOf("bonuses")};
  for (std::size_t i = 0; i < v->size(); ++i) {
    const std::string p = r.pathOf("bonuses") + "[" + std::to_string(i) + "]";
    FW_TRY(expectObject((*v)[i], p));
    ObjectReader b((*v)[i], p);
    SpeedBonus bonus;
    FW_TRY(b.string("type", bonus.type));
    if (bonus.type == "untyped") bonus.type.clear();
    const json* amount = b.get("amount");
    if (!amount) return Error{"missing-field", "The field " + b.pathOf("amount") + " is required.", b.pathOf("amount")};
    FW_TRY(readAmount(*amount, b.pathOf("amount"), unit, true, bonus.amount));
    FW_TRY(b.finish());
    out.push_back(bonus);
  }
  return std::nullopt;
}

json modifierJson(const AppliedModifier& m, Milli cell) {
  json j{{"source", m.source}};
  if (!m.type.empty()) j["type"] = m.type;
  j["amount"] = lengthJson(m.amount, cell);
  j["counted"] = m.counted;
  if (!m.counted) j["reason"] = m.reason;
  return j;
}

json allowancesJson(const std::vector<Allowance>& list, Milli cell) {
  json out = json::array();
  for (auto& a : list) {
    json j{{"band", a.band->name}, {"feet", feetJson(a.distance)}, {"squares", squaresJson(a.distance, cell)},
           {"provokes", a.band->provokes}};
    if (!a.band->allowsHampered) j["allowsDifficult"] = false;
    if (a.band->ignoresCost) j["ignoresCost"] = true;
    j["text"] = a.band->text;
    out.push_back(j);
  }
  return out;
}

}  // namespace

Result<json> querySpeed(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  auto ruleset = readCalcRuleset(r);
  if (!ruleset) return ruleset.error();
  const Ruleset& rs = *ruleset.value();
  auto cellR = readCellFeet(r, rs);
  if (!cellR) return cellR.error();
  const Milli cell = cellR.value();
  std::string unitName = "feet";
  FW_TRY(r.string("unit", unitName));
  if (unitName != "feet" && unitName != "squares")
    return Error{"bad-value", "Unknown unit \"" + unitName + "\" at $.unit; expected feet or squares.", "$.unit"};
  const Milli unit = unitName == "squares" ? cell : kMilliPerFoot;

  SpeedInput in;
  FW_TRY(r.string("race", in.race));
  if (const json* v = r.get("baseSpeed")) {
    Milli base = 0;
    FW_TRY(readAmount(*v, r.pathOf("baseSpeed"), unit, false, base));
    in.baseSpeed = base;
  }
  std::string armor;
  FW_TRY(r.string("armor", armor));
  if (r.has("armor") && !parseArmor(armor, in.armor))
    return Error{"bad-value", "Unknown armor \"" + armor + "\" at $.armor; expected none, light, medium or heavy.", "$.armor"};
  if (const json* v = r.get("armorPenalty")) {
    // "Take your armor's speed penalty": −1 and 1 both mean one unit slower.
    FW_TRY(readAmount(*v, r.pathOf("armorPenalty"), unit, true, in.armorPenalty));
    if (in.armorPenalty < 0) in.armorPenalty = -in.armorPenalty;
  }
  std::string load;
  FW_TRY(r.string("load", load));
  if (r.has("load")) {
    Load l;
    if (!parseLoad(load, l))
      return Error{"bad-value", "Unknown load \"" + load + "\" at $.load; expected light, medium or heavy.", "$.load"};
    in.load = l;
  }
  if (r.has("strength")) {
    int s = 0;
    FW_TRY(r.integer("strength", s, 0, 1000));
    in.strength = s;
  }
  if (r.has("carried")) {
    double lb = 0;
    FW_TRY(r.number("carried", lb, 0, 1e9));
    in.carried = static_cast<Pounds>(std::llround(lb * kMilliPerPound));
  }
  FW_TRY(r.boolean("barbarian", in.barbarian));
  if (const json* v = r.get("monkBonus")) FW_TRY(readAmount(*v, r.pathOf("monkBonus"), unit, false, in.monkBonus));
  FW_TRY(readBonuses(r, unit, in.bonuses));

  auto result = computeSpeed(rs, in, cell);
  if (!result) return result.error();
  const SpeedResult& s = result.value();
  json out{{"ruleset", rs.id}, {"unit", unitName}, {"base", lengthJson(s.base, cell)}};
  json mods = json::array();
  for (auto& m : s.modifiers) mods.push_back(modifierJson(m, cell));
  out["modifiers"] = mods;
  if (s.capacity) {
    out["capacity"] = {{"strength", s.capacity->strength},
                       {"lightMax", s.capacity->light},
                       {"mediumMax", s.capacity->medium},
                       {"heavyMax", s.capacity->heavy}};
  }
  out["overCapacity"] = s.overCapacity;
  out["canMove"] = !s.overCapacity;
  if (!s.overCapacity) {
    out["load"] = loadName(s.load);
    out["beforeReduction"] = lengthJson(s.beforeReduction, cell);
    out["reduced"] = s.reduced;
    if (!s.reducedBy.empty()) out["reducedBy"] = s.reducedBy;
  }
  out["speed"] = lengthJson(s.speed, cell);
  out["allowances"] = allowancesJson(s.allowances, cell);
  out["explain"] = s.explain;
  return out;
}

}  // namespace footwork
