// Position rules and jumps on hex grids (docs/rules/hex.md), in the four layouts, each checked against
// an independent reference: flanking against a fine sampling of the centre line in pixel coordinates,
// area templates against the shapes tested in floating point on pixel positions, long jumps against
// walking the six directions, crowding against the six sides. tests/vectors/hex/ holds the
// hand-worked protocol vectors.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "core/position/area.h"
#include "core/position/facing.h"
#include "core/position/flanking.h"
#include "hex_layouts.h"
#include "protocol/request.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using json = nlohmann::ordered_json;

// A hex centre in pixels (hexes of unit side; y grows southwards), from Red Blob Games' formulas.
struct Px {
  double x, y;
};
Px pixel(GridShape s, Cell c) {
  const Cube h = toCube(s, c);
  if (s.orientation == HexOrientation::Flat) return {1.5 * h.q, std::sqrt(3.0) * (h.r + h.q / 2.0)};
  return {std::sqrt(3.0) * (h.q + h.r / 2.0), 1.5 * h.r};
}

// The six sides of a hex in pixels, as the unit normals towards its neighbours' centres.
struct HexSides {
  Px m;
  double nx[kHexDirections], ny[kHexDirections], apothem;
};
HexSides sidesOf(GridShape s, Cell c) {
  HexSides h{pixel(s, c), {}, {}, 0};
  for (int d = 0; d < kHexDirections; ++d) {
    const Px n = pixel(s, neighbourAt(s, c, d));
    const double nx = n.x - h.m.x, ny = n.y - h.m.y, len = std::sqrt(nx * nx + ny * ny);  // √3
    h.nx[d] = nx / len;
    h.ny[d] = ny / len;
    h.apothem = len / 2;
  }
  return h;
}
// The signed distance of p beyond side d, in units of the apothem: 0 on that side, negative inside.
double beyondSide(const HexSides& h, int d, Px p) {
  return ((p.x - h.m.x) * h.nx[d] + (p.y - h.m.y) * h.ny[d]) / h.apothem - 1;
}

// The sampled reading of "the line passes through opposite sides or corners of the enemy's space"
// for a one-hex enemy: sample the segment, find where it is strictly inside, bisect to the entry and
// exit points and read which sides they lie on.
bool sampledOpposite(GridShape s, Cell a, Cell b, Cell e) {
  const Px pa = pixel(s, a), pb = pixel(s, b);
  const HexSides h = sidesOf(s, e);
  auto at = [&](double t) { return Px{pa.x + t * (pb.x - pa.x), pa.y + t * (pb.y - pa.y)}; };
  auto inside = [&](double t) {
    for (int d = 0; d < kHexDirections; ++d)
      if (beyondSide(h, d, at(t)) > -1e-9) return false;
    return true;
  };
  constexpr int kSamples = 20000;
  int first = -1, last = -1;
  for (int i = 0; i <= kSamples; ++i)
    if (inside(double(i) / kSamples)) {
      if (first < 0) first = i;
      last = i;
    }
  if (first <= 0 || last >= kSamples) return false;  // misses, or a centre inside
  auto bisect = [&](double out, double in) {
    for (int k = 0; k < 60; ++k) {
      const double mid = (out + in) / 2;
      (inside(mid) ? in : out) = mid;
    }
    return at(in);
  };
  const Px pin = bisect(double(first - 1) / kSamples, double(first) / kSamples);
  const Px pout = bisect(double(last + 1) / kSamples, double(last) / kSamples);
  for (int d = 0; d < kHexDirections; ++d)
    if (std::abs(beyondSide(h, d, pin)) < 1e-6 && std::abs(beyondSide(h, (d + 3) % 6, pout)) < 1e-6) return true;
  return false;
}

Creature creature(const char* id, Cell at, const char* side, Milli reach) {
  Creature c;
  c.id = id;
  c.position = at;
  c.side = side;
  c.speeds.walk = 30 * kMilliPerFoot;
  c.reach = reach;
  return c;
}

TEST(HexFlanking, CentreLineAgreesWithSamplingForEveryPairWithinReach) {
  // 5e-fine "trace an imaginary line between the centers of the creatures' spaces. If the line passes
  // through opposite sides or corners of the enemy's space, the enemy is flanked"; both flankers have
  // 10-ft reach, so every pair of hexes within two of the enemy is asked.
  const Ruleset* rules = findRuleset("5e-fine");
  ASSERT_NE(rules, nullptr);
  for (GridShape s : kLayouts) {
    SCOPED_TRACE(layoutName(s));
    Scene scene(*rules, Grid(7, 7, 5 * kMilliPerFoot, s));
    const Cell ec{3, 3};
    const Creature enemy = creature("e", ec, "foe", 10 * kMilliPerFoot);
    std::vector<Cell> near;
    for (int y = 0; y < 7; ++y)
      for (int x = 0; x < 7; ++x) {
        const int d = hexDistance(s, {x, y}, ec);
        if (d >= 1 && d <= 2) near.push_back({x, y});
      }
    ASSERT_EQ(near.size(), 18u);
    int flanks = 0;
    for (Cell a : near)
      for (Cell b : near) {
        if (a == b) continue;
        const bool got = flankCheck(scene, creature("a", a, "party", 10 * kMilliPerFoot),
                                    creature("b", b, "party", 10 * kMilliPerFoot), enemy)
                             .flanks;
        EXPECT_EQ(got, sampledOpposite(s, a, b, ec)) << cellText(a) << " and " << cellText(b);
        flanks += got;
      }
    // By hand: a neighbour with the opposite neighbour and with the hex two beyond it on that axis,
    // a ring-2 hex on an axis with the opposite neighbour and the opposite axis hex, a ring-2 hex
    // between two axes with its mirror image through the centre (corner to opposite corner):
    // unordered 3 + 6 + 3 + 3, ordered 30.
    EXPECT_EQ(flanks, 30) << "ordered pairs that flank";
  }
}

TEST(HexFlanking, AdjacentFlankersOnlyFromTheOppositeNeighbour) {
  // 4e "adjacent to the enemy and on opposite sides or corners": around a hex, only direction d + 3.
  const Ruleset* rules = findRuleset("4e");
  ASSERT_NE(rules, nullptr);
  for (GridShape s : kLayouts) {
    SCOPED_TRACE(layoutName(s));
    Scene scene(*rules, Grid(5, 5, 5 * kMilliPerFoot, s));
    const Cell ec{2, 2};
    const Creature enemy = creature("e", ec, "foe", 5 * kMilliPerFoot);
    for (int d = 0; d < kHexDirections; ++d)
      for (int k = 0; k < kHexDirections; ++k) {
        if (k == d) continue;
        const FlankCheck f = flankCheck(scene, creature("a", neighbourAt(s, ec, d), "party", 5 * kMilliPerFoot),
                                        creature("b", neighbourAt(s, ec, k), "party", 5 * kMilliPerFoot), enemy);
        EXPECT_EQ(f.flanks, k == (d + 3) % 6) << d << " " << k;
      }
  }
}

// The area shapes in floating point on pixel positions (cells of unit centre distance), as 5e states
// them: "a cone's width at a given point along its length is equal to that point's distance from the
// point of origin"; a line of a length and a width; a cube whose point of origin is the middle of a
// face. Returns the signed margin (positive inside), so that exact ties can be skipped.
double margin(const AreaSpec& a, double cellFeet, Px o, Px v, Px p) {
  const double wx = p.x - o.x, wy = p.y - o.y, vl = std::sqrt(v.x * v.x + v.y * v.y);
  const double along = (wx * v.x + wy * v.y) / vl, across = std::abs(wx * v.y - wy * v.x) / vl;
  const double len = double(a.size) / kMilliPerFoot / cellFeet;
  const double lengthMargin = std::min(along, len - along);
  if (a.shape == AreaShape::Cone) return std::min(lengthMargin, along / 2 - across);
  const double half = a.shape == AreaShape::Line ? double(a.width) / kMilliPerFoot / cellFeet / 2 : len / 2;
  return std::min(lengthMargin, half - across);
}

TEST(HexArea, ConesLinesAndCubesAgreeWithFloatingPointOnPixels) {
  const Ruleset* rules = findRuleset("sw5e");
  ASSERT_NE(rules, nullptr);
  const double scale = 1 / std::sqrt(3.0);  // pixel centre distance √3 → 1 cell
  int compared = 0;
  for (GridShape s : kLayouts) {
    SCOPED_TRACE(layoutName(s));
    Scene scene(*rules, Grid(13, 13, 5 * kMilliPerFoot, s));
    const Cell origin{6, 6};
    for (AreaShape shape : {AreaShape::Cone, AreaShape::Line, AreaShape::Cube})
      for (AreaRule rule : {AreaRule::Centre, AreaRule::Whole})
        for (int length : {10, 15, 20, 25})
          for (int t = 0; t < (shape == AreaShape::Cube ? 4 : 169); ++t) {
            AreaSpec a;
            a.shape = shape;
            a.rule = rule;
            a.origin = origin;
            a.size = length * kMilliPerFoot;
            a.width = (length % 10 == 0 ? 10 : 5) * kMilliPerFoot;
            a.toward = {t % 13, t / 13};
            if (shape != AreaShape::Cube && a.toward == origin) continue;
            const Cell compass[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
            a.direction = compass[t % 4];
            const Px o = pixel(s, origin);
            Px v;
            if (shape == AreaShape::Cube) v = {double(a.direction.x), double(a.direction.y)};
            else v = {pixel(s, a.toward).x - o.x, pixel(s, a.toward).y - o.y};
            const AreaResult got = coverArea(scene, a);
            for (int y = 0; y < 13; ++y)
              for (int x = 0; x < 13; ++x) {
                const Px c = pixel(s, {x, y});
                double m = 1e9;
                if (Cell{x, y} == origin) {
                  m = -1;  // "A cone's point of origin is not included"
                } else if (rule == AreaRule::Centre) {
                  m = margin(a, 5, {o.x * scale, o.y * scale}, v, {c.x * scale, c.y * scale});
                } else {
                  for (int k = 0; k < 6; ++k) {  // pixel corners of a hex of unit side
                    const double ang = (s.orientation == HexOrientation::Flat ? 0 : 30) + 60.0 * k;
                    const Px q{(c.x + std::cos(ang * M_PI / 180)) * scale, (c.y + std::sin(ang * M_PI / 180)) * scale};
                    m = std::min(m, margin(a, 5, {o.x * scale, o.y * scale}, v, q));
                  }
                }
                if (std::abs(m) < 1e-9) continue;  // on the boundary: the exact test decides
                const bool in = std::find(got.cells.begin(), got.cells.end(), Cell{x, y}) != got.cells.end();
                EXPECT_EQ(in, m > 0) << "shape " << int(shape) << " rule " << int(rule) << " length " << length
                                     << " toward " << cellText(a.toward) << " at " << cellText({x, y});
                ++compared;
              }
          }
  }
  EXPECT_GT(compared, 100000);
}

TEST(HexArea, LongConesReachTheirFarCorners) {
  // A cone's far corners lie √(1 + ¼) of its length from the origin: a 150-ft cone on 5-ft hexes
  // covers hexes up to 38 steps away when it points between two hex directions.
  const Ruleset* rules = findRuleset("sw5e");
  ASSERT_NE(rules, nullptr);
  for (GridShape s : kLayouts) {
    Scene scene(*rules, Grid(81, 81, 5 * kMilliPerFoot, s));
    AreaSpec a;
    a.shape = AreaShape::Cone;
    a.origin = {40, 40};
    a.size = 150 * kMilliPerFoot;
    int farthest = 0;
    for (Cell t : {Cell{41, 38}, Cell{42, 41}, Cell{38, 39}, Cell{39, 43}}) {
      a.toward = t;
      const Px o = pixel(s, a.origin), p = pixel(s, t);
      const Px v{p.x - o.x, p.y - o.y};
      const double k = 1 / std::sqrt(3.0);
      const AreaResult got = coverArea(scene, a);
      for (int y = 0; y < 81; ++y)
        for (int x = 0; x < 81; ++x) {
          if (Cell{x, y} == a.origin) continue;  // "A cone's point of origin is not included"
          const Px c = pixel(s, {x, y});
          const double m = margin(a, 5, {o.x * k, o.y * k}, v, {c.x * k, c.y * k});
          if (std::abs(m) < 1e-9) continue;  // on the boundary: the exact test decides
          const bool in = std::find(got.cells.begin(), got.cells.end(), Cell{x, y}) != got.cells.end();
          EXPECT_EQ(in, m > 0) << layoutName(s) << " toward " << cellText(t) << " at " << cellText({x, y});
          if (in) farthest = std::max(farthest, hexDistance(s, a.origin, {x, y}));
        }
    }
    EXPECT_GT(farthest, 32) << layoutName(s) << ": hexes beyond the length plus two steps";
  }
}

TEST(HexArea, SphereIsTheHexesWithinItsRadiusInSteps) {
  // Ranges count hex steps (docs/rules/hex.md), and so does a sphere's radius: 1 + 3n(n + 1) hexes.
  const Ruleset* rules = findRuleset("sw5e");
  ASSERT_NE(rules, nullptr);
  for (GridShape s : kLayouts) {
    Scene scene(*rules, Grid(15, 15, 5 * kMilliPerFoot, s));
    for (int n = 0; n <= 6; ++n) {
      AreaSpec a;
      a.origin = {7, 7};
      a.size = (5 * n + 4) * kMilliPerFoot;  // 4 ft short of the next hex: still n steps
      EXPECT_EQ(coverArea(scene, a).cells.size(), std::size_t(1 + 3 * n * (n + 1))) << layoutName(s) << " " << n;
    }
  }
}

TEST(HexFacing, ArcsAgreeWithTheFractionOfEachHexSampled) {
  // 5e-fine "if more than half of a square or hex lies in one arc, it is in that arc … if half of it
  // lies in the front arc, it's in that arc, if half of it is in a side arc and the rear arc, it's in
  // the side arc". The arcs are wedges from the creature's centre bounded by its rays through the
  // corners of the side faced (a corner faced: through the middles of its two sides), 30° apart round
  // the hex; each hex's area is sampled on a fine lattice and split by angle.
  for (GridShape s : kLayouts) {
    SCOPED_TRACE(layoutName(s));
    const Cell self{3, 3};
    const Px m = pixel(s, self), n0 = pixel(s, neighbourAt(s, self, 0));
    const double ray0 = std::atan2(-(n0.y - m.y), n0.x - m.x) * 180 / M_PI;  // y up: angles turn counter-clockwise
    for (int f = 0; f < 12; ++f) EXPECT_EQ(parseHexFacing(s, hexFacingName(s, f)), f);
    for (int y = 0; y < 7; ++y)
      for (int x = 0; x < 7; ++x) {
        if (Cell{x, y} == self) continue;
        const Px c = pixel(s, {x, y});
        const HexSides h = sidesOf(s, {x, y});
        std::vector<double> angles;  // of the sample points seen from the creature's centre
        for (int i = 0; i < 60; ++i)
          for (int j = 0; j < 60; ++j) {
            const Px p{c.x - 1 + (i + 0.37) / 30, c.y - 1 + (j + 0.61) / 30};
            bool in = true;
            for (int d = 0; d < kHexDirections; ++d) in = in && beyondSide(h, d, p) < 0;
            if (in) angles.push_back(std::atan2(-(p.y - m.y), p.x - m.x) * 180 / M_PI);
          }
        for (int f = 0; f < 12; ++f) {
          const double frontFrom = ray0 + 30.0 * (f - 1);
          double share[4] = {};  // front, left, right, rear (Arc's order)
          for (double a : angles) {
            const double rel = std::fmod(a - frontFrom + 720, 360);
            share[rel < 60 ? 0 : rel < 180 ? 1 : rel < 240 ? 3 : 2] += 1.0 / angles.size();
          }
          Arc expect = Arc::Self;
          for (int a = 0; a < 4; ++a)
            if (share[a] > 0.95) expect = static_cast<Arc>(a);
          if (expect == Arc::Self) {  // split: exactly two arcs near one half each
            int halves = 0;
            for (int a = 0; a < 4; ++a) halves += std::abs(share[a] - 0.5) < 0.05;
            ASSERT_EQ(halves, 2) << "a hex split other than in halves at " << cellText({x, y});
            expect = share[0] > 0.4 ? Arc::Front : share[1] > 0.4 ? Arc::Left : Arc::Right;
          }
          EXPECT_EQ(hexArcOf(s, self, f, {x, y}), expect) << hexFacingName(s, f) << " at " << cellText({x, y});
        }
      }
  }
}

json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }

json hexGrid(GridShape s, int w, int h) {
  return {{"width", w},
          {"height", h},
          {"type", "hex"},
          {"orientation", s.orientation == HexOrientation::Flat ? "flat" : "pointy"},
          {"offset", s.offset == HexOffset::Odd ? "odd" : "even"},
          {"cellFeet", 5}};
}

TEST(HexJump, StraightExactlyAlongTheSixDirections) {
  // 5e-fine: a long jump goes "in a straight line"; on hexes one of the six directions, and "each foot
  // you clear on the jump costs a foot of movement", counted in hexes. Str 30 standing clears 15 ft.
  for (GridShape s : kLayouts) {
    SCOPED_TRACE(layoutName(s));
    const Cell from{3, 3};
    std::vector<std::pair<Cell, int>> rays;  // every hex 1 to 3 steps out along a direction
    for (int d = 0; d < kHexDirections; ++d) {
      Cell c = from;
      for (int k = 1; k <= 3; ++k) rays.push_back({c = neighbourAt(s, c, d), k});
    }
    for (int y = 0; y < 7; ++y)
      for (int x = 0; x < 7; ++x) {
        if (Cell{x, y} == from || hexDistance(s, from, {x, y}) > 3) continue;
        json req = {
            {"query", "move"},
            {"scene",
             {{"ruleset", "5e-fine"},
              {"grid", hexGrid(s, 7, 7)},
              {"creatures", {{{"id", "j"}, {"position", {3, 3}}, {"strength", 30}, {"speeds", {{"walk", 30}}}}}}}},
            {"creature", "j"},
            {"path", {{{"jump", "long"}, {"to", {x, y}}}}}};
        const json r = ask(req);
        ASSERT_TRUE(r.contains("result")) << r.dump();
        const json& step = r["result"]["steps"][0];
        int steps = 0;
        for (auto& [c, k] : rays)
          if (c == Cell{x, y}) steps = k;
        if (steps == 0) {
          EXPECT_EQ(step["illegal"]["code"], "not-straight") << cellText({x, y});
        } else {
          EXPECT_TRUE(step["legal"].get<bool>()) << cellText({x, y}) << r.dump();
          EXPECT_EQ(step["jumpInfo"]["distance"], 5 * steps) << cellText({x, y});
        }
      }
  }
}

TEST(HexCrowding, SixAroundAHexOneFewerPerWalledSide) {
  // 5e "eight creatures can fit in a 5-foot radius around another medium creature" (squares): a hex
  // has six sides and no corner neighbours, so six; a wall on a side takes away the hex behind it.
  for (GridShape s : kLayouts)
    for (const char* ruleset : {"sw5e", "d20-3.0"})
      for (int walls = 0; walls <= kHexDirections; ++walls) {
        json grid = hexGrid(s, 5, 5);
        grid["walls"] = json::array();
        for (int d = 0; d < walls; ++d) {
          const Cell n = neighbourAt(s, {2, 2}, d);
          grid["walls"].push_back({{"between", {{2, 2}, {n.x, n.y}}}, {"kind", "wall"}});
        }
        const json r = ask({{"query", "crowding"},
                            {"scene", {{"ruleset", ruleset}, {"grid", grid}, {"creatures", json::array()}}},
                            {"defender", {2, 2}}});
        ASSERT_TRUE(r.contains("result")) << r.dump();
        EXPECT_EQ(r["result"]["count"], kHexDirections - walls) << layoutName(s) << " " << ruleset;
        EXPECT_EQ(r["result"]["ring"].size(), std::size_t(kHexDirections - walls));
      }
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
