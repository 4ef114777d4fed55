#pragma once
// The scene format of the request protocol (docs/protocol.md, "Scenes"): reading with errors that
// name the JSON path (scene_writer.h writes scenes back).
#include <memory>

#include "core/scene/scene.h"
#include "protocol/json/json_reader.h"

namespace footwork {

Result<std::unique_ptr<Scene>> parseScene(const JsonValue& j, const std::string& path);

Result<Creature> parseCreature(const JsonValue& j, const std::string& path);

MaybeError parseCellTerrain(const JsonValue& j, const std::string& path, CellTerrain& out);
// The terrain fields of an object being read (a "cells" entry reads its "cell" first); calls finish().
MaybeError readCellTerrain(ObjectReader& r, CellTerrain& out);
// The character a grid row uses for `t` in the default legend, or 0 when it has none.
char defaultLegendChar(const CellTerrain& t);
bool defaultLegendTerrain(char c, CellTerrain& out);

}  // namespace footwork
