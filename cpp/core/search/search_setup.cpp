// SearchSpace's set-up (core/search/search.h): the constructor runs one builder per part. The shared
// parts are here (the windows, the cell flags, the footprints, the limits and price tables, the
// provokers); each kernel's builder is in its own file (one_cell_kernel.cpp, space_kernel.cpp,
// general_judge.cpp).
#include <algorithm>
#include <climits>

#include "core/movement/passage.h"
#include "core/movement/squeeze.h"
#include "core/scene/distance.h"
#include "core/scene/space.h"
#include "core/search/search.h"

namespace footwork {
namespace {

constexpr int kUnlimited = INT32_MAX / 4;

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

void prefixSums(const std::vector<std::uint8_t>& flags, std::uint8_t bit, int w, int h,
                std::vector<std::int32_t>& out) {
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

SearchSpace::SearchSpace(const Scene& scene, const SearchRequest& req, int reachSquares)
    : scene_(scene), req_(req), mover_(scene.creatures()[req.mover]) {
  slowWeight_ = 1 + static_cast<long long>(scene.creatures().size()) / 32;
  if (req.upright) mover_.conditions &= ~kProne;
  crossesHampered_ = mayCrossHampered(scene.ruleset(), *req.band, mover_);
  w_ = mover_.spaceW;
  h_ = mover_.spaceH;
  diagonalRule_ = scene.ruleset().diagonal;
  parities_ = diagonalsAlternate(diagonalRule_) ? 2 : 1;
  const GridShape shape = scene.grid().shape();
  if (shape.hex()) {
    // No step on hexes is a diagonal: one parity. The directions that are neighbours, per parity
    // of the column (flat) or row (pointy), from the geometry itself.
    hex_ = true;
    parities_ = 1;
    hexAlongX_ = shape.orientation == HexOrientation::Flat;
    hexOddShoved_ = shape.offset == HexOffset::Odd;
    for (int p = 0; p < 2; ++p) {
      const Cell c{p, p};  // its column and its row have parity p
      unsigned mask = 0;
      for (int d = 0; d < directionCount(shape); ++d) {
        const Cell n = neighbourAt(shape, c, d);
        for (int dir = 0; dir < 8; ++dir)
          if (n.x - c.x == kStepDx[dir] && n.y - c.y == kStepDy[dir]) mask |= 1u << dir;
      }
      hexMask_[static_cast<std::size_t>(p)] = mask;
    }
  }
  buildWindow(reachSquares);
  // The mode class that decides which floors may be stood on (pits for all but flyers).
  fixedMode_ = req.hasMode ? req.mode : Mode::Walk;
  if (mover_.has(kProne)) fixedMode_ = Mode::Crawl;
  allSlow_ = fixedMode_ == Mode::Burrow || mover_.passesObstacles();
  // A space of several hexes: its own kernel (the others walk square blocks), or priceStep where
  // every step goes there.
  const bool hexSpace = hex_ && (w_ > 1 || h_ > 1);
  hexSpace_.on = hexSpace && !allSlow_ && pw_ > 0 && ph_ > 0;
  if (hexSpace) allSlow_ = true;
  const CellSummary sum = buildCells();
  // Which kernel judges the steps: the one-cell kernel for a 1×1 mover; for bigger spaces the space
  // kernel where the difficult levels fit its words and the box of a step fits reachedInBox, else
  // the general judge; burrowing, incorporeal and phasing movers go to priceStep step by step.
  const bool any = !allSlow_ && pw_ > 0 && ph_ > 0;
  one_.on = any && w_ == 1 && h_ == 1;
  space_.on = any && (w_ > 1 || h_ > 1) && sum.maxDifficult <= SpaceKernel::kMaxDifficult && w_ < 32 && h_ < 32;
  buildFootprints();
  if (inWindow(req.from)) {
    start_ = indexOf(req.from);
    startSlow_ = positionBlock(scene, mover_, req.from, fixedMode_) != StepBlock::None;
  }
  limit_ = modeLimits(scene, req, mover_);
  buildPriceTables(sum.maxDifficult);
  if (req.band->provokes) buildProvokers();
  // May every position be ended in (canEnd's quick answer)?
  endsAnywhere_ = !anyOccupied_ && !mover_.has(kPhasing);
  checkProvokes_ = req.band->provokes && !provokers_.empty();
  if (hexSpace_.on) buildHexSpaceKernel();
  if (space_.on) buildSpaceKernel(sum.anyFlags);
  else if ((w_ > 1 || h_ > 1) && !hexSpace_.on) buildGeneralJudge();
  if (one_.on) buildOneCellKernel();
}

// Window of positions (top-left cells whose space fits the map) the search can reach, and the
// cells window around it.
void SearchSpace::buildWindow(int reachSquares) {
  const Grid& g = scene_.grid();
  const SearchRequest& req = req_;
  // A hex space's anchor is its centre (or the top-left of its central three): every anchor on the
  // map is a position, and priceStep refuses those whose space leaves it (core/scene/space.h).
  const bool hexSpace = hex_ && w_ > 1;
  const int maxX = hexSpace ? g.width() - 1 : g.width() - w_, maxY = hexSpace ? g.height() - 1 : g.height() - h_;
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
  cx0_ = std::max(0, px0_ - (hexSpace ? w_ : 1));  // a hex space reaches w_ / 2 cells left of its anchor
  cy0_ = std::max(0, py0_ - (hexSpace ? h_ : 1));
  cw_ = std::min(g.width() - 1, px0_ + pw_ - 1 + w_) - cx0_ + 1;
  ch_ = std::min(g.height() - 1, py0_ + ph_ - 1 + h_) - cy0_ + 1;
}

// The flags pass: a byte of flags and the difficult level per cell of the window, other creatures'
// cells marked complex.
SearchSpace::CellSummary SearchSpace::buildCells() {
  const Grid& g = scene_.grid();
  const Scene& scene = scene_;
  const SearchRequest& req = req_;
  flags_ = Scratch<std::uint8_t>::take();
  difficult_ = Scratch<std::uint8_t>::take();
  flags_.assign(static_cast<std::size_t>(cw_) * ch_, 0);
  difficult_.assign(flags_.size(), 0);
  // Locals, not the summary's fields: the byte stores below may alias anything, and the compiler
  // would store and reload the fields after each of them.
  int maxDifficult = 0;
  std::uint8_t anyFlags = 0;  // the union of every cell's flags
  // The members the loop reads, as locals: the byte stores below may alias anything, and the
  // compiler would otherwise reload every member after each of them.
  const int cx0 = cx0_, cy0 = cy0_, cw = cw_, ch = ch_;
  const GridShape shape = g.shape();
  const bool hex = hex_;  // hex sides are read after the cells (below)
  const std::uint8_t pitFlag = fixedMode_ == Mode::Fly ? 0 : (w_ * h_ > 1) ? kComplex : kBad;
  std::uint8_t* const flags = flags_.data();
  std::uint8_t* const difficultOf = difficult_.data();
  for (int y = cy0; y < cy0 + ch; ++y) {
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
      if (!hex && (g.verticalEdge(x, y) != Edge::None || g.verticalEdge(x + 1, y) != Edge::None ||
                   g.horizontalEdge(x, y) != Edge::None || g.horizontalEdge(x, y + 1) != Edge::None))
        f |= kComplex;
      const std::uint8_t difficult = t.difficult;
      frow[x - cx0] = f;
      anyFlags |= f;
      drow[x - cx0] = difficult;
      maxDifficult = std::max<int>(maxDifficult, difficult);
    }
  }
  if (hex) {
    // Hex sides (grid.h): each cell owns three, the others are its neighbours'. Every side owned by
    // a cell of the window or one step around it is read once; one that holds an edge makes both
    // cells it separates complex.
    const auto mark = [&](Cell c) {
      if (c.x < cx0 || c.y < cy0 || c.x >= cx0 + cw || c.y >= cy0 + ch) return;
      flags[static_cast<std::size_t>(c.y - cy0) * cw + (c.x - cx0)] |= kComplex;
      anyFlags |= kComplex;
    };
    for (int y = cy0 - 1; y <= cy0 + ch; ++y)
      for (int x = cx0 - 1; x <= cx0 + cw; ++x) {
        const Cell c{x, y};
        if (!g.holdsHexSide({c, 0})) continue;
        for (int d = 0; d < kOwnedHexSides; ++d) {
          if (g.hexSide({c, d}) == Edge::None) continue;
          mark(c);
          mark(neighbourAt(shape, c, d));
        }
      }
  }
  const auto& all = scene.creatures();
  for (int i = 0; i < static_cast<int>(all.size()); ++i) {
    if (i == req.mover || all[i].id == mover_.id) continue;
    const Rect s = all[i].space(), b = spaceBox(shape, s);
    for (int y = std::max(b.y, cy0_); y < std::min(b.y + b.h, cy0_ + ch_); ++y)
      for (int x = std::max(b.x, cx0_); x < std::min(b.x + b.w, cx0_ + cw_); ++x) {
        if (!inSpace(shape, s, {x, y})) continue;
        flags_[static_cast<std::size_t>(cellIndex(x, y))] |= kOccupied | kComplex;
        anyFlags |= kOccupied | kComplex;
      }
  }
  anyComplex_ = (anyFlags & kComplex) != 0;
  anyOccupied_ = (anyFlags & kOccupied) != 0;
  anyWater_ = (anyFlags & kWater) != 0;
  anyBad_ = (anyFlags & kBad) != 0;
  if (anyComplex_) prefixSums(flags_, kComplex, cw_, ch_, complexSum_);
  return CellSummary{maxDifficult, anyFlags};
}

// The squeezed placements a multi-cell space may take (core/movement/squeeze.h), and the sums the
// footprints and canEnd look at.
void SearchSpace::buildFootprints() {
  const Grid& g = scene_.grid();
  const Ruleset& rules = scene_.ruleset();
  // Without the space kernel (whose words hold the flags) the footprints count filled squares in sums.
  if (anyBad_ && (w_ > 1 || h_ > 1) && !space_.on) prefixSums(flags_, kBad, cw_, ch_, badSum_);
  // The squeezed placements footprintAt tries, in its order: most central first, then as listed.
  // (A space of several hexes is judged by priceStep alone, whose footprintAt places hex shapes.)
  if ((w_ > 1 || h_ > 1) && !hex_) {
    placements_ = squeezePlacements(rules, g.cellSize(), mover_);
    footprint_ = Scratch<std::int16_t>::take();
    footprint_.assign(static_cast<std::size_t>(positionCount()), kFootprintUnknown);
  }
  if (anyOccupied_) prefixSums(flags_, kOccupied, cw_, ch_, occupiedSum_);
}

// Whole-space step prices, tabulated (the arithmetic is plainSquares, i.e. stepPrice's), and the
// largest step cost.
void SearchSpace::buildPriceTables(int maxDifficult) {
  const Ruleset& rules = scene_.ruleset();
  const SearchRequest& req = req_;
  tableDifficult_ = std::min(maxDifficult, 15);
  plainTable_.assign(static_cast<std::size_t>(kModeCount * 2 * 2 * (tableDifficult_ + 1) * 2), 0);
  // Only the modes judge() can pick are read: crawl when prone, the given mode, else walk/swim/climb.
  bool modeUsed[kModeCount] = {};
  if (mover_.has(kProne)) modeUsed[static_cast<int>(Mode::Crawl)] = true;
  else if (req.hasMode) modeUsed[static_cast<int>(req.mode)] = true;
  else
    modeUsed[static_cast<int>(Mode::Walk)] = modeUsed[static_cast<int>(Mode::Swim)] =
        modeUsed[static_cast<int>(Mode::Climb)] = true;
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
  if (!placements_.empty() || (hexSpace_.on && hexSqueezedAcross(scene_, mover_) > 0)) {
    squeezeTable_.assign(plainTable_.size(), 0xFFFF);
    fillTable(squeezeTable_, true);
  }

  // The largest step cost (sizes the bucket queue): see plainSquares and priceStep.
  // A diagonal's 2 squares, hampered, squeezed and crawling, climbing or swimming (one mode a step), then
  // a low wall's crossing (2); under doubling each of another creature's space (at least one level of
  // difficult terrain), an obstacle, a low wall, a squeeze, a helpless body and the mode doubles.
  const int levels = std::max(maxDifficult, rules.creatureSpaceIsDifficult ? 1 : 0);
  switch (rules.hamper) {
    case HamperRule::ExtraPerFoot: maxStep_ = 2 * 6 + 2; break;
    case HamperRule::Doubling: maxStep_ = (2 << std::min(levels + 5, 24)) + 2; break;
    case HamperRule::ExtraSquare: maxStep_ = 5 + 2; break;
  }
}

// Creatures that may take opportunity attacks, and the positions each one threatens.
void SearchSpace::buildProvokers() {
  const Ruleset& rules = scene_.ruleset();
  const SearchRequest& req = req_;
  const Milli cell = scene_.grid().cellSize();
  const auto& all = scene_.creatures();
  const Milli reachLimit = 2 * kMilliPerFoot * 1000;
  const int pad = hex_ && w_ > 1 ? w_ : 0;
  for (int i = 0; i < static_cast<int>(all.size()); ++i) {
    const Creature& o = all[i];
    if (i == req.mover || o.id == mover_.id || !areEnemies(o, mover_) || !canMakeOpportunityAttack(o) ||
        o.isUnawareOf(mover_.id))
      continue;
    const Milli r = std::min(o.reach, reachLimit);
    const int R = static_cast<int>(2 * r / cell) + 2;
    // The anchors from which the mover's space may be within R of `o`'s (a hex space reaches w_ / 2
    // cells both sides of its anchor: `pad`).
    const Rect os = spaceBox(scene_.grid().shape(), o.space());
    if (os.x + os.w + R + pad < px0_ || os.x - w_ - R > px0_ + pw_ - 1 || os.y + os.h + R + pad < py0_ ||
        os.y - h_ - R > py0_ + ph_ - 1)
      continue;
    provokers_.push_back(i);
  }
  if (!provokers_.empty() && provokersExact()) {
    threat_.assign(static_cast<std::size_t>(positionCount()), 0);
    for (int b = 0; b < static_cast<int>(provokers_.size()); ++b) {
      const Creature& o = all[provokers_[b]];
      const Rect os = o.space(), ob = spaceBox(scene_.grid().shape(), os);
      const int R = static_cast<int>(2 * std::min(o.reach, reachLimit) / cell) + 2;
      for (int y = std::max(py0_, ob.y - h_ - R); y <= std::min(py0_ + ph_ - 1, ob.y + ob.h + R + pad); ++y)
        for (int x = std::max(px0_, ob.x - w_ - R); x <= std::min(px0_ + pw_ - 1, ob.x + ob.w + R + pad); ++x) {
          const Rect at = mover_.spaceAt({x, y});
          const bool in = rules.provoke == ProvokeRule::LeaveAdjacent
                              ? leavesAdjacent(scene_.grid(), os, o.reach, at)
                              : withinReach(os, o.reach, o.reachWeapon, at, rules, scene_.grid());
          if (in) threat_[static_cast<std::size_t>(indexOf({x, y}))] |= std::uint64_t{1} << b;
        }
    }
  }
  if (provokersExact()) return;
  // More than 64: each provoker listed in the blocks of positions its reach may cover (the box above),
  // or as wide_ when that is more than kWideBlocks blocks (a reach of hundreds of feet).
  constexpr long long kWideBlocks = 64;
  nearW_ = (pw_ + kNearBlock - 1) / kNearBlock;
  const int nearH = (ph_ + kNearBlock - 1) / kNearBlock;
  std::vector<std::array<int, 4>> boxes;  // per provoker: its blocks x0, y0, x1, y1 (x1 < x0: none)
  for (int b = 0; b < static_cast<int>(provokers_.size()); ++b) {
    const Creature& o = all[provokers_[b]];
    const Rect ob = spaceBox(scene_.grid().shape(), o.space());
    const int R = static_cast<int>(2 * std::min(o.reach, reachLimit) / cell) + 2;
    const int x0 = std::max(px0_, ob.x - w_ - R) - px0_, x1 = std::min(px0_ + pw_ - 1, ob.x + ob.w + R + pad) - px0_;
    const int y0 = std::max(py0_, ob.y - h_ - R) - py0_, y1 = std::min(py0_ + ph_ - 1, ob.y + ob.h + R + pad) - py0_;
    std::array<int, 4> box{x0 / kNearBlock, y0 / kNearBlock, x1 / kNearBlock, y1 / kNearBlock};
    if (x1 < x0 || y1 < y0) box = {0, 0, -1, -1};
    else if (static_cast<long long>(box[2] - box[0] + 1) * (box[3] - box[1] + 1) > kWideBlocks) {
      wide_.push_back(b);
      box = {0, 0, -1, -1};
    }
    boxes.push_back(box);
  }
  nearStart_.assign(static_cast<std::size_t>(nearW_) * nearH + 1, 0);
  for (const auto& box : boxes)
    for (int y = box[1]; y <= box[3]; ++y)
      for (int x = box[0]; x <= box[2]; ++x) ++nearStart_[static_cast<std::size_t>(y * nearW_ + x) + 1];
  for (std::size_t i = 1; i < nearStart_.size(); ++i) nearStart_[i] += nearStart_[i - 1];
  near_.assign(static_cast<std::size_t>(nearStart_.back()), 0);  // (assign: resize is code of its own)
  std::vector<int> fill(nearStart_.begin(), nearStart_.end() - 1);
  for (int b = 0; b < static_cast<int>(boxes.size()); ++b)
    for (int y = boxes[b][1]; y <= boxes[b][3]; ++y)
      for (int x = boxes[b][0]; x <= boxes[b][2]; ++x)
        near_[static_cast<std::size_t>(fill[static_cast<std::size_t>(y * nearW_ + x)]++)] = b;
}

SearchSpace::~SearchSpace() {
  for (std::vector<std::uint8_t>* v : {&flags_, &difficult_, &space_.solidRow, &space_.spaceCode})
    Scratch<std::uint8_t>::give(*v);
  for (std::vector<std::uint16_t>* v : {&one_.code, &space_.word, &space_.runV, &space_.runH})
    Scratch<std::uint16_t>::give(*v);
  Scratch<std::int16_t>::give(footprint_);
  Scratch<std::int16_t>::give(hexSpace_.footprint);
}

int SearchSpace::maxLimitFor(const Scene& scene, const SearchRequest& req) {
  int m = -1;
  for (int l : modeLimits(scene, req, scene.creatures()[req.mover])) m = std::max(m, l);
  return m;
}

}  // namespace footwork
