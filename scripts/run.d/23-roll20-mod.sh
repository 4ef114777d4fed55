#!/usr/bin/env bash
# dist/footwork-roll20-mod.js: the Roll20 Mod script, one file to paste into a campaign's Mod scripts
# (docs/roll20-mod.md). Bundles web/roll20-mod with the engine's plain-JavaScript build from the wasm
# package (20-dist.sh has built it; built here when missing). dist/roll20-one-click/Footwork/: the same
# script in Roll20's one-click layout (script.json and <version>/footwork.js, web/roll20-mod/one-click.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs

pkg=build/wasm/package
if [ ! -f "$pkg/footwork.asm.mjs" ] || [ ! -f "$pkg/api.js" ]; then
  cmake --preset wasm >/dev/null
  cmake --build --preset wasm
fi
node web/roll20-mod/build.mjs dist/footwork-roll20-mod.js "$pkg"
gzip -9c dist/footwork-roll20-mod.js | wc -c | xargs printf 'dist/footwork-roll20-mod.js gzipped: %s bytes\n'
rm -rf dist/roll20-one-click
node web/roll20-mod/one-click.mjs dist/roll20-one-click dist/footwork-roll20-mod.js
