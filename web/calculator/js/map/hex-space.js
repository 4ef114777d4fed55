// A creature's space on a hex grid, as the engine reads it (docs/rules/hex.md, "Creatures larger
// than one hex"; cpp/core/scene/geometry.h hexSpaceGap): a space `across` hexes across at an anchor
// hex. Odd widths are the anchor and the hexes within (across − 1) / 2 steps of it (1, 7, 19 …);
// even widths the three mutually adjacent hexes (the anchor and its neighbours in the engine's
// directions 0 and 5, cube (+1, 0) and (0, +1)) and the hexes within across / 2 − 1 steps of them
// (3, 12, 27 …). Everything is worked out in cube coordinates (offset steps depend on a column's or
// row's parity), so a space is one shape moved as a whole. The page draws, places, drags and hit-tests
// larger creatures with these; web/test/pages/hex-space.test.mjs checks them against the engine.
import {
  offsetToCube,
  cubeToOffset,
  hexSpaceCells as shimSpaceCells,
  hexSpaceHas,
  hexAnchorToCentre,
} from '../../../shim/index.js';

// The shape itself is the shim's (web/shim/hex.js, shared with the VTT adapters); the page adds the
// width under grid.hexSpaces and the anchor after a drag by one of the space's hexes.
const whole = (across) => Math.max(1, Math.floor(across) || 1);

/**
 * The hexes of a space `across` hexes wide whose anchor is `anchor`, as offset cells in row order
 * (y, then x: the order the engine lists a space's cells in). Cells off the map are listed too.
 */
export const hexSpaceCells = (layout, anchor, across) => shimSpaceCells(layout, anchor, whole(across));

/** Whether `cell` lies in the space `across` wide at `anchor`. */
export const inHexSpace = (layout, anchor, across, cell) => hexSpaceHas(layout, anchor, whole(across), cell);

/**
 * The pixel centre of a space on a grid in shim form (web/shim/hex.js hexGrid): its anchor's centre
 * for odd widths, the corner its three central hexes share for even widths (the space is centrally
 * symmetric about that point).
 */
export const hexSpaceCentre = (grid, anchor, across) => hexAnchorToCentre(grid, anchor, whole(across));

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
