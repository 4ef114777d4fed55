// Shared by the property tests of Roll20 host data (docs/limits.md, "Roll20 Mod and web/roll20"):
// fast-check's seed and run counts come from the one place every property test takes them from
// (test/fuzz-seed.mjs: FOOTWORK_FUZZ_SEED replays a run, FOOTWORK_FUZZ_RUNS sets the run count), and
// the time bound every call must keep.
import fc from 'fast-check';
import { fuzz, cpuMsSince } from '../fuzz-seed.mjs';

/** fast-check's options for a property that runs `runs` times by default. */
export const options = fuzz;

/**
 * The longest one parser call may take (ms), on a loaded 2-core machine: each reads at most a few
 * thousand characters or points (the limits), and takes well under a millisecond on them.
 */
export const CALL_MS = 250;

/** Runs fn, returns [result, processor ms]: the work done, so other jobs on the machine do not count. */
export function timed(fn) {
  const t0 = process.cpuUsage();
  const r = fn();
  return [r, cpuMsSince(t0)];
}

/** Numbers a host can hand over: ordinary pixels, and the extremes (1e308, -0, NaN, Infinity). */
export const hostNumber = () =>
  fc.oneof(
    fc.integer({ min: -2000, max: 4000 }),
    fc.double({ noNaN: false }),
    fc.constantFrom(1e308, -1e308, 1e300, 1e8, -0, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER),
  );

/** What a host may put where a number belongs: numbers, numeric text, and anything else. */
export const hostValue = () =>
  fc.oneof(
    hostNumber(),
    hostNumber().map(String),
    fc.string({ maxLength: 30 }),
    fc.constantFrom(null, undefined, true, '', ' ', '1e999', '0x10', '[]', {}, []),
  );

export { fc };
