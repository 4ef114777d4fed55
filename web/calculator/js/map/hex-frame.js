// The map's hexes in the view's CSS pixels: the pixel ↔ cell formulas are the shim's (web/shim/hex.js,
// owned by the surf helper); this file only places that grid in the map's pane (the bounding box of
// every hexagon at the view's pan, one neighbour-to-neighbour distance per `cellPx`, regular hexagons),
// names a hex side the way the engine's edge plane does (the protocol's `between` walls, stored per
// cell as its three owned sides: cpp/protocol/scene/loaded_scene.h, core/scene/geometry.h), and
// places the points of lines the engine draws between hexes (sight, cover), which it writes in axial
// coordinates (docs/protocol.md, "Query: sight"). The shim has no axial → pixel function (its
// cubeToPixel is private), so the formula, Red Blob Games' axial → pixel, is written here.
import { hexGrid, hexCellToCentre, hexCorners, offsetToCube, cubeToOffset } from '../../../shim/index.js';

/** @typedef {[number, number]} Cell */
/** @typedef {import('../../../shim/index.js').HexGrid} HexGrid */
/** A hex map's layout (the page's `shape`; squares have none). @typedef {{type: 'hex', orientation: 'flat' | 'pointy', offset: 'odd' | 'even'}} HexShape */
/** @typedef {{minX: number, minY: number, w: number, h: number}} Extent */

/**
 * The grid's shape from a protocol grid: null for squares, else {type: 'hex', orientation, offset}.
 * @param {{type?: string, orientation?: 'flat' | 'pointy', offset?: 'odd' | 'even'} | null | undefined} grid
 * @returns {HexShape | null}
 */
export function shapeOf(grid) {
  if (!grid || grid.type !== 'hex') return null;
  // A hex grid names its orientation (the engine refuses one that does not: docs/protocol.md).
  return /** @type {HexShape} */ ({ type: 'hex', orientation: grid.orientation, offset: grid.offset || 'odd' });
}

// A regular hex grid whose neighbouring centres are `cellPx` apart (pointy: along a row, flat: down a
// column), the centre of cell [0, 0] at (originX, originY).
/**
 * @param {HexShape} shape @param {number} cellPx @param {number} originX @param {number} originY
 * @param {number} [width] @param {number} [height] @returns {HexGrid}
 */
const unitGrid = (shape, cellPx, originX, originY, width, height) =>
  hexGrid({
    orientation: shape.orientation,
    offset: shape.offset,
    [shape.orientation === 'pointy' ? 'hexWidth' : 'hexHeight']: cellPx,
    originX,
    originY,
    width,
    height,
  });

/** @type {Map<string, Extent>} "orientation offset width height" → box of every hexagon at cellPx 1 */
const extents = new Map();

/**
 * The box of every hexagon of a width × height map, in units of `cellPx`, relative to the centre of
 * cell [0, 0]: {minX, minY, w, h}. Only the two outer columns and rows on each side can reach it
 * (the shoved ones stick out by half a hex), so those are measured.
 * @param {HexShape} shape @param {number} width @param {number} height @returns {Extent}
 */
export function hexExtent(shape, width, height) {
  const key = `${shape.orientation} ${shape.offset} ${width} ${height}`;
  let box = extents.get(key);
  if (box) return box;
  const g = unitGrid(shape, 1, 0, 0);
  const xs = [...new Set([0, 1, width - 2, width - 1])].filter((x) => x >= 0 && x < width);
  const ys = [...new Set([0, 1, height - 2, height - 1])].filter((y) => y >= 0 && y < height);
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const x of xs)
    for (const y of ys)
      for (const [px, py] of hexCorners(g, [x, y])) {
        minX = Math.min(minX, px);
        maxX = Math.max(maxX, px);
        minY = Math.min(minY, py);
        maxY = Math.max(maxY, py);
      }
  box = { minX, minY, w: maxX - minX, h: maxY - minY };
  extents.set(key, box);
  return box;
}

/**
 * The hex grid (shim form) of a view whose map box has its top-left at (ox, oy), CSS pixels.
 * @param {HexShape} shape @param {number} width @param {number} height @param {number} cellPx
 * @param {number} ox @param {number} oy @returns {HexGrid}
 */
export function hexFrame(shape, width, height, cellPx, ox, oy) {
  const box = hexExtent(shape, width, height);
  return unitGrid(shape, cellPx, ox - box.minX * cellPx, oy - box.minY * cellPx, width, height);
}

/**
 * The corners of a hexagon relative to its centre, device pixels, shrunk by `inset` CSS pixels from
 * every side (the inradius is half the neighbour distance): [dx0, dy0, … dx5, dy5].
 * @param {HexGrid} frame @param {number} dpr @param {number} [inset] @returns {number[]}
 */
export function cornerOffsets(frame, dpr, inset = 0) {
  const k = Math.max(0, 1 - inset / (frame.cellPx / 2));
  const [cx, cy] = hexCellToCentre(frame, [0, 0]);
  return hexCorners(frame, [0, 0]).flatMap(([x, y]) => [(x - cx) * k * dpr, (y - cy) * k * dpr]);
}

// The engine's six hex directions in cube (q, r) steps (core/scene/geometry.h): each cell owns the
// sides towards directions 0, 1 and 2; the side towards d ≥ 3 is its neighbour's side d − 3.
/** @type {[number, number][]} */
const DIRECTIONS = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/** The neighbour of `cell` in the engine's direction d (0..5). @param {HexShape} shape @param {Cell} cell @param {number} d @returns {Cell} */
export function neighbourAt(shape, cell, d) {
  const [q, r] = offsetToCube(shape, cell);
  return cubeToOffset(shape, [q + DIRECTIONS[d][0], r + DIRECTIONS[d][1]]);
}

/**
 * The index in the engine's hex edge plane of the side between neighbours a and b ((width + 2) ×
 * (height + 2) cells from [-1, -1], three owned sides each), or -1 when they are not neighbours or
 * the owner lies outside the plane.
 * @param {HexShape} shape @param {number} width @param {number} height @param {Cell} a @param {Cell} b
 */
export function sideIndex(shape, width, height, a, b) {
  const [aq, ar] = offsetToCube(shape, a);
  const [bq, br] = offsetToCube(shape, b);
  const d = DIRECTIONS.findIndex(([dq, dr]) => aq + dq === bq && ar + dr === br);
  if (d < 0) return -1;
  const [owner, dir] = d < 3 ? [a, d] : [b, d - 3];
  if (owner[0] < -1 || owner[1] < -1 || owner[0] > width || owner[1] > height) return -1;
  return ((owner[1] + 1) * (width + 2) + owner[0] + 1) * 3 + dir;
}

/**
 * The engine's hex edge plane out of Scene.edges(): `sides` on hex grids (web/lib since the hex side
 * plane); an older web/lib split the same bytes as a square grid's vertical and horizontal lines,
 * two views of the one buffer the engine filled.
 * @param {{sides?: Uint8Array, vertical: Uint8Array}} edges @param {number} width @param {number} height
 * @returns {Uint8Array}
 */
export function hexSidePlane(edges, width, height) {
  const n = (width + 2) * (height + 2) * 3;
  if (edges.sides) return edges.sides;
  const v = edges.vertical;
  if (v.byteOffset + n > v.buffer.byteLength) return new Uint8Array(n); // not a hex plane: no sides
  return new Uint8Array(v.buffer, v.byteOffset, n);
}

/**
 * The pixel of a point in axial coordinates (q, r; fractions allowed: a hex corner has thirds) on a
 * hex grid in shim form: the centre of the hex with those axial coordinates, or the point that far
 * between centres (the map from axial coordinates to pixels is linear).
 * @param {HexGrid} frame @param {number} q @param {number} r @returns {[number, number]}
 */
export function axialToPixel(frame, q, r) {
  if (frame.orientation === 'pointy')
    return [frame.originX + (q + r / 2) * frame.hexWidth, frame.originY + r * 0.75 * frame.hexHeight];
  return [frame.originX + q * 0.75 * frame.hexWidth, frame.originY + (r + q / 2) * frame.hexHeight];
}
