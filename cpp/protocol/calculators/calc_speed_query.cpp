// "speed": a character's speed from race, armor, Strength and load, and bonuses, with the move /
// double / run / step allowances it gives (core/calculators/speed_calc.h). Lengths in the request are in feet, as
// everywhere in the protocol, or in squares of `cellFeet` when the request says "unit": "squares"
// (4e measures speed in squares: "a speed of 6 can move up to 6 squares (or 30 feet)").
#include <cmath>

#include "core/calculators/speed_calc.h"
#include "core/scene/sentence.h"
#include "protocol/calculators/calc_query.h"
#include "protocol/calculators/calc_words.h"
#include "protocol/queries.h"

namespace footwork {
namespace {

constexpr double kMaxSpeedFeet = 10000;
// The bound as the protocol prints a number ("10000.0").
std::string maxSpeedText() {
  JsonWriter w;
  w.number(kMaxSpeedFeet);
  return std::move(w.text());
}

// A signed length in the speed unit, converted to Milli.
MaybeError readAmount(const JsonValue& v, const std::string& path, Milli unit, bool allowNegative, Milli& out) {
  if (!v.is_number()) return badType(path, "a number", v);
  const double d = v.get<double>();
  const double feetValue = d * toFeet(unit);
  if (!std::isfinite(d) || std::fabs(feetValue) > kMaxSpeedFeet || (!allowNegative && d < 0))
    return Error{errc::kOutOfRange,
                 "The value at " + path + " must be " + (allowNegative ? "" : "at least 0 and ") + "at most " +
                     maxSpeedText() + " feet" + (allowNegative ? " either way." : "."),
                 path};
  out = static_cast<Milli>(std::llround(d * static_cast<double>(unit)));
  return std::nullopt;
}

MaybeError readBonuses(ObjectReader& r, Milli unit, std::vector<SpeedBonus>& out) {
  const JsonValue* v = r.get("bonuses");
  if (!v) return std::nullopt;
  if (!v->is_array()) return badType(r.pathOf("bonuses"), "an array of bonuses", *v);
  if (v->size() > 100) return Error{errc::kLimit, "At most 100 bonuses.", r.pathOf("bonuses")};
  for (std::size_t i = 0; i < v->size(); ++i) {
    const std::string p = r.pathOf("bonuses") + "[" + std::to_string(i) + "]";
    FW_TRY(expectObject((*v)[i], p));
    ObjectReader b((*v)[i], p);
    SpeedBonus bonus;
    FW_TRY(b.string("type", bonus.type));
    if (bonus.type == "untyped") bonus.type.clear();
    const JsonValue* amount = b.get("amount");
    if (!amount)
      return Error{errc::kMissingField, "The field " + b.pathOf("amount") + " is required.", b.pathOf("amount")};
    FW_TRY(readAmount(*amount, b.pathOf("amount"), unit, true, bonus.amount));
    FW_TRY(b.finish());
    out.push_back(bonus);
  }
  return std::nullopt;
}

void writeModifier(JsonWriter& w, const AppliedModifier& m, Milli cell) {
  w.beginObject().field("source", m.source);
  if (!m.type.empty()) w.field("type", m.type);
  w.key("amount").length(m.amount, cell);
  w.field("counted", m.counted);
  if (!m.counted) w.field("reason", m.reason);
  w.endObject();
}

void writeAllowances(JsonWriter& w, const std::vector<Allowance>& list, Milli cell) {
  w.beginArray();
  for (auto& a : list) {
    w.beginObject().field("band", a.band->name);
    w.key("feet").feet(a.distance);
    w.key("squares").squares(a.distance, cell);
    w.field("provokes", a.band->provokes);
    if (!a.band->allowsHampered) w.field("allowsDifficult", false);
    if (a.band->ignoresCost) w.field("ignoresCost", true);
    w.field("text", a.band->text).endObject();
  }
  w.endArray();
}

}  // namespace

MaybeError querySpeed(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  auto ruleset = readCalcRuleset(ctx);
  if (!ruleset) return ruleset.error();
  const Ruleset& rs = *ruleset.value();
  auto cellR = readCellFeet(r, rs);
  if (!cellR) return cellR.error();
  const Milli cell = cellR.value();
  std::string unitName = "feet";
  FW_TRY(r.string("unit", unitName));
  if (unitName != "feet" && unitName != "squares")
    return Error{errc::kBadValue, "Unknown unit \"" + shown(unitName) + "\" at $.unit; expected feet or squares.",
                 "$.unit"};
  const Milli unit = unitName == "squares" ? cell : kMilliPerFoot;

  SpeedInput in;
  FW_TRY(r.string("race", in.race));
  if (const JsonValue* v = r.get("baseSpeed")) {
    Milli base = 0;
    FW_TRY(readAmount(*v, r.pathOf("baseSpeed"), unit, false, base));
    in.baseSpeed = base;
  }
  std::string armor;
  FW_TRY(r.string("armor", armor));
  if (r.has("armor") && !parseArmor(armor, in.armor))
    return Error{errc::kBadValue,
                 "Unknown armor \"" + shown(armor) + "\" at $.armor; expected none, light, medium or heavy.",
                 "$.armor"};
  if (const JsonValue* v = r.get("armorPenalty")) {
    // "Take your armor's speed penalty": −1 and 1 both mean one unit slower.
    FW_TRY(readAmount(*v, r.pathOf("armorPenalty"), unit, true, in.armorPenalty));
    if (in.armorPenalty < 0) in.armorPenalty = -in.armorPenalty;
  }
  std::string load;
  FW_TRY(r.string("load", load));
  if (r.has("load")) {
    Load l;
    if (!parseLoad(load, l))
      return Error{errc::kBadValue, "Unknown load \"" + shown(load) + "\" at $.load; expected light, medium or heavy.",
                   "$.load"};
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
  if (const JsonValue* v = r.get("monkBonus")) FW_TRY(readAmount(*v, r.pathOf("monkBonus"), unit, false, in.monkBonus));
  FW_TRY(readBonuses(r, unit, in.bonuses));

  auto result = computeSpeed(rs, in, cell);
  if (!result) return calcError(rs, result.error(), in.race);
  const SpeedResult& s = result.value();
  JsonWriter& w = ctx.out;
  w.beginObject().field("ruleset", rs.id).field("unit", unitName);
  w.key("base").length(s.base, cell);
  w.key("modifiers").beginArray();
  for (auto& m : s.modifiers) writeModifier(w, m, cell);
  w.endArray();
  if (s.capacity) {
    w.key("capacity")
        .beginObject()
        .field("strength", s.capacity->strength)
        .field("lightMax", s.capacity->light)
        .field("mediumMax", s.capacity->medium)
        .field("heavyMax", s.capacity->heavy)
        .endObject();
  }
  w.field("overCapacity", s.overCapacity).field("canMove", !s.overCapacity);
  if (!s.overCapacity) {
    w.field("load", loadName(s.load));
    w.key("beforeReduction").length(s.beforeReduction, cell);
    w.field("reduced", s.reduced);
    if (!s.reducedBy.empty()) w.field("reducedBy", s.reducedBy);
  }
  w.key("speed").length(s.speed, cell);
  w.key("allowances");
  writeAllowances(w, s.allowances, cell);
  w.field("explain", s.explain).endObject();
  return std::nullopt;
}

}  // namespace footwork
