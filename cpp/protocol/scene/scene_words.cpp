#include "protocol/scene/scene_words.h"

#include "core/scene/sentence.h"

namespace footwork {

Error sceneError(const Scene& scene, const SceneProblem& p, const std::string& path, std::string idPath) {
  if (idPath.empty()) idPath = path + ".id";
  const Creature& c = p.creature;
  const Grid& g = scene.grid();
  const std::string size = std::to_string(c.spaceW) + "×" + std::to_string(c.spaceH);
  switch (p.code) {
    case SceneRefusal::SizeNotInRuleset:
      return Error{errc::kUnsupportedSize,
                   "Size '" + std::string(sizeName(c.size)) + "' is not in ruleset " + scene.ruleset().id + ".",
                   path + ".size"};
    case SceneRefusal::BadSpace:
      return Error{errc::kBadSpace, "A creature's space must be 1 to 256 cells on a side.", path + ".space"};
    case SceneRefusal::LongSpaceOnHex:
      return Error{errc::kNotOnHex,
                   "Creature '" + shown(c.id) + "' takes " + size + " cells of " + feetText(g.cellSize()) +
                       "; spaces longer than they are wide are not yet supported on hex grids (docs/rules/hex.md).",
                   path + (c.spaceGiven ? ".space" : ".size")};
    case SceneRefusal::OffGrid:
      return Error{errc::kOutOfGrid,
                   "Creature '" + shown(c.id) + "' at " + cellText(c.position) + " with a space of " + size +
                       " cells does not fit the " + std::to_string(g.width()) + "×" + std::to_string(g.height()) +
                       " grid.",
                   path + ".position"};
    case SceneRefusal::InsideSolid:
      return Error{errc::kInsideSolid, "Creature '" + shown(c.id) + "' overlaps the solid cell " + cellText(p.at) + ".",
                   path + ".position"};
    case SceneRefusal::EmptyId: return Error{errc::kBadValue, "A creature needs a non-empty id.", idPath};
    case SceneRefusal::DuplicateId:
      return Error{errc::kDuplicateId, "Two creatures have the id '" + shown(c.id) + "'.", idPath};
    case SceneRefusal::TooManyCreatures: return Error{errc::kLimit, "A scene holds at most 2000 creatures.", path};
    case SceneRefusal::UnknownCreature:
      return Error{errc::kUnknownCreature, "No creature has the id '" + shown(c.id) + "'.", idPath};
  }
  return Error{errc::kInternal, "An unknown scene refusal.", path};
}

}  // namespace footwork
