// "distance", "closest" and "threatened": how far, who is nearest, which squares a creature threatens.
#include "core/range.h"
#include "core/reach.h"
#include "protocol/position_query.h"

namespace footwork {

Result<json> queryDistance(QueryContext& ctx) {
  const Scene& scene = *ctx.scene;
  Place from, to;
  if (auto e = readPlace(ctx.params, scene, "from", from)) return *e;
  if (auto e = readPlace(ctx.params, scene, "to", to)) return *e;
  const Milli cell = scene.grid().cellSize();
  const int squares = rangeSquares(from.rect, to.rect, scene.ruleset().diagonal);
  json result{{"from", placeJson(scene, from)},
              {"to", placeJson(scene, to)},
              {"distance", lengthJson(static_cast<Milli>(squares) * cell, cell)},
              {"adjacent", squares == 1},
              {"overlapping", from.rect.overlaps(to.rect)}};
  if (from.creature >= 0) {
    const Creature& c = scene.creatures()[from.creature];
    result["inReach"] = canThreaten(c) && reaches(scene, c, to.rect);
  }
  return result;
}

Result<json> queryClosest(QueryContext& ctx) {
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
    return Error{"bad-value", "Unknown value \"" + side + "\" at $.side; expected \"all\", \"enemies\" or \"allies\".", "$.side"};
  if (side != "all" && from.creature < 0)
    return Error{"bad-value", "$.side needs $.from to be a creature.", "$.side"};
  std::optional<std::uint64_t> seed;
  if (const json* s = r.get("seed")) {
    if (!s->is_number_integer() || (s->is_number_unsigned() ? false : s->get<long long>() < 0))
      return badType("$.seed", "a non-negative integer", *s);
    seed = s->get<std::uint64_t>();
  }
  std::vector<int> who;
  if (amongGiven) {
    for (std::size_t i = 0; i < among.size(); ++i) {
      const int k = scene.indexOf(among[i]);
      if (k < 0)
        return Error{"unknown-creature", "No creature has the id '" + among[i] + "'.", "$.among[" + std::to_string(i) + "]"};
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
  const ClosestResult c = closestOf(from.rect, rects, scene.ruleset().diagonal, seed);
  const Milli cell = scene.grid().cellSize();
  json tied = json::array();
  for (int i : c.tied) tied.push_back(scene.creatures()[kept[i]].id);
  json result{{"from", placeJson(scene, from)}, {"tied", tied}};
  result["distance"] = c.squares < 0 ? json(nullptr) : lengthJson(static_cast<Milli>(c.squares) * cell, cell);
  result["closest"] = c.chosen < 0 ? json(nullptr) : json(scene.creatures()[kept[c.chosen]].id);
  if (c.tied.size() > 1) {
    // dnd35: "randomly determine which one counts as closest by rolling a die" (README reading 10).
    const int n = static_cast<int>(c.tied.size());
    json dice{{"expression", "1d" + std::to_string(n)}, {"min", 1}, {"max", n}, {"average", feetJson(static_cast<Milli>(n + 1) * 500)}};
    if (c.roll) dice["roll"] = *c.roll;
    result["dice"] = dice;
  }
  return result;
}

Result<json> queryThreatened(QueryContext& ctx) {
  const Scene& scene = *ctx.scene;
  int who = -1;
  if (auto e = readCreature(ctx.params, scene, "creature", who)) return *e;
  const Creature& c = scene.creatures()[who];
  json cells = json::array();
  for (Cell x : threatenedCells(scene, c)) cells.push_back(cellJson(x));
  json creatures = json::array();
  if (canThreaten(c))
    for (const Creature& o : scene.creatures())
      if (o.id != c.id && areEnemies(c, o) && reaches(scene, c, o.space())) creatures.push_back(o.id);
  return json{{"creature", c.id},
              {"reach", feetJson(c.reach)},
              {"reachWeapon", c.reachWeapon},
              {"canThreaten", canThreaten(c)},
              {"cells", cells},
              {"enemies", creatures}};
}

}  // namespace footwork
