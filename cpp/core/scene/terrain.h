#pragma once
// What a cell holds and what stands on the lines between cells. One byte per field so a grid is a
// flat array of small structs; the cost code reads these, it never asks which ruleset is playing.
#include <cstdint>
#include <optional>
#include <string_view>

namespace footwork {

// The floor of a cell.
enum class Ground : std::uint8_t {
  Open,   // ordinary floor (possibly difficult, wet, climbable …)
  Pit,    // pit or chasm: walkers cannot enter; it blocks neither corners nor sight
  Solid,  // filler such as a wall block, pillar or large tree: blocks entry, corner-cutting and sight
};

enum class Water : std::uint8_t { None, Calm, Rough };                 // rough: "gaining distance" needs a check
enum class ClimbSurface : std::uint8_t { None, Climbable, Slippery };  // slippery: a climb check is needed
enum class Material : std::uint8_t { Earth, Rock };                    // earth = sand, earth, mud or ice: burrowable

struct CellTerrain {
  Ground ground = Ground::Open;
  // How many things make this cell difficult. 5e and 4e only ask "is it difficult" (several
  // sources still cost one extra); dnd35 doubles the cost once per count ("doubled twice" = 2).
  std::uint8_t difficult = 0;
  bool obstructed = false;  // an obstacle in the square that hampers but does not block (deadfall, low wall)
  Water water = Water::None;
  ClimbSurface climb = ClimbSurface::None;
  Material material = Material::Earth;
  bool opaque = false;  // blocks sight but not movement (thick curtain, dense fog)

  friend bool operator==(const CellTerrain&, const CellTerrain&) = default;
};

// What stands on the line between two orthogonally adjacent cells.
enum class Edge : std::uint8_t {
  None,
  Wall,        // floor-to-ceiling: blocks movement (flyers too) and sight
  Low,         // low wall or other hampering obstacle between squares: costs extra, does not block sight
  DoorClosed,  // blocks movement and sight until opened
  DoorOpen,    // no effect
  Window,      // blocks movement, not sight
};

constexpr bool edgeBlocksMovement(Edge e) { return e == Edge::Wall || e == Edge::DoorClosed || e == Edge::Window; }
constexpr bool edgeBlocksSight(Edge e) { return e == Edge::Wall || e == Edge::DoorClosed; }

std::string_view edgeName(Edge e);
std::optional<Edge> parseEdge(std::string_view name);

}  // namespace footwork
