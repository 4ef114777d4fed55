#pragma once
// Carrying capacity and load (d20-3.0 "Table: Carrying Capacity" and the load table): the most a
// creature of a given Strength carries at each load, which load a carried weight is, and what that
// load does (Max Dex, check penalty, speed by base speed). Weights are integer thousandths of a pound
// so that the table's whole-pound limits compare exactly.
//
// The sentences (../shared/rules/003_…txt):
//   "Your speed is determined by your Strength, and the amount of gear you're carrying."
//   "10 Str  up to 33 lb.  34-66 lb.  67-100 lb." … "29 Str  up to 466 lb.  467-933 lb.  934-1400 lb."
//   "+10 Str  x4  x4  x4"
//   "Load  Max Dex  Check Penalty  (40 ft.)  (30 ft.)  (20 ft.)  Run"
//   "Medium  +3  -3  30 ft.  20 ft.  15 ft.  x4" / "Heavy  +1  -6  30 ft.  20 ft.  15 ft.  x3"
// README reading 9: a light load changes nothing; Strength above 29 uses the "+10 Str ×4" row, so
// Str 30 carries Str 20's loads ×4, Str 39 Str 29's ×4, Str 40 Str 20's ×16.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/calculators/calc_refusal.h"
#include "core/scene/creature.h"
#include "core/scene/error.h"
#include "core/scene/units.h"

namespace footwork {

using Pounds = std::int64_t;  // thousandths of a pound
constexpr Pounds kMilliPerPound = 1000;

// One row of the carrying-capacity table: the heaviest weight (whole pounds) of each load.
struct CapacityRow {
  int strength = 0;
  std::int64_t light = 0, medium = 0, heavy = 0;
};

// One row of the load table: what a medium or heavy load does.
struct LoadRow {
  Load load = Load::Medium;
  int maxDex = 0;
  int checkPenalty = 0;
  std::vector<Milli> speeds;  // reduced speed, one per entry of CarryingRule::baseSpeeds
};

struct CarryingRule {
  bool available = false;
  std::vector<CapacityRow> capacity;  // consecutive Strength scores, from capacity.front().strength
  int strengthStep = 0;               // "+10 Str": above the table, each `strengthStep` more Strength …
  int stepFactor = 0;                 // … multiplies every load limit by `stepFactor` (×4)
  std::vector<Milli> baseSpeeds;      // the load table's columns: (40 ft.) (30 ft.) (20 ft.)
  std::vector<LoadRow> loads;         // medium and heavy; a light load is not in the table
};

// The table as written in the d20-3.0 text.
CarryingRule d20CarryingRule();

struct Capacity {
  int strength = 0;
  std::int64_t light = 0, medium = 0, heavy = 0;  // whole pounds, the heaviest weight of each load
  int timesFactor = 0;                            // how many "+10 Str" steps were applied
  int tableStrength = 0;                          // the row they were applied to
};

constexpr int kMaxCarryingStrength = 100;

// The load limits for a Strength score (1 … kMaxCarryingStrength); refused without a table or
// outside it (NoCarryingTable, StrengthOutOfRange).
Calculated<Capacity> carryingCapacity(const CarryingRule& rule, int strength);

// The load of `carried` pounds (thousandths): light up to the light limit, medium up to the medium
// limit, heavy up to the heavy limit; nullopt above the heavy limit (over capacity: the table has no
// load, and so no speed, for it).
std::optional<Load> loadFor(const Capacity& cap, Pounds carried);

// The load table's row for a medium or heavy load; nullptr for a light load (it changes nothing).
const LoadRow* loadRow(const CarryingRule& rule, Load load);

// The speed under `load` for a base speed that is one of the table's columns; nullopt when the base
// speed has no column. A light load returns the base speed.
std::optional<Milli> loadedSpeed(const CarryingRule& rule, Milli baseSpeed, Load load);

}  // namespace footwork
