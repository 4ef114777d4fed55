#pragma once
// The scene format of the request protocol (docs/protocol.md, "Scenes"): reading with errors that
// name the JSON path (scene_writer.h writes scenes back).
#include <memory>

#include "core/scene.h"
#include "protocol/json_reader.h"

namespace footwork {

Result<std::unique_ptr<Scene>> parseScene(const json& j, const std::string& path);

Result<Creature> parseCreature(const json& j, const std::string& path);

MaybeError parseCellTerrain(const json& j, const std::string& path, CellTerrain& out);
// The character a grid row uses for `t` in the default legend, or 0 when it has none.
char defaultLegendChar(const CellTerrain& t);
bool defaultLegendTerrain(char c, CellTerrain& out);

}  // namespace footwork
