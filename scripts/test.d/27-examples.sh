#!/usr/bin/env bash
# Test stage: the example VTT (web/examples, docs/embedding.md): built with esbuild as
# scripts/run.d/20-dist.sh builds dist/examples/, opened from disk and served, in Debian's headless
# Chromium through playwright-core with real mouse events. Screenshots: build/screenshots/example-*.png.
# needs: build-wasm
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=27-examples
source scripts/lib/browser-stage.sh
cd web
# The test files only (not helpers.mjs); a hung browser fails the stage instead of stalling it.
timeout 300 "${node_test[@]}" test/examples/*.test.mjs
