// "jump": long and high jumps from Strength, the height a long jump rises, the ceiling check and the
// reach above (core/movement/jump.h), running and standing.
#include "core/movement/jump.h"
#include "protocol/calculators/calc_query.h"
#include "protocol/queries.h"

namespace footwork {

MaybeError queryJump(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  auto ruleset = readCalcRuleset(ctx);
  if (!ruleset) return ruleset.error();
  const Ruleset& rs = *ruleset.value();
  if (!rs.jumps) return Error{errc::kNotInRuleset, "The " + rs.id + " text has no jumping rules.", "$.ruleset"};
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

  JsonWriter& w = ctx.out;
  auto variant = [&](bool running) {
    const Milli distance = longJumpDistance(strength, running);
    const Milli high = highJumpHeight(strength, running);
    w.beginObject();
    w.key("longJump").length(distance, cell);
    w.key("longJumpRise").length(longJumpRise(distance), cell);
    w.key("highJump").length(high, cell);
    w.key("reachAbove").length(reachAbove(high, row.overheadReach), cell);
    if (hasCeiling) {
      w.field("clearsCeiling", longJumpClearsCeiling(distance, row.height, ceiling));
      w.key("longestUnderCeiling").length(longestJumpUnderCeiling(distance, row.height, ceiling, cell), cell);
    }
    if (hasObstacle) w.key("lowObstacleMax").length(lowObstacleLimit(distance, obstacleAt), cell);
    w.endObject();
  };
  w.beginObject()
      .field("ruleset", rs.id)
      .field("strength", strength)
      .field("strengthModifier", abilityModifier(strength))
      .field("size", sizeName(size));
  w.key("height").length(row.height, cell);
  w.key("overheadReach").length(row.overheadReach, cell);
  w.key("running");
  variant(true);
  w.key("standing");
  variant(false);
  if (hasRunUp) {
    w.field("runningStart", hasRunningStart(runUp)).key("jump");
    variant(hasRunningStart(runUp));
  }
  w.field("costPerFoot", 1);  // "each foot you clear on the jump costs a foot of movement"
  w.endObject();
  return std::nullopt;
}

}  // namespace footwork
