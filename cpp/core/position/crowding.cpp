#include "core/position/crowding.h"

#include <algorithm>

#include "core/position/sight.h"
#include "core/scene/distance.h"
#include "core/scene/space.h"

namespace footwork {
namespace {

struct Packer {
  GridShape shape;  // spaces overlap by their cells (space.h): squares' boxes, hexes' hex spaces
  const std::vector<Rect>& options;
  std::vector<int> chosen, best;
  long budget = 200000;
  bool exhausted = false;

  void search(std::size_t i) {
    if (--budget < 0) {
      exhausted = true;
      return;
    }
    if (chosen.size() > best.size()) best = chosen;
    if (i >= options.size() || chosen.size() + (options.size() - i) <= best.size()) return;
    bool fits = true;
    for (int c : chosen)
      if (spacesOverlap(shape, options[c], options[i])) fits = false;
    if (fits) {
      chosen.push_back(static_cast<int>(i));
      search(i + 1);
      chosen.pop_back();
    }
    search(i + 1);
  }
};

// Hexes (docs/rules/hex.md "Crowding"): one-hex attackers, each on a free hex next to the
// defender's space with a line of effect to it, which between neighbouring hexes is the side they
// share without a wall, closed door or window. Hexes have no corner-only neighbours, so both rules
// count the same ring: six around a one-hex defender in the open. An attacker `across` hexes wide
// (a hex space, space.h) counts the same way from any hex of its space: its whole space free (on the
// map, open ground, no wall inside it, no other creature) and next to the defender's, and both rules
// count the most such spaces that fit at once (the packing).
void crowdHexes(const Scene& scene, const Rect& d, int across, bool ignoreCreatures, const std::vector<int>& exclude,
                CrowdResult& out) {
  const Grid& g = scene.grid();
  const GridShape shape = g.shape();
  std::vector<Cell> mine, other;
  if (!exclude.empty()) spaceCells(shape, scene.creatures()[exclude[0]], mine);
  else mine.push_back({d.x, d.y});
  auto has = [](const std::vector<Cell>& v, Cell c) { return std::find(v.begin(), v.end(), c) != v.end(); };
  int x0 = mine[0].x, y0 = mine[0].y, x1 = x0, y1 = y0;
  for (Cell c : mine) x0 = std::min(x0, c.x), y0 = std::min(y0, c.y), x1 = std::max(x1, c.x), y1 = std::max(y1, c.y);
  for (int y = y0 - 1; y <= y1 + 1; ++y)  // row by row: a hex's neighbours lie within one row and column
    for (int x = x0 - 1; x <= x1 + 1; ++x) {
      const Cell n{x, y};
      if (!g.contains(n) || has(mine, n) || g.terrain(n).ground != Ground::Open) continue;
      bool effect = false;  // a side towards the defender's space without a wall, closed door or window
      for (int k = 0; k < kHexDirections; ++k) {
        const Cell m = neighbourAt(shape, n, k);
        effect = effect || (has(mine, m) && !edgeBlocksMovement(g.edgeBetween(n, m)));
      }
      bool taken = false;
      for (std::size_t i = 0; i < scene.creatures().size() && !ignoreCreatures && !taken; ++i) {
        if (std::find(exclude.begin(), exclude.end(), static_cast<int>(i)) != exclude.end()) continue;
        spaceCells(shape, scene.creatures()[i], other);
        taken = has(other, n);
      }
      if (effect && !taken) out.ring.push_back(n);
    }
  out.placement = out.ring;
  out.count = out.packed = static_cast<int>(out.ring.size());
  if (across == 1) {
    if (mine.size() == 1 && out.count == kHexDirections) out.situation = "open";
    return;
  }
  // Larger attackers: every anchor whose space is free and holds a hex of the ring (a hex next to the
  // defender from which a side without a wall leads into its space), then the packing.
  std::vector<Rect> options;
  std::vector<Cell> space;
  const int R = across / 2 + 1;  // a space reaches at most this far from its anchor
  for (int y = y0 - 1 - R; y <= y1 + 1 + R; ++y)
    for (int x = x0 - 1 - R; x <= x1 + 1 + R; ++x) {
      const Rect r{x, y, across, across};
      if (!g.contains(r)) continue;
      spaceCells(shape, r, space);
      bool free = true, strikes = false;
      for (Cell c : space) {
        free = free && !has(mine, c) && g.terrain(c).ground == Ground::Open && !wallInsideSpace(g, r, c);
        strikes = strikes || has(out.ring, c);
      }
      for (std::size_t i = 0; i < scene.creatures().size() && !ignoreCreatures && free; ++i)
        if (std::find(exclude.begin(), exclude.end(), static_cast<int>(i)) == exclude.end())
          free = !spacesOverlap(shape, r, scene.creatures()[i].space());
      if (free && strikes) options.push_back(r);
    }
  Packer p{shape, options, {}, {}};
  p.search(0);
  out.packed = out.count = static_cast<int>(p.best.size());
  out.exact = !p.exhausted;
  out.placement.clear();
  for (int i : p.best) out.placement.push_back({options[i].x, options[i].y});
}

}  // namespace

CrowdResult crowding(const Scene& scene, const Rect& d, int aw, int ah, bool ignoreCreatures,
                     const std::vector<int>& exclude) {
  CrowdResult out;
  const Grid& g = scene.grid();
  if (g.shape().hex()) {
    crowdHexes(scene, d, aw, ignoreCreatures, exclude, out);
    return out;
  }
  Blockers effect(g, Blockers::Effect);
  auto free = [&](const Rect& r) {
    if (!g.contains(r) || r.overlaps(d)) return false;
    for (int y = r.y; y < r.y + r.h; ++y)
      for (int x = r.x; x < r.x + r.w; ++x)
        if (g.terrain({x, y}).ground != Ground::Open) return false;  // no standing in a wall or a pit
    if (!ignoreCreatures)
      for (std::size_t i = 0; i < scene.creatures().size(); ++i)
        if (std::find(exclude.begin(), exclude.end(), static_cast<int>(i)) == exclude.end() &&
            scene.creatures()[i].space().overlaps(r))
          return false;
    return true;
  };
  auto strikes = [&](const Rect& r) {
    return std::max(gapX(r, d), gapY(r, d)) == 1 && lineBetween(r, d, effect).clear;
  };
  std::vector<Rect> options;
  for (int y = d.y - ah; y <= d.y + d.h; ++y)
    for (int x = d.x - aw; x <= d.x + d.w; ++x) {
      const Rect r{x, y, aw, ah};
      if (free(r) && strikes(r)) options.push_back(r);
    }
  Packer p{g.shape(), options, {}, {}};
  p.search(0);
  out.packed = static_cast<int>(p.best.size());
  out.exact = !p.exhausted;
  for (int i : p.best) out.placement.push_back({options[i].x, options[i].y});
  for (int y = d.y - 1; y <= d.y + d.h; ++y)
    for (int x = d.x - 1; x <= d.x + d.w; ++x) {
      const Rect r{x, y, 1, 1};
      if (free(r) && strikes(r)) out.ring.push_back({x, y});
    }
  if (d.w == 1 && d.h == 1) {
    auto open = [&](int dx, int dy) {
      return std::find(out.ring.begin(), out.ring.end(), Cell{d.x + dx, d.y + dy}) != out.ring.end();
    };
    const bool n = open(0, -1), s = open(0, 1), w = open(-1, 0), e = open(1, 0);
    const int diag = open(-1, -1) + open(1, -1) + open(-1, 1) + open(1, 1);
    const int sides = n + s + w + e;
    const int total = sides + diag;
    if (total == 8) out.situation = "open";
    else if (sides == 2 && ((n && s) || (w && e)) && diag == 0) out.situation = "corridor";
    else if (sides == 2 && ((n && s) || (w && e)) && diag > 0) out.situation = "doorway";
    else if (total == 5 && sides == 3) out.situation = "wall";
    else if (total == 3 && sides == 2) out.situation = "corner";
    // d20-3.0 counts a doorway's and a corridor's attackers per direction: "the creature in front of
    // him can attack normally, and one attacker on either side", "only one attacker can get at him
    // (unless attackers are coming at him from both directions)". The ring holds both directions.
    const std::string_view sit = out.situation;
    if (sit == "doorway" || sit == "corridor") {
      int before = 0, after = 0;
      for (Cell c : out.ring) {
        const int along = (w && e) ? c.x - d.x : c.y - d.y;
        if (along < 0) ++before;
        if (along > 0) ++after;
      }
      out.fromOneSide = std::max(before, after);
    }
  }
  if (scene.ruleset().position.crowd == CrowdRule::Faces) {
    // Each ring square takes one Small or Medium combatant; a bigger attacker takes a face as well
    // as a corner, i.e. as many ring squares as its face is wide.
    const int face = std::max(aw, ah);
    out.count = static_cast<int>(out.ring.size()) / face;
    if (face == 1) out.count = static_cast<int>(out.ring.size());
  } else {
    out.count = out.packed;
  }
  out.halfCover = scene.ruleset().position.doorwayHalfCover && std::string_view(out.situation) == "doorway";
  return out;
}

}  // namespace footwork
