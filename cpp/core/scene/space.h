#pragma once
// The cells of a creature's space, on any grid: the one place that says which cells a creature
// standing at an anchor cell covers. A space is a Rect: on squares the spaceW × spaceH block whose
// top-left cell is the anchor (Creature::spaceAt); on hexes the anchor and the width in hexes of a hex
// space (w = h; geometry.h hexSpaceGap gives its shape, docs/rules/hex.md the reading). The rules
// ask these functions about spaces, never Rect::contains or Rect::overlaps, so no rule branches on
// the grid's kind; a one-cell Rect is its cell on every grid.
#include <vector>

#include "core/scene/cell.h"
#include "core/scene/creature.h"
#include "core/scene/geometry.h"
#include "core/scene/grid.h"

namespace footwork {

// A box of cells that holds the space (squares: the Rect itself; hexes: w / 2 columns and rows each
// side of the anchor). Loops walk the box in row order and skip the cells not inSpace.
inline Rect spaceBox(GridShape shape, const Rect& r) {
  if (!shape.hex() || r.w == 1) return r;
  const int R = r.w / 2;
  return {r.x - R, r.y - R, 2 * R + 1, 2 * R + 1};
}
inline bool inSpace(GridShape shape, const Rect& r, Cell c) {
  if (!shape.hex() || r.w == 1) return r.contains(c);
  return inHexSpace(shape, {r.x, r.y}, r.w, c);
}
// inSpace for one space asked about many cells (the loops over a space's box): the anchor's cube
// coordinates are worked out once.
class SpaceTest {
 public:
  SpaceTest(GridShape shape, const Rect& r) : shape_(shape), r_(r), hex_(shape.hex() && r.w > 1) {
    if (hex_) anchor_ = toCube(shape, {r.x, r.y});
  }
  bool has(Cell c) const { return hex_ ? inHexSpaceCube(anchor_, r_.w, toCube(shape_, c)) : r_.contains(c); }

 private:
  GridShape shape_;
  Rect r_;
  bool hex_;
  Cube anchor_{};
};
inline bool spacesOverlap(GridShape shape, const Rect& a, const Rect& b) {
  if (!shape.hex()) return a.overlaps(b);
  return hexSpaceGap(shape, {a.x, a.y}, a.w, {b.x, b.y}, b.w) == 0;
}
// The first cell of `a` in row order that lies in `b` too (callers ask when they overlap).
Cell firstSharedCell(GridShape shape, const Rect& a, const Rect& b);

// Whether a wall that stops movement stands between `c` and another cell of the space (squares: on
// the sides to its right and below; hexes: its three owned sides), so the space is cut in two.
bool wallInsideHexSpace(const Grid& g, const Rect& r, Cell c);
inline bool wallInsideSpace(const Grid& g, const Rect& r, Cell c) {
  if (g.shape().hex()) return wallInsideHexSpace(g, r, c);
  return (c.x + 1 < r.x + r.w && edgeBlocksMovement(g.verticalEdge(c.x + 1, c.y))) ||
         (c.y + 1 < r.y + r.h && edgeBlocksMovement(g.horizontalEdge(c.x, c.y + 1)));
}

// Appends the cells of a space, in row order (out is cleared first).
void spaceCells(GridShape shape, const Rect& r, std::vector<Cell>& out);
// The cells of `c`'s space when it stands at `anchor`.
inline void spaceCells(GridShape shape, const Creature& c, Cell anchor, std::vector<Cell>& out) {
  spaceCells(shape, c.spaceAt(anchor), out);
}
// The cells `c` occupies where it stands (its squeezed space when it squeezes there).
inline void spaceCells(GridShape shape, const Creature& c, std::vector<Cell>& out) {
  spaceCells(shape, c.space(), out);
}

}  // namespace footwork
