// SearchSpace's steps shared by its kernels (core/search/search.h): the slow step through priceStep,
// the allowance, band and provoking of a judged step (finishJudgement), where a move may end. The
// kernels are one_cell_kernel.cpp (its steps inline in search_expand.h), space_kernel.cpp and
// general_judge.cpp; the shared set-up is search_setup.cpp.
#include "core/search/search.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <limits>

#include "core/movement/move.h"
#include "core/movement/squeeze.h"
#include "core/movement/step_price.h"
#include "core/scene/distance.h"
#include "core/scene/space.h"

namespace footwork {
namespace {

bool sameRect(const Rect& a, const Rect& b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

}  // namespace

// stepPrice (core/movement/step_price.h) for a step that meets no wall edge and no other creature: only the
// floor of the squares that price it (difficult level, obstructed), squeezing and the mode matter.
int SearchSpace::plainSquares(const Ruleset& rules, const Creature& mover, Mode mode, bool diagonal, int parity,
                              int difficult, bool obstructed, bool squeeze, bool& hampered) {
  StepTerms t;
  t.mode = mode;
  t.diagonal = diagonal;
  t.oddDiagonals = parity == 1;
  t.difficult = difficult;
  t.obstructed = obstructed;
  t.squeeze = squeeze;
  const StepPrice p = stepPrice(rules, mover, t);
  hampered = p.hampered;
  return p.squares;
}

const char* searchStatusName(SearchStatus s) {
  switch (s) {
    case SearchStatus::Complete: return "complete";
    case SearchStatus::Partial: return "partial";
    case SearchStatus::Budget: return "budget";
  }
  return "";
}

int SearchSpace::maxLimit() const {
  int m = -1;
  for (int l : limit_) m = std::max(m, l);
  return m;
}

bool SearchSpace::boxHas(const std::vector<std::int32_t>& sums, int x, int y, int w, int h) const {
  const int ax = x - cx0_, ay = y - cy0_, bx = ax + w, by = ay + h;
  const auto at = [&](int cx, int cy) { return sums[static_cast<std::size_t>(cy) * (cw_ + 1) + cx]; };
  return at(bx, by) - at(ax, by) - at(bx, ay) + at(ax, ay) > 0;
}

int SearchSpace::bandFor(Mode mode, int squares) const {
  const Milli total = req_.spent + static_cast<Milli>(squares) * scene_.grid().cellSize();
  const Band& chosen = *req_.band;
  const auto& bands = scene_.ruleset().bands;
  // bandAllowance depends on the band and the mode only here: asked once per pair.
  const auto allowance = [&](const Band& b) {
    if (allowance_.empty()) allowance_.assign(static_cast<std::size_t>(kModeCount) * bands.size(), kAllowanceUnknown);
    Milli& a = allowance_[static_cast<std::size_t>(mode) * bands.size() + static_cast<std::size_t>(&b - bands.data())];
    if (a == kAllowanceUnknown) a = bandAllowance(scene_, b, mover_, mode);
    return a;
  };
  if (!chosen.stacksAfterMove) return total <= allowance(chosen) ? static_cast<int>(&chosen - bands.data()) : -1;
  for (const Band& b : bands) {
    if (!b.stacksAfterMove) continue;
    if (total <= allowance(b)) return static_cast<int>(&b - bands.data());
    if (&b == &chosen) break;
  }
  return -1;
}

// The mode of a step that names none, as the move query picks it: crawl while prone, swim into
// water, climb onto a climbable surface (looking at the squares entered), else walk.
Mode SearchSpace::stepMode(Cell from, Cell to) const {
  if (mover_.has(kProne)) return Mode::Crawl;  // "To move while prone, you must crawl"
  if (req_.hasMode) return req_.mode;
  const Grid& g = scene_.grid();
  const GridShape shape = g.shape();
  const Rect t = mover_.spaceAt(to), f = mover_.spaceAt(from), box = spaceBox(shape, t);
  const SpaceTest inT(shape, t), inF(shape, f);
  bool water = false, climb = false;
  for (int y = box.y; y < box.y + box.h; ++y)
    for (int x = box.x; x < box.x + box.w; ++x) {
      if (!inT.has({x, y}) || inF.has({x, y}) || !g.contains(Cell{x, y})) continue;
      water = water || g.terrain({x, y}).water != Water::None;
      climb = climb || g.terrain({x, y}).climb != ClimbSurface::None;
    }
  return water ? Mode::Swim : climb ? Mode::Climb : Mode::Walk;
}

std::uint64_t SearchSpace::leaveMask(int from, int to) const {
  const std::uint64_t a = threat_[static_cast<std::size_t>(from)], b = threat_[static_cast<std::size_t>(to)];
  return scene_.ruleset().provoke == ProvokeRule::LeaveReach ? (a & ~b) : a;
}

bool SearchSpace::leaveProvokesDirect(int fromPos, const Rect& from, const Rect& to, std::uint64_t* bits) const {
  const Ruleset& rules = scene_.ruleset();
  const Grid& grid = scene_.grid();  // (the grid's overloads count hexes on hex grids)
  const auto provokes = [&](int b) {
    const Creature& o = scene_.creatures()[provokers_[b]];
    const Rect os = o.space();
    switch (rules.provoke) {
      case ProvokeRule::LeaveReach:
        return withinReach(os, o.reach, o.reachWeapon, from, rules, grid) &&
               !withinReach(os, o.reach, o.reachWeapon, to, rules, grid);
      case ProvokeRule::LeaveThreatened: return withinReach(os, o.reach, o.reachWeapon, from, rules, grid);
      case ProvokeRule::LeaveAdjacent: return leavesAdjacent(grid, os, o.reach, from);
    }
    return false;
  };
  if (!provokersExact()) {  // (no bits to name: whether any provokes, among those near)
    const Cell c = cellOf(fromPos);
    const int block = (c.y - py0_) / kNearBlock * nearW_ + (c.x - px0_) / kNearBlock;
    for (int k = nearStart_[static_cast<std::size_t>(block)]; k < nearStart_[static_cast<std::size_t>(block) + 1]; ++k)
      if (provokes(near_[static_cast<std::size_t>(k)])) return true;
    for (int b : wide_)
      if (provokes(b)) return true;
    return false;
  }
  bool any = false;
  for (int b = 0; b < static_cast<int>(provokers_.size()); ++b) {
    if (!provokes(b)) continue;
    any = true;
    if (!bits) return true;
    *bits |= std::uint64_t{1} << b;
  }
  return any;
}

void SearchSpace::finishJudgement(StepJudgement& j, int from, int to, int squaresBefore, bool hampered,
                                  const std::vector<int>* enterProvokers, const Rect* fromRect,
                                  const Rect* toRect) const {
  const Band& band = *req_.band;
  // "You can't run or charge across difficult terrain" (move.cpp mayCrossHampered).
  if (!crossesHampered_ && hampered) return;
  // "To enter a square, you must have enough movement left to enter the square."
  if (squaresBefore + j.squares > limit_[static_cast<int>(j.mode)]) return;
  j.legal = true;
  if (!band.provokes || provokers_.empty()) return;
  // The spaces left and entered: the tables hold whole spaces; a squeezed footprint is looked at
  // directly (the move query measures reach from the cells the creature occupies).
  const bool whole =
      !fromRect || (sameRect(*fromRect, mover_.spaceAt(cellOf(from))) && sameRect(*toRect, mover_.spaceAt(cellOf(to))));
  if (provokersExact()) {
    std::uint64_t bits = 0;
    if (whole) bits = leaveMask(from, to);
    else leaveProvokesDirect(from, *fromRect, *toRect, &bits);
    if (enterProvokers)
      for (int e : *enterProvokers)
        for (int b = 0; b < static_cast<int>(provokers_.size()); ++b)
          if (provokers_[b] == e) bits |= std::uint64_t{1} << b;
    j.provokers = bits;
    j.provokes = bits != 0;
  } else {
    const Rect a = fromRect ? *fromRect : mover_.spaceAt(cellOf(from));
    const Rect b = toRect ? *toRect : mover_.spaceAt(cellOf(to));
    j.provokes = (enterProvokers && !enterProvokers->empty()) || leaveProvokesDirect(from, a, b, nullptr);
  }
}

StepJudgement SearchSpace::slowStep(int from, int dir, int parity, int squaresBefore) const {
  slowWork_ += slowWeight_;  // (a kept judgement counts too: the budget is the same as on a fresh space)
  if (!keepSlow_) return judgeSlow(from, dir, parity, squaresBefore);
  const std::uint32_t key =
      (static_cast<std::uint32_t>(from) * 8 + static_cast<std::uint32_t>(dir)) * 2 + static_cast<std::uint32_t>(parity);
  const auto it = slowKept_.find(key);
  StepJudgement j;
  if (it != slowKept_.end()) {
    j = it->second;
  } else {
    // Judged with no movement spent, so that only the allowance is left to apply; the rest of the
    // judgement (priceStep, the band's hampered rule, provoking) does not depend on what was spent.
    j = judgeSlow(from, dir, parity, std::numeric_limits<int>::min() / 2);
    if (slowKept_.size() < kSlowKept) slowKept_.emplace(key, j);
  }
  // The allowance, as finishJudgement applies it: past it the step is illegal and provokes no one.
  if (j.legal && squaresBefore + j.squares > limit_[static_cast<int>(j.mode)]) {
    j.legal = false;
    j.provokes = false;
    j.provokers = 0;
  }
  return j;
}

StepJudgement SearchSpace::judgeSlow(int from, int dir, int parity, int squaresBefore) const {
  StepJudgement j;
  const Cell p = cellOf(from);
  const Cell t{p.x + kStepDx[dir], p.y + kStepDy[dir]};
  if (!inWindow(t)) return j;
  j.diagonal = isDiagonalDir(dir) && !hex_;
  j.mode = stepMode(p, t);
  if (limit_[static_cast<int>(j.mode)] < 0) return j;
  // As the move query asks: no forced squeeze; the footprint decides (core/movement/squeeze.h).
  const StepQuery q{p, t, j.mode, parity, false};
  const StepCost c = priceStep(scene_, mover_, req_.mover, q);
  if (c.block != StepBlock::None) return j;
  j.squares = c.squares;
  std::vector<int> enter;
  for (int e : c.provokedBy)
    if (!scene_.creatures()[e].isUnawareOf(mover_.id)) enter.push_back(e);
  Rect fromRect = mover_.spaceAt(p);
  if (!provokers_.empty() && req_.band->provokes) {  // reach is measured from the cells occupied
    const Footprint fromFp = footprintAt(scene_, mover_, p, j.mode, true);
    if (fromFp.block == StepBlock::None) fromRect = fromFp.rect;
  }
  finishJudgement(j, from, indexOf(t), squaresBefore, c.hampered, &enter, &fromRect, &c.space);
  return j;
}

bool SearchSpace::canEndSlow(int i) const {
  const Cell p = cellOf(i);
  const bool phasing = mover_.has(kPhasing);
  if (!anyOccupied_ && !phasing) return true;
  // (A hex space of several hexes is not a box: it asks every creature below.)
  if (!phasing && !(hex_ && w_ > 1) && !boxHas(occupiedSum_, p.x, p.y, w_, h_)) return true;
  // Squeezing past an opponent, it may not stop there (move.cpp mayEndSqueezingPast).
  if (opponentIn(scene_, mover_, mover_.spaceAt(p), fixedMode_) >= 0) return false;
  // The move query's end rule (mayEndAt, move_end.cpp: other creatures' spaces, cells shared by
  // small creatures, phasing), asked of the cells the creature occupies there: its space, or the
  // footprint it squeezes into.
  const Footprint fp = footprintAt(scene_, mover_, p, fixedMode_, true);
  const Rect r = fp.block == StepBlock::None ? fp.rect : mover_.spaceAt(p);
  Reason why;  // the move query says why; the search only needs whether
  return mayEndAt(scene_, mover_, req_.mover, r, req_.stopping, why);
}

}  // namespace footwork
