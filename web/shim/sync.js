// What the engine's scene holds of a VTT page: the tokens (as the creature specs last sent), the
// terrain regions and the cells they painted, the barriers (walls, doors, windows) and the edges they
// set. A snapshot or a single add/change/remove event is compared with it, so the engine only ever
// gets the updates that change something: a token moved is one replace, a door opened is its few
// edges, a region redrawn is the cells whose terrain changed. No engine calls here: Session (session.js)
// applies the changes this file computes.
import { mergeEdges, edgeChanges } from './walls.js';

/** @typedef {import('../lib/index.js').Cell} Cell */
/** @typedef {import('../lib/index.js').Terrain} Terrain */
/** @typedef {import('../lib/index.js').EdgeKind} EdgeKind */
/** @typedef {import('./index.js').TerrainRegion} TerrainRegion */
/** @typedef {import('./index.js').Barrier} Barrier */

/**
 * A token as an adapter gives it: a protocol creature spec plus an optional display `name`. The
 * token is a host's value (anything): what is not an object with a string id is said in `error`, a
 * sentence's part that Session makes an error annotation of.
 * @param {unknown} token
 * @returns {{spec: import('../lib/index.js').CreatureSpec, name: string | undefined, error?: undefined} | {error: string, spec?: undefined, name?: undefined}}
 */
export function splitToken(token) {
  if (!token || typeof token !== 'object' || Array.isArray(token))
    return { error: `a token must be an object (got ${token === null ? 'null' : typeof token})` };
  const { name, ...spec } = /** @type {{name?: unknown, id?: unknown}} */ (token);
  if (typeof spec.id !== 'string' || spec.id === '') return { error: 'a token needs a non-empty string id' };
  // The rest of the spec is the engine's to check (it refuses a bad field in its own words).
  return {
    spec: /** @type {import('../lib/index.js').CreatureSpec} */ (spec),
    name: typeof name === 'string' && name !== '' ? name : undefined,
  };
}

/**
 * The terrain each cell should have from a list of regions. Where regions overlap their fields
 * combine: `difficult` counts take the larger (two "difficult" drawings over one square are still
 * one thing making it difficult unless one of them says more), any other field the later region's.
 * @param {Iterable<TerrainRegion>} regions @returns {Map<string, Terrain>} "x,y" → terrain
 */
export function regionTerrain(regions) {
  /** @type {Map<string, Terrain>} */
  const want = new Map();
  for (const r of regions) {
    for (const cell of r.cells ?? []) {
      if (!Array.isArray(cell) || cell.length !== 2) continue;
      const key = `${cell[0]},${cell[1]}`;
      const had = want.get(key);
      if (!had) {
        want.set(key, { ...r.terrain });
        continue;
      }
      const merged = { ...had, ...r.terrain };
      if (typeof had.difficult === 'number' && typeof r.terrain?.difficult === 'number')
        merged.difficult = Math.max(had.difficult, r.terrain.difficult);
      want.set(key, merged);
    }
  }
  return want;
}

/**
 * Cells to repaint, grouped by the terrain they get: cells painted before and no longer covered go
 * back to plain floor (`{}`), cells whose terrain changed get the new one.
 * @param {Map<string, string>} painted "x,y" → JSON of the terrain painted @param {Map<string, Terrain>} want
 * @returns {Array<{terrain: Terrain, cells: Cell[]}>}
 */
export function terrainChanges(painted, want) {
  /** @type {Map<string, {terrain: Terrain, cells: Cell[]}>} */
  const groups = new Map(); // JSON of terrain → {terrain, cells}
  const add = (/** @type {Terrain} */ terrain, /** @type {string} */ key) => {
    const text = JSON.stringify(terrain);
    let group = groups.get(text);
    if (!group) groups.set(text, (group = { terrain, cells: [] }));
    const [x, y] = key.split(',').map(Number);
    group.cells.push([x, y]);
  };
  for (const key of painted.keys()) if (!want.has(key)) add({}, key);
  for (const [key, terrain] of want) if (painted.get(key) !== JSON.stringify(terrain)) add(terrain, key);
  return [...groups.values()];
}

export class SceneMirror {
  constructor() {
    this.clear();
  }

  /** @type {Map<string, string>} id → JSON text of the creature spec the engine has */
  tokens = new Map();
  /** @type {Map<string, TerrainRegion>} region id → {id, cells, terrain} */
  regions = new Map();
  /** @type {Map<string, string>} "x,y" → JSON text of the terrain painted there */
  painted = new Map();
  /** @type {Map<string, Barrier>} barrier id → {id, kind, edges} */
  barriers = new Map();
  /** @type {Map<string, EdgeKind>} edge key → kind, as the engine has them */
  edges = new Map();

  clear() {
    this.tokens = new Map();
    this.regions = new Map();
    this.painted = new Map();
    this.barriers = new Map();
    this.edges = new Map();
  }

  /** The edge updates that bring the engine from what it has to what the barriers now say. */
  edgeUpdates() {
    const next = mergeEdges(this.barriers.values());
    return { next, changes: edgeChanges(this.edges, next) };
  }

  /** The repaints that bring the engine's terrain to what the regions now say. */
  terrainUpdates() {
    const want = regionTerrain(this.regions.values());
    return { want, changes: terrainChanges(this.painted, want) };
  }

  /**
   * Records that `cells` now hold `terrain` (after the engine accepted the paint). A legend character
   * (a paint by a scene's author) is kept as its text: no region's terrain reads the same, so a region
   * synced over it paints again.
   * @param {Iterable<Cell>} cells @param {Terrain | string} terrain
   */
  recordPaint(cells, terrain) {
    const text = JSON.stringify(terrain);
    for (const [x, y] of cells) {
      if (text === '{}') this.painted.delete(`${x},${y}`);
      else this.painted.set(`${x},${y}`, text);
    }
  }

  /** The engine moved a creature (a drag, an undo, a placement): the mirror follows. @param {string} id @param {Cell} position */
  moved(id, position) {
    const text = this.tokens.get(id);
    if (text === undefined) return;
    this.tokens.set(id, JSON.stringify({ ...JSON.parse(text), position }));
  }
}
