// One Roll20 flow from a token's move to the shim, for the browser extension and the Mod alike: Roll20
// tells both the same thing (a token's `left`, `top` and `lastmove` changed, and what they were), so
// what that move was — a drag with its waypoints, a straight move, Roll20's undo, a nudge within its
// cell — is decided here once. The surfaces keep only their host's input (the page script's messages,
// the sandbox's events) and output (the panel and overlay, whispers and `set`). Plain data in,
// annotations out, nothing thrown (the Session never throws for the engine's errors).
import { centreToCell, cellToCentre, spanCells } from '../shim/index.js';
import { roll20Drag } from './roll20.js';

/** @type {(a: import('../lib/index.js').Cell | undefined, b: import('../lib/index.js').Cell | undefined) => boolean} */
const sameCell = (a, b) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

/**
 * The drag a token's move was: with a new `lastmove`, its start and waypoints (roll20Drag); otherwise
 * a straight move from where it stood before (`previous` left and top; either missing is where it is
 * now). → {drag: {start, waypoints, current}, span}, or null when nothing says where it came from or
 * it stayed in its cell (a nudge: nothing to price).
 * @type {typeof import('./index.js').roll20MoveDrag}
 */
export function roll20MoveDrag(token, previous, grid, { newLastmove }) {
  const span = spanCells(grid, Number(token.width), Number(token.height));
  let drag = newLastmove ? roll20Drag(token, grid) : null;
  if (!drag && (previous?.left !== undefined || previous?.top !== undefined))
    drag = {
      start: centreToCell(grid, Number(previous.left ?? token.left), Number(previous.top ?? token.top), span),
      waypoints: [],
      current: centreToCell(grid, Number(token.left), Number(token.top), span),
    };
  if (!drag || (sameCell(drag.start, drag.current) && drag.waypoints.length === 0)) return null;
  return { drag, span };
}

/** A Roll20 page's moves through the shim's Session (web/shim): one per page and Session. */
export class Roll20Moves {
  /** @param {import('../shim/index.js').Session} session */
  constructor(session) {
    this.session = session;
  }

  /**
   * Whether a move is Roll20's undo of the token's last drag: no new `lastmove` (Roll20's undo and
   * scripts set only left and top), and the token goes exactly from where that drag ended back to
   * where it began.
   * @type {import('./index.js').Roll20Moves['isUndo']}
   */
  isUndo(id, drag, newLastmove) {
    const last = this.session.lastDrag(id);
    return !newLastmove && !!last && sameCell(last.to, drag.start) && sameCell(last.from, drag.current);
  }

  /**
   * A token moved (`token` its attributes now, `previous` its left and top before). → null (no move
   * to price: a nudge, no earlier position), {kind: 'undo', undone, error} (Roll20's undo: the drag
   * is taken back and its movement refunded), or {kind: 'move', annotation, drag, span}: the move
   * priced and recorded for the turn. `fresh`: priced as a turn of its own (the Mod out of combat).
   * @type {import('./index.js').Roll20Moves['move']}
   */
  move(id, token, previous, grid, { newLastmove, fresh = false }) {
    const read = roll20MoveDrag(token, previous, grid, { newLastmove });
    if (!read) return null;
    if (this.isUndo(id, read.drag, newLastmove)) {
      const { drag, error } = this.session.undo(id);
      return { kind: 'undo', undone: drag, error };
    }
    if (fresh) this.session.resetTurn(id);
    return { kind: 'move', annotation: this.session.endDrag(id, read.drag), drag: read.drag, span: read.span };
  }

  /**
   * Enforcement: the move just recorded is taken back and replaced by its legal part, up to the
   * annotation's `stop` (the last position along the path where the creature may end). → the cell
   * and pixel centre to put the token at, and the annotation of the legal part (null when it stays
   * at the start).
   * @type {import('./index.js').Roll20Moves['returnToLegal']}
   */
  returnToLegal(id, annotation, drag, grid, span) {
    const cells = annotation.cells.map((c) => c.cell);
    const step = annotation.stop.step;
    this.session.undo(id);
    let legal = null;
    // The last legal step's cell, or the start when the first step was not legal (step -1).
    const cell = cells[step] ?? drag.start;
    if (step >= 0)
      legal = this.session.endDrag(id, { start: drag.start, waypoints: cells.slice(0, step), current: cell });
    else this.session.placeCreature(id, drag.start);
    return { cell, centre: cellToCentre(grid, cell, span), legal };
  }

  /**
   * The reachable areas shown for `ids`, priced again after the scene changed (a wall, a door, a
   * token): id → reachable annotation, for those the engine still answers.
   * @type {import('./index.js').Roll20Moves['reprice']}
   */
  reprice(ids) {
    const out = new Map();
    for (const id of ids) {
      const r = this.session.reachable(id);
      if (r.kind === 'reachable') out.set(id, r);
    }
    return out;
  }
}
