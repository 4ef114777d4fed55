#!/usr/bin/env bash
# Test stage: the Owlbear Rodeo extension (web/owlbear, docs/owlbear.md): its scene mapping under Node,
# its JavaScript type-checked by tsc against the SDK's own .d.ts, then the extension built as for
# dist/owlbear/ and run in Debian's headless Chromium inside the host replica
# (web/test/owlbear/harness), driven by the real mouse.
# needs: build-wasm
# cores: 2
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=28-owlbear
source scripts/lib/browser-stage.sh
cd web
timeout 120 "${node_test[@]}" test/owlbear/scene-map.test.mjs test/owlbear/hex.test.mjs
node_modules/.bin/tsc -p test/owlbear/types
echo "28-owlbear: extension typings compile against the SDK's .d.ts (tsc --noEmit)"
# A hung browser fails the stage instead of stalling it.
timeout 600 "${node_test[@]}" test/owlbear/drag.test.mjs test/owlbear/host.test.mjs test/owlbear/panel.test.mjs test/owlbear/house-rules.test.mjs test/owlbear/move-record.test.mjs test/owlbear/places.test.mjs test/owlbear/screens.test.mjs
