#include "core/scene/scene.h"

#include <algorithm>

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
    return Error{"unsupported-size",
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
    return Error{"bad-space", "A creature's space must be 1 to 256 cells on a side.", path + ".space"};
  // Spaces of more than one hex are not read yet (docs/rules/hex.md): refused, never guessed.
  if (grid_.shape().hex() && (c.spaceW != 1 || c.spaceH != 1))
    return Error{"not-on-hex",
                 "Creature '" + c.id + "' takes " + std::to_string(c.spaceW) + "×" + std::to_string(c.spaceH) +
                     " cells of " + feetText(cell) +
                     "; creatures larger than one hex are not yet supported on hex grids (docs/rules/hex.md).",
                 path + (c.spaceGiven ? ".space" : ".size")};
  if (!grid_.contains(c.space()))
    return Error{"out-of-grid",
                 "Creature '" + c.id + "' at " + cellText(c.position) + " with a space of " + std::to_string(c.spaceW) +
                     "×" + std::to_string(c.spaceH) + " cells does not fit the " + std::to_string(grid_.width()) + "×" +
                     std::to_string(grid_.height()) + " grid.",
                 path + ".position"};
  if (!c.passesObstacles()) {
    const Rect s = c.space();
    for (int y = s.y; y < s.y + s.h; ++y)
      for (int x = s.x; x < s.x + s.w; ++x)
        if (grid_.terrain({x, y}).ground == Ground::Solid)
          return Error{"inside-solid", "Creature '" + c.id + "' overlaps the solid cell " + cellText({x, y}) + ".",
                       path + ".position"};
  }
  return std::nullopt;
}

std::optional<Error> Scene::addCreature(Creature c, const std::string& path) {
  if (c.id.empty()) return Error{"bad-value", "A creature needs a non-empty id.", path + ".id"};
  if (indexOf(c.id) >= 0) return Error{"duplicate-id", "Two creatures have the id '" + c.id + "'.", path + ".id"};
  if (static_cast<int>(creatures_.size()) >= Limits::kMaxCreatures)
    return Error{"limit", "A scene holds at most 2000 creatures.", path};
  if (auto e = resolve(c, path)) return e;
  creatures_.push_back(std::move(c));
  return std::nullopt;
}

std::optional<Error> Scene::replaceCreature(Creature c, const std::string& path) {
  const int i = indexOf(c.id);
  if (i < 0) return Error{"unknown-creature", "No creature has the id '" + c.id + "'.", path + ".id"};
  if (auto e = resolve(c, path)) return e;
  creatures_[i] = std::move(c);
  return std::nullopt;
}

std::optional<Error> Scene::moveCreature(std::string_view id, Cell to) {
  const int i = indexOf(id);
  if (i < 0) return Error{"unknown-creature", "No creature has the id '" + std::string(id) + "'.", "$.id"};
  Creature c = creatures_[i];
  c.position = to;
  if (auto e = resolve(c, "$")) return e;
  creatures_[i] = std::move(c);
  return std::nullopt;
}

std::optional<Error> Scene::removeCreature(std::string_view id) {
  const int i = indexOf(id);
  if (i < 0) return Error{"unknown-creature", "No creature has the id '" + std::string(id) + "'.", "$.id"};
  creatures_.erase(creatures_.begin() + i);
  return std::nullopt;
}

}  // namespace footwork
