#!/usr/bin/env bash
# The long fuzzing run, by hand (README's test command fuzzes for a bounded time only):
#   scripts/fuzz.sh [MINUTES]    default 30: split over the targets and queries, two at a time
# It replays every kept input and golden vector first, as the test stage does, then fuzzes each target
# with a corpus kept between runs in build/sanitize/fuzz-corpus/ (never in the repository). A crash is
# kept in build/sanitize/fuzz-artifacts/; to keep good new inputs, minimise them into the repository's
# corpus as tests/fuzz/corpus/README.md says.
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-30}
case $minutes in '' | *[!0-9]*) echo "usage: scripts/fuzz.sh [MINUTES]" >&2; exit 2 ;; esac
scripts/setup.sh
source scripts/lib/builds.sh
need_build sanitize
queries=$(FOOTWORK_FUZZ_LIST=1 build/sanitize/tests/fuzz/fuzz_query | wc -l)
# The four whole-request targets get four times a query's share; two run at once.
share=$(( minutes * 60 * 2 / (4 * 4 + queries) ))
[ "$share" -ge 1 ] || share=1
echo "fuzz.sh: $minutes min: $(( share * 4 )) s for each of 4 targets, $share s for each of $queries queries"
FUZZ_SECONDS=$(( share * 4 )) FUZZ_QUERY_SECONDS=$share FUZZ_CORPUS=build/sanitize/fuzz-corpus \
  FOOTWORK_BUILT="sanitize" exec bash scripts/test.d/40-fuzz.sh
