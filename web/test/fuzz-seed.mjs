// The property-based tests' settings (fast-check): modest run counts, so the stages stay quick on a
// loaded 2-core machine, and one seed for every property of a run. The seed is printed when a
// property fails (fast-check's own report); FOOTWORK_FUZZ_SEED=<seed> replays it, and
// FOOTWORK_FUZZ_RUNS=<n> runs each property n times instead of its default.
const given = process.env.FOOTWORK_FUZZ_SEED;
export const seed = given !== undefined && given !== '' ? Number(given) : Date.now() ^ (Math.random() * 0x7fffffff);

/** fast-check parameters for a property that runs `runs` times by default. */
export function fuzz(runs) {
  const n = Number(process.env.FOOTWORK_FUZZ_RUNS);
  return { seed, numRuns: Number.isInteger(n) && n > 0 ? n : runs, endOnFailure: true };
}

/**
 * Processor milliseconds this process spends from `since` (a process.cpuUsage() reading) to now: the
 * properties' time bounds count the work done, not the wall clock, so a machine loaded by other
 * jobs does not fail them.
 */
export const cpuMsSince = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
