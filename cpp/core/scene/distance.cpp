#include "core/scene/distance.h"

#include <algorithm>
#include <cstdlib>

#include "core/ruleset/diagonals.h"

namespace footwork {

int gridSquares(int dx, int dy, DiagonalRule rule, int diagonalsBefore) {
  dx = std::abs(dx);
  dy = std::abs(dy);
  const int diagonals = std::min(dx, dy);
  const int straight = std::max(dx, dy) - diagonals;
  return straight + diagonalSquares(rule, diagonalsBefore, diagonals);
}

int rangeSquares(const Rect& a, const Rect& b, DiagonalRule rule) { return gridSquares(gapX(a, b), gapY(a, b), rule); }

int cellSteps(GridShape shape, Cell a, Cell b, DiagonalRule rule) {
  if (shape.hex()) return hexDistance(shape, a, b);
  return gridSquares(b.x - a.x, b.y - a.y, rule);
}

namespace {
// The fewest hex steps from a cell of `a` to a cell of `b` (0 when they overlap): on hexes a Rect is a
// hex space's anchor and width (core/scene/space.h).
int hexRange(GridShape shape, const Rect& a, const Rect& b) {
  return hexSpaceGap(shape, {a.x, a.y}, a.w, {b.x, b.y}, b.w);
}
}  // namespace

int rangeSquares(const Grid& grid, const Rect& a, const Rect& b, DiagonalRule rule) {
  if (grid.shape().hex()) return hexRange(grid.shape(), a, b);
  return rangeSquares(a, b, rule);
}

bool leavesAdjacent(const Grid& grid, const Rect& enemy, Milli enemyReach, const Rect& from) {
  if (!grid.shape().hex()) return leavesAdjacent(enemy, enemyReach, from);
  const int gap = hexRange(grid.shape(), enemy, from);
  return enemyReach <= 0 ? gap == 0 : gap <= 1;
}

bool withinReach(const Rect& attacker, Milli reach, bool reachWeapon, const Rect& target, const Ruleset& rules,
                 const Grid& grid) {
  if (!grid.shape().hex()) return withinReach(attacker, reach, reachWeapon, target, rules, grid.cellSize());
  if (reach <= 0) return false;
  const Milli range = static_cast<Milli>(hexRange(grid.shape(), attacker, target)) * grid.cellSize();
  const bool withinNatural = range <= reach;
  if (!reachWeapon) return withinNatural;
  return range <= 2 * reach && !withinNatural;
}

bool withinReach(const Rect& attacker, Milli reach, bool reachWeapon, const Rect& target, const Ruleset& rules,
                 Milli cell) {
  if (reach <= 0) return false;  // 0-reach creatures threaten nothing beyond their own square
  const int gx = gapX(attacker, target), gy = gapY(attacker, target);
  const Milli range = static_cast<Milli>(gridSquares(gx, gy, rules.diagonal)) * cell;
  // dnd35: "an ogre can attack targets up to 10 feet (2 squares) away from it in any direction,
  // even diagonally (This is an exception to the rule that 2 squares of diagonal distance is
  // measured as 15 feet)" — an exception for natural reach only, not for a reach weapon's.
  const bool naturalTenFoot = rules.tenFootReachCoversDiagonal && reach == 2 * cell && std::max(gx, gy) <= 2;
  const bool withinNatural = range <= reach || naturalTenFoot;
  if (!reachWeapon) return withinNatural;
  return range <= 2 * reach && !withinNatural;
}

}  // namespace footwork
