#!/usr/bin/env bash
# README's test command: sets up what is missing, then runs every stage of scripts/test.d/ on both
# cores, each timed, ending with a table of the stages' times (scripts/lib/stages.py; docs/testing.md).
#   scripts/test.sh            every stage: what CI runs (.ci/run)
#   scripts/test.sh --quick    the inner loop: the native build and suite, the format checks and the
#                              Node suites (the WebAssembly ones once a full run has built it)
#   scripts/test.sh NAME...    the named stages and the builds they need (`--list` names them)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec python3 scripts/lib/stages.py "$@"
