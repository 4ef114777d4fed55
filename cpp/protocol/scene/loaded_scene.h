#pragma once
// A scene a host keeps between requests and updates in small steps: a token moved, a cell painted,
// a wall drawn. The WebAssembly `Scene` class (bindings/) is a thin face over this, so every check
// here also runs natively under the unit tests. Nothing throws: every method returns a Status, and a
// failed update leaves the scene as it was.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/scene/scene.h"
#include "core/search/landmarks.h"
#include "core/search/space_cache.h"
#include "protocol/json/json_reader.h"

namespace footwork {

// An error as a plain value for hosts: ok, or {code, message, path}.
struct Status {
  bool ok = true;
  std::string code, message, path;
  static Status of(const Error& e) { return {false, e.code, e.message, e.path}; }
  static Status of(const MaybeError& e) { return e ? of(*e) : Status{}; }
};

// One cell's terrain with its enums spelt as in the protocol ("open", "pit", "solid" …).
struct TerrainFields {
  std::string ground = "open";
  int difficult = 0;
  bool obstructed = false;
  std::string water = "none";
  std::string climb = "none";
  std::string material = "earth";
  bool opaque = false;
};

// Terrain as planes of bytes, one plane per field, each width × height cells in row-major order:
// ground (0 open, 1 pit, 2 solid), difficult (0–9), obstructed (0/1), water (0 none, 1 calm,
// 2 rough), climb (0 none, 1 climbable, 2 slippery), material (0 earth, 1 rock), opaque (0/1).
constexpr int kTerrainPlanes = 7;
// Edges as bytes (0 none, 1 wall, 2 low, 3 door-closed, 4 door-open, 5 window): first the vertical
// lines, (width + 1) × height, segment (x, y) at y * (width + 1) + x; then the horizontal lines,
// width × (height + 1), segment (x, y) at y * width + x.
constexpr int kEdgeKinds = 6;

struct SceneInfo {
  std::string ruleset;
  int width = 0, height = 0;
  double cellFeet = 0;
  int creatures = 0;
};

class LoadedScene {
 public:
  bool loaded() const { return scene_ != nullptr; }
  const Scene* scene() const { return scene_.get(); }

  // Replaces the whole scene from its JSON text (the protocol's scene object).
  Status load(std::string_view sceneJson);
  // A protocol request (text) answered against this scene unless it carries its own "scene".
  std::string query(std::string_view requestText) const;
  // The scene in the protocol's normal form, as JSON text; "" when none is loaded.
  std::string sceneJson() const;
  SceneInfo info() const;

  // Creatures in the protocol's creature format (JSON text).
  Status addCreature(std::string_view creatureJson);
  Status replaceCreature(std::string_view creatureJson);
  Status moveCreature(std::string_view id, int x, int y);
  Status removeCreature(std::string_view id);
  // {"creatures": […]} or one creature as JSON text; "" when the id is unknown or nothing is loaded.
  std::string creaturesJson() const;
  std::string creatureJson(std::string_view id) const;

  // One terrain for every listed cell; `cells` holds x0, y0, x1, y1 …
  Status paint(const std::vector<std::int32_t>& cells, const TerrainFields& terrain);
  // The default legend's character ('.', '~', '#', '_' …) for every listed cell.
  Status paintChar(const std::vector<std::int32_t>& cells, const std::string& legendChar);
  // The edge between two cells that share a side: orthogonally adjacent squares, or any two
  // neighbouring hexes (either may be just off the map, for borders).
  Status setEdge(int ax, int ay, int bx, int by, std::string_view kind);
  // A wall along a grid line from vertex (fx, fy) to vertex (tx, ty), as the protocol's "walls".
  // Square grids only: hex walls name the two cells (setEdge).
  Status setWall(int fx, int fy, int tx, int ty, std::string_view kind);

  // Bulk terrain and edges as byte planes (layout above). The getters fill `out`.
  void terrainPlanes(std::vector<std::uint8_t>& out) const;
  Status setTerrainPlanes(const std::vector<std::uint8_t>& planes);
  // On hex grids the edge plane is the grid's hex sides instead: for each cell of the map and of the
  // ring one step off it, (width + 2) × (height + 2) in row-major order from [-1, -1], its three
  // owned sides (core/scene/geometry.h, directions 0, 1, 2).
  void edgePlanes(std::vector<std::uint8_t>& out) const;
  Status setEdgePlanes(const std::vector<std::uint8_t>& planes);

  // The path query's landmark tables for this scene (core/search/landmarks.h), kept between queries:
  // dropped by load() and by every terrain or edge update (creature updates keep them: the cache
  // compares the whole relaxed graph, so a moved creature only costs a rebuild when it matters, and
  // moving the mover itself changes nothing). At most one relaxed graph is kept; its size is
  // capped by kLandmarkMaxPositions. Because of it, query() is not safe to call from two threads
  // at once on the same scene.
  const LandmarkCache& landmarkCache() const { return landmarks_; }
  // The path query's last search space (core/search/space_cache.h): kept while the next path query
  // asks the same search of this scene (a hover's best paths), dropped by every change to the scene,
  // creatures included. Same threading caveat.
  const SearchSpaceCache& spaceCache() const { return spaces_; }

 private:
  // Every change to the scene goes through here: the kept search space no longer holds.
  void changed() { spaces_.attach(scene_.get()); }

  std::unique_ptr<Scene> scene_;
  mutable LandmarkCache landmarks_;
  mutable SearchSpaceCache spaces_;
};

// TerrainFields with protocol names → CellTerrain; errors name `path`.field.
MaybeError readTerrainFields(const TerrainFields& f, const std::string& path, CellTerrain& out);

}  // namespace footwork
