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
//
// The request's `maxNodes` is no part of the key: the space never reads it (the search that runs on
// the space stops by its own request's budget), and a surface's budget that moves between hovers
// (web/shim/budget.js learns it from each answer's time) rebuilt the space on a third of a sweep's
// hovers at 200×200. With the space the cache keeps the path search's state arrays (PathScratch):
// a hover's search then clears only what the one before it reached, not its whole window; and the
// space keeps its slow steps' judgements (SearchSpace::keepSlowSteps): each hover's search went
// through priceStep again for the same steps beside the walls and creatures near the start.
#include <memory>

#include "core/search/search.h"
#include "core/search/search_queue.h"

namespace footwork {

class SearchSpaceCache {
 public:
  // The scene the cache may serve; drops what it kept.
  void attach(const Scene* scene) {
    scene_ = scene;
    clear();
  }
  void clear() {
    space_.reset();
    scratch_ = PathScratch{};
  }
  // The kept space when `scene` is the attached one and `req` is the same request, else a new one
  // built and kept; nullptr when the request may not be kept (another scene, a band that is not the
  // scene's own), and the caller builds its own.
  const SearchSpace* spaceFor(const Scene& scene, const SearchRequest& req, int reachSquares);
  // The path search's arrays kept with the space spaceFor last handed back (findPathOn's `scratch`).
  PathScratch* scratch() { return &scratch_; }
  // Times spaceFor handed back the kept space, and built a new one (for tests and benchmarks).
  long long hits() const { return hits_; }
  long long misses() const { return misses_; }

 private:
  const Scene* scene_ = nullptr;
  std::unique_ptr<SearchSpace> space_;
  PathScratch scratch_;  // emptied with the space: its sizes are the space's window
  SearchRequest req_;
  int reach_ = 0;
  long long hits_ = 0, misses_ = 0;
};

}  // namespace footwork
