#pragma once
// Distances between places and "the closest creature" (dnd35: "if two squares or creatures are
// equally close, randomly determine which one counts as closest by rolling a die"). Ranges count as
// ../shared/rules/README.md reading 4 says (distance.h); dice only with a caller's seed (reading 10).
#include <cstdint>
#include <optional>
#include <vector>

#include "core/scene/distance.h"
#include "core/scene/scene.h"

namespace footwork {

// splitmix64: a fixed, documented generator, so a seed gives the same roll in every build.
std::uint64_t splitmix64(std::uint64_t& state);
// A roll of 1..sides (sides ≥ 1) from `seed`: the first splitmix64 output, reduced without bias.
int rollDie(std::uint64_t seed, int sides);

struct ClosestResult {
  int squares = -1;         // range of the closest; -1 when there are no candidates
  std::vector<int> tied;    // indices (into the candidate list) at that range, in input order
  std::optional<int> roll;  // the die roll (1..tied.size()) when a seed was given and there is a tie
  int chosen = -1;          // index of the one that counts as closest, or -1 when a tie is left unrolled
};

// Closest of `candidates` to `from`, by rangeSquares with the ruleset's diagonal rule: on squares, or
// on the grid given (hexes count hex steps).
ClosestResult closestOf(const Rect& from, const std::vector<Rect>& candidates, DiagonalRule rule,
                        std::optional<std::uint64_t> seed);
ClosestResult closestOf(const Grid& grid, const Rect& from, const std::vector<Rect>& candidates, DiagonalRule rule,
                        std::optional<std::uint64_t> seed);

}  // namespace footwork
