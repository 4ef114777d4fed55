// "move": the request fields of the move query (docs/protocol.md); its path items are read by
// path_items.cpp and its answer written by move_writer.cpp.
#include "core/movement/move.h"
#include "protocol/movement/move_writer.h"
#include "protocol/movement/path_items.h"
#include "protocol/queries.h"
#include "protocol/readers.h"

namespace footwork {

MaybeError queryMove(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  MoveRequest req;
  FW_TRY(readMoverId(r, scene, "creature", req.mover));
  const Creature& mover = scene.creatures()[req.mover];
  req.from = mover.position;
  if (auto e = r.cell("from", req.from)) return *e;
  if (!scene.grid().contains(mover.spaceAt(req.from)))
    return Error{errc::kOutOfGrid, "The start $.from is off the grid for this creature's space.", "$.from"};
  std::optional<Grab> grab;
  FW_TRY(readGrab(r, scene, mover, req.from, grab));
  if (const JsonValue* m = r.get("mode")) {
    if (auto e = readMode(*m, "$.mode", req.mode)) return *e;
    req.hasMode = true;
  }
  std::string band;
  if (auto e = r.string("band", band)) return *e;
  if (!band.empty()) {
    auto found = findBand(scene.ruleset(), band, "$.band");
    if (!found) return found.error();
    req.band = found.value();
  }
  if (auto e = r.feet("spent", req.spent, Limits::kMaxSpeed)) return *e;
  if (auto e = r.integer("diagonals", req.diagonals, 0, 1'000'000)) return *e;
  bool finalMove = true;
  if (auto e = r.boolean("stopping", finalMove)) return *e;
  if (auto e = r.feet("ceilingFeet", req.ceiling, 1'000'000 * kMilliPerFoot)) return *e;
  req.stopping = finalMove;
  MoveAnswerExtras extras;
  extras.positions = grab.has_value();
  FW_TRY(r.boolean("withSpeed", extras.speed));
  const JsonValue* path = r.get("path");
  if (!path) return Error{errc::kMissingField, "The field $.path is required.", "$.path"};
  if (auto e = readPathItems(*path, "$.path", scene, grab, req)) return *e;
  auto evaluated = evaluateMove(scene, req);
  if (!evaluated) return evaluated.error();
  writeMoveAnswer(ctx.out, scene, req, evaluated.value(), extras);
  return std::nullopt;
}

}  // namespace footwork
