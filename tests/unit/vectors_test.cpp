// Runs every golden vector of tests/vectors/ (format: tests/vectors/README.md): each file holds
// {"description", "request" or "requestText", "expect"}; the response must contain everything in
// "expect" (objects match key by key, arrays element by element and in full length). "requestText"
// is sent byte for byte (malformed JSON, huge exponents); "request" is sent as its compact dump.
// After a vector that answers with an error, a good request must still answer: every vector runs in
// this one process, so an error that corrupted state would show up here. The same files run against
// the WebAssembly and plain-JS builds.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "protocol/request.h"

namespace fs = std::filesystem;
using json = nlohmann::ordered_json;  // answers are checked with nlohmann

namespace {

std::vector<fs::path> vectorFiles() {
  std::vector<fs::path> files;
  for (auto& e : fs::recursive_directory_iterator(FOOTWORK_VECTORS_DIR))
    if (e.is_regular_file() && e.path().extension() == ".json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

// Empty when `got` contains `want`; otherwise the JSON path of the first difference.
std::string firstDifference(const json& want, const json& got, const std::string& path) {
  if (want.is_object()) {
    if (!got.is_object()) return path + " (expected an object)";
    for (auto it = want.begin(); it != want.end(); ++it) {
      if (!got.contains(it.key())) return path + "." + it.key() + " (missing)";
      auto m = firstDifference(it.value(), got[it.key()], path + "." + it.key());
      if (!m.empty()) return m;
    }
    return "";
  }
  if (want.is_array()) {
    if (!got.is_array() || got.size() != want.size())
      return path + " (expected an array of " + std::to_string(want.size()) + ")";
    for (std::size_t i = 0; i < want.size(); ++i) {
      auto m = firstDifference(want[i], got[i], path + "[" + std::to_string(i) + "]");
      if (!m.empty()) return m;
    }
    return "";
  }
  if (want.is_number() && got.is_number()) return want.get<double>() == got.get<double>() ? "" : path;
  return want == got ? "" : path;
}

class GoldenVector : public testing::TestWithParam<fs::path> {};

TEST_P(GoldenVector, ResponseMatches) {
  std::ifstream in(GetParam());
  std::stringstream ss;
  ss << in.rdbuf();
  const json file = json::parse(ss.str());
  const bool text = file.contains("requestText");
  ASSERT_TRUE(file.contains("expect") && (file.contains("request") != text))
      << GetParam() << ": a vector needs \"expect\" and exactly one of \"request\" and \"requestText\"";
  if (text) {
    ASSERT_TRUE(file["requestText"].is_string()) << GetParam();
  }
  const std::string sent = text ? file["requestText"].get<std::string>() : file["request"].dump();
  const json response = json::parse(footwork::handleRequestText(sent));
  const std::string m = firstDifference(file["expect"], response, "$");
  EXPECT_TRUE(m.empty()) << GetParam().filename() << ": " << file.value("description", "") << "\n  differs at " << m
                         << "\n  response: " << response.dump();
  if (response.contains("error")) {
    // "After an error the next query still works" (docs/protocol.md).
    const json next = json::parse(footwork::handleRequestText(R"({"query":"rulesets"})"));
    EXPECT_TRUE(next.contains("result")) << GetParam().filename() << ": the request after it failed: " << next.dump();
  }
}

std::string vectorName(const testing::TestParamInfo<fs::path>& info) {
  std::string rel = fs::relative(info.param, FOOTWORK_VECTORS_DIR).replace_extension().string();
  for (char& c : rel)
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  return rel;
}

INSTANTIATE_TEST_SUITE_P(Vectors, GoldenVector, testing::ValuesIn(vectorFiles()), vectorName);

}  // namespace
