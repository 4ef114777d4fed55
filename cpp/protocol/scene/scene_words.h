#pragma once
// The words of a scene's refusals (core/scene/scene_refusal.h): each code's error code, sentence and
// request field, written once, byte for byte what the golden vectors pin.
#include <string>

#include "core/scene/scene.h"

namespace footwork {

// `path` is where the request gave the creature ("$.scene.creatures[2]", "$.creature", "$" for a
// move by id); `idPath` where it named the id asked for (default `path` + ".id").
Error sceneError(const Scene& scene, const SceneProblem& p, const std::string& path, std::string idPath = "");

}  // namespace footwork
