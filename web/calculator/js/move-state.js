// The move being built and what depends on it: the allowance, the turn's spending (the shim's turn
// ledger), the reachable area (the drag's start), the path's price, the cursor's cell and the best
// path to it. The engine is asked through the drag road (drag-road.js). This part holds answers and
// draws nothing: it brings them up to date on the page's update path ('scene', 'move'), before the
// views that show them (main.js subscribes it first). On a large map the pointer's far best paths
// are answered by the worker (path-worker.js), a message later: the answer then comes on its own
// ('hover', `waiting` meanwhile).

/** @typedef {[number, number]} Cell */
/** @typedef {import('./drag-road.js').Priced} Priced */
/** @typedef {import('../../shim/index.js').ErrorAnnotation} ErrorAnnotation */
import { need } from './dom.js';
import { lastAsked } from './engine.js';

const same = (/** @type {Cell} */ a, /** @type {Cell} */ b) => a[0] === b[0] && a[1] === b[1];

export class MoveModel {
  /**
   * @param {{session: import('../../shim/index.js').Session, scene: import('./scene-state.js').SceneState,
   *   state: import('./store.js').State, road: import('./drag-road.js').DragRoad, changes: import('./changes.js').Changes,
   *   far?: import('./path-worker.js').PathWorker}} parts  far: the worker that answers the pointer on a large map
   */
  constructor({ session, scene, state, road, changes, far }) {
    this.session = session;
    this.scene = scene;
    this.state = state;
    this.road = road;
    this.changes = changes;
    this.far = far ?? null;
    /**
     * Whether the hovered cell's best path is still being answered by the worker (path-worker.js):
     * `preview` is then still the cell before's, on screen until the answer comes.
     */
    this.waiting = false;
    /** Moves on with every new hover or change: a worker's answer for an older one is dropped. */
    this.ticket = 0;
    /** @type {Priced | ErrorAnnotation | null} the path so far, priced, or the shim's error */
    this.move = null;
    /**
     * @type {(Omit<import('../../shim/index.js').ReachableAnnotation, 'result' | 'request'> &
     *   {byIndex: Map<number, import('../../shim/index.js').ReachablePlace>}) | null}
     *   the reachable area (with byIndex: cell index → place), or null
     */
    this.reach = null;
    /** Counts the times the reachable area was asked again (the views redraw it then). */
    this.reachVersion = 0;
    this.reachKey = '';
    /** @type {ErrorAnnotation | null} why there is no reachable area (the shim's error), or null */
    this.reachNote = null;
    /** @type {Cell | null} the cell under the cursor (or the keyboard's) */
    this.hover = null;
    /**
     * @type {Cell | null} the position the hovered cell stands for: the cell itself, or (the mover
     * last dragged by another cell of its space, `held`) the position that keeps that cell under the
     * pointer; null where that space would leave the map
     */
    this.hoverAnchor = null;
    /** @type {any} why the mover may not end at `hoverAnchor` (the space query's `occupied`), or null */
    this.hoverProblem = null;
    /**
     * @type {{id: string, cell: Cell, at: Cell} | null} a larger creature dragged by a cell of its
     * space other than its anchor: the cell held and the position it was held at (the path's end)
     */
    this.held = null;
    /** @type {Priced | ErrorAnnotation | null} the cursor's answer: {result, annotation, path, best}, the shim's error, or null */
    this.preview = null;
    /** A path drag that has moved: the path's answer is the answer at the pointer. */
    this.dragging = false;
    /**
     * @type {{cell: Cell, anchor: Cell | null, problem: any, preview: Priced | ErrorAnnotation | null,
     *   asked: import('./engine.js').Asked | undefined} | null}
     * the answer at the cell hovered before this one, kept until anything else changes: a pointer on
     * the border of two cells goes back and forth between them, a whole best path each time (up to
     * 200 steps at 200×200); `asked` is the path query the JSON tab showed then
     */
    this.left = null;
    /** Whether the hovered cell was answered as the Path tool answers it (not a drag's lazy update). */
    this.answered = false;
    /** @type {Record<string, string>} a Spent / Diagonals text the shim refused, kept in its field */
    this.typed = {};
    changes.on('scene', () => {
      this.reachKey = ''; // the terrain or the creatures may have changed: asked again
    });
    changes.on(['scene', 'move'], (detail) => this.update(detail));
  }

  /** The band the move is judged against: the chosen one, else the shim's default (Dash / double). */
  band() {
    // No band chosen: undefined asks for the shim's default (Session's setter takes it; its typings
    // say a string only).
    this.session.band = this.state.band || undefined;
    return this.session.band ?? '';
  }

  mover() {
    return this.scene.creature(this.state.mover);
  }

  /** Where the path ends: its last cell, else where the mover stands. @returns {Cell} */
  pathEnd() {
    const path = this.state.path;
    for (let i = path.length - 1; i >= 0; i--) {
      const item = path[i];
      if (Array.isArray(item)) return item;
    }
    return need(this.mover(), `mover ${this.state.mover} in the scene`).position;
  }

  /** Everything that depends on the move, asked again: the price, the reachable area, the cursor's answer. */
  update({ lazy = false, whole = false } = {}) {
    const s = this.state;
    this.ticket++;
    this.waiting = false;
    this.band();
    if (whole) {
      if (!this.mover()) s.path = [];
      const { width, height } = this.scene.info();
      s.path = s.path.filter((/** @type {any} */ p) => !Array.isArray(p) || (p[0] < width && p[1] < height));
    }
    if (!this.mover()) s.mover = this.scene.creatures()[0]?.id || '';
    this.price();
    this.askReach();
    this.preview = null;
    this.left = null;
    this.answered = !lazy && this.answersHover();
    if (this.hover && !lazy) this.answerHover(true);
  }

  price() {
    this.move = this.mover() ? this.road.price(this.state.mover, this.state.path) : null;
  }

  /**
   * A drag's step: the path (already changed in the state) priced, or `priced` when the drag asked
   * it itself (a drag held by a grab); `cell` is the pointer's. @param {any} priced @param {Cell} cell
   */
  step(priced, cell) {
    this.ticket++;
    this.waiting = false;
    if (priced) this.move = priced;
    else this.price();
    this.preview = null;
    this.left = null;
    this.answered = false;
    this.hover = cell;
    this.hoverAnchor = cell;
    this.hoverProblem = null;
  }

  /**
   * A drag holding the mover by `cell` (a cell of its space other than its anchor) has put it at
   * the path's end: a cursor over the map afterwards stands for the position that keeps that cell
   * under it, as the drag did (issue 37: the cell under the pointer was priced as the anchor, a
   * phantom step). @param {Cell} cell
   */
  holding(cell) {
    this.held = { id: this.state.mover, cell, at: this.pathEnd() };
    this.left = null;
  }

  /** The hold (`holding`) while it still applies: the same mover, still at the path's end; else null. */
  heldHere() {
    const h = this.held;
    const m = this.mover();
    return h && m && h.id === m.id && same(h.at, this.pathEnd()) ? h : null;
  }

  /**
   * The cursor on `cell` (null: off the map); with `best` the best path there is asked (the Path
   * tool with *Best path* on), or the answer kept for it when it is the cell just left (`left`).
   * `pointer`: the pointer's sweep, whose best path a large map's worker answers (answerHover); the
   * keyboard's cell is a question a key press, answered at once.
   * @param {Cell | null} cell @param {boolean} [best] @param {{pointer?: boolean}} [how]
   */
  hoverAt(cell, best = true, { pointer = false } = {}) {
    this.ticket++;
    this.waiting = false;
    const shown = this.preview;
    const keeps = best && this.answersHover();
    const back = keeps && cell && this.left && same(this.left.cell, cell) ? this.left : null;
    this.left =
      keeps && this.answered && this.hover
        ? {
            cell: this.hover,
            anchor: this.hoverAnchor,
            problem: this.hoverProblem,
            preview: this.preview,
            asked: lastAsked.path,
          }
        : null;
    this.hover = cell;
    this.answered = keeps;
    if (back) {
      this.hoverAnchor = back.anchor;
      this.hoverProblem = back.problem;
      this.preview = back.preview;
      if (back.asked) lastAsked.path = back.asked;
      return;
    }
    this.preview = null;
    this.answerHover(best, pointer ? shown : undefined);
  }

  /**
   * The hovered cell answered: the position it stands for and why the mover may not end there
   * (placeHover, the space query), and with `best` the best path there (askPreview). Without a held
   * drag the best path is asked first: a path the engine finds complete ends where the move may end
   * (the path query's `complete`: "the target is reached and the move may end there", by the rule
   * the space query's `occupied` is judged by), so the space query is asked only for a path that is
   * not, and its answer dropped when the mover may not end there, as though never asked. A sweep of
   * the map then costs one query a cell, not two (issue 40). On a creature's cell the space query
   * comes first, as before: there it mostly says the mover may not end, and no path is asked.
   * With `shown` (the pointer's answer on screen: hoverAt) the best path on a large map is asked of
   * the worker (path-worker.js): `shown` stays until it answers (`waiting`), then the same follows
   * as here (settleHover) and the views are told ('hover').
   * @param {boolean} best @param {Priced | ErrorAnnotation | null} [shown]
   */
  answerHover(best, shown) {
    const cell = this.hover;
    if (!cell || !best || !this.answersHover() || this.heldHere() || this.scene.creatureAt(cell)) {
      this.placeHover();
      if (cell && best) this.askPreview();
      return;
    }
    this.hoverAnchor = cell;
    this.hoverProblem = null;
    // Where the path already ends, the move's own answer says whether it may end there (placeHover).
    if (same(this.pathEnd(), cell)) return;
    if (shown !== undefined && this.far) {
      const { width, height } = this.scene.info();
      if (this.far.takes(width * height)) return this.askWorker(cell, shown);
    }
    this.settleHover(lastAsked.path, this.road.hover(this.state.mover, cell, this.state.path));
  }

  /**
   * The pointer's best path to `cell` asked of the worker; `shown` stays on screen meanwhile. An
   * answer for a hover since left (or a scene since changed: `ticket`) is dropped; a question the
   * worker gave up is asked on the page. @param {Cell} cell @param {Priced | ErrorAnnotation | null} shown
   */
  askWorker(cell, shown) {
    const far = /** @type {import('./path-worker.js').PathWorker} */ (this.far);
    const id = this.state.mover;
    const items = this.state.path;
    const ask = this.road.hoverRequest(id, cell, items);
    if (ask.kind === 'error') return this.settleHover(lastAsked.path, this.road.hoverAnswered(ask, items));
    const ticket = this.ticket;
    this.preview = shown;
    this.waiting = true;
    this.answered = false;
    far.ask(ask.request).then((answer) => {
      if (ticket !== this.ticket) return;
      this.waiting = false;
      this.answered = true;
      const had = lastAsked.path;
      const preview = answer
        ? this.road.hoverAnswered(this.session.bestPathAnswer(ask, answer.response, answer.ms), items)
        : this.road.hover(id, cell, items);
      this.settleHover(had, preview);
      this.changes.emit('hover');
    });
  }

  /**
   * The best path to the hovered cell answered (`preview`, the road's hover): kept when the path
   * is complete; else the space query says whether the mover may end there, and where it may not,
   * no path is shown, as though none was asked (the JSON tab keeps `had`, the path query before).
   * @param {import('./engine.js').Asked | undefined} had @param {Priced | ErrorAnnotation | null} preview
   */
  settleHover(had, preview) {
    this.preview = null;
    const found =
      preview && preview.kind === 'priced'
        ? /** @type {import('../../shim/index.js').PathAnnotation} */ (preview.annotation).search
        : null;
    // (how long a move it priced: who answers the next, path-worker.js)
    if (found) this.far?.note(/** @type {Priced} */ (preview).annotation.cells.length);
    if (found && found.status === 'complete') {
      this.preview = preview;
      return;
    }
    this.placeHover();
    if (!this.hoverProblem) {
      this.preview = preview;
      return;
    }
    if (had) lastAsked.path = had;
    else delete lastAsked.path;
  }

  /** Whether the cursor's cell is answered by the engine (placeHover, askPreview): the Path tool's. */
  answersHover() {
    const s = this.state;
    return s.tool === 'path' && s.showBest && !this.dragging && !!this.mover();
  }

  /**
   * The position the hovered cell stands for (`hoverAnchor`), and why the mover may not end there
   * (`hoverProblem`), as the engine's space query says: the Path tool's cursor is a place to move to.
   */
  placeHover() {
    this.hoverAnchor = this.hover;
    this.hoverProblem = null;
    const m = this.mover();
    if (!this.hover || this.state.tool !== 'path' || !m || this.dragging) return;
    const h = this.heldHere();
    const space = this.session.space(
      m.id,
      h ? { at: h.at, grab: h.cell, pointer: this.hover, mode: this.state.mode || undefined } : { at: this.hover },
    );
    if (space.kind !== 'space') return;
    if (h) this.hoverAnchor = space.onGrid ? space.at : null;
    // Where the path's end already is, the move's own answer says whether it may end there.
    if (space.occupied && this.hoverAnchor && !same(this.pathEnd(), this.hoverAnchor))
      this.hoverProblem = space.occupied;
  }

  /** The best path to the hovered position, when the tool shows it. */
  askPreview() {
    const s = this.state;
    const at = this.hoverAnchor;
    // (Only for its mover, a creature of the scene's list the page keeps, and not where the path ends
    // nor where the move could not end: there the label says why, not the price of a place beside.)
    if (!at || this.hoverProblem || s.tool !== 'path' || !s.showBest || !this.mover() || this.dragging) return;
    if (!same(this.pathEnd(), at)) this.preview = this.road.hover(s.mover, at, s.path);
  }

  // The drag's start: the reachable area within the allowance after this turn's spending (the shim's
  // beginDrag), asked again only when one of those changes.
  askReach() {
    const s = this.state;
    const m = this.mover();
    const spent = m ? this.session.spent(m.id) : null;
    const key =
      s.showReach && m && spent
        ? JSON.stringify([m.id, m.position, spent.feet, spent.diagonals, this.band(), s.mode, this.session.ruleset])
        : '';
    if (key === this.reachKey) return;
    this.reachKey = key;
    this.reach = null;
    this.reachNote = null;
    this.reachVersion++;
    if (!key || !m) return;
    const a = this.road.reach(m.id);
    if (a.kind !== 'reachable') {
      this.reachNote = a;
      return;
    }
    const w = this.scene.info().width;
    this.reach = { ...a, byIndex: new Map(a.places.map((/** @type {any} */ p) => [p.cell[1] * w + p.cell[0], p])) };
  }

  // ---- the turn's spending: the shim's ledger ------------------------------------------------------

  /** The mover's spending this turn: {feet, diagonals}. */
  spent() {
    return this.state.mover ? this.session.spent(this.state.mover) : { feet: 0, diagonals: 0 };
  }

  /**
   * A typed Spent or Diagonals → the ledger (Session.setSpent); the shim's refusal is returned (the
   * text stays in `typed` until put right). @param {'spent' | 'diagonals'} field @param {string} raw
   */
  setSpent(field, raw) {
    const id = this.state.mover;
    if (!id) return null;
    const had = this.session.spent(id);
    const value = raw.trim() === '' ? 0 : Number(raw);
    const spent = field === 'spent' ? { feet: value, diagonals: had.diagonals } : { feet: had.feet, diagonals: value };
    const err = this.session.setSpent(id, spent);
    if (err) this.typed[field] = raw;
    else delete this.typed[field];
    return err;
  }

  /** The turn's spending of every creature, as the state keeps it ({id: {feet, diagonals}}). */
  turnToSave() {
    /** @type {Record<string, {feet: number, diagonals: number}>} */
    const out = {};
    for (const c of this.scene.creatures()) {
      const { feet, diagonals } = this.session.spent(c.id);
      if (feet || diagonals) out[c.id] = { feet, diagonals };
    }
    return out;
  }

  /** The kept spending back into the ledger (a reload); an older state's single Spent is the mover's. */
  restoreTurn(/** @type {any} */ state) {
    this.session.newTurn();
    const turn = { ...(state.turn || {}) };
    if (state.mover && (Number(state.spent) > 0 || Number(state.diagonals) > 0) && !turn[state.mover])
      turn[state.mover] = { feet: Number(state.spent) || 0, diagonals: Number(state.diagonals) || 0 };
    for (const [id, spent] of Object.entries(turn)) this.session.setSpent(id, spent);
    delete state.spent;
    delete state.diagonals;
  }

  /** A new turn: nothing spent by anyone, no refused text kept. */
  newTurn() {
    this.forgetTyped();
    this.session.newTurn();
  }

  /** The ledger's figures are shown again (a new mover, a move recorded, new rules). */
  forgetTyped() {
    this.typed = {};
  }
}
