// Roll20's names → the shim's geometry and the protocol's scene (facts and sources:
// ../shared/notes/roll20.md, which cites its public sources; attribute names from Roll20/roll20-api-scripts `.types/index.d.ts`,
// which the editor's Backbone models share). Plain data in, plain data out: the extension's page
// script copies attributes out of Roll20's models, and this file never touches Roll20 objects.
import { pixelGrid, spanCells, centreToCell, pointsToCells, rectCells } from '../shim/geometry.js';
import { hexGrid, hexCellsOnPage } from '../shim/hex.js';
import { polylineEdges } from '../shim/walls.js';
import {
  MAX_CURVE_PIECES,
  MAX_LASTMOVE_CHARS,
  MAX_LASTMOVE_POINTS,
  MAX_PAGE_CELLS,
  MAX_WALL_POINTS,
  boxProblem,
  linesProblem,
  ROLL20_UNIT_PX,
  readLastmove,
  tokenProblem,
} from './bounds.js';
import { rulesForRuler } from '../shim/host-rules.js';
import { shimError } from '../shim/annotate.js';
import { sizeForExtent } from '../shim/token-size.js';

/** @typedef {import('../lib/index.js').Cell} Cell */
/** @typedef {import('../lib/index.js').EdgeKind} EdgeKind */
/** @typedef {import('../shim/index.js').Grid} Grid */
/** @typedef {import('./index.js').Roll20PageGrid} Roll20PageGrid */
/** @typedef {import('./index.js').Polyline} Polyline */
/** @typedef {[number, number]} Point a pixel point */

export { ROLL20_UNIT_PX };

const FEET = new Set(['ft', 'ft.', 'feet', 'foot']);

/**
 * The rules for the page's ruler setting (`diagonaltype`, Measure Tool, help centre 360039674913),
 * counted as that ruler counts: the mapping every surface shares (web/shim/host-rules.js,
 * docs/rules/variants.md "On each host"). `{ruleset, note?}`; `ruleset` is an id or a variant.
 * @type {typeof import('./index.js').rulesetForDiagonal}
 */
export function rulesetForDiagonal(diagonaltype, cellFeet = 5) {
  return rulesForRuler({ host: 'roll20', setting: diagonaltype, cellFeet });
}

// Roll20's hex pages (docs/extension.md, "Hex pages"). `grid_type` "hex" is "Hex (V)" and "hexr"
// "Hex (H)" (`.types/index.d.ts`: grid_type 'square' | 'hex' | 'hexr'; Page Settings, help centre
// 360039675373: "Cell Width (or Cell Height, for Hex (H) grids)"). What each is, from Hexploration
// (Roll20/roll20-api-scripts, Hexploration/src/HexagonTile.js, whose constants its author measured
// from token moves on live pages: `dx`/`dy` logged in a change:graphic handler), all × snapping_increment:
// - "hex": `isVertical`; the corners start at 30° (a corner straight up: pointy-topped hexes lying in
//   rows); neighbours in a row 75.1986 px apart (UNIT_PIXELS_SIDE_V_DIST), rows 66.9658 px apart
//   (UNIT_PIXELS_DIAG_V_DY); row r, column c at x = 37.5 + 75.1986 c (+ 37.5 on odd rows), y = 44 +
//   66.9658 r: odd rows shoved right (odd-r), cell [0, 0] centred at (37.5, 44).
// - "hexr": the corners start at 0° (a corner to the right: flat-topped hexes standing in columns);
//   columns 69.5851 px apart (UNIT_PIXELS_DIAG_H_DX), neighbours in a column 79.6888 px apart
//   (UNIT_PIXELS_SIDE_H_DIST); y = 40.5 + 79.6888 r (+ 40.5 on odd columns), x = 47 + 69.5851 c: odd
//   columns shoved down (odd-q), cell [0, 0] centred at (47, 40.5).
// Rows ¾ of a hexagon's height apart (pointy) and columns ¾ of its width (flat) give the hexagon's
// box: 75.1986 × 89.2878 (hex) and 92.7801 × 79.6888 (hexr) — a little taller and wider than regular
// (√3 : 2), which the shim's hex grids allow (web/shim/hex.js).
export const ROLL20_HEX = Object.freeze({
  hex: {
    orientation: 'pointy',
    offset: 'odd',
    hexWidth: 75.19856198446,
    rowPitch: 66.965827824268,
    originX: 37.5,
    originY: 44,
  },
  hexr: {
    orientation: 'flat',
    offset: 'odd',
    colPitch: 69.585127490377,
    hexHeight: 79.688789983504,
    originX: 47,
    originY: 40.5,
  },
});

/**
 * @param {keyof typeof ROLL20_HEX} type @param {number} inc @param {number} cellFeet
 * @param {import('./index.js').Roll20Page} page @returns {Roll20PageGrid}
 */
function roll20HexGrid(type, inc, cellFeet, page) {
  // (frozen, the table's words read as strings: its fields are these)
  const h =
    /** @type {{orientation: 'flat' | 'pointy', offset: 'odd' | 'even', hexWidth?: number, hexHeight?: number, colPitch?: number, rowPitch?: number, originX: number, originY: number}} */ (
      ROLL20_HEX[type]
    );
  const grid = hexGrid({
    orientation: h.orientation,
    offset: h.offset,
    hexWidth: (h.hexWidth ?? ((h.colPitch ?? NaN) * 4) / 3) * inc,
    hexHeight: (h.hexHeight ?? ((h.rowPitch ?? NaN) * 4) / 3) * inc,
    originX: h.originX * inc,
    originY: h.originY * inc,
    cellFeet,
  });
  const [width, height] = hexCellsOnPage(
    grid,
    Number(page.width) * ROLL20_UNIT_PX,
    Number(page.height) * ROLL20_UNIT_PX,
  );
  return { ...grid, width, height };
}

/**
 * The page's grid: cells of 70 × snapping_increment px from the page's top-left corner, each
 * scale_number scale_units; on a hex page ("hex", "hexr") the hexes above, each scale_number
 * scale_units from the next. Problems (an isometric grid, metres …) are listed, not thrown: the
 * caller shows them and the shim keeps working with the nearest sensible grid.
 * @type {typeof import('./index.js').roll20Grid}
 */
export function roll20Grid(page) {
  /** @type {import('./index.js').GridProblem[]} */
  const problems = [];
  let inc = Number(page.snapping_increment);
  // A cell wider than the largest page (MAX_PAGE_CELLS units of 70 px) is no grid either.
  if (!(inc > 0 && inc <= MAX_PAGE_CELLS)) {
    problems.push(
      shimError(
        'no-snapping',
        `The page has no grid snapping (snapping_increment ${page.snapping_increment}); cells of 70 px are assumed.`,
        '$.page.snapping_increment',
      ),
    );
    inc = 1;
  }
  const type = page.grid_type ?? 'square';
  if (type !== 'square' && !Object.hasOwn(ROLL20_HEX, type))
    problems.push(
      shimError(
        'unsupported-grid',
        `Footwork prices square and hex grids only; this page's grid is "${page.grid_type}" (priced as squares).`,
        '$.page.grid_type',
      ),
    );
  let cellFeet = Number(page.scale_number);
  const units = String(page.scale_units ?? 'ft')
    .trim()
    .toLowerCase();
  if (!FEET.has(units) || !(cellFeet > 0)) {
    problems.push(
      shimError(
        'unsupported-units',
        `One cell is ${page.scale_number} ${page.scale_units}; Footwork counts in feet, so 5 ft cells are assumed.`,
        '$.page.scale_units',
      ),
    );
    cellFeet = 5;
  }
  /** @type {Roll20PageGrid} */
  let grid;
  if (type === 'hex' || type === 'hexr') grid = roll20HexGrid(type, inc, cellFeet, page);
  else {
    const cellPx = ROLL20_UNIT_PX * inc;
    grid = {
      ...pixelGrid({ cellPx, offsetX: 0, offsetY: 0, cellFeet }),
      width: Math.max(1, Math.ceil((Number(page.width) * ROLL20_UNIT_PX) / cellPx - 1e-9)),
      height: Math.max(1, Math.ceil((Number(page.height) * ROLL20_UNIT_PX) / cellPx - 1e-9)),
    };
  }
  // The page's own size is the first number every other one is checked against (bounds.js): one that
  // is no positive number, or more cells a side than the engine takes, refuses the page before any
  // of its walls or tokens is read.
  const w = Number(page.width);
  const h = Number(page.height);
  if (
    !(w > 0 && h > 0 && Number.isFinite(w * ROLL20_UNIT_PX) && Number.isFinite(h * ROLL20_UNIT_PX)) ||
    !(grid.width <= MAX_PAGE_CELLS && grid.height <= MAX_PAGE_CELLS)
  ) {
    problems.push({
      ...shimError(
        'page-size',
        `The page is ${String(page.width).slice(0, 24)} × ${String(page.height).slice(0, 24)} units of 70 px (${String(grid.width).slice(0, 24)} × ${String(grid.height).slice(0, 24)} cells); Footwork prices pages of at most ${MAX_PAGE_CELLS} cells a side, so nothing on it is priced.`,
        '$.page.width',
      ),
      fatal: true,
    });
    grid.width = Math.min(Number.isFinite(grid.width) ? grid.width : 1, MAX_PAGE_CELLS);
    grid.height = Math.min(Number.isFinite(grid.height) ? grid.height : 1, MAX_PAGE_CELLS);
    grid.pagePx = [grid.width * grid.cellPx, grid.height * grid.cellPx];
  } else grid.pagePx = [w * ROLL20_UNIT_PX, h * ROLL20_UNIT_PX];
  return { grid, problems };
}

/**
 * The size whose space matches a token `span` cells across (or `tokenFeet` across), from the ruleset's
 * size table: the shim's one reading of a token's extent (web/shim/token-size.js sizeForExtent).
 * Non-square tokens also get `space: [w, h]` (roll20Token).
 * @type {typeof import('./index.js').sizeForSpan}
 */
export function sizeForSpan(span, cellFeet, sizes, tokenFeet) {
  return sizeForExtent(tokenFeet !== undefined ? tokenFeet / cellFeet : Math.max(span[0], span[1]), cellFeet, sizes);
}

// Whether the size's space (the size table's feet in cells, as the engine counts them) is `n` cells
// across: on hexes the token's anchor is read for a space `n` hexes across, so when the nearest size
// is wider or narrower the creature is given its space as the token spans it.
/** @param {number} n @param {string} size @param {number} cellFeet @param {Array<{size: string, spaceFeet: number}>} sizes */
function sameWidth(n, size, cellFeet, sizes) {
  const row = sizes.find((s) => s.size === size);
  return !row || Math.max(1, Math.ceil(row.spaceFeet / cellFeet - 1e-9)) === n;
}

/**
 * `lastmove` "x0,y0,x1,y1,…" (pixels) → [[x0, y0], [x1, y1], …]; bad or odd entries dropped, and
 * nothing read past MAX_LASTMOVE_CHARS characters or MAX_LASTMOVE_POINTS points (bounds.js
 * readLastmove also checks each point against the page, and says what was wrong).
 * @type {typeof import('./index.js').parseLastmove}
 */
export function parseLastmove(text) {
  if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_LASTMOVE_CHARS) return [];
  const n = text.split(',', 2 * MAX_LASTMOVE_POINTS).map((v) => Number(v));
  /** @type {Point[]} */
  const points = [];
  for (let i = 0; i + 1 < n.length; i += 2)
    if (Number.isFinite(n[i]) && Number.isFinite(n[i + 1])) points.push([n[i], n[i + 1]]);
  return points;
}

/**
 * A token's drag: `lastmove` holds "the start point and any waypoints of the last move, not
 * including the current position" (Token Collisions `_getLastMovePts`); appending [left, top] gives
 * the whole path. → {start, waypoints, current} as top-left cells of the token's space, or null
 * when there is no recorded move, or none that can be read on this page (bounds.js moveProblem says
 * why: a point far off the page, a `lastmove` too long).
 * @type {typeof import('./index.js').roll20Drag}
 */
export function roll20Drag(token, grid) {
  if (tokenProblem(token, grid)) return null;
  const { points, problem } = readLastmove(token.lastmove, grid);
  if (problem || points.length === 0) return null;
  const span = spanCells(grid, Number(token.width), Number(token.height));
  /** @type {Point} */
  const at = [Number(token.left), Number(token.top)];
  const cells = pointsToCells(grid, [...points, at], span);
  return { start: cells[0], waypoints: cells.slice(1, -1), current: cells[cells.length - 1] };
}

/**
 * A token (graphic attributes) → a protocol creature. `left`/`top` are the token's pixel centre,
 * `width`/`height` its size in pixels. `speed` (feet) and `side` come from the caller (bar values,
 * a form, `controlledby`); without a side, tokens some player controls are "players", others "gm".
 * `conditions` (protocol names, e.g. markers.js conditionsFromMarkers of the status markers) go in as they are.
 * @param {import('./index.js').Roll20Graphic} token
 * @param {import('../shim/index.js').Grid} grid
 * @param {Parameters<typeof import('./index.js').roll20Token>[2]} [options]
 */
export function roll20Token(token, grid, { sizes = [], speed, side, conditions } = {}) {
  const span = spanCells(grid, Number(token.width), Number(token.height));
  const position = centreToCell(grid, Number(token.left), Number(token.top), span);
  const tokenFeet = (Math.max(Number(token.width), Number(token.height)) / grid.cellPx) * grid.cellFeet;
  // A size from the ruleset's own table (the engine refuses a size it does not know, in its words).
  const size = /** @type {import('../lib/index.js').SizeName} */ (sizeForSpan(span, grid.cellFeet, sizes, tokenFeet));
  /** @type {import('../lib/index.js').CreatureSpec} */
  const spec = { id: String(token.id), position, size };
  if (span[0] !== span[1] || (grid.type === 'hex' && !sameWidth(span[0], size, grid.cellFeet, sizes)))
    spec.space = span;
  if (speed !== undefined && Number.isFinite(speed) && speed >= 0) spec.speeds = { walk: speed };
  spec.side = side ?? (String(token.controlledby ?? '').trim() !== '' ? 'players' : 'gm');
  // The host's condition names as they are: the engine refuses one it does not know, in its words.
  if (Array.isArray(conditions) && conditions.length)
    spec.conditions = /** @type {NonNullable<import('../lib/index.js').CreatureSpec['conditions']>} */ ([
      ...conditions,
    ]);
  return { spec, name: token.name || String(token.id), span };
}

/**
 * Difficult terrain drawn as graphics: Roll20 has no terrain of its own (roll20.md, "what users ask
 * for"), so Footwork's convention is a graphic on the map or GM layer whose name starts with
 * "difficult" ("difficult", "Difficult terrain", "difficult x2" for dnd35's doubled-twice terrain).
 * → [{cells, terrain}] for Session.paint.
 */
// "difficult", then the first "x<digit>" after it: a lazy `.*?` over a name of at most 200 characters.
const DIFFICULT = /^\s*difficult\b(?:.*?\bx\s*([1-9]))?/i;

/** @type {typeof import('./index.js').roll20Terrain} */
export function roll20Terrain(tokens, grid) {
  const out = [];
  for (const t of tokens) {
    if (t.layer !== 'map' && t.layer !== 'gmlayer') continue;
    const m = DIFFICULT.exec(String(t.name ?? '').slice(0, 200));
    if (!m) continue;
    // Off the page's box (bounds.js): no cells, and the caller reports it (bounds.js boxProblem).
    if (boxProblem(t, grid)) continue;
    const w = Number(t.width);
    const h = Number(t.height);
    // Cut to the page before the cells are listed: a graphic three pages wide lists one page's cells.
    const [pw, ph] = grid.pagePx ?? [Infinity, Infinity];
    const cells = rectCells(
      grid,
      Math.max(-grid.cellPx, Number(t.left) - w / 2),
      Math.max(-grid.cellPx, Number(t.top) - h / 2),
      Math.min(pw + grid.cellPx, Number(t.left) + w / 2),
      Math.min(ph + grid.cellPx, Number(t.top) + h / 2),
    ).filter(
      ([x, y]) =>
        x >= 0 &&
        y >= 0 &&
        (grid.width === undefined || x < grid.width) &&
        (grid.height === undefined || y < grid.height),
    );
    out.push({ id: String(t.id), cells, terrain: { difficult: m[1] ? Number(m[1]) : 1 } });
  }
  return out;
}

// ---- Walls, doors and windows (roll20.md, "Walls"; sources: PathMath 1.7 `toSegments`,
// `getTransformInfo`, `tupleToPoint`; PathToWindowOrDoor 1.0; `.types/index.d.ts`; help centre
// 11462645998999, Placing Doors & Windows). → pixel polylines and an edge kind; web/shim/walls.js
// turns them into cell edges.

// What a barrier means for movement, in the protocol's edge kinds:
// - `barrierType` "wall" (and a legacy path without one): a wall;
// - "transparent" (sight passes, movement does not: the UDL "window" lines PathMath's
//   pathToUDLWindow draws): the engine's `window`, which "blocks movement" but not sight;
// - "oneWay": one-way walls let sight through from one side. The engine's edges have no direction,
//   and the wall is still a wall to walk through from either side: a wall (docs/extension.md).
/** @type {Record<string, EdgeKind>} */
const BARRIER_KIND = { wall: 'wall', transparent: 'window', oneWay: 'wall' };

/** A host's number (or text of one), else `d`. @param {unknown} v @param {number} [d] */
const num = (v, d = 0) => (Number.isFinite(Number(v)) ? Number(v) : d);
/** JSON text read (undefined when it is none), anything else as it is. @param {unknown} v @returns {unknown} */
const parseJson = (v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
};

// A point of a path's own frame → the page: scaled, rotated about the box centre (rotation in degrees,
// clockwise on screen as y grows downwards) and moved to the centre (PathMath `tupleToPoint`).
/**
 * @param {{cx: number, cy: number, width: number, height: number, scaleX?: number, scaleY?: number, rotation?: unknown}} box
 * @returns {(p: Point) => Point}
 */
function placer({ cx, cy, width, height, scaleX = 1, scaleY = 1, rotation = 0 }) {
  const a = (num(rotation) / 180) * Math.PI;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return ([x, y]) => {
    const u = (x - width / 2) * scaleX;
    const v = (y - height / 2) * scaleY;
    return a === 0 ? [cx + u, cy + v] : [cx + u * cos - v * sin, cy + u * sin + v * cos];
  };
}

/** @param {Point[]} pts @param {number} t @returns {Point} */
const bezier = (pts, t) => {
  let p = pts;
  while (p.length > 1)
    p = p.slice(1).map((q, i) => /** @type {Point} */ [p[i][0] + (q[0] - p[i][0]) * t, p[i][1] + (q[1] - p[i][1]) * t]);
  return p[0];
};

/**
 * A legacy `path`'s `_path` ("[["M",x,y],["L",x,y],["C",…],["Q",…],["Z"]]", relative to its bounding
 * box `width` × `height` centred at `left`/`top`, with `scaleX`, `scaleY`, `rotation`) → page-pixel
 * polylines. Curves are flattened into pieces of at most 10 px; two moves in a row are a line, as
 * Roll20's lighting reads them (PathMath 1.7, `toSegments`).
 * @type {typeof import('./index.js').legacyPathLines}
 */
export function legacyPathLines(path, page = {}) {
  let raw = path._path ?? path.path;
  if (typeof raw === 'string')
    raw = raw
      .replace(/mapWidth/g, String(num(page.width) * ROLL20_UNIT_PX))
      .replace(/mapHeight/g, String(num(page.height) * ROLL20_UNIT_PX));
  const cmds = parseJson(raw);
  if (!Array.isArray(cmds) || cmds.length > MAX_WALL_POINTS) return [];
  const place = placer({
    cx: num(path.left),
    cy: num(path.top),
    width: num(path.width),
    height: num(path.height),
    scaleX: num(path.scaleX, 1),
    scaleY: num(path.scaleY, 1),
    rotation: path.rotation,
  });
  /** @type {Polyline[]} */
  const lines = [];
  /** @type {Point[] | null} */
  let line = null;
  /** @type {Point | null} */
  let start = null;
  /** @type {Point | null} */
  let prev = null;
  /** @type {string | null} */
  let prevType = null;
  const flush = () => {
    if (line && line.length > 1) lines.push({ points: line });
    line = null;
  };
  for (const c of cmds) {
    if (!Array.isArray(c)) continue;
    const type = String(c[0]).toUpperCase();
    const at = (/** @type {number} */ i) => place([num(c[i]), num(c[i + 1])]);
    if (type === 'M' && prevType !== 'M') {
      flush();
      prev = at(1);
      start = prev;
      line = [prev];
    } else if (type === 'L' || type === 'M') {
      const p = at(1);
      if (!line) line = [prev ?? p];
      line.push(p);
      prev = p;
    } else if ((type === 'C' || type === 'Q') && prev) {
      const ctrl = type === 'C' ? [at(1), at(3), at(5)] : [at(1), at(3)];
      const pts = [prev, ...ctrl];
      let len = 0;
      for (let i = 1; i < pts.length; i++) len += Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
      const n = Number.isFinite(len) ? Math.min(MAX_CURVE_PIECES, Math.max(1, Math.ceil(len / 10))) : 1;
      if (!line) line = [prev];
      for (let i = 1; i <= n; i++) line.push(bezier(pts, i / n));
      prev = line[line.length - 1];
    } else if (type === 'Z' && start && line) {
      line.push(start);
      prev = start;
    }
    prevType = type;
  }
  flush();
  return lines;
}

/**
 * A current-engine `pathv2` (`shape` "pol" | "free" | "rec" | "eli", `points` "[[x,y],…]" relative
 * to their own bounds, centred at `x`/`y`, `rotation`) → page-pixel polylines (PathMath 1.7,
 * `toSegments`: "pol" and "free" are open polylines; "rec" is the rectangle of two corners; "eli"
 * the ellipse inside them, drawn here with 32 sides).
 * @type {typeof import('./index.js').pathv2Lines}
 */
export function pathv2Lines(path) {
  const raw = parseJson(path.points);
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_WALL_POINTS) return [];
  const pts = raw.filter((p) => Array.isArray(p)).map(([x, y]) => /** @type {Point} */ ([num(x), num(y)]));
  // Folds, not Math.min(...points): spreading thousands of arguments can overflow the stack.
  const least = (/** @type {0 | 1} */ i) => pts.reduce((m, p) => Math.min(m, p[i]), Infinity);
  const mx = least(0);
  const my = least(1);
  const norm = pts.map(([x, y]) => /** @type {Point} */ ([x - mx, y - my]));
  const width = norm.reduce((m, p) => Math.max(m, p[0]), 0);
  const height = norm.reduce((m, p) => Math.max(m, p[1]), 0);
  const place = placer({ cx: num(path.x), cy: num(path.y), width, height, rotation: path.rotation });
  const shape = path.shape ?? 'pol';
  if (shape === 'rec' || shape === 'eli') {
    if (norm.length < 2) return [];
    const [x1, x2] = [Math.min(norm[0][0], norm[1][0]), Math.max(norm[0][0], norm[1][0])];
    const [y1, y2] = [Math.min(norm[0][1], norm[1][1]), Math.max(norm[0][1], norm[1][1])];
    if (shape === 'rec')
      return [
        {
          points: /** @type {Point[]} */ ([
            [x1, y1],
            [x2, y1],
            [x2, y2],
            [x1, y2],
          ]).map(place),
          closed: true,
        },
      ];
    /** @type {Point[]} */
    const out = [];
    for (let i = 0; i < 32; i++) {
      const t = (i / 32) * 2 * Math.PI;
      out.push(place([(x1 + x2) / 2 + ((x2 - x1) / 2) * Math.cos(t), (y1 + y2) / 2 + ((y2 - y1) / 2) * Math.sin(t)]));
    }
    return [{ points: out, closed: true }];
  }
  return norm.length > 1 ? [{ points: norm.map(place) }] : [];
}

/**
 * A `door` or `window`: `x`, `y` with the Y axis inverted (y = −top) and two handles relative to it,
 * also Y-up (PathToWindowOrDoor 1.0: x = left, y = −top, handle y = −(path y)) → one page-pixel line.
 * @type {typeof import('./index.js').portalLine}
 */
export function portalLine(obj) {
  const parsed = parseJson(obj.path);
  /** @type {{handle0?: {x?: unknown, y?: unknown}, handle1?: {x?: unknown, y?: unknown}}} */
  const path = parsed && typeof parsed === 'object' ? parsed : {};
  const [h0, h1] = [path.handle0, path.handle1];
  if (!h0 || !h1) return null;
  const x = num(obj.x);
  const y = num(obj.y);
  return { points: [h0, h1].map((p) => /** @type {Point} */ ([x + num(p.x), -(y + num(p.y))])) };
}

/**
 * One Roll20 object (plain attributes, with `type`: "path" | "pathv2" | "door" | "window") → its
 * movement barrier {id, type, kind, lines} or null when it is not one (a path on another layer):
 * - paths (legacy and pathv2) count on the `walls` layer (the Dynamic Lighting layer), with the kind
 *   of their `barrierType`;
 * - a door is `door-closed` unless `isOpen` (locked or secret, a closed door blocks like a wall; an
 *   open one does not);
 * - a window is `window` (blocks movement) unless `isOpen`: "When a window is open, players will be
 *   able to move their token through the window, as if they are climbing in" (help centre
 *   11462645998999): then `door-open`, which blocks nothing.
 * @type {typeof import('./index.js').roll20Barrier}
 */
export function roll20Barrier(obj, page = {}, grid = undefined) {
  const id = String(obj.id);
  const type = obj.type ?? obj._type;
  const open = obj.isOpen === true || obj.isOpen === 'true';
  if (type === 'door' || type === 'window') {
    const line = portalLine(obj);
    if (!line) return null;
    const kind = type === 'door' ? (open ? 'door-open' : 'door-closed') : open ? 'door-open' : 'window';
    return withinPage({ id, type, kind, lines: [line] }, grid);
  }
  if (type !== 'path' && type !== 'pathv2') return null;
  if (obj.layer !== 'walls') return null;
  const kind = BARRIER_KIND[String(obj.barrierType)] ?? 'wall';
  const lines =
    type === 'pathv2' || (obj.points !== undefined && obj._path === undefined)
      ? pathv2Lines(obj)
      : legacyPathLines(obj, page);
  return withinPage({ id, type, kind, lines }, grid);
}

// A barrier with a point off the page's box (bounds.js) keeps no lines and says why in `problem`:
// its edges would be sized by that point.
/**
 * @template {{id: string, type: string, kind: EdgeKind, lines: Polyline[]}} B
 * @param {B} b @param {Grid | undefined} grid @returns {B & {problem?: import('./index.js').GridProblem}}
 */
function withinPage(b, grid) {
  if (!grid) return b;
  const problem = linesProblem(b.lines, grid, `the ${b.type === 'pathv2' ? 'path' : b.type} ${b.id}`);
  return problem ? { ...b, lines: [], problem } : b;
}

/**
 * Roll20 objects → [{id, type, kind, edges: Set of edge keys, problem?}] on the page's grid
 * (web/shim/walls.js); a barrier with a point off the page (bounds.js) has no edges and a `problem`.
 * @type {typeof import('./index.js').roll20Barriers}
 */
export function roll20Barriers(objects, grid, page = {}) {
  /** @type {ReturnType<typeof import('./index.js').roll20Barriers>} */
  const out = [];
  for (const o of objects) {
    const b = roll20Barrier(o, page, grid);
    if (!b) continue;
    /** @type {Set<string>} */
    const edges = new Set();
    for (const l of b.lines) for (const k of polylineEdges(grid, l.points, { closed: l.closed })) edges.add(k);
    out.push(
      b.problem
        ? { id: b.id, type: b.type, kind: b.kind, edges, problem: b.problem }
        : { id: b.id, type: b.type, kind: b.kind, edges },
    );
  }
  return out;
}
