#!/usr/bin/env bash
# Test stage: the libFuzzer targets of tests/fuzz (preset sanitize: clang, ASan, UBSan), in two parts.
#   1. Replay (deterministic): every kept input (tests/fuzz/corpus/*) and every golden vector's request
#      through every target, and through fuzz_query once per query in the table.
#   2. Fuzz (bounded): each target for FUZZ_SECONDS (default 10), fuzz_query for FUZZ_QUERY_SECONDS
#      per query (default 2), two fuzzers at a time.
# The targets:
#   fuzz_request  any bytes as a request (seeds: tests/fuzz/corpus/fuzz_request + every golden vector)
#   fuzz_json     any bytes through the engine's JSON parser and nlohmann: same decision, values, error spot
#   fuzz_scene    random scenes through the scene query; accepted scenes must round-trip
#   fuzz_move     random scenes and paths through the move query; answers must add up
#   fuzz_query    once per query in the table (FOOTWORK_FUZZ_QUERY), so new queries are fuzzed too
# A crash, a failed check, a leak or an input slower than 10 s fails the stage; the input is kept in
# build/sanitize/fuzz-artifacts/ and must become a golden vector (tests/vectors/errors/, "requestText").
# Longer runs, which also grow a corpus outside the repository: scripts/fuzz.sh MINUTES.
# needs: build-sanitize
# cores: 2
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/builds.sh
need_build sanitize

FUZZ_SECONDS=${FUZZ_SECONDS:-10}
FUZZ_QUERY_SECONDS=${FUZZ_QUERY_SECONDS:-2}
FUZZ_JOBS=${FUZZ_JOBS:-2}
# Where new inputs go: a fresh folder by default (the stage never writes into the repository);
# scripts/fuzz.sh points it at a folder kept between runs.
FUZZ_CORPUS=${FUZZ_CORPUS:-}
start=$(date +%s)
bin=build/sanitize/tests/fuzz
artifacts=build/sanitize/fuzz-artifacts
mkdir -p "$artifacts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ -n "$FUZZ_CORPUS" ] || FUZZ_CORPUS="$work/corpus"

# Seeds: every golden vector's request text, as the runners send it.
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

# One job a line: "<label> <target> <FOOTWORK_FUZZ_QUERY or -> <libFuzzer flags for fuzzing…>".
queries=$(FOOTWORK_FUZZ_LIST=1 "$bin/fuzz_query")
kept=(tests/fuzz/corpus/fuzz_*)
structured="-len_control=0 -max_len=1024"  # scenes from the first input on, not near-empty ones
fuzz_jobs() {
  local t
  for t in fuzz_request fuzz_json fuzz_scene fuzz_move; do
    case $t in
      fuzz_request) flags="-max_len=8192 -dict=$work/request.dict" ;;
      fuzz_json) flags="-max_len=4096" ;;
      *) flags=$structured ;;
    esac
    echo "${t#fuzz_} $t - $flags"
  done
  for q in $queries; do echo "query-$q fuzz_query $q $structured"; done
}

# run_job <mode> <label> <target> <query> <flags…>: one fuzzer process; prints one line, or the log tail.
run_job() {
  local mode=$1 label=$2 target=$3 query=$4
  shift 4
  local log="$work/$mode-$label.log" secs
  local dirs=()
  if [ "$mode" = replay ]; then
    # -runs=0: run every input of the folders once, whole, then stop (no mutation).
    dirs=("${kept[@]}" "$work/vectors")
    set -- -runs=0 -max_len=65536
  else
    [ "$target" = fuzz_query ] && secs=$FUZZ_QUERY_SECONDS || secs=$FUZZ_SECONDS
    mkdir -p "$FUZZ_CORPUS/$label"
    dirs=("$FUZZ_CORPUS/$label" "tests/fuzz/corpus/$target")
    [ "$target" = fuzz_request ] || [ "$target" = fuzz_json ] && dirs+=("$work/vectors")
    set -- "$@" -max_total_time="$secs"
  fi
  [ "$query" = - ] || export FOOTWORK_FUZZ_QUERY="$query"
  if ! "$bin/$target" -timeout=10 -rss_limit_mb=2560 -artifact_prefix="$artifacts/$label-" "$@" "${dirs[@]}" \
       >"$log" 2>&1; then
    echo "fuzz: $mode $label FAILED; the last lines of its log:"
    tail -n 60 "$log"
    echo "fuzz: the input is in $artifacts/ (turn it into a golden vector, then fix the engine)"
    return 1
  fi
  local runs
  runs=$(grep -oE 'Done [0-9]+ runs' "$log" | grep -oE '[0-9]+' | tail -1)
  [ -n "$runs" ] || runs=$(grep -oE 'INITED .*' "$log" | grep -oE 'exec/s: [0-9]+' | head -1)
  echo "fuzz: $mode $label clean (${runs:-?} runs)"
}
export -f run_job
export work bin artifacts FUZZ_SECONDS FUZZ_QUERY_SECONDS FUZZ_CORPUS
export kept_list="${kept[*]}"

failed=0
for mode in replay fuzz; do
  t=$(date +%s)
  # xargs runs FUZZ_JOBS fuzzers at a time; each line's words become run_job's arguments.
  if ! fuzz_jobs | sed "s/^/$mode /" | xargs -P "$FUZZ_JOBS" -L 1 bash -c 'kept=($kept_list); run_job "$@"' run_job; then
    failed=1
  fi
  echo "fuzz: $mode of $(fuzz_jobs | wc -l) targets and queries took $(( $(date +%s) - t )) s"
  [ $failed = 0 ] || break
done
n=$(fuzz_jobs | wc -l)
if [ $failed = 0 ]; then
  echo "fuzz: $(( n * 2 )) passed, 0 failed"
  echo "fuzz: all targets clean in $(( $(date +%s) - start )) s"
else
  ls -1 "$artifacts" | sed 's/^/  /'
  exit 1
fi
