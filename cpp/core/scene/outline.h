#pragma once
// The outline of a creature's space, for a surface to draw: the corners of the one polygon round the
// space's cells, clockwise on screen (x right, y down). A corner is named by a cell of the space and
// the index of that cell's corner, so a surface turns it into pixels with its own cell geometry and
// nothing else: on squares corner 0 is a cell's top-left, then top-right, bottom-right, bottom-left;
// on hexes corner 0 is the top corner of a pointy-topped hex or the right-hand corner of a flat-topped
// one, then clockwise (docs/protocol.md, "Query: space"). Spaces are one piece without holes (a block
// of squares, a hex space of geometry.h), so one polygon holds them.
#include <vector>

#include "core/scene/cell.h"
#include "core/scene/geometry.h"

namespace footwork {

struct CellCorner {
  Cell cell;
  int corner = 0;  // 0..3 on squares, 0..5 on hexes
};

// The corners of the outline of the space `r` (space.h's reading of a Rect on `shape`), clockwise;
// `out` is cleared first. Squares: the block's four corners from its top-left. Hexes: one corner per
// outer side (the outline turns at every corner), from the first outer side of the space's first
// hex in row order.
void spaceOutline(GridShape shape, const Rect& r, std::vector<CellCorner>& out);

// The neighbour direction (geometry.h) across side `side` of a hex, the side from corner `side` to
// corner `side + 1` in the order above.
constexpr int hexSideDirection(GridShape s, int side) {
  // Pointy: sides NE, E, SE, SW, W, NW are directions 1, 0, 5, 4, 3, 2; flat: SE, S, SW, NW, N, NE
  // are 0, 5, 4, 3, 2, 1.
  return s.orientation == HexOrientation::Pointy ? (7 - side) % 6 : (6 - side) % 6;
}

}  // namespace footwork
