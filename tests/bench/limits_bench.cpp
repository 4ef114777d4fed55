// The worst requests the limits allow (tests/common/worst_requests.h), timed: docs/limits.md
// ("Time: the worst requests") reports these figures and the bounds they are held to (the worst move
// under 20 s, the worst scene write-back under 10 s, the oversized text refused under 2 s, natively),
// so a page is never hung by one query. The unit tests (tests/unit/limits_test.cpp) check the same
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

void OversizedTextRefused(benchmark::State& state) {
  const std::string text = worst::oversizedText();
  for (auto _ : state) benchmark::DoNotOptimize(footwork::handleRequestText(text));
}

BENCHMARK(WorstMove)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(WorstSceneWriteBack)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(OversizedTextRefused)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
