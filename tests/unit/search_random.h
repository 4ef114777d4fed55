#pragma once
// Random scenes for the search property tests: every ruleset, creatures of several sizes, terrain,
// walls, doors and low obstacles, allies and enemies in several states. Deterministic per seed.
#include <random>
#include <string>

#include "core/ruleset/ruleset.h"
#include "core/scene/scene.h"

namespace footwork::testing {

struct RandomSceneOptions {
  int minSide = 3, maxSide = 9;
  int maxOthers = 4;
  int maxSpeedSquares = 8;
  bool edges = true;
  int solidPercent = 8;         // filled squares (pits, difficult … follow in that order)
  int maxDifficult = 0;         // 0: the ruleset's usual (2 under doubling rules, else 1)
  bool multiCellMover = false;  // the mover is Small to Huge, never a one-cell creature if it can help it
};

inline Scene randomScene(std::mt19937& rng, const RandomSceneOptions& o = {}) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  auto chance = [&](int percent) { return pick(0, 99) < percent; };
  const auto& rulesets = builtinRulesets();
  const Ruleset& rules = rulesets[pick(0, static_cast<int>(rulesets.size()) - 1)];
  Milli cell = rules.defaultCellSize;
  if (cell < 5 * kMilliPerFoot && chance(60)) cell = chance(50) ? 5 * kMilliPerFoot : 2500;
  const int w = pick(o.minSide, o.maxSide), h = pick(o.minSide, o.maxSide);
  Grid grid(w, h, cell);
  const int diffMax = o.maxDifficult > 0 ? o.maxDifficult : rules.hamper == HamperRule::Doubling ? 2 : 1;
  const int solid = o.solidPercent;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      CellTerrain t;
      const int r = pick(0, 99);
      if (r < solid) t.ground = Ground::Solid;
      else if (r < solid + 4) t.ground = Ground::Pit;
      else if (r < solid + 22) t.difficult = static_cast<std::uint8_t>(pick(1, diffMax));
      else if (r < solid + 26) t.obstructed = true;
      else if (r < solid + 30) t.water = chance(50) ? Water::Calm : Water::Rough;
      else if (r < solid + 33) t.climb = ClimbSurface::Climbable;
      if (t.ground == Ground::Open && chance(5)) t.difficult = static_cast<std::uint8_t>(pick(1, diffMax));
      grid.setTerrain({x, y}, t);
    }
  if (o.edges) {
    const Edge kinds[] = {Edge::Wall, Edge::Low, Edge::DoorClosed, Edge::DoorOpen, Edge::Window};
    const int n = pick(0, (w + h) / 2);
    for (int i = 0; i < n; ++i) {
      const Edge e = kinds[pick(0, 4)];
      if (chance(50)) grid.setVerticalEdge(pick(0, w), pick(0, h - 1), e);
      else grid.setHorizontalEdge(pick(0, w - 1), pick(0, h), e);
    }
  }
  Scene scene(rules, std::move(grid));

  auto randomSize = [&](bool mover) {
    // Mostly cell-sized; sometimes big (multi-cell) or very small (cell sharing).
    const int r = pick(0, 99);
    Size s = Size::Medium;
    if (r < 15) s = Size::Large;
    else if (r < 20) s = mover ? Size::Small : Size::Huge;
    else if (r < 28) s = Size::Tiny;
    else if (r < 35) s = Size::Small;
    while (!rules.row(s).available) s = static_cast<Size>(static_cast<int>(s) + 1);
    return s;
  };
  auto place = [&](Creature c, const std::string& id) {
    c.id = id;
    for (int tries = 0; tries < 20; ++tries) {
      c.position = {pick(0, w - 1), pick(0, h - 1)};
      if (!scene.addCreature(c)) return true;
    }
    return false;
  };

  Creature hero;
  hero.size = randomSize(true);
  if (o.multiCellMover) {
    // Small and Medium span several cells on 1.25-ft and 2.5-ft cells; Large and Huge everywhere.
    const Size big[] = {Size::Small, Size::Medium, Size::Large, Size::Large, Size::Huge};
    hero.size = big[pick(0, 4)];
    while (!rules.row(hero.size).available) hero.size = static_cast<Size>(static_cast<int>(hero.size) + 1);
  }
  hero.side = "party";
  const Milli sq = cell;
  hero.speeds.walk = static_cast<Milli>(pick(0, 20) == 0 ? 0 : pick(2, o.maxSpeedSquares)) * sq;
  if (chance(20)) hero.speeds.fly = static_cast<Milli>(pick(2, o.maxSpeedSquares)) * sq;
  if (chance(15)) hero.speeds.swim = static_cast<Milli>(pick(2, o.maxSpeedSquares)) * sq;
  if (chance(10)) hero.speeds.climb = static_cast<Milli>(pick(2, o.maxSpeedSquares)) * sq;
  if (chance(8)) hero.conditions |= kProne;
  if (chance(3)) hero.conditions |= kGrappled;
  if (chance(6)) hero.conditions |= kCharging;  // dnd35: no charging across difficult terrain, nor through friends
  if (chance(4)) hero.traits |= kTerrainWalk;
  if (chance(3)) hero.traits |= kIncorporeal;
  if (chance(3)) hero.traits |= kPhasing;
  if (chance(10)) hero.load = Load::Heavy;
  if (!place(hero, "hero")) {
    hero.size = Size::Medium;
    hero.traits |= kIncorporeal;  // fits anywhere
    place(hero, "hero");
  }
  const int others = pick(0, o.maxOthers);
  for (int i = 0; i < others; ++i) {
    Creature c;
    c.size = randomSize(false);
    c.side = chance(60) ? "foe" : chance(50) ? "party" : "third";
    c.speeds.walk = 30 * kMilliPerFoot;
    if (chance(15)) c.conditions |= kProne;
    if (chance(10)) c.conditions |= kUnconscious;
    if (chance(5)) c.conditions |= kStunned;
    if (chance(10)) c.unawareOf.push_back("hero");
    if (chance(10)) {
      c.reach = 10 * kMilliPerFoot;
      c.reachGiven = true;
    }
    if (chance(5)) c.reachWeapon = true;
    if (chance(3)) c.traits |= kFillsSpace;
    place(c, "c" + std::to_string(i));
  }
  return scene;
}

}  // namespace footwork::testing
