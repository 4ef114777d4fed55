#pragma once
// The path query's search space kept between requests on a host's loaded scene (issue 25: a hover
// asks the best path to each cell it crosses, always from the same start with the same spent feet).
// Building a SearchSpace reads the whole map when the search has no allowance window (the path
// query's): the cell flags, the kernel's codes, the prefix sums. On a 100×100 map that was two
// thirds of a path query's time, the same every hover. The cache keeps the last space built and hands
// it back when the next request is asked of the same scene with the same search request.
//
// Unlike LandmarkCache, it cannot check the scene itself cheaply: its owner (protocol/scene/
// loaded_scene.h) names the one scene it may serve (`attach`) and drops the space on every change
// to that scene (`clear`), creatures included. A request against any other scene (one carried by
// the request, or a copy a query made) is never served from it. Only saves time: a kept space is
// the one the same constructor would build again (its lazily filled memos are functions of it).
#include <memory>

#include "core/search/search.h"

namespace footwork {

class SearchSpaceCache {
 public:
  // The scene the cache may serve; drops what it kept.
  void attach(const Scene* scene) {
    scene_ = scene;
    clear();
  }
  void clear() { space_.reset(); }
  // The kept space when `scene` is the attached one and `req` is the same request, else a new one
  // built and kept; nullptr when the request may not be kept (another scene, a band that is not the
  // scene's own), and the caller builds its own.
  const SearchSpace* spaceFor(const Scene& scene, const SearchRequest& req, int reachSquares);
  // Times spaceFor handed back the kept space, and built a new one (for tests and benchmarks).
  long long hits() const { return hits_; }
  long long misses() const { return misses_; }

 private:
  const Scene* scene_ = nullptr;
  std::unique_ptr<SearchSpace> space_;
  SearchRequest req_;
  int reach_ = 0;
  long long hits_ = 0, misses_ = 0;
};

}  // namespace footwork
