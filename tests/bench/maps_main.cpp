// Prints the FNV-1a hash of each benchmark map, for tests/bench/js/compare.mjs to check that the
// JavaScript generator builds the same maps as mapgen.h.
#include <cstdio>

#include "mapgen.h"

int main() {
  for (int fine = 0; fine < 2; ++fine)
    for (int side : {30, 100, 500, 1000}) {
      const auto m = footwork::bench::generateMap(side, fine ? 4 : 1, fine ? 8 : 2);
      std::uint32_t h = 0x811c9dc5u;
      for (std::uint8_t v : m) h = (h ^ v) * 0x01000193u;
      std::printf("%s %d %x\n", fine ? "fine" : "walker", side, h);
    }
}
