#include "core/movement/jump.h"

#include <algorithm>
#include <cstdlib>

#include "core/movement/blocking.h"
#include "core/scene/distance.h"

namespace footwork {

int abilityModifier(int score) {
  // Integer division truncates towards zero; the modifier rounds down (9 → −1).
  const int d = score - 10;
  return d >= 0 ? d / 2 : -((-d + 1) / 2);
}

Milli longJumpDistance(int strength, bool runningStart) {
  const Milli full = static_cast<Milli>(std::max(strength, 0)) * kMilliPerFoot;
  return runningStart ? full : full / 2;  // a Milli foot is even, so half of whole feet is exact
}

Milli highJumpHeight(int strength, bool runningStart) {
  const Milli full = static_cast<Milli>(std::max(0, 3 + abilityModifier(strength))) * kMilliPerFoot;
  return runningStart ? full : full / 2;
}

bool longJumpClearsCeiling(Milli distance, Milli creatureHeight, Milli ceiling) {
  return distance + 2 * creatureHeight < 2 * ceiling;
}

Milli longestJumpUnderCeiling(Milli maxDistance, Milli creatureHeight, Milli ceiling, Milli granularity) {
  if (granularity <= 0 || maxDistance < granularity) return 0;
  // distance < 2·(ceiling − height): the largest multiple of granularity strictly below that bound.
  const Milli bound = 2 * (ceiling - creatureHeight);
  if (bound <= granularity) return 0;
  const Milli underBound = ((bound - 1) / granularity) * granularity;
  const Milli capped = (maxDistance / granularity) * granularity;
  return std::min(underBound, capped);
}

Milli lowObstacleLimit(Milli distance, Milli along) {
  if (along < 0 || along > distance) return 0;
  if (2 * along <= distance) return distance / 2;  // "half the jump's distance for the first half"
  return distance - along;                         // "the remaining distance for the second half"
}

namespace {
// A long jump's landing must lie on a straight line (a row, a column or a diagonal) from the take-off.
bool straightLine(Cell a, Cell b) {
  const int dx = std::abs(b.x - a.x), dy = std::abs(b.y - a.y);
  return (dx | dy) != 0 && (dx == 0 || dy == 0 || dx == dy);
}

// The long jump's path from `from`: the distance cleared, the cells flown over and the landing.
bool judgeLongJump(const Scene& scene, const Creature& state, const PathItem& item, const JumpStart& from,
                   const SizeRow& row, StepRecord& rec, int& diagonals) {
  const Ruleset& rules = scene.ruleset();
  const Milli cell = scene.grid().cellSize();
  const Cell at = from.at;
  rec.to = item.cell;
  const Cell d = item.cell - at;
  const int steps = std::max(std::abs(d.x), std::abs(d.y));
  const int diag = std::min(std::abs(d.x), std::abs(d.y));
  // "each foot you clear on the jump costs a foot of movement": the distance cleared, counted
  // on the grid like any other distance (diagonals by the ruleset's rule).
  rec.jumpCleared = static_cast<Milli>(gridSquares(std::abs(d.x), std::abs(d.y), rules.diagonal, diagonals)) * cell;
  // "you cover a number of feet up to your Strength score if you move at least 10 feet on foot
  // immediately before the jump … a standing long jump, you can leap only half that distance"
  rec.jumpMax = longJumpDistance(state.strength, rec.runUp);
  rec.jumpRise = longJumpRise(rec.jumpCleared);
  if (!straightLine(at, item.cell)) {
    rec.fail("not-straight", "A long jump goes in a straight line: along a row, a column or a diagonal.");
    return false;
  }
  if (rec.legal && rec.jumpCleared > rec.jumpMax)
    rec.fail("too-far", "The jump clears " + feetText(rec.jumpCleared) + " but this creature can jump only " +
                            feetText(rec.jumpMax) + (rec.runUp ? "." : " from a standing start."));
  // "when you long jump you go half the distance you jump high, that height plus your height for
  // your size needs to be less than the ceiling"
  if (rec.legal && from.ceiling > 0 && !longJumpClearsCeiling(rec.jumpCleared, row.height, from.ceiling))
    rec.fail("ceiling", "The jump rises " + feetText(rec.jumpRise) + "; with the creature's height of " +
                            feetText(row.height) + " that is not less than the " + feetText(from.ceiling) +
                            " ceiling.");
  // The cells flown over: walls and filled squares stop the jump; low obstacles need a check.
  const Cell unit{d.x > 0 ? 1 : d.x < 0 ? -1 : 0, d.y > 0 ? 1 : d.y < 0 ? -1 : 0};
  Rect space = state.spaceAt(at);
  bool lowObstacle = false;
  const Grid& g = scene.grid();
  const bool ghost = state.passesObstacles();
  for (int k = 0; k < steps && rec.legal; ++k) {
    const Rect next{space.x + unit.x, space.y + unit.y, space.w, space.h};
    Cell where{};
    // In the air: pits and creatures below do not matter; filled squares and walls do.
    StepBlock b = rectBlock(scene, state, next, Mode::Fly, &where);
    bool low = false;
    for (int y = next.y; y < next.y + next.h && b == StepBlock::None; ++y)
      for (int x = next.x; x < next.x + next.w && b == StepBlock::None; ++x) {
        const Cell n{x, y};
        if (space.contains(n)) continue;
        b = crossing(g, n - unit, n, ghost, low, where);
        if (k + 1 < steps && g.terrain(n).obstructed) lowObstacle = true;
      }
    if (b != StepBlock::None) {
      rec.cost.block = b;
      rec.cost.blockCell = where;
      rec.fail(stepBlockName(b), "The jump can't pass " + cellText(where) + ": " + std::string(stepBlockName(b)) + ".");
      return false;
    }
    lowObstacle = lowObstacle || low;
    space = next;
  }
  // The landing: a place the creature can stand on.
  Cell where{};
  const StepBlock landing = positionBlock(scene, state, item.cell, Mode::Walk, &where);
  if (landing != StepBlock::None) {
    rec.cost.block = landing;
    rec.cost.blockCell = where;
    rec.fail(stepBlockName(landing), "The jump can't land at " + cellText(item.cell) + ": " +
                                         std::string(stepBlockName(landing)) + " at " + cellText(where) + ".");
    return false;
  }
  // "you must succeed on a DC 15 Strength (Athletics) check to clear a low obstacle … when you
  // land in difficult terrain, you must succeed on a DC 15 Dexterity (Acrobatics) check to land
  // on your feet … if you fail either check, you land prone"
  if (lowObstacle) rec.cost.checks |= kCheckLowObstacle;
  const Rect land = state.spaceAt(item.cell);
  for (int y = land.y; y < land.y + land.h; ++y)
    for (int x = land.x; x < land.x + land.w; ++x)
      if (!from.space.contains({x, y}) && scene.grid().terrain({x, y}).difficult)
        rec.cost.checks |= kCheckLandingDifficult;
  rec.cost.space = land;
  rec.cost.squeezed = false;
  rec.cost.diagonal = diag > 0;
  rec.cost.squares = static_cast<int>(rec.jumpCleared / cell);
  diagonals += diag;
  return true;
}

// The high jump: the height leapt, the reach above, the ceiling.
void judgeHighJump(const PathItem& item, const JumpStart& from, const Creature& state, const SizeRow& row,
                   StepRecord& rec) {
  // "you leap into the air a number of feet equal to 3 + your Strength modifier (minimum of 0
  // feet) if you move at least 10 feet on foot immediately before the jump … standing … half"
  rec.jumpMax = highJumpHeight(state.strength, rec.runUp);
  rec.jumpCleared = item.height >= 0 ? item.height : rec.jumpMax;
  if (rec.legal && rec.jumpCleared > rec.jumpMax)
    rec.fail("too-high", "The jump asks for " + feetText(rec.jumpCleared) + " but this creature can jump only " +
                             feetText(rec.jumpMax) + (rec.runUp ? " high." : " high from a standing start."));
  // "you can reach above you a distance equal to the height of the jump plus your overhead reach"
  rec.reachAbove = reachAbove(rec.jumpCleared, row.overheadReach);
  if (rec.legal && from.ceiling > 0 && rec.jumpCleared + row.height > from.ceiling)
    rec.fail("ceiling", "A jump of " + feetText(rec.jumpCleared) + " with the creature's height of " +
                            feetText(row.height) + " does not fit under the " + feetText(from.ceiling) + " ceiling.");
}
}  // namespace

bool judgeJump(const Scene& scene, const Creature& state, const PathItem& item, const JumpStart& from, StepRecord& rec,
               int& diagonals) {
  const Ruleset& rules = scene.ruleset();
  const SizeRow& row = rules.row(state.size);
  if (!rules.jumps) {
    rec.fail("no-jump-rules", "Ruleset " + rules.id + " has no jumping rules; jumps are " + "a 5e-fine rule.");
  } else if (state.has(kProne)) {
    rec.fail("prone", "A prone creature can't jump; it must stand up first.");
  } else if (state.cannotMove()) {
    rec.fail("immobile", "The creature can't move in its present condition.");
  }
  if (item.kind == PathItem::Kind::LongJump) return judgeLongJump(scene, state, item, from, row, rec, diagonals);
  judgeHighJump(item, from, state, row, rec);
  return true;
}

}  // namespace footwork
