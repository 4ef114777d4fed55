#pragma once
// The engine's JSON parser (cpp/protocol/json/json_value.h) against nlohmann::ordered_json, which the
// protocol used before: the same accept/reject decision, the same values with the same number
// types, and on failure the same position and token as nlohmann's SAX parse_error. Shared by
// tests/unit/json_value_test.cpp and the libFuzzer target tests/fuzz/fuzz_json.cpp.
#include <nlohmann/json.hpp>

#include <cstring>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/json/json_value.h"

namespace jsoncmp {

using njson = nlohmann::ordered_json;

// Where nlohmann's parse fails: what its SAX handler is told (request.cpp used this before); and
// whether an object repeated a key before then, which nlohmann reads (the last value wins) and the
// engine refuses (issue 41).
struct NlohmannError : nlohmann::json_sax<njson> {
  std::size_t position = 0;
  std::string token;
  bool overflow = false;
  bool repeated = false;
  std::vector<std::set<std::string>> open;  // the keys of each open container (none for an array)
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override {
    open.emplace_back();
    return true;
  }
  bool key(string_t& k) override {
    repeated = repeated || !open.back().insert(k).second;
    return true;
  }
  bool end_object() override {
    open.pop_back();
    return true;
  }
  bool start_array(std::size_t) override {
    open.emplace_back();
    return true;
  }
  bool end_array() override {
    open.pop_back();
    return true;
  }
  bool parse_error(std::size_t pos, const std::string& last, const nlohmann::detail::exception& ex) override {
    position = pos;
    token = last;
    overflow = ex.id == 406;
    return false;
  }
};

// Empty when `mine` is `theirs` (same types: Integer, Unsigned, Float kept apart); else where not.
inline std::string difference(const footwork::JsonValue& mine, const njson& theirs, const std::string& path = "$") {
  using T = footwork::JsonValue::Type;
  switch (theirs.type()) {
    case njson::value_t::null: return mine.is_null() ? "" : path + " (null)";
    case njson::value_t::boolean:
      return mine.is_boolean() && mine.boolean() == theirs.get<bool>() ? "" : path + " (boolean)";
    case njson::value_t::number_integer:
      return mine.type() == T::Integer && mine.int64() == theirs.get<std::int64_t>() ? "" : path + " (integer)";
    case njson::value_t::number_unsigned:
      return mine.type() == T::Unsigned && mine.uint64() == theirs.get<std::uint64_t>() ? "" : path + " (unsigned)";
    case njson::value_t::number_float: {
      const double a = mine.number(), b = theirs.get<double>();
      // Bit for bit, so -0.0 and 0.0 are told apart.
      return mine.type() == T::Float && std::memcmp(&a, &b, sizeof a) == 0 ? "" : path + " (float)";
    }
    case njson::value_t::string:
      return mine.is_string() && mine.string() == theirs.get_ref<const std::string&>() ? "" : path + " (string)";
    case njson::value_t::array: {
      if (!mine.is_array() || mine.size() != theirs.size()) return path + " (array size)";
      for (std::size_t i = 0; i < theirs.size(); ++i) {
        auto d = difference(mine[i], theirs[i], path + "[" + std::to_string(i) + "]");
        if (!d.empty()) return d;
      }
      return "";
    }
    case njson::value_t::object: {
      if (!mine.is_object() || mine.size() != theirs.size()) return path + " (object size)";
      std::size_t i = 0;
      for (auto it = theirs.begin(); it != theirs.end(); ++it, ++i) {
        if (mine.keyAt(i) != it.key()) return path + " (key " + std::to_string(i) + ")";
        auto d = difference(mine.valueAt(i), it.value(), path + "." + it.key());
        if (!d.empty()) return d;
        if (mine.find(it.key()) != &mine.valueAt(i)) return path + "." + it.key() + " (find)";
      }
      return "";
    }
    default: return path + " (unexpected nlohmann type)";
  }
}

// Empty when both parsers agree on `text`: both accept with the same value, or both refuse at the
// same position with the same token (and both or neither for a number overflow); or the engine
// refuses a repeated key, which nlohmann saw repeated (and read, or refused later).
inline std::string compare(std::string_view text) {
  footwork::JsonDocument doc;
  footwork::JsonSyntaxError mine;
  const bool ok = doc.parse(text, mine);
  NlohmannError theirs;
  const bool theirOk =
      njson::sax_parse(text.begin(), text.end(), &theirs, nlohmann::detail::input_format_t::json, true);
  if (!mine.duplicate.empty()) return theirs.repeated ? "" : "a repeated key " + mine.duplicate + "; nlohmann saw none";
  if (ok && theirs.repeated) return "accepted; nlohmann saw a repeated key";
  if (ok != theirOk) return ok ? "accepted; nlohmann refused" : "refused; nlohmann accepted";
  if (!ok) {
    if (mine.position != theirs.position || mine.token != theirs.token || mine.overflow != theirs.overflow)
      return "error at " + std::to_string(mine.position) + " '" + mine.token + "'" +
             (mine.overflow ? " overflow" : "") + "; nlohmann at " + std::to_string(theirs.position) + " '" +
             theirs.token + "'" + (theirs.overflow ? " overflow" : "");
    return "";
  }
  const njson j = njson::parse(text.begin(), text.end());
  return difference(doc.root(), j);
}

}  // namespace jsoncmp
