#!/usr/bin/env bash
# Test stage: the Roll20 Mod script (web/roll20-mod, docs/roll20-mod.md) under Node: built from the
# sources and run on a replica of Roll20's Mod sandbox (web/test/roll20-mod/harness.mjs: a vm context
# refusing code from strings and WebAssembly, the Mod API from Roll20's published types and help
# pages); one test renders the whispers in Debian's headless Chromium. Beside it: the Mod under Mock20
# (npm `mock20`, a Roll20 API replica written by others, test/roll20-mod/mock20.mjs), and property
# tests (fast-check) over web/roll20's readers of host data and the Mod's handlers (test/fuzz-roll20;
# FOOTWORK_FUZZ_SEED replays a run, FOOTWORK_FUZZ_RUNS sets the run count); and the Roll20 page model
# both hosts share (test/roll20: random pages read by the extension and the Mod give the same scene).
# needs: build-wasm
# cores: 1
# (Two test files at a time, but mostly waiting on the browser's frames and the pages' timers: the
# four browser stages kept 0.5 of a core busy on average (pages 140 s of CPU in 266 s, 2026-12-07),
# so they run beside a build rather than after all three.)
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=29-roll20-mod
source scripts/lib/browser-stage.sh
cd web
timeout 600 "${node_test[@]}" test/roll20-mod/*.test.mjs test/fuzz-roll20/*.test.mjs test/roll20/*.test.mjs
