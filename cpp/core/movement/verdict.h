#pragma once
// The first rule a proposed placement breaks (swap, teleport): the outcome structs of those queries
// derive from it, so "first failure wins" is written once.
#include <string>

namespace footwork {

struct Verdict {
  bool legal = true;
  std::string problem, message;  // the first rule broken
  int blocker = -1;              // the creature in the way, if any

  // Records a broken rule unless an earlier one was recorded already.
  void fail(const std::string& code, const std::string& why, int by = -1) {
    if (!legal) return;
    legal = false;
    problem = code;
    message = why;
    blocker = by;
  }
};

}  // namespace footwork
