// Footwork for Roll20, the extension's side (runs in the content script's isolated world, imported by
// content.js): the engine (web/lib) through the shim (web/shim), fed by the page script's events; the
// live view on Roll20's map (live.js, overlay.js) and the floating panel (panel.js). Roll20's objects
// are only read, never written. The scene is kept in step through the shim's sync (Session.loadMap on
// a page snapshot, upsertToken / removeToken, syncTerrain, upsertBarrier / removeBarrier per event):
// only what changed reaches the engine. One class maps every Roll20 event and panel action to the
// shim, which is why this file is longer than most; the Roll20 mapping itself is in web/roll20/.
import { load } from '../lib/index.js';
import { Session, centreToCell, spanCells, protocolGrid, explainHexRefusal, shimError } from '../shim/index.js';
import { setChange } from '../shim/house-rules.js';
import { houseView } from './house-rules.js';
import { roll20Grid, roll20Terrain, roll20PageRules, roll20Barriers, Roll20Moves } from '../roll20/index.js';
import { conditionsFromMarkers } from '../roll20/markers.js';
import { isCreatureToken, controllers, roll20Creature, tokenSpeeds, saneGraphic } from '../roll20/creatures.js';
import { parseTurnorder, currentTurn, turnKey, startsAfresh } from '../roll20/turnorder.js';
import { readGraphic, syncGraphic, dropGraphic, syncWall, dropWall } from '../roll20/page-sync.js';
import { DEFAULT_MARKER_MAP, parseMarkerMapping, formatMarkerMapping } from './marker-mapping.js';
import { Panel } from './panel.js';
import { LiveView } from './live.js';
import { Settings } from './settings.js';
import { readPageMessage, MESSAGE_TYPES } from './page-messages.js';
import { PlacesChoice } from './places-choice.js';

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
/** @typedef {import('./page-messages.js').CheckedPage} CheckedPage */
/** @typedef {import('./page-messages.js').SnapshotData} SnapshotData */
/** @typedef {import('./page-messages.js').LeftOut} LeftOut */
/** A line of the panel's problems: the shim's problem shape, or web/roll20's {code, message}. */
/** @typedef {import('../shim/index.js').ErrorAnnotation} ProblemLine a problem the panel lists (the shim's one shape) */

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
    this.session = new Session(footwork);
    this.roll20 = new Roll20Moves(this.session); // what a token's move was (web/roll20/moves.js)
    /** @type {Map<string, Roll20Graphic>} id → attributes, as the page script sent them */
    this.graphics = new Map();
    /** @type {Map<string, Roll20WallObject>} id → wall, door or window attributes */
    this.walls = new Map();
    /** @type {Map<string, ReturnType<typeof roll20Barriers>[number]>} id → {id, type, kind, edges}: what each blocks on the grid */
    this.barriers = new Map();
    /** @type {Map<string, number>} id → feet typed in the panel (kept per campaign) */
    this.speeds = new Map();
    this.speedSource = 'form'; // SPEED_SOURCES
    /** @type {string | null} the user's pick; null: from the page's diagonaltype */
    this.chosenRuleset = null;
    /** @type {Record<string, unknown>} the campaign's house rules over it (house-rules.js), kept per campaign */
    this.rules = {};
    /** @type {ReturnType<typeof roll20PageRules> | null} the page's rules with the house rules */
    this.rulesNow = null;
    /** @type {Record<string, string> | null} the user's status-marker → condition entries; null: the defaults */
    this.markers = null;
    /** @type {ErrorAnnotation[]} the status-marker mapping's (marker-mapping.js) */
    this.markerProblems = [];
    /** @type {CheckedPage | null} */
    this.page = null;
    /** @type {ReturnType<typeof roll20Grid>['grid'] | null} */
    this.grid = null;
    /** @type {ErrorAnnotation | null} while the engine cannot price this page at all */
    this.refused = null;
    /** @type {ProblemLine[]} */
    this.problems = [];
    /** @type {ErrorAnnotation[]} the last actions' */
    this.errors = [];
    /** @type {Map<string, MoveAnnotation & {name: string}>} id → the token's last move annotation this turn */
    this.moves = new Map();
    /** @type {Map<string, ReachableAnnotation>} id → the reachable annotation after it */
    this.reaches = new Map();
    /** @type {string[]} ids, the last moved first */
    this.order = [];
    /** @type {string | null} the token whose move the readout shows (null: the last moved of yours) */
    this.selected = null;
    /** @type {ReturnType<typeof parseTurnorder>} */
    this.turnorder = [];
    /** @type {string | undefined} */
    this.turnKey = undefined;
    this.engineNote = '';
    /** @type {{id: string, gm: boolean}} window.currentPlayer.id, window.is_gm (page script) */
    this.player = { id: '', gm: false };
    /** @type {string | null} Roll20's campaign id, once a snapshot named it */
    this.campaign = null;
    /** @type {LiveView | null} */
    this.live = null;
    /** @type {Map<string, LeftOut>} token or wall id → why page-messages.js left it out (far off the page …) */
    this.leftOut = new Map();
    /** @type {ErrorAnnotation[]} the last messages from the page that were dropped */
    this.dropped = [];
    this.places = new PlacesChoice(this); // where to stand: what the reachable area shows (issue 27)
  }

  /**
   * One message from the page world (JSON text), checked by page-messages.js before anything acts on
   * it: a dropped one leaves a line in the panel; a token or wall left out is said and removed.
   */
  /** @param {string} type @param {unknown} detail @param {(data: any) => unknown} handle */
  async receive(type, detail, handle) {
    const r = readPageMessage(type, detail, this.page);
    if (r.refused) {
      this.dropped = [...this.dropped, r.refused].slice(-DROPPED_SHOWN);
      this.render();
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
    this.errors = [shimError('internal', messageOf(err), '$', 'extension')];
    this.render();
  }

  sizes() {
    return this.session.sizes;
  }

  // Creatures: the rule the Mod shares (web/roll20/creatures.js isCreatureToken): tokens on the
  // objects layer, no drawings, no cards. GM-layer tokens are no creatures, for the GM too: the GM and
  // the players price a move on the same scene (docs/extension.md, "What it reads").
  /** @param {Roll20Graphic} g */
  isCreature(g) {
    return isCreatureToken(g);
  }

  // Tokens this user moves: all of them for the GM; for a player, those whose controlledby, or whose
  // character's, names them or "all" (Roll20/roll20-api-scripts `.types/index.d.ts`: comma-separated
  // player ids, or all; players controlling a character control its tokens, as the Mod reads them).
  /** @param {Roll20Graphic} g */
  mine(g) {
    if (this.player.gm) return true;
    const who = [...controllers(g.controlledby), ...controllers(g.characterControlledby)];
    return who.includes('all') || (this.player.id !== '' && who.includes(this.player.id));
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
   * Where the token's speed is read (web/roll20/creatures.js SpeedSource): the speed typed in the
   * panel, else the Conventions' source (a bar, the character's `speed` attribute), else 30 ft.
   * @param {Partial<Roll20Graphic>} g @returns {import('../roll20/creatures.js').SpeedSource}
   */
  speedFrom(g) {
    const typed = g.id === undefined ? undefined : this.speeds.get(g.id);
    if (typed !== undefined) return { source: 'fixed', fixed: typed };
    const src = this.speedSource;
    if (src === 'bar1' || src === 'bar2' || src === 'bar3')
      return { source: src, text: g[`${src}_value`], where: `${src} of the token`, fixed: DEFAULT_SPEED };
    if (src === 'attribute')
      return {
        source: src,
        text: g.speedAttribute,
        where: g.represents ? 'attribute "speed" of its character' : undefined,
        fixed: DEFAULT_SPEED,
      };
    return { source: 'fixed', fixed: DEFAULT_SPEED };
  }

  /** The token's walking speed in feet, as its creature is given it. @param {Partial<Roll20Graphic>} g @returns {number} */
  speedOf(g) {
    return tokenSpeeds(this.speedFrom(g), this.session.ruleset).speeds.walk ?? 0;
  }

  // Status markers → conditions (web/roll20/markers.js): a marker named after a condition, or one
  // the user's mapping (else DEFAULT_MARKER_MAP) names.
  /** @param {Roll20Graphic} g */
  conditionsOf(g) {
    return conditionsFromMarkers(g.statusmarkers, this.markers ?? DEFAULT_MARKER_MAP).conditions;
  }

  // A graphic → the shim's token (a protocol creature spec with its display name), as the Mod reads
  // it (web/roll20/creatures.js roll20Creature: every movement mode, hover, 4e's bare squares).
  /** @param {Roll20Graphic} g */
  token(g) {
    const grid = this.pageGrid;
    const { spec, name } = roll20Creature(this.sane(g), grid, this.sizes(), {
      speed: this.speedFrom(g),
      ruleset: this.session.ruleset,
      markers: this.markers ?? DEFAULT_MARKER_MAP,
      characterControllers: g.characterControlledby,
    });
    return { ...spec, name };
  }

  tokens() {
    return [...this.graphics.values()].filter((g) => this.isCreature(g)).map((g) => this.token(g));
  }

  regions() {
    return roll20Terrain(
      [...this.graphics.values()].map((g) => this.sane(g)),
      this.pageGrid,
    );
  }

  /** A graphic with no usable size taken as one cell, as the Mod takes it (web/roll20/creatures.js). @param {Roll20Graphic} g */
  sane(g) {
    return saneGraphic(g, this.pageGrid.cellPx, this.pageGrid.type === 'hex');
  }

  /**
   * The page's grid, where one is needed: asked only once a snapshot set it (the token, terrain and
   * wall events are checked against the page first, and drop before any page: page-messages.js).
   */
  get pageGrid() {
    return /** @type {Grid} */ (this.grid);
  }

  /**
   * Why a token of this page is not in the engine's scene (the engine's error annotation, naming the
   * token), or null when it is (or is no creature). The token is offered to the engine again, which
   * also picks up a change that now lets it in.
   */
  /** @param {string} id */
  whyLeftOut(id) {
    const g = this.graphics.get(id);
    if (!this.session.loaded || !g || !this.isCreature(g) || this.session.hasCreature(id)) return null;
    return this.session.upsertToken(this.token(g));
  }

  // ---- Events from the page script.

  /** A snapshot, after the campaign's settings were read (the first time its id is seen). */
  /** @param {SnapshotData} d */
  async onSnapshot(d) {
    const campaign = d.campaign ?? '';
    if (campaign !== this.campaign) {
      this.campaign = campaign;
      const c = await this.settings.loadCampaign(campaign);
      this.speeds = new Map(
        Object.entries(c.speeds)
          .slice(0, 10000)
          .map(([k, v]) => /** @type {[string, number]} */ ([k, Number(v)]))
          .filter(([k, v]) => k.length <= 64 && Number.isFinite(v) && v >= 0 && v <= MAX_SPEED_FEET),
      );
      this.chosenRuleset = c.ruleset;
      this.rules = c.rules;
      this.speedSource = SPEED_SOURCES.includes(c.speedSource) ? c.speedSource : 'form';
      this.markers = c.markers;
    }
    this.snapshot(d);
  }

  // The whole page: only on a snapshot (a page opened or its settings changed), never per move.
  /** @param {SnapshotData} d */
  snapshot({ page, graphics, turnorder, walls = [], player }) {
    if (player) this.player = player;
    this.live?.reset();
    this.page = page;
    this.graphics = new Map(graphics.map((g) => [String(g.id), g]));
    this.walls = new Map(walls.map((w) => [String(w.id), w]));
    const { grid, problems } = roll20Grid(page);
    this.grid = grid;
    this.problems = [...problems];
    this.rulesNow = this.pageRules();
    this.problems.push(...this.rulesNow.problems);
    const ruleset = this.rulesNow.ruleset;
    this.barriers = new Map();
    for (const b of roll20Barriers([...this.walls.values()], grid, page)) this.keepBarrier(b);
    // A graphic whose numbers cannot be read on the page (a terrain box far off it) is said, as the
    // Mod says it (web/roll20/page-sync.js); its terrain is not painted.
    for (const g of this.graphics.values()) {
      const { problem } = readGraphic(g, grid);
      if (problem)
        this.leftOut.set(String(g.id), { ...problem, source: 'extension', code: 'left-out', item: String(g.id) });
    }
    this.session.clearNames();
    // The sizes come from the ruleset's table: load the grid first, then the tokens.
    const base = {
      ruleset,
      grid: protocolGrid(grid), // hex pages: type, orientation and offset too
      barriers: [...this.barriers.values()],
      terrain: [],
    };
    // The scene of the page before is let go first: a page the engine refuses outright (Session.loadMap
    // then keeps the scene it had) must not be priced on the old page's map.
    this.session.delete();
    this.errors = this.session.loadMap(base).map((e) => explainHexRefusal(e, grid));
    // Refused outright (an engine without hex grids, a cell size or a page size the engine does not
    // take): that one sentence, not one per token, and nothing on this page is priced.
    this.refused = this.session.loaded ? null : pageRefusal(this.errors);
    if (this.refused) this.errors = [this.refused];
    else this.errors.push(...this.session.syncTerrain(this.regions()), ...this.session.syncTokens(this.tokens()));
    this.moves.clear();
    this.reaches.clear();
    this.order = [];
    this.turnorder = parseTurnorder(turnorder);
    this.turnKey = turnKey(currentTurn(this.turnorder));
    this.render();
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

  // A wall, door or window was added or changed (a door opened) or deleted: only its edges are
  // recomputed, and only the edges that changed go to the engine (Session.upsertBarrier); the
  // reachable areas shown are priced again. A drag already recorded keeps its price.
  /** @param {import('./page-messages.js').WallData} d */
  onWall({ wall }) {
    const id = String(wall.id);
    this.walls.set(id, wall);
    if (!this.priced) return;
    // The Mod's handler too (web/roll20/page-sync.js): a wall off the page is listed as left out.
    const { errors, problem } = syncWall(this.session, wall, this.pageGrid, this.page ?? undefined, this.barriers);
    if (problem) this.leftOut.set(id, { ...problem, source: 'extension', code: 'left-out', item: id });
    this.errors = errors;
    this.repriceReaches();
    this.render();
  }

  /**
   * A barrier as placed on the page: kept, or left out with its sentence when a point of it lies far
   * off the page or it has too many (web/roll20 bounds.js linesProblem, as the Mod reads walls).
   * @param {ReturnType<typeof roll20Barriers>[number]} b
   */
  keepBarrier(b) {
    if (b.problem) {
      this.barriers.delete(b.id);
      this.leftOut.set(b.id, { ...b.problem, source: 'extension', code: 'left-out', item: b.id });
    } else this.barriers.set(b.id, b);
  }

  /** @param {{id: string}} d @param {{always?: boolean}} [options] */
  onWallRemove({ id }, { always = false } = {}) {
    if (!this.walls.delete(String(id))) {
      if (always) this.render();
      return;
    }
    this.barriers.delete(String(id));
    if (!this.priced) return;
    this.errors = dropWall(this.session, String(id), this.barriers);
    this.repriceReaches();
    this.render();
  }

  repriceReaches() {
    this.reaches = this.roll20.reprice(this.reaches.keys());
  }

  wallSummary() {
    const n = { walls: 0, doorsOpen: 0, doorsClosed: 0, windows: 0, edges: 0 };
    for (const b of this.barriers.values()) {
      if (b.type === 'door') n[b.kind === 'door-open' ? 'doorsOpen' : 'doorsClosed'] += 1;
      else if (b.type === 'window') n.windows += 1;
      else n.walls += 1;
    }
    n.edges = this.session.blockedEdges();
    return n;
  }

  /** @param {import('./page-messages.js').MoveData} d */
  onMove({ token, changed, previous }) {
    const id = String(token.id);
    const g = { ...this.graphics.get(id), ...token };
    this.graphics.set(id, g);
    if (!this.priced) return;
    if (!this.isCreature(g)) {
      this.errors = this.session.syncTerrain(this.regions());
      this.render();
      return;
    }
    this.errors = [];
    if (!this.session.hasCreature(id)) {
      const err = this.session.upsertToken(
        // Where it stood before (numbers or number text, checked on the page by page-messages.js).
        this.token(
          /** @type {Roll20Graphic} */ ({ ...g, left: previous?.left ?? g.left, top: previous?.top ?? g.top }),
        ),
      );
      // Still left out (the engine refuses the creature: a size it does not read on hexes, a speed …):
      // its sentence, and no move priced for it.
      if (err) {
        this.errors = [err];
        this.render();
        return;
      }
    }
    // The drag (lastmove), a straight move, or Roll20's undo of the last drag (web/roll20/moves.js).
    const r = this.roll20.move(id, g, previous, this.pageGrid, { newLastmove: changed.includes('lastmove') });
    if (r?.kind === 'undo') {
      if (r.error) this.errors.push(r.error);
      this.forget(id);
      this.render();
      return;
    }
    const a = r?.kind === 'move' ? r.annotation : null;
    if (a?.kind === 'error') this.errors.push({ ...a, message: `${this.session.name(id)}: ${a.message}` });
    else if (a && r?.kind === 'move') {
      this.moves.set(id, { ...a, name: this.session.name(id) });
      this.order = [id, ...this.order.filter((x) => x !== id)];
      if (this.mine(g)) this.selected = null; // the readout follows your last move
      if (a.placeError) this.errors.push(a.placeError);
      const reach = this.session.reachable(id);
      if (reach.kind === 'reachable') this.reaches.set(id, reach);
      else this.reaches.delete(id);
      this.live?.recorded(id, r.drag, a);
    }
    // Anything else of the token that changed with the move (a marker, a bar) follows.
    const err = this.session.upsertToken(this.token(g));
    if (err) this.errors.push(err);
    this.render();
  }

  // A token added or changed without moving, and a token removed: the Mod's handlers too
  // (web/roll20/page-sync.js): its creature and its terrain follow it; a graphic whose numbers cannot
  // be read on the page (a terrain box far off it) is listed as left out.
  /** @param {import('./page-messages.js').TokenData} d */
  onToken({ token }) {
    const id = String(token.id);
    const raw = { ...this.graphics.get(id), ...token };
    this.graphics.set(id, raw);
    if (!this.priced) return;
    const { g, problem } = readGraphic(raw, this.pageGrid);
    if (problem) this.leftOut.set(id, { ...problem, source: 'extension', code: 'left-out', item: id });
    this.errors = g
      ? syncGraphic(this.session, g, this.pageGrid, {
          isCreature: (x) => this.isCreature(x),
          token: (x) => this.token(x),
        })
      : dropGraphic(this.session, id);
    this.render();
  }

  /** @param {{id: string}} d @param {{always?: boolean}} [options] */
  onRemove({ id }, { always = false } = {}) {
    const key = String(id);
    const g = this.graphics.get(key);
    this.graphics.delete(key);
    if (!this.priced) {
      if (always) this.render();
      return;
    }
    this.errors = dropGraphic(this.session, key);
    if (g && this.isCreature(g)) this.forget(key);
    this.render();
  }

  // Roll20's turn tracker (web/roll20/turnorder.js): a new first entry passes the turn, and the
  // creature whose turn it now is starts afresh, with every creature outside the order (startsAfresh,
  // the Mod's rule too); a tracker that was or is now empty starts everyone afresh.
  /** @param {import('./page-messages.js').TurnorderData} d */
  onTurnorder({ turnorder }) {
    this.turnorder = parseTurnorder(turnorder);
    const key = turnKey(currentTurn(this.turnorder));
    if (key === this.turnKey) return this.render();
    const afresh = startsAfresh(this.turnorder, !this.turnKey);
    this.turnKey = key;
    if (!afresh) return this.newTurn();
    for (const id of this.session.movers())
      if (afresh(id)) {
        this.session.resetTurn(id);
        this.forget(id);
      }
    this.live?.reset();
    this.render();
  }

  // Whose turn it is: the token's name, a custom row's text.
  turnName() {
    const e = currentTurn(this.turnorder);
    if (!e) return '';
    if (e.id === '-1') return e.custom;
    return this.graphics.get(e.id)?.name || e.custom || e.id;
  }

  newTurn() {
    this.session.newTurn();
    this.moves.clear();
    this.reaches.clear();
    this.live?.reset();
    this.render();
  }

  /** @param {string} id */
  forget(id) {
    this.moves.delete(id);
    this.reaches.delete(id);
  }

  /** @param {string} id */
  undo(id) {
    const { drag, error } = this.session.undo(id);
    this.errors = error ? [error] : [];
    // The shim puts the creature back where the drag began; the token itself stays where Roll20 has
    // it (this extension never writes to Roll20), so the scene follows the token again.
    const g = this.graphics.get(id);
    if (drag && g) {
      const span = spanCells(this.pageGrid, Number(g.width), Number(g.height));
      const err = this.session.placeCreature(id, centreToCell(this.pageGrid, Number(g.left), Number(g.top), span));
      if (err) this.errors.push(err);
    }
    this.forget(id);
    this.render();
  }

  /** @param {string} id */
  resetTurn(id) {
    this.session.resetTurn(id);
    this.forget(id);
    this.render();
  }

  /** @param {string} id */
  select(id) {
    this.selected = this.selected === id ? null : id;
    if (this.selected) this.places.mover = this.selected;
    this.render();
  }

  /** Where to stand: what the reachable area shows ({mode}: off, safe, flank, cover, reach) and against whom ({target}). */
  /** @param {Parameters<PlacesChoice['set']>[0]} choice */
  setPlaces(choice) {
    this.places.set(choice);
    this.render();
  }

  // ---- Settings, kept per campaign (settings.js).

  saveCampaign() {
    this.settings.saveCampaign(this.campaign, {
      speeds: Object.fromEntries(this.speeds),
      ruleset: this.chosenRuleset,
      rules: this.rules,
      speedSource: this.speedSource,
      markers: this.markers,
    });
  }

  resyncTokens() {
    this.errors.push(...this.session.syncTokens(this.tokens()));
  }

  // The page's rules: the GM's ruleset (else the page ruler's) with the house rules over it.
  pageRules() {
    // A ruleset the engine does not know (kept by an older version) gives way to the ruler's.
    const known = this.session.rulesets.some((r) => r.id === this.chosenRuleset);
    return roll20PageRules(this.footwork, {
      diagonaltype: this.page?.diagonaltype,
      cellFeet: this.grid?.cellFeet,
      chosen: known ? /** @type {import('../lib/index.js').RulesetId} */ (this.chosenRuleset) : null,
      rules: this.rules,
      hex: this.grid?.type === 'hex',
      // Each person picks the rules in their own panel: the note says it is theirs, GM or player.
      chooser: 'you',
    });
  }

  /** @param {string} id */
  setRuleset(id) {
    this.chosenRuleset = id;
    this.applyRules();
  }

  /** A house rule set (or, with `undefined`, given back to the ruleset's own). */
  /** @param {string} key @param {unknown} value */
  setHouseRule(key, value) {
    this.rules = setChange({ ...this.rules }, key, value);
    this.applyRules();
  }

  // Other rules on the same page: the turn's movement starts again (costs under other rules do not
  // add up), the creatures are read again (sizes come from the ruleset's table).
  applyRules() {
    const before = new Set(this.rulesNow?.problems ?? []);
    this.rulesNow = this.page ? this.pageRules() : null;
    this.problems = [...this.problems.filter((p) => !before.has(p)), ...(this.rulesNow?.problems ?? [])];
    const err = this.rulesNow ? this.session.setRuleset(this.rulesNow.ruleset) : null;
    this.errors = err ? [err] : [];
    if (!err) {
      this.session.newTurn();
      this.resyncTokens();
    }
    this.moves.clear();
    this.reaches.clear();
    this.saveCampaign();
    this.render();
  }

  /** @param {string} id @param {unknown} feet */
  setSpeed(id, feet) {
    const v = Number(feet);
    this.errors = [];
    if (feet === '' || feet === null || feet === undefined) this.speeds.delete(id);
    else if (!Number.isFinite(v) || v < 0 || v > MAX_SPEED_FEET) {
      const message = `"${String(feet).slice(0, 20)}" is no speed in feet (0 to ${MAX_SPEED_FEET.toLocaleString('en')}); the speed stays ${this.speedOf(this.graphics.get(id) ?? { id })} ft.`;
      this.errors = [shimError('bad-speed', message, `$.speeds.${id}`, 'extension')];
      this.render();
      return;
    } else this.speeds.set(id, v);
    const g = this.graphics.get(id);
    if (g && this.isCreature(g)) {
      const err = this.session.upsertToken(this.token(g));
      if (err) this.errors.push(err);
    }
    this.saveCampaign();
    this.render();
  }

  /** @param {string} source */
  setSpeedSource(source) {
    if (!SPEED_SOURCES.includes(source)) return;
    this.speedSource = source;
    this.errors = [];
    this.resyncTokens();
    this.saveCampaign();
    this.render();
  }

  /** @param {string} text */
  setMarkerMapping(text) {
    const { map: mapping, problems } = parseMarkerMapping(text);
    this.markerProblems = problems;
    this.markers = String(text).trim() === '' ? null : mapping;
    this.errors = [];
    this.resyncTokens();
    this.saveCampaign();
    this.render();
  }

  // ---- What the panel shows.

  state() {
    const rank = new Map(this.order.map((id, i) => [id, i]));
    const creatures = [...this.graphics.values()]
      .filter((g) => this.isCreature(g) && this.mine(g))
      .map((g, i) => ({ g, i, r: rank.get(String(g.id)) ?? Infinity }))
      .sort((a, b) => a.r - b.r || a.i - b.i)
      .map(({ g }) => {
        const id = String(g.id);
        return {
          id,
          name: this.session.name(id) === id ? g.name || id : this.session.name(id),
          speed: this.speedOf(g),
          typed: this.speeds.has(id),
          spent: this.session.spent(id),
          conditions: this.conditionsOf(g),
          last: this.moves.get(id)?.summary ?? null,
        };
      });
    const shown = this.shown();
    const drag = this.live?.drag;
    return {
      engine: this.footwork.engine,
      ruleset: this.session.ruleset,
      rulesets: this.session.rulesets.map((r) => ({ id: r.id, title: r.title })),
      house: this.rulesNow ? houseView(this.footwork, { ...this.rulesNow, rules: this.rules, grid: this.grid }) : null,
      page: this.page,
      grid: this.grid,
      problems: [
        ...(this.engineNote ? [shimError('engine', this.engineNote, '$', 'extension')] : []),
        ...this.problems,
        ...leftOutLines(this.leftOut),
        ...this.dropped,
      ],
      // While the engine cannot price the page, its sentence stands first, and the "no scene" of
      // the panel's actions under it says nothing more.
      errors: this.refused
        ? [this.refused, ...this.errors.filter((e) => e !== this.refused && e.code !== 'no-scene')]
        : this.errors,
      move: shown ? this.moves.get(shown) : null,
      reach: shown ? (this.reaches.get(shown) ?? null) : null,
      selected: shown ?? null,
      creatures,
      // Undo and Reset act on priced moves: none while the engine cannot price the page.
      priced: this.priced,
      walls: this.wallSummary(),
      speedSource: this.speedSource,
      markerText: formatMarkerMapping(this.markers ?? DEFAULT_MARKER_MAP),
      markerProblems: this.markerProblems,
      turn: this.turnName(),
      live: this.live ? this.live.status() : { live: false, engine: null, text: 'Waiting for Roll20’s map…' },
      player: this.player,
      // Where to stand: the dragged token's places while one is picked up, else the shown token's.
      places: drag?.places
        ? this.places.view(drag.id, drag.places)
        : this.places.view(this.places.standing?.id ?? null, this.places.standing?.places),
    };
  }

  /** The token whose move the readout shows: the one selected in the panel, else your last moved. */
  shown() {
    /** @param {string} id */
    const mine = (id) => {
      const g = this.graphics.get(id);
      return !!g && this.isCreature(g) && this.mine(g);
    };
    if (this.selected && this.moves.has(this.selected)) return this.selected;
    return this.order.find((id) => mine(id) && this.moves.has(id));
  }

  /** Whether moves on this page are priced: a page is loaded and the engine took its grid. */
  get priced() {
    return !!this.grid && !this.refused;
  }

  render() {
    // Where to stand, while no token is picked up: the places of the token selected in the panel
    // (else the last picked up or selected, else the readout's), asked again on every change of the
    // page (a token moved, a wall, a turn, the rules).
    const mover = [this.selected, this.places.mover, this.shown()].find((id) => id && this.session.hasCreature(id));
    if (!this.live?.drag) this.places.refresh(mover ?? null);
    this.panel.render(this.state());
    this.live?.showStanding(this.places.standing);
  }
}

// The tokens and walls left out, at most DROPPED_SHOWN sentences and a count of the rest.
/** @param {Map<string, LeftOut>} leftOut @returns {ErrorAnnotation[]} */
function leftOutLines(leftOut) {
  /** @type {ErrorAnnotation[]} */
  const lines = [...leftOut.values()].slice(0, DROPPED_SHOWN);
  if (leftOut.size > DROPPED_SHOWN)
    lines.push(shimError('left-out', `… and ${leftOut.size - DROPPED_SHOWN} more left out.`, '$', 'extension'));
  return lines;
}

// The one error a page refused outright is shown as: the hex sentence of an engine without hex
// grids as it is; any other refusal of the map said to be the page's, with the engine's words.
/** @param {ErrorAnnotation[]} errors @returns {ErrorAnnotation & {engineCode?: string}} */
function pageRefusal(errors) {
  const hex = errors.find((e) => e.code === 'hex-not-supported');
  if (hex) return hex;
  const e = errors.at(-1) ?? shimError('no-scene', 'No scene was loaded.', '$', 'extension');
  return {
    ...e,
    kind: 'error',
    code: 'page-refused',
    engineCode: e.code,
    message: `Footwork cannot price this page: the engine refused its map (${String(e.message).replace(/\.$/, '')}). Nothing on this page is priced until its settings change.`,
  };
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
  const live = new LiveView(app, document);
  app.live = live;
  panel.bind(app);
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
  app.render();
  panel.ready(app.footwork.engine);
  port.postMessage('hello');
  return app;
}
