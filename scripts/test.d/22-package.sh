#!/usr/bin/env bash
# Test stage: what users install, checked as their ecosystems check it:
# - web/test/package/: the npm package (npm pack of the wasm build's package): its file list pinned,
#   publint and @arethetypeswrong/cli with nothing to report, installed into a fresh folder, require()
#   and import, a small app bundled by Vite and by esbuild answering a move in Chromium; and every
#   version number agreeing with the top-level CMakeLists.txt.
# - web/test/store/: the store packages: the Chrome extension (manifest, icons, zip, privacy claim,
#   1280×800 screenshots on the Roll20 replica) and the Owlbear store listing (the store's schema,
#   the hero image on the Owlbear replica).
# needs: build-wasm
# cores: 2
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=22-package
source scripts/lib/browser-stage.sh
cd web
timeout 600 "${node_test[@]}" test/package/ test/store/
echo "package: footwork-$(node build/version.mjs).tgz passes publint and attw, installs, bundles and answers; store packages checked"
