# Sourced by the JS and browser test stages (scripts/test.d/2x-*.sh): the wasm package they load
# (scripts/lib/builds.sh: built unless README's test command has built it already) and Debian's Chromium.
# Usage: stage=25-pages; source scripts/lib/browser-stage.sh
source scripts/lib/builds.sh
need_build wasm
if [ ! -x "${FOOTWORK_CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "$stage: no Chromium at ${FOOTWORK_CHROMIUM:-/usr/bin/chromium} (scripts/setup.sh installs the chromium package)" >&2
  exit 1
fi
# Node's test runner, two test files at a time (each file launches one browser and gives every test a
# fresh context); FOOTWORK_TEST_CONCURRENCY=1 runs one file at a time. An array, not a function, so
# `timeout` can run it: timeout 600 "${node_test[@]}" test/x/*.test.mjs
node_test=(node --test --test-concurrency="${FOOTWORK_TEST_CONCURRENCY:-2}")
