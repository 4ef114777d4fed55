#!/usr/bin/env bash
# Build stage: the browser builds (preset wasm, Debian's Emscripten 3.1.6; bindings/): the ES module
# with its .wasm, the single-file script and the plain-JS build, and build/wasm/package/ (the npm
# package's contents) that every JS and browser stage loads.
# cores: 2
# tier: quick
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/builds.sh
FOOTWORK_BUILT= need_build wasm
ls -l build/wasm/package/footwork.wasm build/wasm/package/footwork.single.js build/wasm/package/footwork.asm.mjs
