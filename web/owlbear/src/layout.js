// The drag's annotations laid out in scene pixels: the points of each band's curve along the path,
// the label's text and where it goes, and the reachable area as rectangles merged along rows. Pure
// functions (no SDK), so the benchmark and the tests can run them anywhere; draw.js turns them into items.
import { hexNeighbours } from '../../shim/index.js';
import { cellPoints } from '../../shim/space-shape.js';
import { labelRows } from '../../shim/present.js';

/** @typedef {import('../../lib/index.js').Cell} Cell */
/** @typedef {import('../../shim/index.js').Grid} Grid */
/** The scene's grid as mapScene makes it: with its width and height in cells. */
/** @typedef {Grid & {width: number, height: number}} SceneGrid */
/** @typedef {{cell: Cell, band: string}} BandPlace */

/**
 * The squares just past the reachable area: not reachable this turn, but touching a square that is
 * (side or corner), inside the grid. Drawn red, they outline where the move runs out.
 * @param {BandPlace[]} places @param {SceneGrid} pixel @returns {Cell[]}
 */
export function beyondRing(places, pixel) {
  const reach = new Set(places.map((p) => `${p.cell[0]},${p.cell[1]}`));
  /** @type {Map<string, Cell>} */
  const ring = new Map();
  const hex = pixel.type === 'hex' ? /** @type {import('../../shim/index.js').HexGrid} */ (pixel) : null;
  if (hex) {
    // On hexes: the six neighbours (a hex touches no cell by a corner alone).
    for (const { cell } of places)
      for (const [x, y] of hexNeighbours(hex, cell)) {
        const k = `${x},${y}`;
        if (x < 0 || y < 0 || x >= pixel.width || y >= pixel.height || reach.has(k) || ring.has(k)) continue;
        ring.set(k, [x, y]);
      }
    return [...ring.values()];
  }
  for (const { cell } of places)
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = cell[0] + dx;
        const y = cell[1] + dy;
        const k = `${x},${y}`;
        if (x < 0 || y < 0 || x >= pixel.width || y >= pixel.height || reach.has(k) || ring.has(k)) continue;
        ring.set(k, [x, y]);
      }
  return [...ring.values()];
}

const BAND_ORDER = ['speed', 'dash', 'beyond'];

/**
 * On hexes, a token larger than one hex: its reachable places (anchors of its space) → the hexes its
 * space may cover (the engine's cells, space-shape.js), each in the first band that covers it, on the
 * grid (so the area drawn is the space's hexes). A one-hex token or a square grid: the places as they are.
 * @param {BandPlace[]} places @param {SceneGrid} pixel @param {import('../../shim/space-shape.js').SpaceShape | null} shape
 * @returns {BandPlace[]}
 */
export function spacePlaces(places, pixel, shape) {
  if (pixel.type !== 'hex' || !shape || shape.across <= 1) return places;
  /** @type {Map<string, BandPlace>} */
  const best = new Map();
  for (const p of places) {
    const rank = BAND_ORDER.indexOf(p.band);
    if (rank < 0) continue;
    for (const [x, y] of shape.cellsAt(p.cell)) {
      if (x < 0 || y < 0 || x >= pixel.width || y >= pixel.height) continue;
      const k = `${x},${y}`;
      const had = best.get(k);
      if (!had || rank < BAND_ORDER.indexOf(had.band)) best.set(k, { cell: [x, y], band: p.band });
    }
  }
  return [...best.values()];
}

/**
 * The reachable places of one band as rectangles [left, top, right, bottom] in scene pixels, merged along rows.
 * @param {Cell[]} cells @param {import('../../shim/index.js').PixelGrid} pixel
 */
export function reachRuns(cells, pixel) {
  const sorted = [...cells].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const c = pixel.cellPx;
  /** @type {Array<[number, number, number, number]>} */
  const runs = [];
  for (let i = 0; i < sorted.length;) {
    const [x0, y] = sorted[i];
    let x1 = x0;
    while (i + 1 < sorted.length && sorted[i + 1][1] === y && sorted[i + 1][0] === x1 + 1) x1 = sorted[++i][0];
    i++;
    runs.push([
      pixel.offsetX + x0 * c,
      pixel.offsetY + y * c,
      pixel.offsetX + (x1 + 1) * c,
      pixel.offsetY + (y + 1) * c,
    ]);
  }
  return runs;
}

/**
 * The reachable places of one band as closed outlines in scene pixels, for a filled path: on squares
 * the rows' runs (reachRuns) as rectangles, on hexes each hexagon.
 * @param {Cell[]} cells @param {Grid} pixel @returns {Array<Array<[number, number]>>}
 */
export function reachShapes(cells, pixel) {
  if (pixel.type === 'hex') return cells.map((cell) => cellPoints(pixel, cell));
  const square = /** @type {import('../../shim/index.js').PixelGrid} */ (pixel);
  return reachRuns(cells, square).map(([l, t, r, b]) => [
    [l, t],
    [r, t],
    [r, b],
    [l, b],
  ]);
}

/** Illegal codes that only say the allowance ran out (docs/protocol.md, "Step illegal.code"). */
const OUT_OF_MOVEMENT = new Set(['not-enough-movement', 'beyond-allowance', 'speed-used-up']);

/**
 * The label's lines: the shim's label rows (present.js labelRows), one per line.
 * @param {import('../../shim/index.js').MoveShown} a
 */
export function labelText(a) {
  return labelRows(a)
    .map((r) => r.text)
    .join('\n');
}

/**
 * A polyline's points less those in the middle of a straight run (the way in and the way out in
 * one direction): a curve of tension 0 draws the same line through fewer points, its dashes too (the
 * length along it is the same). A drag's trail past its first illegal step can run to a thousand
 * cells, each a point sent, copied and drawn on every move; its straight runs are most of them.
 * @param {Array<{x: number, y: number}>} points
 */
export function straightened(points) {
  if (points.length < 3) return points;
  const out = [points[0]];
  for (let i = 1; i < points.length - 1; i++) {
    const a = out[out.length - 1];
    const b = points[i];
    const c = points[i + 1];
    const [ux, uy, vx, vy] = [b.x - a.x, b.y - a.y, c.x - b.x, c.y - b.y];
    // Same direction: no turn (cross product ≈ 0, hex centres are not exact) and no turning back.
    const straight =
      Math.abs(ux * vy - uy * vx) <= 1e-9 * Math.hypot(ux, uy) * Math.hypot(vx, vy) && ux * vx + uy * vy > 0;
    if (!straight) out.push(b);
  }
  out.push(points[points.length - 1]);
  return out;
}

/**
 * Per drag move: the points of each band's curve (scene pixels, centres of the token's space along
 * the path where it turns, `straightened`; each piece starts where the one before ends) and the label's text and place.
 * `start` is the drag's start cell, `shape` the token's space as the engine reads it
 * (space-shape.js), `span` the token's footprint in cells (its image, centred on the space).
 * @param {import('../../shim/index.js').MoveAnnotation} a @param {Grid} pixel @param {Cell} start
 * @param {import('../../shim/space-shape.js').SpaceShape} shape @param {number[]} [span]
 */
export function pathGeometry(a, pixel, start, shape, span = [1, 1]) {
  const centre = (/** @type {number[]} */ cell) => {
    const [x, y] = shape.centreAt(cell);
    return { x, y };
  };
  /** @type {Record<string, Array<{x: number, y: number}>>} */
  const points = { speed: [], dash: [], beyond: [], illegal: [] };
  let prev = centre(start);
  /** @type {string | null} */
  let current = null;
  let bad = false;
  for (const cell of a.cells) {
    // Past the band the path is red (the engine calls those steps illegal for want of movement); a
    // step illegal for another reason (a wall, a creature …) and all after it are grey.
    /** @type {string} */
    let band = cell.band;
    if (bad) band = 'illegal';
    else if (cell.illegal && !OUT_OF_MOVEMENT.has(cell.illegal.code)) {
      band = 'illegal';
      bad = true;
    } else if (cell.illegal) band = 'beyond';
    if (band !== current) {
      points[band].push(prev); // pieces join up
      current = band;
    }
    prev = centre(cell.cell);
    points[band].push(prev);
  }
  for (const cell of a.unreached) {
    if (current !== 'illegal') {
      points.illegal.push(prev);
      current = 'illegal';
    }
    prev = centre(cell);
    points.illegal.push(prev);
  }
  const end = a.unreached.length
    ? a.unreached[a.unreached.length - 1]
    : a.cells.length
      ? a.cells[a.cells.length - 1].cell
      : start;
  for (const band of Object.keys(points)) points[band] = straightened(points[band]);
  const [cx, cy] = shape.centreAt(end);
  // The label sits just above the space at the path's end: its outline's top, or the token's own top
  // where the token (its footprint, centred on the space) reaches higher, as a round token on hexes does.
  const outline = shape.outlineAt(end);
  const top = Math.min(...outline.map((p) => p[1]), cy - (span[1] * pixel.cellPx) / 2);
  // On hexes a space larger than one hex is outlined where the path ends: which hexes the engine reads.
  const space =
    pixel.type === 'hex' && shape.across > 1 ? [...outline, outline[0]].map(([x, y]) => ({ x, y })) : undefined;
  return { points, labelAt: { x: cx, y: top - 4 }, text: labelText(a), space };
}
