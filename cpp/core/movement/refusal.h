#pragma once
// Why the core refuses a step, a jump, an end or a placement: a code (`Refusal`) and the data its
// sentence needs (`Reason`). The core decides and writes no words; the protocol names each code and
// writes each sentence once (protocol/movement/refusal_words.h). A code's name is what answers carry
// in `illegal.code` / `endProblem.code`; several codes share a name where one rule is broken in
// different places and its sentence says so differently (a wall met by a move and by a push).
#include <cstdint>

#include "core/movement/blocking.h"

namespace footwork {

enum class Refusal : std::uint8_t {
  None,
  // A step of a move that cannot be taken at all: `block`, `from`, `to`, `at` (the cell in the way),
  // `creature` (the one in the way).
  MoveBlocked,
  MoveAfterIllegalStep,
  // Items of a move.
  ImmuneToProne,      // dropping prone while swimming (5e-fine)
  NotProne,           // standing up when not prone
  StandSpeedZero,     // standing up with a speed of 0
  StandNotEnough,     // `cost`, `left`
  JumpNotEnough,      // `cost`, `left`
  StepNotEnough,      // `to`, `cost`, `left`
  BeyondAllowance,    // `count`: the squares a fixed allowance moves
  ModeSpeedZero,      // a step in a mode whose speed is 0
  SpeedUsedUp,        // `mode`, `cost` (already moved), `limit` (the new speed)
  NoChargeDifficult,  // charging across hampering terrain
  NoRunDifficult,     // running across it
  JumpIsAnItem,       // a step whose mode is `jump`
  // Jumps (5e-fine): `cost` cleared, `limit` the most, `flag` running start, `at`/`to` cells.
  JumpNotStraight,
  JumpNotHexLine,  // on hexes: not along one of the six directions
  JumpTooFar,
  JumpLongCeiling,  // `cost` the rise, `amount` the creature's height, `limit` the ceiling
  JumpBlockedOnTheWay,
  JumpLandingBlocked,
  JumpTooHigh,
  JumpHighCeiling,  // `cost` the height, `amount` the creature's height, `limit` the ceiling
  JumpNoRules,
  JumpProne,
  JumpImmobile,
  // Where a creature may end (mayEndAt): `at` the cell, `creature` the one in the way, `count` capacity.
  EndInsideObstacle,
  EndOccupied,
  EndCellFull,
  EndSqueezingPast,
  StandOccupied,  // a creature set down (not moved) in another's space: `creature`
  // Forced movement (4e): `block`, `at`, `creature`; `count`/`amount` the squares before/after.
  ForcedAfterIllegalStep,
  ForcedPrecipice,
  ForcedBlocked,
  ForcedNotNearer,
  ForcedNotFarther,
  NoLineOfEffect,
  ForcedBeyondDistance,  // `count` the power's squares, `amount` the square's total
  // Swapping places.
  SwapNoOverlap,
  SwapNotInLeftSquare,
  SwapOverlap,
  SwapTargetBlocked,  // `block`, `to`, `at`
  SwapUserBlocked,
  // Teleportation.
  TeleportOutOfRange,  // `count` squares away, `amount` the power's range
  TeleportDestinationBlocked,
  TeleportNoLineOfSight,
};

struct Reason {
  Refusal code = Refusal::None;
  StepBlock block = StepBlock::None;  // what stops it, for the codes named by a block
  Cell from{}, to{}, at{};            // the step, and the cell in the way or concerned
  int creature = -1;                  // the creature in the way or concerned (scene index)
  int subject = -1;                   // the creature refused, where the sentence names it (StandOccupied)
  Mode mode = Mode::Walk;
  Milli cost = 0, left = 0, limit = 0, height = 0;  // feet: what it costs, what is left, the most, a height
  int before = 0, after = 0;  // squares or counts: ranges before and after, a distance and a total
  bool runUp = false;         // a jump with a running start

  bool refused() const { return code != Refusal::None; }
};

// Shorthands for the commonest shapes.
inline Reason refusal(Refusal code) {
  Reason r;
  r.code = code;
  return r;
}
inline Reason blockedAt(Refusal code, StepBlock block, Cell from, Cell to, Cell at, int creature = -1) {
  Reason r;
  r.code = code;
  r.block = block;
  r.from = from;
  r.to = to;
  r.at = at;
  r.creature = creature;
  return r;
}

}  // namespace footwork
