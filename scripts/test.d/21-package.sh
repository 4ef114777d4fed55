#!/usr/bin/env bash
# The npm package as users get it (web/test/package/): npm pack of the wasm build's package, its file
# list pinned, publint and @arethetypeswrong/cli with nothing to report, installed into a fresh
# folder, require() and import, and a small app bundled by Vite and by esbuild answering a move in
# Chromium. Then every version number agrees with the top-level CMakeLists.txt.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs  # Emscripten 3.1.6's optimizer needs Debian's acorn

cmake --preset wasm >/dev/null
cmake --build --preset wasm
cd web
node --test --test-concurrency=2 test/package/
echo "package: footwork-$(node build/version.mjs).tgz passes publint and attw, installs, bundles and answers"
