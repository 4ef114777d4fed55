#include "protocol/json/json_writer.h"

#include <charconv>
#include <cmath>
#include <cstring>

#include "protocol/json/json_text.h"

namespace footwork {

JsonWriter& JsonWriter::beginObject() {
  separate();
  out_ += '{';
  return *this;
}
JsonWriter& JsonWriter::endObject() {
  out_ += '}';
  comma_ = true;
  return *this;
}
JsonWriter& JsonWriter::beginArray() {
  separate();
  out_ += '[';
  return *this;
}
JsonWriter& JsonWriter::endArray() {
  out_ += ']';
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
      appendJsonString(out_, s);
      if (after) out_ += after;
      return;
    }
  plain(s.data(), s.size(), after);
}

void JsonWriter::plain(const char* s, std::size_t n, char after) {
  // The comma before, the quoted text and `after` in one append: appending them one by one (each
  // with its own capacity check and call) was a third of a move answer's work (issue 40).
  char buf[64];
  if (n + 4 > sizeof buf) {
    separate();
    out_ += '"';
    out_.append(s, n);
    out_ += '"';
    if (after) out_ += after;
    return;
  }
  std::size_t at = 0;
  if (comma_) buf[at++] = ',';
  buf[at++] = '"';
  if (n) std::memcpy(buf + at, s, n);
  at += n;
  buf[at++] = '"';
  if (after) buf[at++] = after;
  out_.append(buf, at);
}
JsonWriter& JsonWriter::value(const std::vector<std::string>& list) {
  beginArray();
  for (const std::string& s : list) string(s);
  return endArray();
}
JsonWriter& JsonWriter::boolean(bool b) {
  separate();
  out_ += b ? "true" : "false";
  comma_ = true;
  return *this;
}
JsonWriter& JsonWriter::null() {
  separate();
  out_ += "null";
  comma_ = true;
  return *this;
}
JsonWriter& JsonWriter::integer(std::int64_t v) {
  separate();
  char buf[24];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  out_.append(buf, r.ptr);
  comma_ = true;
  return *this;
}
JsonWriter& JsonWriter::number(double d) {
  separate();
  if (!std::isfinite(d)) {
    out_ += "null";  // as nlohmann prints NaN and infinities
  } else {
    char buf[64];
    char* end = formatJsonNumber(buf, d);
    out_.append(buf, end);
  }
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
