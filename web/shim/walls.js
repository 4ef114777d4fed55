// Walls drawn as lines in pixels → the engine's cell edges (docs/protocol.md, "Walls": an edge between
// two orthogonally adjacent cells is none, wall, low, door-closed, door-open or window). A VTT draws
// walls anywhere, at any angle; the engine knows only the edges between cells, so each wall segment is
// rasterised here. Nothing in this file knows a particular VTT (web/roll20/roll20.js maps Roll20's
// objects to polylines).
//
// The rasterisation (docs/shim.md, "Walls"): a creature's position is its cell, and an orthogonal
// step is the straight line between two cell centres. A wall segment blocks the edge between two
// orthogonal neighbours when it crosses that centre-to-centre line (touching counts: a wall that ends
// exactly on it still blocks). A centre lying exactly on the wall's own line is counted on one fixed
// side of it (the wall's left, looking from its first point to its second), so a wall through cell
// centres (a 45° wall from corner to corner) still separates the cells on its two sides and does not
// shut in the cells it runs through. A wall lying along a line of centres blocks nothing along it.
// Consequences:
// - a wall along a grid line blocks exactly the edges it runs along (the protocol's own walls);
// - a diagonal wall blocks every step whose line crosses it: a staircase of edges along it, which
//   is conservative (it blocks what a token crossing the drawn line would cross, never less);
// - diagonal steps are the engine's business: "A diagonal step may not cross the corner of a
//   blocking wall" (any blocking edge touching the corner). Where a wall crosses a diagonal step's
//   line without crossing any of the four edges around its corner (a wall shorter than a cell,
//   inside that square of centres), the edges around the corner whose two cells lie on opposite
//   sides of the wall are blocked too, so the engine's corner rule stops the diagonal.

import { hexSegmentSides, isHexSideKey, hexSideCells, hexSideWall } from './hexwalls.js';
import { isHexGrid } from './hex.js';

/** @typedef {import('../lib/index.js').Cell} Cell */
/** @typedef {import('../lib/index.js').EdgeKind} EdgeKind */
/** @typedef {import('./index.js').PixelGrid} PixelGrid */
/** @typedef {[number, number]} Point a pixel point */

/** Edge kinds, strongest first: where several walls fall on one edge, the strongest counts. */
/** @type {EdgeKind[]} */
export const EDGE_KINDS = ['wall', 'door-closed', 'window', 'low', 'door-open'];
const RANK = new Map(EDGE_KINDS.map((k, i) => [k, EDGE_KINDS.length - i]));

/**
 * The stronger of two edge kinds (wall > door-closed > window > low > door-open).
 * @type {typeof import('./index.js').strongerEdge}
 */
export function strongerEdge(a, b) {
  if (!a) return b;
  if (!b) return a;
  return (RANK.get(a) ?? 0) >= (RANK.get(b) ?? 0) ? a : b;
}

/** An edge's key: "x,y,E" (between [x,y] and [x+1,y]) or "x,y,S" (between [x,y] and [x,y+1]). */
export const edgeKey = (/** @type {Cell} */ [x, y], /** @type {'E' | 'S'} */ dir) => `${x},${y},${dir}`;

/**
 * A key back to the two cells, [[x, y], [x', y']] (a hex side's key too: hexwalls.js).
 * @type {typeof import('./index.js').edgeCells}
 */
export function edgeCells(key) {
  if (isHexSideKey(key)) return hexSideCells(key);
  const [x, y, dir] = key.split(',');
  /** @type {Cell} */
  const a = [Number(x), Number(y)];
  return [a, dir === 'E' ? [a[0] + 1, a[1]] : [a[0], a[1] + 1]];
}

/** The cross product (a − o) × (b − o): which side of the line o → a the point b lies on. @type {(ox: number, oy: number, ax: number, ay: number, bx: number, by: number) => number} */
const cross = (ox, oy, ax, ay, bx, by) => (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);

/**
 * The segment p→q, as seen from the cells: `side(c)` is +1 or −1 for the centre of cell c (a centre
 * exactly on the line counts as +1), `cuts(a, b)` whether the step between the centres of a and b
 * crosses the segment.
 * @param {PixelGrid} grid @param {Point} p @param {Point} q
 */
function segmentTest(grid, [px, py], [qx, qy]) {
  const cx = (/** @type {number} */ x) => grid.offsetX + (x + 0.5) * grid.cellPx;
  const cy = (/** @type {number} */ y) => grid.offsetY + (y + 0.5) * grid.cellPx;
  const side = (/** @type {Cell} */ c) => (cross(px, py, qx, qy, cx(c[0]), cy(c[1])) >= 0 ? 1 : -1);
  const cuts = (/** @type {Cell} */ a, /** @type {Cell} */ b) => {
    if (side(a) === side(b)) return false; // both on one side (or the step runs along the wall)
    // The wall's line passes between (or through) the centres; does the wall itself reach the step?
    const ax = cx(a[0]);
    const ay = cy(a[1]);
    const bx = cx(b[0]);
    const by = cy(b[1]);
    const dp = cross(ax, ay, bx, by, px, py);
    const dq = cross(ax, ay, bx, by, qx, qy);
    return (dp <= 0 && dq >= 0) || (dp >= 0 && dq <= 0);
  };
  return { side, cuts };
}

/**
 * The edges one straight wall segment from pixel point p to q blocks, as a Set of edge keys, within
 * the grid's width × height cells (edges off the grid are left out: the engine has none there).
 * @type {typeof import('./index.js').segmentEdges}
 */
export function segmentEdges(grid, p, q) {
  if (isHexGrid(grid)) return hexSegmentSides(grid, p, q); // the sides of a hex grid
  /** @type {Set<string>} */
  const out = new Set();
  if (p[0] === q[0] && p[1] === q[1]) return out;
  const { side, cuts } = segmentTest(grid, p, q);
  const W = grid.width ?? Infinity;
  const H = grid.height ?? Infinity;
  const rows = nearCells(grid, p, q, W, H); // row → [first x, last x]
  const row = (/** @type {number} */ y) => rows.get(y);
  for (const [y, [x0, x1]] of rows) {
    for (let x = x0; x <= x1; x++) {
      if (x + 1 <= x1 && cuts([x, y], [x + 1, y])) out.add(edgeKey([x, y], 'E'));
      const below = row(y + 1);
      if (below && x >= below[0] && x <= below[1] && cuts([x, y], [x, y + 1])) out.add(edgeKey([x, y], 'S'));
    }
  }
  // Diagonal steps through corner (x+1, y+1): see the header.
  for (const [y, [x0, x1]] of rows) {
    const below = row(y + 1);
    if (!below) continue;
    for (let x = Math.max(x0, below[0]); x + 1 <= Math.min(x1, below[1]); x++) {
      /** @type {Cell} */
      const a = [x, y];
      /** @type {Cell} */
      const b = [x + 1, y];
      /** @type {Cell} */
      const c = [x, y + 1];
      /** @type {Cell} */
      const d = [x + 1, y + 1];
      if (!cuts(a, d) && !cuts(b, c)) continue;
      /** @type {Array<[Cell, 'E' | 'S', Cell]>} the four edges round the corner: [cell, side, neighbour] */
      const around = [
        [a, 'E', b],
        [a, 'S', c],
        [b, 'S', d],
        [c, 'E', d],
      ];
      if (around.some(([from, dir]) => out.has(edgeKey(from, dir)))) continue;
      for (const [from, dir, to] of around) if (side(from) !== side(to)) out.add(edgeKey(from, dir));
    }
  }
  return out;
}

// The cells a step cut by the segment can involve: a step's line lies within its two cells, so the
// point where the segment cuts it lies in a cell the segment passes through (edges included), and
// both cells of the step are within one cell of it. → Map row → [first x, last x] (contiguous: the
// segment is straight), clipped to the grid. The work is proportional to the segment's length.
/** @param {PixelGrid} grid @param {Point} p @param {Point} q @param {number} W @param {number} H */
function nearCells(grid, p, q, W, H) {
  const ax = (p[0] - grid.offsetX) / grid.cellPx;
  const ay = (p[1] - grid.offsetY) / grid.cellPx;
  const bx = (q[0] - grid.offsetX) / grid.cellPx;
  const by = (q[1] - grid.offsetY) / grid.cellPx;
  /** @type {Map<number, [number, number]>} */
  const rows = new Map();
  /** @type {(y: number, xlo: number, xhi: number) => void} */
  const mark = (y, xlo, xhi) => {
    if (y < 0 || y >= H) return;
    const lo = Math.max(0, xlo);
    const hi = Math.min(W - 1, xhi);
    if (lo > hi) return;
    const r = rows.get(y);
    if (r) {
      r[0] = Math.min(r[0], lo);
      r[1] = Math.max(r[1], hi);
    } else rows.set(y, [lo, hi]);
  };
  const cx0 = Math.max(-1, Math.floor(Math.min(ax, bx)));
  const cx1 = Math.min(W, Math.floor(Math.max(ax, bx)));
  for (let c = cx0; c <= cx1; c++) {
    // The part of the segment within column c (x from c to c + 1), and the rows it spans.
    let y0;
    let y1;
    if (ax === bx) {
      y0 = Math.min(ay, by);
      y1 = Math.max(ay, by);
    } else {
      const t0 = Math.max(0, Math.min(1, (c - ax) / (bx - ax)));
      const t1 = Math.max(0, Math.min(1, (c + 1 - ax) / (bx - ax)));
      const ya = ay + (by - ay) * t0;
      const yb = ay + (by - ay) * t1;
      y0 = Math.min(ya, yb);
      y1 = Math.max(ya, yb);
    }
    const r0 = Math.max(-1, Math.floor(y0));
    const r1 = Math.min(H, Math.floor(y1));
    for (let r = r0 - 1; r <= r1 + 1; r++) mark(r, c - 1, c + 1);
  }
  return new Map([...rows].sort((a, b) => a[0] - b[0]));
}

/**
 * The edges a polyline of pixel points blocks (each straight piece in turn; `closed` joins the last point to the first).
 * @type {typeof import('./index.js').polylineEdges}
 */
export function polylineEdges(grid, points, { closed = false } = {}) {
  /** @type {Set<string>} */
  const out = new Set();
  const pts = closed && points.length > 2 ? [...points, points[0]] : points;
  for (let i = 1; i < pts.length; i++) for (const k of segmentEdges(grid, pts[i - 1], pts[i])) out.add(k);
  return out;
}

/**
 * Barriers → the edges of the grid and their kinds: [{edges: Set|array of keys, kind}] → Map key → kind,
 * the strongest kind where several fall on one edge.
 * @type {typeof import('./index.js').mergeEdges}
 */
export function mergeEdges(barriers) {
  /** @type {Map<string, EdgeKind>} */
  const out = new Map();
  for (const b of barriers) for (const k of b.edges) out.set(k, strongerEdge(out.get(k), b.kind) ?? b.kind);
  return out;
}

/**
 * What changed between two edge maps (key → kind): [{a, b, kind}] for Session.setEdge, `none` where
 * an edge is no longer walled.
 * @type {typeof import('./index.js').edgeChanges}
 */
export function edgeChanges(before, after) {
  /** @type {Array<{key: string, kind: EdgeKind}>} */
  const changes = [];
  for (const [k, kind] of after) if (before.get(k) !== kind) changes.push({ key: k, kind });
  for (const k of before.keys()) if (!after.has(k)) changes.push({ key: k, kind: 'none' });
  return changes.map(({ key, kind }) => {
    const [a, b] = edgeCells(key);
    return { a, b, kind };
  });
}

/**
 * An edge map as the protocol's `walls` (one unit wall per edge, along the grid line between the two
 * cells): for loading a whole scene at once. Corner [x, y] is the top-left corner of cell [x, y].
 * @type {typeof import('./index.js').edgesToWalls}
 */
export function edgesToWalls(edges) {
  /** @type {ReturnType<typeof import('./index.js').edgesToWalls>} */
  const walls = [];
  for (const [k, kind] of edges) {
    if (kind === 'none') continue;
    if (isHexSideKey(k)) {
      walls.push(hexSideWall(k, kind)); // docs/protocol.md: a hex wall names the two cells
      continue;
    }
    const [[x, y], [bx]] = edgeCells(k);
    if (bx !== x) walls.push({ from: [x + 1, y], to: [x + 1, y + 1], kind });
    else walls.push({ from: [x, y + 1], to: [x + 1, y + 1], kind });
  }
  return walls;
}
