#pragma once
// A monotone bucket queue (Dial's algorithm) for integer keys: costs are whole squares and one
// step adds at most SearchSpace::maxStepSquares() (A* adds a little more for the heuristic), so a
// ring of buckets a power of two wide holds every key in flight. Push and pop are O(1); entries
// that went stale (a cheaper key was pushed later) are skipped by the caller.
#include <cstdint>
#include <vector>

namespace footwork {

class BucketQueue {
 public:
  // `span`: the largest difference between a pushed key and the smallest key in the queue.
  explicit BucketQueue(int span) {
    std::size_t n = 1;
    while (n <= static_cast<std::size_t>(span) + 1) n <<= 1;
    buckets_.resize(n);
    mask_ = n - 1;
  }
  bool empty() const { return count_ == 0; }
  std::size_t size() const { return count_; }
  // Keys must not be below the last popped key nor more than `span` above it.
  void push(std::int64_t key, std::uint32_t value) {
    if (count_ == 0 || key < current_) current_ = key;
    buckets_[static_cast<std::size_t>(key) & mask_].push_back(value);
    ++count_;
  }
  // Pops a value with the smallest key; `key` receives it.
  std::uint32_t pop(std::int64_t& key) {
    while (buckets_[static_cast<std::size_t>(current_) & mask_].empty()) ++current_;
    auto& b = buckets_[static_cast<std::size_t>(current_) & mask_];
    const std::uint32_t v = b.back();
    b.pop_back();
    --count_;
    key = current_;
    return v;
  }

 private:
  std::vector<std::vector<std::uint32_t>> buckets_;
  std::size_t mask_ = 0;
  std::size_t count_ = 0;
  std::int64_t current_ = 0;
};

}  // namespace footwork
