// The Walls tool: a click near a cell's side sets the chosen kind there (again: clears it), a drag
// sets it along every side the pointer passes. On squares a side is top/right/bottom/left; on hexes
// it is the side two hexes share (the shim's neighbour order). From the keyboard, *Side* names the
// side and Enter sets it. States: idle → drawing.
import { hexNeighbours } from '../../../shim/index.js';
import { sideIndex, hexSidePlane } from '../map/hex-frame.js';
import { $, byId, fillSelect } from '../dom.js';

import { dragState } from './machine.js';

/** @typedef {[number, number]} Cell */

const KINDS = ['none', 'wall', 'low', 'door-closed', 'door-open', 'window'];
/** @type {Record<string, Cell>} a square's side → the step to the cell across it */
const SQUARE_SIDES = { left: [-1, 0], right: [1, 0], top: [0, -1], bottom: [0, 1] };

/**
 * @param {{to: import('./machine.js').Transition, machine: import('./machine.js').ToolMachine,
 *   scene: import('../scene-state.js').SceneState, view: import('../map-layers.js').View, state: import('../store.js').State,
 *   changes: import('../changes.js').Changes}} parts
 * @returns {import('./machine.js').Tool}
 */
export function wallTool({ to, machine, scene, view, state, changes }) {
  byId('wall-kind', HTMLSelectElement).value = state.wallKind;
  $('wall-kind').addEventListener('change', () => {
    state.wallKind = byId('wall-kind', HTMLSelectElement).value;
  });
  // The keyboard's side: a square's four, or a hex's six in the shim's neighbour order.
  changes.on('scene', ({ whole }) => {
    if (!whole) return;
    const shape = scene.shape;
    const sides = shape ? ['0', '1', '2', '3', '4', '5'] : ['top', 'right', 'bottom', 'left'];
    const names = !shape
      ? null
      : shape.orientation === 'pointy'
        ? ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east']
        : ['south-east', 'south', 'south-west', 'north-west', 'north', 'north-east'];
    fillSelect(
      byId('wall-side', HTMLSelectElement),
      sides,
      byId('wall-side', HTMLSelectElement).value,
      names ? (v) => names[Number(v)] : undefined,
    );
  });

  // The edge on `side` of a cell: on squares top/right/bottom/left; on hexes the index of the
  // neighbour across it (the shim's hexNeighbours order). null off the map.
  function edgeAt(/** @type {Cell} */ cell, /** @type {any} */ side) {
    if (scene.shape) return hexSideAt(scene.shape, cell, side);
    const [x, y] = cell;
    const d = SQUARE_SIDES[side];
    /** @type {Cell} */
    const other = [x + d[0], y + d[1]];
    const { width: w, height: h } = scene.info();
    if (other[0] < 0 || other[1] < 0 || other[0] >= w || other[1] >= h) return null;
    const a = d[0] + d[1] < 0 ? other : cell;
    const b = d[0] + d[1] < 0 ? cell : other;
    const edges = view.data.edges;
    const k = a[1] === b[1] ? edges.vertical[a[1] * (w + 1) + b[0]] : edges.horizontal[b[1] * w + a[0]];
    return { a, b, kind: KINDS[k] };
  }

  function hexSideAt(
    /** @type {import('../map/hex-frame.js').HexShape} */ shape,
    /** @type {Cell} */ cell,
    /** @type {number} */ side,
  ) {
    const other = hexNeighbours(shape, cell)[side];
    const { width: w, height: h } = scene.info();
    if (!other || other[0] < 0 || other[1] < 0 || other[0] >= w || other[1] >= h) return null;
    const i = sideIndex(shape, w, h, cell, other);
    return { a: cell, b: other, kind: KINDS[hexSidePlane(view.data.edges, w, h)[i]] };
  }

  /** Sets (or, clicked again, clears) the side; `forced`: a drag's kind. Returns the kind set, or null off the map. */
  function setWall(/** @type {Cell} */ cell, /** @type {any} */ side, /** @type {string} */ forced = '') {
    const e = edgeAt(cell, side);
    if (!e) return null;
    const kind = forced || (e.kind === state.wallKind ? 'none' : state.wallKind);
    if (e.kind === kind) return kind;
    scene.remember();
    scene.change((s) => s.setEdge(e.a, e.b, /** @type {any} */ (kind)), { remembered: true, lazy: !!forced });
    return kind;
  }

  let kind = '';
  return {
    states: {
      idle: {
        down(at) {
          const set = setWall(at.cell, at.side);
          if (set) to('drawing', set);
        },
        press(cell) {
          setWall(
            cell,
            scene.shape
              ? Number(byId('wall-side', HTMLSelectElement).value)
              : byId('wall-side', HTMLSelectElement).value,
          );
        },
      },
      drawing: dragState(to, machine, {
        enter(set) {
          kind = set;
        },
        move(at) {
          setWall(at.cell, at.side, kind);
        },
      }),
    },
    grabs: () => true,
  };
}
