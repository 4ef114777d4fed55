#include "core/movement/jump.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "core/movement/blocking.h"
#include "core/scene/distance.h"
#include "core/scene/space.h"

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
// Farther or higher than the creature can jump: what it asks (`cost`), the most (`limit`), the run-up.
Reason tooMuch(Refusal code, const StepRecord& rec) {
  Reason why = refusal(code);
  why.cost = rec.jumpCleared;
  why.limit = rec.jumpMax;
  why.runUp = rec.runUp;
  return why;
}

// The jump (`rise`, a long jump's height or a high jump's) with the creature's height does not fit
// under the ceiling.
Reason underCeiling(Refusal code, Milli rise, const SizeRow& row, const JumpStart& from) {
  Reason why = refusal(code);
  why.cost = rise;
  why.height = row.height;
  why.limit = from.ceiling;
  return why;
}

bool judgeLongJump(const Scene& scene, const Creature& state, const PathItem& item, const JumpStart& from,
                   const SizeRow& row, StepRecord& rec, int& diagonals) {
  const Ruleset& rules = scene.ruleset();
  const Milli cell = scene.grid().cellSize();
  const Cell at = from.at;
  rec.to = item.cell;
  const Cell d = item.cell - at;
  const GridShape shape = scene.grid().shape();
  const bool hex = shape.hex();
  // On hexes "in a straight line" is one of the six directions (one cube coordinate stays put) and
  // the distance cleared is counted in hexes, which have no diagonals.
  const int steps = hex ? hexDistance(shape, at, item.cell) : std::max(std::abs(d.x), std::abs(d.y));
  const int diag = hex ? 0 : std::min(std::abs(d.x), std::abs(d.y));
  int hexDir = -1;
  if (hex && steps > 0) {
    const Cube p = toCube(shape, at), q = toCube(shape, item.cell);
    if (p.q == q.q || p.r == q.r || p.s == q.s)
      hexDir = directionBetween(
          shape, at,
          fromCube(shape, {p.q + (q.q - p.q) / steps, p.r + (q.r - p.r) / steps, p.s + (q.s - p.s) / steps}));
  }
  // "each foot you clear on the jump costs a foot of movement": the distance cleared, counted
  // on the grid like any other distance (diagonals by the ruleset's rule).
  rec.jumpCleared =
      static_cast<Milli>(hex ? steps : gridSquares(std::abs(d.x), std::abs(d.y), rules.diagonal, diagonals)) * cell;
  // "you cover a number of feet up to your Strength score if you move at least 10 feet on foot
  // immediately before the jump … a standing long jump, you can leap only half that distance"
  rec.jumpMax = longJumpDistance(state.strength, rec.runUp);
  rec.jumpRise = longJumpRise(rec.jumpCleared);
  if (hex ? hexDir < 0 : !straightLine(at, item.cell)) {
    rec.fail(refusal(hex ? Refusal::JumpNotHexLine : Refusal::JumpNotStraight));
    return false;
  }
  if (rec.legal && rec.jumpCleared > rec.jumpMax) rec.fail(tooMuch(Refusal::JumpTooFar, rec));
  // "when you long jump you go half the distance you jump high, that height plus your height for
  // your size needs to be less than the ceiling"
  if (rec.legal && from.ceiling > 0 && !longJumpClearsCeiling(rec.jumpCleared, row.height, from.ceiling))
    rec.fail(underCeiling(Refusal::JumpLongCeiling, rec.jumpRise, row, from));
  // The cells flown over: walls and filled squares stop the jump; low obstacles need a check.
  const Cell unit{d.x > 0 ? 1 : d.x < 0 ? -1 : 0, d.y > 0 ? 1 : d.y < 0 ? -1 : 0};
  Rect space = state.spaceAt(at);
  bool lowObstacle = false;
  const Grid& g = scene.grid();
  const bool ghost = state.passesObstacles();
  std::vector<Cell> was, now;
  Cell cur = at;
  for (int k = 0; k < steps && rec.legal; ++k) {
    const Rect next{space.x + unit.x, space.y + unit.y, space.w, space.h};
    Cell where{};
    // In the air: pits and creatures below do not matter; filled squares and walls do.
    StepBlock b = hex ? positionBlock(scene, state, neighbourAt(shape, cur, hexDir), Mode::Fly, &where)
                      : rectBlock(scene, state, next, Mode::Fly, &where);
    bool low = false;
    if (hex) {  // each hex of the space entered, across its side towards the jump's direction
      spaceCells(shape, state, cur, was);
      cur = neighbourAt(shape, cur, hexDir);
      spaceCells(shape, state, cur, now);
      for (Cell n : now)
        if (b == StepBlock::None && std::find(was.begin(), was.end(), n) == was.end()) {
          b = crossing(g, neighbourAt(shape, n, (hexDir + 3) % kHexDirections), n, ghost, low, where);
          if (k + 1 < steps && g.terrain(n).obstructed) lowObstacle = true;
        }
    }
    for (int y = next.y; y < next.y + next.h && b == StepBlock::None && !hex; ++y)
      for (int x = next.x; x < next.x + next.w && b == StepBlock::None; ++x) {
        const Cell n{x, y};
        if (space.contains(n)) continue;
        b = crossing(g, n - unit, n, ghost, low, where);
        if (k + 1 < steps && g.terrain(n).obstructed) lowObstacle = true;
      }
    if (b != StepBlock::None) {
      rec.cost.block = b;
      rec.cost.blockCell = where;
      rec.fail(blockedAt(Refusal::JumpBlockedOnTheWay, b, at, item.cell, where));
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
    rec.fail(blockedAt(Refusal::JumpLandingBlocked, landing, at, item.cell, where));
    return false;
  }
  // "you must succeed on a DC 15 Strength (Athletics) check to clear a low obstacle … when you
  // land in difficult terrain, you must succeed on a DC 15 Dexterity (Acrobatics) check to land
  // on your feet … if you fail either check, you land prone"
  if (lowObstacle) rec.cost.checks |= kCheckLowObstacle;
  // The landing space's cells (a hex space's hexes, never its box) outside the take-off space.
  const Rect land = state.spaceAt(item.cell);
  spaceCells(shape, land, now);
  for (const Cell n : now)
    if (!inSpace(shape, from.space, n) && g.terrain(n).difficult) rec.cost.checks |= kCheckLandingDifficult;
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
  if (rec.legal && rec.jumpCleared > rec.jumpMax) rec.fail(tooMuch(Refusal::JumpTooHigh, rec));
  // "you can reach above you a distance equal to the height of the jump plus your overhead reach"
  rec.reachAbove = reachAbove(rec.jumpCleared, row.overheadReach);
  if (rec.legal && from.ceiling > 0 && rec.jumpCleared + row.height > from.ceiling)
    rec.fail(underCeiling(Refusal::JumpHighCeiling, rec.jumpCleared, row, from));
}
}  // namespace

bool judgeJump(const Scene& scene, const Creature& state, const PathItem& item, const JumpStart& from, StepRecord& rec,
               int& diagonals) {
  const Ruleset& rules = scene.ruleset();
  const SizeRow& row = rules.row(state.size);
  if (!rules.jumps) {
    rec.fail(refusal(Refusal::JumpNoRules));
  } else if (state.has(kProne)) {
    rec.fail(refusal(Refusal::JumpProne));
  } else if (state.cannotMove()) {
    rec.fail(refusal(Refusal::JumpImmobile));
  }
  if (item.kind == PathItem::Kind::LongJump) return judgeLongJump(scene, state, item, from, row, rec, diagonals);
  judgeHighJump(item, from, state, row, rec);
  return true;
}

}  // namespace footwork
