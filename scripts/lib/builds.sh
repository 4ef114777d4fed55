# Sourced by the test stages: the four C++ builds every stage draws on, each made once per run.
#   need_build native     preset native (g++, RelWithDebInfo): unit tests, vector runner, CLI, benchmarks
#   need_build wasm       preset wasm (Emscripten): footwork.wasm, footwork.single.js, footwork.asm.mjs, package/
#   need_build sanitize   preset sanitize (clang, ASan+UBSan, -O1): unit tests, vector runner, libFuzzer targets
#   need_build native footwork   only the named targets of that build
# Under README's test command (scripts/lib/stages.py) the build stages 01-03 have made them already and
# FOOTWORK_BUILT names them, so a stage goes straight to its tests; a stage run alone
# (`bash scripts/test.d/25-pages.sh`) builds what it needs first. `make` decides what is out of date.
# FOOTWORK_QUICK=1 (scripts/test.sh --quick) builds only the native targets the quick tier runs.
export NODE_PATH=/usr/share/nodejs  # Emscripten 3.1.6's optimizer needs Debian's acorn

need_build() {
  local build=$1
  shift
  case " ${FOOTWORK_BUILT:-} " in *" $build "*) return 0 ;; esac
  local targets=()
  [ $# -gt 0 ] && targets=(--target "$@")
  case $build in
    native)
      # The quick tier skips the benchmarks and the one-header-at-a-time check.
      [ "${FOOTWORK_QUICK:-0}" = 1 ] && [ $# -eq 0 ] && targets=(--target footwork_tests footwork_vectors footwork) ;;
    wasm) ;;
    sanitize) [ $# -eq 0 ] && targets=(--target footwork_tests footwork_vectors fuzzers) ;;
    *) echo "need_build: no build named '$build' (native, wasm, sanitize)" >&2; return 2 ;;
  esac
  cmake --preset "$build" >/dev/null
  cmake --build --preset "$build" "${targets[@]}"
}
