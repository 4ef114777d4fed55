#!/usr/bin/env bash
# Test stage: the calculator page (web/calculator, docs/calculator.md) in Debian's headless Chromium
# through playwright-core: built into one self-contained footwork.html (web/calculator/build.mjs,
# esbuild), opened from disk (file://) and served by python3's http.server.
# needs: build-wasm
# cores: 1
# (Two test files at a time, but mostly waiting on the browser's frames and the pages' timers: the
# four browser stages kept 0.5 of a core busy on average (pages 140 s of CPU in 266 s, 2026-12-07),
# so they run beside a build rather than after all three.)
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=25-pages
source scripts/lib/browser-stage.sh
cd web
# The test files only (not helpers.mjs); a hung browser fails the stage instead of stalling it.
timeout 1200 "${node_test[@]}" test/pages/*.test.mjs
