// The worst requests the limits allow (tests/common/worst_requests.h), timed: docs/limits.md
// ("Time: the worst requests") reports these figures and the bounds they are held to (the worst move
// under 20 s, the worst scene write-back under 10 s, the oversized text refused under 2 s, natively;
// the searches within their default budget under 1 s natively, "Budgets"), so a page is never hung
// by one query. The unit tests (tests/unit/limits_test.cpp) check the same
// requests' answers and never time them.
//   build/native/tests/bench/footwork_limits_bench --benchmark_time_unit=s
#include <benchmark/benchmark.h>

#include "common/worst_requests.h"

namespace {

void WorstMove(benchmark::State& state) {
  const std::string text = worst::move(footwork::Limits::kMaxPathSteps).dump();
  for (auto _ : state) benchmark::DoNotOptimize(footwork::handleRequestText(text));
}

void WorstSceneWriteBack(benchmark::State& state) {
  const std::string text = worst::sceneWriteBack(2000).dump();
  for (auto _ : state) benchmark::DoNotOptimize(footwork::handleRequestText(text));
}

// The searches past any time a host can wait (issue 41), each within its budget (`maxNodes`, default
// 1,000,000; docs/limits.md "Budgets"): places at 100,000 ft on 200×200 and 400×400 (3.1 s and
// 38.8 s before), reachable among 1,000 creatures on 200×200 (11.4 s before), and the largest maps:
// reachable and places on 2000×2000 (the reachable window is the whole map) and places on
// 1400×1400 (a map the path query's landmarks cover: their tables are set up outside the budget).
// Counter `nodes`: the budget spent.
void Budgeted(benchmark::State& state, const worst::json& request) {
  const std::string text = request.dump();
  std::string answer;
  for (auto _ : state) answer = footwork::handleRequestText(text);
  const auto r = worst::json::parse(answer);
  state.counters["nodes"] = r["result"]["nodes"].get<double>();
  state.counters["places"] = r["result"]["count"].get<double>();
  state.SetLabel(r["result"]["status"].get<std::string>());
}

worst::json asked(worst::json request, const char* query) {
  request["query"] = query;
  return request;
}

void OversizedTextRefused(benchmark::State& state) {
  const std::string text = worst::oversizedText();
  for (auto _ : state) benchmark::DoNotOptimize(footwork::handleRequestText(text));
}

BENCHMARK(WorstMove)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(WorstSceneWriteBack)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(OversizedTextRefused)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(Budgeted, places_200, worst::farPlaces(200))->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(Budgeted, places_400, worst::farPlaces(400))->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(Budgeted, reachable_1000_creatures, worst::crowdedReachable(200, 1000))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK_CAPTURE(Budgeted, places_2000_creatures, asked(worst::crowdedReachable(200, 1999), "places"))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK_CAPTURE(Budgeted, reachable_2000x2000, asked(worst::farPlaces(2000), "reachable"))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(Budgeted, places_2000x2000, worst::farPlaces(2000))->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(Budgeted, places_1400x1400_landmarks, worst::farPlaces(1400))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
