#include "core/movement/move.h"

#include <algorithm>

#include "core/scene/distance.h"
#include "core/movement/jump.h"
#include "core/movement/passage.h"
#include "core/movement/squeeze.h"

namespace footwork {
namespace {


std::string feetText(Milli m) {
  std::string s = std::to_string(m / kMilliPerFoot);
  Milli frac = m % kMilliPerFoot;
  if (frac) {
    std::string f = std::to_string(frac + kMilliPerFoot).substr(1);  // three digits
    while (!f.empty() && f.back() == '0') f.pop_back();
    s += "." + f;
  }
  return s + " ft";
}

// Mode the terrain asks for: swim into water, climb onto a climbable surface, else walk.
Mode terrainMode(const Scene& scene, const Creature& state, const StepQuery& q);

// Mode for a step that names none: crawl while prone, else what the terrain asks for.
Mode autoMode(const Scene& scene, const Creature& state, const StepQuery& q) {
  if (state.has(kProne)) return Mode::Crawl;
  return terrainMode(scene, state, q);
}

Mode terrainMode(const Scene& scene, const Creature& state, const StepQuery& q) {
  const Rect to = state.spaceAt(q.to), from = state.spaceAt(q.from);
  bool water = false, climb = false;
  for (int y = to.y; y < to.y + to.h; ++y)
    for (int x = to.x; x < to.x + to.w; ++x) {
      if (from.contains({x, y}) || !scene.grid().contains(Cell{x, y})) continue;
      const CellTerrain& t = scene.grid().terrain({x, y});
      water = water || t.water != Water::None;
      climb = climb || t.climb != ClimbSurface::None;
    }
  if (water) return Mode::Swim;
  if (climb) return Mode::Climb;
  return Mode::Walk;
}

std::string blockMessage(const Scene& scene, const StepCost& c, Cell from, Cell to) {
  switch (c.block) {
    case StepBlock::NotAdjacent: return "The path jumps from " + cellText(from) + " to " + cellText(to) + ", which is not a neighbouring square.";
    case StepBlock::OutOfGrid: return "The square " + cellText(to) + " is off the map for this creature's space.";
    case StepBlock::Wall: return "A wall blocks the way from " + cellText(from) + " to " + cellText(to) + ".";
    case StepBlock::Solid: return "The square " + cellText(c.blockCell) + " is filled by an obstacle.";
    case StepBlock::Pit: return "The square " + cellText(c.blockCell) + " is a pit or chasm; only a flyer can enter it.";
    case StepBlock::Corner: return "Diagonal movement can't cross the corner of a wall or filled square (at " + cellText(c.blockCell) + ").";
    case StepBlock::Creature:
      return "You can't move through " + scene.creatures()[c.blocker].id + "'s space.";
    case StepBlock::FillsSpace:
      return scene.creatures()[c.blocker].id + " fills its space completely and cannot be moved through.";
    case StepBlock::NoSpeed: return "The creature has no speed for this mode of movement.";
    case StepBlock::Rock: return "The square " + cellText(c.blockCell) + " is rock, which can't be burrowed through.";
    case StepBlock::Immobile: return "The creature can't move in its present condition.";
    case StepBlock::None: break;
  }
  return "";
}

// The band the running total falls in: the first stacking band whose allowance covers it.
std::string bandOf(const Scene& scene, const Band& chosen, const Creature& mover, Mode mode, Milli total) {
  if (!chosen.stacksAfterMove) return total <= bandAllowance(scene, chosen, mover, mode) ? chosen.name : "";
  for (const Band& b : scene.ruleset().bands) {
    if (!b.stacksAfterMove) continue;
    if (total <= bandAllowance(scene, b, mover, mode)) return b.name;
    if (&b == &chosen) break;
  }
  return "";
}

// dnd35 "A creature can squeeze past an opponent while moving but it can't end its movement in an
// occupied square": squeezing past one (core/movement/squeeze.h opponentIn), the space it would stand in
// takes in the opponent's square, though the squeezed figure stands beside it.
bool mayEndSqueezingPast(const Scene& scene, const Creature& mover, Cell p, Mode mode, std::string& code,
                         std::string& message, int& blocker) {
  const int o = opponentIn(scene, mover, mover.spaceAt(p), mode);
  if (o < 0) return true;
  const std::string& id = scene.creatures()[static_cast<std::size_t>(o)].id;
  code = "occupied";
  message = "The move can't end while squeezing past " + id + ": its space takes in " + id + "'s square.";
  blocker = o;
  return false;
}

}  // namespace

bool mayEndAt(const Scene& scene, const Creature& mover, int moverIndex, const Rect& r, bool stopping, std::string& code,
            std::string& message, int& blocker) {
  const auto& others = scene.creatures();
  // Phasing (4e): "you … can move through obstacles and other creatures but must end your movement
  // in an unoccupied space" — so not inside an obstacle and not in anyone's space.
  const bool phasing = mover.has(kPhasing);
  if (phasing) {
    Cell where{};
    if (rectBlock(scene, mover.solidSelf(), r, Mode::Walk, &where) != StepBlock::None) {
      code = "inside-obstacle";
      message = "A phasing creature must end its movement in an unoccupied space, not inside an obstacle (at " +
                cellText(where) + ").";
      return false;
    }
  }
  // Creatures smaller than a cell share it up to the smaller capacity among them.
  int sharers = 1, capacity = mover.perCell;
  for (int i = 0; i < static_cast<int>(others.size()); ++i) {
    if (i == moverIndex || others[i].id == mover.id) continue;
    const Creature& o = others[i];
    if (!r.overlaps(o.space())) continue;
    if (phasing || !mayEndIn(scene.ruleset(), mover, o, stopping)) {
      code = "occupied";
      message = "The move can't end in " + o.id + "'s space.";
      blocker = i;
      return false;
    }
    if (bothShareCells(mover, o)) {
      ++sharers;
      capacity = std::min(capacity, o.perCell);
    }
  }
  if (sharers > capacity) {
    code = "cell-full";
    message = "No more than " + std::to_string(capacity) + " creatures of this size fit in one square.";
    return false;
  }
  return true;
}

namespace {
// Which of the creature's speeds a mode spends: crawling spends the walking speed, and so do swimming
// and climbing without a speed of their own (Speeds::of gives a jump the walking speed). Changing modes
// on the same speed is no "switch" between speeds (5e "Whenever you switch, subtract the distance
// you've already moved from the new speed").
Mode speedSpent(const Creature& c, Mode mode) {
  switch (mode) {
    case Mode::Crawl: return Mode::Walk;
    case Mode::Swim: return c.speeds.swim > 0 ? Mode::Swim : Mode::Walk;
    case Mode::Climb: return c.speeds.climb > 0 ? Mode::Climb : Mode::Walk;
    default: return mode;
  }
}
}  // namespace

Milli speedFor(const Creature& c, Mode mode) { return c.speeds.of(speedSpent(c, mode)); }

Milli bandAllowance(const Scene& scene, const Band& band, const Creature& mover, Mode mode) {
  if (band.fixedSquares) return static_cast<Milli>(band.fixedSquares) * scene.grid().cellSize();
  const int mult = (band.heavyLoadMultiplier && mover.load == Load::Heavy) ? band.heavyLoadMultiplier : band.multiplier;
  return speedFor(mover, mode) * mult;
}

bool mayCrossHampered(const Ruleset& rules, const Band& band, const Creature& mover) {
  return band.allowsHampered && !(rules.chargingAvoidsHampered && mover.has(kCharging));
}

namespace {

// Distance a step covers on the ground (not what it costs): 1 square, 2 for the alternation's second
// diagonal. A long jump needs "at least 10 feet on foot immediately before the jump".
Milli stepDistance(const StepRecord& s, Milli cell) {
  return ((s.cost.reasons & kReasonSecondDiagonal) ? 2 : 1) * cell;
}

// A long jump's landing must lie on a straight line (a row, a column or a diagonal) from the take-off.
bool straightLine(Cell a, Cell b) {
  const int dx = std::abs(b.x - a.x), dy = std::abs(b.y - a.y);
  return (dx | dy) != 0 && (dx == 0 || dy == 0 || dx == dy);
}

}  // namespace

namespace {
// dnd35's "closest legal position": the nearest position (by the ruleset's count of squares from
// where the path ended) at which the creature may stand and stay, if it is nearer than the last
// legal position on the path. Ties go to the first in row order (the text would roll a die).
void findClosestLegal(const Scene& scene, const Creature& state, const MoveRequest& req, Mode mode, MoveOutcome& out) {
  const Ruleset& rules = scene.ruleset();
  const Cell end = out.end;
  const int limit = gridSquares(out.stop.x - end.x, out.stop.y - end.y, rules.diagonal);
  int best = limit;
  for (int y = end.y - limit; y <= end.y + limit; ++y)
    for (int x = end.x - limit; x <= end.x + limit; ++x) {
      const Cell p{x, y};
      const int d = gridSquares(x - end.x, y - end.y, rules.diagonal);
      if (d >= best || p == end || !scene.grid().contains(state.spaceAt(p))) continue;
      if (positionBlock(scene, state, p, mode) != StepBlock::None) continue;
      std::string code, message;
      int blocker = -1;
      if (!mayEndAt(scene, state, req.mover, state.spaceAt(p), req.stopping, code, message, blocker)) continue;
      best = d;
      out.hasClosestLegal = true;
      out.closestLegal = p;
      out.closestLegalSquares = d;
    }
}
}  // namespace

Result<MoveOutcome> evaluateMove(const Scene& scene, const MoveRequest& req) {
  const Ruleset& rules = scene.ruleset();
  const Creature& original = scene.creatures()[req.mover];
  Creature state = original;  // conditions change as the creature stands or drops prone
  const Band* band = req.band ? req.band : &rules.bands.front();
  const Milli cell = scene.grid().cellSize();
  MoveOutcome out;
  out.band = band;
  out.end = out.stop = req.from;
  out.spentAtStop = req.spent;

  Cell at = req.from;
  Milli total = req.spent;
  int diagonals = req.diagonals;
  int movedSteps = 0;
  bool stillLegal = true;
  std::vector<bool> provoked(scene.creatures().size(), false);
  const Mode firstMode = req.hasMode ? req.mode : (state.has(kProne) ? Mode::Crawl : Mode::Walk);
  out.allowance = bandAllowance(scene, *band, state, firstMode);
  // The cells the creature occupies where it is (its space, or a squeezed footprint).
  const Footprint startFp = footprintAt(scene, state, req.from, firstMode, true);
  Rect atSpace = startFp.block == StepBlock::None ? startFp.rect : state.spaceAt(req.from);
  bool atSqueezed = startFp.block == StepBlock::None && startFp.squeezed;
  out.stopSpace = atSpace;
  out.squeezedAtStop = atSqueezed;
  // In the air: the path flies (or asks to fly) and has not landed since.
  bool airborne = firstMode == Mode::Fly || (req.hasMode && req.mode == Mode::Fly);
  Mode lastMode = firstMode;   // the mode of the last movement, for "whenever you switch"
  Milli onFoot = 0;            // feet moved on foot immediately before (a long jump's run-up)
  bool squeezedSoFar = false;

  auto provoke = [&](int by, int stepIndex, Cell where, const char* reason, StepRecord& rec) {
    if (provoked[by]) return;
    provoked[by] = true;
    rec.provokes.push_back(by);
    out.attacks.push_back({by, stepIndex, where, reason});
  };
  // Opportunity attacks for leaving `from` for `to` (only on the part of the path that can be taken).
  auto leaving = [&](const Rect& from, const Rect& to, int stepIndex, StepRecord& rec) {
    for (int e = 0; e < static_cast<int>(scene.creatures().size()); ++e) {
      const Creature& o = scene.creatures()[e];
      if (e == req.mover || o.id == state.id || !areEnemies(o, state) || !canMakeOpportunityAttack(o) ||
          o.isUnawareOf(state.id))
        continue;
      const Rect os = o.space();
      switch (rules.provoke) {
        case ProvokeRule::LeaveReach:
          if (withinReach(os, o.reach, o.reachWeapon, from, rules, cell) &&
              !withinReach(os, o.reach, o.reachWeapon, to, rules, cell))
            provoke(e, stepIndex, at, "leave-reach", rec);
          break;
        case ProvokeRule::LeaveThreatened:
          if (withinReach(os, o.reach, o.reachWeapon, from, rules, cell))
            provoke(e, stepIndex, at, "leave-threatened", rec);
          break;
        case ProvokeRule::LeaveAdjacent:
          if (leavesAdjacent(os, o.reach, from)) provoke(e, stepIndex, at, "leave-adjacent", rec);
          break;
      }
    }
  };

  for (std::size_t i = 0; i < req.path.size(); ++i) {
    const PathItem& item = req.path[i];
    const int stepIndex = static_cast<int>(i);
    StepRecord rec;
    rec.kind = item.kind;
    rec.from = at;
    rec.to = at;
    rec.cost.space = atSpace;
    rec.cost.squeezed = atSqueezed;
    auto fail = [&](const std::string& code, const std::string& message) {
      if (rec.legal) {
        rec.legal = false;
        rec.illegal = code;
        rec.message = message;
      }
    };
    bool cannotContinue = false;  // the path can't get past this item at all

    if (item.kind == PathItem::Kind::DropProne) {
      // "You can drop prone without using any of your speed."
      rec.mode = Mode::Crawl;
      if (rules.swimmerImmuneToProne && lastMode == Mode::Swim && movedSteps > 0)
        fail("immune-to-prone", "A swimmer is immune to the prone condition.");
      else
        state.conditions |= kProne;
      rec.total = total;
      rec.cap = bandAllowance(scene, *band, state, Mode::Walk);
      rec.band = bandOf(scene, *band, state, Mode::Walk, total);
    } else if (item.kind == PathItem::Kind::Stand) {
      rec.mode = Mode::Walk;
      rec.cap = bandAllowance(scene, *band, state, Mode::Walk);
      if (!state.has(kProne)) {
        fail("not-prone", "The creature is not prone, so it has nothing to stand up from.");
      } else {
        // "Standing up … costing an amount of movement equal to half your speed. … You can't stand
        // up if you don't have enough movement left or if your speed is 0."
        rec.costMilli = rules.standUpCostsHalfSpeed ? state.speeds.walk / 2 : 0;
        if (state.speeds.walk == 0 || state.cannotMove())
          fail("speed-zero", "A creature whose speed is 0 can't stand up.");
        if (total + rec.costMilli > rec.cap)
          fail("not-enough-movement", "Standing up costs " + feetText(rec.costMilli) + " but only " +
                                          feetText(std::max<Milli>(0, rec.cap - total)) + " of movement is left.");
        if (rec.legal) {
          state.conditions &= ~kProne;
          total += rec.costMilli;
          if (rules.standUpProvokes && band->provokes && stillLegal)
            for (int e = 0; e < static_cast<int>(scene.creatures().size()); ++e) {
              const Creature& o = scene.creatures()[e];
              if (e == req.mover || !areEnemies(o, state) || !canMakeOpportunityAttack(o) || o.isUnawareOf(state.id))
                continue;
              if (withinReach(o.space(), o.reach, o.reachWeapon, atSpace, rules, cell))
                provoke(e, stepIndex, at, "stand-up", rec);
            }
        }
      }
      onFoot = 0;
      rec.total = total;
      rec.band = bandOf(scene, *band, state, Mode::Walk, total);
    } else if (item.kind == PathItem::Kind::LongJump || item.kind == PathItem::Kind::HighJump) {
      const bool isLong = item.kind == PathItem::Kind::LongJump;
      rec.mode = Mode::Jump;
      rec.cap = bandAllowance(scene, *band, state, Mode::Walk);
      rec.runUp = item.runUp >= 0 ? item.runUp == 1 : hasRunningStart(onFoot);
      const SizeRow& row = rules.row(state.size);
      if (!rules.jumps) {
        fail("no-jump-rules", "Ruleset " + rules.id + " has no jumping rules; jumps are " + "a 5e-fine rule.");
      } else if (state.has(kProne)) {
        fail("prone", "A prone creature can't jump; it must stand up first.");
      } else if (state.cannotMove()) {
        fail("immobile", "The creature can't move in its present condition.");
      }
      if (isLong) {
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
          fail("not-straight", "A long jump goes in a straight line: along a row, a column or a diagonal.");
          cannotContinue = true;
        } else if (rec.legal && rec.jumpCleared > rec.jumpMax) {
          fail("too-far", "The jump clears " + feetText(rec.jumpCleared) + " but this creature can jump only " +
                              feetText(rec.jumpMax) + (rec.runUp ? "." : " from a standing start."));
        }
        // "when you long jump you go half the distance you jump high, that height plus your height for
        // your size needs to be less than the ceiling"
        if (rec.legal && req.ceiling > 0 && !longJumpClearsCeiling(rec.jumpCleared, row.height, req.ceiling))
          fail("ceiling", "The jump rises " + feetText(rec.jumpRise) + "; with the creature's height of " +
                              feetText(row.height) + " that is not less than the " + feetText(req.ceiling) +
                              " ceiling.");
        // The cells flown over: walls and filled squares stop the jump; low obstacles need a check.
        const Cell unit{d.x > 0 ? 1 : d.x < 0 ? -1 : 0, d.y > 0 ? 1 : d.y < 0 ? -1 : 0};
        Rect space = state.spaceAt(at);
        bool lowObstacle = false;
        const Grid& g = scene.grid();
        const bool ghost = state.passesObstacles();
        for (int k = 0; k < steps && !cannotContinue && rec.legal; ++k) {
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
            fail(stepBlockName(b), "The jump can't pass " + cellText(where) + ": " + std::string(stepBlockName(b)) + ".");
            cannotContinue = true;
            break;
          }
          lowObstacle = lowObstacle || low;
          space = next;
        }
        if (!cannotContinue) {
          // The landing: a place the creature can stand on.
          Cell where{};
          const StepBlock landing = positionBlock(scene, state, item.cell, Mode::Walk, &where);
          if (landing != StepBlock::None) {
            rec.cost.block = landing;
            rec.cost.blockCell = where;
            fail(stepBlockName(landing), "The jump can't land at " + cellText(item.cell) + ": " +
                                             std::string(stepBlockName(landing)) + " at " + cellText(where) + ".");
            cannotContinue = true;
          }
        }
        if (!cannotContinue) {
          // "you must succeed on a DC 15 Strength (Athletics) check to clear a low obstacle … when you
          // land in difficult terrain, you must succeed on a DC 15 Dexterity (Acrobatics) check to land
          // on your feet … if you fail either check, you land prone"
          if (lowObstacle) rec.cost.checks |= kCheckLowObstacle;
          const Rect land = state.spaceAt(item.cell);
          for (int y = land.y; y < land.y + land.h; ++y)
            for (int x = land.x; x < land.x + land.w; ++x)
              if (!atSpace.contains({x, y}) && scene.grid().terrain({x, y}).difficult)
                rec.cost.checks |= kCheckLandingDifficult;
          rec.cost.space = land;
          rec.cost.squeezed = false;
          rec.cost.diagonal = diag > 0;
          rec.cost.squares = static_cast<int>(rec.jumpCleared / cell);
          diagonals += diag;
        }
      } else {
        // "you leap into the air a number of feet equal to 3 + your Strength modifier (minimum of 0
        // feet) if you move at least 10 feet on foot immediately before the jump … standing … half"
        rec.jumpMax = highJumpHeight(state.strength, rec.runUp);
        rec.jumpCleared = item.height >= 0 ? item.height : rec.jumpMax;
        if (rec.legal && rec.jumpCleared > rec.jumpMax)
          fail("too-high", "The jump asks for " + feetText(rec.jumpCleared) + " but this creature can jump only " +
                               feetText(rec.jumpMax) + (rec.runUp ? " high." : " high from a standing start."));
        // "you can reach above you a distance equal to the height of the jump plus your overhead reach"
        rec.reachAbove = reachAbove(rec.jumpCleared, row.overheadReach);
        if (rec.legal && req.ceiling > 0 && rec.jumpCleared + row.height > req.ceiling)
          fail("ceiling", "A jump of " + feetText(rec.jumpCleared) + " with the creature's height of " +
                              feetText(row.height) + " does not fit under the " + feetText(req.ceiling) + " ceiling.");
      }
      if (cannotContinue) {
        rec.blocker = -1;
        rec.total = total;
        out.steps.push_back(std::move(rec));
        out.complete = false;
        stillLegal = false;
        break;
      }
      // "either way, each foot you clear on the jump costs a foot of movement"
      rec.costMilli = jumpMovementCost(rec.jumpCleared);
      const Milli before = total;
      total += rec.costMilli;
      out.checks |= rec.cost.checks;
      if (rec.legal && total > rec.cap)
        fail("not-enough-movement", "The jump costs " + feetText(rec.costMilli) + " but only " +
                                        feetText(std::max<Milli>(0, rec.cap - before)) + " of movement is left.");
      if (isLong && band->provokes && stillLegal && rec.legal) leaving(atSpace, rec.cost.space, stepIndex, rec);
      rec.total = total;
      rec.band = bandOf(scene, *band, state, Mode::Walk, total);
      if (isLong) {
        at = item.cell;
        atSpace = rec.cost.space;
        atSqueezed = false;
      }
      ++movedSteps;
      lastMode = Mode::Walk;
      onFoot = 0;
      airborne = false;
    } else {
      StepQuery q{at, item.cell, Mode::Walk, diagonals, false};
      q.mode = item.hasMode ? item.mode : req.hasMode ? req.mode : autoMode(scene, state, q);
      // 5e-fine "a swimmer is immune to the prone condition": a prone creature that goes into water
      // swims there instead of crawling, and is no longer prone (docs/rules/5e-fine.md D4).
      const bool swimsOffProne = rules.swimmerImmuneToProne && state.has(kProne) &&
                                 (item.hasMode || req.hasMode ? q.mode == Mode::Swim
                                                              : terrainMode(scene, state, q) == Mode::Swim);
      if (swimsOffProne) {
        q.mode = Mode::Swim;
        state.conditions &= ~kProne;
      }
      const Mode asked = q.mode;
      if (state.has(kProne) && q.mode != Mode::Crawl)
        q.mode = Mode::Crawl;  // "To move while prone, you must crawl"
      rec.mode = q.mode;
      rec.to = item.cell;
      if (q.mode == Mode::Jump) {
        // A jump is priced by what it clears, not square by square: it is a path item of its own.
        rec.cost.block = StepBlock::NoSpeed;
        fail("jump-is-an-item", "A jump is a path item {\"jump\": \"long\", \"to\": [x, y]} or {\"jump\": \"high\"}, "
                                "not a step mode.");
      } else if (state.cannotMove()) {
        rec.cost.block = StepBlock::Immobile;
      } else if ((q.mode == Mode::Fly && state.speeds.fly == 0) || (q.mode == Mode::Burrow && state.speeds.burrow == 0)) {
        rec.cost.block = StepBlock::NoSpeed;
      } else {
        rec.cost = priceStep(scene, state, req.mover, q);
      }
      if (rec.cost.block != StepBlock::None) {
        fail(stepBlockName(rec.cost.block), blockMessage(scene, rec.cost, at, item.cell));
        rec.blocker = rec.cost.blocker;
        rec.cost.space = atSpace;
        rec.total = total;
        airborne = airborne || asked == Mode::Fly;
        out.steps.push_back(std::move(rec));
        out.complete = false;
        stillLegal = false;
        break;  // a step that cannot be taken ends the evaluation: the creature can't get past it
      }
      rec.costMilli = static_cast<Milli>(rec.cost.squares) * cell;
      rec.cap = bandAllowance(scene, *band, state, q.mode);
      const Milli before = total;
      total += rec.costMilli;
      if (rec.cost.diagonal) ++diagonals;
      ++movedSteps;
      out.checks |= rec.cost.checks;
      if (band->ignoresCost) {
        // Minimum movement: one square in any direction whatever it costs.
        if (movedSteps > band->fixedSquares)
          fail("beyond-allowance", "This allowance moves only " + std::to_string(band->fixedSquares) + " square.");
      } else if (speedFor(state, q.mode) == 0 && !band->fixedSquares) {
        fail("speed-zero", "The creature's speed for this mode is 0.");
      } else if (total > rec.cap) {
        // "To enter a square, you must have enough movement left to enter the square." With several
        // speeds: "Whenever you switch, subtract the distance you've already moved from the new speed
        // … If the result is 0 or less, you can't use the new speed during the current move."
        if (rules.differentSpeeds && before >= rec.cap && speedSpent(state, q.mode) != speedSpent(state, lastMode))
          fail("speed-used-up", "Switching to " + std::string(modeName(q.mode)) + " leaves no movement: " +
                                    feetText(before) + " already moved against a speed of " + feetText(rec.cap) + ".");
        else
          fail("not-enough-movement", "Entering " + cellText(item.cell) + " costs " + feetText(rec.costMilli) +
                                          " but only " + feetText(std::max<Milli>(0, rec.cap - before)) +
                                          " of movement is left.");
      }
      if (rec.legal && rec.cost.hampered && !mayCrossHampered(rules, *band, state)) {
        if (band->allowsHampered)
          fail("no-charge-difficult", "You can't charge across difficult terrain or obstacles.");
        else
          fail("no-run-difficult", "You can't run across difficult terrain or obstacles.");
      }
      if (band->provokes && stillLegal && rec.legal) {
        leaving(atSpace, rec.cost.space, stepIndex, rec);
        for (int e : rec.cost.provokedBy)
          if (!scene.creatures()[e].isUnawareOf(state.id)) provoke(e, stepIndex, at, "enter-space", rec);
      }
      rec.total = total;
      rec.band = bandOf(scene, *band, state, q.mode, total);
      rec.blocker = -1;
      at = item.cell;
      atSpace = rec.cost.space;
      atSqueezed = rec.cost.squeezed;
      lastMode = q.mode;
      airborne = asked == Mode::Fly;
      onFoot = (q.mode == Mode::Walk) ? onFoot + stepDistance(rec, cell) : 0;
    }
    if (!rec.legal) stillLegal = false;
    if (!stillLegal) rec.legal = false;
    if (!rec.legal && rec.illegal.empty()) {
      rec.illegal = "after-illegal-step";
      rec.message = "An earlier step of the path can't be taken.";
    }
    if (rec.legal) {
      squeezedSoFar = squeezedSoFar || atSqueezed;
      std::string code, message;
      int blocker = -1;
      if (mayEndAt(scene, state, req.mover, atSpace, req.stopping, code, message, blocker) &&
          mayEndSqueezingPast(scene, state, at, rec.mode, code, message, blocker)) {
        out.stop = at;
        out.stopStep = stepIndex;
        out.spentAtStop = total;
        out.stopSpace = atSpace;
        out.squeezedAtStop = atSqueezed;
        out.squeezedOnTheWay = squeezedSoFar;
      }
    }
    out.steps.push_back(std::move(rec));
  }
  // Attacks count only up to where the creature really stops.
  std::erase_if(out.attacks, [&](const OpportunityAttack& a) { return a.step > out.stopStep; });
  if (out.stopStep < 0) out.squeezedOnTheWay = out.squeezedAtStop;

  out.end = at;
  out.canEnd = mayEndAt(scene, state, req.mover, atSpace, req.stopping, out.endProblem, out.endMessage, out.endBlocker) &&
               mayEndSqueezingPast(scene, state, at, out.steps.empty() ? Mode::Walk : out.steps.back().mode,
                                   out.endProblem, out.endMessage, out.endBlocker);
  out.legal = stillLegal && out.canEnd && out.complete;
  if (rules.closestLegalPosition && stillLegal && out.complete && !out.canEnd)
    findClosestLegal(scene, state, req, out.steps.empty() ? Mode::Walk : out.steps.back().mode, out);
  // 5e: "If a flying creature is knocked prone, has its speed reduced to 0, or is otherwise deprived
  // of the ability to move, the creature falls, unless it has the ability to hover" (sw5e); 5e-fine
  // adds "or it is being held aloft by magic", and a prone flyer "must stand as normal on its next
  // turn or fall" — so a flyer that stands up during the move does not fall.
  const bool keptUp = state.has(kHover) || (rules.heldAloftPreventsFall && state.has(kHeldAloft));
  if (rules.flyersFall && airborne && !keptUp) {
    if (state.has(kProne)) out.fallReason = "prone";
    else if (state.cannotMove()) out.fallReason = "cannot-move";
    else if (state.speeds.fly == 0) out.fallReason = "speed-zero";
    out.falls = *out.fallReason != '\0';
  }
  return out;
}

}  // namespace footwork
