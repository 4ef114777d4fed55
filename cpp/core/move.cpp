#include "core/move.h"

#include <algorithm>

#include "core/distance.h"
#include "core/passage.h"

namespace footwork {
namespace {

std::string cellText(Cell c) { return "[" + std::to_string(c.x) + "," + std::to_string(c.y) + "]"; }

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

constexpr std::uint32_t kCannotMove = kImmobilized | kRestrained | kGrappled | kParalyzed | kUnconscious | kHelpless |
                                      kStunned | kDead | kBound | kHeld;

// Mode for a step that names none: crawl while prone, swim into water, climb onto a climbable surface.
Mode autoMode(const Scene& scene, const Creature& state, const StepQuery& q) {
  if (state.has(kProne)) return Mode::Crawl;
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

// May `mover` end at `p`? Fills `code`, `message` and `blocker` when it may not.
bool mayEnd(const Scene& scene, const Creature& mover, int moverIndex, Cell p, bool stopping, std::string& code,
            std::string& message, int& blocker) {
  const Rect r = mover.spaceAt(p);
  const auto& others = scene.creatures();
  // Creatures smaller than a cell share it up to the smaller capacity among them.
  int sharers = 1, capacity = mover.perCell;
  for (int i = 0; i < static_cast<int>(others.size()); ++i) {
    if (i == moverIndex || others[i].id == mover.id) continue;
    const Creature& o = others[i];
    if (!r.overlaps(o.space())) continue;
    if (!mayEndIn(scene.ruleset(), mover, o, stopping)) {
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

bool adjacentOrOverlapping(const Rect& a, const Rect& b) { return gapX(a, b) <= 1 && gapY(a, b) <= 1; }

}  // namespace

Milli speedFor(const Creature& c, Mode mode) {
  switch (mode) {
    case Mode::Swim: return c.speeds.swim > 0 ? c.speeds.swim : c.speeds.walk;
    case Mode::Climb: return c.speeds.climb > 0 ? c.speeds.climb : c.speeds.walk;
    default: return c.speeds.of(mode);
  }
}

Milli bandAllowance(const Scene& scene, const Band& band, const Creature& mover, Mode mode) {
  if (band.fixedSquares) return static_cast<Milli>(band.fixedSquares) * scene.grid().cellSize();
  const int mult = (band.heavyLoadMultiplier && mover.load == Load::Heavy) ? band.heavyLoadMultiplier : band.multiplier;
  return speedFor(mover, mode) * mult;
}

Result<MoveOutcome> evaluateMove(const Scene& scene, const MoveRequest& req) {
  const Ruleset& rules = scene.ruleset();
  const Creature& original = scene.creatures()[req.mover];
  Creature state = original;  // conditions change as the creature stands or drops prone
  const Band* band = req.band.empty() ? &rules.bands.front() : rules.band(req.band);
  if (!band) {
    std::string known;
    for (auto& b : rules.bands) known += (known.empty() ? "" : ", ") + b.name;
    return Error{"unknown-band", "Ruleset " + rules.id + " has no allowance \"" + req.band + "\"; it has " + known + ".",
                 "$.band"};
  }
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

  auto provoke = [&](int by, int stepIndex, Cell where, const char* reason, StepRecord& rec) {
    if (provoked[by]) return;
    provoked[by] = true;
    rec.provokes.push_back(by);
    out.attacks.push_back({by, stepIndex, where, reason});
  };

  for (std::size_t i = 0; i < req.path.size(); ++i) {
    const PathItem& item = req.path[i];
    StepRecord rec;
    rec.kind = item.kind;
    rec.from = at;
    rec.to = at;
    auto fail = [&](const std::string& code, const std::string& message) {
      if (rec.legal) {
        rec.legal = false;
        rec.illegal = code;
        rec.message = message;
      }
    };

    if (item.kind == PathItem::Kind::DropProne) {
      // "You can drop prone without using any of your speed."
      state.conditions |= kProne;
      rec.mode = Mode::Crawl;
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
        if (state.speeds.walk == 0) fail("speed-zero", "A creature whose speed is 0 can't stand up.");
        if (total + rec.costMilli > rec.cap)
          fail("not-enough-movement", "Standing up costs " + feetText(rec.costMilli) + " but only " +
                                          feetText(std::max<Milli>(0, rec.cap - total)) + " of movement is left.");
        if (rec.legal) {
          state.conditions &= ~kProne;
          total += rec.costMilli;
          if (rules.standUpProvokes && band->provokes && stillLegal)
            for (int e = 0; e < static_cast<int>(scene.creatures().size()); ++e) {
              const Creature& o = scene.creatures()[e];
              if (e == req.mover || !areEnemies(o, state) || !o.canReact() || o.isUnawareOf(state.id)) continue;
              if (withinReach(o.space(), o.reach, o.reachWeapon, state.spaceAt(at), rules, cell))
                provoke(e, static_cast<int>(i), at, "stand-up", rec);
            }
        }
      }
      rec.total = total;
      rec.band = bandOf(scene, *band, state, Mode::Walk, total);
    } else {
      StepQuery q{at, item.cell, Mode::Walk, diagonals, state.has(kSqueezing)};
      q.mode = item.hasMode ? item.mode : req.hasMode ? req.mode : autoMode(scene, state, q);
      if (state.has(kProne) && q.mode != Mode::Crawl)
        q.mode = Mode::Crawl;  // "To move while prone, you must crawl"
      rec.mode = q.mode;
      rec.to = item.cell;
      if (state.conditions & kCannotMove) {
        rec.cost.block = StepBlock::Immobile;
      } else if ((q.mode == Mode::Fly && state.speeds.fly == 0) || (q.mode == Mode::Burrow && state.speeds.burrow == 0)) {
        rec.cost.block = StepBlock::NoSpeed;
      } else {
        rec.cost = priceStep(scene, state, req.mover, q);
      }
      if (rec.cost.block != StepBlock::None) {
        fail(stepBlockName(rec.cost.block), blockMessage(scene, rec.cost, at, item.cell));
        rec.blocker = rec.cost.blocker;
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
        // "To enter a square, you must have enough movement left to enter the square."
        if (rules.differentSpeeds && before >= rec.cap && q.mode != firstMode)
          fail("speed-used-up", "Switching to " + std::string(modeName(q.mode)) + " leaves no movement: " +
                                    feetText(before) + " already moved against a speed of " + feetText(rec.cap) + ".");
        else
          fail("not-enough-movement", "Entering " + cellText(item.cell) + " costs " + feetText(rec.costMilli) +
                                          " but only " + feetText(std::max<Milli>(0, rec.cap - before)) +
                                          " of movement is left.");
      }
      if (rec.legal && !band->allowsHampered && rec.cost.hampered)
        fail("no-run-difficult", "You can't run across difficult terrain or obstacles.");
      // Opportunity attacks for leaving places (only on the part of the path that can be taken).
      if (band->provokes && stillLegal && rec.legal) {
        const Rect from = state.spaceAt(at), to = state.spaceAt(item.cell);
        for (int e = 0; e < static_cast<int>(scene.creatures().size()); ++e) {
          const Creature& o = scene.creatures()[e];
          if (e == req.mover || o.id == state.id || !areEnemies(o, state) || !o.canReact() || o.isUnawareOf(state.id))
            continue;
          const Rect os = o.space();
          switch (rules.provoke) {
            case ProvokeRule::LeaveReach:
              if (withinReach(os, o.reach, o.reachWeapon, from, rules, cell) &&
                  !withinReach(os, o.reach, o.reachWeapon, to, rules, cell))
                provoke(e, static_cast<int>(i), at, "leave-reach", rec);
              break;
            case ProvokeRule::LeaveThreatened:
              if (withinReach(os, o.reach, o.reachWeapon, from, rules, cell))
                provoke(e, static_cast<int>(i), at, "leave-threatened", rec);
              break;
            case ProvokeRule::LeaveAdjacent:
              if (adjacentOrOverlapping(os, from)) provoke(e, static_cast<int>(i), at, "leave-adjacent", rec);
              break;
          }
        }
        for (int e : rec.cost.provokedBy)
          if (!scene.creatures()[e].isUnawareOf(state.id)) provoke(e, static_cast<int>(i), at, "enter-space", rec);
      }
      rec.total = total;
      rec.band = bandOf(scene, *band, state, q.mode, total);
      rec.blocker = -1;
      at = item.cell;
    }
    if (!rec.legal) stillLegal = false;
    if (!stillLegal) rec.legal = false;
    if (!rec.legal && rec.illegal.empty()) {
      rec.illegal = "after-illegal-step";
      rec.message = "An earlier step of the path can't be taken.";
    }
    if (rec.legal) {
      std::string code, message;
      int blocker = -1;
      if (mayEnd(scene, state, req.mover, at, req.stopping, code, message, blocker)) {
        out.stop = at;
        out.stopStep = static_cast<int>(i);
        out.spentAtStop = total;
      }
    }
    out.steps.push_back(std::move(rec));
  }
  // Attacks count only up to where the creature really stops.
  std::erase_if(out.attacks, [&](const OpportunityAttack& a) { return a.step > out.stopStep; });

  out.end = at;
  out.canEnd = mayEnd(scene, state, req.mover, at, req.stopping, out.endProblem, out.endMessage, out.endBlocker);
  out.legal = stillLegal && out.canEnd && out.complete;
  // "If a flying creature is knocked prone, has its speed reduced to 0, or is otherwise deprived of
  // the ability to move, the creature falls, unless it has the ability to hover."
  const bool flying = !out.steps.empty() ? out.steps.back().mode == Mode::Fly : req.hasMode && req.mode == Mode::Fly;
  if (flying && !state.has(kHover) && !state.has(kHeldAloft) &&
      (state.has(kProne) || state.speeds.fly == 0 || (state.conditions & kCannotMove)))
    out.falls = true;
  return out;
}

}  // namespace footwork
