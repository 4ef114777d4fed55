// The extension's state, as the calculator keeps its own (web/calculator/js/store.js): what the panel
// shows and the user chose, in one object changed through one function, `set`, which schedules one
// render for a burst of changes (a snapshot, a move with its reachable area and its errors, a wall).
// The render runs in a microtask: after the handler that changed the state, before the browser paints
// or the next message is handled, so the panel and the overlay never show half of a change.
// The page as Roll20 sent it (graphics, walls) is app.js's mirror, not state here.

/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../shim/index.js').MoveAnnotation} MoveAnnotation */
/** @typedef {import('../shim/index.js').ReachableAnnotation} ReachableAnnotation */

/**
 * @typedef {object} State
 * @property {import('./page-messages.js').CheckedPage | null} page the page of the last snapshot
 * @property {ReturnType<typeof import('../roll20/index.js').roll20Grid>['grid'] | null} grid its grid
 * @property {ErrorAnnotation | null} refused while the engine cannot price this page at all
 * @property {ReturnType<typeof import('../roll20/index.js').roll20PageRules> | null} rulesNow the page's rules with the house rules
 * @property {ErrorAnnotation[]} problems the page's and the rules'
 * @property {ErrorAnnotation[]} errors the last actions'
 * @property {ErrorAnnotation[]} dropped the last messages from the page that were dropped
 * @property {Map<string, MoveAnnotation & {name: string}>} moves id → the token's last move this turn
 * @property {Map<string, ReachableAnnotation>} reaches id → the reachable annotation after it
 * @property {string[]} order ids, the last moved first
 * @property {string | null} selected the token whose move the readout shows (null: your last moved)
 * @property {ReturnType<typeof import('../roll20/turnorder.js').parseTurnorder>} turnorder Roll20's tracker
 * @property {string | undefined} turnKey its current entry
 * @property {{id: string, gm: boolean}} player window.currentPlayer.id, window.is_gm (page script)
 * @property {string | null} campaign Roll20's campaign id, once a snapshot named it
 * @property {Map<string, number>} speeds id → feet typed in the panel (kept per campaign)
 * @property {string} speedSource where speeds are read (app.js SPEED_SOURCES)
 * @property {string | null} chosenRuleset the user's pick; null: from the page's diagonaltype
 * @property {Record<string, unknown>} rules the campaign's house rules over it
 * @property {Record<string, string> | null} markers status marker → condition; null: the defaults
 * @property {ErrorAnnotation[]} markerProblems the marker mapping's
 * @property {string} engineNote why the plain-JavaScript engine runs, when it does
 */

/** @returns {State} */
export function initialState() {
  return {
    page: null,
    grid: null,
    refused: null,
    rulesNow: null,
    problems: [],
    errors: [],
    dropped: [],
    moves: new Map(),
    reaches: new Map(),
    order: [],
    selected: null,
    turnorder: [],
    turnKey: undefined,
    player: { id: '', gm: false },
    campaign: null,
    speeds: new Map(),
    speedSource: 'form',
    chosenRuleset: null,
    rules: {},
    markers: null,
    markerProblems: [],
    engineNote: '',
  };
}

export class Store {
  /**
   * @param {() => void} render draws the panel and the overlay from the state
   * @param {(err: unknown) => void} failed told of a render that threw (it may set the state once)
   */
  constructor(render, failed) {
    /** @type {Readonly<State>} */
    this.state = initialState();
    this.render = render;
    this.failed = failed;
    this.pending = false;
    this.failing = false;
  }

  /** The one way the state changes: the fields given, then one render soon. @param {Partial<State>} patch */
  set(patch) {
    this.state = { ...this.state, ...patch };
    this.schedule();
  }

  /** A render soon, for a change outside the state that the panel shows (a token of the page, the live view's status). */
  schedule() {
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => this.flush());
  }

  /** The render scheduled, now (none when nothing changed since the last). */
  flush() {
    if (!this.pending) return;
    this.pending = false;
    try {
      this.render();
      this.failing = false;
    } catch (err) {
      // A render that throws is said once (the panel's errors); one that throws again while saying
      // it is not retried in a loop.
      if (this.failing) return;
      this.failing = true;
      this.failed(err);
    }
  }
}
