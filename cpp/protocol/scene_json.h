#pragma once
// The scene format of the request protocol (docs/protocol.md, "Scenes"): reading with errors that
// name the JSON path, and writing back so that a scene round-trips.
#include <memory>

#include "core/scene.h"
#include "protocol/json_reader.h"

namespace footwork {

Result<std::unique_ptr<Scene>> parseScene(const json& j, const std::string& path);
json writeScene(const Scene& scene);

Result<Creature> parseCreature(const json& j, const std::string& path);
json writeCreature(const Creature& c);

MaybeError parseCellTerrain(const json& j, const std::string& path, CellTerrain& out);
json writeCellTerrain(const CellTerrain& t);
// The character a grid row uses for `t` in the default legend, or 0 when it has none.
char defaultLegendChar(const CellTerrain& t);
bool defaultLegendTerrain(char c, CellTerrain& out);

}  // namespace footwork
