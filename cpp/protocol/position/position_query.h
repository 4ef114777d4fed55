#pragma once
// Shared reading for the position queries (position_*_query.cpp): places given as a creature id or
// a cell, creature ids, sizes and the "not in this ruleset" error.
#include <string>

#include "protocol/queries.h"
#include "protocol/readers.h"

namespace footwork {

// A place: a creature's space (when given by id) or one square.
struct Place {
  Rect rect;
  int creature = -1;  // index into scene.creatures(), or -1 for a cell
};

// Reads `key` as a creature id ("orc") or a cell ([x, y]) on the grid.
MaybeError readPlace(ObjectReader& r, const Scene& scene, const std::string& key, Place& out, bool required = true);
// The error for a query whose rule the scene's ruleset has no text for.
Error notInRuleset(const Scene& scene, const std::string& what);
// A place as given: the creature's id or the cell [x, y].
void writePlace(JsonWriter& w, const Scene& scene, const Place& p);
// A point at scale s as JSON numbers [x, y] (whole numbers print as integers).
void writePoint(JsonWriter& w, std::int64_t x, std::int64_t y, std::int64_t s);

}  // namespace footwork
