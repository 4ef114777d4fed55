#pragma once
// The words of the core's refusals (core/movement/refusal.h): each code's name as answers carry it
// (`illegal.code`, `endProblem.code`) and each sentence (`message`), written once here for every query
// over core/movement (move, forced, swap, teleport). The golden vectors pin these sentences byte for byte.
#include <string>

#include "core/movement/refusal.h"
#include "core/scene/scene.h"
#include "protocol/json/json_writer.h"

namespace footwork {

// The code's name ("wall", "not-enough-movement", "destination-solid" …).
std::string refusalCode(const Reason& why);
// The sentence for people; `scene` gives the names of the creatures and the ruleset.
std::string refusalSentence(const Scene& scene, const Reason& why);
// `key: {code, message, creature?}`, the one shape every answer gives a refusal in (`illegal`,
// `endProblem`, `occupied`); `creature` (a scene index, or -1 for none) the one in the way.
void writeRefusal(JsonWriter& w, const char* key, const Scene& scene, const Reason& why, int creature);

}  // namespace footwork
