#!/usr/bin/env bash
# Test stage: the Roll20 extension (web/extension, docs/extension.md) unpacked in Debian's headless
# Chromium (--headless=new loads extensions) on a replica of the Roll20 editor served through
# Playwright's request routing.
# needs: build-wasm
# cores: 1
# (Two test files at a time, but mostly waiting on the browser's frames and the pages' timers: the
# four browser stages kept 0.5 of a core busy on average (pages 140 s of CPU in 266 s, 2026-12-07),
# so they run beside a build rather than after all three.)
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=26-extension
source scripts/lib/browser-stage.sh
cd web
# A hung browser fails the stage instead of stalling it.
timeout 600 "${node_test[@]}" test/extension/*.test.mjs
