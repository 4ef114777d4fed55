#include "core/position/facing.h"

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
