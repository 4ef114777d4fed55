#include "core/position/sight.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace footwork {
namespace {

// A number a + b·ε + c·ε² for an infinitesimal ε > 0; its sign is that of the first non-zero term.
template <class T>
int signOf(T a, T b = 0, T c = 0) {
  if (a != 0) return a > 0 ? 1 : -1;
  if (b != 0) return b > 0 ? 1 : -1;
  if (c != 0) return c > 0 ? 1 : -1;
  return 0;
}

template <class T>
T cross(T ax, T ay, T bx, T by) {
  return ax * by - ay * bx;
}
// Between frame points of the map (|coordinates| < 2^16): 64 bits are plenty.
std::int64_t cross64(std::int64_t ax, std::int64_t ay, std::int64_t bx, std::int64_t by) { return ax * by - ay * bx; }
int sign64(std::int64_t v) { return (v > 0) - (v < 0); }

std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
  std::int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

// A functional u·x + v·y: a convex shape is the points where each of a few functionals lies in
// [lo, hi] (a box: x and y; a hexagon: the three of hexAxes).
struct Axis {
  int u, v;
};

// Does the segment a→b (ends pulled by ε) touch the closed convex shape whose functionals `axes`
// lie in [lo, hi] and whose corners are (cx, cy)? Separating axes: the shape's functionals and the
// segment's normal. A degenerate shape (one functional with lo == hi) is a wall segment.
// T is the integer the products are worked in: __int128 always exact; std::int64_t exact when every
// coordinate is below kNarrow in magnitude (the largest product, a cross product of two differences,
// stays under 8 · 2^58), which is every line on a map of a few thousand cells a side. WebAssembly has
// no 128-bit multiply (each is a call), so the narrow case is the common, fast one.
constexpr std::int64_t kNarrow = std::int64_t{1} << 29;
template <class T>
bool touchesShape(const LinePoint& a, const LinePoint& b, const Axis* axes, const T* lo, const T* hi, int nAxes,
                  const T* cx, const T* cy, int nCorners) {
  for (int k = 0; k < nAxes; ++k) {
    const Axis f = axes[k];
    const T fa = f.u * T(a.x) + f.v * T(a.y), fb = f.u * T(b.x) + f.v * T(b.y);
    const T da = f.u * a.dx + f.v * a.dy, db = f.u * b.dx + f.v * b.dy;
    if (signOf<T>(fa - lo[k], da) < 0 && signOf<T>(fb - lo[k], db) < 0) return false;
    if (signOf<T>(fa - hi[k], da) > 0 && signOf<T>(fb - hi[k], db) > 0) return false;
  }
  // (D + εΔ) × ((C − P) − εd) = D×(C−P) + ε(Δ×(C−P) − D×d) − ε² Δ×d
  const T Dx = T(b.x) - a.x, Dy = T(b.y) - a.y;
  const T Ex = b.dx - a.dx, Ey = b.dy - a.dy;
  int positive = 0, negative = 0;
  for (int i = 0; i < nCorners; ++i) {
    const T px = cx[i] - a.x, py = cy[i] - a.y;
    const int s = signOf<T>(cross<T>(Dx, Dy, px, py), cross<T>(Ex, Ey, px, py) - cross<T>(Dx, Dy, a.dx, a.dy),
                            -cross<T>(Ex, Ey, a.dx, a.dy));
    if (s > 0) ++positive;
    if (s < 0) ++negative;
  }
  return !(positive == nCorners || negative == nCorners);
}

constexpr Axis kBoxAxes[2] = {{1, 0}, {0, 1}};
template <class T>
bool touchesBox(const LinePoint& a, const LinePoint& b, T x0, T y0, T x1, T y1) {
  const T lo[2] = {x0, y0}, hi[2] = {x1, y1}, cx[4] = {x0, x1, x1, x0}, cy[4] = {y0, y0, y1, y1};
  return touchesShape<T>(a, b, kBoxAxes, lo, hi, 2, cx, cy, 4);
}
// A box given in cell units (x0, y0)–(x1, y1), the segment at scale s, in the narrow products when
// `narrow` (see kNarrow).
bool touchesCellBox(const LinePoint& a, const LinePoint& b, std::int64_t s, bool narrow, int x0, int y0, int x1,
                    int y1) {
  if (narrow) return touchesBox<std::int64_t>(a, b, x0 * s, y0 * s, x1 * s, y1 * s);
  return touchesBox<Wide>(a, b, Wide(x0) * s, Wide(y0) * s, Wide(x1) * s, Wide(y1) * s);
}

struct Fraction {
  std::int64_t num, den;  // den > 0
};
// Products of 31-bit numbers fit 64 bits (the common case, and WebAssembly has no 128-bit multiply).
bool fits31(const Fraction& f) {
  return f.num > -(std::int64_t{1} << 31) && f.num < (std::int64_t{1} << 31) && f.den < (std::int64_t{1} << 31);
}
bool lessThan(const Fraction& a, const Fraction& b) {
  if (fits31(a) && fits31(b)) return a.num * b.den < b.num * a.den;
  return Wide(a.num) * b.den < Wide(b.num) * a.den;
}
bool sameAs(const Fraction& a, const Fraction& b) {
  if (fits31(a) && fits31(b)) return a.num * b.den == b.num * a.den;
  return Wide(a.num) * b.den == Wide(b.num) * a.den;
}

}  // namespace

namespace {
bool edgeBlocks(Edge e, Blockers::Kind kind) {
  switch (kind) {
    case Blockers::Sight: return edgeBlocksSight(e);
    case Blockers::Effect: return e == Edge::Wall || e == Edge::DoorClosed || e == Edge::Window;
    case Blockers::Cover: return e != Edge::None && e != Edge::DoorOpen;
  }
  return false;
}
}  // namespace

Blockers::Blockers(const Grid& grid, Kind kind)
    : grid_(&grid), kind_(kind), w_(grid.width()), h_(grid.height()), layers_(std::make_shared<Layers>()) {
  Layers& l = *layers_;
  l.cells.assign(static_cast<std::size_t>(grid.cellCount()), 0);
  for (int i = 0; i < grid.cellCount(); ++i) {
    const CellTerrain& t = grid.cells()[i];
    bool b = t.ground == Ground::Solid;           // a wall block, pillar or large tree blocks everything
    if (kind == Sight && t.opaque) b = true;      // a thick curtain or dense fog blocks vision only
    if (kind == Cover && t.obstructed) b = true;  // an obstacle in the square (low wall, deadfall)
    l.cells[static_cast<std::size_t>(i)] = b;
  }
  extent_ = std::max(w_, h_) + 1;
  if (!grid.shape().hex()) {  // (hex sides are read through hexSide)
    l.vertical.assign(static_cast<std::size_t>(w_ + 1) * h_, 0);
    l.horizontal.assign(static_cast<std::size_t>(w_) * (h_ + 1), 0);
    for (int y = 0; y < h_; ++y)
      for (int x = 0; x <= w_; ++x)
        anyEdge_ |= l.vertical[static_cast<std::size_t>(y) * (w_ + 1) + x] = edgeBlocks(grid.verticalEdge(x, y), kind);
    for (int y = 0; y <= h_; ++y)
      for (int x = 0; x < w_; ++x)
        anyEdge_ |= l.horizontal[static_cast<std::size_t>(y) * w_ + x] = edgeBlocks(grid.horizontalEdge(x, y), kind);
  }
  cells_ = l.cells.data();
  vertical_ = l.vertical.data();
  horizontal_ = l.horizontal.data();
}

void Blockers::addCell(Cell c) {
  if (!grid_->contains(c)) return;
  if (layers_.use_count() > 1) {  // shared with the blockers it was copied from: its own copy first
    layers_ = std::make_shared<Layers>(*layers_);
    cells_ = layers_->cells.data();
    vertical_ = layers_->vertical.data();
    horizontal_ = layers_->horizontal.data();
  }
  layers_->cells[static_cast<std::size_t>(grid_->index(c))] = 1;
}

void Blockers::addRect(const Rect& r) {
  rects_.push_back(r);
  extent_ = std::max<std::int64_t>({extent_, std::abs(std::int64_t{r.x}) + std::abs(std::int64_t{r.w}),
                                    std::abs(std::int64_t{r.y}) + std::abs(std::int64_t{r.h})});
}

bool Blockers::hexSide(HexSide side) const {
  return grid_->holdsHexSide(side) && edgeBlocks(grid_->hexSide(side), kind_);
}

void Blockers::vertices(int x0, int y0, int x1, int y1, std::vector<Cell>& out) const {
  for (int y = y0 - 1; y <= y1; ++y)
    for (int x = x0 - 1; x <= x1; ++x) {
      if (cell(x, y))
        for (Cell c : {Cell{x, y}, Cell{x + 1, y}, Cell{x, y + 1}, Cell{x + 1, y + 1}}) out.push_back(c);
      if (!anyEdge_) continue;
      if (vertical(x, y)) {
        out.push_back({x, y});
        out.push_back({x, y + 1});
      }
      if (horizontal(x, y)) {
        out.push_back({x, y});
        out.push_back({x + 1, y});
      }
    }
  for (const Rect& r : rects_)
    for (Cell c : {Cell{r.x, r.y}, Cell{r.x + r.w, r.y}, Cell{r.x, r.y + r.h}, Cell{r.x + r.w, r.y + r.h}})
      if (c.x >= x0 - 1 && c.x <= x1 + 1 && c.y >= y0 - 1 && c.y <= y1 + 1) out.push_back(c);
}

namespace {
// The hexagon's sides are parallel to three directions, each the level line of one functional:
// around a centre (X, Y) the hex is |(x − y) − (X − Y)| ≤ 3, |(x + 2y) − (X + 2Y)| ≤ 3 and
// |(2x + y) − (2X + Y)| ≤ 3 (hex_lines.h's frame), and a side is one of them held at its bound.
constexpr Axis kHexAxes[3] = {{1, -1}, {1, 2}, {2, 1}};

// Does the segment (points at scale s) touch the closed convex hull of `n` frame points (a hexagon's
// six corners or a side's two ends)?
bool touchesHexShape(const LinePoint& a, const LinePoint& b, std::int64_t s, const HexPoint* pts, int n) {
  Wide lo[3], hi[3], cx[kHexCorners], cy[kHexCorners];
  for (int i = 0; i < n; ++i) {
    const std::int64_t x = pts[i].x * s, y = pts[i].y * s;  // below 2^47 on any map
    cx[i] = x;
    cy[i] = y;
    for (int k = 0; k < 3; ++k) {
      const std::int64_t f = kHexAxes[k].u * x + kHexAxes[k].v * y;
      if (i == 0 || f < lo[k]) lo[k] = f;
      if (i == 0 || f > hi[k]) hi[k] = f;
    }
  }
  return touchesShape<Wide>(a, b, kHexAxes, lo, hi, 3, cx, cy, n);
}

// The cells (on the map or one step off it, where border sides live) whose hexes may touch the part
// of the plane where frame x lies between x0 and x1 and, over each column, y between the segment's
// heights (`band`) or between y0 and y1 (the whole box). A superset, found in floating point; the
// tests after it are exact. A hex spans 2 frame units each way from its centre.
void hexCellsNear(const Grid& g, double x0, double y0, double x1, double y1, bool band, std::vector<Cell>& out) {
  out.clear();
  const int q0 = static_cast<int>(std::floor((std::min(x0, x1) - 2) / 3)) - 1,
            q1 = static_cast<int>(std::ceil((std::max(x0, x1) + 2) / 3)) + 1;
  for (int q = q0; q <= q1; ++q) {
    double ylo = std::min(y0, y1), yhi = std::max(y0, y1);
    if (band && x1 != x0) {
      double t1 = (3.0 * q - 3 - x0) / (x1 - x0), t2 = (3.0 * q + 3 - x0) / (x1 - x0);
      if (t1 > t2) std::swap(t1, t2);
      t1 = std::max(t1, 0.0);
      t2 = std::min(t2, 1.0);
      if (t1 > t2) continue;
      ylo = std::min(y0 + t1 * (y1 - y0), y0 + t2 * (y1 - y0));
      yhi = std::max(y0 + t1 * (y1 - y0), y0 + t2 * (y1 - y0));
    }
    const int r0 = static_cast<int>(std::floor((ylo - 2) / 3)) - 1, r1 = static_cast<int>(std::ceil((yhi + 2) / 3)) + 1;
    for (int r = r0; r <= r1; ++r) {
      const Cell c = fromCube(g.shape(), {q, r, -q - r});
      if (g.holdsHexSide({c, 0})) out.push_back(c);
    }
  }
}

// Calls out the blocking hexes (kHexCorners corners) and walls (2 ends) among `cells`; stops when
// `visit` returns true, and returns whether it did.
bool hexBlockerShapes(const Blockers& blockers, const std::vector<Cell>& cells,
                      bool (*visit)(const HexPoint* pts, int n, void* data), void* data) {
  const GridShape shape = blockers.grid().shape();
  HexPoint pts[kHexCorners];
  for (Cell c : cells) {
    if (blockers.cell(c.x, c.y)) {
      for (int k = 0; k < kHexCorners; ++k) pts[k] = hexCorner(shape, c, k);
      if (visit(pts, kHexCorners, data)) return true;
    }
    for (int d = 0; d < kOwnedHexSides; ++d)
      if (blockers.hexSide({c, d})) {
        hexSideEnds(shape, c, d, pts[0], pts[1]);
        if (visit(pts, 2, data)) return true;
      }
  }
  return false;
}

struct SegmentAt {
  const LinePoint *a, *b;
  std::int64_t s;
};

bool hexSegmentBlocked(const LinePoint& a, const LinePoint& b, std::int64_t s, const Blockers& blockers) {
  std::vector<Cell> cells;
  hexCellsNear(blockers.grid(), double(a.x) / s, double(a.y) / s, double(b.x) / s, double(b.y) / s, true, cells);
  SegmentAt seg{&a, &b, s};
  return hexBlockerShapes(
      blockers, cells,
      [](const HexPoint* pts, int n, void* data) {
        const SegmentAt& g = *static_cast<const SegmentAt*>(data);
        return touchesHexShape(*g.a, *g.b, g.s, pts, n);
      },
      &seg);
}
}  // namespace

namespace {
// 64-bit products are exact when every coordinate of the segment and of the blockers is below
// kNarrow: the segment's ends, the map (cells and edges) and the extra rects, at scale s.
bool narrowProducts(const LinePoint& a, const LinePoint& b, std::int64_t s, const Blockers& blockers) {
  const std::int64_t extent = blockers.extent();
  return s > 0 && s < kNarrow && extent < kNarrow / s && std::abs(a.x) < kNarrow && std::abs(a.y) < kNarrow &&
         std::abs(b.x) < kNarrow && std::abs(b.y) < kNarrow;
}

// Does the segment touch the hint's blocker (squares)?
bool segmentTouchesHint(const LinePoint& a, const LinePoint& b, std::int64_t s, const Blockers& blockers,
                        const SegmentHint& hint) {
  return hint.set && touchesCellBox(a, b, s, narrowProducts(a, b, s, blockers), hint.x0, hint.y0, hint.x1, hint.y1);
}
}  // namespace

bool segmentBlocked(const LinePoint& a, const LinePoint& b, std::int64_t s, const Blockers& blockers,
                    SegmentHint* hint) {
  if (blockers.grid().shape().hex()) return hexSegmentBlocked(a, b, s, blockers);
  const Grid& g = blockers.grid();
  const bool narrow = narrowProducts(a, b, s, blockers), edges = blockers.anyEdge();
  // The blocker the last segment touched first: touching any blocker blocks, so when it touches this
  // one too the answer is the same as the full scan's, without it.
  if (hint && hint->set && touchesCellBox(a, b, s, narrow, hint->x0, hint->y0, hint->x1, hint->y1)) return true;
  const auto blockedBy = [&](int x0, int y0, int x1, int y1) {
    if (!touchesCellBox(a, b, s, narrow, x0, y0, x1, y1)) return false;
    if (hint) *hint = SegmentHint{true, x0, y0, x1, y1};
    return true;
  };
  const std::int64_t cx0 = floorDiv(std::min(a.x, b.x), s) - 1, cx1 = floorDiv(std::max(a.x, b.x), s) + 1;
  const std::int64_t cy0 = floorDiv(std::min(a.y, b.y), s) - 1, cy1 = floorDiv(std::max(a.y, b.y), s) + 1;
  const int x0 = static_cast<int>(std::max<std::int64_t>(cx0, 0)),
            y0 = static_cast<int>(std::max<std::int64_t>(cy0, 0));
  const int x1 = static_cast<int>(std::min<std::int64_t>(cx1, g.width())),
            y1 = static_cast<int>(std::min<std::int64_t>(cy1, g.height()));
  // Only squares near the segment can touch it: per column, the rows the segment spans over that
  // column and its neighbours, plus a margin (a superset, found in floating point; the tests below
  // are exact). This keeps a long line's cost proportional to its length, not to its bounding box.
  const double fx0 = double(a.x) / s, fy0 = double(a.y) / s, fx1 = double(b.x) / s, fy1 = double(b.y) / s;
  for (int x = x0; x <= x1; ++x) {
    double ylo = std::min(fy0, fy1), yhi = std::max(fy0, fy1);
    if (fx1 != fx0) {
      double t1 = (x - 1.0 - fx0) / (fx1 - fx0), t2 = (x + 2.0 - fx0) / (fx1 - fx0);
      if (t1 > t2) std::swap(t1, t2);
      t1 = std::max(t1, 0.0);
      t2 = std::min(t2, 1.0);
      if (t1 > t2) continue;
      ylo = std::min(fy0 + t1 * (fy1 - fy0), fy0 + t2 * (fy1 - fy0));
      yhi = std::max(fy0 + t1 * (fy1 - fy0), fy0 + t2 * (fy1 - fy0));
    }
    const int ya = std::max(y0, static_cast<int>(std::floor(ylo)) - 2),
              yb = std::min(y1, static_cast<int>(std::floor(yhi)) + 2);
    for (int y = ya; y <= yb; ++y) {
      if (blockers.cell(x, y) && blockedBy(x, y, x + 1, y + 1)) return true;
      if (!edges) continue;
      if (blockers.vertical(x, y) && blockedBy(x, y, x, y + 1)) return true;
      if (blockers.horizontal(x, y) && blockedBy(x, y, x + 1, y)) return true;
    }
  }
  for (const Rect& r : blockers.rects())
    if (blockedBy(r.x, r.y, r.x + r.w, r.y + r.h)) return true;
  return false;
}

void rectCorners(const Rect& r, LinePoint out[4]) {
  out[0] = {r.x, r.y, 1, 1};
  out[1] = {r.x + r.w, r.y, -1, 1};
  out[2] = {r.x + r.w, r.y + r.h, -1, -1};
  out[3] = {r.x, r.y + r.h, 1, -1};
}

SightLine lineFromCorners(const Rect& from, const Rect& to, const Blockers& blockers) {
  SightLine line;
  LinePoint corners[4];
  rectCorners(from, corners);
  if (from.overlaps(to)) {  // sharing a square: nothing lies between
    line.clear = true;
    line.corner = {from.x, from.y};
    line.toX = from.x;
    line.toY = from.y;
    return line;
  }
  const int tx0 = to.x, ty0 = to.y, tx1 = to.x + to.w, ty1 = to.y + to.h;
  std::vector<Cell> verts;
  SegmentHint hint;  // neighbouring lines are mostly stopped by the same blocker
  for (const LinePoint& p : corners) {
    const std::int64_t px = p.x, py = p.y;
    auto found = [&](std::int64_t qx, std::int64_t qy, std::int64_t s) {
      line.clear = true;
      line.corner = {static_cast<int>(px), static_cast<int>(py)};
      line.toX = qx;
      line.toY = qy;
      line.toScale = s;
      return line;
    };
    if (px >= tx0 && px <= tx1 && py >= ty0 && py <= ty1) {
      // The corner lies on the other space's edge: lines of any length into that space start here.
      const int sx = px == tx0 ? 1 : px == tx1 ? -1 : 0, sy = py == ty0 ? 1 : py == ty1 ? -1 : 0;
      for (int ey = -2; ey <= 2; ++ey)
        for (int ex = -2; ex <= 2; ++ex) {
          if (ex == 0 || ey == 0 || (sx && ex * sx < 0) || (sy && ey * sy < 0)) continue;
          if (!segmentBlocked(p, LinePoint{px, py, ex, ey}, 1, blockers, &hint)) return found(px, py, 1);
        }
      continue;
    }
    verts.clear();
    blockers.vertices(std::min<int>(px, tx0), std::min<int>(py, ty0), std::max<int>(px, tx1), std::max<int>(py, ty1),
                      verts);
    // Each side of `to` that faces the corner: x = X (vertical side) or y = Y (horizontal side).
    struct Side {
      bool vertical;
      std::int64_t at, lo, hi;
      int inward;
    };
    Side sides[4];
    int n = 0;
    if (px < tx0) sides[n++] = {true, tx0, ty0, ty1, 1};
    if (px > tx1) sides[n++] = {true, tx1, ty0, ty1, -1};
    if (py < ty0) sides[n++] = {false, ty0, tx0, tx1, 1};
    if (py > ty1) sides[n++] = {false, ty1, tx0, tx1, -1};
    for (int k = 0; k < n; ++k) {
      const Side& side = sides[k];
      // Where the rays from the corner through every blocker vertex meet this side: between two
      // neighbouring meeting points nothing changes, so one line per gap decides it.
      std::vector<Fraction> cuts = {{side.lo, 1}, {side.hi, 1}};
      for (Cell v : verts) {
        const std::int64_t along = side.vertical ? v.x - px : v.y - py;  // towards the side's line
        const std::int64_t across = side.vertical ? v.y - py : v.x - px;
        const std::int64_t gap = side.at - (side.vertical ? px : py);
        if (along == 0 || (along > 0) != (gap > 0)) continue;
        Fraction f{(side.vertical ? py : px) * along + gap * across, along};
        if (f.den < 0) f = {-f.num, -f.den};
        if (lessThan({side.lo, 1}, f) && lessThan(f, {side.hi, 1})) cuts.push_back(f);
      }
      std::sort(cuts.begin(), cuts.end(), lessThan);
      cuts.erase(std::unique(cuts.begin(), cuts.end(), sameAs), cuts.end());
      // The line of gap i: from the corner to the mediant of the gap's ends, pulled into `to`.
      const auto gapLine = [&](std::size_t i, LinePoint& a, LinePoint& b) {
        const std::int64_t s = cuts[i].den + cuts[i + 1].den, m = cuts[i].num + cuts[i + 1].num;
        a = LinePoint{px * s, py * s, p.dx, p.dy};
        b = side.vertical ? LinePoint{side.at * s, m, side.inward, 1} : LinePoint{m, side.at * s, 1, side.inward};
        return s;
      };
      const std::size_t gaps = cuts.size() - 1;
      for (std::size_t i = 0; i < gaps;) {
        LinePoint a, b;
        const std::int64_t s = gapLine(i, a, b);
        if (!segmentBlocked(a, b, s, blockers, &hint)) return found(b.x, b.y, s);
        // The hint is now a blocker this gap's line touches. The ends of the lines that touch one
        // convex blocker form an interval of the side (the points beyond it seen from the corner are
        // a convex set; the pulls by ε are the same translation for every gap of a side), so the gaps
        // it blocks are consecutive: skip them by galloping, then binary search, never testing a gap
        // in between. The first clear gap found is the one the gap-by-gap loop finds.
        const auto blockedByHint = [&](std::size_t j) {
          LinePoint ja, jb;
          const std::int64_t js = gapLine(j, ja, jb);
          return segmentTouchesHint(ja, jb, js, blockers, hint);
        };
        std::size_t last = i, step = 1;  // `last` is blocked by the hint
        while (last + step < gaps && blockedByHint(last + step)) {
          last += step;
          step *= 2;
        }
        std::size_t hi = std::min(last + step, gaps);  // not blocked by it, or past the end
        while (hi - last > 1) {
          const std::size_t mid = last + (hi - last) / 2;
          if (blockedByHint(mid)) last = mid;
          else hi = mid;
        }
        i = last + 1;
      }
    }
  }
  return line;
}

SightLine lineBetween(const Rect& a, const Rect& b, const Blockers& blockers, bool* reversed) {
  SightLine l = lineFromCorners(a, b, blockers);
  if (reversed) *reversed = false;
  if (l.clear) return l;
  l = lineFromCorners(b, a, blockers);
  if (reversed) *reversed = l.clear;
  return l;
}

namespace {
bool holds(const std::vector<Cell>& cells, Cell c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); }
}  // namespace

void hexSpaceCorners(GridShape shape, const std::vector<Cell>& space, std::vector<LinePoint>& out) {
  out.clear();
  for (Cell c : space)
    for (int k = 0; k < kHexCorners; ++k) {
      const HexPoint p = hexCorner(shape, c, k);
      LinePoint lp{p.x, p.y, 0, 0};
      int inside = 0;
      // Corner k is shared by the hex and its neighbours towards directions k and k + 1; the pull
      // points into every one of them that is in the space.
      for (Cell h : {c, neighbourAt(shape, c, k), neighbourAt(shape, c, (k + 1) % kHexCorners)})
        if (holds(space, h)) {
          const HexPoint m = hexCentre(shape, h);
          lp.dx += static_cast<int>(m.x - p.x);
          lp.dy += static_cast<int>(m.y - p.y);
          ++inside;
        }
      if (inside < 3 &&
          std::none_of(out.begin(), out.end(), [&](const LinePoint& o) { return o.x == p.x && o.y == p.y; }))
        out.push_back(lp);
    }
}

SightLine hexLineFromCorners(const std::vector<Cell>& from, const std::vector<Cell>& to, const Blockers& blockers) {
  const GridShape shape = blockers.grid().shape();
  SightLine line;
  std::vector<LinePoint> corners, ends;
  hexSpaceCorners(shape, from, corners);
  hexSpaceCorners(shape, to, ends);
  auto found = [&](const LinePoint& p, std::int64_t x, std::int64_t y, std::int64_t s) {
    line.clear = true;
    line.corner = {static_cast<int>(p.x), static_cast<int>(p.y)};
    line.toX = x;
    line.toY = y;
    line.toScale = s;
    return line;
  };
  if (corners.empty() || ends.empty()) return line;
  for (Cell c : from)
    if (holds(to, c)) return found(corners[0], corners[0].x, corners[0].y, 1);  // sharing a hex
  // Blocker vertices (hex corners, wall ends) in the box around both spaces.
  std::int64_t x0 = ends[0].x, y0 = ends[0].y, x1 = x0, y1 = y0;
  for (const auto* list : {&corners, &ends})
    for (const LinePoint& p : *list) {
      x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
    }
  std::vector<Cell> cells, verts;  // verts: frame points
  hexCellsNear(blockers.grid(), double(x0), double(y0), double(x1), double(y1), false, cells);
  hexBlockerShapes(
      blockers, cells,
      [](const HexPoint* pts, int n, void* data) {
        auto& out = *static_cast<std::vector<Cell>*>(data);
        for (int i = 0; i < n; ++i) out.push_back({static_cast<int>(pts[i].x), static_cast<int>(pts[i].y)});
        return false;
      },
      &verts);
  for (const LinePoint& p : corners) {
    const LinePoint* shared = nullptr;
    for (const LinePoint& e : ends)
      if (e.x == p.x && e.y == p.y) shared = &e;
    if (shared) {
      // The corner lies on the other space's border: lines of any length into that space start here.
      if (!segmentBlocked(p, LinePoint{p.x, p.y, shared->dx, shared->dy}, 1, blockers)) return found(p, p.x, p.y, 1);
      continue;
    }
    for (Cell h : to)
      for (int d = 0; d < kHexDirections; ++d) {
        if (holds(to, neighbourAt(shape, h, d))) continue;  // not on the space's border
        HexPoint A, B;
        hexSideEnds(shape, h, d, A, B);
        const HexPoint m = hexCentre(shape, h);
        const std::int64_t ux = B.x - A.x, uy = B.y - A.y;
        // Only a side the corner lies strictly outside of faces it (the centre is on the other side).
        if (sign64(cross64(ux, uy, p.x - A.x, p.y - A.y)) != -sign64(cross64(ux, uy, m.x - A.x, m.y - A.y))) continue;
        // Where the rays from the corner through every blocker vertex meet this side, as a fraction t
        // of the way from A to B: between two neighbouring meeting points nothing changes.
        std::vector<Fraction> cuts = {{0, 1}, {1, 1}};
        for (const Cell v : verts) {
          Fraction f{cross64(v.x - p.x, v.y - p.y, A.x - p.x, A.y - p.y), cross64(ux, uy, v.x - p.x, v.y - p.y)};
          if (f.den == 0) continue;
          if (f.den < 0) f = {-f.num, -f.den};
          if (f.num > 0 && f.num < f.den) cuts.push_back(f);
        }
        std::sort(cuts.begin(), cuts.end(), lessThan);
        cuts.erase(std::unique(cuts.begin(), cuts.end(), sameAs), cuts.end());
        for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
          const std::int64_t s = cuts[i].den + cuts[i + 1].den, t = cuts[i].num + cuts[i + 1].num;  // the mediant
          const LinePoint a{p.x * s, p.y * s, p.dx, p.dy};
          const LinePoint b{A.x * s + ux * t, A.y * s + uy * t, static_cast<int>(2 * m.x - A.x - B.x),
                            static_cast<int>(2 * m.y - A.y - B.y)};
          if (!segmentBlocked(a, b, s, blockers)) return found(p, b.x, b.y, s);
        }
      }
  }
  return line;
}

SightLine hexLineBetween(const std::vector<Cell>& a, const std::vector<Cell>& b, const Blockers& blockers,
                         bool* reversed) {
  SightLine l = hexLineFromCorners(a, b, blockers);
  if (reversed) *reversed = false;
  if (l.clear) return l;
  l = hexLineFromCorners(b, a, blockers);
  if (reversed) *reversed = l.clear;
  return l;
}

}  // namespace footwork
