#pragma once
// Every place a pull, push or slide may leave its target (4e "Pull, Push, and Slide"), with the fewest
// squares of a legal forced path to each: the answer a table needs before anyone draws a path.
//
// "The power you're using specifies how many squares you can move a target. You can choose to move the
// target fewer squares or not to move it at all." (004_83b4f7313492aa85.txt) — so the start is always an
// end, with 0 squares, and every position within the distance that some legal path reaches and that the
// target may end in is one.
//
// A search over positions (and, where the ruleset alternates diagonals, whether the next diagonal is an
// odd or an even one); each square is judged by ForcedJudge (forced.h), the judge of the path query.
//
// Precipices and pits: "If you're forced over a precipice or a pit, you can try to catch yourself before
// you fall"; on a success "You fall prone at the edge, in the last square you occupied before you would
// have fallen. The forced movement ends." Either way the target does not end its forced movement over
// the pit: it stays at the edge (an end already listed) or falls. So a position with the whole space
// over a pit is never an end; the positions a power may force the target into over an edge are listed
// apart (`overEdge`), and the search does not go on past them.
#include <vector>

#include "core/movement/forced.h"

namespace footwork {

struct ForcedEnd {
  Cell position{};  // the target's top-left cell
  int squares = 0;  // fewest squares of a legal forced path there
};

struct ForcedEnds {
  std::vector<ForcedEnd> ends;      // row-major; the start first among its row's cells, with 0 squares
  std::vector<ForcedEnd> overEdge;  // positions wholly over a pit the target may be forced into (row-major)
};

// `req.path` is not read; `req.distance` must be 0 or more (the protocol requires it).
ForcedEnds forcedEnds(const Scene& scene, const ForcedRequest& req);

}  // namespace footwork
