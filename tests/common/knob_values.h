#pragma once
// The house-rule knobs' values as the tests walk them (core/ruleset/knobs.h): every value of a knob in
// the order the rulesets query lists them, and each value as the protocol writes it. Shared by
// unit/variant_test.cpp (each value read and written back) and unit/knob_matrix_test.cpp (each knob
// against every value of every other).
#include <nlohmann/json.hpp>

#include <vector>

#include "core/ruleset/knobs.h"

namespace footwork::testing {

// A knob's value as the protocol writes it.
inline nlohmann::ordered_json knobJson(const Knob& k, int value) {
  if (k.kind == KnobKind::Choice) return k.choices[value];
  if (k.kind == KnobKind::Flag) return value != 0;
  return value;
}

// Every value of `k`, in the order the rulesets query lists them.
inline std::vector<int> valuesOf(const Knob& k) {
  std::vector<int> out;
  const int first = k.kind == KnobKind::Count ? k.min : 0;
  const int last = k.kind == KnobKind::Count ? k.max : k.kind == KnobKind::Flag ? 1 : choiceCount(k) - 1;
  for (int v = first; v <= last; ++v) out.push_back(v);
  return out;
}

}  // namespace footwork::testing
