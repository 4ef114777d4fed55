#!/usr/bin/env python3
"""README's test command: every stage of scripts/test.d/, on both cores, each timed.

A stage is one script, scripts/test.d/NN-name.sh, runnable alone (`bash scripts/test.d/NN-name.sh`:
it builds what it needs when that is missing). Its header says how it is scheduled, in comment lines:

    # needs: build-wasm build-native   stages that must pass first (names without the NN- prefix)
    # cores: 2                          how many cores it keeps busy (default 1)
    # tier: quick                       also part of `scripts/test.sh --quick`

This runner starts every stage whose needs have passed while the cores in use stay within the
machine's (nproc, plus one for the waiting that browser tests and links do), longest chain first. Each
stage's output goes to build/test-logs/<name>.log; a failed stage's last lines are printed as it fails,
the stages that need it are not run, and the others go on. The run ends with a table of every stage's
wall time and test counts, and the line "tests: N passed, N failed". docs/testing.md describes the
stages and their times.
"""
import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
STAGE_DIR = REPO / "scripts" / "test.d"
LOG_DIR = REPO / "build" / "test-logs"
FAIL_TAIL_LINES = 150


class Stage:
    def __init__(self, path: Path):
        self.path = path
        self.name = re.sub(r"^\d+-", "", path.stem)
        self.needs: list[str] = []
        self.cores = 1
        self.quick = False
        for line in path.read_text().splitlines()[:40]:
            m = re.match(r"#\s*(needs|cores|tier):\s*(.*)$", line)
            if not m:
                continue
            key, value = m.group(1), m.group(2).strip()
            if key == "needs":
                self.needs += value.split()
            elif key == "cores":
                self.cores = int(value)
            elif key == "tier":
                self.quick = "quick" in value.split()
        self.state = "waiting"  # waiting, running, passed, failed, skipped
        self.reason = ""
        self.proc = None
        self.log = LOG_DIR / f"{self.name}.log"
        self.start = self.end = 0.0
        self.passed = self.failed = 0

    @property
    def seconds(self) -> float:
        return self.end - self.start if self.end else 0.0


def discover() -> dict[str, Stage]:
    stages = {}
    for path in sorted(STAGE_DIR.glob("*.sh")):
        s = Stage(path)
        stages[s.name] = s
    for s in stages.values():
        for n in s.needs:
            if n not in stages:
                sys.exit(f"test: stage {s.path.name} needs '{n}', which no script in scripts/test.d is")
    return stages


def chain_length(stages: dict[str, Stage]) -> dict[str, int]:
    """How many stages wait, directly or not, on each stage: the longest chains start first."""
    dependants: dict[str, set[str]] = {n: set() for n in stages}
    for s in stages.values():
        for n in s.needs:
            dependants[n].add(s.name)

    def below(n: str, seen: set[str]) -> set[str]:
        out = set()
        for d in dependants[n]:
            if d not in seen:
                seen.add(d)
                out |= {d} | below(d, seen)
        return out

    return {n: len(below(n, set())) for n in stages}


def count_tests(log: Path) -> tuple[int, int]:
    """Passed and failed counts from the runners' own closing lines (ctest, node --test, gtest)."""
    passed = failed = 0
    try:
        text = log.read_text(errors="replace")
    except OSError:
        return 0, 0
    for m in re.finditer(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)", text):
        failed += int(m.group(2))
        passed += int(m.group(3)) - int(m.group(2))
    for m in re.finditer(r"^# pass (\d+)$", text, re.M):
        passed += int(m.group(1))
    for m in re.finditer(r"^# fail (\d+)$", text, re.M):
        failed += int(m.group(1))
    # Stages whose checks are not test runners (format, fuzzing) print "stage-name: N passed, N failed".
    for m in re.finditer(r"^[\w-]+: (\d+) passed, (\d+) failed$", text, re.M):
        passed += int(m.group(1))
        failed += int(m.group(2))
    return passed, failed


def fmt_time(s: float) -> str:
    return f"{int(s) // 60}:{int(s) % 60:02d}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="the inner loop: the stages marked 'tier: quick'")
    ap.add_argument("--list", action="store_true", help="list the stages and what they need, then stop")
    ap.add_argument("--cores", type=int, default=(os.cpu_count() or 2) + 1,
                    help="cores the running stages may keep busy together (default: nproc + 1)")
    ap.add_argument("only", nargs="*", help="run only these stages and what they need")
    args = ap.parse_args()

    stages = discover()
    if args.list:
        for s in stages.values():
            extra = " (quick)" if s.quick else ""
            print(f"{s.name:16} cores {s.cores}  needs: {' '.join(s.needs) or '-'}{extra}")
        return 0

    chosen = set(stages)
    if args.only:
        unknown = [n for n in args.only if n not in stages]
        if unknown:
            print(f"test: no stage named {', '.join(unknown)}; `scripts/test.sh --list` lists them", file=sys.stderr)
            return 2
        chosen = set()
        todo = list(args.only)
        while todo:
            n = todo.pop()
            if n not in chosen:
                chosen.add(n)
                todo += stages[n].needs
    not_run = []
    if args.quick:
        quick = {n for n in chosen if stages[n].quick}
        not_run = sorted(chosen - quick)
        # The WebAssembly build takes minutes from nothing: quick keeps it current once the full
        # command (or scripts/run.sh) has made one, and otherwise leaves out the stages that need it.
        if not (REPO / "build/wasm/package/footwork.wasm").exists() and "build-wasm" in quick:
            quick.discard("build-wasm")
            not_run.append("build-wasm and what needs it (no WebAssembly build yet: run scripts/test.sh once)")
        while True:
            orphans = {n for n in quick if any(d not in quick for d in stages[n].needs)}
            if not orphans:
                break
            quick -= orphans
            not_run += sorted(orphans)
        chosen = quick
    for n in list(stages):
        if n not in chosen:
            del stages[n]
        else:
            stages[n].needs = [d for d in stages[n].needs if d in chosen]

    LOG_DIR.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, NODE_PATH="/usr/share/nodejs", FOOTWORK_BUILT="")  # Emscripten 3.1.6's optimizer needs Debian's acorn
    if args.quick:
        env["FOOTWORK_QUICK"] = "1"
    order = chain_length(stages)
    t0 = time.monotonic()
    print(f"test: {len(stages)} stages on {args.cores} cores; logs in build/test-logs/", flush=True)
    if not_run:
        print("test: quick tier; not run: " + ", ".join(not_run), flush=True)

    def running():
        return [s for s in stages.values() if s.state == "running"]

    while any(s.state in ("waiting", "running") for s in stages.values()):
        # Finish what has ended.
        for s in running():
            rc = s.proc.poll()
            if rc is None:
                continue
            s.end = time.monotonic()
            s.proc = None
            s.passed, s.failed = count_tests(s.log)
            counts = f", {s.passed} passed, {s.failed} failed" if s.passed or s.failed else ""
            if rc == 0:
                s.state = "passed"
                if s.name.startswith("build-"):  # scripts/lib/builds.sh: later stages need not ask make again
                    env["FOOTWORK_BUILT"] = (env.get("FOOTWORK_BUILT", "") + " " + s.name[6:]).strip()
                print(f"test: {s.name} passed in {fmt_time(s.seconds)}{counts}", flush=True)
            else:
                s.state = "failed"
                s.reason = f"exit {rc}"
                print(f"test: {s.name} FAILED (exit {rc}) in {fmt_time(s.seconds)}{counts}; "
                      f"the last lines of build/test-logs/{s.name}.log:", flush=True)
                lines = s.log.read_text(errors="replace").splitlines()
                for line in lines[-FAIL_TAIL_LINES:]:
                    print(f"  | {line}")
                sys.stdout.flush()
        # Stages that can no longer run.
        for s in stages.values():
            if s.state == "waiting":
                bad = [d for d in s.needs if stages[d].state in ("failed", "skipped")]
                if bad:
                    s.state = "skipped"
                    s.reason = f"needs {', '.join(bad)}"
                    print(f"test: {s.name} not run: it needs {', '.join(bad)}", flush=True)
        # Start what is ready, longest chain first, while cores are free (one stage always may run).
        ready = [s for s in stages.values() if s.state == "waiting" and all(stages[d].state == "passed" for d in s.needs)]
        ready.sort(key=lambda s: (-order[s.name], s.path.name))
        for s in ready:
            busy = sum(r.cores for r in running())
            if busy and busy + s.cores > args.cores:
                continue
            s.state = "running"
            s.start = time.monotonic()
            print(f"test: {s.name} started at {fmt_time(s.start - t0)}", flush=True)
            with open(s.log, "w") as log:
                s.proc = subprocess.Popen(["bash", str(s.path)], cwd=REPO, env=env, stdout=log,
                                          stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        time.sleep(0.2)

    total = time.monotonic() - t0
    print("\ntest: stage times (wall clock; stages overlap)")
    print(f"  {'stage':16} {'result':8} {'start':>6} {'wall':>6}  tests")
    for s in sorted(stages.values(), key=lambda s: (s.start or 1e9, s.name)):
        start = fmt_time(s.start - t0) if s.start else "-"
        wall = fmt_time(s.seconds) if s.end else "-"
        tests = f"{s.passed} passed, {s.failed} failed" if s.passed or s.failed else ""
        result = s.state if s.state != "skipped" else "not run"
        print(f"  {s.name:16} {result:8} {start:>6} {wall:>6}  {tests}")
    print(f"  {'total':16} {'':8} {'':>6} {fmt_time(total):>6}")
    passed = sum(s.passed for s in stages.values())
    bad = [s.name for s in stages.values() if s.state != "passed"]
    # A stage that failed or did not run without a failed test of its own counts as one failure.
    failed = sum(s.failed or (s.state != "passed") for s in stages.values())
    if bad:
        print(f"\ntest: {len(bad)} stage(s) did not pass: {', '.join(bad)}")
    else:
        print(f"\ntest: all {len(stages)} stages passed in {fmt_time(total)}")
    print(f"tests: {passed} passed, {failed} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
