// libFuzzer target for the move family: a random small scene and a path of mostly neighbouring
// steps, with the move query's options. Beyond the checks every response passes, a move answer must
// add up: no more steps than asked, costs never negative, a running total that never falls, and a
// legal move only of legal steps.
#include "fuzz_common.h"

using fuzz::json;

namespace {
double feetOf(const json& length) {
  return length.is_object() && length.contains("feet") ? length["feet"].get<double>() : -1;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  fuzz::SceneInfo info;
  json request{{"query", "move"}, {"scene", fuzz::makeScene(in, info)}};
  const footwork::Cell start = info.positions.empty() ? footwork::Cell{0, 0} : fuzz::pick(in, info.positions);
  request["creature"] = info.ids.empty() || in.ConsumeIntegralInRange(0, 20) == 0
                            ? json("nobody")
                            : json(info.ids[in.ConsumeIntegralInRange<std::size_t>(0, info.ids.size() - 1)]);
  const std::size_t mover =
      info.ids.empty() ? 0
                       : static_cast<std::size_t>(
                             std::find(info.ids.begin(), info.ids.end(),
                                       request["creature"].is_string() ? request["creature"].get<std::string>() : "") -
                             info.ids.begin());
  const footwork::Cell from = mover < info.positions.size() ? info.positions[mover] : start;
  request["path"] = fuzz::pathValue(in, info, from);
  if (in.ConsumeIntegralInRange(0, 4) == 0) request["mode"] = fuzz::pick(in, fuzz::Names::get().modes);
  if (in.ConsumeIntegralInRange(0, 4) == 0)
    request["band"] = fuzz::pick(in, {"move", "dash", "double", "run", "step", "minimum", "shift", "charge", "x"});
  if (in.ConsumeIntegralInRange(0, 4) == 0) request["spent"] = fuzz::feetValue(in);
  if (in.ConsumeIntegralInRange(0, 6) == 0) request["diagonals"] = in.ConsumeIntegralInRange(0, 3);
  if (in.ConsumeIntegralInRange(0, 6) == 0) request["stopping"] = in.ConsumeBool();
  if (in.ConsumeIntegralInRange(0, 9) == 0) request["from"] = fuzz::cellValue(in, info);
  const std::string text = fuzz::text(request);
  const std::string response = footwork::handleRequestText(text);
  const json r = fuzz::checkResponse(text, response, nullptr);
  if (!r.contains("result")) return 0;
  const json& res = r["result"];
  const json& steps = res["steps"];
  if (!steps.is_array() || steps.size() > request["path"].size())
    fuzz::fail("more steps than the path has", text, response);
  double last = feetOf(res["spentBefore"]);
  bool allLegal = true;
  for (const json& s : steps) {
    if (feetOf(s["cost"]) < 0) fuzz::fail("a negative step cost", text, response);
    if (feetOf(s["total"]) < last) fuzz::fail("the running total fell", text, response);
    if (feetOf(s["remaining"]) < 0) fuzz::fail("negative movement remaining", text, response);
    last = feetOf(s["total"]);
    allLegal = allLegal && s["legal"] == true;
  }
  if (res["legal"] == true && !allLegal) fuzz::fail("a legal move with an illegal step", text, response);
  return 0;
}
