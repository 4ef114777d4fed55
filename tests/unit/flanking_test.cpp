// Flanking: the centre-line test exhaustively against a sampling reference, then per ruleset the
// sentences of each text (reach, adjacency, awareness, line of effect, opportunity actions).
#include <gtest/gtest.h>

#include <cmath>

#include "core/position/flanking.h"
#include "position_reference.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

// Reference: walk the segment between the centres in small steps, find where it enters and leaves
// the closed rectangle by bisection, and name the sides the entry and exit points lie on.
bool referenceOpposite(Cell a, Cell b, const Rect& r) {
  const double ax = a.x + 0.5, ay = a.y + 0.5, bx = b.x + 0.5, by = b.y + 0.5;
  auto at = [&](double t, double& x, double& y) {
    x = ax + t * (bx - ax);
    y = ay + t * (by - ay);
  };
  auto inClosed = [&](double t) {
    double x, y;
    at(t, x, y);
    return x >= r.x - 1e-12 && x <= r.x + r.w + 1e-12 && y >= r.y - 1e-12 && y <= r.y + r.h + 1e-12;
  };
  const int n = 4000;
  int first = -1, last = -1;
  for (int i = 0; i <= n; ++i)
    if (inClosed(double(i) / n)) {
      if (first < 0) first = i;
      last = i;
    }
  if (first <= 0 || last >= n) return false;  // misses, or a centre inside the space
  double lo = double(first - 1) / n, hi = double(first) / n;
  for (int k = 0; k < 60; ++k) (inClosed((lo + hi) / 2) ? hi : lo) = (lo + hi) / 2;
  const double tin = hi;
  lo = double(last) / n, hi = double(last + 1) / n;
  for (int k = 0; k < 60; ++k) (inClosed((lo + hi) / 2) ? lo : hi) = (lo + hi) / 2;
  const double tout = lo;
  double mx, my;
  at((tin + tout) / 2, mx, my);
  if (!(mx > r.x + 1e-9 && mx < r.x + r.w - 1e-9 && my > r.y + 1e-9 && my < r.y + r.h - 1e-9)) return false;
  auto sides = [&](double t) {
    double x, y;
    at(t, x, y);
    int s = 0;
    if (std::fabs(x - r.x) < 1e-7) s |= 1;
    if (std::fabs(x - (r.x + r.w)) < 1e-7) s |= 2;
    if (std::fabs(y - r.y) < 1e-7) s |= 4;
    if (std::fabs(y - (r.y + r.h)) < 1e-7) s |= 8;
    return s;
  };
  const int in = sides(tin), out = sides(tout);
  return ((in & 1) && (out & 2)) || ((in & 2) && (out & 1)) || ((in & 4) && (out & 8)) || ((in & 8) && (out & 4));
}

TEST(FlankExhaustive, CentreLineAgainstReferenceForEveryPairOfSquares) {
  const Rect enemies[] = {{4, 4, 1, 1}, {3, 3, 2, 2}, {3, 4, 3, 1}, {3, 3, 3, 3}, {4, 2, 1, 4}};
  int opposite = 0;
  for (const Rect& e : enemies)
    for (int i = 0; i < 81; ++i)
      for (int j = 0; j < 81; ++j) {
        const Cell a{i % 9, i / 9}, b{j % 9, j / 9};
        if (e.contains(a) || e.contains(b)) continue;
        const bool exact = oppositeThrough(a, b, e);
        ASSERT_EQ(exact, referenceOpposite(a, b, e)) << "enemy " << e.x << "," << e.y << " " << e.w << "×" << e.h
                                                     << " from " << a.x << "," << a.y << " to " << b.x << "," << b.y;
        opposite += exact;
      }
  EXPECT_GT(opposite, 0);
}

TEST(FlankExhaustive, FourthEditionEveryWallPatternAroundTheEnemy) {
  // The enemy in the middle of a 3×3 board; every pattern of walls and windows on its four edges and
  // the four edges beyond them (8 edges, 3 kinds each would be too many: walls on 8 edges = 256
  // patterns); every pair of allies on the eight squares around it. 4e flanks when the squares are
  // opposite and both have line of effect (the sampling reference) to the enemy.
  bool (*solid)(const CellTerrain&) = [](const CellTerrain& t) { return t.ground == Ground::Solid; };
  bool (*effectEdge)(Edge) = [](Edge e) { return e == Edge::Wall || e == Edge::DoorClosed || e == Edge::Window; };
  int flanks = 0;
  for (int mask = 0; mask < 256; ++mask) {
    Scene s(*findRuleset("4e"), Grid(3, 3, 5000));
    Grid& g = s.grid();
    // Edges of the centre square: left, right (vertical lines 1 and 2 on row 1), top, bottom.
    if (mask & 1) g.setVerticalEdge(1, 1, Edge::Wall);
    if (mask & 2) g.setVerticalEdge(2, 1, Edge::Wall);
    if (mask & 4) g.setHorizontalEdge(1, 1, Edge::Wall);
    if (mask & 8) g.setHorizontalEdge(1, 2, Edge::Window);
    // Edges that touch the centre square only at a corner.
    if (mask & 16) g.setVerticalEdge(1, 0, Edge::Wall);
    if (mask & 32) g.setVerticalEdge(2, 2, Edge::Wall);
    if (mask & 64) g.setHorizontalEdge(0, 1, Edge::Wall);
    if (mask & 128) g.setHorizontalEdge(2, 2, Edge::DoorClosed);
    Creature e;
    e.id = "e";
    e.position = {1, 1};
    e.side = "foe";
    ASSERT_FALSE(s.addCreature(e).has_value());
    const auto boxes = reference::boxes(g, solid, effectEdge);
    for (int i = 0; i < 9; ++i)
      for (int j = i + 1; j < 9; ++j) {
        if (i == 4 || j == 4) continue;
        Creature a, b;
        a.id = "a";
        a.side = b.side = "party";
        b.id = "b";
        a.position = {i % 3, i / 3};
        b.position = {j % 3, j / 3};
        const bool see =
            reference::sees(a.space(), e.space(), boxes, 8) && reference::sees(b.space(), e.space(), boxes, 8);
        const bool want = see && (i + j == 8);  // opposite squares around the centre: indices summing to 8
        ASSERT_EQ(flankCheck(s, a, b, s.creatures()[0]).flanks, want)
            << "mask " << mask << " squares " << i << "," << j;
        flanks += want;
      }
  }
  EXPECT_GT(flanks, 0);
}

TEST(FlankGeometry, MediumAroundMedium) {
  const Rect e{1, 1, 1, 1};
  // Opposite sides and opposite corners flank; a side and a non-opposite corner do not.
  EXPECT_TRUE(oppositeThrough({0, 1}, {2, 1}, e));   // W, E
  EXPECT_TRUE(oppositeThrough({1, 0}, {1, 2}, e));   // N, S
  EXPECT_TRUE(oppositeThrough({0, 0}, {2, 2}, e));   // NW, SE: through opposite corners
  EXPECT_TRUE(oppositeThrough({2, 0}, {0, 2}, e));   // NE, SW
  EXPECT_FALSE(oppositeThrough({0, 1}, {2, 2}, e));  // W, SE
  EXPECT_FALSE(oppositeThrough({0, 0}, {2, 0}, e));  // NW, NE: the line runs along the top side
  EXPECT_FALSE(oppositeThrough({0, 1}, {1, 0}, e));  // W, N
}

struct Board {
  Scene scene;
  explicit Board(const char* ruleset, int w = 6, int h = 6) : scene(*findRuleset(ruleset), Grid(w, h, 5000)) {}
  // The scene's creatures live in a vector: take references with mut() after the last add().
  Creature& mut(const char* id) { return const_cast<Creature&>(*scene.find(id)); }
  void add(const char* id, Cell at, const char* side, Size size = Size::Medium) {
    Creature c;
    c.id = id;
    c.position = at;
    c.side = side;
    c.size = size;
    EXPECT_FALSE(scene.addCreature(c).has_value()) << id;
  }
  const Creature& get(const char* id) { return *scene.find(id); }
  FlankCheck check(const char* a, const char* b, const char* e) { return flankCheck(scene, get(a), get(b), get(e)); }
};

TEST(FlankRules, FiveEFine) {
  Board b("5e-fine");
  b.add("orc", {2, 2}, "foe");
  b.add("ann", {1, 2}, "party");
  b.add("bob", {3, 2}, "party");
  b.add("cal", {3, 3}, "party");
  EXPECT_TRUE(b.check("ann", "bob", "orc").flanks);
  EXPECT_FALSE(b.check("ann", "cal", "orc").flanks);
  EXPECT_STREQ(b.check("ann", "cal", "orc").reason, "not-opposite");
  // "creature can't flank an enemy unless it knows it's location"
  Creature& ann = b.mut("ann");
  ann.unawareOf = {"orc"};
  EXPECT_STREQ(b.check("ann", "bob", "orc").reason, "unaware");
  ann.unawareOf.clear();
  // "a creature must be able to melee attack to flank"
  ann.conditions = kCannotAttack;
  EXPECT_STREQ(b.check("ann", "bob", "orc").reason, "cannot-attack");
  ann.conditions = kIncapacitated;
  EXPECT_FALSE(b.check("ann", "bob", "orc").flanks);
  ann.conditions = 0;
  // The enemy in weapon reach: two squares away with a 5-ft reach does not flank; 10 ft does.
  ann.position = {0, 2};
  EXPECT_STREQ(b.check("ann", "bob", "orc").reason, "not-in-reach");
  ann.reach = 10000;
  EXPECT_TRUE(b.check("ann", "bob", "orc").flanks);
}

TEST(FlankRules, BigFlankerAnySquareQualifies) {
  // "large or larger creature is flanking as long as at least one square … of its space qualifies"
  Board b("5e-fine", 8, 8);
  b.add("orc", {3, 3}, "foe");
  b.add("ogre", {4, 1}, "party", Size::Large);  // 10×10 ft: squares (4..5, 1..2); (4,2) is NE of the orc? no: diagonal
  b.add("ann", {2, 4}, "party");                // SW of the orc
  const FlankCheck f = b.check("ogre", "ann", "orc");
  EXPECT_TRUE(f.flanks);
  EXPECT_EQ(f.square, (Cell{4, 2}));  // the ogre's square diagonal to the orc, opposite the SW corner
}

TEST(FlankRules, D20ThreatAndPlusTwo) {
  Board b("d20-3.0");
  b.add("orc", {2, 2}, "foe");
  b.add("ann", {1, 2}, "party");
  b.add("bob", {3, 2}, "party");
  Creature& bob = b.mut("bob");
  EXPECT_TRUE(b.check("ann", "bob", "orc").flanks);
  EXPECT_STREQ(b.scene.ruleset().position.flankBenefit, "+2");
  bob.conditions = kStunned;  // a stunned ally threatens nothing
  EXPECT_STREQ(b.check("ann", "bob", "orc").reason, "cannot-attack");
  bob.conditions = 0;
  bob.size = Size::Tiny;  // natural reach 0: "they do not threaten the squares around them"
  bob.reach = 0;
  EXPECT_FALSE(b.check("ann", "bob", "orc").flanks);
}

TEST(FlankRules, FourthEdition) {
  Board b("4e");
  b.add("orc", {2, 2}, "foe");
  b.add("ann", {1, 2}, "party");
  b.add("bob", {3, 2}, "party");
  Creature& ann = b.mut("ann");
  EXPECT_TRUE(b.check("ann", "bob", "orc").flanks);
  // "you and an ally must be adjacent to the enemy": reach does not help.
  ann.position = {0, 2};
  ann.reach = 10000;
  EXPECT_STREQ(b.check("ann", "bob", "orc").reason, "not-adjacent");
  ann.position = {1, 2};
  // "If you're affected by an effect that prevents you from taking opportunity actions, you don't flank."
  ann.conditions = kNoOpportunityActions;
  EXPECT_STREQ(b.check("ann", "bob", "orc").reason, "no-opportunity-actions");
  ann.conditions = 0;
  // "If there's no line of effect between your enemy and either you or your ally, you don't flank."
  b.scene.grid().setVerticalEdge(2, 2, Edge::Wall);
  EXPECT_STREQ(b.check("ann", "bob", "orc").reason, "no-line-of-effect");
}

TEST(FlankRules, TextsWithoutFlanking) {
  for (const char* id : {"sw5e", "dnd35"}) {
    Board b(id);
    b.add("orc", {2, 2}, "foe");
    b.add("ann", {1, 2}, "party");
    b.add("bob", {3, 2}, "party");
    EXPECT_STREQ(b.check("ann", "bob", "orc").reason, "no-flanking-rule") << id;
  }
}

TEST(FlankSquares, WhereAnAllyCouldStand) {
  Board b("5e-fine", 5, 5);
  b.add("orc", {2, 2}, "foe");
  b.add("ann", {1, 2}, "party");
  b.add("bob", {4, 4}, "party");
  auto cells = flankSquares(b.scene, b.get("ann"), b.get("bob"), b.get("orc"));
  EXPECT_EQ(cells, (std::vector<Cell>{{3, 2}}));
  // From a corner the only opposite square is the opposite corner.
  b.mut("ann").position = {1, 1};
  cells = flankSquares(b.scene, b.get("ann"), b.get("bob"), b.get("orc"));
  EXPECT_EQ(cells, (std::vector<Cell>{{3, 3}}));
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
