#!/usr/bin/env bash
# Build stage: the native build (preset native: g++, RelWithDebInfo, -Werror): the GoogleTest suite,
# the golden-vector runner, the command-line tool the JS vector tests compare with, the benchmarks
# (built so they keep compiling; run by hand, docs/performance.md) and the one-header-at-a-time check.
# cores: 2
# tier: quick
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/builds.sh
FOOTWORK_BUILT= need_build native
