// The move being built, spoken to the engine the way every VTT surface does: through the shim's drag
// road (docs/shim.md). The path on the map is a drag in progress: beginDrag gives the reachable area,
// dragTo prices the path so far (its cells as waypoints), bestPath answers the cursor, endDrag is
// *Move token* (the turn ledger records it) and cancelDrag a cleared path. *Spent ft* and
// *Diagonals* are the ledger's (Session.setSpent). A path with actions (stand up, drop prone) or a
// chosen mode goes through shim-extras.js, the same road with what the shim's drags cannot carry.
// The page adds no rule: each answer is the engine's, as the shim annotates it.
import { lastResult } from './engine.js';
import { reachableWith, priceWith, bestPathAfter, recordDrag } from './shim-extras.js';

const isCell = Array.isArray;
const same = (a, b) => a[0] === b[0] && a[1] === b[1];

export function installRoad(app) {
  const session = () => app.session;
  const mode = () => app.state.mode || undefined;
  // The shim's own calls take cells only and let the engine choose each step's mode.
  const plain = (items) => !mode() && items.every(isCell);
  const drag = (cells) =>
    cells.length ? { waypoints: cells.slice(0, -1), current: cells[cells.length - 1] } : { waypoints: [] };

  app.road = {
    /** The reachable area from the mover's cell after this turn's spending (the drag's start). */
    reach(id) {
      return mode() ? reachableWith(session(), id, { mode: mode() }) : session().beginDrag(id);
    },

    /** The path so far (cells and actions) → {result, annotation, path} or {error}. */
    price(id, items) {
      if (plain(items)) {
        const annotation = session().dragTo(id, drag(items));
        if (annotation.kind === 'error') return { error: annotation };
        // The engine's own result of that move query (squares, modes, a fall) for the Move tab.
        return { annotation, result: lastResult('move'), path: items };
      }
      const { annotation, result } = priceWith(session(), id, items, { mode: mode() });
      if (annotation.kind === 'error') return { error: annotation };
      return { annotation, result, path: items };
    },

    /**
     * The answer at the cursor: the engine's cheapest path to `cell` after the path so far, the
     * whole turn priced as one move → {result, annotation, path, best} (best: the cells added), an
     * {error}, or null (the cell is where the path ends, or the engine finds no path).
     */
    hover(id, cell, items, sofar) {
      const m = session().scene.creature(id);
      const end = app.pathEnd();
      if (!m || same(end, cell)) return null;
      if (!items.length && plain(items)) {
        const a = session().bestPath(id, cell);
        if (a.kind === 'error') return { error: a };
        if (!a.cells.length) return null;
        const best = a.cells.map((c) => c.cell);
        return { annotation: a, result: lastResult('move'), path: best, best };
      }
      if (items.length && (!sofar || !sofar.result)) return null;
      const found = bestPathAfter(session(), id, cell, {
        end,
        sofar: items.length ? sofar.result : null,
        mode: mode(),
      });
      if (found.kind === 'error') return { error: found };
      if (!found.path.length) return null;
      const priced = app.road.price(id, [...items, ...found.path]);
      return priced.error ? priced : { ...priced, best: found.path };
    },

    /** The cells to add for a click on a far cell (the engine's cheapest path), or {error}. */
    extend(id, cell, items, sofar) {
      const found = bestPathAfter(session(), id, cell, {
        end: app.pathEnd(),
        sofar: items.length && sofar ? sofar.result : null,
        mode: mode(),
      });
      return found.kind === 'error' ? { error: found } : { cells: found.path };
    },

    /** *Move token*: the path up to where the rules stop it is the drag, recorded for the turn. */
    commit(id, items) {
      if (plain(items)) {
        const a = session().endDrag(id, drag(items));
        if (a.kind === 'error') return a;
        return a.placeError || null;
      }
      const { annotation, result } = priceWith(session(), id, items, { mode: mode() });
      if (!result) return annotation;
      return recordDrag(session(), id, items, result);
    },

    /** The path was cleared or the mover changed: the drag in progress is given up. */
    cancel(id) {
      session().cancelDrag(id);
    },
  };
}
