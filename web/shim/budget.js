// The search budget a surface gives the engine's searches (issue 41): the `maxNodes` of every
// reachable, path and places request the Session sends, chosen so one query holds its host about
// `targetMs`. The engine's cost per node is not fixed: on a 200×200 map in WebAssembly it measured
// about 3 µs with ten creatures and about 1 ms with 2,000 creatures at 1,000 ft. So the budget is
// learnt from the queries themselves: each answer's `nodes` and the time it took give the time per
// node, and the next budget is what fits in `targetMs` at that rate (growing at most fourfold a query,
// never under `min` or over `max`). A search that spends its budget answers `status: "budget"` with
// what it settled, nearest first (docs/protocol.md), which the surfaces say.
// The budget moves only when it is far off (half or twice what fits) or a search ran out of it with
// room to grow, so that where a search is cut off does not wander from hover to hover. (It first
// held still because the engine kept a path query's search space only for the same `maxNodes`,
// rebuilding it on nearly every hover; the engine's key now leaves `maxNodes` out,
// core/search/space_cache.h.)

const clock = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export class SearchBudget {
  /**
   * @param {{targetMs?: number, first?: number, min?: number, max?: number, now?: () => number}} [options]
   *   `first`: the first query's budget; `min`: the least it learns down to. The engine counts every
   *   part of a query (a places answer's flood, paths and facts: an ordinary page's where-to-stand with
   *   cover is about 16,000 nodes), so `min` sits where an ordinary page is answered whole even on a
   *   slow or loaded machine, and only the huge pages are cut; `first` is about `targetMs` of
   *   WebAssembly's work (about 1 µs a node on 200×200, ten to 2,000 creatures, measured).
   */
  constructor({ targetMs = 100, first = 100000, min = 20000, max = 4000000, now = clock } = {}) {
    this.targetMs = targetMs;
    this.min = min;
    this.max = max;
    this.now = now;
    this.nodes = Math.min(max, Math.max(min, first));
    /** What the surfaces report: queries asked, how many spent their budget, the longest in ms. */
    this.stats = { queries: 0, stopped: 0, longestMs: 0 };
  }

  /** The budget for the next search. */
  get maxNodes() {
    return this.nodes;
  }

  /**
   * Runs `ask(maxNodes)` (one engine query), then learns from its answer's `nodes` and `status`.
   * @template T @param {(maxNodes: number) => T} ask @returns {T}
   */
  run(ask) {
    const t0 = this.now();
    const result = /** @type {any} */ (ask(this.nodes));
    this.observe(this.now() - t0, result?.nodes, result?.status);
    return result;
  }

  /**
   * One answer: `ms` it took, `nodes` it settled, its `status`.
   * @type {import('./index.js').SearchBudget['observe']}
   */
  observe(ms, nodes, status) {
    this.stats.queries += 1;
    if (status === 'budget') this.stats.stopped += 1;
    if (ms > this.stats.longestMs) this.stats.longestMs = ms;
    if (!(Number.isFinite(ms) && nodes !== undefined && nodes > 0)) return;
    const perNode = Math.max(ms, 0.01) / nodes;
    const fits = Math.floor(this.targetMs / perNode);
    const next = Math.max(this.min, Math.min(this.max, this.nodes * 4, fits));
    const farOff = next > this.nodes * 2 || next * 2 < this.nodes;
    if (farOff || (status === 'budget' && next > this.nodes)) this.nodes = next;
  }
}
