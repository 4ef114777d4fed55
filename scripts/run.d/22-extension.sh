#!/usr/bin/env bash
# dist/extension/: the Roll20 browser extension, unpacked, ready for chrome://extensions → "Load
# unpacked" (docs/extension.md). Runs after 20-dist.sh, which has built the wasm package.
# dist/store/chrome/: what the Chrome Web Store asks for (docs/extension.md, "Publishing"): the zip
# to upload, its description, the privacy statement, the icon and the 1280×800 screenshots, taken by
# web/test/store/extension-store.test.mjs on the replica of Roll20's editor.
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

rm -rf dist/store/chrome
node web/extension/store/store-package.mjs dist/extension dist/store/chrome
(cd web && FOOTWORK_STORE_DIR=../dist/store/chrome node --test test/store/extension-store.test.mjs >/dev/null) \
  || { echo "22-extension: the store screenshots could not be taken (run: cd web && node --test test/store/extension-store.test.mjs)" >&2; exit 1; }
echo "== dist/store/chrome/ (upload the zip in the Chrome Web Store's developer dashboard)"
ls -l dist/store/chrome
