// libFuzzer target for every query family: the query name comes from the query table
// (footwork::queryTable()), so a family added later is fuzzed with no change here. Set
// FOOTWORK_FUZZ_QUERY=<name> to fuzz one query (scripts/test.d/40-fuzz.sh runs each in turn);
// FOOTWORK_FUZZ_LIST=1 prints the table's names and exits. Fields are named from the protocol
// sources (fuzz_common.h, Vocabulary) with values of the kind the source reads, so the handlers get
// past their first checks; the scene is a random small one, given in the request or kept loaded.
#include "fuzz_common.h"

using fuzz::json;
#include "protocol/scene/scene_json.h"

namespace {
const footwork::QueryInfo* pinned = nullptr;
}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (std::getenv("FOOTWORK_FUZZ_LIST")) {
    for (auto& q : footwork::queryTable()) std::printf("%s\n", q.name);
    std::exit(0);
  }
  if (const char* name = std::getenv("FOOTWORK_FUZZ_QUERY")) {
    pinned = footwork::findQuery(name);
    if (!pinned) {
      std::fprintf(stderr, "fuzz_query: no query named %s in the table\n", name);
      std::exit(2);
    }
  }
  fuzz::Vocabulary::get();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const auto& table = footwork::queryTable();
  const footwork::QueryInfo& q = pinned ? *pinned : table[in.ConsumeIntegralInRange<std::size_t>(0, table.size() - 1)];
  const fuzz::Vocabulary& vocab = fuzz::Vocabulary::get();
  fuzz::SceneInfo info;
  const json scene = fuzz::makeScene(in, info);
  json request{{"query", q.name}};
  const bool useLoaded = in.ConsumeIntegralInRange(0, 3) == 0;
  if (!useLoaded && (q.needsScene || in.ConsumeIntegralInRange(0, 9) == 0)) request["scene"] = scene;
  // The calculators' ruleset (an id or a variant); other queries refuse the field.
  if (in.ConsumeIntegralInRange(0, 3) == 0) request["ruleset"] = fuzz::rulesetValue(in);
  for (int i = in.ConsumeIntegralInRange(0, 7); i > 0; --i) {
    const auto& f = fuzz::pick(in, vocab.fields);
    request[f.name] = fuzz::fieldValue(in, info, f.kind);
  }
  std::unique_ptr<footwork::Scene> loaded;
  if (useLoaded) {
    auto parsed = footwork::parseScene(fuzz::document(scene).root(), "$.scene");
    if (parsed) loaded = std::move(parsed.value());
  }
  const std::string text = fuzz::text(request);
  fuzz::checkResponse(text, footwork::handleRequestText(text, loaded.get()), loaded.get());
  return 0;
}
