#include "core/scene/stable_order.h"

#include <algorithm>

namespace footwork {

// Bottom-up merge sort: runs of 1, 2, 4, … merged into `buffer` and swapped back. An item of the
// right run goes first only when strictly before the left one, which keeps it stable.
void stableOrder(std::vector<std::uint32_t>& order, IndexLess less, const void* context) {
  const std::size_t n = order.size();
  std::vector<std::uint32_t> buffer(n);
  for (std::size_t width = 1; width < n; width *= 2) {
    for (std::size_t lo = 0; lo < n; lo += 2 * width) {
      const std::size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      std::size_t a = lo, b = mid, out = lo;
      while (a < mid && b < hi) buffer[out++] = less(context, order[b], order[a]) ? order[b++] : order[a++];
      while (a < mid) buffer[out++] = order[a++];
      while (b < hi) buffer[out++] = order[b++];
    }
    order.swap(buffer);
  }
}

}  // namespace footwork
