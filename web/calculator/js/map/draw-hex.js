// The static layer on a hex grid: each look's hexagons filled as one path (and its pattern tiled over
// them), the hexagons' outlines when they are big enough to show, the walls, doors, low walls and
// windows on the sides two hexes share (the engine's edge plane: three owned sides per cell, the
// ring just off the map included), and the map's border. The square grid's layer is draw-terrain.js.
import { TERRAIN_BY_KEY, INK, GRID_LINE, EDGE_KINDS, EDGE_COLOURS } from '../palette.js';
import { PANE, pattern } from './draw-terrain.js';
import { hexSide, hexNeighbours } from '../../../shim/index.js';
import { neighbourAt, hexSidePlane } from './hex-frame.js';

export function drawHexTerrain(ctx, view) {
  const { looks, index } = view.data.looks;
  const dpr = view.dpr;
  const w = view.width;
  ctx.fillStyle = PANE;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const [x0, y0, x1, y1] = view.visibleCells();
  if (x1 <= x0 || y1 <= y0) return;
  // Cells by look, as lists of indices: one path per look.
  const byLook = looks.map(() => []);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) byLook[index[y * w + x]].push(x, y);
  const cell = [0, 0];
  const trace = (list) => {
    ctx.beginPath();
    for (let i = 0; i < list.length; i += 2) {
      cell[0] = list[i];
      cell[1] = list[i + 1];
      view.traceCell(ctx, cell);
    }
  };
  looks.forEach((keys, k) => {
    const list = byLook[k];
    if (!list.length) return;
    trace(list);
    ctx.fillStyle = TERRAIN_BY_KEY[keys[0]].fill;
    ctx.fill();
    for (const key of keys) {
      const p = TERRAIN_BY_KEY[key].pattern;
      if (!p) continue;
      ctx.fillStyle = pattern(ctx, p, dpr);
      ctx.fill();
    }
    // Outlines once a hex is at least 6 device pixels across (each look's path stroked once).
    if (view.cellPx * dpr >= 6) {
      ctx.strokeStyle = GRID_LINE;
      ctx.lineWidth = 1;
      ctx.stroke();
    }
  });
  drawHexSides(ctx, view, x0, y0, x1, y1);
  // The map's border: every side of a cell on the map that faces a cell off it.
  const g = view.hex();
  const onMap = ([x, y]) => x >= 0 && y >= 0 && x < w && y < view.height;
  ctx.beginPath();
  const border = (x, y) => {
    for (const n of hexNeighbours(g, [x, y])) {
      if (onMap(n)) continue;
      const [a, b] = hexSide(g, [x, y], n);
      ctx.moveTo(a[0] * dpr, a[1] * dpr);
      ctx.lineTo(b[0] * dpr, b[1] * dpr);
    }
  };
  for (let x = x0; x < x1; x++) {
    border(x, 0);
    if (view.height > 1) border(x, view.height - 1);
  }
  for (let y = y0; y < y1; y++) {
    border(0, y);
    if (w > 1) border(w - 1, y);
  }
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(1, dpr);
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.lineCap = 'butt';
}

// Walls and the rest on the sides of the cells in view (and of the ring just off the map).
function drawHexSides(ctx, view, x0, y0, x1, y1) {
  const { width: w, height: h } = view;
  const plane = hexSidePlane(view.data.edges, w, h);
  const g = view.hex();
  const dpr = view.dpr;
  const byKind = new Map();
  for (let y = Math.max(-1, y0 - 1); y <= Math.min(h, y1); y++)
    for (let x = Math.max(-1, x0 - 1); x <= Math.min(w, x1); x++) {
      const base = ((y + 1) * (w + 2) + x + 1) * 3;
      for (let d = 0; d < 3; d++) {
        const k = plane[base + d];
        if (!k) continue;
        const side = hexSide(g, [x, y], neighbourAt(view.shape, [x, y], d));
        if (!side) continue;
        if (!byKind.has(k)) byKind.set(k, []);
        byKind.get(k).push(side);
      }
    }
  const thick = Math.max(2, Math.min(6, view.cellPx / 8)) * dpr;
  for (const [k, list] of byKind) {
    const name = EDGE_KINDS[k];
    ctx.beginPath();
    for (const [a, b] of list) {
      ctx.moveTo(a[0] * dpr, a[1] * dpr);
      ctx.lineTo(b[0] * dpr, b[1] * dpr);
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
