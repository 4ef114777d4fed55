#include "protocol/readers.h"

#include "core/scene/sentence.h"

namespace footwork {

MaybeError readMode(const JsonValue& v, const std::string& path, Mode& out) {
  if (!v.is_string()) return badType(path, "a movement mode", v);
  if (!parseMode(v.get<std::string>(), out))
    return Error{errc::kBadValue,
                 "Unknown mode \"" + v.get<std::string>() + "\" at " + path +
                     "; expected walk, fly, swim, climb, burrow, crawl or jump.",
                 path};
  return std::nullopt;
}

Error unknownCreature(std::string_view id, const std::string& path) {
  return Error{errc::kUnknownCreature, "No creature has the id '" + shown(id) + "'.", path};
}

MaybeError readMoverId(ObjectReader& r, const Scene& scene, const std::string& key, int& out) {
  std::string id;
  FW_TRY(r.string(key, id, true));
  out = scene.indexOf(id);
  if (out < 0) return unknownCreature(id, r.pathOf(key));
  return std::nullopt;
}

MaybeError readCreature(ObjectReader& r, const Scene& scene, const std::string& key, int& out, bool required) {
  const JsonValue* v = r.get(key);
  if (!v) {
    if (required) return Error{errc::kMissingField, "The field " + r.pathOf(key) + " is required.", r.pathOf(key)};
    out = -1;
    return std::nullopt;
  }
  if (!v->is_string()) return badType(r.pathOf(key), "a creature id", *v);
  out = scene.indexOf(v->get<std::string>());
  if (out < 0) return unknownCreature(v->get<std::string>(), r.pathOf(key));
  return std::nullopt;
}

Result<const Band*> findBand(const Ruleset& rules, const std::string& name, const std::string& path) {
  if (const Band* band = rules.band(name)) return band;
  std::string known;
  for (auto& b : rules.bands) known += (known.empty() ? "" : ", ") + b.name;
  return Error{errc::kUnknownBand,
               "Ruleset " + rules.id + " has no allowance \"" + shown(name) + "\"; it has " + known + ".", path};
}

}  // namespace footwork
