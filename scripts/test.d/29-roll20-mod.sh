#!/usr/bin/env bash
# The Roll20 Mod script (web/roll20-mod, docs/roll20-mod.md) under Node: built from the sources and run
# on a replica of Roll20's Mod sandbox (web/test/roll20-mod/harness.mjs: a vm context refusing code
# from strings and WebAssembly, the Mod API from Roll20's published types and help pages). Needs the
# wasm package (its plain-JS build); builds the `wasm` preset when it is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs  # Emscripten 3.1.6's optimizer needs Debian's acorn

for f in footwork.asm.mjs api.js; do
  if [ ! -f "build/wasm/package/$f" ]; then
    cmake --preset wasm >/dev/null
    cmake --build --preset wasm
    break
  fi
done
cd web
timeout 600 node --test test/roll20-mod/*.test.mjs
