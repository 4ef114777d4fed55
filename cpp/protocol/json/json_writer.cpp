#include "protocol/json/json_writer.h"

#include <charconv>
#include <cmath>

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
JsonWriter& JsonWriter::key(std::string_view k) {
  string(k);  // the same escaping as a string value; then the colon, and no comma before the value
  out_ += ':';
  comma_ = false;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view s) {
  separate();
  // Printable ASCII without quote or backslash is written as it is; anything else (control
  // characters, non-ASCII, invalid UTF-8 replaced by U+FFFD) goes through appendJsonString
  // (json_text.h), which writes exactly what nlohmann's dump() printed.
  bool plain = true;
  for (unsigned char c : s)
    if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\') {
      plain = false;
      break;
    }
  if (plain) {
    out_ += '"';
    out_ += s;
    out_ += '"';
  } else {
    appendJsonString(out_, s);
  }
  comma_ = true;
  return *this;
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
