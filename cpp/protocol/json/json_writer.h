#pragma once
// A streaming JSON writer for answers: appends compact JSON text to a string, byte for byte what
// nlohmann's dump(-1, ' ', false, replace) prints for the same tree (the golden responses are pinned),
// without building the tree first. Building ordered_json trees and printing them was most of the time
// of a move answer and, inlined in every handler, most of the protocol layer's code
// (docs/performance.md, issue 6). Commas are placed by the writer; keys come in the order written.
#include <cstddef>
#include <cstdint>
#include <cstring>
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
  JsonWriter() {
    out_.resize(4096);
    next_ = out_.data();
    end_ = next_ + out_.size();
  }
  JsonWriter(const JsonWriter&) = delete;  // (next_ and end_ point into out_)
  JsonWriter& operator=(const JsonWriter&) = delete;

  // The text written so far (the writer may go on writing after it, unless the text was moved out).
  std::string& text() {
    out_.resize(static_cast<std::size_t>(next_ - out_.data()));
    next_ = end_ = out_.data() + out_.size();
    return out_;
  }

  JsonWriter& beginObject();
  JsonWriter& endObject();
  JsonWriter& beginArray();
  JsonWriter& endArray();
  // A key written as a string literal ("feet") goes in as it is, its length known at compile time:
  // PlainKey refuses, at compile time, a literal that would need escaping. The per-byte check and
  // strlen on every key were a tenth of a move query's time in WebAssembly (issue 40).
  struct PlainKey {
    template <std::size_t N>
    consteval PlainKey(const char (&k)[N]) : text(k), size(N - 1) {
      for (std::size_t i = 0; i + 1 < N; ++i)
        if (k[i] < 0x20 || k[i] == 0x7f || k[i] == '"' || k[i] == '\\')  // (non-ASCII is negative)
          throw "a literal JSON key must be printable ASCII without quote or backslash";
    }
    const char* text;
    std::size_t size;
  };
  JsonWriter& key(PlainKey k) { return literalKey(k.text, k.size); }
  // Any other key (a legend character, a band's or knob's name, the caller's text) is escaped as
  // string() escapes: legend keys may be any byte.
  template <class S>
  requires(!std::is_array_v<S> && std::is_convertible_v<const S&, std::string_view>) JsonWriter& key(const S& k) {
    return runtimeKey(k);
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
  JsonWriter& field(PlainKey k, const T& v) {
    key(k);
    return value(v);
  }
  template <class S, class T>
  requires(!std::is_array_v<S> && std::is_convertible_v<const S&, std::string_view>) JsonWriter& field(const S& k,
                                                                                                       const T& v) {
    runtimeKey(k);
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
  JsonWriter& runtimeKey(std::string_view k);
  void plain(const char* s, std::size_t n, char after);  // `"s"` then `after`; s needs no escaping
  void separate() {
    if (comma_) put(',');
    comma_ = false;
  }
  // The text is out_ up to next_; from there to end_ is room already allocated, written through a
  // pointer. Appending to the std::string instead called libc++'s out-of-line append (a capacity
  // check, then memcpy) for every piece: a third of the answer's work in WebAssembly (issue 40).
  // Always inlined: at -Oz the compiler kept room() a call on every piece.
  [[gnu::always_inline]] char* room(std::size_t n) {  // where the next n bytes go; wrote() sets the end
    if (static_cast<std::size_t>(end_ - next_) < n) grow(n);
    return next_;
  }
  [[gnu::always_inline]] void wrote(char* end) { next_ = end; }
  void grow(std::size_t n);  // room for n more bytes
  [[gnu::always_inline]] void put(char c) {
    char* at = room(1);
    *at = c;
    wrote(at + 1);
  }
  [[gnu::always_inline]] void put(const char* s, std::size_t n) {
    char* at = room(n);
    std::memcpy(at, s, n);
    wrote(at + n);
  }
  std::string out_;
  char* next_ = nullptr;
  char* end_ = nullptr;
  bool comma_ = false;  // a value was just completed: the next value or key needs a comma
};

}  // namespace footwork
