#include "core/movement/forced.h"

#include <algorithm>
#include <cstdlib>

#include "core/movement/move.h"
#include "core/movement/step.h"
#include "core/position/sight.h"
#include "core/ruleset/diagonals.h"
#include "core/scene/distance.h"
#include "core/scene/space.h"

namespace footwork {
namespace {

// The cells of `c`'s space at `at` on any grid (space.h).
std::vector<Cell> cellsAt(const Grid& g, const Creature& c, Cell at) {
  std::vector<Cell> out;
  spaceCells(g.shape(), c, at, out);
  return out;
}
bool holds(const std::vector<Cell>& cells, Cell c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); }
bool meets(const std::vector<Cell>& a, const std::vector<Cell>& b) {
  return std::any_of(a.begin(), a.end(), [&](Cell c) { return holds(b, c); });
}

bool allPit(const Grid& g, const std::vector<Cell>& space) {
  for (Cell c : space)
    if (!g.contains(c) || g.terrain(c).ground != Ground::Pit) return false;
  return true;
}

// "You must have line of effect to any square you pull, push, or slide a creature into": from the
// source (a space: its Rect on squares, its hexes on hex grids) to the cell.
bool effectReaches(const Grid& g, const Rect& source, const std::vector<Cell>& sourceHexes, Cell c,
                   const Blockers& effect) {
  if (g.shape().hex()) return hexLineBetween(sourceHexes, {c}, effect).clear;
  return lineBetween(source, Rect{c.x, c.y, 1, 1}, effect).clear;
}

// A space moved one square (a swap's slide or shift to a neighbouring position) crosses the edges and
// corners between each square it enters and the square behind it, as a step does (priceStep): a wall
// or a filled corner there means the creature couldn't make that move by walking. On hexes the whole
// space moves one step in the cube direction between the anchors, so each hex entered is entered across
// its side towards that direction (core/scene/space.h, geometry.h movedLike). Further moves have no path
// to judge here.
StepBlock oneSquareCrossing(const Grid& g, const Creature& c, Cell from, Cell to, Cell& at) {
  const GridShape shape = g.shape();
  if (!areNeighbours(shape, from, to)) return StepBlock::None;
  const Rect a = c.spaceAt(from);
  const bool ghost = c.passesObstacles();
  bool low = false;
  std::vector<Cell> entered;
  spaceCells(shape, c, to, entered);
  for (const Cell n : entered) {
    const Cell behind = movedLike(shape, n, to, from);
    if (inSpace(shape, a, n) || !inSpace(shape, a, behind)) continue;
    if (StepBlock blk = crossing(g, behind, n, ghost, low, at); blk != StepBlock::None) return blk;
  }
  return StepBlock::None;
}

}  // namespace

ForcedJudge::ForcedJudge(const Scene& scene, const ForcedRequest& req)
    : scene_(scene), req_(req), effect_(scene.grid(), Blockers::Effect) {
  if (req.sourceIndex >= 0) spaceCells(scene.grid().shape(), scene.creatures()[req.sourceIndex], sourceHexes_);
  else sourceHexes_.push_back({req.source.x, req.source.y});
}

ForcedStep ForcedJudge::step(Cell from, Cell to, int diagonalsBefore, int squaresBefore, ForcedEdge edge) const {
  const Scene& scene = scene_;
  const ForcedRequest& req = req_;
  const Ruleset& rules = scene.ruleset();
  const Grid& g = scene.grid();
  const Creature& target = scene.creatures()[req.target];
  ForcedStep rec;
  rec.from = from;
  rec.to = to;
  auto fail = [&](const Reason& why) {
    if (rec.legal) {
      rec.legal = false;
      rec.why = why;
    }
  };
  auto ranges = [&](Refusal code) {
    Reason why = refusal(code);
    why.before = rec.rangeBefore;
    why.after = rec.rangeAfter;
    return why;
  };
  const Rect fromSpace = target.spaceAt(from), toSpace = target.spaceAt(to);
  const std::vector<Cell> fromCells = cellsAt(g, target, from), toCells = cellsAt(g, target, to);
  const bool diagonal = isDiagonalStep(g.shape(), from, to);
  rec.squares = diagonal ? diagonalSquares(rules.diagonal, diagonalsBefore, 1) : 1;
  rec.total = squaresBefore + rec.squares;
  // "If you're forced over a precipice or a pit, you can try to catch yourself" — only when the whole
  // space would be over it: "If only part of a creature's space is over a pit … the creature doesn't fall."
  if (allPit(g, toCells) && !allPit(g, fromCells)) {
    rec.overEdge = true;
    if (edge == ForcedEdge::Stops) {
      Reason why = refusal(Refusal::ForcedPrecipice);
      why.at = from;
      fail(why);
      return rec;
    }
  }
  // "Clear Path": a space it could enter by walking, never an obstacle, never squeezing. Priced as a
  // flight only so that part of a large space may hang over a pit; walls, corners, filled squares
  // and creatures that may not be passed still stop it. Terrain costs are ignored ("Ignore
  // Difficult Terrain"), and nothing provokes ("No Opportunity Attacks").
  StepQuery q{from, to, Mode::Fly, diagonalsBefore, false};
  q.canSqueeze = false;
  Creature walker = target;
  const StepCost cost = priceStep(scene, walker, req.target, q);
  if (cost.block != StepBlock::None) {
    fail(blockedAt(Refusal::ForcedBlocked, cost.block, from, to, cost.blockCell, cost.blocker));
    rec.blocker = cost.blocker;
  }
  // Pull: "each square you move it must bring it nearer to you"; push: "farther away from you".
  if (req.hasSource && req.kind != ForcedKind::Slide) {
    rec.rangeBefore = rangeSquares(g, req.source, fromSpace, rules.diagonal);
    rec.rangeAfter = rangeSquares(g, req.source, toSpace, rules.diagonal);
    if (req.kind == ForcedKind::Pull && rec.rangeAfter >= rec.rangeBefore) fail(ranges(Refusal::ForcedNotNearer));
    if (req.kind == ForcedKind::Push && rec.rangeAfter <= rec.rangeBefore) fail(ranges(Refusal::ForcedNotFarther));
  }
  // "You must have line of effect to any square you pull, push, or slide a creature into."
  if (req.hasSource && rec.legal) {
    for (Cell c : toCells)
      if (!holds(fromCells, c) && !effectReaches(g, req.source, sourceHexes_, c, effect_)) {
        Reason why = refusal(Refusal::NoLineOfEffect);
        why.at = c;
        fail(why);
        break;
      }
  }
  if (req.distance >= 0 && rec.total > req.distance) {
    Reason why = refusal(Refusal::ForcedBeyondDistance);
    why.before = req.distance;
    why.after = rec.total;
    fail(why);
  }
  return rec;
}

bool ForcedJudge::mayEndAt(Cell at, Reason& why) const {
  const Creature& target = scene_.creatures()[req_.target];
  return footwork::mayEndAt(scene_, target, req_.target, target.spaceAt(at), true, why);
}

Result<ForcedOutcome> evaluateForced(const Scene& scene, const ForcedRequest& req) {
  const Ruleset& rules = scene.ruleset();
  const Creature& target = scene.creatures()[req.target];
  ForcedOutcome out;
  Cell at = target.position;
  out.stop = at;
  int total = 0, diagonals = 0;
  bool stillLegal = true;
  const ForcedJudge judge(scene, req);

  for (std::size_t i = 0; i < req.path.size(); ++i) {
    if (!stillLegal) {
      ForcedStep rec;
      rec.from = at;
      rec.to = req.path[i];
      const bool diagonal = isDiagonalStep(scene.grid().shape(), at, rec.to);
      rec.squares = diagonal ? diagonalSquares(rules.diagonal, diagonals, 1) : 1;
      rec.total = total + rec.squares;
      rec.legal = false;
      rec.why = refusal(Refusal::ForcedAfterIllegalStep);
      out.steps.push_back(rec);
      continue;
    }
    ForcedStep rec = judge.step(at, req.path[i], diagonals, total, ForcedEdge::Stops);
    if (rec.why.code == Refusal::ForcedPrecipice) {
      out.precipice = true;
      out.overEdge = rec.to;
      if (req.pitDepth > 0 && rules.falling.available) {
        out.hasFall = true;
        out.fall = fallDamage(rules.falling, req.pitDepth, false);
      }
      out.steps.push_back(rec);
      stillLegal = false;
      continue;
    }
    if (!rec.legal) {
      stillLegal = false;
      out.steps.push_back(rec);
      continue;
    }
    total = rec.total;
    if (isDiagonalStep(scene.grid().shape(), at, rec.to)) ++diagonals;
    at = rec.to;
    Reason why;
    if (judge.mayEndAt(at, why)) {
      out.stop = at;
      out.stopStep = static_cast<int>(i);
      out.squares = total;
    }
    out.steps.push_back(rec);
  }
  out.canEnd = judge.mayEndAt(at, out.endProblem);
  out.endBlocker = out.canEnd ? -1 : out.endProblem.creature;
  out.legal = stillLegal && out.canEnd;
  if (out.precipice) out.legal = out.canEnd && out.steps.back().why.code == Refusal::ForcedPrecipice;
  return out;
}

SwapOutcome evaluateSwap(const Scene& scene, const SwapRequest& req) {
  SwapOutcome out;
  const Creature& user = scene.creatures()[req.user];
  const Creature& target = scene.creatures()[req.target];
  const Grid& g = scene.grid();
  const std::vector<Cell> userOld = cellsAt(g, user, user.position), targetOld = cellsAt(g, target, target.position);
  const std::vector<Cell> targetNew = cellsAt(g, target, req.targetTo), userNew = cellsAt(g, user, req.userTo);
  // "You slide the target so that its space overlaps your space"
  if (!meets(targetNew, userOld)) out.fail(refusal(Refusal::SwapNoOverlap));
  // "and then you shift so your space includes at least one square that the target just left"
  if (!meets(userNew, targetOld)) out.fail(refusal(Refusal::SwapNotInLeftSquare));
  if (meets(targetNew, userNew)) out.fail(refusal(Refusal::SwapOverlap));
  // Both new spaces must be ones the creatures could enter by walking, without squeezing ("Clear Path").
  Cell where{};
  if (StepBlock b = positionBlock(scene, target, req.targetTo, Mode::Walk, &where); b != StepBlock::None)
    out.fail(blockedAt(Refusal::SwapTargetBlocked, b, target.position, req.targetTo, where));
  if (StepBlock b = positionBlock(scene, user, req.userTo, Mode::Walk, &where); b != StepBlock::None)
    out.fail(blockedAt(Refusal::SwapUserBlocked, b, user.position, req.userTo, where));
  // "Clear Path": a one-square slide or shift can't cross a wall or a filled corner (the forced query
  // refuses the same step, `wall` / `corner`).
  if (StepBlock b = oneSquareCrossing(scene.grid(), target, target.position, req.targetTo, where); b != StepBlock::None)
    out.fail(blockedAt(Refusal::SwapTargetBlocked, b, target.position, req.targetTo, where));
  if (StepBlock b = oneSquareCrossing(scene.grid(), user, user.position, req.userTo, where); b != StepBlock::None)
    out.fail(blockedAt(Refusal::SwapUserBlocked, b, user.position, req.userTo, where));
  // The slide needs line of effect to the squares the target is slid into.
  const Blockers effect(g, Blockers::Effect);
  for (Cell c : targetNew)
    if (!holds(targetOld, c) && !effectReaches(g, user.space(), userOld, c, effect)) {
      Reason why = refusal(Refusal::NoLineOfEffect);
      why.at = c;
      out.fail(why);
    }
  // Where they end, judged against everyone else.
  if (out.legal) {
    Scene after = scene;
    after.moveCreature(user.id, req.userTo);
    after.moveCreature(target.id, req.targetTo);
    for (int who : {req.target, req.user}) {
      const Creature& c = after.creatures()[who];
      Reason why;
      if (!mayEndAt(after, c, who, c.space(), true, why)) out.fail(why, why.creature);
    }
  }
  return out;
}

}  // namespace footwork
