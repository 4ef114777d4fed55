// Areas of effect on squares: counts worked by hand from the shapes' own rules (origin at the
// centre of a square, a square covered when the shape holds its centre, or all of it with "whole").
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "core/position/area.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

AreaResult run(const Scene& s, AreaShape shape, Cell origin, double feet, Cell toward = {0, 0},
               AreaRule rule = AreaRule::Centre) {
  AreaSpec a;
  a.shape = shape;
  a.origin = origin;
  a.size = footwork::feet(feet);
  a.toward = toward;
  a.rule = rule;
  return coverArea(s, a);
}

TEST(Area, SpheresOnFiveFootSquares) {
  const Scene s(*findRuleset("sw5e"), Grid(21, 21, 5000));
  // Lattice points with dx² + dy² ≤ r² in squares: r = 1 → 5, 2 → 13, 4 → 49.
  EXPECT_EQ(run(s, AreaShape::Sphere, {10, 10}, 5).cells.size(), 5u);
  EXPECT_EQ(run(s, AreaShape::Sphere, {10, 10}, 10).cells.size(), 13u);
  EXPECT_EQ(run(s, AreaShape::Sphere, {10, 10}, 20).cells.size(), 49u);
  // Whole squares only: a 10-ft radius holds the origin square and its four neighbours entirely?
  // Neighbour (11,10) spans 2.5..7.5 ft east: its far corners are √(7.5² + 2.5²) ≈ 7.9 ft away: in.
  // Diagonal (11,11): far corner √(7.5² + 7.5²) ≈ 10.6 ft: out.
  EXPECT_EQ(run(s, AreaShape::Sphere, {10, 10}, 10, {}, AreaRule::Whole).cells.size(), 5u);
  // Clipped by the map's edge.
  EXPECT_EQ(run(s, AreaShape::Sphere, {0, 0}, 5).cells.size(), 3u);
}

TEST(Area, ConesLinesCubes) {
  const Scene s(*findRuleset("sw5e"), Grid(21, 21, 5000));
  // 15-ft cone east: width equals distance; centres at 5 ft (1), 10 ft (3), 15 ft (3, |dy| ≤ 7.5 ft).
  EXPECT_EQ(run(s, AreaShape::Cone, {10, 10}, 15, {11, 10}).cells.size(), 7u);
  // 30-ft line, 5 ft wide, east: the six squares after the origin.
  auto line = run(s, AreaShape::Line, {10, 10}, 30, {20, 10});
  EXPECT_EQ(line.cells.size(), 6u);
  EXPECT_EQ(line.cells.front(), (Cell{11, 10}));
  EXPECT_EQ(line.cells.back(), (Cell{16, 10}));
  // 15-ft cone to the south-east (diagonal): centres within 15 ft along the diagonal and within half
  // the distance across it.
  auto cone = run(s, AreaShape::Cone, {10, 10}, 15, {11, 11});
  EXPECT_TRUE(std::find(cone.cells.begin(), cone.cells.end(), Cell{12, 12}) !=
              cone.cells.end());  // 14.1 ft on the axis
  EXPECT_TRUE(std::find(cone.cells.begin(), cone.cells.end(), Cell{13, 13}) == cone.cells.end());  // 21.2 ft
  EXPECT_TRUE(std::find(cone.cells.begin(), cone.cells.end(), Cell{12, 10}) == cone.cells.end());  // 45° off the axis
  // 15-ft cube east from the middle of its west face: 4 columns (0, 5, 10, 15 ft) × 3 rows, less the origin.
  AreaSpec cube;
  cube.shape = AreaShape::Cube;
  cube.origin = {10, 10};
  cube.size = feet(15);
  cube.direction = {1, 0};
  EXPECT_EQ(coverArea(s, cube).cells.size(), 11u);
}

// Long shapes against the whole map in floating point: the scan must reach a cone's or cube's far
// corners, √(1 + ¼) of its length out (it once stopped at the length plus two squares, and missed the
// far corners of cones longer than about 17 squares). Squares within a hair of an edge are skipped,
// where rounding could decide either way.
TEST(Area, LongShapesReachTheirFarCornersOnSquares) {
  const int n = 71;
  const Scene s(*findRuleset("sw5e"), Grid(n, n, 5000));
  const Cell o{35, 35};
  int compared = 0;
  for (AreaShape shape : {AreaShape::Cone, AreaShape::Line, AreaShape::Cube})
    for (double feet : {90.0, 125.0, 150.0})
      for (Cell t : {Cell{36, 35}, Cell{36, 36}, Cell{37, 34}, Cell{35, 30}, Cell{33, 36}}) {
        AreaSpec a;
        a.shape = shape;
        a.origin = o;
        a.size = footwork::feet(feet);
        a.toward = t;
        a.width = footwork::feet(10);
        a.direction = {t.x > o.x ? 1 : 0, t.x > o.x ? 0 : -1};
        if (shape == AreaShape::Cube) t = {o.x + a.direction.x, o.y + a.direction.y};
        const AreaResult r = coverArea(s, a);
        std::vector<char> got(n * n, 0);
        for (Cell c : r.cells) got[c.y * n + c.x] = 1;
        const double vx = t.x - o.x, vy = t.y - o.y, vl = std::hypot(vx, vy), len = feet / 5;
        for (int y = 0; y < n; ++y)
          for (int x = 0; x < n; ++x) {
            const double wx = x - o.x, wy = y - o.y, along = (wx * vx + wy * vy) / vl;
            const double across = std::fabs(wx * vy - wy * vx) / vl;
            double margin;  // > 0 inside, < 0 outside, by the nearest constraint
            if (shape == AreaShape::Cone) margin = std::min({along, len - along, along / 2 - across});
            else if (shape == AreaShape::Line) margin = std::min({along, len - along, 1.0 - across});
            else margin = std::min({along, len - along, len / 2 - across});
            if (x == o.x && y == o.y) margin = -1;  // the point of origin is in none of them
            if (std::fabs(margin) < 1e-9) continue;
            ASSERT_EQ(got[y * n + x] != 0, margin > 0)
                << "shape " << static_cast<int>(shape) << ", " << feet << " ft toward (" << t.x << "," << t.y
                << "), square (" << x << "," << y << ")";
            ++compared;
          }
      }
  EXPECT_GT(compared, 200000);
}

TEST(Area, FewerThanHalfOfACreaturesSquares) {
  // 5e-fine: a Medium creature takes 4×4 squares of 1.25 ft.
  Scene s(*findRuleset("5e-fine"), Grid(40, 40, 1250));
  Creature c;
  c.id = "m";
  c.position = {20, 20};
  ASSERT_FALSE(s.addCreature(c).has_value());
  ASSERT_EQ(s.creatures()[0].spaceW, 4);
  // A 2.5-ft sphere centred on the creature's corner square (20,20): centres within 2 squares → of
  // the creature's squares (20..23)², those with dx² + dy² ≤ 4 from (20,20): 6 of 16.
  auto r = run(s, AreaShape::Sphere, {20, 20}, 2.5);
  ASSERT_EQ(r.creatures.size(), 1u);
  EXPECT_EQ(r.creatures[0].squares, 16);
  EXPECT_EQ(r.creatures[0].covered, 6);
  EXPECT_TRUE(r.creatures[0].fewerThanHalf);
  // A 10-ft sphere on it covers it all.
  r = run(s, AreaShape::Sphere, {21, 21}, 10);
  EXPECT_EQ(r.creatures[0].covered, 16);
  EXPECT_FALSE(r.creatures[0].fewerThanHalf);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
