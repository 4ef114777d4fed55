#include "protocol/scene/scene_writer.h"

#include <array>
#include <unordered_map>

#include "protocol/ruleset/ruleset_json.h"
#include "protocol/scene/scene_json.h"

namespace footwork {
namespace {

// The protocol's names of the terrain enums, by value (scene_json.cpp reads the same names).
constexpr std::array<const char*, 3> kGroundNames = {"open", "pit", "solid"};
constexpr std::array<const char*, 3> kWaterNames = {"none", "calm", "rough"};
constexpr std::array<const char*, 3> kClimbNames = {"none", "climbable", "slippery"};
constexpr std::array<const char*, 2> kMaterialNames = {"earth", "rock"};

// The fields of a terrain object without its braces (a "cells" entry puts them after its "cell").
void writeTerrainFields(JsonWriter& w, const CellTerrain& t) {
  const CellTerrain d;
  if (t.ground != d.ground) w.field("ground", kGroundNames[static_cast<int>(t.ground)]);
  if (t.difficult) w.field("difficult", t.difficult);
  if (t.obstructed) w.field("obstructed", true);
  if (t.water != d.water) w.field("water", kWaterNames[static_cast<int>(t.water)]);
  if (t.climb != d.climb) w.field("climb", kClimbNames[static_cast<int>(t.climb)]);
  if (t.material != d.material) w.field("material", kMaterialNames[static_cast<int>(t.material)]);
  if (t.opaque) w.field("opaque", true);
}

void writeWall(JsonWriter& w, Cell from, Cell to, Edge e) {
  w.beginObject();
  w.key("from").cell(from);
  w.key("to").cell(to);
  w.field("kind", edgeName(e)).endObject();
}

// Hex walls, one per side, as {"between": [a, b], "kind": …}: the side's owner and its neighbour,
// the cell on the map first when the owner lies off it; sides in the order of their owners, row by row.
void writeHexWalls(JsonWriter& w, const Grid& g) {
  bool any = false;
  const GridShape shape = g.shape();
  for (int y = -1; y <= g.height(); ++y)
    for (int x = -1; x <= g.width(); ++x)
      for (int d = 0; d < kOwnedHexSides; ++d) {
        const HexSide side{{x, y}, d};
        const Edge e = g.hexSide(side);
        if (e == Edge::None) continue;
        Cell a = side.owner, b = neighbourAt(shape, side.owner, d);
        if (!g.contains(a) && !g.contains(b)) continue;  // never set: unreachable from the map
        if (!g.contains(a)) std::swap(a, b);
        if (!any) w.key("walls").beginArray();
        any = true;
        w.beginObject();
        w.key("between").beginArray().cell(a).cell(b).endArray();
        w.field("kind", edgeName(e)).endObject();
      }
  if (any) w.endArray();
}

// Unit segments of one kind along a line merged into runs, so a drawn wall reads back as drawn;
// nothing when the grid has no edges.
void writeWalls(JsonWriter& w, const Grid& g) {
  if (g.shape().hex()) return writeHexWalls(w, g);
  bool any = false;
  auto open = [&] {
    if (!any) w.key("walls").beginArray();
    any = true;
  };
  for (int x = 0; x <= g.width(); ++x)
    for (int y = 0; y < g.height();) {
      const Edge e = g.verticalEdge(x, y);
      if (e == Edge::None) {
        ++y;
        continue;
      }
      int end = y + 1;
      while (end < g.height() && g.verticalEdge(x, end) == e) ++end;
      open();
      writeWall(w, {x, y}, {x, end}, e);
      y = end;
    }
  for (int y = 0; y <= g.height(); ++y)
    for (int x = 0; x < g.width();) {
      const Edge e = g.horizontalEdge(x, y);
      if (e == Edge::None) {
        ++x;
        continue;
      }
      int end = x + 1;
      while (end < g.width() && g.horizontalEdge(end, y) == e) ++end;
      open();
      writeWall(w, {x, y}, {end, y}, e);
      x = end;
    }
  if (any) w.endArray();
}

void writeGrid(JsonWriter& w, const Grid& g) {
  w.beginObject().field("width", g.width()).field("height", g.height());
  w.key("cellFeet").feet(g.cellSize());
  if (g.shape().hex()) {  // squares write no type: a square scene reads back byte for byte
    w.field("type", "hex");
    w.field("orientation", g.shape().orientation == HexOrientation::Flat ? "flat" : "pointy");
    w.field("offset", g.shape().offset == HexOffset::Odd ? "odd" : "even");
    if (g.hexSpaces() != HexSpaces::Across)  // the default is not written, so older scenes read back as they came
      w.field("hexSpaces", g.hexSpaces() == HexSpaces::Centred ? "centred" : "one");
  }
  // Rows in the default legend; terrains it cannot spell get letters of their own, in order of
  // first appearance. Every one-byte character can be a legend key, so a map written as rows (at most
  // 128 distinct characters) always reads back as rows; only terrains made by more "cells" overrides
  // than that fall back to one entry per cell, which the request's own size bounds (docs/limits.md).
  static_assert(sizeof(CellTerrain) == 7, "a new terrain field must join the key below");
  auto key = [](const CellTerrain& t) {
    return static_cast<std::uint64_t>(t.ground) | static_cast<std::uint64_t>(t.difficult) << 8 |
           static_cast<std::uint64_t>(t.obstructed) << 16 | static_cast<std::uint64_t>(t.water) << 24 |
           static_cast<std::uint64_t>(t.climb) << 32 | static_cast<std::uint64_t>(t.material) << 40 |
           static_cast<std::uint64_t>(t.opaque) << 48;
  };
  std::vector<CellTerrain> kinds;  // distinct terrains, in order of first appearance
  std::unordered_map<std::uint64_t, int> kindOf;
  std::vector<int> cellKind(static_cast<std::size_t>(g.cellCount()));
  for (int i = 0; i < g.cellCount(); ++i) {
    const CellTerrain& t = g.cells()[i];
    auto [it, added] = kindOf.try_emplace(key(t), static_cast<int>(kinds.size()));
    if (added) kinds.push_back(t);
    cellKind[i] = it->second;
  }
  std::vector<int> charOf(kinds.size(), -1);  // -1: no character (NUL is a character here)
  std::vector<bool> taken(128, false);
  for (std::size_t k = 0; k < kinds.size(); ++k)
    if (char c = defaultLegendChar(kinds[k])) {
      charOf[k] = static_cast<unsigned char>(c);
      taken[static_cast<unsigned char>(c)] = true;
    }
  // Letters first, then other printable characters, then control characters; last, default-legend
  // characters whose own terrain is absent from this map (the written legend redefines them).
  std::string pool = "ABDEFGHIJKLMNPQRSTUVXYZabdefghijklmnpqstuvxyz!$&*+-/:;<=>?@^|";
  for (char c : std::string("O0'(),[]`{}\" \\")) pool += c;
  for (int c = 1; c < 32; ++c) pool += static_cast<char>(c);
  pool += '\x7f';
  for (int c = 0; c < 128; ++c) {
    CellTerrain t;
    if (defaultLegendTerrain(static_cast<char>(c), t) && !taken[c]) pool += static_cast<char>(c);
  }
  pool += '\0';
  std::vector<std::pair<CellTerrain, char>> extra;
  bool overflow = false;
  std::size_t next = 0;
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    if (charOf[k] >= 0) continue;
    while (next < pool.size() && taken[static_cast<unsigned char>(pool[next])]) ++next;
    if (next == pool.size()) {
      overflow = true;
      continue;
    }
    charOf[k] = static_cast<unsigned char>(pool[next]);
    taken[static_cast<unsigned char>(pool[next])] = true;
    extra.push_back({kinds[k], pool[next]});
  }
  std::vector<std::string> rows(g.height(), std::string(g.width(), '.'));
  for (int i = 0; i < g.cellCount(); ++i) {
    const int c = charOf[cellKind[i]];
    const Cell at = g.cellAt(i);
    rows[at.y][at.x] = c >= 0 ? static_cast<char>(c) : '.';  // an unnamed cell is overwritten by its "cells" entry
  }
  w.field("rows", rows);
  if (!extra.empty()) {
    w.key("legend").beginObject();
    for (auto& [t, c] : extra) {
      w.key(std::string_view(&c, 1));
      writeCellTerrain(w, t);
    }
    w.endObject();
  }
  if (overflow) {
    // More distinct terrains than one-byte characters: the rest go cell by cell.
    w.key("cells").beginArray();
    for (int i = 0; i < g.cellCount(); ++i) {
      if (charOf[cellKind[i]] >= 0) continue;
      w.beginObject();
      w.key("cell").cell(g.cellAt(i));
      writeTerrainFields(w, g.cells()[i]);
      w.endObject();
    }
    w.endArray();
  }
  writeWalls(w, g);
  w.endObject();
}

}  // namespace

void writeCellTerrain(JsonWriter& w, const CellTerrain& t) {
  w.beginObject();
  writeTerrainFields(w, t);
  w.endObject();
}

void writeCreature(JsonWriter& w, const Creature& c) {
  w.beginObject().field("id", c.id);
  w.key("position").cell(c.position);
  w.field("size", sizeName(c.size));
  if (c.shape != Shape::Tall) w.field("shape", shapeName(c.shape));
  if (c.spaceGiven) w.key("space").size(c.spaceW, c.spaceH);
  if (c.perCellGiven) w.field("perCell", c.perCell);
  if (c.reachGiven) w.key("reach").feet(c.reach);
  if (c.reachWeapon) w.field("reachWeapon", true);
  w.key("speeds").beginObject();
  for (auto [name, v] :
       {std::pair{"walk", c.speeds.walk}, std::pair{"fly", c.speeds.fly}, std::pair{"swim", c.speeds.swim},
        std::pair{"climb", c.speeds.climb}, std::pair{"burrow", c.speeds.burrow}})
    if (v) w.key(name).feet(v);
  w.endObject();
  w.field("side", c.side);
  if (c.conditions & ((1u << kConditionCount) - 1)) {
    w.key("conditions").beginArray();
    for (int i = 0; i < kConditionCount; ++i)
      if (c.conditions & (1u << i)) w.string(conditionName(1u << i));
    w.endArray();
  }
  if (c.traits & ((1u << kTraitCount) - 1)) {
    w.key("traits").beginArray();
    for (int i = 0; i < kTraitCount; ++i)
      if (c.traits & (1u << i)) w.string(traitName(1u << i));
    w.endArray();
  }
  if (!c.unawareOf.empty()) w.field("unawareOf", c.unawareOf);
  if (c.load != Load::Light) w.field("load", loadName(c.load));
  if (c.strength != 10) w.field("strength", c.strength);
  w.endObject();
}

void writeScene(JsonWriter& w, const Scene& scene) {
  w.beginObject().key("ruleset");
  writeRuleset(w, scene.ruleset());
  w.key("grid");
  writeGrid(w, scene.grid());
  w.key("creatures").beginArray();
  for (auto& c : scene.creatures()) writeCreature(w, c);
  w.endArray().endObject();
}

std::string sceneText(const Scene& scene) {
  JsonWriter w;
  writeScene(w, scene);
  return std::move(w.text());
}

std::string creatureText(const Creature& c) {
  JsonWriter w;
  writeCreature(w, c);
  return std::move(w.text());
}

}  // namespace footwork
