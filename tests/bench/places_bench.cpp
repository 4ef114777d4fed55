// Where to stand (issue 27): the places query on the benchmark map of 100×100 (mapgen.h, the same
// map as web/bench/wasm-bench.mjs) under 5e-fine on 5-ft cells (the ruleset with every part: flanking
// and corner-line cover), a 30-ft walker with the Dash (60 ft) in the middle and 11
// other creatures round it (six foes, five allies, at the same offsets as wasm-bench.mjs), through
// the protocol on a loaded scene as a host asks it: `reachable` alone, `places` with band, cost,
// provokers and threats, and `places` against a target (every part). docs/performance.md.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>
#include <string>

#include "core/search/reachable.h"
#include "mapgen.h"
#include "protocol/request.h"
#include "protocol/scene/scene_words.h"

namespace footwork::bench {
namespace {

// Offsets from the walker: foes first (foe0 is the target), then allies. Keep in step with
// web/bench/wasm-bench.mjs (placesCreatures).
constexpr int kFoes[6][2] = {{3, 0}, {-4, 2}, {2, -5}, {-6, -3}, {7, 4}, {0, 6}};
constexpr int kAllies[5][2] = {{4, 1}, {-2, -2}, {5, -3}, {-5, 5}, {-3, 7}};

const Scene& placesScene() {
  static std::unique_ptr<Scene> scene = [] {
    const int side = 100;
    const auto map = generateMap(side, 1, 2);
    const Ruleset& rules = *findRuleset("5e-fine");
    Grid grid(side, side, 5 * kMilliPerFoot);
    const Cell centre{side / 2 - 1, side / 2 - 1};
    auto isCreatureCell = [&](int x, int y) {
      if (x == centre.x && y == centre.y) return true;
      for (auto& o : kFoes)
        if (x == centre.x + o[0] && y == centre.y + o[1]) return true;
      for (auto& o : kAllies)
        if (x == centre.x + o[0] && y == centre.y + o[1]) return true;
      return false;
    };
    for (int y = 0; y < side; ++y)
      for (int x = 0; x < side; ++x) {
        CellTerrain t;
        const std::uint8_t v = map[static_cast<std::size_t>(y) * side + x];
        if (v == kBlocked && !isCreatureCell(x, y)) t.ground = Ground::Solid;
        if (v == kDifficult) t.difficult = 1;
        grid.setTerrain({x, y}, t);
      }
    auto s = std::make_unique<Scene>(rules, std::move(grid));
    auto add = [&](const std::string& id, Cell at, const char* side) {
      Creature c;
      c.id = id;
      c.position = at;
      c.side = side;
      c.speeds.walk = 30 * kMilliPerFoot;
      if (auto e = s->addCreature(c))
        std::fprintf(stderr, "places bench: %s\n", sceneError(*s, *e, "$").message.c_str());
    };
    add("hero", centre, "party");
    for (int i = 0; i < 6; ++i)
      add("foe" + std::to_string(i), {centre.x + kFoes[i][0], centre.y + kFoes[i][1]}, "foes");
    for (int i = 0; i < 5; ++i)
      add("ally" + std::to_string(i), {centre.x + kAllies[i][0], centre.y + kAllies[i][1]}, "party");
    return s;
  }();
  return *scene;
}

void Places(benchmark::State& state, const char* text) {
  const Scene& scene = placesScene();
  std::string out;
  for (auto _ : state) {
    out = handleRequestText(text, &scene);
    benchmark::DoNotOptimize(out.data());
  }
  if (out.find("\"error\"") != std::string::npos) state.SkipWithError(out.c_str());
  const auto at = out.find("\"count\":");
  if (at != std::string::npos) state.counters["places"] = std::stod(out.substr(at + 8, 8));
  state.counters["bytes"] = static_cast<double>(out.size());
}

BENCHMARK_CAPTURE(Places, reachable_alone, R"({"query":"reachable","creature":"hero","band":"dash"})");
BENCHMARK_CAPTURE(Places, band_cost_provokers_threats, R"({"query":"places","creature":"hero","band":"dash"})");
BENCHMARK_CAPTURE(Places, with_target_every_part,
                  R"({"query":"places","creature":"hero","band":"dash","target":"foe0"})");
// Issue 27's hex searches: the reachable area (30 ft with the Dash, core findReachable) of a one-hex
// and of a Large (2 hexes across, 3 hexes) sw5e walker from the middle of the 100×100 benchmark map laid
// as flat-topped hexes, the larger one priced by the hex space kernel (core/search/hex_space_kernel.h):
// the target is within 3× the one-hex search.
void HexReachable(benchmark::State& state, int across) {
  static std::unique_ptr<Scene> scenes[4];
  auto& scene = scenes[across];
  if (!scene) {
    const int side = 100;
    const auto map = generateMap(side, 1, 4);
    const Ruleset& rules = *findRuleset("sw5e");
    Grid grid(side, side, rules.defaultCellSize, GridShape{GridKind::Hex, HexOrientation::Flat, HexOffset::Odd});
    for (int y = 0; y < side; ++y)
      for (int x = 0; x < side; ++x) {
        CellTerrain t;
        const std::uint8_t v = map[static_cast<std::size_t>(y) * side + x];
        if (v == kBlocked) t.ground = Ground::Solid;
        if (v == kDifficult) t.difficult = 1;
        grid.setTerrain({x, y}, t);
      }
    scene = std::make_unique<Scene>(rules, std::move(grid));
    Creature hero;
    hero.id = "hero";
    hero.position = {side / 2 - 1, side / 2 - 1};
    hero.side = "party";
    hero.speeds.walk = 30 * kMilliPerFoot;
    if (across > 1) {
      hero.size = Size::Large;
      hero.spaceW = hero.spaceH = across;
      hero.spaceGiven = true;
    }
    if (auto e = scene->addCreature(hero))
      std::fprintf(stderr, "hex bench: %s\n", sceneError(*scene, *e, "$").message.c_str());
  }
  ReachableRequest req;
  req.search.mover = 0;
  req.search.from = scene->creatures()[0].position;
  req.search.band = &scene->ruleset().bands[1];  // the Dash
  req.bandGiven = true;
  std::size_t places = 0;
  for (auto _ : state) {
    auto r = findReachable(*scene, req);
    places = r ? r.value().cells.size() : 0;
    benchmark::DoNotOptimize(places);
  }
  state.counters["places"] = static_cast<double>(places);
}
BENCHMARK_CAPTURE(HexReachable, one_hex, 1);
BENCHMARK_CAPTURE(HexReachable, large_3_hexes, 2);

// Each part against the target alone, to see where the time goes.
BENCHMARK_CAPTURE(Places, part_flanking,
                  R"({"query":"places","creature":"hero","band":"dash","target":"foe0","parts":["flanking"]})");
BENCHMARK_CAPTURE(Places, part_cover,
                  R"({"query":"places","creature":"hero","band":"dash","target":"foe0","parts":["cover"]})");
BENCHMARK_CAPTURE(Places, part_sight,
                  R"({"query":"places","creature":"hero","band":"dash","target":"foe0","parts":["sight"]})");
BENCHMARK_CAPTURE(Places, part_range,
                  R"({"query":"places","creature":"hero","band":"dash","target":"foe0","parts":["range"]})");

}  // namespace
}  // namespace footwork::bench
