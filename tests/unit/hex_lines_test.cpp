// Lines between hexes: the integer frame of core/scene/hex_lines.h, and the exact segment test of
// core/position/sight.h on hex grids against a floating-point reference in pixels on many random
// segments (ends at hex corners or on hex sides, pulled into their hexes as the lines of sight are).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "core/position/sight.h"
#include "core/scene/hex_lines.h"
#include "hex_layouts.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

struct P {
  double x, y;
};
// Red Blob Games' layout for a hex of unit side, from the frame (hex_lines.h): flat x = X/2,
// y = (√3/3)(Y + X/2); pointy x = (√3/3)(X + Y/2), y = Y/2.
P pixel(GridShape s, double X, double Y) {
  const double k = std::sqrt(3.0) / 3;
  return s.orientation == HexOrientation::Flat ? P{X / 2, k * (Y + X / 2)} : P{k * (X + Y / 2), Y / 2};
}

TEST(HexFrame, CornersAreSharedWithTheNeighboursAndLieOnARegularHexagon) {
  for (GridShape s : kLayouts)
    for (int y = -1; y <= 3; ++y)
      for (int x = -1; x <= 3; ++x)
        for (int k = 0; k < kHexCorners; ++k) {
          const Cell c{x, y};
          const HexPoint p = hexCorner(s, c, k);
          // Corner k is also corner k + 2 of the neighbour towards k and corner k + 4 of the one towards k + 1.
          EXPECT_EQ(p, hexCorner(s, neighbourAt(s, c, k), (k + 2) % 6));
          EXPECT_EQ(p, hexCorner(s, neighbourAt(s, c, (k + 1) % 6), (k + 4) % 6));
          const HexPoint m = hexCentre(s, c);
          const P a = pixel(s, p.x, p.y), o = pixel(s, m.x, m.y);
          EXPECT_NEAR(std::hypot(a.x - o.x, a.y - o.y), 1.0, 1e-12);  // every corner one side from the centre
          const HexPoint n = hexCentre(s, neighbourAt(s, c, k));
          const P b = pixel(s, n.x, n.y);
          EXPECT_NEAR(std::hypot(b.x - o.x, b.y - o.y), std::sqrt(3.0), 1e-12);  // neighbours' centres √3 apart
        }
}

// Floating-point reference: the distance in pixels from a segment to a closed segment or hexagon.
double pointSegment(P p, P a, P b) {
  const double dx = b.x - a.x, dy = b.y - a.y, l = dx * dx + dy * dy;
  double t = l > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l : 0;
  t = std::fmax(0, std::fmin(1, t));
  return std::hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}
double orient(P a, P b, P c) { return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x); }
double segmentSegment(P a, P b, P c, P d) {
  const double o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return 0;
  return std::fmin(std::fmin(pointSegment(a, c, d), pointSegment(b, c, d)),
                   std::fmin(pointSegment(c, a, b), pointSegment(d, a, b)));
}
double segmentHexagon(P a, P b, const P (&h)[6]) {
  bool inside = true;  // is a inside the (convex, either-way-round) hexagon?
  int sign = 0;
  for (int i = 0; i < 6; ++i) {
    const double o = orient(h[i], h[(i + 1) % 6], a);
    const int s = o > 0 ? 1 : -1;
    if (sign && s != sign) inside = false;
    sign = s;
  }
  if (inside) return 0;
  double d = 1e9;
  for (int i = 0; i < 6; ++i) d = std::fmin(d, segmentSegment(a, b, h[i], h[(i + 1) % 6]));
  return d;
}

// Is the segment, its ends moved by e along their pulls, within `tol` of a blocker?
bool referenceBlocked(const Grid& g, const Blockers& bl, const LinePoint& a, const LinePoint& b, std::int64_t s,
                      double e, double tol) {
  const GridShape sh = g.shape();
  const P pa = pixel(sh, double(a.x) / s + e * a.dx, double(a.y) / s + e * a.dy);
  const P pb = pixel(sh, double(b.x) / s + e * b.dx, double(b.y) / s + e * b.dy);
  for (int y = -1; y <= g.height(); ++y)
    for (int x = -1; x <= g.width(); ++x) {
      const Cell c{x, y};
      if (bl.cell(x, y)) {
        P h[6];
        for (int k = 0; k < 6; ++k) {
          const HexPoint p = hexCorner(sh, c, k);
          h[k] = pixel(sh, p.x, p.y);
        }
        if (segmentHexagon(pa, pb, h) <= tol) return true;
      }
      for (int d = 0; d < kOwnedHexSides; ++d)
        if (bl.hexSide({c, d})) {
          HexPoint u, v;
          hexSideEnds(sh, c, d, u, v);
          if (segmentSegment(pa, pb, pixel(sh, u.x, u.y), pixel(sh, v.x, v.y)) <= tol) return true;
        }
    }
  return false;
}

TEST(HexLinesProperty, ExactSegmentTestAgreesWithFloatingPointOnRandomSegments) {
  std::mt19937 rng(20261201);
  int compared = 0, blocked = 0, skipped = 0;
  for (GridShape sh : kLayouts)
    for (int map = 0; map < 60; ++map) {
      Grid g(6, 6, 5000, sh);
      for (int i = 0; i < 36; ++i)
        if (rng() % 6 == 0) g.setTerrain(g.cellAt(i), CellTerrain{Ground::Solid});
      for (int i = 0; i < 10; ++i) {
        const Cell c{static_cast<int>(rng() % 6), static_cast<int>(rng() % 6)};
        g.setEdgeBetween(c, neighbourAt(sh, c, static_cast<int>(rng() % 6)), Edge::Wall);
      }
      const Blockers bl(g, Blockers::Sight);
      for (int n = 0; n < 60; ++n) {
        // Start: a corner of a random hex pulled towards its centre. End: a corner or a point k/7 along a
        // side of another hex, pulled inwards.
        const Cell c0 = g.cellAt(static_cast<int>(rng() % 36)), c1 = g.cellAt(static_cast<int>(rng() % 36));
        const int k0 = static_cast<int>(rng() % 6), k1 = static_cast<int>(rng() % 6), t = static_cast<int>(rng() % 8);
        const std::int64_t s = 7;
        const HexPoint p0 = hexCorner(sh, c0, k0), m0 = hexCentre(sh, c0), m1 = hexCentre(sh, c1);
        HexPoint u, v;
        hexSideEnds(sh, c1, k1, u, v);
        const LinePoint a{p0.x * s, p0.y * s, static_cast<int>(m0.x - p0.x), static_cast<int>(m0.y - p0.y)};
        const std::int64_t bx = u.x * s + (v.x - u.x) * t, by = u.y * s + (v.y - u.y) * t;
        const LinePoint b{bx, by, static_cast<int>(m1.x * s - bx), static_cast<int>(m1.y * s - by)};
        const bool exact = segmentBlocked(a, b, s, bl);
        // The symbolic ε → 0: two small real pulls that agree decide; b's pull is s times longer per unit.
        const LinePoint bs{b.x, b.y, b.dx, b.dy};
        const bool r1 = referenceBlocked(g, bl, a, bs, s, 1e-4, 1e-12),
                   r2 = referenceBlocked(g, bl, a, bs, s, 1e-5, 1e-13);
        if (r1 != r2) {
          ++skipped;
          continue;
        }
        EXPECT_EQ(exact, r1) << "layout " << int(sh.orientation) << int(sh.offset) << " map " << map << " from " << c0.x
                             << "," << c0.y << " corner " << k0 << " to " << c1.x << "," << c1.y << " side " << k1
                             << " t " << t;
        ++compared;
        blocked += exact;
      }
    }
  EXPECT_GT(compared, 14000);  // of 4 × 60 × 60 = 14,400
  EXPECT_GT(blocked, compared / 5);
  EXPECT_LT(blocked, compared * 4 / 5);
  RecordProperty("skipped", skipped);
}

// The search for a line of sight between two hexes against a sampling of lines: from every corner of
// one hex to 12 points along every side of the other (both ways round). A sampled clear line means
// the exact search finds one; a line the exact search returns is clear when tested again; and on
// these maps the two mostly agree (a narrow gap can slip between the samples).
TEST(HexLinesProperty, SightSearchAgreesWithASamplingOfLines) {
  std::mt19937 rng(7);
  int pairs = 0, clear = 0, agree = 0;
  for (GridShape sh : kLayouts)
    for (int map = 0; map < 4; ++map) {
      Grid g(5, 5, 5000, sh);
      for (int i = 0; i < 25; ++i)
        if (rng() % 5 == 0) g.setTerrain(g.cellAt(i), CellTerrain{Ground::Solid});
      for (int i = 0; i < 6; ++i) {
        const Cell c{static_cast<int>(rng() % 5), static_cast<int>(rng() % 5)};
        g.setEdgeBetween(c, neighbourAt(sh, c, static_cast<int>(rng() % 6)), Edge::Wall);
      }
      const Blockers bl(g, Blockers::Sight);
      auto sampled = [&](Cell from, Cell to) {
        const HexPoint m0 = hexCentre(sh, from), m1 = hexCentre(sh, to);
        const std::int64_t s = 12;
        for (int k0 = 0; k0 < 6; ++k0) {
          const HexPoint p = hexCorner(sh, from, k0);
          const LinePoint a{p.x * s, p.y * s, static_cast<int>(m0.x - p.x), static_cast<int>(m0.y - p.y)};
          for (int k1 = 0; k1 < 6; ++k1)
            for (int t = 0; t < s; ++t) {
              HexPoint u, v;
              hexSideEnds(sh, to, k1, u, v);
              const std::int64_t bx = u.x * s + (v.x - u.x) * t, by = u.y * s + (v.y - u.y) * t;
              if (!segmentBlocked(a, {bx, by, static_cast<int>(m1.x * s - bx), static_cast<int>(m1.y * s - by)}, s, bl))
                return true;
            }
        }
        return false;
      };
      for (int i = 0; i < 25; ++i)
        for (int j = i + 1; j < 25; ++j) {
          const Cell a = g.cellAt(i), b = g.cellAt(j);
          if (bl.cell(a.x, a.y) || bl.cell(b.x, b.y)) continue;
          bool reversed = false;
          const SightLine l = hexLineBetween({a}, {b}, bl, &reversed);
          const bool ref = sampled(a, b) || sampled(b, a);
          if (ref) {
            EXPECT_TRUE(l.clear) << "layout " << int(sh.orientation) << int(sh.offset) << " map " << map;
          }
          if (l.clear) {
            const Cell from = reversed ? b : a, to = reversed ? a : b;
            std::vector<LinePoint> corners;
            hexSpaceCorners(sh, {from}, corners);
            const auto c = std::find_if(corners.begin(), corners.end(),
                                        [&](const LinePoint& p) { return p.x == l.corner.x && p.y == l.corner.y; });
            ASSERT_NE(c, corners.end());
            const LinePoint start{c->x * l.toScale, c->y * l.toScale, c->dx, c->dy};
            const HexPoint m = hexCentre(sh, to);
            const LinePoint end{l.toX, l.toY, static_cast<int>(m.x * l.toScale - l.toX),
                                static_cast<int>(m.y * l.toScale - l.toY)};
            EXPECT_FALSE(segmentBlocked(start, end, l.toScale, bl));
          }
          ++pairs;
          clear += l.clear;
          agree += l.clear == ref;
        }
    }
  EXPECT_GT(clear, pairs / 4);
  EXPECT_LT(clear, pairs);
  EXPECT_GT(agree, pairs * 95 / 100);
  RecordProperty("pairs", pairs);
  RecordProperty("clear", clear);
  RecordProperty("agree", agree);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
