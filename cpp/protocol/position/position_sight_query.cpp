// "sight" (line of sight, or line of effect) and "cover" (corner lines, 5e-fine).
#include "core/position/cover.h"
#include "core/position/sight.h"
#include "core/scene/sentence.h"
#include "core/scene/space.h"
#include "protocol/position/position_query.h"

namespace footwork {
namespace {
// Hex grids: a place's hexes (a creature's space from space.h, or the one cell given).
std::vector<Cell> hexesOf(const Scene& scene, const Place& p) {
  std::vector<Cell> out;
  if (p.creature >= 0) spaceCells(scene.grid().shape(), scene.creatures()[p.creature], out);
  else out.push_back({p.rect.x, p.rect.y});
  return out;
}
// Points on hex grids are written in axial coordinates (hex_lines.h's frame ÷ 3).
void writeLinePoint(JsonWriter& w, const Scene& scene, std::int64_t x, std::int64_t y, std::int64_t s) {
  writePoint(w, x, y, scene.grid().shape().hex() ? 3 * s : s);
}
}  // namespace

MaybeError querySight(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  Place from, to;
  if (auto e = readPlace(r, scene, "from", from)) return *e;
  if (auto e = readPlace(r, scene, "to", to)) return *e;
  std::string kind = "sight";
  if (auto e = r.string("kind", kind)) return *e;
  if (kind != "sight" && kind != "effect")
    return Error{errc::kBadValue, "Unknown value \"" + shown(kind) + "\" at $.kind; expected \"sight\" or \"effect\".",
                 "$.kind"};
  Blockers blockers(scene.grid(), kind == "sight" ? Blockers::Sight : Blockers::Effect);
  bool reversed = false;
  const SightLine l = scene.grid().shape().hex()
                          ? hexLineBetween(hexesOf(scene, from), hexesOf(scene, to), blockers, &reversed)
                          : lineBetween(from.rect, to.rect, blockers, &reversed);
  JsonWriter& w = ctx.out;
  w.beginObject().key("from");
  writePlace(w, scene, from);
  w.key("to");
  writePlace(w, scene, to);
  w.field("kind", kind).field("clear", l.clear).key("line");
  if (l.clear) {
    // The line for a page to draw: from a corner of one space to a point on the other's edge.
    w.beginObject();
    w.key("corner");
    writeLinePoint(w, scene, l.corner.x, l.corner.y, 1);
    w.field("cornerOf", reversed ? "to" : "from").key("to");
    writeLinePoint(w, scene, l.toX, l.toY, l.toScale);
    w.endObject();
  } else {
    w.null();
  }
  w.endObject();
  return std::nullopt;
}

MaybeError queryCover(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  Place attacker, target;
  std::optional<Cell> origin;
  if (r.has("origin")) {
    Cell o;
    if (auto e = r.cell("origin", o, true)) return *e;
    if (!scene.grid().contains(o)) return Error{errc::kOutOfGrid, "The cell at $.origin is off the grid.", "$.origin"};
    if (r.has("attacker"))
      return Error{errc::kBadValue, "Give either $.attacker or $.origin (an area's point of origin), not both.",
                   "$.origin"};
    origin = o;
    attacker.rect = {o.x, o.y, 1, 1};
  } else if (auto e = readPlace(r, scene, "attacker", attacker)) {
    return *e;
  }
  if (auto e = readPlace(r, scene, "target", target)) return *e;
  if (!scene.ruleset().position.cornerLineCover) return notInRuleset(scene, "cover by corner lines");
  std::vector<int> ignore;
  if (attacker.creature >= 0) ignore.push_back(attacker.creature);
  if (target.creature >= 0) ignore.push_back(target.creature);
  std::vector<std::string> ids;
  if (auto e = r.stringList("ignore", ids)) return *e;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const int k = scene.indexOf(ids[i]);
    if (k < 0) return unknownCreature(ids[i], "$.ignore[" + std::to_string(i) + "]");
    ignore.push_back(k);
  }
  const CoverResult c = scene.grid().shape().hex()
                            ? hexCoverAgainst(scene, origin ? std::vector<Cell>{} : hexesOf(scene, attacker), origin,
                                              hexesOf(scene, target), ignore)
                            : coverAgainst(scene, attacker.rect, origin, target.rect, ignore);
  JsonWriter& w = ctx.out;
  w.beginObject().key("target");
  writePlace(w, scene, target);
  w.field("cover", coverLevelName(c.level))
      .field("blocked", c.blocked)
      .field("attackerDisadvantage", c.level == CoverLevel::ThreeQuartersDisadvantage)
      .field("reachable", c.reachable)
      .key("from");
  writeLinePoint(w, scene, c.fromX, c.fromY, c.scale);
  w.key("lines").beginArray();
  for (const CoverLine& l : c.lines) {
    w.beginObject();
    w.key("to");
    writeLinePoint(w, scene, l.to.x, l.to.y, 1);
    w.field("blocked", l.blocked).endObject();
  }
  w.endArray();
  if (origin) {
    w.key("origin").cell(*origin);
  } else {
    w.key("attacker");
    writePlace(w, scene, attacker);
  }
  if (!c.blockedByCorner.empty()) {
    w.key("blockedByCorner").beginArray();
    for (int n : c.blockedByCorner) w.integer(n);
    w.endArray();
  }
  w.endObject();
  return std::nullopt;
}

}  // namespace footwork
