// Walls as the extension's page messages carry them, on the small pages of 70-px squares its Node
// tests load (store.test.mjs, page-messages.test.mjs): each case's wall written once.

/**
 * A path with a point far off the page: a good page message (page-messages.js), and a wall no cell
 * edge of the page can hold (web/roll20 roll20Barriers, bounds.js linesProblem: the Mod's check of a
 * wall), so it is left out where it is placed.
 */
export const FAR_WALL = Object.freeze({
  id: 'w1',
  type: 'path',
  layer: 'walls',
  _path: '[["M",0,0],["L",1e300,0]]',
  left: 100,
  top: 100,
  width: 70,
  height: 1,
});

/** The same wall mended: along the top of cells [1,0]…[2,0], on the page (two cell edges). */
export const NEAR_WALL = Object.freeze({
  ...FAR_WALL,
  _path: '[["M",0,0],["L",140,0]]',
  left: 140,
  top: 70,
  width: 140,
  height: 0,
});
