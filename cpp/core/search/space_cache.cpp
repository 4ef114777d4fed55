#include "core/search/space_cache.h"

namespace footwork {
namespace {

// Every field of the request the space is built from (search_setup.cpp reads them all, or may); not
// `maxNodes`, which only the search running on the space reads (space_cache.h).
bool sameRequest(const SearchRequest& a, const SearchRequest& b) {
  return a.mover == b.mover && a.from == b.from && a.hasMode == b.hasMode && a.mode == b.mode && a.band == b.band &&
         a.spent == b.spent && a.diagonals == b.diagonals && a.stopping == b.stopping &&
         a.limitByAllowance == b.limitByAllowance && a.upright == b.upright;
}

// Whether the band is one of the scene's own: a band read from another ruleset (a table's variant)
// may not outlive this request, so a space holding it is never kept.
bool sceneBand(const Scene& scene, const Band* band) {
  for (const Band& b : scene.ruleset().bands)
    if (&b == band) return true;
  return false;
}

}  // namespace

const SearchSpace* SearchSpaceCache::spaceFor(const Scene& scene, const SearchRequest& req, int reachSquares) {
  if (&scene != scene_ || !sceneBand(scene, req.band)) return nullptr;
  if (space_ && reach_ == reachSquares && sameRequest(req_, req)) {
    ++hits_;
    return space_.get();
  }
  ++misses_;
  clear();  // its scratch vectors go back before the new space takes some
  space_ = std::make_unique<SearchSpace>(scene, req, reachSquares);
  space_->keepSlowSteps();  // the next hovers price the same steps by the walls and creatures again
  req_ = req;
  reach_ = reachSquares;
  return space_.get();
}

}  // namespace footwork
