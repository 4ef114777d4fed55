// One Roll20 page as the engine's scene, kept in step through the shim's Session (docs/shim.md): the
// page's grid, its creatures (tokens on the objects layer), difficult terrain (graphics named
// "difficult…", web/roll20/roll20.js roll20Terrain, the browser extension's convention) and its
// walls, doors and windows (web/roll20 roll20Barriers → web/shim/walls.js edges). A move is priced as
// the shim's drag (web/roll20/moves.js, the flow the browser extension shares). The shim's scene sync
// (loadMap, upsertToken, upsertRegion, upsertBarrier …) sends the engine only what changed. Loading is
// a generator: each `yield` ends a piece of work (queue.js), so a big page never keeps control long.
// Plain attributes in (the Mod's objects.js, the extension's page messages), annotations and error
// annotations out; nothing here throws. Host-free: the Mod runs it on the sandbox's objects, the
// browser extension on its page messages (one loader and one handler per change for both).
import { Session, protocolGrid, explainHexRefusal, shimError } from '../shim/index.js';
import { roll20Grid, roll20Terrain, roll20Barriers } from './roll20.js';
import { Roll20Moves } from './moves.js';
import { moveProblem, pointProblem, shorten as cut } from './bounds.js';
import { isCreatureToken, saneGraphic } from './creatures.js';
import { graphicProblem, readGraphic, syncGraphic, dropGraphic, syncWall, dropWall } from './page-sync.js';
import { FOLLOWED } from './attributes.js';

const CHUNK = 40; // objects read per piece of a page load
/** How long a name is quoted in a problem (the Mod's whisper length of a name: chat-text.js MAX_NAME_CHARS). */
const NAME_CHARS = 60;

/**
 * What the scene follows of a graphic (placeKey; attributes.js FOLLOWED): where it is, how big, on which
 * layer, its side, conditions and speeds, as Roll20 holds them (read raw: an odd size is told apart
 * from the one assumed for it).
 * @typedef {{id: string} & Record<string, unknown>} Place
 */

/** A graphic's followed attributes as one string, to compare what the scene read with what Roll20 holds now. @param {Place} g */
export const placeKey = (g) => JSON.stringify(FOLLOWED.map((k) => g[k]));

/** @typedef {import('./page-sync.js').Graphic & {pageid?: string}} Graphic a graphic's attributes as a host passes them on */
/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../shim/index.js').Grid} Grid */
/** @typedef {ReturnType<typeof roll20Grid>['grid']} PageGrid a page's grid, its size in cells known */
/**
 * A problem a reader of web/roll20 or the shim found (an error annotation, a grid or bounds
 * problem): the sentence the GM reads, and a code and path for the API console.
 * @typedef {{code?: string, message: string, path?: string}} Problem
 */
/**
 * How the app reads a token as a creature (creatures.js tokenCreature under its settings).
 * @typedef {(g: Graphic, grid: PageGrid, sizes: Array<{size: string, spaceFeet: number}>) =>
 *   {spec: import('../lib/index.js').CreatureSpec, name: string, notes: string[]}} CreatureOf
 */

// An odd token's size (saneGraphic) and which graphics are creatures (isCreatureToken): the rule the
// browser extension shares (web/roll20/creatures.js).
export { saneGraphic };

// Why a graphic's numbers cannot be read on this page: the check the browser extension shares.
export { graphicProblem };

/** Whether the graphic is a creature's token (objects layer, no drawing, no card), props aside. @param {Graphic | null | undefined} g */
export function isCreatureGraphic(g) {
  return !!g && g.type === 'graphic' && isCreatureToken(g);
}

/**
 * The one sentence a page the engine refused outright is said in (an engine without hex grids, a cell
 * size or a page size it does not take), not one per token: the hex sentence as it is; any other
 * refusal of the map said to be the page's, with the engine's words (`engineCode` its code).
 * @param {Problem[]} errors what loading the page's grid gave @returns {ErrorAnnotation & {engineCode?: string}}
 */
export function pageRefusal(errors) {
  const hex = errors.find((e) => e.code === 'hex-not-supported');
  if (hex) return /** @type {ErrorAnnotation} */ (hex);
  const e = /** @type {ErrorAnnotation} */ (errors.at(-1) ?? shimError('no-scene', 'No scene was loaded.'));
  return {
    ...e,
    kind: 'error',
    code: 'page-refused',
    engineCode: e.code,
    message: `Footwork cannot price this page: the engine refused its map (${String(e.message).replace(/\.$/, '')}). Nothing on this page is priced until its settings change.`,
  };
}

export class PageScene {
  /**
   * @param {import('../lib/index.js').Footwork} footwork a loaded engine (web/lib)
   * @param {string} pageId the Roll20 page's id
   * @param {import('../shim/index.js').SearchBudget} [budget] the app's SearchBudget (web/shim/budget.js): every search's maxNodes
   * @param {(g: Graphic) => boolean} [isProp] a token on the objects layer that is no creature (app.js isProp: a
   *   turn marker, or one the GM marked with `!footwork prop`)
   */
  constructor(footwork, pageId, budget, isProp = () => false) {
    this.footwork = footwork;
    this.pageId = pageId;
    this.isProp = isProp;
    this.session = new Session(footwork, { budget });
    this.moves = new Roll20Moves(this.session);
    /** @type {import('./index.js').Roll20Page | null} the page's attributes (objects.js plain) */
    this.page = null;
    /** @type {PageGrid | null} */
    this.grid = null;
    /** @type {Problem[]} the grid's problems (roll20Grid) */
    this.problems = [];
    this.loaded = false;
    /** @type {Map<string, Graphic>} id → plain graphic attributes (creatures and terrain graphics) */
    this.graphics = new Map();
    /**
     * @type {Map<string, string>} id → the place (placeKey) of every graphic last read on the page,
     * those refused included (their problem is said once, not at every `stale` check)
     */
    this.readAt = new Map();
    /** @type {Map<string, ReturnType<typeof roll20Barriers>[number]>} id → what each wall, door or window blocks */
    this.barriers = new Map();
    /**
     * @type {Map<string, Problem>} id → why a graphic, wall, door or window of the page cannot be read
     * on it (bounds.js: far off the page, too big, too many points): out of the scene until a change
     * makes it readable. The same problem is among what the call that found it returned.
     */
    this.unread = new Map();
    /** @type {ErrorAnnotation | null} while the page is not loaded: the one sentence saying why (pageRefusal) */
    this.refusal = null;
    /** @type {CreatureOf | null} the app's reading of a token under its settings */
    this.creatureOf = null;
    /** @type {import('../lib/index.js').RulesetSpec | undefined} the ruleset being loaded (see `ruleset`) */
    this.loadingRuleset = undefined;
  }

  /** Whether the graphic is a creature here: a creature's token (isCreatureGraphic) that is no prop. @param {Graphic} g */
  isCreature(g) {
    // (A host's graphic may leave its type out, as the extension's page messages do: isCreatureToken
    // takes that as a graphic.)
    return isCreatureToken(g, this.isProp);
  }

  /** The page's grid while the scene is loaded (every object on it is read against it), else null. */
  #loadedGrid() {
    return this.loaded ? this.grid : null;
  }

  // The page's ruleset: the engine's once the grid is loaded, and the one being loaded before that
  // (the tokens are read before the grid goes to the engine, and their sizes and 4e's speeds in
  // squares depend on it: without it every token read at load was medium until it moved).
  get ruleset() {
    return this.session.ruleset ?? this.loadingRuleset;
  }

  sizes() {
    if (this.session.ruleset !== undefined) return this.session.sizes;
    return this.session.rulesets.find((r) => r.id === this.loadingRuleset)?.sizes ?? [];
  }

  /** Cell edges the page's walls, doors and windows block now (open doors and windows left out). */
  blockedEdges() {
    return this.session.blockedEdges();
  }

  /**
   * Loads the whole page, in pieces (a generator: `yield*` it from a queue job): walls rasterised,
   * creatures read, then the grid, walls, terrain and tokens sent to the engine, a few dozen objects
   * per piece. Returns the
   * error annotations of what was left out (walls refused, tokens off the page, creatures refused).
   * @param {{page: import('./index.js').Roll20Page, graphics: Graphic[],
   *   walls: import('./index.js').Roll20WallObject[], ruleset: import('../lib/index.js').RulesetSpec,
   *   creatureOf: CreatureOf, spent?: Record<string, {feet: number, diagonals: number}>}} o
   *   spent: the movement to restore
   * @returns {Generator<string, Problem[], unknown>}
   */
  *load({ page, graphics, walls, ruleset, creatureOf, spent = {} }) {
    /** @type {Problem[]} */
    const errors = [];
    this.creatureOf = creatureOf;
    this.loadingRuleset = ruleset;
    this.page = page;
    const { grid, problems } = roll20Grid(page);
    this.grid = grid;
    this.problems = [...problems];
    this.graphics = new Map();
    this.readAt = new Map();
    this.barriers = new Map();
    this.unread = new Map();
    this.loaded = false;
    // A page whose own size cannot be read (web/roll20 roll20Grid) is refused before anything on it
    // is sized by it: that problem is the sentence.
    const fatal = problems.find((p) => p.fatal);
    this.refusal = fatal ? /** @type {ErrorAnnotation} */ (fatal) : null;
    if (fatal) return errors;
    // A scene loaded again (the host's next page, in the same Session) names no creature of the last.
    this.session.clearNames();
    const barriers = [];
    for (let i = 0; i < walls.length; i += CHUNK) {
      for (const b of roll20Barriers(walls.slice(i, i + CHUNK), grid, page)) {
        if (b.problem) {
          errors.push(b.problem);
          this.unread.set(b.id, b.problem);
        } else {
          barriers.push(b);
          this.barriers.set(b.id, b);
        }
      }
      yield 'reading walls';
    }
    /** @type {Graphic[]} the creatures' graphics, read as creatures once the engine has the ruleset */
    const creatures = [];
    for (let i = 0; i < graphics.length; i += CHUNK) {
      for (const raw of graphics.slice(i, i + CHUNK)) {
        this.readAt.set(raw.id, placeKey(raw));
        const { g, problem } = readGraphic(raw, grid);
        if (problem) {
          errors.push(problem);
          this.unread.set(raw.id, problem);
          continue;
        }
        this.graphics.set(g.id, g);
        if (this.isCreature(g)) creatures.push(g);
      }
      yield 'reading tokens';
    }
    const terrain = roll20Terrain([...this.graphics.values()], grid);
    // The bare grid first (Session.loadMap), then walls, terrain and tokens a few dozen per piece
    // (upsertBarrier, upsertRegion, upsertToken): the engine's first calls are its slowest (the
    // plain-JS build is compiled as it runs), so no single piece gets all of them.
    // A hex page's grid says so (type, orientation, offset); an engine built without hex grids refuses
    // it, and that is said in a sentence about the page, not the engine's field name alone.
    const gridSpec = protocolGrid(grid);
    const mapErrors = this.session.loadMap({ ruleset, grid: gridSpec }).map((e) => explainHexRefusal(e, grid));
    errors.push(...mapErrors);
    if (!this.session.loaded) {
      this.refusal = pageRefusal(mapErrors);
      return errors;
    }
    yield 'the grid to the engine';
    for (let i = 0; i < barriers.length; i += CHUNK) {
      for (const b of barriers.slice(i, i + CHUNK)) errors.push(...this.session.upsertBarrier(b));
      yield 'walls to the engine';
    }
    for (let i = 0; i < terrain.length; i += CHUNK) {
      for (const r of terrain.slice(i, i + CHUNK)) errors.push(...this.session.upsertRegion(r));
      yield 'terrain to the engine';
    }
    // The tokens read as creatures only now, with the engine's ruleset loaded (the browser extension's
    // order too: grid, walls, terrain, tokens): their sizes come from its size table, and a page whose
    // rules are a variant (every 'foure' or 'manhattan' ruler) has no table before (every token read
    // at load was medium there until it moved: found by test/roll20/same-scene.test.mjs).
    for (let i = 0; i < creatures.length; i += CHUNK) {
      for (const g of creatures.slice(i, i + CHUNK)) errors.push(...this.#upsert(g, grid));
      yield 'tokens to the engine';
    }
    // Movement spent this turn before a restart of the sandbox (state): recorded as one earlier drag.
    for (const [id, s] of Object.entries(spent))
      if (this.session.hasCreature(id)) {
        const err = this.session.setSpent(id, s);
        if (err) errors.push(err);
      }
    this.loaded = true;
    return errors;
  }

  /**
   * A creature graphic → the shim's token (a protocol creature spec with its display name).
   * @param {Graphic} g @param {PageGrid} grid @returns {import('../shim/index.js').Token}
   */
  #token(g, grid) {
    // Set by load before any token is read (a scene is loaded through load alone).
    const creatureOf = /** @type {CreatureOf} */ (this.creatureOf);
    const c = creatureOf(g, grid, this.sizes());
    return { ...c.spec, name: c.name };
  }

  /** @param {Graphic} g @param {PageGrid} grid @returns {Problem[]} */
  #upsert(g, grid) {
    const err = this.session.upsertToken(this.#token(g, grid));
    return err ? [err] : [];
  }

  /**
   * A graphic was added or changed without moving (or is not a creature): the scene follows it.
   * @param {Graphic} raw @returns {Problem[]}
   */
  updateGraphic(raw) {
    const grid = this.#loadedGrid();
    if (!grid) return [];
    const { g, problem } = readGraphic(raw, grid);
    // A graphic whose numbers cannot be read is taken off the scene (as a creature and as terrain):
    // where it was is no longer known.
    if (problem) {
      const errors = [problem, ...this.#forget(raw.id, raw)];
      this.unread.set(raw.id, problem);
      return errors;
    }
    this.readAt.set(g.id, placeKey(raw));
    this.graphics.set(g.id, g);
    this.unread.delete(g.id);
    return syncGraphic(this.session, g, grid, this.#host(grid));
  }

  /** The creature rule and reading the shared sync (web/roll20/page-sync.js) is handed. @param {PageGrid} grid */
  #host(grid) {
    return {
      isCreature: (/** @type {Graphic} */ g) => this.isCreature(g),
      token: (/** @type {Graphic} */ g) => this.#token(g, grid),
    };
  }

  /**
   * Whether Roll20 holds the graphic somewhere else than the scene last read it (another script's
   * `set` fires no event: roll20.md, "Living beside other scripts"), or it was never read.
   * @param {Place} now
   */
  stale(now) {
    return this.readAt.get(now.id) !== placeKey(now);
  }

  /** Ids of the graphics the scene last read on the page (with `stale`: those gone from it). */
  readIds() {
    return [...this.readAt.keys()];
  }

  /** A graphic refused: out of the scene, its place kept as read. @param {string} id @param {Place} raw */
  #forget(id, raw) {
    const errors = this.removeGraphic(id);
    this.readAt.set(id, placeKey(raw));
    return errors;
  }

  /** @param {string} id @returns {Problem[]} */
  removeGraphic(id) {
    if (!this.loaded) return [];
    this.graphics.delete(id);
    this.readAt.delete(id);
    this.unread.delete(id);
    return dropGraphic(this.session, id);
  }

  /**
   * A wall, door or window added, changed (a door opened) or removed: only changed edges go to the engine.
   * @param {import('./index.js').Roll20WallObject} w @returns {Problem[]}
   */
  updateWall(w) {
    const grid = this.#loadedGrid();
    if (!grid) return [];
    const { errors, problem } = syncWall(this.session, w, grid, this.page ?? undefined, this.barriers);
    if (problem) this.unread.set(String(w.id), problem);
    else this.unread.delete(String(w.id));
    return problem ? [problem, ...errors] : errors;
  }

  /** @param {string} id @returns {Problem[]} */
  removeWall(id) {
    if (!this.loaded) return [];
    this.unread.delete(String(id));
    return dropWall(this.session, id, this.barriers);
  }

  /**
   * The token moved: `g` its attributes now, `prev` before (web/roll20/moves.js: a new `lastmove` is
   * a drag with its waypoints, otherwise a straight move from the previous centre, or Roll20's undo
   * of the last drag). `fresh`: price it as a turn of its own (out of combat). → {annotation, drag,
   * span} (kind 'move'), {undone, error} (kind 'undo'), {error} or null (not a creature, no move).
   * `newLastmove`: whether Roll20 wrote a new `lastmove` with the move, where the host was told so
   * (the extension's page messages list what changed); by default, whether it differs from `prev`'s.
   * @param {Graphic} raw @param {Partial<Graphic>} prevRaw @param {{fresh?: boolean, newLastmove?: boolean}} [options]
   * @returns {ReturnType<Roll20Moves['move']> | {kind: 'refused', error: Problem}} refused: the
   *   token's numbers cannot be read, or the engine refused the creature as it was before the move
   */
  move(raw, prevRaw, { fresh = false, newLastmove } = {}) {
    const grid = this.#loadedGrid();
    if (!grid) return null;
    const g = saneGraphic(raw, grid.cellPx, grid.type === 'hex');
    const prev = { ...prevRaw, width: g.width, height: g.height };
    const id = g.id;
    if (!this.isCreature(g)) {
      const errors = this.updateGraphic(g);
      return errors.length ? { kind: 'refused', error: errors[0] } : null;
    }
    // Every number of the move is checked against the page before a cell of it is listed (web/roll20
    // bounds.js): where it is, how big, the drag's points when they are new, and where it came from.
    const who = cut(g.name || 'The token', NAME_CHARS);
    const newDrag = newLastmove ?? g.lastmove !== prev.lastmove;
    const problem =
      moveProblem(g, grid, who, { withLastmove: newDrag }) ??
      (prev.left !== undefined || prev.top !== undefined
        ? pointProblem(grid, Number(prev.left ?? g.left), Number(prev.top ?? g.top), {
            what: `${who}'s position before the move`,
            path: '$.prev.left',
          })
        : null);
    if (problem) return { kind: 'refused', error: problem };
    this.graphics.set(id, g);
    this.readAt.set(id, placeKey(raw));
    this.unread.delete(id);
    // The creature as it was before the move (it may have come from another layer, or changed size,
    // bars or markers with the move): unchanged, this sends nothing to the engine.
    const before = { ...g, left: prev.left ?? g.left, top: prev.top ?? g.top };
    const errs = this.#upsert(before, grid);
    if (errs.length) return { kind: 'refused', error: errs[0] };
    const r = this.moves.move(id, g, prev, grid, { newLastmove: newDrag, fresh });
    // A move the engine could not price (dropped off the grid …): the creature follows the token, as
    // in the browser extension, and is left out where the engine refuses it; kept where the move
    // began, it blocked and threatened from a square it had left (found by
    // test/roll20/same-scene.test.mjs). The move's own error says why.
    if (r?.kind === 'move' && r.annotation.kind === 'error') this.#upsert(g, grid);
    return r;
  }

  /**
   * Enforcement (web/roll20/moves.js): the move replaced by its legal part; where the token goes.
   * Asked of a move this loaded scene priced.
   * @param {string} id @param {import('../shim/index.js').MoveAnnotation} annotation
   * @param {import('../shim/index.js').Drag & {start: import('../lib/index.js').Cell}} drag the drag priced
   * @param {import('../shim/index.js').Span} span
   */
  returnToLegal(id, annotation, drag, span) {
    return this.moves.returnToLegal(id, annotation, drag, /** @type {PageGrid} */ (this.grid), span);
  }

  /**
   * Every creature read again through the host's reading (its settings changed: where speeds come
   * from, the marker mapping, the rules): only what changed reaches the engine.
   * @returns {Problem[]}
   */
  rereadCreatures() {
    const grid = this.#loadedGrid();
    if (!grid) return [];
    const creatures = [...this.graphics.values()].filter((g) => this.isCreature(g));
    return this.session.syncTokens(creatures.map((g) => this.#token(g, grid)));
  }

  /**
   * Puts the creature where the token is without counting a move (a placement by the GM, out of combat).
   * @param {Graphic} raw @returns {Problem[]}
   */
  place(raw) {
    const grid = this.#loadedGrid();
    if (!grid || !this.isCreature(raw)) return [];
    const { g, problem } = readGraphic(raw, grid);
    if (problem) return [problem, ...this.#forget(raw.id, raw)];
    this.readAt.set(g.id, placeKey(raw));
    this.graphics.set(g.id, g);
    return this.#upsert(g, grid);
  }

  /**
   * Why a creature graphic is not in the engine's scene (the engine's error annotation, naming the
   * token: on hexes a creature bigger than one hex is refused with not-on-hex), or null when it is
   * or is no creature. The token is offered to the engine again on the way.
   * @param {Graphic} raw @returns {Problem | null}
   */
  whyLeftOut(raw) {
    const grid = this.#loadedGrid();
    if (!grid || !this.isCreature(raw) || this.session.hasCreature(raw.id)) return null;
    const { g, problem } = readGraphic(raw, grid);
    return problem ?? this.#upsert(g, grid)[0] ?? null;
  }

  /** @param {string} id */
  spent(id) {
    return this.session.spent(id);
  }

  /** @param {string} id */
  resetTurn(id) {
    this.session.resetTurn(id);
  }

  /** Where the creature can still get to this turn: the reachable annotation (shim beginDrag). @param {string} id */
  reachable(id) {
    return this.session.reachable(id);
  }

  /**
   * The feet the creature may move this turn in the band drags are judged against, as the engine
   * counts it (a move of no steps: its conditions and the ruleset's bands applied), or undefined.
   * @param {string} id
   */
  allowance(id) {
    const a = this.session.dragTo(id, { path: [] });
    return a.kind === 'move' ? a.allowance : undefined;
  }

  /**
   * The creature's reach from the engine (`threatened` query): feet, or an error annotation.
   * @param {string} id @returns {{feet: number, canThreaten: boolean} | ErrorAnnotation}
   */
  reach(id) {
    const r = this.session.query({ query: 'threatened', creature: id });
    return r.kind === 'result' ? { feet: r.result.reach, canThreaten: r.result.canThreaten } : r;
  }

  creatureIds() {
    return this.session.creatures().map((c) => c.id);
  }

  // What the app and its commands ask of the scene, through the Session's public API (so no caller
  // reaches through the scene into its Session).

  /** The creatures in the engine's scene (their specs). */
  creatures() {
    return this.session.creatures();
  }

  /** The creature's spec in the engine's scene, or undefined. @param {string} id */
  creature(id) {
    return this.session.creature(id);
  }

  /** @param {string} id */
  hasCreature(id) {
    return this.session.hasCreature(id);
  }

  /** The creature's cell in the scene, or null. @param {string} id */
  position(id) {
    return this.session.position(id);
  }

  /** The creature's name as the scene knows it. @param {string} id */
  name(id) {
    return this.session.name(id);
  }

  /**
   * Where the creature may end its move (shim Session.places).
   * @param {string} id @param {Parameters<import('../shim/index.js').Session['places']>[1]} [options]
   */
  places(id, options) {
    return this.session.places(id, options);
  }

  /** The ruleset's movement bands (walk, dash …), in order. */
  get bands() {
    return this.session.bands;
  }

  /** The band drags are judged against (the GM's `!footwork band`), undefined: the ruleset's default. */
  get band() {
    return this.session.band;
  }

  /** @param {string | undefined} name */
  set band(name) {
    this.session.band = /** @type {string} */ (name);
  }

  /** Ids of the creatures with movement recorded this turn. */
  movers() {
    return this.session.movers();
  }

  /** A new turn for every creature on the page. */
  newTurn() {
    this.session.newTurn();
  }

  delete() {
    this.session.delete();
    this.loaded = false;
  }
}
