#pragma once
// The one-cell kernel's data: SearchSpace's fast step for a 1×1 mover (core/search/search.h).
//
// A one-cell step's price depends on the square it enters alone (its mode, difficult level and
// obstruction), so the kernel keeps one 16-bit code per cell: four bits (outside the window,
// filled, blocks corner-cutting, complex) and the index of the entered cell's kind, whose prices
// per (diagonal, parity) are worked out once per query. A step whose box (the two cells, and for a
// diagonal the two corners it cuts past) holds a complex cell goes to priceStep itself.
//
// Built by SearchSpace::buildOneCellKernel (one_cell_kernel.cpp) from the flags pass; read by the
// inline step and expand (core/search/search_expand.h) and by the landmark heuristic
// (core/search/landmarks.cpp, through SearchSpace::kernelCodes and kernelPrice).
#include <array>
#include <cstdint>
#include <vector>

#include "core/scene/creature.h"

namespace footwork {

struct OneCellKernel {
  // A cell's code.
  static constexpr std::uint16_t kCodeOutside = 0x8000;  // not a position of the window (beyond it, or off the map)
  static constexpr std::uint16_t kCodeBad = 0x4000;      // the space may not include it (the cell flag kBad)
  static constexpr std::uint16_t kCodeSolid = 0x2000;    // blocks corner-cutting (kSolid, on the map)
  static constexpr std::uint16_t kCodeComplex = 0x1000;  // priceStep decides (kComplex)
  static constexpr std::uint16_t kCodeKind = 0x0FFF;     // index into kinds

  // An entered cell's kind (mode, difficult level, obstructed) with its step prices.
  struct Kind {
    std::int32_t price[4];  // squares (bit 30: hampered) per diagonal*2 + parity; -1: illegal whatever was spent
    Mode mode;
    bool general;            // a difficult level beyond the price table: judge() prices it
    std::uint8_t difficult;  // what the kind is
    bool obstructed;
    std::int32_t limit;  // the squares the mode may still spend (SearchSpace::limit)
  };

  bool on = false;  // step() uses this kernel (a one-cell mover not priced by priceStep alone)
  // One code per cell of the positions window plus a margin of one on every side, codeW wide (the
  // cells of it on the map are the search space's cells window; those off the map are "outside").
  int codeW = 0;
  std::vector<std::uint16_t> code;
  std::vector<Kind> kinds;            // by a code's kind index, numbered as first met in row-major order
  std::array<int, 8> codeOff{};       // kStepDx[dir] + kStepDy[dir] * codeW: the cell a step enters
  std::array<int, 8> cornerRowOff{};  // kStepDy[dir] * codeW (the corner a diagonal cuts past in its row)
};

}  // namespace footwork
