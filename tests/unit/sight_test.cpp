// Line of sight: exhaustive little maps against the slow reference (position_reference.h), then a
// table of named tricky layouts whose answers come from the 5e-fine sentence "if at least one such
// line doesn't pass through or touch an object or effect that blocks vision … there is line of sight".
#include <gtest/gtest.h>

#include "core/position/sight.h"
#include "position_reference.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

bool solidOrOpaque(const CellTerrain& t) { return t.ground == Ground::Solid || t.opaque; }
bool sightEdge(Edge e) { return edgeBlocksSight(e); }

// Exact answer vs reference; when only the exact one finds a line, look again with a finer lattice
// (a narrow gap can slip between coarse samples) before calling it a disagreement.
void expectAgree(const Grid& g, const Rect& a, const Rect& b, const std::string& what) {
  Blockers bl(g, Blockers::Sight);
  const bool exact = lineBetween(a, b, bl).clear;
  const auto boxes = reference::boxes(g, solidOrOpaque, sightEdge);
  bool ref = reference::sees(a, b, boxes, 8);
  if (exact && !ref) ref = reference::sees(a, b, boxes, 96);
  EXPECT_EQ(exact, ref) << what;
}

TEST(SightExhaustive, EverySolidPatternOnThreeByThreeFromEveryViewpoint) {
  int pairs = 0, clear = 0;
  for (int mask = 0; mask < 512; ++mask) {
    Grid g(3, 3, 5000);
    for (int i = 0; i < 9; ++i)
      if (mask & (1 << i)) g.setTerrain({i % 3, i / 3}, CellTerrain{Ground::Solid});
    for (int i = 0; i < 9; ++i)
      for (int j = i + 1; j < 9; ++j) {
        if ((mask >> i & 1) || (mask >> j & 1)) continue;
        const Rect a{i % 3, i / 3, 1, 1}, b{j % 3, j / 3, 1, 1};
        expectAgree(g, a, b, "mask " + std::to_string(mask) + " cells " + std::to_string(i) + "," + std::to_string(j));
        ++pairs;
        clear += lineBetween(a, b, Blockers(g, Blockers::Sight)).clear;
      }
  }
  EXPECT_EQ(pairs, 4608);       // Σ over patterns of pairs of open cells: C(9,2)·2^7
  EXPECT_GT(clear, pairs / 2);  // most pairs see each other; some do not
  EXPECT_LT(clear, pairs);
}

TEST(SightExhaustive, EveryInnerWallPatternOnThreeByTwoFromEveryViewpoint) {
  // Inner edges: vertical lines x = 1, 2 on rows 0, 1 (4) and the horizontal line y = 1 (3).
  for (int mask = 0; mask < 128; ++mask) {
    Grid g(3, 2, 5000);
    int bit = 0;
    for (int x = 1; x <= 2; ++x)
      for (int y = 0; y < 2; ++y, ++bit)
        if (mask >> bit & 1) g.setVerticalEdge(x, y, Edge::Wall);
    for (int x = 0; x < 3; ++x, ++bit)
      if (mask >> bit & 1) g.setHorizontalEdge(x, 1, Edge::Wall);
    for (int i = 0; i < 6; ++i)
      for (int j = i + 1; j < 6; ++j)
        expectAgree(g, {i % 3, i / 3, 1, 1}, {j % 3, j / 3, 1, 1},
                    "walls " + std::to_string(mask) + " cells " + std::to_string(i) + "," + std::to_string(j));
  }
}

TEST(SightExhaustive, BigSpacesAndMixedBlockersOnFourByFour) {
  // A 2×2 creature against 1×1 ones, with every pattern of the four centre-ring cells solid or
  // opaque and a wall on the left edge of cell (2,1) or not.
  for (int mask = 0; mask < 64; ++mask) {
    Grid g(4, 4, 5000);
    const Cell spots[4] = {{1, 0}, {2, 2}, {0, 3}, {3, 1}};
    for (int i = 0; i < 4; ++i)
      if (mask >> i & 1) {
        CellTerrain t;
        if (i % 2) t.opaque = true;
        else t.ground = Ground::Solid;
        g.setTerrain(spots[i], t);
      }
    if (mask & 16) g.setVerticalEdge(2, 1, Edge::Wall);
    if (mask & 32) g.setHorizontalEdge(1, 2, Edge::DoorClosed);
    const Rect big{0, 1, 2, 2};
    for (int y = 0; y < 4; ++y)
      for (int x = 0; x < 4; ++x) {
        if (big.contains({x, y}) || g.terrain({x, y}).ground == Ground::Solid) continue;
        expectAgree(g, big, {x, y, 1, 1},
                    "mixed " + std::to_string(mask) + " at " + std::to_string(x) + "," + std::to_string(y));
      }
  }
}

struct Layout {
  const char* name;
  std::vector<const char*> rows;          // '#' solid, '%' opaque, 'A' and 'B' the two 1×1 spaces
  std::vector<std::array<int, 4>> walls;  // {x0, y0, x1, y1} along grid lines
  bool sees;
};

TEST(SightLayouts, NamedTrickyLayouts) {
  const std::vector<Layout> layouts = {
      {"open floor", {"A...B"}, {}, true},
      {"pillar exactly between in a one-square corridor", {"#####", "A.#.B", "#####"}, {}, false},
      {"pillar off the line: lines pass beside it", {"..#..", "A...B", "....."}, {}, true},
      {"dense fog between", {"A.%.B"}, {}, false},
      {"wall on the edge between neighbours", {"AB"}, {{1, 0, 1, 1}}, false},
      {"wall along the far side of a corridor does not block lines along it",
       {"A...B"},
       {{0, 0, 5, 0}, {0, 1, 5, 1}},
       true},
      {"closed door in a wall", {"A.", ".B"}, {{0, 1, 2, 1}}, false},
      {"window: blocks movement, not sight", {"AB"}, {}, true},
      {"diagonal neighbours through a sealed corner (two pillars touching corners)", {"A#", "#B"}, {}, false},
      {"diagonal neighbours beside one pillar: the other corner is open", {"A#", ".B"}, {}, true},
      {"pillar in the middle of a 3×3 diagonal: every line touches its edge or corner",
       {"A..", ".#.", "..B"},
       {},
       false},
      {"knight's move past a pillar: lines pass beside its corner", {"A..", "#..", ".B."}, {}, true},
      {"arrow slit: a one-square gap in a long wall",
       {"..A..", ".....", ".....", "..B.."},
       {{0, 2, 2, 2}, {3, 2, 5, 2}},
       true},
      {"L-shaped wall around the target's corner", {"A..", "...", "..B"}, {{2, 2, 2, 3}, {2, 2, 3, 2}}, false},
      {"viewer in fog cannot see out", {"%..B"}, {}, false},
  };
  for (const Layout& l : layouts) {
    const int h = static_cast<int>(l.rows.size()), w = static_cast<int>(std::string(l.rows[0]).size());
    Grid g(w, h, 5000);
    Rect a, b;
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        const char c = l.rows[y][x];
        CellTerrain t;
        if (c == '#') t.ground = Ground::Solid;
        if (c == '%') t.opaque = true;
        if (c == 'A') a = {x, y, 1, 1};
        if (c == 'B') b = {x, y, 1, 1};
        g.setTerrain({x, y}, t);
      }
    if (std::string(l.name).rfind("viewer in fog", 0) == 0) a = {0, 0, 1, 1};
    if (std::string(l.name).rfind("window", 0) == 0) g.setVerticalEdge(1, 0, Edge::Window);
    for (auto& wl : l.walls) {
      if (wl[0] == wl[2])
        for (int y = wl[1]; y < wl[3]; ++y) g.setVerticalEdge(wl[0], y, Edge::Wall);
      else
        for (int x = wl[0]; x < wl[2]; ++x) g.setHorizontalEdge(x, wl[1], Edge::Wall);
    }
    if (std::string(l.name).rfind("closed door", 0) == 0) {
      g.setHorizontalEdge(0, 1, Edge::DoorClosed);
      g.setHorizontalEdge(1, 1, Edge::DoorClosed);
      g.setVerticalEdge(1, 0, Edge::Wall);
      g.setVerticalEdge(1, 1, Edge::Wall);
    }
    Blockers bl(g, Blockers::Sight);
    EXPECT_EQ(lineBetween(a, b, bl).clear, l.sees) << l.name;
    EXPECT_EQ(lineBetween(b, a, bl).clear, l.sees) << l.name << " (reversed)";
    expectAgree(g, a, b, l.name);
  }
}

TEST(SightEffect, WindowsBlockEffectNotSight) {
  Grid g(2, 1, 5000);
  g.setVerticalEdge(1, 0, Edge::Window);
  EXPECT_TRUE(lineBetween({0, 0, 1, 1}, {1, 0, 1, 1}, Blockers(g, Blockers::Sight)).clear);
  EXPECT_FALSE(lineBetween({0, 0, 1, 1}, {1, 0, 1, 1}, Blockers(g, Blockers::Effect)).clear);
  CellTerrain fog;
  fog.opaque = true;
  Grid h(3, 1, 5000);
  h.setTerrain({1, 0}, fog);
  EXPECT_FALSE(lineBetween({0, 0, 1, 1}, {2, 0, 1, 1}, Blockers(h, Blockers::Sight)).clear);
  EXPECT_TRUE(lineBetween({0, 0, 1, 1}, {2, 0, 1, 1}, Blockers(h, Blockers::Effect)).clear);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
