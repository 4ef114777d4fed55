// The JSON document and its parser (json_value.h). One file over 500 lines on purpose: the parser
// follows nlohmann's lexer and SAX grammar check for check (its first error and its message are
// pinned by the golden vectors), and splitting that state machine would scatter one order of checks.
#include "protocol/json/json_value.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "core/scene/sentence.h"
#include "core/scene/stable_order.h"

namespace footwork {

// ---------------------------------------------------------------------------------------------
// Accessors (out of line on purpose: the module's size matters more than a call here).

bool JsonValue::is_null() const { return type_ == Type::Null; }
bool JsonValue::is_boolean() const { return type_ == Type::Boolean; }
bool JsonValue::is_number() const { return type_ == Type::Integer || type_ == Type::Unsigned || type_ == Type::Float; }
bool JsonValue::is_number_integer() const { return type_ == Type::Integer || type_ == Type::Unsigned; }
bool JsonValue::is_number_unsigned() const { return type_ == Type::Unsigned; }
bool JsonValue::is_number_float() const { return type_ == Type::Float; }
bool JsonValue::is_string() const { return type_ == Type::String; }
bool JsonValue::is_array() const { return type_ == Type::Array; }
bool JsonValue::is_object() const { return type_ == Type::Object; }

std::size_t JsonValue::size() const {
  switch (type_) {
    case Type::Null: return 0;
    case Type::Array:
    case Type::Object: return count_;
    default: return 1;
  }
}

bool JsonValue::empty() const { return size() == 0; }

const JsonValue& JsonValue::operator[](std::size_t i) const { return v_.kids[i]; }
std::string_view JsonValue::keyAt(std::size_t i) const { return v_.kids[2 * i].string(); }
const JsonValue& JsonValue::valueAt(std::size_t i) const { return v_.kids[2 * i + 1]; }

const JsonValue* JsonValue::find(std::string_view key) const {
  if (type_ != Type::Object) return nullptr;
  for (std::uint32_t i = 0; i < count_; ++i)
    if (v_.kids[2 * i].string() == key) return &v_.kids[2 * i + 1];
  return nullptr;
}

bool JsonValue::contains(std::string_view key) const { return find(key) != nullptr; }

bool JsonValue::boolean() const { return type_ == Type::Boolean && v_.b; }

std::string_view JsonValue::string() const {
  return type_ == Type::String ? std::string_view(v_.s, count_) : std::string_view();
}

double JsonValue::number() const {
  switch (type_) {
    case Type::Integer: return static_cast<double>(v_.i);
    case Type::Unsigned: return static_cast<double>(v_.u);
    case Type::Float: return v_.d;
    default: return 0;
  }
}

namespace {
// A double truncated into [lo, hi] (NaN as 0): nlohmann's plain cast, without its undefined cases.
template <class T>
T saturate(double d) {
  if (!(d == d)) return 0;
  if (d <= static_cast<double>(std::numeric_limits<T>::min())) return std::numeric_limits<T>::min();
  if (d >= static_cast<double>(std::numeric_limits<T>::max())) return std::numeric_limits<T>::max();
  return static_cast<T>(d);
}
}  // namespace

std::int64_t JsonValue::int64() const {
  switch (type_) {
    case Type::Integer: return v_.i;
    case Type::Unsigned: return static_cast<std::int64_t>(v_.u);
    case Type::Float: return saturate<std::int64_t>(v_.d);
    default: return 0;
  }
}

std::uint64_t JsonValue::uint64() const {
  switch (type_) {
    case Type::Integer: return static_cast<std::uint64_t>(v_.i);
    case Type::Unsigned: return v_.u;
    case Type::Float: return saturate<std::uint64_t>(v_.d);
    default: return 0;
  }
}

template <>
double JsonValue::get<double>() const {
  return number();
}
template <>
float JsonValue::get<float>() const {
  return static_cast<float>(number());
}
template <>
int JsonValue::get<int>() const {
  return static_cast<int>(int64());
}
template <>
long JsonValue::get<long>() const {
  return static_cast<long>(int64());
}
template <>
long long JsonValue::get<long long>() const {
  return static_cast<long long>(int64());
}
template <>
unsigned JsonValue::get<unsigned>() const {
  return static_cast<unsigned>(uint64());
}
template <>
unsigned long JsonValue::get<unsigned long>() const {
  return static_cast<unsigned long>(uint64());
}
template <>
unsigned long long JsonValue::get<unsigned long long>() const {
  return static_cast<unsigned long long>(uint64());
}
template <>
bool JsonValue::get<bool>() const {
  return boolean();
}
template <>
std::string JsonValue::get<std::string>() const {
  return std::string(string());
}

const JsonValue& JsonDocument::root() const {
  static const JsonValue kNull;
  return nodes_.empty() ? kNull : nodes_.back();
}

// ---------------------------------------------------------------------------------------------
// The parser. Its reading position follows nlohmann's lexer exactly (`read_` is its
// chars_read_total: every byte read counts, the end of input counts once, a byte put back is
// uncounted), and so does the token text of an error (`tokenStart_`: where the last string or
// number began; nlohmann's token_string keeps everything read since then).

class JsonParser {
 public:
  JsonParser(std::string_view text, JsonDocument& doc) : text_(text), n_(text.size()), doc_(doc) {}
  bool run(JsonSyntaxError& error);

 private:
  enum class Tok : std::uint8_t {
    BeginArray,
    EndArray,
    BeginObject,
    EndObject,
    NameSeparator,
    ValueSeparator,
    True,
    False,
    Null,
    String,
    Integer,
    Unsigned,
    Float,
    End,
    Error
  };
  static constexpr int kEnd = -1;

  int get() {
    ++read_;
    return read_ <= n_ ? static_cast<unsigned char>(text_[read_ - 1]) : kEnd;
  }
  void unget() { --read_; }

  Tok scan();
  Tok scanLiteral(const char* rest, Tok tok);
  Tok scanString();
  Tok scanNumber();
  int hex4();
  bool inRange(int lo, int hi) {
    const int c = get();
    if (c < lo || c > hi) return false;
    doc_.strings_.push_back(static_cast<char>(c));
    return true;
  }
  void appendUtf8(int cp);

  bool fail(JsonSyntaxError& error, bool overflow = false);
  void pushScalar(Tok tok);
  void pushKey() { pushString(); }
  void pushString();
  bool close(bool object);
  std::string_view keyOf(const JsonValue& k) const {
    return std::string_view(doc_.strings_.data() + k.v_.offset, k.count_);
  }
  std::string pathTo(std::string_view key) const;
  std::string duplicate_;  // the path of a repeated key (close)

  struct Frame {
    std::size_t start;  // first child in work_
    bool array;
  };

  std::string_view text_;
  std::size_t n_;
  JsonDocument& doc_;
  std::size_t read_ = 0;
  std::size_t tokenStart_ = 0;
  // The last token's value.
  std::size_t strOffset_ = 0, strLength_ = 0;
  std::int64_t int_ = 0;
  std::uint64_t uint_ = 0;
  double float_ = 0;

  std::vector<JsonValue> work_;  // finished values of the open containers, in order
  std::vector<Frame> frames_;
};

JsonParser::Tok JsonParser::scan() {
  if (read_ == 0) {  // a UTF-8 byte order mark is skipped
    if (get() == 0xEF) {
      if (!(get() == 0xBB && get() == 0xBF)) return Tok::Error;
    } else {
      unget();
    }
  }
  int c;
  do c = get();
  while (c == ' ' || c == '\t' || c == '\n' || c == '\r');
  switch (c) {
    case '[': return Tok::BeginArray;
    case ']': return Tok::EndArray;
    case '{': return Tok::BeginObject;
    case '}': return Tok::EndObject;
    case ':': return Tok::NameSeparator;
    case ',': return Tok::ValueSeparator;
    case 't': return scanLiteral("rue", Tok::True);
    case 'f': return scanLiteral("alse", Tok::False);
    case 'n': return scanLiteral("ull", Tok::Null);
    case '"': return scanString();
    case '-':
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9': return scanNumber();
    case kEnd: return Tok::End;
    default: return Tok::Error;
  }
}

JsonParser::Tok JsonParser::scanLiteral(const char* rest, Tok tok) {
  for (; *rest; ++rest)
    if (get() != static_cast<unsigned char>(*rest)) return Tok::Error;
  return tok;
}

int JsonParser::hex4() {
  int cp = 0;
  for (int shift = 12; shift >= 0; shift -= 4) {
    const int c = get();
    int d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else return -1;
    cp += d << shift;
  }
  return cp;
}

void JsonParser::appendUtf8(int cp) {
  auto& s = doc_.strings_;
  if (cp < 0x80) {
    s.push_back(static_cast<char>(cp));
  } else if (cp <= 0x7FF) {
    s.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp <= 0xFFFF) {
    s.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    s.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    s.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    s.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    s.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

JsonParser::Tok JsonParser::scanString() {
  tokenStart_ = read_ - 1;
  auto& s = doc_.strings_;
  strOffset_ = s.size();
  for (;;) {
    // The common case first: a run of printable ASCII, copied at once.
    std::size_t i = read_;
    while (i < n_) {
      const unsigned char b = static_cast<unsigned char>(text_[i]);
      if (b < 0x20 || b >= 0x80 || b == '"' || b == '\\') break;
      ++i;
    }
    if (i > read_) {
      s.insert(s.end(), text_.data() + read_, text_.data() + i);
      read_ = i;
    }
    const int c = get();
    switch (c) {
      case kEnd: return Tok::Error;  // no closing quote
      case '"': strLength_ = s.size() - strOffset_; return Tok::String;
      case '\\':
        switch (get()) {
          case '"': s.push_back('"'); break;
          case '\\': s.push_back('\\'); break;
          case '/': s.push_back('/'); break;
          case 'b': s.push_back('\b'); break;
          case 'f': s.push_back('\f'); break;
          case 'n': s.push_back('\n'); break;
          case 'r': s.push_back('\r'); break;
          case 't': s.push_back('\t'); break;
          case 'u': {
            int cp = hex4();
            if (cp < 0) return Tok::Error;
            if (cp >= 0xD800 && cp <= 0xDBFF) {
              // A high surrogate must be followed by an escaped low one.
              if (!(get() == '\\' && get() == 'u')) return Tok::Error;
              const int low = hex4();
              if (low < 0 || low < 0xDC00 || low > 0xDFFF) return Tok::Error;
              cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
              return Tok::Error;  // a low surrogate alone
            }
            appendUtf8(cp);
            break;
          }
          default: return Tok::Error;
        }
        break;
      default: {
        if (c < 0x20) return Tok::Error;  // control characters must be escaped
        s.push_back(static_cast<char>(c));
        if (c < 0x80) break;
        // Well-formed UTF-8 only (RFC 3629 table 3-7), checked byte by byte as nlohmann does.
        bool ok;
        if (c >= 0xC2 && c <= 0xDF) ok = inRange(0x80, 0xBF);
        else if (c == 0xE0) ok = inRange(0xA0, 0xBF) && inRange(0x80, 0xBF);
        else if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF) ok = inRange(0x80, 0xBF) && inRange(0x80, 0xBF);
        else if (c == 0xED) ok = inRange(0x80, 0x9F) && inRange(0x80, 0xBF);
        else if (c == 0xF0) ok = inRange(0x90, 0xBF) && inRange(0x80, 0xBF) && inRange(0x80, 0xBF);
        else if (c >= 0xF1 && c <= 0xF3) ok = inRange(0x80, 0xBF) && inRange(0x80, 0xBF) && inRange(0x80, 0xBF);
        else if (c == 0xF4) ok = inRange(0x80, 0x8F) && inRange(0x80, 0xBF) && inRange(0x80, 0xBF);
        else ok = false;
        if (!ok) return Tok::Error;
      }
    }
  }
}

JsonParser::Tok JsonParser::scanNumber() {
  tokenStart_ = read_ - 1;
  auto digit = [](int c) { return c >= '0' && c <= '9'; };
  Tok type = Tok::Unsigned;
  int c = static_cast<unsigned char>(text_[read_ - 1]);
  if (c == '-') {
    type = Tok::Integer;
    c = get();
    if (!digit(c)) return Tok::Error;
  }
  if (c != '0') {  // 1-9, then any digits
    do c = get();
    while (digit(c));
  } else {
    c = get();
  }
  if (c == '.') {
    type = Tok::Float;
    if (!digit(get())) return Tok::Error;
    do c = get();
    while (digit(c));
  }
  if (c == 'e' || c == 'E') {
    type = Tok::Float;
    c = get();
    if (c == '+' || c == '-') c = get();
    if (!digit(c)) return Tok::Error;
    do c = get();
    while (digit(c));
  }
  unget();
  const char* p = text_.data() + tokenStart_;
  const char* end = text_.data() + read_;
  if (type != Tok::Float) {
    // Integers as strtoull / strtoll read them; one past 64 bits is read as a double instead.
    const bool negative = *p == '-';
    std::uint64_t u = 0;
    bool fits = true;
    for (const char* q = p + (negative ? 1 : 0); q < end; ++q) {
      const std::uint64_t d = static_cast<std::uint64_t>(*q - '0');
      if (u > (std::numeric_limits<std::uint64_t>::max() - d) / 10) {
        fits = false;
        break;
      }
      u = u * 10 + d;
    }
    if (fits && !negative) {
      uint_ = u;
      return Tok::Unsigned;
    }
    if (fits && u <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) + 1) {
      int_ = u == 0 ? 0 : -static_cast<std::int64_t>(u - 1) - 1;
      return Tok::Integer;
    }
  }
  // strtod wants a terminated string; numbers are short, except absurd ones.
  char small[64];
  const std::size_t len = static_cast<std::size_t>(end - p);
  std::string big;
  const char* z;
  if (len < sizeof small) {
    std::copy(p, end, small);
    small[len] = '\0';
    z = small;
  } else {
    big.assign(p, end);
    z = big.c_str();
  }
  float_ = std::strtod(z, nullptr);
  return Tok::Float;
}

bool JsonParser::fail(JsonSyntaxError& error, bool overflow) {
  error.position = read_;
  error.overflow = overflow;
  error.token.clear();
  const std::size_t end = std::min(read_, n_);
  for (std::size_t i = tokenStart_; i < end; ++i) {
    const unsigned char b = static_cast<unsigned char>(text_[i]);
    if (b <= 0x1F) {
      static const char kHex[] = "0123456789ABCDEF";
      error.token += "<U+00";
      error.token += kHex[b >> 4];
      error.token += kHex[b & 15];
      error.token += '>';
    } else {
      error.token += static_cast<char>(b);
    }
  }
  doc_.nodes_.clear();
  doc_.strings_.clear();
  return false;
}

void JsonParser::pushString() {
  JsonValue v;
  v.type_ = JsonValue::Type::String;
  v.count_ = static_cast<std::uint32_t>(strLength_);
  v.v_.offset = strOffset_;
  work_.push_back(v);
}

void JsonParser::pushScalar(Tok tok) {
  JsonValue v;
  switch (tok) {
    case Tok::True:
      v.type_ = JsonValue::Type::Boolean;
      v.v_.b = true;
      break;
    case Tok::False:
      v.type_ = JsonValue::Type::Boolean;
      v.v_.b = false;
      break;
    case Tok::Null: break;
    case Tok::Integer:
      v.type_ = JsonValue::Type::Integer;
      v.v_.i = int_;
      break;
    case Tok::Unsigned:
      v.type_ = JsonValue::Type::Unsigned;
      v.v_.u = uint_;
      break;
    case Tok::Float:
      v.type_ = JsonValue::Type::Float;
      v.v_.d = float_;
      break;
    default: pushString(); return;
  }
  work_.push_back(v);
}

// Moves the open container's children from the work stack to the document, contiguous, and leaves
// the container itself on the work stack. An object that repeats a key is refused (false, with the
// repeated member's path in duplicate_): which of its values was meant cannot be known.
bool JsonParser::close(bool object) {
  const std::size_t start = frames_.back().start;
  const std::size_t count = work_.size() - start;
  if (object && count > 2) {
    // The member written second under a key already used, earliest first: a pair of loops for the
    // handful of keys a request object has, a sort past that.
    const std::size_t members = count / 2;
    std::size_t repeat = members;
    if (members <= 16) {
      for (std::size_t j = 1; j < members && repeat == members; ++j)
        for (std::size_t i = 0; i < j; ++i)
          if (keyOf(work_[start + 2 * i]) == keyOf(work_[start + 2 * j])) {
            repeat = j;
            break;
          }
    } else {
      std::vector<std::uint32_t> order(members);
      for (std::size_t i = 0; i < members; ++i) order[i] = static_cast<std::uint32_t>(i);
      struct Keys {
        const JsonParser* parser;
        const JsonValue* members;
      } keys{this, &work_[start]};
      stableOrder(
          order,
          [](const void* c, std::uint32_t a, std::uint32_t b) {
            const Keys& k = *static_cast<const Keys*>(c);
            return k.parser->keyOf(k.members[2 * a]) < k.parser->keyOf(k.members[2 * b]);
          },
          &keys);
      for (std::size_t k = 1; k < members; ++k)
        if (keyOf(work_[start + 2 * order[k]]) == keyOf(work_[start + 2 * order[k - 1]]))
          repeat = std::min<std::size_t>(repeat, order[k]);
    }
    if (repeat < members) {
      duplicate_ = pathTo(keyOf(work_[start + 2 * repeat]));
      return false;
    }
  }
  frames_.pop_back();
  JsonValue c;
  c.type_ = object ? JsonValue::Type::Object : JsonValue::Type::Array;
  c.count_ = static_cast<std::uint32_t>(object ? count / 2 : count);
  c.v_.offset = doc_.nodes_.size();
  doc_.nodes_.insert(doc_.nodes_.end(), work_.begin() + static_cast<std::ptrdiff_t>(start), work_.end());
  work_.resize(start);
  work_.push_back(c);
  return true;
}

// The JSON path of member `key` of the innermost open object: each open container's child being
// built (an array's index, an object's last key), as the request's readers write paths (each key
// shown, core/scene/sentence.h: the path goes into a message).
std::string JsonParser::pathTo(std::string_view key) const {
  std::string path = "$";
  for (std::size_t k = 0; k + 1 < frames_.size(); ++k) {
    const std::size_t next = frames_[k + 1].start;
    if (frames_[k].array) path += "[" + std::to_string(next - frames_[k].start) + "]";
    else path += "." + shown(keyOf(work_[next - 1]));
  }
  return path + "." + shown(key);
}

// The same token grammar and order of checks as nlohmann's sax_parse_internal, so that the first
// error is found at the same place.
bool JsonParser::run(JsonSyntaxError& error) {
  doc_.nodes_.clear();
  doc_.strings_.clear();
  // A query sent per pointer move (a move, a path: tens of values) fits these from the start instead
  // of growing each from empty; larger requests grow on from here.
  doc_.nodes_.reserve(64);
  doc_.strings_.reserve(256);
  work_.reserve(64);
  frames_.reserve(16);
  Tok tok = scan();
  bool closed = false;  // a container was just closed: go straight to what follows a value
  for (;;) {
    if (!closed) {
      switch (tok) {
        case Tok::BeginObject:
          tok = scan();
          if (tok == Tok::EndObject) {
            frames_.push_back({work_.size(), false});
            close(true);  // (an empty object repeats no key)
            break;
          }
          if (tok != Tok::String) return fail(error);
          frames_.push_back({work_.size(), false});
          pushKey();
          if (scan() != Tok::NameSeparator) return fail(error);
          tok = scan();
          continue;
        case Tok::BeginArray:
          tok = scan();
          frames_.push_back({work_.size(), true});
          if (tok == Tok::EndArray) {
            close(false);
            break;
          }
          continue;
        case Tok::Float:
          // Infinity cannot be written in JSON; an exponent past the double range is refused.
          if (!std::isfinite(float_)) return fail(error, true);
          pushScalar(tok);
          break;
        case Tok::True:
        case Tok::False:
        case Tok::Null:
        case Tok::Integer:
        case Tok::Unsigned:
        case Tok::String: pushScalar(tok); break;
        default: return fail(error);
      }
    }
    closed = false;
    if (frames_.empty()) break;
    if (frames_.back().array) {
      tok = scan();
      if (tok == Tok::ValueSeparator) {
        tok = scan();
        continue;
      }
      if (tok != Tok::EndArray) return fail(error);
      close(false);
      closed = true;
      continue;
    }
    tok = scan();
    if (tok == Tok::ValueSeparator) {
      if (scan() != Tok::String) return fail(error);
      pushKey();
      if (scan() != Tok::NameSeparator) return fail(error);
      tok = scan();
      continue;
    }
    if (tok != Tok::EndObject) return fail(error);
    if (!close(true)) {
      fail(error);
      error.duplicate = std::move(duplicate_);
      return false;
    }
    closed = true;
  }
  if (scan() != Tok::End) return fail(error);  // one value only
  // The root goes last; then offsets become pointers (the vectors no longer move).
  doc_.nodes_.push_back(work_.back());
  for (JsonValue& v : doc_.nodes_) {
    if (v.type_ == JsonValue::Type::String) v.v_.s = doc_.strings_.data() + v.v_.offset;
    else if (v.type_ == JsonValue::Type::Array || v.type_ == JsonValue::Type::Object)
      v.v_.kids = doc_.nodes_.data() + v.v_.offset;
  }
  return true;
}

bool JsonDocument::parse(std::string_view text, JsonSyntaxError& error) {
  JsonParser parser(text, *this);
  return parser.run(error);
}

}  // namespace footwork
