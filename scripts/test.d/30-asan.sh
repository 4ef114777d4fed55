#!/usr/bin/env bash
# Test stage: the whole GoogleTest suite (unit tests and every golden vector) built with
# AddressSanitizer and UndefinedBehaviorSanitizer (preset native-asan: g++, Debug). Any leak, bad
# access or undefined behaviour fails the stage (-fno-sanitize-recover=all, halt_on_error).
set -euo pipefail
cd "$(dirname "$0")/../.."

start=$(date +%s)
cmake --preset native-asan >/dev/null
cmake --build --preset native-asan
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ctest --preset native-asan -j2 --timeout 900
echo "asan: whole suite clean under ASan+UBSan in $(( $(date +%s) - start )) s"
