// Footwork for Roll20, the extension's side (runs in the content script's isolated world, imported by
// content.js): the engine (web/lib) through the shim (web/shim), fed by the page script's events; the
// live view on Roll20's map (live.js, overlay.js) and the floating panel (panel.js). Roll20's objects
// are only read, never written. The page is loaded and kept in step by the page model the Mod uses
// too (web/roll20/page-scene.js PageScene: a snapshot loaded, then each token, wall and move through
// it): only what changed reaches the engine, and a token's move is read by the one handler both
// hosts share. One class maps every Roll20 event and panel action to it; what is the extension's
// alone stays here (what page-messages.js left out, whose tokens are yours, the live view). What the
// panel shows is kept in a store (store.js), changed through one function that schedules one render;
// each part is given only what it needs: the panel its view model (panel-model.js) and its actions
// (panelActions), the live view the page and the session (liveHost), the places choice the session
// (placesHost).
import { load } from '../lib/index.js';
import { shimError } from '../shim/index.js';
import { setChange } from '../shim/house-rules.js';
import { roll20Grid, roll20PageRules } from '../roll20/index.js';
import { conditionsFromMarkers } from '../roll20/markers.js';
import { controllers, roll20Creature, tokenSpeeds } from '../roll20/creatures.js';
import { parseTurnorder, currentTurn, turnKey, startsAfresh } from '../roll20/turnorder.js';
import { PageScene } from '../roll20/page-scene.js';
import { DEFAULT_MARKER_MAP, parseMarkerMapping } from './marker-mapping.js';
import { Panel } from './panel.js';
import { LiveView } from './live.js';
import { Settings } from './settings.js';
import { readPageMessage, MESSAGE_TYPES } from './page-messages.js';
import { PlacesChoice } from './places-choice.js';
import { Store } from './store.js';
import { panelState, shownToken } from './panel-model.js';

const DEFAULT_SPEED = 30;
// The engine's largest speed (docs/limits.md, "Scene": 0 to 100,000 ft): a speed typed or kept past
// it is refused here in words rather than kept and refused by the engine on every page load.
const MAX_SPEED_FEET = 100000;
// Sentences about messages from the page that were dropped: the last few stay in the panel.
const DROPPED_SHOWN = 5;
const SPEED_SOURCES = ['form', 'bar1', 'bar2', 'bar3', 'attribute'];

/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../shim/index.js').Grid} Grid */
/** @typedef {import('../shim/index.js').MoveAnnotation} MoveAnnotation */
/** @typedef {import('../shim/index.js').ReachableAnnotation} ReachableAnnotation */
/** @typedef {import('../lib/index.js').Footwork} Footwork */
/** @typedef {import('../roll20/index.js').Roll20Graphic} Roll20Graphic */
/** @typedef {import('../roll20/index.js').Roll20WallObject} Roll20WallObject */
/** @typedef {import('../shim/index.js').Session} Session */
/** @typedef {import('./page-messages.js').CheckedPage} CheckedPage */
/** @typedef {import('./page-messages.js').SnapshotData} SnapshotData */
/** @typedef {import('./page-messages.js').LeftOut} LeftOut */
/** A line of the panel's problems: the shim's problem shape, or web/roll20's {code, message}. */
/** @typedef {import('../shim/index.js').ErrorAnnotation} ProblemLine a problem the panel lists (the shim's one shape) */

/**
 * What the live view (live.js) is given of the app: the session, the places choice, the page as sent
 * and its grid, and three acts (a render soon, an internal error said in the panel, a token offered
 * to the engine again). Nothing else of the app is within its reach.
 * @typedef {object} LiveHost
 * @property {Session} session
 * @property {PlacesChoice} places
 * @property {Map<string, Roll20Graphic>} graphics
 * @property {CheckedPage | null} page
 * @property {Grid} pageGrid
 * @property {boolean} priced
 * @property {ErrorAnnotation | null} refused
 * @property {(x: number, y: number) => Roll20Graphic | null} tokenAt
 * @property {(id: string) => ErrorAnnotation | null} whyLeftOut
 * @property {() => void} changed
 * @property {(err: unknown) => void} reportInternal
 */

/**
 * What the panel's controls ask of the app (panel.js): the user's actions.
 * @typedef {Pick<Roll20App, 'setRuleset' | 'setHouseRule' | 'setSpeed' | 'setSpeedSource' | 'setMarkerMapping'
 *   | 'setPlaces' | 'select' | 'undo' | 'resetTurn' | 'newTurn'>} PanelActions
 */

// WebAssembly first; where the page's content security policy refuses it (it governs the content
// script's world too), the same engine compiled to plain JavaScript: same answers, slower.
/** @param {string} base */
async function startEngine(base) {
  try {
    return { footwork: await load({ locateFile: (file) => `${base}lib/${file}` }), note: '' };
  } catch (e) {
    const footwork = await load({ engine: 'js' });
    return { footwork, note: `WebAssembly refused here (${messageOf(e)}); using the plain-JavaScript engine.` };
  }
}

/** An error's message, whatever was thrown. @param {unknown} e */
const messageOf = (e) => String(/** @type {any} */ (e)?.message ?? e);

export class Roll20App {
  /**
   * @param {Footwork} footwork
   * @param {{render(state: ReturnType<Roll20App['state']>): void}} panel
   * @param {Settings} [settings]
   */
  constructor(footwork, panel, settings = new Settings(null)) {
    this.footwork = footwork;
    this.panel = panel;
    this.settings = settings;
    // The page as the engine's scene, loaded and kept in step as the Mod keeps its pages
    // (web/roll20/page-scene.js); one for the app's life, loaded again on every snapshot.
    this.scene = new PageScene(footwork, '');
    // Its Session: the live view and the places choice drag and ask through it.
    this.session = this.scene.session;
    // What the panel shows and the user chose (store.js): changed only through set, one render per burst.
    this.store = new Store(
      () => this.render(),
      (err) => this.reportInternal(err),
    );
    // The page as the page script sent it: the mirror the scene is kept in step with.
    /** @type {Map<string, Roll20Graphic>} id → attributes, as the page script sent them */
    this.graphics = new Map();
    /** @type {Map<string, Roll20WallObject>} id → wall, door or window attributes */
    this.walls = new Map();
    /**
     * @type {Map<string, LeftOut>} token or wall id → why page-messages.js left it out (far off the
     * page …); those the page model cannot read on the page are its own (PageScene.unread)
     */
    this.leftOut = new Map();
    /** @type {LiveView | null} */
    this.live = null;
    this.places = new PlacesChoice(this.placesHost()); // where to stand: what the reachable area shows (issue 27)
  }

  /** @param {Partial<import('./store.js').State>} patch */
  set(patch) {
    this.store.set(patch);
  }

  // The campaign's settings, set before a snapshot by whoever builds the app (the same-scene test).
  get campaign() {
    return this.store.state.campaign;
  }
  set campaign(campaign) {
    this.set({ campaign });
  }
  get speedSource() {
    return this.store.state.speedSource;
  }
  set speedSource(speedSource) {
    this.set({ speedSource });
  }
  get markers() {
    return this.store.state.markers;
  }
  set markers(markers) {
    this.set({ markers });
  }
  /** @param {string} engineNote why the plain-JavaScript engine runs (start) */
  set engineNote(engineNote) {
    this.set({ engineNote });
  }

  // ---- What each part is given: the places choice and the live view read only these.

  /** The session, and whether the page is priced (places-choice.js). @returns {import('./places-choice.js').PlacesHost} */
  placesHost() {
    const app = this;
    return {
      session: this.session,
      get priced() {
        return app.priced;
      },
    };
  }

  /** What the panel's controls ask (panel.js): the user's actions, nothing else of the app. @returns {PanelActions} */
  panelActions() {
    return {
      setRuleset: (id) => this.setRuleset(id),
      setHouseRule: (key, value) => this.setHouseRule(key, value),
      setSpeed: (id, feet) => this.setSpeed(id, feet),
      setSpeedSource: (source) => this.setSpeedSource(source),
      setMarkerMapping: (text) => this.setMarkerMapping(text),
      setPlaces: (choice) => this.setPlaces(choice),
      select: (id) => this.select(id),
      undo: (id) => this.undo(id),
      resetTurn: (id) => this.resetTurn(id),
      newTurn: () => this.newTurn(),
    };
  }

  /** What the live view reads of the page and acts on (live.js). @returns {LiveHost} */
  liveHost() {
    const app = this;
    return {
      session: this.session,
      places: this.places,
      get graphics() {
        return app.graphics;
      },
      get page() {
        return app.store.state.page;
      },
      get pageGrid() {
        return app.pageGrid;
      },
      get priced() {
        return app.priced;
      },
      get refused() {
        return app.store.state.refused;
      },
      tokenAt: (x, y) => this.tokenAt(x, y),
      whyLeftOut: (id) => this.whyLeftOut(id),
      changed: () => this.store.schedule(),
      reportInternal: (err) => this.reportInternal(err),
    };
  }

  /**
   * One message from the page world (JSON text), checked by page-messages.js before anything acts on
   * it: a dropped one leaves a line in the panel; a token or wall left out is said and removed.
   */
  /** @param {string} type @param {unknown} detail @param {(data: any) => unknown} handle */
  async receive(type, detail, handle) {
    const r = readPageMessage(type, detail, this.store.state.page);
    if (r.refused) {
      this.set({ dropped: [...this.store.state.dropped, r.refused].slice(-DROPPED_SHOWN) });
      return;
    }
    if (r.ignored) return;
    if (type === 'snapshot') this.leftOut.clear();
    for (const p of r.problems) this.leftOut.set(p.item, p);
    if (r.remove !== undefined) return this.onRemove({ id: r.remove }, { always: true });
    if (r.removeWall !== undefined) return this.onWallRemove({ id: r.removeWall }, { always: true });
    const back = r.data?.token?.id ?? r.data?.wall?.id;
    if (back !== undefined) this.leftOut.delete(back);
    await handle(r.data);
  }

  /** @param {unknown} err */
  reportInternal(err) {
    this.set({ errors: [shimError('internal', messageOf(err), '$', 'extension')] });
  }

  // Creatures: the page model's rule, the Mod's (web/roll20/creatures.js isCreatureToken): tokens on
  // the objects layer, no drawings, no cards. GM-layer tokens are no creatures, for the GM too: the GM
  // and the players price a move on the same scene (docs/extension.md, "What it reads").
  /** @param {Roll20Graphic} g */
  isCreature(g) {
    return this.scene.isCreature(g);
  }

  // Tokens this user moves: all of them for the GM; for a player, those whose controlledby, or whose
  // character's, names them or "all" (Roll20/roll20-api-scripts `.types/index.d.ts`: comma-separated
  // player ids, or all; players controlling a character control its tokens, as the Mod reads them).
  /** @param {Roll20Graphic} g */
  mine(g) {
    const { player } = this.store.state;
    if (player.gm) return true;
    const who = [...controllers(g.controlledby), ...controllers(g.characterControlledby)];
    return who.includes('all') || (player.id !== '' && who.includes(player.id));
  }

  /** The topmost token of yours under a map point (Roll20 draws later models on top). */
  /** @param {number} x @param {number} y */
  tokenAt(x, y) {
    /** @type {Roll20Graphic | null} */
    let hit = null;
    for (const g of this.graphics.values()) {
      if (!this.isCreature(g) || !this.mine(g)) continue;
      if (Math.abs(x - Number(g.left)) <= Number(g.width) / 2 && Math.abs(y - Number(g.top)) <= Number(g.height) / 2)
        hit = g;
    }
    return hit;
  }

  /**
   * Where the token's speed is read (web/roll20/creatures.js SpeedSource): the Conventions' source (a
   * bar, the character's `speed` attribute), else 30 ft; a speed typed in the panel is the walking
   * speed over it, and the token's other modes (fly, swim, climb, burrow, hover) are still the source's.
   * @param {Partial<Roll20Graphic>} g @returns {import('../roll20/creatures.js').SpeedSource}
   */
  speedFrom(g) {
    const typed = g.id === undefined ? undefined : this.store.state.speeds.get(g.id);
    const walk = typed === undefined ? {} : { walk: typed };
    const src = this.store.state.speedSource;
    if (src === 'bar1' || src === 'bar2' || src === 'bar3')
      return { source: src, text: g[`${src}_value`], where: `${src} of the token`, fixed: DEFAULT_SPEED, ...walk };
    if (src === 'attribute')
      return {
        source: src,
        text: g.speedAttribute,
        where: g.represents ? 'attribute "speed" of its character' : undefined,
        fixed: DEFAULT_SPEED,
        ...walk,
      };
    return { source: 'fixed', fixed: DEFAULT_SPEED, ...walk };
  }

  /** The token's walking speed in feet, as its creature is given it. @param {Partial<Roll20Graphic>} g @returns {number} */
  speedOf(g) {
    return tokenSpeeds(this.speedFrom(g), this.session.ruleset).speeds.walk ?? 0;
  }

  // Status markers → conditions (web/roll20/markers.js): a marker named after a condition, or one
  // the user's mapping (else DEFAULT_MARKER_MAP) names.
  /** @param {Roll20Graphic} g */
  conditionsOf(g) {
    return conditionsFromMarkers(g.statusmarkers, this.store.state.markers ?? DEFAULT_MARKER_MAP).conditions;
  }

  /**
   * The page model's reading of a token (PageScene's creatureOf) under this panel's settings: as the
   * Mod reads it (web/roll20/creatures.js roll20Creature: every movement mode, hover, 4e's bare
   * squares), its speed from the Conventions' source or typed (speedFrom), its markers by the mapping.
   * @type {import('../roll20/page-scene.js').CreatureOf}
   */
  creatureOf(g, grid, sizes) {
    return roll20Creature(g, grid, sizes, {
      speed: this.speedFrom(g),
      ruleset: this.scene.ruleset,
      markers: this.store.state.markers ?? DEFAULT_MARKER_MAP,
      characterControllers: g.characterControlledby,
    });
  }

  /**
   * The page model's problems without those it keeps as unread (PageScene.unread: listed once, as left
   * out, not again among the errors). @param {import('../roll20/page-scene.js').Problem[]} errors
   * @returns {ErrorAnnotation[]}
   */
  said(errors) {
    const unread = new Set(this.scene.unread.values());
    return /** @type {ErrorAnnotation[]} */ (errors.filter((e) => !unread.has(e)));
  }

  /** The left-out list: what page-messages.js left out, then what the page model cannot read on the page. */
  leftOutNow() {
    /** @type {Map<string, LeftOut>} */
    const all = new Map(this.leftOut);
    for (const [id, p] of this.scene.unread)
      all.set(id, { .../** @type {ErrorAnnotation} */ (p), source: 'extension', code: 'left-out', item: id });
    return all;
  }

  /**
   * The page's grid, where one is needed: asked only once a snapshot set it (the token, terrain and
   * wall events are checked against the page first, and drop before any page: page-messages.js).
   */
  get pageGrid() {
    return /** @type {Grid} */ (this.store.state.grid);
  }

  /**
   * Why a token of this page is not in the engine's scene (the engine's error annotation, naming the
   * token), or null when it is (or is no creature). The token is offered to the engine again, which
   * also picks up a change that now lets it in.
   */
  /** @param {string} id */
  whyLeftOut(id) {
    const g = this.graphics.get(id);
    return g ? /** @type {ErrorAnnotation | null} */ (this.scene.whyLeftOut(g)) : null;
  }

  // ---- Events from the page script.

  /** A snapshot, after the campaign's settings were read (the first time its id is seen). */
  /** @param {SnapshotData} d */
  async onSnapshot(d) {
    const campaign = d.campaign ?? '';
    if (campaign !== this.store.state.campaign) {
      this.set({ campaign });
      const c = await this.settings.loadCampaign(campaign);
      this.set({
        speeds: new Map(
          Object.entries(c.speeds)
            .slice(0, 10000)
            .map(([k, v]) => /** @type {[string, number]} */ ([k, Number(v)]))
            .filter(([k, v]) => k.length <= 64 && Number.isFinite(v) && v >= 0 && v <= MAX_SPEED_FEET),
        ),
        chosenRuleset: c.ruleset,
        rules: c.rules,
        speedSource: SPEED_SOURCES.includes(c.speedSource) ? c.speedSource : 'form',
        markers: c.markers,
      });
    }
    this.snapshot(d);
  }

  // The whole page: only on a snapshot (a page opened or its settings changed), never per move. Loaded
  // by the page model as the Mod loads a page (PageScene.load: walls and tokens read on the page, then
  // the grid, walls, terrain and tokens sent to the engine), driven to its end here at once.
  /** @param {SnapshotData} d */
  snapshot({ page, graphics, turnorder, walls = [], player }) {
    this.live?.reset();
    this.graphics = new Map(graphics.map((g) => [String(g.id), g]));
    this.walls = new Map(walls.map((w) => [String(w.id), w]));
    // The rules are read from the page and its grid (pageRules), so these are set first.
    this.set({ page, grid: roll20Grid(page).grid, ...(player ? { player } : {}) });
    const rulesNow = this.pageRules();
    // The scene of the page before is let go first: a page the engine refuses outright (Session.loadMap
    // then keeps the scene it had) must not be priced on the old page's map.
    this.scene.delete();
    const loading = this.scene.load({
      page,
      graphics,
      walls,
      ruleset: rulesNow.ruleset,
      creatureOf: (g, grid, sizes) => this.creatureOf(g, grid, sizes),
    });
    let step = loading.next();
    while (!step.done) step = loading.next();
    // Refused outright (an engine without hex grids, a cell size or a page size the engine does not
    // take): that one sentence, not one per token, and nothing on this page is priced.
    const refused = this.scene.loaded ? null : this.scene.refusal;
    const errors = refused ? [refused] : this.said(step.value);
    const order = parseTurnorder(turnorder);
    this.set({
      rulesNow,
      problems: [
        .../** @type {ErrorAnnotation[]} */ (this.scene.problems.filter((p) => p !== refused)),
        ...rulesNow.problems,
      ],
      refused,
      errors,
      moves: new Map(),
      reaches: new Map(),
      order: [],
      turnorder: order,
      turnKey: turnKey(currentTurn(order)),
    });
    setTimeout(() => this.warmUp(), 0);
  }

  // The engine's first reachable query on a page runs its code cold (docs/performance.md: 30–40 ms
  // against 3–10 ms later): one query on a token of yours right after the page loads, unless a drag
  // has begun, keeps that out of the first pick-up. Nothing is recorded.
  warmUp() {
    if (this.live?.drag || !this.priced) return;
    const g = [...this.graphics.values()].find((x) => this.isCreature(x) && this.mine(x));
    if (g && this.session.hasCreature(String(g.id))) this.session.reachable(String(g.id));
  }

  // A wall, door or window was added or changed (a door opened) or deleted: the page model's handlers,
  // the Mod's (PageScene.updateWall, removeWall): only its edges are recomputed, and only the edges
  // that changed go to the engine; one off the page is left out. The reachable areas shown are priced
  // again. A drag already recorded keeps its price.
  /** @param {import('./page-messages.js').WallData} d */
  onWall({ wall }) {
    this.walls.set(String(wall.id), wall);
    if (!this.priced) return;
    this.set({ errors: this.said(this.scene.updateWall(wall)), reaches: this.repricedReaches() });
  }

  /** @param {{id: string}} d @param {{always?: boolean}} [options] */
  onWallRemove({ id }, { always = false } = {}) {
    if (!this.walls.delete(String(id))) {
      if (always) this.store.schedule(); // its left-out line goes
      return;
    }
    if (!this.priced) return;
    this.set({ errors: this.said(this.scene.removeWall(String(id))), reaches: this.repricedReaches() });
  }

  repricedReaches() {
    return this.scene.moves.reprice(this.store.state.reaches.keys());
  }

  // A token moved: the one move handler both hosts share (PageScene.move, over web/roll20/moves.js):
  // the drag (lastmove), a straight move, or Roll20's undo of the last drag; the creature as it was
  // before the move first (a marker, a bar or its size changed with it), and a graphic that is no
  // creature followed as terrain.
  /** @param {import('./page-messages.js').MoveData} d */
  onMove({ token, changed, previous }) {
    const id = String(token.id);
    const g = { ...this.graphics.get(id), ...token };
    this.graphics.set(id, g);
    if (!this.priced) return;
    // Where it stood before: numbers or number text, checked on the page by page-messages.js.
    const before = /** @type {Partial<Roll20Graphic>} */ (previous ?? {});
    const r = this.scene.move(g, before, { newLastmove: changed.includes('lastmove') });
    // Refused (the engine refuses the creature where it stood: a size it does not read on hexes, a
    // speed …; a graphic that cannot be read on the page): its sentence, and no move priced for it.
    if (r?.kind === 'refused') return this.set({ errors: this.said([r.error]) });
    if (r?.kind === 'undo') return this.set({ errors: r.error ? [r.error] : [], ...this.forgotten(id) });
    /** @type {ErrorAnnotation[]} */
    const errors = [];
    const a = r?.kind === 'move' ? r.annotation : null;
    /** @type {Partial<import('./store.js').State>} */
    const patch = {};
    if (a?.kind === 'error') errors.push({ ...a, message: `${this.session.name(id)}: ${a.message}` });
    else if (a && r?.kind === 'move') {
      const s = this.store.state;
      patch.moves = new Map(s.moves).set(id, { ...a, name: this.session.name(id) });
      patch.order = [id, ...s.order.filter((x) => x !== id)];
      if (this.mine(g)) patch.selected = null; // the readout follows your last move
      // Dropped where its creature cannot stand (off the grid for its space): the creature follows the
      // token and is left out there, as the Mod places it (no stale copy blocks where it was).
      if (a.placeError) errors.push(a.placeError, ...this.said(this.scene.place(g)));
      const reach = this.session.reachable(id);
      patch.reaches = new Map(s.reaches);
      if (reach.kind === 'reachable') patch.reaches.set(id, reach);
      else patch.reaches.delete(id);
      this.live?.recorded(id, r.drag, a);
    }
    this.set({ ...patch, errors });
  }

  // A token added or changed without moving, and a token removed: the page model's handlers, the Mod's
  // (PageScene.updateGraphic, removeGraphic): its creature and its terrain follow it; a graphic whose
  // numbers cannot be read on the page (a terrain box far off it) is listed as left out.
  /** @param {import('./page-messages.js').TokenData} d */
  onToken({ token }) {
    const id = String(token.id);
    const raw = { ...this.graphics.get(id), ...token };
    this.graphics.set(id, raw);
    if (!this.priced) return;
    this.set({ errors: this.said(this.scene.updateGraphic(raw)) });
  }

  /** @param {{id: string}} d @param {{always?: boolean}} [options] */
  onRemove({ id }, { always = false } = {}) {
    const key = String(id);
    const g = this.graphics.get(key);
    this.graphics.delete(key);
    if (!this.priced) {
      if (always) this.store.schedule(); // its left-out line goes
      return;
    }
    const errors = this.said(this.scene.removeGraphic(key));
    this.set({ errors, ...(g && this.isCreature(g) ? this.forgotten(key) : {}) });
  }

  // Roll20's turn tracker (web/roll20/turnorder.js): a new first entry passes the turn, and the
  // creature whose turn it now is starts afresh, with every creature outside the order (startsAfresh,
  // the Mod's rule too); a tracker that was or is now empty starts everyone afresh.
  /** @param {import('./page-messages.js').TurnorderData} d */
  onTurnorder({ turnorder }) {
    const order = parseTurnorder(turnorder);
    const key = turnKey(currentTurn(order));
    const before = this.store.state.turnKey;
    if (key === before) return this.set({ turnorder: order });
    const afresh = startsAfresh(order, !before);
    this.set({ turnorder: order, turnKey: key });
    if (!afresh) return this.newTurn();
    const moves = new Map(this.store.state.moves);
    const reaches = new Map(this.store.state.reaches);
    for (const id of this.session.movers())
      if (afresh(id)) {
        this.session.resetTurn(id);
        moves.delete(id);
        reaches.delete(id);
      }
    this.live?.reset();
    this.set({ moves, reaches });
  }

  newTurn() {
    this.session.newTurn();
    this.live?.reset();
    this.set({ moves: new Map(), reaches: new Map() });
  }

  /** The store's moves and reaches without creature `id`'s. @param {string} id */
  forgotten(id) {
    const moves = new Map(this.store.state.moves);
    const reaches = new Map(this.store.state.reaches);
    moves.delete(id);
    reaches.delete(id);
    return { moves, reaches };
  }

  /** @param {string} id */
  undo(id) {
    const { drag, error } = this.session.undo(id);
    const errors = error ? [error] : [];
    // The shim puts the creature back where the drag began; the token itself stays where Roll20 has
    // it (this extension never writes to Roll20), so the scene follows the token again.
    const g = this.graphics.get(id);
    if (drag && g) errors.push(...this.said(this.scene.place(g)));
    this.set({ errors, ...this.forgotten(id) });
  }

  /** @param {string} id */
  resetTurn(id) {
    this.session.resetTurn(id);
    this.set(this.forgotten(id));
  }

  /** @param {string} id */
  select(id) {
    const selected = this.store.state.selected === id ? null : id;
    if (selected) this.places.mover = selected;
    this.set({ selected });
  }

  /** Where to stand: what the reachable area shows ({mode}: off, safe, flank, cover, reach) and against whom ({target}). */
  /** @param {Parameters<PlacesChoice['set']>[0]} choice */
  setPlaces(choice) {
    this.places.set(choice);
    this.store.schedule();
  }

  // ---- Settings, kept per campaign (settings.js).

  saveCampaign() {
    const s = this.store.state;
    this.settings.saveCampaign(s.campaign, {
      speeds: Object.fromEntries(s.speeds),
      ruleset: s.chosenRuleset,
      rules: s.rules,
      speedSource: s.speedSource,
      markers: s.markers,
    });
  }

  /** The creatures read again (a speed source, a marker mapping, the rules changed): the engine's errors. */
  resyncTokens() {
    return this.said(this.scene.rereadCreatures());
  }

  // The page's rules: the GM's ruleset (else the page ruler's) with the house rules over it.
  pageRules() {
    const s = this.store.state;
    // A ruleset the engine does not know (kept by an older version) gives way to the ruler's.
    const known = this.session.rulesets.some((r) => r.id === s.chosenRuleset);
    return roll20PageRules(this.footwork, {
      diagonaltype: s.page?.diagonaltype,
      cellFeet: s.grid?.cellFeet,
      chosen: known ? /** @type {import('../lib/index.js').RulesetId} */ (s.chosenRuleset) : null,
      rules: s.rules,
      hex: s.grid?.type === 'hex',
      // Each person picks the rules in their own panel: the note says it is theirs, GM or player.
      chooser: 'you',
    });
  }

  /** @param {string} id */
  setRuleset(id) {
    this.set({ chosenRuleset: id });
    this.applyRules();
  }

  /** A house rule set (or, with `undefined`, given back to the ruleset's own). */
  /** @param {string} key @param {unknown} value */
  setHouseRule(key, value) {
    this.set({ rules: setChange({ ...this.store.state.rules }, key, value) });
    this.applyRules();
  }

  // Other rules on the same page: the turn's movement starts again (costs under other rules do not
  // add up), the creatures are read again (sizes come from the ruleset's table).
  applyRules() {
    const s = this.store.state;
    const before = new Set(s.rulesNow?.problems ?? []);
    const rulesNow = s.page ? this.pageRules() : null;
    const err = rulesNow ? this.session.setRuleset(rulesNow.ruleset) : null;
    /** @type {ErrorAnnotation[]} */
    const errors = err ? [err] : [];
    if (!err) {
      this.session.newTurn();
      errors.push(...this.resyncTokens());
    }
    this.set({
      rulesNow,
      problems: [...s.problems.filter((p) => !before.has(p)), ...(rulesNow?.problems ?? [])],
      errors,
      moves: new Map(),
      reaches: new Map(),
    });
    this.saveCampaign();
  }

  /** @param {string} id @param {unknown} feet */
  setSpeed(id, feet) {
    const v = Number(feet);
    const speeds = new Map(this.store.state.speeds);
    if (feet === '' || feet === null || feet === undefined) speeds.delete(id);
    else if (!Number.isFinite(v) || v < 0 || v > MAX_SPEED_FEET) {
      const message = `"${String(feet).slice(0, 20)}" is no speed in feet (0 to ${MAX_SPEED_FEET.toLocaleString('en')}); the speed stays ${this.speedOf(this.graphics.get(id) ?? { id })} ft.`;
      this.set({ errors: [shimError('bad-speed', message, `$.speeds.${id}`, 'extension')] });
      return;
    } else speeds.set(id, v);
    this.set({ speeds, errors: [] });
    const g = this.graphics.get(id);
    if (g && this.isCreature(g)) {
      const errors = this.said(this.scene.updateGraphic(g));
      if (errors.length) this.set({ errors });
    }
    this.saveCampaign();
  }

  /** @param {string} source */
  setSpeedSource(source) {
    if (!SPEED_SOURCES.includes(source)) return;
    this.set({ speedSource: source });
    this.set({ errors: this.resyncTokens() });
    this.saveCampaign();
  }

  /** @param {string} text */
  setMarkerMapping(text) {
    const { map: mapping, problems } = parseMarkerMapping(text);
    this.set({ markerProblems: problems, markers: String(text).trim() === '' ? null : mapping });
    this.set({ errors: this.resyncTokens() });
    this.saveCampaign();
  }

  // ---- What the panel shows: its view model (panel-model.js), from the store and the page.

  state() {
    const drag = this.live?.drag;
    return panelState(this.store.state, {
      footwork: this.footwork,
      scene: this.sceneReads(),
      graphics: this.graphics,
      isMine: (g) => this.isCreature(g) && this.mine(g),
      speedOf: (g) => this.speedOf(g),
      conditionsOf: (g) => this.conditionsOf(g),
      leftOut: this.leftOutNow(),
      barriers: this.scene.barriers.values(),
      priced: this.priced,
      live: this.live ? this.live.status() : null,
      // Where to stand: the dragged token's places while one is picked up, else the shown token's.
      places: drag?.places
        ? this.places.view(drag.id, drag.places)
        : this.places.view(this.places.standing?.id ?? null, this.places.standing?.places),
    });
  }

  /** What the panel's view model reads of the engine's scene. @returns {import('./panel-model.js').SceneReads} */
  sceneReads() {
    const session = this.session;
    return {
      ruleset: session.ruleset,
      rulesets: session.rulesets,
      name: (id) => session.name(id),
      spent: (id) => session.spent(id),
      blockedEdges: () => session.blockedEdges(),
    };
  }

  /** The token whose move the readout shows: the one selected in the panel, else your last moved. */
  shown() {
    return shownToken(this.store.state, this.graphics, (g) => this.isCreature(g) && this.mine(g));
  }

  /** Whether moves on this page are priced: a page is loaded and the engine took its grid. */
  get priced() {
    return !!this.store.state.grid && !this.store.state.refused;
  }

  // The one render (store.js schedules it): the panel and the places shown over the map.
  render() {
    // Where to stand, while no token is picked up: the places of the token selected in the panel
    // (else the last picked up or selected, else the readout's), asked again on every change of the
    // page (a token moved, a wall, a turn, the rules).
    const mover = [this.store.state.selected, this.places.mover, this.shown()].find(
      (id) => id && this.session.hasCreature(id),
    );
    if (!this.live?.drag) this.places.refresh(mover ?? null);
    this.panel.render(this.state());
    this.live?.showStanding(this.places.standing);
  }
}

/**
 * Starts the extension's side. `port`: the MessagePort the content script handed the page script
 * (content.js); every message from the page world arrives on it and is checked (receive).
 */
/** @param {{base: string, port: MessagePort}} options */
export async function start({ base, port }) {
  const settings = new Settings();
  const panel = new Panel(document, settings);
  panel.status('Footwork: starting the engine…');
  let engine;
  try {
    engine = await startEngine(base);
  } catch (e) {
    panel.status(`Footwork could not start: ${messageOf(e)}`, 'failed');
    return null;
  }
  const app = new Roll20App(engine.footwork, panel, settings);
  app.engineNote = engine.note;
  const live = new LiveView(app.liveHost(), document);
  app.live = live;
  panel.bind(app.panelActions());
  // Each is handed the data page-messages.js read for its type.
  /** @type {Record<string, (d: any) => unknown>} */
  const handlers = {
    snapshot: (d) => app.onSnapshot(d),
    move: (d) => app.onMove(d),
    token: (d) => app.onToken(d),
    remove: (d) => app.onRemove(d),
    turnorder: (d) => app.onTurnorder(d),
    wall: (d) => app.onWall(d),
    wallremove: (d) => app.onWallRemove(d),
    view: (d) => live.onView(d),
  };
  // Messages are handled one at a time, in order (a snapshot reads stored settings first).
  let queue = Promise.resolve();
  port.onmessage = (e) => {
    const m = e.data;
    const type = m !== null && typeof m === 'object' && MESSAGE_TYPES.includes(m.type) ? m.type : String(m?.type);
    queue = queue.then(async () => {
      try {
        await app.receive(type, m?.detail, handlers[type] ?? (() => {}));
      } catch (err) {
        app.reportInternal(err);
      }
    });
  };
  // The benchmark (web/bench/extension-bench.mjs) asks for the per-pointer-move handler times, and
  // how many times the engine was asked where to stand (the tests: once per question, issue 40).
  document.addEventListener('footwork:bench', () =>
    document.dispatchEvent(
      new CustomEvent('footwork:bench-result', {
        detail: JSON.stringify({ ...live.takeSamples(), placesAsked: app.session.placesAsked }),
      }),
    ),
  );
  app.store.schedule(); // the first render: the panel's parts laid out
  panel.ready(app.footwork.engine);
  port.postMessage('hello');
  return app;
}
