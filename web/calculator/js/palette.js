// The map's colours, in one place so that a test can check them: terrain fills, the band marks
// (Drag Ruler's convention: green within speed, yellow — here a dark amber — within Dash or a double
// move, red beyond or illegal), walls and the ink of terrain patterns. Terrain fills are light and
// band marks dark, so that every band mark keeps a contrast of at least 3:1 (WCAG's figure for
// graphics) against every terrain it is drawn over; terrains tell themselves apart by their pattern
// as much as by their tint.

/** @type {Record<string, string>} a band class's colour (speed, dash, beyond) */
export const BAND_COLOURS = {
  speed: '#15703a', // green: within speed
  dash: '#7d5a00', // amber: within Dash / a double move
  beyond: '#b3122b', // red: beyond every band, or illegal
};

export const INK = '#3d3a36'; // terrain patterns and grid lines at high zoom
export const GRID_LINE = 'rgba(0,0,0,0.16)';
export const HALO = '#ffffff';
export const FOCUS = '#1f5fd1'; // the keyboard cursor and the selected creature

// Edge kinds of Scene.edges(): 0 none, 1 wall, 2 low, 3 door-closed, 4 door-open, 5 window.
export const EDGE_KINDS = ['none', 'wall', 'low', 'door-closed', 'door-open', 'window'];
/** @type {Record<string, string>} an edge kind's colour (EDGE_KINDS but 'none') */
export const EDGE_COLOURS = {
  wall: '#111111',
  low: '#6b4e1f',
  'door-closed': '#7a3410',
  'door-open': '#7a3410',
  window: '#1d5f99',
};

// Terrain looks: a fill (light) and a pattern drawn over it in ink. The legend characters are those
// of docs/protocol.md ("The default legend of rows").
/** @typedef {{key: string, char: string, name: string, fill: string, pattern: string | null}} TerrainLook */
/** @type {TerrainLook[]} */
export const TERRAINS = [
  { key: 'open', char: '.', name: 'clear', fill: '#fbfaf6', pattern: null },
  { key: 'difficult', char: '~', name: 'difficult', fill: '#f3e4b5', pattern: 'hatch1' },
  { key: 'difficult2', char: '2', name: 'difficult, doubled twice', fill: '#efdca2', pattern: 'hatch2' },
  { key: 'difficult3', char: '3', name: 'difficult, three times', fill: '#ead391', pattern: 'hatch3' },
  { key: 'solid', char: '#', name: 'solid (rock)', fill: '#c9c6c2', pattern: 'cross' },
  { key: 'pit', char: '_', name: 'pit or chasm', fill: '#d3d0e0', pattern: 'pit' },
  { key: 'obstructed', char: 'o', name: 'obstructed', fill: '#e9ded0', pattern: 'dots' },
  { key: 'water', char: 'w', name: 'calm water', fill: '#d3e6f6', pattern: 'wave1' },
  { key: 'rough', char: 'W', name: 'rough water', fill: '#c0dcf2', pattern: 'wave2' },
  { key: 'climb', char: 'c', name: 'climbable surface', fill: '#dcedc9', pattern: 'rungs' },
  { key: 'slippery', char: 'C', name: 'slippery surface', fill: '#cfe8d8', pattern: 'slick' },
  { key: 'rock', char: 'r', name: 'rock floor', fill: '#e4e2df', pattern: 'grain' },
  { key: 'opaque', char: '%', name: 'opaque (blocks sight)', fill: '#e2daee', pattern: 'fog' },
];
/** @type {Record<string, TerrainLook>} */
export const TERRAIN_BY_KEY = Object.fromEntries(TERRAINS.map((t) => [t.key, t]));

/** @typedef {import('../../lib/index.js').TerrainPlanes} TerrainPlanes */

/**
 * The look of cell i from the byte planes of Scene.terrain() (docs/js-api.md, "Byte planes").
 * @param {TerrainPlanes} planes @param {number} i @returns {string[]}
 */
export function cellLook(planes, i) {
  /** @type {string[]} */
  const keys = [];
  const ground = planes.ground[i];
  if (ground === 2) keys.push('solid');
  else if (ground === 1) keys.push('pit');
  const d = planes.difficult[i];
  if (d > 0) keys.push(d === 1 ? 'difficult' : d === 2 ? 'difficult2' : 'difficult3');
  if (planes.obstructed[i]) keys.push('obstructed');
  const water = planes.water[i];
  if (water) keys.push(water === 2 ? 'rough' : 'water');
  const climb = planes.climb[i];
  if (climb) keys.push(climb === 2 ? 'slippery' : 'climb');
  if (planes.material[i] && ground !== 2) keys.push('rock');
  if (planes.opaque[i]) keys.push('opaque');
  if (!keys.length) keys.push('open');
  return keys;
}

/** Words for a cell's terrain (the legend's names). @param {TerrainPlanes} planes @param {number} i */
export function cellWords(planes, i) {
  return cellLook(planes, i)
    .map((k) => TERRAIN_BY_KEY[k].name)
    .join(', ');
}

// WCAG 2 relative luminance and contrast ratio of two #rrggbb colours.
/** @param {string} hex */
export function luminance(hex) {
  const v = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) / 255);
  const lin = v.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

/** @param {string} a @param {string} b */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A hue for a side's tokens: party blue, monsters red, others from the name. @param {string | undefined} side */
export function sideHue(side) {
  if (side === 'party') return 212;
  if (side === 'monsters') return 4;
  let h = 0;
  for (const ch of side || '') h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}
