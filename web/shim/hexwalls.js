// Walls drawn as pixel lines on a hex grid → the hex sides they block, as the protocol names them:
// `{"between": [[x0, y0], [x1, y1]], kind}`, the side two neighbouring cells share (docs/protocol.md,
// "Walls on hex grids"). The rule is the square grid's (walls.js, docs/shim.md "Walls"): a step is
// the straight line between two cell centres, and a wall segment blocks the side between two
// neighbours when it crosses or touches that line; a centre lying exactly on the wall's own line
// counts on its left (looking from its first point to its second). Consequences:
// - a wall drawn along a side blocks exactly that side (it crosses the centre line of its two cells
//   at the side's midpoint, and passes the centre lines of the other cells around its corners at
//   half a side's length);
// - a wall across the grid blocks every step whose line it cuts, so no token gets through it;
// - hexes have no diagonal steps, so there is no corner rule to feed.
import { hexCellToCentre, hexPixelToCell, hexNeighbours } from './hex.js';

/** @typedef {import('../lib/index.js').Cell} Cell */

/**
 * A side's key: "x0,y0|x1,y1", the two cells in row-major order (the lower row, then the left column).
 * @type {typeof import('./index.js').hexSideKey}
 */
export function hexSideKey(a, b) {
  const first = a[1] < b[1] || (a[1] === b[1] && a[0] < b[0]);
  const [p, q] = first ? [a, b] : [b, a];
  return `${p[0]},${p[1]}|${q[0]},${q[1]}`;
}

/**
 * Whether an edge key names a hex side (walls.js keys for squares are "x,y,E" / "x,y,S").
 * @type {typeof import('./index.js').isHexSideKey}
 */
export const isHexSideKey = (key) => typeof key === 'string' && key.includes('|');

/**
 * A side's key back to its two cells.
 * @type {typeof import('./index.js').hexSideCells}
 */
export function hexSideCells(key) {
  const [a, b] = key.split('|').map((c) => c.split(',').map(Number));
  return [
    [a[0], a[1]],
    [b[0], b[1]],
  ];
}

/** The cross product (a − o) × (b − o): which side of the line o → a the point b lies on. @type {(ox: number, oy: number, ax: number, ay: number, bx: number, by: number) => number} */
const cross = (ox, oy, ax, ay, bx, by) => (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);

/**
 * The pixel box that holds every hex of the grid's width × height, with a hex to spare each way.
 * @type {typeof import('./index.js').hexGridBox}
 */
export function hexGridBox(grid) {
  // A grid without a size is one hex (hexSegmentSides asks only for a grid with one).
  const w = grid.width ?? 1;
  const h = grid.height ?? 1;
  /** @type {Cell[]} */
  const cells = [
    [0, 0],
    [w - 1, 0],
    [0, h - 1],
    [w - 1, h - 1],
    [1, 1],
    [w - 2, h - 2],
  ];
  const corners = cells.map((c) => hexCellToCentre(grid, c));
  const pad = 2 * Math.max(grid.hexWidth, grid.hexHeight);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
}

/**
 * The part of segment p → q inside box [x0, y0, x1, y1] (Liang–Barsky), or null when none is.
 * @param {number[]} p @param {number[]} q @param {number[]} box
 */
export function clipSegment(p, q, [x0, y0, x1, y1]) {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  let t0 = 0;
  let t1 = 1;
  for (const [d, lo, hi, v] of [
    [dx, x0, x1, p[0]],
    [dy, y0, y1, p[1]],
  ]) {
    if (d === 0) {
      if (v < lo || v > hi) return null;
      continue;
    }
    let a = (lo - v) / d;
    let b = (hi - v) / d;
    if (a > b) [a, b] = [b, a];
    t0 = Math.max(t0, a);
    t1 = Math.min(t1, b);
    if (t0 > t1) return null;
  }
  const cut = [
    [p[0] + dx * t0, p[1] + dy * t0],
    [p[0] + dx * t1, p[1] + dy * t1],
  ];
  // Points near ±1e308 lose the box to rounding (1.7e308 + 700 is 1.7e308): what lands outside it
  // is no part of the segment inside.
  const slack = 1e-9 * Math.max(1, x1 - x0, y1 - y0);
  const inside = (/** @type {number[]} */ [x, y]) =>
    x >= x0 - slack && x <= x1 + slack && y >= y0 - slack && y <= y1 + slack;
  return inside(cut[0]) && inside(cut[1]) ? cut : null;
}

/**
 * The hex sides one straight wall segment p → q blocks, as a Set of side keys, between cells inside
 * the grid's width × height (sides to cells off the map are left out: no step goes there).
 * @type {typeof import('./index.js').hexSegmentSides}
 */
export function hexSegmentSides(grid, p0, q0) {
  const out = new Set();
  if (p0[0] === q0[0] && p0[1] === q0[1]) return out;
  const W = grid.width ?? Infinity;
  const H = grid.height ?? Infinity;
  // Only the part of the segment over the map (and a hex around it) can block a step between cells on
  // it: a wall drawn far off the map (a point at 1e9 px) is cut there, so the work below grows with
  // the map's size at most, never with the wall's (issue 29).
  const clipped = Number.isFinite(W) && Number.isFinite(H) ? clipSegment(p0, q0, hexGridBox(grid)) : [p0, q0];
  if (!clipped) return out;
  const [p, q] = clipped;
  const inside = (/** @type {number} */ x, /** @type {number} */ y) => x >= 0 && y >= 0 && x < W && y < H;
  // Each cell's centre and its side of the wall's line, worked out once (a centre exactly on the
  // line counts as +1, the wall's left).
  /** @typedef {{cell: Cell, cx: number, cy: number, side: number}} Centre */
  /** @type {Map<number, Centre>} */
  const seen = new Map(); // numeric key → {cell, cx, cy, side}
  /** @type {(x: number, y: number) => number} */
  const key = (x, y) => (x + 32768) * 65536 + (y + 32768);
  /** @type {(x: number, y: number) => Centre} */
  const info = (x, y) => {
    const k = key(x, y);
    let c = seen.get(k);
    if (!c) {
      const [cx, cy] = hexCellToCentre(grid, [x, y]);
      c = { cell: [x, y], cx, cy, side: cross(p[0], p[1], q[0], q[1], cx, cy) >= 0 ? 1 : -1 };
      seen.set(k, c);
    }
    return c;
  };
  /** @type {(a: Centre, b: Centre) => boolean} */
  const cuts = (a, b) => {
    if (a.side === b.side) return false; // both on one side (or the step runs along the wall's line)
    const dp = cross(a.cx, a.cy, b.cx, b.cy, p[0], p[1]);
    const dq = cross(a.cx, a.cy, b.cx, b.cy, q[0], q[1]);
    return (dp <= 0 && dq >= 0) || (dp >= 0 && dq <= 0);
  };
  // Candidates: the cells under points along the segment and their neighbours. A step the segment
  // cuts is cut at a point X of its centre line, which lies in one of its two cells; the sample
  // nearest X is at most a quarter of the hexagon's smaller extent away (samples half of it apart),
  // less than the distance from any point of a hexagon to the far side of its neighbours, so the
  // sample's cell is that cell or a neighbour of it. Both cells of the step are then among the
  // candidates or their neighbours, and each candidate's six steps are tested. Work grows with the
  // segment's length, not the map's size.
  const stepPx = Math.min(grid.hexWidth, grid.hexHeight) / 2;
  const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / stepPx));
  // The six neighbours as offsets, one table per parity of the shoved axis (rows of pointy hexes,
  // columns of flat ones): no cube conversion per cell.
  const pointy = grid.orientation === 'pointy';
  const deltas = [0, 1].map((par) => {
    /** @type {Cell} */
    const at = pointy ? [0, par] : [par, 0];
    return hexNeighbours(grid, at).map(([x, y]) => [x - at[0], y - at[1]]);
  });
  const around = (/** @type {number} */ x, /** @type {number} */ y) => deltas[(pointy ? y : x) & 1];
  /** @type {Map<number, Cell>} */
  const candidates = new Map();
  /** @type {Cell | null} */
  let last = null;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const c = hexPixelToCell(grid, p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t);
    if (last && last[0] === c[0] && last[1] === c[1]) continue;
    last = c;
    candidates.set(key(c[0], c[1]), c);
    for (const [dx, dy] of around(c[0], c[1])) candidates.set(key(c[0] + dx, c[1] + dy), [c[0] + dx, c[1] + dy]);
  }
  for (const [x, y] of candidates.values()) {
    if (!inside(x, y)) continue;
    const a = info(x, y);
    for (const [dx, dy] of around(x, y)) {
      const bx = x + dx;
      const by = y + dy;
      if (!inside(bx, by)) continue;
      const b = info(bx, by);
      if (a.side === b.side) continue;
      if (cuts(a, b)) out.add(hexSideKey(a.cell, b.cell));
    }
  }
  return out;
}

/**
 * A side key → the protocol's hex wall `{between: [a, b], kind}`.
 * @type {typeof import('./index.js').hexSideWall}
 */
export function hexSideWall(key, kind) {
  return { between: hexSideCells(key), kind };
}
