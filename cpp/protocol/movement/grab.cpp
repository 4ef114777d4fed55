#include "protocol/movement/grab.h"

#include "core/scene/sentence.h"
#include "core/scene/space.h"

namespace footwork {

MaybeError readGrab(ObjectReader& r, const Scene& scene, const Creature& mover, Cell from, std::optional<Grab>& out) {
  out.reset();
  if (!r.has("grab")) return std::nullopt;
  Cell held;
  FW_TRY(r.cell("grab", held));
  if (!inSpace(scene.grid().shape(), mover.spaceAt(from), held))
    return Error{errc::kBadValue,
                 "The grabbed cell " + cellText(held) + " at $.grab is not in " + shown(mover.id) + "'s space at " +
                     cellText(from) + ".",
                 "$.grab"};
  out = Grab{held, from};
  return std::nullopt;
}

MaybeError anchorOf(const Scene& scene, const std::optional<Grab>& grab, Cell pointer, const std::string& path,
                    Cell& out) {
  out = grab ? grab->anchorFor(scene.grid().shape(), pointer) : pointer;
  if (!grab || scene.grid().contains(out)) return std::nullopt;
  return Error{errc::kOutOfGrid,
               "The cell at " + path + " puts the grabbed cell " + cellText(grab->held) + " there and the anchor at " +
                   cellText(out) + ", off the " + std::to_string(scene.grid().width()) + "×" +
                   std::to_string(scene.grid().height()) + " grid.",
               path};
}

}  // namespace footwork
