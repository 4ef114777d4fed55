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
    {"flanking", "flanking (opposite sides or corners of a hex space) is not yet read on hexes"},
    {"flankSquares", "flanking (opposite sides or corners of a hex space) is not yet read on hexes"},
    {"area", "area templates are not yet laid on hexes"},
    {"facing", "facing arcs are not yet laid on hexes"},
    {"crowding", "crowding around a hex is not yet counted"},
};

}  // namespace

std::optional<Error> refuseOnHex(std::string_view query, const JsonValue& request, const Scene& scene) {
  if (!scene.grid().shape().hex()) return std::nullopt;
  for (const Unsupported& u : kRefused)
    if (query == u.query)
      return Error{errc::kNotOnHex,
                   "The " + std::string(query) + " query is not yet supported on hex grids: " + u.what + ".",
                   "$.query"};
  // The move query walks hexes, but a jump's straight line and distance are still counted on squares.
  if (query == "move" && request.is_object())
    if (const JsonValue* path = request.find("path"); path && path->is_array())
      for (std::size_t i = 0; i < path->size(); ++i) {
        const JsonValue& item = (*path)[i];
        if (item.is_object() && item.find("jump"))
          return Error{errc::kNotOnHex, "Jumps are not yet supported on hex grids.",
                       "$.path[" + std::to_string(i) + "].jump"};
      }
  return std::nullopt;
}

}  // namespace footwork
