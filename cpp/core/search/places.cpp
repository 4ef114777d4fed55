#include "core/search/places.h"

#include <algorithm>
#include <memory>
#include <optional>

#include "core/search/path.h"

namespace footwork {
namespace {

// The direction of the step from a to its neighbour b.
int directionOf(Cell a, Cell b) {
  for (int d = 0; d < 8; ++d)
    if (a.x + kStepDx[d] == b.x && a.y + kStepDy[d] == b.y) return d;
  return -1;
}

// The path query's search for one band, built once for every place that band reached.
class BandPaths {
 public:
  BandPaths(const Scene& scene, const PlacesSearchRequest& req, const Band* band) : scene_(scene) {
    path_.search = req.reach.search;
    path_.search.band = band;
    path_.landmarks = req.landmarks;
    // The path query's own space when it would use landmarks (only a one-square mover on squares
    // and a map of that many positions can); otherwise the flood's window under the cap (places.h).
    const Grid& g = scene.grid();
    const Creature& mover = scene.creatures()[req.reach.search.mover];
    const long long cells = static_cast<long long>(g.width()) * g.height();
    int reach = -1;
    if (!g.shape().hex() && mover.spaceW == 1 && mover.spaceH == 1 && cells >= path_.landmarkMinPositions) {
      space_.emplace(scene, path_.search, -1);  // the path query's space with withinAllowance
      if (pathUsesLandmarks(*space_, path_)) {
        if (req.landmarks) tables_ = &req.landmarks->tablesFor(*space_);
        else tables_ = &own_.emplace(*space_);
      }
    } else {
      reach = std::max(band->ignoresCost ? band->fixedSquares : SearchSpace::maxLimitFor(scene, path_.search), 0);
      space_.emplace(scene, path_.search, reach);
    }
    if (space_->needsUprightLayer()) {
      SearchRequest ur = space_->request();
      ur.upright = true;
      up_.emplace(scene, ur, reach);
    }
  }

  bool anyProvoker() const { return space_->provokerCount() > 0; }

  // The creatures the move query names for the path query's path to `target`, in scene order.
  void provokersTo(Cell target, std::vector<int>& out, long long& nodes) {
    path_.target = target;
    const PathResult p = findPathOn(*space_, up_ ? &*up_ : nullptr, path_, tables_);
    nodes += p.nodes;
    const std::size_t first = out.size();
    if (!up_ && space_->provokersExact()) {
      // The search's steps are judged as the move query judges them (search.h), provokers included.
      int pos = space_->indexOf(path_.search.from), parity = space_->startParity(), squares = 0;
      std::uint64_t mask = 0;
      for (Cell c : p.path) {
        const StepJudgement j = space_->step(pos, directionOf(space_->cellOf(pos), c), parity, squares);
        mask |= j.provokers;
        squares += j.squares;
        if (space_->parities() == 2 && j.diagonal) parity ^= 1;
        pos = space_->indexOf(c);
      }
      for (int bit = 0; bit < 64; ++bit)
        if (mask >> bit & 1) out.push_back(space_->provoker(bit));
    } else {
      // A prone swimmer's two layers, or more than 64 provokers: the move query itself.
      MoveRequest move;
      move.mover = path_.search.mover;
      move.from = path_.search.from;
      move.hasMode = path_.search.hasMode;
      move.mode = path_.search.mode;
      move.band = path_.search.band;
      move.spent = path_.search.spent;
      move.diagonals = path_.search.diagonals;
      move.stopping = path_.search.stopping;
      for (Cell c : p.path) move.path.push_back(PathItem{PathItem::Kind::Step, c, false, Mode::Walk});
      if (auto m = evaluateMove(scene_, move))
        for (const OpportunityAttack& a : m.value().attacks) out.push_back(a.by);
    }
    std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
    out.erase(std::unique(out.begin() + static_cast<std::ptrdiff_t>(first), out.end()), out.end());
  }

 private:
  const Scene& scene_;
  PathRequest path_;
  std::optional<SearchSpace> space_, up_;
  std::optional<LandmarkTables> own_;
  LandmarkTables* tables_ = nullptr;
};

}  // namespace

SearchOutcome<PlacesSearch> findPlaces(const Scene& scene, const PlacesSearchRequest& req) {
  auto found = findReachable(scene, req.reach);
  if (!found) return found.error();
  const ReachableResult& r = found.value();
  PlacesSearch out;
  out.status = r.status;
  out.nodes = r.nodes;
  out.bands = r.bands;
  for (std::size_t i = 0; i < r.cells.size(); ++i) {
    if (!r.canEnd[i]) continue;
    out.cells.push_back(r.cells[i]);
    out.squares.push_back(r.squares[i]);
    out.band.push_back(r.band[i]);
    out.via.push_back(r.via[i]);
  }
  if (!req.provokers) return out;
  const std::vector<Band>& bands = scene.ruleset().bands;
  std::vector<std::unique_ptr<BandPaths>> paths(bands.size());
  out.provokerStart.reserve(out.cells.size() + 1);
  out.provokerStart.push_back(0);
  for (std::size_t i = 0; i < out.cells.size(); ++i) {
    auto& p = paths[static_cast<std::size_t>(out.via[i])];
    if (!p) p = std::make_unique<BandPaths>(scene, req, &bands[static_cast<std::size_t>(out.via[i])]);
    if (p->anyProvoker() && bands[static_cast<std::size_t>(out.via[i])].provokes)
      p->provokersTo(out.cells[i], out.provokers, out.pathNodes);
    out.provokerStart.push_back(static_cast<int>(out.provokers.size()));
  }
  return out;
}

}  // namespace footwork
