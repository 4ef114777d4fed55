#include "core/position/cover.h"

#include <algorithm>

#include "core/scene/space.h"

namespace footwork {

const char* coverLevelName(CoverLevel l) {
  switch (l) {
    case CoverLevel::None: return "none";
    case CoverLevel::Half: return "half";
    case CoverLevel::ThreeQuarters: return "three-quarters";
    case CoverLevel::ThreeQuartersDisadvantage: return "three-quarters-disadvantage";
    case CoverLevel::Total: return "total";
  }
  return "";
}

bool CoverGrid::effectClear(const Rect& from, const Rect& to) const {
  const auto same = [](const Rect& a, const Rect& b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; };
  for (int i = 0; i < memoCount_; ++i)
    if (same(memo_[i].from, from) && same(memo_[i].to, to)) return memo_[i].clear;
  const bool clear = lineFromCorners(from, to, effect).clear;
  memo_[memoNext_] = {from, to, clear};
  memoNext_ = (memoNext_ + 1) % static_cast<int>(memo_.size());
  memoCount_ = std::min(memoCount_ + 1, static_cast<int>(memo_.size()));
  return clear;
}

namespace {
// `lines`: 4 on squares (the space's four corners), 6 on a one-hex space (docs/rules/hex.md).
CoverLevel levelFor(int blocked, int lines, bool reachable) {
  if (blocked == 0) return CoverLevel::None;
  // "if four of those lines are blocked but the attack can still reach the target (such as when the
  // target is behind an arrow slit), the target has three-quarters cover and the attacker has
  // disadvantage": four is every line on squares, and read as every line on hexes
  if (blocked == lines) return reachable ? CoverLevel::ThreeQuartersDisadvantage : CoverLevel::Total;
  if (blocked == 1) return CoverLevel::Half;  // "if one of those lines are blocked … half cover"
  return CoverLevel::ThreeQuarters;           // "if two or three of those lines are blocked" (hexes: 2 to 5 of 6)
}

// From each start (scale `scale`) the lines to every target corner (scale 1); the start with the
// fewest blocked, the first on a tie.
CoverResult leastCover(const std::vector<LinePoint>& starts, const std::vector<LinePoint>& targetCorners,
                       std::int64_t scale, const Blockers& blockers, bool byCorner, bool levelOnly) {
  CoverResult best;
  best.blocked = kHexCorners * 64;  // more than any space has corners
  SegmentHint hint;                 // the lines share their ends: mostly stopped by the same blocker
  for (const LinePoint& p : starts) {
    CoverResult r;
    r.fromX = p.x;
    r.fromY = p.y;
    r.scale = scale;
    for (const LinePoint& t : targetCorners) {
      if (levelOnly && r.blocked >= best.blocked) break;  // this start cannot be the least
      const LinePoint q{t.x * scale, t.y * scale, t.dx, t.dy};
      const bool b = segmentBlocked(p, q, scale, blockers, &hint);
      r.lines.push_back({{static_cast<int>(t.x), static_cast<int>(t.y)}, b});
      r.blocked += b;
    }
    if (byCorner) best.blockedByCorner.push_back(r.blocked);
    if (r.blocked < best.blocked) {
      auto corners = std::move(best.blockedByCorner);
      best = std::move(r);
      best.blockedByCorner = std::move(corners);
    }
    if (levelOnly && best.blocked == 0) break;  // no start has fewer
  }
  return best;
}
}  // namespace

CoverResult coverAgainst(const Scene& scene, const Rect& attacker, std::optional<Cell> origin, const Rect& target,
                         const std::vector<int>& ignore) {
  return coverAgainst(scene, CoverGrid(scene.grid()), attacker, origin, target, ignore);
}

CoverResult coverAgainst(const Scene& scene, const CoverGrid& grid, const Rect& attacker, std::optional<Cell> origin,
                         const Rect& target, const std::vector<int>& ignore) {
  Blockers blockers = grid.cover;  // the grid's own, plus the creatures of this line
  if (scene.ruleset().position.creaturesGiveCover) {
    // "blocked by an obstacle (including another creature)"
    for (std::size_t i = 0; i < scene.creatures().size(); ++i) {
      const Rect r = scene.creatures()[i].space();
      if (std::find(ignore.begin(), ignore.end(), static_cast<int>(i)) != ignore.end()) continue;
      if (r.overlaps(target) || (!origin && r.overlaps(attacker))) continue;
      blockers.addRect(r);
    }
  }
  LinePoint targetCorners[4];
  rectCorners(target, targetCorners);
  std::vector<LinePoint> starts;
  std::int64_t scale = 1;
  if (origin) {
    scale = 2;  // the centre of a square is a point of the square itself: no pull needed
    starts.push_back({2 * origin->x + 1, 2 * origin->y + 1, 0, 0});
  } else {
    LinePoint c[4];
    rectCorners(attacker, c);
    starts.assign(c, c + 4);
  }
  CoverResult best = leastCover(starts, std::vector<LinePoint>(targetCorners, targetCorners + 4), scale, blockers,
                                !origin, grid.levelOnly);
  if (best.blocked == 4) {
    // Can the attack still reach the target? Some line from the attacker (any corner) or the origin
    // to any part of the target that no obstacle stops; creatures do not stop an attack, and neither
    // do obstacles an attack goes over (a low wall, rubble in a square): they block the corner lines
    // but "the attack can still reach the target", so only what stops a line of effect (solid squares,
    // walls, closed doors, windows) can make the cover total.
    if (origin) {
      // From the centre: a point inside the origin square reaches the target if a corner line of
      // that square does; the square's own corners are the nearest points with exact lines.
      best.reachable = grid.effectClear(Rect{origin->x, origin->y, 1, 1}, target);
    } else {
      best.reachable = grid.effectClear(attacker, target);
    }
  }
  best.level = levelFor(best.blocked, 4, best.reachable);
  return best;
}

CoverResult hexCoverAgainst(const Scene& scene, const std::vector<Cell>& attacker, std::optional<Cell> origin,
                            const std::vector<Cell>& target, const std::vector<int>& ignore) {
  return hexCoverAgainst(scene, CoverGrid(scene.grid()), attacker, origin, target, ignore);
}

CoverResult hexCoverAgainst(const Scene& scene, const CoverGrid& grid, const std::vector<Cell>& attacker,
                            std::optional<Cell> origin, const std::vector<Cell>& target,
                            const std::vector<int>& ignore) {
  const GridShape shape = scene.grid().shape();
  Blockers blockers = grid.cover;  // the grid's own, plus the creatures of this line
  std::vector<Cell> cells;
  if (scene.ruleset().position.creaturesGiveCover)
    for (std::size_t i = 0; i < scene.creatures().size(); ++i) {
      if (std::find(ignore.begin(), ignore.end(), static_cast<int>(i)) != ignore.end()) continue;
      spaceCells(shape, scene.creatures()[i], cells);
      // "blocked by an obstacle (including another creature)": not the target, nor the attacker
      bool own = false;
      for (Cell c : cells)
        own = own || std::find(target.begin(), target.end(), c) != target.end() ||
              std::find(attacker.begin(), attacker.end(), c) != attacker.end();
      if (!own)
        for (Cell c : cells) blockers.addCell(c);
    }
  std::vector<LinePoint> ends, starts;
  hexSpaceCorners(shape, target, ends);
  if (origin) {
    const HexPoint m = hexCentre(shape, *origin);  // the centre of the hex: a point of it, no pull
    starts.push_back({m.x, m.y, 0, 0});
  } else {
    hexSpaceCorners(shape, attacker, starts);
  }
  CoverResult best = leastCover(starts, ends, 1, blockers, !origin, grid.levelOnly);
  if (best.blocked == static_cast<int>(ends.size())) {
    // As on squares: only what stops a line of effect makes the cover total; from an origin, the
    // lines from its hex's corners.
    const Blockers& solid = grid.effect;
    best.reachable = hexLineFromCorners(origin ? std::vector<Cell>{*origin} : attacker, target, solid).clear;
  }
  best.level = levelFor(best.blocked, static_cast<int>(ends.size()), best.reachable);
  return best;
}

}  // namespace footwork
