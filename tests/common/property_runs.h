#pragma once
// How many random cases a property test runs. The native suite (stage `native`) runs every case;
// the sanitized suite (stage `asan`: clang, ASan and UBSan at -O1) runs each case 10 to 30 times
// slower, and there the five longest property tests took 325 of the suite's 466 s (measured on the
// 2-core machine under load). What the sanitizers look for (a bad access, a leak, undefined
// behaviour) shows on the code paths the cases take, which a quarter of the cases still take, so
// under the sanitizers a property test runs a quarter of its cases, and its "enough was checked"
// floors scale the same way. Debug builds (no NDEBUG) are slow for the same reason.

namespace footwork::testing {

#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
inline constexpr bool kSlowBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSlowBuild = true;
#else
inline constexpr bool kSlowBuild = false;
#endif
#else
inline constexpr bool kSlowBuild = false;
#endif

// A property test's case count (or a floor of what it checked) for this build.
constexpr long long propertyRuns(long long native) { return kSlowBuild ? native / 4 : native; }

}  // namespace footwork::testing
