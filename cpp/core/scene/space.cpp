#include "core/scene/space.h"

namespace footwork {

Cell firstSharedCell(GridShape shape, const Rect& a, const Rect& b) {
  const Rect box = spaceBox(shape, a);
  for (int y = box.y; y < box.y + box.h; ++y)
    for (int x = box.x; x < box.x + box.w; ++x)
      if (inSpace(shape, a, {x, y}) && inSpace(shape, b, {x, y})) return {x, y};
  return {a.x, a.y};
}

bool wallInsideHexSpace(const Grid& g, const Rect& r, Cell c) {
  for (int d = 0; d < kOwnedHexSides; ++d)
    if (edgeBlocksMovement(g.hexSide({c, d})) && inSpace(g.shape(), r, neighbourAt(g.shape(), c, d)))
      return true;  // (the side first: most sides hold no wall)
  return false;
}

void spaceCells(GridShape shape, const Rect& r, std::vector<Cell>& out) {
  out.clear();
  const Rect box = spaceBox(shape, r);
  for (int y = box.y; y < box.y + box.h; ++y)
    for (int x = box.x; x < box.x + box.w; ++x)
      if (inSpace(shape, r, {x, y})) out.push_back({x, y});
}

}  // namespace footwork
