#include "core/scene/terrain.h"

#include <array>
#include <utility>

namespace footwork {
namespace {
constexpr std::array<std::pair<Edge, std::string_view>, 6> kEdgeNames = {{
    {Edge::None, "none"},
    {Edge::Wall, "wall"},
    {Edge::Low, "low"},
    {Edge::DoorClosed, "door-closed"},
    {Edge::DoorOpen, "door-open"},
    {Edge::Window, "window"},
}};
}

std::string_view edgeName(Edge e) {
  for (auto& [k, n] : kEdgeNames)
    if (k == e) return n;
  return "none";
}

std::optional<Edge> parseEdge(std::string_view name) {
  for (auto& [k, n] : kEdgeNames)
    if (n == name) return k;
  return std::nullopt;
}

}  // namespace footwork
