#include "core/movement/step_price.h"

namespace footwork {
namespace {

constexpr const char* kReasonNames[kStepReasonCount] = {
    "diagonal", "second-diagonal", "difficult", "obstructed", "low-obstacle",  "creature-space",
    "crawl",    "climb",           "swim",      "squeeze",    "helpless-body", "ignores-difficult"};

}  // namespace

const char* stepReasonName(std::uint32_t bit) {
  for (int i = 0; i < kStepReasonCount; ++i)
    if (bit == (1u << i)) return kReasonNames[i];
  return "";
}

}  // namespace footwork
