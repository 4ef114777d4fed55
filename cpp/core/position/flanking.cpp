#include "core/position/flanking.h"

#include <algorithm>

#include "core/position/reach.h"
#include "core/position/sight.h"
#include "core/scene/distance.h"
#include "core/scene/hex_lines.h"
#include "core/scene/space.h"

namespace footwork {
namespace {

struct Frac {
  std::int64_t n, d;  // d > 0
};
Frac frac(std::int64_t n, std::int64_t d) { return d < 0 ? Frac{-n, -d} : Frac{n, d}; }
bool less(Frac a, Frac b) { return static_cast<Wide>(a.n) * b.d < static_cast<Wide>(b.n) * a.d; }

// Which sides of the box [x0,x1]×[y0,y1] the point p + t·D lies on: bits left 1, right 2, top 4, bottom 8.
int sidesAt(std::int64_t px, std::int64_t py, std::int64_t dx, std::int64_t dy, Frac t, std::int64_t x0,
            std::int64_t y0, std::int64_t x1, std::int64_t y1) {
  const Wide X = static_cast<Wide>(px) * t.d + static_cast<Wide>(t.n) * dx;  // x · t.d
  const Wide Y = static_cast<Wide>(py) * t.d + static_cast<Wide>(t.n) * dy;
  int bits = 0;
  if (X == static_cast<Wide>(x0) * t.d) bits |= 1;
  if (X == static_cast<Wide>(x1) * t.d) bits |= 2;
  if (Y == static_cast<Wide>(y0) * t.d) bits |= 4;
  if (Y == static_cast<Wide>(y1) * t.d) bits |= 8;
  return bits;
}

bool canMeleeAttack(const Creature& c) {
  return (c.conditions &
          (kHelpless | kUnconscious | kParalyzed | kDead | kStunned | kIncapacitated | kBound | kCannotAttack)) == 0;
}

bool squareQualifies(const Scene& scene, const Creature& c, Cell sq, const Rect& enemy) {
  const Rect r{sq.x, sq.y, 1, 1};
  if (r.overlaps(enemy)) return false;
  if (scene.ruleset().position.flank == FlankRule::Adjacent)  // 4e: "adjacent to the enemy"
    return std::max(gapX(r, enemy), gapY(r, enemy)) == 1;
  return withinReach(r, c.reach, c.reachWeapon, enemy, scene.ruleset(), scene.grid().cellSize());
}

// Hexes, in hex_lines.h's frame (axial × 3). A hex is three slabs: the form f_d (d = 0, 1, 2: the
// cube step of direction d dotted with the point's cube coordinates) lies within ±3 of the centre's,
// f_d = +3 on the side towards direction d and −3 on the side towards d + 3, its opposite.
std::int64_t hexForm(int d, std::int64_t q, std::int64_t r) { return d == 0 ? 2 * q + r : d == 1 ? q - r : -q - 2 * r; }

struct HexCut {
  bool hit = false;  // the segment passes through the hex's inside
  Frac in{0, 1}, out{1, 1};
  int inSides = 0, outSides = 0;  // bit d: the point lies on the side towards direction d
};

HexCut cutHex(HexPoint a, HexPoint b, HexPoint c) {
  HexCut k;
  std::int64_t p[3], v[3];
  for (int d = 0; d < 3; ++d) {
    p[d] = hexForm(d, a.x - c.x, a.y - c.y);
    v[d] = hexForm(d, b.x - a.x, b.y - a.y);
    if (v[d] == 0) {
      if (p[d] <= -3 || p[d] >= 3) return k;  // along or outside a pair of sides
      continue;
    }
    Frac t1 = frac(-3 - p[d], v[d]), t2 = frac(3 - p[d], v[d]);
    if (less(t2, t1)) std::swap(t1, t2);
    if (less(k.in, t1)) k.in = t1;
    if (less(t2, k.out)) k.out = t2;
  }
  if (!less(k.in, k.out)) return k;
  k.hit = true;
  for (int d = 0; d < 3; ++d)
    for (int e = 0; e < 2; ++e) {
      const Frac t = e ? k.out : k.in;
      const Wide f = static_cast<Wide>(p[d]) * t.d + static_cast<Wide>(t.n) * v[d];  // f_d · t.d
      int& bits = e ? k.outSides : k.inSides;
      if (f == 3 * static_cast<Wide>(t.d)) bits |= 1 << d;
      if (f == -3 * static_cast<Wide>(t.d)) bits |= 1 << (d + 3);
    }
  return k;
}

bool has(const std::vector<Cell>& v, Cell c) { return std::find(v.begin(), v.end(), c) != v.end(); }

// The centre line from hex a to hex b enters the space through one side (or a corner, on two sides)
// and leaves it through the opposite one: the first entry and the last exit over the space's hexes,
// on sides of the space's outline (not the sides its own hexes share).
bool oppositeThroughHexes(GridShape shape, Cell a, Cell b, const std::vector<Cell>& space) {
  const HexPoint pa = hexCentre(shape, a), pb = hexCentre(shape, b);
  bool any = false;
  Frac in{0, 1}, out{0, 1};
  int inSides = 0, outSides = 0;
  for (Cell h : space) {
    const HexCut k = cutHex(pa, pb, hexCentre(shape, h));
    if (!k.hit) continue;
    int outline = 0;
    for (int d = 0; d < kHexDirections; ++d) outline |= has(space, neighbourAt(shape, h, d)) ? 0 : 1 << d;
    if (!any || less(k.in, in)) in = k.in, inSides = 0;
    if (!any || less(out, k.out)) out = k.out, outSides = 0;
    if (!less(in, k.in)) inSides |= k.inSides & outline;
    if (!less(k.out, out)) outSides |= k.outSides & outline;
    any = true;
  }
  return (((inSides << 3) | (inSides >> 3)) & outSides) != 0;
}

// Is some hex of `c`'s space next to some hex of `enemy`'s across a side with no wall, closed door or
// window? Between neighbouring hexes that is the line of effect (the line between their centres
// crosses only that side); a flanker that is not adjacent fails 4e's adjacency test anyway.
bool hexEffectOrApart(const Scene& scene, const Creature& c, const Creature& enemy) {
  const Grid& g = scene.grid();
  std::vector<Cell> mine, theirs;
  spaceCells(g.shape(), c, mine);
  spaceCells(g.shape(), enemy, theirs);
  bool adjacent = false;
  for (Cell m : mine)
    for (int d = 0; d < kHexDirections; ++d) {
      const Cell n = neighbourAt(g.shape(), m, d);
      if (!has(theirs, n)) continue;
      if (!edgeBlocksMovement(g.edgeBetween(m, n))) return true;
      adjacent = true;
    }
  return !adjacent;
}

// A hex of a flanker's space qualifies: not in the enemy's space, and adjacent to it (4e) or within
// reach of its nearest hex.
bool hexQualifies(const Scene& scene, const Creature& c, Cell h, const std::vector<Cell>& enemy) {
  const Grid& g = scene.grid();
  if (has(enemy, h)) return false;
  Cell near = enemy[0];
  for (Cell e : enemy)
    if (hexDistance(g.shape(), h, e) < hexDistance(g.shape(), h, near)) near = e;
  if (scene.ruleset().position.flank == FlankRule::Adjacent) return hexDistance(g.shape(), h, near) == 1;
  return withinReach({h.x, h.y, 1, 1}, c.reach, c.reachWeapon, {near.x, near.y, 1, 1}, scene.ruleset(), g);
}

FlankCheck flankCheckHex(const Scene& scene, const Creature& attacker, const Creature& ally, const Creature& enemy) {
  FlankCheck out;
  const GridShape shape = scene.grid().shape();
  std::vector<Cell> e, spaces[2];
  spaceCells(shape, enemy, e);
  spaceCells(shape, attacker, spaces[0]);
  spaceCells(shape, ally, spaces[1]);
  bool any[2] = {false, false};
  for (int i = 0; i < 2; ++i)
    for (Cell h : spaces[i]) any[i] = any[i] || hexQualifies(scene, i ? ally : attacker, h, e);
  if (!any[0] || !any[1]) {
    out.reason = scene.ruleset().position.flank == FlankRule::Adjacent ? "not-adjacent" : "not-in-reach";
    return out;
  }
  for (Cell a : spaces[0])
    for (Cell b : spaces[1])
      if (hexQualifies(scene, attacker, a, e) && hexQualifies(scene, ally, b, e) &&
          oppositeThroughHexes(shape, a, b, e)) {
        out.flanks = true;
        out.square = a;
        out.allySquare = b;
        return out;
      }
  out.reason = "not-opposite";
  return out;
}

}  // namespace

bool oppositeThrough(Cell a, Cell b, const Rect& r) {
  return oppositeThroughHalf({2 * a.x + 1, 2 * a.y + 1}, {2 * b.x + 1, 2 * b.y + 1}, r);
}

bool oppositeThroughHalf(Cell a, Cell b, const Rect& r) {
  // Scale 2: square centres are odd coordinates, the box's sides even ones.
  const std::int64_t px = a.x, py = a.y, dx = b.x - a.x, dy = b.y - a.y;
  const std::int64_t x0 = 2 * r.x, x1 = 2 * (r.x + r.w), y0 = 2 * r.y, y1 = 2 * (r.y + r.h);
  Frac enter{0, 1}, exit{1, 1};
  auto slab = [&](std::int64_t p, std::int64_t d, std::int64_t lo, std::int64_t hi) {
    if (d == 0) return p > lo && p < hi;  // running along or outside a side never passes through
    Frac t1 = frac(lo - p, d), t2 = frac(hi - p, d);
    if (less(t2, t1)) std::swap(t1, t2);
    if (less(enter, t1)) enter = t1;
    if (less(t2, exit)) exit = t2;
    return true;
  };
  if (!slab(px, dx, x0, x1) || !slab(py, dy, y0, y1)) return false;
  if (!less(enter, exit)) return false;  // misses the space or only touches it
  const int in = sidesAt(px, py, dx, dy, enter, x0, y0, x1, y1);
  const int out = sidesAt(px, py, dx, dy, exit, x0, y0, x1, y1);
  if (!in || !out) return false;  // a centre inside the space
  return ((in & 1) && (out & 2)) || ((in & 2) && (out & 1)) || ((in & 4) && (out & 8)) || ((in & 8) && (out & 4));
}

const char* flankerProblem(const Scene& scene, const Creature& c, const Creature& enemy) {
  const PositionRules& p = scene.ruleset().position;
  if (p.flank == FlankRule::None) return "no-flanking-rule";
  if (!areEnemies(c, enemy)) return "not-enemies";
  if (p.flankNeedsMeleeAttack && !canMeleeAttack(c)) return "cannot-attack";
  // 4e: "You and your ally must be able to attack the enemy", from a square adjacent to it; a creature
  // of reach 0 (Tiny: "they can't attack adjacent targets") can't, so it doesn't flank.
  if (p.flankNeedsMeleeAttack && p.flank == FlankRule::Adjacent && c.reach <= 0) return "cannot-attack";
  if (p.flankNeedsAwareness && c.isUnawareOf(enemy.id)) return "unaware";
  if (p.flankNeedsThreat && !canThreaten(c)) return "not-threatening";
  if (p.flankNeedsOpportunityActions && c.has(kNoOpportunityActions)) return "no-opportunity-actions";
  if (p.flankNeedsLineOfEffect && scene.grid().shape().hex()) {
    if (!hexEffectOrApart(scene, c, enemy)) return "no-line-of-effect";
  } else if (p.flankNeedsLineOfEffect) {
    Blockers effect(scene.grid(), Blockers::Effect);
    if (!lineBetween(c.space(), enemy.space(), effect).clear) return "no-line-of-effect";
  }
  return nullptr;
}

FlankCheck flankCheck(const Scene& scene, const Creature& attacker, const Creature& ally, const Creature& enemy) {
  FlankCheck out;
  if (&attacker == &ally || attacker.id == ally.id) return out.reason = "same-creature", out;
  if (areEnemies(attacker, ally)) return out.reason = "not-allies", out;
  if (const char* why = flankerProblem(scene, attacker, enemy)) return out.reason = why, out;
  if (const char* why = flankerProblem(scene, ally, enemy)) return out.reason = why, out;
  if (scene.grid().shape().hex()) return flankCheckHex(scene, attacker, ally, enemy);
  const Rect e = enemy.space();
  // Points in half squares: a square's centre, or (below flankEachSquareFrom) the centre of the
  // whole space, "trace an imaginary line between the centers of the creatures' spaces".
  std::vector<Cell> mine, theirs;
  bool bySquare[2] = {true, true};
  for (const auto* pr : {&attacker, &ally}) {
    const bool first = pr == &attacker;
    auto& list = first ? mine : theirs;
    const Rect s = pr->space();
    if (pr->size < scene.ruleset().position.flankEachSquareFrom && s.w * s.h > 1) {
      bySquare[first ? 0 : 1] = false;
      bool any = false;
      for (int y = s.y; y < s.y + s.h && !any; ++y)
        for (int x = s.x; x < s.x + s.w && !any; ++x) any = squareQualifies(scene, *pr, {x, y}, e);
      if (any) list.push_back({2 * s.x + s.w, 2 * s.y + s.h});
      continue;
    }
    for (int y = s.y; y < s.y + s.h; ++y)
      for (int x = s.x; x < s.x + s.w; ++x)
        if (squareQualifies(scene, *pr, {x, y}, e)) list.push_back({2 * x + 1, 2 * y + 1});
  }
  if (mine.empty() || theirs.empty()) {
    out.reason = scene.ruleset().position.flank == FlankRule::Adjacent ? "not-adjacent" : "not-in-reach";
    return out;
  }
  for (Cell a : mine)
    for (Cell b : theirs)
      if (oppositeThroughHalf(a, b, e)) {
        out.flanks = true;
        out.bySquare = bySquare[0];
        out.allyBySquare = bySquare[1];
        if (out.bySquare) out.square = {(a.x - 1) / 2, (a.y - 1) / 2};
        if (out.allyBySquare) out.allySquare = {(b.x - 1) / 2, (b.y - 1) / 2};
        return out;
      }
  out.reason = "not-opposite";
  return out;
}

std::vector<Cell> flankSquares(const Scene& scene, const Creature& attacker, const Creature& ally,
                               const Creature& enemy) {
  std::vector<Cell> out;
  const Grid& g = scene.grid();
  Creature moved = ally;
  moved.squeezedInto = Rect{0, 0, 0, 0};  // tried at other places: its whole space there
  // Only places near the enemy can qualify: within twice the ally's reach (a reach weapon) or adjacent.
  const Milli cell = g.cellSize();
  const int span = static_cast<int>((2 * std::max<Milli>(ally.reach, cell) + cell - 1) / cell) + 1;
  const Rect e = enemy.space();
  const int xFrom = std::max(0, e.x - span - ally.spaceW), yFrom = std::max(0, e.y - span - ally.spaceH);
  const int xTo = std::min(g.width() - ally.spaceW, e.x + e.w + span),
            yTo = std::min(g.height() - ally.spaceH, e.y + e.h + span);
  for (int y = yFrom; y <= yTo; ++y)
    for (int x = xFrom; x <= xTo; ++x) {
      moved.position = {x, y};
      const Rect r = moved.space();
      bool free = true;
      if (g.shape().hex()) {  // the hexes of the ally's space there, and those of everybody else's
        std::vector<Cell> mine, theirs;
        spaceCells(g.shape(), moved, mine);
        for (Cell h : mine) {
          free = free && g.contains(h) && g.terrain(h).ground != Ground::Solid &&
                 (g.terrain(h).ground != Ground::Pit || ally.speeds.fly > 0);
          for (const Creature& c : scene.creatures())
            if (c.id != ally.id && free) spaceCells(g.shape(), c, theirs), free = !has(theirs, h);
        }
        if (free && flankCheck(scene, attacker, moved, enemy).flanks) out.push_back({x, y});
        continue;
      }
      for (int yy = y; yy < y + r.h && free; ++yy)
        for (int xx = x; xx < x + r.w && free; ++xx)
          if (g.terrain({xx, yy}).ground == Ground::Solid) free = false;  // nobody stands in a wall
          else if (g.terrain({xx, yy}).ground == Ground::Pit && ally.speeds.fly <= 0) free = false;  // walkers fall
      for (const Creature& c : scene.creatures())
        if (c.id != ally.id && c.space().overlaps(r)) free = false;
      if (free && flankCheck(scene, attacker, moved, enemy).flanks) out.push_back({x, y});
    }
  return out;
}

}  // namespace footwork
