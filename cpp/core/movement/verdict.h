#pragma once
// The first rule a proposed placement breaks (swap, teleport): the outcome structs of those queries
// derive from it, so "first failure wins" is written once.
#include "core/movement/refusal.h"

namespace footwork {

struct Verdict {
  bool legal = true;
  Reason problem;    // the first rule broken (the protocol writes its code and sentence)
  int blocker = -1;  // the creature in the way, if any

  // Records a broken rule unless an earlier one was recorded already.
  void fail(const Reason& why, int by = -1) {
    if (!legal) return;
    legal = false;
    problem = why;
    blocker = by;
  }
};

}  // namespace footwork
