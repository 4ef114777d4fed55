#include "core/movement/step.h"

#include <algorithm>

#include "core/movement/passage.h"
#include "core/movement/squeeze.h"
#include "core/movement/step_price.h"

namespace footwork {
namespace {

constexpr const char* kReasonNames[kStepReasonCount] = {
    "diagonal", "second-diagonal", "difficult", "obstructed", "low-obstacle", "creature-space",
    "crawl",    "climb",           "swim",      "squeeze",    "helpless-body", "ignores-difficult"};

}  // namespace

const char* stepReasonName(std::uint32_t bit) {
  for (int i = 0; i < kStepReasonCount; ++i)
    if (bit == (1u << i)) return kReasonNames[i];
  return "";
}

const char* stepBlockName(StepBlock b) {
  switch (b) {
    case StepBlock::None: return "none";
    case StepBlock::NotAdjacent: return "not-adjacent";
    case StepBlock::OutOfGrid: return "out-of-grid";
    case StepBlock::Wall: return "wall";
    case StepBlock::Solid: return "solid";
    case StepBlock::Pit: return "pit";
    case StepBlock::Corner: return "corner";
    case StepBlock::Creature: return "creature";
    case StepBlock::FillsSpace: return "fills-space";
    case StepBlock::NoSpeed: return "no-speed";
    case StepBlock::Rock: return "rock";
    case StepBlock::Immobile: return "immobile";
  }
  return "";
}

const char* stepCheckName(std::uint32_t bit) {
  if (bit == kCheckRoughWater) return "athletics-rough-water";
  if (bit == kCheckSlipperyClimb) return "athletics-slippery-climb";
  if (bit == kCheckLowObstacle) return "athletics-low-obstacle";
  if (bit == kCheckLandingDifficult) return "acrobatics-landing-difficult";
  return "";
}

StepBlock positionBlock(const Scene& scene, const Creature& mover, Cell p, Mode mode, Cell* where) {
  return rectBlock(scene, mover, mover.spaceAt(p), mode, where);
}

StepBlock rectBlock(const Scene& scene, const Creature& mover, const Rect& r, Mode mode, Cell* where) {
  const Grid& g = scene.grid();
  if (!g.contains(r)) {
    if (where) *where = {r.x, r.y};
    return StepBlock::OutOfGrid;
  }
  const bool ghost = mover.passesObstacles();
  // 4e: "If only part of a creature's space is over a pit or a precipice, the creature doesn't fall",
  // so there a walker may stand with part of its space over a pit, but not all of it.
  bool pitsBlock = true;
  if (scene.ruleset().partlyOverPitStands && r.w * r.h > 1) {
    pitsBlock = false;
    bool allPit = true;
    for (int y = r.y; y < r.y + r.h && allPit; ++y)
      for (int x = r.x; x < r.x + r.w; ++x)
        if (g.terrain({x, y}).ground != Ground::Pit) {
          allPit = false;
          break;
        }
    pitsBlock = allPit;
  }
  for (int y = r.y; y < r.y + r.h; ++y)
    for (int x = r.x; x < r.x + r.w; ++x) {
      const CellTerrain& t = g.terrain({x, y});
      if (mode == Mode::Burrow && !ghost) {
        // "a creature that has a burrowing speed can use that speed to move through sand, earth, mud,
        // or ice"; "a creature cannot burrow through solid rock unless it has a special trait that
        // allows it to do so". The cell's material decides, whether the cell is open or filled.
        if (t.material == Material::Rock && !mover.has(kBurrowRock)) {
          if (where) *where = {x, y};
          return StepBlock::Rock;
        }
      } else if (t.ground == Ground::Solid && !ghost) {
        if (where) *where = {x, y};
        return StepBlock::Solid;
      }
      // Phasing lets a creature "move through obstacles and other creatures" (4e), not walk on air:
      // a pit is a drop ("a precipitous drop"), not an obstacle, so it still stops a phasing walker.
      if (t.ground == Ground::Pit && pitsBlock && mode != Mode::Fly && mode != Mode::Burrow &&
          !mover.has(kIncorporeal)) {
        if (where) *where = {x, y};
        return StepBlock::Pit;
      }
      // A wall may not run through the creature's own space.
      if (!ghost && x + 1 < r.x + r.w && edgeBlocksMovement(g.verticalEdge(x + 1, y))) {
        if (where) *where = {x, y};
        return StepBlock::Wall;
      }
      if (!ghost && y + 1 < r.y + r.h && edgeBlocksMovement(g.horizontalEdge(x, y + 1))) {
        if (where) *where = {x, y};
        return StepBlock::Wall;
      }
    }
  return StepBlock::None;
}

StepBlock crossing(const Grid& g, Cell c, Cell n, bool ghost, bool& lowEdge, Cell& at) {
  if (ghost) return StepBlock::None;
  const Cell d = n - c;
  if (d.x == 0 || d.y == 0) {
    const Edge e = g.edgeBetween(c, n);
    if (edgeBlocksMovement(e)) {
      at = n;
      return StepBlock::Wall;
    }
    lowEdge = lowEdge || e == Edge::Low;
    return StepBlock::None;
  }
  // A diagonal crosses the grid vertex between c and n; no wall may touch it.
  const int vx = d.x > 0 ? c.x + 1 : c.x, vy = d.y > 0 ? c.y + 1 : c.y;
  Edge around[4];
  g.edgesAtVertex(vx, vy, around);
  for (Edge e : around) {
    if (edgeBlocksMovement(e)) {
      at = n;
      return StepBlock::Corner;
    }
    lowEdge = lowEdge || e == Edge::Low;
  }
  for (Cell side : {Cell{c.x + d.x, c.y}, Cell{c.x, c.y + d.y}})
    if (g.contains(side) && g.terrain(side).ground == Ground::Solid) {
      at = side;
      return StepBlock::Corner;
    }
  return StepBlock::None;
}

namespace {
// Whether `target` can be reached from the cells of `start`, one cell at a time through cells of the
// bounding box of `a` ∪ `b` that the creature could stand in, without crossing a wall or corner.
bool reachedWithin(const Scene& scene, const Creature& mover, Mode mode, const Rect& start, const Rect& a,
                   const Rect& b, Cell target, bool ghost, bool pastOpponents = true) {
  const int x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
  const int x1 = std::max(a.x + a.w, b.x + b.w), y1 = std::max(a.y + a.h, b.y + b.h);
  const int w = x1 - x0, h = y1 - y0;
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(w) * h, 0);
  std::vector<Cell> todo;
  for (int y = start.y; y < start.y + start.h; ++y)
    for (int x = start.x; x < start.x + start.w; ++x)
      if (x >= x0 && x < x1 && y >= y0 && y < y1) {
        seen[(y - y0) * w + (x - x0)] = 1;
        todo.push_back({x, y});
      }
  while (!todo.empty()) {
    const Cell c = todo.back();
    todo.pop_back();
    if (c == target) return true;
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        const Cell n{c.x + dx, c.y + dy};
        if ((dx | dy) == 0 || n.x < x0 || n.y < y0 || n.x >= x1 || n.y >= y1) continue;
        std::uint8_t& mark = seen[(n.y - y0) * w + (n.x - x0)];
        if (mark) continue;
        bool low = false;
        Cell at{};
        if (rectBlock(scene, mover, Rect{n.x, n.y, 1, 1}, mode, nullptr) != StepBlock::None) continue;
        if (pastOpponents && opponentIn(scene, mover, Rect{n.x, n.y, 1, 1}, mode) >= 0) continue;  // past it, not through
        if (crossing(scene.grid(), c, n, ghost, low, at) != StepBlock::None) continue;
        mark = 1;
        todo.push_back(n);
      }
  }
  return false;
}
}  // namespace

StepCost priceStep(const Scene& scene, const Creature& mover, int moverIndex, const StepQuery& q) {
  StepCost out;
  const Grid& g = scene.grid();
  const Ruleset& rules = scene.ruleset();
  if (!isNeighbour(q.from, q.to)) {
    out.block = StepBlock::NotAdjacent;
    out.blockCell = q.to;
    return out;
  }
  const Cell d = q.to - q.from;
  out.diagonal = d.x != 0 && d.y != 0;
  // The cells occupied before and after: the creature's space, or a squeezed footprint inside it.
  const Footprint fromFp = footprintAt(scene, mover, q.from, q.mode, q.canSqueeze);
  const Footprint toFp = footprintAt(scene, mover, q.to, q.mode, q.canSqueeze);
  if (toFp.block != StepBlock::None) {
    out.block = toFp.block;
    out.blockCell = toFp.where;
    return out;
  }
  const Rect from = fromFp.block == StepBlock::None ? fromFp.rect : mover.spaceAt(q.from);
  const Rect to = toFp.rect;
  out.space = to;
  out.squeezed = toFp.squeezed;
  const bool ghost = mover.passesObstacles();
  bool lowEdge = false;

  // Edges and corners crossed by the leading edge of the space: every cell entered for the first
  // time is entered from the cell behind it (a wall on that line blocks: walls anywhere on the
  // leading edge block a big creature). Squeezing changes the footprint's shape; see below.
  const bool shapeChanges = fromFp.squeezed || toFp.squeezed;
  for (int y = to.y; y < to.y + to.h; ++y)
    for (int x = to.x; x < to.x + to.w; ++x) {
      const Cell n{x, y};
      if (from.contains(n)) continue;
      const Cell behind = n - d;
      if (!shapeChanges && from.contains(behind)) {
        if (StepBlock b = crossing(g, behind, n, ghost, lowEdge, out.blockCell); b != StepBlock::None) {
          out.block = b;
          return out;
        }
        continue;
      }
      // Squeezing: the footprint may shift inside the creature's own space (it "controls" that
      // space even while squeezed). Every cell entered must be reachable from the cells it occupied
      // through free cells of its space before and after the step, crossing no wall or corner.
      const Rect spaceFrom = mover.spaceAt(q.from), spaceTo = mover.spaceAt(q.to);
      if (!reachedWithin(scene, mover, q.mode, from, spaceFrom, spaceTo, n, ghost)) {
        out.block = StepBlock::Wall;
        out.blockCell = n;
        // Squeezing past an opponent, only its square was in the way: the creature blocks, not a wall.
        const int bx = std::min(spaceFrom.x, spaceTo.x), by = std::min(spaceFrom.y, spaceTo.y);
        const Rect box{bx, by, std::max(spaceFrom.x + spaceFrom.w, spaceTo.x + spaceTo.w) - bx,
                       std::max(spaceFrom.y + spaceFrom.h, spaceTo.y + spaceTo.h) - by};
        if (const int o = opponentIn(scene, mover, box, q.mode);
            o >= 0 && reachedWithin(scene, mover, q.mode, from, spaceFrom, spaceTo, n, ghost, false)) {
          const Rect os = scene.creatures()[static_cast<std::size_t>(o)].space();
          out.block = StepBlock::Creature;
          out.blocker = o;
          out.blockCell = {std::max(box.x, os.x), std::max(box.y, os.y)};
        }
        return out;
      }
    }

  // Terrain of the squares that price the step.
  const bool enteredOnly = rules.footprint == TerrainFootprint::Entered;
  StepTerms terms;
  terms.mode = q.mode;
  terms.diagonal = out.diagonal;
  terms.oddDiagonals = q.diagonalsBefore % 2 == 1;
  terms.lowEdge = lowEdge;
  bool roughWater = false, slippery = false;
  for (int y = to.y; y < to.y + to.h; ++y)
    for (int x = to.x; x < to.x + to.w; ++x) {
      if (enteredOnly && from.contains({x, y})) continue;
      const CellTerrain& t = g.terrain({x, y});
      terms.difficult = std::max<int>(terms.difficult, t.difficult);
      terms.obstructed = terms.obstructed || t.obstructed;
      roughWater = roughWater || t.water == Water::Rough;
      slippery = slippery || t.climb == ClimbSurface::Slippery;
    }
  if (q.mode == Mode::Fly || q.mode == Mode::Burrow) roughWater = slippery = false;

  // Other creatures in the squares entered.
  const auto& others = scene.creatures();
  for (int i = 0; i < static_cast<int>(others.size()); ++i) {
    if (i == moverIndex) continue;
    const Creature& o = others[i];
    if (o.id == mover.id) continue;
    const Rect os = o.space();
    if (!to.overlaps(os)) continue;
    bool entersNew = false;  // does the step enter a square of `o` not already shared?
    for (int y = std::max(to.y, os.y); y < std::min(to.y + to.h, os.y + os.h) && !entersNew; ++y)
      for (int x = std::max(to.x, os.x); x < std::min(to.x + to.w, os.x + os.w); ++x)
        if (!from.contains({x, y})) {
          entersNew = true;
          break;
        }
    if (!entersNew) continue;
    if (q.mode == Mode::Burrow) continue;  // beneath them
    const PassVerdict v = passThrough(rules, mover, o);
    if (!v.allowed) {
      out.block = std::string_view(v.why) == "fills-space" ? StepBlock::FillsSpace : StepBlock::Creature;
      out.blocker = i;
      out.blockCell = {std::max(to.x, os.x), std::max(to.y, os.y)};
      return out;
    }
    // Creatures smaller than a square share it, each in its own part (a Tiny creature's space is
    // 2½ by 2½ ft, a quarter of a 5-ft square): entering the shared square is not entering the
    // other's space, so it is not "the space of another creature" that counts as difficult terrain.
    if (!bothShareCells(mover, o)) terms.creatureSpace = true;
    terms.helplessBody = terms.helplessBody || v.hampers;
    if (v.provokes && canMakeOpportunityAttack(o)) out.provokedBy.push_back(i);
  }
  terms.squeeze = out.squeezed || q.squeezing;

  const StepPrice price = stepPrice(rules, mover, terms);
  out.squares = price.squares;
  out.hampered = price.hampered;
  out.reasons |= price.reasons;
  if (rules.climbSwimChecks && roughWater && q.mode == Mode::Swim) out.checks |= kCheckRoughWater;
  if (rules.climbSwimChecks && slippery && q.mode == Mode::Climb) out.checks |= kCheckSlipperyClimb;
  return out;
}

}  // namespace footwork
