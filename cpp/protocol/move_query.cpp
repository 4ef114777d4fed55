// "move": the request fields of the move query and the shape of its answer (docs/protocol.md).
#include "core/move.h"
#include "protocol/queries.h"

namespace footwork {
namespace {

std::string indexPath(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

MaybeError readMode(const json& v, const std::string& path, Mode& out) {
  if (!v.is_string()) return badType(path, "a movement mode", v);
  if (!parseMode(v.get<std::string>(), out))
    return Error{"bad-value",
                 "Unknown mode \"" + v.get<std::string>() + "\" at " + path +
                     "; expected walk, fly, swim, climb, burrow, crawl or jump.",
                 path};
  return std::nullopt;
}

MaybeError readPath(const json& v, const std::string& path, const Scene& scene, MoveRequest& req) {
  if (!v.is_array()) return badType(path, "an array of cells", v);
  if (v.size() > static_cast<std::size_t>(Limits::kMaxPathSteps))
    return Error{"limit", "A path may have at most 10,000 steps.", path};
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
        return Error{"bad-value", "A path item at " + p + " is either an action or a jump, not both.", p};
      if (!jump.empty()) {
        if (jump == "long") {
          item.kind = PathItem::Kind::LongJump;
          FW_TRY(r.cell("to", item.cell, true));
        } else if (jump == "high") {
          item.kind = PathItem::Kind::HighJump;
          if (r.has("height")) FW_TRY(r.feet("height", item.height, 1000 * kMilliPerFoot));
        } else {
          return Error{"bad-value", "Unknown jump \"" + jump + "\" at " + p + ".jump; expected long or high.", p + ".jump"};
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
        return Error{"bad-value", "Unknown action \"" + action + "\" at " + p + ".action; expected stand or drop-prone.",
                     p + ".action"};
      } else {
        FW_TRY(r.cell("cell", item.cell, true));
        if (const json* m = r.get("mode")) {
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
        return Error{"out-of-grid", "The landing cell at " + p + ".to is off the grid.", p + ".to"};
      prev = item.cell;
    }
    if (item.kind == PathItem::Kind::Step) {
      if (!scene.grid().contains(item.cell))
        return Error{"out-of-grid", "The cell at " + p + " is off the " + std::to_string(scene.grid().width()) + "×" +
                                        std::to_string(scene.grid().height()) + " grid.",
                     p};
      if (!isNeighbour(prev, item.cell))
        return Error{"not-adjacent",
                     "Each cell of a path must neighbour the one before; " + p + " does not (use the path query to "
                     "route between distant cells).",
                     p};
      prev = item.cell;
    }
    req.path.push_back(item);
  }
  return std::nullopt;
}

json namesOf(std::uint32_t bits, const char* (*name)(std::uint32_t), int count) {
  json out = json::array();
  for (int i = 0; i < count; ++i)
    if (bits & (1u << i)) out.push_back(name(1u << i));
  return out;
}

}  // namespace

Result<json> queryMove(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  MoveRequest req;
  std::string id;
  if (auto e = r.string("creature", id, true)) return *e;
  req.mover = scene.indexOf(id);
  if (req.mover < 0) return Error{"unknown-creature", "No creature has the id '" + id + "'.", "$.creature"};
  const Creature& mover = scene.creatures()[req.mover];
  req.from = mover.position;
  if (auto e = r.cell("from", req.from)) return *e;
  if (!scene.grid().contains(mover.spaceAt(req.from)))
    return Error{"out-of-grid", "The start $.from is off the grid for this creature's space.", "$.from"};
  if (const json* m = r.get("mode")) {
    if (auto e = readMode(*m, "$.mode", req.mode)) return *e;
    req.hasMode = true;
  }
  if (auto e = r.string("band", req.band)) return *e;
  if (auto e = r.feet("spent", req.spent, Limits::kMaxSpeed)) return *e;
  if (auto e = r.integer("diagonals", req.diagonals, 0, 1'000'000)) return *e;
  bool finalMove = true;
  if (auto e = r.boolean("stopping", finalMove)) return *e;
  if (auto e = r.feet("ceilingFeet", req.ceiling, 1'000'000 * kMilliPerFoot)) return *e;
  req.stopping = finalMove;
  const json* path = r.get("path");
  if (!path) return Error{"missing-field", "The field $.path is required.", "$.path"};
  if (auto e = readPath(*path, "$.path", scene, req)) return *e;

  auto evaluated = evaluateMove(scene, req);
  if (!evaluated) return evaluated.error();
  const MoveOutcome& o = evaluated.value();
  const Milli cell = scene.grid().cellSize();
  auto idOf = [&](int i) { return json(scene.creatures()[i].id); };

  json steps = json::array();
  for (const StepRecord& s : o.steps) {
    json j;
    if (s.kind == PathItem::Kind::Stand) j["action"] = "stand";
    else if (s.kind == PathItem::Kind::DropProne) j["action"] = "drop-prone";
    else if (s.kind == PathItem::Kind::LongJump) j["jump"] = "long";
    else if (s.kind == PathItem::Kind::HighJump) j["jump"] = "high";
    j["from"] = cellJson(s.from);
    j["to"] = cellJson(s.to);
    j["mode"] = modeName(s.mode);
    j["cost"] = lengthJson(s.costMilli, cell);
    j["reasons"] = namesOf(s.cost.reasons, stepReasonName, kStepReasonCount);
    j["total"] = lengthJson(s.total, cell);
    j["remaining"] = lengthJson(std::max<Milli>(0, s.cap - s.total), cell);
    j["band"] = s.band.empty() ? json(nullptr) : json(s.band);
    j["legal"] = s.legal;
    if (!s.legal) {
      json ill{{"code", s.illegal}, {"message", s.message}};
      if (s.blocker >= 0) ill["creature"] = idOf(s.blocker);
      j["illegal"] = ill;
    }
    if (s.cost.checks) j["checks"] = namesOf(s.cost.checks, stepCheckName, kStepCheckCount);
    if (s.cost.squeezed)
      j["squeezed"] = {{"position", cellJson({s.cost.space.x, s.cost.space.y})},
                       {"size", json::array({s.cost.space.w, s.cost.space.h})}};
    if (s.kind == PathItem::Kind::LongJump || s.kind == PathItem::Kind::HighJump) {
      json jj{{"runUp", s.runUp}, {"max", feetJson(s.jumpMax)}};
      if (s.kind == PathItem::Kind::LongJump) {
        jj["distance"] = feetJson(s.jumpCleared);
        jj["rise"] = feetJson(s.jumpRise);
      } else {
        jj["height"] = feetJson(s.jumpCleared);
        jj["reachAbove"] = feetJson(s.reachAbove);
      }
      if (s.cost.checks) jj["onFailedCheck"] = "lands-prone";
      j["jumpInfo"] = jj;
    }
    json provokes = json::array();
    for (int e : s.provokes) provokes.push_back(idOf(e));
    j["provokes"] = provokes;
    steps.push_back(j);
  }
  json attacks = json::array();
  for (auto& a : o.attacks)
    attacks.push_back({{"by", idOf(a.by)}, {"step", a.step}, {"at", cellJson(a.at)}, {"reason", a.reason}});

  const Milli total = o.steps.empty() ? req.spent : o.steps.back().total;
  json result;
  result["creature"] = id;
  result["band"] = o.band->name;
  result["allowance"] = lengthJson(o.allowance, cell);
  result["spentBefore"] = lengthJson(req.spent, cell);
  result["steps"] = steps;
  result["total"] = lengthJson(total, cell);
  result["remaining"] = lengthJson(std::max<Milli>(0, (o.steps.empty() ? o.allowance : o.steps.back().cap) - total), cell);
  result["complete"] = o.complete;
  result["legal"] = o.legal;
  result["end"] = cellJson(o.end);
  result["canEnd"] = o.canEnd;
  if (!o.canEnd) {
    json p{{"code", o.endProblem}, {"message", o.endMessage}};
    if (o.endBlocker >= 0) p["creature"] = idOf(o.endBlocker);
    result["endProblem"] = p;
  }
  result["stop"] = {{"cell", cellJson(o.stop)}, {"step", o.stopStep}, {"spent", lengthJson(o.spentAtStop, cell)}};
  if (o.hasClosestLegal)
    result["closestLegal"] = {{"cell", cellJson(o.closestLegal)}, {"squares", o.closestLegalSquares}};
  result["opportunityAttacks"] = attacks;
  if (o.checks) result["checks"] = namesOf(o.checks, stepCheckName, kStepCheckCount);
  if (o.falls) {
    result["falls"] = true;
    result["fallReason"] = o.fallReason;
  }
  if (o.squeezedOnTheWay || o.squeezedAtStop) {
    json pen = json::array();
    for (auto& p : scene.ruleset().squeezePenalties) pen.push_back(p);
    result["squeezing"] = {{"atStop", o.squeezedAtStop},
                           {"space", {{"position", cellJson({o.stopSpace.x, o.stopSpace.y})},
                                      {"size", json::array({o.stopSpace.w, o.stopSpace.h})}}},
                           {"penalties", pen}};
  }
  return result;
}

}  // namespace footwork
