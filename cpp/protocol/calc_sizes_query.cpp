// "sizes": a ruleset's size table on a grid — space (feet and cells), natural reach, how many very
// small creatures share a cell, 5e-fine heights and overhead reach — and how many attackers of a
// given size fit around each size in open ground (core/size_table.h).
#include "core/size_table.h"
#include "protocol/calc_query.h"
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

Result<json> querySizes(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  auto ruleset = readCalcRuleset(r);
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

  // The attackers counted around each size: Medium upright unless the request says otherwise.
  Size attackerSize = Size::Medium;
  Shape attackerShape = Shape::Tall;
  if (const json* a = r.get("attacker")) {
    FW_TRY(expectObject(*a, "$.attacker"));
    ObjectReader ar(*a, "$.attacker");
    FW_TRY(readCalcSize(ar, "size", rs, attackerSize, true));
    FW_TRY(readCalcShape(ar, "shape", attackerShape));
    FW_TRY(ar.finish());
  }
  const Footprint attacker = footprint(rs.row(attackerSize), attackerShape, cell);

  json rows = json::array();
  for (int i = 0; i < kSizeCount; ++i) {
    const Size size = static_cast<Size>(i);
    const SizeRow& row = rs.row(size);
    if (!row.available || (oneSize && size != only)) continue;
    const bool hasLong = row.longWidth != row.tallSpace || row.longLength != row.tallSpace || row.longReach != row.tallReach;
    for (Shape shape : {Shape::Tall, Shape::Long}) {
      if (shape == Shape::Long && !hasLong) continue;
      if (oneShape && hasLong && shape != shapeOnly) continue;
      const Footprint f = footprint(row, shape, cell);
      json j{{"size", sizeName(size)}};
      if (hasLong) j["shape"] = shapeName(shape);
      j["widthFeet"] = feetJson(f.width);
      j["lengthFeet"] = feetJson(f.length);
      j["cells"] = json::array({f.cells.width, f.cells.length});
      j["perCell"] = f.perCell;
      j["reachFeet"] = feetJson(shape == Shape::Long ? row.longReach : row.tallReach);
      if (row.height) j["heightFeet"] = feetJson(row.height);
      if (row.overheadReach) j["overheadReachFeet"] = feetJson(row.overheadReach);
      // Attackers smaller than a cell share cells: each cell around holds `perCell` of them.
      j["surround"] = surroundCount(f.cells, attacker.cells) * attacker.perCell;
      rows.push_back(j);
    }
  }
  return json{{"ruleset", rs.id},
              {"cellFeet", feetJson(cell)},
              {"attacker",
               {{"size", sizeName(attackerSize)},
                {"shape", shapeName(attackerShape)},
                {"cells", json::array({attacker.cells.width, attacker.cells.length})},
                {"perCell", attacker.perCell}}},
              {"sizes", rows}};
}

}  // namespace footwork
