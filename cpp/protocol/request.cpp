#include "protocol/request.h"

#include <exception>

#include "core/ruleset/knobs.h"
#include "core/scene/sentence.h"
#include "protocol/queries.h"
#include "protocol/ruleset/ruleset_json.h"
#include "protocol/scene/scene_json.h"
#include "protocol/scene/scene_writer.h"

namespace footwork {

namespace {
// Nesting depth and number of values outside strings, so that absurdly deep or absurdly many-valued
// input is refused before it is parsed (parsing would build it all in memory first).
struct TextShape {
  int depth = 0;
  std::size_t values = 0;  // upper bound: one per separator or opening bracket, plus one
};
TextShape scanShape(std::string_view text) {
  TextShape out;
  int depth = 0;
  bool inString = false, escaped = false, any = false;
  std::size_t separators = 0;
  for (char c : text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') inString = false;
      continue;
    }
    if (c == '"') inString = true;
    if (c == '[' || c == '{') out.depth = std::max(out.depth, ++depth);
    else if (c == ']' || c == '}') --depth;
    if (c == ',' || c == '[' || c == '{' || c == ':') ++separators;
    any = any || !(c == ' ' || c == '\t' || c == '\r' || c == '\n');
  }
  out.values = separators + (any ? 1 : 0);
  return out;
}

std::string lineAndColumn(std::string_view text, std::size_t offset) {
  std::size_t line = 1, col = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(col);
}

}  // namespace

Result<JsonDocument> parseRequestText(std::string_view text) {
  if (text.size() > kMaxRequestBytes)
    return Error{errc::kLimit,
                 "A request may be at most 32 MiB; this one has " + std::to_string(text.size()) + " bytes.", "$"};
  // JSON text never holds a NUL byte (strings escape it as \u0000); one is refused with its place
  // before parsing.
  if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
    return Error{errc::kBadJson, "The request is not valid JSON: a NUL byte at " + lineAndColumn(text, nul) + ".", "$"};
  const TextShape shape = scanShape(text);
  if (shape.depth > kMaxJsonDepth) return Error{errc::kLimit, "JSON nested deeper than 64 levels is refused.", "$"};
  if (shape.values > kMaxJsonValues)
    return Error{errc::kLimit,
                 "A request may hold at most 2,000,000 JSON values (numbers, strings, keys, arrays, objects).", "$"};
  JsonDocument doc;
  JsonSyntaxError spot;  // where the parse failed: as nlohmann's SAX parse_error reported it before
  if (!doc.parse(text, spot)) {
    const std::size_t at = spot.position > 0 ? spot.position - 1 : 0;
    if (!spot.duplicate.empty())
      return Error{errc::kBadJson,
                   sentence("The request is not valid for Footwork: %1 is written twice in one object (the object "
                            "ends at %2); a key may appear once.",
                            {spot.duplicate, lineAndColumn(text, at)}),
                   spot.duplicate};
    // Infinity and NaN cannot be written in JSON; an exponent past the double range is the one way
    // to ask for them, and it is refused here, so no non-finite number ever reaches a query.
    if (spot.overflow)
      return Error{errc::kOutOfRange,
                   "The number " + shown(spot.token) + " at " +
                       lineAndColumn(text, at + 1 - std::min(at + 1, spot.token.size())) +
                       " is too large: numbers must fit a double (about ±1.8e308).",
                   "$"};
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
      return Error{errc::kBadJson, "The request is empty; expected a JSON object.", "$"};
    if (spot.position >= text.size() + 1 || spot.token.empty())
      return Error{errc::kBadJson,
                   "The request is not valid JSON: it ends at " + lineAndColumn(text, text.size()) +
                       " before the value is complete.",
                   "$"};
    // The parser's "last read" holds everything since the last good token ("\"rulesets\",}"); the
    // character at fault is its last one, except inside a bad string, where the string is clearer.
    const bool inString = spot.token[0] == '"' && spot.token.find('"', 1) == std::string::npos;
    const std::string fault = inString ? shown(spot.token) : spot.token.substr(spot.token.size() - 1);
    return Error{errc::kBadJson,
                 "The request is not valid JSON: unexpected '" + fault + "' at " + lineAndColumn(text, at) + ".", "$"};
  }
  return doc;
}

namespace {
// {"version":1,"query":…,"error":{…}}.
std::string errorText(const Error& e, const std::string& query) {
  JsonWriter w;
  w.beginObject().field("version", kProtocolVersion);
  if (!query.empty()) w.field("query", shown(query));  // (an unknown query's name is the caller's text)
  w.key("error").beginObject().field("code", e.code).field("message", e.message).field("path", e.path).endObject();
  w.endObject();
  return std::move(w.text());
}

// The response text: the envelope is written here, the result by the handler.
std::string respond(const JsonValue& request, const Scene* loaded, LandmarkCache* landmarks = nullptr,
                    SearchSpaceCache* spaces = nullptr) {
  if (!request.is_object()) return errorText(badType("$", "a request object", request), "");
  ObjectReader params(request, "$");
  std::string name;
  if (auto e = params.string("query", name, true)) return errorText(*e, "");
  int version = kProtocolVersion;
  if (auto e = params.integer("version", version, 0, 1'000'000)) return errorText(*e, name);
  if (version != kProtocolVersion)
    return errorText(
        Error{errc::kUnsupportedVersion,
              "This engine speaks protocol version 1; the request asks for " + std::to_string(version) + ".",
              "$.version"},
        name);
  const QueryInfo* q = findQuery(name);
  if (!q) {
    std::string known;
    for (auto& k : queryTable()) known += (known.empty() ? "" : ", ") + std::string(k.name);
    return errorText(
        Error{errc::kUnknownQuery, "Unknown query \"" + shown(name) + "\"; known queries: " + known + ".", "$.query"},
        name);
  }
  std::unique_ptr<Scene> own;
  const Scene* scene = nullptr;
  if (q->needsScene) {
    if (const JsonValue* s = params.get("scene")) {
      auto parsed = parseScene(*s, "$.scene");
      if (!parsed) return errorText(parsed.error(), name);
      own = std::move(parsed.value());
      scene = own.get();
    } else if (loaded) {
      scene = loaded;
    } else {
      return errorText(
          Error{errc::kMissingField, "The field $.scene is required by the " + name + " query.", "$.scene"}, name);
    }
  }
  JsonWriter w;
  w.beginObject().field("version", kProtocolVersion).field("query", name).key("result");
  QueryContext ctx{params, scene, w, scene == loaded ? landmarks : nullptr, scene ? scene->sharedRuleset() : nullptr};
  if (scene == loaded) ctx.spaces = spaces;
  const MaybeError failed = [&]() -> MaybeError {
    try {
      return q->run(ctx);
    } catch (const std::exception& ex) {
      // Defence in depth: no handler should throw; if one does, it is reported, never fatal.
      return Error{errc::kInternal, std::string("Internal error: ") + ex.what(), "$"};
    }
  }();
  if (failed) return errorText(*failed, name);
  if (auto e = params.finish()) return errorText(*e, name);
  // A variant is named beside the result, so that an answer shared on its own says which rules
  // priced it; an answer under a built-in ruleset is unchanged.
  if (ctx.rules && isVariant(*ctx.rules)) {
    w.key("ruleset");
    writeRuleset(w, *ctx.rules);
  }
  w.endObject();
  return std::move(w.text());
}
}  // namespace

std::string errorResponse(const Error& e, const std::string& query) { return errorText(e, query); }

std::string handleRequestText(std::string_view text, const Scene* loaded, LandmarkCache* landmarks,
                              SearchSpaceCache* spaces) {
  auto parsed = parseRequestText(text);
  if (!parsed) return errorText(parsed.error(), "");
  return respond(parsed.value().root(), loaded, landmarks, spaces);
}

MaybeError queryScene(QueryContext& ctx) {
  ctx.out.beginObject().key("scene");
  writeScene(ctx.out, *ctx.scene);
  ctx.out.endObject();
  return std::nullopt;
}

}  // namespace footwork
