#include "core/scene/space.h"

namespace footwork {

void spaceCells(GridShape shape, const Creature& c, Cell anchor, std::vector<Cell>& out) {
  out.clear();
  if (shape.hex()) {
    // One hex: Scene::addCreature refuses larger spaces on hex grids.
    out.push_back(anchor);
    return;
  }
  const Rect r = c.spaceAt(anchor);
  for (int y = r.y; y < r.y + r.h; ++y)
    for (int x = r.x; x < r.x + r.w; ++x) out.push_back({x, y});
}

}  // namespace footwork
