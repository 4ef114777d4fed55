// Cover (5e-fine corner lines): exhaustive little maps against the reference count, and the text's
// degrees: "if one of those lines are blocked … half cover; if two or three … three-quarters cover;
// if four … but the attack can still reach the target … three-quarters cover and the attacker has
// disadvantage".
#include <gtest/gtest.h>

#include "core/position/cover.h"
#include "position_reference.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

bool solidOrObstructed(const CellTerrain& t) { return t.ground == Ground::Solid || t.obstructed; }
bool coverEdge(Edge e) { return e != Edge::None && e != Edge::DoorOpen; }

// Lines blocked from each attacker corner (NW, NE, SE, SW), both ends pulled 1e-3 into their spaces.
std::vector<int> referenceCounts(const Grid& g, const Rect& a, const Rect& t, const std::vector<Rect>& others) {
  auto boxes = reference::boxes(g, solidOrObstructed, coverEdge);
  for (const Rect& r : others) boxes.push_back({double(r.x), double(r.y), double(r.x + r.w), double(r.y + r.h)});
  const double e = 1e-3;
  const double ax[4] = {a.x + e, a.x + a.w - e, a.x + a.w - e, a.x + e};
  const double ay[4] = {a.y + e, a.y + e, a.y + a.h - e, a.y + a.h - e};
  const double tx[4] = {t.x + e, t.x + t.w - e, t.x + t.w - e, t.x + e};
  const double ty[4] = {t.y + e, t.y + e, t.y + t.h - e, t.y + t.h - e};
  std::vector<int> out;
  for (int i = 0; i < 4; ++i) {
    int n = 0;
    for (int j = 0; j < 4; ++j) n += !reference::clearLine(ax[i], ay[i], tx[j], ty[j], boxes);
    out.push_back(n);
  }
  return out;
}

Scene sceneOf(const Grid& g, const char* ruleset = "5e-fine") { return Scene(*findRuleset(ruleset), g); }

CoverLevel levelOf(int blocked) {
  return blocked == 0   ? CoverLevel::None
         : blocked == 1 ? CoverLevel::Half
         : blocked <= 3 ? CoverLevel::ThreeQuarters
                        : CoverLevel::Total;
}

TEST(CoverExhaustive, EverySolidPatternOnThreeByThreeEveryAttackerAndTarget) {
  int n = 0;
  for (int mask = 0; mask < 512; ++mask) {
    Grid g(3, 3, 5000);
    for (int i = 0; i < 9; ++i)
      if (mask & (1 << i)) g.setTerrain({i % 3, i / 3}, CellTerrain{Ground::Solid});
    const Scene s = sceneOf(g);
    for (int i = 0; i < 9; ++i)
      for (int j = 0; j < 9; ++j) {
        if (i == j || (mask >> i & 1) || (mask >> j & 1)) continue;
        const Rect a{i % 3, i / 3, 1, 1}, t{j % 3, j / 3, 1, 1};
        const CoverResult c = coverAgainst(s, a, std::nullopt, t, {});
        const auto ref = referenceCounts(g, a, t, {});
        ASSERT_EQ(c.blockedByCorner, ref) << "mask " << mask << " attacker " << i << " target " << j;
        EXPECT_EQ(c.blocked, *std::min_element(ref.begin(), ref.end()));
        ++n;
      }
  }
  EXPECT_EQ(n, 9216);
}

TEST(CoverExhaustive, CreaturesAsObstaclesOnFourByThree) {
  // Attacker at (0,1), target at (3,1); every placement pattern of up to four 1×1 creatures in the
  // middle two columns.
  for (int mask = 0; mask < 64; ++mask) {
    Grid g(4, 3, 5000);
    Scene s(*findRuleset("5e-fine"), g);
    Creature a;
    a.id = "a";
    a.position = {0, 1};
    a.side = "x";
    s.addCreature(a);
    Creature t = a;
    t.id = "t";
    t.position = {3, 1};
    t.side = "y";
    s.addCreature(t);
    std::vector<Rect> others;
    for (int i = 0; i < 6; ++i)
      if (mask >> i & 1) {
        Creature o = a;
        o.id = "o" + std::to_string(i);
        o.position = {1 + i % 2, i / 2};
        s.addCreature(o);
        others.push_back(o.space());
      }
    const CoverResult c = coverAgainst(s, {0, 1, 1, 1}, std::nullopt, {3, 1, 1, 1}, {0, 1});
    EXPECT_EQ(c.blockedByCorner, referenceCounts(g, {0, 1, 1, 1}, {3, 1, 1, 1}, others)) << "mask " << mask;
  }
}

Grid gridOf(const std::vector<const char*>& rows) {
  Grid g(static_cast<int>(std::string(rows[0]).size()), static_cast<int>(rows.size()), 5000);
  for (int y = 0; y < g.height(); ++y)
    for (int x = 0; x < g.width(); ++x)
      if (rows[y][x] == '#') g.setTerrain({x, y}, CellTerrain{Ground::Solid});
  return g;
}

TEST(CoverDegrees, FromTheText) {
  {  // nothing between: no cover
    const Scene s = sceneOf(gridOf({"....", "....", "...."}));
    EXPECT_EQ(coverAgainst(s, {0, 1, 1, 1}, std::nullopt, {3, 1, 1, 1}, {}).level, CoverLevel::None);
  }
  {  // a pillar as wide as the target right in front of it: every corner line touches the pillar,
     // and no line reaches the target at all
    const Scene s = sceneOf(gridOf({"....", "..#.", "...."}));
    const CoverResult c = coverAgainst(s, {0, 1, 1, 1}, std::nullopt, {3, 1, 1, 1}, {});
    EXPECT_EQ(c.blocked, 4);
    EXPECT_FALSE(c.reachable);
    EXPECT_EQ(c.level, CoverLevel::Total);
  }
  {  // a pillar diagonally in front of the target: from the attacker's NW corner the lines run along
     // the pillar's lower edge with both ends inside their own spaces' side of it (the convention of
     // core/position/sight.h), so none is blocked
    const Scene s = sceneOf(gridOf({"..#.", "....", "...."}));
    const CoverResult c = coverAgainst(s, {0, 1, 1, 1}, std::nullopt, {3, 1, 1, 1}, {});
    EXPECT_EQ(c.blocked, 0);
    EXPECT_EQ(c.level, CoverLevel::None);
    EXPECT_EQ(c.fromX, 0);  // the NW corner (0, 1): the first corner with the fewest blocked lines
    EXPECT_EQ(c.fromY, 1);
    EXPECT_EQ(c.blockedByCorner, (std::vector<int>{0, 0, 0, 0}));
  }
  {  // arrow slit: a long wall with a one-square gap and a wide target pressed against its far side:
     // all four corner lines hit the wall, yet the attack reaches through the gap
    Grid g(5, 4, 5000);
    for (int x = 0; x < 5; ++x)
      if (x != 2) g.setHorizontalEdge(x, 2, Edge::Wall);
    const Scene s = sceneOf(g);
    const CoverResult c = coverAgainst(s, {2, 0, 1, 1}, std::nullopt, {0, 2, 5, 1}, {});
    EXPECT_EQ(c.blocked, 4);
    EXPECT_TRUE(c.reachable);
    EXPECT_EQ(c.level, CoverLevel::ThreeQuartersDisadvantage);
  }
  {  // one blocked line: half cover. Pillar above the target's near top corner's line only.
    const Scene s = sceneOf(gridOf({"......", "......", "....#.", "......"}));
    const CoverResult c = coverAgainst(s, {0, 3, 1, 1}, std::nullopt, {5, 2, 1, 1}, {});
    EXPECT_EQ(c.level, levelOf(c.blocked));
  }
  {  // a solid wall between: no line reaches
    Grid g(3, 1, 5000);
    g.setVerticalEdge(1, 0, Edge::Wall);
    g.setVerticalEdge(2, 0, Edge::Wall);
    const Scene s = sceneOf(g);
    const CoverResult c = coverAgainst(s, {0, 0, 1, 1}, std::nullopt, {2, 0, 1, 1}, {});
    EXPECT_EQ(c.level, CoverLevel::Total);
  }
  {  // an area's point of origin: the centre of a square
    const Scene s = sceneOf(gridOf({".....", "..#..", "....."}));
    const CoverResult c = coverAgainst(s, {0, 1, 1, 1}, Cell{0, 1}, {4, 1, 1, 1}, {});
    EXPECT_EQ(c.scale, 2);
    EXPECT_EQ(c.fromX, 1);
    EXPECT_EQ(c.fromY, 3);
    EXPECT_EQ(c.blocked, 4);  // from the centre every line to the target's corners crosses the pillar
  }
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
