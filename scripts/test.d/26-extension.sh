#!/usr/bin/env bash
# Test stage: the Roll20 extension (web/extension, docs/extension.md) unpacked in Debian's headless
# Chromium (--headless=new loads extensions) on a replica of the Roll20 editor served through
# Playwright's request routing.
# needs: build-wasm
# cores: 2
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=26-extension
source scripts/lib/browser-stage.sh
cd web
# A hung browser fails the stage instead of stalling it.
timeout 600 "${node_test[@]}" test/extension/*.test.mjs
