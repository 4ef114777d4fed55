// The static layer on a hex grid: runs of equal hexes filled as one polygon each (and their pattern
// tiled over them), the hexagons' outlines when they are big enough to show, the walls, doors, low walls and
// windows on the sides two hexes share (the engine's edge plane: three owned sides per cell, the
// ring just off the map included), and the map's border. The square grid's layer is draw-terrain.js.
import { INK, GRID_LINE, EDGE_KINDS, EDGE_COLOURS } from '../palette.js';
import { PANE, fillTerrain } from './draw-terrain.js';
import { hexSide, hexNeighbours } from '../../../shim/index.js';
import { neighbourAt, hexSidePlane, hexFrame } from './hex-frame.js';
import { need } from '../dom.js';

/** @typedef {import('./view.js').MapView} MapView */
/** @typedef {import('./draw-text.js').Ctx} Ctx */
/** @typedef {import('./hex-frame.js').HexShape} HexShape */

const CHUNK = 256; // hexagons per path
const BRICK_PX = 5;

/** @param {Ctx} ctx @param {MapView} view */
export function drawHexTerrain(ctx, view) {
  /** @type {import('./draw-terrain.js').Looks} */
  const { looks, index } = view.data.looks;
  const shape = need(view.shape, 'hex grid (the hex terrain is drawn on hexes)');
  const dpr = view.dpr;
  const w = view.width;
  ctx.fillStyle = PANE;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const [x0, y0, x1, y1] = view.visibleCells();
  if (x1 <= x0 || y1 <= y0) return;
  // Runs of equal cells along the grid's main axis (pointy: a row, flat: a column) are one polygon
  // each, as runs are one rectangle on squares: a run's hexagons share their sides, so its outline
  // is the first hexagon's corners 5 and 0 (shim order) for each cell going along, the last one's
  // 1 and 2, then 3 and 4 for each cell coming back.
  // Each run as [X, Y, n]: its first hexagon's centre in device pixels (one centre worked out per
  // row or column; along it the centres are one step apart) and its length.
  const pointy = shape.orientation === 'pointy';
  const g = view.hexFrame(shape);
  const [sx, sy] = pointy ? [g.hexWidth * dpr, 0] : [0, g.hexHeight * dpr];
  const runs = looks.map(() => /** @type {number[]} */ ([]));
  /** @type {[number, number]} */
  const first = [0, 0];
  if (pointy)
    for (let y = y0; y < y1; y++) {
      first[0] = x0;
      first[1] = y;
      const [cx, cy] = view.cellCentre(first);
      let x = x0;
      while (x < x1) {
        const k = index[y * w + x];
        let e = x + 1;
        while (e < x1 && index[y * w + e] === k) e++;
        runs[k].push(cx * dpr + (x - x0) * sx, cy * dpr, e - x);
        x = e;
      }
    }
  else
    for (let x = x0; x < x1; x++) {
      first[0] = x;
      first[1] = y0;
      const [cx, cy] = view.cellCentre(first);
      let y = y0;
      while (y < y1) {
        const k = index[y * w + x];
        let e = y + 1;
        while (e < y1 && index[e * w + x] === k) e++;
        runs[k].push(cx * dpr, cy * dpr + (y - y0) * sy, e - y);
        y = e;
      }
    }
  const o = view.corners();
  const cell = [0, 0];
  // Hexes under BRICK_PX device pixels across: each run as the bricks its hexagons tile into (the
  // hexagon's box cut at the neighbouring rows' or columns' pitch), a fraction of a pixel from the
  // hexagons at that size and one rectangle per run, so a whole 200 × 200 map fills quickly.
  const brick = view.cellPx * dpr < BRICK_PX;
  const [bw, bh] = pointy ? [g.hexWidth * dpr, 0.75 * g.hexHeight * dpr] : [0.75 * g.hexWidth * dpr, g.hexHeight * dpr];
  const traceRun = (/** @type {number} */ X, /** @type {number} */ Y, /** @type {number} */ n) => {
    if (brick) {
      // On whole device pixels, as square runs are: the rasteriser's fast path, and neighbouring
      // bricks share their rounded edges (a brick's far edge is its neighbour's near one).
      const l = Math.round(X - bw / 2);
      const t = Math.round(Y - bh / 2);
      ctx.rect(l, t, Math.round(X - bw / 2 + bw + (n - 1) * sx) - l, Math.round(Y - bh / 2 + bh + (n - 1) * sy) - t);
      return;
    }
    ctx.moveTo(X + o[10], Y + o[11]);
    for (let i = 0; i < n; i++) {
      if (i) ctx.lineTo(X + i * sx + o[10], Y + i * sy + o[11]);
      ctx.lineTo(X + i * sx + o[0], Y + i * sy + o[1]);
    }
    const L = n - 1;
    ctx.lineTo(X + L * sx + o[2], Y + L * sy + o[3]);
    ctx.lineTo(X + L * sx + o[4], Y + L * sy + o[5]);
    for (let i = L; i >= 0; i--) {
      ctx.lineTo(X + i * sx + o[6], Y + i * sy + o[7]);
      ctx.lineTo(X + i * sx + o[8], Y + i * sy + o[9]);
    }
    ctx.closePath();
  };
  // In chunks: one path of tens of thousands of contours fills in seconds (the rasteriser's work
  // grows faster than the number of contours), a chunk of a few hundred in well under a millisecond.
  looks.forEach((keys, k) => {
    const list = runs[k];
    for (let start = 0; start < list.length; start += 3 * CHUNK) {
      ctx.beginPath();
      for (let i = start; i < Math.min(list.length, start + 3 * CHUNK); i += 3)
        traceRun(list[i], list[i + 1], list[i + 2]);
      fillTerrain(ctx, keys, dpr);
    }
  });
  // Outlines once a hex is at least 6 device pixels across.
  if (view.cellPx * dpr >= 6) {
    ctx.strokeStyle = GRID_LINE;
    ctx.lineWidth = 1;
    let count = 0;
    ctx.beginPath();
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        cell[0] = x;
        cell[1] = y;
        view.traceCell(ctx, cell);
        if (++count % CHUNK === 0) {
          ctx.stroke();
          ctx.beginPath();
        }
      }
    ctx.stroke();
  }
  drawHexSides(ctx, view, shape);
  // The map's border: every side of a cell on the map that faces a cell off it.
  const border = borderSegments(view, shape);
  const ox = view.ox * dpr;
  const oy = view.oy * dpr;
  const k = view.cellPx * dpr;
  ctx.beginPath();
  for (let i = 0; i < border.length; i += 4) {
    ctx.moveTo(ox + border[i] * k, oy + border[i + 1] * k);
    ctx.lineTo(ox + border[i + 2] * k, oy + border[i + 3] * k);
  }
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(1, dpr);
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.lineCap = 'butt';
}

// Sides in the map's unit frame: the view's hex grid at one pixel between neighbouring centres with
// the map's box at (0, 0), so a point of the view is (ox, oy) + cellPx × the unit point (the grid is
// linear in both). Worked out once per grid (the border) or per change of the edges (the walls), not
// on every zoom or pan.
/** @param {MapView} view @param {HexShape} shape */
const unitFrame = (view, shape) => hexFrame(shape, view.width, view.height, 1, 0, 0);
/** @type {Map<string, number[]>} "orientation offset width height" → [ax, ay, bx, by, …] */
const borders = new Map();

/** @param {MapView} view @param {HexShape} shape */
function borderSegments(view, shape) {
  const { width: w, height: h } = view;
  const key = `${shape.orientation} ${shape.offset} ${w} ${h}`;
  let out = borders.get(key);
  if (out) return out;
  out = [];
  const g = unitFrame(view, shape);
  const onMap = (/** @type {[number, number]} */ [x, y]) => x >= 0 && y >= 0 && x < w && y < h;
  const add = (/** @type {number} */ x, /** @type {number} */ y) => {
    for (const n of hexNeighbours(g, [x, y])) {
      if (onMap(n)) continue;
      const side = hexSide(g, [x, y], n);
      if (!side) continue; // neighbours always share a side
      const [a, b] = side;
      /** @type {number[]} */ (out).push(a[0], a[1], b[0], b[1]);
    }
  };
  for (let x = 0; x < w; x++) {
    add(x, 0);
    if (h > 1) add(x, h - 1);
  }
  for (let y = 1; y < h - 1; y++) {
    add(0, y);
    if (w > 1) add(w - 1, y);
  }
  if (borders.size > 8) borders.clear();
  borders.set(key, out);
  return out;
}

/** @type {WeakMap<object, Map<number, number[]>>} the edges object of a scene change → Map(kind → [ax, ay, bx, by, …]) */
const sideCache = new WeakMap();

/** @param {MapView} view @param {HexShape} shape */
function sideSegments(view, shape) {
  const edges = view.data.edges;
  let byKind = sideCache.get(edges);
  if (byKind) return byKind;
  byKind = new Map();
  const { width: w, height: h } = view;
  const plane = hexSidePlane(edges, w, h);
  const g = unitFrame(view, shape);
  for (let i = 0; i < plane.length; i++) {
    const k = plane[i];
    if (!k) continue;
    const c = Math.floor(i / 3);
    /** @type {[number, number]} */
    const cell = [(c % (w + 2)) - 1, Math.floor(c / (w + 2)) - 1];
    const side = hexSide(g, cell, neighbourAt(shape, cell, i % 3));
    if (!side) continue;
    let list = byKind.get(k);
    if (!list) byKind.set(k, (list = []));
    list.push(side[0][0], side[0][1], side[1][0], side[1][1]);
  }
  sideCache.set(edges, byKind);
  return byKind;
}

// Walls, doors, low walls and windows on their sides (the ring just off the map included).
/** @param {Ctx} ctx @param {MapView} view @param {HexShape} shape */
function drawHexSides(ctx, view, shape) {
  const dpr = view.dpr;
  const ox = view.ox * dpr;
  const oy = view.oy * dpr;
  const s = view.cellPx * dpr;
  const thick = Math.max(2, Math.min(6, view.cellPx / 8)) * dpr;
  for (const [k, list] of sideSegments(view, shape)) {
    const name = EDGE_KINDS[k];
    ctx.beginPath();
    for (let i = 0; i < list.length; i += 4) {
      ctx.moveTo(ox + list[i] * s, oy + list[i + 1] * s);
      ctx.lineTo(ox + list[i + 2] * s, oy + list[i + 3] * s);
    }
    ctx.strokeStyle = EDGE_COLOURS[name];
    ctx.lineCap = 'round';
    ctx.lineWidth = name === 'low' || name === 'window' ? thick * 0.7 : thick;
    ctx.setLineDash(name === 'door-open' ? [thick, thick] : name === 'low' ? [thick * 1.5, thick * 0.6] : []);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.lineCap = 'butt';
  }
}
