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

/** A side's key: "x0,y0|x1,y1", the two cells in row-major order (the lower row, then the left column). */
export function hexSideKey(a, b) {
  const first = a[1] < b[1] || (a[1] === b[1] && a[0] < b[0]);
  const [p, q] = first ? [a, b] : [b, a];
  return `${p[0]},${p[1]}|${q[0]},${q[1]}`;
}

/** Whether an edge key names a hex side (walls.js keys for squares are "x,y,E" / "x,y,S"). */
export const isHexSideKey = (key) => typeof key === 'string' && key.includes('|');

/** A side's key back to its two cells. */
export function hexSideCells(key) {
  return key.split('|').map((c) => c.split(',').map(Number));
}

const cross = (ox, oy, ax, ay, bx, by) => (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);

/**
 * The hex sides one straight wall segment p → q blocks, as a Set of side keys, between cells inside
 * the grid's width × height (sides to cells off the map are left out: no step goes there).
 */
export function hexSegmentSides(grid, p, q) {
  const out = new Set();
  if (p[0] === q[0] && p[1] === q[1]) return out;
  const W = grid.width ?? Infinity;
  const H = grid.height ?? Infinity;
  const inside = ([x, y]) => x >= 0 && y >= 0 && x < W && y < H;
  const centre = (c) => hexCellToCentre(grid, c);
  const side = (c) => {
    const [cx, cy] = centre(c);
    return cross(p[0], p[1], q[0], q[1], cx, cy) >= 0 ? 1 : -1;
  };
  const cuts = (a, b) => {
    if (side(a) === side(b)) return false;
    const [ax, ay] = centre(a);
    const [bx, by] = centre(b);
    const dp = cross(ax, ay, bx, by, p[0], p[1]);
    const dq = cross(ax, ay, bx, by, q[0], q[1]);
    return (dp <= 0 && dq >= 0) || (dp >= 0 && dq <= 0);
  };
  // Candidates: the cells under points along the segment, a quarter of the hex's smaller extent
  // apart, and their neighbours. A step the segment cuts is cut at a point of its centre line, which
  // lies in one of its two cells; the sample nearest that point lies in that cell or a neighbour of
  // it, so both cells of the step are among the candidates or their neighbours, and each candidate's
  // six steps are tested. Work grows with the segment's length, not the map's size.
  const stepPx = Math.min(grid.hexWidth, grid.hexHeight) / 4;
  const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / stepPx));
  const candidates = new Map();
  const add = (c) => candidates.set(`${c[0]},${c[1]}`, c);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const c = hexPixelToCell(grid, p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t);
    add(c);
    for (const nb of hexNeighbours(grid, c)) add(nb);
  }
  for (const a of candidates.values()) {
    if (!inside(a)) continue;
    for (const b of hexNeighbours(grid, a)) {
      if (!inside(b)) continue;
      const key = hexSideKey(a, b);
      if (!out.has(key) && cuts(a, b)) out.add(key);
    }
  }
  return out;
}

/** A side key → the protocol's hex wall `{between: [a, b], kind}`. */
export function hexSideWall(key, kind) {
  return { between: hexSideCells(key), kind };
}
