#pragma once
// Lengths in the core are integers: thousandths of a foot. Every cell size the rules use (0.5, 1,
// 1.25, 2.5, 5 ft), every speed and every half speed is exact in this unit, so costs add up without
// rounding and native, WebAssembly and plain-JS builds print the same numbers.
#include <cstdint>
#include <string>

namespace footwork {

using Milli = std::int64_t;  // thousandths of a foot
constexpr Milli kMilliPerFoot = 1000;

constexpr Milli feet(double f) { return static_cast<Milli>(f * kMilliPerFoot + (f >= 0 ? 0.5 : -0.5)); }
constexpr double toFeet(Milli m) { return static_cast<double>(m) / kMilliPerFoot; }

// A length as the messages write it: "30 ft", "7.5 ft", "1.25 ft", "-0.5 ft".
std::string feetText(Milli m);

}  // namespace footwork
