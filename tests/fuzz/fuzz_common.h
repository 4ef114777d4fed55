#pragma once
// Shared by the libFuzzer targets: building small random scenes and request fields from the fuzzer's
// bytes, and the checks every response must pass whatever the input. Names (rulesets, sizes,
// conditions, traits, modes, edges) come from the core's own tables, and request field names from
// the protocol sources, so new rules and new queries are fuzzed without editing this file.
#include <fuzzer/FuzzedDataProvider.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/ruleset/knobs.h"
#include "core/ruleset/ruleset.h"
#include "core/scene/creature.h"
#include "core/scene/size.h"
#include "core/scene/terrain.h"
#include "protocol/queries.h"
#include "protocol/request.h"

namespace fuzz {

using json = nlohmann::ordered_json;  // answers are checked with nlohmann

// Request text as a host would send it; random strings may not be UTF-8, so they are replaced.
inline std::string text(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// The engine's document of a value: its text read back, as a host would send it.
inline footwork::JsonDocument document(const json& j) {
  footwork::JsonDocument doc;
  footwork::JsonSyntaxError error;
  if (!doc.parse(text(j), error)) std::abort();
  return doc;
}

// Stops the run with the input shown: libFuzzer saves the bytes as a crash artifact.
[[noreturn]] inline void fail(const std::string& what, const std::string& request, const std::string& response) {
  std::fprintf(stderr, "\n*** footwork fuzz check failed: %s\n--- request:\n%.4000s\n--- response:\n%.4000s\n",
               what.c_str(), request.c_str(), response.c_str());
  std::abort();
}

// Whatever the request, the response is one JSON object {"version":1, …} with exactly one of
// "result" and "error"; an error has a code (never "internal", which means a handler threw), a
// message and a JSON path; and the same text answers with the same bytes a second time.
inline json checkResponse(const std::string& request, const std::string& response, const footwork::Scene* loaded) {
  json r = json::parse(response, nullptr, false);
  if (r.is_discarded() || !r.is_object()) fail("response is not a JSON object", request, response);
  if (!r.contains("version") || r["version"] != 1) fail("response has no version 1", request, response);
  const bool result = r.contains("result"), error = r.contains("error");
  if (result == error) fail("response needs exactly one of result and error", request, response);
  if (error) {
    const json& e = r["error"];
    if (!e.is_object() || !e.contains("code") || !e["code"].is_string() || !e.contains("message") ||
        !e["message"].is_string() || !e.contains("path") || !e["path"].is_string())
      fail("error lacks code, message or path", request, response);
    if (e["code"] == "internal") fail("a handler threw (error code internal)", request, response);
    if (e["message"].get<std::string>().empty()) fail("empty error message", request, response);
    const std::string path = e["path"];
    if (!path.empty() && path[0] != '$') fail("error path does not start with $", request, response);
  }
  if (footwork::handleRequestText(request, loaded) != response) fail("second answer differs", request, response);
  return r;
}

template <class T, std::size_t N>
const T& pick(FuzzedDataProvider& in, const T (&items)[N]) {
  return items[in.ConsumeIntegralInRange<std::size_t>(0, N - 1)];
}
template <class T>
const T& pick(FuzzedDataProvider& in, const std::vector<T>& items) {
  return items[in.ConsumeIntegralInRange<std::size_t>(0, items.size() - 1)];
}

// Word lists read from the core's tables.
struct Names {
  std::vector<std::string> rulesets, sizes, conditions, traits, modes, edges;
  static const Names& get() {
    static const Names n = [] {
      Names n;
      for (auto& r : footwork::builtinRulesets()) n.rulesets.push_back(r.id);
      for (int i = 0; i < footwork::kSizeCount; ++i)
        n.sizes.emplace_back(footwork::sizeName(static_cast<footwork::Size>(i)));
      for (int i = 0; i < footwork::kConditionCount; ++i) n.conditions.emplace_back(footwork::conditionName(1u << i));
      for (int i = 0; i < footwork::kTraitCount; ++i) n.traits.emplace_back(footwork::traitName(1u << i));
      for (int i = 0; i < footwork::kModeCount; ++i)
        n.modes.emplace_back(footwork::modeName(static_cast<footwork::Mode>(i)));
      for (int i = 1; i <= 5; ++i) n.edges.emplace_back(footwork::edgeName(static_cast<footwork::Edge>(i)));
      return n;
    }();
    return n;
  }
};

// Field names and string values the protocol sources mention, read once from the source tree
// (FOOTWORK_SOURCE_DIR): `r.cell("from"` gives the field "from" with the hint "cell"; every other
// lower-case string literal is a candidate value ("push", "drop-prone", "opportunity" …).
struct Vocabulary {
  struct Field {
    std::string name, kind;
  };
  std::vector<Field> fields;
  std::vector<std::string> words;
  static const Vocabulary& get() {
    static const Vocabulary v = [] {
      Vocabulary v;
      std::set<std::string> seenField, seenWord;
      const std::regex fieldRe(
          R"re(\.(string|boolean|integer|number|feet|cell|stringList|get|has)\("([A-Za-z][A-Za-z0-9]*)")re");
      const std::regex wordRe(R"re("([a-z][A-Za-z0-9-]{0,30})")re");
      // The protocol sources in every folder, listed when the target starts, so a new query file is read too.
      std::vector<std::string> paths;
      for (auto& e : std::filesystem::recursive_directory_iterator(std::string(FOOTWORK_SOURCE_DIR) + "/cpp/protocol"))
        if (e.path().extension() == ".cpp") paths.push_back(e.path().string());
      std::sort(paths.begin(), paths.end());
      for (auto& p : paths) {
        std::ifstream in(p);
        std::stringstream ss;
        ss << in.rdbuf();
        const std::string text = ss.str();
        for (std::sregex_iterator it(text.begin(), text.end(), fieldRe), end; it != end; ++it)
          if (seenField.insert((*it)[2]).second) v.fields.push_back({(*it)[2], (*it)[1]});
        for (std::sregex_iterator it(text.begin(), text.end(), wordRe), end; it != end; ++it)
          if (seenWord.insert((*it)[1]).second) v.words.push_back((*it)[1]);
      }
      if (v.fields.empty()) v.fields.push_back({"creature", "string"});
      if (v.words.empty()) v.words.push_back("walk");
      return v;
    }();
    return v;
  }
};

struct SceneInfo {
  int width = 1, height = 1;
  std::vector<std::string> ids;
  std::vector<footwork::Cell> positions;
};

inline double feetValue(FuzzedDataProvider& in) {
  switch (in.ConsumeIntegralInRange(0, 5)) {
    case 0: return 0;
    case 1: return 5 * in.ConsumeIntegralInRange(0, 24);  // 0 … 120 ft
    case 2: return 1.25 * in.ConsumeIntegralInRange(0, 40);
    case 3: return in.ConsumeFloatingPointInRange(-10.0, 200.0);
    case 4: return pick(in, {1e9, -1.0, 100000.0, 100000.001, 1e-4, 0.0005});
    default: return 30;
  }
}

// A cell usually on the grid, sometimes just off it, rarely far away.
inline json cellValue(FuzzedDataProvider& in, const SceneInfo& s) {
  if (in.ConsumeIntegralInRange(0, 15) == 0)
    return json::array({in.ConsumeIntegralInRange(-2000000, 2000000), in.ConsumeIntegralInRange(-3, 3)});
  return json::array({in.ConsumeIntegralInRange(-1, s.width), in.ConsumeIntegralInRange(-1, s.height)});
}

// A ruleset: usually a built-in's id, a third of the time a table's variant of a few random knobs
// and band allowances (docs/rules/variants.md), now and then a value, a knob or a band the engine
// must refuse, rarely a random string.
inline json rulesetValue(FuzzedDataProvider& in) {
  const Names& n = Names::get();
  if (in.ConsumeIntegralInRange(0, 40) == 0) return in.ConsumeRandomLengthString(8);
  const std::string base = pick(in, n.rulesets);
  if (in.ConsumeIntegralInRange(0, 2) != 0) return base;
  json variant{{"base", base}};
  const auto knobs = footwork::rulesetKnobs();
  for (int i = in.ConsumeIntegralInRange(0, 5); i > 0; --i) {
    const footwork::Knob& k = knobs[in.ConsumeIntegralInRange<std::size_t>(0, knobs.size() - 1)];
    switch (k.kind) {
      case footwork::KnobKind::Choice:
        variant[k.name] = k.choices[in.ConsumeIntegralInRange(0, footwork::choiceCount(k) - 1)];
        break;
      case footwork::KnobKind::Flag: variant[k.name] = in.ConsumeBool(); break;
      case footwork::KnobKind::Count: variant[k.name] = in.ConsumeIntegralInRange(k.min - 1, k.max + 1); break;
    }
  }
  if (in.ConsumeBool()) {
    const auto& bands = footwork::findRuleset(base)->bands;
    const std::string band = in.ConsumeIntegralInRange(0, 20) ? pick(in, bands).name : "charge";
    variant["bands"][band] = in.ConsumeIntegralInRange(0, footwork::kMaxBandAllowance + 1);
  }
  if (in.ConsumeIntegralInRange(0, 30) == 0) variant[in.ConsumeRandomLengthString(6)] = in.ConsumeBool();
  return variant;
}

// A small scene, valid more often than not, and what the request fields need to know of it.
inline json makeScene(FuzzedDataProvider& in, SceneInfo& info) {
  const Names& n = Names::get();
  json scene;
  scene["ruleset"] = rulesetValue(in);
  info.width = in.ConsumeIntegralInRange(1, 12);
  info.height = in.ConsumeIntegralInRange(1, 12);
  json grid{{"width", info.width}, {"height", info.height}};
  // Hex grids in both orientations and offsets (now and then a bad orientation or a missing one).
  const bool hex = in.ConsumeIntegralInRange(0, 3) == 0;
  if (hex) {
    grid["type"] = "hex";
    if (in.ConsumeIntegralInRange(0, 15))
      grid["orientation"] = pick(in, {"flat", "pointy", "flat", "pointy", "square"});
    if (in.ConsumeBool()) grid["offset"] = pick(in, {"odd", "even"});
  }
  switch (in.ConsumeIntegralInRange(0, 7)) {
    case 0: grid["cellFeet"] = 5; break;
    case 1: grid["cellFeet"] = 2.5; break;
    case 2: grid["cellFeet"] = 1.25; break;
    case 3: grid["cellFeet"] = pick(in, {0.5, 1.0, 10.0, 0.1, 1000.0, 0.05, 7.3}); break;
    default: break;
  }
  if (in.ConsumeBool()) {
    static const char kLegend[] = ".~123456789#_owWcCr%";
    json rows = json::array();
    for (int y = 0; y < info.height; ++y) {
      std::string row;
      for (int x = 0; x < info.width; ++x)
        row += in.ConsumeIntegralInRange(0, 3) ? '.'
                                               : kLegend[in.ConsumeIntegralInRange<std::size_t>(0, sizeof kLegend - 2)];
      rows.push_back(row);
    }
    grid["rows"] = rows;
  }
  if (in.ConsumeIntegralInRange(0, 3) == 0) {
    json legend = json::object();
    legend[std::string(1, static_cast<char>(in.ConsumeIntegralInRange(33, 126)))] =
        json{{"ground", pick(in, {"open", "pit", "solid"})}, {"difficult", in.ConsumeIntegralInRange(0, 9)}};
    grid["legend"] = legend;
  }
  if (in.ConsumeIntegralInRange(0, 3) == 0) {
    json walls = json::array();
    for (int i = in.ConsumeIntegralInRange(1, 4); i > 0; --i) {
      if (hex) {  // the side two cells share: mostly neighbours, one maybe off the map, now and then not
        const int x = in.ConsumeIntegralInRange(-1, info.width), y = in.ConsumeIntegralInRange(-1, info.height);
        json w{{"between", json::array({json::array({x, y}), json::array({x + in.ConsumeIntegralInRange(-1, 1),
                                                                          y + in.ConsumeIntegralInRange(-1, 1)})})}};
        if (in.ConsumeBool()) w["kind"] = pick(in, n.edges);
        walls.push_back(w);
        continue;
      }
      const int a = in.ConsumeIntegralInRange(0, info.width), b = in.ConsumeIntegralInRange(0, info.height);
      const bool vertical = in.ConsumeBool();
      const int len = in.ConsumeIntegralInRange(1, 4);
      json w{{"from", json::array({a, b})},
             {"to", vertical ? json::array({a, std::min(b + len, info.height)})
                             : json::array({std::min(a + len, info.width), b})}};
      if (in.ConsumeBool()) w["kind"] = pick(in, n.edges);
      walls.push_back(w);
    }
    grid["walls"] = walls;
  }
  if (in.ConsumeIntegralInRange(0, 5) == 0) {
    json cells = json::array();
    cells.push_back({{"cell", cellValue(in, info)}, {"water", pick(in, {"calm", "rough"})}, {"climb", "climbable"}});
    grid["cells"] = cells;
  }
  scene["grid"] = grid;
  json creatures = json::array();
  for (int i = in.ConsumeIntegralInRange(0, 6); i > 0; --i) {
    json c;
    const std::string id = in.ConsumeIntegralInRange(0, 30) ? "c" + std::to_string(creatures.size()) : "c0";
    c["id"] = id;
    const footwork::Cell p{in.ConsumeIntegralInRange(0, info.width - 1), in.ConsumeIntegralInRange(0, info.height - 1)};
    c["position"] = in.ConsumeIntegralInRange(0, 20) ? json::array({p.x, p.y}) : cellValue(in, info);
    if (in.ConsumeBool()) c["size"] = pick(in, n.sizes);
    if (in.ConsumeIntegralInRange(0, 5) == 0) c["shape"] = pick(in, {"tall", "long"});
    if (in.ConsumeIntegralInRange(0, 7) == 0)
      c["space"] = json::array({in.ConsumeIntegralInRange(1, 3), in.ConsumeIntegralInRange(1, 3)});
    if (in.ConsumeIntegralInRange(0, 9) == 0) c["perCell"] = in.ConsumeIntegralInRange(1, 4);
    if (in.ConsumeIntegralInRange(0, 7) == 0) c["reach"] = pick(in, {0.0, 5.0, 10.0, 15.0, 2.5});
    if (in.ConsumeIntegralInRange(0, 7) == 0) c["reachWeapon"] = true;
    json speeds = json::object();
    for (const char* m : {"walk", "fly", "swim", "climb", "burrow"})
      if (in.ConsumeIntegralInRange(0, std::string(m) == "walk" ? 0 : 4) == 0 && in.ConsumeIntegralInRange(0, 9))
        speeds[m] = feetValue(in);
    c["speeds"] = speeds;
    if (in.ConsumeBool()) c["side"] = pick(in, {"party", "foe", "neutral", ""});
    if (in.ConsumeIntegralInRange(0, 3) == 0) {
      json list = json::array();
      for (int k = in.ConsumeIntegralInRange(1, 2); k > 0; --k) list.push_back(pick(in, n.conditions));
      c["conditions"] = list;
    }
    if (in.ConsumeIntegralInRange(0, 5) == 0) c["traits"] = json::array({pick(in, n.traits)});
    if (in.ConsumeIntegralInRange(0, 9) == 0) c["unawareOf"] = json::array({"c0", "c1"});
    if (in.ConsumeIntegralInRange(0, 7) == 0) c["load"] = pick(in, {"light", "medium", "heavy"});
    if (in.ConsumeIntegralInRange(0, 7) == 0) c["strength"] = in.ConsumeIntegralInRange(0, 40);
    info.ids.push_back(id);
    info.positions.push_back(p);
    creatures.push_back(c);
  }
  scene["creatures"] = creatures;
  return scene;
}

// A path of mostly neighbouring cells from `start`, with the odd step object or action.
inline json pathValue(FuzzedDataProvider& in, const SceneInfo& s, footwork::Cell start) {
  const Names& n = Names::get();
  json path = json::array();
  footwork::Cell at = start;
  for (int i = in.ConsumeIntegralInRange(0, 14); i > 0; --i) {
    const int kind = in.ConsumeIntegralInRange(0, 15);
    if (kind == 0) {
      path.push_back({{"action", pick(in, {"stand", "drop-prone"})}});
      continue;
    }
    if (kind == 1) {
      path.push_back(cellValue(in, s));
      continue;
    }
    at = {at.x + in.ConsumeIntegralInRange(-1, 1), at.y + in.ConsumeIntegralInRange(-1, 1)};
    if (kind == 2) path.push_back({{"cell", json::array({at.x, at.y})}, {"mode", pick(in, n.modes)}});
    else path.push_back(json::array({at.x, at.y}));
  }
  return path;
}

// A value for a request field: of the kind the source suggests most of the time, any kind otherwise.
inline json fieldValue(FuzzedDataProvider& in, const SceneInfo& s, const std::string& kind, int depth = 0) {
  const Vocabulary& v = Vocabulary::get();
  const footwork::Cell from = s.positions.empty() ? footwork::Cell{0, 0} : pick(in, s.positions);
  int k = in.ConsumeIntegralInRange(0, 3) ? -1 : in.ConsumeIntegralInRange(0, 12);
  if (k < 0) {
    if (kind == "cell") k = 0;
    else if (kind == "string") k = in.ConsumeBool() ? 1 : 2;
    else if (kind == "integer") k = 3;
    else if (kind == "number" || kind == "feet") k = 4;
    else if (kind == "boolean") k = 5;
    else if (kind == "stringList") k = 7;
    else k = in.ConsumeIntegralInRange(0, 12);
  }
  switch (k) {
    case 0: return cellValue(in, s);
    case 1: return s.ids.empty() || in.ConsumeIntegralInRange(0, 9) == 0 ? json("nobody") : json(pick(in, s.ids));
    case 2: return pick(in, v.words);
    case 3: return in.ConsumeIntegralInRange(-2, 24);
    case 4: return feetValue(in);
    case 5: return in.ConsumeBool();
    case 6: return pathValue(in, s, from);
    case 7: {
      json a = json::array();
      for (int i = in.ConsumeIntegralInRange(0, 3); i > 0; --i)
        a.push_back(in.ConsumeBool() && !s.ids.empty() ? json(pick(in, s.ids)) : json(pick(in, v.words)));
      return a;
    }
    case 8: {
      json a = json::array();
      for (int i = in.ConsumeIntegralInRange(0, 4); i > 0; --i) a.push_back(cellValue(in, s));
      return a;
    }
    case 9: {
      json o = json::object();
      if (depth < 2)
        for (int i = in.ConsumeIntegralInRange(0, 3); i > 0; --i) {
          const auto& f = pick(in, v.fields);
          o[f.name] = fieldValue(in, s, f.kind, depth + 1);
        }
      return o;
    }
    case 10: return nullptr;
    case 11: return in.ConsumeRandomLengthString(12);
    default: return pick(in, {1e300, -1e300, 2147483648.0, -2147483649.0, 4096.5, 1e-300});
  }
}

}  // namespace fuzz
