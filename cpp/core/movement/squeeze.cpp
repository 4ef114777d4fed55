#include "core/movement/squeeze.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "core/movement/passage.h"
#include "core/scene/space.h"
#include "core/scene/stable_order.h"

namespace footwork {
namespace {
int cellsFor(Milli space, Milli cell) { return space <= cell ? 1 : static_cast<int>((space + cell - 1) / cell); }
}  // namespace

int opponentIn(const Scene& scene, const Creature& c, const Rect& r, Mode mode) {
  if (!scene.ruleset().squeezePastOpponents || mode == Mode::Burrow) return -1;  // burrowers pass beneath
  const auto& all = scene.creatures();
  for (int i = 0; i < static_cast<int>(all.size()); ++i)
    if (all[i].id != c.id && spacesOverlap(scene.grid().shape(), r, all[i].space()) &&
        !passThrough(scene.ruleset(), c, all[i]).allowed)
      return i;
  return -1;
}

std::vector<std::pair<int, int>> squeezedSizes(const Ruleset& rules, Milli cell, const Creature& c) {
  std::vector<std::pair<int, int>> out;
  if (!rules.squeezes) return out;
  auto add = [&](int w, int h) {
    if ((w < c.spaceW || h < c.spaceH) && w >= 1 && h >= 1 && w <= c.spaceW && h <= c.spaceH) out.emplace_back(w, h);
  };
  if (rules.squeezeHalfWidth) {
    // "at least half as wide as your normal space": an ogre 2 squares wide squeezes into 1 square.
    const int halfW = (c.spaceW + 1) / 2, halfH = (c.spaceH + 1) / 2;
    if (c.spaceW == c.spaceH) {
      add(halfW, c.spaceH);  // narrowed across x: a passage running up and down
      add(c.spaceW, halfH);  // narrowed across y: a passage running left and right
    } else if (c.spaceW < c.spaceH) {
      add(halfW, c.spaceH);  // a long creature's width is its narrow side
    } else {
      add(c.spaceW, halfH);
    }
    return out;
  }
  // "large enough for a creature one size smaller than it" (a Large creature through 5 ft).
  const int smaller = static_cast<int>(c.size) - rules.squeezeSizeSteps;
  if (smaller < 0) return out;
  const SizeRow& row = rules.row(static_cast<Size>(smaller));
  if (!row.available) return out;
  const int side = cellsFor(row.tallSpace, cell);
  add(std::min(side, c.spaceW), std::min(side, c.spaceH));
  return out;
}

std::vector<Rect> squeezePlacements(const Ruleset& rules, Milli cell, const Creature& c) {
  std::vector<Rect> all;
  std::vector<int> offCentre;
  for (auto [w, h] : squeezedSizes(rules, cell, c))
    for (int oy = 0; oy + h <= c.spaceH; ++oy)
      for (int ox = 0; ox + w <= c.spaceW; ++ox) {
        all.push_back(Rect{ox, oy, w, h});
        offCentre.push_back(std::abs(2 * ox - (c.spaceW - w)) + std::abs(2 * oy - (c.spaceH - h)));
      }
  // Most central first, ties as listed: a stable sort by offCentre. A handful of placements, once per
  // search or squeezed step; stableOrder is the module's one sort for such lists (std::sort was 3.9 KB).
  std::vector<std::uint32_t> order(all.size());
  std::iota(order.begin(), order.end(), 0u);
  stableOrder(
      order,
      [](const void* off, std::uint32_t a, std::uint32_t b) {
        const int* o = static_cast<const int*>(off);
        return o[a] < o[b];
      },
      offCentre.data());
  std::vector<Rect> out;
  out.reserve(all.size());
  for (std::uint32_t i : order) out.push_back(all[i]);
  return out;
}

int hexSqueezedAcross(const Scene& scene, const Creature& c) {
  const Ruleset& rules = scene.ruleset();
  const int n = c.spaceW;
  if (!rules.squeezes || n <= 1) return 0;
  // dnd35 "at least half as wide as your normal space": half the width, rounded up to whole hexes.
  if (rules.squeezeHalfWidth) return (n + 1) / 2;
  // 5e "large enough for a creature one size smaller": that creature's width as this scene reads a
  // size-table space (grid.hexSpaces: "centred" grows even widths from 4 by one; a given space is
  // read "across", so the smaller one is too).
  const int smaller = static_cast<int>(c.size) - rules.squeezeSizeSteps;
  if (smaller < 0 || !rules.row(static_cast<Size>(smaller)).available) return 0;
  int m = cellsFor(rules.row(static_cast<Size>(smaller)).tallSpace, scene.grid().cellSize());
  if (!c.spaceGiven && scene.grid().hexSpaces() == HexSpaces::Centred && m >= 4 && m % 2 == 0) ++m;
  return m < n ? m : 0;
}

void hexSqueezePlacements(GridShape shape, Cell anchor, int outer, int inner, std::vector<Cell>& out) {
  out.clear();
  // In cube coordinates a space `n` across at anchor (q, r, s) is exactly the hexes with
  // q in [q − R, q + e + R], r in [r − R, r + e + R], s in [s − e − R, s + R] (R its rings round the
  // core, e = 1 for an even width, whose core is the anchor and its neighbours (+1, 0) and (0, +1)),
  // and each bound is reached. So the inner space lies inside the outer one exactly when its bounds
  // lie within the outer's: for the anchor offset (dq, dr, ds), dq and dr in [−D, D + E] and ds in
  // [−D − E, D], D = R_outer − R_inner, E = e_outer − e_inner (tests/unit/hex_squeeze_test.cpp checks
  // it against the hexes themselves).
  auto rings = [](int n) { return n % 2 ? (n - 1) / 2 : n / 2 - 1; };
  auto even = [](int n) { return n % 2 ? 0 : 1; };
  const int D = rings(outer) - rings(inner), E = even(outer) - even(inner);
  struct Placement {
    long long offCentre;
    int down, right;
    Cell at;
  };
  std::vector<Placement> all;
  const Cube a = toCube(shape, anchor);
  const bool flat = shape.orientation == HexOrientation::Flat;
  for (int dq = -D; dq <= D + E; ++dq)
    for (int dr = -D; dr <= D + E; ++dr) {
      const int ds = -dq - dr;
      if (ds < -D - E || ds > D) continue;
      // Centres × 3 in axial coordinates (an even width's centre is a third of the way to (1, 1)):
      // the inner's less the outer's, (X, Y). Pixel distance² ∝ X² + XY + Y²; a centre's height on
      // the map ∝ 2Y + X on flat-topped hexes, Y on pointy ones, its x ∝ X, resp. 2X + Y.
      const int X = 3 * dq - E, Y = 3 * dr - E;
      all.push_back({static_cast<long long>(X) * X + static_cast<long long>(X) * Y + static_cast<long long>(Y) * Y,
                     flat ? 2 * Y + X : Y, flat ? X : 2 * X + Y,
                     fromCube(shape, {a.q + dq, a.r + dr, -(a.q + dq) - (a.r + dr)})});
    }
  // Most central, then highest on the map, then leftmost: no two placements tie, so this is the one
  // order whatever the sort; stableOrder as above (std::sort was 4.9 KB).
  std::vector<std::uint32_t> order(all.size());
  std::iota(order.begin(), order.end(), 0u);
  stableOrder(
      order,
      [](const void* placements, std::uint32_t a, std::uint32_t b) {
        const Placement& x = static_cast<const Placement*>(placements)[a];
        const Placement& y = static_cast<const Placement*>(placements)[b];
        if (x.offCentre != y.offCentre) return x.offCentre < y.offCentre;
        return x.down != y.down ? x.down < y.down : x.right < y.right;
      },
      all.data());
  out.reserve(all.size());
  for (std::uint32_t i : order) out.push_back(all[i].at);
}

Footprint footprintAt(const Scene& scene, const Creature& c, Cell p, Mode mode, bool canSqueeze) {
  Footprint f;
  f.rect = c.spaceAt(p);
  f.block = rectBlock(scene, c, f.rect, mode, &f.where);
  if (f.block == StepBlock::OutOfGrid || !canSqueeze) return f;
  // 3.5e "squeeze past an opponent": where the whole space fits the terrain but takes in a creature
  // the mover may not pass through, it squeezes beside that creature if a narrower placement allows.
  // (A one-square creature has no narrower placement: it never looks at the other creatures here.)
  const bool pastOpponent =
      f.block == StepBlock::None && (c.spaceW > 1 || c.spaceH > 1) && opponentIn(scene, c, f.rect, mode) >= 0;
  if (f.block == StepBlock::None && !pastOpponent) return f;
  std::vector<Rect> candidates;
  if (scene.grid().shape().hex()) {
    // Hexes: the narrower hex shape at each anchor inside the space, most central first (above).
    const int m = hexSqueezedAcross(scene, c);
    if (m == 0) return f;
    std::vector<Cell> anchors;
    hexSqueezePlacements(scene.grid().shape(), p, c.spaceW, m, anchors);
    for (Cell a : anchors) candidates.push_back({a.x, a.y, m, m});
  } else {
    candidates = squeezePlacements(scene.ruleset(), scene.grid().cellSize(), c);
    for (Rect& r : candidates) r.x += p.x, r.y += p.y;
  }
  // The first placement that fits the terrain and holds no such creature; else (squeezing because of
  // the terrain) the first that fits the terrain, where the step then meets the creature (step.cpp).
  const Rect* terrainFit = nullptr;
  for (const Rect& r : candidates) {
    if (rectBlock(scene, c, r, mode, nullptr) != StepBlock::None) continue;
    if (opponentIn(scene, c, r, mode) >= 0) {
      if (!terrainFit) terrainFit = &r;
      continue;
    }
    terrainFit = &r;
    break;
  }
  if (pastOpponent && (!terrainFit || opponentIn(scene, c, *terrainFit, mode) >= 0))
    return f;  // no way past: the whole space, which the step finds occupied
  if (terrainFit) {
    f.rect = *terrainFit;
    f.squeezed = true;
    f.block = StepBlock::None;
  }
  return f;
}

std::optional<Rect> squeezedStance(const Scene& scene, const Creature& c) {
  const Footprint f = footprintAt(scene, c, c.position, Mode::Walk, true);
  if (!f.squeezed) return std::nullopt;
  return f.rect;
}

}  // namespace footwork
