// The shim's state for one VTT page, in two parts (docs/shim.md, "Session"): the engine's scene kept
// in step with the host (host-scene.js: the page, tokens, terrain, walls, the ruleset, names and the
// reads) and the turn on it (movement.js: the ledger, drags, best path, places). The Session is the
// one object a surface holds: a thin front that hands each member to its part and adds only what
// spans both (a change of ruleset starts a new turn). Every method that talks to the engine returns
// annotations and never throws for the engine's errors.
import { HostScene } from './host-scene.js';
import { Movement } from './movement.js';

/** @typedef {import('./index.js').Session} Api */

export class Session {
  // Private: a surface reads and changes the scene only through the members (docs/shim.md).
  /** @type {HostScene} */
  #host;
  /** @type {Movement} */
  #turn;
  /** @type {import('./index.js').ErrorAnnotation | null} */
  #error = null;

  /**
   * @param {import('../lib/index.js').Footwork} footwork  a loaded engine (web/lib `await load()`)
   * @param {ConstructorParameters<typeof import('./index.js').Session>[1]} [options]  {scene: SceneSpec,
   *   band?: allowance band for drags (default: the ruleset's second band — dash or double — else its
   *   first), names?: {id: display name}, budget?: a SearchBudget (budget.js) giving every search its maxNodes}
   */
  constructor(footwork, { scene, band, names = {}, budget } = {}) {
    this.#host = new HostScene(footwork, { names });
    this.#turn = new Movement(this.#host, { band, budget });
    if (scene) this.#error = this.#host.load(scene);
  }

  /** The first scene's refusal (the constructor's `scene`), or null. */
  get error() {
    return this.#error;
  }

  /**
   * Another ruleset on the same map (the scene part reloads it); a change of ruleset starts a new
   * turn, since costs under other rules do not add up.
   * @type {Api['setRuleset']}
   */
  setRuleset(id) {
    const before = this.#host.ruleset;
    const err = this.#host.setRuleset(id);
    if (!err && before !== id) this.#turn.newTurn();
    return err;
  }

  // ---- The scene kept in step with the host (host-scene.js)

  get ruleset() {
    return this.#host.ruleset;
  }
  get grid() {
    return this.#host.grid;
  }
  get bands() {
    return this.#host.bands;
  }
  get sizes() {
    return this.#host.sizes;
  }
  get rulesets() {
    return this.#host.rulesets;
  }
  get loaded() {
    return this.#host.loaded;
  }
  get refusal() {
    return this.#host.refusal;
  }
  /** Moves on with every change sent to the engine: a copy of the scene (sceneSpec) holds while it stays. */
  get revision() {
    return this.#host.revision;
  }
  /** @type {Api['load']} */
  load(spec) {
    return this.#host.load(spec);
  }
  /** @type {Api['loadMap']} */
  loadMap(map) {
    return this.#host.loadMap(map);
  }
  /** @type {Api['syncTokens']} */
  syncTokens(tokens) {
    return this.#host.syncTokens(tokens);
  }
  /** @type {Api['upsertToken']} */
  upsertToken(token, options) {
    return this.#host.upsertToken(token, options);
  }
  /** @type {Api['removeToken']} */
  removeToken(id) {
    return this.#host.removeToken(id);
  }
  /** @type {Api['placeCreature']} */
  placeCreature(id, cell) {
    return this.#host.placeCreature(id, cell);
  }
  /** @type {Api['syncTerrain']} */
  syncTerrain(regions) {
    return this.#host.syncTerrain(regions);
  }
  /** @type {Api['upsertRegion']} */
  upsertRegion(region) {
    return this.#host.upsertRegion(region);
  }
  /** @type {Api['removeRegion']} */
  removeRegion(id) {
    return this.#host.removeRegion(id);
  }
  /** @type {Api['paint']} */
  paint(cells, terrain) {
    return this.#host.paint(cells, terrain);
  }
  /** @type {Api['syncBarriers']} */
  syncBarriers(barriers) {
    return this.#host.syncBarriers(barriers);
  }
  /** @type {Api['upsertBarrier']} */
  upsertBarrier(barrier) {
    return this.#host.upsertBarrier(barrier);
  }
  /** @type {Api['removeBarrier']} */
  removeBarrier(id) {
    return this.#host.removeBarrier(id);
  }
  /** @type {Api['setEdge']} */
  setEdge(a, b, kind) {
    return this.#host.setEdge(a, b, kind);
  }
  /** @type {Api['name']} */
  name(id) {
    return this.#host.name(id);
  }
  /** @type {Api['setName']} */
  setName(id, name) {
    this.#host.setName(id, name);
  }
  clearNames() {
    this.#host.clearNames();
  }
  /** @type {Api['hasCreature']} */
  hasCreature(id) {
    return this.#host.hasCreature(id);
  }
  /** @type {Api['creature']} */
  creature(id) {
    return this.#host.creature(id);
  }
  creatures() {
    return this.#host.creatures();
  }
  /** @type {Api['position']} */
  position(id) {
    return this.#host.position(id);
  }
  /** @type {Api['space']} */
  space(id, options) {
    return this.#host.space(id, options);
  }
  /** @type {Api['cells']} */
  cells(id, at) {
    return this.#host.cells(id, at);
  }
  info() {
    return this.#host.info();
  }
  sceneSpec() {
    return this.#host.sceneSpec();
  }
  terrain() {
    return this.#host.terrain();
  }
  edges() {
    return this.#host.edges();
  }
  blockedEdges() {
    return this.#host.blockedEdges();
  }
  /** @type {Api['query']} */
  query(request) {
    return this.#host.query(request);
  }
  /** @type {Api['queryEngine']} */
  queryEngine(request) {
    return this.#host.queryEngine(request);
  }
  delete() {
    this.#host.delete();
  }

  // ---- The turn on it (movement.js)

  get band() {
    return this.#turn.band;
  }
  set band(name) {
    this.#turn.band = name;
  }
  get budget() {
    return this.#turn.budget;
  }
  get placesAsked() {
    return this.#turn.placesAsked;
  }
  /** @type {Api['spent']} */
  spent(id) {
    return this.#turn.spent(id);
  }
  /** @type {Api['history']} */
  history(id) {
    return this.#turn.history(id);
  }
  /** @type {Api['lastDrag']} */
  lastDrag(id) {
    return this.#turn.lastDrag(id);
  }
  movers() {
    return this.#turn.movers();
  }
  /** @type {Api['undo']} */
  undo(id) {
    return this.#turn.undo(id);
  }
  /** @type {Api['setSpent']} */
  setSpent(id, spent) {
    return this.#turn.setSpent(id, spent);
  }
  /** @type {Api['resetTurn']} */
  resetTurn(id) {
    this.#turn.resetTurn(id);
  }
  newTurn() {
    this.#turn.newTurn();
  }
  /** @type {Api['beginDrag']} */
  beginDrag(id, start, options) {
    return this.#turn.beginDrag(id, start, options);
  }
  /** @type {Api['reachable']} */
  reachable(id, options) {
    return this.#turn.reachable(id, options);
  }
  /** @type {Api['dragTo']} */
  dragTo(id, drag) {
    return this.#turn.dragTo(id, drag);
  }
  /** @type {Api['endDrag']} */
  endDrag(id, drag) {
    return this.#turn.endDrag(id, drag);
  }
  /** @type {Api['cancelDrag']} */
  cancelDrag(id) {
    this.#turn.cancelDrag(id);
  }
  /** @type {Api['bestPath']} */
  bestPath(id, target, options) {
    return this.#turn.bestPath(id, target, options);
  }
  /** @type {Api['bestPathRequest']} */
  bestPathRequest(id, target, options) {
    return this.#turn.bestPathRequest(id, target, options);
  }
  /** @type {Api['bestPathAnswer']} */
  bestPathAnswer(asked, response, ms) {
    return this.#turn.bestPathAnswer(asked, response, ms);
  }
  /** @type {Api['places']} */
  places(id, options) {
    return this.#turn.places(id, options);
  }
}
