#include "core/calculators/carrying.h"

#include <string>

namespace footwork {

CarryingRule d20CarryingRule() {
  CarryingRule r;
  r.available = true;
  // Table: Carrying Capacity. "up to L lb.", "L+1–M lb.", "M+1–H lb.": the heaviest weight of each load.
  r.capacity = {
      {1, 3, 6, 10},       {2, 6, 13, 20},       {3, 10, 20, 30},      {4, 13, 26, 40},      {5, 16, 33, 50},
      {6, 20, 40, 60},     {7, 23, 46, 70},      {8, 26, 53, 80},      {9, 30, 60, 90},      {10, 33, 66, 100},
      {11, 38, 76, 115},   {12, 43, 86, 130},    {13, 50, 100, 150},   {14, 58, 116, 175},   {15, 66, 133, 200},
      {16, 76, 153, 230},  {17, 86, 173, 260},   {18, 100, 200, 300},  {19, 116, 233, 350},  {20, 133, 266, 400},
      {21, 153, 306, 460}, {22, 173, 346, 520},  {23, 200, 400, 600},  {24, 233, 466, 700},  {25, 266, 533, 800},
      {26, 306, 613, 920}, {27, 346, 693, 1040}, {28, 400, 800, 1200}, {29, 466, 933, 1400},
  };
  r.strengthStep = 10;  // "+10 Str  x4  x4  x4"
  r.stepFactor = 4;
  r.baseSpeeds = {40 * kMilliPerFoot, 30 * kMilliPerFoot, 20 * kMilliPerFoot};  // "(40 ft.) (30 ft.) (20 ft.)"
  // "Medium +3 -3 30 ft. 20 ft. 15 ft. x4" and "Heavy +1 -6 30 ft. 20 ft. 15 ft. x3" (the run multiplier is
  // the run band's heavyLoadMultiplier in rulesets.cpp).
  r.loads = {{Load::Medium, 3, -3, {30 * kMilliPerFoot, 20 * kMilliPerFoot, 15 * kMilliPerFoot}},
             {Load::Heavy, 1, -6, {30 * kMilliPerFoot, 20 * kMilliPerFoot, 15 * kMilliPerFoot}}};
  return r;
}

Calculated<Capacity> carryingCapacity(const CarryingRule& rule, int strength) {
  if (!rule.available || rule.capacity.empty()) return CalcReason{CalcRefusal::NoCarryingTable};
  const int first = rule.capacity.front().strength;
  const int last = rule.capacity.back().strength;
  if (strength < first || strength > kMaxCarryingStrength) {
    CalcReason why{CalcRefusal::StrengthOutOfRange};
    why.first = first;
    why.last = kMaxCarryingStrength;
    return why;
  }
  Capacity c;
  c.strength = strength;
  int s = strength;
  while (s > last && rule.strengthStep > 0) {  // "+10 Str ×4": step down to the table, multiplying
    s -= rule.strengthStep;
    ++c.timesFactor;
  }
  const CapacityRow& row = rule.capacity[static_cast<std::size_t>(s - first)];
  std::int64_t factor = 1;
  for (int i = 0; i < c.timesFactor; ++i) factor *= rule.stepFactor;
  c.tableStrength = s;
  c.light = row.light * factor;
  c.medium = row.medium * factor;
  c.heavy = row.heavy * factor;
  return c;
}

std::optional<Load> loadFor(const Capacity& cap, Pounds carried) {
  if (carried <= cap.light * kMilliPerPound) return Load::Light;
  if (carried <= cap.medium * kMilliPerPound) return Load::Medium;
  if (carried <= cap.heavy * kMilliPerPound) return Load::Heavy;
  return std::nullopt;
}

const LoadRow* loadRow(const CarryingRule& rule, Load load) {
  for (auto& l : rule.loads)
    if (l.load == load) return &l;
  return nullptr;
}

std::optional<Milli> loadedSpeed(const CarryingRule& rule, Milli baseSpeed, Load load) {
  std::size_t column = rule.baseSpeeds.size();
  for (std::size_t i = 0; i < rule.baseSpeeds.size(); ++i)
    if (rule.baseSpeeds[i] == baseSpeed) column = i;
  const LoadRow* row = loadRow(rule, load);
  if (!row) return baseSpeed;  // a light load changes nothing
  if (column >= row->speeds.size()) return std::nullopt;
  return row->speeds[column];
}

}  // namespace footwork
