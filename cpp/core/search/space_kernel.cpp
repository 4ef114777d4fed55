// The space kernel of SearchSpace (core/search/space_kernel.h): its builder, and the steps of a
// multi-cell space priced from one 16-bit word per cell, step shapes numbered as kinds per
// (position, direction); also the squeezed footprints and the little floods inside a step's box that
// squeezing needs (the general judge uses those too).
#include "core/search/search.h"

#include <algorithm>
#include <bit>

#include "core/movement/squeeze.h"

namespace footwork {

// The words, the runs, the rows of filled squares, the corners and the step kinds' tables. Runs
// after the shared set-up (flags, footprints, limits, price tables, provokers).
void SearchSpace::buildSpaceKernel(std::uint8_t anyFlags) {
  SpaceKernel& k = space_;
  const Ruleset& rules = scene_.ruleset();
  const SearchRequest& req = req_;
  k.word = Scratch<std::uint16_t>::take();
  k.runV = Scratch<std::uint16_t>::take();
  k.runH = Scratch<std::uint16_t>::take();
  k.word.resize(flags_.size());
  for (std::size_t i = 0; i < flags_.size(); ++i)
    k.word[i] = static_cast<std::uint16_t>(flags_[i] | (((1u << difficult_[i]) - 1u) << 8));
  // The mode, as analyze() picks it: crawl while prone, the given mode, else by the squares entered.
  k.mode = mover_.has(kProne) ? Mode::Crawl : req.hasMode ? req.mode : Mode::Walk;
  k.modeFromTerrain = !mover_.has(kProne) && !req.hasMode && (anyFlags & (kWater | kClimb)) != 0;
  k.enteredOnly = rules.footprint == TerrainFootprint::Entered;
  // The runs of h_ cells down and w_ cells right (where they fit the cells window).
  k.runV.assign(k.word.size(), 0);
  k.runH.assign(k.word.size(), 0);
  for (int y = 0; y + h_ <= ch_; ++y) {
    std::uint16_t* v = k.runV.data() + static_cast<std::size_t>(y) * cw_;
    for (int r = 0; r < h_; ++r) {
      const std::uint16_t* row = k.word.data() + static_cast<std::size_t>(y + r) * cw_;
      for (int x = 0; x < cw_; ++x) v[x] |= row[x];
    }
  }
  for (int y = 0; y < ch_; ++y) {
    std::uint16_t* hr = k.runH.data() + static_cast<std::size_t>(y) * cw_;
    const std::uint16_t* row = k.word.data() + static_cast<std::size_t>(y) * cw_;
    for (int r = 0; r < w_; ++r)
      for (int x = 0; x + w_ <= cw_; ++x) hr[x] |= row[x + r];
  }
  // Filled squares as row bits, for reachedMasks (boxes up to 7×8: spaces up to 6×7).
  if (!placements_.empty() && w_ + 1 <= 7 && h_ + 1 <= 8) {
    k.solidRow = Scratch<std::uint8_t>::take();
    k.solidRow.resize(flags_.size());
    for (int y = 0; y < ch_; ++y) {
      const std::uint8_t* f = flags_.data() + static_cast<std::size_t>(y) * cw_;
      std::uint8_t* r = k.solidRow.data() + static_cast<std::size_t>(y) * cw_;
      unsigned bits = 0;  // right to left: the cell's bit shifts in below its right neighbours'
      for (int x = cw_ - 1; x >= 0; --x) {
        bits = (bits << 1) | ((f[x] & kSolid) ? 1u : 0u);
        r[x] = static_cast<std::uint8_t>(bits);
      }
    }
  }
  const std::size_t fps = placements_.size() + 1;
  k.geometry.assign(fps * fps * 8, SpaceKernel::Geometry{});
  for (int dir = 4; dir < 8; ++dir) {
    // "Corners" (analyze): the two squares a diagonal cuts past, as offsets from the entered
    // space's top-left cell (0, 0); the space left is at (-dx, -dy).
    const int dx = kStepDx[dir], dy = kStepDy[dir];
    const Rect from{-dx, -dy, w_, h_};
    k.cornerOff[dir][0] = (dy > 0 ? from.y : from.y + h_ - 1) * cw_ + (dx > 0 ? from.x + w_ : from.x - 1);
    k.cornerOff[dir][1] = (dy > 0 ? from.y + h_ : from.y - 1) * cw_ + (dx > 0 ? from.x : from.x + w_ - 1);
  }
  k.parityStride = (tableDifficult_ + 1) * 2;
  // Each position's shapes, found on its first expansion (both parities use them).
  if (positionCount() <= (1 << 16)) {
    k.spaceCode = Scratch<std::uint8_t>::take();
    k.spaceCode.assign(static_cast<std::size_t>(positionCount()) * 8, 0);
    // The steps that leave the window, marked once on its border.
    const auto mark = [&](int x, int y) {
      const int pos = y * pw_ + x;
      for (int dir = 0; dir < 8; ++dir) {
        const int nx = x + kStepDx[dir], ny = y + kStepDy[dir];
        if (nx < 0 || ny < 0 || nx >= pw_ || ny >= ph_)
          k.spaceCode[static_cast<std::size_t>(pos) * 8 + static_cast<std::size_t>(dir)] = SpaceKernel::kKindIllegal;
      }
    };
    for (int x = 0; x < pw_; ++x) {
      mark(x, 0);
      mark(x, ph_ - 1);
    }
    for (int y = 0; y < ph_; ++y) {
      mark(0, y);
      mark(pw_ - 1, y);
    }
  }
  k.kinds.assign(256, SpaceKernel::Kind{});
  k.kinds[SpaceKernel::kKindIllegal].price[0] = k.kinds[SpaceKernel::kKindIllegal].price[1] = SpaceKernel::kPriceNever;
  k.kinds[SpaceKernel::kKindIllegal].code = SpaceKernel::kSpaceIllegal;
  k.kinds[SpaceKernel::kKindSlow].code = SpaceKernel::kSpaceSlow;
  k.kindOf.assign(0x1000, 0);
}

int SearchSpace::findFootprint(int pos) const {
  std::int16_t& f = footprint_[static_cast<std::size_t>(pos)];
  if (f != kFootprintUnknown) return f;
  const Cell p = cellOf(pos);
  if (!space_.solidRow.empty()) {
    // The space's rows as bits of filled squares (for a multi-cell space, the only cells it may not
    // include: pits are priceStep's), then each placement from them.
    const std::uint8_t* row = space_.solidRow.data() + cellIndex(p.x, p.y);
    std::uint8_t rows[8];
    std::uint8_t any = 0;
    for (int y = 0; y < h_; ++y) any |= rows[y] = row[static_cast<std::size_t>(y) * cw_];
    if (!(any & ((1u << w_) - 1u))) return f = kFootprintWhole;
    for (std::size_t k = 0; k < placements_.size(); ++k) {
      const Rect& r = placements_[k];
      const unsigned mask = ((1u << r.w) - 1u) << r.x;
      bool clear = true;
      for (int y = r.y; y < r.y + r.h && clear; ++y) clear = !(rows[y] & mask);
      if (clear) return f = static_cast<std::int16_t>(k);
    }
    return f = kFootprintBlocked;
  }
  if (space_.on) {  // the same from the words: the space's rows as runs, a placement cell by cell
    if (!anyBad_) return f = kFootprintWhole;
    const std::uint16_t* run = space_.runH.data() + cellIndex(p.x, p.y);
    std::uint16_t any = 0;
    for (int y = 0; y < h_; ++y) any |= run[static_cast<std::size_t>(y) * cw_];
    if (!(any & kBad)) return f = kFootprintWhole;
    for (std::size_t k = 0; k < placements_.size(); ++k) {
      const Rect& r = placements_[k];
      const std::uint16_t* w = space_.word.data() + cellIndex(p.x + r.x, p.y + r.y);
      any = 0;
      for (int y = 0; y < r.h; ++y)
        for (int x = 0; x < r.w; ++x) any |= w[static_cast<std::size_t>(y) * cw_ + static_cast<std::size_t>(x)];
      if (!(any & kBad)) return f = static_cast<std::int16_t>(k);
    }
    return f = kFootprintBlocked;
  }
  if (badSum_.empty() || !boxHas(badSum_, p.x, p.y, w_, h_)) return f = kFootprintWhole;
  for (std::size_t k = 0; k < placements_.size(); ++k) {
    const Rect& r = placements_[k];
    if (!boxHas(badSum_, p.x + r.x, p.y + r.y, r.w, r.h)) return f = static_cast<std::int16_t>(k);
  }
  return f = kFootprintBlocked;
}
// The cells a step of the space prices, listed once per (footprint left, footprint entered,
// direction): the new footprint's squares (only those not occupied before, where the text says
// so), as analyze() and squeezedShape() read them; and whether a cell entered lies beside none
// occupied before (then reachedInBox decides whether it is reached inside the space).
const SpaceKernel::Geometry& SearchSpace::listGeometry(int fromFp, int toFp, int dir) const {
  const std::size_t n = placements_.size();
  const std::size_t a = fromFp == kFootprintWhole ? n : static_cast<std::size_t>(fromFp);
  const std::size_t b = toFp == kFootprintWhole ? n : static_cast<std::size_t>(toFp);
  SpaceKernel::Geometry& g = space_.geometry[(a * (n + 1) + b) * 8 + static_cast<std::size_t>(dir)];
  const Rect fr = placed({-kStepDx[dir], -kStepDy[dir]}, fromFp), tr = placed({0, 0}, toFp);
  const bool enteredOnly = scene_.ruleset().footprint == TerrainFootprint::Entered;
  const std::size_t start = space_.geometryCells.size();
  bool flood = false;
  for (int y = tr.y; y < tr.y + tr.h; ++y)
    for (int x = tr.x; x < tr.x + tr.w; ++x) {
      const bool kept = fr.contains({x, y});
      if (!kept) {
        const bool besideRow = x >= fr.x && x < fr.x + fr.w && (y == fr.y - 1 || y == fr.y + fr.h);
        const bool besideColumn = y >= fr.y && y < fr.y + fr.h && (x == fr.x - 1 || x == fr.x + fr.w);
        flood = flood || (!besideRow && !besideColumn);
      }
      if (enteredOnly && kept) continue;
      space_.geometryCells.push_back(y * cw_ + x);
    }
  g.count = static_cast<std::int32_t>(space_.geometryCells.size() - start);
  g.flood = flood;
  if (!space_.solidRow.empty()) {
    // The box's top-left cell, relative to the entered space's: (-1 or 0, -1 or 0).
    const int ox = kStepDx[dir] > 0 ? -1 : 0, oy = kStepDy[dir] > 0 ? -1 : 0;
    const auto bit = [&](int x, int y) { return std::uint64_t{1} << (8 * (y - oy) + (x - ox)); };
    for (int y = fr.y; y < fr.y + fr.h; ++y)
      for (int x = fr.x; x < fr.x + fr.w; ++x) g.left |= bit(x, y);
    for (int y = tr.y; y < tr.y + tr.h; ++y)
      for (int x = tr.x; x < tr.x + tr.w; ++x)
        if (!fr.contains({x, y})) g.entered |= bit(x, y);
  }
  g.start = static_cast<std::int32_t>(start);
  return g;
}
// What a step of a multi-cell space is, whatever the parity and the movement spent: what analyze()
// and squeezedShape() make of it, read from the cells' words through the step's geometry. Returns
// SpaceKernel::kSpaceIllegal, SpaceKernel::kSpaceSlow (priceStep decides) or a priced code (see
// SpaceKernel::kSpacePriced).
std::uint16_t SearchSpace::spaceShape(int from, Cell p, int fromFp, int dir) const {
  const int dx = kStepDx[dir], dy = kStepDy[dir];
  const Cell t{p.x + dx, p.y + dy};
  if (!inWindow(t)) return SpaceKernel::kSpaceIllegal;
  if (startSlow_ && from == start_) return SpaceKernel::kSpaceSlow;
  // A wall, door, window, low edge, pit or other creature in the box of the two spaces: priceStep.
  if (anyComplex_ &&
      boxHas(complexSum_, std::min(p.x, t.x), std::min(p.y, t.y), w_ + (dx != 0 ? 1 : 0), h_ + (dy != 0 ? 1 : 0)))
    return SpaceKernel::kSpaceSlow;
  if (fromFp == kFootprintBlocked) return SpaceKernel::kSpaceSlow;
  const int toFp = footprint(from + offset_[static_cast<std::size_t>(dir)]);
  if (toFp == kFootprintBlocked) return SpaceKernel::kSpaceIllegal;
  const int ct = cellIndex(t.x, t.y);
  // The nominal squares entered: the space's new leading column and/or row.
  std::uint16_t entered = 0;
  if (dx != 0) entered |= space_.runV[static_cast<std::size_t>(ct + (dx > 0 ? w_ - 1 : 0))];
  if (dy != 0) entered |= space_.runH[static_cast<std::size_t>(ct + (dy > 0 ? (h_ - 1) * cw_ : 0))];
  const bool diagonal = dx != 0 && dy != 0;
  // They choose the mode (stepMode): crawl while prone, the given mode, else swim, climb or walk.
  const Mode mode = space_.modeFromTerrain ? ((entered & kWater)   ? Mode::Swim
                                              : (entered & kClimb) ? Mode::Climb
                                                                   : Mode::Walk)
                                           : space_.mode;
  if (limit_[static_cast<int>(mode)] < 0) return SpaceKernel::kSpaceIllegal;
  const bool squeezed = fromFp != kFootprintWhole || toFp != kFootprintWhole;
  const std::uint16_t* w = space_.word.data() + ct;
  // "Corners": the two squares a diagonal cuts past may not be filled (pits do not count). (A
  // squeezing space's cells are reached inside the box instead, below.)
  if (!squeezed && diagonal &&
      ((w[space_.cornerOff[static_cast<std::size_t>(dir)][0]] | w[space_.cornerOff[static_cast<std::size_t>(dir)][1]]) &
       kSolid))
    return SpaceKernel::kSpaceIllegal;
  // The squares that price it: those entered, or the whole new footprint where the text says so.
  std::uint16_t any = entered;
  if (squeezed || !space_.enteredOnly) {
    const SpaceKernel::Geometry& g = geometry(fromFp, toFp, dir);
    if (squeezed && g.flood) {
      // Every cell entered reached from the cells occupied through free cells of the box
      // (footprints hold no filled square, so a cell entered is never one).
      const int x0 = std::min(p.x, t.x), y0 = std::min(p.y, t.y), bw = w_ + (dx != 0 ? 1 : 0),
                bh = h_ + (dy != 0 ? 1 : 0);
      const bool reached = !space_.solidRow.empty() ? reachedMasks(g, x0, y0, bw, bh)
                                                    : reachedInBox(placed(p, fromFp), placed(t, toFp), x0, y0, bw, bh);
      if (!reached) return SpaceKernel::kSpaceIllegal;
    }
    any = 0;
    const std::int32_t* cells = space_.geometryCells.data() + g.start;
    for (std::int32_t k = 0; k < g.count; ++k) any |= w[cells[k]];
  }
  const int difficult = std::bit_width(static_cast<unsigned>(any >> 8));  // the thermometer's highest level
  const int obstructed = (any & kObstructed) ? 1 : 0;
  const int index =
      ((static_cast<int>(mode) * 2 + (diagonal ? 1 : 0)) * 2 * (tableDifficult_ + 1) + difficult) * 2 + obstructed;
  // "While squeezing through a space, a creature must spend 1 extra foot for every foot it moves
  // there": the squeeze surcharge when the footprint entered is squeezed (squeezedShape).
  return static_cast<std::uint16_t>(
      SpaceKernel::kSpacePriced | index | (toFp != kFootprintWhole ? SpaceKernel::kSpaceSqueezeTable : 0) |
      (squeezed ? SpaceKernel::kSpaceSqueezed : 0) | (static_cast<int>(mode) << SpaceKernel::kSpaceModeShift));
}
// The kind number of a shape code, numbering it (and pricing it per parity) when first met.
std::uint8_t SearchSpace::spaceKind(std::uint16_t code) const {
  if (code == SpaceKernel::kSpaceIllegal) return SpaceKernel::kKindIllegal;
  if (code == SpaceKernel::kSpaceSlow) return SpaceKernel::kKindSlow;
  std::uint8_t& id = space_.kindOf[code & 0x0FFF];
  if (id != 0) return id;
  if (space_.kindCount == SpaceKernel::kKindOver) return SpaceKernel::kKindOver;
  id = static_cast<std::uint8_t>(space_.kindCount++);
  SpaceKernel::Kind& k = space_.kinds[id];
  k.code = code;
  k.mode = static_cast<Mode>((code >> SpaceKernel::kSpaceModeShift) & 7);
  k.limit = limit_[static_cast<int>(k.mode)];
  const std::vector<std::uint16_t>& table = (code & SpaceKernel::kSpaceSqueezeTable) ? squeezeTable_ : plainTable_;
  for (int parity = 0; parity < 2; ++parity) {
    const std::uint16_t v =
        table[static_cast<std::size_t>((code & SpaceKernel::kSpaceIndex) + parity * space_.parityStride)];
    const bool hampered = (v & 0x8000) != 0;
    if ((v & 0x7FFF) == 0x7FFF) k.price[parity] = SpaceKernel::kPriceFinish;  // clamped or left out: judge() prices it
    else if (!crossesHampered_ && hampered)
      k.price[parity] = SpaceKernel::kPriceNever;  // "can't run or charge across difficult terrain"
    else if (checkProvokes_) k.price[parity] = SpaceKernel::kPriceFinish;  // provoking: finishJudgement
    else k.price[parity] = v & 0x7FFF;
  }
  return id;
}
// A step from its shape code: the price for the parity (priceStep's, tabulated), then the band,
// the allowance and provoking (finishJudgement), as finishShape does.
void SearchSpace::spaceFinish(std::uint16_t code, int from, Cell p, int dir, int parity, int squaresBefore,
                              StepJudgement& j) const {
  if (code == SpaceKernel::kSpaceIllegal) return;
  if (code == SpaceKernel::kSpaceSlow) {
    j = slowStep(from, dir, parity, squaresBefore);
    return;
  }
  const std::vector<std::uint16_t>& table = (code & SpaceKernel::kSpaceSqueezeTable) ? squeezeTable_ : plainTable_;
  const std::uint16_t v =
      table[static_cast<std::size_t>((code & SpaceKernel::kSpaceIndex) + parity * space_.parityStride)];
  if ((v & 0x7FFF) == 0x7FFF) {  // a price the table clamps or leaves out: judge() as always
    judge(from, p, dir, parity, squaresBefore, j);
    return;
  }
  const Mode mode = static_cast<Mode>((code >> SpaceKernel::kSpaceModeShift) & 7);
  j.diagonal = isDiagonalDir(dir);
  j.mode = mode;
  j.squares = v & 0x7FFF;
  const bool hampered = (v & 0x8000) != 0;
  const int to = from + offset_[static_cast<std::size_t>(dir)];
  if (code & SpaceKernel::kSpaceSqueezed) {  // reach is measured from the cells occupied
    const Rect fr = placed(p, footprint(from)), tr = placed({p.x + kStepDx[dir], p.y + kStepDy[dir]}, footprint(to));
    finishJudgement(j, from, to, squaresBefore, hampered, nullptr, &fr, &tr);
    return;
  }
  finishJudgement(j, from, to, squaresBefore, hampered, nullptr);
}

namespace {
// The box flood on 64-bit masks (a row of the box per byte, bit 8·row + column; column 7 is never
// free, so a shift by one never carries a cell into the next row): can `reached` spread through
// `free` cells, one step at a time and no diagonal cutting past a filled square, to every `targets` cell?
bool floodMasks(std::uint64_t free, std::uint64_t reached, std::uint64_t targets) {
  if ((targets & free) != targets) return false;  // a filled square entered (a footprint never holds one)
  const auto shift = [](std::uint64_t m, int k) { return k > 0 ? m << k : m >> -k; };
  for (;;) {
    std::uint64_t next = reached | (((reached << 1) | (reached >> 1) | (reached << 8) | (reached >> 8)) & free);
    // A diagonal may not cut past a filled square: both squares beside it free.
    for (const int sx : {1, -1})
      for (const int sy : {8, -8}) {
        const std::uint64_t from = reached & shift(free, -sx) & shift(free, -sy);
        next |= shift(from, sx + sy) & free;
      }
    if ((next & targets) == targets) return true;
    if (next == reached) return false;
    reached = next;
  }
}
}  // namespace

// reachedInBox's flood on masks for a step of the space kernel: the box's free cells from the row
// bits of the filled squares, the footprints' cells from the step's geometry.
bool SearchSpace::reachedMasks(const SpaceKernel::Geometry& g, int x0, int y0, int bw, int bh) const {
  std::uint64_t free = 0;
  const std::uint8_t rowMask = static_cast<std::uint8_t>((1u << bw) - 1u);
  const std::uint8_t* row = space_.solidRow.data() + cellIndex(x0, y0);
  for (int y = 0; y < bh; ++y, row += cw_)
    free |= static_cast<std::uint64_t>(static_cast<std::uint8_t>(~*row) & rowMask) << (8 * y);
  const std::uint64_t targets = g.entered;
  std::uint64_t reached = g.left;
  return floodMasks(free, reached, targets);
}

// Whether every cell of `tr` outside `fr` can be reached from the cells of `fr`, one cell at a time
// through unfilled cells of the box (x0, y0, bw, bh), no diagonal cutting past a filled square.
bool SearchSpace::reachedInBox(const Rect& fr, const Rect& tr, int x0, int y0, int bw, int bh) const {
  if (bw <= 7 && bh <= 8) {
    // The same flood on 64-bit masks, a row of the box per byte (bit 8·row + column); column 7 is
    // never free, so a shift by one never carries a cell into the next row.
    std::uint64_t free = 0, reached = 0, targets = 0;
    for (int y = 0; y < bh; ++y) {
      const std::uint8_t* f = &flags_[static_cast<std::size_t>(cellIndex(x0, y0 + y))];
      for (int x = 0; x < bw; ++x)
        if (!(f[x] & kSolid)) free |= std::uint64_t{1} << (8 * y + x);
    }
    const auto bit = [&](int x, int y) { return std::uint64_t{1} << (8 * (y - y0) + (x - x0)); };
    for (int y = fr.y; y < fr.y + fr.h; ++y)
      for (int x = fr.x; x < fr.x + fr.w; ++x) reached |= bit(x, y);
    for (int y = tr.y; y < tr.y + tr.h; ++y)
      for (int x = tr.x; x < tr.x + tr.w; ++x)
        if (!fr.contains({x, y})) targets |= bit(x, y);
    return floodMasks(free, reached, targets);
  }
  constexpr int kMaxSide = 32, kMaxBox = kMaxSide * kMaxSide;
  const int y1 = y0 + bh;
  // The box with a border of one: 0 filled (or the border), 1 free, 2 reached, 3 free and to be
  // reached (a cell entered); the flood stops once every cell entered is reached.
  const int W = bw + 2;
  std::uint8_t state[(kMaxSide + 2) * (kMaxSide + 2)];
  int todo[kMaxBox];
  int n = 0;
  for (int i = 0; i < W * (bh + 2); ++i) state[i] = 0;
  for (int y = y0; y < y1; ++y) {
    const std::uint8_t* f = &flags_[static_cast<std::size_t>(cellIndex(x0, y))];
    std::uint8_t* row = &state[(y - y0 + 1) * W + 1];
    for (int x = 0; x < bw; ++x) row[x] = (f[x] & kSolid) ? 0 : 1;
  }
  const auto at = [&](int x, int y) { return (y - y0 + 1) * W + (x - x0 + 1); };
  int targets = 0;
  for (int y = tr.y; y < tr.y + tr.h; ++y)
    for (int x = tr.x; x < tr.x + tr.w; ++x) {
      if (fr.contains({x, y})) continue;
      if (state[at(x, y)] == 0) return false;  // a filled square entered (a footprint never holds one)
      state[at(x, y)] = 3;
      ++targets;
    }
  for (int y = fr.y; y < fr.y + fr.h; ++y)
    for (int x = fr.x; x < fr.x + fr.w; ++x) {
      state[at(x, y)] = 2;
      todo[n++] = at(x, y);
    }
  const auto reach = [&](int i) {
    targets -= state[i] == 3;
    state[i] = 2;
    todo[n++] = i;
  };
  while (n > 0 && targets > 0) {
    const int c = todo[--n];
    for (const int o : {1, -1, W, -W})
      if (state[c + o] & 1) reach(c + o);
    // A diagonal may not cut past a filled square (the two squares beside it stay inside the box).
    for (const int sx : {1, -1})
      for (const int sy : {W, -W})
        if ((state[c + sx + sy] & 1) && state[c + sx] != 0 && state[c + sy] != 0) reach(c + sx + sy);
  }
  return targets == 0;
}

}  // namespace footwork
