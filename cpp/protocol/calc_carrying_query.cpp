// "carrying": the carrying-capacity table and load table (core/carrying.h) for a Strength score and,
// optionally, a carried weight.
#include <cmath>

#include "core/carrying.h"
#include "protocol/calc_query.h"
#include "protocol/queries.h"

namespace footwork {

Result<json> queryCarrying(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  auto ruleset = readCalcRuleset(r);
  if (!ruleset) return ruleset.error();
  const Ruleset& rs = *ruleset.value();
  if (!rs.carrying.available)
    return Error{"not-in-ruleset", "The " + rs.id + " text has no carrying-capacity table.", "$.ruleset"};
  int strength = 0;
  FW_TRY(r.integer("strength", strength, 0, 1000, true));
  auto cap = carryingCapacity(rs.carrying, strength, "$.strength");
  if (!cap) return cap.error();
  json out{{"ruleset", rs.id},
           {"strength", strength},
           {"lightMax", cap->light},
           {"mediumMax", cap->medium},
           {"heavyMax", cap->heavy}};
  if (cap->timesFactor > 0) {
    std::int64_t factor = 1;
    for (int i = 0; i < cap->timesFactor; ++i) factor *= rs.carrying.stepFactor;
    out["fromRow"] = {{"strength", cap->tableStrength}, {"multiplier", factor}};
  }
  if (r.has("carried")) {
    double lb = 0;
    FW_TRY(r.number("carried", lb, 0, 1e12));
    const auto load = loadFor(cap.value(), static_cast<Pounds>(std::llround(lb * kMilliPerPound)));
    out["carried"] = lb == std::floor(lb) ? json(static_cast<std::int64_t>(lb)) : json(lb);  // 100, not 100.0
    out["overCapacity"] = !load.has_value();
    if (load) {
      out["load"] = loadName(*load);
      if (const LoadRow* row = loadRow(rs.carrying, *load)) {
        out["maxDex"] = row->maxDex;
        out["checkPenalty"] = row->checkPenalty;
        json speeds = json::array();
        for (std::size_t i = 0; i < row->speeds.size() && i < rs.carrying.baseSpeeds.size(); ++i)
          speeds.push_back({{"base", feetJson(rs.carrying.baseSpeeds[i])}, {"speed", feetJson(row->speeds[i])}});
        out["speeds"] = speeds;
      } else {
        out["speeds"] = json::array();  // a light load changes nothing
      }
      // The run band's multiplier under this load ("Run x4" / "x3").
      for (auto& b : rs.bands)
        if (b.heavyLoadMultiplier)
          out["run"] = *load == Load::Heavy ? b.heavyLoadMultiplier : b.multiplier;
    }
  }
  return out;
}

}  // namespace footwork
