// libFuzzer target: any bytes through the engine's JSON parser (cpp/protocol/json/json_value.h) and
// through nlohmann::ordered_json, which the protocol used before. Both must make the same decision;
// an accepted text must give the same values with the same number types, and a refused one the
// same error position and token (request.cpp words its "bad-json" messages from them). A text with
// a NUL byte is only parsed: nlohmann takes NUL for the end of input, the engine refuses it
// (request.cpp refuses any NUL before parsing).
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "../unit/json_compare.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (text.find('\0') != std::string_view::npos) {
    footwork::JsonDocument doc;
    footwork::JsonSyntaxError error;
    if (doc.parse(text, error)) {
      std::fprintf(stderr, "\n*** a text with a NUL byte was accepted\n");
      std::abort();
    }
    return 0;
  }
  const std::string d = jsoncmp::compare(text);
  if (!d.empty()) {
    std::fprintf(stderr, "\n*** json_value and nlohmann differ: %s\n--- text:\n%.4000s\n", d.c_str(),
                 std::string(text).c_str());
    std::abort();
  }
  return 0;
}
