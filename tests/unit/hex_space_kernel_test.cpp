// The hex space kernel (core/search/hex_space_kernel.h, issue 27): a mover 2 to 4 hexes across steps
// as priceStep prices it, state by state, in the four layouts under every ruleset (squeezing where the
// ruleset squeezes): on the random hex scenes of the other hex search tests (walls, doors, pits,
// creatures: many steps go to priceStep) and on open scenes with filled cells, difficult terrain,
// water, climbable and obstructed cells only, where nearly every step is the kernel's own.
#include <gtest/gtest.h>

#include <random>

#include "core/search/search.h"
#include "hex_layouts.h"
#include "hex_random.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using testing::HexSceneOptions;
using testing::randomHexRequest;
using testing::randomHexScene;

// An open hex scene: terrain only, and the hero `across` hexes wide somewhere it fits.
Scene openHexScene(std::mt19937& rng, const Ruleset& rules, GridShape shape, int across) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const Milli cell = std::max<Milli>(rules.defaultCellSize, 5 * kMilliPerFoot);
  const int w = pick(6, 14), h = pick(6, 14);
  Grid grid(w, h, cell, shape);
  const int diffMax = rules.hamper == HamperRule::Doubling ? 3 : 1;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      CellTerrain t;
      const int r = pick(0, 99);
      if (r < 15) t.ground = Ground::Solid;
      else if (r < 35) t.difficult = static_cast<std::uint8_t>(pick(1, diffMax));
      else if (r < 39) t.obstructed = true;
      else if (r < 43) t.water = Water::Calm;
      else if (r < 46) t.climb = ClimbSurface::Climbable;
      grid.setTerrain({x, y}, t);
    }
  Scene scene(rules, std::move(grid));
  Creature hero;
  hero.id = "hero";
  hero.size = across == 2 ? Size::Large : Size::Huge;
  hero.spaceW = hero.spaceH = across;
  hero.spaceGiven = true;
  hero.side = "party";
  hero.speeds.walk = static_cast<Milli>(pick(2, 8)) * cell;
  if (pick(0, 4) == 0) hero.speeds.swim = static_cast<Milli>(pick(2, 8)) * cell;
  if (pick(0, 9) == 0) hero.conditions |= kProne;
  for (int tries = 0; tries < 40; ++tries) {
    hero.position = {pick(0, w - 1), pick(0, h - 1)};
    if (!scene.addCreature(hero)) break;
  }
  return scene;
}

struct Counts {
  long long compared = 0, legal = 0;
  int kernelScenes = 0;
};

// Every position and direction of the scene's search space: the kernel's step against priceStep's.
void compareSteps(std::mt19937& rng, const Scene& scene, const std::string& where, Counts& n) {
  if (scene.indexOf("hero") < 0) return;
  bool bandGiven = false;
  SearchRequest req = randomHexRequest(rng, scene, bandGiven);
  if (req.band->ignoresCost) req.band = &scene.ruleset().bands.front();
  const SearchSpace s(scene, req, -1);
  if (s.hexSpaceKernel()) ++n.kernelScenes;
  for (int pos = 0; pos < s.positionCount(); ++pos)
    for (int dir = 0; dir < 8; ++dir) {
      const int before = static_cast<int>(rng() % 4);
      const StepJudgement fast = s.step(pos, dir, 0, before);
      const StepJudgement slow = s.slowStep(pos, dir, 0, before);
      const std::string at = where + " at " + cellText(s.cellOf(pos)) + " dir " + std::to_string(dir);
      ++n.compared;
      ASSERT_EQ(fast.legal, slow.legal) << at;
      if (!fast.legal) continue;
      ++n.legal;
      ASSERT_EQ(fast.squares, slow.squares) << at;
      ASSERT_EQ(fast.mode, slow.mode) << at;
      ASSERT_FALSE(fast.diagonal) << at;
      ASSERT_EQ(fast.provokes, slow.provokes) << at;
      ASSERT_EQ(fast.provokers, slow.provokers) << at;
    }
}

TEST(HexSpaceKernel, StepsAsPriceStepPricesThem) {
  const auto& all = builtinRulesets();
  const int rulesets = static_cast<int>(all.size());
  for (int across : {2, 3, 4}) {
    Counts random, open;
    for (int seed = 0; seed < 240; ++seed) {
      const Ruleset& rules = all[static_cast<std::size_t>(seed % rulesets)];
      const GridShape shape = kLayouts[(seed / rulesets) % 4];
      const std::string where = "seed " + std::to_string(seed) + " (" + rules.id + ", " + std::to_string(across) +
                                " across, layout " + std::to_string((seed / rulesets) % 4) + ")";
      std::mt19937 rng(70'000 + seed * 7 + across);
      HexSceneOptions opt;
      opt.minSide = 4;
      opt.heroAcross = across;
      compareSteps(rng, randomHexScene(rng, rules, shape, opt), "random " + where, random);
      if (::testing::Test::HasFatalFailure()) return;
      compareSteps(rng, openHexScene(rng, rules, shape, across), "open " + where, open);
      if (::testing::Test::HasFatalFailure()) return;
    }
    EXPECT_GT(random.legal, 2000) << across;
    EXPECT_GT(open.legal, 10000) << across;
    EXPECT_GT(open.kernelScenes, 150) << across;
    std::printf("hex space kernel, %d across: %lld + %lld steps compared, %lld + %lld legal\n", across, random.compared,
                open.compared, random.legal, open.legal);
  }
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
