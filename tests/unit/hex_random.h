#pragma once
// Random hex scenes for the hex search tests (hex_search_test.cpp) and the places property test
// (places_property_test.cpp): a ruleset and a layout given, terrain, walls, doors, windows and low
// obstacles on random sides, a mover of one or more hexes and one-hex others. Deterministic per seed.
#include <algorithm>
#include <random>
#include <string>

#include "core/ruleset/ruleset.h"
#include "core/scene/geometry.h"
#include "core/scene/scene.h"
#include "core/search/search_request.h"

namespace footwork::testing {

struct HexSceneOptions {
  int minSide = 3, maxSide = 9;
  int maxOthers = 4;
  int maxSpeedSquares = 8;
  int heroAcross = 1;  // the mover's space in hexes across (docs/rules/hex.md); the others take one hex
};

// A random hex scene: the ruleset and the layout given, a mover `heroAcross` hexes across and one-hex
// others, walls, doors, windows and low obstacles on random sides (border sides too).
inline Scene randomHexScene(std::mt19937& rng, const Ruleset& rules, GridShape shape, const HexSceneOptions& o = {}) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  auto chance = [&](int percent) { return pick(0, 99) < percent; };
  const Milli cell = std::max<Milli>(rules.defaultCellSize, 5 * kMilliPerFoot);
  const int w = pick(o.minSide, o.maxSide), h = pick(o.minSide, o.maxSide);
  Grid grid(w, h, cell, shape);
  const int diffMax = rules.hamper == HamperRule::Doubling ? 2 : 1;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      CellTerrain t;
      const int r = pick(0, 99);
      if (r < 8) t.ground = Ground::Solid;
      else if (r < 12) t.ground = Ground::Pit;
      else if (r < 30) t.difficult = static_cast<std::uint8_t>(pick(1, diffMax));
      else if (r < 34) t.obstructed = true;
      else if (r < 38) t.water = chance(50) ? Water::Calm : Water::Rough;
      else if (r < 41) t.climb = ClimbSurface::Climbable;
      grid.setTerrain({x, y}, t);
    }
  const Edge kinds[] = {Edge::Wall, Edge::Low, Edge::DoorClosed, Edge::DoorOpen, Edge::Window};
  const int sides = pick(0, w + h);
  for (int i = 0; i < sides; ++i) {
    const Cell c{pick(0, w - 1), pick(0, h - 1)};
    grid.setEdgeBetween(c, neighbourAt(shape, c, pick(0, kHexDirections - 1)), kinds[pick(0, 4)]);
  }
  Scene scene(rules, std::move(grid));
  auto oneHexSize = [&]() {
    const Size sizes[] = {Size::Medium, Size::Medium, Size::Medium, Size::Small, Size::Tiny};
    Size s = sizes[pick(0, 4)];
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
  hero.size = oneHexSize();
  if (o.heroAcross > 1) {
    hero.size = o.heroAcross == 2 ? Size::Large : Size::Huge;
    hero.spaceW = hero.spaceH = o.heroAcross;
    hero.spaceGiven = true;
  }
  hero.side = "party";
  hero.speeds.walk = static_cast<Milli>(pick(0, 20) == 0 ? 0 : pick(2, o.maxSpeedSquares)) * cell;
  if (chance(20)) hero.speeds.fly = static_cast<Milli>(pick(2, o.maxSpeedSquares)) * cell;
  if (chance(15)) hero.speeds.swim = static_cast<Milli>(pick(2, o.maxSpeedSquares)) * cell;
  if (chance(10)) hero.speeds.climb = static_cast<Milli>(pick(2, o.maxSpeedSquares)) * cell;
  if (chance(8)) hero.conditions |= kProne;
  if (chance(3)) hero.conditions |= kGrappled;
  if (chance(6)) hero.conditions |= kCharging;
  if (chance(4)) hero.traits |= kTerrainWalk;
  if (chance(3)) hero.traits |= kIncorporeal;
  if (chance(3)) hero.traits |= kPhasing;
  if (chance(10)) hero.load = Load::Heavy;
  if (!place(hero, "hero")) {
    hero.traits |= kIncorporeal;  // fits anywhere
    place(hero, "hero");
  }
  const int others = pick(0, o.maxOthers);
  for (int i = 0; i < others; ++i) {
    Creature c;
    c.size = oneHexSize();
    c.side = chance(60) ? "foe" : chance(50) ? "party" : "third";
    c.speeds.walk = 30 * kMilliPerFoot;
    if (chance(15)) c.conditions |= kProne;
    if (chance(10)) c.conditions |= kUnconscious;
    if (chance(10)) c.unawareOf.push_back("hero");
    if (chance(10)) {
      c.reach = 10 * kMilliPerFoot;
      c.reachGiven = true;
    }
    if (chance(5)) c.reachWeapon = true;
    place(c, "c" + std::to_string(i));
  }
  return scene;
}

// A random search request for the scene's "hero": a band (given or not), sometimes a mode, movement
// spent before, diagonals counted before (nothing on hexes) and whether it stops.
inline SearchRequest randomHexRequest(std::mt19937& rng, const Scene& scene, bool& bandGiven) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  SearchRequest r;
  r.mover = scene.indexOf("hero");
  r.from = scene.creatures()[r.mover].position;
  const auto& bands = scene.ruleset().bands;
  bandGiven = pick(0, 2) > 0;
  r.band = bandGiven ? &bands[pick(0, static_cast<int>(bands.size()) - 1)] : &bands.front();
  if (pick(0, 3) == 0) {
    r.hasMode = true;
    const Mode modes[] = {Mode::Walk, Mode::Fly, Mode::Swim, Mode::Climb, Mode::Crawl};
    r.mode = modes[pick(0, 4)];
  }
  if (pick(0, 3) == 0) r.spent = static_cast<Milli>(pick(1, 2)) * scene.grid().cellSize();
  r.diagonals = pick(0, 3);  // counted before: nothing on hexes, where no step is a diagonal
  r.stopping = pick(0, 5) > 0;
  return r;
}

}  // namespace footwork::testing
