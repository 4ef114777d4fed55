// Embind bindings of the Footwork engine (docs/js-api.md). Small on purpose: plain data crosses as
// value objects with string enums, the loaded scene is one class updated in place, bulk terrain and
// edges cross as byte planes copied once, and the JSON request protocol is one function. Raw entry
// points carry a leading underscore; web/lib adds the friendly methods and turns a failed Status into
// a FootworkError. Nothing here lets a C++ exception or an abort reach JavaScript: every entry point
// returns a value, and the catch-alls below are defence in depth (the core itself does not throw).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <new>
#include <string>
#include <string_view>
#include <utility>

#include "protocol/request.h"
#include "protocol/scene/loaded_scene.h"

using namespace emscripten;
using footwork::LoadedScene;
using footwork::SceneInfo;
using footwork::Status;
using footwork::TerrainFields;

namespace {

// The module's memory is capped (bindings/CMakeLists.txt, -sMAXIMUM_MEMORY); past the cap `new`
// throws std::bad_alloc, which is reported like any other limit.
Status outOfMemory() {
  return {false, "limit", "The engine ran out of memory (the WebAssembly module is capped at 1 GiB).", "$"};
}
Status internal() { return {false, "internal", "Internal error in the engine; please report the input.", "$"}; }

std::string errorText(const Status& s) { return footwork::errorResponse(footwork::Error{s.code, s.message, s.path}); }

template <class F>
Status guarded(F&& f) {
  try {
    return f();
  } catch (const std::bad_alloc&) {
    return outOfMemory();
  } catch (...) {
    return internal();
  }
}

template <class F>
std::string guardedText(F&& f) {
  try {
    return f();
  } catch (const std::bad_alloc&) {
    return errorText(outOfMemory());
  } catch (...) {
    return errorText(internal());
  }
}

// Scratch buffer that backs the typed-array views handed to JavaScript; web/lib copies each view
// (slice) before the next call into the module.
std::vector<std::uint8_t>& scratch() {
  static std::vector<std::uint8_t> buffer;
  return buffer;
}

// A query's response crosses as a view of its UTF-8 bytes, kept here until the next query, which
// web/lib decodes with one TextDecoder call. Returned as std::string, Embind's glue walked every byte
// twice in JavaScript (looking for NULs, then for the end) before decoding: a tenth of a move query's
// time through the JS API on a 100x100 map, more for a larger answer (docs/performance.md, issue 40).
val responseView(std::string text) {
  static std::string last;
  last = std::move(text);
  return val(typed_memory_view(last.size(), reinterpret_cast<const std::uint8_t*>(last.data())));
}

val query(const std::string& text) {
  return responseView(guardedText([&] { return footwork::handleRequestText(text); }));
}

// A small request's UTF-8 bytes, written by web/lib straight into this buffer (TextEncoder's
// encodeInto on a view of it) and then answered by length: passed as std::string, Embind's glue
// measured and copied the text one character at a time in JavaScript, and malloc'd and freed it, on
// every query (docs/performance.md, issue 40). web/lib keeps the view until the module's memory
// grows, so the buffer never moves but here: requestRoom is the only call that resizes it.
std::string& requestBytes() {
  static std::string bytes;
  return bytes;
}
val requestRoom(std::size_t n) {
  std::string& b = requestBytes();
  try {
    b.resize(n);
  } catch (...) {
    b.clear();  // (web/lib then sends the request as a string)
  }
  return val(typed_memory_view(b.size(), reinterpret_cast<std::uint8_t*>(b.data())));
}
std::string_view requestOf(std::size_t n) { return std::string_view(requestBytes()).substr(0, n); }
val queryWritten(std::size_t n) {
  return responseView(guardedText([&] { return footwork::handleRequestText(requestOf(n)); }));
}

Status load(LoadedScene& s, const std::string& text) {
  return guarded([&] { return s.load(text); });
}
val sceneQuery(const LoadedScene& s, const std::string& text) {
  return responseView(guardedText([&] { return s.query(text); }));
}
val sceneQueryWritten(const LoadedScene& s, std::size_t n) {
  return responseView(guardedText([&] { return s.query(requestOf(n)); }));
}
std::string sceneJson(const LoadedScene& s) {
  return guardedText([&] { return s.sceneJson(); });
}
SceneInfo info(const LoadedScene& s) { return s.info(); }
std::string creaturesJson(const LoadedScene& s) {
  return guardedText([&] { return s.creaturesJson(); });
}
std::string creatureJson(const LoadedScene& s, const std::string& id) {
  return guardedText([&] { return s.creatureJson(id); });
}
Status addCreature(LoadedScene& s, const std::string& text) {
  return guarded([&] { return s.addCreature(text); });
}
Status replaceCreature(LoadedScene& s, const std::string& text) {
  return guarded([&] { return s.replaceCreature(text); });
}
Status moveCreature(LoadedScene& s, const std::string& id, int x, int y) {
  return guarded([&] { return s.moveCreature(id, x, y); });
}
Status removeCreature(LoadedScene& s, const std::string& id) {
  return guarded([&] { return s.removeCreature(id); });
}

// `cells` is an Int32Array of x, y pairs, copied once into the module.
Status paint(LoadedScene& s, const val& cells, const TerrainFields& t) {
  return guarded([&] { return s.paint(convertJSArrayToNumberVector<std::int32_t>(cells), t); });
}
Status paintChar(LoadedScene& s, const val& cells, const std::string& c) {
  return guarded([&] { return s.paintChar(convertJSArrayToNumberVector<std::int32_t>(cells), c); });
}
Status setEdge(LoadedScene& s, int ax, int ay, int bx, int by, const std::string& kind) {
  return guarded([&] { return s.setEdge(ax, ay, bx, by, kind); });
}
Status setWall(LoadedScene& s, int fx, int fy, int tx, int ty, const std::string& kind) {
  return guarded([&] { return s.setWall(fx, fy, tx, ty, kind); });
}

// A view of the scratch buffer; the caller slices it at once.
val terrainPlanes(const LoadedScene& s) {
  try {
    s.terrainPlanes(scratch());
  } catch (...) {
    scratch().clear();
  }
  return val(typed_memory_view(scratch().size(), scratch().data()));
}
val edgePlanes(const LoadedScene& s) {
  try {
    s.edgePlanes(scratch());
  } catch (...) {
    scratch().clear();
  }
  return val(typed_memory_view(scratch().size(), scratch().data()));
}
Status setTerrainPlanes(LoadedScene& s, const val& planes) {
  return guarded([&] { return s.setTerrainPlanes(convertJSArrayToNumberVector<std::uint8_t>(planes)); });
}
Status setEdgePlanes(LoadedScene& s, const val& planes) {
  return guarded([&] { return s.setEdgePlanes(convertJSArrayToNumberVector<std::uint8_t>(planes)); });
}

}  // namespace

EMSCRIPTEN_BINDINGS(footwork) {
  value_object<Status>("Status")
      .field("ok", &Status::ok)
      .field("code", &Status::code)
      .field("message", &Status::message)
      .field("path", &Status::path);
  value_object<TerrainFields>("Terrain")
      .field("ground", &TerrainFields::ground)
      .field("difficult", &TerrainFields::difficult)
      .field("obstructed", &TerrainFields::obstructed)
      .field("water", &TerrainFields::water)
      .field("climb", &TerrainFields::climb)
      .field("material", &TerrainFields::material)
      .field("opaque", &TerrainFields::opaque);
  value_object<SceneInfo>("SceneInfo")
      .field("ruleset", &SceneInfo::ruleset)
      .field("width", &SceneInfo::width)
      .field("height", &SceneInfo::height)
      .field("cellFeet", &SceneInfo::cellFeet)
      .field("creatures", &SceneInfo::creatures);

  function("_query", &query);
  function("_requestRoom", &requestRoom);
  function("_queryWritten", &queryWritten);
  constant("protocolVersion", footwork::kProtocolVersion);

  class_<LoadedScene>("Scene")
      .constructor<>()
      .function("_load", &load)
      .function("_query", &sceneQuery)
      .function("_queryWritten", &sceneQueryWritten)
      .function("_sceneJson", &sceneJson)
      .function("_info", &info)
      .function("_creaturesJson", &creaturesJson)
      .function("_creatureJson", &creatureJson)
      .function("_addCreature", &addCreature)
      .function("_replaceCreature", &replaceCreature)
      .function("_moveCreature", &moveCreature)
      .function("_removeCreature", &removeCreature)
      .function("_paint", &paint)
      .function("_paintChar", &paintChar)
      .function("_setEdge", &setEdge)
      .function("_setWall", &setWall)
      .function("_terrainPlanes", &terrainPlanes)
      .function("_edgePlanes", &edgePlanes)
      .function("_setTerrainPlanes", &setTerrainPlanes)
      .function("_setEdgePlanes", &setEdgePlanes);
}
