// "jump": long and high jumps from Strength, the height a long jump rises, the ceiling check and the
// reach above (core/jump.h), running and standing.
#include "core/jump.h"
#include "protocol/calc_query.h"
#include "protocol/queries.h"

namespace footwork {

Result<json> queryJump(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  auto ruleset = readCalcRuleset(r);
  if (!ruleset) return ruleset.error();
  const Ruleset& rs = *ruleset.value();
  if (!rs.jumps) return Error{"not-in-ruleset", "The " + rs.id + " text has no jumping rules.", "$.ruleset"};
  auto cellR = readCellFeet(r, rs);
  if (!cellR) return cellR.error();
  const Milli cell = cellR.value();
  int strength = 0;
  FW_TRY(r.integer("strength", strength, 0, 100, true));
  Size size = Size::Medium;
  FW_TRY(readCalcSize(r, "size", rs, size, false));
  const SizeRow& row = rs.row(size);
  const Milli maxLength = 100000 * kMilliPerFoot;
  Milli runUp = 0, ceiling = 0, obstacleAt = 0;
  const bool hasRunUp = r.has("runUp"), hasCeiling = r.has("ceiling"), hasObstacle = r.has("obstacleAt");
  FW_TRY(r.feet("runUp", runUp, maxLength));
  FW_TRY(r.feet("ceiling", ceiling, maxLength));
  FW_TRY(r.feet("obstacleAt", obstacleAt, maxLength));

  auto variant = [&](bool running) {
    const Milli distance = longJumpDistance(strength, running);
    const Milli high = highJumpHeight(strength, running);
    json j{{"longJump", lengthJson(distance, cell)},
           {"longJumpRise", lengthJson(longJumpRise(distance), cell)},
           {"highJump", lengthJson(high, cell)},
           {"reachAbove", lengthJson(reachAbove(high, row.overheadReach), cell)}};
    if (hasCeiling) {
      j["clearsCeiling"] = longJumpClearsCeiling(distance, row.height, ceiling);
      j["longestUnderCeiling"] = lengthJson(longestJumpUnderCeiling(distance, row.height, ceiling, cell), cell);
    }
    if (hasObstacle) j["lowObstacleMax"] = lengthJson(lowObstacleLimit(distance, obstacleAt), cell);
    return j;
  };
  json out{{"ruleset", rs.id},
           {"strength", strength},
           {"strengthModifier", abilityModifier(strength)},
           {"size", sizeName(size)},
           {"height", lengthJson(row.height, cell)},
           {"overheadReach", lengthJson(row.overheadReach, cell)},
           {"running", variant(true)},
           {"standing", variant(false)}};
  if (hasRunUp) {
    out["runningStart"] = hasRunningStart(runUp);
    out["jump"] = variant(hasRunningStart(runUp));
  }
  out["costPerFoot"] = 1;  // "each foot you clear on the jump costs a foot of movement"
  return out;
}

}  // namespace footwork
