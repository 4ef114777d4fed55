#include "core/scene/scene.h"

#include <algorithm>

#include "core/scene/space.h"

namespace footwork {
namespace {

// Cells needed for `space` feet on cells of `cell` feet; a creature smaller than a cell takes one.
int cellsFor(Milli space, Milli cell) {
  if (space <= cell) return 1;
  return static_cast<int>((space + cell - 1) / cell);
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

std::optional<Error> Scene::resolve(Creature& c, const std::string& path) const {
  const SizeRow& row = ruleset_->row(c.size);
  if (!row.available)
    return Error{errc::kUnsupportedSize,
                 "Size '" + std::string(sizeName(c.size)) + "' is not in ruleset " + ruleset_->id + ".",
                 path + ".size"};
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
    return Error{errc::kBadSpace, "A creature's space must be 1 to 256 cells on a side.", path + ".space"};
  if (grid_.shape().hex()) {
    // Hex spaces (docs/rules/hex.md): a width in hexes, read from the size table by the scene's
    // reading; an explicit space is its width. A space longer than it is wide has no hex shape yet.
    const HexSpaces reading = c.spaceGiven ? HexSpaces::Across : grid_.hexSpaces();
    if (reading == HexSpaces::One) c.spaceW = c.spaceH = 1;
    if (c.spaceW != c.spaceH)
      return Error{errc::kNotOnHex,
                   "Creature '" + c.id + "' takes " + std::to_string(c.spaceW) + "×" + std::to_string(c.spaceH) +
                       " cells of " + feetText(cell) +
                       "; spaces longer than they are wide are not yet supported on hex grids (docs/rules/hex.md).",
                   path + (c.spaceGiven ? ".space" : ".size")};
    if (reading == HexSpaces::Centred && c.spaceW >= 4 && c.spaceW % 2 == 0) c.spaceW = c.spaceH = c.spaceW + 1;
  }
  if (!grid_.contains(c.space()))
    return Error{errc::kOutOfGrid,
                 "Creature '" + c.id + "' at " + cellText(c.position) + " with a space of " + std::to_string(c.spaceW) +
                     "×" + std::to_string(c.spaceH) + " cells does not fit the " + std::to_string(grid_.width()) + "×" +
                     std::to_string(grid_.height()) + " grid.",
                 path + ".position"};
  if (!c.passesObstacles()) {
    const GridShape shape = grid_.shape();
    const Rect s = c.space(), box = spaceBox(shape, s);
    for (int y = box.y; y < box.y + box.h; ++y)
      for (int x = box.x; x < box.x + box.w; ++x)
        if (inSpace(shape, s, {x, y}) && grid_.terrain({x, y}).ground == Ground::Solid)
          return Error{errc::kInsideSolid, "Creature '" + c.id + "' overlaps the solid cell " + cellText({x, y}) + ".",
                       path + ".position"};
  }
  return std::nullopt;
}

std::optional<Error> Scene::addCreature(Creature c, const std::string& path) {
  if (c.id.empty()) return Error{errc::kBadValue, "A creature needs a non-empty id.", path + ".id"};
  if (indexOf(c.id) >= 0) return Error{errc::kDuplicateId, "Two creatures have the id '" + c.id + "'.", path + ".id"};
  if (static_cast<int>(creatures_.size()) >= Limits::kMaxCreatures)
    return Error{errc::kLimit, "A scene holds at most 2000 creatures.", path};
  if (auto e = resolve(c, path)) return e;
  creatures_.push_back(std::move(c));
  return std::nullopt;
}

std::optional<Error> Scene::replaceCreature(Creature c, const std::string& path) {
  const int i = indexOf(c.id);
  if (i < 0) return Error{errc::kUnknownCreature, "No creature has the id '" + c.id + "'.", path + ".id"};
  if (auto e = resolve(c, path)) return e;
  creatures_[i] = std::move(c);
  return std::nullopt;
}

std::optional<Error> Scene::moveCreature(std::string_view id, Cell to, const std::string& idPath) {
  const int i = indexOf(id);
  if (i < 0) return Error{errc::kUnknownCreature, "No creature has the id '" + std::string(id) + "'.", idPath};
  Creature c = creatures_[i];
  c.position = to;
  if (auto e = resolve(c, "$")) return e;
  creatures_[i] = std::move(c);
  return std::nullopt;
}

std::optional<Error> Scene::removeCreature(std::string_view id, const std::string& idPath) {
  const int i = indexOf(id);
  if (i < 0) return Error{errc::kUnknownCreature, "No creature has the id '" + std::string(id) + "'.", idPath};
  creatures_.erase(creatures_.begin() + i);
  return std::nullopt;
}

}  // namespace footwork
