#include "core/position/standing.h"

#include "core/position/flanking.h"
#include "core/position/reach.h"
#include "core/scene/distance.h"
#include "core/scene/space.h"

namespace footwork {

Standing::Standing(const Scene& scene, int mover, int target)
    : scene_(scene), target_(target), mover_(scene.creatures()[mover]) {
  const auto& all = scene.creatures();
  for (int i = 0; i < static_cast<int>(all.size()); ++i) {
    if (i == mover) continue;
    if (areEnemies(all[i], mover_)) enemies_.push_back(i);
    // The flanking query's allies: not the creature, not its enemies, not the enemy flanked.
    else if (i != target) allies_.push_back(i);
  }
  ignore_.push_back(mover);
  if (target >= 0) {
    ignore_.push_back(target);
    if (scene.grid().shape().hex()) spaceCells(scene.grid().shape(), all[target], targetHexes_);
  }
  // Sight stops at opaque squares and effect at windows (sight.h Blockers); with neither on a square
  // map the two blockers are the same and so is every line.
  const Grid& g = scene.grid();
  sameLines_ = !g.shape().hex();
  for (int i = 0; sameLines_ && i < g.cellCount(); ++i) sameLines_ = !g.cells()[i].opaque;
  for (int y = 0; sameLines_ && y < g.height(); ++y)
    for (int x = 0; sameLines_ && x <= g.width(); ++x) sameLines_ = g.verticalEdge(x, y) != Edge::Window;
  for (int y = 0; sameLines_ && y <= g.height(); ++y)
    for (int x = 0; sameLines_ && x < g.width(); ++x) sameLines_ = g.horizontalEdge(x, y) != Edge::Window;
  moveTo(mover_.position);
}

const CoverGrid& Standing::grid() const {
  if (!cover_) {
    cover_.emplace(scene_.grid());
    cover_->levelOnly = true;  // the places query reads the cover's level alone
  }
  return *cover_;
}

void Standing::moveTo(Cell p, Rect squeezedInto) {
  mover_.position = p;
  mover_.squeezedInto = squeezedInto;
  if (scene_.grid().shape().hex()) {
    moverHexes_.clear();
    spaceCells(scene_.grid().shape(), mover_, moverHexes_);
  }
}

void Standing::threats(std::vector<int>& out) const {
  const Rect at = mover_.space();
  for (int e : enemies_)
    if (canStrike(scene_, scene_.creatures()[e], at)) out.push_back(e);
}

void Standing::flankers(std::vector<int>& out) const {
  const Creature& enemy = scene_.creatures()[target_];
  for (int a : allies_)
    if (flankCheck(scene_, mover_, scene_.creatures()[a], enemy).flanks) out.push_back(a);
}

CoverLevel Standing::cover(bool ofTarget) const {
  const Creature& t = scene_.creatures()[target_];
  if (scene_.grid().shape().hex())
    return ofTarget ? hexCoverAgainst(scene_, grid(), moverHexes_, std::nullopt, targetHexes_, ignore_).level
                    : hexCoverAgainst(scene_, grid(), targetHexes_, std::nullopt, moverHexes_, ignore_).level;
  return ofTarget ? coverAgainst(scene_, grid(), mover_.space(), std::nullopt, t.space(), ignore_).level
                  : coverAgainst(scene_, grid(), t.space(), std::nullopt, mover_.space(), ignore_).level;
}

bool Standing::clear(bool effect) const {
  // Line of effect (and sight where it is the same line): the cover grid's blockers.
  const bool useEffect = effect || sameLines_;
  if (!useEffect && !sight_) sight_.emplace(scene_.grid(), Blockers::Sight);
  const Blockers& b = useEffect ? grid().effect : *sight_;
  if (scene_.grid().shape().hex()) return hexLineBetween(moverHexes_, targetHexes_, b).clear;
  const Rect m = mover_.space(), t = scene_.creatures()[target_].space();
  // One way or the other: the cover grid's remembered lines, which the cover both ways asks too
  // (lineBetween's answer, cover.h).
  if (useEffect) return grid().effectClear(m, t) || grid().effectClear(t, m);
  return lineBetween(m, t, b).clear;
}

int Standing::range() const {
  return rangeSquares(scene_.grid(), mover_.space(), scene_.creatures()[target_].space(), scene_.ruleset().diagonal);
}

bool Standing::strikes() const { return canStrike(scene_, mover_, scene_.creatures()[target_].space()); }

bool Standing::struck() const { return canStrike(scene_, scene_.creatures()[target_], mover_.space()); }

}  // namespace footwork
