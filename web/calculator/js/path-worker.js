// The pointer's best path on a large map, asked of a second engine in a Web Worker (issue 40). In the
// fit view of a 200×200 map a pointer move cost about 4 ms of the page's thread, the engine's path
// query a millisecond of it (the search run cold between frames, its 34 KB answer parsed): the
// answer here is asked of the worker's engine, kept in step with the page's by the scene's normal
// form (the shim's sceneSpec) whenever the scene's revision moves, and the page only annotates it
// (the shim's bestPathRequest / bestPathAnswer: the same request and the same words as bestPath).
// Only a long search goes there: a message and an answer in a task of its own cost the page about
// half a millisecond (measured: paint-bench's walk and max views, whose paths are short, were 0.3–0.7 ms
// slower a move with every hover sent), so the worker answers the pointer while the last best path
// was long (a far cell: the fit view's sweep), and the page answers the near ones at once. A path's
// length says its cost better than the states its search settled: the move it prices is evaluated
// and written step by step, and the landmarks keep a far search on squares to a few hundred states.
// Small maps are answered on the page (a path there takes a tenth of a millisecond), as is the
// keyboard's cell (a question a key press); until the worker has started, or if it fails, the page
// answers everything itself.
//
// The worker runs the engine the page runs: the page's own engine script (the <script id="engine">,
// inlined by build.mjs, or its `src` when the page is served from its sources) and the few lines of
// `workerMain` below, made into a Blob URL, so the page still makes no request (build.mjs).
// One question is answered at a time and only the newest waiting one is kept: a sweep that outruns
// the worker skips the cells the pointer has already left.

/** A map of this many cells or more starts the worker (100×100): below it the page's answer is cheaper. */
export const WORKER_MIN_CELLS = 10000;
/**
 * The worker answers the pointer while the last move priced at the pointer was this many steps or
 * longer (the drag so far and the best path on): about half a millisecond of the page's engine on the
 * bench map, what a message costs.
 */
export const WORKER_MIN_STEPS = 40;

/**
 * @typedef {{response: {result?: any, error?: any}, ms: number}} WorkerAnswer  the engine's response
 *   and the time its query took in the worker
 */

// The worker's own code, run there after the engine's script (so `Footwork` is defined). It is made
// into text (Function.prototype.toString), so it reads nothing outside itself.
function workerMain() {
  /** @type {any} */
  let scene = null;
  const ready = /** @type {any} */ (globalThis).Footwork.load();
  ready.then(
    () => postMessage({ ready: true }),
    (/** @type {any} */ e) => postMessage({ failed: `the engine did not start: ${e?.message ?? e}` }),
  );
  onmessage = async ({ data }) => {
    const footwork = await ready;
    if (data.scene) {
      try {
        if (scene) scene.load(data.scene);
        else scene = footwork.loadScene(data.scene);
      } catch (/** @type {any} */ e) {
        scene = null;
        postMessage({ failed: `the scene did not load: ${e?.message ?? e}` });
      }
      return;
    }
    const t0 = performance.now();
    let text;
    try {
      // (queryText answers the engine's refusals as text; it throws only for what is not a request)
      text = scene
        ? scene.queryText(data.text)
        : JSON.stringify({ error: { code: 'no-scene', message: 'No scene is loaded.', path: '$' } });
    } catch (/** @type {any} */ e) {
      text = JSON.stringify({ error: { code: 'internal', message: String(e?.message ?? e), path: '$' } });
    }
    postMessage({ id: data.id, text, ms: performance.now() - t0 });
  };
}

/** The worker's script: the page's engine, then workerMain; null when the page has no engine script. */
function workerSource() {
  const script = /** @type {HTMLScriptElement | null} */ (document.getElementById('engine'));
  if (!script) return null;
  const engine = script.src ? `importScripts(${JSON.stringify(script.src)});` : script.textContent;
  if (!engine) return null;
  return `${engine}\n;(${workerMain.toString()})();\n`;
}

export class PathWorker {
  /** @type {Worker | null} */
  #worker = null;
  /** @type {'off' | 'starting' | 'ready' | 'failed'} */
  #state = 'off';
  /** @type {string} why the worker is not used (failed), for the page's notes */
  #why = '';
  /** The scene revision the worker holds (-1: none). */
  #sent = -1;
  #lastId = 0;
  /** @type {{id: number, resolve: (a: WorkerAnswer | null) => void} | null} the question being answered */
  #asking = null;
  /** @type {{text: string, revision: number, resolve: (a: WorkerAnswer | null) => void} | null} the newest waiting */
  #waiting = null;

  /**
   * @param {import('../../shim/index.js').Session} session  the page's: its scene is copied to the worker
   */
  constructor(session) {
    this.session = session;
    /** The steps of the last move priced at the pointer (note). */
    this.lastSteps = 0;
    /** The worker's script (a test gives one that fails). @type {() => string | null} */
    this.source = workerSource;
  }

  /** 'off' (not needed yet), 'starting', 'ready' or 'failed'. */
  get state() {
    return this.#state;
  }

  /** Why the worker is not used, once it failed ('' otherwise). */
  get why() {
    return this.#why;
  }

  /**
   * Whether the pointer's best path on a map of `cells` cells is asked of the worker: a large map, a
   * worker that has started (the first hover on a large map starts it; until then, the page answers)
   * and a last move at the pointer that was long (`note`).
   * @param {number} cells
   */
  takes(cells) {
    if (cells < WORKER_MIN_CELLS) return false;
    if (this.#state === 'off') {
      // Started when the page is idle, not in the hover's frame: making the worker's script (the
      // engine's 700 KB of text into a Blob) and the worker took 7–8 ms on the page's thread.
      this.#state = 'starting';
      const idle = /** @type {any} */ (globalThis).requestIdleCallback;
      if (idle) idle(() => this.#start(), { timeout: 500 });
      else setTimeout(() => this.#start(), 0);
    }
    return this.#state === 'ready' && this.lastSteps >= WORKER_MIN_STEPS;
  }

  /** The steps of a move priced at the pointer, whoever answered it. @param {number} steps */
  note(steps) {
    this.lastSteps = steps;
  }

  /**
   * The engine's response to `request` (a path query the shim built: bestPathRequest), asked of the
   * worker on the scene as it is now. Resolves null when the question was given up: a newer one took
   * its place before the worker got to it, the scene changed meanwhile, or the worker failed (the
   * caller then asks on the page).
   * @param {Record<string, unknown>} request @returns {Promise<WorkerAnswer | null>}
   */
  ask(request) {
    return new Promise((resolve) => {
      if (this.#state !== 'ready') return resolve(null);
      this.#waiting?.resolve(null);
      this.#waiting = { text: JSON.stringify(request), revision: this.session.revision, resolve };
      if (!this.#asking) this.#next();
    });
  }

  #start() {
    try {
      const source = this.source();
      if (!source) return this.#fail('the page has no engine script to start it with');
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const worker = new Worker(url);
      URL.revokeObjectURL(url);
      worker.onmessage = ({ data }) => this.#heard(data);
      worker.onerror = (e) => {
        e.preventDefault();
        this.#fail(`the worker stopped: ${e.message || 'an error'}`);
      };
      this.#worker = worker;
    } catch (/** @type {any} */ e) {
      this.#fail(`it could not start: ${e?.message ?? e}`);
    }
  }

  /** @param {string} why */
  #fail(why) {
    this.#state = 'failed';
    this.#why = why;
    this.#worker?.terminate();
    this.#worker = null;
    this.#asking?.resolve(null);
    this.#waiting?.resolve(null);
    this.#asking = this.#waiting = null;
  }

  /** @param {any} data */
  #heard(data) {
    if (data.ready) {
      if (this.#state === 'starting') this.#state = 'ready';
      return;
    }
    if (data.failed) return this.#fail(data.failed);
    const asking = this.#asking;
    if (!asking || asking.id !== data.id) return;
    this.#asking = null;
    let response;
    try {
      response = JSON.parse(data.text);
    } catch {
      response = { error: { code: 'internal', message: 'The worker answered text that is not JSON.', path: '$' } };
    }
    asking.resolve({ response, ms: data.ms });
    this.#next();
  }

  // The newest waiting question to the worker, the scene first when it has changed since the worker
  // last had it; a question asked before the change is given up (its asker asks again after it).
  #next() {
    const q = this.#waiting;
    this.#waiting = null;
    if (!q || !this.#worker) return;
    const revision = this.session.revision;
    if (q.revision !== revision) return q.resolve(null);
    if (this.#sent !== revision) {
      const spec = this.session.sceneSpec();
      if (!spec) return q.resolve(null);
      this.#worker.postMessage({ scene: spec });
      this.#sent = revision;
    }
    const id = ++this.#lastId;
    this.#asking = { id, resolve: q.resolve };
    this.#worker.postMessage({ id, text: q.text });
  }
}
