#pragma once
// The hex space kernel's data: SearchSpace's step for a mover of several hexes (core/search/search.h),
// which otherwise went to priceStep step by step (issue 27: a Large hex creature's search was 26-58×
// a one-hex one's).
//
// A hex space is not a box, but in offset coordinates its cells, as offsets from its anchor, depend
// only on the parity of the anchor's column (flat) or row (pointy): a move by two columns (rows) or
// along the other axis is a translation of the hex lattice that keeps offsets. So the kernel lists,
// per anchor parity, the space's cells and the squeezed placements footprintAt tries (their anchors'
// offsets and their cells', most central first), and per (parity, direction) the cells of the two
// spaces a step looks at, with each footprint and each cell's neighbours among them as bit masks. A
// position's footprint (whole, a placement, blocked, or "priceStep decides" when a cell of its space
// is complex: a wall on a side, a pit, another creature) is found once from the cell flags and kept.
// A step between two footprints that priceStep need not decide is priced as priceStep prices it: the
// mode from the cells of the space entered that the space left does not hold (water, climb), the
// terrain of the footprint entered (or its cells the footprint left does not hold, under
// TerrainFootprint::Entered), squeezing, and for a squeezed step the flood through the free cells of
// the two spaces (every cell entered reached from the footprint left: priceStep's ReachedWithin, on
// the masks). Everything else goes to priceStep (slowStep).
//
// Built by SearchSpace::buildHexSpaceKernel (hex_space_kernel.cpp, which holds its steps too).
// tests/unit/hex_space_kernel_test.cpp compares its steps with priceStep's state by state.
#include <array>
#include <cstdint>
#include <vector>

#include "core/scene/cell.h"

namespace footwork {

struct HexSpaceKernel {
  // A position's footprint: not found yet, priceStep decides, blocked, whole, or a placement's index.
  static constexpr std::int16_t kUnknown = -3, kSlow = -2, kBlocked = -1, kWhole = 0x7FFF;

  // The cells a step from an anchor of one parity in one direction looks at: the two nominal spaces
  // (the space left first), as offsets from the anchor left, and bit masks over that list.
  struct Step {
    bool listed = false;  // a neighbour direction whose two spaces fit 64 cells
    std::vector<Cell> cells;
    std::vector<std::uint64_t> beside;  // per cell: the cells of the list that are its neighbours
    std::uint64_t entered = 0;          // the space entered minus the space left (the mode's cells)
    // The footprints as masks: index 0 the whole space, 1 + k placement k; the space left's (`from`)
    // and the space entered's (`to`).
    std::vector<std::uint64_t> from, to;
  };

  bool on = false;
  int across = 0;           // the space's width in hexes
  int squeezedAcross = 0;   // the squeezed footprint's (0: it does not squeeze)
  bool enteredOnly = true;  // TerrainFootprint::Entered
  // Per anchor parity: the space's cells as offsets from the anchor, and the squeezed placements,
  // most central first: their anchors' offsets and their cells' offsets from the space's anchor
  // (placement k: cells [placementStart[k], placementStart[k + 1])).
  std::array<std::vector<Cell>, 2> space;
  std::array<std::vector<Cell>, 2> placementAnchor;
  std::array<std::vector<Cell>, 2> placementCells;
  std::array<std::vector<int>, 2> placementStart;
  std::array<Step, 16> steps;                   // per anchor parity × 8 directions
  mutable std::vector<std::int16_t> footprint;  // per position
};

}  // namespace footwork
