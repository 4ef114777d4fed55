#!/usr/bin/env bash
# Test stage: the VTT shim (web/shim, docs/shim.md) under Node against the real WebAssembly and
# plain-JS builds, and its typings (tsc --noEmit).
# needs: build-wasm
# tier: quick
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=21-shim
source scripts/lib/browser-stage.sh
cd web
timeout 300 "${node_test[@]}" test/shim/*.test.mjs
node_modules/.bin/tsc -p test/shim/types
echo "21-shim: shim typings compile (tsc --noEmit)"
