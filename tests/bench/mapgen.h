#pragma once
// The benchmark maps, generated identically by tests/bench/js/mapgen.mjs: mulberry32 from a fixed
// seed, row by row; a cell is blocked (a filled square) with probability 0.2, otherwise difficult
// with probability 0.2. For the 5e-fine maps each generated cell becomes a `scale`×`scale` block
// of 1.25-ft cells (obstacles drawn at 5-ft scale, as on a real map), so an N×N fine map is
// generated at N/4 × N/4. The start and goal areas are cleared so every run has somewhere to go.
#include <cstdint>
#include <vector>

namespace footwork::bench {

struct Mulberry32 {
  std::uint32_t a;
  std::uint32_t next() {
    a += 0x6D2B79F5u;
    std::uint32_t t = a;
    t = (t ^ (t >> 15)) * (t | 1u);
    t ^= t + (t ^ (t >> 7)) * (t | 61u);
    return t ^ (t >> 14);
  }
};

enum : std::uint8_t { kOpen = 0, kBlocked = 1, kDifficult = 2 };

// side × side cells, row-major; `scale` cells per generated cell; a `clear`×`clear` square left
// open at the top-left corner, the bottom-right corner and the centre.
inline std::vector<std::uint8_t> generateMap(int side, int scale, int clear, std::uint32_t seed = 20261129) {
  const int coarse = (side + scale - 1) / scale;
  std::vector<std::uint8_t> c(static_cast<std::size_t>(coarse) * coarse);
  Mulberry32 rng{seed};
  const std::uint32_t fifth = 858993459u;  // floor(2^32 / 5)
  for (auto& v : c) {
    if (rng.next() < fifth) v = kBlocked;
    else v = rng.next() < fifth ? kDifficult : kOpen;
  }
  std::vector<std::uint8_t> m(static_cast<std::size_t>(side) * side);
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) m[static_cast<std::size_t>(y) * side + x] = c[(y / scale) * coarse + x / scale];
  auto open = [&](int x0, int y0) {
    for (int y = y0; y < y0 + clear; ++y)
      for (int x = x0; x < x0 + clear; ++x)
        if (x >= 0 && y >= 0 && x < side && y < side) m[static_cast<std::size_t>(y) * side + x] = kOpen;
  };
  open(0, 0);
  open(side - clear, side - clear);
  open(side / 2 - clear / 2, side / 2 - clear / 2);
  return m;
}

}  // namespace footwork::bench
