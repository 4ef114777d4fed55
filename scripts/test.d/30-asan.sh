#!/usr/bin/env bash
# Test stage: the whole GoogleTest suite (unit tests and every golden vector) under AddressSanitizer
# and UndefinedBehaviorSanitizer (preset sanitize: clang, -O1, -fno-sanitize-recover=all). Any leak,
# bad access or undefined behaviour fails the stage (halt_on_error).
# needs: build-sanitize
# cores: 2
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/builds.sh
need_build sanitize
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ctest --preset sanitize -j2 --timeout 900
