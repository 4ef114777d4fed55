// JSON text out without a JSON library: strings escaped and numbers formatted as nlohmann::json's
// dump(-1, ' ', false, error_handler_t::replace) printed them when the engine still used it, so the
// pinned golden answers stay as they were (issue 6; tests/unit/json_text_test.cpp compares both
// with nlohmann).
//
// Numbers: the digits are the shortest that read back as the double, found with the C library's
// correctly rounded printf and strtod (a decimal of 15 digits or fewer that reads back is unique,
// so one try at 15 digits, trailing zeros dropped, finds it; else 16, else 17 digits always read
// back; at 16 digits a neighbour of the nearest may read back where the nearest does not;
// subnormals are tried from one digit up). The layout is nlohmann's: fixed notation for 1e-4 <= |v| < 1e15 with ".0" on
// whole numbers, else "d.ddde+XX" with at least two exponent digits.
#include "protocol/json/json_text.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace footwork {
namespace {

// Reads "d.ddd…e±XX" into digits (no point, no trailing zeros) and the point's place: v = 0.digits × 10^point.
int splitScientific(const char* text, char* digits, int& point) {
  int len = 0;
  const char* c = text;
  for (; *c != 'e'; ++c)
    if (*c != '.') digits[len++] = *c;
  while (len > 1 && digits[len - 1] == '0') --len;
  point = std::atoi(c + 1) + 1;
  return len;
}

// The 16-digit neighbours of a correctly rounded 16-digit form that does not read back. At a power
// of two the doubles below are closer together than those above, so the digits one step away from
// v may read back when the nearest do not (2^89: "6.189700196426902e+26", not …901).
bool neighbourReadsBack(double v, const char* text, char* out) {
  char mantissa[20];
  int m = 0;
  const char* c = text;
  for (; *c != 'e'; ++c)
    if (*c != '.') mantissa[m++] = *c;
  mantissa[m] = 0;
  const long long n = std::atoll(mantissa);
  const int exponent = std::atoi(c + 1);
  for (const long long k : {n - 1, n + 1}) {
    if (k < 1000000000000000LL || k > 9999999999999999LL) continue;  // a carry changes the digit count: not a neighbour
    std::snprintf(out, 40, "%lld.%015llde%+03d", k / 1000000000000000LL, k % 1000000000000000LL, exponent);
    if (std::strtod(out, nullptr) == v) return true;
  }
  return false;
}

// The shortest significant digits of v (> 0, finite) that read back as v, and the point's place.
int shortestDigits(double v, char* digits, int& point) {
  char text[40], other[40];
  // Subnormals have fewer significant bits: their shortest form may be far shorter, so count up from 1.
  for (int precision = v < 2.2250738585072014e-308 ? 1 : 15;; ++precision) {
    std::snprintf(text, sizeof text, "%.*e", precision - 1, v);  // "d.ddd…e±XX", correctly rounded
    if (precision == 17 || std::strtod(text, nullptr) == v) break;
    if (precision == 16 && neighbourReadsBack(v, text, other)) return splitScientific(other, digits, point);
  }
  return splitScientific(text, digits, point);
}

char* appendExponent(char* out, int e) {
  *out++ = e < 0 ? '-' : '+';
  if (e < 0) e = -e;
  if (e >= 100) *out++ = static_cast<char>('0' + e / 100);
  *out++ = static_cast<char>('0' + e / 10 % 10);  // at least two digits, as printf's %g
  *out++ = static_cast<char>('0' + e % 10);
  return out;
}

}  // namespace

char* formatJsonNumber(char* first, double value) {
  if (!std::isfinite(value)) {
    std::memcpy(first, "null", 4);  // as nlohmann prints NaN and infinities
    return first + 4;
  }
  if (std::signbit(value)) {
    value = -value;
    *first++ = '-';
  }
  if (value == 0) {  // +-0
    std::memcpy(first, "0.0", 3);
    return first + 3;
  }
  char digits[24];
  int point = 0;
  const int len = shortestDigits(value, digits, point);
  constexpr int kMinPoint = -4, kMaxPoint = 15;  // fixed notation for 1e-4 <= v < 1e15
  char* out = first;
  if (len <= point && point <= kMaxPoint) {  // digits[000].0
    std::memcpy(out, digits, static_cast<std::size_t>(len));
    out += len;
    std::memset(out, '0', static_cast<std::size_t>(point - len));
    out += point - len;
    std::memcpy(out, ".0", 2);
    return out + 2;
  }
  if (0 < point && point <= kMaxPoint) {  // dig.its
    std::memcpy(out, digits, static_cast<std::size_t>(point));
    out += point;
    *out++ = '.';
    std::memcpy(out, digits + point, static_cast<std::size_t>(len - point));
    return out + (len - point);
  }
  if (kMinPoint < point && point <= 0) {  // 0.[000]digits
    std::memcpy(out, "0.", 2);
    out += 2;
    std::memset(out, '0', static_cast<std::size_t>(-point));
    out += -point;
    std::memcpy(out, digits, static_cast<std::size_t>(len));
    return out + len;
  }
  *out++ = digits[0];  // d[.igits]e±XX
  if (len > 1) {
    *out++ = '.';
    std::memcpy(out, digits + 1, static_cast<std::size_t>(len - 1));
    out += len - 1;
  }
  *out++ = 'e';
  return appendExponent(out, point - 1);
}

void appendJsonString(std::string& out, std::string_view s) {
  static const char kHex[] = "0123456789abcdef";
  out += '"';
  const std::size_t n = s.size();
  std::size_t i = 0;
  while (i < n) {
    const unsigned char b = static_cast<unsigned char>(s[i]);
    if (b < 0x80) {
      switch (b) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\t': out += "\\t"; break;
        case '\n': out += "\\n"; break;
        case '\f': out += "\\f"; break;
        case '\r': out += "\\r"; break;
        default:
          if (b < 0x20) {
            out += "\\u00";
            out += kHex[b >> 4];
            out += kHex[b & 15];
          } else {
            out += static_cast<char>(b);
          }
      }
      ++i;
      continue;
    }
    // Well-formed UTF-8 is copied; an ill-formed sequence becomes one U+FFFD, and the byte that broke
    // it is read again as the start of what follows (nlohmann's replace handler).
    int more;
    unsigned char lo = 0x80, hi = 0xBF;  // the second byte's range
    if (b >= 0xC2 && b <= 0xDF) more = 1;
    else if (b == 0xE0) more = 2, lo = 0xA0;
    else if ((b >= 0xE1 && b <= 0xEC) || b == 0xEE || b == 0xEF) more = 2;
    else if (b == 0xED) more = 2, hi = 0x9F;
    else if (b == 0xF0) more = 3, lo = 0x90;
    else if (b >= 0xF1 && b <= 0xF3) more = 3;
    else if (b == 0xF4) more = 3, hi = 0x8F;
    else more = 0;
    if (more == 0) {  // not a lead byte
      out += "\xEF\xBF\xBD";
      ++i;
      continue;
    }
    int j = 1;
    for (; j <= more; ++j) {
      if (i + j >= n) break;
      const unsigned char c = static_cast<unsigned char>(s[i + j]);
      if (c < (j == 1 ? lo : 0x80) || c > (j == 1 ? hi : 0xBF)) break;
    }
    if (j > more) {
      out.append(s.data() + i, static_cast<std::size_t>(more) + 1);
      i += static_cast<std::size_t>(more) + 1;
    } else {
      out += "\xEF\xBF\xBD";
      i += static_cast<std::size_t>(j);  // the byte at fault (or the end) comes next
    }
  }
  out += '"';
}

}  // namespace footwork
