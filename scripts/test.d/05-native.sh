#!/usr/bin/env bash
# Test stage: the native GoogleTest suite (every unit test, and every golden vector through one runner,
# tests/vectors) on the native build, both cores.
# needs: build-native
# cores: 2
# tier: quick
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/builds.sh
need_build native
ctest --preset native -j2
