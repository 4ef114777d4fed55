#include "core/calculators/size_table.h"

#include <algorithm>

namespace footwork {

int cellsAcross(Milli side, Milli cell) {
  if (cell <= 0 || side <= cell) return 1;
  return static_cast<int>((side + cell - 1) / cell);
}

int perCell(Milli side, Milli cell) {
  if (side <= 0 || side >= cell) return 1;
  const Milli across = cell / side;
  return static_cast<int>(std::min<Milli>(across * across, 10000));
}

void footprintFeet(const SizeRow& row, Shape shape, Milli& width, Milli& length) {
  if (shape == Shape::Long) {
    width = row.longWidth;
    length = row.longLength;
  } else {
    width = length = row.tallSpace;
  }
}

namespace {
// Attackers `along` cells wide packed flush against a side `side` cells long, allowed past its start
// and/or its end (into the corners). Positions run from lo to hi, each `along` apart.
int packSide(int side, int along, bool pastStart, bool pastEnd) {
  const int lo = pastStart ? -along : 0;
  const int hi = pastEnd ? side : side - along;
  return hi < lo ? 0 : (hi - lo) / along + 1;
}
}  // namespace

int surroundCount(CellSpace defender, CellSpace attacker) {
  // A turning attacker presents its narrower side along the defender's side: never fewer fit that way,
  // and the corners conflict the same whichever way it lies.
  const int along = std::max(1, std::min(attacker.width, attacker.length));
  const int w = std::max(1, defender.width), l = std::max(1, defender.length);
  int best = 0;
  // Corner c (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left) goes to the horizontal side when
  // its bit is set, else to the vertical side.
  for (int mask = 0; mask < 16; ++mask) {
    auto horizontal = [&](int c) { return (mask >> c & 1) != 0; };
    const int top = packSide(w, along, horizontal(0), horizontal(1));
    const int bottom = packSide(w, along, horizontal(3), horizontal(2));
    const int left = packSide(l, along, !horizontal(0), !horizontal(3));
    const int right = packSide(l, along, !horizontal(1), !horizontal(2));
    best = std::max(best, top + bottom + left + right);
  }
  return best;
}

}  // namespace footwork
