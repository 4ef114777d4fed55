// The engine's scene as the page holds it, through the shim's Session (the page's only road to the
// engine): the lists read from it, kept until the next accepted change so a pointer move does not ask
// the engine for the same lists again; changes (a refusal changes nothing and is said at its field),
// whole-scene loads, and Undo edit's memory. An accepted change is said on the page's update path
// (`changes.emit('scene')`); this part draws nothing.
import { shapeOf } from './map/hex-frame.js';
import { need } from './dom.js';

/** @typedef {[number, number]} Cell */
/** @typedef {import('../../shim/index.js').SpaceAnnotation} Space */
/** @typedef {import('../../shim/index.js').Session} Session */

export class SceneState {
  /**
   * @param {{session: Session, changes: import('./changes.js').Changes,
   *   errors: import('./errors.js').ErrorBox}} parts
   */
  constructor({ session, changes, errors }) {
    this.session = session;
    this.rulesets = session.rulesets;
    this.changes = changes;
    this.errors = errors;
    /** @type {string[]} Undo edit's scenes, as text, oldest first */
    this.history = [];
    /** @type {import('./map/hex-frame.js').HexShape | null} The grid's shape: null for squares, {type: 'hex', orientation, offset}. */
    this.shape = null;
    /** The engine's normal form of the page's blank scene (main.js): not kept aside when replaced. */
    this.blankText = '';
    // What is read from the engine, kept until a change (forget).
    /** @type {import('../../lib/index.js').SceneSpec | null} */
    this.specCache = null;
    /** @type {import('../../lib/index.js').SceneInfo | null} */
    this.infoCache = null;
    /** @type {import('../../lib/index.js').CreatureSpec[] | null} */
    this.creatureCache = null;
    /** @type {Map<string, Space>} */
    this.spaceCache = new Map();
    /** @type {Map<string, import('../../lib/index.js').CreatureSpec> | null} who stands in each cell ("x,y") */
    this.occupants = null;
  }

  /** The row of the `rulesets` table of the scene's base ruleset. */
  ruleset() {
    return this.rulesets.find((r) => r.id === this.session.ruleset) || this.rulesets[0];
  }
  // The page loads a scene before anything asks (main.js): the shim has one from then on.
  /** The scene's size and cell. */
  info() {
    return (this.infoCache ??= need(this.session.info(), 'scene (none is loaded yet)'));
  }
  /** The scene spec as the engine writes it back (the protocol's normal form). */
  spec() {
    return (this.specCache ??= need(this.session.sceneSpec(), 'scene (none is loaded yet)'));
  }
  /** The scene's creatures as the engine reads them. */
  creatures() {
    return (this.creatureCache ??= this.session.creatures());
  }
  /** @param {string} id */
  creature(id) {
    return this.creatures().find((c) => c.id === id);
  }

  /**
   * Where a creature stands as the engine reads it (Session.space: its cells and outline; hex
   * spaces, sizes and grid.hexSpaces are the engine's rules).
   * @param {string} id @returns {Space}
   */
  spaceAt(id) {
    let space = this.spaceCache.get(id);
    if (!space) this.spaceCache.set(id, (space = /** @type {Space} */ (this.session.space(id))));
    return space;
  }

  /**
   * The cells of a creature's space with its anchor (top-left cell on squares) at `at`, default where
   * it stands, in row order: the engine's.
   * @param {{id: string}} c @param {Cell} [at] @returns {Cell[]}
   */
  spaceOf(c, at) {
    return at ? (this.session.cells(c.id, at) ?? []) : (this.spaceAt(c.id).cells ?? []);
  }

  /** The creature whose space holds `cell` (the last one listed, drawn on top), or null. @param {Cell} cell */
  creatureAt(cell) {
    if (!this.occupants) {
      this.occupants = new Map();
      for (const c of this.creatures()) for (const [x, y] of this.spaceOf(c)) this.occupants.set(`${x},${y}`, c);
    }
    return this.occupants.get(`${cell[0]},${cell[1]}`) ?? null;
  }

  /** Before a change that Undo edit can take back: once per gesture. */
  remember() {
    this.history.push(JSON.stringify(this.spec()));
    if (this.history.length > 100) this.history.shift();
  }

  /**
   * An update through the shim (`fn` returns null when accepted). On refusal the undo entry is
   * dropped and the error shown; on acceptance the change is said (lazy: during a drag, no hover).
   * @param {(s: Session) => any} fn @param {{remembered?: boolean, lazy?: boolean, whole?: boolean}} [how]
   */
  change(fn, { remembered = false, lazy = false, whole = false } = {}) {
    const err = fn(this.session);
    if (err) {
      if (remembered) this.history.pop();
      this.errors.report(err);
      return false;
    }
    this.errors.clear();
    this.forget();
    this.changes.emit('scene', { lazy, whole });
    return true;
  }

  /**
   * Loads a whole scene (text or object); the old one stays on refusal (returned, and shown unless
   * quiet). @param {any} spec @param {{remember?: boolean, quiet?: boolean}} [how]
   */
  load(spec, { remember = true, quiet = false } = {}) {
    if (remember && this.session.loaded) this.remember();
    // As an object, so the shim sees the grid's shape (hex drags have no diagonals); text that does
    // not parse goes to the engine as it is, which says where the JSON breaks.
    if (typeof spec === 'string')
      try {
        spec = JSON.parse(spec);
      } catch (e) {
        /* the engine's message */
      }
    const err = this.session.load(spec);
    if (err) {
      if (remember && this.session.loaded) this.history.pop();
      if (!quiet) this.errors.report(err);
      return err;
    }
    this.forget();
    // The grid's shape: the shim's reading of the scene it loaded (Session.grid), so no scene is
    // written out for it.
    this.shape = shapeOf(this.session.grid);
    this.errors.clear();
    this.changes.emit('scene', { lazy: false, whole: true });
    return null;
  }

  /** Undo edit: the scene before the last remembered change. */
  undo() {
    if (!this.history.length) return;
    this.load(JSON.parse(/** @type {string} */ (this.history.pop())), { remember: false });
  }

  /** The lists read from the engine are asked again after a change. */
  forget() {
    this.specCache = null;
    this.infoCache = null;
    this.creatureCache = null;
    this.spaceCache = new Map();
    this.occupants = null;
  }
}
