#pragma once
// The squares diagonals cost under each DiagonalRule: the one place that arithmetic lives. Moving
// (core/movement/step_price.h), measuring (core/scene/distance.h) and the searches' lower bound
// (core/search/search.h) all ask here.
#include "core/ruleset/ruleset.h"

namespace footwork {

// True when a diagonal's price depends on how many came before (the searches then carry a parity).
constexpr bool diagonalsAlternate(DiagonalRule rule) {
  return rule == DiagonalRule::Alternating || rule == DiagonalRule::AlternatingFromTwo;
}

// Squares that `count` diagonals cost when `before` diagonals were already counted this move.
constexpr int diagonalSquares(DiagonalRule rule, int before, int count) {
  switch (rule) {
    case DiagonalRule::One: return count;
    case DiagonalRule::Manhattan: return 2 * count;
    // Diagonal number k (1-based, counting those before) costs 2 when k is even …
    case DiagonalRule::Alternating: return count + (before + count) / 2 - before / 2;
    // … or, counted from the other end, when k is odd.
    case DiagonalRule::AlternatingFromTwo: return count + (before + count + 1) / 2 - (before + 1) / 2;
  }
  return count;
}

}  // namespace footwork
