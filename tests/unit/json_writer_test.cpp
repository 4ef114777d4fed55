// JsonWriter's text, worked by hand: a key from a literal (checked at compile time, written with its
// length known then) and the same key given at run time come out alike; commas and colons fall where
// JSON puts them; words too long for the one-append buffer and text that needs escaping take the
// other roads and still read the same (issue 40).
#include <gtest/gtest.h>

#include <string>

#include "protocol/json/json_writer.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

TEST(JsonWriter, LiteralAndRuntimeKeysWriteTheSameText) {
  JsonWriter literal, runtime;
  const std::string feet = "feet", squares = "squares";
  literal.beginObject().field("feet", 30).key("squares").integer(6).endObject();
  runtime.beginObject().field(feet, 30).key(squares).integer(6).endObject();
  EXPECT_EQ(literal.text(), R"({"feet":30,"squares":6})");
  EXPECT_EQ(runtime.text(), literal.text());
}

TEST(JsonWriter, CommasBetweenMembersAndElementsOnly) {
  JsonWriter w;
  w.beginObject().field("steps", std::vector<std::string>{"walk", "fly"});
  w.key("empty").beginArray().endArray();
  w.key("cell").cell({-1, 2}).field("legal", true).endObject();
  EXPECT_EQ(w.text(), R"({"steps":["walk","fly"],"empty":[],"cell":[-1,2],"legal":true})");
}

TEST(JsonWriter, LongWordsAndEscapedTextReadTheSame) {
  const std::string longWord(100, 'x');  // past the 64-byte buffer of a single append
  JsonWriter w;
  w.beginObject().field("message", longWord).key(longWord).string("a\"b\\c\n");
  w.key(std::string("\"")).string("caf\xc3\xa9").endObject();  // (a literal "\"" does not compile as a key)
  EXPECT_EQ(w.text(),
            "{\"message\":\"" + longWord + "\",\"" + longWord + "\":\"a\\\"b\\\\c\\n\",\"\\\"\":\"caf\xc3\xa9\"}");
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
