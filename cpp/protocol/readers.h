#pragma once
// Readers the queries share, and the errors they give: each error code is written here once.
// A movement mode, a creature id, an allowance (band) of the ruleset.
#include <string>
#include <string_view>

#include "core/ruleset/ruleset.h"
#include "core/scene/scene.h"
#include "protocol/json/json_reader.h"

namespace footwork {

// "walk", "fly", "swim", "climb", "burrow", "crawl" or "jump" at `path`.
MaybeError readMode(const JsonValue& v, const std::string& path, Mode& out);

// "No creature has the id …" (unknown-creature) for the id at `path`.
Error unknownCreature(std::string_view id, const std::string& path);
// Reads `key` (required) as a string naming a creature of the scene: the mover of a move or a search.
MaybeError readMoverId(ObjectReader& r, const Scene& scene, const std::string& key, int& out);
// Reads `key` as the id of a creature of the scene; `out` is -1 when it is absent and not required.
MaybeError readCreature(ObjectReader& r, const Scene& scene, const std::string& key, int& out, bool required = true);

// The allowance named `name`; unknown-band at `path` when the ruleset has none of that name.
Result<const Band*> findBand(const Ruleset& rules, const std::string& name, const std::string& path);

// Ruleset ids and variants are read by protocol/ruleset/ruleset_json.h.

}  // namespace footwork
