// The shim's state for one VTT page: the engine's scene kept in step with the VTT by small updates
// (a token moved, a cell painted, a creature added), the turn ledger, and the drag → query → annotation
// loop. Every method that talks to the engine returns annotations and never throws for the engine's
// errors: a FootworkError becomes {kind: 'error', code, message, path}, and the scene is left as it
// was (web/lib checks every update before changing anything).
import { TurnLedger } from './turns.js';
import { annotateMove, annotateReachable, errorAnnotation, shimError, withAnswer } from './annotate.js';
import { dragPath, isDiagonal } from './geometry.js';
import { edgesToWalls, edgeKey } from './walls.js';
import { hexSideKey } from './hexwalls.js';
import { SceneMirror, splitToken } from './sync.js';
import { annotatePlaces, placesRequest } from './places.js';
import { KeptAnswers } from './kept-answers.js';

/** @typedef {import('../lib/index.js').Cell} Cell */
/** @typedef {import('../lib/index.js').Scene} Scene */
/** @typedef {import('./index.js').Drag} Drag */
/** @typedef {import('./index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('./index.js').MoveAnnotation} MoveAnnotation */
/** @typedef {import('../lib/index.js').MoveResult} MoveResult */
/** @typedef {import('../lib/index.js').PathItem} PathItem */
/** A move annotation with the engine's answer beside it (withAnswer). */
/** @typedef {MoveAnnotation} Priced */

export class Session {
  // Private: a surface reads and changes the scene only through the methods (docs/shim.md).
  /** @type {import('../lib/index.js').Footwork} */
  #footwork;
  #ledger = new TurnLedger();
  /** @type {Map<string, string>} */
  #names;
  /** @type {string | undefined} */
  #requestedBand;
  /** @type {{id: string, from: Cell} | null} the drag begun (beginDrag) */
  #drag = null;
  /** @type {ErrorAnnotation | null} */
  #error = null;
  /** @type {Scene | null} web/lib's Scene */
  #scene = null;
  /** @type {ErrorAnnotation | null} loadMap's refusal of the page now open (see #noScene) */
  #refused = null;
  #mirror = new SceneMirror(); // what the engine holds of the page (sync.js)
  /** @type {import('../lib/index.js').RulesetInfo[]} */
  #rulesetTable;
  /** @type {import('../lib/index.js').RulesetId | undefined} */
  #ruleset;
  /** @type {import('./index.js').Session['grid']} */
  #grid = null;
  /** @type {import('../lib/index.js').RulesetInfo | null} a variant ruleset's own description (house rules) */
  #variantInfo = null;
  /** @type {import('./index.js').SearchBudget | null} the surface's (budget.js), else the engine's default maxNodes */
  #budget = null;
  /** @type {KeptAnswers<import('./index.js').PlacesAnnotation>} the last places answers (a few creatures'
   * questions), of the scene as it is: every change sent to the engine clears them (#changed) */
  #keptPlaces = new KeptAnswers(PLACES_KEPT);
  #placesAsked = 0;

  /**
   * @param {import('../lib/index.js').Footwork} footwork  a loaded engine (web/lib `await load()`)
   * @param {ConstructorParameters<typeof import('./index.js').Session>[1]} [options]  {scene: SceneSpec,
   *   band?: allowance band for drags (default: the ruleset's second band — dash or double — else its
   *   first), names?: {id: display name}, budget?: a SearchBudget (budget.js) giving every search its maxNodes}
   */
  constructor(footwork, { scene, band, names = {}, budget } = {}) {
    this.#footwork = footwork;
    this.#budget = budget ?? null;
    this.#names = new Map(Object.entries(names));
    this.#requestedBand = band;
    this.#rulesetTable = footwork.rulesets();
    if (scene) this.#error = this.load(scene);
  }

  /** The first scene's refusal (the constructor's `scene`), or null. */
  get error() {
    return this.#error;
  }

  /** The loaded scene's ruleset id (undefined before a scene). */
  get ruleset() {
    return this.#ruleset;
  }

  /** The loaded grid's shape: null on squares, `{type: 'hex', orientation, offset}` on hexes. */
  get grid() {
    return this.#grid;
  }

  /**
   * Replaces the whole scene (a new page). Returns null, or an error annotation (the old scene stays).
   * @type {import('./index.js').Session['load']}
   */
  load(spec) {
    this.#changed(); // (a refused spec leaves the scene as it was: asking again then costs one query)
    try {
      const scene = this.#scene ?? this.#footwork.loadScene(spec);
      if (scene === this.#scene) scene.load(spec);
      this.#scene = scene;
      this.#ruleset = scene.info().ruleset;
      // A scene given as text has loaded, so its text is JSON.
      const given = typeof spec === 'string' ? JSON.parse(spec) : spec;
      // A variant (house rules) may change the bands' multipliers: its own description, not the base's.
      const asked = given?.ruleset;
      this.#variantInfo =
        asked && typeof asked === 'object'
          ? (this.#footwork.query({ query: 'rulesets', id: asked }).rulesets?.[0] ?? null)
          : null;
      // The grid's shape (square, or hex with its orientation and offset): drags become steps on it.
      const grid = given?.grid;
      this.#grid =
        grid?.type === 'hex'
          ? { type: /** @type {const} */ ('hex'), orientation: grid.orientation, offset: grid.offset ?? 'odd' }
          : null;
      this.#mirror = new SceneMirror();
      this.#refused = null;
      return null;
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  // ---- Scene sync (sync.js): snapshots and add/change/remove events → the smallest engine updates.

  /**
   * A whole page at once (opened, or its settings changed): the grid with its walls, then the
   * terrain regions and the tokens. Returns every problem as an error annotation, never throws. A
   * page the engine refuses with its walls is loaded without them (and says so). A page refused
   * outright leaves the previous scene as it was (never lost), but every answer is then that
   * refusal, never a price on the previous page, until a map loads.
   * @param {import('./index.js').MapSpec} map {ruleset, grid: protocol grid (width, height, cellFeet …), tokens?, terrain?, barriers?}
   * @returns {ErrorAnnotation[]}
   */
  loadMap({ ruleset, grid, tokens = [], terrain = [], barriers = [] }) {
    /** @type {ErrorAnnotation[]} */
    const errors = [];
    const wanted = new SceneMirror();
    for (const b of barriers) if (b && b.id !== undefined) wanted.barriers.set(String(b.id), b);
    let { next: edges } = wanted.edgeUpdates();
    // The grid as given (the engine refuses one without a width or height, in its words).
    const given = /** @type {import('../lib/index.js').SceneSpec['grid']} */ (grid);
    // A map without a ruleset or a size is the engine's to refuse (an error annotation, in its words).
    /** @type {(g: unknown) => import('../lib/index.js').SceneSpec} */
    const sceneOf = (g) => /** @type {import('../lib/index.js').SceneSpec} */ ({ ruleset, grid: g });
    let err = this.load(sceneOf({ ...given, walls: [...(given?.walls ?? []), ...edgesToWalls(edges)] }));
    if (err && edges.size > 0) {
      errors.push({ ...err, message: `The walls were refused, so the map is loaded without them: ${err.message}` });
      err = this.load(sceneOf(given));
      wanted.barriers.clear();
      edges = new Map();
    }
    if (err) {
      // The previous page's scene stays (never lost), but nothing is priced on it for this page: every
      // answer is this refusal until a map loads.
      this.#refused = { ...err, message: `This page's map was refused, so nothing is priced on it: ${err.message}` };
      return [...errors, err];
    }
    this.#mirror.barriers = wanted.barriers;
    this.#mirror.edges = edges;
    errors.push(...this.syncTerrain(terrain), ...this.syncTokens(tokens));
    return errors;
  }

  /**
   * The full list of tokens as the VTT has them now: new ones are added, changed ones replaced,
   * unchanged ones left alone, and creatures no longer listed removed. A changed position is a
   * placement the turn does not count (an adapter ends a drag with endDrag first).
   * @type {import('./index.js').Session['syncTokens']}
   */
  syncTokens(tokens) {
    const scene = this.#live;
    if (!scene) return [this.#noScene()];
    /** @type {ErrorAnnotation[]} */
    const errors = [];
    /** @type {Set<string>} */
    const listed = new Set();
    for (const t of tokens) {
      const err = this.upsertToken(t);
      if (err) errors.push(err);
      if (t && typeof t.id === 'string') listed.add(t.id);
    }
    for (const c of scene.creatures()) if (!listed.has(c.id)) this.removeToken(c.id);
    return errors;
  }

  /**
   * One token added or changed. Unchanged (the same spec as last sent): nothing reaches the engine.
   * Refused (off the grid, a bad speed …): the creature is left out of the scene, so no stale copy
   * of it blocks or provokes, and the error says which token.
   * @type {import('./index.js').Session['upsertToken']}
   */
  upsertToken(token) {
    const scene = this.#live;
    if (!scene) return this.#noScene();
    const { spec, name, error } = splitToken(token);
    if (error !== undefined) return shimError('bad-token', `Token left out: ${error}.`, '$.tokens');
    if (name !== undefined) this.setName(spec.id, name);
    const text = JSON.stringify(spec);
    if (this.#mirror.tokens.get(spec.id) === text && scene.creature(spec.id)) return null;
    const err = this.#update((s) => (s.creature(spec.id) ? s.replaceCreature(spec) : s.addCreature(spec)));
    if (!err) {
      this.#mirror.tokens.set(spec.id, text);
      return null;
    }
    this.#mirror.tokens.delete(spec.id);
    if (scene.creature(spec.id)) this.#update((s) => s.removeCreature(spec.id));
    // The engine names the creature by its id ("Creature '-Mx3…' at …"); the host's name reads better.
    const said = err.message.split(`'${spec.id}'`).join(this.name(spec.id));
    return { ...err, token: spec.id, message: `${this.name(spec.id)} is left out: ${said}` };
  }

  /**
   * A token was deleted or is no creature any more (moved to another layer): it leaves the scene.
   * Its movement this turn is kept, so a token that comes back this turn has not moved afresh.
   * @type {import('./index.js').Session['removeToken']}
   */
  removeToken(id) {
    this.#mirror.tokens.delete(id);
    if (!this.#scene?.creature(id)) return null;
    return this.#update((s) => s.removeCreature(id));
  }

  /**
   * Terrain regions `[{id, cells: [[x, y]…], terrain}]` (protocol terrain objects): only cells whose
   * terrain changed are painted; cells no region covers any more go back to plain floor.
   * @type {import('./index.js').Session['syncTerrain']}
   */
  syncTerrain(regions) {
    this.#mirror.regions = new Map();
    for (const r of regions) if (r && r.id !== undefined) this.#mirror.regions.set(String(r.id), r);
    return this.#repaint();
  }

  /** @type {import('./index.js').Session['upsertRegion']} */
  upsertRegion(region) {
    if (!region || region.id === undefined)
      return [shimError('bad-region', 'A terrain region needs an id.', '$.terrain')];
    this.#mirror.regions.set(String(region.id), region);
    return this.#repaint();
  }

  /** @type {import('./index.js').Session['removeRegion']} */
  removeRegion(id) {
    if (!this.#mirror.regions.delete(String(id))) return [];
    return this.#repaint();
  }

  #repaint() {
    if (!this.#live) return [this.#noScene()];
    /** @type {ErrorAnnotation[]} */
    const errors = [];
    for (const { terrain, cells } of this.#mirror.terrainUpdates().changes) {
      const err = this.#update((s) => s.paint(cells, terrain));
      if (err) errors.push(err);
      else this.#mirror.recordPaint(cells, terrain);
    }
    return errors;
  }

  /**
   * Barriers `[{id, kind, edges: Set<EdgeKey>}]` (walls.js: polylineEdges, EDGE_KINDS): the strongest
   * kind wins where several meet, and only the edges that changed go to the engine.
   * @type {import('./index.js').Session['syncBarriers']}
   */
  syncBarriers(barriers) {
    this.#mirror.barriers = new Map();
    for (const b of barriers) if (b && b.id !== undefined) this.#mirror.barriers.set(String(b.id), b);
    return this.#applyEdges();
  }

  /** @type {import('./index.js').Session['upsertBarrier']} */
  upsertBarrier(barrier) {
    if (!barrier || barrier.id === undefined)
      return [shimError('bad-barrier', 'A wall, door or window needs an id.', '$.barriers')];
    this.#mirror.barriers.set(String(barrier.id), barrier);
    return this.#applyEdges();
  }

  /** @type {import('./index.js').Session['removeBarrier']} */
  removeBarrier(id) {
    if (!this.#mirror.barriers.delete(String(id))) return [];
    return this.#applyEdges();
  }

  #applyEdges() {
    if (!this.#live) return [this.#noScene()];
    /** @type {ErrorAnnotation[]} */
    const errors = [];
    const { changes } = this.#mirror.edgeUpdates();
    for (const { a, b, kind } of changes) {
      const err = this.#update((s) => s.setEdge(a, b, kind));
      if (err) errors.push(err);
      else if (kind === 'none') this.#mirror.edges.delete(edgeKeyOf(a, b, this.#grid));
      else this.#mirror.edges.set(edgeKeyOf(a, b, this.#grid), kind);
    }
    return errors;
  }

  /** @returns {ErrorAnnotation} */
  #noScene() {
    if (this.#refused) return this.#refused;
    return shimError('no-scene', 'No scene is loaded.', '$');
  }

  // The scene that answers, or null when there is none to answer from: none loaded, or this page's
  // map was refused (loadMap).
  get #live() {
    return this.#refused ? null : this.#scene;
  }

  /** The ruleset's bands as the `rulesets` query gives them ({name, multiplier|squares, text …}). */
  get bands() {
    return (this.#variantInfo ?? this.#rulesetTable.find((r) => r.id === this.#ruleset))?.bands ?? [];
  }

  /** The band drags are judged against: dash (5e) or double (3.x, 4e) unless told otherwise. */
  get band() {
    if (this.#requestedBand && this.bands.some((b) => b.name === this.#requestedBand)) return this.#requestedBand;
    return (this.bands[1] ?? this.bands[0])?.name;
  }

  set band(name) {
    this.#requestedBand = name;
  }

  /** @type {import('./index.js').Session['name']} */
  name(id) {
    return this.#names.get(id) ?? id;
  }

  /** @type {import('./index.js').Session['setName']} */
  setName(id, name) {
    if ((name || undefined) === this.#names.get(id)) return;
    // The places answers name the creatures (their legend and summary): kept ones do not hold.
    this.#changed();
    if (name) this.#names.set(id, name);
    else this.#names.delete(id);
  }

  /** Forgets every display name (a new page whose tokens bring their own). */
  clearNames() {
    if (this.#names.size > 0) this.#changed();
    this.#names.clear();
  }

  // The scene (or the names its answers use) changed: no kept answer holds.
  #changed() {
    this.#keptPlaces.clear();
  }

  // ---- What a surface may read (docs/shim.md, "Reading the scene"): never the engine's objects.

  /** Whether a scene is loaded that answers: false before the first, and while a page's map is refused. */
  get loaded() {
    return this.#live !== null;
  }

  /** Why nothing is priced (the refusal of this page's map, or no scene), or null when a scene answers. */
  get refusal() {
    return this.#live ? null : this.#noScene();
  }

  /** The table of the `rulesets` query (every ruleset's id, title, bands, sizes …). */
  get rulesets() {
    return this.#rulesetTable;
  }

  /** The loaded ruleset's size table (`{size, spaceFeet, reachFeet …}`), [] before a scene. */
  get sizes() {
    return this.#rulesetTable.find((r) => r.id === this.#ruleset)?.sizes ?? [];
  }

  /**
   * Whether the scene holds this creature.
   * @type {import('./index.js').Session['hasCreature']}
   */
  hasCreature(id) {
    return !!this.#live?.creature(id);
  }

  /**
   * The creature as the engine holds it (the protocol's creature spec), or null.
   * @type {import('./index.js').Session['creature']}
   */
  creature(id) {
    return this.#live?.creature(id) ?? null;
  }

  /** Every creature of the scene (protocol specs), [] without a scene. */
  creatures() {
    return this.#live?.creatures() ?? [];
  }

  /**
   * Where the creature stands (the top-left cell of its space, a hex space's anchor), or null.
   * @type {import('./index.js').Session['position']}
   */
  position(id) {
    return this.creature(id)?.position ?? null;
  }

  /**
   * The cells of the creature's space with its top-left cell (a hex space's anchor) at `at`, default
   * where it stands, in row order: the engine's space query (hex spaces and sizes are its rules); null
   * for a creature the scene does not hold.
   * @param {string} id @param {Cell} [at]
   */
  cells(id, at) {
    if (!this.hasCreature(id)) return null;
    const space = this.space(id, at ? { at } : {});
    return space.kind === 'space' ? space.cells : null;
  }

  /** The scene's summary (web/lib Scene.info: ruleset, width, height, cellFeet, counts), or null. */
  info() {
    return this.#live?.info() ?? null;
  }

  /** The whole scene in protocol form (to save, share or load again), or null. */
  sceneSpec() {
    return this.#live?.toJSON() ?? null;
  }

  /** The terrain planes (web/lib Scene.terrain), or null. */
  terrain() {
    return this.#live?.terrain() ?? null;
  }

  /** The blocked edges the engine holds (web/lib Scene.edges), or null. */
  edges() {
    return this.#live?.edges() ?? null;
  }

  /** How many cell edges (hex sides) the synced walls, doors and windows block now (open doors left out). */
  blockedEdges() {
    let n = 0;
    for (const kind of this.#mirror.edges.values()) if (kind !== 'door-open') n += 1;
    return n;
  }

  /**
   * The reachable annotation (with the engine's result) from `from` (default where the creature
   * stands) after what it spent this turn; no drag begins, so nothing needs cancelling.
   * @param {string} id
   * @param {{from?: Cell, mode?: string}} [options]
   */
  reachable(id, { from, mode } = {}) {
    const drag = this.#drag;
    const a = this.beginDrag(id, from, { mode });
    this.#drag = drag;
    return a;
  }

  /**
   * The creature's drags this turn, oldest first: `[{from, to, path, feet, diagonals, summary}]` (copies).
   * @type {import('./index.js').Session['history']}
   */
  history(id) {
    return this.#ledger.history(id);
  }

  /**
   * The creature's last drag this turn (a copy), or null.
   * @type {import('./index.js').Session['lastDrag']}
   */
  lastDrag(id) {
    return this.#ledger.history(id).at(-1) ?? null;
  }

  /** Ids of the creatures that have movement recorded this turn. */
  movers() {
    return this.#ledger.movers();
  }

  /**
   * A protocol query that needs no scene (rulesets, sizes, speed, carrying …): as `query` answers.
   * @type {import('./index.js').Session['queryEngine']}
   */
  queryEngine(request) {
    try {
      // Any request: the engine checks it and answers in its words.
      return { kind: 'result', result: this.#footwork.query(/** @type {any} */ (request)) };
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  // Runs an update; null when it worked, the error annotation when the engine refused it.
  /** @param {(scene: Scene) => unknown} fn @returns {ErrorAnnotation | null} */
  #update(fn) {
    const scene = this.#live;
    if (!scene) return this.#noScene();
    this.#changed(); // (a refused update leaves the scene as it was: see above)
    try {
      fn(scene);
      return null;
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /**
   * Another ruleset on the same map: the scene is reloaded with it; on error the old one stays.
   * @type {import('./index.js').Session['setRuleset']}
   */
  setRuleset(id) {
    const scene = this.#live;
    if (!scene) return this.#noScene();
    const spec = scene.toJSON();
    const before = this.#ruleset;
    const mirror = this.#mirror; // the same map: what the engine holds of the page is unchanged
    const err = this.load({ ...spec, ruleset: id });
    if (err) return err;
    this.#mirror = mirror;
    if (before !== id) this.#ledger.newTurn(); // costs under other rules do not add up
    return null;
  }

  /**
   * A creature appeared or changed (size, speed, side): added, or replaced by id.
   * @type {import('./index.js').Session['upsertCreature']}
   */
  upsertCreature(spec, name) {
    if (name !== undefined) this.setName(spec.id, name);
    this.#mirror.tokens.delete(spec?.id);
    return this.#update((s) => (s.creature(spec.id) ? s.replaceCreature(spec) : s.addCreature(spec)));
  }

  /** @type {import('./index.js').Session['removeCreature']} */
  removeCreature(id) {
    this.#ledger.reset(id);
    this.#mirror.tokens.delete(id);
    return this.#update((s) => s.removeCreature(id));
  }

  /**
   * A token was put somewhere without a drag the shim accounts for (GM placement, undo elsewhere).
   * @type {import('./index.js').Session['placeCreature']}
   */
  placeCreature(id, cell) {
    return this.#moveTo(id, cell);
  }

  /** @param {string} id @param {Cell} cell */
  #moveTo(id, cell) {
    const err = this.#update((s) => s.moveCreature(id, cell));
    if (!err) this.#mirror.moved(id, cell);
    return err;
  }

  /**
   * Terrain painted on some cells (protocol terrain object or legend character).
   * @type {import('./index.js').Session['paint']}
   */
  paint(cells, terrain) {
    if (cells.length === 0) return null;
    return this.#update((s) => s.paint(cells, terrain));
  }

  /** @type {import('./index.js').Session['setEdge']} */
  setEdge(a, b, kind) {
    return this.#update((s) => s.setEdge(a, b, kind));
  }

  /**
   * What the creature has spent this turn: {feet, diagonals, drags}.
   * @type {import('./index.js').Session['spent']}
   */
  spent(id) {
    return this.#ledger.spent(id);
  }

  /**
   * A drag starts at `start` (default: where the scene has the creature). Returns the reachable
   * annotation: every place within the band after what was spent this turn. `mode` (walk, fly,
   * swim, climb, burrow, crawl …) holds for the whole drag; without it the engine picks per step.
   * @type {import('./index.js').Session['beginDrag']}
   */
  beginDrag(id, start, { mode } = {}) {
    const scene = this.#live;
    if (!scene) return this.#noScene();
    const from = start ?? scene.creature(id)?.position;
    // A creature the scene lacks has no start: the engine's answer below says so in its words.
    this.#drag = from ? { id, from } : null;
    const { feet, diagonals } = this.#ledger.spent(id);
    try {
      /** @type {Record<string, unknown> & {query: 'reachable'}} */
      const request = { query: 'reachable', creature: id, band: this.band, spent: feet, diagonals };
      if (from) request.from = from;
      if (mode) request.mode = mode;
      const result = this.#search(request);
      return withAnswer(annotateReachable(result, { bands: this.bands }), request, result);
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /**
   * The drag so far → the move annotation, priced after what the creature spent earlier this turn.
   * A drag is `{start?, waypoints?, current?}` (top-left cells of the space; the cells between are
   * filled in), or `{start?, path}` with the protocol's path items as they are (cells, and actions
   * such as `{"action": "stand"}` or `{"action": "drop-prone"}`); `mode` holds for every step.
   * `grab` (a cell of the space at the start) is the cell the pointer holds: the waypoints, current
   * cell and path are then the pointer's cells, and the engine keeps the held cell under the pointer
   * (docs/protocol.md, "Grab"); the annotation's cells are the creature's positions all the same.
   * @type {import('./index.js').Session['dragTo']}
   */
  dragTo(id, drag) {
    const { from, path, mode, grab, error } = this.#dragCells(id, drag);
    if (error) return error;
    return this.#price(id, from, path, { mode, grab }).annotation;
  }

  // A drag's start (given, the drag begun for this creature, or where the scene has it) and its path
  // of neighbouring cells; an error annotation instead of a throw for no scene, an unknown creature
  // or cells that are no [x, y] pairs.
  // The drag is a host's value, so each field is checked before it is read as what it should be.
  /**
   * @param {string} id @param {Drag} [drag]
   * @returns {{from: Cell, path: PathItem[], mode: string | undefined, grab: Cell | undefined, error?: undefined}
   *   | {error: ErrorAnnotation, from?: undefined, path?: undefined, mode?: undefined, grab?: undefined}}
   */
  #dragCells(id, { start, grab, waypoints = [], current, path, mode } = {}) {
    const scene = this.#live;
    if (!scene) return { error: this.#noScene() };
    const from = start ?? (this.#drag?.id === id ? this.#drag.from : undefined) ?? scene.creature(id)?.position;
    if (!from) return { error: shimError('unknown-creature', `No creature '${id}' in the scene.`, '$.creature') };
    /** @type {(c: unknown) => c is Cell} */
    const cell = (c) => Array.isArray(c) && c.length === 2 && c.every(Number.isInteger);
    const item = (/** @type {unknown} */ i) => cell(i) || (i !== null && typeof i === 'object' && !Array.isArray(i));
    const bad = (/** @type {string} */ message) => ({ error: shimError('bad-drag', message, '$.drag') });
    if (mode !== undefined && typeof mode !== 'string') return bad("A drag's mode is a movement mode's name.");
    if (grab !== undefined && !cell(grab)) return bad("A drag's grab is the [x, y] cell the pointer holds.");
    if (path !== undefined) {
      if (!cell(from) || !Array.isArray(path) || !path.every(item))
        return bad("A drag's path is a list of [x, y] cells and action objects.");
      // (the items' fields are the engine's to check, in its words)
      return { from, path: /** @type {PathItem[]} */ (path), mode, grab };
    }
    if (!cell(from) || !Array.isArray(waypoints) || !waypoints.every(cell) || (current !== undefined && !cell(current)))
      return bad("A drag's start, waypoints and current cell must be [x, y] pairs of whole numbers.");
    // Held by `grab`, the pointer's line starts at the held cell.
    const at = grab ?? from;
    return { from, path: dragPath(at, waypoints, current ?? at, this.#grid), mode, grab };
  }

  // Prices `path` from `from` after what the ledger holds for the creature (`grab`: the path is the
  // pointer's cells). `placed` is the path with the creature's positions in place of its cells.
  /**
   * @param {string} id @param {Cell} from @param {PathItem[]} path @param {{mode?: string, grab?: Cell}} [o]
   * @returns {{result: MoveResult, annotation: Priced, placed: PathItem[]} | {annotation: ErrorAnnotation}}
   */
  #price(id, from, path, { mode, grab } = {}) {
    const scene = this.#live;
    if (!scene) return { annotation: this.#noScene() };
    const { feet, diagonals } = this.#ledger.spent(id);
    try {
      // As web/lib's Scene.move asks it (options, then query, creature and path).
      /** @type {import('../lib/index.js').MoveOptions} */
      const options = { band: this.band, spent: feet, diagonals, withSpeed: true };
      if (from) options.from = from;
      if (mode) options.mode = /** @type {import('../lib/index.js').Mode} */ (mode); // (the engine checks it)
      if (grab) options.grab = grab;
      const request = { ...options, query: 'move', creature: id, path };
      return this.#annotated(scene.move(id, path, options), path, request);
    } catch (e) {
      return { annotation: errorAnnotation(e) };
    }
  }

  // A move result and the path it priced → {result, annotation, placed}.
  // `request` is the engine call the annotation carries with the result.
  /**
   * @param {MoveResult} result @param {PathItem[]} path @param {Record<string, unknown>} request
   * @returns {{result: MoveResult, annotation: Priced, placed: PathItem[]}}
   */
  #annotated(result, path, request) {
    const placed = placedPath(path, result.positions);
    const annotation = annotateMove(result, {
      bands: this.bands,
      name: (c) => this.name(c),
      path: /** @type {Array<Cell | {cell: Cell}>} */ (placed.filter((i) => Array.isArray(i) || 'cell' in i)),
      hex: this.#grid?.type === 'hex',
    });
    return { result, annotation: withAnswer(annotation, request, result), placed };
  }

  /**
   * The token was dropped: the drag is priced, recorded in the turn ledger (the feet and diagonals
   * of every step the engine evaluated: the token is where the user put it, and the annotation says
   * whether that was legal), and the creature moves in the scene. Returns the move annotation.
   * @type {import('./index.js').Session['endDrag']}
   */
  endDrag(id, drag) {
    const { from, path: pointed, mode, grab, error } = this.#dragCells(id, drag);
    if (this.#drag?.id === id) this.#drag = null;
    if (error) return error;
    const priced = this.#price(id, from, pointed, { mode, grab });
    if (!('result' in priced)) return priced.annotation;
    const { result, annotation, placed: path } = priced;
    const cells = path.filter(/** @returns {i is Cell} */ (i) => Array.isArray(i));
    if (path.length === 0) return annotation;
    const end = cells.length ? cells[cells.length - 1] : from;
    if (end[0] !== from[0] || end[1] !== from[1]) {
      const moved = this.#moveTo(id, end);
      if (moved) return withAnswer({ ...annotation, placeError: moved }, annotation.request, result);
    }
    this.#ledger.record(id, {
      from,
      to: end,
      path: /** @type {Array<Cell | {cell: Cell}>} */ (path),
      feet: result.total.feet - result.spentBefore.feet,
      diagonals: diagonalsOf(result, this.#grid),
      summary: annotation.summary,
    });
    return annotation;
  }

  /**
   * The drag in progress was cancelled (Escape, dropped back): nothing is recorded, nothing moves.
   * @type {import('./index.js').Session['cancelDrag']}
   */
  cancelDrag(id) {
    if (this.#drag && (id === undefined || this.#drag.id === id)) this.#drag = null;
  }

  /**
   * The engine's best path (the `path` query) from the drag's start, or the creature's cell, to
   * `target`, after what was spent this turn, as a move annotation (each step's cost and band, who
   * gets an opportunity attack) plus `search`: the path query's {status, reason?, nodes, end}.
   * `after` (a drag as dragTo takes it) continues a drag still being built: the search starts at its
   * end and counts its feet and diagonals on top of the turn's, and the annotation prices the whole
   * drag followed by the path found (`search.path` is only the continuation). One engine call: the
   * path query with the drag so far (`walked`) answers the whole move too. With a `grab` (here or in
   * `after`), `target` is the pointer's cell, as in dragTo.
   * @type {import('./index.js').Session['bestPath']}
   */
  bestPath(id, target, { from, after, mode, grab } = {}) {
    const scene = this.#live;
    if (!scene) return this.#noScene();
    let start = from ?? (this.#drag?.id === id ? this.#drag.from : undefined) ?? scene.creature(id)?.position;
    const { feet, diagonals } = this.#ledger.spent(id);
    /** @type {PathItem[]} */
    let walked = [];
    if (after) {
      const drag = this.#dragCells(id, after);
      if (drag.error) return drag.error;
      walked = drag.path;
      start = drag.from;
      mode = drag.mode ?? mode;
      grab = drag.grab ?? grab;
    }
    try {
      /** @type {Record<string, unknown> & {query: 'path'}} */
      const request = { query: 'path', creature: id, target, band: this.band, spent: feet, diagonals, move: true };
      if (start) request.from = start;
      if (mode) request.mode = mode;
      if (grab) request.grab = grab;
      if (walked.length) request.walked = [...walked]; // (a copy: the caller's drag may grow after)
      const found = this.#search(request);
      // (asked with `move: true`, the path query answers the move as well)
      const move = /** @type {MoveResult} */ (found.move);
      const { annotation } = this.#annotated(move, [...walked, ...found.path], request);
      // The engine's answers: the move that prices the whole drag (`result`: the path query's `move`,
      // asked with `move: true`), and the path query's own (withAnswer: not enumerable).
      const search = withAnswer(
        {
          status: found.status,
          nodes: found.nodes,
          end: found.end,
          path: found.path,
          ...(found.reason ? { reason: found.reason } : {}),
        },
        request,
        found,
      );
      return withAnswer({ ...annotation, search }, annotation.request, annotation.result);
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /**
   * Where a creature is, as the engine reads it (the space query): `{kind: 'space', at, onGrid, cells,
   * outline, squeezed?, occupied?}` for where it stands, at `at`, or, with `grab` (a cell of its space)
   * and `pointer`, at the position that keeps the held cell under the pointer. `outline` is corners
   * `[x, y, k]` (geometry.js outlinePoints turns them into pixels). `occupied` (`{code, message,
   * creature?}`, only when it may not stand there among the others) is the engine's, passed as it is:
   * a surface that places creatures asks it first. An error annotation otherwise.
   * @type {import('./index.js').Session['space']}
   */
  space(id, { at, grab, pointer, mode } = {}) {
    const scene = this.#live;
    if (!scene) return this.#noScene();
    try {
      /** @type {import('../lib/index.js').SpaceOptions} */
      const options = {};
      if (at) options.at = at;
      if (grab) Object.assign(options, { grab, pointer });
      if (mode) options.mode = /** @type {import('../lib/index.js').Mode} */ (mode); // (the engine checks it)
      // The engine's space answer, its `occupied` one of the refusals the typing names.
      return /** @type {import('./index.js').SpaceAnnotation} */ ({ kind: 'space', ...scene.space(id, options) });
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /**
   * Any protocol query against the loaded scene (docs/protocol.md: distance, sight, cover, flanking,
   * area, facing, crowding, forced, swap, teleportation, the calculators …): `{kind: 'result',
   * result}`, or an error annotation; never throws.
   * @type {import('./index.js').Session['query']}
   */
  query(request) {
    const scene = this.#live;
    if (!scene) return this.#noScene();
    try {
      // Any request: the engine checks it and answers in its words (a query that needs no scene too).
      return { kind: 'result', result: /** @type {any} */ (scene.query(/** @type {any} */ (request))) };
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /**
   * Takes back the creature's last drag this turn: its movement is refunded and the creature goes
   * back to where that drag started. Returns {drag, error} (drag undefined when there was none).
   * @type {import('./index.js').Session['undo']}
   */
  undo(id) {
    const drag = this.#ledger.undo(id);
    if (!drag) return { drag: undefined, error: null };
    const error = this.#moveTo(id, drag.from);
    return { drag, error };
  }

  /**
   * Sets what a creature has spent this turn from elsewhere (another player's client, a restarted
   * host's saved state): one earlier drag of that many feet and diagonals, in place. Undo cannot take
   * it apart. Nothing spent forgets the turn, as resetTurn does.
   * @type {import('./index.js').Session['setSpent']}
   */
  setSpent(id, { feet = 0, diagonals = 0 } = {}) {
    if (!(Number.isFinite(feet) && feet >= 0 && Number.isInteger(diagonals) && diagonals >= 0))
      return shimError('bad-spent', 'Movement spent is feet ≥ 0 and a whole number of diagonals ≥ 0.', '$.spent');
    this.#ledger.reset(id);
    const at = this.#scene?.creature(id)?.position;
    // A creature the scene lacks has no place: the record keeps null (as before typing), so an undo
    // of it is the engine's refusal to move an unknown creature, never a move to some cell.
    const where = /** @type {Cell} */ (/** @type {unknown} */ (at ?? null));
    if (feet > 0 || diagonals > 0) this.#ledger.record(id, { from: where, to: where, path: [], feet, diagonals });
    return null;
  }

  /**
   * Forgets one creature's movement this turn (its drags stay where they ended).
   * @type {import('./index.js').Session['resetTurn']}
   */
  resetTurn(id) {
    this.#ledger.reset(id);
  }

  /** A new turn for everyone. */
  newTurn() {
    this.#ledger.newTurn();
  }

  // ---- Where to stand (issue 27, places.js): one method, kept apart from the drag loop above.

  /**
   * The places the creature may end its move in this turn (after what it spent), marked for `mode`:
   * 'safe', 'flank' (a `target` enemy), 'cover' (from a `target` enemy) or 'reach' (a `target` in
   * reach), with a legend in words: the places annotation (places.js annotatePlaces). `from`
   * (default: the drag's start, else where the scene has it) and `moveMode` (walk, fly …) as beginDrag.
   * @type {import('./index.js').Session['places']}
   */
  places(id, { mode = 'safe', target, from, moveMode } = {}) {
    const scene = this.#live;
    if (!scene) return this.#noScene();
    const { feet, diagonals } = this.#ledger.spent(id);
    const start = from ?? (this.#drag?.id === id ? this.#drag.from : undefined);
    const asked = placesRequest(id, { mode, target, band: this.band, spent: feet, diagonals, from: start, moveMode });
    if (asked.error) return asked.error;
    // The question: the request (creature, mode, target, band, spent, diagonals, from, moveMode),
    // its start given or not (the engine starts where the scene has the creature, so a surface that
    // names that cell on pick-up asks what it asked while the token stood).
    const key = JSON.stringify({ ...asked.request, from: start ?? scene.creature(id)?.position ?? null });
    const kept = this.#keptPlaces.get(key);
    if (kept) return kept;
    try {
      this.#placesAsked += 1;
      const result = this.#search(/** @type {Record<string, unknown> & {query: 'places'}} */ (asked.request));
      const annotation = annotatePlaces(result, { mode, bands: this.bands, name: (c) => this.name(c) });
      const answer = withAnswer(annotation, asked.request, result);
      if (answer.kind === 'places') this.#keptPlaces.set(key, answer);
      return answer;
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /** How many times the engine was asked the places query (the other calls were answered as kept). */
  get placesAsked() {
    return this.#placesAsked;
  }

  /** The surface's search budget (budget.js), or null: its stats say how the searches went. */
  get budget() {
    return this.#budget;
  }

  // A search (reachable, path, places) under the surface's budget: the request gets its maxNodes.
  /**
   * @template {'reachable' | 'path' | 'places'} Q
   * @param {Record<string, unknown> & {query: Q}} request  built field by field; the engine checks it
   * @returns {import('../lib/index.js').Results[Q]}
   */
  #search(request) {
    const scene = this.#live;
    if (!scene) throw new Error('no scene'); // (each caller asked #live first)
    const ask = (/** @type {Record<string, unknown> & {query: Q}} */ r) =>
      scene.query(/** @type {import('../lib/index.js').LoadedSceneRequest<Q> & {query: Q}} */ (r));
    if (!this.#budget) return ask(request);
    return this.#budget.run((maxNodes) => ask(Object.assign(request, { maxNodes })));
  }

  /** Frees the engine's scene. */
  delete() {
    this.#changed();
    if (this.#scene) this.#scene.delete();
    this.#scene = null;
  }
}

// How many places answers a Session keeps: one per creature a surface shows at once (the selected
// token, the one picked up, a few modes tried), each some tens of KB on a big map.
const PLACES_KEPT = 8;

// A path's items with the creature's positions (the move answer's `positions`, given when the path
// was the pointer's cells) in place of their cells; the path itself without them.
/** @type {(path: PathItem[], positions: Cell[] | undefined) => PathItem[]} */
const placedPath = (path, positions) =>
  positions
    ? path.map((item, i) =>
        Array.isArray(item) ? positions[i] : item && 'cell' in item ? { ...item, cell: positions[i] } : item,
      )
    : path;

// Diagonal steps among the steps the engine evaluated (what the ledger records of a drag); none on hexes.
/** @type {(result: MoveResult, grid: import('./index.js').Session['grid']) => number} */
const diagonalsOf = (result, grid) =>
  result.steps.filter((s) => !s.action && s.from && s.to && isDiagonal(s.from, s.to, grid)).length;

// The key walls.js gives the edge between two orthogonal neighbours (b right of or below a), or
// hexwalls.js the side between two hexes.
/** @type {(a: Cell, b: Cell, grid: import('./index.js').Session['grid']) => string} */
const edgeKeyOf = (a, b, grid) => (grid?.type === 'hex' ? hexSideKey(a, b) : edgeKey(a, b[0] > a[0] ? 'E' : 'S'));
