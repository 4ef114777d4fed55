#pragma once
// A scene: the grid, the creatures on it and the ruleset that governs them. Scenes are built once
// and then updated in small steps (a token moved, a cell painted), never rebuilt per mouse move.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/ruleset/ruleset.h"
#include "core/scene/creature.h"
#include "core/scene/error.h"
#include "core/scene/grid.h"
#include "core/scene/scene_refusal.h"

namespace footwork {

// Limits that keep every query bounded (docs/limits.md).
struct Limits {
  static constexpr int kMaxGridSide = 4096;
  static constexpr int kMaxCells = 4'000'000;
  static constexpr int kMaxCreatures = 2000;
  static constexpr int kMaxPathSteps = 10'000;
  static constexpr Milli kMaxSpeed = 100'000 * kMilliPerFoot;
  static constexpr int kMaxSpaceCells = 256;
};

class Scene {
 public:
  // A built-in ruleset (or any that outlives the scene) is referred to; a table's variant
  // (core/ruleset/variant.h) is shared by the scene and its copies.
  Scene(const Ruleset& ruleset, Grid grid)
      : ruleset_(std::shared_ptr<const Ruleset>(), &ruleset), grid_(std::move(grid)) {}
  Scene(std::shared_ptr<const Ruleset> ruleset, Grid grid) : ruleset_(std::move(ruleset)), grid_(std::move(grid)) {}

  const Ruleset& ruleset() const { return *ruleset_; }
  const std::shared_ptr<const Ruleset>& sharedRuleset() const { return ruleset_; }
  const Grid& grid() const { return grid_; }
  Grid& grid() { return grid_; }
  const std::vector<Creature>& creatures() const { return creatures_; }

  int indexOf(std::string_view id) const;  // -1 when absent
  const Creature* find(std::string_view id) const;

  // Adds a creature after resolving its space and reach from the ruleset's size table and checking
  // it fits the map. A refusal is a code and data (scene_refusal.h); the protocol words it
  // (protocol/scene/scene_words.h).
  std::optional<SceneProblem> addCreature(Creature c);
  std::optional<SceneProblem> moveCreature(std::string_view id, Cell to);
  std::optional<SceneProblem> removeCreature(std::string_view id);
  std::optional<SceneProblem> replaceCreature(Creature c);

  // Fills in space and reach from the size table where the caller gave none; checks the result.
  std::optional<SceneProblem> resolve(Creature& c) const;

 private:
  std::shared_ptr<const Ruleset> ruleset_;
  Grid grid_;
  std::vector<Creature> creatures_;
};

}  // namespace footwork
