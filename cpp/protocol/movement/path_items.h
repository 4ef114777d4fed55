#pragma once
// The path items of a move (docs/protocol.md, "Query: move": cells, cells with a mode, actions and
// jumps), read for the move query and for the drag so far of the path query (`walked`).
#include <optional>

#include "core/movement/move_record.h"
#include "protocol/movement/grab.h"

namespace footwork {

// Reads the array `v` (at `path`) into req.path, each cell a neighbour of the one before, starting
// from req.from. With a grab, cells are where the held cell goes and are read as the anchors that
// put it there (grab.h).
MaybeError readPathItems(const JsonValue& v, const std::string& path, const Scene& scene,
                         const std::optional<Grab>& grab, MoveRequest& req);

}  // namespace footwork
