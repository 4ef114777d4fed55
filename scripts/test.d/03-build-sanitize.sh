#!/usr/bin/env bash
# Build stage: one sanitized build for two stages (preset sanitize: clang, AddressSanitizer and
# UndefinedBehaviorSanitizer, -fno-sanitize-recover=all, -O1 with line tables): the whole GoogleTest
# suite for stage 30-asan and the libFuzzer targets for stage 40-fuzz, from the same objects. -O1 is
# what libFuzzer's and the sanitizers' documentation advise: the checks are the same as at -O0 and the
# suite runs several times faster (docs/testing.md).
# cores: 2
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/builds.sh
FOOTWORK_BUILT= need_build sanitize
