// The prone swimmer's layered steps (SearchSpace::layerSteps, search.h): 5e-fine "a swimmer is
// immune to the prone condition" makes a prone mover upright once it swims (evaluateMove), so the
// searches run over a prone layer and an upright one. Kept in its own file: the searches call it
// only in that case, and their plain loops are compiled without it.
#include "core/search/search.h"

namespace footwork {

void SearchSpace::layerSteps(const SearchSpace& up, int from, int parity, int squaresBefore, bool upright,
                             std::array<LayerStep, 8>& out) const {
  const Cell at = cellOf(from);
  for (int dir = 0; dir < 8; ++dir) {
    LayerStep& o = out[static_cast<std::size_t>(dir)];
    o.j = StepJudgement{};
    o.upright = upright;
    if (neighbour(from, dir) < 0) continue;
    // The move query: a prone creature that goes into water swims, and is no longer prone.
    if (!upright) o.upright = up.swimStep(from, dir);
    o.j = (o.upright ? up : *this).step(from, at, dir, parity, squaresBefore);
  }
}

}  // namespace footwork
