// The engine's JSON parser and document (cpp/protocol/json/json_value.h): every literal, escapes,
// numbers at the edges of their types, duplicate keys, depth, and errors with the position and
// token nlohmann reported (request.cpp words its "bad-json" messages from them). Most cases are
// checked twice: by hand, and against nlohmann::ordered_json (json_compare.h), which the protocol
// used before, so that responses stay byte-identical.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "json_compare.h"
#include "protocol/json/json_value.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using footwork::JsonDocument;
using footwork::JsonSyntaxError;
using footwork::JsonValue;
using Type = footwork::JsonValue::Type;

namespace {

struct Parsed {
  JsonDocument doc;
  JsonSyntaxError error;
  bool ok = false;
  const JsonValue& root() const { return doc.root(); }
};

Parsed parse(std::string_view text) {
  Parsed p;
  p.ok = p.doc.parse(text, p.error);
  return p;
}

TEST(JsonValue, Literals) {
  for (const char* t : {"true", " true", "true\n", "\t\r\n true \t\r\n"}) {
    auto p = parse(t);
    ASSERT_TRUE(p.ok) << t;
    EXPECT_TRUE(p.root().is_boolean());
    EXPECT_TRUE(p.root().boolean());
    EXPECT_TRUE(p.root().get<bool>());
    EXPECT_EQ(p.root().size(), 1u);
  }
  auto f = parse("false");
  ASSERT_TRUE(f.ok);
  EXPECT_TRUE(f.root().is_boolean());
  EXPECT_FALSE(f.root().boolean());
  auto n = parse("null");
  ASSERT_TRUE(n.ok);
  EXPECT_TRUE(n.root().is_null());
  EXPECT_EQ(n.root().size(), 0u);
  EXPECT_TRUE(n.root().empty());
  for (const char* bad :
       {"tru",       "True",    "nul",        "falsy",      "nulll", "truefalse", "undefined", "NaN",       "Infinity",
        "-Infinity", "'a'",     "+1",         ".5",         "01",    "1.",        "1e",        "1e+",       "-",
        "--1",       "0x10",    "[1,]",       "{\"a\":1,}", "[,]",   "{,}",       "[1 2]",     "{\"a\" 1}", "{\"a\":}",
        "{1:2}",     "{'a':1}", "[",          "]",          "{",     "}",         "\"",        ":",         ",",
        "[1]]",      "{}}",     "{\"a\":1}{", "1 2",        "//",    "/* */ 1"})
    EXPECT_FALSE(parse(bad).ok) << bad;
}

TEST(JsonValue, Numbers) {
  struct Case {
    const char* text;
    Type type;
    double value;
  };
  const Case cases[] = {
      {"0", Type::Unsigned, 0},
      {"-0", Type::Integer, 0},  // nlohmann reads -0 as the integer 0
      {"-0.0", Type::Float, -0.0},
      {"7", Type::Unsigned, 7},
      {"-7", Type::Integer, -7},
      {"1.5", Type::Float, 1.5},
      {"1.0", Type::Float, 1.0},
      {"1e2", Type::Float, 100},
      {"1E+2", Type::Float, 100},
      {"25e-1", Type::Float, 2.5},
      {"18446744073709551615", Type::Unsigned, 18446744073709551615.0},
      {"18446744073709551616", Type::Float, 18446744073709551616.0},
      {"-9223372036854775808", Type::Integer, -9223372036854775808.0},
      {"-9223372036854775809", Type::Float, -9223372036854775809.0},
      {"1e-400", Type::Float, 0},
      {"1.7976931348623157e308", Type::Float, 1.7976931348623157e308},
      {"4.9e-324", Type::Float, 4.9e-324},
  };
  for (const Case& c : cases) {
    auto p = parse(c.text);
    ASSERT_TRUE(p.ok) << c.text;
    EXPECT_EQ(p.root().type(), c.type) << c.text;
    EXPECT_TRUE(p.root().is_number()) << c.text;
    EXPECT_EQ(p.root().is_number_integer(), c.type != Type::Float) << c.text;
    EXPECT_EQ(p.root().get<double>(), c.value) << c.text;
    EXPECT_EQ(std::signbit(p.root().number()), std::signbit(c.value)) << c.text;
    EXPECT_EQ(jsoncmp::compare(c.text), "") << c.text;
  }
  auto big = parse("18446744073709551615");
  EXPECT_EQ(big.root().uint64(), 18446744073709551615ull);
  EXPECT_EQ(big.root().get<long long>(), -1);  // wrapped, as nlohmann's get<long long>
  auto neg = parse("-9223372036854775808");
  EXPECT_EQ(neg.root().int64(), INT64_MIN);
  auto frac = parse("2.75");
  EXPECT_EQ(frac.root().get<int>(), 2);
  auto huge = parse("1e300");
  EXPECT_EQ(huge.root().int64(), INT64_MAX);  // saturated, never undefined
}

TEST(JsonValue, NumbersPastTheDoubleRangeAreRefused) {
  for (const char* t : {"1e400", "-1e400", "[1, 2e309]", "{\"a\": 123456789e305}"}) {
    auto p = parse(t);
    EXPECT_FALSE(p.ok) << t;
    EXPECT_TRUE(p.error.overflow) << t;
    EXPECT_EQ(jsoncmp::compare(t), "") << t;
  }
  auto p = parse("[1, 2e309]");
  EXPECT_EQ(p.error.token, "2e309");
  EXPECT_EQ(p.error.position, 9u);  // the bytes read: up to the number's end
  // 400 digits is a large integer, read as a double, and fits.
  EXPECT_TRUE(parse(std::string(300, '9')).ok);
  EXPECT_TRUE(parse(std::string(400, '9')).error.overflow);
}

TEST(JsonValue, Strings) {
  struct Case {
    const char* text;
    std::string value;
  };
  const Case cases[] = {
      {R"("")", ""},
      {R"("abc")", "abc"},
      {R"("\"\\\/\b\f\n\r\t")", "\"\\/\b\f\n\r\t"},
      {R"("\u0041\u00e9\u20AC")", "A\xc3\xa9\xe2\x82\xac"},
      {R"("\ud83d\ude00")", "\xf0\x9f\x98\x80"},  // a surrogate pair
      {R"("\uDBFF\uDFFF")", "\xf4\x8f\xbf\xbf"},
      {"\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"", "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"},
      {"\"\x7f\"", "\x7f"},
  };
  for (const Case& c : cases) {
    auto p = parse(c.text);
    ASSERT_TRUE(p.ok) << c.text;
    ASSERT_TRUE(p.root().is_string());
    EXPECT_EQ(p.root().string(), c.value) << c.text;
    EXPECT_EQ(p.root().get<std::string>(), c.value) << c.text;
    EXPECT_EQ(jsoncmp::compare(c.text), "") << c.text;
  }
  auto nul = parse(R"("a\u0000b")");
  ASSERT_TRUE(nul.ok);
  EXPECT_EQ(nul.root().string(), std::string("a\0b", 3));
  for (const char* bad : {R"("\ud83d")",
                          R"("\ud83dx")",
                          R"("\ud83d\u0041")",
                          R"("\ude00")",
                          R"("\u12")",
                          R"("\u12G4")",
                          R"("\x")",
                          R"("\'")",
                          "\"a\nb\"",
                          "\"\t\"",
                          "\"\x01\"",
                          "\"\xff\"",
                          "\"\xc0\xaf\"",
                          "\"\xe0\x80\xaf\"",
                          "\"\xed\xa0\x80\"",
                          "\"\xf4\x90\x80\x80\"",
                          "\"\xf5\x80\x80\x80\"",
                          "\"\xc3\"",
                          "\"\xe2\x82\"",
                          "\"\x80\"",
                          "\"abc"}) {
    EXPECT_FALSE(parse(bad).ok) << bad;
    EXPECT_EQ(jsoncmp::compare(bad), "") << bad;
  }
}

TEST(JsonValue, ArraysAndObjects) {
  auto p = parse(R"({"b": [1, [2, []], {}], "a": {"x": null, "y": "z"}, "": true})");
  ASSERT_TRUE(p.ok);
  const JsonValue& r = p.root();
  ASSERT_TRUE(r.is_object());
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r.keyAt(0), "b");  // keys in the order written
  EXPECT_EQ(r.keyAt(1), "a");
  EXPECT_EQ(r.keyAt(2), "");
  const JsonValue* b = r.find("b");
  ASSERT_TRUE(b && b->is_array());
  ASSERT_EQ(b->size(), 3u);
  EXPECT_EQ((*b)[0].get<int>(), 1);
  EXPECT_EQ((*b)[1][0].get<int>(), 2);
  EXPECT_TRUE((*b)[1][1].is_array());
  EXPECT_TRUE((*b)[1][1].empty());
  EXPECT_TRUE((*b)[2].is_object());
  EXPECT_TRUE((*b)[2].empty());
  EXPECT_EQ(r.find("a")->find("y")->string(), "z");
  EXPECT_TRUE(r.find("a")->find("x")->is_null());
  EXPECT_TRUE(r.contains(""));
  EXPECT_FALSE(r.contains("c"));
  EXPECT_EQ(r.find("c"), nullptr);
  EXPECT_EQ((*b)[0].find("a"), nullptr);  // not an object
  EXPECT_EQ(jsoncmp::compare(R"({"b": [1, [2, []], {}], "a": {"x": null, "y": "z"}, "": true})"), "");
}

// A repeated key is refused (issue 41: nlohmann kept the last value, so a request could say two
// things and be read as one), naming the second member written under it by its path, earliest
// first; the same in a small object (pairwise) and a large one (sorted).
TEST(JsonValue, DuplicateKeysAreRefusedWithTheirPath) {
  auto p = parse(R"({"a": 1, "b": 2, "c": [{"x": 0}, {"y": 1, "z": {"q": 1}, "y": 2}], "a": 3})");
  ASSERT_FALSE(p.ok);
  EXPECT_EQ(p.error.duplicate, "$.c[1].y");  // the inner object ends first
  EXPECT_EQ(p.doc.nodeCount(), 0u);
  auto top = parse(R"({"a": 1, "b": 2, "b": 3, "a": 4})");
  ASSERT_FALSE(top.ok);
  EXPECT_EQ(top.error.duplicate, "$.b");  // written second before "a" is
  std::string many = "{";
  for (int i = 0; i < 200; ++i)
    many += (i ? ",\"k" : "\"k") + std::to_string(i < 150 ? i : 199 - i) + "\":" + std::to_string(i);
  many += "}";
  auto m = parse(many);
  ASSERT_FALSE(m.ok);
  EXPECT_EQ(m.error.duplicate, "$.k49");  // i = 150 repeats k49, the first repeat written
  // nlohmann read each of them, the last value winning (json_compare.h: where the two may differ).
  EXPECT_EQ(jsoncmp::compare(many), "");
  EXPECT_EQ(jsoncmp::compare(R"({"a": 1, "a": 2})"), "");
  // Distinct keys, small and large, and the same key in different objects, are read.
  EXPECT_TRUE(parse(R"({"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]})").ok);
  std::string distinct = "{";
  for (int i = 0; i < 200; ++i) distinct += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":0";
  EXPECT_TRUE(parse(distinct + "}").ok);
  // A long key is shown cut in the path (it goes into a message).
  auto longKey = parse("{\"" + std::string(5000, 'k') + "\": 1, \"" + std::string(5000, 'k') + "\": 2}");
  ASSERT_FALSE(longKey.ok);
  EXPECT_EQ(longKey.error.duplicate, "$." + std::string(100, 'k') + "…");
}

TEST(JsonValue, DeepNestingNeedsNoRecursion) {
  const int depth = 200000;
  const std::string text = std::string(depth, '[') + std::string(depth, ']');
  auto p = parse(text);
  ASSERT_TRUE(p.ok);
  const JsonValue* v = &p.root();
  int levels = 1;
  while (v->size() == 1) {
    v = &(*v)[0];
    ++levels;
  }
  EXPECT_EQ(levels, depth);
  EXPECT_EQ(p.doc.nodeCount(), static_cast<std::size_t>(depth));
  const std::string objects = [&] {
    std::string s;
    for (int i = 0; i < 1000; ++i) s += "{\"a\":";
    s += "1";
    for (int i = 0; i < 1000; ++i) s += "}";
    return s;
  }();
  EXPECT_EQ(jsoncmp::compare(objects), "");
}

TEST(JsonValue, ByteOrderMarkIsSkipped) {
  auto p = parse("\xef\xbb\xbf{\"a\":1}");
  ASSERT_TRUE(p.ok);
  EXPECT_EQ(p.root().find("a")->get<int>(), 1);
  for (const char* t : {"\xef\xbb\xbf{\"a\":1}", "\xef\xbb", "\xef", "\xef\xbb\xbf", "\xef{}", " \xef\xbb\xbf{}"})
    EXPECT_EQ(jsoncmp::compare(t), "") << t;
}

TEST(JsonValue, ErrorsWithPositionAndToken) {
  struct Case {
    const char* text;
    std::size_t position;
    const char* token;
  };
  // Positions count bytes read; the end of input counts as one more. The token is everything read
  // since the last string or number began (request.cpp shows its last character, or the whole of
  // an unfinished string).
  const Case cases[] = {
      {"x", 1, "x"},
      {"  x", 3, "  x"},
      {"[1,]", 4, "1,]"},
      {"{\"rulesets\",}", 12, "\"rulesets\","},
      {"[\"rulesets\",}", 13, "\"rulesets\",}"},
      {"{\"a\":1 \"b\":2}", 10, "\"b\""},  // the unexpected string is read whole first
      {"{\"a\":tru}", 9, "\"a\":tru}"},
      {"{\"a\":\"\xff\"}", 7, "\"\xff"},
      {"{\"a\":\"b\nc\"}", 8, "\"b<U+000A>"},
      {"[1.]", 4, "1.]"},
      {"[-]", 3, "-]"},
      {"[1e]", 4, "1e]"},
      {"\"\\ud800\\u0041\"", 13, "\"\\ud800\\u0041"},
      {"{", 2, "{"},
      {"[1,", 4, "1,"},
      {"\"abc", 5, "\"abc"},
      {"", 1, ""},
      {"   ", 4, "   "},
      {"{} x", 4, "{} x"},
      {"{}\n\"s\"", 6, "\"s\""},
  };
  for (const Case& c : cases) {
    auto p = parse(c.text);
    ASSERT_FALSE(p.ok) << c.text;
    EXPECT_EQ(p.error.position, c.position) << c.text;
    EXPECT_EQ(p.error.token, c.token) << c.text;
    EXPECT_FALSE(p.error.overflow) << c.text;
    EXPECT_EQ(jsoncmp::compare(c.text), "") << c.text;
    EXPECT_EQ(p.doc.nodeCount(), 0u) << c.text;  // a failed parse leaves the document empty
  }
}

// Every error vector and more: truncations and one-byte changes of a real request agree with
// nlohmann on the decision, the value, and where it failed.
TEST(JsonValue, AgreesWithNlohmannOnMutatedRequests) {
  const std::string base =
      "{\"version\":1,\"query\":\"move\",\"scene\":{\"ruleset\":\"dnd35\",\"grid\":{\"width\":4,\"height\":2,"
      "\"cellFeet\":2.5,\"rows\":[\"..~.\",\"#._w\"],\"legend\":{\"x\":{\"ground\":\"pit\"}}},\"creatures\":[{\"id\":"
      "\"h\\u00e9ro\",\"position\":[0,0],\"speeds\":{\"walk\":30,\"fly\":-1e2},\"conditions\":[]}]},\"path\":[[1,0],"
      "{\"cell\":[2,0],\"mode\":\"fly\"}],\"flag\":true,\"none\":null,\"big\":18446744073709551616}";
  ASSERT_EQ(jsoncmp::compare(base), "");
  for (std::size_t n = 0; n <= base.size(); ++n)
    ASSERT_EQ(jsoncmp::compare(base.substr(0, n)), "") << base.substr(0, n);
  const char replacements[] = {'x', '"',  '\\', '{', '}', '[', ']',    ':',    ',',
                               ' ', '\n', '0',  '-', '.', 'e', '\x01', '\x80', '\xff'};
  for (std::size_t i = 0; i < base.size(); ++i)
    for (char r : replacements) {
      std::string t = base;
      t[i] = r;
      ASSERT_EQ(jsoncmp::compare(t), "") << t;
      t = base;
      t.insert(t.begin() + static_cast<std::ptrdiff_t>(i), r);
      ASSERT_EQ(jsoncmp::compare(t), "") << t;
      t = base;
      t.erase(i, 1);
      ASSERT_EQ(jsoncmp::compare(t), "") << t;
    }
}

}  // namespace
}  // namespace FOOTWORK_TEST_FILE
