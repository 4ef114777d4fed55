// Bad input never breaks the engine: every bad request is an error value with a code, a sentence and
// the JSON path at fault, and good requests interleaved with bad ones answer exactly as they do
// alone. The catalogue of exact errors is tests/vectors/errors/ (run on every build); this file
// covers what a vector file cannot carry: bytes that are not UTF-8, values a host builds directly
// (NaN and infinities from JavaScript), requests past the size limit, and the sentence that lists
// the query table.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "protocol/queries.h"
#include "protocol/request.h"
#include "protocol/scene/scene_json.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using json = nlohmann::ordered_json;  // answers are checked with nlohmann

namespace {

json ask(const std::string& text) { return json::parse(footwork::handleRequestText(text)); }

const char* kGoodMove = R"({"query":"move","scene":{"ruleset":"sw5e","grid":{"width":6,"height":3},
  "creatures":[{"id":"hero","position":[0,0],"speeds":{"walk":30}}]},"creature":"hero","path":[[1,1],[2,1],[3,1]]})";

json goodScene() {
  return json::parse(R"({"ruleset":"dnd35","grid":{"width":4,"height":4,"rows":["....",".~..","..#.","...."]},
    "creatures":[{"id":"a","position":[0,0],"speeds":{"walk":30}},{"id":"b","position":[3,3],"side":"foe"}]})");
}

TEST(Errors, UnknownQueryListsEveryQueryInTheTable) {
  std::string known;
  for (auto& q : footwork::queryTable()) known += (known.empty() ? "" : ", ") + std::string(q.name);
  const json r = ask(R"({"query":"teleport"})");
  EXPECT_EQ(r["error"]["code"], "unknown-query");
  EXPECT_EQ(r["error"]["message"], "Unknown query \"teleport\"; known queries: " + known + ".");
  EXPECT_EQ(r["error"]["path"], "$.query");
}

TEST(Errors, BadAndGoodRequestsInterleaved) {
  const std::string good[] = {R"({"query":"rulesets"})", kGoodMove,
                              json{{"query", "scene"}, {"scene", goodScene()}}.dump()};
  std::vector<std::string> first;
  for (auto& g : good) first.push_back(footwork::handleRequestText(g));
  for (auto& f : first) ASSERT_NE(f.find("\"result\""), std::string::npos) << f;

  const std::vector<std::string> bad = {
      "",
      "{",
      "\xff\xfe",
      std::string("{\"query\":\"move\"\0}", 17),
      "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
      R"({"query":"move","scene":{"ruleset":"sw5e","grid":{"width":1e400,"height":1}}})",
      R"({"query":"move","scene":{"ruleset":"sw5e","grid":{"width":-3,"height":1}}})",
      R"({"query":"move","scene":{"ruleset":"nope","grid":{"width":3,"height":1}}})",
      R"({"query":"move","scene":{"ruleset":"sw5e","grid":{"width":3,"height":1},"creatures":[{"id":"x","position":[9,9]}]},"creature":"x","path":[]})",
      R"({"query":"move","scene":{"ruleset":"sw5e","grid":{"width":3,"height":1,"rows":["#.."]},"creatures":[{"id":"x","position":[0,0]}]},"creature":"x","path":[]})",
      R"({"query":"move","scene":{"ruleset":"sw5e","grid":{"width":3,"height":1},"creatures":[{"id":"x","position":[0,0],"speeds":{"walk":-1}}]},"creature":"x","path":[]})",
      R"({"query":"move","scene":{"ruleset":"sw5e","grid":{"width":3,"height":1},"creatures":[{"id":"x","position":[0,0]}]},"creature":"x","path":[[5,5]]})",
      R"({"query":"scene","scene":{"ruleset":"4e","grid":{"width":4096,"height":4096}}})",
      R"({"query":"rulesets","extra":1})",
      R"({"query":7})",
  };
  for (std::size_t round = 0; round < 3; ++round)
    for (std::size_t i = 0; i < bad.size(); ++i) {
      const json r = ask(bad[i]);
      ASSERT_TRUE(r.contains("error")) << "bad request " << i << " answered " << r.dump();
      EXPECT_FALSE(r.contains("result"));
      EXPECT_EQ(r["version"], 1);
      for (const char* k : {"code", "message", "path"}) EXPECT_TRUE(r["error"][k].is_string()) << r.dump();
      const std::string path = r["error"]["path"];
      EXPECT_EQ(path.substr(0, 1), "$") << r.dump();
      const std::size_t g = (round + i) % std::size(good);
      EXPECT_EQ(footwork::handleRequestText(good[g]), first[g]) << "after bad request " << i;
    }
}

TEST(Errors, BytesThatAreNotUtf8AreBadJson) {
  const json r = ask("{\"query\":\"\xff\"}");
  EXPECT_EQ(r["error"]["code"], "bad-json");
  EXPECT_EQ(r["error"]["path"], "$");
  // A NUL byte is never JSON (the parser would stop at it and ignore the rest).
  const json nul = ask(std::string("{\"query\":\"rulesets\"}\0{", 22));
  EXPECT_EQ(nul["error"]["code"], "bad-json");
  EXPECT_EQ(nul["error"]["message"], "The request is not valid JSON: a NUL byte at line 1, column 21.");
}

TEST(Errors, RequestOverTheSizeLimitIsRefusedUnparsed) {
  std::string text = R"({"query":"rulesets","pad":")";
  text.append(footwork::kMaxRequestBytes, 'x');
  text += "\"}";
  const json r = ask(text);
  EXPECT_EQ(r["error"]["code"], "limit");
  EXPECT_EQ(r["error"]["message"],
            "A request may be at most 32 MiB; this one has " + std::to_string(text.size()) + " bytes.");
  EXPECT_EQ(r["error"]["path"], "$");
  EXPECT_TRUE(ask(R"({"query":"rulesets"})").contains("result"));
}

TEST(Errors, TooManyJsonValuesAreRefusedUnparsed) {
  // 2,000,001 values in under 32 MiB: refused by counting, before anything is built in memory.
  std::string text = R"({"query":"rulesets","pad":[)";
  for (std::size_t i = 0; i < footwork::kMaxJsonValues; ++i) text += "0,";
  text += "0]}";
  const json r = ask(text);
  EXPECT_EQ(r["error"]["code"], "limit");
  EXPECT_EQ(r["error"]["message"],
            "A request may hold at most 2,000,000 JSON values (numbers, strings, keys, arrays, objects).");
  // Just under the limit the request parses and is judged on its fields.
  std::string fits = R"({"query":"rulesets","pad":[)";
  for (std::size_t i = 0; i + 10 < footwork::kMaxJsonValues; ++i) fits += "0,";
  fits += "0]}";
  EXPECT_EQ(ask(fits)["error"]["code"], "unknown-field");
}

// Hosts cannot hand the engine a NaN or an infinity: the only way in is JSON text, which has no
// such numbers. JavaScript's JSON.stringify writes null for them (a wrong type for every numeric
// field), and an exponent past the double range (1e400) is refused by the parser with its place,
// so no non-finite number reaches a query.
TEST(Errors, NonFiniteNumbersCannotReachAQuery) {
  const char* pointers[] = {"/scene/grid/width",
                            "/scene/grid/height",
                            "/scene/grid/cellFeet",
                            "/scene/creatures/0/speeds/walk",
                            "/scene/creatures/0/speeds/fly",
                            "/scene/creatures/0/position/0",
                            "/scene/creatures/0/reach",
                            "/scene/creatures/0/strength",
                            "/spent",
                            "/diagonals",
                            "/path/0/1"};
  for (const char* pointer : pointers)
    for (const std::string number : {"1e400", "-1e400", "null"}) {
      json request = json::parse(kGoodMove);
      request[json::json_pointer(pointer)] = "@@";
      std::string text = request.dump();
      const std::size_t at = text.find("\"@@\"");
      ASSERT_NE(at, std::string::npos);
      text.replace(at, 4, number);
      const json r = ask(text);
      ASSERT_TRUE(r.contains("error")) << pointer << ": " << r.dump();
      if (number == "null") {
        EXPECT_EQ(r["error"]["code"], "bad-type") << pointer;
        const std::string m = r["error"]["message"];
        EXPECT_EQ(m.substr(m.size() - 11), ", got null.") << pointer << ": " << m;
        EXPECT_EQ(r["error"]["path"].get<std::string>().substr(0, 2), "$.") << pointer;
      } else {
        EXPECT_EQ(r["error"]["code"], "out-of-range") << pointer;
        EXPECT_EQ(r["error"]["message"], "The number " + number + " at line 1, column " + std::to_string(at + 1) +
                                             " is too large: numbers must fit a double (about \u00b11.8e308).")
            << pointer;
        EXPECT_EQ(r["error"]["path"], "$");
      }
      EXPECT_TRUE(ask(kGoodMove).contains("result"));
    }
}

// A scene a host loads once and queries many times (the WebAssembly Scene object): a bad request
// against it is an error, and the loaded scene is untouched.
TEST(Errors, LoadedSceneSurvivesBadRequests) {
  footwork::JsonDocument doc;
  footwork::JsonSyntaxError syntax;
  ASSERT_TRUE(doc.parse(goodScene().dump(), syntax));
  auto scene = footwork::parseScene(doc.root(), "$.scene");
  ASSERT_TRUE(scene.ok());
  const std::string before = footwork::handleRequestText(R"({"query":"scene"})", scene.value().get());
  ASSERT_NE(before.find("\"result\""), std::string::npos) << before;
  for (const char* bad :
       {R"({"query":"move","creature":"zz","path":[]})", R"({"query":"move","creature":"a","path":[[3,3]]})",
        R"({"query":"move","creature":"a","path":[[1,0]],"mode":"warp"})", "{,}"}) {
    const json r = json::parse(footwork::handleRequestText(bad, scene.value().get()));
    EXPECT_TRUE(r.contains("error")) << bad << " → " << r.dump();
  }
  EXPECT_EQ(footwork::handleRequestText(R"({"query":"scene"})", scene.value().get()), before);
}

}  // namespace

// A message quotes at most about 100 characters of the input (issue 41: up to 1 MB was echoed): each
// way a request's own text comes back in an error (a name, an id, a key, a token, a number's digits,
// a creature's id in a move's refusal), with 100,000 characters of it. The part quoted is cut at 100
// characters, with "…"; the message stays short.
TEST(Errors, MessagesQuoteAtMostAHundredCharactersOfTheInput) {
  const std::string big(100000, 'x');
  const auto scene = [&](const std::string& id) {
    json s = goodScene();
    s["creatures"][0]["id"] = id;
    return s;
  };
  struct Case {
    const char* what;
    std::string text;
  };
  std::vector<Case> cases = {
      {"unknown query", json{{"query", big}}.dump()},
      {"unknown field", json{{"query", "rulesets"}, {big, 1}}.dump()},
      {"bad JSON in a string", "{\"query\": \"" + big + "\n\"}"},
      {"number past a double", "{\"query\": \"rulesets\", \"x\": 1" + std::string(400, '7') + "e999999}"},
      {"unknown ruleset", json{{"query", "move"}, {"scene", {{"ruleset", big}}}}.dump()},
      {"unknown creature",
       json{{"query", "move"}, {"scene", goodScene()}, {"creature", big}, {"path", json::array()}}.dump()},
      {"unknown band", json{{"query", "reachable"}, {"scene", goodScene()}, {"creature", "a"}, {"band", big}}.dump()},
      {"duplicate id",
       [&] {
         json s = scene(big);
         s["creatures"][1]["id"] = big;
         return json{{"query", "scene"}, {"scene", s}}.dump();
       }()},
      {"an id in a move's refusal",
       [&] {
         json s = goodScene();
         s["creatures"][1]["id"] = big;
         return json{
             {"query", "move"}, {"scene", s}, {"creature", "a"}, {"path", {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 3}}}}
             .dump();
       }()},
      {"a key repeated", "{\"query\": \"rulesets\", \"" + big + "\": 1, \"" + big + "\": 2}"},
  };
  for (const Case& c : cases) {
    const json r = ask(c.text);
    std::string message;
    if (r.contains("error")) message = r["error"]["message"];
    else if (r.contains("result") && r["result"].contains("steps"))
      message = r["result"]["steps"].back()["illegal"]["message"];
    ASSERT_FALSE(message.empty()) << c.what << ": " << r.dump().substr(0, 300);
    EXPECT_LT(message.size(), 700u) << c.what << ": " << message.substr(0, 300);
    EXPECT_EQ(message.find(std::string(101, 'x')), std::string::npos) << c.what;
    if (r.contains("error")) {
      EXPECT_LT(r["error"]["path"].get<std::string>().size(), 200u) << c.what;
    }
    if (std::string(c.what) != "number past a double") {  // (its text is cut the same, digits not x)
      EXPECT_NE(message.find("x…"), std::string::npos) << c.what << ": " << message.substr(0, 300);
    }
  }
}
}  // namespace FOOTWORK_TEST_FILE
