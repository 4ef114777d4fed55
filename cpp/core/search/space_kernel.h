#pragma once
// The space kernel's data: SearchSpace's fast step for a multi-cell mover (core/search/search.h),
// used where the window's difficult levels fit its words (up to kMaxDifficult) and the space is
// smaller than 32×32.
//
// One 16-bit word per cell of the cells window: the cell flags in the low byte and the difficult
// level as a thermometer code in the high byte (level d: the d low bits set), so that the OR of any
// cells' words holds their flags and, as its population count, their highest level. A step's shape
// (which squares price it, squeezing included) is found from the words once per (position,
// direction), coded as a shape code and numbered as a step kind, whose price per parity the
// searches then read from one table.
//
// Built by SearchSpace::buildSpaceKernel (space_kernel.cpp, which also holds the kernel's
// out-of-line steps); its inline part is SearchSpace::expand (core/search/search_expand.h).
#include <array>
#include <cstdint>
#include <vector>

#include "core/scene/creature.h"

namespace footwork {

struct SpaceKernel {
  static constexpr int kMaxDifficult = 8;  // the thermometer code's width

  // Shape codes (spaceShape): 0 not found yet, illegal, priceStep's, or priced: the price table's
  // index for parity 0 (kSpaceIndex; the parity adds parityStride), which table, the mode, and
  // whether a footprint is squeezed (provoking then looks at the footprints).
  static constexpr std::uint16_t kSpaceIllegal = 1;
  static constexpr std::uint16_t kSpaceSlow = 2;
  static constexpr std::uint16_t kSpaceIndex = 0x03FF;
  static constexpr std::uint16_t kSpaceSqueezeTable = 1u << 10;
  static constexpr std::uint16_t kSpaceSqueezed = 1u << 11;
  static constexpr int kSpaceModeShift = 12;  // 3 bits
  static constexpr std::uint16_t kSpacePriced = 1u << 15;

  // Step kinds: a shape code with its price per parity, numbered as first met (spaceCode holds the
  // number): 0 not judged yet, kKindIllegal, kKindSlow, then priced kinds up to kKindOver (too many
  // kinds: the shape is found again at each use).
  static constexpr std::uint8_t kKindIllegal = 1, kKindSlow = 2, kKindFirst = 3, kKindOver = 255;
  // A kind's price per parity: the squares, or kPriceNever (never legal) or kPriceFinish
  // (spaceFinish decides), both beyond every allowance, so that one comparison finds the plain case.
  static constexpr std::int32_t kPriceNever = 0x3FFFFFFF, kPriceFinish = 0x40000000;
  struct Kind {
    std::int32_t price[2] = {kPriceFinish, kPriceFinish};
    std::int32_t limit = -1;  // SearchSpace::limit(mode) (at most INT32_MAX / 4: a price added never overflows)
    std::uint16_t code = 0;   // spaceShape's code
    Mode mode = Mode::Walk;
  };

  // The cells a step prices, per (footprint left, footprint entered, direction).
  struct Geometry {
    std::int32_t start = -1;  // into geometryCells; -1: not listed yet
    std::int32_t count = 0;
    bool flood = false;  // some cell entered is not beside the footprint left (reachedInBox decides)
    // For boxes up to 7×8: the footprint left and the cells entered as bits of the step's box (bit
    // 8·row + column; the box's top-left cell is the top-left of the two spaces), for reachedMasks.
    std::uint64_t left = 0, entered = 0;
  };

  bool on = false;               // step() uses this kernel
  bool modeFromTerrain = false;  // the step's mode comes from the squares entered (water, climb)
  Mode mode = Mode::Walk;        // otherwise this one (crawl while prone, the given mode)
  bool enteredOnly = true;       // TerrainFootprint::Entered: the squares entered price a step
  int parityStride = 0;          // (the price tables' difficult levels + 1) * 2
  std::vector<std::uint16_t> word;
  // word ORed over the space's height from each cell down (V) and its width from each cell right
  // (H): the nominal squares a step enters are one or two of these runs.
  std::vector<std::uint16_t> runV, runH;
  // Per cell: bit k set when the cell k to the right in the same row is filled (kSolid), k < 8
  // (spaces that may squeeze, up to 6×7).
  std::vector<std::uint8_t> solidRow;
  // A diagonal's two corners, as offsets from the cell index of the entered space's top-left cell.
  std::array<std::array<std::int32_t, 2>, 8> cornerOff{};
  // The cells a step prices, as offsets from the cell index of the entered space's top-left cell,
  // per (footprint left, footprint entered, direction), listed lazily (footprints: whole or a
  // placement).
  mutable std::vector<Geometry> geometry;
  mutable std::vector<std::int32_t> geometryCells;
  mutable std::vector<std::uint8_t> spaceCode;  // per position × 8 directions: the step's kind (0: not yet)
  mutable std::vector<Kind> kinds;              // by kind number (256)
  mutable std::vector<std::uint8_t> kindOf;     // by a priced code's low 12 bits: its kind number (0: none yet)
  mutable int kindCount = kKindFirst;
};

}  // namespace footwork
