// Where a creature's space is, as the engine says (issue 24): one `space` query (Session.space) where
// it stands, turned into a shape in pixels that can be put down at any other position. The cells and
// the outline are the engine's (hex spaces, `grid.hexSpaces`, every size); this file only moves them
// in pixels: a space's shape is the same at every position (on squares a block of cells, on hexes the
// same cube offsets from its anchor, docs/rules/hex.md), and a grid's cell centres are a lattice, so
// the space at another anchor is the one asked, shifted by the pixels between the two anchors'
// centres. One engine call per pick-up instead of one per place drawn (a reachable area has
// hundreds). Shared by the Roll20 extension (overlay.js, live.js) and the Owlbear extension (layout.js,
// drag.js); pixels only, so it lives in the shim beside geometry.js.
// Through index.js, whose typings (index.d.ts) the surfaces' type checks read.
import { outlinePoints, pixelToCell, hexCellToCentre } from './index.js';
import { isHexGrid } from './hex.js';

/** @typedef {[number, number]} Point */
/**
 * @typedef {{at: number[], across: number, cellsAt: (anchor: number[]) => number[][], outlineAt: (anchor: number[]) => Point[],
 *   centreAt: (anchor: number[]) => Point, cellAt: (anchor: number[]) => Point[]}} SpaceShape
 */

// The pixel centre of one cell (pixels ↔ cells only).
/** @param {any} grid @param {number[]} cell @returns {Point} */
function cellCentre(grid, cell) {
  const [x, y] = cell;
  if (grid.type === 'hex') return /** @type {Point} */ (hexCellToCentre(grid, [x, y]));
  return [grid.offsetX + (x + 0.5) * grid.cellPx, grid.offsetY + (y + 0.5) * grid.cellPx];
}

/**
 * One cell's own outline in pixels (a square's four corners, a hex's six).
 * @param {any} grid @param {number[]} cell @returns {Point[]}
 */
export function cellPoints(grid, cell) {
  const corners = grid.type === 'hex' ? [0, 1, 2, 3, 4, 5] : [0, 1, 2, 3];
  return outlinePoints(
    grid,
    corners.map((k) => /** @type {[number, number, number]} */ ([cell[0], cell[1], k])),
  );
}

/**
 * The shape of the space the engine answers (a `space` annotation, Session.space) on `grid` (the
 * surface's pixel grid, squares or hexes): `cellsAt(anchor)` the cells it covers with its top-left
 * cell (a hex space's anchor) at `anchor`, `outlineAt(anchor)` the outline round them in pixels,
 * `across` how many cells across it is, `centreAt(anchor)` the middle of the space (the mean of its cells' centres: where a token over it is
 * centred), `cellAt(anchor)` one cell's outline centred there (a place marked by where the token's
 * centre goes). Null when the answer is an error.
 * @param {import('./index.js').SpaceAnnotation | import('./index.js').ErrorAnnotation | null | undefined} space
 *   the space annotation (or the error Session.space gave)
 * @param {import('./index.js').Grid} grid
 * @returns {SpaceShape | null}
 */
export function spaceShape(space, grid) {
  if (!space || space.kind !== 'space') return null;
  const [ox, oy] = cellCentre(grid, space.at);
  /** @type {Point[]} */
  const outline = outlinePoints(grid, space.outline).map(([x, y]) => [x - ox, y - oy]);
  /** @type {Point[]} */
  const centres = space.cells.map((c) => {
    const [x, y] = cellCentre(grid, c);
    return [x - ox, y - oy];
  });
  const mid = [
    centres.reduce((s, p) => s + p[0], 0) / centres.length,
    centres.reduce((s, p) => s + p[1], 0) / centres.length,
  ];
  /** @type {Point[]} the anchor cell's own outline, about its centre */
  const unit = cellPoints(grid, space.at).map(([x, y]) => [x - ox, y - oy]);
  // How many cells across the space is (a 2 × 2 block, a hex space 2 hexes across): its outline's
  // extent along the grid's main axis (across a row; down a column of flat-topped hexes) over the pitch.
  const axis = isHexGrid(grid) && grid.orientation === 'flat' ? 1 : 0;
  const along = outline.map((p) => p[axis]);
  const across = Math.max(1, Math.round((Math.max(...along) - Math.min(...along)) / grid.cellPx));
  /** @param {Point[]} points @param {number[]} d */
  const shift = (points, [dx, dy]) => points.map(([x, y]) => /** @type {Point} */ ([x + dx, y + dy]));
  return {
    at: space.at,
    across,
    // Row by row, as the engine lists them (a column of flat-topped hexes shoved down reorders them).
    cellsAt: (anchor) =>
      shift(centres, cellCentre(grid, anchor))
        .map(([x, y]) => pixelToCell(grid, x, y))
        .sort((a, b) => a[1] - b[1] || a[0] - b[0]),
    outlineAt: (anchor) => shift(outline, cellCentre(grid, anchor)),
    centreAt: (anchor) => {
      const [x, y] = cellCentre(grid, anchor);
      return [x + mid[0], y + mid[1]];
    },
    cellAt: (anchor) => {
      const [x, y] = cellCentre(grid, anchor);
      return shift(unit, [x + mid[0], y + mid[1]]);
    },
  };
}
