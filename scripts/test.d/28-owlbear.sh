#!/usr/bin/env bash
# Test stage: the Owlbear Rodeo extension (web/owlbear, docs/owlbear.md): its scene mapping under Node,
# its JavaScript type-checked by tsc against the SDK's own .d.ts, then the extension built as for
# dist/owlbear/ and run in Debian's headless Chromium inside the host replica
# (web/test/owlbear/harness), driven by the real mouse.
# needs: build-wasm
# cores: 1
# (Two test files at a time, but mostly waiting on the browser's frames and the pages' timers: the
# four browser stages kept 0.5 of a core busy on average (pages 140 s of CPU in 266 s, 2026-12-07),
# so they run beside a build rather than after all three.)
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=28-owlbear
source scripts/lib/browser-stage.sh
cd web
timeout 120 "${node_test[@]}" test/owlbear/scene-map.test.mjs test/owlbear/hex.test.mjs
node_modules/.bin/tsc -p test/owlbear/types
echo "28-owlbear: extension typings compile against the SDK's .d.ts (tsc --noEmit)"
# Every other test file is a browser one, found by name so that none is left out (a list kept by hand
# missed cannot-end.test.mjs, the one-voice check on Owlbear).
# A hung browser fails the stage instead of stalling it.
browser_files=()
for f in test/owlbear/*.test.mjs; do
  case "$f" in */scene-map.test.mjs | */hex.test.mjs) ;; *) browser_files+=("$f") ;; esac
done
timeout 600 "${node_test[@]}" "${browser_files[@]}"
