// What a question's answer draws on the map: the cells the engine listed (in the colours of
// draw-marks.js) and the lines it traced. The page computes nothing of its own: the creatures' spaces
// are the engine's (scene-state.js), a hex facing's bounding lines map/hex-facing.js's.
import { facingLines } from './map/hex-facing.js';

/** @typedef {[number, number]} Cell */
/** @typedef {import('./map/view.js').Marks} Marks */
/** @typedef {import('../../lib/protocol.js').ForcedResult} ForcedResult */

/** A place (a creature's id, or a cell) as the cells it covers. @param {import('./scene-state.js').SceneState} scene @param {string | Cell} place @returns {Cell[]} */
const spaceCells = (scene, place) => {
  if (Array.isArray(place)) return [place];
  const c = scene.creature(place);
  return c ? scene.spaceOf(c) : [];
};

// What the answer draws: cells the engine listed, and the lines it traced.
/**
 * @param {import('./scene-state.js').SceneState} scene @param {Record<string, any>} request the question asked
 * @param {any} r its result, whose shape is the query's (docs/protocol.md): each case reads its own fields
 * @returns {Marks}
 */
export function marksFor(scene, request, r) {
  /** @type {NonNullable<Marks['cells']>} */
  const cells = [];
  /** @type {NonNullable<Marks['lines']>} */
  const lines = [];
  switch (request.query) {
    case 'threatened':
      cells.push({ cells: r.cells, colour: 'a' });
      break;
    case 'flankSquares':
      cells.push({ cells: r.positions, colour: 'a' });
      break;
    case 'area':
      cells.push({ cells: r.cells, colour: 'a' });
      break;
    case 'distance':
      cells.push({ cells: spaceCells(scene, r.from), colour: 'a' }, { cells: spaceCells(scene, r.to), colour: 'b' });
      break;
    case 'closest':
      if (r.closest) cells.push({ cells: spaceCells(scene, r.closest), colour: 'a' });
      break;
    case 'crowding':
      cells.push({ cells: r.ring || [], colour: 'b' }, { cells: r.placement || [], colour: 'a' });
      break;
    case 'sight':
      if (r.line) lines.push({ from: r.line.corner, to: r.line.to, blocked: false });
      else
        cells.push({
          cells: [...spaceCells(scene, request.from), ...spaceCells(scene, request.to)],
          colour: 'blocked',
        });
      break;
    case 'cover':
      for (const l of r.lines || []) lines.push({ from: r.from, to: l.to, blocked: l.blocked });
      break;
    case 'flanking':
      for (const c of r.checks || []) {
        if (c.square) cells.push({ cells: [c.square], colour: 'a' });
        if (c.allySquare) cells.push({ cells: [c.allySquare], colour: 'b' });
      }
      break;
    case 'facing': {
      /** @type {Record<string, Cell[]>} */
      const groups = {};
      const [ox, oy] = r.window && r.window.from ? r.window.from : [0, 0];
      r.arcs.forEach((/** @type {string} */ row, /** @type {number} */ y) =>
        [...row].forEach((ch, x) => {
          if (ch === '@') return;
          (groups[ch] ??= []).push([ox + x, oy + y]);
        }),
      );
      /** @type {Record<string, string>} */
      const colour = { F: 'a', B: 'b', L: '#6b4e1f', R: '#3d3a36' };
      for (const [ch, list] of Object.entries(groups))
        cells.push({ cells: list, colour: colour[ch] || '#3d3a36', text: list.map(() => ch) });
      // On hexes the arcs' bounding lines too, through a one-hex creature's centre (hex-facing.js).
      const c = scene.creature(r.creature);
      if (scene.shape && c && scene.spaceOf(c).length === 1) {
        const { width, height } = scene.info();
        for (const l of facingLines(scene.shape, c.position, r.facing, width + height))
          lines.push({ ...l, blocked: false, toEdge: true });
      }
      break;
    }
    case 'forced': {
      /** @type {ForcedResult & {ends?: {position: Cell, squares: number}[]}} */
      const f = r;
      if (f.ends) {
        cells.push({ cells: f.ends.map((e) => e.position), colour: 'b', text: f.ends.map((e) => String(e.squares)) });
        break;
      }
      cells.push({
        cells: f.steps.filter((s) => s.legal).map((s) => s.to),
        colour: 'a',
        text: f.steps.filter((s) => s.legal).map((s) => String(s.total)),
      });
      cells.push({ cells: f.steps.filter((s) => !s.legal).map((s) => s.to), colour: 'blocked' });
      break;
    }
    case 'swap':
    case 'teleportation': {
      // Where each creature would stand: its whole space there (a creature's `to` is its anchor).
      const at = (/** @type {string} */ id, /** @type {Cell} */ cell) => {
        const c = scene.creature(id);
        return c ? scene.spaceOf(c, cell) : [cell];
      };
      const to = r.to || request.to;
      if (to) cells.push({ cells: at(request.creature, to), colour: r.legal ? 'a' : 'blocked' });
      if (r.targetTo) cells.push({ cells: at(request.target, r.targetTo), colour: 'b' });
      break;
    }
    default:
      break;
  }
  return { cells: cells.filter((g) => g.cells.length), lines };
}
