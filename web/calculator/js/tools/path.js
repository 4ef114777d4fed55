// The Path tool: a click adds a step (a far cell: the engine's best path there), a drag from the
// mover or the path's end draws the path cell by cell, priced on the shim's drag road after every
// cell (the Move tab follows the drag). States: idle → pointing (button down, not yet moved) →
// dragging. Geometry is the shim's (lineCells: a fast pointer's skipped cells are filled in along a
// line; on hexes each step into a neighbouring hex).
import { lineCells, hexAdjacent } from '../../../shim/index.js';
import { dragState } from './machine.js';
import { need } from '../dom.js';

/** @typedef {[number, number]} Cell */
/** @typedef {import('./machine.js').At} At */

const same = (/** @type {any} */ a, /** @type {any} */ b) =>
  Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1] === b[1];
/** @param {any} item @returns {item is Cell} */
const isCell = (item) => Array.isArray(item);

/**
 * Extends `items` (a path of cells and actions from `origin`) to `cell` one neighbour at a time (the
 * shim's line between the two); entering the cell before the end takes the last step back.
 * @param {any[]} items @param {Cell} origin @param {Cell} cell @param {any} shape
 */
export function lineTo(items, origin, cell, shape) {
  /** @returns {Cell[]} */
  const cells = () => {
    let at = origin;
    return items.map((item) => (isCell(item) ? (at = item) : at));
  };
  const end = () => cells().at(-1) ?? origin;
  for (const next of lineCells(end(), cell, shape)) {
    const list = cells();
    const before = list.length >= 2 ? list[list.length - 2] : origin;
    if (items.length && isCell(items[items.length - 1]) && same(next, before)) items.pop();
    else items.push(next);
  }
}

/**
 * @param {{to: import('./machine.js').Transition, machine: import('./machine.js').ToolMachine,
 *   scene: import('../scene-state.js').SceneState, move: import('../move-state.js').MoveModel, state: import('../store.js').State,
 *   road: import('../drag-road.js').DragRoad, errors: import('../errors.js').ErrorBox,
 *   changes: import('../changes.js').Changes}} parts
 * @returns {import('./machine.js').Tool}
 */
export function pathTool({ to, machine, scene, move, state, road, errors, changes }) {
  const neighbours = (/** @type {Cell} */ a, /** @type {Cell} */ b) =>
    scene.shape ? hexAdjacent(scene.shape, a, b) : Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) === 1;
  const pathTo = (/** @type {Cell} */ cell) =>
    lineTo(state.path, need(move.mover(), 'mover (the path tool moves one)').position, cell, scene.shape);

  // A click: on another creature (no path yet) it becomes the mover; on the path's end, a step
  // back; on the mover, the path cleared; on the path, cut there; next to its end, a step; further,
  // the engine's best path there.
  function click(/** @type {Cell} */ cell) {
    const m = move.mover();
    if (!m) return;
    const other = scene.creatureAt(cell);
    const end = move.pathEnd();
    if (!state.path.length && other && other.id !== m.id) state.mover = other.id;
    else if (state.path.length && same(cell, end)) state.path.pop();
    else if (same(cell, m.position)) state.path = [];
    else if (state.path.some((/** @type {any} */ c) => same(c, cell))) {
      let k = state.path.length - 1;
      while (!same(state.path[k], cell)) k--;
      state.path = state.path.slice(0, k + 1);
    } else if (neighbours(end, cell)) state.path.push(cell);
    else {
      const best = road.extend(m.id, cell, state.path);
      if (!Array.isArray(best)) {
        errors.report(best);
        return;
      }
      state.path.push(...best);
    }
    changes.emit('move');
  }

  /** @type {Cell} */ let start = [0, 0];
  /** The drag's last cell, and (a larger creature grabbed by another of its cells) the grab. */
  let drag = {
    last: /** @type {Cell | null} */ (null),
    grab: /** @type {Cell | null} */ (null),
    held: /** @type {any[]} */ ([]),
  };

  /** @type {Record<string, import('./machine.js').ToolState>} */
  const states = {
    idle: {
      down(at) {
        to('pointing', at.cell);
      },
    },

    // The button is down and the pointer has not left the middle of a cell yet: a click so far.
    pointing: {
      enter(cell) {
        start = cell;
      },
      move(at) {
        if (!at.inner || !move.mover()) {
          machine.place();
          return;
        }
        to('dragging', at);
      },
      up(at) {
        to('idle');
        if (at && same(at.cell, start)) click(at.cell);
        else machine.finish(at);
      },
    },

    // Drawing the path: each new cell is a step, priced as the drag so far.
    dragging: dragState(to, machine, {
      enter(at) {
        move.dragging = true;
        drag = { last: null, grab: null, held: [] };
        // A creature larger than one cell grabbed by any of its cells is dragged by that cell: the
        // drag holds it (the engine's grab, docs/shim.md "Grab") and the pointer's cells are sent,
        // the engine keeping the grabbed cell under the pointer. Grabbing the mover again starts the
        // path afresh, except after actions alone (drop prone, stand): the drag goes on from them.
        const m = move.mover();
        if (same(start, move.pathEnd())) {
          /* the drag goes on from the path's end */
        } else if (scene.creatureAt(start) === m) {
          if (state.path.some(isCell)) state.path = [];
          if (!same(start, m.position)) drag = { last: null, grab: start, held: [...state.path] };
        } else pathTo(start);
        states.dragging.move?.(at, false);
      },
      exit() {
        move.dragging = false;
      },
      move(at) {
        const cell = at.cell;
        if (!at.inner || same(drag.last, cell)) {
          machine.place();
          return;
        }
        drag.last = cell;
        const m = move.mover();
        if (!m) return;
        if (drag.grab) {
          // The pointer's path (after the actions the drag went on from), priced held by the grab:
          // the page's path becomes the positions the engine put the creature in.
          const pointer = drag.held.slice();
          lineTo(pointer, drag.grab, cell, scene.shape);
          const priced = road.price(m.id, pointer, drag.grab);
          if (priced.kind === 'error' && priced.code === 'out-of-grid') return; // the space would leave the map
          drag.held = pointer;
          if (priced.kind !== 'error') state.path = priced.path;
          move.step(priced, cell);
          if (priced.kind !== 'error') move.holding(cell);
        } else {
          const { width: w, height: h } = scene.info();
          if (cell[0] < 0 || cell[1] < 0 || cell[0] >= w || cell[1] >= h) return;
          pathTo(cell);
          move.step(null, cell); // priced on the shim's dragTo
        }
        changes.emit('step');
      },
    }),
  };

  return {
    states,
    // A finger on the mover or the path's end draws the path; elsewhere it pans.
    grabs(at) {
      const m = move.mover();
      return !!m && (scene.creatureAt(at.cell) === m || same(at.cell, move.pathEnd()));
    },
  };
}
