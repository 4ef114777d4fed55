// The static layer: terrain fills (runs of equal cells drawn as one rectangle), terrain patterns
// (tiled canvas patterns, so 40,000 cells cost a few thousand rectangles), grid lines when cells are
// big enough to show them, and walls, doors, low walls and windows on the cells' edges.
import { TERRAINS, TERRAIN_BY_KEY, INK, GRID_LINE, EDGE_KINDS, EDGE_COLOURS, cellLook } from '../palette.js';
import { context2d } from '../dom.js';

/** @typedef {import('./view.js').MapView} MapView */
/** A layer's 2D context (an OffscreenCanvas's is handed over as one: view.js). @typedef {CanvasRenderingContext2D} Ctx */
/** Per cell, the index of its look, and each look's terrain keys. @typedef {{index: Uint16Array, looks: string[][]}} Looks */

export const PANE = '#e9e7e1'; // around the grid
/** @type {Map<string, CanvasPattern | null>} `${key}@${dpr}` → CanvasPattern */
const patternCache = new Map();

/** @param {string} key @param {number} dpr */
function patternTile(key, dpr) {
  const n = Math.round(12 * dpr);
  const c = document.createElement('canvas');
  c.width = c.height = n;
  const g = context2d(c);
  g.strokeStyle = INK;
  g.fillStyle = INK;
  g.lineWidth = Math.max(1, dpr);
  const line = (
    /** @type {number} */ x0,
    /** @type {number} */ y0,
    /** @type {number} */ x1,
    /** @type {number} */ y1,
  ) => {
    g.beginPath();
    g.moveTo(x0, y0);
    g.lineTo(x1, y1);
    g.stroke();
  };
  const diagonals = (/** @type {number} */ k) => {
    // k lines per tile, at 45°, seamless across tiles.
    for (let i = 0; i < k; i++) {
      const o = (i * n) / k;
      line(o, 0, o + n, n);
      line(o - n, 0, o, n);
    }
  };
  switch (key) {
    case 'hatch1':
      g.globalAlpha = 0.45;
      diagonals(1);
      break;
    case 'hatch2':
      g.globalAlpha = 0.5;
      diagonals(2);
      break;
    case 'hatch3':
      g.globalAlpha = 0.55;
      diagonals(3);
      break;
    case 'cross':
      g.globalAlpha = 0.8;
      g.lineWidth = 1.5 * dpr;
      diagonals(2);
      for (let i = 0; i < 2; i++) {
        const o = (i * n) / 2;
        line(o + n, 0, o, n);
        line(o, 0, o - n, n);
      }
      break;
    case 'pit':
      g.globalAlpha = 0.85;
      g.fillRect(0, 0, n, n / 2);
      break;
    case 'dots':
      g.globalAlpha = 0.7;
      g.beginPath();
      g.arc(n / 2, n / 2, 1.6 * dpr, 0, 7);
      g.fill();
      break;
    case 'wave1':
    case 'wave2': {
      g.globalAlpha = key === 'wave1' ? 0.45 : 0.7;
      const rows = key === 'wave1' ? [n / 2] : [n / 4, (3 * n) / 4];
      for (const y of rows) {
        g.beginPath();
        g.moveTo(0, y);
        g.quadraticCurveTo(n / 4, y - n / 6, n / 2, y);
        g.quadraticCurveTo((3 * n) / 4, y + n / 6, n, y);
        g.stroke();
      }
      break;
    }
    case 'rungs':
      g.globalAlpha = 0.5;
      line(0, n / 2, n, n / 2);
      line(n / 2, 0, n / 2, n);
      break;
    case 'slick':
      g.globalAlpha = 0.5;
      line(0, n / 3, n, n / 3);
      line(0, (2 * n) / 3, n, (2 * n) / 3);
      break;
    case 'grain':
      g.globalAlpha = 0.35;
      g.fillRect(n / 4, n / 4, dpr, dpr);
      g.fillRect((3 * n) / 4, (3 * n) / 4, dpr, dpr);
      break;
    case 'fog':
      g.globalAlpha = 0.4;
      g.beginPath();
      g.arc(n / 4, n / 4, 2 * dpr, 0, 7);
      g.arc((3 * n) / 4, (3 * n) / 4, 2 * dpr, 0, 7);
      g.fill();
      break;
    default:
      break;
  }
  return c;
}

/**
 * A terrain pattern's tile as a fill ('transparent' should the browser give no pattern).
 * @param {Ctx} ctx @param {string} key @param {number} dpr @returns {CanvasPattern | string}
 */
export function pattern(ctx, key, dpr) {
  const id = `${key}@${dpr}`;
  let p = patternCache.get(id);
  if (!p) {
    p = ctx.createPattern(patternTile(key, dpr), 'repeat');
    patternCache.set(id, p);
  }
  return p ?? 'transparent';
}

/** A small swatch of a terrain, for the legend and the brush palette. */
/**
 * Fills the path just traced with a look's fill and then each of its patterns (squares and hexes alike).
 * @param {Ctx} ctx @param {string[]} keys @param {number} dpr
 */
export function fillTerrain(ctx, keys, dpr) {
  ctx.fillStyle = TERRAIN_BY_KEY[keys[0]].fill;
  ctx.fill();
  for (const key of keys) {
    const p = TERRAIN_BY_KEY[key].pattern;
    if (!p) continue;
    ctx.fillStyle = pattern(ctx, p, dpr);
    ctx.fill();
  }
}

/** @param {string} key @param {number} [size] */
export function swatch(key, size = 18) {
  const dpr = window.devicePixelRatio || 1;
  const c = document.createElement('canvas');
  c.width = c.height = Math.round(size * dpr);
  c.style.width = c.style.height = size + 'px';
  c.className = 'swatch';
  const g = context2d(c);
  const t = TERRAIN_BY_KEY[key];
  g.fillStyle = t.fill;
  g.fillRect(0, 0, c.width, c.height);
  if (t.pattern) {
    g.fillStyle = pattern(g, t.pattern, dpr);
    g.fillRect(0, 0, c.width, c.height);
  }
  g.strokeStyle = '#888';
  g.strokeRect(0.5, 0.5, c.width - 1, c.height - 1);
  return c;
}

// Per cell, the index of its look (a list of terrain keys joined): computed once per terrain change.
/** @param {import('../../../lib/index.js').TerrainPlanes} planes @param {number} n @returns {Looks} */
export function lookIndex(planes, n) {
  /** @type {string[][]} */
  const looks = [];
  /** @type {Map<string | number, number>} */
  const byCode = new Map();
  const index = new Uint16Array(n);
  const { ground, difficult, obstructed, water, climb, material, opaque } = planes;
  for (let i = 0; i < n; i++) {
    // The planes' bytes packed into one code: equal codes are equal looks (cellLook runs once per code).
    // 4 bits a plane; a byte above 15 (no plane has one today) falls back to a text key.
    const g = ground[i],
      d = difficult[i],
      o = obstructed[i],
      w = water[i],
      c = climb[i],
      m = material[i],
      p = opaque[i];
    const code =
      (g | d | o | w | c | m | p) > 15
        ? `${g},${d},${o},${w},${c},${m},${p}`
        : g | (d << 4) | (o << 8) | (w << 12) | (c << 16) | (m << 20) | (p << 24);
    let k = byCode.get(code);
    if (k === undefined) {
      k = looks.length;
      byCode.set(code, k);
      looks.push(cellLook(planes, i));
    }
    index[i] = k;
  }
  return { index, looks };
}

/** @param {Ctx} ctx @param {MapView} view */
export function drawTerrain(ctx, view) {
  /** @type {Looks} */
  const { looks, index } = view.data.looks;
  const edges = view.data.edges;
  const dpr = view.dpr;
  const w = view.width;
  ctx.fillStyle = PANE;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const [x0, y0, x1, y1] = view.visibleCells();
  if (x1 <= x0 || y1 <= y0) return;
  // One pass per look: runs of equal cells along each row become one rectangle.
  const runs = looks.map(() => /** @type {number[]} */ ([]));
  for (let y = y0; y < y1; y++) {
    let x = x0;
    while (x < x1) {
      const k = index[y * w + x];
      let e = x + 1;
      while (e < x1 && index[y * w + e] === k) e++;
      runs[k].push(x, y, e);
      x = e;
    }
  }
  looks.forEach((keys, k) => {
    const list = runs[k];
    if (!list.length) return;
    const rect = () => {
      ctx.beginPath();
      for (let i = 0; i < list.length; i += 3) {
        const l = view.dx(list[i]);
        const t = view.dy(list[i + 1]);
        ctx.rect(l, t, view.dx(list[i + 2]) - l, view.dy(list[i + 1] + 1) - t);
      }
    };
    rect();
    fillTerrain(ctx, keys, dpr);
  });
  // Grid lines once a cell is at least 6 device pixels.
  if (view.cellPx * dpr >= 6) {
    ctx.beginPath();
    for (let x = x0; x <= x1; x++) {
      const px = view.dx(x) + 0.5;
      ctx.moveTo(px, view.dy(y0));
      ctx.lineTo(px, view.dy(y1));
    }
    for (let y = y0; y <= y1; y++) {
      const py = view.dy(y) + 0.5;
      ctx.moveTo(view.dx(x0), py);
      ctx.lineTo(view.dx(x1), py);
    }
    ctx.strokeStyle = GRID_LINE;
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  drawEdges(ctx, view, edges, x0, y0, x1, y1);
  // The grid's outline, so the map's end is visible on any background.
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(1, dpr);
  ctx.strokeRect(view.dx(0), view.dy(0), view.dx(w) - view.dx(0), view.dy(view.height) - view.dy(0));
}

/**
 * @param {Ctx} ctx @param {MapView} view @param {import('../../../lib/index.js').EdgePlanes} edges
 * @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1
 */
function drawEdges(ctx, view, edges, x0, y0, x1, y1) {
  const w = edges.width;
  /** @type {Map<number, number[]>} an edge kind (its byte) → the segments' ends, four numbers each */
  const byKind = new Map();
  /** @param {number} kind @param {number} ax @param {number} ay @param {number} bx @param {number} by */
  const add = (kind, ax, ay, bx, by) => {
    let list = byKind.get(kind);
    if (!list) byKind.set(kind, (list = []));
    list.push(ax, ay, bx, by);
  };
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x <= Math.min(x1, w); x++) {
      const k = edges.vertical[y * (w + 1) + x];
      if (k) add(k, x, y, x, y + 1);
    }
  }
  for (let y = y0; y <= Math.min(y1, edges.height); y++) {
    for (let x = x0; x < x1; x++) {
      const k = edges.horizontal[y * w + x];
      if (k) add(k, x, y, x + 1, y);
    }
  }
  const thick = Math.max(2, Math.min(6, view.cellPx / 8)) * view.dpr;
  for (const [k, list] of byKind) {
    const name = EDGE_KINDS[k];
    ctx.beginPath();
    for (let i = 0; i < list.length; i += 4) {
      ctx.moveTo(view.dx(list[i]), view.dy(list[i + 1]));
      ctx.lineTo(view.dx(list[i + 2]), view.dy(list[i + 3]));
    }
    ctx.strokeStyle = EDGE_COLOURS[name];
    ctx.lineCap = 'butt';
    ctx.lineWidth = name === 'low' || name === 'window' ? thick * 0.7 : thick;
    ctx.setLineDash(name === 'door-open' ? [thick, thick] : name === 'low' ? [thick * 1.5, thick * 0.6] : []);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

export { TERRAINS };
