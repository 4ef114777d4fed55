#include "protocol/position/position_query.h"

namespace footwork {

MaybeError readPlace(ObjectReader& r, const Scene& scene, const std::string& key, Place& out, bool required) {
  const JsonValue* v = r.get(key);
  if (!v) {
    if (required) return Error{errc::kMissingField, "The field " + r.pathOf(key) + " is required.", r.pathOf(key)};
    return std::nullopt;
  }
  if (v->is_string()) {
    out.creature = scene.indexOf(v->get<std::string>());
    if (out.creature < 0) return unknownCreature(v->get<std::string>(), r.pathOf(key));
    out.rect = scene.creatures()[out.creature].space();
    return std::nullopt;
  }
  if (!v->is_array()) return badType(r.pathOf(key), "a creature id or a cell [x, y]", *v);
  Cell c;
  FW_TRY(readCell(*v, r.pathOf(key), c));
  if (!scene.grid().contains(c))
    return Error{errc::kOutOfGrid,
                 "The cell at " + r.pathOf(key) + " is off the " + std::to_string(scene.grid().width()) + "×" +
                     std::to_string(scene.grid().height()) + " grid.",
                 r.pathOf(key)};
  out.creature = -1;
  out.rect = {c.x, c.y, 1, 1};
  return std::nullopt;
}

Error notInRuleset(const Scene& scene, const std::string& what) {
  return Error{errc::kNotInRuleset, "Ruleset " + scene.ruleset().id + " has no rule for " + what + ".",
               "$.scene.ruleset"};
}

void writePlace(JsonWriter& w, const Scene& scene, const Place& p) {
  if (p.creature >= 0) w.string(scene.creatures()[p.creature].id);
  else w.cell({p.rect.x, p.rect.y});
}

void writePoint(JsonWriter& w, std::int64_t x, std::int64_t y, std::int64_t s) {
  auto one = [&](std::int64_t v) {
    if (v % s == 0) w.integer(v / s);
    else w.number(static_cast<double>(v) / static_cast<double>(s));
  };
  w.beginArray();
  one(x);
  one(y);
  w.endArray();
}

}  // namespace footwork
