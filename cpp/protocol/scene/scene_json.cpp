#include "protocol/scene/scene_json.h"

#include "protocol/scene/scene_words.h"

#include <array>
#include <unordered_map>

#include "core/scene/sentence.h"
#include "protocol/readers.h"
#include "protocol/ruleset/ruleset_json.h"

namespace footwork {
namespace {

struct LegendEntry {
  char c;
  CellTerrain t;
};

// The default legend of grid rows (docs/protocol.md). Digits 1–9 give dnd35's "doubled N times".
// A table of constants: built in code at start-up it was 1.4 KB of the WebAssembly module.
constexpr std::array<LegendEntry, 20> kDefaultLegend = {{
    {'.', {}},
    {'~', {.difficult = 1}},
    {'1', {.difficult = 1}},
    {'2', {.difficult = 2}},
    {'3', {.difficult = 3}},
    {'4', {.difficult = 4}},
    {'5', {.difficult = 5}},
    {'6', {.difficult = 6}},
    {'7', {.difficult = 7}},
    {'8', {.difficult = 8}},
    {'9', {.difficult = 9}},
    // A wall block or pillar is stone: burrowers need burrow-rock.
    {'#', {.ground = Ground::Solid, .material = Material::Rock}},
    {'_', {.ground = Ground::Pit}},
    {'o', {.obstructed = true}},
    {'w', {.water = Water::Calm}},
    {'W', {.water = Water::Rough}},
    {'c', {.climb = ClimbSurface::Climbable}},
    {'C', {.climb = ClimbSurface::Slippery}},
    {'r', {.material = Material::Rock}},
    {'%', {.opaque = true}},
}};

// One reader for every enumerated field (its index into `names`); the template below only casts, so
// the reading and its messages are compiled once, not once per enum.
MaybeError readName(ObjectReader& r, const std::string& key, const char* const* names, std::size_t n, int& out) {
  const JsonValue* v = r.get(key);
  if (!v) return std::nullopt;
  std::string expected;
  for (std::size_t i = 0; i < n; ++i) {
    if (v->is_string() && v->string() == names[i]) {
      out = static_cast<int>(i);
      return std::nullopt;
    }
    expected += (i ? (i + 1 == n ? " or " : ", ") : "") + std::string("\"") + names[i] + "\"";
  }
  if (!v->is_string()) return badType(r.pathOf(key), "a string", *v);
  return Error{errc::kBadValue,
               "Unknown value \"" + v->get<std::string>() + "\" at " + r.pathOf(key) + "; expected " + expected + ".",
               r.pathOf(key)};
}

template <class E, std::size_t N>
MaybeError readEnum(ObjectReader& r, const std::string& key, const std::array<const char*, N>& names, E& out) {
  int i = static_cast<int>(out);
  FW_TRY(readName(r, key, names.data(), N, i));
  out = static_cast<E>(i);
  return std::nullopt;
}

constexpr std::array<const char*, 3> kGroundNames = {"open", "pit", "solid"};
constexpr std::array<const char*, 3> kWaterNames = {"none", "calm", "rough"};
constexpr std::array<const char*, 3> kClimbNames = {"none", "climbable", "slippery"};
constexpr std::array<const char*, 2> kMaterialNames = {"earth", "rock"};
constexpr std::array<const char*, 2> kGridTypeNames = {"square", "hex"};
constexpr std::array<const char*, 2> kOrientationNames = {"flat", "pointy"};
constexpr std::array<const char*, 2> kOffsetNames = {"odd", "even"};
constexpr std::array<const char*, 3> kHexSpacesNames = {"across", "centred", "one"};

// "type" (absent: square), and for hexes "orientation" (required), "offset" (default odd) and
// "hexSpaces" (default across: how the size table's spaces become hex spaces, docs/rules/hex.md).
MaybeError readGridShape(ObjectReader& r, GridShape& shape, HexSpaces& spaces) {
  FW_TRY(readEnum(r, "type", kGridTypeNames, shape.kind));
  if (!shape.hex()) {
    for (const char* key : {"orientation", "offset", "hexSpaces"})
      if (r.has(key))
        return Error{errc::kBadValue,
                     "Only hex grids have " + std::string(key[0] == 'h' ? "" : "an ") + key + "; " + r.pathOf(key) +
                         " needs \"type\": \"hex\" at " + r.pathOf("type") + ".",
                     r.pathOf(key)};
    return std::nullopt;
  }
  if (!r.has("orientation"))
    return Error{errc::kMissingField,
                 "The field " + r.pathOf("orientation") +
                     " is required on a hex grid: \"flat\" (flat-topped hexes in columns) or \"pointy\" "
                     "(pointy-topped hexes in rows).",
                 r.pathOf("orientation")};
  FW_TRY(readEnum(r, "orientation", kOrientationNames, shape.orientation));
  FW_TRY(readEnum(r, "offset", kOffsetNames, shape.offset));
  FW_TRY(readEnum(r, "hexSpaces", kHexSpacesNames, spaces));
  return std::nullopt;
}

std::string indexPath(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

std::optional<Edge> wallKind(const std::string& kindName) {
  const auto kind = parseEdge(kindName);
  if (!kind || *kind == Edge::None) return std::nullopt;
  return kind;
}

Error badWallKind(const std::string& kindName, const std::string& p) {
  return Error{errc::kBadValue,
               "Unknown wall kind \"" + shown(kindName) + "\" at " + p +
                   ".kind; expected \"wall\", \"low\", "
                   "\"door-closed\", \"door-open\" or \"window\".",
               p + ".kind"};
}

// A wall on a hex grid: {"between": [[x0, y0], [x1, y1]], "kind": …}, the side two neighbouring hexes
// share; one of them may lie just off the map (a border side).
MaybeError readHexWall(ObjectReader& r, const std::string& p, Grid& grid) {
  if (r.has("from") || r.has("to"))
    return Error{errc::kBadValue,
                 "On a hex grid a wall names the two cells it lies between: {\"between\": [[x0, y0], [x1, y1]]} at " +
                     p + ", not from and to.",
                 r.has("from") ? p + ".from" : p + ".to"};
  const JsonValue* between = r.get("between");
  if (!between) return Error{errc::kMissingField, "The field " + p + ".between is required.", p + ".between"};
  const std::string bp = p + ".between";
  if (!between->is_array() || between->size() != 2) return badType(bp, "two cells [[x0, y0], [x1, y1]]", *between);
  Cell a, b;
  FW_TRY(readCell((*between)[0], bp + "[0]", a));
  FW_TRY(readCell((*between)[1], bp + "[1]", b));
  std::string kindName = "wall";
  FW_TRY(r.string("kind", kindName));
  FW_TRY(r.finish());
  const auto kind = wallKind(kindName);
  if (!kind) return badWallKind(kindName, p);
  if (!areNeighbours(grid.shape(), a, b))
    return Error{errc::kBadValue,
                 "A hex wall lies between two neighbouring cells; " + cellText(a) + " and " + cellText(b) + " at " +
                     bp + " are not neighbours.",
                 bp};
  if (!grid.contains(a) && !grid.contains(b))
    return Error{errc::kOutOfGrid, "Neither cell at " + bp + " is on the map.", bp};
  grid.setEdgeBetween(a, b, *kind);
  return std::nullopt;
}

MaybeError readWalls(const JsonValue& walls, const std::string& path, Grid& grid) {
  if (!walls.is_array()) return badType(path, "an array of walls", walls);
  for (std::size_t i = 0; i < walls.size(); ++i) {
    const std::string p = indexPath(path, i);
    FW_TRY(expectObject(walls[i], p));
    ObjectReader r(walls[i], p);
    if (grid.shape().hex()) {
      FW_TRY(readHexWall(r, p, grid));
      continue;
    }
    if (r.has("between"))
      return Error{errc::kBadValue,
                   "Walls named by the cells they lie between are for hex grids; on squares a wall at " + p +
                       " runs from and to grid corners.",
                   p + ".between"};
    Cell a, b;
    std::string kindName = "wall";
    FW_TRY(r.cell("from", a, true));
    FW_TRY(r.cell("to", b, true));
    FW_TRY(r.string("kind", kindName));
    FW_TRY(r.finish());
    const auto kind = wallKind(kindName);
    if (!kind) return badWallKind(kindName, p);
    if (a.x != b.x && a.y != b.y)
      return Error{errc::kBadValue, "A wall runs along grid lines: from and to at " + p + " must share x or y.", p};
    for (Cell v : {a, b})
      if (v.x < 0 || v.y < 0 || v.x > grid.width() || v.y > grid.height())
        return Error{errc::kOutOfGrid,
                     "Wall end [" + std::to_string(v.x) + "," + std::to_string(v.y) + "] at " + p +
                         " is off the grid's corners (0..width, 0..height).",
                     p};
    if (a.x == b.x) {  // vertical line x = a.x
      for (int y = std::min(a.y, b.y); y < std::max(a.y, b.y); ++y) grid.setVerticalEdge(a.x, y, *kind);
    } else {
      for (int x = std::min(a.x, b.x); x < std::max(a.x, b.x); ++x) grid.setHorizontalEdge(x, a.y, *kind);
    }
  }
  return std::nullopt;
}

Result<Grid> parseGrid(const JsonValue& j, const std::string& path, const Ruleset& ruleset) {
  if (auto e = expectObject(j, path)) return *e;
  ObjectReader r(j, path);
  int width = 0, height = 0;
  Milli cell = ruleset.defaultCellSize;
  if (auto e = r.integer("width", width, 1, Limits::kMaxGridSide, true)) return *e;
  if (auto e = r.integer("height", height, 1, Limits::kMaxGridSide, true)) return *e;
  if (static_cast<long long>(width) * height > Limits::kMaxCells)
    return Error{errc::kLimit,
                 "A grid holds at most 4,000,000 cells; " + std::to_string(width) + "×" + std::to_string(height) +
                     " is too many.",
                 path};
  if (auto e = r.feet("cellFeet", cell, 1000 * kMilliPerFoot)) return *e;
  if (cell < 100)
    return Error{errc::kOutOfRange, "The cell size at " + r.pathOf("cellFeet") + " must be at least 0.1 ft.",
                 r.pathOf("cellFeet")};
  GridShape shape;
  HexSpaces spaces = HexSpaces::Across;
  if (auto e = readGridShape(r, shape, spaces)) return *e;
  Grid grid(width, height, cell, shape);
  grid.setHexSpaces(spaces);

  // Legend: the default one, extended or overridden by the caller's, one slot per character: the
  // rows' characters are looked up there (a 2000×2000 map has 4,000,000 of them).
  std::array<CellTerrain, 256> legend{};
  std::array<bool, 256> inLegend{};
  const auto define = [&](char c, const CellTerrain& t) {
    legend[static_cast<unsigned char>(c)] = t;
    inLegend[static_cast<unsigned char>(c)] = true;
  };
  for (auto& e : kDefaultLegend) define(e.c, e.t);
  if (const JsonValue* l = r.get("legend")) {
    if (!l->is_object()) return badType(r.pathOf("legend"), "an object of one-character keys", *l);
    for (std::size_t i = 0; i < l->size(); ++i) {
      const std::string key(l->keyAt(i));
      const std::string p = r.pathOf("legend") + "." + key;
      if (key.size() != 1)
        return Error{errc::kBadValue, "Legend keys are single characters; \"" + shown(key) + "\" is not.", p};
      CellTerrain t;
      if (auto e = parseCellTerrain(l->valueAt(i), p, t)) return *e;
      define(key[0], t);
    }
  }
  if (const JsonValue* rows = r.get("rows")) {
    const std::string p = r.pathOf("rows");
    if (!rows->is_array()) return badType(p, "an array of strings", *rows);
    if (static_cast<int>(rows->size()) != height)
      return Error{
          errc::kBadValue,
          "The grid has " + std::to_string(height) + " rows but " + p + " has " + std::to_string(rows->size()) + ".",
          p};
    for (int y = 0; y < height; ++y) {
      const JsonValue& row = (*rows)[y];
      const std::string rp = indexPath(p, y);
      if (!row.is_string()) return badType(rp, "a string", row);
      const std::string_view s = row.string();
      if (static_cast<int>(s.size()) != width)
        return Error{errc::kBadValue,
                     "Row " + rp + " has " + std::to_string(s.size()) + " characters; the grid is " +
                         std::to_string(width) + " wide.",
                     rp};
      for (int x = 0; x < width; ++x) {
        const unsigned char c = static_cast<unsigned char>(s[x]);
        if (!inLegend[c])
          return Error{
              errc::kBadValue,
              std::string("Unknown terrain character '") + s[x] + "' at " + rp + ", column " + std::to_string(x) + ".",
              rp};
        grid.setTerrain({x, y}, legend[c]);
      }
    }
  }
  if (const JsonValue* cells = r.get("cells")) {
    // Per-cell overrides: [{"cell":[x,y], …terrain fields}].
    const std::string p = r.pathOf("cells");
    if (!cells->is_array()) return badType(p, "an array", *cells);
    for (std::size_t i = 0; i < cells->size(); ++i) {
      const std::string cp = indexPath(p, i);
      if (auto e = expectObject((*cells)[i], cp)) return *e;
      ObjectReader cr((*cells)[i], cp);
      const JsonValue* at = cr.get("cell");
      if (!at) return Error{errc::kMissingField, "The field " + cp + ".cell is required.", cp + ".cell"};
      Cell c;
      if (auto e = readCell(*at, cp + ".cell", c)) return *e;
      if (!grid.contains(c))
        return Error{errc::kOutOfGrid, "The cell at " + cp + ".cell is off the grid.", cp + ".cell"};
      CellTerrain t;
      if (auto e = readCellTerrain(cr, t)) return *e;  // the other fields; "cell" is read
      grid.setTerrain(c, t);
    }
  }
  if (const JsonValue* walls = r.get("walls"))
    if (auto e = readWalls(*walls, r.pathOf("walls"), grid)) return *e;
  if (auto e = r.finish()) return *e;
  return grid;
}

}  // namespace

MaybeError parseCellTerrain(const JsonValue& j, const std::string& path, CellTerrain& t) {
  FW_TRY(expectObject(j, path));
  ObjectReader r(j, path);
  return readCellTerrain(r, t);
}

MaybeError readCellTerrain(ObjectReader& r, CellTerrain& t) {
  FW_TRY(readEnum(r, "ground", kGroundNames, t.ground));
  int difficult = t.difficult;
  FW_TRY(r.integer("difficult", difficult, 0, 9));
  t.difficult = static_cast<std::uint8_t>(difficult);
  FW_TRY(r.boolean("obstructed", t.obstructed));
  FW_TRY(readEnum(r, "water", kWaterNames, t.water));
  FW_TRY(readEnum(r, "climb", kClimbNames, t.climb));
  FW_TRY(readEnum(r, "material", kMaterialNames, t.material));
  FW_TRY(r.boolean("opaque", t.opaque));
  return r.finish();
}

char defaultLegendChar(const CellTerrain& t) {
  for (auto& e : kDefaultLegend)
    if (e.t == t) return e.c;  // '~' comes before '1', so difficult 1 writes as '~'
  return 0;
}

bool defaultLegendTerrain(char c, CellTerrain& out) {
  for (auto& e : kDefaultLegend)
    if (e.c == c) {
      out = e.t;
      return true;
    }
  return false;
}

Result<Creature> parseCreature(const JsonValue& j, const std::string& path) {
  if (auto e = expectObject(j, path)) return *e;
  ObjectReader r(j, path);
  Creature c;
  if (auto e = r.string("id", c.id, true)) return *e;
  if (auto e = r.cell("position", c.position, true)) return *e;
  std::string text = "medium";
  if (auto e = r.string("size", text)) return *e;
  auto size = parseSize(text);
  if (!size)
    return Error{errc::kBadValue,
                 "Unknown size \"" + shown(text) + "\" at " + r.pathOf("size") +
                     "; expected fine, diminutive, tiny, small, medium, large, huge, gargantuan or colossal.",
                 r.pathOf("size")};
  c.size = *size;
  text = "tall";
  if (auto e = r.string("shape", text)) return *e;
  auto shape = parseShape(text);
  if (!shape)
    return Error{errc::kBadValue,
                 "Unknown shape \"" + shown(text) + "\" at " + r.pathOf("shape") + "; expected tall or long.",
                 r.pathOf("shape")};
  c.shape = *shape;
  if (const JsonValue* s = r.get("space")) {
    const std::string p = r.pathOf("space");
    if (!s->is_array() || s->size() != 2 || !(*s)[0].is_number_integer() || !(*s)[1].is_number_integer())
      return badType(p, "a space [width, height] in cells", *s);
    const long long w = (*s)[0].get<long long>(), h = (*s)[1].get<long long>();
    if (w < 1 || h < 1 || w > Limits::kMaxSpaceCells || h > Limits::kMaxSpaceCells)
      return Error{errc::kOutOfRange, "A space at " + p + " must be 1 to 256 cells on a side.", p};
    c.spaceW = static_cast<int>(w);
    c.spaceH = static_cast<int>(h);
    c.spaceGiven = true;
  }
  if (r.has("perCell")) {
    if (auto e = r.integer("perCell", c.perCell, 1, 10000)) return *e;
    c.perCellGiven = true;
  }
  if (r.has("reach")) {
    if (auto e = r.feet("reach", c.reach, 1000 * kMilliPerFoot)) return *e;
    c.reachGiven = true;
  }
  if (auto e = r.boolean("reachWeapon", c.reachWeapon)) return *e;
  if (const JsonValue* s = r.get("speeds")) {
    const std::string p = r.pathOf("speeds");
    if (auto e = expectObject(*s, p)) return *e;
    ObjectReader sr(*s, p);
    for (auto [name, field] :
         {std::pair{"walk", &c.speeds.walk}, std::pair{"fly", &c.speeds.fly}, std::pair{"swim", &c.speeds.swim},
          std::pair{"climb", &c.speeds.climb}, std::pair{"burrow", &c.speeds.burrow}})
      if (auto e = sr.feet(name, *field, Limits::kMaxSpeed)) return *e;
    if (auto e = sr.finish()) return *e;
  }
  if (auto e = r.string("side", c.side)) return *e;
  std::vector<std::string> list;
  if (auto e = r.stringList("conditions", list)) return *e;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::uint32_t bit = parseCondition(list[i]);
    if (!bit)
      return Error{errc::kBadValue,
                   "Unknown condition \"" + list[i] + "\" at " + indexPath(r.pathOf("conditions"), i) + ".",
                   indexPath(r.pathOf("conditions"), i)};
    c.conditions |= bit;
  }
  list.clear();
  if (auto e = r.stringList("traits", list)) return *e;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::uint32_t bit = parseTrait(list[i]);
    if (!bit)
      return Error{errc::kBadValue, "Unknown trait \"" + list[i] + "\" at " + indexPath(r.pathOf("traits"), i) + ".",
                   indexPath(r.pathOf("traits"), i)};
    c.traits |= bit;
  }
  if (auto e = r.stringList("unawareOf", c.unawareOf)) return *e;
  text = "light";
  if (auto e = r.string("load", text)) return *e;
  if (!parseLoad(text, c.load))
    return Error{errc::kBadValue,
                 "Unknown load \"" + shown(text) + "\" at " + r.pathOf("load") + "; expected light, medium or heavy.",
                 r.pathOf("load")};
  if (auto e = r.integer("strength", c.strength, 0, 1000)) return *e;
  if (auto e = r.finish()) return *e;
  return c;
}

Result<std::unique_ptr<Scene>> parseScene(const JsonValue& j, const std::string& path) {
  if (auto e = expectObject(j, path)) return *e;
  ObjectReader r(j, path);
  auto found = readRuleset(r, "ruleset");
  if (!found) return found.error();
  const std::shared_ptr<const Ruleset>& ruleset = found.value();
  const JsonValue* g = r.get("grid");
  if (!g) return Error{errc::kMissingField, "The field " + r.pathOf("grid") + " is required.", r.pathOf("grid")};
  auto grid = parseGrid(*g, r.pathOf("grid"), *ruleset);
  if (!grid) return grid.error();
  auto scene = std::make_unique<Scene>(ruleset, std::move(grid.value()));
  if (const JsonValue* cs = r.get("creatures")) {
    const std::string p = r.pathOf("creatures");
    if (!cs->is_array()) return badType(p, "an array of creatures", *cs);
    for (std::size_t i = 0; i < cs->size(); ++i) {
      auto c = parseCreature((*cs)[i], indexPath(p, i));
      if (!c) return c.error();
      if (auto e = scene->addCreature(std::move(c.value()))) return sceneError(*scene, *e, indexPath(p, i));
    }
  }
  if (auto e = r.finish()) return *e;
  return scene;
}

}  // namespace footwork
