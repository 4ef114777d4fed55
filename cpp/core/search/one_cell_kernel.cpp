// The one-cell kernel's builder (core/search/one_cell_kernel.h): judge() for a 1×1 space, with
// everything that does not depend on the step's direction or the movement spent looked up once per
// cell. Its steps are inline in core/search/search_expand.h.
#include <algorithm>
#include <iterator>

#include "core/search/search.h"

namespace footwork {

// The codes from the cell flags, then each kind's prices from the price table. Runs after the
// shared set-up (flags, limits, price tables, provokers).
void SearchSpace::buildOneCellKernel() {
  using K = OneCellKernel;
  K& k = one_;
  // The code window is the positions window plus a margin of one, unclipped: the cells of it on the
  // map are exactly the cells window; those off the map stay "outside".
  k.codeW = pw_ + 2;
  for (int d = 0; d < 8; ++d) {
    k.codeOff[d] = kStepDx[d] + kStepDy[d] * k.codeW;
    k.cornerRowOff[d] = kStepDy[d] * k.codeW;
  }
  k.code = Scratch<std::uint16_t>::take();
  k.code.assign(static_cast<std::size_t>(k.codeW) * (ph_ + 2), K::kCodeOutside);
  // Kinds by (water/climb, difficult level, obstructed): the entered cell alone prices a 1×1 step.
  // The mode by the water/climb bits, as judge() picks it.
  Mode modeOf[4] = {Mode::Walk, Mode::Swim, Mode::Climb, Mode::Swim};
  if (mover_.has(kProne)) std::fill(std::begin(modeOf), std::end(modeOf), Mode::Crawl);
  else if (req_.hasMode) std::fill(std::begin(modeOf), std::end(modeOf), req_.mode);
  std::int16_t kindOf[4 * 256 * 2];
  std::fill(std::begin(kindOf), std::end(kindOf), std::int16_t{-1});
  // The members the loop reads, as locals: the stores below may alias anything, and the compiler
  // would otherwise reload every member after each of them.
  const int cx0 = cx0_, cy0 = cy0_, cw = cw_, ch = ch_, px0 = px0_, py0 = py0_, px1 = px0_ + pw_, py1 = py0_ + ph_;
  const int codeW = k.codeW;
  std::uint16_t* const codes = k.code.data();
  for (int y = cy0; y < cy0 + ch; ++y) {
    const bool rowIn = y >= py0 && y < py1;
    const std::uint8_t* const frow = flags_.data() + static_cast<std::size_t>(y - cy0) * cw;
    const std::uint8_t* const drow = difficult_.data() + static_cast<std::size_t>(y - cy0) * cw;
    std::uint16_t* const crow = codes + static_cast<std::size_t>(y - py0 + 1) * codeW + (cx0 - px0 + 1);
    for (int x = cx0; x < cx0 + cw; ++x) {
      const std::uint8_t f = frow[x - cx0];
      const std::uint8_t difficult = drow[x - cx0];
      std::uint16_t code = (rowIn && x >= px0 && x < px1) ? 0 : K::kCodeOutside;
      if (f & kBad) code |= K::kCodeBad;
      if (f & kSolid) code |= K::kCodeSolid;
      if (f & kComplex) code |= K::kCodeComplex;  // walls on a side, and other creatures' cells
      const int waterClimb = ((f & kWater) ? 1 : 0) | ((f & kClimb) ? 2 : 0);
      const bool obstructed = (f & kObstructed) != 0;
      std::int16_t& kind = kindOf[(static_cast<std::size_t>(waterClimb) * 256 + difficult) * 2 + obstructed];
      if (kind < 0) {
        K::Kind added{};
        added.mode = modeOf[waterClimb];
        added.difficult = difficult;
        added.obstructed = obstructed;
        k.kinds.push_back(added);
        kind = static_cast<std::int16_t>(k.kinds.size() - 1);
      }
      crow[x - cx0] = static_cast<std::uint16_t>(code | kind);
    }
  }
  // Each kind's step prices (the arithmetic is plainSquares, via the table).
  for (K::Kind& kind : k.kinds) {
    kind.general = kind.difficult > tableDifficult_;
    kind.limit = limit_[static_cast<int>(kind.mode)];
    for (int dg = 0; dg < 2; ++dg)
      for (int par = 0; par < 2; ++par) {
        std::int32_t& price = kind.price[dg * 2 + par];
        if (kind.general || limit_[static_cast<int>(kind.mode)] < 0) {
          price = -1;
          continue;
        }
        const std::uint16_t v = plainTable_[static_cast<std::size_t>(
            (((static_cast<int>(kind.mode) * 2 + dg) * 2 + par) * (tableDifficult_ + 1) + kind.difficult) * 2 +
            kind.obstructed)];
        const bool hampered = (v & 0x8000) != 0;
        // "You can't run or charge across difficult terrain" (finishJudgement's first test).
        price = (!crossesHampered_ && hampered) ? -1
                                                : static_cast<std::int32_t>((v & 0x7FFF) | (hampered ? 0x40000000 : 0));
      }
  }
}

}  // namespace footwork
