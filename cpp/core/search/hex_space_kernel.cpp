// The hex space kernel of SearchSpace (core/search/hex_space_kernel.h): its builder, a position's
// footprint and a step of a space several hexes across, priced as priceStep prices it.
#include <algorithm>

#include "core/movement/squeeze.h"
#include "core/scene/space.h"
#include "core/search/search.h"

namespace footwork {

namespace {
// An anchor of each parity far enough from the map's edges for every offset to stay positive (the
// geometry is arithmetic: the cells need not lie on the map).
Cell referenceAnchor(int parity, int across) { return {4 * across + 8 + parity, 4 * across + 8 + parity}; }

}  // namespace

// The offset lists, per anchor parity: the space, the squeezed placements, each step's cells and masks.
void SearchSpace::buildHexSpaceKernel() {
  HexSpaceKernel& k = hexSpace_;
  const GridShape shape = scene_.grid().shape();
  k.across = w_;
  k.squeezedAcross = hexSqueezedAcross(scene_, mover_);
  k.enteredOnly = scene_.ruleset().footprint == TerrainFootprint::Entered;
  std::vector<Cell> cells, anchors;
  for (int par = 0; par < 2; ++par) {
    const Cell a = referenceAnchor(par, w_);
    const auto relative = [&](Cell c) { return Cell{c.x - a.x, c.y - a.y}; };
    spaceCells(shape, Rect{a.x, a.y, w_, w_}, cells);
    for (Cell c : cells) k.space[par].push_back(relative(c));
    k.placementStart[par].push_back(0);
    if (k.squeezedAcross > 0) {
      hexSqueezePlacements(shape, a, w_, k.squeezedAcross, anchors);
      for (Cell b : anchors) {
        k.placementAnchor[par].push_back(relative(b));
        std::vector<Cell> inner;
        spaceCells(shape, Rect{b.x, b.y, k.squeezedAcross, k.squeezedAcross}, inner);
        for (Cell c : inner) k.placementCells[par].push_back(relative(c));
        k.placementStart[par].push_back(static_cast<int>(k.placementCells[par].size()));
      }
    }
  }
  for (int par = 0; par < 2; ++par)
    for (int dir = 0; dir < 8; ++dir) {
      if (!((hexMask_[static_cast<std::size_t>(par)] >> dir) & 1u)) continue;
      HexSpaceKernel::Step& st = k.steps[static_cast<std::size_t>(par * 8 + dir)];
      const Cell t{kStepDx[dir], kStepDy[dir]};  // the anchor entered, as an offset from the anchor left
      const int tpar = (hexAlongX_ ? referenceAnchor(par, w_).x + t.x : referenceAnchor(par, w_).y + t.y) & 1;
      const auto indexOf = [&](Cell c) {
        const auto at = std::find(st.cells.begin(), st.cells.end(), c);
        if (at != st.cells.end()) return static_cast<int>(at - st.cells.begin());
        st.cells.push_back(c);
        return static_cast<int>(st.cells.size()) - 1;
      };
      // A footprint's mask: the cells `list` (offsets from the anchor `at`) among the step's cells.
      const auto maskOf = [&](const std::vector<Cell>& list, int first, int last, Cell at) {
        std::uint64_t m = 0;
        for (int i = first; i < last; ++i) {
          const int b =
              indexOf(Cell{at.x + list[static_cast<std::size_t>(i)].x, at.y + list[static_cast<std::size_t>(i)].y});
          if (b < 64) m |= std::uint64_t{1} << b;
        }
        return m;
      };
      const auto& left = k.space[static_cast<std::size_t>(par)];
      const auto& entered = k.space[static_cast<std::size_t>(tpar)];
      st.from.push_back(maskOf(left, 0, static_cast<int>(left.size()), Cell{0, 0}));
      st.to.push_back(maskOf(entered, 0, static_cast<int>(entered.size()), t));
      st.entered = st.to[0] & ~st.from[0];
      const auto& fs = k.placementStart[static_cast<std::size_t>(par)];
      for (std::size_t i = 0; i + 1 < fs.size(); ++i)
        st.from.push_back(maskOf(k.placementCells[static_cast<std::size_t>(par)], fs[i], fs[i + 1], Cell{0, 0}));
      const auto& ts = k.placementStart[static_cast<std::size_t>(tpar)];
      for (std::size_t i = 0; i + 1 < ts.size(); ++i)
        st.to.push_back(maskOf(k.placementCells[static_cast<std::size_t>(tpar)], ts[i], ts[i + 1], t));
      st.listed = st.cells.size() <= 64;  // (placements lie inside their spaces: no cell was added)
      if (!st.listed) continue;
      const Cell ra = referenceAnchor(par, w_);
      for (Cell c : st.cells) {
        std::uint64_t m = 0;
        for (int d = 0; d < directionCount(shape); ++d) {
          const Cell n = neighbourAt(shape, Cell{ra.x + c.x, ra.y + c.y}, d);
          const auto at = std::find(st.cells.begin(), st.cells.end(), Cell{n.x - ra.x, n.y - ra.y});
          if (at != st.cells.end()) m |= std::uint64_t{1} << (at - st.cells.begin());
        }
        st.beside.push_back(m);
      }
    }
  k.footprint = Scratch<std::int16_t>::take();
  k.footprint.assign(static_cast<std::size_t>(positionCount()), HexSpaceKernel::kUnknown);
}

// footprintAt's answer where it is the cell flags' to give: blocked when a cell of the space is off
// the map, priceStep's (kSlow) when one is complex (a wall on a side, a pit, another creature), whole
// when none is filled, else the first placement with no filled cell, or blocked.
int SearchSpace::findHexFootprint(int pos) const {
  const HexSpaceKernel& k = hexSpace_;
  const Cell p = cellOf(pos);
  const int par = hexParity(p);
  const Grid& g = scene_.grid();
  std::int16_t fp = HexSpaceKernel::kWhole;
  for (Cell d : k.space[static_cast<std::size_t>(par)])
    if (!g.contains(Cell{p.x + d.x, p.y + d.y})) fp = HexSpaceKernel::kBlocked;
  const auto flagsAt = [&](Cell c) { return flags_[static_cast<std::size_t>(cellIndex(c.x, c.y))]; };
  const auto inCells = [&](Cell c) { return c.x >= cx0_ && c.y >= cy0_ && c.x < cx0_ + cw_ && c.y < cy0_ + ch_; };
  if (fp == HexSpaceKernel::kWhole) {
    bool filled = false;
    for (Cell d : k.space[static_cast<std::size_t>(par)]) {
      const Cell c{p.x + d.x, p.y + d.y};
      if (!inCells(c) || (flagsAt(c) & kComplex)) {
        fp = HexSpaceKernel::kSlow;
        break;
      }
      filled = filled || (flagsAt(c) & kBad);
    }
    if (fp == HexSpaceKernel::kWhole && filled) {
      fp = HexSpaceKernel::kBlocked;
      const std::vector<int>& start = k.placementStart[static_cast<std::size_t>(par)];
      const std::vector<Cell>& cells = k.placementCells[static_cast<std::size_t>(par)];
      for (std::size_t i = 0; i + 1 < start.size(); ++i) {
        bool free = true;
        for (int c = start[i]; c < start[i + 1] && free; ++c)
          free = !(flagsAt(Cell{p.x + cells[c].x, p.y + cells[c].y}) & kBad);
        if (free) {
          fp = static_cast<std::int16_t>(i);
          break;
        }
      }
    }
  }
  k.footprint[static_cast<std::size_t>(pos)] = fp;
  return fp;
}

// A footprint's rect, as footprintAt gives it (Footprint::rect).
Rect SearchSpace::hexFootprintRect(Cell p, int fp) const {
  if (fp == HexSpaceKernel::kWhole) return mover_.spaceAt(p);
  const Cell a = hexSpace_.placementAnchor[static_cast<std::size_t>(hexParity(p))][static_cast<std::size_t>(fp)];
  return Rect{p.x + a.x, p.y + a.y, hexSpace_.squeezedAcross, hexSpace_.squeezedAcross};
}

void SearchSpace::judgeHexSpace(int from, Cell p, int dir, int parity, int squaresBefore, StepJudgement& j) const {
  const HexSpaceKernel& k = hexSpace_;
  const Cell t{p.x + kStepDx[dir], p.y + kStepDy[dir]};
  if (!inWindow(t)) return;
  const int to = indexOf(t);
  const int fromFp = hexFootprint(from), toFp = hexFootprint(to);
  const HexSpaceKernel::Step& st = k.steps[static_cast<std::size_t>(hexParity(p) * 8 + dir)];
  if ((startSlow_ && from == start_) || fromFp == HexSpaceKernel::kSlow || toFp == HexSpaceKernel::kSlow ||
      fromFp == HexSpaceKernel::kBlocked || !st.listed) {
    j = slowStep(from, dir, parity, squaresBefore);
    return;
  }
  if (toFp == HexSpaceKernel::kBlocked) return;  // off the map, or no footprint fits
  // The step's cells (every one on the map and in the cells window: both footprints were found).
  std::uint64_t bad = 0, water = 0, climb = 0, obstructed = 0;
  std::uint8_t level[64];
  const int n = static_cast<int>(st.cells.size());
  for (int i = 0; i < n; ++i) {
    const std::size_t c = static_cast<std::size_t>(cellIndex(p.x + st.cells[i].x, p.y + st.cells[i].y));
    const std::uint8_t f = flags_[c];
    const std::uint64_t bit = std::uint64_t{1} << i;
    if (f & kBad) bad |= bit;
    if (f & kWater) water |= bit;
    if (f & kClimb) climb |= bit;
    if (f & kObstructed) obstructed |= bit;
    level[i] = difficult_[c];
  }
  // The mode as stepMode picks it: crawl while prone, the mode given, else by the cells of the space
  // entered that the space left does not hold.
  j.mode = mover_.has(kProne)          ? Mode::Crawl
           : req_.hasMode              ? req_.mode
           : (st.entered & water) != 0 ? Mode::Swim
           : (st.entered & climb) != 0 ? Mode::Climb
                                       : Mode::Walk;
  if (limit_[static_cast<int>(j.mode)] < 0) return;
  const std::uint64_t left = st.from[fromFp == HexSpaceKernel::kWhole ? 0 : static_cast<std::size_t>(fromFp) + 1];
  const std::uint64_t entered = st.to[toFp == HexSpaceKernel::kWhole ? 0 : static_cast<std::size_t>(toFp) + 1];
  if (fromFp != HexSpaceKernel::kWhole || toFp != HexSpaceKernel::kWhole) {
    // Squeezed before or after: every cell the footprint enters must be reached from the footprint
    // left through the free cells of the two spaces (priceStep's ReachedWithin; no wall crosses them).
    const std::uint64_t free = ~bad, wanted = entered & ~left;
    std::uint64_t reached = left, grown = left;
    while ((wanted & ~reached) != 0) {
      std::uint64_t next = 0;
      for (std::uint64_t m = grown; m; m &= m - 1) next |= st.beside[static_cast<std::size_t>(__builtin_ctzll(m))];
      grown = next & free & ~reached;
      if (!grown) return;  // a cell entered the creature cannot reach inside its space: priceStep's wall
      reached |= grown;
    }
  }
  // The terrain of the footprint entered (under TerrainFootprint::Entered, of its cells the footprint
  // left does not hold).
  const std::uint64_t priced = k.enteredOnly ? entered & ~left : entered;
  int difficult = 0;
  for (std::uint64_t m = priced; m; m &= m - 1) difficult = std::max<int>(difficult, level[__builtin_ctzll(m)]);
  const bool rough = (priced & obstructed) != 0;
  const bool squeeze = toFp != HexSpaceKernel::kWhole;
  const std::vector<std::uint16_t>& table = squeeze ? squeezeTable_ : plainTable_;
  const std::uint16_t v =
      difficult <= tableDifficult_ && !table.empty()
          ? table[static_cast<std::size_t>(
                ((static_cast<int>(j.mode) * 2 * 2 + parity) * (tableDifficult_ + 1) + difficult) * 2 + rough)]
          : std::uint16_t{0xFFFF};
  bool hampered = false;
  if ((v & 0x7FFF) != 0x7FFF) {
    j.squares = v & 0x7FFF;
    hampered = (v & 0x8000) != 0;
  } else {  // beyond the tables (they clamp to 15 bits): stepPrice itself
    j.squares = plainSquares(scene_.ruleset(), mover_, j.mode, false, parity, difficult, rough, squeeze, hampered);
  }
  if (!checkProvokes_) {  // (finishJudgement without provokers: the run rule and the allowance)
    finishJudgement(j, from, to, squaresBefore, hampered, nullptr);
    return;
  }
  const Rect fromRect = hexFootprintRect(p, fromFp), toRect = hexFootprintRect(t, toFp);
  finishJudgement(j, from, to, squaresBefore, hampered, nullptr, &fromRect, &toRect);
}

}  // namespace footwork
