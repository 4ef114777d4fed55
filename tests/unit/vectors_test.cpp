// Runs every golden vector of tests/vectors/: each file holds {"description", "request", "expect"};
// the response must contain everything in "expect" (objects match key by key, arrays element by
// element and in full length). The same files run against the WebAssembly and plain-JS builds.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "protocol/request.h"

namespace fs = std::filesystem;
using footwork::json;

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
  ASSERT_TRUE(file.contains("request") && file.contains("expect")) << GetParam();
  const json response = json::parse(footwork::handleRequestText(file["request"].dump()));
  const std::string m = firstDifference(file["expect"], response, "$");
  EXPECT_TRUE(m.empty()) << GetParam().filename() << ": " << file.value("description", "") << "\n  differs at " << m
                         << "\n  response: " << response.dump();
}

std::string vectorName(const testing::TestParamInfo<fs::path>& info) {
  std::string rel = fs::relative(info.param, FOOTWORK_VECTORS_DIR).replace_extension().string();
  for (char& c : rel)
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  return rel;
}

INSTANTIATE_TEST_SUITE_P(Vectors, GoldenVector, testing::ValuesIn(vectorFiles()), vectorName);

}  // namespace
