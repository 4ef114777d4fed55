#include "protocol/movement/path_items.h"

#include "core/scene/sentence.h"
#include "protocol/readers.h"

namespace footwork {
namespace {

std::string indexPath(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

}  // namespace

MaybeError readPathItems(const JsonValue& v, const std::string& path, const Scene& scene,
                         const std::optional<Grab>& grab, MoveRequest& req) {
  if (!v.is_array()) return badType(path, "an array of cells", v);
  if (v.size() > static_cast<std::size_t>(Limits::kMaxPathSteps))
    return Error{errc::kLimit, "A path may have at most 10,000 steps.", path};
  Cell prev = req.from;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string p = indexPath(path, i);
    PathItem item;
    if (v[i].is_array()) {
      FW_TRY(readCell(v[i], p, item.cell));
      FW_TRY(anchorOf(scene, grab, item.cell, p, item.cell));
    } else if (v[i].is_object()) {
      ObjectReader r(v[i], p);
      std::string action, jump;
      FW_TRY(r.string("action", action));
      FW_TRY(r.string("jump", jump));
      if (!jump.empty() && !action.empty())
        return Error{errc::kBadValue, "A path item at " + p + " is either an action or a jump, not both.", p};
      if (!jump.empty()) {
        if (jump == "long") {
          item.kind = PathItem::Kind::LongJump;
          FW_TRY(r.cell("to", item.cell, true));
          FW_TRY(anchorOf(scene, grab, item.cell, r.pathOf("to"), item.cell));
        } else if (jump == "high") {
          item.kind = PathItem::Kind::HighJump;
          if (r.has("height")) FW_TRY(r.feet("height", item.height, 1000 * kMilliPerFoot));
        } else {
          return Error{errc::kBadValue,
                       "Unknown jump \"" + shown(jump) + "\" at " + p + ".jump; expected long or high.", p + ".jump"};
        }
        if (r.has("runUp")) {
          bool runUp = false;
          FW_TRY(r.boolean("runUp", runUp));
          item.runUp = runUp ? 1 : 0;
        }
      } else if (action == "stand") {
        item.kind = PathItem::Kind::Stand;
      } else if (action == "drop-prone") {
        item.kind = PathItem::Kind::DropProne;
      } else if (!action.empty()) {
        return Error{errc::kBadValue,
                     "Unknown action \"" + shown(action) + "\" at " + p + ".action; expected stand or drop-prone.",
                     p + ".action"};
      } else {
        FW_TRY(r.cell("cell", item.cell, true));
        FW_TRY(anchorOf(scene, grab, item.cell, r.pathOf("cell"), item.cell));
        if (const JsonValue* m = r.get("mode")) {
          FW_TRY(readMode(*m, r.pathOf("mode"), item.mode));
          item.hasMode = true;
        }
      }
      FW_TRY(r.finish());
    } else {
      return badType(p, "a cell [x, y] or a step object", v[i]);
    }
    if (item.kind == PathItem::Kind::LongJump) {
      if (!scene.grid().contains(item.cell))
        return Error{errc::kOutOfGrid, "The landing cell at " + p + ".to is off the grid.", p + ".to"};
      prev = item.cell;
    }
    if (item.kind == PathItem::Kind::Step) {
      if (!scene.grid().contains(item.cell))
        return Error{errc::kOutOfGrid,
                     "The cell at " + p + " is off the " + std::to_string(scene.grid().width()) + "×" +
                         std::to_string(scene.grid().height()) + " grid.",
                     p};
      if (!areNeighbours(scene.grid().shape(), prev, item.cell))
        return Error{errc::kNotAdjacent,
                     "Each cell of a path must neighbour the one before; " + p +
                         " does not (use the path query to "
                         "route between distant cells).",
                     p};
      prev = item.cell;
    }
    req.path.push_back(item);
  }
  return std::nullopt;
}

}  // namespace footwork
