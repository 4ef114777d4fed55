#pragma once
// The words of the calculators' refusals (core/calculators/calc_refusal.h): the error code, the
// sentence and the JSON path of the request field at fault, written once here for the speed and
// carrying queries. The golden vectors pin these errors byte for byte.
#include <string>

#include "core/calculators/calc_refusal.h"
#include "core/ruleset/ruleset.h"
#include "core/scene/error.h"

namespace footwork {

// `race` is the race the request named (for unknown-race); `strengthPath` where Strength was read.
Error calcError(const Ruleset& ruleset, const CalcReason& why, const std::string& race = "",
                const std::string& strengthPath = "$.strength");

}  // namespace footwork
