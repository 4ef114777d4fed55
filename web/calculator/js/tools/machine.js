// The map's tools as small state machines (tldraw's StateNode idea, ../shared/notes/style.md): each
// tool (tools/path.js, terrain.js, wall.js, creature.js, ask.js) is a few named states — idle, then
// pointing, dragging, painting … — each an object of the handlers it needs (enter, exit, down, move,
// up, cancel). A state moves on by name with `to('dragging', info)`. This file holds the current tool
// and state and gives them the MapView's pointer (map/view.js `handlers`); it touches no DOM (the
// radios, the keyboard and the zoom buttons are tools/inputs.js), so Node tests drive it. A state
// changes the page only through the parts it was given and says what changed on the update path
// (changes.js).

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
   * @param {{view: import('../map-layers.js').View, state: import('../store.js').State, move: import('../move-state.js').MoveModel,
   *   changes: import('../changes.js').Changes}} parts
   */
  constructor({ view, state, move, changes }) {
    this.view = view;
    this.state = state;
    this.move = move;
    this.changes = changes;
    /** @type {Record<string, Tool>} */
    this.tools = {};
    this.tool = state.tool;
    this.stateName = 'idle';
    /** @type {import('../map/view.js').Handlers} The MapView's pointer (map/view.js), given to the current tool's state. */
    this.handlers = {
      down: (/** @type {At} */ at) => {
        changes.emit('pointer', { at: [at.px, at.py] });
        this.current.down?.(at);
      },
      move: (/** @type {At} */ at, /** @type {PointerEvent} */ ev, /** @type {boolean} */ sameKey) => {
        changes.emit('pointer', { at: [at.px, at.py] });
        const s = this.current;
        if (s.move) s.move(at, sameKey);
        else this.hover(at, sameKey);
      },
      up: (/** @type {At | null} */ at, /** @type {PointerEvent} */ ev, /** @type {boolean} */ cancelled = false) => {
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
      grabs: (/** @type {At} */ at) => !!this.tools[this.tool]?.grabs?.(at),
    };
    view.handlers = this.handlers;
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
    this.move.hoverAt(at.cell, true, { pointer: true });
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

  /** The tool chosen (the radios, tools/inputs.js): its idle state. @param {string} tool */
  setTool(tool) {
    if (this.busy) this.to('idle');
    this.state.tool = tool;
    this.tool = tool;
    this.changes.emit('tool', { tool });
  }

  /** Enter or Space on the keyboard's cell: the state's own press (the walls), else a click there. @param {Cell} cell */
  press(cell) {
    const s = this.current;
    if (s.press) s.press(cell);
    else {
      /** @type {At} */
      const at = { cell, side: 'top', inner: true, key: '', px: 0, py: 0 };
      this.handlers.down(at);
      this.handlers.up(at);
    }
  }
}
