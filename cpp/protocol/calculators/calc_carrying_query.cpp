// "carrying": the carrying-capacity table and load table (core/calculators/carrying.h) for a Strength score and,
// optionally, a carried weight.
#include <cmath>

#include "core/calculators/carrying.h"
#include "protocol/calculators/calc_query.h"
#include "protocol/calculators/calc_words.h"
#include "protocol/queries.h"

namespace footwork {

MaybeError queryCarrying(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  auto ruleset = readCalcRuleset(ctx);
  if (!ruleset) return ruleset.error();
  const Ruleset& rs = *ruleset.value();
  if (!rs.carrying.available)
    return Error{errc::kNotInRuleset, "The " + rs.id + " text has no carrying-capacity table.", "$.ruleset"};
  int strength = 0;
  FW_TRY(r.integer("strength", strength, 0, 1000, true));
  auto cap = carryingCapacity(rs.carrying, strength);
  if (!cap) return calcError(rs, cap.error());
  JsonWriter& w = ctx.out;
  w.beginObject()
      .field("ruleset", rs.id)
      .field("strength", strength)
      .field("lightMax", cap->light)
      .field("mediumMax", cap->medium)
      .field("heavyMax", cap->heavy);
  if (cap->timesFactor > 0) {
    std::int64_t factor = 1;
    for (int i = 0; i < cap->timesFactor; ++i) factor *= rs.carrying.stepFactor;
    w.key("fromRow").beginObject().field("strength", cap->tableStrength).field("multiplier", factor).endObject();
  }
  if (r.has("carried")) {
    double lb = 0;
    FW_TRY(r.number("carried", lb, 0, 1e12));
    const auto load = loadFor(cap.value(), static_cast<Pounds>(std::llround(lb * kMilliPerPound)));
    w.key("carried");
    if (lb == std::floor(lb)) w.integer(static_cast<std::int64_t>(lb));  // 100, not 100.0
    else w.number(lb);
    w.field("overCapacity", !load.has_value());
    if (load) {
      w.field("load", loadName(*load));
      if (const LoadRow* row = loadRow(rs.carrying, *load)) {
        w.field("maxDex", row->maxDex).field("checkPenalty", row->checkPenalty);
        w.key("speeds").beginArray();
        for (std::size_t i = 0; i < row->speeds.size() && i < rs.carrying.baseSpeeds.size(); ++i) {
          w.beginObject();
          w.key("base").feet(rs.carrying.baseSpeeds[i]);
          w.key("speed").feet(row->speeds[i]);
          w.endObject();
        }
        w.endArray();
      } else {
        w.key("speeds").beginArray().endArray();  // a light load changes nothing
      }
      // The run band's multiplier under this load ("Run x4" / "x3"); the last such band counts.
      const Band* run = nullptr;
      for (auto& b : rs.bands)
        if (b.heavyLoadMultiplier) run = &b;
      if (run) w.field("run", *load == Load::Heavy ? run->heavyLoadMultiplier : run->multiplier);
    }
  }
  w.endObject();
  return std::nullopt;
}

}  // namespace footwork
