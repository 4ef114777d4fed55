#include "core/search/places.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <optional>

#include "core/scene/stable_order.h"
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
    // One search per place on this space: each would price the same steps by the creatures again.
    space_->keepSlowSteps();
    if (space_->needsUprightLayer()) {
      SearchRequest ur = space_->request();
      ur.upright = true;
      up_.emplace(scene, ur, reach);
    }
  }

  bool anyProvoker() const { return space_->provokerCount() > 0; }

  // The creatures the move query names for the path query's path to `target`, in scene order, found
  // within `budget` states settled (`nodes` adds those settled); false, with nothing added to `out`,
  // when the search ran out of them first.
  bool provokersTo(Cell target, long long budget, std::vector<int>& out, long long& nodes) {
    path_.target = target;
    path_.search.maxNodes = static_cast<int>(std::min<long long>(budget, kMaxMaxNodes));
    const PathResult p = findPathOn(*space_, up_ ? &*up_ : nullptr, path_, tables_, &scratch_);
    nodes += p.nodes;
    if (p.status == SearchStatus::Budget) return false;
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
      for (int bit = 0; bit < 64; ++bit)  // the provokers' bits are in scene order (search.h)
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
      // The attacks come in path order, a creature perhaps more than once: marked, then read in scene
      // order (where a sort and std::unique were 1.8 KB of the module).
      std::vector<std::uint8_t> attacks(scene_.creatures().size(), 0);
      if (auto m = evaluateMove(scene_, move))
        for (const OpportunityAttack& a : m.value().attacks) attacks[static_cast<std::size_t>(a.by)] = 1;
      for (std::size_t i = 0; i < attacks.size(); ++i)
        if (attacks[i]) out.push_back(static_cast<int>(i));
    }
    return true;
  }

 private:
  const Scene& scene_;
  PathRequest path_;
  std::optional<SearchSpace> space_, up_;
  std::optional<LandmarkTables> own_;
  LandmarkTables* tables_ = nullptr;
  PathScratch scratch_;  // the searches' arrays, kept from one place to the next
};

}  // namespace

SearchOutcome<PlacesSearch> findPlaces(const Scene& scene, const PlacesSearchRequest& req) {
  ReachableOptions options;
  options.withSafe = false;  // places answer no `safe`: its floods would only spend the budget
  // The flood takes at most half the budget, so that a flood cut short leaves the other half to
  // answer the nearest of the places it found (it would leave nothing for any place otherwise).
  ReachableRequest flood = req.reach;
  flood.search.maxNodes = std::max(1, req.reach.search.maxNodes / 2);
  auto found = findReachable(scene, flood, options);
  if (!found) return found.error();
  const ReachableResult& r = found.value();
  PlacesSearch out;
  out.status = r.status;
  out.nodes = r.nodes;
  out.bands = r.bands;
  // The places the move may end in, answered nearest first (least cost, then row-major) while the
  // budget lasts: one cut short answers every place cheaper than the first it could not.
  std::vector<std::uint32_t> order;
  for (std::size_t i = 0; i < r.cells.size(); ++i)
    if (r.canEnd[i]) order.push_back(static_cast<std::uint32_t>(i));
  stableOrder(
      order,
      [](const void* squares, std::uint32_t a, std::uint32_t b) {
        const int* s = static_cast<const int*>(squares);
        return s[a] < s[b];
      },
      r.squares.data());
  const long long budget = req.reach.search.maxNodes;
  const std::vector<Band>& bands = scene.ruleset().bands;
  std::vector<std::unique_ptr<BandPaths>> paths(bands.size());
  std::vector<std::uint8_t> answered(r.cells.size(), 0);   // (not vector<bool>: 0.6 KB of its own code)
  std::vector<std::pair<int, int>> spans(r.cells.size());  // place i's provokers: provoked[first, second)
  std::vector<int> provoked;
  for (std::size_t i : order) {
    const Cell c = r.cells[i];
    const long long units = req.unitsPerPlace + req.unitsPerLineCell * (1 + std::max(std::abs(c.x - req.lineTo.x),
                                                                                     std::abs(c.y - req.lineTo.y)));
    if (out.nodes + units > budget) {
      out.status = SearchStatus::Budget;
      break;
    }
    const int first = static_cast<int>(provoked.size());
    if (req.provokers) {
      const std::size_t via = static_cast<std::size_t>(r.via[i]);
      auto& p = paths[via];
      if (!p) p = std::make_unique<BandPaths>(scene, req, &bands[via]);
      if (p->anyProvoker() && bands[via].provokes &&
          !p->provokersTo(c, budget - out.nodes - units, provoked, out.nodes)) {
        out.status = SearchStatus::Budget;
        break;
      }
    }
    out.nodes += units;
    answered[i] = 1;
    spans[i] = {first, static_cast<int>(provoked.size())};
  }
  // The answer in row-major order, as reachable's.
  if (req.provokers) out.provokerStart.push_back(0);
  for (std::size_t i = 0; i < r.cells.size(); ++i) {
    if (!answered[i]) continue;
    out.cells.push_back(r.cells[i]);
    out.squares.push_back(r.squares[i]);
    out.band.push_back(r.band[i]);
    out.via.push_back(r.via[i]);
    if (!req.provokers) continue;
    out.provokers.insert(out.provokers.end(), provoked.begin() + spans[i].first, provoked.begin() + spans[i].second);
    out.provokerStart.push_back(static_cast<int>(out.provokers.size()));
  }
  return out;
}

}  // namespace footwork
