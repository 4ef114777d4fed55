#pragma once
// What the engine does not yet answer on hex grids, refused with `not-on-hex` before a query runs,
// so a hex scene never gets an answer worked out on squares (docs/rules/hex.md lists the readings).
// A query family that learns hexes takes itself off the list below.
#include <string_view>

#include "core/scene/error.h"
#include "core/scene/scene.h"
#include "protocol/json/json_value.h"

namespace footwork {

// The refusal for `query` (its request object `request`) on `scene`, or nothing when the scene is
// square or the query is answered on hexes.
std::optional<Error> refuseOnHex(std::string_view query, const JsonValue& request, const Scene& scene);

}  // namespace footwork
