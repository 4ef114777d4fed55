#pragma once
// Falling damage (4e "Falling"): the dice a fall deals, their minimum, maximum and average (README
// reading 10), whether the creature lands prone, and a roll made only with a seed the caller gives.
//
// The sentences (../shared/rules/004_…txt):
//   "When you fall at least 10 feet, you take damage."
//   "Falling Damage: You take 1d10 damage for each 10 feet you fall."
//   "Fast Alternative: If you fall more than 50 feet, take 25 damage per 50 feet, plus 1d10 per 10 extra feet."
//   "Prone: You fall prone when you land, unless you take no damage from the fall."
// The numbers are data (FallingRule, set per ruleset in rulesets.cpp); a ruleset whose text has no
// falling damage leaves `available` false.
#include <cstdint>
#include <string>
#include <vector>

#include "core/scene/units.h"

namespace footwork {

struct FallingRule {
  bool available = false;
  Milli minimumFall = 0;             // a shorter fall deals no damage
  Milli feetPerDie = 0;              // one die for each whole `feetPerDie` fallen
  int dieSides = 0;                  // d10
  Milli fastAbove = 0;               // the fast alternative applies to falls longer than this (0: no alternative)
  Milli fastChunk = 0;               // … `fastDamage` for each whole `fastChunk` fallen,
  int fastDamage = 0;                //     plus one die per `feetPerDie` of the rest
  bool proneUnlessNoDamage = false;  // the faller lands prone unless it takes no damage
};

// The damage of one fall as `flat + dice d sides`.
struct FallDamage {
  int dice = 0;
  int sides = 0;
  std::int64_t flat = 0;
  bool fast = false;  // the fast alternative was used

  std::string expression() const;  // "3d10", "25+1d10", "50", "0"
  std::int64_t minimum() const { return flat + dice; }
  std::int64_t maximum() const { return flat + static_cast<std::int64_t>(dice) * sides; }
  // Average × 2, exact: each die averages (sides + 1) / 2.
  std::int64_t averageTimesTwo() const { return 2 * flat + static_cast<std::int64_t>(dice) * (sides + 1); }
  // Lands prone: "unless you take no damage" — with at least one die or flat damage it always takes some.
  bool landsProne(const FallingRule& rule) const { return rule.proneUnlessNoDamage && minimum() > 0; }
};

// The damage of a fall of `distance`. `fast` asks for the fast alternative, used only where the rule
// has one and the fall is longer than its threshold (result.fast says whether it was).
FallDamage fallDamage(const FallingRule& rule, Milli distance, bool fast);

// A fixed, documented generator so that a seeded roll is identical in every build: SplitMix64
// (Steele, Lea, Flood 2014; the seeding generator of xoshiro), one 64-bit output per step.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // A uniform integer in [1, sides], without modulo bias (outputs at or above the largest multiple of
  // `sides` are drawn again).
  int die(int sides);

 private:
  std::uint64_t state_;
};

struct FallRoll {
  std::vector<int> dice;  // each die's face, in the order rolled
  std::int64_t total = 0;
};

// Rolls `damage` with the generator seeded by `seed`: one draw per die, in order.
FallRoll rollFall(const FallDamage& damage, std::uint64_t seed);

}  // namespace footwork
