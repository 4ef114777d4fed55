#!/usr/bin/env bash
# Test stage: the C++ tree is formatted with the committed style (.clang-format at the root). Fails
# naming every file clang-format would change; `clang-format -i` on those files fixes them.
# tier: quick
set -euo pipefail
cd "$(dirname "$0")/../.."

format=$(command -v clang-format-14 || command -v clang-format)
mapfile -t files < <(git ls-files 'cpp/*.h' 'cpp/*.cpp' 'tests/*.h' 'tests/*.cpp' 'bindings/*.cpp' 'bindings/*.h')
"$format" --dry-run -Werror --style=file "${files[@]}"
echo "format: ${#files[@]} C++ files formatted as .clang-format says ($("$format" --version | head -1))"
