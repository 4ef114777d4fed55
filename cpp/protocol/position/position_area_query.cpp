// "area": the squares an area of effect covers and, per creature, how many of its squares.
#include "core/position/area.h"
#include "core/scene/sentence.h"
#include "protocol/position/position_query.h"

namespace footwork {

MaybeError queryArea(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  AreaSpec a;
  std::string shape;
  if (auto e = r.string("shape", shape, true)) return *e;
  if (shape == "sphere" || shape == "cylinder") a.shape = AreaShape::Sphere;
  else if (shape == "cube") a.shape = AreaShape::Cube;
  else if (shape == "cone") a.shape = AreaShape::Cone;
  else if (shape == "line") a.shape = AreaShape::Line;
  else
    return Error{errc::kBadValue,
                 "Unknown shape \"" + shown(shape) + "\" at $.shape; expected sphere, cylinder, cube, cone or line.",
                 "$.shape"};
  if (auto e = r.cell("origin", a.origin, true)) return *e;
  if (!scene.grid().contains(a.origin))
    return Error{errc::kOutOfGrid, "The cell at $.origin is off the grid.", "$.origin"};
  const char* sizeKey = a.shape == AreaShape::Sphere ? "radius" : a.shape == AreaShape::Cube ? "size" : "length";
  if (auto e = r.feet(sizeKey, a.size, 100'000 * kMilliPerFoot, true)) return *e;
  if (a.shape == AreaShape::Line)
    if (auto e = r.feet("width", a.width, 100'000 * kMilliPerFoot)) return *e;
  if (a.shape == AreaShape::Cone || a.shape == AreaShape::Line) {
    if (auto e = r.cell("toward", a.toward, true)) return *e;
    if (a.toward == a.origin)
      return Error{errc::kBadValue, "$.toward must be another square than $.origin (it gives the direction).",
                   "$.toward"};
  }
  if (a.shape == AreaShape::Cube) {
    std::string dir = "east";
    if (auto e = r.string("direction", dir)) return *e;
    if (dir == "north") a.direction = {0, -1};
    else if (dir == "east") a.direction = {1, 0};
    else if (dir == "south") a.direction = {0, 1};
    else if (dir == "west") a.direction = {-1, 0};
    else
      return Error{errc::kBadValue,
                   "Unknown direction \"" + shown(dir) + "\" at $.direction; expected north, east, south or west.",
                   "$.direction"};
  }
  std::string rule = "centre";
  if (auto e = r.string("rule", rule)) return *e;
  if (rule == "centre" || rule == "center") a.rule = AreaRule::Centre;
  else if (rule == "whole") a.rule = AreaRule::Whole;
  else
    return Error{errc::kBadValue, "Unknown rule \"" + shown(rule) + "\" at $.rule; expected centre or whole.",
                 "$.rule"};
  if (!scene.ruleset().position.areas) return notInRuleset(scene, "areas of effect on squares");
  const AreaResult res = coverArea(scene, a);
  JsonWriter& w = ctx.out;
  w.beginObject().field("shape", shape);
  w.key("origin").cell(a.origin);
  w.field("count", res.cells.size());
  w.key("cells").beginArray();
  for (Cell c : res.cells) w.cell(c);
  w.endArray().key("creatures").beginArray();
  for (const AreaCreature& c : res.creatures) {
    w.beginObject()
        .field("id", scene.creatures()[c.index].id)
        .field("squares", c.squares)
        .field("covered", c.covered)
        .field("fewerThanHalf", c.fewerThanHalf);
    // 5e-fine: "if less than half of a creature's squares are covered … advantage on the saving throw"
    w.field("saveAdvantage", scene.ruleset().position.areaFewerThanHalfAdvantage && c.fewerThanHalf);
    w.endObject();
  }
  w.endArray().endObject();
  return std::nullopt;
}

}  // namespace footwork
