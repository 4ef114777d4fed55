#include "core/position/facing.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace footwork {
namespace {
constexpr std::array<std::string_view, 8> kFacingNames = {"north", "east", "south", "west", "ne", "se", "sw", "nw"};
constexpr std::array<std::string_view, 5> kArcNames = {"front", "left", "right", "rear", "self"};
}  // namespace

std::optional<Facing> parseFacing(std::string_view s) {
  for (std::size_t i = 0; i < kFacingNames.size(); ++i)
    if (kFacingNames[i] == s) return static_cast<Facing>(i);
  return std::nullopt;
}
std::string_view facingName(Facing f) { return kFacingNames[static_cast<int>(f)]; }
std::string_view arcName(Arc a) { return kArcNames[static_cast<int>(a)]; }

Arc arcOf(const Rect& space, Facing f, Cell c) {
  if (space.contains(c)) return Arc::Self;
  // Doubled coordinates relative to the space's centre; y grows southwards.
  long rx = 2L * c.x + 1 - (2L * space.x + space.w), ry = 2L * c.y + 1 - (2L * space.y + space.h);
  long hw = space.w, hh = space.h;  // half extents, doubled
  // Turn the picture so that the facing is north (a side) or north-east (a corner): a quarter turn
  // maps east to north: (x, y) → (y, −x).
  const int f0 = static_cast<int>(f);
  const bool corner = f0 >= 4;
  const int turns = corner ? f0 - 4 : f0;
  for (int i = 0; i < turns; ++i) {
    const long nx = ry, ny = -rx;
    rx = nx;
    ry = ny;
    std::swap(hw, hh);
  }
  if (!corner) {
    // Front: north of the space between the diagonals from its north corners (boundary: front wins).
    const long out = std::max(std::labs(rx) - hw, 0L);  // how far beyond the space's columns
    if (-ry - hh > 0 && -ry - hh >= out) return Arc::Front;
    if (ry - hh > 0 && ry - hh > out) return Arc::Rear;  // on the rear diagonal: the side arc wins
    return rx < 0 ? Arc::Left : Arc::Right;
  }
  // Facing the north-east corner: lines run north and east from the middle of the north and east
  // sides, south and west from the others. On a line between front and a side arc: front; between
  // a side arc and the rear: the side.
  if (rx >= 0 && ry <= 0) return Arc::Front;
  if (rx >= 0) return Arc::Right;
  if (ry <= 0) return Arc::Left;
  return Arc::Rear;
}

namespace {
constexpr std::string_view kHexSides[2][kHexDirections] = {{"se", "ne", "north", "nw", "sw", "south"},
                                                           {"east", "ne", "nw", "west", "sw", "se"}};
// The twelve rays from a hex's centre in hex_lines.h's frame, round the hex: side directions (even)
// and corners (odd).
constexpr HexPoint kRays[12] = {{3, 0},  {2, -1}, {3, -3}, {1, -2}, {0, -3}, {-1, -1},
                                {-3, 0}, {-2, 1}, {-3, 3}, {-1, 2}, {0, 3},  {1, 1}};
}  // namespace

std::string hexFacingName(GridShape s, int f) {
  const auto& sides = kHexSides[s.orientation == HexOrientation::Pointy];
  if (f % 2 == 0) return std::string(sides[f / 2]);
  return std::string(sides[f / 2]) + "-" + std::string(sides[(f / 2 + 1) % kHexDirections]);
}

std::optional<int> parseHexFacing(GridShape s, std::string_view name) {
  for (int f = 0; f < 12; ++f)
    if (hexFacingName(s, f) == name) return f;
  return std::nullopt;
}

Arc hexArcOf(GridShape s, Cell self, int f, Cell c) {
  if (c == self) return Arc::Self;
  const HexPoint m = hexCentre(s, self), p = hexCentre(s, c);
  const std::int64_t x = p.x - m.x, y = p.y - m.y;
  // Where the hex's centre lies round the creature's, in 24ths of a turn: 2j on ray j, 2j + 1
  // between rays j and j + 1 (consecutive rays turn the same way: cross(ray j, ray j + 1) < 0).
  int at = 0;
  for (int j = 0; j < 12; ++j) {
    const HexPoint a = kRays[j], b = kRays[(j + 1) % 12];
    const std::int64_t ca = a.x * y - a.y * x, cb = x * b.y - y * b.x;
    if (ca == 0 && a.x * x + a.y * y > 0) {
      at = 2 * j;
      break;
    }
    if (ca < 0 && cb < 0) {
      at = 2 * j + 1;
      break;
    }
  }
  // The lines bounding the front run along rays f − 1 and f + 1, the rear's along f + 5 and f + 7. A
  // centre on one of them has half the hex on either side: "if half of it lies in the front arc,
  // it's in that arc, if half of it is in a side arc and the rear arc, it's in the side arc".
  const int rel = ((at - 2 * (f - 1)) % 24 + 24) % 24;
  if (rel <= 4) return Arc::Front;
  if (rel <= 12) return Arc::Left;  // counter-clockwise from the front, as the directions turn
  if (rel < 16) return Arc::Rear;
  return Arc::Right;
}

namespace {
std::int64_t cross(HexPoint a, HexPoint b) { return a.x * b.y - a.y * b.x; }
HexPoint minus(HexPoint a, HexPoint b) { return {a.x - b.x, a.y - b.y}; }
bool holds(const std::vector<Cell>& v, Cell c) { return std::find(v.begin(), v.end(), c) != v.end(); }

// The side of the space towards direction d: its corners farthest left and right across d (left is
// where the rays turn, cross(ray, v) < 0), doubled.
void spaceSide(GridShape s, const std::vector<Cell>& space, int d, HexPoint& left, HexPoint& right) {
  const HexPoint n = kRays[2 * d];
  bool any = false;
  for (Cell h : space) {
    if (holds(space, neighbourAt(s, h, d))) continue;
    for (int k : {(d + kHexDirections - 1) % kHexDirections, d}) {
      const HexPoint p = hexCorner(s, h, k);
      if (!any || cross(n, p) < cross(n, left) / 2) left = {2 * p.x, 2 * p.y};
      if (!any || cross(n, p) > cross(n, right) / 2) right = {2 * p.x, 2 * p.y};
      any = true;
    }
  }
}

// The lines bounding the arc faced by `f` start at the corners of the side faced (f even) or at the
// middles of the two sides beside the corner faced (f odd); from the left one along ray f + 1, from
// the right one along ray f − 1.
void arcStarts(GridShape s, const std::vector<Cell>& space, int f, HexPoint& left, HexPoint& right) {
  if (f % 2 == 0) {
    spaceSide(s, space, f / 2, left, right);
    return;
  }
  HexPoint l, r;
  spaceSide(s, space, (f + 1) / 2 % kHexDirections, l, r);
  left = {(l.x + r.x) / 2, (l.y + r.y) / 2};  // a middle: exact, the doubled corners are even
  spaceSide(s, space, (f - 1) / 2, l, r);
  right = {(l.x + r.x) / 2, (l.y + r.y) / 2};
}
}  // namespace

HexSpaceArcs hexSpaceArcs(GridShape s, const std::vector<Cell>& space, int facing) {
  HexSpaceArcs a;
  a.facing = facing;
  arcStarts(s, space, facing, a.left[0], a.right[0]);
  arcStarts(s, space, (facing + 6) % 12, a.left[1], a.right[1]);
  return a;
}

Arc hexSpaceArcOf(GridShape s, const std::vector<Cell>& space, const HexSpaceArcs& a, Cell c) {
  if (holds(space, c)) return Arc::Self;
  const HexPoint m = hexCentre(s, c), p{2 * m.x, 2 * m.y};
  // Inside an arc: right of its left line, left of its right line. A centre on a line has half the
  // hex on either side: "if half of it lies in the front arc, it's in that arc, if half of it is in a
  // side arc and the rear arc, it's in the side arc".
  auto side = [&](int i, int f) {
    return std::pair{cross(kRays[(f + 1) % 12], minus(p, a.left[i])),
                     cross(kRays[(f + 11) % 12], minus(p, a.right[i]))};
  };
  const auto [fl, fr] = side(0, a.facing);
  if (fl >= 0 && fr <= 0) return Arc::Front;
  const auto [bl, br] = side(1, (a.facing + 6) % 12);
  if (bl > 0 && br < 0) return Arc::Rear;
  // Beside the space: left of the line through the middle of the front's starts along ray f.
  const HexPoint twiceMid{a.left[0].x + a.right[0].x, a.left[0].y + a.right[0].y};
  return cross(kRays[a.facing], minus({2 * p.x, 2 * p.y}, twiceMid)) < 0 ? Arc::Left : Arc::Right;
}

bool canTargetArc(Arc a, WeaponGrip grip, Hand hand) {
  if (a == Arc::Front || a == Arc::Self) return true;
  if (a == Arc::Rear) return false;
  const bool weaponSide = (a == Arc::Left) == (hand == Hand::Left);
  switch (grip) {
    case WeaponGrip::OneHanded: return weaponSide;
    case WeaponGrip::TwoHandedMelee: return true;
    case WeaponGrip::TwoHandedMissile: return !weaponSide;
  }
  return false;
}

bool shieldCoversArc(Arc a, Hand shieldHand) {
  if (a == Arc::Front) return true;
  return (a == Arc::Left && shieldHand == Hand::Left) || (a == Arc::Right && shieldHand == Hand::Right);
}

}  // namespace footwork
