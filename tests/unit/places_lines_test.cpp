// The lines the places query draws for every place (issue 27): lineFromCorners skips the gaps a
// blocker it met already blocks (galloping over them) and works its products in 64 bits where they
// fit (core/position/sight.cpp). Both must leave every answer as it was: on random maps larger than
// the exhaustive tests' (sight_test.cpp), with filled and obstructed squares, walls, doors and windows
// and creature spaces as extra blockers, the whole SightLine (clear, the corner, the end and its
// scale) equals the one the gap-by-gap search gives, for sight, effect and cover blockers.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/position/sight.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

struct Fraction {
  std::int64_t num, den;
};
bool lessThan(const Fraction& a, const Fraction& b) { return Wide(a.num) * b.den < Wide(b.num) * a.den; }
bool sameAs(const Fraction& a, const Fraction& b) { return Wide(a.num) * b.den == Wide(b.num) * a.den; }

// lineFromCorners as it was before the skipping: every gap between the rays through blocker vertices
// tried in turn, each with a segmentBlocked of its own.
SightLine gapByGap(const Rect& from, const Rect& to, const Blockers& blockers) {
  SightLine line;
  LinePoint corners[4];
  rectCorners(from, corners);
  if (from.overlaps(to)) {
    line.clear = true;
    line.corner = {from.x, from.y};
    line.toX = from.x;
    line.toY = from.y;
    return line;
  }
  const int tx0 = to.x, ty0 = to.y, tx1 = to.x + to.w, ty1 = to.y + to.h;
  std::vector<Cell> verts;
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
      const int sx = px == tx0 ? 1 : px == tx1 ? -1 : 0, sy = py == ty0 ? 1 : py == ty1 ? -1 : 0;
      for (int ey = -2; ey <= 2; ++ey)
        for (int ex = -2; ex <= 2; ++ex) {
          if (ex == 0 || ey == 0 || (sx && ex * sx < 0) || (sy && ey * sy < 0)) continue;
          if (!segmentBlocked(p, LinePoint{px, py, ex, ey}, 1, blockers)) return found(px, py, 1);
        }
      continue;
    }
    verts.clear();
    blockers.vertices(std::min<int>(px, tx0), std::min<int>(py, ty0), std::max<int>(px, tx1), std::max<int>(py, ty1),
                      verts);
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
      std::vector<Fraction> cuts = {{side.lo, 1}, {side.hi, 1}};
      for (Cell v : verts) {
        const std::int64_t along = side.vertical ? v.x - px : v.y - py;
        const std::int64_t across = side.vertical ? v.y - py : v.x - px;
        const std::int64_t gap = side.at - (side.vertical ? px : py);
        if (along == 0 || (along > 0) != (gap > 0)) continue;
        Fraction f{(side.vertical ? py : px) * along + gap * across, along};
        if (f.den < 0) f = {-f.num, -f.den};
        if (lessThan({side.lo, 1}, f) && lessThan(f, {side.hi, 1})) cuts.push_back(f);
      }
      std::sort(cuts.begin(), cuts.end(), lessThan);
      cuts.erase(std::unique(cuts.begin(), cuts.end(), sameAs), cuts.end());
      for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        const std::int64_t s = cuts[i].den + cuts[i + 1].den, m = cuts[i].num + cuts[i + 1].num;
        const LinePoint a{px * s, py * s, p.dx, p.dy};
        LinePoint b =
            side.vertical ? LinePoint{side.at * s, m, side.inward, 1} : LinePoint{m, side.at * s, 1, side.inward};
        if (!segmentBlocked(a, b, s, blockers)) return found(b.x, b.y, s);
      }
    }
  }
  return line;
}

TEST(PlacesLines, SkippingBlockedGapsGivesTheSameLines) {
  long long lines = 0, clear = 0, blocked = 0;
  for (int seed = 0; seed < 300; ++seed) {
    std::mt19937 rng(90'000 + seed);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const int w = pick(8, 24), h = pick(8, 24);
    Grid g(w, h, 5000);
    const int filled = pick(5, 35);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        CellTerrain t;
        const int r = pick(0, 99);
        if (r < filled) t.ground = Ground::Solid;
        else if (r < filled + 4) t.obstructed = true;
        else if (r < filled + 7) t.opaque = true;
        g.setTerrain({x, y}, t);
      }
    const Edge kinds[] = {Edge::Wall, Edge::Low, Edge::DoorClosed, Edge::DoorOpen, Edge::Window};
    for (int i = pick(0, w + h); i > 0; --i) {
      if (pick(0, 1)) g.setVerticalEdge(pick(0, w), pick(0, h - 1), kinds[pick(0, 4)]);
      else g.setHorizontalEdge(pick(0, w - 1), pick(0, h), kinds[pick(0, 4)]);
    }
    for (Blockers::Kind kind : {Blockers::Sight, Blockers::Effect, Blockers::Cover}) {
      Blockers b(g, kind);
      for (int i = pick(0, 4); i > 0; --i) {
        const int s = pick(1, 2);
        b.addRect({pick(0, w - s), pick(0, h - s), s, s});
      }
      for (int pair = 0; pair < 12; ++pair) {
        const int sa = pick(1, 3), sb = pick(1, 2);
        const Rect a{pick(0, w - sa), pick(0, h - sa), sa, sa}, c{pick(0, w - sb), pick(0, h - sb), sb, sb};
        const SightLine fast = lineFromCorners(a, c, b), ref = gapByGap(a, c, b);
        const std::string at =
            "seed " + std::to_string(seed) + " kind " + std::to_string(kind) + " pair " + std::to_string(pair);
        ++lines;
        ASSERT_EQ(fast.clear, ref.clear) << at;
        (fast.clear ? clear : blocked) += 1;
        if (!fast.clear) continue;
        ASSERT_EQ(fast.corner.x, ref.corner.x) << at;
        ASSERT_EQ(fast.corner.y, ref.corner.y) << at;
        ASSERT_EQ(fast.toX, ref.toX) << at;
        ASSERT_EQ(fast.toY, ref.toY) << at;
        ASSERT_EQ(fast.toScale, ref.toScale) << at;
      }
    }
  }
  EXPECT_GT(clear, 3000);
  EXPECT_GT(blocked, 1500);
  std::printf("places lines: %lld lines, %lld clear, %lld blocked\n", lines, clear, blocked);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
