// Squeezing on hexes (docs/rules/hex.md "Squeezing on hexes", core/movement/squeeze.h): the narrower
// width per ruleset, the placements of the narrower space inside the nominal one against a brute
// force over the hexes themselves, their order ("the most central", ties to the topmost, then the
// leftmost centre) against floating-point pixel centres, and footprintAt against a reference judge
// on random maps with filled hexes, pits and walls, in the four layouts. The reference builds every
// space from cube coordinates and places hexes in pixels, independently of squeeze.cpp's bounds.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "core/movement/squeeze.h"
#include "core/scene/space.h"
#include "hex_layouts.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

// A hex's centre in pixels straight from its offset coordinates (Red Blob Games' offset layouts):
// flat columns 1.5 apart, a shoved column half a hex (√3 / 2) down; pointy rows 1.5 apart, a
// shoved row half a hex right.
struct Px {
  double x, y;
};
Px pixel(GridShape s, Cell c) {
  const double h = std::sqrt(3.0);
  if (s.orientation == HexOrientation::Flat) {
    const bool shoved = ((c.x & 1) != 0) == (s.offset == HexOffset::Odd);
    return {1.5 * c.x, h * (c.y + (shoved ? 0.5 : 0.0))};
  }
  const bool shoved = ((c.y & 1) != 0) == (s.offset == HexOffset::Odd);
  return {h * (c.x + (shoved ? 0.5 : 0.0)), 1.5 * c.y};
}
Px centreOf(GridShape s, const std::vector<Cell>& cells) {
  Px sum{0, 0};
  for (Cell c : cells) sum.x += pixel(s, c).x, sum.y += pixel(s, c).y;
  return {sum.x / cells.size(), sum.y / cells.size()};
}

// Every anchor whose inner space lies wholly in the outer one, ordered by the reading: nearest
// centre in pixels, then topmost, then leftmost (1e-9 for the floating-point ties).
std::vector<Cell> referencePlacements(GridShape s, Cell anchor, int outer, int inner) {
  const auto big = referenceSpace(s, anchor, outer);
  const Px mid = centreOf(s, big);
  struct P {
    double d;
    Px c;
    Cell at;
  };
  std::vector<P> all;
  for (Cell a : big) {
    const auto small = referenceSpace(s, a, inner);
    if (!std::all_of(small.begin(), small.end(), [&](Cell c) { return holds(big, c); })) continue;
    const Px c = centreOf(s, small);
    all.push_back({std::hypot(c.x - mid.x, c.y - mid.y), c, a});
  }
  std::sort(all.begin(), all.end(), [](const P& a, const P& b) {
    if (std::abs(a.d - b.d) > 1e-9) return a.d < b.d;
    if (std::abs(a.c.y - b.c.y) > 1e-9) return a.c.y < b.c.y;
    return a.c.x < b.c.x;
  });
  std::vector<Cell> out;
  for (const P& p : all) out.push_back(p.at);
  return out;
}

TEST(HexSqueeze, PlacementsAreEveryNarrowerSpaceInsideInTheReadingsOrder) {
  int lists = 0;
  for (GridShape s : kLayouts)
    for (Cell anchor : {Cell{9, 9}, Cell{10, 9}, Cell{9, 10}, Cell{10, 10}})
      for (int outer = 2; outer <= 8; ++outer)
        for (int inner = 1; inner < outer; ++inner) {
          std::vector<Cell> got;
          hexSqueezePlacements(s, anchor, outer, inner, got);
          ASSERT_EQ(got, referencePlacements(s, anchor, outer, inner))
              << outer << " → " << inner << " at " << cellText(anchor);
          ++lists;
        }
  EXPECT_EQ(lists, 4 * 4 * 28);  // 1 + 2 + … + 7 inner widths per layout and anchor
}

TEST(HexSqueeze, HandWorkedPlacements) {
  const GridShape flat = kLayouts[0], pointy = kLayouts[2];
  std::vector<Cell> got;
  // Large (3 hexes) into one: all three are as central; the anchor, the top-left hex, is topmost
  // (flat: above its south neighbour) or, beside its east neighbour, leftmost (pointy).
  hexSqueezePlacements(flat, {2, 2}, 2, 1, got);
  EXPECT_EQ(got, (std::vector<Cell>{{2, 2}, {3, 2}, {2, 3}}));  // flat-odd [2,2]: SE [3,2], S [2,3]
  hexSqueezePlacements(pointy, {2, 2}, 2, 1, got);
  EXPECT_EQ(got, (std::vector<Cell>{{2, 2}, {3, 2}, {2, 3}}));  // pointy-odd [2,2]: E [3,2], SE [2,3]
  // Huge (7) into 2 across: the three triangles holding the centre hex are as central; the topmost
  // is anchored on the north neighbour (flat [2,1]) or the north-west one (pointy [1,1]).
  hexSqueezePlacements(flat, {2, 2}, 3, 2, got);
  ASSERT_EQ(got.size(), 3u);
  EXPECT_EQ(got[0], (Cell{2, 1}));
  hexSqueezePlacements(pointy, {2, 2}, 3, 2, got);
  ASSERT_EQ(got.size(), 3u);
  EXPECT_EQ(got[0], (Cell{1, 1}));
  // 5e-fine Large (8 across) into Medium (4): the central twelve share the nominal space's centre.
  hexSqueezePlacements(flat, {6, 6}, 8, 4, got);
  EXPECT_EQ(got[0], (Cell{6, 6}));
}

TEST(HexSqueeze, NarrowerWidthPerRuleset) {
  auto across = [](const char* ruleset, Size size, Milli cell, HexSpaces reading = HexSpaces::Across) {
    Grid g(40, 40, cell, kLayouts[0]);
    g.setHexSpaces(reading);
    Scene scene(*findRuleset(ruleset), g);
    Creature c;
    c.id = "c";
    c.size = size;
    c.position = {20, 20};
    if (scene.addCreature(c)) return -1;
    return hexSqueezedAcross(scene, scene.creatures()[0]);
  };
  const Milli five = 5 * kMilliPerFoot, fine = 1250;
  // sw5e "a creature can squeeze through a space that is large enough for a creature one size
  // smaller than it": Large (2 across) → Medium (1), Huge (3) → Large (2), Gargantuan (4) → Huge (3).
  EXPECT_EQ(across("sw5e", Size::Large, five), 1);
  EXPECT_EQ(across("sw5e", Size::Huge, five), 2);
  EXPECT_EQ(across("sw5e", Size::Gargantuan, five), 3);
  EXPECT_EQ(across("sw5e", Size::Medium, five), 0);  // one hex: nothing narrower
  // 5e-fine at 1.25-ft cells: Medium (5 ft, 4 across) → Small (2.5 ft, 2), Large (8) → Medium (4);
  // "centred" reads a size-table width of 4 or more, even, as one more: Large 9 → Medium 5.
  EXPECT_EQ(across("5e-fine", Size::Medium, fine), 2);
  EXPECT_EQ(across("5e-fine", Size::Large, fine), 4);
  EXPECT_EQ(across("5e-fine", Size::Large, fine, HexSpaces::Centred), 5);
  // dnd35 "at least half as wide as your normal space": Large 2 → 1, Huge 3 → 2, Gargantuan 4 → 2,
  // Colossal 6 → 3.
  EXPECT_EQ(across("dnd35", Size::Large, five), 1);
  EXPECT_EQ(across("dnd35", Size::Huge, five), 2);
  EXPECT_EQ(across("dnd35", Size::Gargantuan, five), 2);
  EXPECT_EQ(across("dnd35", Size::Colossal, five), 3);
  // 4e and d20-3.0 have no squeezing rules.
  EXPECT_EQ(across("4e", Size::Huge, five), 0);
  EXPECT_EQ(across("d20-3.0", Size::Huge, five), 0);
}

// The reference footprint: the nominal space where it fits (on the map, no filled hex or pit, no
// wall between two of its hexes), else the first reference placement that fits, else the nominal
// space, blocked.
bool fits(const Grid& g, const std::vector<Cell>& cells) {
  for (Cell c : cells) {
    if (!g.contains(c) || g.terrain(c).ground != Ground::Open) return false;
    for (int d = 0; d < kHexDirections; ++d) {
      const Cell n = neighbourAt(g.shape(), c, d);
      if (holds(cells, n) && edgeBlocksMovement(g.edgeBetween(c, n))) return false;
    }
  }
  return true;
}

TEST(HexSqueeze, FootprintsMatchTheReferenceOnRandomMaps) {
  std::mt19937 rng(1819);
  int whole = 0, squeezed = 0, none = 0;
  for (const char* ruleset : {"sw5e", "dnd35"})
    for (GridShape s : kLayouts)
      for (int n = 2; n <= 4; ++n)
        for (int map = 0; map < 5; ++map) {
          Grid g(9, 9, 5 * kMilliPerFoot, s);
          for (int i = 0; i < 8; ++i) {
            CellTerrain t;
            t.ground = i % 3 ? Ground::Solid : Ground::Pit;
            g.setTerrain({static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)}, t);
          }
          for (int i = 0; i < 10; ++i) {
            const Cell c{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
            g.setEdgeBetween(c, neighbourAt(s, c, static_cast<int>(rng() % 6)), Edge::Wall);
          }
          const Scene scene(*findRuleset(ruleset), g);
          Creature big;
          big.id = "big";
          big.spaceW = big.spaceH = n;
          big.spaceGiven = true;
          big.size = n == 2 ? Size::Large : n == 3 ? Size::Huge : Size::Gargantuan;
          const int m = hexSqueezedAcross(scene, big);
          ASSERT_EQ(m, std::string(ruleset) == "dnd35" ? (n + 1) / 2 : n - 1);
          for (int y = 0; y < 9; ++y)
            for (int x = 0; x < 9; ++x) {
              const auto nominal = referenceSpace(s, {x, y}, n);
              if (!std::all_of(nominal.begin(), nominal.end(), [&](Cell c) { return g.contains(c); })) continue;
              const Footprint f = footprintAt(scene, big, {x, y}, Mode::Walk, true);
              if (fits(g, nominal)) {
                EXPECT_FALSE(f.squeezed) << cellText({x, y});
                EXPECT_EQ(f.block, StepBlock::None);
                ++whole;
                continue;
              }
              Cell want{-1, -1};
              for (Cell a : referencePlacements(s, {x, y}, n, m))
                if (fits(g, referenceSpace(s, a, m))) {
                  want = a;
                  break;
                }
              if (want.x < 0) {
                EXPECT_NE(f.block, StepBlock::None) << ruleset << " " << n << " at " << cellText({x, y});
                ++none;
              } else {
                EXPECT_EQ(f.block, StepBlock::None) << ruleset << " " << n << " at " << cellText({x, y});
                EXPECT_TRUE(f.squeezed);
                EXPECT_EQ((Cell{f.rect.x, f.rect.y}), want) << ruleset << " " << n << " at " << cellText({x, y});
                EXPECT_EQ(f.rect.w, m);
                ++squeezed;
              }
            }
        }
  EXPECT_GT(whole, 300);
  EXPECT_GT(squeezed, 300);
  EXPECT_GT(none, 100);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
