#!/usr/bin/env bash
# The main job: set up, build, answer the sample request, produce dist/ and serve the calculator page.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export NODE_PATH=/usr/share/nodejs

cmake --preset native >/dev/null
cmake --build --preset native --target footwork
echo "== sample request (docs/examples/move-sw5e.json)"
build/native/cpp/footwork --pretty docs/examples/move-sw5e.json

for step in scripts/run.d/*.sh; do
  [ -e "$step" ] || continue
  bash "$step"
done
