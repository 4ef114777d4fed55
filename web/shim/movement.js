// The second of the Session's two parts (docs/shim.md, "Session"): the turn on the scene the first
// part keeps in step with the host (host-scene.js). The turn ledger (turns.js), the drag → query →
// annotation loop, the engine's best path and where to stand (places.js, its answers kept for the
// scene revision they were asked on, kept-answers.js). Each question asks the engine with what the
// creature spent this turn; a drop is recorded in the ledger and moves the creature through the scene
// part, the one road to the engine's scene. Never throws for the engine's errors: they come back as
// error annotations.
import { TurnLedger } from './turns.js';
import { annotateMove, annotateReachable, errorAnnotation, shimError, withAnswer } from './annotate.js';
import { dragPath } from './geometry.js';
import { annotatePlaces, placesRequest } from './places.js';
import { KeptAnswers } from './kept-answers.js';

/** @typedef {import('../lib/index.js').Cell} Cell */
/** @typedef {import('../lib/index.js').MoveResult} MoveResult */
/** @typedef {import('../lib/index.js').PathItem} PathItem */
/** @typedef {import('./index.js').Drag} Drag */
/** @typedef {import('./index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('./index.js').MoveAnnotation} MoveAnnotation */
/** @typedef {import('./index.js').PathAnnotation} PathAnnotation */
/** @typedef {import('./index.js').Movement} Api */

export class Movement {
  /** @type {import('./host-scene.js').HostScene} */
  #host;
  #ledger = new TurnLedger();
  /** @type {string | undefined} */
  #requestedBand;
  /** @type {{id: string, from: Cell} | null} the drag begun (beginDrag) */
  #drag = null;
  /** @type {import('./index.js').SearchBudget | null} the surface's (budget.js), else the engine's default maxNodes */
  #budget = null;
  /** @type {KeptAnswers<import('./index.js').PlacesAnnotation>} the last places answers (a few creatures'
   * questions), of the scene revision `#keptAt` */
  #keptPlaces = new KeptAnswers(PLACES_KEPT);
  #keptAt = -1;
  #placesAsked = 0;

  /**
   * @param {import('./host-scene.js').HostScene} host  the scene kept in step with the host
   * @param {{band?: string, budget?: import('./index.js').SearchBudget}} [options]  band: the allowance
   *   band for drags (default: the ruleset's second band — dash or double — else its first); budget: a
   *   SearchBudget (budget.js) giving every search its maxNodes
   */
  constructor(host, { band, budget } = {}) {
    this.#host = host;
    this.#requestedBand = band;
    this.#budget = budget ?? null;
  }

  /** The band drags are judged against: dash (5e) or double (3.x, 4e) unless told otherwise. */
  get band() {
    const bands = this.#host.bands;
    if (this.#requestedBand && bands.some((b) => b.name === this.#requestedBand)) return this.#requestedBand;
    return (bands[1] ?? bands[0])?.name;
  }

  set band(name) {
    this.#requestedBand = name;
  }

  /** The surface's search budget (budget.js), or null: its stats say how the searches went. */
  get budget() {
    return this.#budget;
  }

  // ---- The ledger (turns.js)

  /**
   * What the creature has spent this turn: {feet, diagonals, drags}.
   * @type {Api['spent']}
   */
  spent(id) {
    return this.#ledger.spent(id);
  }

  /**
   * The creature's drags this turn, oldest first: `[{from, to, path, feet, diagonals, summary}]` (copies).
   * @type {Api['history']}
   */
  history(id) {
    return this.#ledger.history(id);
  }

  /**
   * The creature's last drag this turn (a copy), or null.
   * @type {Api['lastDrag']}
   */
  lastDrag(id) {
    return this.#ledger.history(id).at(-1) ?? null;
  }

  /** Ids of the creatures that have movement recorded this turn. */
  movers() {
    return this.#ledger.movers();
  }

  /**
   * Takes back the creature's last drag this turn: its movement is refunded and the creature goes
   * back to where that drag started. Returns {drag, error} (drag undefined when there was none).
   * @type {Api['undo']}
   */
  undo(id) {
    const drag = this.#ledger.undo(id);
    if (!drag) return { drag: undefined, error: null };
    const error = this.#host.placeCreature(id, drag.from);
    return { drag, error };
  }

  /**
   * Sets what a creature has spent this turn from elsewhere (another player's client, a restarted
   * host's saved state): one earlier drag of that many feet and diagonals, in place. Undo cannot take
   * it apart. Nothing spent forgets the turn, as resetTurn does.
   * @type {Api['setSpent']}
   */
  setSpent(id, { feet = 0, diagonals = 0 } = {}) {
    if (!(Number.isFinite(feet) && feet >= 0 && Number.isInteger(diagonals) && diagonals >= 0))
      return shimError('bad-spent', 'Movement spent is feet ≥ 0 and a whole number of diagonals ≥ 0.', '$.spent');
    this.#ledger.reset(id);
    // A creature the scene lacks has no place: the record keeps null (as before typing), so an undo
    // of it is the engine's refusal to move an unknown creature, never a move to some cell.
    const where = /** @type {Cell} */ (/** @type {unknown} */ (this.#host.position(id)));
    if (feet > 0 || diagonals > 0) this.#ledger.record(id, { from: where, to: where, path: [], feet, diagonals });
    return null;
  }

  /**
   * Forgets one creature's movement this turn (its drags stay where they ended).
   * @type {Api['resetTurn']}
   */
  resetTurn(id) {
    this.#ledger.reset(id);
  }

  /** A new turn for everyone. */
  newTurn() {
    this.#ledger.newTurn();
  }

  // ---- The drag

  // Where a drag of the creature starts: the cell given, else the drag begun for it, else where the
  // scene has it (undefined for a creature the scene lacks: the engine's answer then says so).
  /** @param {string} id @param {Cell} [given] @returns {Cell | undefined} */
  #start(id, given) {
    return given ?? (this.#drag?.id === id ? this.#drag.from : undefined) ?? this.#host.position(id) ?? undefined;
  }

  // What every question about the creature's turn carries: the band, and the feet and diagonals it
  // spent this turn (so the 5/10 and 1-2-1 alternations carry across drags).
  /** @param {string} id */
  #turnFields(id) {
    const { feet, diagonals } = this.#ledger.spent(id);
    return { band: this.band, spent: feet, diagonals };
  }

  /**
   * A drag starts at `start` (default: where the scene has the creature). Returns the reachable
   * annotation: every place within the band after what was spent this turn. `mode` (walk, fly,
   * swim, climb, burrow, crawl …) holds for the whole drag; without it the engine picks per step.
   * @type {Api['beginDrag']}
   */
  beginDrag(id, start, { mode } = {}) {
    if (!this.#host.answering) return this.#refusal();
    this.#drag = null; // (a drag begun before is over: this one starts where it is told, or where the creature is)
    const from = this.#start(id, start);
    this.#drag = from ? { id, from } : null;
    try {
      /** @type {Record<string, unknown> & {query: 'reachable'}} */
      const request = { query: 'reachable', creature: id, ...this.#turnFields(id) };
      if (from) request.from = from;
      if (mode) request.mode = mode;
      const result = this.#search(request);
      return withAnswer(annotateReachable(result, { bands: this.#host.bands }), request, result);
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /**
   * The reachable annotation (with the engine's result) from `from` (default where the creature
   * stands) after what it spent this turn; no drag begins, so nothing needs cancelling.
   * @type {Api['reachable']}
   */
  reachable(id, { from, mode } = {}) {
    const drag = this.#drag;
    const a = this.beginDrag(id, from, { mode });
    this.#drag = drag;
    return a;
  }

  /**
   * The drag so far → the move annotation, priced after what the creature spent earlier this turn.
   * A drag is `{start?, waypoints?, current?}` (top-left cells of the space; the cells between are
   * filled in), or `{start?, path}` with the protocol's path items as they are (cells, and actions
   * such as `{"action": "stand"}` or `{"action": "drop-prone"}`); `mode` holds for every step.
   * `grab` (a cell of the space at the start) is the cell the pointer holds: the waypoints, current
   * cell and path are then the pointer's cells, and the engine keeps the held cell under the pointer
   * (docs/protocol.md, "Grab"); the annotation's cells are the creature's positions all the same.
   * @type {Api['dragTo']}
   */
  dragTo(id, drag) {
    const { from, path, mode, grab, error } = this.#dragCells(id, drag);
    if (error) return error;
    return this.#price(id, from, path, { mode, grab }).annotation;
  }

  /**
   * The token was dropped: the drag is priced, recorded in the turn ledger (the feet of every step the
   * engine evaluated and the diagonals it counted: the token is where the user put it, and the
   * annotation says whether that was legal), and the creature moves in the scene. Returns the move
   * annotation.
   * @type {Api['endDrag']}
   */
  endDrag(id, drag) {
    const { from, path: pointed, mode, grab, error } = this.#dragCells(id, drag);
    if (this.#drag?.id === id) this.#drag = null;
    if (error) return error;
    const priced = this.#price(id, from, pointed, { mode, grab });
    if (!('result' in priced)) return priced.annotation;
    const { result, annotation, placed: path } = priced;
    if (path.length === 0) return annotation;
    const end = pathEnd(path) ?? from;
    if (end[0] !== from[0] || end[1] !== from[1]) {
      const moved = this.#host.placeCreature(id, end);
      if (moved) return withAnswer({ ...annotation, placeError: moved }, annotation.request, result);
    }
    this.#ledger.record(id, {
      from,
      to: end,
      path: /** @type {Array<Cell | {cell: Cell}>} */ (path),
      feet: result.total.feet - result.spentBefore.feet,
      // The engine counts the move's diagonals (docs/protocol.md, the move result's `diagonals`:
      // a long jump's each, none for a step it could not take), so the next drag's alternation
      // starts where this one left it.
      diagonals: result.diagonals,
      summary: annotation.summary,
    });
    return annotation;
  }

  /**
   * The drag in progress was cancelled (Escape, dropped back): nothing is recorded, nothing moves.
   * @type {Api['cancelDrag']}
   */
  cancelDrag(id) {
    if (this.#drag && (id === undefined || this.#drag.id === id)) this.#drag = null;
  }

  // A drag's start (#start) and its path of neighbouring cells; an error annotation instead of a
  // throw for no scene, an unknown creature or cells that are no [x, y] pairs.
  // The drag is a host's value, so each field is checked before it is read as what it should be.
  /**
   * @param {string} id @param {Drag} [drag]
   * @returns {{from: Cell, path: PathItem[], mode: string | undefined, grab: Cell | undefined, error?: undefined}
   *   | {error: ErrorAnnotation, from?: undefined, path?: undefined, mode?: undefined, grab?: undefined}}
   */
  #dragCells(id, { start, grab, waypoints = [], current, path, mode } = {}) {
    if (!this.#host.answering) return { error: this.#refusal() };
    const from = this.#start(id, start);
    if (!from) return { error: shimError('unknown-creature', `No creature '${id}' in the scene.`, '$.creature') };
    /** @type {(c: unknown) => c is Cell} */
    const cell = (c) => Array.isArray(c) && c.length === 2 && c.every(Number.isInteger);
    const item = (/** @type {unknown} */ i) => cell(i) || (i !== null && typeof i === 'object' && !Array.isArray(i));
    const bad = (/** @type {string} */ message) => ({ error: shimError('bad-drag', message, '$.drag') });
    if (mode !== undefined && typeof mode !== 'string') return bad("A drag's mode is a movement mode's name.");
    if (grab !== undefined && !cell(grab)) return bad("A drag's grab is the [x, y] cell the pointer holds.");
    if (path !== undefined) {
      if (!cell(from) || !Array.isArray(path) || !path.every(item))
        return bad("A drag's path is a list of [x, y] cells and action objects.");
      // (the items' fields are the engine's to check, in its words)
      return { from, path: /** @type {PathItem[]} */ (path), mode, grab };
    }
    if (!cell(from) || !Array.isArray(waypoints) || !waypoints.every(cell) || (current !== undefined && !cell(current)))
      return bad("A drag's start, waypoints and current cell must be [x, y] pairs of whole numbers.");
    // Held by `grab`, the pointer's line starts at the held cell.
    const at = grab ?? from;
    return { from, path: dragPath(at, waypoints, current ?? at, this.#host.grid), mode, grab };
  }

  // Prices `path` from `from` after what the ledger holds for the creature (`grab`: the path is the
  // pointer's cells). `placed` is the path with the creature's positions in place of its cells.
  /**
   * @param {string} id @param {Cell} from @param {PathItem[]} path @param {{mode?: string, grab?: Cell}} [o]
   * @returns {{result: MoveResult, annotation: MoveAnnotation, placed: PathItem[]} | {annotation: ErrorAnnotation}}
   */
  #price(id, from, path, { mode, grab } = {}) {
    const scene = this.#host.answering;
    if (!scene) return { annotation: this.#refusal() };
    try {
      // As web/lib's Scene.move asks it (options, then query, creature and path).
      /** @type {import('../lib/index.js').MoveOptions} */
      const options = { ...this.#turnFields(id), withSpeed: true };
      if (from) options.from = from;
      if (mode) options.mode = /** @type {import('../lib/index.js').Mode} */ (mode); // (the engine checks it)
      if (grab) options.grab = grab;
      const request = { ...options, query: 'move', creature: id, path };
      return this.#annotated(scene.move(id, path, options), path, request);
    } catch (e) {
      return { annotation: errorAnnotation(e) };
    }
  }

  // A move result and the path it priced → {result, annotation, placed}.
  // `request` is the engine call the annotation carries with the result.
  /**
   * @param {MoveResult} result @param {PathItem[]} path @param {Record<string, unknown>} request
   * @returns {{result: MoveResult, annotation: MoveAnnotation, placed: PathItem[]}}
   */
  #annotated(result, path, request) {
    const placed = placedPath(path, result.positions);
    const annotation = annotateMove(result, {
      bands: this.#host.bands,
      name: (c) => this.#host.name(c),
      path: /** @type {Array<Cell | {cell: Cell}>} */ (placed.filter((i) => Array.isArray(i) || 'cell' in i)),
      hex: this.#host.grid?.type === 'hex',
    });
    return { result, annotation: withAnswer(annotation, request, result), placed };
  }

  // ---- The engine's searches: best path and where to stand

  /**
   * The engine's best path (the `path` query) from the drag's start, or the creature's cell, to
   * `target`, after what was spent this turn, as a move annotation (each step's cost and band, who
   * gets an opportunity attack) plus `search`: the path query's {status, reason?, nodes, end}.
   * `after` (a drag as dragTo takes it) continues a drag still being built: the search starts at its
   * end and counts its feet and diagonals on top of the turn's, and the annotation prices the whole
   * drag followed by the path found (`search.path` is only the continuation). One engine call: the
   * path query with the drag so far (`walked`) answers the whole move too. With a `grab` (here or in
   * `after`), `target` is the pointer's cell, as in dragTo. With `firstIllegalOnly` only the first
   * illegal step carries its refusal (the path query's option): a surface that says why the move
   * stops (the first) is answered without a sentence per step beyond the allowance (issue 40).
   * @type {Api['bestPath']}
   */
  bestPath(id, target, options = {}) {
    const asked = this.bestPathRequest(id, target, options);
    if (asked.kind === 'error') return asked;
    try {
      return this.#pathAnswer(asked, this.#search(asked.request));
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /**
   * bestPath's question without its answer: the path query as bestPath would send it (the budget's
   * `maxNodes` in it), for a host that asks a second engine kept in step with this scene (the
   * calculator's worker on a large map, docs/shim.md "A best path asked elsewhere"); its answer comes
   * back through bestPathAnswer. The same options as bestPath.
   * @type {Api['bestPathRequest']}
   */
  bestPathRequest(id, target, { from, after, mode, grab, firstIllegalOnly } = {}) {
    if (!this.#host.answering) return this.#refusal();
    let start = this.#start(id, from);
    /** @type {PathItem[]} */
    let walked = [];
    if (after) {
      const drag = this.#dragCells(id, after);
      if (drag.error) return drag.error;
      walked = drag.path;
      start = drag.from;
      mode = drag.mode ?? mode;
      grab = drag.grab ?? grab;
    }
    /** @type {Record<string, unknown> & {query: 'path'}} */
    const request = { query: 'path', creature: id, target, ...this.#turnFields(id), move: true };
    if (start) request.from = start;
    if (mode) request.mode = mode;
    if (grab) request.grab = grab;
    if (walked.length) request.walked = [...walked]; // (a copy: the caller's drag may grow after)
    if (firstIllegalOnly) request.firstIllegalOnly = true;
    if (this.#budget) request.maxNodes = this.#budget.maxNodes;
    return { kind: 'path-request', request, walked };
  }

  /**
   * The engine's response to a bestPathRequest (`{result}` or `{error}`, the protocol's response
   * shape) as bestPath answers it; `ms`, the time the other engine took, teaches the budget as
   * bestPath's own queries do. The caller checks that the scene has not changed since it asked.
   * @type {Api['bestPathAnswer']}
   */
  bestPathAnswer(asked, response, ms) {
    try {
      if (response.error) return errorAnnotation(response.error);
      const found = /** @type {import('../lib/index.js').PathResult} */ (response.result);
      if (this.#budget && ms !== undefined) this.#budget.observe(ms, found.nodes, found.status);
      return this.#pathAnswer(asked, found);
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  // A path query's result as bestPath answers it: the move pricing the whole drag (the path query
  // asked with `move: true` answers the move as well) annotated, with `search`, the path query's own.
  /**
   * @param {{request: Record<string, unknown>, walked: PathItem[]}} asked
   * @param {import('../lib/index.js').PathResult} found
   * @returns {PathAnnotation}
   */
  #pathAnswer({ request, walked }, found) {
    const move = /** @type {MoveResult} */ (found.move);
    const { annotation } = this.#annotated(move, [...walked, ...found.path], request);
    // The engine's answers: the move that prices the whole drag (`result`: the path query's `move`),
    // and the path query's own (withAnswer: not enumerable).
    const search = withAnswer(
      {
        status: found.status,
        nodes: found.nodes,
        end: found.end,
        path: found.path,
        ...(found.reason ? { reason: found.reason } : {}),
      },
      request,
      found,
    );
    return /** @type {PathAnnotation} */ (withAnswer({ ...annotation, search }, annotation.request, annotation.result));
  }

  /**
   * The places the creature may end its move in this turn (after what it spent), marked for `mode`:
   * 'safe', 'flank' (a `target` enemy), 'cover' (from a `target` enemy) or 'reach' (a `target` in
   * reach), with a legend in words: the places annotation (places.js annotatePlaces). `from`
   * (default: the drag's start, else where the scene has it) and `moveMode` (walk, fly …) as beginDrag.
   * The answer is kept for the question (the request: creature, mode, target, band, spent, diagonals,
   * start, moveMode) on the scene revision it was asked on.
   * @type {Api['places']}
   */
  places(id, { mode = 'safe', target, from, moveMode } = {}) {
    if (!this.#host.answering) return this.#refusal();
    const start = this.#start(id, from);
    const asked = placesRequest(id, { mode, target, ...this.#turnFields(id), from: start, moveMode });
    if (asked.error) return asked.error;
    if (this.#keptAt !== this.#host.revision) {
      this.#keptPlaces.clear();
      this.#keptAt = this.#host.revision;
    }
    const key = JSON.stringify(asked.request);
    const kept = this.#keptPlaces.get(key);
    if (kept) return kept;
    try {
      this.#placesAsked += 1;
      const result = this.#search(/** @type {Record<string, unknown> & {query: 'places'}} */ (asked.request));
      const annotation = annotatePlaces(result, { mode, bands: this.#host.bands, name: (c) => this.#host.name(c) });
      const answer = withAnswer(annotation, asked.request, result);
      if (answer.kind === 'places') this.#keptPlaces.set(key, answer);
      return answer;
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /** How many times the engine was asked the places query (the other calls were answered as kept). */
  get placesAsked() {
    return this.#placesAsked;
  }

  // A search (reachable, path, places) under the surface's budget: the request gets its maxNodes.
  /**
   * @template {'reachable' | 'path' | 'places'} Q
   * @param {Record<string, unknown> & {query: Q}} request  built field by field; the engine checks it
   * @returns {import('../lib/index.js').Results[Q]}
   */
  #search(request) {
    const scene = this.#host.answering;
    if (!scene) throw new Error('no scene'); // (each caller asked for the answering scene first)
    const ask = (/** @type {Record<string, unknown> & {query: Q}} */ r) =>
      scene.query(/** @type {import('../lib/index.js').LoadedSceneRequest<Q> & {query: Q}} */ (r));
    if (!this.#budget) return ask(request);
    return this.#budget.run((maxNodes) => ask(Object.assign(request, { maxNodes })));
  }

  // Why there is no scene to ask (the scene part's refusal, or none loaded).
  /** @returns {ErrorAnnotation} */
  #refusal() {
    return this.#host.refusal ?? shimError('no-scene', 'No scene is loaded.', '$');
  }
}

// How many places answers are kept: one per creature a surface shows at once (the selected token,
// the one picked up, a few modes tried), each some tens of KB on a big map.
const PLACES_KEPT = 8;

// A path's items with the creature's positions (the move answer's `positions`, given when the path
// was the pointer's cells) in place of their cells and long jumps' landings; the path itself without them.
/** @type {(path: PathItem[], positions: Cell[] | undefined) => PathItem[]} */
const placedPath = (path, positions) =>
  positions
    ? path.map((item, i) =>
        Array.isArray(item)
          ? positions[i]
          : 'cell' in item
            ? { ...item, cell: positions[i] }
            : 'to' in item
              ? { ...item, to: positions[i] }
              : item,
      )
    : path;

// Where a path puts the creature, the token where the user put it whether legal or not: the last
// step's cell or long jump's landing; undefined when no item moves it (actions, high jumps).
/** @type {(path: PathItem[]) => Cell | undefined} */
const pathEnd = (path) => {
  for (let i = path.length - 1; i >= 0; i--) {
    const item = path[i];
    if (Array.isArray(item)) return item;
    if ('cell' in item) return item.cell;
    if ('to' in item) return item.to;
  }
  return undefined;
};
