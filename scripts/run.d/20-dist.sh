#!/usr/bin/env bash
# dist/: the browser builds and the npm package (see dist/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs

cmake --preset wasm >/dev/null
cmake --build --preset wasm
pkg=build/wasm/package
mkdir -p dist
for f in footwork.mjs footwork.wasm footwork.single.js footwork.asm.mjs index.js api.js index.d.ts; do
  cp "$pkg/$f" dist/
done
rm -f dist/footwork-*.tgz
npm pack "$pkg" --pack-destination dist --silent >/dev/null
echo "== dist/"
ls -l dist/
gzip -9c dist/footwork.wasm | wc -c | xargs printf 'footwork.wasm gzipped: %s bytes\n'
