#include "core/movement/forced.h"

#include <algorithm>
#include <cstdlib>

#include "core/movement/move.h"
#include "core/movement/step.h"
#include "core/position/sight.h"
#include "core/scene/distance.h"

namespace footwork {
namespace {

bool allPit(const Grid& g, const Rect& r) {
  for (int y = r.y; y < r.y + r.h; ++y)
    for (int x = r.x; x < r.x + r.w; ++x)
      if (!g.contains(Cell{x, y}) || g.terrain({x, y}).ground != Ground::Pit) return false;
  return true;
}

std::string blockText(const Scene& scene, const StepCost& c) {
  switch (c.block) {
    case StepBlock::Wall: return "A wall blocks the way.";
    case StepBlock::Corner:
      return "The path can't cross the corner of a wall or filled square at " + cellText(c.blockCell) + ".";
    case StepBlock::Solid: return "The target can't be forced into an obstacle (at " + cellText(c.blockCell) + ").";
    case StepBlock::Creature:
    case StepBlock::FillsSpace:
      return "The target couldn't enter " + scene.creatures()[c.blocker].id + "'s space by walking.";
    case StepBlock::OutOfGrid: return "The target's space would leave the map.";
    default: return "The target couldn't enter that space by walking.";
  }
}

// A space moved one square (a swap's slide or shift to a neighbouring position) crosses the edges and
// corners between each square it enters and the square behind it, as a step does (priceStep): a wall
// or a filled corner there means the creature couldn't make that move by walking. Further moves have
// no path to judge here.
StepBlock oneSquareCrossing(const Grid& g, const Creature& c, Cell from, Cell to, Cell& at) {
  const Cell d = to - from;
  if (std::abs(d.x) > 1 || std::abs(d.y) > 1 || (d.x == 0 && d.y == 0)) return StepBlock::None;
  const Rect a = c.spaceAt(from), b = c.spaceAt(to);
  const bool ghost = c.passesObstacles();
  bool low = false;
  for (int y = b.y; y < b.y + b.h; ++y)
    for (int x = b.x; x < b.x + b.w; ++x) {
      const Cell n{x, y};
      if (a.contains(n) || !a.contains(n - d)) continue;
      if (StepBlock blk = crossing(g, n - d, n, ghost, low, at); blk != StepBlock::None) return blk;
    }
  return StepBlock::None;
}

}  // namespace

ForcedJudge::ForcedJudge(const Scene& scene, const ForcedRequest& req)
    : scene_(scene), req_(req), effect_(scene.grid(), Blockers::Effect) {}

ForcedStep ForcedJudge::step(Cell from, Cell to, int diagonalsBefore, int squaresBefore, ForcedEdge edge) const {
  const Scene& scene = scene_;
  const ForcedRequest& req = req_;
  const Ruleset& rules = scene.ruleset();
  const Grid& g = scene.grid();
  const Creature& target = scene.creatures()[req.target];
  ForcedStep rec;
  rec.from = from;
  rec.to = to;
  auto fail = [&](const std::string& code, const std::string& message) {
    if (rec.legal) {
      rec.legal = false;
      rec.illegal = code;
      rec.message = message;
    }
  };
  const Rect fromSpace = target.spaceAt(from), toSpace = target.spaceAt(to);
  const bool diagonal = isDiagonalStep(from, to);
  rec.squares = diagonal && rules.diagonal == DiagonalRule::Alternating && diagonalsBefore % 2 == 1 ? 2 : 1;
  rec.total = squaresBefore + rec.squares;
  // "If you're forced over a precipice or a pit, you can try to catch yourself" — only when the whole
  // space would be over it: "If only part of a creature's space is over a pit … the creature doesn't fall."
  if (g.contains(toSpace) && allPit(g, toSpace) && !allPit(g, fromSpace)) {
    rec.overEdge = true;
    if (edge == ForcedEdge::Stops) {
      fail("precipice",
           "The target reaches the edge at " + cellText(from) +
               ": it may make a saving throw to catch itself "
               "(10 or higher: it falls prone at the edge and the forced movement ends; lower: it falls).");
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
    fail(stepBlockName(cost.block), blockText(scene, cost));
    rec.blocker = cost.blocker;
  }
  // Pull: "each square you move it must bring it nearer to you"; push: "farther away from you".
  if (req.hasSource && req.kind != ForcedKind::Slide) {
    rec.rangeBefore = rangeSquares(req.source, fromSpace, rules.diagonal);
    rec.rangeAfter = rangeSquares(req.source, toSpace, rules.diagonal);
    if (req.kind == ForcedKind::Pull && rec.rangeAfter >= rec.rangeBefore)
      fail("not-nearer", "Each square of a pull must bring the target nearer: " + std::to_string(rec.rangeBefore) +
                             " squares away before, " + std::to_string(rec.rangeAfter) + " after.");
    if (req.kind == ForcedKind::Push && rec.rangeAfter <= rec.rangeBefore)
      fail("not-farther",
           "Each square of a push must place the target farther away: " + std::to_string(rec.rangeBefore) +
               " squares away before, " + std::to_string(rec.rangeAfter) + " after.");
  }
  // "You must have line of effect to any square you pull, push, or slide a creature into."
  if (req.hasSource && rec.legal) {
    for (int y = toSpace.y; y < toSpace.y + toSpace.h && rec.legal; ++y)
      for (int x = toSpace.x; x < toSpace.x + toSpace.w && rec.legal; ++x) {
        if (fromSpace.contains({x, y})) continue;
        if (!lineBetween(req.source, Rect{x, y, 1, 1}, effect_).clear)
          fail("no-line-of-effect", "There is no line of effect to " + cellText({x, y}) + ".");
      }
  }
  if (req.distance >= 0 && rec.total > req.distance)
    fail("beyond-distance", "The power moves the target " + std::to_string(req.distance) +
                                " squares; this square would be " + std::to_string(rec.total) + ".");
  return rec;
}

bool ForcedJudge::mayEndAt(Cell at, std::string& code, std::string& message, int& blocker) const {
  const Creature& target = scene_.creatures()[req_.target];
  return footwork::mayEndAt(scene_, target, req_.target, target.spaceAt(at), true, code, message, blocker);
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
      const bool diagonal = isDiagonalStep(at, rec.to);
      rec.squares = diagonal && rules.diagonal == DiagonalRule::Alternating && diagonals % 2 == 1 ? 2 : 1;
      rec.total = total + rec.squares;
      rec.legal = false;
      rec.illegal = "after-illegal-step";
      rec.message = "An earlier square of the path can't be taken.";
      out.steps.push_back(rec);
      continue;
    }
    ForcedStep rec = judge.step(at, req.path[i], diagonals, total, ForcedEdge::Stops);
    if (rec.illegal == "precipice") {
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
    if (isDiagonalStep(at, rec.to)) ++diagonals;
    at = rec.to;
    std::string code, message;
    int blocker = -1;
    if (judge.mayEndAt(at, code, message, blocker)) {
      out.stop = at;
      out.stopStep = static_cast<int>(i);
      out.squares = total;
    }
    out.steps.push_back(rec);
  }
  out.canEnd = judge.mayEndAt(at, out.endProblem, out.endMessage, out.endBlocker);
  out.legal = stillLegal && out.canEnd;
  if (out.precipice) out.legal = out.canEnd && out.steps.back().illegal == "precipice";
  return out;
}

SwapOutcome evaluateSwap(const Scene& scene, const SwapRequest& req) {
  SwapOutcome out;
  const Creature& user = scene.creatures()[req.user];
  const Creature& target = scene.creatures()[req.target];
  const Rect userOld = user.space(), targetOld = target.space();
  const Rect targetNew = target.spaceAt(req.targetTo), userNew = user.spaceAt(req.userTo);
  // "You slide the target so that its space overlaps your space"
  if (!targetNew.overlaps(userOld))
    out.fail("no-overlap", "The target's new space must overlap the space of the creature swapping with it.");
  // "and then you shift so your space includes at least one square that the target just left"
  if (!userNew.overlaps(targetOld))
    out.fail("not-in-left-square", "The swapping creature's new space must include a square the target just left.");
  if (targetNew.overlaps(userNew)) out.fail("overlap", "The two creatures would end in the same squares.");
  // Both new spaces must be ones the creatures could enter by walking, without squeezing ("Clear Path").
  Cell where{};
  if (StepBlock b = positionBlock(scene, target, req.targetTo, Mode::Walk, &where); b != StepBlock::None)
    out.fail(stepBlockName(b), "The target can't be slid into " + cellText(req.targetTo) + " (" + stepBlockName(b) +
                                   " at " + cellText(where) + ").");
  if (StepBlock b = positionBlock(scene, user, req.userTo, Mode::Walk, &where); b != StepBlock::None)
    out.fail(stepBlockName(b), "The swapping creature can't shift into " + cellText(req.userTo) + " (" +
                                   stepBlockName(b) + " at " + cellText(where) + ").");
  // "Clear Path": a one-square slide or shift can't cross a wall or a filled corner (the forced query
  // refuses the same step, `wall` / `corner`).
  if (StepBlock b = oneSquareCrossing(scene.grid(), target, target.position, req.targetTo, where); b != StepBlock::None)
    out.fail(stepBlockName(b), "The target can't be slid into " + cellText(req.targetTo) + " (" + stepBlockName(b) +
                                   " at " + cellText(where) + ").");
  if (StepBlock b = oneSquareCrossing(scene.grid(), user, user.position, req.userTo, where); b != StepBlock::None)
    out.fail(stepBlockName(b), "The swapping creature can't shift into " + cellText(req.userTo) + " (" +
                                   stepBlockName(b) + " at " + cellText(where) + ").");
  // The slide needs line of effect to the squares the target is slid into.
  const Blockers effect(scene.grid(), Blockers::Effect);
  for (int y = targetNew.y; y < targetNew.y + targetNew.h; ++y)
    for (int x = targetNew.x; x < targetNew.x + targetNew.w; ++x)
      if (!targetOld.contains({x, y}) && !lineBetween(userOld, Rect{x, y, 1, 1}, effect).clear)
        out.fail("no-line-of-effect", "There is no line of effect to " + cellText({x, y}) + ".");
  // Where they end, judged against everyone else.
  if (out.legal) {
    Scene after = scene;
    after.moveCreature(user.id, req.userTo);
    after.moveCreature(target.id, req.targetTo);
    std::string code, message;
    int blocker = -1;
    for (int who : {req.target, req.user}) {
      const Creature& c = after.creatures()[who];
      if (!mayEndAt(after, c, who, c.space(), true, code, message, blocker)) out.fail(code, message, blocker);
    }
  }
  return out;
}

}  // namespace footwork
