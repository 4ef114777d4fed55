// The move being built, spoken to the engine the way every VTT surface does: through the shim's drag
// road (docs/shim.md). The path on the map is a drag in progress, given to the shim as the protocol's
// path items (cells and the actions stand / drop-prone) with the chosen mode: beginDrag gives the
// reachable area, dragTo prices the path so far, bestPath (after the drag so far) answers the cursor
// and a click on a far cell, endDrag is *Move token* (the turn ledger records it) and cancelDrag a
// cleared path. *Spent ft* and *Diagonals* are the ledger's (Session.setSpent, move-state.js).
// The page adds no rule: each answer is the engine's, as the shim annotates it.
import { lastResult } from './engine.js';

const same = (a, b) => a[0] === b[0] && a[1] === b[1];

export function installRoad(app) {
  const session = () => app.session;
  const mode = () => app.state.mode || undefined;
  const drag = (items) => ({ path: items, mode: mode() });

  app.road = {
    /** The reachable area from the mover's cell after this turn's spending (the drag's start). */
    reach(id) {
      return session().beginDrag(id, undefined, { mode: mode() });
    },

    /** The path so far (cells and actions) → {result, annotation, path} or {error}. */
    price(id, items) {
      const annotation = session().dragTo(id, drag(items));
      if (annotation.kind === 'error') return { error: annotation };
      // The engine's own result of that move query (squares, each step's mode, a fall) for the Move tab.
      return { annotation, result: lastResult('move'), path: items };
    },

    /**
     * The answer at the cursor: the engine's cheapest path to `cell` after the path so far, the
     * whole turn priced as one drag (one bestPath call) → {result, annotation, path, best} (best: the
     * cells added), an {error}, or null (the cell is where the path ends, or no path is found).
     */
    hover(id, cell, items) {
      if (!session().scene.creature(id) || same(app.pathEnd(), cell)) return null;
      const a = session().bestPath(id, cell, { after: items.length ? drag(items) : undefined, mode: mode() });
      if (a.kind === 'error') return { error: a };
      if (!a.search.path.length) return null;
      return { annotation: a, result: lastResult('move'), path: [...items, ...a.search.path], best: a.search.path };
    },

    /** The cells to add for a click on a far cell (the engine's cheapest path there), or {error}. */
    extend(id, cell, items) {
      const a = session().bestPath(id, cell, { after: items.length ? drag(items) : undefined, mode: mode() });
      return a.kind === 'error' ? { error: a } : { cells: a.search.path };
    },

    /** *Move token*: the path up to where the rules stop it is the drag, recorded for the turn. */
    commit(id, items) {
      const a = session().endDrag(id, drag(items));
      if (a.kind === 'error') return a;
      return a.placeError || null;
    },

    /** The path was cleared or the mover changed: the drag in progress is given up. */
    cancel(id) {
      session().cancelDrag(id);
    },
  };
}
