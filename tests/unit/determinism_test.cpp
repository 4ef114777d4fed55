// Determinism: the same request gives byte-identical responses run after run and build after build.
// In one process, every golden vector answers the same bytes twice and in any order; across builds
// and commits, tests/golden.sha256 pins a SHA-256 of every vector's native response (and one over
// all of them, in sorted file order), so any change in any result is seen and must be explained in
// its commit (scripts/pin-golden.sh re-pins and prints what changed). The WebAssembly and plain-JS
// runners require the same bytes as native, so the pin covers them too.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "protocol/request.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

namespace fs = std::filesystem;
using json = nlohmann::ordered_json;  // answers are checked with nlohmann

namespace {

// SHA-256 (FIPS 180-4), small and dependency-free.
std::string sha256(const std::string& data) {
  static constexpr std::array<std::uint32_t, 64> k = {
      0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
      0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
      0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
      0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
      0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
      0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
      0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
      0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
  std::array<std::uint32_t, 8> h = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  std::string m = data;
  const std::uint64_t bits = static_cast<std::uint64_t>(data.size()) * 8;
  m += static_cast<char>(0x80);
  while (m.size() % 64 != 56) m += '\0';
  for (int i = 7; i >= 0; --i) m += static_cast<char>((bits >> (8 * i)) & 0xff);
  auto rotr = [](std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); };
  for (std::size_t off = 0; off < m.size(); off += 64) {
    std::uint32_t w[64];
    for (int i = 0; i < 16; ++i)
      w[i] = static_cast<std::uint32_t>(static_cast<unsigned char>(m[off + 4 * i])) << 24 |
             static_cast<std::uint32_t>(static_cast<unsigned char>(m[off + 4 * i + 1])) << 16 |
             static_cast<std::uint32_t>(static_cast<unsigned char>(m[off + 4 * i + 2])) << 8 |
             static_cast<std::uint32_t>(static_cast<unsigned char>(m[off + 4 * i + 3]));
    for (int i = 16; i < 64; ++i) {
      const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
      const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; ++i) {
      const std::uint32_t t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + k[i] + w[i];
      const std::uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      hh = g, g = f, f = e, e = d + t1, d = c, c = b, b = a, a = t1 + t2;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += hh;
  }
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (std::uint32_t v : h)
    for (int i = 28; i >= 0; i -= 4) out += hex[(v >> i) & 0xf];
  return out;
}

struct Vector {
  std::string name;  // path under tests/vectors/, with '/' separators
  std::string text;  // the request text the runners send
};

// Every vector in sorted (byte-order) path order, with the text the runners send: "requestText"
// as is, else the compact dump of "request" (tests/vectors/README.md).
std::vector<Vector> vectors() {
  std::vector<Vector> out;
  for (auto& e : fs::recursive_directory_iterator(FOOTWORK_VECTORS_DIR)) {
    if (!e.is_regular_file() || e.path().extension() != ".json") continue;
    std::ifstream in(e.path(), std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    const json file = json::parse(ss.str(), nullptr, false);
    if (file.is_discarded()) continue;  // the vector runner reports it
    Vector v{fs::relative(e.path(), FOOTWORK_VECTORS_DIR).generic_string(), ""};
    if (file.contains("requestText") && file["requestText"].is_string())
      v.text = file["requestText"].get<std::string>();
    else if (file.contains("request")) v.text = file["request"].dump();
    else continue;
    out.push_back(std::move(v));
  }
  std::sort(out.begin(), out.end(), [](const Vector& a, const Vector& b) { return a.name < b.name; });
  return out;
}

// One string literal, not std::string + "...": compiled beside other test files (the unity build),
// g++ 12 took the inlined concatenation for an out-of-bounds copy (-Warray-bounds, a known false
// positive of its std::string).
std::string goldenPath() { return FOOTWORK_VECTORS_DIR "/../golden.sha256"; }

TEST(Determinism, EveryVectorAnswersTheSameBytesTwiceAndInAnyOrder) {
  const auto all = vectors();
  ASSERT_FALSE(all.empty());
  std::vector<std::string> first;
  for (auto& v : all) {
    first.push_back(footwork::handleRequestText(v.text));
    EXPECT_EQ(footwork::handleRequestText(v.text), first.back()) << v.name << " answered differently the second time";
  }
  // Backwards: no answer may depend on what was asked before it.
  for (std::size_t i = all.size(); i-- > 0;)
    EXPECT_EQ(footwork::handleRequestText(all[i].text), first[i])
        << all[i].name << " depends on the requests before it";
}

// tests/golden.sha256: "<sha256 of the response>  <vector path>" per vector, then
// "<sha256 of all responses, each followed by a newline, in this order>  (all)". With
// FOOTWORK_PIN_GOLDEN=1 the test writes the file instead (scripts/pin-golden.sh).
TEST(Determinism, GoldenResponsesMatchThePinnedHash) {
  std::string listing =
      "# SHA-256 of every golden vector's native response (tests/vectors/README.md).\n"
      "# Re-pin with scripts/pin-golden.sh after an intended change, and say why in the commit.\n";
  std::string all;
  std::map<std::string, std::string> now;
  for (auto& v : vectors()) {
    const std::string response = footwork::handleRequestText(v.text);
    const std::string h = sha256(response);
    now[v.name] = h;
    listing += h + "  " + v.name + "\n";
    all += response + "\n";
  }
  const std::string total = sha256(all);
  listing += total + "  (all)\n";

  if (const char* pin = std::getenv("FOOTWORK_PIN_GOLDEN"); pin && std::string(pin) == "1") {
    std::ofstream(goldenPath(), std::ios::binary) << listing;
    std::printf("pinned %zu vectors, total %s\n", now.size(), total.c_str());
    return;
  }
  std::ifstream in(goldenPath(), std::ios::binary);
  ASSERT_TRUE(in.good()) << goldenPath() << " is missing: run scripts/pin-golden.sh";
  std::map<std::string, std::string> pinned;
  std::string pinnedTotal;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t sp = line.find("  ");
    if (sp == std::string::npos) continue;
    const std::string h = line.substr(0, sp), name = line.substr(sp + 2);
    if (name == "(all)") pinnedTotal = h;
    else pinned[name] = h;
  }
  std::string changes;
  for (auto& [name, h] : now) {
    auto it = pinned.find(name);
    if (it == pinned.end()) changes += "  new, not pinned: " + name + "\n";
    else if (it->second != h) changes += "  response changed: " + name + "\n";
  }
  for (auto& [name, h] : pinned)
    if (!now.count(name)) changes += "  pinned, now gone: " + name + "\n";
  EXPECT_TRUE(changes.empty()) << "golden responses differ from tests/golden.sha256:\n"
                               << changes
                               << "If the change is intended, run scripts/pin-golden.sh and explain it in the commit.";
  EXPECT_EQ(total, pinnedTotal) << "the hash over all golden responses changed";
}

TEST(Determinism, Sha256KnownAnswers) {
  EXPECT_EQ(sha256(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256(std::string(1000, 'a')), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3");
}

}  // namespace
}  // namespace FOOTWORK_TEST_FILE
