// Footwork for Roll20, the extension's side (runs in the content script's isolated world, imported by
// content.js): the engine (web/lib) through the shim (web/shim), fed by the page script's events; the
// live view on Roll20's map (live.js, overlay.js) and the floating panel (panel.js). Roll20's objects
// are only read, never written.
import { load } from '../lib/index.js';
import { Session, centreToCell, spanCells, mergeEdges, edgeChanges, edgesToWalls } from '../shim/index.js';
import { roll20Grid, roll20Token, roll20Terrain, roll20Drag, rulesetForDiagonal, roll20Barriers } from '../roll20/index.js';
import { Panel } from './panel.js';
import { LiveView } from './live.js';

const DEFAULT_SPEED = 30;

// WebAssembly first; where the page's content security policy refuses it (it governs the content
// script's world too), the same engine compiled to plain JavaScript: same answers, slower.
async function startEngine(base) {
  try {
    return { footwork: await load({ locateFile: (file) => `${base}lib/${file}` }), note: '' };
  } catch (e) {
    const footwork = await load({ engine: 'js' });
    return { footwork, note: `WebAssembly refused here (${e.message}); using the plain-JavaScript engine.` };
  }
}

export class Roll20App {
  constructor(footwork, panel) {
    this.footwork = footwork;
    this.panel = panel;
    this.session = new Session(footwork);
    this.graphics = new Map();   // id → attributes, as the page script sent them
    this.speeds = new Map();     // id → feet typed in the panel
    this.speedSource = 'form';   // 'form' | 'bar1' | 'bar2' | 'bar3'
    this.chosenRuleset = null;   // the user's pick; null: from the page's diagonaltype
    this.page = null;
    this.grid = null;
    this.problems = [];
    this.errors = [];            // error annotations of the last actions
    this.move = null;            // the last move annotation
    this.reach = null;           // the reachable annotation after it
    this.painted = new Map();    // "x,y" → difficult count painted from map graphics
    this.walls = new Map();      // id → wall, door or window attributes, as the page script sent them
    this.barriers = new Map();   // id → {type, kind, edges}: what each blocks on the grid
    this.edges = new Map();      // edge key → kind, as the engine's scene has them
    this.turnKey = undefined;
    this.engineNote = '';
    this.player = { id: '', gm: false }; // window.currentPlayer.id, window.is_gm (page script)
    this.campaign = '';
    this.live = null; // LiveView, once the page is there
  }

  reportInternal(err) {
    this.errors = [{ kind: 'error', source: 'extension', code: 'internal', message: String(err?.message ?? err), path: '$' }];
    this.render();
  }

  // Tokens this user may drag: all of them for the GM; for a player, those whose controlledby names
  // them or "all" (Roll20/roll20-api-scripts `.types/index.d.ts`: comma-separated player ids, or all).
  mine(g) {
    if (this.player.gm) return true;
    const who = String(g.controlledby ?? '').split(',').map((s) => s.trim());
    return who.includes('all') || (this.player.id !== '' && who.includes(this.player.id));
  }

  /** The topmost token of yours under a map point (Roll20 draws later models on top). */
  tokenAt(x, y) {
    let hit = null;
    for (const g of this.graphics.values()) {
      if (!this.isCreature(g) || !this.mine(g)) continue;
      const w = Number(g.width) / 2;
      const h = Number(g.height) / 2;
      if (Math.abs(x - Number(g.left)) <= w && Math.abs(y - Number(g.top)) <= h) hit = g;
    }
    return hit;
  }

  sizes() {
    return this.footwork.rulesets().find((r) => r.id === this.session.ruleset)?.sizes ?? [];
  }

  // Creatures: tokens on the objects layer, and for the GM those on the GM layer too (monsters the
  // players cannot see yet).
  isCreature(g) {
    return (g.layer === 'objects' || (this.player.gm && g.layer === 'gmlayer')) && !g.isdrawing;
  }

  speedOf(g) {
    if (this.speeds.has(g.id)) return this.speeds.get(g.id);
    if (this.speedSource !== 'form') {
      const v = parseFloat(g[`${this.speedSource}_value`]);
      if (Number.isFinite(v) && v >= 0) return v;
    }
    return DEFAULT_SPEED;
  }

  creature(g) {
    return roll20Token(g, this.grid, { sizes: this.sizes(), speed: this.speedOf(g) });
  }

  fits(spec, span) {
    const [x, y] = spec.position;
    return x >= 0 && y >= 0 && x + span[0] <= this.grid.width && y + span[1] <= this.grid.height;
  }

  // The whole page: only on a snapshot (a page opened or its settings changed), never per move.
  snapshot({ page, graphics, turnorder, walls = [], player, campaign }) {
    if (player) this.player = player;
    if (campaign !== undefined) this.campaign = campaign;
    this.live?.reset();
    this.page = page;
    this.graphics = new Map(graphics.map((g) => [String(g.id), g]));
    this.walls = new Map(walls.map((w) => [String(w.id), w]));
    const { grid, problems } = roll20Grid(page);
    this.grid = grid;
    this.problems = [...problems];
    const picked = rulesetForDiagonal(page.diagonaltype, grid.cellFeet);
    if (picked.note && !this.chosenRuleset) this.problems.push({ code: 'ruleset', message: picked.note });
    const ruleset = this.chosenRuleset ?? picked.ruleset;
    this.errors = [];
    // Walls, doors and windows go in with the map, as the protocol's walls (one per edge).
    this.barriers = new Map(roll20Barriers([...this.walls.values()], grid, page).map((b) => [b.id, b]));
    const edges = mergeEdges(this.barriers.values());
    let err = this.session.load({ ruleset, grid: { width: grid.width, height: grid.height, cellFeet: grid.cellFeet, walls: edgesToWalls(edges) } });
    this.edges = edges;
    if (err) {
      this.errors.push(err);
      // The map without its walls rather than no map.
      err = this.session.load({ ruleset, grid: { width: grid.width, height: grid.height, cellFeet: grid.cellFeet } });
      this.edges = new Map();
      if (err) this.errors.push(err);
    }
    this.session.names.clear();
    this.painted.clear();
    this.paintTerrain();
    for (const g of this.graphics.values()) if (this.isCreature(g)) this.upsert(g);
    this.turnKey = firstInTurnOrder(turnorder);
    this.render();
  }

  // Adds or replaces one creature; a token off the page or one the engine refuses is listed, not fatal.
  upsert(g) {
    const { spec, name, span } = this.creature(g);
    if (!this.fits(spec, span)) {
      this.session.removeCreature(spec.id);
      this.errors.push({ kind: 'error', source: 'shim', code: 'off-page', path: `$.graphics.${spec.id}`,
        message: `${name} is off the page's grid and is left out.` });
      return;
    }
    const err = this.session.upsertCreature(spec, name);
    if (err) this.errors.push({ ...err, message: `${name}: ${err.message}` });
  }

  // Difficult terrain from map-layer graphics named "difficult…" (web/roll20/roll20.js): repainted as
  // a difference, cell by cell, when one of them changes.
  paintTerrain() {
    const want = new Map();
    for (const r of roll20Terrain([...this.graphics.values()], this.grid))
      for (const [x, y] of r.cells) want.set(`${x},${y}`, Math.max(want.get(`${x},${y}`) ?? 0, r.terrain.difficult));
    const groups = new Map(); // terrain → cells
    const add = (d, key) => {
      if (!groups.has(d)) groups.set(d, []);
      groups.get(d).push(key.split(',').map(Number));
    };
    for (const [key] of this.painted) if (!want.has(key)) add(0, key);
    for (const [key, d] of want) if (this.painted.get(key) !== d) add(d, key);
    for (const [d, cells] of groups) {
      const err = this.session.paint(cells, { difficult: d });
      if (err) this.errors.push(err);
    }
    this.painted = want;
  }

  // A wall, door or window was added or changed (a door opened): only its edges are recomputed, and
  // only the edges that changed go to the engine (Session.setEdge); then the reachable area shown is
  // priced again. A drag already recorded keeps its price: it was made with the walls of its time.
  onWall({ wall }) {
    this.walls.set(String(wall.id), wall);
    this.updateWalls(String(wall.id));
  }

  onWallRemove({ id }) {
    if (!this.walls.delete(String(id))) return;
    this.updateWalls(String(id));
  }

  updateWalls(id) {
    if (!this.grid) return;
    const w = this.walls.get(id);
    const b = w ? roll20Barriers([w], this.grid, this.page)[0] : undefined;
    if (b) this.barriers.set(id, b);
    else this.barriers.delete(id);
    const edges = mergeEdges(this.barriers.values());
    this.errors = [];
    for (const { a, b: to, kind } of edgeChanges(this.edges, edges)) {
      const err = this.session.setEdge(a, to, kind);
      if (err) this.errors.push(err);
    }
    this.edges = edges;
    if (this.reach) {
      const r = this.session.beginDrag(this.reach.creature);
      this.reach = r.kind === 'reachable' ? { ...r, creature: this.reach.creature } : null;
    }
    this.render();
  }

  wallSummary() {
    const n = { walls: 0, doorsOpen: 0, doorsClosed: 0, windows: 0, edges: 0 };
    for (const b of this.barriers.values()) {
      if (b.type === 'door') n[b.kind === 'door-open' ? 'doorsOpen' : 'doorsClosed'] += 1;
      else if (b.type === 'window') n.windows += 1;
      else n.walls += 1;
    }
    for (const k of this.edges.values()) if (k !== 'door-open') n.edges += 1;
    return n;
  }

  onMove({ token, changed, previous }) {
    const g = { ...this.graphics.get(String(token.id)), ...token };
    this.graphics.set(String(g.id), g);
    if (!this.grid) return;
    if (!this.isCreature(g)) {
      this.paintTerrain();
      this.render();
      return;
    }
    this.errors = [];
    const id = String(g.id);
    if (!this.session.scene?.creature(id)) this.upsert({ ...g, left: previous?.left ?? g.left, top: previous?.top ?? g.top });
    const span = spanCells(this.grid, Number(g.width), Number(g.height));
    // lastmove changed: the drag's own start and waypoints; otherwise a straight move from where it was.
    let drag = changed.includes('lastmove') ? roll20Drag(g, this.grid) : null;
    if (!drag && previous && previous.left !== undefined)
      drag = { start: centreToCell(this.grid, previous.left, previous.top, span), waypoints: [], current: centreToCell(this.grid, g.left, g.top, span) };
    if (!drag) return;
    // A move that is not a drag (no new lastmove: Roll20's undo, or a script) and puts the token
    // exactly back where its last drag began takes that drag back, as the panel's Undo does.
    const last = this.session.ledger.history(id).at(-1);
    if (!changed.includes('lastmove') && last && sameCell(last.to, drag.start) && sameCell(last.from, drag.current)) {
      this.session.undo(id);
      if (this.move?.creature === id) this.move = null;
      this.reach = null;
      this.render();
      return;
    }
    const a = this.session.endDrag(id, drag);
    if (a.kind === 'error') this.errors.push({ ...a, message: `${this.session.name(id)}: ${a.message}` });
    else {
      this.move = { ...a, name: this.session.name(id) };
      if (a.placeError) this.errors.push(a.placeError);
      const r = this.session.beginDrag(id);
      this.reach = r.kind === 'reachable' ? { ...r, creature: id } : null;
      this.live?.recorded(id, drag, a);
    }
    this.render();
  }

  onToken({ token }) {
    const g = { ...this.graphics.get(String(token.id)), ...token };
    this.graphics.set(String(g.id), g);
    if (!this.grid) return;
    this.errors = [];
    if (this.isCreature(g)) this.upsert(g);
    else if (this.session.scene?.creature(String(g.id))) this.session.removeCreature(String(g.id));
    this.paintTerrain();
    this.render();
  }

  onRemove({ id }) {
    const g = this.graphics.get(String(id));
    this.graphics.delete(String(id));
    if (g && this.isCreature(g)) this.session.removeCreature(String(id));
    else this.paintTerrain();
    this.render();
  }

  // Roll20's turn tracker: "next turn" makes another entry the first (unconfirmed in the editor).
  onTurnorder({ turnorder }) {
    const key = firstInTurnOrder(turnorder);
    if (key !== this.turnKey) {
      this.turnKey = key;
      this.newTurn();
    }
  }

  newTurn() {
    this.session.newTurn();
    this.move = null;
    this.reach = null;
    this.render();
  }

  undo(id) {
    const { drag, error } = this.session.undo(id);
    this.errors = error ? [error] : [];
    // The shim puts the creature back where the drag began; the token itself stays where Roll20 has
    // it (this extension never writes to Roll20), so the scene follows the token again.
    const g = this.graphics.get(id);
    if (drag && g) {
      const span = spanCells(this.grid, Number(g.width), Number(g.height));
      const err = this.session.placeCreature(id, centreToCell(this.grid, Number(g.left), Number(g.top), span));
      if (err) this.errors.push(err);
    }
    if (this.move?.creature === id) this.move = null;
    this.reach = null;
    this.render();
  }

  resetTurn(id) {
    this.session.resetTurn(id);
    if (this.move?.creature === id) this.move = null;
    this.reach = null;
    this.render();
  }

  setRuleset(id) {
    this.chosenRuleset = id;
    const err = this.session.setRuleset(id);
    this.errors = err ? [err] : [];
    // Sizes come from the ruleset's table: the creatures are re-read.
    if (!err) for (const g of this.graphics.values()) if (this.isCreature(g)) this.upsert(g);
    this.move = null;
    this.reach = null;
    this.render();
  }

  setSpeed(id, feet) {
    if (feet === '' || feet === null || feet === undefined) this.speeds.delete(id);
    else this.speeds.set(id, Number(feet));
    this.errors = [];
    const g = this.graphics.get(id);
    if (g && this.isCreature(g)) this.upsert(g);
    this.render();
  }

  setSpeedSource(source) {
    this.speedSource = source;
    this.errors = [];
    for (const g of this.graphics.values()) if (this.isCreature(g)) this.upsert(g);
    this.render();
  }

  state() {
    const creatures = [...this.graphics.values()].filter((g) => this.isCreature(g)).map((g) => ({
      id: String(g.id),
      name: this.session.name(String(g.id)),
      speed: this.speedOf(g),
      typed: this.speeds.has(String(g.id)),
      spent: this.session.spent(String(g.id)),
    }));
    return {
      engine: this.footwork.engine,
      ruleset: this.session.ruleset,
      rulesets: this.footwork.rulesets().map((r) => ({ id: r.id, title: r.title })),
      page: this.page,
      grid: this.grid,
      problems: this.engineNote ? [{ code: 'engine', message: this.engineNote }, ...this.problems] : this.problems,
      errors: this.errors,
      move: this.move,
      reach: this.reach,
      creatures,
      walls: this.wallSummary(),
      speedSource: this.speedSource,
      live: this.live ? this.live.status() : { live: false, engine: null, text: 'Waiting for Roll20’s map…' },
      player: this.player,
    };
  }

  render() {
    this.panel.render(this.state());
  }
}

const sameCell = (a, b) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

function firstInTurnOrder(text) {
  try {
    const list = typeof text === 'string' && text.trim() !== '' ? JSON.parse(text) : Array.isArray(text) ? text : [];
    return list.length ? `${list[0].id ?? ''}|${list[0].custom ?? ''}` : '';
  } catch {
    return '';
  }
}

export async function start({ base }) {
  const panel = new Panel(document);
  panel.status('Footwork: starting the engine…');
  let engine;
  try {
    engine = await startEngine(base);
  } catch (e) {
    panel.status(`Footwork could not start: ${e.message}`, 'failed');
    return null;
  }
  const app = new Roll20App(engine.footwork, panel);
  app.engineNote = engine.note;
  app.live = new LiveView(app, document);
  panel.bind(app);
  const on = (type, fn) => document.addEventListener(`footwork:${type}`, (e) => {
    try {
      fn(JSON.parse(e.detail));
    } catch (err) {
      app.errors = [{ kind: 'error', source: 'extension', code: 'internal', message: String(err?.message ?? err), path: '$' }];
      app.render();
    }
  });
  on('snapshot', (d) => app.snapshot(d));
  on('move', (d) => app.onMove(d));
  on('token', (d) => app.onToken(d));
  on('remove', (d) => app.onRemove(d));
  on('turnorder', (d) => app.onTurnorder(d));
  on('wall', (d) => app.onWall(d));
  on('wallremove', (d) => app.onWallRemove(d));
  on('view', (d) => app.live.onView(d));
  // The benchmark (web/bench/extension-bench.mjs) asks for the per-pointer-move handler times.
  document.addEventListener('footwork:bench', () => document.dispatchEvent(new CustomEvent('footwork:bench-result', { detail: JSON.stringify(app.live.takeSamples()) })));
  app.render();
  panel.ready(app.footwork.engine);
  document.dispatchEvent(new CustomEvent('footwork:hello'));
  return app;
}
