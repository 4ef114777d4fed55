#include "protocol/json/json_writer.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

#include "protocol/json/json_text.h"

namespace footwork {

void JsonWriter::grow(std::size_t n) {
  const std::size_t used = static_cast<std::size_t>(next_ - out_.data());
  out_.resize(std::max(2 * out_.size(), used + n));
  next_ = out_.data() + used;
  end_ = out_.data() + out_.size();
}

JsonWriter& JsonWriter::beginObject() {
  separate();
  put('{');
  return *this;
}
JsonWriter& JsonWriter::endObject() {
  put('}');
  comma_ = true;
  return *this;
}
JsonWriter& JsonWriter::beginArray() {
  separate();
  put('[');
  return *this;
}
JsonWriter& JsonWriter::endArray() {
  put(']');
  comma_ = true;
  return *this;
}
JsonWriter& JsonWriter::runtimeKey(std::string_view k) {
  quoted(k, ':');  // escaped as a string value (legend keys may be any byte); no comma before the value
  comma_ = false;
  return *this;
}

JsonWriter& JsonWriter::literalKey(const char* k, std::size_t n) {
  plain(k, n, ':');
  comma_ = false;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view s) {
  quoted(s, 0);
  comma_ = true;
  return *this;
}

void JsonWriter::quoted(std::string_view s, char after) {
  // Printable ASCII without quote or backslash (every key and word the engine writes) goes in as it
  // is; anything else (control characters, non-ASCII, invalid UTF-8 replaced by U+FFFD) goes through
  // appendJsonString (json_text.h), which writes exactly what nlohmann's dump() printed.
  for (unsigned char c : s)
    if (static_cast<unsigned char>(c - 0x20) >= 0x5f || c == '"' || c == '\\') {  // (below 0x20 or from 0x7f)
      separate();
      text();  // the text alone, appended to as a string; the next piece grows the room again
      appendJsonString(out_, s);
      if (after) out_ += after;
      next_ = end_ = out_.data() + out_.size();
      return;
    }
  plain(s.data(), s.size(), after);
}

void JsonWriter::plain(const char* s, std::size_t n, char after) {
  // The comma before, the quoted text and `after` written at once.
  char* at = room(n + 4);
  if (comma_) *at++ = ',';
  *at++ = '"';
  if (n) std::memcpy(at, s, n);
  at += n;
  *at++ = '"';
  if (after) *at++ = after;
  wrote(at);
}
JsonWriter& JsonWriter::value(const std::vector<std::string>& list) {
  beginArray();
  for (const std::string& s : list) string(s);
  return endArray();
}
JsonWriter& JsonWriter::boolean(bool b) {
  separate();
  if (b) put("true", 4);
  else put("false", 5);
  comma_ = true;
  return *this;
}
JsonWriter& JsonWriter::null() {
  separate();
  put("null", 4);
  comma_ = true;
  return *this;
}
JsonWriter& JsonWriter::integer(std::int64_t v) {
  char* at = room(21);  // a comma and at most 20 characters
  if (comma_) *at++ = ',';
  // Nearly every integer (cells, feet, counts) fits 32 bits, whose conversion takes a third of the
  // 64-bit one's time in WebAssembly.
  const bool small = v >= INT32_MIN && v <= INT32_MAX;
  wrote(small ? std::to_chars(at, at + 20, static_cast<std::int32_t>(v)).ptr : std::to_chars(at, at + 20, v).ptr);
  comma_ = true;
  return *this;
}
JsonWriter& JsonWriter::number(double d) {
  separate();
  if (!std::isfinite(d)) put("null", 4);  // as nlohmann prints NaN and infinities
  else wrote(formatJsonNumber(room(32), d));
  comma_ = true;
  return *this;
}

JsonWriter& JsonWriter::feet(Milli m) {
  if (m % kMilliPerFoot == 0) return integer(m / kMilliPerFoot);
  return number(toFeet(m));
}
JsonWriter& JsonWriter::squares(Milli m, Milli cell) {
  if (cell <= 0) return integer(0);
  if (m % cell == 0) return integer(m / cell);
  return number(static_cast<double>(m) / static_cast<double>(cell));
}
JsonWriter& JsonWriter::length(Milli m, Milli cell) {
  beginObject();
  key("feet");
  feet(m);
  key("squares");
  squares(m, cell);
  return endObject();
}
JsonWriter& JsonWriter::cell(Cell c) {
  beginArray();
  integer(c.x);
  integer(c.y);
  return endArray();
}
JsonWriter& JsonWriter::size(int w, int h) {
  beginArray();
  integer(w);
  integer(h);
  return endArray();
}

}  // namespace footwork
