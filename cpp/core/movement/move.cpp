// evaluateMove (move.h): a MoveState walks the path item by item (drop prone, stand, jump, step),
// then judges where the move ends. The step's price is priceStep's (step.h), a jump's is judgeJump's
// (jump.h); this file adds the allowance bands, switching speeds and opportunity attacks. Where a
// move may end, the closest legal position and falling are move_end.cpp's.
#include "core/movement/move.h"

#include <algorithm>

#include "core/movement/jump.h"
#include "core/movement/move_end.h"
#include "core/movement/passage.h"
#include "core/movement/squeeze.h"
#include "core/scene/distance.h"
#include "core/scene/space.h"

namespace footwork {
namespace {

// Mode the terrain asks for: swim into water, climb onto a climbable surface, else walk.
Mode terrainMode(const Scene& scene, const Creature& state, const StepQuery& q);

// Mode for a step that names none: crawl while prone, else what the terrain asks for.
Mode autoMode(const Scene& scene, const Creature& state, const StepQuery& q) {
  if (state.has(kProne)) return Mode::Crawl;
  return terrainMode(scene, state, q);
}

Mode terrainMode(const Scene& scene, const Creature& state, const StepQuery& q) {
  const GridShape shape = scene.grid().shape();
  const Rect to = state.spaceAt(q.to), from = state.spaceAt(q.from), box = spaceBox(shape, to);
  bool water = false, climb = false;
  for (int y = box.y; y < box.y + box.h; ++y)
    for (int x = box.x; x < box.x + box.w; ++x) {
      if (!inSpace(shape, to, {x, y}) || inSpace(shape, from, {x, y}) || !scene.grid().contains(Cell{x, y})) continue;
      const CellTerrain& t = scene.grid().terrain({x, y});
      water = water || t.water != Water::None;
      climb = climb || t.climb != ClimbSurface::None;
    }
  if (water) return Mode::Swim;
  if (climb) return Mode::Climb;
  return Mode::Walk;
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

}  // namespace

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

}  // namespace

namespace {

// "… costs X but only Y of movement is left": the item's cost and what the allowance had left before it.
Reason notEnough(Refusal code, const StepRecord& rec, Milli before) {
  Reason why = refusal(code);
  why.cost = rec.costMilli;
  why.left = std::max<Milli>(0, rec.cap - before);
  return why;
}

// One move being evaluated: the request, the creature as it is now (it stands up and drops prone on
// the way) and what the path has done so far. Each kind of path item is one method; evaluateMove
// runs them in order, then finish() judges where the move ends.
class MoveState {
 public:
  MoveState(const Scene& scene, const MoveRequest& req)
      : scene_(scene),
        req_(req),
        rules_(scene.ruleset()),
        band_(req.band ? *req.band : rules_.bands.front()),
        cell_(scene.grid().cellSize()),
        state_(scene.creatures()[req.mover]),
        at_(req.from),
        total_(req.spent),
        diagonals_(req.diagonals),
        provoked_(scene.creatures().size(), false) {
    out_.band = &band_;
    out_.steps.reserve(req.path.size());  // one record per path item: no regrowth on the way
    out_.end = out_.stop = req.from;
    out_.spentAtStop = req.spent;
    const Mode firstMode = req.hasMode ? req.mode : (state_.has(kProne) ? Mode::Crawl : Mode::Walk);
    out_.allowance = bandAllowance(scene, band_, state_, firstMode);
    out_.speed = bandAllowance(scene, rules_.bands.front(), state_, firstMode);
    // The cells the creature occupies where it is (its space, or a squeezed footprint).
    const Footprint startFp = footprintAt(scene, state_, req.from, firstMode, true);
    atSpace_ = startFp.block == StepBlock::None ? startFp.rect : state_.spaceAt(req.from);
    atSqueezed_ = startFp.block == StepBlock::None && startFp.squeezed;
    out_.stopSpace = atSpace_;
    out_.squeezedAtStop = atSqueezed_;
    airborne_ = firstMode == Mode::Fly || (req.hasMode && req.mode == Mode::Fly);
    lastMode_ = firstMode;
  }

  // Evaluates path item i; false when the path can't get past it (the evaluation ends there).
  bool item(std::size_t i) {
    const PathItem& item = req_.path[i];
    const int stepIndex = static_cast<int>(i);
    StepRecord rec;
    rec.kind = item.kind;
    rec.from = at_;
    rec.to = at_;
    rec.cost.space = atSpace_;
    rec.cost.squeezed = atSqueezed_;
    bool passed = true;
    switch (item.kind) {
      case PathItem::Kind::DropProne: dropProne(rec); break;
      case PathItem::Kind::Stand: stand(rec, stepIndex); break;
      case PathItem::Kind::LongJump:
      case PathItem::Kind::HighJump: passed = jump(item, rec, stepIndex); break;
      case PathItem::Kind::Step: passed = step(item, rec, stepIndex); break;
    }
    if (!passed) {
      out_.steps.push_back(std::move(rec));
      out_.complete = false;
      stillLegal_ = false;
      return false;
    }
    settle(rec, stepIndex);
    out_.steps.push_back(std::move(rec));
    return true;
  }

  MoveOutcome finish();

 private:
  // Opportunity attacks: each creature once, on the part of the path that can be taken.
  void provoke(int by, int stepIndex, const char* reason, StepRecord& rec) {
    if (provoked_[by]) return;
    provoked_[by] = true;
    rec.provokes.push_back(by);
    out_.attacks.push_back({by, stepIndex, at_, reason});
  }
  // Opportunity attacks for leaving `from` for `to`.
  void leaving(const Rect& from, const Rect& to, int stepIndex, StepRecord& rec) {
    for (int e = 0; e < static_cast<int>(scene_.creatures().size()); ++e) {
      const Creature& o = scene_.creatures()[e];
      if (e == req_.mover || o.id == state_.id || !areEnemies(o, state_) || !canMakeOpportunityAttack(o) ||
          o.isUnawareOf(state_.id))
        continue;
      const Rect os = o.space();
      switch (rules_.provoke) {
        case ProvokeRule::LeaveReach:
          if (withinReach(os, o.reach, o.reachWeapon, from, rules_, scene_.grid()) &&
              !withinReach(os, o.reach, o.reachWeapon, to, rules_, scene_.grid()))
            provoke(e, stepIndex, "leave-reach", rec);
          break;
        case ProvokeRule::LeaveThreatened:
          if (withinReach(os, o.reach, o.reachWeapon, from, rules_, scene_.grid()))
            provoke(e, stepIndex, "leave-threatened", rec);
          break;
        case ProvokeRule::LeaveAdjacent:
          if (leavesAdjacent(scene_.grid(), os, o.reach, from)) provoke(e, stepIndex, "leave-adjacent", rec);
          break;
      }
    }
  }

  // "You can drop prone without using any of your speed."
  void dropProne(StepRecord& rec) {
    rec.mode = Mode::Crawl;
    if (rules_.swimmerImmuneToProne && lastMode_ == Mode::Swim && movedSteps_ > 0)
      rec.fail(refusal(Refusal::ImmuneToProne));
    else state_.conditions |= kProne;
    rec.total = total_;
    rec.cap = bandAllowance(scene_, band_, state_, Mode::Walk);
    rec.band = bandOf(scene_, band_, state_, Mode::Walk, total_);
  }

  void stand(StepRecord& rec, int stepIndex) {
    rec.mode = Mode::Walk;
    rec.cap = bandAllowance(scene_, band_, state_, Mode::Walk);
    if (!state_.has(kProne)) {
      rec.fail(refusal(Refusal::NotProne));
    } else {
      // "Standing up … costing an amount of movement equal to half your speed. … You can't stand
      // up if you don't have enough movement left or if your speed is 0."
      rec.costMilli = rules_.standUpCostsHalfSpeed ? state_.speeds.walk / 2 : 0;
      if (state_.speeds.walk == 0 || state_.cannotMove()) rec.fail(refusal(Refusal::StandSpeedZero));
      if (total_ + rec.costMilli > rec.cap) rec.fail(notEnough(Refusal::StandNotEnough, rec, total_));
      if (rec.legal) {
        state_.conditions &= ~kProne;
        total_ += rec.costMilli;
        if (rules_.standUpProvokes && band_.provokes && stillLegal_)
          for (int e = 0; e < static_cast<int>(scene_.creatures().size()); ++e) {
            const Creature& o = scene_.creatures()[e];
            if (e == req_.mover || !areEnemies(o, state_) || !canMakeOpportunityAttack(o) || o.isUnawareOf(state_.id))
              continue;
            if (withinReach(o.space(), o.reach, o.reachWeapon, atSpace_, rules_, scene_.grid()))
              provoke(e, stepIndex, "stand-up", rec);
          }
      }
    }
    onFoot_ = 0;
    rec.total = total_;
    rec.band = bandOf(scene_, band_, state_, Mode::Walk, total_);
  }

  // A long or high jump (core/movement/jump.h judges it); false when the path can't get past it.
  bool jump(const PathItem& item, StepRecord& rec, int stepIndex) {
    const bool isLong = item.kind == PathItem::Kind::LongJump;
    rec.mode = Mode::Jump;
    rec.cap = bandAllowance(scene_, band_, state_, Mode::Walk);
    rec.runUp = item.runUp >= 0 ? item.runUp == 1 : hasRunningStart(onFoot_);
    if (!judgeJump(scene_, state_, item, JumpStart{at_, atSpace_, diagonals_, req_.ceiling}, rec, diagonals_)) {
      rec.blocker = -1;
      rec.total = total_;
      return false;
    }
    // "either way, each foot you clear on the jump costs a foot of movement"
    rec.costMilli = jumpMovementCost(rec.jumpCleared);
    const Milli before = total_;
    total_ += rec.costMilli;
    out_.checks |= rec.cost.checks;
    if (rec.legal && total_ > rec.cap) rec.fail(notEnough(Refusal::JumpNotEnough, rec, before));
    if (isLong && band_.provokes && stillLegal_ && rec.legal) leaving(atSpace_, rec.cost.space, stepIndex, rec);
    rec.total = total_;
    rec.band = bandOf(scene_, band_, state_, Mode::Walk, total_);
    if (isLong) {
      at_ = item.cell;
      atSpace_ = rec.cost.space;
      atSqueezed_ = false;
    }
    ++movedSteps_;
    lastMode_ = Mode::Walk;
    onFoot_ = 0;
    airborne_ = false;
    return true;
  }

  // The mode of a step: the item's, the request's, or what the terrain asks for; a prone creature
  // crawls unless it swims off the prone condition. Returns the mode asked for before crawling.
  Mode stepMode(const PathItem& item, StepQuery& q) {
    q.mode = item.hasMode ? item.mode : req_.hasMode ? req_.mode : autoMode(scene_, state_, q);
    // 5e-fine "a swimmer is immune to the prone condition": a prone creature that goes into water
    // swims there instead of crawling, and is no longer prone (docs/rules/5e-fine.md D4).
    const bool swimsOffProne =
        rules_.swimmerImmuneToProne && state_.has(kProne) &&
        (item.hasMode || req_.hasMode ? q.mode == Mode::Swim : terrainMode(scene_, state_, q) == Mode::Swim);
    if (swimsOffProne) {
      q.mode = Mode::Swim;
      state_.conditions &= ~kProne;
    }
    const Mode asked = q.mode;
    if (state_.has(kProne) && q.mode != Mode::Crawl) q.mode = Mode::Crawl;  // "To move while prone, you must crawl"
    return asked;
  }

  // What the step costs against the allowance, and whether this band may take it.
  void spend(const PathItem& item, const StepQuery& q, StepRecord& rec) {
    rec.costMilli = static_cast<Milli>(rec.cost.squares) * cell_;
    rec.cap = bandAllowance(scene_, band_, state_, q.mode);
    const Milli before = total_;
    total_ += rec.costMilli;
    if (rec.cost.diagonal) ++diagonals_;
    ++movedSteps_;
    out_.checks |= rec.cost.checks;
    if (band_.ignoresCost) {
      // Minimum movement: one square in any direction whatever it costs.
      if (movedSteps_ > band_.fixedSquares) {
        Reason why = refusal(Refusal::BeyondAllowance);
        why.before = band_.fixedSquares;
        rec.fail(why);
      }
    } else if (speedFor(state_, q.mode) == 0 && !band_.fixedSquares) {
      rec.fail(refusal(Refusal::ModeSpeedZero));
    } else if (total_ > rec.cap) {
      // "To enter a square, you must have enough movement left to enter the square." With several
      // speeds: "Whenever you switch, subtract the distance you've already moved from the new speed
      // … If the result is 0 or less, you can't use the new speed during the current move."
      if (rules_.differentSpeeds && before >= rec.cap && speedSpent(state_, q.mode) != speedSpent(state_, lastMode_)) {
        Reason why = refusal(Refusal::SpeedUsedUp);
        why.mode = q.mode;
        why.cost = before;
        why.limit = rec.cap;
        rec.fail(why);
      } else {
        Reason why = notEnough(Refusal::StepNotEnough, rec, before);
        why.to = item.cell;
        rec.fail(why);
      }
    }
    if (rec.legal && rec.cost.hampered && !mayCrossHampered(rules_, band_, state_)) {
      if (band_.allowsHampered) rec.fail(refusal(Refusal::NoChargeDifficult));
      else rec.fail(refusal(Refusal::NoRunDifficult));
    }
  }

  // A step into a neighbouring square; false when it cannot be taken at all.
  bool step(const PathItem& item, StepRecord& rec, int stepIndex) {
    StepQuery q{at_, item.cell, Mode::Walk, diagonals_, false};
    const Mode asked = stepMode(item, q);
    rec.mode = q.mode;
    rec.to = item.cell;
    if (q.mode == Mode::Jump) {
      // A jump is priced by what it clears, not square by square: it is a path item of its own.
      rec.cost.block = StepBlock::NoSpeed;
      rec.fail(refusal(Refusal::JumpIsAnItem));
    } else if (state_.cannotMove()) {
      rec.cost.block = StepBlock::Immobile;
    } else if ((q.mode == Mode::Fly && state_.speeds.fly == 0) ||
               (q.mode == Mode::Burrow && state_.speeds.burrow == 0)) {
      rec.cost.block = StepBlock::NoSpeed;
    } else {
      rec.cost = priceStep(scene_, state_, req_.mover, q);
    }
    if (rec.cost.block != StepBlock::None) {
      rec.fail(blockedAt(Refusal::MoveBlocked, rec.cost.block, at_, item.cell, rec.cost.blockCell, rec.cost.blocker));
      rec.blocker = rec.cost.blocker;
      rec.cost.space = atSpace_;
      rec.total = total_;
      airborne_ = airborne_ || asked == Mode::Fly;
      return false;  // a step that cannot be taken ends the evaluation: the creature can't get past it
    }
    spend(item, q, rec);
    if (band_.provokes && stillLegal_ && rec.legal) {
      leaving(atSpace_, rec.cost.space, stepIndex, rec);
      for (int e : rec.cost.provokedBy)
        if (!scene_.creatures()[e].isUnawareOf(state_.id)) provoke(e, stepIndex, "enter-space", rec);
    }
    rec.total = total_;
    rec.band = bandOf(scene_, band_, state_, q.mode, total_);
    rec.blocker = -1;
    at_ = item.cell;
    atSpace_ = rec.cost.space;
    atSqueezed_ = rec.cost.squeezed;
    lastMode_ = q.mode;
    airborne_ = asked == Mode::Fly;
    onFoot_ = (q.mode == Mode::Walk) ? onFoot_ + stepDistance(rec, cell_) : 0;
    return true;
  }

  // After an item: illegal once an earlier one was; where the creature may stop so far.
  void settle(StepRecord& rec, int stepIndex) {
    if (!rec.legal) stillLegal_ = false;
    if (!stillLegal_) rec.legal = false;
    if (!rec.legal && !rec.why.refused()) rec.why = refusal(Refusal::MoveAfterIllegalStep);
    if (!rec.legal) return;
    squeezedSoFar_ = squeezedSoFar_ || atSqueezed_;
    Reason why;
    if (mayEndAt(scene_, state_, req_.mover, atSpace_, req_.stopping, why) &&
        mayEndSqueezingPast(scene_, state_, at_, rec.mode, why)) {
      out_.stop = at_;
      out_.stopStep = stepIndex;
      out_.spentAtStop = total_;
      out_.stopSpace = atSpace_;
      out_.squeezedAtStop = atSqueezed_;
      out_.squeezedOnTheWay = squeezedSoFar_;
    }
  }

  const Scene& scene_;
  const MoveRequest& req_;
  const Ruleset& rules_;
  const Band& band_;
  const Milli cell_;
  Creature state_;  // conditions change as the creature stands or drops prone
  MoveOutcome out_;
  Cell at_;
  Rect atSpace_{};  // the cells occupied at `at_` (a squeezed footprint when squeezed)
  bool atSqueezed_ = false;
  Milli total_;    // spent this turn so far
  int diagonals_;  // diagonals counted this turn so far
  int movedSteps_ = 0;
  bool stillLegal_ = true;      // every item so far is legal
  std::vector<bool> provoked_;  // per creature: has it an opportunity attack already
  bool airborne_ = false;       // in the air: the path flies (or asks to fly) and has not landed since
  Mode lastMode_ = Mode::Walk;  // the mode of the last movement, for "whenever you switch"
  Milli onFoot_ = 0;            // feet moved on foot immediately before (a long jump's run-up)
  bool squeezedSoFar_ = false;
};

MoveOutcome MoveState::finish() {
  MoveOutcome& out = out_;
  // Attacks count only up to where the creature really stops.
  std::erase_if(out.attacks, [&](const OpportunityAttack& a) { return a.step > out.stopStep; });
  if (out.stopStep < 0) out.squeezedOnTheWay = out.squeezedAtStop;

  out.end = at_;
  const Mode lastStepMode = out.steps.empty() ? Mode::Walk : out.steps.back().mode;
  out.canEnd = mayEndAt(scene_, state_, req_.mover, atSpace_, req_.stopping, out.endProblem) &&
               mayEndSqueezingPast(scene_, state_, at_, lastStepMode, out.endProblem);
  out.endBlocker = out.canEnd ? -1 : out.endProblem.creature;
  out.legal = stillLegal_ && out.canEnd && out.complete;
  if (rules_.closestLegalPosition && stillLegal_ && out.complete && !out.canEnd)
    findClosestLegal(scene_, state_, req_, lastStepMode, out);
  // A flyer deprived of flight falls (move_end.h).
  out.fallReason = flyerFallReason(rules_, state_, airborne_);
  out.falls = *out.fallReason != '\0';
  out.diagonals = diagonals_ - req_.diagonals;
  return std::move(out_);
}

}  // namespace

Result<MoveOutcome> evaluateMove(const Scene& scene, const MoveRequest& req) {
  MoveState move(scene, req);
  for (std::size_t i = 0; i < req.path.size(); ++i)
    if (!move.item(i)) break;
  return move.finish();
}

}  // namespace footwork
