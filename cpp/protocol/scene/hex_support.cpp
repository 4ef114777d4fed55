#include "protocol/scene/hex_support.h"

#include <string>

namespace footwork {
namespace {

struct Unsupported {
  const char* query;
  const char* what;  // what is missing on hexes, for the message
};

// Queries refused outright on hex grids, with the reason.
constexpr Unsupported kRefused[] = {
    {"forced", "forced movement checks line of effect, which is not yet drawn between hexes"},
    {"swap", "swapping places is forced movement, whose line of effect is not yet drawn between hexes"},
    {"teleportation", "teleportation needs line of sight, which is not yet drawn between hexes"},
    {"sight", "line of sight between hexes (from hex corners) is not yet drawn"},
    {"cover", "cover by corner lines is not yet drawn between hexes"},
};

}  // namespace

std::optional<Error> refuseOnHex(std::string_view query, const JsonValue& /*request*/, const Scene& scene) {
  if (!scene.grid().shape().hex()) return std::nullopt;
  for (const Unsupported& u : kRefused)
    if (query == u.query)
      return Error{errc::kNotOnHex,
                   "The " + std::string(query) + " query is not yet supported on hex grids: " + u.what + ".",
                   "$.query"};
  return std::nullopt;
}

}  // namespace footwork
