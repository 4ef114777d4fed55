#!/usr/bin/env bash
# dist/extension/: the Roll20 browser extension, unpacked, ready for chrome://extensions → "Load
# unpacked" (docs/extension.md). Runs after 20-dist.sh, which has built the wasm package.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs

pkg=build/wasm/package
if [ ! -f "$pkg/footwork.wasm" ] || [ ! -f "$pkg/footwork.asm.mjs" ]; then
  cmake --preset wasm >/dev/null
  cmake --build --preset wasm
fi
node web/extension/build.mjs dist/extension "$pkg"
echo "== dist/extension/ (Load unpacked in chrome://extensions)"
ls -l dist/extension
