// The one-cell kernel of the search (SearchSpace::judgeOneCell, issue 4 speed work) against the
// general fast step it specialises (judge) and the reference (priceStep, via slowStep): on little
// random maps, every position of the window, every direction, both diagonal parities and several
// amounts already spent, for one-cell movers only. Maps carry walls, doors, windows, low edges,
// filled squares, pits, difficult levels (up to the doubling rules' 2), obstructed squares, water,
// climbable surfaces and other creatures; movers are prone, grappled, flying, terrain-walking …
// The windowed searches (the reachable flood's) are checked too: positions at the window's border
// and beyond it. The one-cell kernel's expand() too, with and without provoking.
#include <gtest/gtest.h>

#include <cstdio>
#include <random>

#include "common/property_runs.h"
#include "core/movement/squeeze.h"
#include "core/ruleset/ruleset.h"
#include "core/search/search.h"
#include "search_random.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using testing::randomScene;
using testing::RandomSceneOptions;

std::string at(int seed, Cell c, int dir, int parity, int before) {
  return "seed " + std::to_string(seed) + " at [" + std::to_string(c.x) + "," + std::to_string(c.y) + "] dir " +
         std::to_string(dir) + " parity " + std::to_string(parity) + " before " + std::to_string(before);
}

void expectSame(const StepJudgement& a, const StepJudgement& b, const std::string& where) {
  ASSERT_EQ(a.legal, b.legal) << where;
  if (!a.legal) return;
  ASSERT_EQ(a.squares, b.squares) << where;
  ASSERT_EQ(a.mode, b.mode) << where;
  ASSERT_EQ(a.diagonal, b.diagonal) << where;
  ASSERT_EQ(a.provokes, b.provokes) << where;
  ASSERT_EQ(a.provokers, b.provokers) << where;
}

// A random request for the step tests: a band (a cost-free allowance becomes the first band), a
// given mode one time in four, some movement spent, diagonals so far, the allowance's cap or not.
SearchRequest randomStepRequest(std::mt19937& rng, const Scene& scene, int mover) {
  const auto& bands = scene.ruleset().bands;
  SearchRequest req;
  req.mover = mover;
  req.from = scene.creatures()[mover].position;
  req.band = &bands[rng() % bands.size()];
  if (req.band->ignoresCost) req.band = &bands.front();
  if (rng() % 4 == 0) {
    const Mode modes[] = {Mode::Walk, Mode::Fly, Mode::Swim, Mode::Climb, Mode::Crawl};
    req.hasMode = true;
    req.mode = modes[rng() % 5];
  }
  if (rng() % 4 == 0) req.spent = scene.grid().cellSize();
  req.diagonals = static_cast<int>(rng() % 3);
  req.limitByAllowance = rng() % 5 != 0;
  return req;
}

TEST(SearchKernel, OneCellStepEqualsGeneralStepAndPriceStep) {
  long long kernel = 0, againstPriceStep = 0, expanded = 0, provoking = 0;
  RandomSceneOptions options;
  options.minSide = 2;
  options.maxSide = 7;
  for (int seed = 0; seed < footwork::testing::propertyRuns(3000); ++seed) {
    std::mt19937 rng(50'000 + seed);
    const Scene scene = randomScene(rng, options);
    const int mover = scene.indexOf("hero");
    if (mover < 0) continue;
    const Creature& hero = scene.creatures()[mover];
    const SearchRequest req = randomStepRequest(rng, scene, mover);
    // The whole map, and a window around the mover as the flood uses (its border steps leave it).
    const int reach = static_cast<int>(rng() % 3);
    for (int windowed = 0; windowed < 2; ++windowed) {
      const SearchSpace s(scene, req, windowed ? reach : -1);
      if (!s.oneCellKernel()) break;
      const Mode standing = hero.has(kProne) ? Mode::Crawl : req.hasMode ? req.mode : Mode::Walk;
      for (int pos = 0; pos < s.positionCount(); ++pos) {
        const Cell p = s.cellOf(pos);
        const bool valid = footprintAt(scene, hero, p, standing, true).block == StepBlock::None;
        for (int parity = 0; parity < s.parities(); ++parity) {
          for (int dir = 0; dir < 8; ++dir)
            for (int before : {0, 1, 3, 7}) {
              const std::string where = at(seed, p, dir, parity, before) + (windowed ? " windowed" : "");
              const StepJudgement fast = s.step(pos, dir, parity, before);
              expectSame(fast, s.generalStep(pos, dir, parity, before), where + " (general)");
              // The reachable query names a step's band by its mode, read from the square entered.
              if (fast.legal) {
                ASSERT_EQ(s.enteredMode(s.neighbour(pos, dir)), fast.mode) << where;
              }
              ++kernel;
              if (!valid) continue;  // priceStep judges steps from positions the creature may stand in
              expectSame(fast, s.slowStep(pos, dir, parity, before), where + " (priceStep)");
              ++againstPriceStep;
            }
          // expand() relaxes the steps step() finds legal, judged alike; without provoking (the path
          // query's plain search) alike but for who is provoked.
          for (int before : {0, 1, 3, 7}) {
            StepJudgement all[8], plain[8];
            bool inAll[8] = {}, inPlain[8] = {};
            s.expand(pos, p, parity, before, [&](int dir, const StepJudgement& j) {
              inAll[dir] = true;
              all[dir] = j;
            });
            s.expand<false>(pos, p, parity, before, [&](int dir, const StepJudgement& j) {
              inPlain[dir] = true;
              plain[dir] = j;
            });
            for (int dir = 0; dir < 8; ++dir) {
              const std::string where = at(seed, p, dir, parity, before) + (windowed ? " windowed" : "") + " (expand)";
              const StepJudgement fast = s.step(pos, dir, parity, before);
              ASSERT_EQ(inAll[dir], fast.legal) << where;
              ASSERT_EQ(inPlain[dir], fast.legal) << where << " without provoking";
              if (!fast.legal) continue;
              expectSame(all[dir], fast, where);
              ASSERT_EQ(plain[dir].squares, fast.squares) << where << " without provoking";
              ASSERT_EQ(plain[dir].mode, fast.mode) << where << " without provoking";
              ASSERT_EQ(plain[dir].diagonal, fast.diagonal) << where << " without provoking";
              ++expanded;
              provoking += fast.provokes;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(kernel, footwork::testing::propertyRuns(200000));
  EXPECT_GT(againstPriceStep, footwork::testing::propertyRuns(100000));
  EXPECT_GT(expanded, footwork::testing::propertyRuns(50000));
  EXPECT_GT(provoking, expanded / 100);  // (steps that provoke were among them)
}

// Multi-cell creatures squeezing (core/movement/squeeze.h) between filled squares: the search's squeezed
// step (SearchSpace::squeezedStep) against priceStep, every valid position, direction, parity and
// several amounts spent, on little maps dense with filled squares (5-ft blocks and single cells),
// difficult (1–2 levels), obstructed, water, climbable squares and pits, sometimes walls, doors,
// windows and low edges, sometimes another creature, in
// every ruleset that squeezes, for Large, Huge and (on 1.25-ft cells) Medium creatures.
TEST(SearchKernel, SqueezedStepEqualsPriceStep) {
  long long compared = 0, squeezed = 0;
  std::vector<const Ruleset*> squeezing;
  for (const Ruleset& r : builtinRulesets())
    if (r.squeezes) squeezing.push_back(&r);
  ASSERT_FALSE(squeezing.empty());
  for (int seed = 0; seed < footwork::testing::propertyRuns(600); ++seed) {
    std::mt19937 rng(90'000 + seed);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const Ruleset& rules = *squeezing[static_cast<std::size_t>(pick(0, static_cast<int>(squeezing.size()) - 1))];
    const Milli cell = rules.defaultCellSize;
    const int w = pick(5, 11), h = pick(5, 11);
    Grid grid(w, h, cell);
    const int block = pick(1, 2), solidPercent = pick(10, 35);
    for (int by = 0; by < h; by += block)
      for (int bx = 0; bx < w; bx += block) {
        CellTerrain t;
        const int r = pick(0, 99);
        if (r < solidPercent) t.ground = Ground::Solid;
        else if (r < solidPercent + 20) t.difficult = static_cast<std::uint8_t>(pick(1, 2));
        else if (r < solidPercent + 25) t.obstructed = true;
        else if (r < solidPercent + 28) t.water = Water::Calm;
        else if (r < solidPercent + 30) t.climb = ClimbSurface::Climbable;
        else if (r < solidPercent + 32) t.ground = Ground::Pit;
        for (int y = by; y < std::min(h, by + block); ++y)
          for (int x = bx; x < std::min(w, bx + block); ++x) grid.setTerrain({x, y}, t);
      }
    // Sometimes walls, doors and low edges too (their steps are priceStep's: the gate is checked).
    if (pick(0, 2) == 0) {
      const Edge kinds[] = {Edge::Wall, Edge::Low, Edge::DoorClosed, Edge::DoorOpen, Edge::Window};
      for (int i = pick(1, 4); i > 0; --i) {
        const Edge e = kinds[pick(0, 4)];
        if (pick(0, 1)) grid.setVerticalEdge(pick(0, w), pick(0, h - 1), e);
        else grid.setHorizontalEdge(pick(0, w - 1), pick(0, h), e);
      }
    }
    Scene scene(rules, std::move(grid));
    Creature hero;
    hero.id = "hero";
    hero.side = "party";
    const Size sizes[] = {Size::Medium, Size::Large, Size::Huge};
    hero.size = sizes[pick(0, 2)];
    if (!rules.row(hero.size).available) continue;
    hero.speeds.walk = static_cast<Milli>(pick(4, 12)) * cell;
    if (pick(0, 5) == 0) hero.speeds.fly = 6 * cell;
    if (pick(0, 9) == 0) hero.conditions |= kProne;
    bool placed = false;
    for (int tries = 0; tries < 40 && !placed; ++tries) {
      hero.position = {pick(0, w - 1), pick(0, h - 1)};
      placed = !scene.addCreature(hero);
    }
    if (!placed) {
      hero.traits |= kIncorporeal;  // fits anywhere (then every step is priceStep's: still compared)
      hero.position = {0, 0};
      if (scene.addCreature(hero)) continue;
    }
    if (pick(0, 3) == 0) {
      Creature foe;
      foe.id = "foe";
      foe.side = "foe";
      foe.speeds.walk = 30 * kMilliPerFoot;
      for (int tries = 0; tries < 20; ++tries) {
        foe.position = {pick(0, w - 1), pick(0, h - 1)};
        if (!scene.addCreature(foe)) break;
      }
    }
    const int mover = scene.indexOf("hero");
    const Creature& c = scene.creatures()[static_cast<std::size_t>(mover)];
    if (c.spaceW * c.spaceH <= 1) continue;
    const auto& bands = scene.ruleset().bands;
    SearchRequest req;
    req.mover = mover;
    req.from = c.position;
    req.band = &bands[static_cast<std::size_t>(pick(0, static_cast<int>(bands.size()) - 1))];
    if (req.band->ignoresCost) req.band = &bands.front();
    if (pick(0, 4) == 0) {
      req.hasMode = true;
      req.mode = pick(0, 1) ? Mode::Fly : Mode::Walk;
    }
    req.diagonals = pick(0, 1);
    const SearchSpace s(scene, req, -1);
    const Mode standing = c.has(kProne) ? Mode::Crawl : req.hasMode ? req.mode : Mode::Walk;
    for (int pos = 0; pos < s.positionCount(); ++pos) {
      const Cell p = s.cellOf(pos);
      const Footprint here = footprintAt(scene, c, p, standing, true);
      if (here.block != StepBlock::None) continue;
      for (int dir = 0; dir < 8; ++dir) {
        const int to = s.neighbour(pos, dir);
        const bool squeezes =
            here.squeezed || (to >= 0 && footprintAt(scene, c, s.cellOf(to), standing, true).squeezed);
        for (int parity = 0; parity < s.parities(); ++parity)
          for (int before : {0, 2, 5}) {
            const std::string where = at(seed, p, dir, parity, before) + " " + rules.id;
            expectSame(s.step(pos, dir, parity, before), s.slowStep(pos, dir, parity, before), where);
            ++compared;
            squeezed += squeezes;
          }
      }
    }
  }
  EXPECT_GT(compared, footwork::testing::propertyRuns(100000));
  EXPECT_GT(squeezed, footwork::testing::propertyRuns(20000));
}

// The space kernel (SearchSpace::judgeSpace and expand's inlined pricing, issue 4): multi-cell
// movers on little random maps in every ruleset (5e-fine's 1.25-ft cells make a Medium 4×4),
// dense with filled squares (so they squeeze), with walls, doors, pits, water, climbable squares,
// obstructed squares, difficult levels up to 10 (past the kernel's 8 and the doubling table's
// clamp), other creatures (provokers, allies), prone, charging, flying and given-mode movers. Every
// position of the window, every direction, both parities and several amounts spent: step() (the
// kernel) against generalStep() (judge, the shape analysis it replaces) and, where the creature
// may stand, slowStep() (priceStep); and expand() (the flood's path, with some steps declared not
// worth judging first) against step().
TEST(SearchKernel, SpaceKernelEqualsGeneralStepAndPriceStep) {
  long long kernel = 0, againstPriceStep = 0, squeezedSteps = 0, expanded = 0;
  RandomSceneOptions options;
  options.minSide = 5;
  options.maxSide = 12;
  options.multiCellMover = true;
  for (int seed = 0; seed < footwork::testing::propertyRuns(1500); ++seed) {
    std::mt19937 rng(70'000 + seed);
    options.solidPercent = static_cast<int>(rng() % 25);
    options.maxDifficult = rng() % 4 == 0 ? 10 : 0;
    const Scene scene = randomScene(rng, options);
    const int mover = scene.indexOf("hero");
    if (mover < 0) continue;
    const Creature& hero = scene.creatures()[mover];
    if (hero.spaceW * hero.spaceH <= 1) continue;
    const SearchRequest req = randomStepRequest(rng, scene, mover);
    const int reach = static_cast<int>(rng() % 4);
    const Mode standing = hero.has(kProne) ? Mode::Crawl : req.hasMode ? req.mode : Mode::Walk;
    for (int windowed = 0; windowed < 2; ++windowed) {
      // expand() first on one copy (it fills the shape cache lazily, skipping steps not worth it),
      // step() first on the other.
      const SearchSpace s(scene, req, windowed ? reach : -1), e(scene, req, windowed ? reach : -1);
      if (!s.spaceKernel()) break;
      for (int pos = 0; pos < s.positionCount(); ++pos) {
        const Cell p = s.cellOf(pos);
        const Footprint here = footprintAt(scene, hero, p, standing, true);
        for (int parity = 0; parity < s.parities(); ++parity)
          for (int before : {0, 1, 3, 7}) {
            StepJudgement viaExpand[8];
            bool relaxed[8] = {};
            const unsigned skip = static_cast<unsigned>(rng() % 256) & (rng() % 2 ? 0xFFu : 0u);
            e.expand(
                pos, p, parity, before,
                [&](int dir, const StepJudgement& j) {
                  relaxed[dir] = true;
                  viaExpand[dir] = j;
                },
                [&](int dir) { return !((skip >> dir) & 1); });
            for (int dir = 0; dir < 8; ++dir) {
              const std::string where =
                  at(seed, p, dir, parity, before) + " " + scene.ruleset().id + (windowed ? " windowed" : "");
              const StepJudgement fast = s.step(pos, dir, parity, before);
              expectSame(fast, s.generalStep(pos, dir, parity, before), where + " (general)");
              ++kernel;
              // A step declared not worth judging may be left out (unless its shape is known).
              if (!((skip >> dir) & 1)) {
                ASSERT_EQ(relaxed[dir], fast.legal) << where << " (expand)";
                ++expanded;
              }
              if (relaxed[dir]) expectSame(viaExpand[dir], fast, where + " (expand)");
              if (here.block != StepBlock::None) continue;  // priceStep judges steps from valid positions
              expectSame(fast, s.slowStep(pos, dir, parity, before), where + " (priceStep)");
              ++againstPriceStep;
              const int to = s.neighbour(pos, dir);
              squeezedSteps +=
                  here.squeezed || (to >= 0 && footprintAt(scene, hero, s.cellOf(to), standing, true).squeezed);
            }
          }
      }
    }
  }
  EXPECT_GT(kernel, footwork::testing::propertyRuns(300000));
  EXPECT_GT(againstPriceStep, footwork::testing::propertyRuns(100000));
  EXPECT_GT(squeezedSteps, footwork::testing::propertyRuns(20000));
  EXPECT_GT(expanded, footwork::testing::propertyRuns(200000));
  std::printf("space kernel: %lld steps, %lld against priceStep (%lld squeezing), %lld through expand\n", kernel,
              againstPriceStep, squeezedSteps, expanded);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
