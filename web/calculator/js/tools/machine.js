// The map's tools as small state machines (tldraw's StateNode idea, ../shared/notes/style.md): each
// tool (tools/path.js, terrain.js, wall.js, creature.js, ask.js) is a few named states — idle, then
// pointing, dragging, painting … — each an object of the handlers it needs (enter, exit, down, move,
// up, cancel). A state moves on by name with `to('dragging', info)`. This file holds the current tool
// and state, gives them the MapView's pointer (map/view.js `handlers`), the keyboard on the map, the
// zoom buttons and the tool radios. A state changes the page only through the parts it was given and
// says what changed on the update path (changes.js).
import { $ } from '../dom.js';

/** @typedef {[number, number]} Cell */
/** @typedef {{cell: Cell, side: any, inner: boolean, px: number, py: number, key: string}} At */
/**
 * @typedef {{enter?(info?: any): void, exit?(): void, down?(at: At): void, move?(at: At, same: boolean): void,
 *   up?(at: At | null): void, cancel?(): void, press?(cell: Cell): void}} ToolState
 */
/** @typedef {{states: Record<string, ToolState>, grabs?(at: At): boolean}} Tool */
/** @typedef {(state: string, info?: any) => void} Transition */

export const TOOLS = ['path', 'terrain', 'wall', 'creature', 'ask'];

/**
 * A drag's state (the button held): `handlers` with the drag's end — let go, back to idle and the
 * answer at the pointer asked with everything else (machine.finish); cancelled (a second finger),
 * back to idle with the gesture as far as it went.
 * @param {Transition} to @param {{finish(at: At | null): void}} machine @param {ToolState} handlers
 * @returns {ToolState}
 */
export const dragState = (to, machine, handlers) => ({
  up(at) {
    to('idle');
    machine.finish(at);
  },
  cancel() {
    to('idle');
  },
  ...handlers,
});
const same = (/** @type {any} */ a, /** @type {any} */ b) =>
  Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1] === b[1];

export class ToolMachine {
  /**
   * @param {{view: import('../map-layers.js').View, state: any, move: import('../move-state.js').MoveModel,
   *   changes: import('../changes.js').Changes, edits: import('../path-edits.js').PathEdits}} parts
   */
  constructor({ view, state, move, changes, edits }) {
    this.view = view;
    this.state = state;
    this.move = move;
    this.changes = changes;
    /** @type {Record<string, Tool>} */
    this.tools = {};
    this.tool = state.tool;
    this.stateName = 'idle';
    /** @type {Cell | null} the keyboard's cell */
    this.kbd = null;
    view.handlers = {
      down: (at) => {
        changes.emit('pointer', { at: [at.px, at.py] });
        this.current.down?.(at);
      },
      move: (at, ev, sameKey) => {
        changes.emit('pointer', { at: [at.px, at.py] });
        const s = this.current;
        if (s.move) s.move(at, sameKey);
        else this.hover(at, sameKey);
      },
      up: (at, ev, cancelled) => {
        if (cancelled) {
          if (this.current.cancel) this.current.cancel();
          else this.to('idle');
        } else this.current.up?.(at);
      },
      leave: () => {
        move.hoverAt(null);
        changes.emit('hover');
      },
      viewChanged: () => changes.emit('view'),
      // A finger on the map: the tool's when it grabs there (the mover, the path's end, a creature,
      // any cell for the brush and the walls); elsewhere one finger pans.
      grabs: (at) => !!this.tools[this.tool]?.grabs?.(at),
    };
    this.wireKeys(edits);
    for (const r of radios())
      r.addEventListener('change', () => {
        this.setTool(r.value);
        changes.emit('move');
      });
  }

  /**
   * A tool by name, made with its transition function.
   * @param {string} name @param {(to: Transition) => Tool} make
   */
  add(name, make) {
    this.tools[name] = make((next, info) => this.to(next, info));
  }

  /** @returns {ToolState} */
  get current() {
    return this.tools[this.tool].states[this.stateName];
  }

  /** Whether a gesture is under way (a state other than idle: the button is held). */
  get busy() {
    return this.stateName !== 'idle';
  }

  /** @param {string} name @param {any} [info] */
  to(name, info) {
    this.current.exit?.();
    this.stateName = name;
    this.current.enter?.(info);
  }

  /** The idle pointer over the map: the cell's answer when it is a new cell, else the label follows. */
  hover(/** @type {At} */ at, /** @type {boolean} */ sameKey) {
    if (sameKey || (this.move.hover && same(this.move.hover, at.cell))) {
      this.place();
      return;
    }
    this.move.hoverAt(at.cell);
    this.changes.emit('hover');
  }

  /** The label moves with the pointer within its cell. */
  place() {
    this.changes.emit('pointer', { place: true });
  }

  /**
   * A gesture's end (a drag let go): the answer at the pointer is for the cell it is on now, asked
   * with everything else (a creature drag does not follow the hover).
   * @param {At | null} at
   */
  finish(at) {
    if (at && at.cell) this.move.hoverAt(at.cell, false);
    this.changes.emit('move');
  }

  /** The tool radios' choice: its options shown, its idle state. @param {string} tool */
  setTool(tool) {
    if (this.busy) this.to('idle');
    this.state.tool = tool;
    this.tool = tool;
    for (const t of TOOLS) $('tool-' + t).hidden = t !== tool;
    for (const r of radios()) r.checked = r.value === tool;
    $('map').dataset.tool = tool;
    this.changes.emit('tool', { tool });
  }

  // The keyboard on the map: the arrows move a cell cursor, Enter or Space acts there as a click
  // (the walls: on the side chosen), Backspace takes back the path's last step, Escape clears it.
  wireKeys(/** @type {import('../path-edits.js').PathEdits} */ edits) {
    const { view, move } = this;
    /** @type {Record<string, Cell>} */
    const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    $('map').addEventListener('keydown', (/** @type {KeyboardEvent} */ ev) => {
      if (arrows[ev.key]) {
        const [dx, dy] = arrows[ev.key];
        const from = this.kbd || (move.mover() ? move.pathEnd() : [0, 0]);
        const w = view.width;
        const h = view.height;
        this.kbd = [Math.min(w - 1, Math.max(0, from[0] + dx)), Math.min(h - 1, Math.max(0, from[1] + dy))];
        view.data.kbd = this.kbd;
        this.changes.emit('pointer', { at: null });
        move.hoverAt(this.kbd);
        this.changes.emit('hover');
      } else if ((ev.key === 'Enter' || ev.key === ' ') && this.kbd) {
        const s = this.current;
        if (s.press) s.press(this.kbd);
        else {
          /** @type {At} */
          const at = { cell: this.kbd, side: 'top', inner: true, key: '', px: 0, py: 0 };
          view.handlers.down(at);
          view.handlers.up(at);
        }
      } else if (ev.key === 'Backspace') edits.undo();
      else if (ev.key === 'Escape') edits.clear();
      else if (ev.key === '+' || ev.key === '=') view.zoomAt(1.25);
      else if (ev.key === '-') view.zoomAt(0.8);
      else return;
      ev.preventDefault();
    });
    $('map').addEventListener('blur', () => {
      this.kbd = null;
      view.data.kbd = null;
      view.invalidate('overlay');
    });
    $('zoom-in').addEventListener('click', () => view.zoomAt(1.25));
    $('zoom-out').addEventListener('click', () => view.zoomAt(0.8));
    $('zoom-fit').addEventListener('click', () => view.fit());
  }
}

const radios = () => /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll('input[name=tool]'));
