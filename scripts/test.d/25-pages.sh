#!/usr/bin/env bash
# The calculator page (web/calculator, docs/calculator.md) in Debian's headless Chromium through
# playwright-core: opened from disk (file://) and served by python3's http.server. Needs the wasm
# package (footwork.single.js); builds the `wasm` preset when it is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs  # Emscripten 3.1.6's optimizer needs Debian's acorn

if [ ! -f build/wasm/package/footwork.single.js ]; then
  cmake --preset wasm >/dev/null
  cmake --build --preset wasm
fi
if [ ! -x "${FOOTWORK_CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "25-pages: no Chromium at ${FOOTWORK_CHROMIUM:-/usr/bin/chromium} (scripts/setup.sh installs the chromium package)" >&2
  exit 1
fi
cd web
# The test files only (not helpers.mjs); a hung browser fails the stage instead of stalling it.
timeout 300 node --test test/pages/*.test.mjs
