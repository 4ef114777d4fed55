# Sourced by the JS and browser test stages (scripts/test.d/2x-*.sh): the wasm package they load
# (scripts/lib/builds.sh: built unless README's test command has built it already) and Debian's Chromium.
# Usage: stage=25-pages; source scripts/lib/browser-stage.sh
source scripts/lib/builds.sh
need_build wasm
if [ ! -x "${FOOTWORK_CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "$stage: no Chromium at ${FOOTWORK_CHROMIUM:-/usr/bin/chromium} (scripts/setup.sh installs the chromium package)" >&2
  exit 1
fi
# Test files run two at a time (each file launches one browser and gives every test a fresh context);
# a stage run alone may set FOOTWORK_TEST_CONCURRENCY=1 to see one file's output at a time.
node_test() { node --test --test-concurrency="${FOOTWORK_TEST_CONCURRENCY:-2}" "$@"; }
