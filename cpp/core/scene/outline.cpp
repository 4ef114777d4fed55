#include "core/scene/outline.h"

#include "core/scene/space.h"

namespace footwork {

void spaceOutline(GridShape shape, const Rect& r, std::vector<CellCorner>& out) {
  out.clear();
  if (!shape.hex()) {
    out = {{{r.x, r.y}, 0}, {{r.x + r.w - 1, r.y}, 1}, {{r.x + r.w - 1, r.y + r.h - 1}, 2}, {{r.x, r.y + r.h - 1}, 3}};
    return;
  }
  const SpaceTest inside(shape, r);
  auto across = [&](Cell c, int side) { return neighbourAt(shape, c, hexSideDirection(shape, side)); };
  // Start on the first outer side of the space's first hex in row order (its top row has one).
  std::vector<Cell> cells;
  spaceCells(shape, r, cells);
  const Cell first = cells.front();
  int start = 0;
  while (inside.has(across(first, start))) ++start;
  // Walk the outline clockwise, one outer side per corner. At the end of side i of `c` (its corner
  // i + 1), the next side is c's side i + 1 when the hex across it is outside; otherwise the outline
  // goes on round that hex, where the same corner is its corner i + 5 (corner k of a hex is corner
  // k + 4 of its neighbour across side k).
  Cell c = first;
  int side = start;
  do {
    out.push_back({c, side});
    side = (side + 1) % kHexDirections;
    while (inside.has(across(c, side))) {
      c = across(c, side);
      side = (side + 4) % kHexDirections;
    }
  } while (!(c == first && side == start) && out.size() <= cells.size() * kHexDirections);
}

}  // namespace footwork
