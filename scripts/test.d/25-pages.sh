#!/usr/bin/env bash
# The calculator page (web/calculator, docs/calculator.md) in Debian's headless Chromium through
# playwright-core: built into one self-contained footwork.html (web/calculator/build.mjs, esbuild),
# opened from disk (file://) and served by python3's http.server. Needs the wasm package
# (footwork.single.js); builds the `wasm` preset when it is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
need="footwork.single.js" stage=25-pages
source scripts/lib/browser-stage.sh
cd web
# The test files only (not helpers.mjs); a hung browser fails the stage instead of stalling it.
# 108 tests: about 5 minutes on the 2-core machine when idle, 10 when it is loaded (load 10-12).
timeout 1200 node --test test/pages/*.test.mjs
