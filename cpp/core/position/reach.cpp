#include "core/position/reach.h"

#include <algorithm>

#include "core/scene/distance.h"
#include "core/scene/space.h"

namespace footwork {

bool canThreaten(const Creature& c) { return c.reach > 0 && c.canReact() && !c.has(kCannotAttack); }

bool reaches(const Scene& scene, const Creature& c, const Rect& target) {
  return withinReach(c.space(), c.reach, c.reachWeapon, target, scene.ruleset(), scene.grid());
}

bool canStrike(const Scene& scene, const Creature& c, const Rect& target) {
  if (c.reach <= 0)
    return c.canReact() && !c.has(kCannotAttack) && spacesOverlap(scene.grid().shape(), c.space(), target);
  return canThreaten(c) && reaches(scene, c, target);
}

std::vector<Cell> threatenedCells(const Scene& scene, const Creature& c) {
  std::vector<Cell> out;
  if (!canThreaten(c)) return out;
  const Grid& g = scene.grid();
  const Milli cell = g.cellSize();
  // Reach (doubled for a reach weapon) in squares, rounded up, bounds the search (on hexes too: a hex
  // n steps away is at most n columns and n rows away).
  const Milli far = c.reachWeapon ? 2 * c.reach : c.reach;
  const int span = static_cast<int>((far + cell - 1) / cell) + 1;
  const Rect s = c.space(), b = spaceBox(g.shape(), s);
  for (int y = std::max(0, b.y - span); y < std::min(g.height(), b.y + b.h + span); ++y)
    for (int x = std::max(0, b.x - span); x < std::min(g.width(), b.x + b.w + span); ++x) {
      if (inSpace(g.shape(), s, {x, y})) continue;
      if (reaches(scene, c, Rect{x, y, 1, 1})) out.push_back({x, y});
    }
  return out;
}

}  // namespace footwork
