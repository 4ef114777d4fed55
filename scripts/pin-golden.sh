#!/usr/bin/env bash
# Re-pins tests/golden.sha256, the SHA-256 of every golden vector's native response (checked by
# tests/unit/determinism_test.cpp), and prints which vectors' responses changed, appeared or went.
# Run it after a change in results that is intended, and explain the change in the commit message.
# It first runs every vector against its own expected answer (footwork_vectors): a hash is only
# pinned for answers the vectors agree with.
# Usage: scripts/pin-golden.sh [build-dir]   (default build/native, configured with the native preset)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/native}
if [ "$build" = build/native ]; then
  cmake --preset native >/dev/null
  cmake --build --preset native --target footwork_tests footwork_vectors
else
  cmake --build "$build" --target footwork_tests footwork_vectors -j2
fi
"$build/tests/footwork_vectors" --gtest_brief=1 >/dev/null || {
  echo "pin-golden: some vectors disagree with their expected answers (run $build/tests/footwork_vectors); nothing pinned" >&2
  exit 1
}
golden=tests/golden.sha256
old=$(mktemp)
trap 'rm -f "$old"' EXIT
[ -f "$golden" ] && cp "$golden" "$old"
FOOTWORK_PIN_GOLDEN=1 "$build/tests/footwork_tests" --gtest_filter='Determinism.GoldenResponsesMatchThePinnedHash' >/dev/null
python3 - "$old" "$golden" <<'PY'
import sys
def read(p):
    out = {}
    try:
        for line in open(p):
            if line.startswith("#") or "  " not in line: continue
            h, name = line.rstrip("\n").split("  ", 1)
            out[name] = h
    except FileNotFoundError:
        pass
    return out
old, new = read(sys.argv[1]), read(sys.argv[2])
changed = [n for n in new if n in old and old[n] != new[n] and n != "(all)"]
added = [n for n in new if n not in old and n != "(all)"]
gone = [n for n in old if n not in new and n != "(all)"]
for label, names in (("response changed", changed), ("new", added), ("gone", gone)):
    for n in sorted(names): print(f"  {label}: {n}")
total = len(new) - (1 if "(all)" in new else 0)
if old.get("(all)") == new.get("(all)"):
    print(f"pin-golden: {total} vectors, nothing changed ({new.get('(all)', '?')[:16]}…)")
else:
    print(f"pin-golden: {total} vectors pinned; {len(changed)} changed, {len(added)} new, {len(gone)} gone; "
          f"total {new.get('(all)', '?')[:16]}… (was {old.get('(all)', 'none')[:16]})")
PY
