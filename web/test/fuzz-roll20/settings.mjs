// Shared by the property tests of Roll20 host data (docs/limits.md, "Roll20 Mod and web/roll20"):
// fast-check's seed and run counts, and the time bound every call must keep.
//   FOOTWORK_FUZZ_SEED=<n>  replays a run (each failure prints its seed and path)
//   FOOTWORK_FUZZ_RUNS=<n>  scales the run counts (the stage's defaults keep it well under a minute)
import fc from 'fast-check';

const seed = process.env.FOOTWORK_FUZZ_SEED === undefined ? undefined : Number(process.env.FOOTWORK_FUZZ_SEED);
const scale = Number(process.env.FOOTWORK_FUZZ_RUNS ?? 1) || 1;

/** fast-check's options: the seed when one is given, `runs` × FOOTWORK_FUZZ_RUNS runs. */
export function options(runs) {
  return { numRuns: Math.max(1, Math.round(runs * scale)), ...(seed === undefined ? {} : { seed }) };
}

/**
 * The longest one parser call may take (ms), on a loaded 2-core machine: each reads at most a few
 * thousand characters or points (the limits), and takes well under a millisecond on them.
 */
export const CALL_MS = 250;

/** Runs fn, returns [result, ms]. */
export function timed(fn) {
  const t0 = performance.now();
  const r = fn();
  return [r, performance.now() - t0];
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
