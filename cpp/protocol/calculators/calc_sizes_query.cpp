// "sizes": a ruleset's size table on a grid — space (feet and cells), natural reach, how many very
// small creatures share a cell, 5e-fine heights and overhead reach — and how many attackers of a
// given size fit around each size in open ground (core/calculators/size_table.h).
#include <algorithm>

#include "core/calculators/size_table.h"
#include "protocol/calculators/calc_query.h"
#include "protocol/queries.h"

namespace footwork {
namespace {

struct Footprint {
  Milli width = 0, length = 0;
  CellSpace cells;
  int perCell = 1;
};

Footprint footprint(const SizeRow& row, Shape shape, Milli cell) {
  Footprint f;
  footprintFeet(row, shape, f.width, f.length);
  f.cells = {cellsAcross(f.width, cell), cellsAcross(f.length, cell)};
  f.perCell = perCell(f.width, cell);
  return f;
}

}  // namespace

MaybeError querySizes(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  auto ruleset = readCalcRuleset(ctx);
  if (!ruleset) return ruleset.error();
  const Ruleset& rs = *ruleset.value();
  auto cellR = readCellFeet(r, rs);
  if (!cellR) return cellR.error();
  const Milli cell = cellR.value();
  Size only = Size::Medium;
  const bool oneSize = r.has("size");
  FW_TRY(readCalcSize(r, "size", rs, only, false));
  Shape shapeOnly = Shape::Tall;
  const bool oneShape = r.has("shape");
  FW_TRY(readCalcShape(r, "shape", shapeOnly));

  // The attackers counted around each size: Medium upright unless the request says otherwise. A space
  // in feet may be given instead of a size, for a creature whose space is not its size row's (d20-3.0:
  // "Hill giants occupy a space 10 feet wide", though its table gives a Large tall creature 5 × 5 ft).
  Size attackerSize = Size::Medium;
  Shape attackerShape = Shape::Tall;
  bool attackerBySpace = false, attackerNamed = true;
  Footprint attacker;
  if (const JsonValue* a = r.get("attacker")) {
    FW_TRY(expectObject(*a, "$.attacker"));
    ObjectReader ar(*a, "$.attacker");
    attackerBySpace = ar.has("widthFeet");
    attackerNamed = !attackerBySpace || ar.has("size");
    FW_TRY(readCalcSize(ar, "size", rs, attackerSize, !attackerBySpace));
    FW_TRY(readCalcShape(ar, "shape", attackerShape));
    if (attackerBySpace) {
      FW_TRY(ar.feet("widthFeet", attacker.width, 1000 * kMilliPerFoot, true));
      attacker.length = attacker.width;
      FW_TRY(ar.feet("lengthFeet", attacker.length, 1000 * kMilliPerFoot));
      if (attacker.width <= 0 || attacker.length <= 0)
        return Error{errc::kOutOfRange, "An attacker's space must be more than 0 feet a side.", "$.attacker.widthFeet"};
      attacker.cells = {cellsAcross(attacker.width, cell), cellsAcross(attacker.length, cell)};
      attacker.perCell = perCell(std::max(attacker.width, attacker.length), cell);
    }
    FW_TRY(ar.finish());
  }
  if (!attackerBySpace) attacker = footprint(rs.row(attackerSize), attackerShape, cell);

  JsonWriter& w = ctx.out;
  w.beginObject().field("ruleset", rs.id);
  w.key("cellFeet").feet(cell);
  w.key("attacker").beginObject();
  if (attackerNamed) w.field("size", sizeName(attackerSize)).field("shape", shapeName(attackerShape));
  w.key("widthFeet").feet(attacker.width);
  w.key("lengthFeet").feet(attacker.length);
  w.key("cells").size(attacker.cells.width, attacker.cells.length);
  w.field("perCell", attacker.perCell).endObject();
  w.key("sizes").beginArray();
  for (int i = 0; i < kSizeCount; ++i) {
    const Size size = static_cast<Size>(i);
    const SizeRow& row = rs.row(size);
    if (!row.available || (oneSize && size != only)) continue;
    const bool hasLong =
        row.longWidth != row.tallSpace || row.longLength != row.tallSpace || row.longReach != row.tallReach;
    for (Shape shape : {Shape::Tall, Shape::Long}) {
      if (shape == Shape::Long && !hasLong) continue;
      if (oneShape && hasLong && shape != shapeOnly) continue;
      const Footprint f = footprint(row, shape, cell);
      w.beginObject().field("size", sizeName(size));
      if (hasLong) w.field("shape", shapeName(shape));
      w.key("widthFeet").feet(f.width);
      w.key("lengthFeet").feet(f.length);
      w.key("cells").size(f.cells.width, f.cells.length);
      w.field("perCell", f.perCell);
      w.key("reachFeet").feet(shape == Shape::Long ? row.longReach : row.tallReach);
      if (row.height) w.key("heightFeet").feet(row.height);
      if (row.overheadReach) w.key("overheadReachFeet").feet(row.overheadReach);
      // Attackers smaller than a cell share cells: each cell around holds `perCell` of them.
      w.field("surround", surroundCount(f.cells, attacker.cells) * attacker.perCell);
      w.endObject();
    }
  }
  w.endArray().endObject();
  return std::nullopt;
}

}  // namespace footwork
