#pragma once
// Facing (5e-fine): "on squares, you pick one side of a creature's space as the direction it is
// facing; draw a diagonal line outward from each corner of this side to determine the squares in
// its front arc; the opposite side … its rear arc … the remaining spaces to either side … its side
// arcs"; "a creature can chose to face a corner and so would draw the lines out from the center of
// each side". A square split by a line: "if more than half … lies in one arc, it is in that arc … if
// half of it lies in the front arc, it's in that arc, if half of it is in a side arc and the rear
// arc, it's in the side arc". Lines from corners run at 45° through grid vertices and lines from the
// middle of a side run along a grid line or through square centres, so a square is either wholly in
// one arc or split exactly in half: exact integer tests decide it.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <vector>

#include "core/scene/cell.h"
#include "core/scene/geometry.h"
#include "core/scene/hex_lines.h"

namespace footwork {

enum class Facing : std::uint8_t { North, East, South, West, NorthEast, SouthEast, SouthWest, NorthWest };
std::optional<Facing> parseFacing(std::string_view s);  // "north" … or "ne", "se", "sw", "nw"
std::string_view facingName(Facing f);

enum class Arc : std::uint8_t { Front, Left, Right, Rear, Self };
std::string_view arcName(Arc a);

// The arc of square `c` for a creature occupying `space` and facing `f`.
Arc arcOf(const Rect& space, Facing f, Cell c);

// Hexes (docs/rules/hex.md "Facing on hexes"): a one-hex creature faces one of its six sides or six
// corners, numbered 0..11 round the hex: side d is 2d, the corner between sides k and k + 1 is 2k + 1.
// Side names follow the layout (flat: se, ne, north, nw, sw, south; pointy: east, ne, nw, west, sw,
// se, in direction order); a corner is named by its two sides, "ne-north". The lines run out from the
// corners of the side faced (a corner faced: from the middles of its two sides) away from the hex's
// centre, so they split every hex they cross through its centre, into two exact halves.
std::optional<int> parseHexFacing(GridShape s, std::string_view name);
std::string hexFacingName(GridShape s, int facing);
// The arc of hex `c` for a creature in hex `self` facing `facing` (0..11).
Arc hexArcOf(GridShape s, Cell self, int facing, Cell c);

// A space of several hexes (docs/rules/hex.md "Facing on hexes"): the side of the space towards
// direction d is every side towards d of its hexes whose neighbour there is outside it; its corners are
// the two of those sides' corners farthest apart across d, and its middle the point halfway between them.
// The lines run out from them parallel to a one-hex creature's. Lines from corners run along hex sides
// and through hex centres, so they halve the hexes they cut; a line from the middle of an even width's
// side may miss the centres, but a hexagon is centrally symmetric, so the part holding its centre is
// the larger: "more than half" is still the side its centre lies on, and a centre on a line is a half.
struct HexSpaceArcs {
  HexPoint left[2], right[2];  // front (0) and rear (1) lines' starts, doubled (2 × hex_lines.h's frame)
  int facing = 0;
};
HexSpaceArcs hexSpaceArcs(GridShape s, const std::vector<Cell>& space, int facing);
Arc hexSpaceArcOf(GridShape s, const std::vector<Cell>& space, const HexSpaceArcs& arcs, Cell c);

enum class Hand : std::uint8_t { Left, Right };
enum class WeaponGrip : std::uint8_t { OneHanded, TwoHandedMelee, TwoHandedMissile };

// "a creature can normally target only creatures in its front or weapon side arcs, two-handed melee
// weapons can target both side arcs, and two handed missile weapons are the opposite targeting the
// front and off side arcs".
bool canTargetArc(Arc a, WeaponGrip grip, Hand weaponHand);
// "shields apply their cover bonus to AC only against attacks from the front arc or the same side
// arc as the shield".
bool shieldCoversArc(Arc a, Hand shieldHand);

}  // namespace footwork
