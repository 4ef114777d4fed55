// The tools' controls outside the map's pointer: the tool radios (each tool's options shown with it),
// the keyboard on the focused map (the arrows move a cell cursor whose answer is shown as under the
// mouse, Enter or Space acts there as a click — the walls on the side chosen —, Backspace takes back
// the path's last step, Escape clears it, + and - zoom) and the zoom buttons.
import { $ } from '../dom.js';
import { TOOLS } from './machine.js';

/** @typedef {[number, number]} Cell */

/**
 * @param {{machine: import('./machine.js').ToolMachine, view: import('../map-layers.js').View,
 *   move: import('../move-state.js').MoveModel, edits: import('../path-edits.js').PathEdits,
 *   changes: import('../changes.js').Changes}} parts
 */
export function wireToolInputs({ machine, view, move, edits, changes }) {
  const radios = /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll('input[name=tool]'));
  for (const r of radios)
    r.addEventListener('change', () => {
      machine.setTool(r.value);
      changes.emit('move');
    });
  changes.on('tool', ({ tool }) => {
    for (const t of TOOLS) $('tool-' + t).hidden = t !== tool;
    for (const r of radios) r.checked = r.value === tool;
    $('map').dataset.tool = tool;
  });

  /** @type {Cell | null} the keyboard's cell */
  let kbd = null;
  /** @type {Record<string, Cell>} */
  const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  $('map').addEventListener('keydown', (/** @type {KeyboardEvent} */ ev) => {
    if (arrows[ev.key]) {
      const [dx, dy] = arrows[ev.key];
      const from = kbd || (move.mover() ? move.pathEnd() : [0, 0]);
      kbd = [Math.min(view.width - 1, Math.max(0, from[0] + dx)), Math.min(view.height - 1, Math.max(0, from[1] + dy))];
      view.data.kbd = kbd;
      changes.emit('pointer', { at: null }); // the label goes beside the cell, not the mouse
      move.hoverAt(kbd);
      changes.emit('hover');
    } else if ((ev.key === 'Enter' || ev.key === ' ') && kbd) machine.press(kbd);
    else if (ev.key === 'Backspace') edits.undo();
    else if (ev.key === 'Escape') edits.clear();
    else if (ev.key === '+' || ev.key === '=') view.zoomAt(1.25);
    else if (ev.key === '-') view.zoomAt(0.8);
    else return;
    ev.preventDefault();
  });
  $('map').addEventListener('blur', () => {
    kbd = null;
    view.data.kbd = null;
    view.invalidate('overlay');
  });
  $('zoom-in').addEventListener('click', () => view.zoomAt(1.25));
  $('zoom-out').addEventListener('click', () => view.zoomAt(0.8));
  $('zoom-fit').addEventListener('click', () => view.fit());
}
