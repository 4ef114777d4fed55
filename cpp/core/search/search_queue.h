#pragma once
// A monotone bucket queue (Dial's algorithm) for integer keys: costs are whole squares and one
// step adds at most SearchSpace::maxStepSquares() (A* adds a little more for the heuristic), so a
// ring of buckets a power of two wide holds every key in flight. Push and pop are O(1); entries
// that went stale (a cheaper key was pushed later) are skipped by the caller. Also the searches'
// scratch storage (Scratch), which the queue uses for its own arrays, and the path search's kept
// state arrays (PathScratch).
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace footwork {

// Scratch storage kept by the thread between queries: a search's per-query arrays take a vector
// whose storage a finished search gave back (growing it if needed) instead of asking the allocator,
// which hands big blocks back to the system after each query and faults fresh pages in for the
// next (measured: 10–15% of a multi-cell reachable query). Bounded: at most 8 vectors of 1 MB per
// element type are kept.
template <class T>
class Scratch {
 public:
  static std::vector<T> take() {
    std::vector<std::vector<T>>& p = pool();
    if (p.empty()) return {};
    std::vector<T> v = std::move(p.back());
    p.pop_back();
    return v;
  }
  static void give(std::vector<T>& v) {
    std::vector<std::vector<T>>& p = pool();
    if (v.capacity() == 0 || v.capacity() * sizeof(T) > (std::size_t{1} << 20) || p.size() >= 8) return;
    v.clear();
    p.push_back(std::move(v));
  }

 private:
  static std::vector<std::vector<T>>& pool() {
    thread_local std::vector<std::vector<T>> p;
    return p;
  }
};

// The state arrays of the path search (core/search/path.h findPathOn), kept between searches on one
// space (the places query, the loaded scene's kept space): each search then clears only the states
// the one before it reached, so it costs what it settles rather than its whole window (a 400×400
// map's 320,000 states cleared before every place's search).
struct PathScratch {
  std::vector<std::int32_t> g;
  std::vector<std::uint8_t> pred;
  std::vector<std::uint32_t> touched;
};

class BucketQueue {
 public:
  // `span`: the largest difference between a pushed key and the smallest key in the queue.
  explicit BucketQueue(int span) {
    std::size_t n = 1;
    while (n <= static_cast<std::size_t>(span) + 1) n <<= 1;
    head_ = Scratch<std::uint32_t>::take();
    nodes_ = Scratch<Node>::take();
    head_.assign(n, kNone);
    mask_ = n - 1;
  }
  ~BucketQueue() {
    Scratch<std::uint32_t>::give(head_);
    Scratch<Node>::give(nodes_);
  }
  bool empty() const { return count_ == 0; }
  std::size_t size() const { return count_; }
  // Keys must not be below the last popped key nor more than `span` above it.
  void push(std::int64_t key, std::uint32_t value) {
    if (count_ == 0 || key < current_) current_ = key;
    std::uint32_t& head = head_[static_cast<std::size_t>(key) & mask_];
    std::uint32_t node;
    if (free_ != kNone) {
      node = free_;
      free_ = nodes_[node].next;
      nodes_[node] = {value, head};
    } else {
      node = static_cast<std::uint32_t>(nodes_.size());
      nodes_.push_back({value, head});
    }
    head = node;
    ++count_;
  }
  // Pops a value with the smallest key, the one pushed last among equal keys; `key` receives it.
  std::uint32_t pop(std::int64_t& key) {
    while (head_[static_cast<std::size_t>(current_) & mask_] == kNone) ++current_;
    std::uint32_t& head = head_[static_cast<std::size_t>(current_) & mask_];
    const std::uint32_t node = head;
    const std::uint32_t v = nodes_[node].value;
    head = nodes_[node].next;
    nodes_[node].next = free_;
    free_ = node;
    --count_;
    key = current_;
    return v;
  }

 private:
  // Each bucket is a stack (a singly linked list through nodes_, newest first); popped nodes are
  // reused through a free list, so a search allocates only while its frontier grows.
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  struct Node {
    std::uint32_t value, next;
  };
  std::vector<std::uint32_t> head_;
  std::vector<Node> nodes_;
  std::uint32_t free_ = kNone;
  std::size_t mask_ = 0;
  std::size_t count_ = 0;
  std::int64_t current_ = 0;
};

}  // namespace footwork
