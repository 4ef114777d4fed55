#pragma once
// A stable sort of indices by a caller's order, out of line: one merge sort in the WebAssembly module
// for every caller, where each std::stable_sort with its own comparator is 2.4 KB of code of its own
// (the module has a size guard, docs/performance.md). The callers sort a list once per request or
// object (the places' answering order, an object's keys), not in a search loop, so the call per
// comparison costs nothing that shows.
#include <cstdint>
#include <vector>

namespace footwork {

// true when the item at index a goes before the one at index b; `context` is the caller's data.
using IndexLess = bool (*)(const void* context, std::uint32_t a, std::uint32_t b);

// Sorts `order` by `less`, keeping the given order of items neither goes before.
void stableOrder(std::vector<std::uint32_t>& order, IndexLess less, const void* context);

}  // namespace footwork
