// Basic sanity of the protocol envelope: an unknown query and a malformed request are error values,
// and the next request still answers.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "protocol/request.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using json = nlohmann::ordered_json;  // answers are checked with nlohmann

TEST(Envelope, UnknownQueryIsAnErrorValue) {
  const json r = json::parse(footwork::handleRequestText(R"({"query":"teleport-everyone"})"));
  EXPECT_EQ(r["error"]["code"], "unknown-query");
  EXPECT_EQ(r["error"]["path"], "$.query");
  const json ok = json::parse(footwork::handleRequestText(R"({"query":"rulesets"})"));
  EXPECT_EQ(ok["result"]["rulesets"].size(), 5u);
}

TEST(Envelope, MalformedJsonNamesLineAndColumn) {
  const json r = json::parse(footwork::handleRequestText("{\"query\":\n  \"move\",,}"));
  EXPECT_EQ(r["error"]["code"], "bad-json");
  EXPECT_NE(r["error"]["message"].get<std::string>().find("line 2"), std::string::npos) << r.dump();
}
}  // namespace FOOTWORK_TEST_FILE
