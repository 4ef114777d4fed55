// "distance", "closest" and "threatened": how far, who is nearest, which squares a creature threatens.
#include "core/position/range.h"
#include "core/position/reach.h"
#include "core/scene/sentence.h"
#include "core/scene/space.h"
#include "protocol/position/position_query.h"

namespace footwork {

MaybeError queryDistance(QueryContext& ctx) {
  const Scene& scene = *ctx.scene;
  Place from, to;
  if (auto e = readPlace(ctx.params, scene, "from", from)) return *e;
  if (auto e = readPlace(ctx.params, scene, "to", to)) return *e;
  const Milli cell = scene.grid().cellSize();
  const int squares = rangeSquares(scene.grid(), from.rect, to.rect, scene.ruleset().diagonal);
  JsonWriter& w = ctx.out;
  w.beginObject().key("from");
  writePlace(w, scene, from);
  w.key("to");
  writePlace(w, scene, to);
  w.key("distance").length(static_cast<Milli>(squares) * cell, cell);
  w.field("adjacent", squares == 1).field("overlapping", spacesOverlap(scene.grid().shape(), from.rect, to.rect));
  if (from.creature >= 0) {
    const Creature& c = scene.creatures()[from.creature];
    w.field("inReach", canStrike(scene, c, to.rect));
  }
  w.endObject();
  return std::nullopt;
}

MaybeError queryClosest(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  Place from;
  if (auto e = readPlace(r, scene, "from", from)) return *e;
  std::vector<std::string> among;
  const bool amongGiven = r.has("among");
  if (auto e = r.stringList("among", among)) return *e;
  std::string side = "all";
  if (auto e = r.string("side", side)) return *e;
  if (side != "all" && side != "enemies" && side != "allies")
    return Error{errc::kBadValue,
                 "Unknown value \"" + shown(side) + "\" at $.side; expected \"all\", \"enemies\" or \"allies\".",
                 "$.side"};
  if (side != "all" && from.creature < 0)
    return Error{errc::kBadValue, "$.side needs $.from to be a creature.", "$.side"};
  std::optional<std::uint64_t> seed;
  if (const JsonValue* s = r.get("seed")) {
    if (!s->is_number_integer() || (s->is_number_unsigned() ? false : s->get<long long>() < 0))
      return badType("$.seed", "a non-negative integer", *s);
    seed = s->get<std::uint64_t>();
  }
  std::vector<int> who;
  if (amongGiven) {
    for (std::size_t i = 0; i < among.size(); ++i) {
      const int k = scene.indexOf(among[i]);
      if (k < 0) return unknownCreature(among[i], "$.among[" + std::to_string(i) + "]");
      who.push_back(k);
    }
  } else {
    for (std::size_t i = 0; i < scene.creatures().size(); ++i) who.push_back(static_cast<int>(i));
  }
  std::vector<Rect> rects;
  std::vector<int> kept;
  for (int k : who) {
    if (k == from.creature) continue;
    if (from.creature >= 0 && side != "all") {
      const bool enemy = areEnemies(scene.creatures()[from.creature], scene.creatures()[k]);
      if ((side == "enemies") != enemy) continue;
    }
    kept.push_back(k);
    rects.push_back(scene.creatures()[k].space());
  }
  const ClosestResult c = closestOf(scene.grid(), from.rect, rects, scene.ruleset().diagonal, seed);
  const Milli cell = scene.grid().cellSize();
  JsonWriter& w = ctx.out;
  w.beginObject().key("from");
  writePlace(w, scene, from);
  w.key("tied").beginArray();
  for (int i : c.tied) w.string(scene.creatures()[kept[i]].id);
  w.endArray().key("distance");
  if (c.squares < 0) w.null();
  else w.length(static_cast<Milli>(c.squares) * cell, cell);
  w.key("closest");
  if (c.chosen < 0) w.null();
  else w.string(scene.creatures()[kept[c.chosen]].id);
  if (c.tied.size() > 1) {
    // dnd35: "randomly determine which one counts as closest by rolling a die" (README reading 10).
    const int n = static_cast<int>(c.tied.size());
    w.key("dice").beginObject().field("expression", "1d" + std::to_string(n)).field("min", 1).field("max", n);
    w.key("average").feet(static_cast<Milli>(n + 1) * 500);
    if (c.roll) w.field("roll", *c.roll);
    w.endObject();
  }
  w.endObject();
  return std::nullopt;
}

MaybeError queryThreatened(QueryContext& ctx) {
  const Scene& scene = *ctx.scene;
  int who = -1;
  if (auto e = readCreature(ctx.params, scene, "creature", who)) return *e;
  const Creature& c = scene.creatures()[who];
  JsonWriter& w = ctx.out;
  w.beginObject().field("creature", c.id);
  w.key("reach").feet(c.reach);
  w.field("reachWeapon", c.reachWeapon).field("canThreaten", canThreaten(c));
  w.key("cells").beginArray();
  for (Cell x : threatenedCells(scene, c)) w.cell(x);
  w.endArray().key("enemies").beginArray();
  for (const Creature& o : scene.creatures())
    if (o.id != c.id && areEnemies(c, o) && canStrike(scene, c, o.space())) w.string(o.id);
  w.endArray().endObject();
  return std::nullopt;
}

}  // namespace footwork
