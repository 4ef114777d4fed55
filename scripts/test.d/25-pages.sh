#!/usr/bin/env bash
# Test stage: the calculator page (web/calculator, docs/calculator.md) in Debian's headless Chromium
# through playwright-core: built into one self-contained footwork.html (web/calculator/build.mjs,
# esbuild), opened from disk (file://) and served by python3's http.server.
# needs: build-wasm
# cores: 2
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=25-pages
source scripts/lib/browser-stage.sh
cd web
# The test files only (not helpers.mjs); a hung browser fails the stage instead of stalling it.
timeout 1200 "${node_test[@]}" test/pages/*.test.mjs
