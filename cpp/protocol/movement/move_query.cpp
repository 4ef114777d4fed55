// "move": the request fields of the move query and the shape of its answer (docs/protocol.md).
#include "core/movement/move.h"
#include "protocol/movement/refusal_words.h"
#include "protocol/queries.h"
#include "protocol/readers.h"

namespace footwork {
namespace {

std::string indexPath(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

MaybeError readPath(const JsonValue& v, const std::string& path, const Scene& scene, MoveRequest& req) {
  if (!v.is_array()) return badType(path, "an array of cells", v);
  if (v.size() > static_cast<std::size_t>(Limits::kMaxPathSteps))
    return Error{errc::kLimit, "A path may have at most 10,000 steps.", path};
  Cell prev = req.from;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string p = indexPath(path, i);
    PathItem item;
    if (v[i].is_array()) {
      FW_TRY(readCell(v[i], p, item.cell));
    } else if (v[i].is_object()) {
      ObjectReader r(v[i], p);
      std::string action, jump;
      FW_TRY(r.string("action", action));
      FW_TRY(r.string("jump", jump));
      if (!jump.empty() && !action.empty())
        return Error{errc::kBadValue, "A path item at " + p + " is either an action or a jump, not both.", p};
      if (!jump.empty()) {
        if (jump == "long") {
          item.kind = PathItem::Kind::LongJump;
          FW_TRY(r.cell("to", item.cell, true));
        } else if (jump == "high") {
          item.kind = PathItem::Kind::HighJump;
          if (r.has("height")) FW_TRY(r.feet("height", item.height, 1000 * kMilliPerFoot));
        } else {
          return Error{errc::kBadValue, "Unknown jump \"" + jump + "\" at " + p + ".jump; expected long or high.",
                       p + ".jump"};
        }
        if (r.has("runUp")) {
          bool runUp = false;
          FW_TRY(r.boolean("runUp", runUp));
          item.runUp = runUp ? 1 : 0;
        }
      } else if (action == "stand") {
        item.kind = PathItem::Kind::Stand;
      } else if (action == "drop-prone") {
        item.kind = PathItem::Kind::DropProne;
      } else if (!action.empty()) {
        return Error{errc::kBadValue,
                     "Unknown action \"" + action + "\" at " + p + ".action; expected stand or drop-prone.",
                     p + ".action"};
      } else {
        FW_TRY(r.cell("cell", item.cell, true));
        if (const JsonValue* m = r.get("mode")) {
          FW_TRY(readMode(*m, r.pathOf("mode"), item.mode));
          item.hasMode = true;
        }
      }
      FW_TRY(r.finish());
    } else {
      return badType(p, "a cell [x, y] or a step object", v[i]);
    }
    if (item.kind == PathItem::Kind::LongJump) {
      if (!scene.grid().contains(item.cell))
        return Error{errc::kOutOfGrid, "The landing cell at " + p + ".to is off the grid.", p + ".to"};
      prev = item.cell;
    }
    if (item.kind == PathItem::Kind::Step) {
      if (!scene.grid().contains(item.cell))
        return Error{errc::kOutOfGrid,
                     "The cell at " + p + " is off the " + std::to_string(scene.grid().width()) + "×" +
                         std::to_string(scene.grid().height()) + " grid.",
                     p};
      if (!areNeighbours(scene.grid().shape(), prev, item.cell))
        return Error{errc::kNotAdjacent,
                     "Each cell of a path must neighbour the one before; " + p +
                         " does not (use the path query to "
                         "route between distant cells).",
                     p};
      prev = item.cell;
    }
    req.path.push_back(item);
  }
  return std::nullopt;
}

void writeNames(JsonWriter& w, std::uint32_t bits, const char* (*name)(std::uint32_t), int count) {
  w.beginArray();
  for (int i = 0; i < count; ++i)
    if (bits & (1u << i)) w.string(name(1u << i));
  w.endArray();
}

}  // namespace

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
  const JsonValue* path = r.get("path");
  if (!path) return Error{errc::kMissingField, "The field $.path is required.", "$.path"};
  if (auto e = readPath(*path, "$.path", scene, req)) return *e;
  auto evaluated = evaluateMove(scene, req);
  if (!evaluated) return evaluated.error();
  const MoveOutcome& o = evaluated.value();
  const Milli cell = scene.grid().cellSize();
  auto idOf = [&](int i) -> const std::string& { return scene.creatures()[i].id; };

  JsonWriter& w = ctx.out;
  w.beginObject();
  w.field("creature", mover.id).field("band", o.band->name);
  w.key("allowance").length(o.allowance, cell);
  w.key("spentBefore").length(req.spent, cell);
  w.key("steps").beginArray();
  for (const StepRecord& s : o.steps) {
    w.beginObject();
    if (s.kind == PathItem::Kind::Stand) w.field("action", "stand");
    else if (s.kind == PathItem::Kind::DropProne) w.field("action", "drop-prone");
    else if (s.kind == PathItem::Kind::LongJump) w.field("jump", "long");
    else if (s.kind == PathItem::Kind::HighJump) w.field("jump", "high");
    w.key("from").cell(s.from);
    w.key("to").cell(s.to);
    w.field("mode", modeName(s.mode));
    w.key("cost").length(s.costMilli, cell);
    w.key("reasons");
    writeNames(w, s.cost.reasons, stepReasonName, kStepReasonCount);
    w.key("total").length(s.total, cell);
    w.key("remaining").length(std::max<Milli>(0, s.cap - s.total), cell);
    w.key("band");
    if (s.band.empty()) w.null();
    else w.string(s.band);
    w.field("legal", s.legal);
    if (!s.legal) {
      w.key("illegal").beginObject().field("code", refusalCode(s.why)).field("message", refusalSentence(scene, s.why));
      if (s.blocker >= 0) w.field("creature", idOf(s.blocker));
      w.endObject();
    }
    if (s.cost.checks) {
      w.key("checks");
      writeNames(w, s.cost.checks, stepCheckName, kStepCheckCount);
    }
    if (s.cost.squeezed) {
      w.key("squeezed").beginObject();
      w.key("position").cell({s.cost.space.x, s.cost.space.y});
      w.key("size").size(s.cost.space.w, s.cost.space.h);
      w.endObject();
    }
    if (s.kind == PathItem::Kind::LongJump || s.kind == PathItem::Kind::HighJump) {
      w.key("jumpInfo").beginObject().field("runUp", s.runUp);
      w.key("max").feet(s.jumpMax);
      if (s.kind == PathItem::Kind::LongJump) {
        w.key("distance").feet(s.jumpCleared);
        w.key("rise").feet(s.jumpRise);
      } else {
        w.key("height").feet(s.jumpCleared);
        w.key("reachAbove").feet(s.reachAbove);
      }
      if (s.cost.checks) w.field("onFailedCheck", "lands-prone");
      w.endObject();
    }
    w.key("provokes").beginArray();
    for (int e : s.provokes) w.string(idOf(e));
    w.endArray();
    w.endObject();
  }
  w.endArray();

  const Milli total = o.steps.empty() ? req.spent : o.steps.back().total;
  w.key("total").length(total, cell);
  w.key("remaining").length(std::max<Milli>(0, (o.steps.empty() ? o.allowance : o.steps.back().cap) - total), cell);
  w.field("complete", o.complete).field("legal", o.legal);
  w.key("end").cell(o.end);
  w.field("canEnd", o.canEnd);
  if (!o.canEnd) {
    w.key("endProblem")
        .beginObject()
        .field("code", refusalCode(o.endProblem))
        .field("message", refusalSentence(scene, o.endProblem));
    if (o.endBlocker >= 0) w.field("creature", idOf(o.endBlocker));
    w.endObject();
  }
  w.key("stop").beginObject();
  w.key("cell").cell(o.stop);
  w.field("step", o.stopStep);
  w.key("spent").length(o.spentAtStop, cell);
  w.endObject();
  if (o.hasClosestLegal) {
    w.key("closestLegal").beginObject();
    w.key("cell").cell(o.closestLegal);
    w.field("squares", o.closestLegalSquares);
    w.endObject();
  }
  w.key("opportunityAttacks").beginArray();
  for (auto& a : o.attacks) {
    w.beginObject().field("by", idOf(a.by)).field("step", a.step);
    w.key("at").cell(a.at);
    w.field("reason", a.reason).endObject();
  }
  w.endArray();
  if (o.checks) {
    w.key("checks");
    writeNames(w, o.checks, stepCheckName, kStepCheckCount);
  }
  if (o.falls) w.field("falls", true).field("fallReason", o.fallReason);
  if (o.squeezedOnTheWay || o.squeezedAtStop) {
    w.key("squeezing").beginObject().field("atStop", o.squeezedAtStop);
    w.key("space").beginObject();
    w.key("position").cell({o.stopSpace.x, o.stopSpace.y});
    w.key("size").size(o.stopSpace.w, o.stopSpace.h);
    w.endObject();
    w.key("penalties").beginArray();
    for (auto& p : scene.ruleset().squeezePenalties) w.string(p);
    w.endArray();
    w.endObject();
  }
  w.endObject();
  return std::nullopt;
}

}  // namespace footwork
