// The loaded scene of a host (docs/js-api.md): small updates in place, checked like the protocol.
// Error paths name the method's parameter: "$.scene.grid.width", "$.creature.speeds.walk",
// "$.position", "$.cells[4]", "$.terrain.ground", "$.planes[1234]".
#include "protocol/scene/loaded_scene.h"

#include "core/scene/sentence.h"
#include "core/scene/space.h"
#include "protocol/json/json_writer.h"
#include "protocol/request.h"
#include "protocol/scene/scene_json.h"
#include "protocol/scene/scene_words.h"
#include "protocol/scene/scene_writer.h"

namespace footwork {
namespace {

// A scene's refusal (or none) as the Status the host gets, worded at the request's paths.
Status failed(const Scene& scene, const std::optional<SceneProblem>& p, const std::string& path,
              const std::string& idPath = "") {
  return p ? Status::of(sceneError(scene, *p, path, idPath)) : Status{};
}

Error noScene() { return Error{errc::kNoScene, "No scene is loaded: call load() with a scene first.", "$"}; }

std::string cellText(int x, int y) { return footwork::cellText(Cell{x, y}); }  // core/scene/cell.h

// Reads a JSON value given as text with the protocol's size and depth limits.
Result<JsonDocument> parseValue(std::string_view text) { return parseRequestText(text); }

// Every listed cell on the map; the list holds x, y pairs.
MaybeError checkCells(const Grid& g, const std::vector<std::int32_t>& cells) {
  if (cells.size() % 2 != 0)
    return Error{errc::kBadValue, "$.cells must hold x, y pairs; it has an odd number of values.", "$.cells"};
  for (std::size_t i = 0; i < cells.size(); i += 2)
    if (!g.contains(Cell{cells[i], cells[i + 1]}))
      return Error{errc::kOutOfGrid,
                   "The cell " + cellText(cells[i], cells[i + 1]) + " at $.cells[" + std::to_string(i / 2) +
                       "] is off the " + std::to_string(g.width()) + "×" + std::to_string(g.height()) + " grid.",
                   "$.cells[" + std::to_string(i / 2) + "]"};
  return std::nullopt;
}

// A creature may not stand inside a solid cell (Scene::resolve); making one solid under it is refused
// like placing it there. `solidAt(x, y)` says whether the cell will be solid after the update.
template <class SolidAt>
MaybeError checkNoCreatureInSolid(const Scene& s, SolidAt solidAt, const std::string& path) {
  for (const Creature& c : s.creatures()) {
    if (c.passesObstacles()) continue;
    const GridShape shape = s.grid().shape();
    const Rect r = c.space(), box = spaceBox(shape, r);
    for (int y = box.y; y < box.y + box.h; ++y)
      for (int x = box.x; x < box.x + box.w; ++x)
        if (inSpace(shape, r, {x, y}) && solidAt(x, y))
          return Error{
              errc::kInsideSolid,
              "The update would put creature '" + shown(c.id) + "' inside the solid cell " + cellText(x, y) + ".",
              path};
  }
  return std::nullopt;
}

std::optional<Edge> readEdgeKind(std::string_view kind) { return parseEdge(kind); }

Error badEdgeKind(std::string_view kind) {
  return Error{errc::kBadValue,
               "Unknown edge kind \"" + std::string(kind) +
                   "\" at $.kind; expected \"none\", \"wall\", \"low\", \"door-closed\", \"door-open\" or \"window\".",
               "$.kind"};
}

}  // namespace

MaybeError readTerrainFields(const TerrainFields& f, const std::string& path, CellTerrain& out) {
  // The same checks and messages as a terrain object in a request: the fields are written as one
  // and read back.
  JsonWriter w;
  w.beginObject().field("ground", f.ground).field("difficult", f.difficult).field("obstructed", f.obstructed);
  w.field("water", f.water).field("climb", f.climb).field("material", f.material).field("opaque", f.opaque);
  w.endObject();
  JsonDocument doc;
  JsonSyntaxError syntax;
  out = CellTerrain{};
  if (!doc.parse(w.text(), syntax)) return Error{errc::kInternal, "Terrain fields did not read back.", path};
  return parseCellTerrain(doc.root(), path, out);
}

Status LoadedScene::load(std::string_view sceneJson) {
  auto j = parseValue(sceneJson);
  if (!j) return Status::of(j.error());
  auto parsed = parseScene(j.value().root(), "$.scene");
  if (!parsed) return Status::of(parsed.error());
  scene_ = std::move(parsed.value());
  landmarks_.clear();
  changed();
  return {};
}

std::string LoadedScene::query(std::string_view requestText) const {
  return handleRequestText(requestText, scene_.get(), &landmarks_, &spaces_);
}

std::string LoadedScene::sceneJson() const { return scene_ ? sceneText(*scene_) : ""; }

SceneInfo LoadedScene::info() const {
  if (!scene_) return {};
  const Grid& g = scene_->grid();
  return {scene_->ruleset().id, g.width(), g.height(), toFeet(g.cellSize()),
          static_cast<int>(scene_->creatures().size())};
}

Status LoadedScene::addCreature(std::string_view creatureJson) {
  changed();
  if (!scene_) return Status::of(noScene());
  auto j = parseValue(creatureJson);
  if (!j) return Status::of(j.error());
  auto c = parseCreature(j.value().root(), "$.creature");
  if (!c) return Status::of(c.error());
  return failed(*scene_, scene_->addCreature(std::move(c.value())), "$.creature");
}

Status LoadedScene::replaceCreature(std::string_view creatureJson) {
  changed();
  if (!scene_) return Status::of(noScene());
  auto j = parseValue(creatureJson);
  if (!j) return Status::of(j.error());
  auto c = parseCreature(j.value().root(), "$.creature");
  if (!c) return Status::of(c.error());
  return failed(*scene_, scene_->replaceCreature(std::move(c.value())), "$.creature");
}

Status LoadedScene::moveCreature(std::string_view id, int x, int y) {
  changed();
  if (!scene_) return Status::of(noScene());
  return failed(*scene_, scene_->moveCreature(id, Cell{x, y}), "$", "$.id");
}

Status LoadedScene::removeCreature(std::string_view id) {
  changed();
  if (!scene_) return Status::of(noScene());
  return failed(*scene_, scene_->removeCreature(id), "$", "$.id");
}

std::string LoadedScene::creaturesJson() const {
  if (!scene_) return "";
  JsonWriter w;
  w.beginObject().key("creatures").beginArray();
  for (auto& c : scene_->creatures()) writeCreature(w, c);
  w.endArray().endObject();
  return std::move(w.text());
}

std::string LoadedScene::creatureJson(std::string_view id) const {
  if (!scene_) return "";
  const Creature* c = scene_->find(id);
  return c ? creatureText(*c) : "";
}

Status LoadedScene::paint(const std::vector<std::int32_t>& cells, const TerrainFields& fields) {
  changed();
  if (!scene_) return Status::of(noScene());
  CellTerrain t;
  if (auto e = readTerrainFields(fields, "$.terrain", t)) return Status::of(e);
  if (auto e = checkCells(scene_->grid(), cells)) return Status::of(e);
  if (t.ground == Ground::Solid)
    for (std::size_t i = 0; i < cells.size(); i += 2)
      for (const Creature& c : scene_->creatures())
        if (!c.passesObstacles() && inSpace(scene_->grid().shape(), c.space(), {cells[i], cells[i + 1]}))
          return Status::of(Error{errc::kInsideSolid,
                                  "Painting " + cellText(cells[i], cells[i + 1]) + " solid would put creature '" +
                                      shown(c.id) + "' inside it.",
                                  "$.cells[" + std::to_string(i / 2) + "]"});
  landmarks_.clear();
  for (std::size_t i = 0; i < cells.size(); i += 2) scene_->grid().setTerrain({cells[i], cells[i + 1]}, t);
  return {};
}

Status LoadedScene::paintChar(const std::vector<std::int32_t>& cells, const std::string& legendChar) {
  changed();
  if (!scene_) return Status::of(noScene());
  CellTerrain t;
  if (legendChar.size() != 1 || !defaultLegendTerrain(legendChar[0], t))
    return Status::of(Error{errc::kBadValue,
                            "\"" + shown(legendChar) +
                                "\" at $.terrain is not a character of the default legend "
                                "(. ~ 1-9 # _ o w W c C r %).",
                            "$.terrain"});
  TerrainFields f;
  static constexpr const char* kGround[] = {"open", "pit", "solid"};
  static constexpr const char* kWater[] = {"none", "calm", "rough"};
  static constexpr const char* kClimb[] = {"none", "climbable", "slippery"};
  static constexpr const char* kMaterial[] = {"earth", "rock"};
  f.ground = kGround[static_cast<int>(t.ground)];
  f.difficult = t.difficult;
  f.obstructed = t.obstructed;
  f.water = kWater[static_cast<int>(t.water)];
  f.climb = kClimb[static_cast<int>(t.climb)];
  f.material = kMaterial[static_cast<int>(t.material)];
  f.opaque = t.opaque;
  return paint(cells, f);
}

Status LoadedScene::setEdge(int ax, int ay, int bx, int by, std::string_view kind) {
  changed();
  if (!scene_) return Status::of(noScene());
  const auto e = readEdgeKind(kind);
  if (!e) return Status::of(badEdgeKind(kind));
  const Cell a{ax, ay}, b{bx, by};
  Grid& g = scene_->grid();
  if (!areNeighbours(g.shape(), a, b) || isDiagonalStep(g.shape(), a, b))
    return Status::of(Error{errc::kNotAdjacent,
                            std::string(g.shape().hex() ? "An edge lies between two neighbouring hexes; "
                                                        : "An edge lies between two orthogonally adjacent cells; ") +
                                cellText(ax, ay) + " and " + cellText(bx, by) + " are not.",
                            "$.b"});
  if (!g.contains(a) && !g.contains(b))
    return Status::of(
        Error{errc::kOutOfGrid, "Neither " + cellText(ax, ay) + " nor " + cellText(bx, by) + " is on the map.", "$.a"});
  landmarks_.clear();
  g.setEdgeBetween(a, b, *e);
  return {};
}

Status LoadedScene::setWall(int fx, int fy, int tx, int ty, std::string_view kind) {
  changed();
  if (!scene_) return Status::of(noScene());
  const auto e = readEdgeKind(kind);
  if (!e) return Status::of(badEdgeKind(kind));
  Grid& g = scene_->grid();
  if (g.shape().hex())
    return Status::of(Error{errc::kBadValue,
                            "On a hex grid a wall names the two cells it lies between (setEdge), not grid corners.",
                            "$.from"});
  if (fx != tx && fy != ty)
    return Status::of(
        Error{errc::kBadValue, "A wall runs along grid lines: $.from and $.to must share x or y.", "$.to"});
  for (auto [x, y, path] : {std::tuple{fx, fy, "$.from"}, std::tuple{tx, ty, "$.to"}})
    if (x < 0 || y < 0 || x > g.width() || y > g.height())
      return Status::of(Error{
          errc::kOutOfGrid,
          "Wall end " + cellText(x, y) + " at " + path + " is off the grid's corners (0..width, 0..height).", path});
  landmarks_.clear();
  if (fx == tx)
    for (int y = std::min(fy, ty); y < std::max(fy, ty); ++y) g.setVerticalEdge(fx, y, *e);
  else
    for (int x = std::min(fx, tx); x < std::max(fx, tx); ++x) g.setHorizontalEdge(x, fy, *e);
  return {};
}

void LoadedScene::terrainPlanes(std::vector<std::uint8_t>& out) const {
  out.clear();
  if (!scene_) return;
  const auto& cells = scene_->grid().cells();
  const std::size_t n = cells.size();
  out.resize(n * kTerrainPlanes);
  for (std::size_t i = 0; i < n; ++i) {
    const CellTerrain& t = cells[i];
    out[i] = static_cast<std::uint8_t>(t.ground);
    out[n + i] = t.difficult;
    out[2 * n + i] = t.obstructed;
    out[3 * n + i] = static_cast<std::uint8_t>(t.water);
    out[4 * n + i] = static_cast<std::uint8_t>(t.climb);
    out[5 * n + i] = static_cast<std::uint8_t>(t.material);
    out[6 * n + i] = t.opaque;
  }
}

Status LoadedScene::setTerrainPlanes(const std::vector<std::uint8_t>& planes) {
  changed();
  if (!scene_) return Status::of(noScene());
  Grid& g = scene_->grid();
  const std::size_t n = static_cast<std::size_t>(g.cellCount());
  if (planes.size() != n * kTerrainPlanes)
    return Status::of(Error{errc::kBadValue,
                            "$.planes must hold 7 planes of " + std::to_string(n) + " cells (" +
                                std::to_string(n * kTerrainPlanes) + " bytes); it holds " +
                                std::to_string(planes.size()) + ".",
                            "$.planes"});
  // Largest allowed value per plane: ground, difficult, obstructed, water, climb, material, opaque.
  static constexpr std::uint8_t kMax[kTerrainPlanes] = {2, 9, 1, 2, 2, 1, 1};
  static constexpr const char* kName[kTerrainPlanes] = {"ground", "difficult", "obstructed", "water",
                                                        "climb",  "material",  "opaque"};
  for (int p = 0; p < kTerrainPlanes; ++p)
    for (std::size_t i = 0; i < n; ++i)
      if (planes[p * n + i] > kMax[p]) {
        const std::string at = "$.planes[" + std::to_string(p * n + i) + "]";
        const Cell c = g.cellAt(static_cast<int>(i));
        return Status::of(Error{errc::kOutOfRange,
                                "The " + std::string(kName[p]) + " value " + std::to_string(planes[p * n + i]) +
                                    " of cell " + cellText(c.x, c.y) + " at " + at + " must be between 0 and " +
                                    std::to_string(kMax[p]) + ".",
                                at});
      }
  auto solidAt = [&](int x, int y) { return planes[g.index({x, y})] == static_cast<std::uint8_t>(Ground::Solid); };
  if (auto e = checkNoCreatureInSolid(*scene_, solidAt, "$.planes")) return Status::of(e);
  landmarks_.clear();
  for (std::size_t i = 0; i < n; ++i) {
    CellTerrain t;
    t.ground = static_cast<Ground>(planes[i]);
    t.difficult = planes[n + i];
    t.obstructed = planes[2 * n + i] != 0;
    t.water = static_cast<Water>(planes[3 * n + i]);
    t.climb = static_cast<ClimbSurface>(planes[4 * n + i]);
    t.material = static_cast<Material>(planes[5 * n + i]);
    t.opaque = planes[6 * n + i] != 0;
    g.setTerrain(g.cellAt(static_cast<int>(i)), t);
  }
  return {};
}

void LoadedScene::edgePlanes(std::vector<std::uint8_t>& out) const {
  out.clear();
  if (!scene_) return;
  const Grid& g = scene_->grid();
  const int w = g.width(), h = g.height();
  if (g.shape().hex()) {
    out.reserve(static_cast<std::size_t>(w + 2) * (h + 2) * kOwnedHexSides);
    for (int y = -1; y <= h; ++y)
      for (int x = -1; x <= w; ++x)
        for (int d = 0; d < kOwnedHexSides; ++d) out.push_back(static_cast<std::uint8_t>(g.hexSide({{x, y}, d})));
    return;
  }
  out.reserve(static_cast<std::size_t>(w + 1) * h + static_cast<std::size_t>(w) * (h + 1));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x <= w; ++x) out.push_back(static_cast<std::uint8_t>(g.verticalEdge(x, y)));
  for (int y = 0; y <= h; ++y)
    for (int x = 0; x < w; ++x) out.push_back(static_cast<std::uint8_t>(g.horizontalEdge(x, y)));
}

Status LoadedScene::setEdgePlanes(const std::vector<std::uint8_t>& planes) {
  changed();
  if (!scene_) return Status::of(noScene());
  Grid& g = scene_->grid();
  const int w = g.width(), h = g.height();
  if (g.shape().hex()) {
    const std::size_t n = static_cast<std::size_t>(w + 2) * (h + 2) * kOwnedHexSides;
    if (planes.size() != n)
      return Status::of(Error{errc::kBadValue,
                              "$.planes must hold the three owned sides of each of the " + std::to_string(w + 2) + "×" +
                                  std::to_string(h + 2) + " cells of the hex map and its border ring (" +
                                  std::to_string(n) + " bytes); it holds " + std::to_string(planes.size()) + ".",
                              "$.planes"});
  }
  const std::size_t nv = static_cast<std::size_t>(w + 1) * h, nh = static_cast<std::size_t>(w) * (h + 1);
  if (!g.shape().hex() && planes.size() != nv + nh)
    return Status::of(Error{errc::kBadValue,
                            "$.planes must hold " + std::to_string(nv) + " vertical and " + std::to_string(nh) +
                                " horizontal edges (" + std::to_string(nv + nh) + " bytes); it holds " +
                                std::to_string(planes.size()) + ".",
                            "$.planes"});
  for (std::size_t i = 0; i < planes.size(); ++i)
    if (planes[i] >= kEdgeKinds)
      return Status::of(Error{errc::kOutOfRange,
                              "The edge value " + std::to_string(planes[i]) + " at $.planes[" + std::to_string(i) +
                                  "] must be between 0 and 5.",
                              "$.planes[" + std::to_string(i) + "]"});
  landmarks_.clear();
  std::size_t i = 0;
  if (g.shape().hex()) {
    // Sides owned by ring cells that touch no map cell are kept None (the writer never names them).
    for (int y = -1; y <= h; ++y)
      for (int x = -1; x <= w; ++x)
        for (int d = 0; d < kOwnedHexSides; ++d) {
          const Edge e = static_cast<Edge>(planes[i++]);
          const Cell n = neighbourAt(g.shape(), {x, y}, d);
          g.setHexSide({{x, y}, d}, g.contains(Cell{x, y}) || g.contains(n) ? e : Edge::None);
        }
    return {};
  }
  for (int y = 0; y < h; ++y)
    for (int x = 0; x <= w; ++x) g.setVerticalEdge(x, y, static_cast<Edge>(planes[i++]));
  for (int y = 0; y <= h; ++y)
    for (int x = 0; x < w; ++x) g.setHorizontalEdge(x, y, static_cast<Edge>(planes[i++]));
  return {};
}

}  // namespace footwork
