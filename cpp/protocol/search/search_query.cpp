// "reachable" and "path": the request fields of the search queries and the shape of their answers
// (docs/protocol.md, "Query: reachable" and "Query: path").
#include "core/scene/sentence.h"
#include "core/search/path.h"
#include "core/search/reachable.h"
#include "protocol/movement/move_writer.h"
#include "protocol/movement/path_items.h"
#include "protocol/queries.h"
#include "protocol/readers.h"
#include "protocol/search/search_fields.h"

namespace footwork {
namespace {

constexpr int kMaxWaypoints = 32;

// A position for the mover's space: on the map with the whole space.
MaybeError checkPosition(const Scene& scene, const Creature& mover, Cell p, const std::string& path) {
  if (!scene.grid().contains(mover.spaceAt(p)))
    return Error{errc::kOutOfGrid,
                 "The position " + cellText(p) + " at " + path + " puts " + shown(mover.id) + "'s " +
                     std::to_string(mover.spaceW) + "×" + std::to_string(mover.spaceH) + " space off the " +
                     std::to_string(scene.grid().width()) + "×" + std::to_string(scene.grid().height()) + " grid.",
                 path};
  return std::nullopt;
}

}  // namespace

MaybeError readSearch(ObjectReader& r, const Scene& scene, SearchRequest& req, bool& bandGiven) {
  FW_TRY(readMoverId(r, scene, "creature", req.mover));
  const Creature& mover = scene.creatures()[req.mover];
  req.from = mover.position;
  FW_TRY(r.cell("from", req.from));
  FW_TRY(checkPosition(scene, mover, req.from, "$.from"));
  if (const JsonValue* m = r.get("mode")) {
    FW_TRY(readMode(*m, "$.mode", req.mode));
    req.hasMode = true;
  }
  std::string band;
  FW_TRY(r.string("band", band));
  const Ruleset& rules = scene.ruleset();
  bandGiven = r.has("band");
  req.band = &rules.bands.front();
  if (bandGiven) {
    auto found = findBand(rules, band, "$.band");
    if (!found) return found.error();
    req.band = found.value();
  }
  FW_TRY(r.feet("spent", req.spent, Limits::kMaxSpeed));
  FW_TRY(r.integer("diagonals", req.diagonals, 0, 1'000'000));
  FW_TRY(r.boolean("stopping", req.stopping));
  FW_TRY(r.integer("maxNodes", req.maxNodes, 1, kMaxMaxNodes));
  return std::nullopt;
}

Error refusalError(const SearchRefusal& refusal, const char* search) {
  if (refusal.reason == SearchRefusal::Reason::CostFreeBand)
    return Error{errc::kUnsupportedBand,
                 std::string("The ") + search + " handles cost-free allowances of exactly one square only.", "$.band"};
  return Error{errc::kLimit,
               "fewestAttacks handles at most 64 creatures that could take an opportunity attack; this scene has " +
                   std::to_string(refusal.provokers) + ".",
               "$.fewestAttacks"};
}

MaybeError queryReachable(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  ReachableRequest req;
  if (auto e = readSearch(r, scene, req.search, req.bandGiven)) return *e;
  auto found = findReachable(scene, req);
  if (!found) return refusalError(found.error(), "reachable area");
  const ReachableResult& o = found.value();
  const Milli cell = scene.grid().cellSize();

  JsonWriter& w = ctx.out;
  w.beginObject();
  w.field("creature", scene.creatures()[req.search.mover].id);
  w.field("status", searchStatusName(o.status));
  w.field("nodes", o.nodes);
  w.key("cellFeet").feet(cell);
  w.key("spentBefore").length(req.search.spent, cell);
  w.key("bands").beginArray();
  for (const std::string& b : o.bands) w.string(b);
  w.endArray();
  w.field("count", o.cells.size());
  // Parallel arrays, one entry per position (cells as flat x, y pairs).
  w.key("cells").beginArray();
  for (Cell c : o.cells) w.integer(c.x).integer(c.y);
  w.endArray();
  auto ints = [&](const char* name, const std::vector<int>& v) {
    w.key(name).beginArray();
    for (std::size_t i = 0; i < o.cells.size(); ++i) w.integer(v[i]);
    w.endArray();
  };
  ints("costs", o.squares);
  ints("band", o.band);
  ints("provokes", o.provokes);
  ints("safeCosts", o.safe);
  w.key("canEnd").beginArray();
  for (std::size_t i = 0; i < o.cells.size(); ++i) w.integer(o.canEnd[i] ? 1 : 0);
  w.endArray();
  w.endObject();
  return std::nullopt;
}

namespace {

// A move request with a search's mover, start, mode, band and spending, and no path yet.
MoveRequest moveFrom(const SearchRequest& search) {
  MoveRequest move;
  move.mover = search.mover;
  move.from = search.from;
  move.hasMode = search.hasMode;
  move.mode = search.mode;
  move.band = search.band;
  move.spent = search.spent;
  move.diagonals = search.diagonals;
  move.stopping = search.stopping;
  return move;
}

// The drag so far (`walked`, docs/protocol.md "Query: path"): evaluated from the search's start, it
// moves the search to where it ends, after its feet and diagonals. Its items go into `whole`, the
// move the answer prices with `move: true`.
MaybeError walkFirst(ObjectReader& r, const Scene& scene, const std::optional<Grab>& grab, SearchRequest& search,
                     MoveRequest& whole) {
  const JsonValue* walked = r.get("walked");
  if (!walked) return std::nullopt;
  FW_TRY(readPathItems(*walked, "$.walked", scene, grab, whole));
  auto sofar = evaluateMove(scene, whole);
  if (!sofar) return sofar.error();
  // Where the move got to, its feet and the diagonals it counted (a long jump's each, none for a
  // step refused at a wall's corner, which is not taken and ends the evaluation there).
  search.from = sofar.value().end;
  if (!sofar.value().steps.empty()) search.spent = sofar.value().steps.back().total;
  search.diagonals += sofar.value().diagonals;
  return checkPosition(scene, scene.creatures()[search.mover], search.from, "$.walked");
}

}  // namespace

MaybeError queryPath(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  PathRequest req;
  bool bandGiven = false;
  if (auto e = readSearch(r, scene, req.search, bandGiven)) return *e;
  const Creature& mover = scene.creatures()[req.search.mover];
  std::optional<Grab> grab;
  FW_TRY(readGrab(r, scene, mover, req.search.from, grab));
  // The whole move: from the request's start and spending, the walked items, then the path found.
  MoveRequest whole = moveFrom(req.search);
  FW_TRY(walkFirst(r, scene, grab, req.search, whole));
  bool answerMove = false;
  FW_TRY(r.boolean("move", answerMove));
  bool firstIllegalOnly = false;  // (the answered move's later illegal steps without their sentence)
  FW_TRY(r.boolean("firstIllegalOnly", firstIllegalOnly));
  FW_TRY(r.cell("target", req.target, true));
  FW_TRY(anchorOf(scene, grab, req.target, "$.target", req.target));
  if (auto e = checkPosition(scene, mover, req.target, "$.target")) return *e;
  if (const JsonValue* w = r.get("waypoints")) {
    if (!w->is_array()) return badType("$.waypoints", "an array of cells", *w);
    if (w->size() > static_cast<std::size_t>(kMaxWaypoints))
      return Error{errc::kLimit, "A path may have at most 32 waypoints.", "$.waypoints"};
    for (std::size_t i = 0; i < w->size(); ++i) {
      const std::string p = "$.waypoints[" + std::to_string(i) + "]";
      Cell c;
      if (auto e = readCell((*w)[i], p, c)) return *e;
      FW_TRY(anchorOf(scene, grab, c, p, c));
      if (auto e = checkPosition(scene, mover, c, p)) return *e;
      req.waypoints.push_back(c);
    }
  }
  if (auto e = r.boolean("fewestAttacks", req.fewestAttacks)) return *e;
  bool within = false;
  if (auto e = r.boolean("withinAllowance", within)) return *e;
  req.search.limitByAllowance = within;
  req.landmarks = ctx.landmarks;  // the loaded scene's tables: saves time, never changes the answer
  req.spaces = ctx.spaces;        // and its last search space (a hover's requests repeat it)

  auto found = findPath(scene, req);
  if (!found) return refusalError(found.error(), "path search");
  const PathResult& o = found.value();
  const Milli cell = scene.grid().cellSize();

  // The path explained by the move query itself: totals, band and opportunity attacks.
  MoveRequest move = moveFrom(req.search);
  for (Cell c : o.path) move.path.push_back(PathItem{PathItem::Kind::Step, c, false, Mode::Walk});
  auto replay = evaluateMove(scene, move);
  if (!replay) return replay.error();
  const MoveOutcome& m = replay.value();

  const Milli cost = static_cast<Milli>(o.squares) * cell;
  JsonWriter& w = ctx.out;
  w.beginObject();
  w.field("creature", mover.id);
  w.field("status", searchStatusName(o.status));
  if (!o.reason.empty()) w.field("reason", o.reason);
  w.field("nodes", o.nodes);
  w.field("band", req.search.band->name);
  w.key("path").beginArray();
  for (Cell c : o.path) w.cell(c);
  w.endArray();
  w.key("end").cell(o.end);
  w.key("cost").length(cost, cell);
  w.key("total").length(req.search.spent + cost, cell);
  w.key("stepTotals").beginArray();
  for (const StepRecord& s : m.steps) w.integer((s.total - req.search.spent) / cell);
  w.endArray();
  const std::string endBand = m.steps.empty() ? std::string() : m.steps.back().band;
  w.key("endBand");
  if (endBand.empty()) w.null();
  else w.string(endBand);
  w.field("legal", m.legal);
  w.key("opportunityAttacks").beginArray();
  for (const OpportunityAttack& a : m.attacks) w.string(scene.creatures()[a.by].id);
  w.endArray();
  if (req.fewestAttacks) w.field("attacks", o.attacks);
  if (!req.waypoints.empty()) w.field("waypointsReached", o.waypointsReached);
  if (answerMove) {
    // The drag so far and the path found, priced as one move: a surface's one call per pointer move.
    // Nothing walked (a hover's request), that move is the replay above: the same start, spending
    // and cells, not evaluated twice (a far cell's path at 200×200 is 200 steps, each priced with
    // who it provokes).
    w.key("move");
    if (!r.get("walked")) {
      writeMoveAnswer(w, scene, move, m, {grab.has_value(), true, firstIllegalOnly});
    } else {
      for (Cell c : o.path) whole.path.push_back(PathItem{PathItem::Kind::Step, c, false, Mode::Walk});
      auto priced = evaluateMove(scene, whole);
      if (!priced) return priced.error();
      writeMoveAnswer(w, scene, whole, priced.value(), {grab.has_value(), true, firstIllegalOnly});
    }
  }
  w.endObject();
  return std::nullopt;
}

}  // namespace footwork
