#!/usr/bin/env bash
# The Owlbear Rodeo extension (web/owlbear, docs/owlbear.md): its scene mapping under Node, its
# JavaScript type-checked by tsc against the SDK's own .d.ts, then the extension built as for
# dist/owlbear/ and run in Debian's headless Chromium inside the host replica
# (web/test/owlbear/harness), driven by the real mouse. Needs the wasm package; builds the `wasm`
# preset when it is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
need="footwork.wasm footwork.mjs footwork.asm.mjs index.js" stage=28-owlbear
source scripts/lib/browser-stage.sh
cd web
timeout 60 node --test test/owlbear/scene-map.test.mjs test/owlbear/hex.test.mjs
node_modules/.bin/tsc -p test/owlbear/types
echo "28-owlbear: extension typings compile against the SDK's .d.ts (tsc --noEmit)"
# A hung browser fails the stage instead of stalling it.
timeout 400 node --test test/owlbear/drag.test.mjs test/owlbear/host.test.mjs test/owlbear/panel.test.mjs
