// The lines that bound a one-hex creature's facing arcs on a hex grid (docs/rules/hex.md, "Facing on
// hexes"): "draw a diagonal line outward from each corner of this side" read on hexes as the lines
// from the centre through the two corners of the side faced (and, continued through the centre, the
// corners of the opposite side: the rear); a corner faced, through the middles of its two sides. Each
// pair of rays is one straight line through the centre, so a facing is drawn as two lines. Points are
// axial coordinates (q, r), as the engine writes the lines it draws between hexes (docs/protocol.md),
// so the map draws them with axialToPixel like sight and cover lines.
import { offsetToCube } from '../../../shim/index.js';

// The engine's six directions in axial (q, r) steps (core/scene/geometry.h) and their names per
// orientation, in that order (docs/protocol.md, "Query: facing").
/** @type {[number, number][]} */
const DIRECTIONS = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
/** @type {Record<string, string[]>} */
const SIDE_NAMES = {
  flat: ['se', 'ne', 'north', 'nw', 'sw', 'south'],
  pointy: ['east', 'ne', 'nw', 'west', 'sw', 'se'],
};

/**
 * The axial directions through which a facing's two bounding lines run from the centre: for a side
 * d, the corners it shares with sides d − 1 and d + 1 (a corner between neighbours a and b is a third
 * of the way to a + b); for a corner "a-b", the middles of sides a and b. null for a name the grid
 * does not have.
 * @param {string} orientation @param {string} facing @returns {number[][] | null}
 */
export function facingRays(orientation, facing) {
  const names = SIDE_NAMES[orientation];
  if (!names) return null;
  const parts = String(facing).split('-');
  const ds = parts.map((p) => names.indexOf(p));
  if (ds.some((d) => d < 0) || ds.length > 2) return null;
  if (ds.length === 2) return ds.map((d) => DIRECTIONS[d]);
  const [d] = ds;
  const corner = (/** @type {number} */ a, /** @type {number} */ b) => [
    (DIRECTIONS[a][0] + DIRECTIONS[b][0]) / 3,
    (DIRECTIONS[a][1] + DIRECTIONS[b][1]) / 3,
  ];
  return [corner((d + 5) % 6, d), corner(d, (d + 1) % 6)];
}

/**
 * The two lines through the centre of `cell` bounding the arcs of `facing`, each `length` hexes each
 * way, as {from, to} in axial coordinates; [] for an unknown facing.
 * @param {import('../../../shim/index.js').HexLayout} layout @param {[number, number]} cell @param {string} facing
 * @param {number} length @returns {{from: number[], to: number[]}[]}
 */
export function facingLines(layout, cell, facing, length) {
  const rays = facingRays(layout.orientation, facing);
  if (!rays) return [];
  const [q, r] = offsetToCube(layout, cell);
  return rays.map(([dq, dr]) => {
    const k = length / Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
    return { from: [q - dq * k, r - dr * k], to: [q + dq * k, r + dr * k] };
  });
}
