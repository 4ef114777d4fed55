// Roll20's names → the shim's geometry and the protocol's scene (facts and sources:
// /work/shared/notes/roll20.md; attribute names from Roll20/roll20-api-scripts `.types/index.d.ts`,
// which the editor's Backbone models share). Plain data in, plain data out: the extension's page
// script copies attributes out of Roll20's models, and this file never touches Roll20 objects.
import { pixelGrid, spanCells, centreToCell, pointsToCells, rectCells } from './geometry.js';

// Roll20's unit of page size and of `snapping_increment`: 70 pixels ("width, height: in 70-px units";
// "snapping_increment: cell size as a multiple of 70 px", Page Settings, help centre 360039675373).
export const ROLL20_UNIT_PX = 70;

const FEET = new Set(['ft', 'ft.', 'feet', 'foot']);

/**
 * A ruleset for the page's ruler setting (`diagonaltype`, Measure Tool, help centre 360039674913):
 * "foure" = "D&D 5E/4E" → the 5e family (sw5e on a 5-ft grid, 5e-fine on a 1.25-ft one),
 * "threefive" = "Pathfinder/3.5E" → dnd35. Others have no matching ruleset: sw5e, with a note.
 */
export function rulesetForDiagonal(diagonaltype, cellFeet = 5) {
  if (diagonaltype === 'threefive') return { ruleset: 'dnd35' };
  if (diagonaltype === 'foure') return { ruleset: cellFeet === 1.25 ? '5e-fine' : 'sw5e' };
  return { ruleset: 'sw5e', note: `The page's ruler ("${diagonaltype}") matches no ruleset; pick one.` };
}

/**
 * The page's grid: cells of 70 × snapping_increment px from the page's top-left corner, each
 * scale_number scale_units. Problems (a hex grid, metres …) are listed, not thrown: the caller shows
 * them and the shim keeps working with the nearest sensible grid.
 */
export function roll20Grid(page) {
  const problems = [];
  let inc = Number(page.snapping_increment);
  if (!(inc > 0)) {
    problems.push({ code: 'no-snapping', path: '$.page.snapping_increment',
      message: `The page has no grid snapping (snapping_increment ${page.snapping_increment}); cells of 70 px are assumed.` });
    inc = 1;
  }
  if (page.grid_type !== undefined && page.grid_type !== 'square')
    problems.push({ code: 'unsupported-grid', path: '$.page.grid_type',
      message: `Footwork prices square grids only; this page's grid is "${page.grid_type}".` });
  let cellFeet = Number(page.scale_number);
  const units = String(page.scale_units ?? 'ft').trim().toLowerCase();
  if (!FEET.has(units) || !(cellFeet > 0)) {
    problems.push({ code: 'unsupported-units', path: '$.page.scale_units',
      message: `One cell is ${page.scale_number} ${page.scale_units}; Footwork counts in feet, so 5 ft cells are assumed.` });
    cellFeet = 5;
  }
  const cellPx = ROLL20_UNIT_PX * inc;
  const grid = pixelGrid({ cellPx, offsetX: 0, offsetY: 0, cellFeet });
  grid.width = Math.max(1, Math.ceil((Number(page.width) * ROLL20_UNIT_PX) / cellPx - 1e-9));
  grid.height = Math.max(1, Math.ceil((Number(page.height) * ROLL20_UNIT_PX) / cellPx - 1e-9));
  return { grid, problems };
}

/**
 * The size whose space matches a token `span` cells across, from the ruleset's size table (the
 * `rulesets` query's `sizes`): the exact match, preferring medium among equals (small and medium
 * share 5 ft), else the nearest space. Non-square tokens also get `space: [w, h]`.
 */
export function sizeForSpan(span, cellFeet, sizes, tokenFeet) {
  const across = tokenFeet ?? Math.max(span[0], span[1]) * cellFeet;
  let best;
  for (const s of sizes) {
    const d = Math.abs(s.spaceFeet - across);
    if (!best || d < best.d - 1e-9 || (Math.abs(d - best.d) <= 1e-9 && s.size === 'medium')) best = { d, size: s.size };
  }
  return best?.size ?? 'medium';
}

/** `lastmove` "x0,y0,x1,y1,…" (pixels) → [[x0, y0], [x1, y1], …]; bad or odd entries dropped. */
export function parseLastmove(text) {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const n = text.split(',').map((v) => Number(v));
  const points = [];
  for (let i = 0; i + 1 < n.length; i += 2) if (Number.isFinite(n[i]) && Number.isFinite(n[i + 1])) points.push([n[i], n[i + 1]]);
  return points;
}

/**
 * A token's drag: `lastmove` holds "the start point and any waypoints of the last move, not
 * including the current position" (Token Collisions `_getLastMovePts`); appending [left, top] gives
 * the whole path. → {start, waypoints, current} as top-left cells of the token's space, or null
 * when there is no recorded move.
 */
export function roll20Drag(token, grid) {
  const span = spanCells(grid, Number(token.width), Number(token.height));
  const points = parseLastmove(token.lastmove);
  if (points.length === 0) return null;
  const cells = pointsToCells(grid, [...points, [Number(token.left), Number(token.top)]], span);
  return { start: cells[0], waypoints: cells.slice(1, -1), current: cells[cells.length - 1] };
}

/**
 * A token (graphic attributes) → a protocol creature. `left`/`top` are the token's pixel centre,
 * `width`/`height` its size in pixels. `speed` (feet) and `side` come from the caller (bar values,
 * a form, `controlledby`); without a side, tokens some player controls are "players", others "gm".
 */
export function roll20Token(token, grid, { sizes = [], speed, side } = {}) {
  const span = spanCells(grid, Number(token.width), Number(token.height));
  const position = centreToCell(grid, Number(token.left), Number(token.top), span);
  const tokenFeet = (Math.max(Number(token.width), Number(token.height)) / grid.cellPx) * grid.cellFeet;
  const spec = { id: String(token.id), position, size: sizeForSpan(span, grid.cellFeet, sizes, tokenFeet) };
  if (span[0] !== span[1]) spec.space = span;
  if (speed !== undefined && Number.isFinite(speed) && speed >= 0) spec.speeds = { walk: speed };
  spec.side = side ?? (String(token.controlledby ?? '').trim() !== '' ? 'players' : 'gm');
  return { spec, name: token.name || String(token.id), span };
}

/**
 * Difficult terrain drawn as graphics: Roll20 has no terrain of its own (roll20.md, "what users ask
 * for"), so Footwork's convention is a graphic on the map or GM layer whose name starts with
 * "difficult" ("difficult", "Difficult terrain", "difficult x2" for dnd35's doubled-twice terrain).
 * → [{cells, terrain}] for Session.paint.
 */
export function roll20Terrain(tokens, grid) {
  const out = [];
  for (const t of tokens) {
    if (t.layer !== 'map' && t.layer !== 'gmlayer') continue;
    const m = /^\s*difficult\b(?:.*?\bx\s*([1-9]))?/i.exec(String(t.name ?? ''));
    if (!m) continue;
    const w = Number(t.width);
    const h = Number(t.height);
    const cells = rectCells(grid, Number(t.left) - w / 2, Number(t.top) - h / 2, Number(t.left) + w / 2, Number(t.top) + h / 2)
      .filter(([x, y]) => x >= 0 && y >= 0 && (grid.width === undefined || x < grid.width) && (grid.height === undefined || y < grid.height));
    out.push({ id: String(t.id), cells, terrain: { difficult: m[1] ? Number(m[1]) : 1 } });
  }
  return out;
}
