// VTT geometry → engine cells. A VTT speaks pixels: a grid of square cells `cellPx` wide whose line 0
// sits at `offsetX`/`offsetY`, tokens placed by their pixel centre and sized in pixels. The engine
// speaks cells: [x, y], x right, y down, a creature placed by the top-left cell of its space
// (docs/protocol.md). Nothing here knows a particular VTT; web/roll20/roll20.js maps Roll20's names.
// A hex grid (hex.js `hexGrid`, `type: 'hex'`) goes through the same functions: each one hands it to
// hex.js, so an adapter converts tokens, drags and regions without asking which grid it has.
import {
  hexAnchorToCentre,
  hexCentreToAnchor,
  hexPixelToCell,
  hexRectCells,
  hexLineCells,
  hexDistance,
  hexCorners,
  isHexGrid,
} from './hex.js';

/** @typedef {import('../lib/index.js').Cell} Cell */
/** @typedef {import('./index.js').HexGrid} HexGrid */
/** @typedef {import('./index.js').CellList} CellList */
/** A space of one cell, the span a token has unless told (never changed). @type {import('./index.js').Span} */
const ONE_CELL = [1, 1];

/** Whether a grid is of hexes: hex.js then does the work. */
const isHex = isHexGrid;

/**
 * The most cells lineCells and dragPath list: the engine's longest path (docs/limits.md, "A path may
 * have at most 10,000 steps"), so a longer list could only be refused. A line between two points
 * that are no numbers, or farther apart, is cut there and says so (`stoppedShort`), never listed to
 * the end: a line of 1e8 cells ran a Roll20 Mod out of heap (issue 29).
 */
export const MAX_LINE_CELLS = 10000;
/** The most cells rectCells lists: the engine's largest grid (docs/limits.md, kMaxCells). */
export const MAX_RECT_CELLS = 4000000;

/** @param {Cell[]} cells @param {string} message @returns {CellList} */
const stopped = (cells, message) =>
  Object.assign(cells, { stoppedShort: { code: /** @type {const} */ ('limit'), message } });

/**
 * The protocol's grid for a pixel grid (docs/protocol.md "Grid"): `width`, `height`, `cellFeet`, and
 * on hexes `type`, `orientation` and `offset` (a square grid says nothing of its type, so every
 * square request stays as it was).
 * @type {typeof import('./index.js').protocolGrid}
 */
export function protocolGrid(grid) {
  const out = { width: grid.width, height: grid.height, cellFeet: grid.cellFeet };
  if (isHex(grid)) return { ...out, type: 'hex', orientation: grid.orientation, offset: grid.offset };
  return out;
}

/**
 * A pixel grid: `cellPx` pixels per cell, grid line 0 at (offsetX, offsetY), `cellFeet` per cell.
 * @param {Partial<Parameters<typeof import('./index.js').pixelGrid>[0]>} [options]
 */
export function pixelGrid({ cellPx, offsetX = 0, offsetY = 0, cellFeet = 5, width, height } = {}) {
  if (cellPx === undefined || !(cellPx > 0))
    throw new RangeError(`cellPx must be a positive number of pixels, got ${cellPx}`);
  if (!(cellFeet > 0)) throw new RangeError(`cellFeet must be a positive number of feet, got ${cellFeet}`);
  return { cellPx, offsetX, offsetY, cellFeet, width, height };
}

// Rounds half away from zero, so a space centred exactly on a grid line goes the same way left
// and right of the origin.
/** @param {number} v */
function roundHalfAway(v) {
  return Math.sign(v) * Math.round(Math.abs(v)) + 0; // + 0 turns -0 into 0
}

/**
 * How many cells a token `widthPx` × `heightPx` covers, at least 1 each way. On hexes a space is as
 * many hexes across each way (docs/rules/hex.md: hex spaces are `n` hexes across, never oblong): the
 * token's larger extent over the hex's pitch along the grid's main axis (`cellPx`), so [n, n].
 * @type {typeof import('./index.js').spanCells}
 */
export function spanCells(grid, widthPx, heightPx = widthPx) {
  // A host's size that is no number (a missing or garbled attribute) counts as one cell, never NaN.
  const cells = (/** @type {unknown} */ px) => {
    const n = Math.round(Number(px) / grid.cellPx);
    return Number.isFinite(n) ? Math.max(1, n) : 1;
  };
  if (isHex(grid)) {
    const n = Math.max(cells(widthPx), cells(heightPx));
    return [n, n];
  }
  return [cells(widthPx), cells(heightPx)];
}

/**
 * The top-left cell of the space of a token centred at (cx, cy) pixels and `span` cells across:
 * the placement of that many whole cells whose centre lies nearest to the token's centre. A snapped
 * token is exact; an unsnapped one goes to the nearest placement. On hexes the space's anchor
 * (hex.js hexCentreToAnchor: the same nearest placement, a token centred on a hex anchored there).
 * @type {typeof import('./index.js').centreToCell}
 */
export function centreToCell(grid, cx, cy, span = ONE_CELL) {
  if (isHex(grid)) return hexCentreToAnchor(grid, cx, cy, span[0]);
  const x = (cx - grid.offsetX) / grid.cellPx - span[0] / 2;
  const y = (cy - grid.offsetY) / grid.cellPx - span[1] / 2;
  return [roundHalfAway(x), roundHalfAway(y)];
}

/**
 * The pixel centre of the space of `span` cells whose top-left cell is `cell` (the inverse).
 * @type {typeof import('./index.js').cellToCentre}
 */
export function cellToCentre(grid, [x, y], span = ONE_CELL) {
  if (isHex(grid)) return hexAnchorToCentre(grid, [x, y], span[0]);
  return [grid.offsetX + (x + span[0] / 2) * grid.cellPx, grid.offsetY + (y + span[1] / 2) * grid.cellPx];
}

/**
 * The cell under a pixel (a mouse position, a corner of a drawn region).
 * @type {typeof import('./index.js').pixelToCell}
 */
export function pixelToCell(grid, px, py) {
  if (isHex(grid)) return hexPixelToCell(grid, px, py);
  return [Math.floor((px - grid.offsetX) / grid.cellPx), Math.floor((py - grid.offsetY) / grid.cellPx)];
}

/**
 * The outline of a cell as pixel points for drawing (a square's four corners, a hex's six), or on
 * squares of the block of `span` cells whose top-left cell is `cell`. A creature's space, on hexes
 * above all, is drawn from the engine's outline instead (Session.space, outlinePoints).
 * @type {typeof import('./index.js').cellOutline}
 */
export function cellOutline(grid, cell, span = ONE_CELL) {
  if (isHex(grid)) return hexCorners(grid, cell);
  const x = grid.offsetX + cell[0] * grid.cellPx;
  const y = grid.offsetY + cell[1] * grid.cellPx;
  const w = span[0] * grid.cellPx;
  const h = span[1] * grid.cellPx;
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/**
 * The engine's outline of a space (the space query's `outline`: corners `[x, y, k]`, corner k of cell
 * [x, y], clockwise) as pixel points: on squares k is 0 top-left … 3 bottom-left of the cell, on hexes
 * hexCorners' k. Pixels only: which cells and corners is the engine's answer.
 * @type {typeof import('./index.js').outlinePoints}
 */
export function outlinePoints(grid, outline) {
  if (isHex(grid)) return outline.map(([x, y, k]) => hexCorners(grid, [x, y])[k]);
  return outline.map(([x, y, k]) => [
    grid.offsetX + (x + (k === 1 || k === 2 ? 1 : 0)) * grid.cellPx,
    grid.offsetY + (y + (k >= 2 ? 1 : 0)) * grid.cellPx,
  ]);
}

/**
 * Cells whose centres lie inside the pixel rectangle [left, top, right, bottom).
 * @type {typeof import('./index.js').rectCells}
 */
export function rectCells(grid, left, top, right, bottom) {
  if (![left, top, right, bottom].every(Number.isFinite))
    return stopped([], 'A rectangle whose corners are no numbers covers no cells.');
  if (isHex(grid)) {
    const [x0, y0] = hexPixelToCell(grid, left, top);
    const [x1, y1] = hexPixelToCell(grid, right, bottom);
    const count = (Math.abs(x1 - x0) + 2) * (Math.abs(y1 - y0) + 2);
    if (!(count <= MAX_RECT_CELLS))
      return stopped(
        [],
        `A rectangle of about ${count} cells is more than the ${MAX_RECT_CELLS} Footwork lists; it covers none.`,
      );
    return hexRectCells(grid, left, top, right, bottom);
  }
  const edge = (/** @type {number} */ v, /** @type {number} */ offset) =>
    Math.ceil((v - offset) / grid.cellPx - 0.5) + 0;
  const x0 = edge(left, grid.offsetX);
  const x1 = edge(right, grid.offsetX);
  const y0 = edge(top, grid.offsetY);
  const y1 = edge(bottom, grid.offsetY);
  const count = Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
  if (!(count <= MAX_RECT_CELLS))
    return stopped(
      [],
      `A rectangle of ${count} cells is more than the ${MAX_RECT_CELLS} Footwork lists; it covers none.`,
    );
  /** @type {Cell[]} */
  const cells = [];
  if (count === 0) return cells; // (an empty row range must not be walked: one side may be 1e306 long)
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) cells.push([x, y]);
  return cells;
}

/**
 * Cells a token passes through going straight from cell a to cell b, not including a: one step per
 * cell along the longer axis, each a king's move (orthogonal or diagonal), the diagonals spread
 * evenly as a straight line would cross the grid. A VTT that moves tokens along straight segments
 * between waypoints gives the engine this path. On a hex grid (`grid` with `type: 'hex'`, or the
 * protocol's grid: orientation and offset are all it needs) each step goes into a neighbouring hex.
 * @type {typeof import('./index.js').lineCells}
 */
export function lineCells([ax, ay], [bx, by], grid = undefined) {
  if (![ax, ay, bx, by].every(Number.isFinite))
    return stopped([], 'A line between cells that are no numbers has no cells.');
  if (isHex(grid)) {
    if (hexDistance(grid, [ax, ay], [bx, by]) > MAX_LINE_CELLS) return tooLong();
    return hexLineCells(grid, [ax, ay], [bx, by]);
  }
  const dx = bx - ax;
  const dy = by - ay;
  const n = Math.max(Math.abs(dx), Math.abs(dy));
  if (n > MAX_LINE_CELLS) return tooLong();
  /** @type {Cell[]} */
  const cells = [];
  for (let i = 1; i <= n; i++) cells.push([ax + roundHalfAway((i * dx) / n), ay + roundHalfAway((i * dy) / n)]);
  return cells;
}

const tooLong = () =>
  stopped([], `A line of more than ${MAX_LINE_CELLS} cells is longer than any path Footwork prices; it is not listed.`);

/**
 * A drag as the engine's move path: start cell, waypoints, current cell → the cells entered after
 * the start, each a neighbour of the one before (straight segments between the given points,
 * repeated points dropped). `grid`: as lineCells (absent: squares).
 * @type {typeof import('./index.js').dragPath}
 */
export function dragPath(start, waypoints = [], current = undefined, grid = undefined) {
  const points = [start, ...waypoints];
  if (current) points.push(current);
  /** @type {Cell[]} */
  const path = [];
  let at = start;
  for (const p of points.slice(1)) {
    if (p[0] === at[0] && p[1] === at[1]) continue;
    const line = lineCells(at, p, grid);
    if (line.stoppedShort) return stopped(path, line.stoppedShort.message);
    if (path.length + line.length > MAX_LINE_CELLS) return tooLong();
    for (const c of line) path.push(c); // one by one: spreading 10,000 arguments can overflow the stack
    at = p;
  }
  return path;
}

/**
 * Pixel points (centres of the token along its drag) → top-left cells of its space.
 * @type {typeof import('./index.js').pointsToCells}
 */
export function pointsToCells(grid, points, span = ONE_CELL) {
  return points.map(([px, py]) => centreToCell(grid, px, py, span));
}

/**
 * A step is diagonal when the space moves along both axes (never on hexes: `grid` as lineCells).
 * @type {typeof import('./index.js').isDiagonal}
 */
export function isDiagonal(from, to, grid = undefined) {
  if (isHex(grid)) return false;
  return from[0] !== to[0] && from[1] !== to[1];
}
