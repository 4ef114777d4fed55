#pragma once
// The searches' inner loops: SearchSpace::step and SearchSpace::expand (core/search/search.h) and
// the kernels' parts they run, defined inline so that reachable.cpp, path.cpp and landmarks.cpp
// compile them into their loops (each kernel's data: one_cell_kernel.h, space_kernel.h,
// general_judge.h; the rest of each kernel is out of line in its .cpp). Included by search.h.
#include "core/search/search.h"

namespace footwork {

inline StepJudgement SearchSpace::step(int from, Cell at, int dir, int parity, int squaresBefore) const {
  StepJudgement j;  // one named result: built in place (a copied-out judgement stalls the loop)
  if (hex_ && !((stepMask(at) >> dir) & 1u)) return j;  // not one of the hex's six neighbours
  if (one_.on) judgeOneCell(from, at, dir, parity, squaresBefore, j);
  else if (space_.on) judgeSpace(from, at, dir, parity, squaresBefore, j);
  else if (hexSpace_.on) judgeHexSpace(from, at, dir, parity, squaresBefore, j);
  else judge(from, at, dir, parity, squaresBefore, j);
  return j;
}

template <bool Provoking, class Relax>
inline void SearchSpace::expand(int from, Cell at, int parity, int squaresBefore, Relax&& relax) const {
  expand<Provoking>(from, at, parity, squaresBefore, relax, [](int) { return true; });
}

template <bool Provoking, class Relax, class Worth>
inline void SearchSpace::expand(int from, Cell at, int parity, int squaresBefore, Relax&& relax, Worth&& worth) const {
  if (space_.on) {
    // The space kernel: each step's shape code (found when first worth it, kept for the other
    // parity), priced for the parity from the table; the rarer cases through spaceFinish.
    std::uint8_t local[8] = {};
    const bool cached = !space_.spaceCode.empty();
    std::uint8_t* codes = cached ? space_.spaceCode.data() + static_cast<std::size_t>(from) * 8 : local;
    // Members as locals: relax's stores may alias them, and they would be reloaded every step.
    const SpaceKernel::Kind* kinds = space_.kinds.data();
    int fromFp = kFootprintUnknown;
    for (int dir = 0; dir < 8; ++dir) {
      std::uint8_t c = codes[dir];
      if (c == 0) {
        // (The cache holds kKindIllegal for the steps that leave the window, from the set-up.)
        if (!cached && !inWindow({at.x + kStepDx[dir], at.y + kStepDy[dir]})) continue;
        if (!worth(dir)) continue;
        if (fromFp == kFootprintUnknown) fromFp = footprint(from);
        c = codes[dir] = spaceKind(spaceShape(from, at, fromFp, dir));
        kinds = space_.kinds.data();
      }
      const SpaceKernel::Kind& k = kinds[c];
      const std::int32_t price = k.price[parity];
      if (squaresBefore + price <= k.limit) {  // the allowance (finishJudgement)
        StepJudgement j;
        j.squares = price;
        j.mode = k.mode;
        j.diagonal = isDiagonalDir(dir);
        j.legal = true;
        relax(dir, j);
        continue;
      }
      if (price < SpaceKernel::kPriceFinish) continue;  // beyond the allowance, or never legal
      // priceStep's steps, prices the table clamps or leaves out, and provoking: spaceFinish.
      StepJudgement j;
      spaceFinish(c == SpaceKernel::kKindOver ? spaceShape(from, at, footprint(from), dir) : k.code, from, at, dir,
                  parity, squaresBefore, j);
      if (j.legal) relax(dir, j);
    }
    return;
  }
  if (hexSpace_.on) {
    // The hex space kernel: the six neighbours in the window, those worth judging.
    const unsigned mask = stepMask(at);
    for (int dir = 0; dir < 8; ++dir) {
      if (!((mask >> dir) & 1u) || !inWindow({at.x + kStepDx[dir], at.y + kStepDy[dir]}) || !worth(dir)) continue;
      StepJudgement j;
      judgeHexSpace(from, at, dir, parity, squaresBefore, j);
      if (j.legal) relax(dir, j);
    }
    return;
  }
  if (!one_.on || (startSlow_ && from == start_)) {
    for (int dir = 0; dir < 8; ++dir) {
      const StepJudgement j = step(from, at, dir, parity, squaresBefore);
      if (j.legal) relax(dir, j);
    }
    return;
  }
  // The one-cell kernel.
  using K = OneCellKernel;
  const int c = (at.y - py0_ + 1) * one_.codeW + (at.x - px0_ + 1);
  const std::uint16_t* code = one_.code.data() + c;
  const std::uint16_t here = code[0];
  // A step whose box is its two cells: the four orthogonal steps on squares, and every step on hexes
  // (it crosses the side the two cells share, priced as a step that is not a diagonal; a wall on that
  // side makes both cells complex).
  const auto sideStep = [&](int dir) __attribute__((always_inline)) {
    const std::uint16_t to = code[one_.codeOff[dir]];
    if (to & K::kCodeOutside) return;
    if ((here | to) & K::kCodeComplex) {
      const StepJudgement j = slowStep(from, dir, parity, squaresBefore);
      if (j.legal) relax(dir, j);
      return;
    }
    if (to & K::kCodeBad) return;
    expandPriced<Provoking>(from, at, dir, false, one_.kinds[to & K::kCodeKind], parity, squaresBefore, relax);
  };
  if (hex_) {
    const unsigned mask = stepMask(at);  // the six neighbours among the eight directions
    for (int dir = 0; dir < 8; ++dir)
      if ((mask >> dir) & 1u) sideStep(dir);
    return;
  }
  for (int dir = 0; dir < 4; ++dir) sideStep(dir);
  // The four diagonal steps: their box is 2×2, the two cells and the two corners cut past.
  for (int dir = 4; dir < 8; ++dir) {
    const std::uint16_t to = code[one_.codeOff[dir]];
    if (to & K::kCodeOutside) continue;
    const std::uint16_t corners = code[kStepDx[dir]] | code[one_.cornerRowOff[static_cast<std::size_t>(dir)]];
    if ((here | to | corners) & K::kCodeComplex) {
      const StepJudgement j = slowStep(from, dir, parity, squaresBefore);
      if (j.legal) relax(dir, j);
      continue;
    }
    // "Corners": the two squares the diagonal cuts past may not be filled (pits do not count).
    if ((to & K::kCodeBad) || (corners & K::kCodeSolid)) continue;
    expandPriced<Provoking>(from, at, dir, true, one_.kinds[to & K::kCodeKind], parity, squaresBefore, relax);
  }
}

inline Mode SearchSpace::enteredMode(Cell p) const {
  return one_
      .kinds[one_.code[static_cast<std::size_t>((p.y - py0_ + 1) * one_.codeW + (p.x - px0_ + 1))] &
             OneCellKernel::kCodeKind]
      .mode;
}

inline Mode SearchSpace::legalStepMode(int from, Cell at, int dir, int parity, int squaresBefore) const {
  if (space_.on && !space_.spaceCode.empty()) {
    const std::uint8_t c = space_.spaceCode[static_cast<std::size_t>(from) * 8 + static_cast<std::size_t>(dir)];
    if (c >= SpaceKernel::kKindFirst && c != SpaceKernel::kKindOver) return space_.kinds[c].mode;
  }
  return step(from, at, dir, parity, squaresBefore).mode;
}

// ---- The one-cell kernel: judge() restricted to a 1×1 space, on one code per cell (one_cell_kernel.h).

// expand()'s end of a step the kernel prices: the entered cell's kind, the allowance, provoking.
template <bool Provoking, class Relax>
inline void SearchSpace::expandPriced(int from, Cell at, int dir, bool diagonal, const OneCellKernel::Kind& k,
                                      int parity, int squaresBefore, Relax& relax) const {
  if (k.general) {
    StepJudgement j;
    judge(from, at, dir, parity, squaresBefore, j);
    if (j.legal) relax(dir, j);
    return;
  }
  const std::int32_t v = k.price[(diagonal ? 2 : 0) + parity];
  if (v < 0) return;  // the mode has no movement, or the band forbids hampered steps
  StepJudgement j;
  j.diagonal = diagonal;
  j.mode = k.mode;
  j.squares = v & 0x3FFFFFFF;
  // (Without provoking, finishJudgement is the allowance alone: the price says the hampered rule.)
  if (!Provoking || !checkProvokes_) {
    if (squaresBefore + j.squares > k.limit) return;
    j.legal = true;
  } else {
    finishJudgement(j, from, from + offset(dir), squaresBefore, (v & 0x40000000) != 0, nullptr);
    if (!j.legal) return;
  }
  relax(dir, j);
}

inline void SearchSpace::judgeOneCell(int from, Cell at, int dir, int parity, int squaresBefore,
                                      StepJudgement& j) const {
  const int c = (at.y - py0_ + 1) * one_.codeW + (at.x - px0_ + 1);
  const std::uint16_t to = one_.code[static_cast<std::size_t>(c + one_.codeOff[dir])];
  if (to & OneCellKernel::kCodeOutside) return;  // leaves the window
  if (startSlow_ && from == start_) {
    j = slowStep(from, dir, parity, squaresBefore);
    return;
  }
  const std::uint16_t here = one_.code[static_cast<std::size_t>(c)];
  const bool diagonal = dir >= 4 && !hex_;  // (hex steps: step() kept the six neighbours)
  j.diagonal = diagonal;
  if (diagonal) {
    // The box of the step is 2×2: the two cells, and the two corners it cuts past.
    const std::uint16_t a = one_.code[static_cast<std::size_t>(c + kStepDx[dir])];
    const std::uint16_t b = one_.code[static_cast<std::size_t>(c + kStepDy[dir] * one_.codeW)];
    if ((here | to | a | b) & OneCellKernel::kCodeComplex) {
      j = slowStep(from, dir, parity, squaresBefore);
      return;
    }
    if (to & OneCellKernel::kCodeBad) return;
    // "Corners": the two squares the diagonal cuts past may not be filled (pits do not count).
    if ((a | b) & OneCellKernel::kCodeSolid) return;
  } else {
    if ((here | to) & OneCellKernel::kCodeComplex) {
      j = slowStep(from, dir, parity, squaresBefore);
      return;
    }
    if (to & OneCellKernel::kCodeBad) return;
  }
  const OneCellKernel::Kind& k = one_.kinds[to & OneCellKernel::kCodeKind];
  if (k.general) {  // a difficult level beyond the price table: judge() prices it directly
    judge(from, at, dir, parity, squaresBefore, j);
    return;
  }
  j.mode = k.mode;
  const std::int32_t v = k.price[(diagonal ? 2 : 0) + parity];
  if (v < 0) return;  // the mode has no movement, or the band forbids hampered steps
  j.squares = v & 0x3FFFFFFF;
  if (!checkProvokes_) {
    if (squaresBefore + j.squares > limit_[static_cast<int>(j.mode)]) return;
    j.legal = true;
    return;
  }
  finishJudgement(j, from, from + offset(dir), squaresBefore, (v & 0x40000000) != 0, nullptr);
}

// ---- The space kernel (space_kernel.h): judge() for multi-cell spaces on the cells' words and the
// footprints, with the cells each kind of step prices listed once per (footprint left, footprint
// entered, direction).

inline void SearchSpace::judgeSpace(int from, Cell at, int dir, int parity, int squaresBefore, StepJudgement& j) const {
  spaceFinish(spaceCode(from, at, dir), from, at, dir, parity, squaresBefore, j);
}

// The shape code of a step (its kind kept in spaceCode where the window is small enough).
inline std::uint16_t SearchSpace::spaceCode(int from, Cell at, int dir) const {
  if (space_.spaceCode.empty()) return spaceShape(from, at, footprint(from), dir);
  std::uint8_t& c = space_.spaceCode[static_cast<std::size_t>(from) * 8 + static_cast<std::size_t>(dir)];
  if (c == 0) {
    const std::uint16_t code = spaceShape(from, at, footprint(from), dir);
    c = spaceKind(code);
    return code;
  }
  return c == SpaceKernel::kKindOver ? spaceShape(from, at, footprint(from), dir) : space_.kinds[c].code;
}

}  // namespace footwork
