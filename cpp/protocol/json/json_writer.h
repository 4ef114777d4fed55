#pragma once
// A streaming JSON writer for answers: appends compact JSON text to a string, byte for byte what
// nlohmann's dump(-1, ' ', false, replace) prints for the same tree (the golden responses are pinned),
// without building the tree first. Building ordered_json trees and printing them was most of the time
// of a move answer and, inlined in every handler, most of the protocol layer's code
// (docs/performance.md, issue 6). Commas are placed by the writer; keys come in the order written.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/scene/cell.h"
#include "core/scene/units.h"

namespace footwork {

class JsonWriter {
 public:
  // Room for most answers from the start (a move answer on six steps is 1.6 KB): grown from empty,
  // the text was copied about seven times over on the way.
  JsonWriter() { out_.reserve(4096); }

  std::string& text() { return out_; }

  JsonWriter& beginObject();
  JsonWriter& endObject();
  JsonWriter& beginArray();
  JsonWriter& endArray();
  JsonWriter& key(std::string_view k);  // escaped as string() escapes (legend keys may be any byte)
  // A key from the engine's own source ("feet"): printable ASCII without quote or backslash, so it
  // goes in as it is, its length known at compile time. The per-byte check and strlen on every key
  // were a tenth of a move query's time in WebAssembly (issue 40).
  template <std::size_t N>
  JsonWriter& key(const char (&k)[N]) {
    return literalKey(k, N - 1);
  }

  JsonWriter& string(std::string_view s);
  JsonWriter& boolean(bool b);
  JsonWriter& null();
  JsonWriter& integer(std::int64_t v);
  JsonWriter& number(double d);  // nlohmann's shortest round-trip form ("1.25", "3.0", "1e+21")

  // Overloads so that call sites read like the trees they replace.
  JsonWriter& value(std::string_view s) { return string(s); }
  JsonWriter& value(const char* s) { return string(s); }
  JsonWriter& value(const std::string& s) { return string(s); }
  JsonWriter& value(bool b) { return boolean(b); }
  JsonWriter& value(double d) { return number(d); }
  JsonWriter& value(std::nullptr_t) { return null(); }
  JsonWriter& value(const std::vector<std::string>& list);  // an array of strings
  template <class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
  JsonWriter& value(T v) {
    return integer(static_cast<std::int64_t>(v));
  }
  template <class T>
  JsonWriter& field(std::string_view k, const T& v) {
    key(k);
    return value(v);
  }
  template <std::size_t N, class T>
  JsonWriter& field(const char (&k)[N], const T& v) {
    literalKey(k, N - 1);
    return value(v);
  }

  // The protocol's common shapes. Lengths: whole feet as integers ("30"), others as the shortest
  // exact decimal ("1.25").
  JsonWriter& feet(Milli m);
  JsonWriter& squares(Milli m, Milli cell);
  JsonWriter& length(Milli m, Milli cell);  // {"feet": …, "squares": …}
  JsonWriter& cell(Cell c);                 // [x, y]
  JsonWriter& size(int w, int h);           // [w, h]

 private:
  void quoted(std::string_view s, char after);  // `s` as a JSON string, then `after` unless it is 0
  JsonWriter& literalKey(const char* k, std::size_t n);
  void plain(const char* s, std::size_t n, char after);  // `"s"` then `after`; s needs no escaping
  void separate() {
    if (comma_) out_ += ',';
    comma_ = false;
  }
  std::string out_;
  bool comma_ = false;  // a value was just completed: the next value or key needs a comma
};

}  // namespace footwork
