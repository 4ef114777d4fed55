#pragma once
// The words of the core's refusals (core/movement/refusal.h): each code's name as answers carry it
// (`illegal.code`, `endProblem.code`) and each sentence (`message`), written once here for every query
// over core/movement (move, forced, swap, teleport). The golden vectors pin these sentences byte for byte.
#include <string>

#include "core/movement/refusal.h"
#include "core/scene/scene.h"

namespace footwork {

// The code's name ("wall", "not-enough-movement", "destination-solid" …).
std::string refusalCode(const Reason& why);
// The sentence for people; `scene` gives the names of the creatures and the ruleset.
std::string refusalSentence(const Scene& scene, const Reason& why);

}  // namespace footwork
