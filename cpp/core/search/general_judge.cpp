// The general judge of SearchSpace (core/search/general_judge.h): any space size, where the space
// kernel is off (difficult levels above SpaceKernel::kMaxDifficult): its builder, a step's shape
// (analyze, squeezedShape) and its price for the parity (finishShape); steps beside walls or other
// creatures go to priceStep.
#include "core/search/search.h"

#include <algorithm>
#include <bit>

#include "core/movement/squeeze.h"

namespace footwork {

// The step shapes' cache: multi-cell spaces without provokers, on windows of a size the reachable
// query uses (a step's shape is then all its judgement needs besides the parity).
void SearchSpace::buildGeneralJudge() {
  if (!checkProvokes_ && positionCount() <= (1 << 16))
    general_.shapes.assign(static_cast<std::size_t>(positionCount()) * 8, StepShape{});
}

void SearchSpace::judge(int from, Cell p, int dir, int parity, int squaresBefore, StepJudgement& j) const {
  if (!general_.shapes.empty()) {
    // Without provokers a step's shape is all it needs, and it does not depend on the parity:
    // judged once per (position, direction), priced per parity.
    StepShape& sh = general_.shapes[static_cast<std::size_t>(from) * 8 + static_cast<std::size_t>(dir)];
    if (sh.state == StepShape::kUnknown) sh = analyze(from, p, dir, nullptr, nullptr);
    finishShape(sh, from, dir, parity, squaresBefore, nullptr, nullptr, j);
    return;
  }
  Rect fr, tr;
  const StepShape sh = analyze(from, p, dir, &fr, &tr);
  finishShape(sh, from, dir, parity, squaresBefore, sh.squeezedRects ? &fr : nullptr, sh.squeezedRects ? &tr : nullptr,
              j);
}
// A step's judgement from its shape: priceStep's price for the parity, then the band, the
// allowance and provoking (finishJudgement).
void SearchSpace::finishShape(const StepShape& sh, int from, int dir, int parity, int squaresBefore, const Rect* fr,
                              const Rect* tr, StepJudgement& j) const {
  if (sh.state == StepShape::kIllegal) return;
  if (sh.state == StepShape::kSlow) {
    j = slowStep(from, dir, parity, squaresBefore);
    return;
  }
  j.diagonal = sh.diagonal;
  j.mode = sh.mode;
  bool hampered = false;
  const std::vector<std::uint16_t>& table = sh.squeeze ? squeezeTable_ : plainTable_;
  const std::uint16_t v =
      sh.difficult <= tableDifficult_
          ? table[static_cast<std::size_t>(
                (((static_cast<int>(sh.mode) * 2 + sh.diagonal) * 2 + parity) * (tableDifficult_ + 1) + sh.difficult) *
                    2 +
                sh.obstructed)]
          : std::uint16_t{0xFFFF};
  // The whole-space price is the table's (clamped to 15 bits, as it always was); a squeezed step's
  // is priceStep's own, so a value the table may have clamped is computed.
  if (sh.difficult <= tableDifficult_ && !(sh.exact && (v & 0x7FFF) == 0x7FFF)) {
    j.squares = v & 0x7FFF;
    hampered = (v & 0x8000) != 0;
  } else {
    j.squares = plainSquares(scene_.ruleset(), mover_, sh.mode, sh.diagonal, parity, sh.difficult, sh.obstructed,
                             sh.squeeze, hampered);
  }
  finishJudgement(j, from, from + offset(dir), squaresBefore, hampered, nullptr, fr, tr);
}
// Everything of a step that does not depend on the parity nor on the movement spent: illegal, left
// to priceStep, or priced by (mode, diagonal, difficult level, obstructed, squeeze). With `fr`/`tr`,
// a squeezed step also gives the footprints it leaves and enters (for provoking).
SearchSpace::StepShape SearchSpace::analyze(int from, Cell p, int dir, Rect* frOut, Rect* trOut) const {
  StepShape sh;
  sh.state = StepShape::kIllegal;
  const int dx = kStepDx[dir], dy = kStepDy[dir];
  const Cell t{p.x + dx, p.y + dy};
  if (!inWindow(t)) return sh;
  StepShape slow;
  slow.state = StepShape::kSlow;
  if (allSlow_ || (startSlow_ && from == start_)) return slow;
  if (anyComplex_ &&
      boxHas(complexSum_, std::min(p.x, t.x), std::min(p.y, t.y), w_ + (dx != 0 ? 1 : 0), h_ + (dy != 0 ? 1 : 0)))
    return slow;
  // Footprints (core/movement/squeeze.h): where the whole space does not fit a multi-cell creature squeezes.
  // No wall is near (checked above), so the filled squares alone decide, as in footprintAt.
  int fromFp = kFootprintWhole, toFp = kFootprintWhole;
  if (w_ > 1 || h_ > 1) {
    fromFp = footprint(from);
    if (fromFp == kFootprintBlocked) return slow;
    toFp = footprint(indexOf(t));
    if (toFp == kFootprintBlocked) return sh;
  }
  const Grid& g = scene_.grid();
  const auto solidAt = [&](int x, int y) {
    return g.contains(Cell{x, y}) && (flags_[static_cast<std::size_t>(cellIndex(x, y))] & kSolid);
  };
  // The squares entered by the nominal space (its new leading column and/or row) choose the mode.
  std::uint8_t any = 0;
  int difficult = 0;
  if (dx != 0) {
    const int x = dx > 0 ? t.x + w_ - 1 : t.x;
    for (int y = t.y; y < t.y + h_; ++y) {
      const int i = cellIndex(x, y);
      any |= flags_[static_cast<std::size_t>(i)];
      difficult = std::max<int>(difficult, difficult_[static_cast<std::size_t>(i)]);
    }
  }
  if (dy != 0) {
    const int y = dy > 0 ? t.y + h_ - 1 : t.y;
    for (int x = t.x; x < t.x + w_; ++x) {
      const int i = cellIndex(x, y);
      any |= flags_[static_cast<std::size_t>(i)];
      difficult = std::max<int>(difficult, difficult_[static_cast<std::size_t>(i)]);
    }
  }
  sh.diagonal = dx != 0 && dy != 0 && !hex_;  // a hex step crosses a side: no diagonal, no corners
  bool obstructed = (any & kObstructed) != 0;
  if (mover_.has(kProne)) sh.mode = Mode::Crawl;
  else if (req_.hasMode) sh.mode = req_.mode;
  else sh.mode = (any & kWater) ? Mode::Swim : (any & kClimb) ? Mode::Climb : Mode::Walk;
  // Squeezing (core/movement/squeeze.h): the footprint changes shape inside the space.
  if (fromFp != kFootprintWhole || toFp != kFootprintWhole) return squeezedShape(sh, p, t, fromFp, toFp, frOut, trOut);
  const Rect tr = mover_.spaceAt(t);
  if (any & kBad) return sh;  // a one-cell creature: blocked (bigger ones squeeze, above)
  if (sh.diagonal) {
    // "Corners": the two squares the diagonal cuts past may not be filled (pits do not count).
    if (solidAt(dx > 0 ? p.x + w_ : p.x - 1, dy > 0 ? p.y : p.y + h_ - 1)) return sh;
    if (solidAt(dx > 0 ? p.x : p.x + w_ - 1, dy > 0 ? p.y + h_ : p.y - 1)) return sh;
  }
  if (limit_[static_cast<int>(sh.mode)] < 0) return sh;
  if (scene_.ruleset().footprint == TerrainFootprint::Occupied) {
    // "as fast as the most difficult terrain you occupy": every square of the new footprint prices it.
    for (int y = tr.y; y < tr.y + tr.h; ++y)
      for (int x = tr.x; x < tr.x + tr.w; ++x) {
        const std::size_t i = static_cast<std::size_t>(cellIndex(x, y));
        obstructed = obstructed || (flags_[i] & kObstructed);
        difficult = std::max<int>(difficult, difficult_[i]);
      }
  }
  sh.state = StepShape::kPriced;
  sh.difficult = static_cast<std::uint8_t>(difficult);
  sh.obstructed = obstructed;
  return sh;
}
// A step of a multi-cell creature that squeezes before or after it, with no wall, door, window,
// low edge, pit or other creature in the box of its two nominal spaces (analyze() checked):
// priceStep's rules for that case, line by line. `sh` comes with the mode and the diagonal.
SearchSpace::StepShape SearchSpace::squeezedShape(StepShape sh, Cell p, Cell t, int fromFp, int toFp, Rect* frOut,
                                                  Rect* trOut) const {
  const Rect nomFrom = mover_.spaceAt(p), nomTo = mover_.spaceAt(t);
  const auto placed = [&](Cell at, int fp, const Rect& nominal) {
    if (fp == kFootprintWhole) return nominal;
    const Rect& r = placements_[static_cast<std::size_t>(fp)];
    return Rect{at.x + r.x, at.y + r.y, r.w, r.h};
  };
  const Rect fr = placed(p, fromFp, nomFrom), tr = placed(t, toFp, nomTo);
  if (limit_[static_cast<int>(sh.mode)] < 0) return sh;

  // "Every cell entered must be reachable from the cells it occupied through free cells of its space
  // before and after the step, crossing no wall or corner" (priceStep's reachedWithin): a flood from
  // the old footprint through the unfilled cells of the two spaces' bounding box; a diagonal may not
  // cut past a filled square. No wall touches the box, so only filled squares matter.
  const int x0 = std::min(nomFrom.x, nomTo.x), y0 = std::min(nomFrom.y, nomTo.y);
  const int x1 = std::max(nomFrom.x + nomFrom.w, nomTo.x + nomTo.w),
            y1 = std::max(nomFrom.y + nomFrom.h, nomTo.y + nomTo.h);
  const int bw = x1 - x0, bh = y1 - y0;
  constexpr int kMaxSide = 32;  // reachedInBox's box
  if (bw > kMaxSide || bh > kMaxSide) {
    sh.state = StepShape::kSlow;  // a space too big for the little flood
    return sh;
  }
  // A cell entered beside (orthogonally) a cell occupied before is reached in one move: when every
  // cell entered is, no flood is needed.
  bool flood = false;
  for (int y = tr.y; y < tr.y + tr.h && !flood; ++y)
    for (int x = tr.x; x < tr.x + tr.w; ++x) {
      if (fr.contains({x, y})) continue;
      if (flags_[static_cast<std::size_t>(cellIndex(x, y))] & kSolid) return sh;  // never in a footprint
      const bool besideRow = x >= fr.x && x < fr.x + fr.w && (y == fr.y - 1 || y == fr.y + fr.h);
      const bool besideColumn = y >= fr.y && y < fr.y + fr.h && (x == fr.x - 1 || x == fr.x + fr.w);
      if (!besideRow && !besideColumn) {
        flood = true;
        break;
      }
    }
  if (flood && !reachedInBox(fr, tr, x0, y0, bw, bh)) return sh;  // a cell entered is walled off inside the space

  // The squares that price it: the new footprint's (only those entered, where the text says so).
  const bool enteredOnly = scene_.ruleset().footprint == TerrainFootprint::Entered;
  int difficult = 0;
  bool obstructed = false;
  for (int y = tr.y; y < tr.y + tr.h; ++y)
    for (int x = tr.x; x < tr.x + tr.w; ++x) {
      if (enteredOnly && fr.contains({x, y})) continue;
      const std::size_t i = static_cast<std::size_t>(cellIndex(x, y));
      difficult = std::max<int>(difficult, difficult_[i]);
      obstructed = obstructed || (flags_[i] & kObstructed);
    }
  // "While squeezing through a space, a creature must spend 1 extra foot for every foot it moves
  // there" (5e); "Each move into or through a narrow space counts as if it were 2 squares" (dnd35):
  // priceStep counts the step squeezed when the footprint it ends in is.
  sh.state = StepShape::kPriced;
  sh.difficult = static_cast<std::uint8_t>(difficult);
  sh.obstructed = obstructed;
  sh.squeeze = toFp != kFootprintWhole;
  sh.exact = true;
  sh.squeezedRects = true;
  if (frOut) *frOut = fr;
  if (trOut) *trOut = tr;
  return sh;
}

}  // namespace footwork
