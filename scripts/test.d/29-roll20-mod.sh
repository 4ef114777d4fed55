#!/usr/bin/env bash
# Test stage: the Roll20 Mod script (web/roll20-mod, docs/roll20-mod.md) under Node: built from the
# sources and run on a replica of Roll20's Mod sandbox (web/test/roll20-mod/harness.mjs: a vm context
# refusing code from strings and WebAssembly, the Mod API from Roll20's published types and help
# pages); one test renders the whispers in Debian's headless Chromium.
# needs: build-wasm
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=29-roll20-mod
source scripts/lib/browser-stage.sh
cd web
timeout 600 node_test test/roll20-mod/*.test.mjs
