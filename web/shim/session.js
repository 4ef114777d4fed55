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

/** @typedef {[number, number]} Cell */
/** @typedef {import('./index.js').Drag} Drag */

export class Session {
  // Private: a surface reads and changes the scene only through the methods (docs/shim.md).
  #footwork;
  #ledger = new TurnLedger();
  #names;
  #requestedBand;
  #drag = null; // the drag begun (beginDrag): {id, from}
  #error = null;
  #scene = null; // web/lib's Scene
  #refused = null; // loadMap's refusal of the page now open (see #noScene)
  #mirror = new SceneMirror(); // what the engine holds of the page (sync.js)
  #rulesetTable;
  #ruleset;
  #grid = null;
  #variantInfo = null; // a variant ruleset's own description (house rules), else null
  #budget = null; // the surface's SearchBudget (budget.js), else the engine's default maxNodes

  /**
   * @param footwork  a loaded engine (web/lib `await load()`)
   * @param {Object} options   {scene: SceneSpec, band?: allowance band for drags (default: the ruleset's
   *                  second band — dash or double — else its first), names?: {id: display name},
   *                  budget?: a SearchBudget (budget.js) giving every search its maxNodes}
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
    try {
      if (this.#scene) this.#scene.load(spec);
      else this.#scene = this.#footwork.loadScene(spec);
      this.#ruleset = this.#scene.info().ruleset;
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
        grid?.type === 'hex' ? { type: 'hex', orientation: grid.orientation, offset: grid.offset ?? 'odd' } : null;
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
   * @param {Object} map {ruleset, grid: protocol grid (width, height, cellFeet …), tokens?, terrain?, barriers?}
   */
  loadMap({ ruleset, grid, tokens = [], terrain = [], barriers = [] } = {}) {
    const errors = [];
    const wanted = new SceneMirror();
    for (const b of barriers) if (b && b.id !== undefined) wanted.barriers.set(String(b.id), b);
    let { next: edges } = wanted.edgeUpdates();
    let err = this.load({ ruleset, grid: { ...grid, walls: [...(grid?.walls ?? []), ...edgesToWalls(edges)] } });
    if (err && edges.size > 0) {
      errors.push({ ...err, message: `The walls were refused, so the map is loaded without them: ${err.message}` });
      err = this.load({ ruleset, grid });
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
    if (this.#unusable) return [this.#noScene()];
    const errors = [];
    const listed = new Set();
    for (const t of tokens) {
      const err = this.upsertToken(t);
      if (err) errors.push(err);
      if (t && typeof t.id === 'string') listed.add(t.id);
    }
    for (const c of this.#scene.creatures()) if (!listed.has(c.id)) this.removeToken(c.id);
    return errors;
  }

  /**
   * One token added or changed. Unchanged (the same spec as last sent): nothing reaches the engine.
   * Refused (off the grid, a bad speed …): the creature is left out of the scene, so no stale copy
   * of it blocks or provokes, and the error says which token.
   * @type {import('./index.js').Session['upsertToken']}
   */
  upsertToken(token) {
    if (this.#unusable) return this.#noScene();
    const { spec, name, error } = splitToken(token);
    if (error) return shimError('bad-token', `Token left out: ${error}.`, '$.tokens');
    if (name !== undefined) this.setName(spec.id, name);
    const text = JSON.stringify(spec);
    if (this.#mirror.tokens.get(spec.id) === text && this.#scene.creature(spec.id)) return null;
    const err = this.#update((s) => (s.creature(spec.id) ? s.replaceCreature(spec) : s.addCreature(spec)));
    if (!err) {
      this.#mirror.tokens.set(spec.id, text);
      return null;
    }
    this.#mirror.tokens.delete(spec.id);
    if (this.#scene.creature(spec.id)) this.#update((s) => s.removeCreature(spec.id));
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
    if (this.#unusable) return [this.#noScene()];
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
    if (this.#unusable) return [this.#noScene()];
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

  #noScene() {
    if (this.#refused) return this.#refused;
    return shimError('no-scene', 'No scene is loaded.', '$');
  }

  // No scene to answer from: none loaded, or this page's map was refused (loadMap).
  get #unusable() {
    return !this.#scene || this.#refused;
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
    if (name) this.#names.set(id, name);
    else this.#names.delete(id);
  }

  /** Forgets every display name (a new page whose tokens bring their own). */
  clearNames() {
    this.#names.clear();
  }

  // ---- What a surface may read (docs/shim.md, "Reading the scene"): never the engine's objects.

  /** Whether a scene is loaded that answers: false before the first, and while a page's map is refused. */
  get loaded() {
    return !this.#unusable;
  }

  /** Why nothing is priced (the refusal of this page's map, or no scene), or null when a scene answers. */
  get refusal() {
    return this.#unusable ? this.#noScene() : null;
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
    return !this.#unusable && !!this.#scene.creature(id);
  }

  /**
   * The creature as the engine holds it (the protocol's creature spec), or null.
   * @type {import('./index.js').Session['creature']}
   */
  creature(id) {
    return this.#unusable ? null : (this.#scene.creature(id) ?? null);
  }

  /** Every creature of the scene (protocol specs), [] without a scene. */
  creatures() {
    return this.#unusable ? [] : this.#scene.creatures();
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
    return this.#unusable ? null : this.#scene.info();
  }

  /** The whole scene in protocol form (to save, share or load again), or null. */
  sceneSpec() {
    return this.#unusable ? null : this.#scene.toJSON();
  }

  /** The terrain planes (web/lib Scene.terrain), or null. */
  terrain() {
    return this.#unusable ? null : this.#scene.terrain();
  }

  /** The blocked edges the engine holds (web/lib Scene.edges), or null. */
  edges() {
    return this.#unusable ? null : this.#scene.edges();
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
      return { kind: 'result', result: this.#footwork.query(request) };
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  // Runs an update; null when it worked, the error annotation when the engine refused it.
  #update(fn) {
    if (this.#unusable) return this.#noScene();
    try {
      fn(this.#scene);
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
    if (this.#unusable) return this.#update(() => {});
    const spec = this.#scene.toJSON();
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
   * @param {string} id
   * @param {Cell} [start]
   * @param {{mode?: string}} [options]
   */
  beginDrag(id, start, { mode } = {}) {
    if (this.#unusable) return this.#update(() => {});
    const from = start ?? this.#scene.creature(id)?.position;
    this.#drag = { id, from };
    const { feet, diagonals } = this.#ledger.spent(id);
    try {
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
  /** @param {string} id @param {Drag} [drag] */
  #dragCells(id, { start, grab, waypoints = [], current, path, mode } = {}) {
    if (this.#unusable) return { error: this.#noScene() };
    const from = start ?? (this.#drag?.id === id ? this.#drag.from : undefined) ?? this.#scene.creature(id)?.position;
    if (!from) return { error: shimError('unknown-creature', `No creature '${id}' in the scene.`, '$.creature') };
    const cell = (c) => Array.isArray(c) && c.length === 2 && c.every(Number.isInteger);
    const item = (i) => cell(i) || (i !== null && typeof i === 'object' && !Array.isArray(i));
    const bad = (message) => ({ error: shimError('bad-drag', message, '$.drag') });
    if (mode !== undefined && typeof mode !== 'string') return bad("A drag's mode is a movement mode's name.");
    if (grab !== undefined && !cell(grab)) return bad("A drag's grab is the [x, y] cell the pointer holds.");
    if (path !== undefined) {
      if (!cell(from) || !Array.isArray(path) || !path.every(item))
        return bad("A drag's path is a list of [x, y] cells and action objects.");
      return { from, path, mode, grab };
    }
    if (!cell(from) || !Array.isArray(waypoints) || !waypoints.every(cell) || (current !== undefined && !cell(current)))
      return bad("A drag's start, waypoints and current cell must be [x, y] pairs of whole numbers.");
    // Held by `grab`, the pointer's line starts at the held cell.
    const at = grab ?? from;
    return { from, path: dragPath(at, waypoints, current ?? at, this.#grid), mode, grab };
  }

  // Prices `path` from `from` after what the ledger holds for the creature (`grab`: the path is the
  // pointer's cells). `placed` is the path with the creature's positions in place of its cells.
  /** @param {string} id @param {Cell} from @param {any[]} path @param {{mode?: string, grab?: Cell}} [o] */
  #price(id, from, path, { mode, grab } = {}) {
    if (this.#unusable) return { annotation: this.#update(() => {}) };
    const { feet, diagonals } = this.#ledger.spent(id);
    try {
      // As web/lib's Scene.move asks it (options, then query, creature and path).
      const options = { band: this.band, spent: feet, diagonals, withSpeed: true };
      if (from) options.from = from;
      if (mode) options.mode = mode;
      if (grab) options.grab = grab;
      const request = { ...options, query: 'move', creature: id, path };
      return this.#annotated(this.#scene.move(id, path, options), path, request);
    } catch (e) {
      return { annotation: errorAnnotation(e) };
    }
  }

  // A move result and the path it priced → {result, annotation, placed}.
  // `request` is the engine call the annotation carries with the result.
  #annotated(result, path, request) {
    const placed = placedPath(path, result.positions);
    const annotation = annotateMove(result, {
      bands: this.bands,
      name: (c) => this.name(c),
      path: placed,
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
    const { result, annotation, placed: path } = this.#price(id, from, pointed, { mode, grab });
    if (!result) return annotation;
    const cells = path.filter(Array.isArray);
    if (path.length === 0) return annotation;
    const end = cells.length ? cells[cells.length - 1] : from;
    if (end[0] !== from[0] || end[1] !== from[1]) {
      const moved = this.#moveTo(id, end);
      if (moved) return withAnswer({ ...annotation, placeError: moved }, annotation.request, result);
    }
    this.#ledger.record(id, {
      from,
      to: end,
      path,
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
   * @param {string} id
   * @param {Cell} target
   * @param {{from?: Cell, after?: Drag, mode?: string, grab?: Cell}} [options]
   */
  bestPath(id, target, { from, after, mode, grab } = {}) {
    if (this.#unusable) return this.#noScene();
    let start = from ?? (this.#drag?.id === id ? this.#drag.from : undefined) ?? this.#scene.creature(id)?.position;
    const { feet, diagonals } = this.#ledger.spent(id);
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
      const request = { query: 'path', creature: id, target, band: this.band, spent: feet, diagonals, move: true };
      if (start) request.from = start;
      if (mode) request.mode = mode;
      if (grab) request.grab = grab;
      if (walked.length) request.walked = [...walked]; // (a copy: the caller's drag may grow after)
      const found = this.#search(request);
      const { annotation } = this.#annotated(found.move, [...walked, ...found.path], request);
      const search = { status: found.status, nodes: found.nodes, end: found.end, path: found.path };
      if (found.reason) search.reason = found.reason;
      // The engine's answers: the move that prices the whole drag (`result`: the path query's `move`,
      // asked with `move: true`), and the path query's own.
      Object.defineProperty(search, 'result', { value: found, enumerable: false });
      Object.defineProperty(search, 'request', { value: request, enumerable: false });
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
   * @param {string} id @param {{at?: Cell, grab?: Cell, pointer?: Cell, mode?: string}} [options]
   */
  space(id, { at, grab, pointer, mode } = {}) {
    if (this.#unusable) return this.#noScene();
    try {
      const options = {};
      if (at) options.at = at;
      if (grab) Object.assign(options, { grab, pointer });
      if (mode) options.mode = mode;
      return { kind: 'space', ...this.#scene.space(id, options) };
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
    if (this.#unusable) return this.#noScene();
    try {
      return { kind: 'result', result: this.#scene.query(request) };
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
    const at = this.#scene?.creature(id)?.position ?? null;
    if (feet > 0 || diagonals > 0) this.#ledger.record(id, { from: at, to: at, path: [], feet, diagonals });
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
   * @param {string} id @param {{mode?: string, target?: string, from?: Cell, moveMode?: string}} [options]
   */
  places(id, { mode = 'safe', target, from, moveMode } = {}) {
    if (this.#unusable) return this.#noScene();
    const { feet, diagonals } = this.#ledger.spent(id);
    const start = from ?? (this.#drag?.id === id ? this.#drag.from : undefined);
    const asked = placesRequest(id, { mode, target, band: this.band, spent: feet, diagonals, from: start, moveMode });
    if (asked.error) return asked.error;
    try {
      const result = this.#search(asked.request);
      const annotation = annotatePlaces(result, { mode, bands: this.bands, name: (c) => this.name(c) });
      return withAnswer(annotation, asked.request, result);
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /** The surface's search budget (budget.js), or null: its stats say how the searches went. */
  get budget() {
    return this.#budget;
  }

  // A search (reachable, path, places) under the surface's budget: the request gets its maxNodes.
  #search(request) {
    if (!this.#budget) return this.#scene.query(request);
    return this.#budget.run((maxNodes) => this.#scene.query(Object.assign(request, { maxNodes })));
  }

  /** Frees the engine's scene. */
  delete() {
    if (this.#scene) this.#scene.delete();
    this.#scene = null;
  }
}

// A path's items with the creature's positions (the move answer's `positions`, given when the path
// was the pointer's cells) in place of their cells; the path itself without them.
const placedPath = (path, positions) =>
  positions
    ? path.map((item, i) => (Array.isArray(item) ? positions[i] : item?.cell ? { ...item, cell: positions[i] } : item))
    : path;

// Diagonal steps among the steps the engine evaluated (what the ledger records of a drag); none on hexes.
const diagonalsOf = (result, grid) =>
  result.steps.filter((s) => !s.action && s.from && s.to && isDiagonal(s.from, s.to, grid)).length;

// The key walls.js gives the edge between two orthogonal neighbours (b right of or below a), or
// hexwalls.js the side between two hexes.
const edgeKeyOf = (a, b, grid) => (grid?.type === 'hex' ? hexSideKey(a, b) : edgeKey(a, b[0] > a[0] ? 'E' : 'S'));
