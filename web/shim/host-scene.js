// The first of the Session's two parts (docs/shim.md, "Session"): the engine's scene kept in step with
// a host. A whole page (load, loadMap), then the host's objects one by one — tokens, terrain regions,
// barriers — compared with what the engine already holds (sync.js), so only the updates that change
// something reach it; the grid's shape and the ruleset; the display names; the reads a surface may
// make. Every change it sends the engine moves `revision` on, so an answer kept for a scene (the turn
// part's places, kept-answers.js) knows when it no longer holds. The turn (ledger, drags, paths,
// places) is the other part (movement.js); nothing here counts movement.
//
// Never throws for the engine's errors: a FootworkError becomes an error annotation and the scene is
// left as it was (web/lib checks every update before changing anything).
import { errorAnnotation, shimError } from './annotate.js';
import { edgesToWalls, edgeKey } from './walls.js';
import { hexSideKey } from './hexwalls.js';
import { SceneMirror, splitToken } from './sync.js';
import { rulesetsOf } from './house-rules.js';

/** @typedef {import('../lib/index.js').Cell} Cell */
/** @typedef {import('../lib/index.js').Scene} Scene */
/** @typedef {import('../lib/index.js').EdgeKind} EdgeKind */
/** @typedef {import('./index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('./index.js').HostScene} Api */

export class HostScene {
  /** @type {import('../lib/index.js').Footwork} */
  #footwork;
  /** @type {Map<string, string>} */
  #names;
  /** @type {Scene | null} web/lib's Scene */
  #scene = null;
  /** @type {ErrorAnnotation | null} loadMap's refusal of the page now open (see #noScene) */
  #refused = null;
  #mirror = new SceneMirror(); // what the engine holds of the page (sync.js)
  /** @type {import('../lib/index.js').RulesetInfo[]} */
  #rulesetTable;
  /** @type {import('../lib/index.js').RulesetId | undefined} */
  #ruleset;
  /** @type {Api['grid']} */
  #grid = null;
  /** @type {import('../lib/index.js').RulesetInfo | null} a variant ruleset's own description (house rules) */
  #variantInfo = null;
  #revision = 0;

  /**
   * @param {import('../lib/index.js').Footwork} footwork  a loaded engine (web/lib `await load()`)
   * @param {{names?: Record<string, string>}} [options]  display names by creature id
   */
  constructor(footwork, { names = {} } = {}) {
    this.#footwork = footwork;
    this.#names = new Map(Object.entries(names));
    this.#rulesetTable = rulesetsOf(footwork);
  }

  /**
   * How many changes the engine's scene (or the names its answers use) has had: an answer kept for
   * one revision holds while the revision is the same.
   */
  get revision() {
    return this.#revision;
  }

  // The scene (or the names its answers use) changed: no answer kept for the old one holds.
  #changed() {
    this.#revision += 1;
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
   * @type {Api['load']}
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

  /**
   * Another ruleset on the same map: the scene is reloaded with it; on error the old one stays. What
   * the sync knows of the page is kept (the page is the same).
   * @type {Api['setRuleset']}
   */
  setRuleset(id) {
    const scene = this.#live;
    if (!scene) return this.#noScene();
    const mirror = this.#mirror;
    const err = this.load({ ...scene.toJSON(), ruleset: id });
    if (err) return err;
    this.#mirror = mirror;
    return null;
  }

  // ---- Scene sync (sync.js): snapshots and add/change/remove events → the smallest engine updates.

  /**
   * A whole page at once (opened, or its settings changed): the grid with its walls, then the
   * terrain regions and the tokens. Returns every problem as an error annotation, never throws. A
   * page the engine refuses with its walls is loaded without them (and says so). A page refused
   * outright leaves the previous scene as it was (never lost), but every answer is then that
   * refusal, never a price on the previous page, until a map loads.
   * @type {Api['loadMap']}
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
   * @type {Api['syncTokens']}
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
   * One token (a creature spec, with an optional display `name`) added or changed: the one way a
   * creature goes into the scene. Unchanged (the same spec as last sent): nothing reaches the engine.
   * Refused (off the grid, a bad speed …): the creature is left out of the scene, so no stale copy
   * of it blocks or provokes, and the error says which token. With `keep` (a scene's own author, the
   * calculator, whose edit is refused rather than a page's token moved) a refused change leaves the
   * creature as it was, and the error is the engine's as it is.
   * @type {Api['upsertToken']}
   */
  upsertToken(token, { keep = false } = {}) {
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
    if (keep) return err;
    this.#mirror.tokens.delete(spec.id);
    if (scene.creature(spec.id)) this.#update((s) => s.removeCreature(spec.id));
    // The engine names the creature by its id ("Creature '-Mx3…' at …"); the host's name reads better.
    const said = err.message.split(`'${spec.id}'`).join(this.name(spec.id));
    return { ...err, token: spec.id, message: `${this.name(spec.id)} is left out: ${said}` };
  }

  /**
   * A token was deleted or is no creature any more (moved to another layer): it leaves the scene.
   * @type {Api['removeToken']}
   */
  removeToken(id) {
    this.#mirror.tokens.delete(id);
    if (!this.#scene?.creature(id)) return null;
    return this.#update((s) => s.removeCreature(id));
  }

  /**
   * A creature is now at `cell` (its top-left cell, a hex space's anchor): a placement, or a drag's
   * end or its undo (the turn part, movement.js). The sync knows it is there.
   * @type {Api['placeCreature']}
   */
  placeCreature(id, cell) {
    const err = this.#update((s) => s.moveCreature(id, cell));
    if (!err) this.#mirror.moved(id, cell);
    return err;
  }

  /**
   * Terrain regions `[{id, cells: [[x, y]…], terrain}]` (protocol terrain objects): only cells whose
   * terrain changed are painted; cells no region covers any more go back to plain floor.
   * @type {Api['syncTerrain']}
   */
  syncTerrain(regions) {
    this.#mirror.regions = new Map();
    for (const r of regions) if (r && r.id !== undefined) this.#mirror.regions.set(String(r.id), r);
    return this.#repaint();
  }

  /** @type {Api['upsertRegion']} */
  upsertRegion(region) {
    if (!region || region.id === undefined)
      return [shimError('bad-region', 'A terrain region needs an id.', '$.terrain')];
    this.#mirror.regions.set(String(region.id), region);
    return this.#repaint();
  }

  /** @type {Api['removeRegion']} */
  removeRegion(id) {
    if (!this.#mirror.regions.delete(String(id))) return [];
    return this.#repaint();
  }

  #repaint() {
    if (!this.#live) return [this.#noScene()];
    /** @type {ErrorAnnotation[]} */
    const errors = [];
    for (const { terrain, cells } of this.#mirror.terrainUpdates().changes) {
      const err = this.paint(cells, terrain);
      if (err) errors.push(err);
    }
    return errors;
  }

  /**
   * Cells painted with a terrain (a protocol terrain object or a legend character): the cell edit a
   * region is made of, and a scene's own author's (the calculator's brush, which has no regions).
   * What the sync knows follows, so a region synced later starts from what the engine holds.
   * @type {Api['paint']}
   */
  paint(cells, terrain) {
    if (cells.length === 0) return null;
    const err = this.#update((s) => s.paint(cells, terrain));
    if (!err) this.#mirror.recordPaint(cells, terrain);
    return err;
  }

  /**
   * Barriers `[{id, kind, edges: Set<EdgeKey>}]` (walls.js: polylineEdges, EDGE_KINDS): the strongest
   * kind wins where several meet, and only the edges that changed go to the engine.
   * @type {Api['syncBarriers']}
   */
  syncBarriers(barriers) {
    this.#mirror.barriers = new Map();
    for (const b of barriers) if (b && b.id !== undefined) this.#mirror.barriers.set(String(b.id), b);
    return this.#applyEdges();
  }

  /** @type {Api['upsertBarrier']} */
  upsertBarrier(barrier) {
    if (!barrier || barrier.id === undefined)
      return [shimError('bad-barrier', 'A wall, door or window needs an id.', '$.barriers')];
    this.#mirror.barriers.set(String(barrier.id), barrier);
    return this.#applyEdges();
  }

  /** @type {Api['removeBarrier']} */
  removeBarrier(id) {
    if (!this.#mirror.barriers.delete(String(id))) return [];
    return this.#applyEdges();
  }

  #applyEdges() {
    if (!this.#live) return [this.#noScene()];
    /** @type {ErrorAnnotation[]} */
    const errors = [];
    for (const { a, b, kind } of this.#mirror.edgeUpdates().changes) {
      const err = this.setEdge(a, b, kind);
      if (err) errors.push(err);
    }
    return errors;
  }

  /**
   * One edge (a hex side) between neighbouring cells set to a kind (`none` clears it): the cell edit
   * a barrier is made of, and a scene's own author's (the calculator's wall tool, which has no
   * barriers). What the sync knows follows, so `blockedEdges` and a later sync count it.
   * @type {Api['setEdge']}
   */
  setEdge(a, b, kind) {
    const err = this.#update((s) => s.setEdge(a, b, kind));
    if (err) return err;
    const key = edgeKeyOf(a, b, this.#grid);
    if (kind === 'none') this.#mirror.edges.delete(key);
    else this.#mirror.edges.set(key, kind);
    return null;
  }

  // Runs an update; null when it worked, the error annotation when the engine refused it.
  /** @param {(scene: Scene) => unknown} fn @returns {ErrorAnnotation | null} */
  #update(fn) {
    const scene = this.#live;
    if (!scene) return this.#noScene();
    this.#changed(); // (a refused update leaves the scene as it was: asking again then costs one query)
    try {
      fn(scene);
      return null;
    } catch (e) {
      return errorAnnotation(e);
    }
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

  /**
   * The engine's scene that answers, for the turn part's queries (movement.js), or null; never
   * handed to a surface (it reads through the members below).
   * @type {Api['answering']}
   */
  get answering() {
    return this.#live;
  }

  // ---- Names: display names the answers use (the protocol has none).

  /** @type {Api['name']} */
  name(id) {
    return this.#names.get(id) ?? id;
  }

  /** @type {Api['setName']} */
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

  /** The ruleset's bands as the `rulesets` query gives them ({name, multiplier|squares, text …}). */
  get bands() {
    return (this.#variantInfo ?? this.#rulesetTable.find((r) => r.id === this.#ruleset))?.bands ?? [];
  }

  /** The loaded ruleset's size table (`{size, spaceFeet, reachFeet …}`), [] before a scene. */
  get sizes() {
    return this.#rulesetTable.find((r) => r.id === this.#ruleset)?.sizes ?? [];
  }

  /** @type {Api['hasCreature']} */
  hasCreature(id) {
    return !!this.#live?.creature(id);
  }

  /** @type {Api['creature']} */
  creature(id) {
    return this.#live?.creature(id) ?? null;
  }

  /** Every creature of the scene (protocol specs), [] without a scene. */
  creatures() {
    return this.#live?.creatures() ?? [];
  }

  /**
   * Where the creature stands (the top-left cell of its space, a hex space's anchor), or null.
   * @type {Api['position']}
   */
  position(id) {
    return this.creature(id)?.position ?? null;
  }

  /**
   * Where a creature is, as the engine reads it (the space query): `{kind: 'space', at, onGrid, cells,
   * outline, squeezed?, occupied?}` for where it stands, at `at`, or, with `grab` (a cell of its space)
   * and `pointer`, at the position that keeps the held cell under the pointer. `outline` is corners
   * `[x, y, k]` (geometry.js outlinePoints turns them into pixels). `occupied` (`{code, message,
   * creature?}`, only when it may not stand there among the others) is the engine's, passed as it is:
   * a surface that places creatures asks it first. An error annotation otherwise.
   * @type {Api['space']}
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
   * The cells of the creature's space with its top-left cell (a hex space's anchor) at `at`, default
   * where it stands, in row order: the engine's space query (hex spaces and sizes are its rules); null
   * for a creature the scene does not hold.
   * @type {Api['cells']}
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
   * Any protocol query against the loaded scene (docs/protocol.md: distance, sight, cover, flanking,
   * area, facing, crowding, forced, swap, teleportation, the calculators …): `{kind: 'result',
   * result}`, or an error annotation; never throws.
   * @type {Api['query']}
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
   * A protocol query that needs no scene (rulesets, sizes, speed, carrying …): as `query` answers.
   * @type {Api['queryEngine']}
   */
  queryEngine(request) {
    try {
      // Any request: the engine checks it and answers in its words.
      return { kind: 'result', result: this.#footwork.query(/** @type {any} */ (request)) };
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /** Frees the engine's scene. */
  delete() {
    this.#changed();
    if (this.#scene) this.#scene.delete();
    this.#scene = null;
  }
}

// The key hexwalls.js gives the side between two hexes, or walls.js the edge between two orthogonal
// neighbours (named from the left or upper one: setEdge takes them in either order).
/** @type {(a: Cell, b: Cell, grid: Api['grid']) => string} */
function edgeKeyOf(a, b, grid) {
  if (grid?.type === 'hex') return hexSideKey(a, b);
  const [p, q] = a[0] + a[1] <= b[0] + b[1] ? [a, b] : [b, a];
  return edgeKey(p, q[0] > p[0] ? 'E' : 'S');
}
