#!/usr/bin/env bash
# dist/owlbear/: the Owlbear Rodeo extension as static files with its manifest.json (docs/owlbear.md):
# web/owlbear/ bundled by esbuild with the SDK, web/shim and web/lib, beside the engine files of the
# wasm build's package. Runs after 20-dist.sh, which has built that package.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs

pkg=build/wasm/package
if [ ! -f "$pkg/footwork.wasm" ] || [ ! -f "$pkg/footwork.mjs" ] || [ ! -f "$pkg/footwork.asm.mjs" ]; then
  cmake --preset wasm >/dev/null
  cmake --build --preset wasm
fi
node web/owlbear/build.mjs dist/owlbear "$pkg"
echo "== dist/owlbear/ (host it over HTTPS with CORS, then add its manifest.json in Owlbear: docs/owlbear.md)"
ls -l dist/owlbear
