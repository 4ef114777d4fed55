#!/usr/bin/env bash
# The VTT shim (web/shim, docs/shim.md) under Node against the real WebAssembly and plain-JS builds,
# then the Roll20 extension (web/extension, docs/extension.md) unpacked in Debian's headless Chromium
# (--headless=new loads extensions) on a replica of the Roll20 editor served through Playwright's
# request routing. Needs the wasm package; builds the `wasm` preset when it is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
need="footwork.wasm footwork.asm.mjs index.js" stage=26-extension
source scripts/lib/browser-stage.sh
cd web
# A hung browser fails the stage instead of stalling it.
timeout 120 node --test test/shim/*.test.mjs
node_modules/.bin/tsc -p test/shim/types
echo "26-extension: shim typings compile (tsc --noEmit)"
timeout 480 node --test test/extension/*.test.mjs
