// The toy VTT's scene format (vtt.js): its own checks, saying what and where, never a crash; and
// its geometry in pixels (the cell, corner and token under the pointer, a drop snapped, the eraser's
// distance to a wall).

/** A pixel point [x, y]. @typedef {[number, number]} Point */
/** A cell [col, row]. @typedef {[number, number]} Cell */
/**
 * A token: its pixel centre, its cells across (1 medium, 2 large), walking speed in feet, side, colour.
 * @typedef {{id: string, name: string, x: number, y: number, cells: number, speed: number, side: string, colour: string}} VttToken
 */
/** @typedef {{id: string, kind: string, points: Point[]}} VttWall a wall ('wall') or door ('door') along pixel points */
/** @typedef {{id: string, terrain: string, cells: Cell[]}} VttRegion */
/**
 * The VTT's scene as checkScene gives it back.
 * @typedef {{system: string, cellPx: number, cols: number, rows: number, feetPerCell: number,
 *   tokens: VttToken[], walls: VttWall[], regions: VttRegion[]}} VttScene
 */

/** The cell under a pixel point. @param {{cellPx: number}} scene @param {number[]} point @returns {Cell} */
export function cellAt({ cellPx: px }, [x, y]) {
  return [Math.floor(x / px), Math.floor(y / px)];
}

/** The grid corner nearest a pixel point. @param {{cellPx: number}} scene @param {number[]} point @returns {Point} */
export function cornerAt({ cellPx: px }, [x, y]) {
  return [Math.round(x / px) * px, Math.round(y / px) * px];
}

/**
 * A token's centre snapped to the nearest placement of its space (what a VTT does on drop).
 * @param {VttScene} scene @param {VttToken} token @param {number[]} point @returns {Point}
 */
export function snapCentre({ cellPx: px, cols, rows }, token, [x, y]) {
  const half = (token.cells * px) / 2;
  const max = (/** @type {number} */ n) => n * px - half;
  const fit = (/** @type {number} */ v, /** @type {number} */ n) =>
    Math.min(max(n), Math.max(half, Math.round((v - half) / px) * px + half));
  return [fit(x, cols), fit(y, rows)];
}

/** The topmost token under a pixel point, or null. @param {VttScene} scene @param {number[]} point */
export function tokenAt({ cellPx: px, tokens }, [x, y]) {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    const half = (t.cells * px) / 2;
    if (Math.abs(x - t.x) <= half && Math.abs(y - t.y) <= half) return t;
  }
  return null;
}

/** Whether a point lies within `tolerance` pixels of a polyline. @param {number[][]} points @param {number[]} point @param {number} tolerance */
export function nearPolyline(points, [x, y], tolerance) {
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = len2 ? Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2)) : 0;
    if (Math.hypot(ax + t * (bx - ax) - x, ay + t * (by - ay) - y) <= tolerance) return true;
  }
  return false;
}

// The VTT's own checks of its scene format: what and where, never a crash.
/** @param {any} s the scene as given (anything JSON.parse gave) @returns {VttScene} */
export function checkScene(s) {
  /** @param {string} where @param {string} what @returns {never} */
  const fail = (where, what) => {
    throw new Error(`${where}: ${what}`);
  };
  if (s === null || typeof s !== 'object' || Array.isArray(s)) fail('scene', 'expected an object');
  for (const k of ['cellPx', 'cols', 'rows'])
    if (!Number.isInteger(s[k]) || s[k] < 1)
      fail(`scene.${k}`, `expected a positive whole number, got ${JSON.stringify(s[k])}`);
  if (s.cols * s.rows * s.cellPx * s.cellPx > 4096 * 4096 * 4)
    fail('scene', `${s.cols} × ${s.rows} cells of ${s.cellPx} px is too large to draw`);
  /** @type {VttScene} */
  const scene = {
    system: typeof s.system === 'string' ? s.system : 'sw5e',
    cellPx: s.cellPx,
    cols: s.cols,
    rows: s.rows,
    feetPerCell: s.feetPerCell ?? 5,
    tokens: [],
    walls: [],
    regions: [],
  };
  /** @param {string} k @returns {any[]} */
  const list = (k) => {
    if (s[k] === undefined) return [];
    if (!Array.isArray(s[k])) fail(`scene.${k}`, 'expected a list');
    return s[k];
  };
  list('tokens').forEach((t, i) => {
    const at = `scene.tokens[${i}]`;
    if (t === null || typeof t !== 'object') fail(at, 'expected an object');
    if (typeof t.id !== 'string' || !t.id) fail(`${at}.id`, 'expected a non-empty string');
    if (!Number.isFinite(t.x) || !Number.isFinite(t.y)) fail(at, 'expected pixel numbers x and y');
    scene.tokens.push({ name: t.id, cells: 1, speed: 30, side: 'party', colour: '#3b6fb6', ...t });
  });
  list('walls').forEach((w, i) => {
    if (
      !Array.isArray(w?.points) ||
      w.points.some((/** @type {unknown} */ p) => !Array.isArray(p) || !p.every(Number.isFinite))
    )
      fail(`scene.walls[${i}].points`, 'expected a list of [x, y] pixel points');
    scene.walls.push({ id: w.id ?? `w${i + 1}`, kind: w.kind === 'door' ? 'door' : 'wall', points: w.points });
  });
  list('regions').forEach((r, i) => {
    if (!Array.isArray(r?.cells)) fail(`scene.regions[${i}].cells`, 'expected a list of [col, row] cells');
    scene.regions.push({ id: r.id ?? `r${i + 1}`, terrain: r.terrain ?? 'difficult', cells: r.cells });
  });
  return scene;
}
