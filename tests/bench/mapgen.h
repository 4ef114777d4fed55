#pragma once
// The benchmark maps, generated identically by tests/bench/js/mapgen.mjs: mulberry32 from a fixed
// seed, row by row; a cell is blocked (a filled square) with probability 0.2, otherwise difficult
// with probability 0.2. For the 5e-fine maps each generated cell becomes a `scale`×`scale` block
// of 1.25-ft cells (obstacles drawn at 5-ft scale, as on a real map), so an N×N fine map is
// generated at N/4 × N/4. The start and goal areas are cleared so every run has somewhere to go.
#include <cstdint>
#include <deque>
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

// The corners a path bench runs between: the positions of a `space`×`space` mover that the one at
// (cx, cy) reaches stepping to its four neighbours over cells that are not blocked, the one nearest
// [0, 0] (least x + y, then least y) and the one nearest the far corner (greatest x + y, then
// greatest y). The corner squares are cleared, but the cells round them may still wall them in (at
// this seed [0, 0] at 100×100 and 200×200): "corner to corner" from there searched a pocket of ten
// cells. Four-neighbour steps into open cells are moves on squares and on hexes alike, so the far
// corner is reachable from the near one. tests/bench/js/mapgen.mjs finds the same.
struct Corners {
  int x0, y0, x1, y1;
};
inline Corners connectedCorners(const std::vector<std::uint8_t>& m, int side, int space, int cx, int cy) {
  const int n = side - space + 1;  // positions per axis
  // blocked[y][x]: blocked cells in [0, x) × [0, y), for a position's block in four reads
  std::vector<int> blocked(static_cast<std::size_t>(side + 1) * (side + 1), 0);
  auto at = [&](int x, int y) -> int& { return blocked[static_cast<std::size_t>(y) * (side + 1) + x]; };
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x)
      at(x + 1, y + 1) =
          at(x, y + 1) + at(x + 1, y) - at(x, y) + (m[static_cast<std::size_t>(y) * side + x] == kBlocked);
  auto open = [&](int x, int y) {
    return x >= 0 && y >= 0 && x < n && y < n &&
           at(x + space, y + space) - at(x, y + space) - at(x + space, y) + at(x, y) == 0;
  };
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(n) * n, 0);
  std::deque<std::pair<int, int>> queue{{cx, cy}};
  seen[static_cast<std::size_t>(cy) * n + cx] = 1;
  Corners c{cx, cy, cx, cy};
  while (!queue.empty()) {
    const auto [x, y] = queue.front();
    queue.pop_front();
    if (x + y < c.x0 + c.y0 || (x + y == c.x0 + c.y0 && y < c.y0)) c.x0 = x, c.y0 = y;
    if (x + y > c.x1 + c.y1 || (x + y == c.x1 + c.y1 && y > c.y1)) c.x1 = x, c.y1 = y;
    for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
      const int nx = x + dx, ny = y + dy;
      if (!open(nx, ny) || seen[static_cast<std::size_t>(ny) * n + nx]) continue;
      seen[static_cast<std::size_t>(ny) * n + nx] = 1;
      queue.emplace_back(nx, ny);
    }
  }
  return c;
}

}  // namespace footwork::bench
