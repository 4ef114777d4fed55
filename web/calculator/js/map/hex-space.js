// A creature's space on a hex grid, as the engine reads it (docs/rules/hex.md, "Creatures larger
// than one hex"; cpp/core/scene/geometry.h hexSpaceGap): a space `across` hexes across at an anchor
// hex. Odd widths are the anchor and the hexes within (across − 1) / 2 steps of it (1, 7, 19 …);
// even widths the three mutually adjacent hexes (the anchor and its neighbours in the engine's
// directions 0 and 5, cube (+1, 0) and (0, +1)) and the hexes within across / 2 − 1 steps of them
// (3, 12, 27 …). Everything is worked out in cube coordinates (offset steps depend on a column's or
// row's parity), so a space is one shape moved as a whole. The page draws, places, drags and hit-tests
// larger creatures with these; web/test/pages/hex-space.test.mjs checks them against the engine.
import { offsetToCube, cubeToOffset, hexCellToCentre } from '../../../shim/index.js';

// The core of a space: the anchor alone (odd widths), or the anchor and its neighbours in the
// engine's directions 0 and 5 (even widths), as cube (q, r) offsets from the anchor.
const ODD_CORE = [[0, 0]];
const EVEN_CORE = [
  [0, 0],
  [1, 0],
  [0, 1],
];
const coreOf = (across) => (across % 2 ? ODD_CORE : EVEN_CORE);
const radiusOf = (across) => Math.max(0, Math.floor((across - 1) / 2));

/**
 * The hexes of a space `across` hexes wide whose anchor is `anchor`, as offset cells in row order
 * (y, then x: the order the engine lists a space's cells in). Cells off the map are listed too.
 */
export function hexSpaceCells(layout, anchor, across) {
  const n = Math.max(1, Math.floor(across) || 1);
  if (n === 1) return [[anchor[0], anchor[1]]];
  const [q0, r0] = offsetToCube(layout, anchor);
  const R = radiusOf(n);
  const seen = new Set();
  const out = [];
  for (const [cq, cr] of coreOf(n))
    for (let dq = -R; dq <= R; dq++)
      for (let dr = Math.max(-R, -dq - R); dr <= Math.min(R, -dq + R); dr++) {
        const q = q0 + cq + dq;
        const r = r0 + cr + dr;
        const key = `${q},${r}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(cubeToOffset(layout, [q, r]));
      }
  return out.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** Whether `cell` lies in the space `across` wide at `anchor`: within the radius of a core hex. */
export function inHexSpace(layout, anchor, across, cell) {
  const [q0, r0] = offsetToCube(layout, anchor);
  const [q, r] = offsetToCube(layout, cell);
  const R = radiusOf(across);
  return coreOf(Math.max(1, across)).some(([cq, cr]) => {
    const dq = q - q0 - cq;
    const dr = r - r0 - cr;
    return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) <= R;
  });
}

/**
 * The pixel centre of a space on a grid in shim form (web/shim/hex.js hexGrid): its anchor's centre
 * for odd widths, the middle of the three core hexes' centres for even widths (the space is
 * centrally symmetric about that point).
 */
export function hexSpaceCentre(grid, anchor, across) {
  if (across % 2 || across <= 1) return hexCellToCentre(grid, anchor);
  const [q0, r0] = offsetToCube(grid, anchor);
  let x = 0;
  let y = 0;
  for (const [cq, cr] of EVEN_CORE) {
    const [cx, cy] = hexCellToCentre(grid, cubeToOffset(grid, [q0 + cq, r0 + cr]));
    x += cx / 3;
    y += cy / 3;
  }
  return [x, y];
}

/**
 * Where the anchor goes when the space is moved so that its hex `from` lands on `to` (a drag that
 * grabbed the creature by one of its hexes): the same cube offset, as geometry.h movedLike does.
 */
export function movedAnchor(layout, anchor, from, to) {
  const [aq, ar] = offsetToCube(layout, anchor);
  const [fq, fr] = offsetToCube(layout, from);
  const [tq, tr] = offsetToCube(layout, to);
  return cubeToOffset(layout, [aq + tq - fq, ar + tr - fr]);
}

/**
 * The width in hexes of a creature `cells` cells across on squares, under the scene's
 * `grid.hexSpaces` (docs/protocol.md, "Hex grids"): "across" (default) keeps the width; "centred"
 * grows even widths from 4 by one, to the hexagon centred on the anchor; "one" is one hex. A `space`
 * given in the request is always read as "across" (`given`).
 */
export function hexAcross(cells, hexSpaces = 'across', given = false) {
  const n = Math.max(1, cells);
  if (given) return n;
  if (hexSpaces === 'one') return 1;
  if (hexSpaces === 'centred' && n >= 4 && n % 2 === 0) return n + 1;
  return n;
}
