// The one-cell kernel of the search (SearchSpace::judgeOneCell, issue 4 speed work) against the
// general fast step it specialises (judge) and the reference (priceStep, via slowStep): on little
// random maps, every position of the window, every direction, both diagonal parities and several
// amounts already spent, for one-cell movers only. Maps carry walls, doors, windows, low edges,
// filled squares, pits, difficult levels (up to the doubling rules' 2), obstructed squares, water,
// climbable surfaces and other creatures; movers are prone, grappled, flying, terrain-walking …
// The windowed searches (the reachable flood's) are checked too: positions at the window's border
// and beyond it.
#include <gtest/gtest.h>

#include <random>

#include "core/search.h"
#include "core/squeeze.h"
#include "search_random.h"

namespace footwork {
namespace {

using testing::RandomSceneOptions;
using testing::randomScene;

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

TEST(SearchKernel, OneCellStepEqualsGeneralStepAndPriceStep) {
  long long kernel = 0, againstPriceStep = 0;
  RandomSceneOptions options;
  options.minSide = 2;
  options.maxSide = 7;
  for (int seed = 0; seed < 3000; ++seed) {
    std::mt19937 rng(50'000 + seed);
    const Scene scene = randomScene(rng, options);
    const int mover = scene.indexOf("hero");
    if (mover < 0) continue;
    const Creature& hero = scene.creatures()[mover];
    const auto& bands = scene.ruleset().bands;
    SearchRequest req;
    req.mover = mover;
    req.from = hero.position;
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
    // The whole map, and a window around the mover as the flood uses (its border steps leave it).
    const int reach = static_cast<int>(rng() % 3);
    for (int windowed = 0; windowed < 2; ++windowed) {
      const SearchSpace s(scene, req, windowed ? reach : -1);
      if (!s.oneCellKernel()) break;
      const Mode standing = hero.has(kProne) ? Mode::Crawl : req.hasMode ? req.mode : Mode::Walk;
      for (int pos = 0; pos < s.positionCount(); ++pos) {
        const Cell p = s.cellOf(pos);
        const bool valid = footprintAt(scene, hero, p, standing, true).block == StepBlock::None;
        for (int parity = 0; parity < s.parities(); ++parity)
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
      }
    }
  }
  EXPECT_GT(kernel, 200000);
  EXPECT_GT(againstPriceStep, 100000);
}

}  // namespace
}  // namespace footwork
