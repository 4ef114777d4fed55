#include "core/movement/squeeze.h"

#include <algorithm>
#include <cstdlib>

#include "core/movement/passage.h"

namespace footwork {
namespace {
int cellsFor(Milli space, Milli cell) { return space <= cell ? 1 : static_cast<int>((space + cell - 1) / cell); }
}  // namespace

int opponentIn(const Scene& scene, const Creature& c, const Rect& r, Mode mode) {
  if (!scene.ruleset().squeezePastOpponents || mode == Mode::Burrow) return -1;  // burrowers pass beneath
  const auto& all = scene.creatures();
  for (int i = 0; i < static_cast<int>(all.size()); ++i)
    if (all[i].id != c.id && r.overlaps(all[i].space()) && !passThrough(scene.ruleset(), c, all[i]).allowed) return i;
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
  struct Placement {
    int offCentre, order;
    Rect r;
  };
  std::vector<Placement> all;
  int order = 0;
  for (auto [w, h] : squeezedSizes(rules, cell, c))
    for (int oy = 0; oy + h <= c.spaceH; ++oy)
      for (int ox = 0; ox + w <= c.spaceW; ++ox)
        all.push_back(
            {std::abs(2 * ox - (c.spaceW - w)) + std::abs(2 * oy - (c.spaceH - h)), order++, Rect{ox, oy, w, h}});
  std::sort(all.begin(), all.end(), [](const Placement& a, const Placement& b) {
    return a.offCentre != b.offCentre ? a.offCentre < b.offCentre : a.order < b.order;
  });
  std::vector<Rect> out;
  out.reserve(all.size());
  for (const Placement& pl : all) out.push_back(pl.r);
  return out;
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
  std::vector<Rect> candidates = squeezePlacements(scene.ruleset(), scene.grid().cellSize(), c);
  for (Rect& r : candidates) r.x += p.x, r.y += p.y;
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

}  // namespace footwork
