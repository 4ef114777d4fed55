#pragma once
// The shape of the grid and everything that follows from it: which cells neighbour a cell, in which
// direction, whether a step is diagonal, how many steps lie between two cells, and which side two
// neighbouring hexes share. Every query asks these functions; none branches on the grid's kind.
//
// Square grids: eight neighbours, the diagonal rule decides their price (distance.h).
// Hex grids (Red Blob Games, "Hexagonal Grids", https://www.redblobgames.com/grids/hexagons/):
// cell [x, y] is column x, row y of an offset layout. Flat-topped hexes stand in columns, the odd
// columns shoved down half a hex ("odd-q") or the even ones ("even-q"); pointy-topped hexes lie in
// rows, the odd rows shoved right ("odd-r") or the even ones ("even-r"). Six neighbours, no
// diagonals; distances are counted in cube coordinates.
#include <cstdint>
#include <cstdlib>

#include "core/scene/cell.h"

namespace footwork {

enum class GridKind : std::uint8_t { Square, Hex };
enum class HexOrientation : std::uint8_t { Flat, Pointy };  // flat: columns of flat-topped hexes
enum class HexOffset : std::uint8_t { Odd, Even };          // which columns (flat) or rows (pointy) are shoved

struct GridShape {
  GridKind kind = GridKind::Square;
  HexOrientation orientation = HexOrientation::Flat;  // hex only
  HexOffset offset = HexOffset::Odd;                  // hex only
  constexpr bool hex() const { return kind == GridKind::Hex; }
  friend constexpr bool operator==(GridShape a, GridShape b) {
    return a.kind == b.kind && (a.kind == GridKind::Square || (a.orientation == b.orientation && a.offset == b.offset));
  }
};

// Directions. Squares: 8, in reading order of the 3×3 block around the cell (dx, dy from (-1,-1)
// to (1,1), the centre skipped). Hexes: 6, in the cube directions' order (q, r) = (+1,0), (+1,-1),
// (0,-1), (-1,0), (-1,+1), (0,+1): flat-topped SE, NE, N, NW, SW, S; pointy-topped E, NE, NW, W, SW,
// SE. Direction d + 3 (mod 6) is the opposite of d.
constexpr int kSquareDirections = 8;
constexpr int kHexDirections = 6;
constexpr int kMaxDirections = 8;
constexpr int directionCount(GridShape s) { return s.hex() ? kHexDirections : kSquareDirections; }

// The neighbour of `c` in `direction` (0 ≤ direction < directionCount); it may lie off the map.
Cell neighbourAt(GridShape s, Cell c, int direction);
// The direction from `a` to its neighbour `b`, or -1 when they are not neighbours.
int directionBetween(GridShape s, Cell a, Cell b);
inline bool areNeighbours(GridShape s, Cell a, Cell b) { return directionBetween(s, a, b) >= 0; }
// A diagonal step on squares (both coordinates change); never on hexes.
inline bool isDiagonalStep(GridShape s, Cell a, Cell b) { return !s.hex() && a.x != b.x && a.y != b.y; }

// Cube coordinates of a hex (q + r + s = 0) and back.
struct Cube {
  int q = 0, r = 0, s = 0;
};
Cube toCube(GridShape s, Cell c);
Cell fromCube(GridShape s, Cube h);
// Where `c` goes when the whole space it belongs to moves as its anchor moves from `from` to `to`:
// the same offset on squares, the same cube offset on hexes (offset steps depend on the column's or
// row's parity, so a space's cells do not all move by the anchor's offset).
Cell movedLike(GridShape s, Cell c, Cell from, Cell to);
// Steps between two hexes: max(|Δq|, |Δr|, |Δs|).
int hexDistance(GridShape s, Cell a, Cell b);

// Hex spaces (docs/rules/hex.md "Creatures larger than one hex"): a space `across` hexes across whose
// anchor is `a`. Odd widths are the hexes within (across − 1) / 2 steps of the anchor, its centre (1, 7,
// 19 … hexes); even widths the hexes within across / 2 − 1 steps of the three mutually adjacent hexes
// a, its neighbours in directions 0 and 5 (3, 12, 27 …), so the anchor is their top-left hex.
// The fewest steps from a hex of one such space into the other (0 when they share a hex): the
// spaces are the core hexes grown by a radius, so it is the cores' distance less both radii.
int hexSpaceGap(GridShape s, Cell a, int acrossA, Cell b, int acrossB);
// Whether `c` lies in that space: hexSpaceGap(s, anchor, across, c, 1) == 0, by the space's cube
// bounds (the rules ask it for every hex of every space they walk, so it is kept cheap). A space is
// exactly the hexes within its cube bounds: with R rings round its core and e = 1 for an even width
// (core: the anchor and (+1, 0), (0, +1)), dq and dr in [−R, e + R], ds in [−e − R, R].
inline bool inHexSpaceCube(Cube anchor, int across, Cube c) {
  const int dq = c.q - anchor.q, dr = c.r - anchor.r, ds = -dq - dr;
  const int e = across % 2 ? 0 : 1, R = (across - 1) / 2;  // (n − 1) / 2 is n / 2 − 1 for even n
  return dq >= -R && dq <= e + R && dr >= -R && dr <= e + R && ds >= -e - R && ds <= R;
}
bool inHexSpace(GridShape s, Cell anchor, int across, Cell c);

// The sides of a hex: each cell owns the sides towards directions 0, 1 and 2; the side towards
// direction d ≥ 3 is owned by the neighbour there, as its side d − 3. So a side has one name from
// either cell, and the map's border sides are owned by cells one step off the map.
constexpr int kOwnedHexSides = 3;
struct HexSide {
  Cell owner;
  int direction = 0;  // 0..2
};
inline HexSide hexSideTowards(GridShape s, Cell c, int direction) {
  if (direction < kOwnedHexSides) return {c, direction};
  return {neighbourAt(s, c, direction), direction - kOwnedHexSides};
}

}  // namespace footwork
