#include "core/movement/step.h"

#include <algorithm>
#include <optional>

#include "core/movement/passage.h"
#include "core/movement/squeeze.h"
#include "core/movement/step_price.h"
#include "core/scene/space.h"

namespace footwork {

const char* stepCheckName(std::uint32_t bit) {
  if (bit == kCheckRoughWater) return "athletics-rough-water";
  if (bit == kCheckSlipperyClimb) return "athletics-slippery-climb";
  if (bit == kCheckLowObstacle) return "athletics-low-obstacle";
  if (bit == kCheckLandingDifficult) return "acrobatics-landing-difficult";
  return "";
}

namespace {
// The cells reached from the cells of `start`, one cell at a time through cells the creature could
// stand in, without crossing a wall or corner: on squares through the bounding box of `a` ∪ `b`; on
// hexes through the hexes of the spaces `a` and `b` themselves (a hex space is not a box, and the
// hexes a space covers before and after the step are the ones it controls). Flooded once per step:
// every cell a squeezing step enters is looked up in it.
class ReachedWithin {
 public:
  ReachedWithin(const Scene& scene, const Creature& mover, Mode mode, const Rect& start, const Rect& a, const Rect& b,
                bool ghost, bool pastOpponents) {
    const GridShape shape = scene.grid().shape();
    const Rect ba = spaceBox(shape, a), bb = spaceBox(shape, b), sb = spaceBox(shape, start);
    x0_ = std::min(ba.x, bb.x), y0_ = std::min(ba.y, bb.y);
    w_ = std::max(ba.x + ba.w, bb.x + bb.w) - x0_, h_ = std::max(ba.y + ba.h, bb.y + bb.h) - y0_;
    auto inRegion = [&](Cell c) { return !shape.hex() || inSpace(shape, a, c) || inSpace(shape, b, c); };
    seen_.assign(static_cast<std::size_t>(w_) * h_, 0);
    std::vector<Cell> todo;
    for (int y = sb.y; y < sb.y + sb.h; ++y)
      for (int x = sb.x; x < sb.x + sb.w; ++x)
        if (inSpace(shape, start, {x, y}) && inBox({x, y}) && inRegion({x, y})) {
          seen_[index({x, y})] = 1;
          todo.push_back({x, y});
        }
    while (!todo.empty()) {
      const Cell c = todo.back();
      todo.pop_back();
      for (int dir = 0; dir < directionCount(shape); ++dir) {
        const Cell n = neighbourAt(shape, c, dir);
        if (!inBox(n)) continue;
        std::uint8_t& mark = seen_[index(n)];
        if (mark || !inRegion(n)) continue;
        bool low = false;
        Cell at{};
        if (rectBlock(scene, mover, Rect{n.x, n.y, 1, 1}, mode, nullptr) != StepBlock::None) continue;
        if (pastOpponents && opponentIn(scene, mover, Rect{n.x, n.y, 1, 1}, mode) >= 0)
          continue;  // past it, not through
        if (crossing(scene.grid(), c, n, ghost, low, at) != StepBlock::None) continue;
        mark = 1;
        todo.push_back(n);
      }
    }
  }
  bool has(Cell c) const { return inBox(c) && seen_[index(c)]; }

 private:
  bool inBox(Cell c) const { return c.x >= x0_ && c.x < x0_ + w_ && c.y >= y0_ && c.y < y0_ + h_; }
  std::size_t index(Cell c) const { return static_cast<std::size_t>(c.y - y0_) * w_ + (c.x - x0_); }
  int x0_ = 0, y0_ = 0, w_ = 0, h_ = 0;
  std::vector<std::uint8_t> seen_;
};
}  // namespace

StepCost priceStep(const Scene& scene, const Creature& mover, int moverIndex, const StepQuery& q) {
  StepCost out;
  const Grid& g = scene.grid();
  const Ruleset& rules = scene.ruleset();
  if (!areNeighbours(g.shape(), q.from, q.to)) {
    out.block = StepBlock::NotAdjacent;
    out.blockCell = q.to;
    return out;
  }
  out.diagonal = isDiagonalStep(g.shape(), q.from, q.to);
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
  const GridShape shape = g.shape();
  const Rect toBox = spaceBox(shape, to);
  const bool hexTo = shape.hex() && to.w > 1;  // the box holds cells outside the space
  const Rect spaceFrom = mover.spaceAt(q.from), spaceTo = mover.spaceAt(q.to);
  const SpaceTest inTo(shape, to), inFrom(shape, from);
  std::optional<ReachedWithin> within;  // a squeezing step's flood, made when first needed
  for (int y = toBox.y; y < toBox.y + toBox.h; ++y)
    for (int x = toBox.x; x < toBox.x + toBox.w; ++x) {
      const Cell n{x, y};
      if ((hexTo && !inTo.has(n)) || inFrom.has(n)) continue;
      const Cell behind = movedLike(shape, n, q.to, q.from);
      if (!shapeChanges && inFrom.has(behind)) {
        if (StepBlock b = crossing(g, behind, n, ghost, lowEdge, out.blockCell); b != StepBlock::None) {
          out.block = b;
          return out;
        }
        continue;
      }
      // Squeezing: the footprint may shift inside the creature's own space (it "controls" that
      // space even while squeezed). Every cell entered must be reachable from the cells it occupied
      // through free cells of its space before and after the step, crossing no wall or corner.
      if (!within) within.emplace(scene, mover, q.mode, from, spaceFrom, spaceTo, ghost, true);
      if (!within->has(n)) {
        out.block = StepBlock::Wall;
        out.blockCell = n;
        // Squeezing past an opponent, only its square was in the way: the creature blocks, not a wall.
        // (Squares: an opponent in the two spaces' bounding box; hexes: in the space entered, else left.)
        int o = -1;
        Cell at{};
        if (shape.hex()) {
          for (const Rect* s : {&spaceTo, &spaceFrom})
            if (o < 0 && (o = opponentIn(scene, mover, *s, q.mode)) >= 0)
              at = firstSharedCell(shape, *s, scene.creatures()[static_cast<std::size_t>(o)].space());
        } else {
          const int bx = std::min(spaceFrom.x, spaceTo.x), by = std::min(spaceFrom.y, spaceTo.y);
          const Rect box{bx, by, std::max(spaceFrom.x + spaceFrom.w, spaceTo.x + spaceTo.w) - bx,
                         std::max(spaceFrom.y + spaceFrom.h, spaceTo.y + spaceTo.h) - by};
          if ((o = opponentIn(scene, mover, box, q.mode)) >= 0) {
            const Rect os = scene.creatures()[static_cast<std::size_t>(o)].space();
            at = {std::max(box.x, os.x), std::max(box.y, os.y)};
          }
        }
        if (o >= 0 && ReachedWithin(scene, mover, q.mode, from, spaceFrom, spaceTo, ghost, false).has(n)) {
          out.block = StepBlock::Creature;
          out.blocker = o;
          out.blockCell = at;
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
  for (int y = toBox.y; y < toBox.y + toBox.h; ++y)
    for (int x = toBox.x; x < toBox.x + toBox.w; ++x) {
      if ((hexTo && !inTo.has({x, y})) || (enteredOnly && inFrom.has({x, y}))) continue;
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
    const Rect os = o.space();
    // (The overlap first: a search prices steps beside crowds through here, and comparing every
    // creature's id took a third of a reachable query among 1,000 creatures, issue 41.)
    if (!spacesOverlap(shape, to, os) || o.id == mover.id) continue;
    bool entersNew = false;               // does the step enter a square of `o` not already shared?
    const Rect ob = spaceBox(shape, os);  // the cells both boxes hold (on squares: both spaces)
    for (int y = std::max(toBox.y, ob.y); y < std::min(toBox.y + toBox.h, ob.y + ob.h) && !entersNew; ++y)
      for (int x = std::max(toBox.x, ob.x); x < std::min(toBox.x + toBox.w, ob.x + ob.w); ++x)
        if (inTo.has({x, y}) && inSpace(shape, os, {x, y}) && !inFrom.has({x, y})) {
          entersNew = true;
          break;
        }
    if (!entersNew) continue;
    if (q.mode == Mode::Burrow) continue;  // beneath them
    const PassVerdict v = passThrough(rules, mover, o);
    if (!v.allowed) {
      out.block = std::string_view(v.why) == "fills-space" ? StepBlock::FillsSpace : StepBlock::Creature;
      out.blocker = i;
      out.blockCell = firstSharedCell(shape, to, os);
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
