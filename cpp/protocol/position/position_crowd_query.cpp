// "crowding": how many attackers of a size can get at a defender at once, and where they would stand.
#include "core/position/crowding.h"
#include "core/scene/sentence.h"
#include "protocol/position/position_query.h"

namespace footwork {

MaybeError queryCrowding(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  Place defender;
  if (auto e = readPlace(r, scene, "defender", defender)) return *e;
  std::string sizeText = "medium", shapeText = "tall";
  if (auto e = r.string("attackerSize", sizeText)) return *e;
  if (auto e = r.string("attackerShape", shapeText)) return *e;
  const auto size = parseSize(sizeText);
  if (!size)
    return Error{errc::kBadValue, "Unknown size \"" + shown(sizeText) + "\" at $.attackerSize.", "$.attackerSize"};
  const auto shape = parseShape(shapeText);
  if (!shape)
    return Error{errc::kBadValue,
                 "Unknown shape \"" + shown(shapeText) + "\" at $.attackerShape; expected tall or long.",
                 "$.attackerShape"};
  const SizeRow& row = scene.ruleset().row(*size);
  if (!row.available)
    return Error{errc::kUnsupportedSize, "Size '" + shown(sizeText) + "' is not in ruleset " + scene.ruleset().id + ".",
                 "$.attackerSize"};
  const Milli cell = scene.grid().cellSize();
  auto cellsFor = [cell](Milli feet) { return feet <= cell ? 1 : static_cast<int>((feet + cell - 1) / cell); };
  int w = cellsFor(*shape == Shape::Long ? row.longLength : row.tallSpace);
  int h = cellsFor(*shape == Shape::Long ? row.longWidth : row.tallSpace);
  if (const JsonValue* s = r.get("attackerSpace")) {
    if (!s->is_array() || s->size() != 2 || !(*s)[0].is_number_integer() || !(*s)[1].is_number_integer())
      return badType("$.attackerSpace", "a space [width, height] in cells", *s);
    w = (*s)[0].get<int>();
    h = (*s)[1].get<int>();
    if (w < 1 || h < 1 || w > 64 || h > 64)
      return Error{errc::kOutOfRange, "$.attackerSpace must be 1 to 64 cells on a side.", "$.attackerSpace"};
  }
  // Hex attackers are hex spaces read from the size table as the scene reads its creatures' (scene.cpp,
  // docs/rules/hex.md "Creatures larger than one hex"; a given space is its width). An oblong space (a
  // `long` attacker, or [w, h] with w != h) is not read on hexes, as for creatures.
  const bool given = r.get("attackerSpace") != nullptr;
  if (scene.grid().shape().hex()) {
    const HexSpaces reading = given ? HexSpaces::Across : scene.grid().hexSpaces();
    if (reading == HexSpaces::One) w = h = 1;
    if (w != h) {
      const char* at = given ? "$.attackerSpace" : "$.attackerShape";
      return Error{errc::kNotOnHex,
                   std::string("Attackers longer than they are wide are not yet read on hex grids (") + at + ").", at};
    }
    if (reading == HexSpaces::Centred && w >= 4 && w % 2 == 0) w = h = w + 1;
  }
  bool ignoreCreatures = false;
  if (auto e = r.boolean("ignoreCreatures", ignoreCreatures)) return *e;
  std::vector<int> exclude;
  if (defender.creature >= 0) exclude.push_back(defender.creature);
  const CrowdResult c = crowding(scene, defender.rect, w, h, ignoreCreatures, exclude);
  JsonWriter& out = ctx.out;
  out.beginObject().key("defender");
  writePlace(out, scene, defender);
  out.key("attackerSpace").size(w, h);
  out.field("count", c.count)
      .field("rule", scene.ruleset().position.crowd == CrowdRule::Faces ? "faces" : "packing")
      .field("packed", c.packed)
      .field("exact", c.exact);
  out.key("placement").beginArray();
  for (Cell p : c.placement) out.cell(p);
  out.endArray().key("ring").beginArray();
  for (Cell p : c.ring) out.cell(p);
  out.endArray();
  out.field("situation", c.situation).field("halfCover", c.halfCover);
  if (c.fromOneSide >= 0) out.field("fromOneSide", c.fromOneSide);
  out.endObject();
  return std::nullopt;
}

}  // namespace footwork
