#pragma once
// The cell a drag holds (docs/protocol.md, "Grab: dragging by any cell of the space"). A surface's
// pointer holds a creature by one cell of its space; with `grab` the request's cells are where the
// pointer is, and the engine turns each into the position (the anchor) that keeps the held cell
// under it: the same offset on squares, the same cube offset on hexes, where an offset step depends
// on the column's or row's parity (geometry.h movedLike).
#include <optional>

#include "core/scene/scene.h"
#include "protocol/json/json_reader.h"

namespace footwork {

struct Grab {
  Cell held;  // a cell of the space at `from`
  Cell from;  // the anchor the drag starts from
  // The anchor that puts the held cell on `pointer`.
  Cell anchorFor(GridShape shape, Cell pointer) const { return movedLike(shape, from, held, pointer); }
};

// Reads the request's `grab` (absent: nullopt): a cell of the mover's space when it stands at `from`,
// else bad-value at $.grab.
MaybeError readGrab(ObjectReader& r, const Scene& scene, const Creature& mover, Cell from, std::optional<Grab>& out);

// `pointer`, read at `path`, as the anchor the grab puts there (the cell itself without a grab);
// out-of-grid at `path` when that anchor lies off the grid.
MaybeError anchorOf(const Scene& scene, const std::optional<Grab>& grab, Cell pointer, const std::string& path,
                    Cell& out);

}  // namespace footwork
