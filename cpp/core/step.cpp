#include "core/step.h"

#include <algorithm>

#include "core/passage.h"

namespace footwork {
namespace {

constexpr const char* kReasonNames[kStepReasonCount] = {
    "diagonal", "second-diagonal", "difficult", "obstructed", "low-obstacle", "creature-space",
    "crawl",    "climb",           "swim",      "squeeze",    "helpless-body", "ignores-difficult"};

bool ignoresDifficult(const Ruleset& r, const Creature& c, Mode mode) {
  if (c.has(kPhasing) || c.has(kTerrainWalk)) return true;
  if (mode == Mode::Fly && r.flyingIgnoresDifficult) return true;
  if (c.has(kIncorporeal) && r.incorporealIgnoresDifficult) return true;
  return false;
}

// Flyers, incorporeal and phasing creatures pass over or through hampering obstacles (3.x: "can
// avoid most obstacles"; 4e phasing "can move through obstacles"), and burrowers go beneath them.
bool avoidsObstacles(const Creature& c, Mode mode) {
  return mode == Mode::Fly || mode == Mode::Burrow || c.has(kIncorporeal) || c.has(kPhasing);
}
bool passesWalls(const Creature& c) { return c.has(kIncorporeal) || c.has(kPhasing); }

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
  return "";
}

StepBlock positionBlock(const Scene& scene, const Creature& mover, Cell p, Mode mode, Cell* where) {
  const Grid& g = scene.grid();
  const Rect r = mover.spaceAt(p);
  if (!g.contains(r)) {
    if (where) *where = p;
    return StepBlock::OutOfGrid;
  }
  const bool ghost = passesWalls(mover);
  for (int y = r.y; y < r.y + r.h; ++y)
    for (int x = r.x; x < r.x + r.w; ++x) {
      const CellTerrain& t = g.terrain({x, y});
      if (t.ground == Ground::Solid && !ghost && !(mode == Mode::Burrow && t.material == Material::Earth)) {
        if (where) *where = {x, y};
        return StepBlock::Solid;
      }
      if (t.ground == Ground::Pit && mode != Mode::Fly && mode != Mode::Burrow && !ghost) {
        if (where) *where = {x, y};
        return StepBlock::Pit;
      }
      if (mode == Mode::Burrow && !mover.has(kBurrowRock) &&
          (t.material == Material::Rock || t.ground == Ground::Solid)) {
        if (where) *where = {x, y};
        return StepBlock::Rock;
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
  const Rect from = mover.spaceAt(q.from), to = mover.spaceAt(q.to);
  if (StepBlock b = positionBlock(scene, mover, q.to, q.mode, &out.blockCell); b != StepBlock::None) {
    out.block = b;
    return out;
  }
  const bool ghost = passesWalls(mover);
  const bool avoids = avoidsObstacles(mover, q.mode);
  bool lowEdge = false;

  // Edges and corners crossed by the leading cells of the space.
  for (int y = from.y; y < from.y + from.h; ++y)
    for (int x = from.x; x < from.x + from.w; ++x) {
      const Cell c{x, y}, n = c + d;
      if (from.contains(n)) continue;  // interior: the space already covers it
      if (!out.diagonal) {
        const Edge e = g.edgeBetween(c, n);
        if (edgeBlocksMovement(e) && !ghost) {
          out.block = StepBlock::Wall;
          out.blockCell = n;
          return out;
        }
        lowEdge = lowEdge || e == Edge::Low;
        continue;
      }
      // A diagonal crosses the grid vertex between c and n. It may not cross a wall's corner or
      // line there, nor the corner of a filled square ("Corners", every text). Pits do not count:
      // "you can move diagonally past … impassable obstacles, such as pits" (dnd35).
      if (!ghost) {
        const int vx = d.x > 0 ? x + 1 : x, vy = d.y > 0 ? y + 1 : y;
        Edge at[4];
        g.edgesAtVertex(vx, vy, at);
        for (Edge e : at) {
          if (edgeBlocksMovement(e)) {
            out.block = StepBlock::Corner;
            out.blockCell = n;
            return out;
          }
          lowEdge = lowEdge || e == Edge::Low;
        }
        for (Cell side : {Cell{x + d.x, y}, Cell{x, y + d.y}})
          if (g.contains(side) && g.terrain(side).ground == Ground::Solid) {
            out.block = StepBlock::Corner;
            out.blockCell = side;
            return out;
          }
      }
    }
  if (avoids) lowEdge = false;

  // Terrain of the squares that price the step.
  const bool enteredOnly = rules.footprint == TerrainFootprint::Entered;
  int difficult = 0;
  bool obstructed = false, water = false, roughWater = false, slippery = false;
  for (int y = to.y; y < to.y + to.h; ++y)
    for (int x = to.x; x < to.x + to.w; ++x) {
      if (enteredOnly && from.contains({x, y})) continue;
      const CellTerrain& t = g.terrain({x, y});
      difficult = std::max<int>(difficult, t.difficult);
      obstructed = obstructed || t.obstructed;
      water = water || t.water != Water::None;
      roughWater = roughWater || t.water == Water::Rough;
      slippery = slippery || t.climb == ClimbSurface::Slippery;
    }
  (void)water;
  if (q.mode == Mode::Fly || q.mode == Mode::Burrow) roughWater = slippery = false;
  if (avoids) obstructed = false;
  if (q.mode == Mode::Burrow) difficult = 0;  // underground, the surface does not hamper

  // Other creatures in the squares entered.
  bool creatureSpace = false, helplessBody = false;
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
    creatureSpace = true;
    helplessBody = helplessBody || v.hampers;
    if (v.provokes && o.canReact()) out.provokedBy.push_back(i);
  }

  const bool ignoreDifficult = ignoresDifficult(rules, mover, q.mode);
  if (ignoreDifficult && (difficult > 0 || (creatureSpace && rules.creatureSpaceIsDifficult)))
    out.reasons |= kReasonIgnoresDifficult;
  if (ignoreDifficult) difficult = 0;
  const bool spaceDifficult = creatureSpace && rules.creatureSpaceIsDifficult && !ignoreDifficult;
  const bool crawl = q.mode == Mode::Crawl && rules.crawlCostsExtra;
  const bool climbExtra = q.mode == Mode::Climb && rules.climbSwimCostExtra && mover.speeds.climb == 0;
  const bool swimExtra = q.mode == Mode::Swim && rules.climbSwimCostExtra && mover.speeds.swim == 0;

  if (difficult) out.reasons |= kReasonDifficult;
  if (obstructed) out.reasons |= kReasonObstructed;
  if (lowEdge) out.reasons |= kReasonLowObstacle;
  if (spaceDifficult) out.reasons |= kReasonCreatureSpace;
  if (crawl) out.reasons |= kReasonCrawl;
  if (climbExtra) out.reasons |= kReasonClimb;
  if (swimExtra) out.reasons |= kReasonSwim;
  if (q.squeezing) out.reasons |= kReasonSqueeze;
  if (helplessBody) out.reasons |= kReasonHelplessBody;
  if (roughWater && q.mode == Mode::Swim) out.checks |= kCheckRoughWater;
  if (slippery && q.mode == Mode::Climb) out.checks |= kCheckSlipperyClimb;

  // Base: 1 square, or the alternation's 2 for every second diagonal.
  int base = 1;
  if (out.diagonal) {
    out.reasons |= kReasonDiagonal;
    if (rules.diagonal == DiagonalRule::Alternating && q.diagonalsBefore % 2 == 1) {
      base = 2;
      out.reasons |= kReasonSecondDiagonal;
    }
  }
  out.hampered = difficult > 0 || obstructed || lowEdge || spaceDifficult || helplessBody;
  switch (rules.hamper) {
    case HamperRule::ExtraPerFoot: {
      // "Every foot of movement in difficult terrain costs 1 extra foot. This rule is true even if
      // multiple things in a space count as difficult terrain." Crawling, climbing, swimming and
      // squeezing each add one more: crawling in difficult terrain costs 3 feet per foot.
      const int extras = (difficult > 0 || obstructed || lowEdge || spaceDifficult ? 1 : 0) + crawl + climbExtra +
                         swimExtra + (q.squeezing ? 1 : 0);
      out.squares = base * (1 + extras);
      break;
    }
    case HamperRule::Doubling: {
      // Each hampering doubles; a diagonal into a hampered square is 3 squares (×2 per further doubling).
      const int doublings = difficult + (obstructed ? 1 : 0) + (q.squeezing ? 1 : 0) + (helplessBody ? 1 : 0);
      if (doublings == 0)
        out.squares = base;
      else if (out.diagonal && rules.difficultDiagonalCountsThree)
        out.squares = 3 << (doublings - 1);
      else
        out.squares = base << doublings;
      // "each … obstacle between squares counts as 2 squares of movement. You must pay this cost to
      // cross the barrier, in addition to the cost to move into the square on the other side."
      if (lowEdge && rules.lowEdgeIsExtraCrossing) out.squares += 2;
      break;
    }
    case HamperRule::ExtraSquare:
      // "Each square of difficult terrain you enter costs 1 extra square"; a low wall between squares
      // is "just like entering a square of difficult terrain".
      out.squares = base + (difficult > 0 || obstructed || lowEdge ? 1 : 0) + (q.squeezing ? 1 : 0);
      break;
  }
  return out;
}

}  // namespace footwork
