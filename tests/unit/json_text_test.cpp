// JSON text out (cpp/protocol/json/json_text.h) against nlohmann::json's dump, which wrote every answer
// before: strings (escapes, UTF-8, ill-formed bytes replaced) and numbers (the shortest form that reads back)
// must come out byte for byte the same, or the pinned golden answers would change.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>

#include "protocol/json/json_text.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

namespace {

using njson = nlohmann::ordered_json;

std::string mineNumber(double d) {
  char buf[40];
  return std::string(buf, footwork::formatJsonNumber(buf, d));
}
std::string theirNumber(double d) { return njson(d).dump(); }
std::string mineString(const std::string& s) {
  std::string out;
  footwork::appendJsonString(out, s);
  return out;
}
std::string theirString(const std::string& s) { return njson(s).dump(-1, ' ', false, njson::error_handler_t::replace); }

TEST(JsonText, NumbersByHand) {
  EXPECT_EQ(mineNumber(30), "30.0");
  EXPECT_EQ(mineNumber(1.25), "1.25");
  EXPECT_EQ(mineNumber(-0.0), "-0.0");
  EXPECT_EQ(mineNumber(0.0001), "0.0001");
  EXPECT_EQ(mineNumber(0.00001), "1e-05");
  EXPECT_EQ(mineNumber(1e14), "100000000000000.0");
  EXPECT_EQ(mineNumber(1e15), "1e+15");
  EXPECT_EQ(mineNumber(1e16), "1e+16");
  EXPECT_EQ(mineNumber(1.0 / 3), "0.3333333333333333");
  EXPECT_EQ(mineNumber(std::numeric_limits<double>::quiet_NaN()), "null");
  EXPECT_EQ(mineNumber(-std::numeric_limits<double>::infinity()), "null");
  EXPECT_EQ(mineNumber(std::numeric_limits<double>::max()), "1.7976931348623157e+308");
  EXPECT_EQ(mineNumber(std::numeric_limits<double>::denorm_min()), "5e-324");
}

TEST(JsonText, NumbersAgreeWithNlohmann) {
  std::mt19937_64 rng(6);
  int differ[4] = {0, 0, 0, 0};
  for (int i = 0; i < 300000; ++i) {
    double d;
    switch (i % 4) {
      case 0: {  // any bit pattern
        const std::uint64_t bits = rng();
        std::memcpy(&d, &bits, sizeof d);
        break;
      }
      case 1: d = static_cast<double>(static_cast<std::int64_t>(rng() % 20000001) - 10000000) / 1000.0; break;  // feet
      case 2: d = static_cast<double>(rng() % 1000000) / static_cast<double>(1 + rng() % 5000); break;  // squares
      default: d = std::ldexp(static_cast<double>(rng() % 1000), static_cast<int>(rng() % 200) - 100);
    }
    const std::string mine = mineNumber(d), theirs = theirNumber(d);
    if (mine == theirs) continue;
    // Grisu2 (nlohmann) does not always find the shortest form ("119.38835978835979" where
    // "119.3883597883598" reads back), and picks other digits among equally short ones (2^-25:
    // "…5313e-08" where the nearest is "…5312e-08"); where the two differ, ours must read back as d
    // and be no longer.
    ++differ[i % 4];
    ASSERT_EQ(std::strtod(mine.c_str(), nullptr), d) << mine;
    ASSERT_LE(mine.size(), theirs.size()) << mine << " " << theirs;
  }
  // Lengths in feet (thousandths, as every answer's feet) come out the same; the other kinds differ
  // now and then (about one number in 500 of the quotients, one in 100 of the exact binary fractions).
  EXPECT_EQ(differ[1], 0);
  EXPECT_LT(differ[0] + differ[2] + differ[3], 1000) << differ[0] << " " << differ[2] << " " << differ[3];
}

TEST(JsonText, StringsByHand) {
  EXPECT_EQ(mineString("abc"), "\"abc\"");
  EXPECT_EQ(mineString("a\"b\\c/"), "\"a\\\"b\\\\c/\"");
  EXPECT_EQ(mineString("\b\f\n\r\t\x01\x1f\x7f"), "\"\\b\\f\\n\\r\\t\\u0001\\u001f\x7f\"");
  EXPECT_EQ(mineString(std::string("\0", 1)), "\"\\u0000\"");
  EXPECT_EQ(mineString("\xc3\xa9\xf0\x9f\x98\x80"), "\"\xc3\xa9\xf0\x9f\x98\x80\"");
  EXPECT_EQ(mineString("\xff"), "\"\xef\xbf\xbd\"");
  EXPECT_EQ(mineString("\xe2\x82"), "\"\xef\xbf\xbd\"");    // cut short at the end
  EXPECT_EQ(mineString("\xe2\x82x"), "\"\xef\xbf\xbdx\"");  // the breaking byte is read again
}

TEST(JsonText, StringsAgreeWithNlohmann) {
  std::mt19937 rng(6);
  const unsigned char interesting[] = {0x00, 0x01, 0x1f, 0x20, '"',  '\\', 'a',  0x7f, 0x80, 0x8f,
                                       0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1,
                                       0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff};
  for (int i = 0; i < 200000; ++i) {
    std::string s(rng() % 12, ' ');
    for (char& c : s) c = static_cast<char>(rng() % 3 ? interesting[rng() % sizeof interesting] : rng() % 256);
    ASSERT_EQ(mineString(s), theirString(s)) << i;
  }
}

}  // namespace
}  // namespace FOOTWORK_TEST_FILE
