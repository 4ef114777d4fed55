#include "core/movement/forced_ends.h"

#include <algorithm>
#include <array>
#include <functional>
#include <limits>
#include <queue>
#include <tuple>

namespace footwork {
namespace {

constexpr int kUnreached = std::numeric_limits<int>::max();

// The eight neighbouring positions, in a fixed order (the answer does not depend on it: each end carries
// its fewest squares, and the lists are sorted).
constexpr std::array<Cell, 8> kNeighbours{{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}};

}  // namespace

ForcedEnds forcedEnds(const Scene& scene, const ForcedRequest& req) {
  const Grid& g = scene.grid();
  const Cell start = scene.creatures()[req.target].position;
  const ForcedJudge judge(scene, req);
  // The diagonal count matters only through its parity (DiagonalRule::Alternating: "every second
  // diagonal counts as two squares"), so a state is a position and that parity. Steps count 1 or 2
  // squares: a shortest-path search (Dijkstra) over at most two states per cell of the map, whatever the
  // distance asked.
  const std::size_t cells = static_cast<std::size_t>(g.width()) * static_cast<std::size_t>(g.height());
  std::vector<int> best(cells * 2, kUnreached);
  std::vector<int> edgeBest(cells, kUnreached);
  auto cellIndex = [&](Cell c) { return static_cast<std::size_t>(g.index(c)); };
  using Item = std::tuple<int, std::size_t>;  // squares so far, state (cell index × 2 + parity)
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  best[cellIndex(start) * 2] = 0;
  open.emplace(0, cellIndex(start) * 2);
  while (!open.empty()) {
    const auto [squares, here] = open.top();
    open.pop();
    if (squares != best[here]) continue;  // a cheaper way here was found after this one was queued
    const Cell at = g.cellAt(static_cast<int>(here / 2));
    const int parity = static_cast<int>(here % 2);
    for (const Cell d : kNeighbours) {
      const Cell to = at + d;
      if (!g.contains(to) || !areNeighbours(g.shape(), at, to)) continue;  // hexes: six of the eight
      const ForcedStep s = judge.step(at, to, parity, squares, ForcedEdge::Judged);
      if (!s.legal) continue;
      if (s.overEdge) {
        edgeBest[cellIndex(to)] = std::min(edgeBest[cellIndex(to)], s.total);
        continue;
      }
      const std::size_t next =
          cellIndex(to) * 2 + static_cast<std::size_t>(isDiagonalStep(g.shape(), at, to) ? 1 - parity : parity);
      if (s.total >= best[next]) continue;
      best[next] = s.total;
      open.emplace(s.total, next);
    }
  }
  ForcedEnds out;
  for (int y = 0; y < g.height(); ++y)
    for (int x = 0; x < g.width(); ++x) {
      const Cell c{x, y};
      const std::size_t i = cellIndex(c);
      const int squares = std::min(best[i * 2], best[i * 2 + 1]);
      Reason why;
      // "or not to move it at all": the start is an end even where the path query would not let a path
      // come back to it (e.g. a target already sharing a square).
      if (c == start) out.ends.push_back({c, 0});
      else if (squares != kUnreached && judge.mayEndAt(c, why)) out.ends.push_back({c, squares});
      if (edgeBest[i] != kUnreached) out.overEdge.push_back({c, edgeBest[i]});
    }
  return out;
}

}  // namespace footwork
