# Sourced by the browser test stages (scripts/test.d/25-pages.sh, 26-extension.sh): builds the wasm
# package when one of the files named in $need is missing, and checks Debian's Chromium is there.
# Usage: need="footwork.wasm footwork.single.js"; stage=25-pages; source scripts/lib/browser-stage.sh
export NODE_PATH=/usr/share/nodejs  # Emscripten 3.1.6's optimizer needs Debian's acorn

for f in $need; do
  if [ ! -f "build/wasm/package/$f" ]; then
    cmake --preset wasm >/dev/null
    cmake --build --preset wasm
    break
  fi
done
if [ ! -x "${FOOTWORK_CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "$stage: no Chromium at ${FOOTWORK_CHROMIUM:-/usr/bin/chromium} (scripts/setup.sh installs the chromium package)" >&2
  exit 1
fi
