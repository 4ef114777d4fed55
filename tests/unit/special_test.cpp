// Special movement in the core: squeezing footprints, climbing/swimming/crawling costs, prone,
// flying and falling, different speeds, jumps, forced movement, swapping and teleporting. Expected
// values come from the rule texts (../shared/rules/), worked by hand in the comments.
#include <gtest/gtest.h>

#include "core/movement/forced.h"
#include "core/movement/move.h"
#include "core/movement/squeeze.h"
#include "core/movement/step.h"
#include "core/movement/teleport.h"
#include "protocol/movement/refusal_words.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

constexpr Milli ft(double f) { return feet(f); }

Scene makeScene(const char* ruleset, int w, int h, Milli cell = 0) {
  const Ruleset* r = findRuleset(ruleset);
  EXPECT_NE(r, nullptr);
  return Scene(*r, Grid(w, h, cell ? cell : r->defaultCellSize));
}

Creature creature(const char* id, Cell at, Size size = Size::Medium, Milli walk = ft(30)) {
  Creature c;
  c.id = id;
  c.position = at;
  c.size = size;
  c.speeds.walk = walk;
  return c;
}

void add(Scene& s, Creature c) { ASSERT_FALSE(s.addCreature(std::move(c)).has_value()); }

void fill(Scene& s, std::initializer_list<Cell> cells, Ground g = Ground::Solid) {
  for (Cell c : cells) {
    CellTerrain t = s.grid().terrain(c);
    t.ground = g;
    s.grid().setTerrain(c, t);
  }
}

void setDifficult(Scene& s, Cell c) {
  CellTerrain t = s.grid().terrain(c);
  t.difficult = 1;
  s.grid().setTerrain(c, t);
}

using Sizes = std::vector<std::pair<int, int>>;

TEST(Squeeze, SizesPerRuleset) {
  // 5e-fine: medium is 4×4 squares of 1.25 ft, one size smaller (small) is 2×2.
  {
    Scene s = makeScene("5e-fine", 20, 20);
    add(s, creature("m", {0, 0}));
    EXPECT_EQ(squeezedSizes(s.ruleset(), s.grid().cellSize(), s.creatures()[0]), (Sizes{{2, 2}}));
    add(s, creature("l", {5, 5}, Size::Large));  // 8×8 → medium 4×4
    EXPECT_EQ(squeezedSizes(s.ruleset(), s.grid().cellSize(), s.creatures()[1]), (Sizes{{4, 4}}));
    add(s, creature("t", {0, 19}, Size::Tiny));  // one square: nothing smaller to squeeze into
    EXPECT_TRUE(squeezedSizes(s.ruleset(), s.grid().cellSize(), s.creatures()[2]).empty());
  }
  // sw5e: "a Large creature can squeeze through a passage that's only 5 feet wide".
  {
    Scene s = makeScene("sw5e", 10, 10);
    add(s, creature("l", {0, 0}, Size::Large));
    add(s, creature("m", {5, 5}));
    EXPECT_EQ(squeezedSizes(s.ruleset(), s.grid().cellSize(), s.creatures()[0]), (Sizes{{1, 1}}));
    EXPECT_TRUE(squeezedSizes(s.ruleset(), s.grid().cellSize(), s.creatures()[1]).empty());  // small is also 1 square
  }
  // dnd35: at least half as wide: Large 2 → 1, Huge 3 → 2 (10 ft ≥ 7.5 ft), either axis.
  {
    Scene s = makeScene("dnd35", 12, 12);
    add(s, creature("l", {0, 0}, Size::Large));
    add(s, creature("h", {5, 5}, Size::Huge));
    EXPECT_EQ(squeezedSizes(s.ruleset(), s.grid().cellSize(), s.creatures()[0]), (Sizes{{1, 2}, {2, 1}}));
    EXPECT_EQ(squeezedSizes(s.ruleset(), s.grid().cellSize(), s.creatures()[1]), (Sizes{{2, 3}, {3, 2}}));
    Creature longOne = creature("w", {0, 8}, Size::Gargantuan);
    longOne.spaceW = 4;
    longOne.spaceH = 2;
    longOne.spaceGiven = true;
    add(s, longOne);  // a long creature narrows across its width (the short side)
    EXPECT_EQ(squeezedSizes(s.ruleset(), s.grid().cellSize(), s.creatures()[2]), (Sizes{{4, 1}}));
  }
  // 4e and d20-3.0 have no squeezing rules.
  for (const char* id : {"4e", "d20-3.0"}) {
    Scene s = makeScene(id, 10, 10);
    add(s, creature("g", {0, 0}, Size::Gargantuan));
    EXPECT_TRUE(squeezedSizes(s.ruleset(), s.grid().cellSize(), s.creatures()[0]).empty()) << id;
  }
}

TEST(Squeeze, FootprintIsCentralPlacementThatFits) {
  // sw5e, Large at (1,1) beside a wall block at (2,1): the 1×1 footprint takes the first central cell
  // that fits, scanning top-left first among equally central ones.
  Scene s = makeScene("sw5e", 6, 6);
  fill(s, {{2, 1}});
  Creature l = creature("l", {0, 3}, Size::Large);
  add(s, l);
  const Creature& c = s.creatures()[0];
  Footprint f = footprintAt(s, c, {1, 1}, Mode::Walk, true);
  EXPECT_EQ(f.block, StepBlock::None);
  EXPECT_TRUE(f.squeezed);
  EXPECT_EQ(f.rect.x, 1);
  EXPECT_EQ(f.rect.y, 1);
  EXPECT_EQ(f.rect.w, 1);
  // Without squeezing, the space does not fit.
  Footprint g = footprintAt(s, c, {1, 1}, Mode::Walk, false);
  EXPECT_EQ(g.block, StepBlock::Solid);
  // Where it fits, it is the whole space.
  Footprint h = footprintAt(s, c, {3, 3}, Mode::Walk, true);
  EXPECT_FALSE(h.squeezed);
  EXPECT_EQ(h.rect.w, 2);
}

StepCost price(const Scene& s, Cell from, Cell to, Mode mode, int diagonals = 0) {
  StepQuery q{from, to, mode, diagonals, false};
  return priceStep(s, s.creatures()[0], 0, q);
}

TEST(Modes, FiveEFineClimbSwimCrawlCosts) {
  // "each foot of movement costs 1 extra foot (2 extra feet in difficult terrain) when you're
  // climbing, swimming, or crawling" — in squares of 1.25 ft: 2, and 3 in difficult terrain.
  Scene s = makeScene("5e-fine", 6, 2);
  setDifficult(s, {2, 0});
  add(s, creature("c", {1, 0}, Size::Tiny));
  EXPECT_EQ(price(s, {1, 0}, {0, 0}, Mode::Climb).squares, 2);
  EXPECT_EQ(price(s, {1, 0}, {2, 0}, Mode::Climb).squares, 3);
  EXPECT_EQ(price(s, {1, 0}, {2, 0}, Mode::Swim).squares, 3);
  EXPECT_EQ(price(s, {1, 0}, {2, 0}, Mode::Crawl).squares, 3);  // "crawling 1 foot in difficult terrain … 3 feet"
  EXPECT_EQ(price(s, {1, 0}, {0, 0}, Mode::Crawl).squares, 2);
  EXPECT_EQ(price(s, {1, 0}, {2, 0}, Mode::Walk).squares, 2);
  // A second diagonal (2 squares) crawled into difficult terrain: 2 × 3.
  EXPECT_EQ(price(s, {1, 1}, {2, 0}, Mode::Crawl, 1).squares, 6);
}

TEST(Modes, MatchingSpeedWaivesExtra) {
  Scene s = makeScene("5e-fine", 6, 2);
  setDifficult(s, {2, 0});
  Creature c = creature("c", {1, 0}, Size::Tiny);
  c.speeds.climb = ft(20);
  add(s, c);
  EXPECT_EQ(price(s, {1, 0}, {0, 0}, Mode::Climb).squares, 1);
  EXPECT_EQ(price(s, {1, 0}, {2, 0}, Mode::Climb).squares, 2);  // difficult terrain still counts
  EXPECT_EQ(price(s, {1, 0}, {2, 0}, Mode::Swim).squares, 3);   // no swimming speed
}

TEST(Modes, DoublingRulesetsDoNotChargeClimbing) {
  // dnd35 has no climbing or crawling surcharge; squeezing doubles, twice with difficult terrain.
  Scene s = makeScene("dnd35", 6, 6);
  add(s, creature("c", {0, 0}));
  EXPECT_EQ(price(s, {0, 0}, {1, 0}, Mode::Climb).squares, 1);
  EXPECT_EQ(price(s, {0, 0}, {1, 0}, Mode::Crawl).squares, 1);
}

TEST(Modes, BurrowMaterials) {
  Scene s = makeScene("5e-fine", 4, 1);
  CellTerrain earth;
  earth.ground = Ground::Solid;
  s.grid().setTerrain({1, 0}, earth);
  CellTerrain rock = earth;
  rock.material = Material::Rock;
  s.grid().setTerrain({2, 0}, rock);
  Creature c = creature("b", {0, 0}, Size::Tiny);
  c.speeds.burrow = ft(10);
  add(s, c);
  EXPECT_EQ(price(s, {0, 0}, {1, 0}, Mode::Burrow).block, StepBlock::None);  // "sand, earth, mud, or ice"
  EXPECT_EQ(price(s, {1, 0}, {2, 0}, Mode::Burrow).block, StepBlock::Rock);  // "cannot burrow through solid rock"
  EXPECT_EQ(price(s, {0, 0}, {1, 0}, Mode::Walk).block, StepBlock::Solid);
  Creature d = s.creatures()[0];
  d.traits |= kBurrowRock;  // "unless it has a special trait that allows it to do so"
  ASSERT_FALSE(s.replaceCreature(d).has_value());
  EXPECT_EQ(price(s, {1, 0}, {2, 0}, Mode::Burrow).block, StepBlock::None);
}

TEST(Squeeze, CostsPerRuleset) {
  // dnd35 ogre into a 1-square corridor: "Each move into or through a narrow space counts as if it
  // were 2 squares"; with difficult terrain too it doubles twice (4).
  Scene s = makeScene("dnd35", 8, 4);
  fill(s, {{3, 0}, {4, 0}, {5, 0}, {3, 2}, {4, 2}, {5, 2}});
  setDifficult(s, {4, 1});
  add(s, creature("ogre", {1, 1}, Size::Large));
  StepCost a = price(s, {1, 1}, {2, 1}, Mode::Walk);
  EXPECT_TRUE(a.squeezed);
  EXPECT_EQ(a.squares, 2);
  StepCost b = price(s, {2, 1}, {3, 1}, Mode::Walk);
  EXPECT_TRUE(b.squeezed);
  EXPECT_EQ(b.squares, 4);  // the footprint [3..4]×[1] enters (4,1), which is difficult
  StepQuery q{{1, 1}, {2, 1}, Mode::Walk, 0, false};
  q.canSqueeze = false;
  EXPECT_EQ(priceStep(s, s.creatures()[0], 0, q).block, StepBlock::Solid);
}

MoveRequest request(const Scene& s, std::vector<PathItem> path) {
  MoveRequest r;
  r.mover = 0;
  r.from = s.creatures()[0].position;
  r.path = std::move(path);
  return r;
}
PathItem stepTo(Cell c, Mode m) {
  PathItem p;
  p.cell = c;
  p.hasMode = true;
  p.mode = m;
  return p;
}
PathItem action(PathItem::Kind k) {
  PathItem p;
  p.kind = k;
  return p;
}

TEST(Modes, DifferentSpeedsWorkedExamples) {
  // 5e-fine: walk 30, fly 60: "fly 20 feet, then walk 10 feet, and then … fly 30 feet more".
  {
    Scene s = makeScene("5e-fine", 60, 1);
    Creature c = creature("w", {0, 0}, Size::Tiny);
    c.speeds.fly = ft(60);
    add(s, c);
    std::vector<PathItem> path;
    int x = 0;
    for (int i = 0; i < 16; ++i) path.push_back(stepTo({++x, 0}, Mode::Fly));
    for (int i = 0; i < 8; ++i) path.push_back(stepTo({++x, 0}, Mode::Walk));
    for (int i = 0; i < 24; ++i) path.push_back(stepTo({++x, 0}, Mode::Fly));
    auto ok = evaluateMove(s, request(s, path));
    ASSERT_TRUE(ok);
    EXPECT_TRUE(ok->legal);
    EXPECT_EQ(ok->spentAtStop, ft(60));
    path.push_back(stepTo({++x, 0}, Mode::Fly));  // the first square beyond
    auto beyond = evaluateMove(s, request(s, path));
    EXPECT_FALSE(beyond->legal);
    EXPECT_EQ(beyond->stop.x, x - 1);
  }
  // sw5e: fly 30, walk 40: "walk 20 feet, then fly 10 feet, and then land to walk 10 feet more".
  {
    Scene s = makeScene("sw5e", 12, 1);
    Creature c = creature("j", {0, 0}, Size::Medium, ft(40));
    c.speeds.fly = ft(30);
    add(s, c);
    std::vector<PathItem> path = {stepTo({1, 0}, Mode::Walk), stepTo({2, 0}, Mode::Walk), stepTo({3, 0}, Mode::Walk),
                                  stepTo({4, 0}, Mode::Walk), stepTo({5, 0}, Mode::Fly),  stepTo({6, 0}, Mode::Fly),
                                  stepTo({7, 0}, Mode::Walk), stepTo({8, 0}, Mode::Walk)};
    auto ok = evaluateMove(s, request(s, path));
    EXPECT_TRUE(ok->legal);
    EXPECT_EQ(ok->spentAtStop, ft(40));
    path.insert(path.begin() + 6, stepTo({7, 0}, Mode::Fly));  // fly 15: 35 ft against 30
    for (std::size_t i = 7; i < path.size(); ++i) path[i].cell.x += 1;
    auto beyond = evaluateMove(s, request(s, path));
    EXPECT_FALSE(beyond->legal);
    EXPECT_EQ(beyond->stop.x, 6);
  }
}

TEST(Prone, StandingRules) {
  Scene s = makeScene("sw5e", 6, 1);
  Creature c = creature("p", {0, 0});
  c.conditions |= kProne;
  add(s, c);
  // Exactly enough left: 15 spent of 30, standing costs 15.
  MoveRequest r = request(s, {action(PathItem::Kind::Stand)});
  r.spent = ft(15);
  auto exact = evaluateMove(s, r);
  EXPECT_TRUE(exact->legal);
  EXPECT_EQ(exact->spentAtStop, ft(30));
  r.spent = ft(20);
  auto shortOf = evaluateMove(s, r);
  EXPECT_FALSE(shortOf->legal);
  EXPECT_EQ(refusalCode(shortOf->steps[0].why), "not-enough-movement");
  // Moving while prone is crawling: 2 squares each in sw5e.
  auto crawl = evaluateMove(s, request(s, {stepTo({1, 0}, Mode::Walk)}));
  EXPECT_EQ(crawl->steps[0].mode, Mode::Crawl);
  EXPECT_EQ(crawl->steps[0].costMilli, ft(10));
  // Dropping prone is free.
  Scene t = makeScene("sw5e", 6, 1);
  add(t, creature("q", {0, 0}));
  auto drop = evaluateMove(t, request(t, {action(PathItem::Kind::DropProne), stepTo({1, 0}, Mode::Walk)}));
  EXPECT_EQ(drop->steps[0].costMilli, 0);
  EXPECT_EQ(drop->steps[1].costMilli, ft(10));
}

TEST(Flying, FallsUnlessHoverOrHeldAloft) {
  for (const char* id : {"sw5e", "5e-fine", "dnd35", "4e"}) {
    for (std::uint32_t trait : {0u, static_cast<std::uint32_t>(kHover), static_cast<std::uint32_t>(kHeldAloft)}) {
      Scene s = makeScene(id, 8, 8);  // a 5e-fine medium creature is 4×4 squares
      Creature c = creature("f", {1, 1});
      c.speeds.fly = ft(30);
      c.conditions |= kProne;
      c.traits |= trait;
      add(s, c);
      MoveRequest r = request(s, {});
      r.hasMode = true;
      r.mode = Mode::Fly;
      auto out = evaluateMove(s, r);
      const Ruleset& rules = s.ruleset();
      const bool expected =
          rules.flyersFall && trait != kHover && !(trait == kHeldAloft && rules.heldAloftPreventsFall);
      EXPECT_EQ(out->falls, expected) << id << " trait " << trait;
    }
  }
  // The 5e texts make flyers fall; held aloft by magic helps only in 5e-fine.
  EXPECT_TRUE(findRuleset("sw5e")->flyersFall);
  EXPECT_FALSE(findRuleset("sw5e")->heldAloftPreventsFall);
  EXPECT_TRUE(findRuleset("5e-fine")->heldAloftPreventsFall);
}

TEST(Jumps, LongJumpNeedsRunUpOnFoot) {
  Scene s = makeScene("5e-fine", 32, 1);
  Creature c = creature("j", {0, 0}, Size::Tiny);
  c.strength = 12;
  add(s, c);
  std::vector<PathItem> path;
  for (int x = 1; x <= 8; ++x) path.push_back(stepTo({x, 0}, Mode::Walk));  // 10 ft on foot
  PathItem jump;
  jump.kind = PathItem::Kind::LongJump;
  jump.cell = {8 + 9, 0};  // 11.25 ft ≤ 12
  path.push_back(jump);
  auto out = evaluateMove(s, request(s, path));
  EXPECT_TRUE(out->legal);
  EXPECT_TRUE(out->steps.back().runUp);
  EXPECT_EQ(out->steps.back().jumpMax, ft(12));
  EXPECT_EQ(out->steps.back().costMilli, ft(11.25));
  // Crawling or flying before the jump is not "on foot": a standing jump, 6 ft.
  path[7].mode = Mode::Climb;
  auto standing = evaluateMove(s, request(s, path));
  EXPECT_FALSE(standing->steps.back().runUp);
  EXPECT_EQ(standing->steps.back().jumpMax, ft(6));
  EXPECT_EQ(refusalCode(standing->steps.back().why), "too-far");
}

TEST(Forced, PushStopsAtPrecipice) {
  Scene s = makeScene("4e", 8, 3);
  fill(s, {{4, 1}}, Ground::Pit);
  Creature a = creature("a", {0, 1});
  a.side = "a";
  Creature b = creature("b", {1, 1});
  b.side = "b";
  add(s, a);
  add(s, b);
  ForcedRequest r;
  r.kind = ForcedKind::Push;
  r.target = 1;
  r.source = s.creatures()[0].space();
  r.hasSource = true;
  r.path = {{2, 1}, {3, 1}, {4, 1}, {5, 1}};
  r.pitDepth = ft(30);
  auto out = evaluateForced(s, r);
  ASSERT_TRUE(out);
  EXPECT_TRUE(out->precipice);
  EXPECT_EQ(out->stop, (Cell{3, 1}));
  EXPECT_EQ(out->overEdge, (Cell{4, 1}));
  EXPECT_TRUE(out->hasFall);
  EXPECT_EQ(out->fall.expression(), "3d10");  // "1d10 damage for each 10 feet you fall"
  EXPECT_EQ(refusalCode(out->steps.back().why), "after-illegal-step");
}

TEST(Forced, SwapAndTeleport) {
  Scene s = makeScene("4e", 8, 3);
  Creature a = creature("a", {0, 1});
  a.side = "a";
  a.conditions |= kGrappled | kImmobilized;
  Creature b = creature("b", {1, 1});
  b.side = "b";
  add(s, a);
  add(s, b);
  SwapRequest sw{0, 1, {0, 1}, {1, 1}};
  EXPECT_TRUE(evaluateSwap(s, sw).legal);
  sw.userTo = {1, 0};  // not a square the target left
  EXPECT_EQ(refusalCode(evaluateSwap(s, sw).problem), "not-in-left-square");
  TeleportRequest t;
  t.creature = 0;
  t.to = {6, 1};
  TeleportOutcome o = evaluateTeleport(s, t);
  EXPECT_TRUE(o.legal);  // "Being immobilized doesn't prevent you from teleporting."
  EXPECT_EQ(o.ends, std::vector<std::string>{"grappled"});
  EXPECT_EQ(o.keeps, std::vector<std::string>{"immobilized"});
  t.to = {1, 1};
  EXPECT_EQ(refusalCode(evaluateTeleport(s, t).problem), "occupied");
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
