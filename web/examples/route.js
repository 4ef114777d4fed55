// What a drag in the example VTT prices (issue 25, item 15): by default the way the pointer led the
// token, cell by cell (web/shim/trail.js: stepping back onto the trail cuts it), as the calculator
// and Owlbear price it, so a detour beside an orc provokes and a route through rubble costs it; or,
// with the page's Route set to "the best path", the engine's best path from the start (after the
// VTT's waypoints) to the cell under the pointer, which the drop then records.
import { Trail } from '../shim/trail.js';

/** @typedef {[number, number]} Cell */
/** The shim's drag, or (`best`) the cell the best path is asked to, after the waypoints. @typedef {import('../shim/index.js').Drag & {best?: boolean}} RouteDrag */

export class DragRoute {
  /** @param {import('../shim/index.js').Session} session `mode()`: 'dragged' or 'best' @param {() => string} [mode] */
  constructor(session, mode = () => 'dragged') {
    this.session = session;
    this.mode = mode;
    /** @type {Trail | null} */
    this.trail = null;
    /** @type {Cell[] | null} the last best path's cells */
    this.best = null;
  }

  /** A drag begins with the token's space at `cell`. @param {Cell} cell */
  start(cell) {
    this.trail = new Trail(cell);
    this.best = null;
  }

  /**
   * The drag for the token over `cell` after the VTT's `waypoints` (cells), as the shim takes it.
   * @param {Cell} cell @param {Cell[]} waypoints @returns {RouteDrag}
   */
  drag(cell, waypoints) {
    if (this.mode() === 'best') return { best: true, waypoints, current: cell };
    if (!this.trail) return { waypoints, current: cell };
    this.trail.moveTo(cell);
    return this.trail.drag();
  }

  /** The drag's move annotation: the shim's dragTo, or its best path. @param {string} id @param {RouteDrag} drag */
  price(id, drag) {
    if (!drag.best) return this.session.dragTo(id, drag);
    const w = drag.waypoints ?? [];
    const after = w.length ? { waypoints: w.slice(0, -1), current: w[w.length - 1] } : undefined;
    // A best-path drag always has its cell (drag()).
    const a = this.session.bestPath(id, /** @type {Cell} */ (drag.current), after ? { after } : {});
    this.best = a.kind === 'move' && a.cells.length ? a.cells.map((c) => c.cell) : null;
    return a;
  }

  /** The drop: the move recorded for the turn (the best path's cells, or the trail). @param {string} id @param {RouteDrag} drag */
  end(id, drag) {
    if (drag.best) {
      this.price(id, drag);
      const b = this.best;
      drag = b
        ? { waypoints: b.slice(0, -1), current: b[b.length - 1] }
        : { waypoints: drag.waypoints, current: drag.current };
    }
    this.trail = null;
    return this.session.endDrag(id, drag);
  }
}
