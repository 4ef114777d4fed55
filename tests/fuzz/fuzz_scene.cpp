// libFuzzer target for the scene format: a random small scene (sometimes invalid) through the
// "scene" query. A scene that is accepted must write back in a normal form that reads back to the
// very same text (the round trip the WebAssembly Scene object and the VTT shim rely on).
#include "fuzz_common.h"

using fuzz::json;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  fuzz::SceneInfo info;
  const json scene = fuzz::makeScene(in, info);
  const std::string request = fuzz::text(json{{"query", "scene"}, {"scene", scene}});
  const json r = fuzz::checkResponse(request, footwork::handleRequestText(request), nullptr);
  if (!r.contains("result")) return 0;
  const json written = r["result"]["scene"];
  const std::string again = fuzz::text(json{{"query", "scene"}, {"scene", written}});
  const std::string response = footwork::handleRequestText(again);
  const json r2 = fuzz::checkResponse(again, response, nullptr);
  if (!r2.contains("result")) fuzz::fail("a written scene is refused when read back", again, response);
  if (r2["result"]["scene"] != written) fuzz::fail("a written scene does not read back the same", again, response);
  return 0;
}
