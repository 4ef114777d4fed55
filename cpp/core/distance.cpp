#include "core/distance.h"

#include <algorithm>
#include <cstdlib>

namespace footwork {

int gridSquares(int dx, int dy, DiagonalRule rule, int diagonalsBefore) {
  dx = std::abs(dx);
  dy = std::abs(dy);
  const int diagonals = std::min(dx, dy);
  const int straight = std::max(dx, dy) - diagonals;
  if (rule == DiagonalRule::One) return straight + diagonals;
  // Diagonal number k (1-based, counting those before) costs 2 when k is even.
  const int evenBefore = diagonalsBefore / 2;
  const int evenAfter = (diagonalsBefore + diagonals) / 2;
  return straight + diagonals + (evenAfter - evenBefore);
}

int rangeSquares(const Rect& a, const Rect& b, DiagonalRule rule) {
  return gridSquares(gapX(a, b), gapY(a, b), rule);
}

bool withinReach(const Rect& attacker, Milli reach, bool reachWeapon, const Rect& target, const Ruleset& rules,
                 Milli cell) {
  if (reach <= 0) return false;  // 0-reach creatures threaten nothing beyond their own square
  const int gx = gapX(attacker, target), gy = gapY(attacker, target);
  const Milli range = static_cast<Milli>(gridSquares(gx, gy, rules.diagonal)) * cell;
  auto inside = [&](Milli r) {
    if (range <= r) return true;
    // dnd35: "an ogre can attack targets up to 10 feet (2 squares) away from it in any direction,
    // even diagonally (an exception to the rule that 2 squares of diagonal distance is 15 feet)".
    return rules.tenFootReachCoversDiagonal && r == 2 * cell && std::max(gx, gy) <= 2;
  };
  if (!reachWeapon) return inside(reach);
  return inside(2 * reach) && !inside(reach);
}

}  // namespace footwork
