#!/usr/bin/env bash
# The browser builds (preset `wasm`: ES module + .wasm, single-file, plain JS): every golden vector of
# tests/vectors/ through all three must give byte-identical responses to the native CLI; then the JS
# API tests (bad input, incremental updates, typed arrays, delete()) and `tsc --noEmit` on the typings.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs  # Emscripten 3.1.6's optimizer needs Debian's acorn

cmake --preset wasm >/dev/null
cmake --build --preset wasm
# The native CLI the vectors are compared with (test.sh has built the native preset already).
[ -x build/native/cpp/footwork ] || { cmake --preset native >/dev/null && cmake --build --preset native --target footwork; }

ls -l build/wasm/package/footwork.wasm build/wasm/package/footwork.single.js build/wasm/package/footwork.asm.mjs
cd web
# Only this stage's files: the shim, page and extension tests have their own stages (25, 26).
FOOTWORK_CLI=build/native/cpp/footwork node --test test/*.test.mjs
node_modules/.bin/tsc -p test/types
echo "wasm: typings compile (tsc --noEmit)"
