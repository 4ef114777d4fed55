#include "core/search/search.h"

#include <algorithm>
#include <bit>
#include <climits>

#include "core/scene/distance.h"
#include "core/movement/passage.h"
#include "core/movement/squeeze.h"
#include "core/movement/step_price.h"

namespace footwork {
namespace {

constexpr int kUnlimited = INT32_MAX / 4;

bool sameRect(const Rect& a, const Rect& b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

// stepPrice (core/movement/step_price.h) for a step that meets no wall edge and no other creature: only the
// floor of the squares that price it (difficult level, obstructed), squeezing and the mode matter.
int plainSquares(const Ruleset& rules, const Creature& mover, Mode mode, bool diagonal, int parity, int difficult,
                 bool obstructed, bool squeeze, bool& hampered) {
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

// Squares each mode may still spend (evaluateMove: immobile, no speed, speed 0, the band's cap).
std::array<int, kModeCount> modeLimits(const Scene& scene, const SearchRequest& req, const Creature& mover) {
  std::array<int, kModeCount> limits{};
  const Band& band = *req.band;
  const Milli cell = scene.grid().cellSize();
  for (int m = 0; m < kModeCount; ++m) {
    const Mode mode = static_cast<Mode>(m);
    int lim;
    // A jump is a path item of its own in the move query, never a step mode.
    if (mode == Mode::Jump || mover.cannotMove() || (mode == Mode::Fly && mover.speeds.fly == 0) ||
        (mode == Mode::Burrow && mover.speeds.burrow == 0)) {
      lim = -1;
    } else if (band.ignoresCost) {
      lim = kUnlimited;
    } else if (speedFor(mover, mode) == 0 && !band.fixedSquares) {
      lim = -1;
    } else if (!req.limitByAllowance) {
      lim = kUnlimited;
    } else {
      const Milli cap = bandAllowance(scene, band, mover, mode);
      lim = cap >= req.spent ? static_cast<int>(std::min<Milli>((cap - req.spent) / cell, kUnlimited)) : -1;
    }
    limits[m] = lim;
  }
  return limits;
}

void prefixSums(const std::vector<std::uint8_t>& flags, std::uint8_t bit, int w, int h, std::vector<std::int32_t>& out) {
  out.assign(static_cast<std::size_t>(w + 1) * (h + 1), 0);
  for (int y = 0; y < h; ++y) {
    std::int32_t row = 0;
    for (int x = 0; x < w; ++x) {
      row += (flags[static_cast<std::size_t>(y) * w + x] & bit) ? 1 : 0;
      out[static_cast<std::size_t>(y + 1) * (w + 1) + x + 1] = out[static_cast<std::size_t>(y) * (w + 1) + x + 1] + row;
    }
  }
}

}  // namespace

const char* searchStatusName(SearchStatus s) {
  switch (s) {
    case SearchStatus::Complete: return "complete";
    case SearchStatus::Partial: return "partial";
    case SearchStatus::Budget: return "budget";
  }
  return "";
}

SearchSpace::SearchSpace(const Scene& scene, const SearchRequest& req, int reachSquares)
    : scene_(scene), req_(req), mover_(scene.creatures()[req.mover]) {
  if (req.upright) mover_.conditions &= ~kProne;
  crossesHampered_ = mayCrossHampered(scene.ruleset(), *req.band, mover_);
  const Grid& g = scene.grid();
  const Ruleset& rules = scene.ruleset();
  w_ = mover_.spaceW;
  h_ = mover_.spaceH;
  parities_ = rules.diagonal == DiagonalRule::Alternating ? 2 : 1;

  // Window of positions (top-left cells whose space fits the map) the search can reach.
  const int maxX = g.width() - w_, maxY = g.height() - h_;
  int x0 = 0, y0 = 0, x1 = maxX, y1 = maxY;
  if (reachSquares >= 0) {
    x0 = std::max(0, req.from.x - reachSquares);
    y0 = std::max(0, req.from.y - reachSquares);
    x1 = std::min(maxX, req.from.x + reachSquares);
    y1 = std::min(maxY, req.from.y + reachSquares);
  }
  px0_ = x0;
  py0_ = y0;
  pw_ = std::max(0, x1 - x0 + 1);
  ph_ = std::max(0, y1 - y0 + 1);
  for (int d = 0; d < 8; ++d) offset_[d] = kStepDx[d] + kStepDy[d] * pw_;
  cx0_ = std::max(0, px0_ - 1);
  cy0_ = std::max(0, py0_ - 1);
  cw_ = std::min(g.width() - 1, px0_ + pw_ - 1 + w_) - cx0_ + 1;
  ch_ = std::min(g.height() - 1, py0_ + ph_ - 1 + h_) - cy0_ + 1;

  // The mode class that decides which floors may be stood on (pits for all but flyers).
  Mode fixed = req.hasMode ? req.mode : Mode::Walk;
  if (mover_.has(kProne)) fixed = Mode::Crawl;
  allSlow_ = fixed == Mode::Burrow || mover_.passesObstacles();

  flags_ = Scratch<std::uint8_t>::take();
  difficult_ = Scratch<std::uint8_t>::take();
  flags_.assign(static_cast<std::size_t>(cw_) * ch_, 0);
  difficult_.assign(flags_.size(), 0);
  int maxDifficult = 0;
  std::uint8_t anyFlags = 0;  // the union of every cell's flags

  // The one-cell kernel (judgeOneCell): judge() for a 1×1 space, with everything that does not
  // depend on the step's direction or the movement spent looked up once per cell, in the flags
  // pass below. Its code window is the positions window plus a margin of one, unclipped: the
  // cells of it on the map are exactly the cells window; those off the map stay "outside".
  oneCell_ = w_ == 1 && h_ == 1 && !allSlow_ && pw_ > 0 && ph_ > 0;
  // Kinds by (mode, difficult level, obstructed): the entered cell alone prices a 1×1 step
  // (prices are filled in once the limits and the price table are known).
  std::vector<std::int16_t> kindOf;
  Mode modeOf[4] = {Mode::Walk, Mode::Swim, Mode::Climb, Mode::Swim};  // by water/climb bits, as judge() picks
  if (oneCell_) {
    codeW_ = pw_ + 2;
    for (int d = 0; d < 8; ++d) {
      codeOff_[d] = kStepDx[d] + kStepDy[d] * codeW_;
      cornerRowOff_[d] = kStepDy[d] * codeW_;
    }
    code_ = Scratch<std::uint16_t>::take();
    code_.assign(static_cast<std::size_t>(codeW_) * (ph_ + 2), kCodeOutside);
    kindOf.assign(4 * 256 * 2, -1);
    if (mover_.has(kProne)) std::fill(std::begin(modeOf), std::end(modeOf), Mode::Crawl);
    else if (req.hasMode) std::fill(std::begin(modeOf), std::end(modeOf), req.mode);
  }
  const auto codeAt = [&](int x, int y) -> std::uint16_t& {
    return code_[static_cast<std::size_t>((y - py0_ + 1) * codeW_ + (x - px0_ + 1))];
  };
  // The members the loop reads, as locals: the byte stores below may alias anything, and the
  // compiler would otherwise reload every member after each of them.
  const int cx0 = cx0_, cy0 = cy0_, cw = cw_, ch = ch_, px0 = px0_, py0 = py0_, px1 = px0_ + pw_, py1 = py0_ + ph_;
  const bool oneCell = oneCell_;
  const std::uint8_t pitFlag = fixed == Mode::Fly ? 0 : (w_ * h_ > 1) ? kComplex : kBad;
  std::uint8_t* const flags = flags_.data();
  std::uint8_t* const difficultOf = difficult_.data();
  std::uint16_t* const codes = oneCell ? code_.data() : nullptr;
  const int codeW = codeW_;
  for (int y = cy0; y < cy0 + ch; ++y) {
    const bool rowIn = y >= py0 && y < py1;
    std::uint8_t* const frow = flags + static_cast<std::size_t>(y - cy0) * cw;
    std::uint8_t* const drow = difficultOf + static_cast<std::size_t>(y - cy0) * cw;
    for (int x = cx0; x < cx0 + cw; ++x) {
      const CellTerrain& t = g.terrain({x, y});
      std::uint8_t f = 0;
      if (t.ground == Ground::Solid) f |= kBad | kSolid;
      // A pit stops a one-cell walker; what it does to a bigger space (partly over a pit …) is
      // priceStep's to say, so those steps go to it.
      if (t.ground == Ground::Pit) f |= pitFlag;
      if (t.obstructed) f |= kObstructed;
      if (t.water != Water::None) f |= kWater;
      if (t.climb != ClimbSurface::None) f |= kClimb;
      if (g.verticalEdge(x, y) != Edge::None || g.verticalEdge(x + 1, y) != Edge::None ||
          g.horizontalEdge(x, y) != Edge::None || g.horizontalEdge(x, y + 1) != Edge::None)
        f |= kComplex;
      const std::uint8_t difficult = t.difficult;
      frow[x - cx0] = f;
      anyFlags |= f;
      drow[x - cx0] = difficult;
      maxDifficult = std::max<int>(maxDifficult, difficult);
      if (oneCell) {
        std::uint16_t code = (rowIn && x >= px0 && x < px1) ? 0 : kCodeOutside;
        if (f & kBad) code |= kCodeBad;
        if (f & kSolid) code |= kCodeSolid;
        if (f & kComplex) code |= kCodeComplex;
        const int waterClimb = ((f & kWater) ? 1 : 0) | ((f & kClimb) ? 2 : 0);
        const bool obstructed = (f & kObstructed) != 0;
        std::int16_t& k = kindOf[(static_cast<std::size_t>(waterClimb) * 256 + difficult) * 2 + obstructed];
        if (k < 0) {
          Kind kind{};
          kind.mode = modeOf[waterClimb];
          kind.difficult = difficult;
          kind.obstructed = obstructed;
          kinds_.push_back(kind);
          k = static_cast<std::int16_t>(kinds_.size() - 1);
        }
        codes[static_cast<std::size_t>((y - py0 + 1) * codeW + (x - px0 + 1))] = static_cast<std::uint16_t>(code | k);
      }
    }
  }
  const auto& all = scene.creatures();
  for (int i = 0; i < static_cast<int>(all.size()); ++i) {
    if (i == req.mover || all[i].id == mover_.id) continue;
    const Rect s = all[i].space();
    for (int y = std::max(s.y, cy0_); y < std::min(s.y + s.h, cy0_ + ch_); ++y)
      for (int x = std::max(s.x, cx0_); x < std::min(s.x + s.w, cx0_ + cw_); ++x) {
        flags_[static_cast<std::size_t>(cellIndex(x, y))] |= kOccupied | kComplex;
        anyFlags |= kOccupied | kComplex;
        if (oneCell_) codeAt(x, y) |= kCodeComplex;
      }
  }
  anyComplex_ = (anyFlags & kComplex) != 0;
  anyOccupied_ = (anyFlags & kOccupied) != 0;
  anyWater_ = (anyFlags & kWater) != 0;
  const bool anyBad = (anyFlags & kBad) != 0;
  if (anyComplex_) prefixSums(flags_, kComplex, cw_, ch_, complexSum_);
  // Multi-cell spaces may stand squeezed where a filled square cuts into them (core/movement/squeeze.h):
  // the fast step needs to know that the space it leaves is whole.
  // The space kernel (judgeSpace) replaces the shape cache below where the difficult levels fit its
  // words and the box of a step fits reachedInBox; it finds footprints from its words.
  spaceKernel_ = (w_ > 1 || h_ > 1) && !allSlow_ && pw_ > 0 && ph_ > 0 && maxDifficult <= kSpaceKernelDifficult &&
                 w_ < 32 && h_ < 32;
  anyBad_ = anyBad;
  if (anyBad && (w_ > 1 || h_ > 1) && !spaceKernel_) prefixSums(flags_, kBad, cw_, ch_, badSum_);
  fixedMode_ = fixed;
  // The squeezed placements footprintAt tries, in its order: most central first, then as listed.
  if (w_ > 1 || h_ > 1) {
    struct Placement {
      int offCentre, order;
      Rect r;
    };
    std::vector<Placement> all;
    int order = 0;
    for (auto [sw, sh] : squeezedSizes(rules, g.cellSize(), mover_))
      for (int oy = 0; oy + sh <= h_; ++oy)
        for (int ox = 0; ox + sw <= w_; ++ox)
          all.push_back({std::abs(2 * ox - (w_ - sw)) + std::abs(2 * oy - (h_ - sh)), order++, Rect{ox, oy, sw, sh}});
    std::sort(all.begin(), all.end(), [](const Placement& a, const Placement& b) {
      return a.offCentre != b.offCentre ? a.offCentre < b.offCentre : a.order < b.order;
    });
    for (auto& pl : all) placements_.push_back(pl.r);
    footprint_ = Scratch<std::int16_t>::take();
    footprint_.assign(static_cast<std::size_t>(positionCount()), kFootprintUnknown);
  }
  if (anyOccupied_) prefixSums(flags_, kOccupied, cw_, ch_, occupiedSum_);

  if (inWindow(req.from)) {
    start_ = indexOf(req.from);
    startSlow_ = positionBlock(scene, mover_, req.from, fixed) != StepBlock::None;
  }

  const Band& band = *req.band;
  const Milli cell = g.cellSize();
  limit_ = modeLimits(scene, req, mover_);

  // Whole-space step prices, tabulated (the arithmetic is plainSquares, i.e. priceStep's).
  tableDifficult_ = std::min(maxDifficult, 15);
  plainTable_.assign(static_cast<std::size_t>(kModeCount * 2 * 2 * (tableDifficult_ + 1) * 2), 0);
  // Only the modes judge() can pick are read: crawl when prone, the given mode, else walk/swim/climb.
  bool modeUsed[kModeCount] = {};
  if (mover_.has(kProne)) modeUsed[static_cast<int>(Mode::Crawl)] = true;
  else if (req.hasMode) modeUsed[static_cast<int>(req.mode)] = true;
  else modeUsed[static_cast<int>(Mode::Walk)] = modeUsed[static_cast<int>(Mode::Swim)] = modeUsed[static_cast<int>(Mode::Climb)] = true;
  // Price of one step per (mode, diagonal, parity, difficult level, obstructed): squares, bit 15
  // hampered. With `squeeze` the squeeze surcharge is added, and a price that does not fit 15 bits
  // is left to plainSquares (0xFFFF).
  auto fillTable = [&](std::vector<std::uint16_t>& table, bool squeeze) {
    for (int m = 0; m < kModeCount; ++m) {
      if (!modeUsed[m]) continue;
      for (int dg = 0; dg < 2; ++dg)
        for (int par = 0; par < 2; ++par)
          for (int df = 0; df <= tableDifficult_; ++df)
            for (int ob = 0; ob < 2; ++ob) {
              bool hampered = false;
              const int sq = plainSquares(rules, mover_, static_cast<Mode>(m), dg, par, df, ob, squeeze, hampered);
              if (squeeze && sq > 0x7FFF) continue;
              table[static_cast<std::size_t>((((m * 2 + dg) * 2 + par) * (tableDifficult_ + 1) + df) * 2 + ob)] =
                  static_cast<std::uint16_t>(std::min(sq, 0x7FFF) | (hampered ? 0x8000 : 0));
            }
    }
  };
  fillTable(plainTable_, false);
  // The same with the squeeze surcharge, for spaces that may squeeze.
  if (!placements_.empty()) {
    squeezeTable_.assign(plainTable_.size(), 0xFFFF);
    fillTable(squeezeTable_, true);
  }

  // The largest step cost (sizes the bucket queue): see plainSquares and priceStep.
  switch (rules.hamper) {
    case HamperRule::ExtraPerFoot: maxStep_ = 2 * 6; break;
    case HamperRule::Doubling: maxStep_ = (2 << std::min(maxDifficult + 3, 24)) + 2; break;
    case HamperRule::ExtraSquare: maxStep_ = 4; break;
  }

  // Creatures that may take opportunity attacks, and the positions each one threatens.
  if (band.provokes) {
    const Milli reachLimit = 2 * kMilliPerFoot * 1000;
    for (int i = 0; i < static_cast<int>(all.size()); ++i) {
      const Creature& o = all[i];
      if (i == req.mover || o.id == mover_.id || !areEnemies(o, mover_) || !canMakeOpportunityAttack(o) ||
          o.isUnawareOf(mover_.id))
        continue;
      const Milli r = std::min(o.reach, reachLimit);
      const int R = static_cast<int>(2 * r / cell) + 2;
      const Rect os = o.space();
      if (os.x + os.w + R < px0_ || os.x - w_ - R > px0_ + pw_ - 1 || os.y + os.h + R < py0_ ||
          os.y - h_ - R > py0_ + ph_ - 1)
        continue;
      provokers_.push_back(i);
    }
    if (!provokers_.empty() && provokersExact()) {
      threat_.assign(static_cast<std::size_t>(positionCount()), 0);
      for (int b = 0; b < static_cast<int>(provokers_.size()); ++b) {
        const Creature& o = all[provokers_[b]];
        const Rect os = o.space();
        const int R = static_cast<int>(2 * std::min(o.reach, reachLimit) / cell) + 2;
        for (int y = std::max(py0_, os.y - h_ - R); y <= std::min(py0_ + ph_ - 1, os.y + os.h + R); ++y)
          for (int x = std::max(px0_, os.x - w_ - R); x <= std::min(px0_ + pw_ - 1, os.x + os.w + R); ++x) {
            const Rect at = mover_.spaceAt({x, y});
            const bool in = rules.provoke == ProvokeRule::LeaveAdjacent
                                ? leavesAdjacent(os, o.reach, at)
                                : withinReach(os, o.reach, o.reachWeapon, at, rules, cell);
            if (in) threat_[static_cast<std::size_t>(indexOf({x, y}))] |= std::uint64_t{1} << b;
          }
      }
    }
  }

  // May every position be ended in (canEnd's quick answer)?
  endsAnywhere_ = !anyOccupied_ && !mover_.has(kPhasing);
  checkProvokes_ = band.provokes && !provokers_.empty();

  // judge()'s cache of step shapes: multi-cell spaces without provokers, on windows of a size the
  // reachable query uses (a step's shape is then all its judgement needs besides the parity).
  if (spaceKernel_) {
    word_ = Scratch<std::uint16_t>::take();
    runV_ = Scratch<std::uint16_t>::take();
    runH_ = Scratch<std::uint16_t>::take();
    word_.resize(flags_.size());
    for (std::size_t i = 0; i < flags_.size(); ++i)
      word_[i] = static_cast<std::uint16_t>(flags_[i] | (((1u << difficult_[i]) - 1u) << 8));
    // The mode, as analyze() picks it: crawl while prone, the given mode, else by the squares entered.
    spaceMode_ = mover_.has(kProne) ? Mode::Crawl : req.hasMode ? req.mode : Mode::Walk;
    modeFromTerrain_ = !mover_.has(kProne) && !req.hasMode && (anyFlags & (kWater | kClimb)) != 0;
    enteredOnly_ = rules.footprint == TerrainFootprint::Entered;
    // The runs of h_ cells down and w_ cells right (where they fit the cells window).
    runV_.assign(word_.size(), 0);
    runH_.assign(word_.size(), 0);
    for (int y = 0; y + h_ <= ch_; ++y) {
      std::uint16_t* v = runV_.data() + static_cast<std::size_t>(y) * cw_;
      for (int k = 0; k < h_; ++k) {
        const std::uint16_t* row = word_.data() + static_cast<std::size_t>(y + k) * cw_;
        for (int x = 0; x < cw_; ++x) v[x] |= row[x];
      }
    }
    for (int y = 0; y < ch_; ++y) {
      std::uint16_t* hr = runH_.data() + static_cast<std::size_t>(y) * cw_;
      const std::uint16_t* row = word_.data() + static_cast<std::size_t>(y) * cw_;
      for (int k = 0; k < w_; ++k)
        for (int x = 0; x + w_ <= cw_; ++x) hr[x] |= row[x + k];
    }
    // Filled squares as row bits, for reachedMasks (boxes up to 7×8: spaces up to 6×7).
    if (!placements_.empty() && w_ + 1 <= 7 && h_ + 1 <= 8) {
      solidRow_ = Scratch<std::uint8_t>::take();
      solidRow_.resize(flags_.size());
      for (int y = 0; y < ch_; ++y) {
        const std::uint8_t* f = flags_.data() + static_cast<std::size_t>(y) * cw_;
        std::uint8_t* r = solidRow_.data() + static_cast<std::size_t>(y) * cw_;
        unsigned bits = 0;  // right to left: the cell's bit shifts in below its right neighbours'
        for (int x = cw_ - 1; x >= 0; --x) {
          bits = (bits << 1) | ((f[x] & kSolid) ? 1u : 0u);
          r[x] = static_cast<std::uint8_t>(bits);
        }
      }
    }
    const std::size_t fps = placements_.size() + 1;
    geometry_.assign(fps * fps * 8, SpaceGeometry{});
    for (int dir = 4; dir < 8; ++dir) {
      // "Corners" (analyze): the two squares a diagonal cuts past, as offsets from the entered
      // space's top-left cell (0, 0); the space left is at (-dx, -dy).
      const int dx = kStepDx[dir], dy = kStepDy[dir];
      const Rect from{-dx, -dy, w_, h_};
      cornerOff_[dir][0] = (dy > 0 ? from.y : from.y + h_ - 1) * cw_ + (dx > 0 ? from.x + w_ : from.x - 1);
      cornerOff_[dir][1] = (dy > 0 ? from.y + h_ : from.y - 1) * cw_ + (dx > 0 ? from.x : from.x + w_ - 1);
    }
    parityStride_ = (tableDifficult_ + 1) * 2;
    // Each position's shapes, found on its first expansion (both parities use them).
    if (positionCount() <= (1 << 16)) {
      spaceCode_ = Scratch<std::uint8_t>::take();
      spaceCode_.assign(static_cast<std::size_t>(positionCount()) * 8, 0);
      // The steps that leave the window, marked once on its border.
      const auto mark = [&](int x, int y) {
        const int pos = y * pw_ + x;
        for (int dir = 0; dir < 8; ++dir) {
          const int nx = x + kStepDx[dir], ny = y + kStepDy[dir];
          if (nx < 0 || ny < 0 || nx >= pw_ || ny >= ph_)
            spaceCode_[static_cast<std::size_t>(pos) * 8 + static_cast<std::size_t>(dir)] = kKindIllegal;
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
    spaceKinds_.assign(256, SpaceKind{});
    spaceKinds_[kKindIllegal].price[0] = spaceKinds_[kKindIllegal].price[1] = kPriceNever;
    spaceKinds_[kKindIllegal].code = kSpaceIllegal;
    spaceKinds_[kKindSlow].code = kSpaceSlow;
    kindOf_.assign(0x1000, 0);
  } else if ((w_ > 1 || h_ > 1) && !checkProvokes_ && positionCount() <= (1 << 16)) {
    shapes_.assign(static_cast<std::size_t>(positionCount()) * 8, StepShape{});
  }

  // The one-cell kernel's step prices per kind (the arithmetic is plainSquares, via the table).
  for (Kind& kind : kinds_) {
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

SearchSpace::~SearchSpace() {
  for (std::vector<std::uint8_t>* v : {&flags_, &difficult_, &solidRow_, &spaceCode_}) Scratch<std::uint8_t>::give(*v);
  for (std::vector<std::uint16_t>* v : {&code_, &word_, &runV_, &runH_}) Scratch<std::uint16_t>::give(*v);
  Scratch<std::int16_t>::give(footprint_);
}

int SearchSpace::maxLimitFor(const Scene& scene, const SearchRequest& req) {
  int m = -1;
  for (int l : modeLimits(scene, req, scene.creatures()[req.mover])) m = std::max(m, l);
  return m;
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
  if (!chosen.stacksAfterMove)
    return total <= allowance(chosen) ? static_cast<int>(&chosen - bands.data()) : -1;
  for (const Band& b : bands) {
    if (!b.stacksAfterMove) continue;
    if (total <= allowance(b)) return static_cast<int>(&b - bands.data());
    if (&b == &chosen) break;
  }
  return -1;
}

int SearchSpace::findFootprint(int pos) const {
  std::int16_t& f = footprint_[static_cast<std::size_t>(pos)];
  if (f != kFootprintUnknown) return f;
  const Cell p = cellOf(pos);
  if (!solidRow_.empty()) {
    // The space's rows as bits of filled squares (for a multi-cell space, the only cells it may not
    // include: pits are priceStep's), then each placement from them.
    const std::uint8_t* row = solidRow_.data() + cellIndex(p.x, p.y);
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
  if (spaceKernel_) {  // the same from the words: the space's rows as runs, a placement cell by cell
    if (!anyBad_) return f = kFootprintWhole;
    const std::uint16_t* run = runH_.data() + cellIndex(p.x, p.y);
    std::uint16_t any = 0;
    for (int y = 0; y < h_; ++y) any |= run[static_cast<std::size_t>(y) * cw_];
    if (!(any & kBad)) return f = kFootprintWhole;
    for (std::size_t k = 0; k < placements_.size(); ++k) {
      const Rect& r = placements_[k];
      const std::uint16_t* w = word_.data() + cellIndex(p.x + r.x, p.y + r.y);
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

// The mode of a step that names none, as the move query picks it: crawl while prone, swim into
// water, climb onto a climbable surface (looking at the squares entered), else walk.
Mode SearchSpace::stepMode(Cell from, Cell to) const {
  if (mover_.has(kProne)) return Mode::Crawl;  // "To move while prone, you must crawl"
  if (req_.hasMode) return req_.mode;
  const Grid& g = scene_.grid();
  const Rect t = mover_.spaceAt(to), f = mover_.spaceAt(from);
  bool water = false, climb = false;
  for (int y = t.y; y < t.y + t.h; ++y)
    for (int x = t.x; x < t.x + t.w; ++x) {
      if (f.contains({x, y}) || !g.contains(Cell{x, y})) continue;
      water = water || g.terrain({x, y}).water != Water::None;
      climb = climb || g.terrain({x, y}).climb != ClimbSurface::None;
    }
  return water ? Mode::Swim : climb ? Mode::Climb : Mode::Walk;
}

std::uint64_t SearchSpace::leaveMask(int from, int to) const {
  const std::uint64_t a = threat_[static_cast<std::size_t>(from)], b = threat_[static_cast<std::size_t>(to)];
  return scene_.ruleset().provoke == ProvokeRule::LeaveReach ? (a & ~b) : a;
}

bool SearchSpace::leaveProvokesDirect(const Rect& from, const Rect& to, std::uint64_t* bits) const {
  const Ruleset& rules = scene_.ruleset();
  const Milli cell = scene_.grid().cellSize();
  bool any = false;
  for (int b = 0; b < static_cast<int>(provokers_.size()); ++b) {
    const Creature& o = scene_.creatures()[provokers_[b]];
    const Rect os = o.space();
    bool p = false;
    switch (rules.provoke) {
      case ProvokeRule::LeaveReach:
        p = withinReach(os, o.reach, o.reachWeapon, from, rules, cell) &&
            !withinReach(os, o.reach, o.reachWeapon, to, rules, cell);
        break;
      case ProvokeRule::LeaveThreatened: p = withinReach(os, o.reach, o.reachWeapon, from, rules, cell); break;
      case ProvokeRule::LeaveAdjacent: p = leavesAdjacent(os, o.reach, from); break;
    }
    if (!p) continue;
    any = true;
    if (!bits) return true;
    if (b < 64) *bits |= std::uint64_t{1} << b;
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
  const bool whole = !fromRect || (sameRect(*fromRect, mover_.spaceAt(cellOf(from))) && sameRect(*toRect, mover_.spaceAt(cellOf(to))));
  if (provokersExact()) {
    std::uint64_t bits = 0;
    if (whole) bits = leaveMask(from, to);
    else leaveProvokesDirect(*fromRect, *toRect, &bits);
    if (enterProvokers)
      for (int e : *enterProvokers)
        for (int b = 0; b < static_cast<int>(provokers_.size()); ++b)
          if (provokers_[b] == e) bits |= std::uint64_t{1} << b;
    j.provokers = bits;
    j.provokes = bits != 0;
  } else {
    const Rect a = fromRect ? *fromRect : mover_.spaceAt(cellOf(from));
    const Rect b = toRect ? *toRect : mover_.spaceAt(cellOf(to));
    j.provokes = (enterProvokers && !enterProvokers->empty()) || leaveProvokesDirect(a, b, nullptr);
  }
}

StepJudgement SearchSpace::slowStep(int from, int dir, int parity, int squaresBefore) const {
  StepJudgement j;
  const Cell p = cellOf(from);
  const Cell t{p.x + kStepDx[dir], p.y + kStepDy[dir]};
  if (!inWindow(t)) return j;
  j.diagonal = isDiagonalDir(dir);
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

void SearchSpace::judge(int from, Cell p, int dir, int parity, int squaresBefore, StepJudgement& j) const {
  if (!shapes_.empty()) {
    // Without provokers a step's shape is all it needs, and it does not depend on the parity:
    // judged once per (position, direction), priced per parity.
    StepShape& sh = shapes_[static_cast<std::size_t>(from) * 8 + static_cast<std::size_t>(dir)];
    if (sh.state == StepShape::kUnknown) sh = analyze(from, p, dir, nullptr, nullptr);
    finishShape(sh, from, dir, parity, squaresBefore, nullptr, nullptr, j);
    return;
  }
  Rect fr, tr;
  const StepShape sh = analyze(from, p, dir, &fr, &tr);
  finishShape(sh, from, dir, parity, squaresBefore, sh.squeezedRects ? &fr : nullptr, sh.squeezedRects ? &tr : nullptr, j);
}

// The cells a step of the space prices, listed once per (footprint left, footprint entered,
// direction): the new footprint's squares (only those not occupied before, where the text says
// so), as analyze() and squeezedShape() read them; and whether a cell entered lies beside none
// occupied before (then reachedInBox decides whether it is reached inside the space).
const SearchSpace::SpaceGeometry& SearchSpace::listGeometry(int fromFp, int toFp, int dir) const {
  const std::size_t n = placements_.size();
  const std::size_t a = fromFp == kFootprintWhole ? n : static_cast<std::size_t>(fromFp);
  const std::size_t b = toFp == kFootprintWhole ? n : static_cast<std::size_t>(toFp);
  SpaceGeometry& g = geometry_[(a * (n + 1) + b) * 8 + static_cast<std::size_t>(dir)];
  const Rect fr = placed({-kStepDx[dir], -kStepDy[dir]}, fromFp), tr = placed({0, 0}, toFp);
  const bool enteredOnly = scene_.ruleset().footprint == TerrainFootprint::Entered;
  const std::size_t start = geometryCells_.size();
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
      geometryCells_.push_back(y * cw_ + x);
    }
  g.count = static_cast<std::int32_t>(geometryCells_.size() - start);
  g.flood = flood;
  if (!solidRow_.empty()) {
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
// kSpaceIllegal, kSpaceSlow (priceStep decides) or a priced code (see kSpacePriced).
std::uint16_t SearchSpace::spaceShape(int from, Cell p, int fromFp, int dir) const {
  const int dx = kStepDx[dir], dy = kStepDy[dir];
  const Cell t{p.x + dx, p.y + dy};
  if (!inWindow(t)) return kSpaceIllegal;
  if (startSlow_ && from == start_) return kSpaceSlow;
  // A wall, door, window, low edge, pit or other creature in the box of the two spaces: priceStep.
  if (anyComplex_ && boxHas(complexSum_, std::min(p.x, t.x), std::min(p.y, t.y), w_ + (dx != 0 ? 1 : 0),
                            h_ + (dy != 0 ? 1 : 0)))
    return kSpaceSlow;
  if (fromFp == kFootprintBlocked) return kSpaceSlow;
  const int toFp = footprint(from + offset_[static_cast<std::size_t>(dir)]);
  if (toFp == kFootprintBlocked) return kSpaceIllegal;
  const int ct = cellIndex(t.x, t.y);
  // The nominal squares entered: the space's new leading column and/or row.
  std::uint16_t entered = 0;
  if (dx != 0) entered |= runV_[static_cast<std::size_t>(ct + (dx > 0 ? w_ - 1 : 0))];
  if (dy != 0) entered |= runH_[static_cast<std::size_t>(ct + (dy > 0 ? (h_ - 1) * cw_ : 0))];
  const bool diagonal = dx != 0 && dy != 0;
  // They choose the mode (stepMode): crawl while prone, the given mode, else swim, climb or walk.
  const Mode mode = modeFromTerrain_ ? ((entered & kWater) ? Mode::Swim : (entered & kClimb) ? Mode::Climb : Mode::Walk)
                                     : spaceMode_;
  if (limit_[static_cast<int>(mode)] < 0) return kSpaceIllegal;
  const bool squeezed = fromFp != kFootprintWhole || toFp != kFootprintWhole;
  const std::uint16_t* w = word_.data() + ct;
  // "Corners": the two squares a diagonal cuts past may not be filled (pits do not count). (A
  // squeezing space's cells are reached inside the box instead, below.)
  if (!squeezed && diagonal &&
      ((w[cornerOff_[static_cast<std::size_t>(dir)][0]] | w[cornerOff_[static_cast<std::size_t>(dir)][1]]) & kSolid))
    return kSpaceIllegal;
  // The squares that price it: those entered, or the whole new footprint where the text says so.
  std::uint16_t any = entered;
  if (squeezed || !enteredOnly_) {
    const SpaceGeometry& g = geometry(fromFp, toFp, dir);
    if (squeezed && g.flood) {
      // Every cell entered reached from the cells occupied through free cells of the box
      // (footprints hold no filled square, so a cell entered is never one).
      const int x0 = std::min(p.x, t.x), y0 = std::min(p.y, t.y), bw = w_ + (dx != 0 ? 1 : 0), bh = h_ + (dy != 0 ? 1 : 0);
      const bool reached = !solidRow_.empty() ? reachedMasks(g, x0, y0, bw, bh)
                                              : reachedInBox(placed(p, fromFp), placed(t, toFp), x0, y0, bw, bh);
      if (!reached) return kSpaceIllegal;
    }
    any = 0;
    const std::int32_t* cells = geometryCells_.data() + g.start;
    for (std::int32_t k = 0; k < g.count; ++k) any |= w[cells[k]];
  }
  const int difficult = std::bit_width(static_cast<unsigned>(any >> 8));  // the thermometer's highest level
  const int obstructed = (any & kObstructed) ? 1 : 0;
  const int index = ((static_cast<int>(mode) * 2 + (diagonal ? 1 : 0)) * 2 * (tableDifficult_ + 1) + difficult) * 2 + obstructed;
  // "While squeezing through a space, a creature must spend 1 extra foot for every foot it moves
  // there": the squeeze surcharge when the footprint entered is squeezed (squeezedShape).
  return static_cast<std::uint16_t>(kSpacePriced | index | (toFp != kFootprintWhole ? kSpaceSqueezeTable : 0) |
                                    (squeezed ? kSpaceSqueezed : 0) | (static_cast<int>(mode) << kSpaceModeShift));
}

// The kind number of a shape code, numbering it (and pricing it per parity) when first met.
std::uint8_t SearchSpace::spaceKind(std::uint16_t code) const {
  if (code == kSpaceIllegal) return kKindIllegal;
  if (code == kSpaceSlow) return kKindSlow;
  std::uint8_t& id = kindOf_[code & 0x0FFF];
  if (id != 0) return id;
  if (kindCount_ == kKindOver) return kKindOver;
  id = static_cast<std::uint8_t>(kindCount_++);
  SpaceKind& k = spaceKinds_[id];
  k.code = code;
  k.mode = static_cast<Mode>((code >> kSpaceModeShift) & 7);
  k.limit = limit_[static_cast<int>(k.mode)];
  const std::vector<std::uint16_t>& table = (code & kSpaceSqueezeTable) ? squeezeTable_ : plainTable_;
  for (int parity = 0; parity < 2; ++parity) {
    const std::uint16_t v = table[static_cast<std::size_t>((code & kSpaceIndex) + parity * parityStride_)];
    const bool hampered = (v & 0x8000) != 0;
    if ((v & 0x7FFF) == 0x7FFF) k.price[parity] = kPriceFinish;  // clamped or left out: judge() prices it
    else if (!crossesHampered_ && hampered) k.price[parity] = kPriceNever;  // "can't run or charge across difficult terrain"
    else if (checkProvokes_) k.price[parity] = kPriceFinish;  // provoking: finishJudgement
    else k.price[parity] = v & 0x7FFF;
  }
  return id;
}

// A step from its shape code: the price for the parity (priceStep's, tabulated), then the band,
// the allowance and provoking (finishJudgement), as finishShape does.
void SearchSpace::spaceFinish(std::uint16_t code, int from, Cell p, int dir, int parity, int squaresBefore,
                              StepJudgement& j) const {
  if (code == kSpaceIllegal) return;
  if (code == kSpaceSlow) {
    j = slowStep(from, dir, parity, squaresBefore);
    return;
  }
  const std::vector<std::uint16_t>& table = (code & kSpaceSqueezeTable) ? squeezeTable_ : plainTable_;
  const std::uint16_t v = table[static_cast<std::size_t>((code & kSpaceIndex) + parity * parityStride_)];
  if ((v & 0x7FFF) == 0x7FFF) {  // a price the table clamps or leaves out: judge() as always
    judge(from, p, dir, parity, squaresBefore, j);
    return;
  }
  const Mode mode = static_cast<Mode>((code >> kSpaceModeShift) & 7);
  j.diagonal = isDiagonalDir(dir);
  j.mode = mode;
  j.squares = v & 0x7FFF;
  const bool hampered = (v & 0x8000) != 0;
  const int to = from + offset_[static_cast<std::size_t>(dir)];
  if (code & kSpaceSqueezed) {  // reach is measured from the cells occupied
    const Rect fr = placed(p, footprint(from)), tr = placed({p.x + kStepDx[dir], p.y + kStepDy[dir]}, footprint(to));
    finishJudgement(j, from, to, squaresBefore, hampered, nullptr, &fr, &tr);
    return;
  }
  finishJudgement(j, from, to, squaresBefore, hampered, nullptr);
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
  if (anyComplex_ && boxHas(complexSum_, std::min(p.x, t.x), std::min(p.y, t.y), w_ + (dx != 0 ? 1 : 0),
                            h_ + (dy != 0 ? 1 : 0)))
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
  sh.diagonal = dx != 0 && dy != 0;
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
// low edge, pit or other creature in the box of its two nominal spaces (judge() checked): priceStep's
// arithmetic for that case, line by line. `any`: the flags of the squares the nominal space enters
// (they choose the mode, as stepMode does).
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
  const int x1 = std::max(nomFrom.x + nomFrom.w, nomTo.x + nomTo.w), y1 = std::max(nomFrom.y + nomFrom.h, nomTo.y + nomTo.h);
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
bool SearchSpace::reachedMasks(const SpaceGeometry& g, int x0, int y0, int bw, int bh) const {
  std::uint64_t free = 0;
  const std::uint8_t rowMask = static_cast<std::uint8_t>((1u << bw) - 1u);
  const std::uint8_t* row = solidRow_.data() + cellIndex(x0, y0);
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

bool SearchSpace::canEndSlow(int i) const {
  const Cell p = cellOf(i);
  const bool phasing = mover_.has(kPhasing);
  if (!anyOccupied_ && !phasing) return true;
  if (!phasing && !boxHas(occupiedSum_, p.x, p.y, w_, h_)) return true;
  // Squeezing past an opponent, it may not stop there (move.cpp mayEndSqueezingPast).
  if (opponentIn(scene_, mover_, mover_.spaceAt(p), fixedMode_) >= 0) return false;
  // The move query's end rule, on the cells the creature occupies there (its space, or the
  // footprint it squeezes into): no other creature's space unless the ruleset allows ending there,
  // no more sharers of a cell than the smallest capacity among them; a phasing creature "must end
  // its movement in an unoccupied space", not inside an obstacle.
  const Footprint fp = footprintAt(scene_, mover_, p, fixedMode_, true);
  const Rect r = fp.block == StepBlock::None ? fp.rect : mover_.spaceAt(p);
  if (phasing) {
    if (rectBlock(scene_, mover_.solidSelf(), r, Mode::Walk, nullptr) != StepBlock::None) return false;
  }
  const auto& others = scene_.creatures();
  int sharers = 1, capacity = mover_.perCell;
  for (int k = 0; k < static_cast<int>(others.size()); ++k) {
    if (k == req_.mover || others[k].id == mover_.id) continue;
    const Creature& o = others[k];
    if (!r.overlaps(o.space())) continue;
    if (phasing || !mayEndIn(scene_.ruleset(), mover_, o, req_.stopping)) return false;
    if (bothShareCells(mover_, o)) {
      ++sharers;
      capacity = std::min(capacity, o.perCell);
    }
  }
  return sharers <= capacity;
}

}  // namespace footwork
