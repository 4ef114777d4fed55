// A creature's space on the map in pixels, from the engine's answer (Session.space: the cells of the
// space at a position and the outline round them, docs/protocol.md "Query: space"). Only pixel ↔ cell
// here: the space at another position (a path's steps, where the path ends) is the same shape moved
// by the pixels between the two positions' cells. On hexes too: the engine moves a space by one cube
// step for all its hexes, which is one pixel offset, so the page never works a space out itself.
import { outlinePoints } from '../../../shim/index.js';

/** @typedef {[number, number]} Cell */
/** @typedef {Pick<import('../../../shim/index.js').SpaceAnnotation, 'at' | 'cells' | 'outline'>} Space */

/**
 * From the centre of the cell at the space's position to the centre of the space (the mean of its
 * cells' centres), in CSS pixels: [0, 0] for a one-cell space.
 * @param {import('./view.js').MapView} view @param {Space | null | undefined} space @returns {[number, number]}
 */
export function spaceOffset(view, space) {
  if (!space || !space.cells || space.cells.length < 2) return [0, 0];
  let sx = 0;
  let sy = 0;
  for (const c of space.cells) {
    const [x, y] = view.cellCentre(c);
    sx += x;
    sy += y;
  }
  const [ax, ay] = view.cellCentre(space.at);
  return [sx / space.cells.length - ax, sy / space.cells.length - ay];
}

/**
 * The outline's corners in CSS pixels with the space moved to stand at `at` (default where the
 * engine answered it).
 * @param {import('./view.js').MapView} view @param {Space} space @param {Cell} [at] @returns {number[][]}
 */
export function outlineAt(view, space, at = space.at) {
  const points = outlinePoints(view.pixelGrid(), space.outline);
  const [fx, fy] = view.cellCentre(space.at);
  const [tx, ty] = view.cellCentre(at);
  return points.map(([x, y]) => [x + tx - fx, y + ty - fy]);
}

// The outline of a space as a new path, standing at `at` (default where the engine answered it): one
// closed polygon round its cells (the engine's outline).
/**
 * @param {CanvasRenderingContext2D} ctx @param {import('./view.js').MapView} view @param {Space} space
 * @param {Cell} [at]
 */
export function traceSpaceOutline(ctx, view, space, at = space.at) {
  const dpr = view.dpr;
  ctx.beginPath();
  outlineAt(view, space, at).forEach(([x, y], i) => (i ? ctx.lineTo(x * dpr, y * dpr) : ctx.moveTo(x * dpr, y * dpr)));
  ctx.closePath();
}

/**
 * How many cells the space spans across and down (its cells' box): the room a token's ellipse and
 * name take.
 * @param {Cell[]} cells @returns {[number, number]}
 */
export function cellsAcross(cells) {
  if (!cells || !cells.length) return [1, 1];
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of cells) {
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  return [x1 - x0 + 1, y1 - y0 + 1];
}
