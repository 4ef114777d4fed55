// Hex grids in pixels ↔ the protocol's hex cells (docs/protocol.md, "Grid": `type` "hex",
// `orientation` flat | pointy, `offset` odd | even; cell [x, y] is column x, row y of that offset
// layout). The formulas are Red Blob Games' hexagon guide (redblobgames.com/grids/hexagons:
// offset ↔ cube coordinates, cube rounding, line drawing); nothing here knows a particular VTT.
//
// A hex grid is given by the pixel box of one hexagon (`hexWidth` × `hexHeight`) and the pixel
// centre of cell [0, 0]. A regular hexagon has the ratio √3 : 2 between its side-to-side and its
// corner-to-corner extent; VTTs draw hexes a little stretched (Roll20's measured pitches, see
// web/roll20/roll20.js), so the box may have any ratio: the grid is then the regular one stretched
// along the axes, and every function here works in the stretched frame (a cell is still the
// hexagon drawn through its six corners, and pixel → cell is still cube rounding).
//
// - pointy (rows): corners at the top and bottom; neighbours in a row are `hexWidth` apart, rows are
//   ¾ `hexHeight` apart; `odd` offset shoves odd rows right by half a hex (odd-r), `even` even rows.
// - flat (columns): corners left and right; neighbours in a column are `hexHeight` apart, columns
//   ¾ `hexWidth` apart; `odd` offset shoves odd columns down by half a hex (odd-q), `even` even ones.

const SQRT3 = Math.sqrt(3);
/** @typedef {import('../lib/index.js').Cell} Cell */
/** @typedef {import('./index.js').HexGrid} HexGrid */

/**
 * Whether a grid (a shim grid, the protocol's, a HexLayout) is of hexes: the one test, so that
 * geometry.js and walls.js hand it here.
 * @param {{type?: string} | null | undefined} grid @returns {grid is HexGrid}
 */
export const isHexGrid = (grid) => grid?.type === 'hex';

/**
 * A hex grid in pixels. Give the hexagon's box (`hexWidth`, `hexHeight`), or one of them for a
 * regular hexagon; `originX`/`originY` is the pixel centre of cell [0, 0] (default: the hexagon's
 * box touches the pixel origin). `cellPx` on the result is the distance between the centres of
 * side-by-side neighbours along the grid's main axis (pointy: across a row, flat: down a column),
 * the hex counterpart of a square's size.
 * @param {Partial<Parameters<typeof import('./index.js').hexGrid>[0]>} [options]
 * @returns {HexGrid}
 */
export function hexGrid({
  orientation,
  offset = 'odd',
  hexWidth,
  hexHeight,
  originX,
  originY,
  cellFeet = 5,
  width,
  height,
} = {}) {
  if (orientation !== 'flat' && orientation !== 'pointy')
    throw new RangeError(`A hex grid's orientation must be "flat" or "pointy", got ${JSON.stringify(orientation)}`);
  if (offset !== 'odd' && offset !== 'even')
    throw new RangeError(`A hex grid's offset must be "odd" or "even", got ${JSON.stringify(offset)}`);
  let w = Number(hexWidth);
  let h = Number(hexHeight);
  // One extent given: the other of a regular hexagon (corner to corner = side to side × 2/√3).
  if (!(w > 0) && h > 0) w = orientation === 'flat' ? (h * 2) / SQRT3 : (h * SQRT3) / 2;
  if (!(h > 0) && w > 0) h = orientation === 'flat' ? (w * SQRT3) / 2 : (w * 2) / SQRT3;
  if (!(w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h)))
    throw new RangeError(`A hex must be a positive number of pixels across, got ${hexWidth} × ${hexHeight}`);
  if (!(cellFeet > 0)) throw new RangeError(`cellFeet must be a positive number of feet, got ${cellFeet}`);
  return {
    type: /** @type {const} */ ('hex'),
    orientation,
    offset,
    hexWidth: w,
    hexHeight: h,
    originX: typeof originX === 'number' && Number.isFinite(originX) ? originX : w / 2,
    originY: typeof originY === 'number' && Number.isFinite(originY) ? originY : h / 2,
    cellPx: orientation === 'pointy' ? w : h,
    cellFeet,
    width,
    height,
  };
}

/**
 * An engine error about the grid's hex fields from an engine built before hex grids (it knows no
 * `grid.type`, so it refuses the field): the same error, with a message a user can act on. Any other
 * annotation comes back as it was.
 * @type {typeof import('./index.js').explainHexRefusal}
 */
export function explainHexRefusal(annotation, grid, where = 'page') {
  // Any annotation (or none) comes here; only an error annotation is read.
  const a = /** @type {Partial<import('./index.js').ErrorAnnotation> | null | undefined} */ (annotation);
  if (!isHexGrid(grid) || a?.kind !== 'error') return annotation;
  if (a.code !== 'unknown-field' || !/grid\.(type|orientation|offset)$/.test(a.path ?? '')) return annotation;
  return /** @type {typeof annotation} */ ({
    ...a,
    code: 'hex-not-supported',
    message: `This ${where} has a hex grid (${grid.orientation}-topped hexes), and this build of Footwork's engine prices square grids only, so nothing on this ${where} is priced (the engine said: ${a.message})`,
  });
}

/**
 * Offset cell [x, y] → cube [q, r, s] (q + r + s = 0). `layout`: {orientation, offset}.
 * @type {typeof import('./index.js').offsetToCube}
 */
export function offsetToCube(layout, [x, y]) {
  const even = layout.offset === 'even';
  if (layout.orientation === 'flat') {
    const q = x;
    const r = y - (even ? (x + (x & 1)) / 2 : (x - (x & 1)) / 2);
    return [q, r, -q - r];
  }
  const r = y;
  const q = x - (even ? (y + (y & 1)) / 2 : (y - (y & 1)) / 2);
  return [q, r, -q - r];
}

/**
 * Cube [q, r, s] → offset cell [x, y] (the inverse of offsetToCube).
 * @type {typeof import('./index.js').cubeToOffset}
 */
export function cubeToOffset(layout, [q, r]) {
  const even = layout.offset === 'even';
  if (layout.orientation === 'flat') return [q + 0, r + (even ? (q + (q & 1)) / 2 : (q - (q & 1)) / 2) + 0];
  return [q + (even ? (r + (r & 1)) / 2 : (r - (r & 1)) / 2) + 0, r + 0];
}

/**
 * The nearest whole cube to fractional cube coordinates (rounding each, then fixing the worst).
 * @type {typeof import('./index.js').cubeRound}
 */
export function cubeRound([fq, fr, fs]) {
  let q = Math.round(fq);
  let r = Math.round(fr);
  let s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  else s = -q - r;
  return [q + 0, r + 0, s + 0];
}

/**
 * Steps between two cells (the hex distance).
 * @type {typeof import('./index.js').hexDistance}
 */
export function hexDistance(layout, a, b) {
  const [aq, ar, as] = offsetToCube(layout, a);
  const [bq, br, bs] = offsetToCube(layout, b);
  return Math.max(Math.abs(aq - bq), Math.abs(ar - br), Math.abs(as - bs));
}

// The six cube directions, clockwise on screen from "east" (pointy) / "south-east" (flat).
const DIRECTIONS = [
  [1, 0, -1],
  [0, 1, -1],
  [-1, 1, 0],
  [-1, 0, 1],
  [0, -1, 1],
  [1, -1, 0],
];

/**
 * The six neighbours of a cell, as offset cells (they may lie off the map).
 * @type {typeof import('./index.js').hexNeighbours}
 */
export function hexNeighbours(layout, cell) {
  const [q, r, s] = offsetToCube(layout, cell);
  return DIRECTIONS.map(([dq, dr, ds]) => cubeToOffset(layout, [q + dq, r + dr, s + ds]));
}

/**
 * Whether two cells are neighbours (share a side).
 * @type {typeof import('./index.js').hexAdjacent}
 */
export function hexAdjacent(layout, a, b) {
  return hexDistance(layout, a, b) === 1;
}

// Cube (fractional too) → pixel, and back, in the grid's stretched frame.
/** @param {HexGrid} grid @param {number} q @param {number} r @returns {[number, number]} */
function cubeToPixel(grid, q, r) {
  if (grid.orientation === 'pointy')
    return [grid.originX + (q + r / 2) * grid.hexWidth, grid.originY + r * 0.75 * grid.hexHeight];
  return [grid.originX + q * 0.75 * grid.hexWidth, grid.originY + (r + q / 2) * grid.hexHeight];
}

/** @param {HexGrid} grid @param {number} px @param {number} py @returns {import('./index.js').Cube} */
function pixelToFractionalCube(grid, px, py) {
  if (grid.orientation === 'pointy') {
    const r = (py - grid.originY) / (0.75 * grid.hexHeight);
    const q = (px - grid.originX) / grid.hexWidth - r / 2;
    return [q, r, -q - r];
  }
  const q = (px - grid.originX) / (0.75 * grid.hexWidth);
  const r = (py - grid.originY) / grid.hexHeight - q / 2;
  return [q, r, -q - r];
}

/**
 * The way from cell `a` to cell `b` as at most two straight runs along hex directions, longest
 * first, as a player counts it on the map ("2 hexes east, 1 north-east", like "2 squares east, 1
 * north" on squares): every hex has its own pair of runs, where a compass point from centre to
 * centre names several hexes alike. Each run is `{steps, dx, dy}`: its hexes, and one step's
 * screen vector in pixels (y down). [] when the cells are the same.
 * @param {HexGrid} grid @param {readonly number[]} a @param {readonly number[]} b the cells [x, y]
 * @returns {Array<{steps: number, dx: number, dy: number}>}
 */
export function hexRuns(grid, a, b) {
  const [aq, ar] = offsetToCube(grid, [a[0], a[1]]);
  const [bq, br] = offsetToCube(grid, [b[0], b[1]]);
  const dq = bq - aq;
  const dr = br - ar;
  const screen = (/** @type {number[]} */ [q, r]) => {
    const [x, y] = cubeToPixel(grid, q, r);
    const [x0, y0] = cubeToPixel(grid, 0, 0);
    return { dx: x - x0, dy: y - y0 };
  };
  // Two neighbouring directions span each sixth of the plane: the pair whose whole, non-negative
  // multiples make the difference is the way (Cramer's rule on the q and r components).
  for (let i = 0; i < 6; i++) {
    const [u, v] = [DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]];
    const det = u[0] * v[1] - u[1] * v[0];
    const m = (dq * v[1] - dr * v[0]) / det;
    const n = (u[0] * dr - u[1] * dq) / det;
    if (m < 0 || n < 0) continue;
    return [
      { steps: m, ...screen(u) },
      { steps: n, ...screen(v) },
    ]
      .filter((run) => run.steps > 0)
      .sort((x, y) => y.steps - x.steps);
  }
  return [];
}

/**
 * The pixel centre of a cell.
 * @type {typeof import('./index.js').hexCellToCentre}
 */
export function hexCellToCentre(grid, cell) {
  const [q, r] = offsetToCube(grid, cell);
  return cubeToPixel(grid, q, r);
}

/**
 * The cell under a pixel: the hexagon it lies in (cube rounding; a point on a side goes one fixed way).
 * @type {typeof import('./index.js').hexPixelToCell}
 */
export function hexPixelToCell(grid, px, py) {
  return cubeToOffset(grid, cubeRound(pixelToFractionalCube(grid, px, py)));
}

/**
 * The six corners of a cell's hexagon in pixels, clockwise on screen: pointy from the top corner,
 * flat from the right-hand corner. For drawing, and for walls along sides.
 * @type {typeof import('./index.js').hexCorners}
 */
export function hexCorners(grid, cell) {
  const [cx, cy] = hexCellToCentre(grid, cell);
  const w = grid.hexWidth / 2;
  const h = grid.hexHeight / 2;
  if (grid.orientation === 'pointy')
    return [
      [cx, cy - h],
      [cx + w, cy - h / 2],
      [cx + w, cy + h / 2],
      [cx, cy + h],
      [cx - w, cy + h / 2],
      [cx - w, cy - h / 2],
    ];
  return [
    [cx + w, cy],
    [cx + w / 2, cy + h],
    [cx - w / 2, cy + h],
    [cx - w, cy],
    [cx - w / 2, cy - h],
    [cx + w / 2, cy - h],
  ];
}

/**
 * The side two neighbouring cells share, as its two corner points in pixels (null when the cells
 * are not neighbours): the two corners of `a` nearest the centre of `b`.
 * @type {typeof import('./index.js').hexSide}
 */
export function hexSide(grid, a, b) {
  if (!hexAdjacent(grid, a, b)) return null;
  const [bx, by] = hexCellToCentre(grid, b);
  const corners = hexCorners(grid, a)
    .map((p) => ({ p, d: Math.hypot(p[0] - bx, p[1] - by) }))
    .sort((u, v) => u.d - v.d);
  return [corners[0].p, corners[1].p];
}

/**
 * The cell under a one-hex token's pixel centre (hexCentreToAnchor for a space one hex across).
 * @type {typeof import('./index.js').hexCentreToCell}
 */
export function hexCentreToCell(grid, cx, cy) {
  return hexPixelToCell(grid, cx, cy);
}

// ---- Tokens larger than one hex (docs/rules/hex.md, "Creatures larger than one hex"): pixel ↔ anchor
// only. Which hexes a space holds, and its outline, are the engine's (the space query, Session.space;
// geometry.js outlinePoints draws them): no surface works them out. What a token's pixel centre needs
// is where a space's centre lies: a space's core is the anchor (odd widths) or the anchor and its cube
// neighbours (+1, 0) and (0, +1), three mutually adjacent hexes (even widths), in cube coordinates so
// the same in all four offset layouts (the engine's geometry.h hexSpaceGap).
const SPACE_CORE = [
  [0, 0],
  [1, 0],
  [0, 1],
];
// Where the centre of a space lies from its anchor, in cube (q, r): the centroid of its core (the
// rings round the core keep its centroid), so odd widths the anchor's centre, even ones the corner
// the three core hexes share.
/** @param {number} across @returns {[number, number]} */
const centreOffset = (across) => (across % 2 === 1 ? [0, 0] : [1 / 3, 1 / 3]);

// The squared length of a cube vector (q, r) in hex pitches (a regular hexagon's metric in the grid's
// stretched frame): a hex's corners lie √(1/3) from its centre, so "within half the way" is 1/12.
/** @param {number} dq @param {number} dr */
const cubeSquare = (dq, dr) => dq * dq + dr * dr + dq * dr;
const NEAR_CENTRE = 1 / 12;

/** @param {number} across */
function checkAcross(across) {
  if (!Number.isInteger(across) || across < 1)
    throw new RangeError(`A space must be a whole number of hexes across (at least 1), got ${across}`);
}

/**
 * The pixel point a token `across` hexes wide is drawn centred on when its space's anchor is
 * `anchor`: the centre of its hexes (odd widths the anchor's centre; even widths the corner its
 * three central hexes share).
 * @type {typeof import('./index.js').hexAnchorToCentre}
 */
export function hexAnchorToCentre(grid, anchor, across) {
  checkAcross(across);
  const [q, r] = offsetToCube(grid, anchor);
  const [oq, or] = centreOffset(across);
  return cubeToPixel(grid, q + oq, r + or);
}

/**
 * The anchor of the space `across` hexes wide under a token centred at pixel (cx, cy). Odd widths:
 * the hex under the centre. Even widths, whose centre is a corner: a token near a hex's centre (within
 * half the way to its corners: VTTs snap hex tokens to hex centres, whatever their size, give or take
 * a rounded pixel) takes that hex as its anchor; elsewhere the space whose centre (hexAnchorToCentre)
 * lies nearest, so a token drawn over its space reads as that space. That corner is one of the three
 * of the hex under the point that can be a space's centre (every other corner); on a tie the hex under
 * the point is the anchor, then its neighbours towards cube (−1, 0), then (0, −1).
 * @type {typeof import('./index.js').hexCentreToAnchor}
 */
export function hexCentreToAnchor(grid, cx, cy, across) {
  checkAcross(across);
  const under = hexPixelToCell(grid, cx, cy);
  if (across % 2 === 1) return under;
  const [hq, hr] = offsetToCube(grid, under);
  const [fq, fr] = pixelToFractionalCube(grid, cx, cy);
  const [oq, or] = centreOffset(across);
  const hd = cubeSquare(hq - fq, hr - fr);
  if (hd < NEAR_CENTRE) return under;
  /** @type {{d: number, cube: import('./index.js').Cube}} */
  let best = { d: Infinity, cube: [hq, hr, -hq - hr] };
  for (const [kq, kr] of SPACE_CORE) {
    // The anchor whose core holds `under` as its hex (kq, kr), and how far its centre lies from the
    // token's (cube units: a regular hexagon's metric, in the grid's stretched frame).
    const q = hq - kq;
    const r = hr - kr;
    const dq = q + oq - fq;
    const dr = r + or - fr;
    const d = cubeSquare(dq, dr);
    if (d < best.d - 1e-9) best = { d, cube: [q, r, -q - r] };
  }
  return cubeToOffset(grid, best.cube);
}

/**
 * The cells a straight line from cell a to cell b passes through, not including a: one per step,
 * each a neighbour of the one before (Red Blob Games' line drawing: the centre line sampled once a
 * step and rounded, nudged by a hair so a line along a side always goes the same way).
 * @type {typeof import('./index.js').hexLineCells}
 */
export function hexLineCells(layout, a, b) {
  const [aq, ar, as] = offsetToCube(layout, a);
  const [bq, br, bs] = offsetToCube(layout, b);
  const n = Math.max(Math.abs(aq - bq), Math.abs(ar - br), Math.abs(as - bs));
  /** @type {Cell[]} */
  const cells = [];
  const e = [1e-6, 2e-6, -3e-6];
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const cube = cubeRound([aq + e[0] + (bq - aq) * t, ar + e[1] + (br - ar) * t, as + e[2] + (bs - as) * t]);
    cells.push(cubeToOffset(layout, cube));
  }
  return cells;
}

/**
 * Cells whose centres lie inside the pixel rectangle [left, right) × [top, bottom), row by row
 * (the hex counterpart of geometry.js rectCells: a drawn region → the cells it covers).
 * @type {typeof import('./index.js').hexRectCells}
 */
export function hexRectCells(grid, left, top, right, bottom) {
  if (!(right > left && bottom > top)) return [];
  // Every cell with its centre in the rectangle lies within one hex of a corner's cell range.
  const corners = [
    hexPixelToCell(grid, left, top),
    hexPixelToCell(grid, right, top),
    hexPixelToCell(grid, left, bottom),
    hexPixelToCell(grid, right, bottom),
  ];
  const x0 = Math.min(...corners.map((c) => c[0])) - 1;
  const x1 = Math.max(...corners.map((c) => c[0])) + 1;
  const y0 = Math.min(...corners.map((c) => c[1])) - 1;
  const y1 = Math.max(...corners.map((c) => c[1])) + 1;
  /** @type {Cell[]} */
  const cells = [];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const [cx, cy] = hexCellToCentre(grid, [x, y]);
      if (cx >= left && cx < right && cy >= top && cy < bottom) cells.push([x, y]);
    }
  return cells;
}

/**
 * How many cells fit on a page `pagePx` wide and tall: the columns and rows whose centres lie on it
 * (at least one each way).
 * @type {typeof import('./index.js').hexCellsOnPage}
 */
export function hexCellsOnPage(grid, widthPx, heightPx) {
  const colPitch = grid.orientation === 'pointy' ? grid.hexWidth : 0.75 * grid.hexWidth;
  const rowPitch = grid.orientation === 'pointy' ? 0.75 * grid.hexHeight : grid.hexHeight;
  const count = (/** @type {unknown} */ sizePx, /** @type {number} */ origin, /** @type {number} */ pitch) => {
    const n = Math.ceil((Number(sizePx) - origin) / pitch - 1e-9);
    return Number.isFinite(n) ? Math.max(1, n) : 1; // a page size that is no number: one cell
  };
  return [count(widthPx, grid.originX, colPitch), count(heightPx, grid.originY, rowPitch)];
}
