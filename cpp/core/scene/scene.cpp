#include "core/scene/scene.h"

#include <algorithm>

#include "core/movement/squeeze.h"
#include "core/scene/space.h"

namespace footwork {
namespace {

// Cells needed for `space` feet on cells of `cell` feet; a creature smaller than a cell takes one.
int cellsFor(Milli space, Milli cell) {
  if (space <= cell) return 1;
  return static_cast<int>((space + cell - 1) / cell);
}

// An unknown creature: the refusal names the id asked for.
SceneProblem unknown(std::string_view id) {
  SceneProblem p{SceneRefusal::UnknownCreature, {}, {}};
  p.creature.id = std::string(id);
  return p;
}
}  // namespace

int Scene::indexOf(std::string_view id) const {
  for (std::size_t i = 0; i < creatures_.size(); ++i)
    if (creatures_[i].id == id) return static_cast<int>(i);
  return -1;
}

const Creature* Scene::find(std::string_view id) const {
  const int i = indexOf(id);
  return i < 0 ? nullptr : &creatures_[i];
}

std::optional<SceneProblem> Scene::resolve(Creature& c) const {
  auto refuse = [&](SceneRefusal code, Cell at = {}) { return SceneProblem{code, c, at}; };
  const SizeRow& row = ruleset_->row(c.size);
  if (!row.available) return refuse(SceneRefusal::SizeNotInRuleset);
  const Milli cell = grid_.cellSize();
  if (!c.spaceGiven) {
    if (c.shape == Shape::Long) {
      c.spaceW = cellsFor(row.longLength, cell);  // long creatures lie along x unless the caller rotates them
      c.spaceH = cellsFor(row.longWidth, cell);
    } else {
      c.spaceW = c.spaceH = cellsFor(row.tallSpace, cell);
    }
  }
  if (!c.perCellGiven) {
    const Milli side = c.shape == Shape::Long ? row.longWidth : row.tallSpace;
    if (side < cell && side > 0) {
      const Milli across = cell / side;  // e.g. 5 / 2.5 = 2 across, so 4 Tiny per square
      c.perCell = static_cast<int>(std::min<Milli>(across * across, 10000));
    } else {
      c.perCell = 1;
    }
  }
  if (!c.reachGiven) c.reach = c.shape == Shape::Long ? row.longReach : row.tallReach;
  if (c.spaceW < 1 || c.spaceH < 1 || c.spaceW > Limits::kMaxSpaceCells || c.spaceH > Limits::kMaxSpaceCells)
    return refuse(SceneRefusal::BadSpace);
  if (grid_.shape().hex()) {
    // Hex spaces (docs/rules/hex.md): a width in hexes, read from the size table by the scene's
    // reading; an explicit space is its width. A space longer than it is wide has no hex shape yet.
    const HexSpaces reading = c.spaceGiven ? HexSpaces::Across : grid_.hexSpaces();
    if (reading == HexSpaces::One) c.spaceW = c.spaceH = 1;
    if (c.spaceW != c.spaceH) return refuse(SceneRefusal::LongSpaceOnHex);
    if (reading == HexSpaces::Centred && c.spaceW >= 4 && c.spaceW % 2 == 0) c.spaceW = c.spaceH = c.spaceW + 1;
  }
  c.squeezedInto = Rect{0, 0, 0, 0};
  if (!grid_.contains(c.space())) return refuse(SceneRefusal::OffGrid);
  // A creature stated squeezing stands in the narrower space where its own does not fit (the one
  // place squeezing's rules live decides which: core/movement/squeeze.h).
  if (c.has(kSqueezing))
    if (auto narrower = squeezedStance(*this, c)) c.squeezedInto = *narrower;
  if (!c.passesObstacles()) {
    const GridShape shape = grid_.shape();
    const Rect s = c.space(), box = spaceBox(shape, s);
    for (int y = box.y; y < box.y + box.h; ++y)
      for (int x = box.x; x < box.x + box.w; ++x)
        if (inSpace(shape, s, {x, y}) && grid_.terrain({x, y}).ground == Ground::Solid)
          return refuse(SceneRefusal::InsideSolid, {x, y});
  }
  return std::nullopt;
}

std::optional<SceneProblem> Scene::addCreature(Creature c) {
  if (c.id.empty()) return SceneProblem{SceneRefusal::EmptyId, c, {}};
  if (indexOf(c.id) >= 0) return SceneProblem{SceneRefusal::DuplicateId, c, {}};
  if (static_cast<int>(creatures_.size()) >= Limits::kMaxCreatures)
    return SceneProblem{SceneRefusal::TooManyCreatures, c, {}};
  if (auto e = resolve(c)) return e;
  creatures_.push_back(std::move(c));
  return std::nullopt;
}

std::optional<SceneProblem> Scene::replaceCreature(Creature c) {
  const int i = indexOf(c.id);
  if (i < 0) return SceneProblem{SceneRefusal::UnknownCreature, c, {}};
  if (auto e = resolve(c)) return e;
  creatures_[i] = std::move(c);
  return std::nullopt;
}

std::optional<SceneProblem> Scene::moveCreature(std::string_view id, Cell to) {
  const int i = indexOf(id);
  if (i < 0) return unknown(id);
  Creature c = creatures_[i];
  c.position = to;
  if (auto e = resolve(c)) return e;
  creatures_[i] = std::move(c);
  return std::nullopt;
}

std::optional<SceneProblem> Scene::removeCreature(std::string_view id) {
  const int i = indexOf(id);
  if (i < 0) return unknown(id);
  creatures_.erase(creatures_.begin() + i);
  return std::nullopt;
}

}  // namespace footwork
