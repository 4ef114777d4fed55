#!/usr/bin/env bash
# dist/: the browser builds and the npm package (see dist/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs

cmake --preset wasm >/dev/null
cmake --build --preset wasm
pkg=build/wasm/package
mkdir -p dist
for f in footwork.mjs footwork.wasm footwork.single.js footwork.single.cjs footwork.asm.mjs index.js api.js \
  index.d.ts index.d.cts protocol.d.ts protocol.d.cts; do
  cp "$pkg/$f" dist/
done
# The protocol's JSON Schema (docs/schema/), for hosts that validate requests or generate types.
mkdir -p dist/schema && cp docs/schema/*.json dist/schema/
# The example VTT (docs/embedding.md): the toy VTT and its Footwork adapter bundled by esbuild, with
# the single-file engine; open dist/examples/index.html from disk or serve it.
node web/examples/build.mjs dist/examples "$pkg"
rm -f dist/footwork-*.tgz
npm pack "$pkg" --pack-destination dist --silent >/dev/null
echo "== dist/"
ls -l dist/
gzip -9c dist/footwork.wasm | wc -c | xargs printf 'footwork.wasm gzipped: %s bytes\n'
