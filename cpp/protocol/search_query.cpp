// "reachable" and "path": the request fields of the search queries and the shape of their answers
// (docs/protocol.md, "Query: reachable" and "Query: path").
#include "core/path.h"
#include "core/reachable.h"
#include "protocol/queries.h"

namespace footwork {
namespace {

constexpr int kMaxWaypoints = 32;


MaybeError readSearchMode(const json& v, const std::string& path, Mode& out) {
  if (!v.is_string()) return badType(path, "a movement mode", v);
  if (!parseMode(v.get<std::string>(), out))
    return Error{"bad-value",
                 "Unknown mode \"" + v.get<std::string>() + "\" at " + path +
                     "; expected walk, fly, swim, climb, burrow, crawl or jump.",
                 path};
  return std::nullopt;
}

// A position for the mover's space: on the map with the whole space.
MaybeError checkPosition(const Scene& scene, const Creature& mover, Cell p, const std::string& path) {
  if (!scene.grid().contains(mover.spaceAt(p)))
    return Error{"out-of-grid",
                 "The position " + cellText(p) + " at " + path + " puts " + mover.id + "'s " +
                     std::to_string(mover.spaceW) + "×" + std::to_string(mover.spaceH) + " space off the " +
                     std::to_string(scene.grid().width()) + "×" + std::to_string(scene.grid().height()) + " grid.",
                 path};
  return std::nullopt;
}

// The fields both queries share. `bandGiven` tells whether the request named a band.
MaybeError readSearch(ObjectReader& r, const Scene& scene, SearchRequest& req, bool& bandGiven) {
  std::string id;
  FW_TRY(r.string("creature", id, true));
  req.mover = scene.indexOf(id);
  if (req.mover < 0) return Error{"unknown-creature", "No creature has the id '" + id + "'.", "$.creature"};
  const Creature& mover = scene.creatures()[req.mover];
  req.from = mover.position;
  FW_TRY(r.cell("from", req.from));
  FW_TRY(checkPosition(scene, mover, req.from, "$.from"));
  if (const json* m = r.get("mode")) {
    FW_TRY(readSearchMode(*m, "$.mode", req.mode));
    req.hasMode = true;
  }
  std::string band;
  FW_TRY(r.string("band", band));
  const Ruleset& rules = scene.ruleset();
  bandGiven = r.has("band");
  req.band = bandGiven ? rules.band(band) : &rules.bands.front();
  if (!req.band) {
    std::string known;
    for (auto& b : rules.bands) known += (known.empty() ? "" : ", ") + b.name;
    return Error{"unknown-band", "Ruleset " + rules.id + " has no allowance \"" + band + "\"; it has " + known + ".",
                 "$.band"};
  }
  FW_TRY(r.feet("spent", req.spent, Limits::kMaxSpeed));
  FW_TRY(r.integer("diagonals", req.diagonals, 0, 1'000'000));
  FW_TRY(r.boolean("stopping", req.stopping));
  FW_TRY(r.integer("maxNodes", req.maxNodes, 1, kMaxMaxNodes));
  return std::nullopt;
}

json cellsJson(const std::vector<Cell>& cells) {
  json out = json::array();
  for (Cell c : cells) out.push_back(cellJson(c));
  return out;
}

}  // namespace

Result<json> queryReachable(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  ReachableRequest req;
  if (auto e = readSearch(r, scene, req.search, req.bandGiven)) return *e;
  auto found = findReachable(scene, req);
  if (!found) return found.error();
  const ReachableResult& o = found.value();
  const Milli cell = scene.grid().cellSize();

  json cells = json::array(), costs = json::array(), bands = json::array(), provokes = json::array(),
       safe = json::array(), canEnd = json::array();
  for (std::size_t i = 0; i < o.cells.size(); ++i) {
    cells.push_back(o.cells[i].x);
    cells.push_back(o.cells[i].y);
    costs.push_back(o.squares[i]);
    bands.push_back(o.band[i]);
    provokes.push_back(o.provokes[i]);
    safe.push_back(o.safe[i]);
    canEnd.push_back(o.canEnd[i] ? 1 : 0);
  }
  json result;
  result["creature"] = scene.creatures()[req.search.mover].id;
  result["status"] = searchStatusName(o.status);
  result["nodes"] = o.nodes;
  result["cellFeet"] = feetJson(cell);
  result["spentBefore"] = lengthJson(req.search.spent, cell);
  result["bands"] = o.bands;
  result["count"] = o.cells.size();
  result["cells"] = std::move(cells);
  result["costs"] = std::move(costs);
  result["band"] = std::move(bands);
  result["provokes"] = std::move(provokes);
  result["safeCosts"] = std::move(safe);
  result["canEnd"] = std::move(canEnd);
  return result;
}

Result<json> queryPath(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  PathRequest req;
  bool bandGiven = false;
  if (auto e = readSearch(r, scene, req.search, bandGiven)) return *e;
  const Creature& mover = scene.creatures()[req.search.mover];
  if (auto e = r.cell("target", req.target, true)) return *e;
  if (auto e = checkPosition(scene, mover, req.target, "$.target")) return *e;
  if (const json* w = r.get("waypoints")) {
    if (!w->is_array()) return badType("$.waypoints", "an array of cells", *w);
    if (w->size() > static_cast<std::size_t>(kMaxWaypoints))
      return Error{"limit", "A path may have at most 32 waypoints.", "$.waypoints"};
    for (std::size_t i = 0; i < w->size(); ++i) {
      const std::string p = "$.waypoints[" + std::to_string(i) + "]";
      Cell c;
      if (auto e = readCell((*w)[i], p, c)) return *e;
      if (auto e = checkPosition(scene, mover, c, p)) return *e;
      req.waypoints.push_back(c);
    }
  }
  if (auto e = r.boolean("fewestAttacks", req.fewestAttacks)) return *e;
  bool within = false;
  if (auto e = r.boolean("withinAllowance", within)) return *e;
  req.search.limitByAllowance = within;

  auto found = findPath(scene, req);
  if (!found) return found.error();
  const PathResult& o = found.value();
  const Milli cell = scene.grid().cellSize();

  // The path explained by the move query itself: totals, band and opportunity attacks.
  MoveRequest move;
  move.mover = req.search.mover;
  move.from = req.search.from;
  move.hasMode = req.search.hasMode;
  move.mode = req.search.mode;
  move.band = req.search.band->name;
  move.spent = req.search.spent;
  move.diagonals = req.search.diagonals;
  move.stopping = req.search.stopping;
  for (Cell c : o.path) move.path.push_back(PathItem{PathItem::Kind::Step, c, false, Mode::Walk});
  auto replay = evaluateMove(scene, move);
  if (!replay) return replay.error();
  const MoveOutcome& m = replay.value();

  json totals = json::array();
  for (const StepRecord& s : m.steps) totals.push_back((s.total - req.search.spent) / cell);
  json attackers = json::array();
  for (const OpportunityAttack& a : m.attacks) attackers.push_back(scene.creatures()[a.by].id);
  const Milli cost = static_cast<Milli>(o.squares) * cell;
  json result;
  result["creature"] = mover.id;
  result["status"] = searchStatusName(o.status);
  if (!o.reason.empty()) result["reason"] = o.reason;
  result["nodes"] = o.nodes;
  result["band"] = req.search.band->name;
  result["path"] = cellsJson(o.path);
  result["end"] = cellJson(o.end);
  result["cost"] = lengthJson(cost, cell);
  result["total"] = lengthJson(req.search.spent + cost, cell);
  result["stepTotals"] = std::move(totals);
  const std::string endBand = m.steps.empty() ? std::string() : m.steps.back().band;
  result["endBand"] = endBand.empty() ? json(nullptr) : json(endBand);
  result["legal"] = m.legal;
  result["opportunityAttacks"] = std::move(attackers);
  if (req.fewestAttacks) result["attacks"] = o.attacks;
  if (!req.waypoints.empty()) result["waypointsReached"] = o.waypointsReached;
  return result;
}

}  // namespace footwork
