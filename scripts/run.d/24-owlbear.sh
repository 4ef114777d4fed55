#!/usr/bin/env bash
# dist/owlbear/: the Owlbear Rodeo extension as static files with its manifest.json (docs/owlbear.md):
# web/owlbear/ bundled by esbuild with the SDK, web/shim and web/lib, beside the engine files of the
# wasm build's package. Runs after 20-dist.sh, which has built that package.
# Its store listing (docs/owlbear.md, "Publishing"): dist/store/owlbear/store.md, whose links point
# at $FOOTWORK_OWLBEAR_URL (where dist/owlbear/ will be hosted), and the hero image it links to,
# dist/owlbear/store-hero.png, a 1280×800 screenshot taken by web/test/store/owlbear-store.test.mjs.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs

pkg=build/wasm/package
if [ ! -f "$pkg/footwork.wasm" ] || [ ! -f "$pkg/footwork.mjs" ] || [ ! -f "$pkg/footwork.asm.mjs" ]; then
  cmake --preset wasm >/dev/null
  cmake --build --preset wasm
fi
node web/owlbear/build.mjs dist/owlbear "$pkg"
(cd web && FOOTWORK_STORE_DIR=../dist/owlbear node --test test/store/owlbear-store.test.mjs >/dev/null) \
  || { echo "24-owlbear: the store listing's checks or its hero image failed (run: cd web && node --test test/store/owlbear-store.test.mjs)" >&2; exit 1; }
node web/owlbear/store/listing.mjs dist/store/owlbear
echo "== dist/owlbear/ (host it over HTTPS with CORS, then add its manifest.json in Owlbear: docs/owlbear.md)"
ls -l dist/owlbear
echo "== dist/store/owlbear/store.md (the Owlbear store listing)"
