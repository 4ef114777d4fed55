// The terrain brush: a click paints a cell with the brush (legend.js's palette), a drag paints the
// cells the pointer crosses (the shim's lineCells fills in a fast pointer's skipped cells). States:
// idle → painting. One Undo edit takes back a whole stroke.
import { lineCells } from '../../../shim/index.js';

import { dragState } from './machine.js';

/** @typedef {[number, number]} Cell */

/**
 * @param {{to: import('./machine.js').Transition, machine: import('./machine.js').ToolMachine,
 *   scene: import('../scene-state.js').SceneState, state: import('../store.js').State}} parts
 * @returns {import('./machine.js').Tool}
 */
export function terrainTool({ to, machine, scene, state }) {
  /** @type {Cell} */ let last = [0, 0];
  return {
    states: {
      idle: {
        down(at) {
          scene.remember();
          scene.change((s) => s.paint([at.cell], state.brush), { remembered: true });
          to('painting', at.cell);
        },
      },
      painting: dragState(to, machine, {
        enter(cell) {
          last = cell;
        },
        move(at) {
          const cell = at.cell;
          if (last[0] === cell[0] && last[1] === cell[1]) return;
          const cells = lineCells(last, cell, scene.shape);
          last = cell;
          scene.change((s) => s.paint(cells, state.brush), { lazy: true });
        },
      }),
    },
    grabs: () => true,
  };
}
