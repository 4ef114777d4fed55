#pragma once
// The request protocol's entry points (docs/protocol.md). A request is one JSON object:
//   {"version": 1, "query": "move", "scene": {…}, …the query's own fields}
// and the answer is {"version": 1, "query": "move", "result": {…}} or {…, "error": {code, message, path}}.
// Nothing here throws or aborts: every failure is an error value, and the next request still works.
#include <string>
#include <string_view>

#include "core/scene/scene.h"
#include "protocol/json/json_reader.h"

namespace footwork {

class LandmarkCache;     // core/search/landmarks.h
class SearchSpaceCache;  // core/search/space_cache.h

constexpr int kProtocolVersion = 1;
// Input limits (docs/limits.md): a parsed value costs 16 bytes (32 for an object member, its key
// included) plus its string bytes (json_value.h), so these keep the worst request near 100 MB while
// the biggest real one (a 2000×2000 map as rows) needs ~4 MB.
constexpr std::size_t kMaxRequestBytes = 32u << 20;  // 32 MiB
constexpr int kMaxJsonDepth = 64;
constexpr std::size_t kMaxJsonValues = 2'000'000;

// `loaded` is the scene a host keeps between requests (the WebAssembly Scene object); a request
// that carries its own "scene" uses that instead.
// `landmarks` and `spaces`: the loaded scene's caches for the path query (used only with `loaded`).
std::string handleRequestText(std::string_view text, const Scene* loaded = nullptr, LandmarkCache* landmarks = nullptr,
                              SearchSpaceCache* spaces = nullptr);

// {"version":1,"query":…,"error":{"code","message","path"}} as text ("query" left out when empty).
std::string errorResponse(const Error& e, const std::string& query = "");
// Parses request text with the size and depth limits; the error says where the JSON went wrong.
Result<JsonDocument> parseRequestText(std::string_view text);

}  // namespace footwork
