// "space": where a creature is on the map, as the engine reads it (docs/protocol.md, "Query: space"):
// the cells its space covers at an anchor and the outline a surface draws round them, the narrower
// footprint it squeezes into there, and, for a drag held by one of its cells, the anchor that keeps
// that cell under the pointer, and whether it may stand there among the others (the ending rule, as a
// move that stops there). Surfaces draw and place by this instead of working out spaces themselves.
#include "core/movement/move.h"
#include "core/movement/squeeze.h"
#include "core/scene/outline.h"
#include "core/scene/space.h"
#include "protocol/movement/grab.h"
#include "protocol/movement/refusal_words.h"
#include "protocol/queries.h"
#include "protocol/readers.h"

namespace footwork {
namespace {

// `cells` and `outline` of the space `r`: cells as [x, y], corners as [x, y, corner] (outline.h).
void writeShape(JsonWriter& w, GridShape shape, const Rect& r) {
  std::vector<Cell> cells;
  spaceCells(shape, r, cells);
  w.key("cells").beginArray();
  for (Cell c : cells) w.cell(c);
  w.endArray();
  std::vector<CellCorner> corners;
  spaceOutline(shape, r, corners);
  w.key("outline").beginArray();
  for (const CellCorner& k : corners) w.beginArray().integer(k.cell.x).integer(k.cell.y).integer(k.corner).endArray();
  w.endArray();
}

}  // namespace

MaybeError querySpace(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  const GridShape shape = scene.grid().shape();
  int index = -1;
  FW_TRY(readMoverId(r, scene, "creature", index));
  const Creature& c = scene.creatures()[index];
  Cell at = c.position;
  FW_TRY(r.cell("at", at));
  // A drag held by a cell of the space at `at`: the anchor that puts that cell on `pointer`.
  std::optional<Grab> grab;
  FW_TRY(readGrab(r, scene, c, at, grab));
  if (r.has("pointer") && !grab) return Error{errc::kMissingField, "A $.pointer needs the $.grab it holds.", "$.grab"};
  if (grab) {
    Cell pointer;
    FW_TRY(r.cell("pointer", pointer, true));
    at = grab->anchorFor(shape, pointer);
  }
  Mode mode = Mode::Walk;
  if (const JsonValue* m = r.get("mode")) FW_TRY(readMode(*m, "$.mode", mode));
  FW_TRY(r.finish());

  const Rect space = c.spaceAt(at);
  const bool onGrid = scene.grid().contains(space);
  JsonWriter& w = ctx.out;
  w.beginObject();
  w.field("creature", c.id);
  w.key("at").cell(at);
  w.field("onGrid", onGrid);
  writeShape(w, shape, space);
  // Where the whole space does not fit the terrain there, the narrower footprint the creature
  // squeezes into (squeeze.h), as `move` places it.
  Rect stands = space;
  if (onGrid) {
    const Footprint f = footprintAt(scene, c, at, mode, true);
    if (f.squeezed) {
      w.key("squeezed").beginObject();
      writeShape(w, shape, f.rect);
      w.endObject();
      stands = f.rect;
    }
  }
  // Hosts let a GM stack tokens, so a scene whose creatures overlap is still read; the answer says
  // when the creature may not stand there, by the rule that ends a move (mayStandAt).
  Reason why;
  if (!mayStandAt(scene, c, index, stands, why)) writeRefusal(w, "occupied", scene, why, why.creature);
  w.endObject();
  return std::nullopt;
}

}  // namespace footwork
