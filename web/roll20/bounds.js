// Numbers a Roll20 host hands over, checked against the page they belong to before any work is sized
// by them (docs/limits.md, "Roll20 Mod and web/roll20"). A token's `left`, `top` and `lastmove`, a
// terrain graphic's box and a wall's points are pixels on a page; a point far off that page (a
// `lastmove` of "1e308,-1e308", a `left` of 1e300) is no position anyone dropped a token at, and
// taken as one it would size a line of cells across it: a line of 1e8 cells ran the Mod's Node out
// of heap (issue 29). So every point must lie on the page or within one page's size beyond each edge
// (a token dragged off the map's edge is still read, and then refused by the engine in its own
// words), and every size must fit the engine's largest space. Plain data in, plain data out.

import { shimError } from '../shim/annotate.js';

/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** A page's grid (roll20Grid): its cells a side and, once read, the page's extent in pixels. */
/** @typedef {import('../shim/index.js').Grid & {pagePx?: [number, number]}} PageGrid */
/** A page's size as Roll20 gives it: 70-px units, as numbers or text (any host value until read). */
/** @typedef {{width?: unknown, height?: unknown} | null | undefined} PageUnits */
/** A graphic's numbers as Roll20 gives them (numbers, text, or anything a host sends). */
/** @typedef {{left?: unknown, top?: unknown, width?: unknown, height?: unknown, lastmove?: unknown}} Graphic */
/** @typedef {{left: number, top: number, right: number, bottom: number, width: number, height: number}} Box */

/** How far beyond each edge a point may lie, in page sizes (1: one page width left or right). */
export const PAGE_MARGIN_PAGES = 1;
/** The most points a `lastmove` is read with (start and waypoints): Roll20's waypoints are added by hand. */
export const MAX_LASTMOVE_POINTS = 64;
/** The longest `lastmove` text read: 64 points of two numbers with decimals fit in well under it. */
export const MAX_LASTMOVE_CHARS = 4096;
/** A page's largest side in cells: the engine's largest grid side (docs/limits.md, kMaxGridSide). */
export const MAX_PAGE_CELLS = 4096;
/** The most points a wall (a path, a pathv2) is read with: a freehand wall has hundreds. */
export const MAX_WALL_POINTS = 10000;
/** The most straight pieces a curve of a legacy path is flattened into (10 px each, else fewer and longer). */
export const MAX_CURVE_PIECES = 1000;
/** A token's largest width or height in cells: the engine's largest space (docs/limits.md, kMaxSpaceCells). */
export const MAX_TOKEN_CELLS = 256;

// Roll20's unit of page size and of `snapping_increment`: 70 pixels ("width, height: in 70-px units";
// "snapping_increment: cell size as a multiple of 70 px", Page Settings, help centre 360039675373).
export const ROLL20_UNIT_PX = 70;

/**
 * A Roll20 number: a number, or text that reads as one ("70", " 35.5"; Roll20 keeps some attributes
 * as text); NaN for anything else, blank text included (Number('') would read it as 0).
 */
export const roll20Number = (/** @type {unknown} */ v) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;

/**
 * A page's own extent in pixels from its `width` and `height` (70-px units): [width, height], or
 * null when either is no positive finite number.
 * @param {PageUnits} page @returns {[number, number] | null}
 */
export function pagePixels(page) {
  const w = roll20Number(page?.width) * ROLL20_UNIT_PX;
  const h = roll20Number(page?.height) * ROLL20_UNIT_PX;
  return w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h) ? [w, h] : null;
}

/**
 * `text` cut to at most `max` characters (code points, so no surrogate is split), "…" ending a cut:
 * how both Roll20 hosts quote a name or a text from the campaign (any player can write one).
 * @param {unknown} text any value: as String reads it @param {number} max
 */
export function shorten(text, max) {
  const s = String(text ?? '');
  if (s.length <= max) return s;
  const points = Array.from(s.slice(0, 2 * max + 2));
  if (points.length <= max && s.length <= 2 * max + 2) return s;
  return `${points.slice(0, max - 1).join('')}…`;
}

/**
 * A host's value quoted in a problem: numbers as they are, anything else as JSON (text in quotes),
 * at most `max` characters.
 * @param {unknown} v @param {number} [max]
 */
export function shown(v, max = 24) {
  let s;
  try {
    s = typeof v === 'number' ? String(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    s = typeof v;
  }
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/**
 * The page's extent in pixels, from the grid roll20Grid made (`pagePx`, else its cells), and the
 * box a point may lie in: the page grown by PAGE_MARGIN_PAGES of its own size on every side.
 * @param {PageGrid} grid @returns {Box}
 */
export function pageBox(grid) {
  const [w, h] = grid.pagePx ?? [(grid.width ?? 1) * grid.cellPx, (grid.height ?? 1) * grid.cellPx];
  return boxOf(w, h);
}

/** The same box for a page as Roll20 gives it (`width`, `height` in 70-px units, as numbers or text). @param {PageUnits} page */
export function pageUnitsBox(page) {
  return boxOf(roll20Number(page?.width) * ROLL20_UNIT_PX, roll20Number(page?.height) * ROLL20_UNIT_PX);
}

/** @param {number} w @param {number} h @returns {Box} */
function boxOf(w, h) {
  return {
    width: w,
    height: h,
    left: -w * PAGE_MARGIN_PAGES,
    top: -h * PAGE_MARGIN_PAGES,
    right: w * (1 + PAGE_MARGIN_PAGES),
    bottom: h * (1 + PAGE_MARGIN_PAGES),
  };
}

/** @type {(box: Box, x: number, y: number) => boolean} */
const inBox = (box, x, y) =>
  Number.isFinite(x) && Number.isFinite(y) && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;

const pageWords = (/** @type {Box} */ box) =>
  `the page is ${Math.round(box.width)} × ${Math.round(box.height)} px, and points up to one page's size beyond its edges are read`;

/**
 * Whether the pixel point (x, y) may be read on this page: null when it may, else a problem
 * (code 'off-page', shimError) saying what, where and why.
 * @param {PageGrid} grid @param {number} x @param {number} y
 * @param {{what: string, path: string}} about what the point is (a sentence's subject), and its path
 * @returns {ErrorAnnotation | null}
 */
export function pointProblem(grid, x, y, { what, path }) {
  const box = pageBox(grid);
  if (inBox(box, x, y)) return null;
  const where = Number.isFinite(x) && Number.isFinite(y) ? 'far off the page' : 'which is no point on the page';
  return shimError('off-page', `${what} is at (${shown(x)}, ${shown(y)}), ${where} (${pageWords(box)}).`, path);
}

/**
 * `lastmove` "x0,y0,x1,y1,…" (pixels) read with its bounds: → {points} or {problem}. Text longer than
 * MAX_LASTMOVE_CHARS, more than MAX_LASTMOVE_POINTS points, or a point that is no number or lies off
 * the page is a problem naming `who`; an odd number of values drops the last, as Roll20 never writes one.
 * @param {unknown} text @param {PageGrid} grid @param {string} [who]
 * @returns {{points: Array<[number, number]>, problem?: undefined} | {problem: ErrorAnnotation, points?: undefined}}
 */
export function readLastmove(text, grid, who = 'The token') {
  if (typeof text !== 'string' || text.trim() === '') return { points: [] };
  const path = '$.lastmove';
  if (text.length > MAX_LASTMOVE_CHARS)
    return {
      problem: shimError(
        'limit',
        `${who}'s last move (lastmove) is ${text.length} characters long; Footwork reads at most ${MAX_LASTMOVE_CHARS}.`,
        path,
      ),
    };
  const values = text.split(',');
  if (values.length > 2 * MAX_LASTMOVE_POINTS)
    return {
      problem: shimError(
        'limit',
        `${who}'s last move (lastmove) has ${Math.floor(values.length / 2)} points; Footwork reads at most ${MAX_LASTMOVE_POINTS} (the start and the waypoints).`,
        path,
      ),
    };
  /** @type {Array<[number, number]>} */
  const points = [];
  for (let i = 0; i + 1 < values.length; i += 2) {
    const x = values[i].trim() === '' ? NaN : Number(values[i]);
    const y = values[i + 1].trim() === '' ? NaN : Number(values[i + 1]);
    const problem = pointProblem(grid, x, y, { what: `A point of ${who}'s last move (lastmove)`, path });
    if (problem) return { problem };
    points.push([x, y]);
  }
  return { points };
}

/**
 * A token's own numbers: its centre (`left`, `top`) on the page, its `width` and `height` no more than
 * MAX_TOKEN_CELLS cells. → null, or a problem naming `who` (sizes that are no positive number are not
 * this function's: the caller takes them as one cell, with a note).
 * @param {Graphic} token @param {PageGrid} grid @param {string} [who] @returns {ErrorAnnotation | null}
 */
export function tokenProblem(token, grid, who = 'The token') {
  const at = pointProblem(grid, Number(token.left), Number(token.top), {
    what: `${who}'s position (left, top)`,
    path: '$.left',
  });
  if (at) return at;
  const cellPx = grid.cellPx;
  for (const k of /** @type {const} */ (['width', 'height'])) {
    const v = Number(token[k]);
    if (Number.isFinite(v) && v / cellPx > MAX_TOKEN_CELLS)
      return shimError(
        'limit',
        `${who} is ${shown(token[k])} px ${k === 'width' ? 'wide' : 'tall'}, more than ${MAX_TOKEN_CELLS} cells of ${Math.round(cellPx * 100) / 100} px (the largest space Footwork prices).`,
        `$.${k}`,
      );
  }
  return null;
}

/**
 * A token that moved: its numbers now, and the `lastmove` it came with when that is new. → null or
 * the first problem (what the Mod whispers instead of pricing the move).
 * @param {Graphic} token @param {PageGrid} grid @param {string} who @param {{withLastmove?: boolean}} [options]
 * @returns {ErrorAnnotation | null}
 */
export function moveProblem(token, grid, who, { withLastmove = true } = {}) {
  return (
    tokenProblem(token, grid, who) ?? (withLastmove ? (readLastmove(token.lastmove, grid, who).problem ?? null) : null)
  );
}

/**
 * A graphic read as a box (difficult terrain): its four corners must lie in the page's box, so the
 * cells it covers are at most three pages across before they are cut to the page. → null or a problem.
 * @param {Graphic} g @param {PageGrid} grid @param {string} [who] @returns {ErrorAnnotation | null}
 */
export function boxProblem(g, grid, who = 'The graphic') {
  const w = Number(g.width) / 2;
  const h = Number(g.height) / 2;
  const x = Number(g.left);
  const y = Number(g.top);
  for (const [cx, cy] of /** @type {Array<[number, number]>} */ ([
    [x - w, y - h],
    [x + w, y + h],
  ])) {
    const p = pointProblem(grid, cx, cy, { what: `A corner of ${who}`, path: '$.left' });
    if (p) return p;
  }
  return null;
}

/**
 * A wall's page-pixel polylines: every point on the page's box. → null or a problem naming the wall (`who`: "the path …").
 * @param {import('./index.js').Polyline[]} lines @param {PageGrid} grid @param {string} who
 * @returns {ErrorAnnotation | null}
 */
export function linesProblem(lines, grid, who) {
  let count = 0;
  for (const l of lines) {
    count += l.points.length;
    if (count > MAX_WALL_POINTS)
      return shimError(
        'limit',
        `${who[0].toUpperCase()}${who.slice(1)} has more than ${MAX_WALL_POINTS} points; Footwork reads walls of at most ${MAX_WALL_POINTS}. It is left out.`,
        '$.points',
      );
    for (const [x, y] of l.points) {
      const p = pointProblem(grid, x, y, { what: `A point of ${who}`, path: '$.points' });
      if (p) return { ...p, message: `${p.message.slice(0, -1)}; it is left out.` };
    }
  }
  return null;
}
