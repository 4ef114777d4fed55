#!/usr/bin/env bash
# Test stage: the browser builds (preset `wasm`: ES module + .wasm, single-file, plain JS) under Node:
# every golden vector of tests/vectors/ through all three must give byte-identical responses to the
# native CLI; then the JS API tests (bad input, incremental updates, typed arrays, delete()) and
# `tsc --noEmit` on the typings.
# needs: build-wasm build-native
# tier: quick
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/builds.sh
need_build wasm
need_build native footwork  # the CLI the vectors are compared with
cd web
# Only this stage's files: the shim, page and extension tests have their own stages.
FOOTWORK_CLI=build/native/cpp/footwork node --test test/*.test.mjs
node_modules/.bin/tsc -p test/types
echo "wasm: typings compile (tsc --noEmit)"
