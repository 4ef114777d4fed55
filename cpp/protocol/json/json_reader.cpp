#include "protocol/json/json_reader.h"

#include <algorithm>
#include <cmath>

#include "core/scene/sentence.h"
#include "protocol/json/json_text.h"

namespace footwork {

std::string typeName(const JsonValue& j) {
  switch (j.type()) {
    case JsonValue::Type::Null: return "null";
    case JsonValue::Type::Object: return "an object";
    case JsonValue::Type::Array: return "an array";
    case JsonValue::Type::String: return "a string";
    case JsonValue::Type::Boolean: return "a boolean";
    case JsonValue::Type::Integer:
    case JsonValue::Type::Unsigned: return "an integer";
    case JsonValue::Type::Float: return "a number";
  }
  return "an unsupported value";
}

Error badType(const std::string& path, const std::string& expected, const JsonValue& got) {
  return Error{errc::kBadType, "Expected " + expected + " at " + path + ", got " + typeName(got) + ".", path};
}

MaybeError expectObject(const JsonValue& j, const std::string& path) {
  if (!j.is_object()) return badType(path, "an object", j);
  return std::nullopt;
}

ObjectReader::ObjectReader(const JsonValue& object, std::string path)
    : object_(object), path_(std::move(path)), read_(object.is_object() ? object.size() : 0, false) {}

std::string ObjectReader::pathOf(const std::string& key) const { return path_ + "." + shown(key); }

bool ObjectReader::has(const std::string& key) const { return object_.contains(key); }

const JsonValue* ObjectReader::get(const std::string& key) {
  for (std::size_t i = 0; i < read_.size(); ++i)
    if (object_.keyAt(i) == key) {
      read_[i] = true;
      return &object_.valueAt(i);
    }
  return nullptr;
}

static Error missing(const std::string& path) {
  return Error{errc::kMissingField, "The field " + path + " is required.", path};
}

MaybeError ObjectReader::string(const std::string& key, std::string& out, bool required) {
  const JsonValue* v = get(key);
  if (!v) return required ? MaybeError(missing(pathOf(key))) : std::nullopt;
  if (!v->is_string()) return badType(pathOf(key), "a string", *v);
  out = v->get<std::string>();
  return std::nullopt;
}

MaybeError ObjectReader::boolean(const std::string& key, bool& out) {
  const JsonValue* v = get(key);
  if (!v) return std::nullopt;
  if (!v->is_boolean()) return badType(pathOf(key), "true or false", *v);
  out = v->get<bool>();
  return std::nullopt;
}

static MaybeError readInteger(const JsonValue& v, const std::string& path, long long min, long long max, int& out) {
  if (!v.is_number()) return badType(path, "an integer", v);
  const double d = v.get<double>();
  // A host can hand over an infinity (JavaScript Infinity through the binding): out of range, not a fraction.
  if (std::isfinite(d) && d != std::floor(d)) return badType(path, "an integer", v);
  if (!std::isfinite(d) || d < static_cast<double>(min) || d > static_cast<double>(max))
    return Error{
        errc::kOutOfRange,
        "The value at " + path + " must be between " + std::to_string(min) + " and " + std::to_string(max) + ".", path};
  out = static_cast<int>(d);
  return std::nullopt;
}

MaybeError ObjectReader::integer(const std::string& key, int& out, long long min, long long max, bool required) {
  const JsonValue* v = get(key);
  if (!v) return required ? MaybeError(missing(pathOf(key))) : std::nullopt;
  return readInteger(*v, pathOf(key), min, max, out);
}

std::string boundText(double d) {
  if (d == std::floor(d) && std::fabs(d) < 1e15) return std::to_string(static_cast<long long>(d));
  char buf[64];  // as JsonWriter::number prints it
  return std::isfinite(d) ? std::string(buf, formatJsonNumber(buf, d)) : std::string("null");
}

MaybeError ObjectReader::number(const std::string& key, double& out, double min, double max, bool required) {
  const JsonValue* v = get(key);
  if (!v) return required ? MaybeError(missing(pathOf(key))) : std::nullopt;
  if (!v->is_number()) return badType(pathOf(key), "a number", *v);
  const double d = v->get<double>();
  if (!std::isfinite(d) || d < min || d > max)
    return Error{
        errc::kOutOfRange,
        "The value at " + pathOf(key) + " must be a number between " + boundText(min) + " and " + boundText(max) + ".",
        pathOf(key)};
  out = d;
  return std::nullopt;
}

MaybeError readFeetValue(const JsonValue& v, const std::string& path, Milli max, Milli& out) {
  if (!v.is_number()) return badType(path, "a length in feet", v);
  const double d = v.get<double>();
  const double maxFeet = toFeet(max);
  if (!std::isfinite(d) || d < 0 || d > maxFeet)
    return Error{errc::kOutOfRange, "The length at " + path + " must be between 0 and " + boundText(maxFeet) + " feet.",
                 path};
  out = footwork::feet(d);
  return std::nullopt;
}

MaybeError ObjectReader::feet(const std::string& key, Milli& out, Milli max, bool required) {
  const JsonValue* v = get(key);
  if (!v) return required ? MaybeError(missing(pathOf(key))) : std::nullopt;
  return readFeetValue(*v, pathOf(key), max, out);
}

MaybeError readCell(const JsonValue& v, const std::string& path, Cell& out) {
  if (!v.is_array() || v.size() != 2) return badType(path, "a cell [x, y]", v);
  int xy[2] = {0, 0};
  // A coordinate's path ("$.path[3][0]") is spelled only to say what is wrong with it: built for
  // every cell, it was two heap strings per cell of a path in WebAssembly (issue 40).
  for (int i = 0; i < 2; ++i)
    if (readInteger(v[i], std::string(), -1'000'000, 1'000'000, xy[i]))
      return readInteger(v[i], path + (i ? "[1]" : "[0]"), -1'000'000, 1'000'000, xy[i]);
  out = {xy[0], xy[1]};
  return std::nullopt;
}

MaybeError ObjectReader::cell(const std::string& key, Cell& out, bool required) {
  const JsonValue* v = get(key);
  if (!v) return required ? MaybeError(missing(pathOf(key))) : std::nullopt;
  return readCell(*v, pathOf(key), out);
}

MaybeError ObjectReader::stringList(const std::string& key, std::vector<std::string>& out) {
  const JsonValue* v = get(key);
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
  for (std::size_t i = 0; i < read_.size(); ++i)
    if (!read_[i]) {
      const std::string p = pathOf(std::string(object_.keyAt(i)));
      return Error{errc::kUnknownField, "Unknown field " + p + ".", p};
    }
  return std::nullopt;
}

}  // namespace footwork
