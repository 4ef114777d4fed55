// libFuzzer target: any bytes as a request text. The parser, the envelope and every query handler
// see whatever the fuzzer makes (seeded with every golden vector's request); a small scene is kept
// loaded, as the WebAssembly Scene object keeps one, so requests without a scene reach the queries.
#include "fuzz_common.h"

using fuzz::json;
#include "protocol/scene/scene_json.h"

namespace {
const footwork::Scene& loadedScene() {
  static const std::unique_ptr<footwork::Scene> scene = [] {
    auto s = footwork::parseScene(fuzz::document(json::parse(R"({"ruleset":"dnd35","grid":{"width":8,"height":6,
      "rows":["........","..~~....","..##..o.","....w...","._......","........"],
      "walls":[{"from":[5,0],"to":[5,2]}]},
      "creatures":[{"id":"hero","position":[1,1],"speeds":{"walk":30},"side":"party"},
                   {"id":"ogre","position":[4,3],"size":"large","speeds":{"walk":40},"side":"foe"},
                   {"id":"imp","position":[7,5],"size":"tiny","speeds":{"walk":20,"fly":40},"side":"foe"}]})"))
                                      .root(),
                                  "$.scene");
    if (!s) std::abort();
    return std::move(s.value());
  }();
  return *scene;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const footwork::Scene* loaded = size % 2 ? &loadedScene() : nullptr;
  fuzz::checkResponse(text, footwork::handleRequestText(text, loaded), loaded);
  return 0;
}
