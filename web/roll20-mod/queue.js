// Work in pieces. Roll20's sandbox has a watchdog "touched each time the script returns control to
// the sandbox. If control is not returned after some period of time, the sandbox kills the scripts"
// (Roll20/roll20-api-scripts issue #868; the period is not given), so long work (loading a big page,
// re-reading every token) is a generator whose every `yield` ends a piece; the queue runs pieces until
// its time budget is used, then hands control back through setTimeout and goes on in the next slice.
// Jobs run one after the other in the order they came, so a move queued behind a page load is priced
// on the loaded page. The queue can be held (the engine still starting) and released.

/**
 * A job: a function run as one piece, or a generator function whose every `yield` ends a piece (a
 * string yielded names the piece). What a job returns is not read.
 * @typedef {() => unknown} JobFn
 * @typedef {{label: string, fn: JobFn, iterator?: Iterator<unknown, unknown>}} Job
 */

export class WorkQueue {
  /**
   * @param {{budgetMs?: number, now?: () => number, schedule: (fn: () => void) => void,
   *   onError?: (error: unknown, label: string) => void}} options budgetMs: a slice's time budget;
   *   now(): ms; schedule(fn): run fn later (setTimeout 0); onError(error, label): a job threw (the
   *   queue goes on with the next job)
   */
  constructor({ budgetMs = 20, now = () => Date.now(), schedule, onError = () => {} }) {
    this.budgetMs = budgetMs;
    this.now = now;
    this.schedule = schedule;
    this.onError = onError;
    /** @type {Job[]} */
    this.jobs = [];
    this.held = true; // nothing runs until release()
    this.scheduled = false;
    this.running = false;
    this.stats = { slices: 0, pieces: 0, longestSliceMs: 0, longestSlice: '', longestPieceMs: 0, longestPiece: '' };
  }

  get idle() {
    return this.jobs.length === 0 && !this.running;
  }

  /**
   * Adds a job: a function, run as one piece, or a generator function, each `yield` ending a piece.
   * `later`: not run at once but in the next slice (setTimeout), after whatever else the host runs
   * now (the other scripts' handlers of the same event); the jobs behind it wait with it.
   * @param {string} label @param {JobFn} fn @param {{later?: boolean}} [options]
   */
  push(label, fn, { later = false } = {}) {
    this.jobs.push({ label, fn });
    if (this.held || this.running) return;
    // Run at once only when nothing is waiting for a later slice (else the new job waits its turn).
    if (later) this.#later();
    else if (!this.scheduled) this.drain();
  }

  hold() {
    this.held = true;
  }

  release() {
    this.held = false;
    this.drain();
  }

  #later() {
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => {
      this.scheduled = false;
      this.drain();
    });
  }

  /** Runs pieces until the budget is spent or nothing is left; the rest goes on in a later slice. */
  drain() {
    if (this.held || this.running || this.jobs.length === 0) return;
    this.running = true;
    const start = this.now();
    const labels = new Set();
    try {
      while (this.jobs.length > 0 && !this.held) {
        const job = this.jobs[0];
        labels.add(job.label);
        const t0 = this.now();
        let done = true;
        let piece = job.label;
        try {
          if (!job.iterator) {
            const r = /** @type {Partial<Iterator<unknown, unknown>> | null | undefined} */ (job.fn());
            if (r && typeof r.next === 'function') job.iterator = /** @type {Iterator<unknown, unknown>} */ (r);
          }
          if (job.iterator) {
            // A piece may name itself: `yield 'walls'` → "the player page: walls".
            const r = job.iterator.next();
            done = r.done === true;
            if (!done && typeof r.value === 'string') piece = `${job.label}: ${r.value}`;
          }
        } catch (e) {
          done = true;
          this.onError(e, job.label);
        }
        const ms = this.now() - t0;
        this.stats.pieces += 1;
        if (ms > this.stats.longestPieceMs) Object.assign(this.stats, { longestPieceMs: ms, longestPiece: piece });
        if (done) this.jobs.shift();
        if (this.now() - start >= this.budgetMs && this.jobs.length > 0) break;
      }
    } finally {
      this.running = false;
      const ms = this.now() - start;
      this.stats.slices += 1;
      if (ms > this.stats.longestSliceMs)
        Object.assign(this.stats, { longestSliceMs: ms, longestSlice: [...labels].join(', ') });
    }
    if (this.jobs.length > 0 && !this.held) this.#later();
  }
}
