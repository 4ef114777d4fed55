#pragma once
// The move query's answer (docs/protocol.md, "Query: move"), written for `move` and for the whole
// priced move the path query answers with `move: true`.
#include "core/movement/move_record.h"
#include "protocol/json/json_writer.h"

namespace footwork {

// What an answer adds on request (an answer without them is as it always was).
struct MoveAnswerExtras {
  bool positions = false;  // per path item, where the anchor is after it (a grabbed drag's cells are the pointer's)
  bool speed = false;      // the first band's allowance in the path's first mode: the speed a summary quotes
  // Only the first illegal step says why (its `illegal`); the later ones are `legal: false` alone. A far
  // hover's steps past the allowance each repeat "not enough movement": a third of its answer.
  bool firstIllegalOnly = false;
};

// Writes the answer to `req` evaluated as `o`.
void writeMoveAnswer(JsonWriter& w, const Scene& scene, const MoveRequest& req, const MoveOutcome& o,
                     MoveAnswerExtras extras);

}  // namespace footwork
