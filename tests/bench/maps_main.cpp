// Prints the FNV-1a hash of each benchmark map and its connected corners (mapgen.h connectedCorners:
// for the walker, the corners its path benches run between), for tests/bench/js/compare.mjs to check
// that the JavaScript generator builds the same maps and finds the same corners as mapgen.h.
#include <cstdio>

#include "mapgen.h"

int main() {
  for (int fine = 0; fine < 2; ++fine)
    for (int side : {30, 100, 500, 1000}) {
      const int clear = fine ? 8 : 2, space = fine ? 4 : 1;
      const auto m = footwork::bench::generateMap(side, fine ? 4 : 1, clear);
      std::uint32_t h = 0x811c9dc5u;
      for (std::uint8_t v : m) h = (h ^ v) * 0x01000193u;
      // (the centre as search_bench.cpp's setup puts the hero)
      const int centre = side / 2 - clear / 2;
      const auto c = footwork::bench::connectedCorners(m, side, space, centre, centre);
      std::printf("%s %d %x %d %d %d %d\n", fine ? "fine" : "walker", side, h, c.x0, c.y0, c.x1, c.y1);
    }
}
