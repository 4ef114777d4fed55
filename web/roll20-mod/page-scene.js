// One Roll20 page as the engine's scene, kept in step through the shim's Session (docs/shim.md): the
// page's grid, its creatures (tokens on the objects layer), difficult terrain (graphics named
// "difficult…", web/roll20/roll20.js roll20Terrain, the browser extension's convention) and its
// walls, doors and windows (web/roll20 roll20Barriers → web/shim/walls.js edges). A move is priced as
// the shim's drag: start, waypoints (`lastmove`) and the current cell. Loading is a generator: each
// `yield` ends a piece of work (queue.js), so a big page never keeps the sandbox's control long.
// Plain attributes in (objects.js), annotations and error annotations out; nothing here throws.
import { Session, centreToCell, cellToCentre, spanCells, mergeEdges, edgeChanges, edgesToWalls } from '../shim/index.js';
import { roll20Grid, roll20Terrain, roll20Drag, roll20Barriers } from '../roll20/index.js';

const CHUNK = 40; // objects read per piece of a page load

const sameCell = (a, b) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

/**
 * A graphic whose width or height is no positive number (an odd token) is taken as one square, with a
 * note saying so; web/shim's spanCells would give NaN squares for it.
 */
export function saneGraphic(g, cellPx) {
  const ok = (v) => Number.isFinite(Number(v)) && Number(v) > 0;
  if (ok(g.width) && ok(g.height)) return g;
  const out = { ...g, width: ok(g.width) ? g.width : cellPx, height: ok(g.height) ? g.height : cellPx };
  out.sizeNote = `${g.name || 'A token'} has no usable size (width ${JSON.stringify(g.width)}, height ${JSON.stringify(g.height)}); one square assumed.`;
  return out;
}

export function isCreatureGraphic(g) {
  return !!g && g.type === 'graphic' && g.layer === 'objects' && g.isdrawing !== true && g.subtype !== 'card';
}

export class PageScene {
  /** @param footwork a loaded engine (web/lib); @param pageId the Roll20 page's id */
  constructor(footwork, pageId) {
    this.footwork = footwork;
    this.pageId = pageId;
    this.session = new Session(footwork);
    this.page = null;
    this.grid = null;
    this.problems = [];          // the grid's problems (roll20Grid) and the ruleset note
    this.loaded = false;
    this.graphics = new Map();   // id → plain graphic attributes (creatures and terrain graphics)
    this.walls = new Map();      // id → plain wall, door or window attributes
    this.barriers = new Map();   // id → {type, kind, edges}
    this.edges = new Map();      // edge key → kind, as the engine's scene has them
    this.painted = new Map();    // "x,y" → difficult count painted from graphics
    this.creatureOf = null;      // (g, grid, sizes) → {spec, name, span, notes} (the app's settings)
  }

  get ruleset() {
    return this.session.ruleset;
  }

  sizes() {
    return this.session.rulesetTable.find((r) => r.id === this.session.ruleset)?.sizes ?? [];
  }

  /**
   * Loads the whole page, in pieces (a generator: `yield*` it from a queue job). Returns the error
   * annotations of what was left out (walls refused, tokens off the page, creatures refused).
   * @param o {page, graphics, walls, ruleset, creatureOf, spent: {id: {feet, diagonals}} to restore}
   */
  *load({ page, graphics, walls, ruleset, creatureOf, spent = {} }) {
    const errors = [];
    this.creatureOf = creatureOf;
    this.page = page;
    const { grid, problems } = roll20Grid(page);
    this.grid = grid;
    this.problems = [...problems];
    this.walls = new Map();
    this.barriers = new Map();
    for (let i = 0; i < walls.length; i += CHUNK) {
      for (const w of walls.slice(i, i + CHUNK)) this.#readWall(w);
      yield;
    }
    const edges = mergeEdges(this.barriers.values());
    const gridSpec = { width: grid.width, height: grid.height, cellFeet: grid.cellFeet };
    let err = this.session.load({ ruleset, grid: { ...gridSpec, walls: edgesToWalls(edges) } });
    this.edges = edges;
    if (err) {
      // The map without its walls rather than no map.
      errors.push({ ...err, message: `The page's walls were refused (${err.message}); it is loaded without them.` });
      err = this.session.load({ ruleset, grid: gridSpec });
      this.edges = new Map();
      if (err) {
        errors.push(err);
        this.loaded = false;
        return errors;
      }
    }
    yield;
    this.session.names.clear();
    this.graphics = new Map();
    this.painted = new Map();
    for (let i = 0; i < graphics.length; i += CHUNK) {
      for (const raw of graphics.slice(i, i + CHUNK)) {
        const g = saneGraphic(raw, grid.cellPx);
        this.graphics.set(g.id, g);
        if (isCreatureGraphic(g)) errors.push(...this.#upsert(g));
      }
      yield;
    }
    errors.push(...this.#paintTerrain());
    // Movement spent this turn before a restart of the sandbox (state): recorded as one earlier drag.
    for (const [id, s] of Object.entries(spent)) {
      const c = this.session.scene?.creature(id);
      if (c && (s.feet > 0 || s.diagonals > 0)) this.session.ledger.record(id, { from: c.position, to: c.position, path: [], feet: s.feet, diagonals: s.diagonals });
    }
    this.loaded = true;
    return errors;
  }

  #readWall(w) {
    this.walls.set(w.id, w);
    const b = roll20Barriers([{ ...w, type: w.type }], this.grid, this.page)[0];
    if (b) this.barriers.set(w.id, b);
    else this.barriers.delete(w.id);
  }

  #fits(spec, span) {
    const [x, y] = spec.position;
    return x >= 0 && y >= 0 && x + span[0] <= this.grid.width && y + span[1] <= this.grid.height;
  }

  // Adds or replaces one creature; a token off the page or one the engine refuses is reported.
  #upsert(g) {
    const c = this.creatureOf(g, this.grid, this.sizes());
    if (!this.#fits(c.spec, c.span)) {
      if (this.session.scene?.creature(c.spec.id)) this.session.removeCreature(c.spec.id);
      return [{ kind: 'error', source: 'mod', code: 'off-map', path: `graphic ${g.id}`, message: `${c.name} is off the page's grid and is left out.` }];
    }
    const err = this.session.upsertCreature(c.spec, c.name);
    return err ? [{ ...err, message: `${c.name}: ${err.message}` }] : [];
  }

  #paintTerrain() {
    const want = new Map();
    for (const r of roll20Terrain([...this.graphics.values()], this.grid))
      for (const [x, y] of r.cells) want.set(`${x},${y}`, Math.max(want.get(`${x},${y}`) ?? 0, r.terrain.difficult));
    const groups = new Map(); // difficult count → cells
    const add = (d, key) => {
      if (!groups.has(d)) groups.set(d, []);
      groups.get(d).push(key.split(',').map(Number));
    };
    for (const key of this.painted.keys()) if (!want.has(key)) add(0, key);
    for (const [key, d] of want) if (this.painted.get(key) !== d) add(d, key);
    const errors = [];
    for (const [d, cells] of groups) {
      const err = this.session.paint(cells, { difficult: d });
      if (err) errors.push(err);
    }
    this.painted = want;
    return errors;
  }

  /** A graphic was added or changed without moving (or is not a creature): the scene follows it. */
  updateGraphic(raw) {
    if (!this.loaded) return [];
    const g = saneGraphic(raw, this.grid.cellPx);
    const was = this.graphics.get(g.id);
    this.graphics.set(g.id, g);
    const errors = [];
    if (isCreatureGraphic(g)) errors.push(...this.#upsert(g));
    else if (this.session.scene?.creature(g.id)) this.session.removeCreature(g.id);
    if (!isCreatureGraphic(g) || (was && !isCreatureGraphic(was))) errors.push(...this.#paintTerrain());
    return errors;
  }

  removeGraphic(id) {
    if (!this.loaded) return [];
    const g = this.graphics.get(id);
    this.graphics.delete(id);
    if (this.session.scene?.creature(id)) this.session.removeCreature(id);
    return g && !isCreatureGraphic(g) ? this.#paintTerrain() : [];
  }

  /** A wall, door or window added, changed (a door opened) or removed: only changed edges go to the engine. */
  updateWall(w) {
    if (!this.loaded) return [];
    this.#readWall(w);
    return this.#applyEdges();
  }

  removeWall(id) {
    if (!this.loaded || !this.walls.delete(id)) return [];
    this.barriers.delete(id);
    return this.#applyEdges();
  }

  #applyEdges() {
    const edges = mergeEdges(this.barriers.values());
    const errors = [];
    for (const { a, b, kind } of edgeChanges(this.edges, edges)) {
      const err = this.session.setEdge(a, b, kind);
      if (err) errors.push(err);
    }
    this.edges = edges;
    return errors;
  }

  /**
   * The token moved: `g` its attributes now, `prev` before. With a new `lastmove`, the drag is its
   * start and waypoints; otherwise a straight move from the previous centre. `fresh`: price it as a
   * turn of its own (out of combat). → {annotation, drag} or {error} or null (not a creature, no move).
   */
  move(raw, prevRaw, { fresh = false } = {}) {
    if (!this.loaded) return null;
    const g = saneGraphic(raw, this.grid.cellPx);
    const prev = { ...prevRaw, width: g.width, height: g.height };
    const id = g.id;
    this.graphics.set(id, g);
    if (!isCreatureGraphic(g)) {
      const errors = [];
      if (this.session.scene?.creature(id)) {
        const e = this.session.removeCreature(id);
        if (e) errors.push(e);
      }
      errors.push(...this.#paintTerrain());
      return errors.length ? { error: errors[0] } : null;
    }
    const before = { ...g, left: prev.left ?? g.left, top: prev.top ?? g.top };
    // Not yet a creature (it came from another layer or page), or it changed size, bars or markers
    // with the move: the creature is put where the token was, then the move is priced.
    const errs = this.#upsert(before);
    if (errs.length) return { error: errs[0] };
    const span = spanCells(this.grid, Number(g.width), Number(g.height));
    let drag = g.lastmove !== prev.lastmove ? roll20Drag(g, this.grid) : null;
    if (!drag) drag = { start: centreToCell(this.grid, Number(before.left), Number(before.top), span), waypoints: [], current: centreToCell(this.grid, Number(g.left), Number(g.top), span) };
    if (sameCell(drag.start, drag.current) && drag.waypoints.length === 0) {
      // Nudged within its cell: no step, nothing to price.
      return null;
    }
    if (fresh) this.session.resetTurn(id);
    const annotation = this.session.endDrag(id, drag);
    return { annotation, drag, span };
  }

  /**
   * Enforcement: the move just recorded is taken back and replaced by its legal part, up to the
   * annotation's `stop` (the last position along the path where the creature may end). → the pixel
   * centre to put the token at, and the annotation of the legal part (null when it stays at the start).
   */
  returnToLegal(id, annotation, drag, span) {
    const cells = annotation.cells.map((c) => c.cell);
    const step = annotation.stop.step;
    this.session.undo(id);
    let legal = null;
    if (step >= 0) legal = this.session.endDrag(id, { start: drag.start, waypoints: cells.slice(0, step), current: cells[step] });
    else this.session.placeCreature(id, drag.start);
    const cell = step >= 0 ? cells[step] : drag.start;
    return { cell, centre: cellToCentre(this.grid, cell, span), legal };
  }

  /** Puts the creature where the token is without counting a move (a placement by the GM, out of combat). */
  place(raw) {
    if (!this.loaded || !isCreatureGraphic(raw)) return [];
    const g = saneGraphic(raw, this.grid.cellPx);
    this.graphics.set(g.id, g);
    return this.#upsert(g);
  }

  spent(id) {
    return this.session.spent(id);
  }

  resetTurn(id) {
    this.session.resetTurn(id);
  }

  /** Where the creature can still get to this turn: the reachable annotation (shim beginDrag). */
  reachable(id) {
    return this.session.beginDrag(id);
  }

  creatureIds() {
    return (this.session.scene?.creatures() ?? []).map((c) => c.id);
  }

  delete() {
    this.session.delete();
    this.loaded = false;
  }
}
