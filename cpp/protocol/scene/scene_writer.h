#pragma once
// Writing a scene back in the protocol's normal form (docs/protocol.md, "Scenes") with the streaming
// writer, so that a scene round-trips through scene_json.h's reader. The bytes are what the answer
// trees printed before (tests/golden.sha256 pins them).
#include <string>

#include "core/scene/scene.h"
#include "protocol/json/json_writer.h"

namespace footwork {

void writeScene(JsonWriter& w, const Scene& scene);
void writeCreature(JsonWriter& w, const Creature& c);
// A terrain object with the fields that differ from open ground ({} for open ground).
void writeCellTerrain(JsonWriter& w, const CellTerrain& t);

// The same as JSON text, for hosts (LoadedScene) and tests.
std::string sceneText(const Scene& scene);
std::string creatureText(const Creature& c);

}  // namespace footwork
