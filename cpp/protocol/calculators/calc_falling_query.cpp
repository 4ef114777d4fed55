// "falling": the damage of a fall as dice with minimum, maximum and average, whether the faller lands
// prone, and a roll only when the caller gives a seed (core/movement/falling.h).
#include <cmath>

#include "core/movement/falling.h"
#include "protocol/calculators/calc_query.h"
#include "protocol/queries.h"

namespace footwork {

MaybeError queryFalling(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  auto ruleset = readCalcRuleset(ctx);
  if (!ruleset) return ruleset.error();
  const Ruleset& rs = *ruleset.value();
  if (!rs.falling.available)
    return Error{errc::kNotInRuleset, "The " + rs.id + " text has no falling damage.", "$.ruleset"};
  Milli distance = 0;
  FW_TRY(r.feet("distance", distance, 100000 * kMilliPerFoot, true));
  bool fast = false;
  FW_TRY(r.boolean("fast", fast));
  std::optional<std::uint64_t> seed;
  if (const JsonValue* v = r.get("seed")) {
    // Seeds are integers JavaScript holds exactly: 0 … 2^53 − 1.
    const double maxSeed = 9007199254740991.0;
    if (!v->is_number() || !std::isfinite(v->get<double>()) || v->get<double>() != std::floor(v->get<double>()))
      return badType("$.seed", "an integer", *v);
    const double d = v->get<double>();
    if (d < 0 || d > maxSeed)
      return Error{errc::kOutOfRange, "The seed at $.seed must be between 0 and 9007199254740991.", "$.seed"};
    seed = v->is_number_unsigned() ? v->get<std::uint64_t>() : static_cast<std::uint64_t>(d);
  }
  const FallDamage d = fallDamage(rs.falling, distance, fast);
  const std::int64_t avg2 = d.averageTimesTwo();
  JsonWriter& w = ctx.out;
  w.beginObject().field("ruleset", rs.id);
  w.key("distance").feet(distance);
  w.field("fast", d.fast)
      .field("dice", d.dice)
      .field("sides", d.sides)
      .field("flat", d.flat)
      .field("expression", d.expression())
      .field("minimum", d.minimum())
      .field("maximum", d.maximum())
      .key("average");
  if (avg2 % 2 == 0) w.integer(avg2 / 2);
  else w.number(static_cast<double>(avg2) / 2.0);
  w.field("prone", d.landsProne(rs.falling));
  if (seed) {
    const FallRoll roll = rollFall(d, *seed);
    w.key("roll").beginObject().field("seed", *seed).field("generator", "splitmix64").key("dice").beginArray();
    for (int face : roll.dice) w.integer(face);
    w.endArray();
    w.field("total", roll.total).field("prone", rs.falling.proneUnlessNoDamage && roll.total > 0).endObject();
  }
  w.endObject();
  return std::nullopt;
}

}  // namespace footwork
