// Every end of a pull, push or slide (core/movement/forced_ends.h). The expected ends are worked by hand
// from the texts (004_83b4f7313492aa85.txt for 4e, 001_6f3b7c2346b579a3.txt for sw5e); the sentence each
// check rests on is quoted beside it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "core/movement/forced_ends.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

Scene makeScene(const char* ruleset, int w, int h) {
  const Ruleset* r = findRuleset(ruleset);
  EXPECT_NE(r, nullptr);
  return Scene(*r, Grid(w, h, r->defaultCellSize));
}

void add(Scene& s, const char* id, Cell at, const char* side, std::uint32_t conditions = 0) {
  Creature c;
  c.id = id;
  c.position = at;
  c.speeds.walk = feet(30);
  c.side = side;
  c.conditions = conditions;
  ASSERT_FALSE(s.addCreature(std::move(c)).has_value());
}

void fill(Scene& s, Cell c, Ground g) {
  CellTerrain t = s.grid().terrain(c);
  t.ground = g;
  s.grid().setTerrain(c, t);
}

ForcedRequest request(const Scene& s, ForcedKind kind, int target, int by, int distance) {
  ForcedRequest r;
  r.kind = kind;
  r.target = target;
  r.distance = distance;
  if (by >= 0) {
    r.source = s.creatures()[by].space();
    r.hasSource = true;
    r.sourceIndex = by;
  }
  return r;
}

using Ends = std::vector<std::pair<Cell, int>>;

Ends flatten(const std::vector<ForcedEnd>& v) {
  Ends out;
  for (const ForcedEnd& e : v) out.emplace_back(e.position, e.squares);
  return out;
}

// Row-major, as the answer lists them.
Ends sorted(Ends e) {
  std::sort(e.begin(), e.end(), [](const auto& a, const auto& b) {
    return a.first.y != b.first.y ? a.first.y < b.first.y : a.first.x < b.first.x;
  });
  return e;
}

int chebyshev(Cell a, Cell b) { return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y)); }

TEST(ForcedEnds, Slide1InTheOpenIsTheNineSquaresAround) {
  // "Slide: When you slide a creature, there's no restriction on the direction you can move it."
  // 4e: "Moving diagonally works the same as other movement" — each of the eight neighbours is 1 square;
  // "You can choose to move the target fewer squares or not to move it at all": the start, 0.
  Scene s = makeScene("4e", 5, 5);
  add(s, "orc", {2, 2}, "b");
  const ForcedEnds out = forcedEnds(s, request(s, ForcedKind::Slide, 0, -1, 1));
  Ends want;
  for (int y = 1; y <= 3; ++y)
    for (int x = 1; x <= 3; ++x) want.push_back({{x, y}, x == 2 && y == 2 ? 0 : 1});
  EXPECT_EQ(flatten(out.ends), want);
  EXPECT_TRUE(out.overEdge.empty());
}

TEST(ForcedEnds, Push1OnlySquaresFartherFromThePusher) {
  // "Push: When you push a creature, each square you move it must place it farther away from you."
  // Fighter at (2,3), orc at (3,3): 1 square away; only (4,2), (4,3), (4,4) are 2 away (4e diagonals
  // count 1); (3,2), (3,4) stay 1 away, (2,2), (2,4) too.
  Scene s = makeScene("4e", 7, 7);
  add(s, "fighter", {2, 3}, "a");
  add(s, "orc", {3, 3}, "b");
  const ForcedEnds out = forcedEnds(s, request(s, ForcedKind::Push, 1, 0, 1));
  EXPECT_EQ(flatten(out.ends), (Ends{{{4, 2}, 1}, {{3, 3}, 0}, {{4, 3}, 1}, {{4, 4}, 1}}));
}

TEST(ForcedEnds, Pull2EachSquareNearer) {
  // "Pull: When you pull a creature, each square you move it must bring it nearer to you."
  // Wizard at (0,3), orc at (4,3): 4 away. One square: x = 3 (3 away), rows 2–4. Two squares: x = 2
  // (2 away), rows 1–5, each reached through a square of x = 3 that is one row off at most.
  Scene s = makeScene("4e", 7, 7);
  add(s, "wizard", {0, 3}, "a");
  add(s, "orc", {4, 3}, "b");
  const ForcedEnds out = forcedEnds(s, request(s, ForcedKind::Pull, 1, 0, 2));
  Ends want{{{4, 3}, 0}};
  for (int y = 2; y <= 4; ++y) want.push_back({{3, y}, 1});
  for (int y = 1; y <= 5; ++y) want.push_back({{2, y}, 2});
  EXPECT_EQ(flatten(out.ends), sorted(want));
}

TEST(ForcedEnds, AWallStopsTheSlide) {
  // "Clear Path: Forced movement can't move a target into a space it couldn't enter by walking." A wall
  // along the whole line x = 3 (the map is 6 wide): nothing east of it is reached; west of it every
  // position within 2 squares is, at its 4e count (diagonals 1).
  Scene s = makeScene("4e", 6, 5);
  for (int y = 0; y < 5; ++y) s.grid().setEdgeBetween({2, y}, {3, y}, Edge::Wall);
  add(s, "orc", {2, 2}, "b");
  const ForcedEnds out = forcedEnds(s, request(s, ForcedKind::Slide, 0, -1, 2));
  Ends want;
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x <= 2; ++x) want.push_back({{x, y}, chebyshev({x, y}, {2, 2})});
  EXPECT_EQ(flatten(out.ends), want);
}

TEST(ForcedEnds, AnObstacleAndItsCorners) {
  // "The target can't be forced into an obstacle"; "When an obstacle fills a square, you can't move
  // diagonally across the corner of that square." A pillar at (3,2) beside the orc at (2,2): (3,1) and
  // (3,3) are not 1 square away (their diagonals cross the pillar's corners) but 2, by (2,1) or (2,3);
  // (3,0) and (3,4) are 2 by a diagonal that touches no filled corner; x = 4 needs 3.
  Scene s = makeScene("4e", 6, 5);
  fill(s, {3, 2}, Ground::Solid);
  add(s, "orc", {2, 2}, "b");
  const ForcedEnds one = forcedEnds(s, request(s, ForcedKind::Slide, 0, -1, 1));
  EXPECT_EQ(flatten(one.ends), (Ends{{{1, 1}, 1}, {{2, 1}, 1}, {{1, 2}, 1}, {{2, 2}, 0}, {{1, 3}, 1}, {{2, 3}, 1}}));
  const ForcedEnds two = forcedEnds(s, request(s, ForcedKind::Slide, 0, -1, 2));
  Ends want;
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x <= 2; ++x) want.push_back({{x, y}, chebyshev({x, y}, {2, 2})});
  for (int y : {0, 1, 3, 4}) want.push_back({{3, y}, 2});
  EXPECT_EQ(flatten(two.ends), sorted(want));
}

TEST(ForcedEnds, ThroughAnAllyButNotEndingThere) {
  // 4e "Ally: You can move through a square occupied by an ally." "Ending Movement: You can end your
  // movement in an ally's square only if the ally is prone." The orc's ally at (2,0) in a corridor.
  Scene s = makeScene("4e", 6, 1);
  add(s, "orc", {1, 0}, "b");
  add(s, "goblin", {2, 0}, "b");
  const ForcedEnds out = forcedEnds(s, request(s, ForcedKind::Slide, 0, -1, 2));
  EXPECT_EQ(flatten(out.ends), (Ends{{{0, 0}, 1}, {{1, 0}, 0}, {{3, 0}, 2}}));
  // "only if the ally is prone": a prone ally's square is an end.
  Scene prone = makeScene("4e", 6, 1);
  add(prone, "orc", {1, 0}, "b");
  add(prone, "goblin", {2, 0}, "b", kProne);
  const ForcedEnds withProne = forcedEnds(prone, request(prone, ForcedKind::Slide, 0, -1, 2));
  EXPECT_EQ(flatten(withProne.ends), (Ends{{{0, 0}, 1}, {{1, 0}, 0}, {{2, 0}, 1}, {{3, 0}, 2}}));
}

TEST(ForcedEnds, AnEnemyBlocks) {
  // 4e "Enemy: You normally can't move through an enemy's space unless that enemy is helpless or two
  // size categories larger or smaller than you." The orc's enemy (a fighter, same size) at (2,0).
  Scene s = makeScene("4e", 6, 1);
  add(s, "orc", {1, 0}, "b");
  add(s, "fighter", {2, 0}, "a");
  const ForcedEnds out = forcedEnds(s, request(s, ForcedKind::Slide, 0, -1, 3));
  EXPECT_EQ(flatten(out.ends), (Ends{{{0, 0}, 1}, {{1, 0}, 0}}));
}

TEST(ForcedEnds, TheStartIsAlwaysAnEnd) {
  // "You can choose to move the target fewer squares or not to move it at all." A wall on every side a
  // push could go (line x = 2): no square is farther and reachable, so the start alone.
  Scene s = makeScene("4e", 5, 3);
  for (int y = 0; y < 3; ++y) s.grid().setEdgeBetween({1, y}, {2, y}, Edge::Wall);
  add(s, "fighter", {0, 1}, "a");
  add(s, "orc", {1, 1}, "b");
  const ForcedEnds out = forcedEnds(s, request(s, ForcedKind::Push, 1, 0, 3));
  EXPECT_EQ(flatten(out.ends), (Ends{{{1, 1}, 0}}));
}

TEST(ForcedEnds, AlternatingDiagonals) {
  // sw5e "the first diagonal square counts as 5 feet, but the second diagonal square counts as 10 feet":
  // a slide of 2 reaches every position two steps away except the four corners (two diagonals: 1 + 2 = 3
  // squares); with 3 squares the corners too, at 3.
  Scene s = makeScene("sw5e", 5, 5);
  add(s, "trooper", {2, 2}, "b");
  const ForcedEnds two = forcedEnds(s, request(s, ForcedKind::Slide, 0, -1, 2));
  Ends want;
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x < 5; ++x)
      if (std::abs(x - 2) != 2 || std::abs(y - 2) != 2) want.push_back({{x, y}, chebyshev({x, y}, {2, 2})});
  EXPECT_EQ(flatten(two.ends), want);
  const ForcedEnds three = forcedEnds(s, request(s, ForcedKind::Slide, 0, -1, 3));
  Ends all;
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x < 5; ++x) {
      const bool corner = std::abs(x - 2) == 2 && std::abs(y - 2) == 2;
      all.push_back({{x, y}, corner ? 3 : chebyshev({x, y}, {2, 2})});
    }
  EXPECT_EQ(flatten(three.ends), all);
}

TEST(ForcedEnds, APitIsOverTheEdgeNotAnEnd) {
  // "If you're forced over a precipice or a pit, you can try to catch yourself before you fall." "10 or
  // higher: Success. You fall prone at the edge, in the last square you occupied before you would have
  // fallen. The forced movement ends." A pit along x = 3; the fighter at (0,1) pushes the orc at (1,1)
  // up to 3 squares: x = 2 is an end (1 square, 2 away), x = 3 is over the edge (2 squares), nothing past it.
  Scene s = makeScene("4e", 6, 3);
  for (int y = 0; y < 3; ++y) fill(s, {3, y}, Ground::Pit);
  add(s, "fighter", {0, 1}, "a");
  add(s, "orc", {1, 1}, "b");
  const ForcedEnds out = forcedEnds(s, request(s, ForcedKind::Push, 1, 0, 3));
  EXPECT_EQ(flatten(out.ends), (Ends{{{2, 0}, 1}, {{1, 1}, 0}, {{2, 1}, 1}, {{2, 2}, 1}}));
  EXPECT_EQ(flatten(out.overEdge), (Ends{{{3, 0}, 2}, {{3, 1}, 2}, {{3, 2}, 2}}));
  // Over the edge is still a square of the push: with a distance of 1 the pit is out of reach.
  const ForcedEnds one = forcedEnds(s, request(s, ForcedKind::Push, 1, 0, 1));
  EXPECT_TRUE(one.overEdge.empty());
}

TEST(ForcedEnds, AHugeDistanceIsBoundedByTheMap) {
  // "The power you're using specifies how many squares you can move a target": 10,000 squares on a 4×4
  // map reach every position, each at its 4e count (diagonals 1).
  Scene s = makeScene("4e", 4, 4);
  add(s, "orc", {0, 0}, "b");
  const ForcedEnds out = forcedEnds(s, request(s, ForcedKind::Slide, 0, -1, 10'000));
  ASSERT_EQ(out.ends.size(), 16u);
  for (const ForcedEnd& e : out.ends) EXPECT_EQ(e.squares, chebyshev(e.position, {0, 0}));
}

// Hex grids: every end of a pull, push or slide against a brute force over every path of up to three
// neighbouring hexes, each judged by the path query (evaluateForced), on random maps with solid hexes
// and walls on sides, in the four layouts. An end and its fewest squares must be what the shortest
// legal path that may end there gives.
TEST(ForcedEndsHex, EveryEndMatchesABruteForceOverPaths) {
  constexpr GridShape kLayouts[4] = {{GridKind::Hex, HexOrientation::Flat, HexOffset::Odd},
                                     {GridKind::Hex, HexOrientation::Flat, HexOffset::Even},
                                     {GridKind::Hex, HexOrientation::Pointy, HexOffset::Odd},
                                     {GridKind::Hex, HexOrientation::Pointy, HexOffset::Even}};
  unsigned seed = 5;
  auto next = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7fff; };
  int maps = 0, ends = 0;
  for (GridShape shape : kLayouts)
    for (int m = 0; m < 6; ++m) {
      const Ruleset& r = *findRuleset("4e");
      Scene s(r, Grid(6, 6, r.defaultCellSize, shape));
      for (int i = 0; i < 36; ++i)
        if (next() % 6 == 0) fill(s, s.grid().cellAt(i), Ground::Solid);
      for (int i = 0; i < 5; ++i) {
        const Cell c{static_cast<int>(next() % 6), static_cast<int>(next() % 6)};
        s.grid().setEdgeBetween(c, neighbourAt(shape, c, static_cast<int>(next() % 6)), Edge::Wall);
      }
      fill(s, {1, 2}, Ground::Open);
      fill(s, {3, 2}, Ground::Open);
      add(s, "fighter", {1, 2}, "a");
      add(s, "orc", {3, 2}, "b");
      for (ForcedKind kind : {ForcedKind::Pull, ForcedKind::Push, ForcedKind::Slide}) {
        const ForcedRequest req = request(s, kind, 1, 0, 3);
        Ends brute;
        brute.push_back({{3, 2}, 0});  // "or not to move it at all"
        std::vector<Cell> path;
        auto walk = [&](auto&& self, Cell at) -> void {
          if (path.size() == 3) return;
          for (int d = 0; d < kHexDirections; ++d) {
            const Cell to = neighbourAt(shape, at, d);
            if (!s.grid().contains(to)) continue;
            path.push_back(to);
            ForcedRequest p = req;
            p.path = path;
            const auto o = evaluateForced(s, p);
            if (o && o.value().legal) {
              const int n = static_cast<int>(path.size());
              auto e = std::find_if(brute.begin(), brute.end(), [&](const auto& b) { return b.first == to; });
              if (e == brute.end()) brute.push_back({to, n});
              else e->second = std::min(e->second, n);
            }
            if (o && o.value().steps.back().legal) self(self, to);
            path.pop_back();
          }
        };
        walk(walk, {3, 2});
        const ForcedEnds out = forcedEnds(s, req);
        EXPECT_EQ(flatten(out.ends), sorted(brute))
            << "layout " << int(shape.orientation) << int(shape.offset) << " map " << m << " kind " << int(kind);
        ends += static_cast<int>(out.ends.size());
      }
      ++maps;
    }
  EXPECT_EQ(maps, 24);
  EXPECT_GT(ends, 24 * 3 * 3);  // most maps leave the orc several ends
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
