// What Footwork needs from an Owlbear scene, read from what the SDK gives: the grid (OBR.scene.grid:
// dpi, scale, type, measurement; types/Grid.d.ts), the tokens (IMAGE items on the CHARACTER layer,
// sized by their footprint in cells, with side and speeds from this extension's metadata), difficult
// terrain and walls (items the GM marked in the panel, Owlbear's own WALL items, Smoke & Spectre's
// vision lines). Pure functions: no SDK calls, nothing thrown; every item that cannot be read becomes
// a problem naming it, and the rest of the scene is still used.
import { MAX_SPEED_FEET } from '../../shim/speeds.js';
import { shimError, sizeForExtent } from '../../shim/index.js';
import { rulesForTable, withHouseRules } from '../../shim/house-rules.js';
import {
  pixelGrid,
  hexGrid,
  hexPixelToCell,
  hexCellToCentre,
  centreToCell,
  polylineEdges,
  protocolGrid,
  clipSegment,
  EDGE_KINDS,
} from '../../shim/index.js';
import { rulesForRuler, rulerDisagreement, rulerOf, rulesLabel, diagonalOf } from '../../shim/host-rules.js';
import { imageRect, outline, polygonCells, itemProblem } from './items.js';
import { TOKEN_KEY, MARK_KEY, SMOKE } from './ids.js';

/** @typedef {import('../../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../../lib/index.js').RulesetInfo} RulesetInfo */
/** @typedef {import('../../lib/index.js').CreatureSpec} CreatureSpec */
/**
 * A problem of the scene: the shim's one shape (source 'owlbear'), with the id of the item it names
 * (`item`) when it names one, or of the creature the engine left out (`token`, as the shim's Session names it).
 * @typedef {ErrorAnnotation & {item?: string, token?: string}} SceneProblem
 */
/**
 * An item as the SDK hands it over: any shape (another extension may write anything into a scene);
 * every field read is checked first (items.js itemProblem, finite, isVector).
 * @typedef {any} HostItem
 */
/**
 * The room's settings, complete (readSettings).
 * @typedef {{ruleset: string, alternating: string, chebyshev: string, keepIllegalOut: boolean, turn: number,
 *   rules: Record<string, unknown>}} Settings
 */

/** @type {Readonly<Settings>} */
export const DEFAULT_SETTINGS = Object.freeze({
  ruleset: 'auto', // or a ruleset id, overriding the grid's measurement
  alternating: 'sw5e', // ALTERNATING diagonals: sw5e (5/10) or dnd35 (1-2-1)
  // CHEBYSHEV (every diagonal one square): the room's base counted one square (web/shim/host-rules.js),
  // sw5e as on a Roll20 page whose ruler is "D&D 5E/4E": the same ruler, the same rules.
  chebyshev: 'sw5e',
  keepIllegalOut: false,
  turn: 0,
  rules: {}, // house rules over the room's rules (web/shim/house-rules.js), set by the GM in the panel
});

const MAX_SIDE = 4096;
const MAX_CELLS = 4000000;
// A scene whose items span more than MAX_SIDE a side or MAX_CELLS (one stray token far away, a token
// scaled to 1e9) is priced in a window of WINDOW_SIDE × WINDOW_SIDE cells around the dragged token
// (before any drag: around the middle of the tokens); the tokens outside it are named and left out
// (issue 29). 500 cells is 2500 ft at 5 ft a cell, far more than any turn's movement.
export const WINDOW_SIDE = 500;
const SPEED_NAMES = ['walk', 'fly', 'swim', 'climb', 'burrow'];
// Where in the scene each kind of problem points (the shim's `path`): the room's settings, the grid,
// or the items (then `item` names the one).
/** @type {Record<string, string>} */
const PROBLEM_PATHS = {
  'bad-settings': '$.settings',
  'bad-ruleset': '$.settings.ruleset',
  'house-rule': '$.settings.rules',
  'bad-scale': '$.grid.scale',
  'measurement-differs': '$.grid.measurement',
  'no-grid': '$.grid',
  'isometric-grid': '$.grid.type',
  'unknown-grid': '$.grid.type',
  'bad-grid': '$.grid.dpi',
};
/**
 * A problem of the scene in the shim's one shape; `item`: the id of the item it names.
 * @param {string} code @param {string} message @param {string} [item] @returns {SceneProblem}
 */
const problem = (code, message, item) => ({
  ...shimError(code, message, PROBLEM_PATHS[code] ?? '$.items', 'owlbear'),
  ...(item ? { item } : {}),
});
// An item named in a message: its name (or id), shortened past 60 characters so a long one cannot
// fill the panel.
const LABEL_CHARS = 60;
/** @param {HostItem} item */
const label = (item) => {
  const text = String(typeof item?.name === 'string' && item.name ? item.name : item?.id);
  return `"${[...text].length > LABEL_CHARS ? [...text].slice(0, LABEL_CHARS - 1).join('') + '…' : text}"`;
};

/**
 * Room settings as stored (anything) → a complete settings object and the problems found.
 * @param {unknown} stored @returns {{settings: Settings, problems: SceneProblem[]}}
 */
export function readSettings(stored) {
  /** @type {Settings} */
  const s = { ...DEFAULT_SETTINGS };
  /** @type {SceneProblem[]} */
  const problems = [];
  if (stored === undefined) return { settings: s, problems };
  if (stored === null || typeof stored !== 'object') {
    problems.push(problem('bad-settings', "The room's Footwork settings are not an object; using the defaults."));
    return { settings: s, problems };
  }
  /** @type {Record<string, unknown>} */
  const st = /** @type {any} */ (stored);
  // Ruleset ids are short words; a longer text is no ruleset (and would be echoed whole in a message).
  for (const key of /** @type {const} */ (['ruleset', 'alternating', 'chebyshev'])) {
    const v = st[key];
    if (typeof v === 'string' && v.length <= 64) s[key] = v;
    else if (v !== undefined)
      problems.push(
        problem('bad-settings', `The room's Footwork setting "${key}" is not a ruleset id; using "${s[key]}".`),
      );
  }
  if (typeof st.keepIllegalOut === 'boolean') s.keepIllegalOut = st.keepIllegalOut;
  // House rules: read for their shape here; mapScene checks each against the engine's knob list.
  const rules = st.rules;
  if (rules !== undefined) {
    const ok =
      rules !== null &&
      typeof rules === 'object' &&
      !Array.isArray(rules) &&
      Object.keys(rules).length <= 64 &&
      JSON.stringify(rules).length <= 4000;
    if (ok) s.rules = /** @type {Record<string, unknown>} */ (rules);
    else problems.push(problem('bad-settings', "The room's house rules are not a list of rules; none are used."));
  }
  if (typeof st.turn === 'number' && Number.isInteger(st.turn) && st.turn >= 0) s.turn = st.turn;
  return { settings: s, problems };
}

/**
 * "5ft", "1.5m", {raw, parsed: {multiplier, unit}} → feet per cell, or a problem (`cell`: what a cell is called).
 * @param {any} scale the SDK's GridScale, or its text; checked here @param {string} [cell]
 * @returns {{cellFeet: number, problem?: SceneProblem}}
 */
export function cellFeetFromScale(scale, cell = 'square') {
  /** @type {unknown} */
  let multiplier;
  /** @type {unknown} */
  let unit;
  if (scale && typeof scale === 'object' && scale.parsed) ({ multiplier, unit } = scale.parsed);
  else {
    const m = /^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z."']*)\s*$/.exec(typeof scale === 'string' ? scale : (scale?.raw ?? ''));
    if (m) [multiplier, unit] = [Number(m[1]), m[2]];
  }
  if (!(typeof multiplier === 'number' && multiplier > 0))
    return {
      cellFeet: 5,
      problem: problem(
        'bad-scale',
        `The grid scale "${scale?.raw ?? scale}" is not a number and a unit; counting 5 ft per ${cell}.`,
      ),
    };
  const u = String(unit ?? '').toLowerCase();
  if (['ft', 'ft.', 'feet', 'foot', "'", ''].includes(u)) return { cellFeet: multiplier };
  // 1.5 m is the metric editions' square of 5 ft.
  if (['m', 'meter', 'meters', 'metre', 'metres'].includes(u)) return { cellFeet: (multiplier * 5) / 1.5 };
  return {
    cellFeet: 5,
    problem: problem('bad-scale', `The grid unit "${unit}" is not feet or metres; counting 5 ft per ${cell}.`),
  };
}

/**
 * The rules for a grid measurement, counted as Owlbear's ruler counts: the mapping every surface shares
 * (web/shim/host-rules.js, docs/rules/variants.md "On each host"). The room's base for alternating
 * or one-square diagonals (`settings.alternating`, `settings.chebyshev`) is counted as the grid
 * counts; an explicit choice wins, with a note when it counts otherwise than the ruler.
 * `rulesets` is the engine's `rulesets` query list; `cellFeet` the grid's (1.25: 5e-fine).
 * `{ruleset, note?}` (`ruleset` an id or a variant) or `{problem}`.
 * @param {string | undefined} measurement @param {Settings} settings @param {Array<{id: string}>} rulesets
 * @param {number} [cellFeet]
 * @returns {{ruleset: import('../../lib/index.js').RulesetSpec, note?: SceneProblem} | {problem: SceneProblem}}
 */
export function chooseRuleset(measurement, settings, rulesets, cellFeet = 5) {
  /** @type {Set<string | undefined>} */
  const known = new Set(rulesets.map((r) => r.id));
  if (settings.ruleset !== 'auto') {
    if (!known.has(settings.ruleset))
      return {
        problem: problem('bad-ruleset', `Footwork has no ruleset "${settings.ruleset}"; choose one in the panel.`),
      };
    const id = /** @type {import('../../lib/index.js').RulesetId} */ (settings.ruleset); // one of the engine's
    const differs = rulerDisagreement({ host: 'owlbear', setting: measurement, ruleset: id });
    return differs ? { ruleset: id, note: problem('measurement-differs', differs) } : { ruleset: id };
  }
  // The room's family choice is for 5-ft grids: 1.25-ft squares are 5e-fine's, the one text written for them.
  const diagonal = rulerOf('owlbear', measurement)?.diagonal;
  /** @type {Record<string, string>} */
  const family = { alternating: settings.alternating, one: settings.chebyshev };
  const wanted = cellFeet === 1.25 || diagonal === undefined ? undefined : family[diagonal];
  const base = known.has(wanted) ? wanted : undefined;
  const { ruleset, note } = rulesForRuler({ host: 'owlbear', setting: measurement, cellFeet, base });
  if (note) return { ruleset, note: problem('measurement-differs', note) };
  if (wanted && !base)
    return {
      ruleset,
      note: problem('bad-ruleset', `Footwork has no ruleset "${wanted}"; using ${rulesLabel(ruleset)}.`),
    };
  return { ruleset };
}

// Owlbear's hex grids (SDK types/Grid.d.ts: `type` "HEX_VERTICAL" | "HEX_HORIZONTAL"; `dpi`: "For
// vertically oriented hex grids this is the width of the grid cell. For horizontally oriented hex
// grids this is the height of the grid cell"). Vertical hexes are pointy-topped in rows (their width,
// side to side, is the dpi); horizontal ones flat-topped in columns (their height is the dpi), as
// open-source Owlbear extensions read them (`flatTop = gridType === 'HEX_HORIZONTAL'`, the dpi the
// spacing along the main axis). Regular hexagons. Where the lattice sits is in neither the SDK's
// types nor its code (lib/api/scene/SceneGridApi.js: snapPosition and getDistance are messages the
// host answers, OBR_SCENE_GRID_SNAP_POSITION …; no grid arithmetic ships in the SDK): the background
// page asks the host, snapping the scene's origin to the nearest hex centre (`hexOrigin`, read in
// background.js), and without an answer assumes a hex centred on the origin. Lattice cell [0, 0] is
// that hex; odd rows (vertical) or odd columns (horizontal) are shoved half a hex from it — on an
// endless lattice "odd shoved right" and "even shoved left" are the same hexes, so the parity is
// only how cells are counted, and the engine's window keeps the lattice's (docs/owlbear.md, "Hex
// grids").
/** @type {Record<string, 'pointy' | 'flat'>} */
const HEX_TYPES = { HEX_VERTICAL: 'pointy', HEX_HORIZONTAL: 'flat' };
/** @param {unknown} v @returns {v is number} */
const finite = (v) => typeof v === 'number' && Number.isFinite(v);

/**
 * The grid as read: cell size in pixels and feet, the ruler's measurement, a hex grid's orientation
 * and the hex centre the host snaps the origin to.
 * @typedef {{cellPx: number, cellFeet: number, measurement: string | undefined, hex?: 'pointy' | 'flat',
 *   origin: [number, number], problems: SceneProblem[]}} GridRead
 */
/**
 * The grid: square or hex; {cellPx, cellFeet, hex?: 'pointy'|'flat', problems} or {refused: problem}
 * (tell them apart with `'refused' in`).
 * @param {any} grid the SDK's Grid and the hex origin (background.js), or anything: checked here
 * @returns {GridRead | {refused: SceneProblem}}
 */
export function readGrid(grid) {
  if (!grid || typeof grid !== 'object')
    return { refused: problem('no-grid', 'The scene has no grid Footwork can read.') };
  const { dpi, type } = grid;
  if (type === 'DIMETRIC' || type === 'ISOMETRIC')
    return {
      refused: problem(
        'isometric-grid',
        `${type === 'DIMETRIC' ? 'Dimetric' : 'Isometric'} grids are not supported: Footwork works on square and hex grids.`,
      ),
    };
  if (type !== 'SQUARE' && !Object.hasOwn(HEX_TYPES, type))
    return {
      refused: problem('unknown-grid', `Unknown grid type "${String(type)}": Footwork works on square and hex grids.`),
    };
  if (!(typeof dpi === 'number' && dpi > 0 && Number.isFinite(dpi)))
    return { refused: problem('bad-grid', `The grid's dpi (${String(dpi)}) is not a positive number.`) };
  const feet = cellFeetFromScale(grid.scale, HEX_TYPES[type] ? 'hex' : 'square');
  const o = grid.hexOrigin;
  return {
    cellPx: dpi,
    cellFeet: feet.cellFeet,
    measurement: grid.measurement,
    ...(HEX_TYPES[type] ? { hex: HEX_TYPES[type] } : {}),
    // The centre of the hex the host snaps the scene's origin to (background.js), else the origin.
    origin: /** @type {[number, number]} */ (o && finite(o.x) && finite(o.y) ? [o.x, o.y] : [0, 0]),
    problems: feet.problem ? [feet.problem] : [],
  };
}

// The hex lattice of the whole scene: cell [0, 0] centred on `origin`.
/** @param {GridRead & {hex: 'pointy' | 'flat'}} g */
const hexLattice = (g) =>
  hexGrid({
    orientation: g.hex,
    offset: 'odd',
    ...(g.hex === 'pointy' ? { hexWidth: g.cellPx } : { hexHeight: g.cellPx }),
    originX: g.origin[0],
    originY: g.origin[1],
    cellFeet: g.cellFeet,
  });

/**
 * The engine's window on the hex lattice covering the pixel box b: its first column and row (the
 * shoved axis rounded down to an even index, so the window's odd rows or columns are the lattice's)
 * → a hex grid whose cell [0, 0] is that lattice cell.
 * @param {GridRead & {hex: 'pointy' | 'flat'}} g @param {number[]} b
 */
function hexWindow(g, b) {
  const lattice = hexLattice(g);
  const corners = [
    [b[0], b[1]],
    [b[2], b[1]],
    [b[0], b[3]],
    [b[2], b[3]],
  ].map(([x, y]) => hexPixelToCell(lattice, x, y));
  let x0 = Math.min(...corners.map((c) => c[0])) - 1;
  let y0 = Math.min(...corners.map((c) => c[1])) - 1;
  const x1 = Math.max(...corners.map((c) => c[0])) + 1;
  const y1 = Math.max(...corners.map((c) => c[1])) + 1;
  if (g.hex === 'pointy') y0 -= y0 & 1;
  else x0 -= x0 & 1;
  const [originX, originY] = hexCellToCentre(lattice, [x0, y0]);
  return {
    lattice: [x0, y0],
    width: x1 - x0 + 1,
    height: y1 - y0 + 1,
    make: (/** @type {number} */ width, /** @type {number} */ height) =>
      hexGrid({
        orientation: g.hex,
        offset: 'odd',
        hexWidth: lattice.hexWidth,
        hexHeight: lattice.hexHeight,
        originX,
        originY,
        cellFeet: g.cellFeet,
        width,
        height,
      }),
  };
}

/** @param {HostItem} item */
const isToken = (item) => item && item.type === 'IMAGE' && item.layer === 'CHARACTER';
/** This extension's mark on an item (the panel's: terrain, wall), or null. @param {HostItem} item @returns {any} */
const markOf = (item) => {
  const m = item?.metadata?.[MARK_KEY];
  return m && typeof m === 'object' ? m : null;
};

/**
 * @param {HostItem} item @param {import('./items.js').Rect} rect @param {import('../../shim/index.js').Grid} pixel
 * @param {RulesetInfo | undefined} rulesetInfo @param {SceneProblem[]} problems
 */
function tokenSpec(item, rect, pixel, rulesetInfo, problems) {
  const cellsW = rect.width / pixel.cellPx;
  const cellsH = rect.height / pixel.cellPx;
  const hex = pixel.type === 'hex';
  // The footprint is its space: on squares w × h cells, on hexes n hexes across (its larger extent;
  // hex spaces are never oblong), read by the anchor of the space under it (docs/shim.md, "Larger
  // tokens on hex maps").
  const across = (/** @type {number} */ cells) => Math.max(1, Math.round(cells));
  /** @type {[number, number]} */
  const span = hex
    ? [across(Math.max(cellsW, cellsH)), across(Math.max(cellsW, cellsH))]
    : [across(cellsW), across(cellsH)];
  const meta = item.metadata?.[TOKEN_KEY];
  const m = meta && typeof meta === 'object' ? meta : {};
  if (meta !== undefined && m !== meta)
    problems.push(
      problem(
        'bad-token-metadata',
        `Token ${label(item)} has Footwork data that is not an object; using defaults.`,
        item.id,
      ),
    );
  /** @type {Array<{size: string, spaceFeet: number}>} */
  const sizes = rulesetInfo?.sizes ?? [];
  let size = typeof m.size === 'string' && sizes.some((s) => s.size === m.size) ? m.size : undefined;
  if (m.size !== undefined && !size)
    problems.push(
      problem(
        'bad-token-metadata',
        `Token ${label(item)}: size "${m.size}" is not one of ${rulesetInfo?.id}'s sizes; sized by its footprint.`,
        item.id,
      ),
    );
  size ??= sizeForExtent(Math.max(cellsW, cellsH), pixel.cellFeet, sizes);
  /** @type {Record<string, number>} */
  const speeds = {};
  for (const name of SPEED_NAMES) {
    const v = m[name];
    if (v === undefined) continue;
    if (typeof v === 'number' && v >= 0 && v <= 10000) {
      // Past what any ruleset means: read as MAX_SPEED_FEET and said (web/shim/speeds.js).
      speeds[name] = Math.min(v, MAX_SPEED_FEET);
      if (v > MAX_SPEED_FEET)
        problems.push(
          problem(
            'bad-token-metadata',
            `Token ${label(item)}: ${name} speed ${v} ft is faster than any ruleset’s creature moves; read as ${MAX_SPEED_FEET} ft.`,
            item.id,
          ),
        );
    } else
      problems.push(
        problem(
          'bad-token-metadata',
          `Token ${label(item)}: ${name} speed ${JSON.stringify(v)} is not a number of feet; left out.`,
          item.id,
        ),
      );
  }
  if (speeds.walk === undefined) speeds.walk = 30;
  const side = typeof m.side === 'string' ? m.side.slice(0, 60) : '';
  // The size is one of the ruleset's (checked above, or the footprint's nearest of them).
  /** @type {CreatureSpec} */
  const spec = { id: item.id, position: [0, 0], size: /** @type {CreatureSpec['size']} */ (size), speeds, side };
  // A footprint the size table does not give (a long creature, a resized token) keeps its own space.
  const sizeInfo = sizes.find((s) => s.size === size);
  const tableCells = sizeInfo ? Math.max(1, Math.ceil(sizeInfo.spaceFeet / pixel.cellFeet - 1e-9)) : 1;
  if (span[0] !== tableCells || span[1] !== tableCells) spec.space = span;
  return { spec, span };
}

/**
 * The window to price when the pixel box `b` is too big to price whole (null when it is not): a
 * square of WINDOW_SIDE cells around the focus token's centre, else the median of the tokens'
 * centres (one stray token cannot move it), within b. → {box, note, where}.
 * @param {number[]} b @param {number} c @param {Array<{item: HostItem, rect: import('./items.js').Rect}>} tokens
 * @param {string | null} focus
 */
function windowFor(b, c, tokens, focus) {
  const spanX = (b[2] - b[0]) / c;
  const spanY = (b[3] - b[1]) / c;
  if (spanX <= MAX_SIDE && spanY <= MAX_SIDE && spanX * spanY <= MAX_CELLS) return null;
  const focused = focus !== null ? tokens.find((t) => t.item.id === focus) : undefined;
  const median = (/** @type {number[]} */ v) => v.sort((p, q) => p - q)[Math.floor((v.length - 1) / 2)];
  const centre = focused
    ? focused.rect.centre
    : tokens.length
      ? [median(tokens.map((t) => t.rect.centre[0])), median(tokens.map((t) => t.rect.centre[1]))]
      : [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];
  const half = (WINDOW_SIDE / 2) * c;
  const box = [
    Math.max(b[0], centre[0] - half),
    Math.max(b[1], centre[1] - half),
    Math.min(b[2], centre[0] + half),
    Math.min(b[3], centre[1] + half),
  ];
  const where = `at most ${WINDOW_SIDE} × ${WINDOW_SIDE} cells around ${focused ? label(focused.item) : 'the middle of the tokens'}`;
  const across = (/** @type {number} */ n) =>
    Number.isFinite(n) && n < 1e15 ? Math.ceil(n).toLocaleString('en') : 'more than 10¹⁵';
  return {
    box,
    where,
    note: problem(
      'scene-windowed',
      `The scene's items span ${across(spanX)} × ${across(spanY)} cells, more than Footwork prices at once; it prices ${where}.`,
    ),
  };
}

/**
 * A polyline cut to the pixel box: its pieces inside it (`closed` joins the ends first).
 * @param {Array<[number, number]>} points
 * @param {boolean} closed
 * @param {[number, number, number, number]} box
 * @returns {Array<Array<[number, number]>>}
 */
function clipPolyline(points, closed, box) {
  const pts = closed && points.length > 2 ? [...points, points[0]] : points;
  /** @type {Array<Array<[number, number]>>} */
  const pieces = [];
  /** @type {Array<[number, number]> | null} the piece the next cut may carry on */
  let piece = null;
  for (let i = 1; i < pts.length; i++) {
    const cut = clipSegment(pts[i - 1], pts[i], box);
    if (!cut) {
      piece = null;
      continue;
    }
    const [p, q] = cut;
    const end = piece ? piece[piece.length - 1] : null;
    if (piece && end && end[0] === p[0] && end[1] === p[1]) piece.push(q);
    else {
      piece = [p, q];
      pieces.push(piece);
    }
    if (q[0] !== pts[i][0] || q[1] !== pts[i][1]) piece = null;
  }
  return pieces;
}

/**
 * The whole mapping. `input`: {grid (Owlbear Grid or {dpi, scale, type, measurement}), items, settings,
 * rulesets, focus (the id of the token being dragged: the window's centre when the scene is too big
 * to price whole)}. Result: {problems, refused?, ruleset, pixel (shim pixel grid), map: {ruleset, grid},
 * tokens: [{id, name, spec, span, item}], regions: [{id, cells, terrain}], barriers: [{id, kind, edges}]}.
 * @param {{grid: any, items: unknown, settings: Settings, rulesets: RulesetInfo[], focus?: string | null, knobs?: any[]}} input
 */
export function mapScene({ grid, items, settings, rulesets, focus = null, knobs = [] }) {
  /** @type {SceneProblem[]} */
  const problems = [];
  const g = readGrid(grid);
  if ('refused' in g) return { refused: g.refused, problems: [g.refused] };
  problems.push(...g.problems);
  // On hexes no step is diagonal, so the measurement only says which family the table plays (Chebyshev:
  // 4e's; anything else: the room's alternating choice), and an explicit ruleset needs no note.
  const measurement = g.hex
    ? settings.ruleset !== 'auto'
      ? undefined
      : g.measurement === 'CHEBYSHEV'
        ? 'CHEBYSHEV'
        : 'ALTERNATING'
    : g.measurement;
  const choice = chooseRuleset(measurement, settings, rulesets, g.cellFeet);
  if ('problem' in choice) return { refused: choice.problem, problems: [...problems, choice.problem] };
  if (choice.note) problems.push(choice.note);
  // On hexes no step is diagonal: no diagonal rule, which would change nothing.
  const own = g.hex && typeof choice.ruleset === 'object' ? withHouseRules(choice.ruleset.base, {}) : choice.ruleset;
  // The room's house rules over it, with the one line when they count diagonals otherwise than the ruler.
  const house = rulesForTable({
    knobs,
    own,
    rules: settings.rules,
    host: 'owlbear',
    setting: g.hex ? undefined : g.measurement,
  });
  for (const p of house.problems) problems.push(problem('house-rule', p.message));
  // A house rule that changes the diagonals replaces the choice's note with its own (or none).
  if (!g.hex && diagonalOf(house.ruleset) !== diagonalOf(own)) {
    if (choice.note) problems.splice(problems.indexOf(choice.note), 1);
    if (house.note) problems.push(problem('measurement-differs', house.note));
  }
  let ruleset = house.ruleset;
  if (g.hex && typeof ruleset === 'object') {
    const { diagonal, ...rest } = ruleset;
    ruleset = withHouseRules(rest.base, rest);
  }
  const baseId = typeof ruleset === 'object' ? ruleset.base : ruleset;
  const rulesetInfo = rulesets.find((r) => r.id === baseId);

  const list = Array.isArray(items) ? items : [];
  // Pass 1: what each item is, in scene pixels, and the bounds the engine's grid must cover.
  /** @type {Array<{item: HostItem, rect: import('./items.js').Rect}>} */
  const tokens = [];
  /** @type {Array<{item: HostItem, points: Array<[number, number]>, terrain: object}>} */
  const areas = [];
  /** @type {Array<{item: HostItem, kind: import('../../lib/index.js').EdgeKind, points: Array<[number, number]>,
   *   closed: boolean, pieces: Array<Array<[number, number]>> | null}>} */
  const lines = [];
  /** @type {number[] | null} */
  let box = null;
  /** @type {number[] | null} */
  let mapBox = null;
  /** @param {number[] | null} b @param {number} l @param {number} t @param {number} r @param {number} bt @returns {number[]} */
  const grow = (b, l, t, r, bt) =>
    b ? [Math.min(b[0], l), Math.min(b[1], t), Math.max(b[2], r), Math.max(b[3], bt)] : [l, t, r, bt];
  for (const item of list) {
    const bad = itemProblem(item);
    if (bad) {
      if (isToken(item) || markOf(item))
        problems.push(problem('broken-item', `Item ${label(item)} ${bad}; left out.`, item?.id));
      continue;
    }
    if (item.type === 'IMAGE' && item.layer === 'MAP') {
      const r = imageRect(item, g.cellPx);
      if (!('why' in r)) mapBox = grow(mapBox, r.left, r.top, r.left + r.width, r.top + r.height);
    }
    if (isToken(item)) {
      const r = imageRect(item, g.cellPx);
      if ('why' in r) {
        problems.push(problem('broken-item', `Token ${label(item)} ${r.why}; left out.`, item.id));
        continue;
      }
      tokens.push({ item, rect: r });
      box = grow(box, r.left, r.top, r.left + r.width, r.top + r.height);
      continue;
    }
    const mark = markOf(item);
    const smoke = item.type === 'CURVE' && item.metadata?.[SMOKE.visionLine] === true;
    if (item.type === 'WALL' || smoke || mark?.wall) {
      if (smoke && item.metadata[SMOKE.disabled] === true) continue;
      const o = outline(item);
      if ('why' in o) {
        problems.push(problem('broken-item', `Wall ${label(item)} ${o.why}; left out.`, item.id));
        continue;
      }
      let kind = typeof mark?.wall === 'string' && EDGE_KINDS.includes(mark.wall) ? mark.wall : 'wall';
      if (smoke && item.metadata[SMOKE.door] === true)
        kind = item.metadata[SMOKE.doorOpen] === true ? 'door-open' : 'door-closed';
      else if (smoke && item.metadata[SMOKE.window] === true) kind = 'window';
      lines.push({ item, kind, ...o, pieces: null });
      for (const [x, y] of o.points) box = grow(box, x, y, x, y);
    }
    if (mark?.terrain) {
      if (typeof mark.terrain !== 'object') {
        problems.push(
          problem(
            'broken-item',
            `Item ${label(item)} is marked with terrain that is not an object; left out.`,
            item.id,
          ),
        );
        continue;
      }
      /** @type {Array<[number, number]>} */
      let points;
      if (item.type === 'IMAGE') {
        const r = imageRect(item, g.cellPx);
        if ('why' in r) {
          problems.push(problem('broken-item', `Terrain ${label(item)} ${r.why}; left out.`, item.id));
          continue;
        }
        points = [
          [r.left, r.top],
          [r.left + r.width, r.top],
          [r.left + r.width, r.top + r.height],
          [r.left, r.top + r.height],
        ];
      } else {
        const o = outline(item);
        if ('why' in o) {
          problems.push(problem('broken-item', `Terrain ${label(item)} ${o.why}; left out.`, item.id));
          continue;
        }
        points = o.points;
      }
      areas.push({ item, points, terrain: mark.terrain });
      for (const [x, y] of points) box = grow(box, x, y, x, y);
    }
  }
  // The engine's grid: the map image's extent, else what the items cover with room to move around
  // them; always every token. Owlbear's grid lines fall on multiples of the dpi from the origin.
  const pad = mapBox ? 0 : 10 * g.cellPx;
  let b =
    mapBox ?? (box ? [box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad] : [0, 0, 20 * g.cellPx, 20 * g.cellPx]);
  if (mapBox && box)
    for (const t of tokens)
      b = grow(b, t.rect.left, t.rect.top, t.rect.left + t.rect.width, t.rect.top + t.rect.height);
  const c = g.cellPx;
  const windowed = windowFor(b, c, tokens, focus);
  if (windowed) {
    b = windowed.box;
    problems.push(windowed.note);
    for (let i = tokens.length - 1; i >= 0; i--) {
      const r = tokens[i].rect;
      if (r.left >= b[0] && r.top >= b[1] && r.left + r.width <= b[2] && r.top + r.height <= b[3]) continue;
      const item = tokens[i].item;
      const huge = r.width > WINDOW_SIDE * c || r.height > WINDOW_SIDE * c;
      problems.push(
        huge
          ? problem(
              'token-too-big',
              `Token ${label(item)} is larger than the ${WINDOW_SIDE} × ${WINDOW_SIDE} cells Footwork prices at once; left out.`,
              item.id,
            )
          : problem(
              'outside-window',
              `Token ${label(item)} stands outside the part of the scene Footwork prices (${windowed.where}); left out. Drag it with Footwork to price the part around it.`,
              item.id,
            ),
      );
      tokens.splice(i, 1);
    }
    // Walls and areas are cut to the window below (polylineEdges and polygonCells keep to the grid).
    const cut = /** @type {[number, number, number, number]} */ (b);
    for (const l of lines) l.pieces = clipPolyline(l.points, l.closed, cut);
  }
  const hex = g.hex;
  const win = hex ? hexWindow({ ...g, hex }, b) : null;
  const offsetX = Math.floor(b[0] / c + 1e-9) * c;
  const offsetY = Math.floor(b[1] / c + 1e-9) * c;
  const width = win ? win.width : Math.max(1, Math.ceil((b[2] - offsetX) / c - 1e-9));
  const height = win ? win.height : Math.max(1, Math.ceil((b[3] - offsetY) / c - 1e-9));
  const unit = win ? 'hexes' : 'squares';
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_CELLS) {
    const refused = problem(
      'scene-too-big',
      `The scene spans ${width} × ${height} ${unit}; Footwork handles at most ${MAX_SIDE} a side and ${MAX_CELLS.toLocaleString('en')} ${unit}.`,
    );
    return { refused, problems: [...problems, refused] };
  }
  // Made with its width and height.
  const pixel = /** @type {import('./layout.js').SceneGrid} */ (
    win ? win.make(width, height) : pixelGrid({ cellPx: c, offsetX, offsetY, cellFeet: g.cellFeet, width, height })
  );

  const tokenList = tokens.map(({ item, rect }) => {
    const { spec, span } = tokenSpec(item, rect, pixel, rulesetInfo, problems);
    spec.position = centreToCell(pixel, rect.centre[0], rect.centre[1], span);
    return {
      id: item.id,
      name: typeof item.name === 'string' && item.name ? item.name : item.id,
      spec,
      span,
      item,
      rect,
    };
  });
  const regions = areas.map(({ item, points, terrain }) => ({
    id: item.id,
    cells: polygonCells(pixel, points),
    terrain,
  }));
  const barriers = lines.map(({ item, kind, points, closed, pieces }) => ({
    id: item.id,
    kind,
    // Cut to a window: the pieces inside it, each open.
    edges: pieces
      ? new Set(pieces.flatMap((piece) => [...polylineEdges(pixel, piece)]))
      : polylineEdges(pixel, points, { closed }),
  }));
  return {
    problems,
    ruleset,
    ownRuleset: own, // the room's rules without its house rules (the panel's first choices)
    pixel,
    map: { ruleset, grid: protocolGrid(pixel) },
    tokens: tokenList,
    regions,
    barriers,
  };
}
