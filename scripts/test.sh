#!/usr/bin/env bash
# Every test: the native GoogleTest suite, the same suite under ASan+UBSan, and (as they land) the
# WebAssembly and plain-JS builds against the golden vectors, the browser tests and the fuzzers.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export NODE_PATH=/usr/share/nodejs  # Emscripten 3.1.6's optimizer needs Debian's acorn

echo "== native build and tests"
cmake --preset native >/dev/null
cmake --build --preset native
ctest --preset native --output-on-failure -j2

for step in scripts/test.d/*.sh; do
  [ -e "$step" ] || continue
  echo "== $(basename "$step" .sh)"
  bash "$step"
done
echo "all test stages passed"
