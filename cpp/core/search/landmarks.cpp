#include "core/search/landmarks.h"

#include <algorithm>
#include <climits>

namespace footwork {
namespace {

// The relaxed entering prices (halves) of one kind: the least reduced cost r = 2s − p + p' over
// the parities whose price is defined (landmarks.h). -1 when no parity may enter it.
void relaxedPrices(const std::int32_t* price, int parities, std::int32_t& orth, std::int32_t& diag) {
  orth = diag = -1;
  for (int p = 0; p < parities; ++p) {
    const std::int32_t o = price[p], d = price[2 + p];
    if (o >= 0) {
      const std::int32_t r = 2 * (o & 0x3FFFFFFF);
      if (orth < 0 || r < orth) orth = r;
    }
    if (d >= 0) {
      const int next = parities == 2 ? p ^ 1 : p;
      const std::int32_t r = 2 * (d & 0x3FFFFFFF) - p + next;
      if (diag < 0 || r < diag) diag = r;
    }
  }
}

// Empty-grid distance in halves between two cells (the landmark choice's geometry): 2 per
// orthogonal step and 3 per diagonal (the relaxed floor prices).
int openHalves(Cell a, Cell b) {
  const int dx = std::abs(a.x - b.x), dy = std::abs(a.y - b.y);
  return 2 * std::max(dx, dy) + std::min(dx, dy);
}

}  // namespace

LandmarkTables::LandmarkTables(const SearchSpace& space) {
  const Cell origin = space.cellOf(0);
  px0_ = origin.x;
  py0_ = origin.y;
  pw_ = space.width();
  ph_ = pw_ > 0 ? space.positionCount() / pw_ : 0;
  codeW_ = space.kernelCodeWidth();
  parities_ = space.parities();
  codes_ = space.kernelCodes();
  floorOrth_ = 2;
  floorDiag_ = parities_ == 2 ? 3 : 2;
  const int kinds = space.kernelKindCount();
  orth_.assign(static_cast<std::size_t>(kinds), -1);
  diag_.assign(static_cast<std::size_t>(kinds), -1);
  for (int k = 0; k < kinds; ++k) {
    if (const std::int32_t* price = space.kernelPrice(k)) relaxedPrices(price, parities_, orth_[k], diag_[k]);
    else {
      // judge() prices it (a difficult level beyond the table): at least bare floor.
      orth_[k] = floorOrth_;
      diag_[k] = floorDiag_;
    }
  }
  for (int d = 0; d < 8; ++d) off_[d] = kStepDx[d] + kStepDy[d] * codeW_;
  computeLandmarks();
}

bool LandmarkTables::matches(const SearchSpace& space) const {
  const Cell origin = space.cellOf(0);
  if (origin.x != px0_ || origin.y != py0_ || space.width() != pw_ || space.positionCount() != pw_ * ph_ ||
      space.kernelCodeWidth() != codeW_ || space.parities() != parities_ ||
      space.kernelKindCount() != static_cast<int>(orth_.size()))
    return false;
  for (int k = 0; k < space.kernelKindCount(); ++k) {
    std::int32_t o = floorOrth_, d = floorDiag_;
    if (const std::int32_t* price = space.kernelPrice(k)) relaxedPrices(price, parities_, o, d);
    if (o != orth_[k] || d != diag_[k]) return false;
  }
  return space.kernelCodes() == codes_;
}

bool LandmarkTables::enterable(int c) const {
  const SearchSpace::KernelBits b = SearchSpace::kernelBits();
  const std::uint16_t code = codes_[static_cast<std::size_t>(c)];
  if (code & b.outside) return false;
  if (code & b.complex) return true;
  if (code & b.bad) return false;
  const int k = code & b.kind;
  return orth_[k] >= 0 || diag_[k] >= 0;
}

int LandmarkTables::edge(int from, int dir) const {
  const SearchSpace::KernelBits b = SearchSpace::kernelBits();
  const std::uint16_t here = codes_[static_cast<std::size_t>(from)];
  const std::uint16_t to = codes_[static_cast<std::size_t>(from + off_[dir])];
  if (to & b.outside) return -1;
  if (dir < 4) {
    if ((here | to) & b.complex) return floorOrth_;
    if (to & b.bad) return -1;
    return orth_[to & b.kind];
  }
  const std::uint16_t corners = codes_[static_cast<std::size_t>(from + kStepDx[dir])] |
                                codes_[static_cast<std::size_t>(from + kStepDy[dir] * codeW_)];
  if ((here | to | corners) & b.complex) return floorDiag_;
  if ((to & b.bad) || (corners & b.solid)) return -1;
  return diag_[to & b.kind];
}

void LandmarkTables::computeLandmarks() {
  // Anchors in window coordinates: the four corners, then the four edge midpoints.
  const int X = pw_ - 1, Y = ph_ - 1;
  const int xs[kLandmarkCandidates] = {0, X, 0, X, X / 2, X / 2, 0, X, X / 4, 3 * X / 4, X / 4, 3 * X / 4, 0, 0, X, X};
  const int ys[kLandmarkCandidates] = {0, 0, Y, Y, 0, Y, Y / 2, Y / 2, 0, 0, Y, Y, Y / 4, 3 * Y / 4, Y / 4, 3 * Y / 4};
  for (int i = 0; i < kLandmarkCandidates; ++i) {
    landmark_[static_cast<std::size_t>(i)] = -1;
    // The nearest enterable cell: rings of growing Chebyshev radius, each scanned row by row.
    const int maxR = std::max(pw_, ph_);
    for (int r = 0; r <= maxR && landmark_[static_cast<std::size_t>(i)] < 0; ++r)
      for (int y = std::max(0, ys[i] - r); y <= std::min(ph_ - 1, ys[i] + r); ++y) {
        const bool edgeRow = y == ys[i] - r || y == ys[i] + r;
        int found = -1;
        for (int x = std::max(0, xs[i] - r); x <= std::min(pw_ - 1, xs[i] + r); ++x) {
          if (!edgeRow && x != xs[i] - r && x != xs[i] + r) continue;
          const int c = (y + 1) * codeW_ + (x + 1);
          if (enterable(c)) {
            found = c;
            break;
          }
        }
        if (found >= 0) {
          landmark_[static_cast<std::size_t>(i)] = found;
          break;
        }
      }
  }
}

bool LandmarkTables::landmark(int i, Cell& at) const {
  const int c = landmark_[static_cast<std::size_t>(i)];
  if (c < 0) return false;
  at = {px0_ + c % codeW_ - 1, py0_ + c / codeW_ - 1};
  return true;
}

void LandmarkTables::start(int i) {
  Table& t = tables_[static_cast<std::size_t>(i)];
  if (!t.dist.empty()) return;
  t.dist.assign(codes_.size(), kUnreached);
  const int source = landmark_[static_cast<std::size_t>(i)];
  if (source < 0) return;
  std::int32_t maxEdge = std::max(floorOrth_, floorDiag_);
  for (std::size_t k = 0; k < orth_.size(); ++k) maxEdge = std::max({maxEdge, orth_[k], diag_[k]});
  std::size_t ringSize = 1;
  while (ringSize <= static_cast<std::size_t>(maxEdge)) ringSize <<= 1;
  t.ring.assign(ringSize, {});
  t.ring[0].push_back(static_cast<std::uint32_t>(source));
  t.pending = 1;
  t.key = 0;
  t.dist[static_cast<std::size_t>(source)] = 0;
}

const std::vector<std::int32_t>& LandmarkTables::distances(int i) {
  start(i);
  Table& t = tables_[static_cast<std::size_t>(i)];
  settle(t, [](std::int32_t) { return false; });
  return t.dist;
}

const std::vector<std::int32_t>& LandmarkTables::distancesCovering(int i, int a, int b) {
  start(i);
  Table& t = tables_[static_cast<std::size_t>(i)];
  std::int32_t* d = t.dist.data();
  // Before settling key k, every distance below k is final: stop once both are.
  settle(t, [&](std::int32_t key) { return d[a] < key && d[b] < key; });
  return t.dist;
}

// Dial's algorithm over the reversed steps (distances TO the landmark: d(x, t) ≥ d(x, L) − d(t, L))
// with a ring of bucket vectors: every price is at least 2 halves, so a bucket never grows while
// it is being settled and is swept whole.
template <class Stop>
void LandmarkTables::settle(Table& t, Stop stop) const {
  if (t.pending == 0) return;
  const std::size_t mask = t.ring.size() - 1;
  std::vector<std::uint32_t> sweep;
  const SearchSpace::KernelBits b = SearchSpace::kernelBits();
  const std::uint16_t* code = codes_.data();
  std::int32_t* d = t.dist.data();
  const std::int32_t* orth = orth_.data();
  const std::int32_t* diag = diag_.data();
  const std::uint16_t complexBit = b.complex, badBit = b.bad, solidBit = b.solid, outsideBit = b.outside,
                      kindBits = b.kind;
  const std::int32_t floorO = floorOrth_, floorD = floorDiag_;
  const int W = codeW_;
  int off[8], cornerX[8], cornerY[8];
  for (int dir = 0; dir < 8; ++dir) {
    off[dir] = off_[dir];
    cornerX[dir] = kStepDx[dir];
    cornerY[dir] = kStepDy[dir] * W;
  }
  for (; t.pending > 0; ++t.key) {
    const std::int32_t key = t.key;
    std::vector<std::uint32_t>& bucket = t.ring[static_cast<std::size_t>(key) & mask];
    if (bucket.empty()) continue;
    if (stop(key)) return;
    sweep.swap(bucket);
    t.pending -= sweep.size();
    for (const std::uint32_t c : sweep) {
      if (d[c] != key) continue;  // stale
      const std::uint16_t here = code[c];
      auto relax = [&](std::uint32_t n, std::int32_t w) {
        const std::int32_t nd = key + w;
        if (nd < d[n]) {
          d[n] = nd;
          t.ring[static_cast<std::size_t>(nd) & mask].push_back(n);
          ++t.pending;
        }
      };
      // The steps that enter c, from n = c − offset: the prices of edge(), with what depends on c
      // alone looked up once.
      const bool hereComplex = (here & complexBit) != 0, enterable = hereComplex || !(here & badBit);
      const std::int32_t wo = hereComplex ? floorO : enterable ? orth[here & kindBits] : -1;
      const std::int32_t wd = enterable ? diag[here & kindBits] : -1;
      for (int dir = 0; dir < 4; ++dir) {
        const std::uint32_t n = static_cast<std::uint32_t>(static_cast<int>(c) - off[dir]);
        const std::uint16_t from = code[n];
        if (from & outsideBit) continue;
        const std::int32_t w = (from & complexBit) ? floorO : wo;
        if (w >= 0) relax(n, w);
      }
      for (int dir = 4; dir < 8; ++dir) {
        const std::uint32_t n = static_cast<std::uint32_t>(static_cast<int>(c) - off[dir]);
        const std::uint16_t from = code[n];
        if (from & outsideBit) continue;
        // The corners the step n → c cuts past: (c.x, n.y) and (n.x, c.y).
        const std::uint16_t corners =
            code[static_cast<int>(n) + cornerX[dir]] | code[static_cast<int>(n) + cornerY[dir]];
        std::int32_t w;
        if (hereComplex || ((from | corners) & complexBit)) w = floorD;
        else if (corners & solidBit) continue;
        else w = wd;
        if (w >= 0) relax(n, w);
      }
    }
    sweep.clear();
    bucket.swap(sweep);  // keep the bucket's capacity
    sweep.clear();
  }
  std::vector<std::vector<std::uint32_t>>().swap(t.ring);  // complete: the ring is no longer needed
}

std::size_t LandmarkTables::bytes() const {
  std::size_t n = sizeof(*this) + codes_.capacity() * sizeof(std::uint16_t) +
                  (orth_.capacity() + diag_.capacity()) * sizeof(std::int32_t);
  for (const Table& t : tables_) {
    n += t.dist.capacity() * sizeof(std::int32_t);
    for (const auto& bucket : t.ring) n += bucket.capacity() * sizeof(std::uint32_t);
  }
  return n;
}

LandmarkTables& LandmarkCache::tablesFor(const SearchSpace& space) {
  if (tables_ && tables_->matches(space)) {
    ++hits_;
    return *tables_;
  }
  ++misses_;
  tables_.reset();  // free the old tables before building the new ones
  tables_ = std::make_unique<LandmarkTables>(space);
  return *tables_;
}

LandmarkHeuristic::LandmarkHeuristic(LandmarkTables& tables, const SearchSpace& space, Cell source, Cell goal)
    : tables_(&tables), parities_(space.parities()) {
  // The landmarks most "beyond" the goal as seen from the source (d(s, L) − d(t, L) is then close
  // to d(s, t)), by empty-grid distances; ties by landmark order.
  struct Pick {
    int score, index;
  };
  // A source no relaxed step enters (a pit the mover starts in) may leave more cheaply than the
  // relaxed graph says (its steps go to priceStep): no landmarks, so the bound stays consistent.
  if (!tables.enterable(source)) return;
  // Put in order as they come (higher score first, ties in landmark order): a handful of candidates,
  // where std::sort was 3.7 KB of the WebAssembly module (its size guard, docs/performance.md).
  std::vector<Pick> picks;
  for (int i = 0; i < kLandmarkCandidates; ++i) {
    Cell at;
    if (!tables.landmark(i, at)) continue;
    const Pick p{openHalves(source, at) - openHalves(goal, at), i};
    std::size_t k = picks.size();
    picks.push_back(p);
    for (; k > 0 && picks[k - 1].score < p.score; --k) picks[k] = picks[k - 1];
    picks[k] = p;
  }
  const int sc = tables.codeIndex(source), gc = tables.codeIndex(goal);
  // The first kLandmarksPerQuery of them whose table reaches the landmark from both ends (one
  // unreached says nothing); at most kLandmarkTries looked at, so that a goal walled in by filled
  // squares does not cost every table.
  for (std::size_t k = 0;
       k < picks.size() && k < static_cast<std::size_t>(kLandmarkTries) && count_ < kLandmarksPerQuery; ++k) {
    const std::vector<std::int32_t>& d = tables.distancesCovering(picks[k].index, sc, gc);
    const std::int32_t ds = d[static_cast<std::size_t>(sc)], dg = d[static_cast<std::size_t>(gc)];
    if (ds == LandmarkTables::kUnreached || dg == LandmarkTables::kUnreached) continue;
    dist_[count_] = d.data();
    goal_[count_] = dg;
    radius_[count_] = std::max(ds, dg);
    maxBound_ = std::max(maxBound_, (radius_[count_] - dg + 2) / 2);
    ++count_;
  }
}

}  // namespace footwork
