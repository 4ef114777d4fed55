// "forced", "swap" and "teleport": moves that are not a move (4e pull, push, slide, swapping places,
// teleportation; docs/protocol.md). The rules live in core/movement/forced.h and core/movement/teleport.h.
#include "core/movement/forced.h"
#include "core/movement/forced_ends.h"
#include "core/movement/teleport.h"
#include "core/scene/sentence.h"
#include "protocol/movement/refusal_words.h"
#include "protocol/queries.h"
#include "protocol/readers.h"

namespace footwork {
namespace {

Result<int> creatureField(ObjectReader& r, const Scene& scene, const std::string& key, bool required) {
  std::string id;
  if (auto e = r.string(key, id, required)) return *e;
  if (id.empty()) return -1;
  const int i = scene.indexOf(id);
  if (i < 0) return unknownCreature(id, r.pathOf(key));
  return i;
}

}  // namespace

static MaybeError writeForced(QueryContext& ctx, const ForcedRequest& req, const std::string& kind,
                              const ForcedEnds* ends);

MaybeError queryForced(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  ForcedRequest req;
  std::string kind;
  if (auto e = r.string("kind", kind, true)) return *e;
  if (kind == "pull") req.kind = ForcedKind::Pull;
  else if (kind == "push") req.kind = ForcedKind::Push;
  else if (kind == "slide") req.kind = ForcedKind::Slide;
  else
    return Error{errc::kBadValue, "Unknown kind \"" + shown(kind) + "\" at $.kind; expected pull, push or slide.",
                 "$.kind"};
  auto target = creatureField(r, scene, "creature", true);
  if (!target) return target.error();
  req.target = target.value();
  auto by = creatureField(r, scene, "by", false);
  if (!by) return by.error();
  if (by.value() >= 0) {
    if (by.value() == req.target)
      return Error{errc::kBadValue, "A creature can't pull, push or slide itself ($.by names the target).", "$.by"};
    req.source = scene.creatures()[by.value()].space();
    req.hasSource = true;
    req.sourceIndex = by.value();
  }
  if (r.has("origin")) {
    if (req.hasSource) return Error{errc::kBadValue, "Give either $.by or $.origin, not both.", "$.origin"};
    Cell o;
    if (auto e = r.cell("origin", o)) return *e;
    if (!scene.grid().contains(o)) return Error{errc::kOutOfGrid, "The cell at $.origin is off the grid.", "$.origin"};
    req.source = {o.x, o.y, 1, 1};
    req.hasSource = true;
  }
  if (!req.hasSource && req.kind != ForcedKind::Slide)
    return Error{errc::kMissingField, "A " + kind + " needs $.by (the creature pulling or pushing) or $.origin.",
                 "$.by"};
  if (auto e = r.integer("distance", req.distance, 0, Limits::kMaxPathSteps)) return *e;
  if (auto e = r.feet("pitDepthFeet", req.pitDepth, 1'000'000 * kMilliPerFoot)) return *e;
  bool wantEnds = false;
  if (auto e = r.boolean("ends", wantEnds)) return *e;
  const JsonValue* path = r.get("path");
  if (wantEnds && path)
    return Error{errc::kConflict, "Give either $.path (judge one path) or $.ends (every end), not both.", "$.ends"};
  if (wantEnds && req.distance < 0)
    return Error{errc::kMissingField, "With $.ends, the field $.distance (the squares the power allows) is required.",
                 "$.distance"};
  if (!path && !wantEnds) return Error{errc::kMissingField, "The field $.path is required.", "$.path"};
  if (!path) {
    const ForcedEnds ends = forcedEnds(scene, req);
    return writeForced(ctx, req, kind, &ends);
  }
  if (!path->is_array()) return badType("$.path", "an array of cells", *path);
  if (path->size() > static_cast<std::size_t>(Limits::kMaxPathSteps))
    return Error{errc::kLimit, "A path may have at most 10,000 steps.", "$.path"};
  Cell prev = scene.creatures()[req.target].position;
  for (std::size_t i = 0; i < path->size(); ++i) {
    const std::string p = "$.path[" + std::to_string(i) + "]";
    Cell c;
    if (auto e = readCell((*path)[i], p, c)) return *e;
    if (!scene.grid().contains(c)) return Error{errc::kOutOfGrid, "The cell at " + p + " is off the grid.", p};
    if (!areNeighbours(scene.grid().shape(), prev, c))
      return Error{errc::kNotAdjacent, "Each cell of a path must neighbour the one before; " + p + " does not.", p};
    req.path.push_back(c);
    prev = c;
  }
  return writeForced(ctx, req, kind, nullptr);
}

// The answer of a forced query: the path judged (empty when only the ends were asked), and the ends.
static MaybeError writeForced(QueryContext& ctx, const ForcedRequest& req, const std::string& kind,
                              const ForcedEnds* ends) {
  const Scene& scene = *ctx.scene;
  auto evaluated = evaluateForced(scene, req);
  if (!evaluated) return evaluated.error();
  const ForcedOutcome& o = evaluated.value();
  const Milli cell = scene.grid().cellSize();
  JsonWriter& w = ctx.out;
  w.beginObject().field("creature", scene.creatures()[req.target].id).field("kind", kind);
  w.key("steps").beginArray();
  for (const ForcedStep& s : o.steps) {
    w.beginObject();
    w.key("from").cell(s.from);
    w.key("to").cell(s.to);
    w.field("squares", s.squares).field("total", s.total);
    if (s.rangeBefore >= 0)
      w.key("range").beginObject().field("before", s.rangeBefore).field("after", s.rangeAfter).endObject();
    w.field("legal", s.legal || s.why.code == Refusal::ForcedPrecipice);
    if (s.why.code == Refusal::ForcedPrecipice) {
      w.field("overEdge", true);
    } else if (!s.legal) {
      writeRefusal(w, "illegal", scene, s.why, s.blocker);
    }
    w.endObject();
  }
  w.endArray();
  w.key("moved").length(static_cast<Milli>(o.squares) * cell, cell);
  w.field("legal", o.legal);
  w.key("stop").beginObject();
  w.key("cell").cell(o.stop);
  w.field("step", o.stopStep).endObject();
  w.field("canEnd", o.canEnd);
  w.key("opportunityAttacks").beginArray().endArray();
  if (!o.canEnd) writeRefusal(w, "endProblem", scene, o.endProblem, o.endBlocker);
  if (o.precipice) {
    w.key("catchYourself").beginObject();
    w.key("edge").cell(o.stop);
    w.key("overEdge").cell(o.overEdge);
    w.field("save", "saving throw")
        .field("success", "10 or higher: falls prone at the edge; the forced movement ends")
        .field("failure", "lower than 10: falls over the edge");
    if (o.hasFall) {
      w.key("fallDamage").beginObject();
      w.field("dice", o.fall.expression()).field("minimum", o.fall.minimum()).field("maximum", o.fall.maximum());
      w.key("average");
      if (o.fall.averageTimesTwo() % 2 == 0) w.integer(o.fall.averageTimesTwo() / 2);
      else w.number(static_cast<double>(o.fall.averageTimesTwo()) / 2);
      w.field("landsProne", o.fall.landsProne(scene.ruleset().falling));
      w.endObject();
    }
    w.endObject();
  }
  if (ends) {
    auto list = [&](const char* name, const std::vector<ForcedEnd>& v) {
      w.key(name).beginArray();
      for (const ForcedEnd& e : v) {
        w.beginObject();
        w.key("position").cell(e.position);
        w.field("squares", e.squares).endObject();
      }
      w.endArray();
    };
    list("ends", ends->ends);
    list("overEdge", ends->overEdge);
  }
  w.endObject();
  return std::nullopt;
}

// The "illegal" object of a verdict: the first rule broken and the creature in the way.
static void writeIllegal(JsonWriter& w, const Scene& scene, const Verdict& o) {
  if (o.legal) return;
  writeRefusal(w, "illegal", scene, o.problem, o.blocker);
}

MaybeError querySwap(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  SwapRequest req;
  auto user = creatureField(r, scene, "creature", true);
  if (!user) return user.error();
  auto target = creatureField(r, scene, "target", true);
  if (!target) return target.error();
  req.user = user.value();
  req.target = target.value();
  if (req.user == req.target) return Error{errc::kBadValue, "A creature can't swap places with itself.", "$.target"};
  req.targetTo = scene.creatures()[req.user].position;
  req.userTo = scene.creatures()[req.target].position;
  if (auto e = r.cell("targetTo", req.targetTo)) return *e;
  if (auto e = r.cell("to", req.userTo)) return *e;
  if (!scene.grid().contains(req.targetTo))
    return Error{errc::kOutOfGrid, "The cell at $.targetTo is off the grid.", "$.targetTo"};
  if (!scene.grid().contains(req.userTo)) return Error{errc::kOutOfGrid, "The cell at $.to is off the grid.", "$.to"};
  const SwapOutcome o = evaluateSwap(scene, req);
  JsonWriter& w = ctx.out;
  w.beginObject().field("creature", scene.creatures()[req.user].id).field("target", scene.creatures()[req.target].id);
  w.key("to").cell(req.userTo);
  w.key("targetTo").cell(req.targetTo);
  w.field("legal", o.legal);
  w.key("opportunityAttacks").beginArray().endArray();
  writeIllegal(w, scene, o);
  w.endObject();
  return std::nullopt;
}

MaybeError queryTeleport(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  TeleportRequest req;
  auto c = creatureField(r, scene, "creature", true);
  if (!c) return c.error();
  req.creature = c.value();
  if (auto e = r.cell("to", req.to, true)) return *e;
  if (!scene.grid().contains(req.to)) return Error{errc::kOutOfGrid, "The cell at $.to is off the grid.", "$.to"};
  if (auto e = r.integer("distance", req.distance, 0, 1'000'000)) return *e;
  if (auto e = r.boolean("physicalHold", req.physicalHold)) return *e;
  const TeleportOutcome o = evaluateTeleport(scene, req);
  const Milli cell = scene.grid().cellSize();
  JsonWriter& w = ctx.out;
  w.beginObject().field("creature", scene.creatures()[req.creature].id);
  w.key("to").cell(req.to);
  w.field("legal", o.legal).field("lineOfSight", o.lineOfSight).field("lineOfEffect", o.lineOfEffect);
  w.key("range").length(static_cast<Milli>(o.range) * cell, cell);
  auto strings = [&](const char* name, const std::vector<std::string>& v) {
    w.key(name).beginArray();
    for (const std::string& x : v) w.string(x);
    w.endArray();
  };
  strings("ends", o.ends);
  strings("keeps", o.keeps);
  w.key("opportunityAttacks").beginArray().endArray();
  writeIllegal(w, scene, o);
  w.endObject();
  return std::nullopt;
}

}  // namespace footwork
