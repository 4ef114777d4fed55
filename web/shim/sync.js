// What the engine's scene holds of a VTT page: the tokens (as the creature specs last sent), the
// terrain regions and the cells they painted, the barriers (walls, doors, windows) and the edges they
// set. A snapshot or a single add/change/remove event is compared with it, so the engine only ever
// gets the updates that change something: a token moved is one replace, a door opened is its few
// edges, a region redrawn is the cells whose terrain changed. No engine calls here: Session (session.js)
// applies the changes this file computes.
import { mergeEdges, edgeChanges } from './walls.js';

/** A token as an adapter gives it: a protocol creature spec plus an optional display `name`. */
export function splitToken(token) {
  if (!token || typeof token !== 'object' || Array.isArray(token))
    return { error: `a token must be an object (got ${token === null ? 'null' : typeof token})` };
  const { name, ...spec } = token;
  if (typeof spec.id !== 'string' || spec.id === '') return { error: 'a token needs a non-empty string id' };
  return { spec, name: typeof name === 'string' && name !== '' ? name : undefined };
}

/**
 * The terrain each cell should have from a list of regions. Where regions overlap their fields
 * combine: `difficult` counts take the larger (two "difficult" drawings over one square are still
 * one thing making it difficult unless one of them says more), any other field the later region's.
 * @returns Map "x,y" → terrain object
 */
export function regionTerrain(regions) {
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
 * @returns Array<{terrain, cells: [x, y][]}>
 */
export function terrainChanges(painted, want) {
  const groups = new Map(); // JSON of terrain → {terrain, cells}
  const add = (terrain, key) => {
    const text = JSON.stringify(terrain);
    if (!groups.has(text)) groups.set(text, { terrain, cells: [] });
    groups.get(text).cells.push(key.split(',').map(Number));
  };
  for (const key of painted.keys()) if (!want.has(key)) add({}, key);
  for (const [key, terrain] of want) if (painted.get(key) !== JSON.stringify(terrain)) add(terrain, key);
  return [...groups.values()];
}

export class SceneMirror {
  constructor() {
    this.clear();
  }

  clear() {
    this.tokens = new Map(); // id → JSON text of the creature spec the engine has
    this.regions = new Map(); // region id → {id, cells, terrain}
    this.painted = new Map(); // "x,y" → JSON text of the terrain painted there
    this.barriers = new Map(); // barrier id → {id, kind, edges}
    this.edges = new Map(); // edge key → kind, as the engine has them
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

  /** Records that `cells` now hold `terrain` (after the engine accepted the paint). */
  recordPaint(cells, terrain) {
    const text = JSON.stringify(terrain);
    for (const [x, y] of cells) {
      if (text === '{}') this.painted.delete(`${x},${y}`);
      else this.painted.set(`${x},${y}`, text);
    }
  }

  /** The engine moved a creature (a drag, an undo, a placement): the mirror follows. */
  moved(id, position) {
    const text = this.tokens.get(id);
    if (text === undefined) return;
    this.tokens.set(id, JSON.stringify({ ...JSON.parse(text), position }));
  }
}
