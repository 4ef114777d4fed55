#include "core/position/range.h"

namespace footwork {

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

int rollDie(std::uint64_t seed, int sides) {
  if (sides <= 1) return 1;
  std::uint64_t state = seed;
  const std::uint64_t n = static_cast<std::uint64_t>(sides);
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;  // reject the uneven tail: every face equally likely
  std::uint64_t v;
  do v = splitmix64(state);
  while (v >= limit);
  return static_cast<int>(v % n) + 1;
}

namespace {
template <class Range>
ClosestResult closestBy(const std::vector<Rect>& candidates, std::optional<std::uint64_t> seed, Range range) {
  ClosestResult r;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const int d = range(candidates[i]);
    if (r.squares < 0 || d < r.squares) {
      r.squares = d;
      r.tied.clear();
    }
    if (d == r.squares) r.tied.push_back(static_cast<int>(i));
  }
  if (r.tied.size() == 1) {
    r.chosen = r.tied[0];
  } else if (r.tied.size() > 1 && seed) {
    r.roll = rollDie(*seed, static_cast<int>(r.tied.size()));
    r.chosen = r.tied[*r.roll - 1];
  }
  return r;
}
}  // namespace

ClosestResult closestOf(const Rect& from, const std::vector<Rect>& candidates, DiagonalRule rule,
                        std::optional<std::uint64_t> seed) {
  return closestBy(candidates, seed, [&](const Rect& c) { return rangeSquares(from, c, rule); });
}

ClosestResult closestOf(const Grid& grid, const Rect& from, const std::vector<Rect>& candidates, DiagonalRule rule,
                        std::optional<std::uint64_t> seed) {
  return closestBy(candidates, seed, [&](const Rect& c) { return rangeSquares(grid, from, c, rule); });
}

}  // namespace footwork
