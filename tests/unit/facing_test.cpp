// Facing arcs (5e-fine) against a reference that measures how much of each square lies in each arc
// (sampled, points on a line shared half and half) and applies the text's rules: "if more than half of
// a square … lies in one arc, it is in that arc … if half of it lies in the front arc, it's in that
// arc, if half of it is in a side arc and the rear arc, it's in the side arc".
#include <gtest/gtest.h>

#include <cmath>

#include "core/position/facing.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

// Shares of a point among the arcs (front, left, right, rear), doubled so that halves are integers.
void pointShares(const Rect& s, Facing f, double px, double py, int out[4]) {
  const double cx = s.x + s.w / 2.0, cy = s.y + s.h / 2.0, wx = px - cx, wy = py - cy;
  const int fi = static_cast<int>(f);
  if (fi < 4) {
    const int fx[4] = {0, 1, 0, -1}, fy[4] = {-1, 0, 1, 0};
    const double ux = fx[fi], uy = fy[fi];
    const double along = wx * ux + wy * uy, across = wx * -uy + wy * ux;  // across > 0: to the right
    const double hAlong = (fi % 2 == 0) ? s.h / 2.0 : s.w / 2.0, hAcross = (fi % 2 == 0) ? s.w / 2.0 : s.h / 2.0;
    const double out1 = std::max(std::fabs(across) - hAcross, 0.0);
    const double front = along - hAlong - out1, rear = -along - hAlong - out1;
    const int side = across < 0 ? 1 : 2;
    if (front > 1e-12) out[0] += 2;
    else if (std::fabs(front) <= 1e-12 && along > hAlong) out[0] += 1, out[side] += 1;
    else if (rear > 1e-12) out[3] += 2;
    else if (std::fabs(rear) <= 1e-12 && -along > hAlong) out[3] += 1, out[side] += 1;
    else out[side] += 2;
    return;
  }
  // Corner facing: quadrants around the centre; the facing corner's quadrant is the front.
  const int gx[4] = {1, 1, -1, -1}, gy[4] = {-1, 1, 1, -1};  // ne, se, sw, nw
  const double ux = gx[fi - 4], uy = gy[fi - 4];
  auto arcAt = [&](double x, double y) {
    const double a = x * ux, b = y * uy;   // both > 0: front; both < 0: rear
    const double cross = ux * y - uy * x;  // > 0: the right-hand side (y grows downwards)
    if (a > 0 && b > 0) return 0;
    if (a < 0 && b < 0) return 3;
    return cross > 0 ? 2 : 1;
  };
  const double e = 1e-6;
  if (std::fabs(wx) > 1e-12 && std::fabs(wy) > 1e-12) {
    out[arcAt(wx, wy)] += 2;
  } else if (std::fabs(wx) <= 1e-12) {  // on a line: half to each neighbouring quadrant
    out[arcAt(e, wy)] += 1;
    out[arcAt(-e, wy)] += 1;
  } else {
    out[arcAt(wx, e)] += 1;
    out[arcAt(wx, -e)] += 1;
  }
}

Arc referenceArc(const Rect& s, Facing f, Cell c) {
  if (s.contains(c)) return Arc::Self;
  const int n = 20;
  int share[4] = {0, 0, 0, 0};
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) pointShares(s, f, c.x + (i + 0.5) / n, c.y + (j + 0.5) / n, share);
  const int total = 2 * n * n;
  for (int a = 0; a < 4; ++a)
    if (2 * share[a] > total) return static_cast<Arc>(a);
  if (2 * share[0] == total) return Arc::Front;
  if (2 * share[1] == total) return Arc::Left;
  if (2 * share[2] == total) return Arc::Right;
  ADD_FAILURE() << "no arc holds half of square " << c.x << "," << c.y;
  return Arc::Self;
}

TEST(FacingExhaustive, EverySquareAroundSeveralSpacesEveryFacing) {
  const Rect spaces[] = {{4, 4, 1, 1}, {4, 4, 2, 2}, {3, 3, 3, 3}, {4, 3, 1, 3}, {3, 4, 4, 2}};
  for (const Rect& s : spaces)
    for (int f = 0; f < 8; ++f)
      for (int y = 0; y < 11; ++y)
        for (int x = 0; x < 11; ++x)
          ASSERT_EQ(arcOf(s, static_cast<Facing>(f), {x, y}), referenceArc(s, static_cast<Facing>(f), {x, y}))
              << "space " << s.x << "," << s.y << " " << s.w << "×" << s.h << " facing "
              << facingName(static_cast<Facing>(f)) << " square " << x << "," << y;
}

TEST(FacingRules, TieRulesOnAMediumCreature) {
  const Rect s{2, 2, 1, 1};
  // Facing north: the squares diagonally in front are split by the corner lines: front wins.
  EXPECT_EQ(arcOf(s, Facing::North, {1, 1}), Arc::Front);
  EXPECT_EQ(arcOf(s, Facing::North, {3, 1}), Arc::Front);
  // Diagonally behind: split between a side and the rear: the side wins.
  EXPECT_EQ(arcOf(s, Facing::North, {1, 3}), Arc::Left);
  EXPECT_EQ(arcOf(s, Facing::North, {3, 3}), Arc::Right);
  EXPECT_EQ(arcOf(s, Facing::North, {2, 4}), Arc::Rear);
  // Facing the north-east corner: lines from the middle of each side.
  EXPECT_EQ(arcOf(s, Facing::NorthEast, {2, 1}), Arc::Front);  // split front/left: front
  EXPECT_EQ(arcOf(s, Facing::NorthEast, {3, 2}), Arc::Front);
  EXPECT_EQ(arcOf(s, Facing::NorthEast, {2, 3}), Arc::Right);  // split right/rear: the side
  EXPECT_EQ(arcOf(s, Facing::NorthEast, {1, 2}), Arc::Left);
  EXPECT_EQ(arcOf(s, Facing::NorthEast, {1, 3}), Arc::Rear);
}

TEST(FacingRules, TargetingAndShields) {
  // "a creature can normally target only creatures in its front or weapon side arcs"
  EXPECT_TRUE(canTargetArc(Arc::Front, WeaponGrip::OneHanded, Hand::Right));
  EXPECT_TRUE(canTargetArc(Arc::Right, WeaponGrip::OneHanded, Hand::Right));
  EXPECT_FALSE(canTargetArc(Arc::Left, WeaponGrip::OneHanded, Hand::Right));
  EXPECT_FALSE(canTargetArc(Arc::Rear, WeaponGrip::OneHanded, Hand::Right));
  // "two-handed melee weapons can target both side arcs"
  EXPECT_TRUE(canTargetArc(Arc::Left, WeaponGrip::TwoHandedMelee, Hand::Right));
  EXPECT_TRUE(canTargetArc(Arc::Right, WeaponGrip::TwoHandedMelee, Hand::Right));
  EXPECT_FALSE(canTargetArc(Arc::Rear, WeaponGrip::TwoHandedMelee, Hand::Right));
  // "two handed missile weapons are the opposite targeting the front and off side arcs"
  EXPECT_TRUE(canTargetArc(Arc::Left, WeaponGrip::TwoHandedMissile, Hand::Right));
  EXPECT_FALSE(canTargetArc(Arc::Right, WeaponGrip::TwoHandedMissile, Hand::Right));
  // "a fighter with a shield on the left arm can use it only against attacks from the front and left arcs"
  EXPECT_TRUE(shieldCoversArc(Arc::Front, Hand::Left));
  EXPECT_TRUE(shieldCoversArc(Arc::Left, Hand::Left));
  EXPECT_FALSE(shieldCoversArc(Arc::Right, Hand::Left));
  EXPECT_FALSE(shieldCoversArc(Arc::Rear, Hand::Left));
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
