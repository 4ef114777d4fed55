#include "protocol/json_reader.h"

#include <algorithm>
#include <cmath>

namespace footwork {

std::string typeName(const json& j) {
  switch (j.type()) {
    case json::value_t::null: return "null";
    case json::value_t::object: return "an object";
    case json::value_t::array: return "an array";
    case json::value_t::string: return "a string";
    case json::value_t::boolean: return "a boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return "an integer";
    case json::value_t::number_float: return "a number";
    default: return "an unsupported value";
  }
}

Error badType(const std::string& path, const std::string& expected, const json& got) {
  return Error{"bad-type", "Expected " + expected + " at " + path + ", got " + typeName(got) + ".", path};
}

MaybeError expectObject(const json& j, const std::string& path) {
  if (!j.is_object()) return badType(path, "an object", j);
  return std::nullopt;
}

const json* ObjectReader::get(const std::string& key) {
  auto it = object_.find(key);
  if (it == object_.end()) return nullptr;
  if (std::find(read_.begin(), read_.end(), key) == read_.end()) read_.push_back(key);
  return &*it;
}

static Error missing(const std::string& path) {
  return Error{"missing-field", "The field " + path + " is required.", path};
}

MaybeError ObjectReader::string(const std::string& key, std::string& out, bool required) {
  const json* v = get(key);
  if (!v) return required ? MaybeError(missing(pathOf(key))) : std::nullopt;
  if (!v->is_string()) return badType(pathOf(key), "a string", *v);
  out = v->get<std::string>();
  return std::nullopt;
}

MaybeError ObjectReader::boolean(const std::string& key, bool& out) {
  const json* v = get(key);
  if (!v) return std::nullopt;
  if (!v->is_boolean()) return badType(pathOf(key), "true or false", *v);
  out = v->get<bool>();
  return std::nullopt;
}

static MaybeError readInteger(const json& v, const std::string& path, long long min, long long max, int& out) {
  if (!v.is_number()) return badType(path, "an integer", v);
  const double d = v.get<double>();
  // A host can hand over an infinity (JavaScript Infinity through the binding): out of range, not a fraction.
  if (std::isfinite(d) && d != std::floor(d)) return badType(path, "an integer", v);
  if (!std::isfinite(d) || d < static_cast<double>(min) || d > static_cast<double>(max))
    return Error{"out-of-range",
                 "The value at " + path + " must be between " + std::to_string(min) + " and " +
                     std::to_string(max) + ".",
                 path};
  out = static_cast<int>(d);
  return std::nullopt;
}

MaybeError ObjectReader::integer(const std::string& key, int& out, long long min, long long max, bool required) {
  const json* v = get(key);
  if (!v) return required ? MaybeError(missing(pathOf(key))) : std::nullopt;
  return readInteger(*v, pathOf(key), min, max, out);
}

// A bound as people write it: 1000, not 1000.0.
static std::string boundText(double d) {
  if (d == std::floor(d) && std::fabs(d) < 1e15) return std::to_string(static_cast<long long>(d));
  return json(d).dump();
}

MaybeError ObjectReader::number(const std::string& key, double& out, double min, double max, bool required) {
  const json* v = get(key);
  if (!v) return required ? MaybeError(missing(pathOf(key))) : std::nullopt;
  if (!v->is_number()) return badType(pathOf(key), "a number", *v);
  const double d = v->get<double>();
  if (!std::isfinite(d) || d < min || d > max)
    return Error{"out-of-range", "The value at " + pathOf(key) + " must be a number between " + boundText(min) +
                                     " and " + boundText(max) + ".",
                 pathOf(key)};
  out = d;
  return std::nullopt;
}

MaybeError readFeetValue(const json& v, const std::string& path, Milli max, Milli& out) {
  if (!v.is_number()) return badType(path, "a length in feet", v);
  const double d = v.get<double>();
  const double maxFeet = toFeet(max);
  if (!std::isfinite(d) || d < 0 || d > maxFeet)
    return Error{"out-of-range",
                 "The length at " + path + " must be between 0 and " + boundText(maxFeet) + " feet.", path};
  out = footwork::feet(d);
  return std::nullopt;
}

MaybeError ObjectReader::feet(const std::string& key, Milli& out, Milli max, bool required) {
  const json* v = get(key);
  if (!v) return required ? MaybeError(missing(pathOf(key))) : std::nullopt;
  return readFeetValue(*v, pathOf(key), max, out);
}

MaybeError readCell(const json& v, const std::string& path, Cell& out) {
  if (!v.is_array() || v.size() != 2) return badType(path, "a cell [x, y]", v);
  int x = 0, y = 0;
  FW_TRY(readInteger(v[0], path + "[0]", -1'000'000, 1'000'000, x));
  FW_TRY(readInteger(v[1], path + "[1]", -1'000'000, 1'000'000, y));
  out = {x, y};
  return std::nullopt;
}

MaybeError ObjectReader::cell(const std::string& key, Cell& out, bool required) {
  const json* v = get(key);
  if (!v) return required ? MaybeError(missing(pathOf(key))) : std::nullopt;
  return readCell(*v, pathOf(key), out);
}

MaybeError ObjectReader::stringList(const std::string& key, std::vector<std::string>& out) {
  const json* v = get(key);
  if (!v) return std::nullopt;
  if (!v->is_array()) return badType(pathOf(key), "an array of strings", *v);
  out.clear();
  for (std::size_t i = 0; i < v->size(); ++i) {
    const std::string p = pathOf(key) + "[" + std::to_string(i) + "]";
    if (!(*v)[i].is_string()) return badType(p, "a string", (*v)[i]);
    out.push_back((*v)[i].get<std::string>());
  }
  return std::nullopt;
}

MaybeError ObjectReader::finish() const {
  for (auto it = object_.begin(); it != object_.end(); ++it)
    if (std::find(read_.begin(), read_.end(), it.key()) == read_.end())
      return Error{"unknown-field", "Unknown field " + pathOf(it.key()) + ".", pathOf(it.key())};
  return std::nullopt;
}

}  // namespace footwork
