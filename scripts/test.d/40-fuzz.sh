#!/usr/bin/env bash
# Test stage: the libFuzzer targets of tests/fuzz (clang, ASan, UBSan), each for a bounded time.
#   fuzz_request  any bytes as a request (seeds: tests/fuzz/corpus/fuzz_request + every golden vector)
#   fuzz_json     any bytes through the engine's JSON parser and nlohmann: same decision, values, error spot
#   fuzz_scene    random scenes through the scene query; accepted scenes must round-trip
#   fuzz_move     random scenes and paths through the move query; answers must add up
#   fuzz_query    once per query in the table (FOOTWORK_FUZZ_QUERY), so new queries are fuzzed too
# Times: FUZZ_SECONDS per target (default 25), FUZZ_QUERY_SECONDS per query (default 6). A crash,
# a failed check, a leak or an input slower than 10 s fails the stage; the input is kept in
# build/fuzz/artifacts/ and must become a golden vector (tests/vectors/errors/, "requestText").
set -euo pipefail
cd "$(dirname "$0")/../.."

FUZZ_SECONDS=${FUZZ_SECONDS:-25}
FUZZ_QUERY_SECONDS=${FUZZ_QUERY_SECONDS:-6}
start=$(date +%s)
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target fuzzers
bin=build/fuzz/tests/fuzz
artifacts=build/fuzz/artifacts
mkdir -p "$artifacts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Seeds for fuzz_request: every golden vector's request text, as the runners send it.
mkdir -p "$work/vectors"
python3 - "$work/vectors" <<'PY'
import json, pathlib, sys, hashlib
out = pathlib.Path(sys.argv[1])
for f in sorted(pathlib.Path("tests/vectors").rglob("*.json")):
    v = json.loads(f.read_text())
    text = v["requestText"] if "requestText" in v else json.dumps(v.get("request"), separators=(",", ":"), ensure_ascii=False)
    data = text.encode()
    if len(data) <= 65536:
        (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
PY
# A dictionary of the protocol's words: field names and values from the sources.
{
  for t in '{' '}' '[' ']' ':' ',' 'true' 'false' 'null' '1e400' '-0' '0.5' '\\u0000'; do printf '"%s"\n' "$t"; done
  grep -rohE --include='*.cpp' '"[a-zA-Z][a-zA-Z0-9-]{0,30}"' cpp/protocol cpp/core/ruleset/knobs.cpp | sort -u | sed 's/"/\\"/g; s/^/"/; s/$/"/'
} > "$work/request.dict"

run() {  # run <target> <seconds> [extra corpus dirs and flags]
  local target=$1 secs=$2 label=$3
  shift 3
  local corpus="$work/corpus/$label"
  mkdir -p "$corpus" "tests/fuzz/corpus/$target"
  if ! "$bin/$target" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2560 \
       -artifact_prefix="$artifacts/$label-" "$@" "$corpus" "tests/fuzz/corpus/$target" \
       >"$work/$label.log" 2>&1; then
    echo "fuzz: $label FAILED; the last lines of its log:"
    tail -n 60 "$work/$label.log"
    echo "fuzz: the input is in $artifacts/ (turn it into a golden vector, then fix the engine)"
    ls -1 "$artifacts" | sed 's/^/  /'
    exit 1
  fi
  local runs
  runs=$(grep -oE 'Done [0-9]+ runs' "$work/$label.log" | grep -oE '[0-9]+' || echo '?')
  echo "fuzz: $label clean, $runs runs in $secs s"
}

# Structured targets read a scene and a request from the bytes: long inputs from the start
# (-len_control=0), or a short run only ever sees near-empty scenes.
structured=(-len_control=0 -max_len=1024)
run fuzz_request "$FUZZ_SECONDS" request -max_len=8192 -dict="$work/request.dict" "$work/vectors"
run fuzz_json "$FUZZ_SECONDS" json -max_len=4096 "$work/vectors"
run fuzz_scene "$FUZZ_SECONDS" scene "${structured[@]}"
run fuzz_move "$FUZZ_SECONDS" move "${structured[@]}"
for q in $(FOOTWORK_FUZZ_LIST=1 "$bin/fuzz_query"); do
  FOOTWORK_FUZZ_QUERY="$q" run fuzz_query "$FUZZ_QUERY_SECONDS" "query-$q" "${structured[@]}"
done
echo "fuzz: all targets clean in $(( $(date +%s) - start )) s"
