// The move being built, spoken to the engine the way every VTT surface does: through the shim's drag
// road (docs/shim.md). The path on the map is a drag in progress, given to the shim as the protocol's
// path items (cells and the actions stand / drop-prone) with the chosen mode: beginDrag gives the
// reachable area, dragTo prices the path so far, bestPath (after the drag so far) answers the cursor
// and a click on a far cell, endDrag is *Move token* (the turn ledger records it) and cancelDrag a
// cleared path. *Spent ft* and *Diagonals* are the ledger's (Session.setSpent, move-state.js).
// The page adds no rule: each answer is the engine's, as the shim annotates it, and the engine's own
// request and result ride on the annotation (kept for the JSON tab and the Move tab's details).
import { keepAnswer } from './engine.js';

/** @typedef {[number, number]} Cell */
/** @typedef {Cell | {action: string}} Item */
/** @typedef {import('../../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../../shim/index.js').PathAnnotation} PathAnnotation */
/**
 * A path the engine priced: its annotation, the engine's result, the path as priced (the creature's
 * positions) and, for the answer at the cursor, the best path's cells added. `kind` tells it from
 * the shim's error (`kind: 'error'`), the page's one problem shape.
 * @typedef {{kind: 'priced', annotation: import('../../shim/index.js').MoveAnnotation,
 *   result: import('../../lib/protocol.js').MoveResult, path: Item[], best?: Cell[]}} Priced
 */

/**
 * The path the engine priced, with the creature's positions (the move answer's `positions`, given
 * for a drag held by a `grab`) in place of the pointer's cells.
 * @param {Item[]} items @param {import('../../lib/protocol.js').MoveResult | undefined} result @returns {Item[]}
 */
const placed = (items, result) => {
  const positions = result && result.positions;
  return positions ? items.map((item, i) => (Array.isArray(item) ? positions[i] : item)) : items;
};

/**
 * The drag road for the page's move: `state.mode` is the move's mode.
 * @param {import('../../shim/index.js').Session} session @param {{mode: string}} state
 */
export function createRoad(session, state) {
  const mode = () => state.mode || undefined;
  /** @param {Item[]} items @param {Cell} [grab] @returns {any} the shim's drag (its typings list cells alone) */
  const drag = (items, grab) => ({ path: items, mode: mode(), ...(grab ? { grab } : {}) });

  /** A best path's options: after the drag so far (`items`), in the move's mode. @param {Item[]} items */
  const onFrom = (items) => ({ after: items.length ? drag(items) : undefined, mode: mode() });
  /** The cursor's question: the first illegal step alone said. @param {Item[]} items */
  const hoverOptions = (items) => ({ ...onFrom(items), firstIllegalOnly: true });

  /**
   * A best path to the cursor as `hover` returns it, kept for the JSON tab.
   * @param {PathAnnotation | ErrorAnnotation} a @param {Item[]} items @returns {Priced | ErrorAnnotation | null}
   */
  const atCursor = (a, items) => {
    keepPath(a);
    if (a.kind === 'error') return a;
    const best = /** @type {Cell[]} */ (a.search.path); // a best path is cells
    if (!best.length) return null;
    return { kind: 'priced', annotation: a, result: a.result, path: [...items, ...best], best };
  };

  return {
    /** The reachable area from the mover's cell after this turn's spending (the drag's start). */
    reach(/** @type {string} */ id) {
      const a = session.beginDrag(id, undefined, { mode: mode() });
      keepAnswer('reachable', a);
      return a;
    },

    /**
     * The path so far (cells and actions) → {result, annotation, path} or the shim's error. With `grab` (the
     * cell of the mover's space the pointer holds) the cells are the pointer's, and `path` is the
     * positions the engine put the creature in.
     * @param {string} id @param {Item[]} items @param {Cell} [grab]
     * @returns {Priced | ErrorAnnotation}
     */
    price(id, items, grab) {
      const annotation = session.dragTo(id, drag(items, grab));
      keepAnswer('move', annotation);
      if (annotation.kind === 'error') return annotation;
      // The engine's own result of that move query (squares, each step's mode, a fall) for the Move tab.
      return { kind: 'priced', annotation, result: annotation.result, path: placed(items, annotation.result) };
    },

    /**
     * The answer at the cursor: the engine's cheapest path to `cell` after the path so far, the
     * whole turn priced as one drag (one bestPath call) → {result, annotation, path, best} (best: the
     * cells added), the shim's error, or null (no path is found). Only the first illegal step says why
     * (`firstIllegalOnly`): the label says why the move stops, the route marks each step legal or
     * not, and a far cell's steps past the allowance were a sentence each, a third of the answer
     * parsed on every pointer move (issue 40).
     * @param {string} id @param {Cell} cell @param {Item[]} items
     * @returns {Priced | ErrorAnnotation | null}
     */
    hover(id, cell, items) {
      const a = session.bestPath(id, cell, hoverOptions(items));
      return atCursor(a, items);
    },

    /**
     * `hover`'s question without its answer, for the worker (path-worker.js): the shim's
     * bestPathRequest, or its error. @param {string} id @param {Cell} cell @param {Item[]} items
     */
    hoverRequest(id, cell, items) {
      return session.bestPathRequest(id, cell, hoverOptions(items));
    },

    /** A best path to the cursor (bestPath's answer, or bestPathAnswer's for the worker's) as `hover` returns it. */
    hoverAnswered: atCursor,

    /**
     * The cells to add for a click on a far cell (the engine's cheapest path there), or the shim's error.
     * @param {string} id @param {Cell} cell @param {Item[]} items
     * @returns {Cell[] | ErrorAnnotation}
     */
    extend(id, cell, items) {
      const a = session.bestPath(id, cell, onFrom(items));
      keepPath(a);
      return a.kind === 'error' ? a : /** @type {Cell[]} */ (a.search.path);
    },

    /**
     * *Move token*: the path up to where the rules stop it is the drag, recorded for the turn.
     * @param {string} id @param {Item[]} items
     */
    commit(id, items) {
      const a = session.endDrag(id, drag(items));
      keepAnswer('move', a);
      if (a.kind === 'error') return a;
      return a.placeError || null;
    },

    /** The path was cleared or the mover changed: the drag in progress is given up. */
    cancel(/** @type {string} */ id) {
      session.cancelDrag(id);
    },
  };
}

/** @typedef {ReturnType<typeof createRoad>} DragRoad */

// A best path's own query (the path query, with the drag so far as `walked`) for the JSON tab.
/** @param {any} a */
function keepPath(a) {
  keepAnswer('path', a.kind === 'error' ? a : a.search);
}
