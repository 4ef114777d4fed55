// Position rules and jumps on hex grids (docs/rules/hex.md), in the four layouts, each checked against
// an independent reference: area templates against the shapes tested in floating point on pixel positions, long jumps against
// walking the six directions, crowding against the six sides. tests/vectors/hex/ holds the
// hand-worked protocol vectors.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "core/position/area.h"
#include "protocol/request.h"

namespace footwork {
namespace {

using json = nlohmann::ordered_json;

const GridShape kLayouts[] = {
    {GridKind::Hex, HexOrientation::Flat, HexOffset::Odd},
    {GridKind::Hex, HexOrientation::Flat, HexOffset::Even},
    {GridKind::Hex, HexOrientation::Pointy, HexOffset::Odd},
    {GridKind::Hex, HexOrientation::Pointy, HexOffset::Even},
};
const char* layoutName(GridShape s) {
  static const char* names[] = {"flat odd", "flat even", "pointy odd", "pointy even"};
  return names[(s.orientation == HexOrientation::Pointy ? 2 : 0) + (s.offset == HexOffset::Even ? 1 : 0)];
}

// A hex centre in pixels (hexes of unit side; y grows southwards), from Red Blob Games' formulas.
struct Px {
  double x, y;
};
Px pixel(GridShape s, Cell c) {
  const Cube h = toCube(s, c);
  if (s.orientation == HexOrientation::Flat) return {1.5 * h.q, std::sqrt(3.0) * (h.r + h.q / 2.0)};
  return {std::sqrt(3.0) * (h.q + h.r / 2.0), 1.5 * h.r};
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
}  // namespace footwork
