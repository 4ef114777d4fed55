#pragma once
// The engine's own JSON reading (issue 6): a parser and an immutable document in two flat arrays,
// in place of nlohmann's templates, which were a large part of the WebAssembly module.
//
// A JsonDocument holds every value as a 16-byte JsonValue node in one vector and every decoded
// string in one byte arena. A container's children are contiguous in the node vector: an array of
// n elements has n nodes, an object of n members has 2n (key, value, key, value …), keys in the
// order written. Lookups by key are linear (request objects have a handful of keys).
//
// The parser accepts exactly what nlohmann::ordered_json's parse accepted and builds the same
// values, so that every response stays byte-identical:
//   - numbers: a non-negative integer that fits 64 bits unsigned is Unsigned, a negative one that
//     fits 64 bits signed is Integer, anything else (fraction, exponent, too many digits) is Float,
//     read with strtod; a Float past the double range (1e400) is refused (`overflow`);
//   - strings: UTF-8 checked byte by byte (ill-formed sequences refused), \u escapes with surrogate
//     pairs (a lone surrogate refused), control characters refused;
//   - a UTF-8 byte order mark before the value is skipped;
//   - an object that repeats a key is refused (JsonSyntaxError::duplicate names it): nlohmann kept the
//     last value, so a request could say two things and be read as one of them silently.
// On failure the error holds what nlohmann's SAX parse_error got: the count of bytes read and the
// text of the token being read, so request.cpp words "bad-json" messages as before. Unlike nlohmann,
// a NUL byte outside a string is refused rather than read as the end (request.cpp refuses any NUL
// before parsing anyway). The parser keeps its own stack: no recursion, any depth (request.cpp
// bounds depth and value count on the text first).
//
// Accessor names follow nlohmann's (is_string, get<T>) so the readers kept their shape.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace footwork {

class JsonValue {
 public:
  enum class Type : std::uint8_t { Null, Boolean, Integer, Unsigned, Float, String, Array, Object };

  Type type() const { return type_; }
  bool is_null() const;
  bool is_boolean() const;
  bool is_number() const;          // Integer, Unsigned or Float
  bool is_number_integer() const;  // Integer or Unsigned
  bool is_number_unsigned() const;
  bool is_number_float() const;
  bool is_string() const;
  bool is_array() const;
  bool is_object() const;

  // Elements of an array, members of an object; 0 for null, 1 for other scalars (as nlohmann).
  std::size_t size() const;
  bool empty() const;
  // Element i of an array (i < size()).
  const JsonValue& operator[](std::size_t i) const;
  // Member i of an object (i < size()): its key and its value.
  std::string_view keyAt(std::size_t i) const;
  const JsonValue& valueAt(std::size_t i) const;
  // The member's value, nullptr when absent or when this is not an object.
  const JsonValue* find(std::string_view key) const;
  bool contains(std::string_view key) const;

  bool boolean() const;             // false unless Boolean
  std::string_view string() const;  // "" unless String
  double number() const;            // any number as a double; 0 for others
  std::int64_t int64() const;       // Integer as is, Unsigned wrapped, Float truncated (saturated)
  std::uint64_t uint64() const;     // Unsigned as is, Integer wrapped, Float truncated (saturated)

  // nlohmann-style reads: double, float, int, long, long long, unsigned …, bool, std::string.
  template <class T>
  T get() const;

 private:
  friend class JsonParser;
  Type type_ = Type::Null;
  std::uint32_t count_ = 0;  // string bytes, array elements or object members
  union {
    bool b;
    std::int64_t i;
    std::uint64_t u;
    double d;
    const char* s;          // into the document's string arena
    const JsonValue* kids;  // into the document's node vector
    std::size_t offset;     // while parsing: where s or kids will point
  } v_{};
};

template <>
double JsonValue::get<double>() const;
template <>
float JsonValue::get<float>() const;
template <>
int JsonValue::get<int>() const;
template <>
long JsonValue::get<long>() const;
template <>
long long JsonValue::get<long long>() const;
template <>
unsigned JsonValue::get<unsigned>() const;
template <>
unsigned long JsonValue::get<unsigned long>() const;
template <>
unsigned long long JsonValue::get<unsigned long long>() const;
template <>
bool JsonValue::get<bool>() const;
template <>
std::string JsonValue::get<std::string>() const;

// Where a parse failed, as nlohmann's SAX parse_error reported it.
struct JsonSyntaxError {
  std::size_t position = 0;  // bytes read, counting the end of input as one more (text.size() + 1)
  std::string token;         // the token so far: since the last string or number began; bytes
                             // below 0x20 written as <U+000A>
  bool overflow = false;     // a number past the double range
  std::string duplicate;     // a key repeated in one object: the JSON path of its second member
};

// A parsed document. Moving keeps the values where they are; it cannot be copied.
class JsonDocument {
 public:
  JsonDocument() = default;
  JsonDocument(JsonDocument&&) noexcept = default;
  JsonDocument& operator=(JsonDocument&&) noexcept = default;
  JsonDocument(const JsonDocument&) = delete;
  JsonDocument& operator=(const JsonDocument&) = delete;

  // The top-level value (null for a default-constructed document).
  const JsonValue& root() const;
  // Node and arena sizes, for tests and measurements.
  std::size_t nodeCount() const { return nodes_.size(); }
  std::size_t stringBytes() const { return strings_.size(); }

  // Parses `text` (one JSON value, whitespace around it). On failure returns false, fills `error`
  // and leaves the document empty.
  bool parse(std::string_view text, JsonSyntaxError& error);

 private:
  friend class JsonParser;
  std::vector<JsonValue> nodes_;  // root last
  std::vector<char> strings_;
};

}  // namespace footwork
