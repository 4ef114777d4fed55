#pragma once
// Why a scene refuses a creature (added, replaced, moved or removed): a code and the data its sentence
// needs. The core decides and writes no words and no JSON path; the protocol writes each sentence once
// and names the request field (protocol/scene/scene_words.h), as it does for a move's refusals.
#include <cstdint>

#include "core/scene/creature.h"

namespace footwork {

enum class SceneRefusal : std::uint8_t {
  SizeNotInRuleset,  // the creature's size has no row in the ruleset's size table
  BadSpace,          // a space of 0 or more than 256 cells on a side
  LongSpaceOnHex,    // a space longer than it is wide, on hexes
  OffGrid,           // the space does not fit the grid
  InsideSolid,       // the space covers the solid cell `at`
  EmptyId,
  DuplicateId,
  TooManyCreatures,
  UnknownCreature,  // no creature has `creature.id`
};

struct SceneProblem {
  SceneRefusal code = SceneRefusal::UnknownCreature;
  Creature creature;  // the creature refused, its space as resolved so far
  Cell at{};          // InsideSolid: the solid cell
};

}  // namespace footwork
