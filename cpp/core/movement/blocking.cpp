#include "core/movement/blocking.h"

#include "core/scene/space.h"

namespace footwork {

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
  const GridShape shape = g.shape();
  const Rect box = spaceBox(shape, r);
  const bool hexSpace = shape.hex() && r.w > 1;  // the box holds cells outside the space
  const SpaceTest inR(shape, r);
  if (scene.ruleset().partlyOverPitStands && r.w * r.h > 1) {
    pitsBlock = false;
    bool allPit = true;
    for (int y = box.y; y < box.y + box.h && allPit; ++y)
      for (int x = box.x; x < box.x + box.w; ++x)
        if ((!hexSpace || inR.has({x, y})) && g.terrain({x, y}).ground != Ground::Pit) {
          allPit = false;
          break;
        }
    pitsBlock = allPit;
  }
  for (int y = box.y; y < box.y + box.h; ++y)
    for (int x = box.x; x < box.x + box.w; ++x) {
      if (hexSpace && !inR.has({x, y})) continue;
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
      if (!ghost && wallInsideSpace(g, r, {x, y})) {
        if (where) *where = {x, y};
        return StepBlock::Wall;
      }
    }
  return StepBlock::None;
}

StepBlock crossing(const Grid& g, Cell c, Cell n, bool ghost, bool& lowEdge, Cell& at) {
  if (ghost) return StepBlock::None;
  const Cell d = n - c;
  // A step that is not a diagonal crosses the one side the cells share (every step on hexes).
  if (!isDiagonalStep(g.shape(), c, n)) {
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

}  // namespace footwork
