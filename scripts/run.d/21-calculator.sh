#!/usr/bin/env bash
# The calculator page (docs/calculator.md): dist/footwork.html, ONE self-contained file (page scripts
# bundled by esbuild, the stylesheet and the single-file engine inlined), made by
# web/calculator/build.mjs from build/wasm/package/footwork.single.js (scripts/run.d/20-dist.sh builds
# it). dist/calculator/index.html is the same file, so the served address keeps working.
set -euo pipefail
cd "$(dirname "$0")/../.."
engine="${FOOTWORK_PACKAGE_DIR:-build/wasm/package}/footwork.single.js"
if [ ! -f "$engine" ]; then
  echo "21-calculator: $engine is missing; scripts/run.d/20-dist.sh builds it" >&2
  exit 1
fi
node web/calculator/build.mjs "$engine" dist/footwork.html
rm -rf dist/calculator && mkdir -p dist/calculator
cp dist/footwork.html dist/calculator/index.html
