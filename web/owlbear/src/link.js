// Keeps the shim's Session (the engine's scene) in step with the Owlbear scene as scene-map.js reads
// it, and mirrors the turn's spent movement that tokens carry in their metadata (a drag's spent feet
// travel with the token, so every client's Session agrees on what a creature has left this turn).
// The extension reaches the engine only through the shim's Session.
import { Session, SearchBudget, explainHexRefusal, shimError } from '../../shim/index.js';
import { mapScene } from './scene-map.js';
import { knobsOf } from '../../shim/house-rules.js';
import { SPENT_KEY } from './ids.js';
import { messageOf } from './errors.js';

/** @typedef {import('./scene-map.js').SceneProblem} SceneProblem */
/** @typedef {import('../../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** A scene mapScene read in full (not refused). */
/** @typedef {Exclude<ReturnType<typeof mapScene>, {refused: any}>} Mapped */
/** @typedef {Mapped['tokens'][number]} MappedToken */
/**
 * The scene as the SDK gives it: the grid (with the host's hex origin), every item, the room's settings.
 * @typedef {{grid: any, items: any[], settings: import('./scene-map.js').Settings}} SceneInput
 */

export class SceneLink {
  /**
   * @param {import('../../lib/index.js').Footwork} footwork a loaded engine (web/lib `await load()`)
   * @param {{budget?: SearchBudget}} [options] the search budget (tests pass a small one)
   */
  constructor(footwork, { budget = new SearchBudget({ targetMs: 100 }) } = {}) {
    this.footwork = footwork;
    // Every search under a budget learnt from the answers (web/shim/budget.js): a token at a huge speed
    // on a huge scene answers with its nearest places instead of holding the background page.
    this.session = new Session(footwork, { budget });
    this.rulesets = this.session.rulesets;
    this.knobs = knobsOf(footwork); // what a room's house rules may change (web/shim/house-rules.js)
    /** @type {Mapped | null} the last mapScene result that loaded */
    this.mapped = null;
    /** @type {SceneProblem[]} the shim's problem shape, `item` the id of the item one names */
    this.problems = [];
    /** @type {Map<string, MappedToken>} id → {id, name, spec, span, item, rect} */
    this.tokens = new Map();
    this.turn = 0;
    /** @type {string | null} the token the window is centred on when the scene is too big to price whole */
    this.focus = null;
    /** @type {SceneInput | null} the last scene handed to update, for focusOn */
    this.input = null;
  }

  /**
   * A drag begins on a token left outside the priced window of a scene too big to price whole
   * (scene-map.js, WINDOW_SIDE): the window moves to that token. Returns whether it moved.
   * @param {string} id
   */
  focusOn(id) {
    const outside = this.problems.some((p) => p.code === 'outside-window' && p.item === id);
    if (!outside || !this.input) return false;
    this.focus = id;
    this.update(this.input);
    return true;
  }

  /**
   * The scene as the SDK gives it → the engine. Returns the problems to show (never throws).
   * @param {SceneInput} input @returns {SceneProblem[]}
   */
  update({ grid, items, settings }) {
    this.input = { grid, items, settings };
    /** @type {ReturnType<typeof mapScene>} */
    let mapped;
    try {
      mapped = mapScene({ grid, items, settings, rulesets: this.rulesets, focus: this.focus, knobs: this.knobs });
    } catch (e) {
      const refused = shimError('internal', `Footwork could not read the scene: ${messageOf(e)}`, '$', 'owlbear');
      mapped = { refused, problems: [refused] };
    }
    const problems = [...mapped.problems];
    if (settings.turn !== this.turn) {
      this.turn = settings.turn;
      this.session.newTurn();
    }
    if ('refused' in mapped) {
      this.mapped = null;
      this.problems = problems;
      return problems;
    }
    const pixel = mapped.pixel;
    const loaded = this.#load(mapped).map((e) => explainHexRefusal(e, pixel, 'scene'));
    if (!this.session.loaded) {
      // The engine refused the map outright (an engine built without hex grids, a cell size it does
      // not take …): the scene is not used at all, and no scene of before prices drags on this one.
      this.mapped = null;
      this.problems = [...problems, sceneRefusal(loaded)];
      return this.problems;
    }
    problems.push(...loaded);
    this.mapped = mapped;
    this.tokens = new Map(mapped.tokens.map((t) => [t.id, t]));
    this.#mirrorSpent(mapped.tokens);
    this.problems = problems;
    return problems;
  }

  // A new grid or ruleset is a new map (loadMap); otherwise only what changed goes to the engine.
  /** @param {Mapped} mapped @returns {ErrorAnnotation[]} */
  #load(mapped) {
    const s = this.session;
    const tokens = mapped.tokens.map((t) => ({ ...t.spec, name: t.name }));
    const sameMap = this.mapped && JSON.stringify(this.mapped.map) === JSON.stringify(mapped.map);
    if (!sameMap) {
      // The scene of before is let go first: Session.loadMap keeps it when the new map is refused.
      s.delete();
      return s.loadMap({ ...mapped.map, tokens, terrain: mapped.regions, barriers: mapped.barriers });
    }
    return [...s.syncBarriers(mapped.barriers), ...s.syncTerrain(mapped.regions), ...s.syncTokens(tokens)];
  }

  // A token's metadata says what it spent this turn (written by whoever dragged it last); the
  // Session's ledger is set to match when it differs.
  /** @param {MappedToken[]} tokens */
  #mirrorSpent(tokens) {
    for (const t of tokens) {
      const m = t.item.metadata?.[SPENT_KEY];
      const here = this.session.spent(t.id);
      const ok =
        m && typeof m === 'object' && m.turn === this.turn && Number.isFinite(m.feet) && Number.isFinite(m.diagonals);
      const feet = ok ? m.feet : 0;
      const diagonals = ok ? m.diagonals : 0;
      if (here.feet === feet && here.diagonals === diagonals) continue;
      this.session.setSpent(t.id, { feet, diagonals });
    }
  }

  get ready() {
    return this.mapped !== null && this.session.loaded;
  }
}

// The one problem a refused map is shown as: the hex sentence of an engine without hex grids as it
// is; any other refusal said to be the scene's, with the engine's words.
/** @param {ErrorAnnotation[]} errors @returns {SceneProblem} */
function sceneRefusal(errors) {
  const hex = errors.find((e) => e.code === 'hex-not-supported');
  if (hex) return hex;
  const e = errors.at(-1);
  const why = String(e?.message ?? 'no scene was loaded').replace(/\.$/, '');
  return shimError(
    'scene-refused',
    `Footwork cannot price this scene: the engine refused its map (${why}). Nothing is priced until the scene's grid changes.`,
    e?.path ?? '$',
    'owlbear',
  );
}
