// The layers between the terrain and the overlay: the reachable area (a band-coloured frame per
// place, its cost when the number fits in the cell) and creatures over their whole space. The
// overlay is draw-overlay.js; text on the map is draw-text.js. Cells are outlined by the view
// (view.traceCell: squares, or hexagons on a hex grid).
import { BAND_COLOURS, FOCUS, INK } from '../palette.js';
import { pattern } from './draw-terrain.js';
import { spaceOffset, traceSpaceOutline } from './space-pixels.js';
import { fitText, feetText, coveredCells } from './draw-text.js';

// The page imports the overlay and the feet's words from here too.
export { drawOverlay } from './draw-overlay.js';
export { drawQuestionMarks, MARK_COLOURS } from './draw-question-marks.js';
export { feetText } from './draw-text.js';

/** @typedef {import('./view.js').MapView} MapView */
/** @typedef {import('./view.js').Token} Token */
/** @typedef {import('./draw-text.js').Ctx} Ctx */
/** @typedef {import('../../../shim/index.js').ReachablePlace} ReachablePlace */
/** @typedef {[number, number]} Cell */

/** @param {Ctx} ctx @param {MapView} view */
export function drawReach(ctx, view) {
  /** @type {{places: ReachablePlace[]} | null} */
  const reach = view.data.reach;
  // While a question's answer is on the map, the move's marks step aside (one set of numbers at a time).
  if (!reach || view.data.marks) return;
  const dpr = view.dpr;
  const [x0, y0, x1, y1] = view.visibleCells();
  const inView = (/** @type {Cell} */ c) => c[0] >= x0 && c[0] < x1 && c[1] >= y0 && c[1] < y1;
  const frame = Math.max(1, Math.min(3, view.cellPx / 10)) * dpr;
  /** @type {Record<string, ReachablePlace[]>} */
  const byBand = { speed: [], dash: [], beyond: [] };
  /** @type {ReachablePlace[]} */
  const noEnd = [];
  for (const p of reach.places) {
    if (!inView(p.cell)) continue;
    byBand[p.band].push(p);
    if (!p.canEnd) noEnd.push(p);
  }
  // A faint tint of the band, then a frame in the band's colour (solid within speed, dashed within Dash).
  for (const [band, list] of Object.entries(byBand)) {
    if (!list.length) continue;
    ctx.beginPath();
    for (const p of list) view.traceCell(ctx, p.cell, frame / (2 * dpr) + 1);
    ctx.globalAlpha = 0.1;
    ctx.fillStyle = BAND_COLOURS[band];
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = BAND_COLOURS[band];
    ctx.lineWidth = frame;
    ctx.setLineDash(band === 'dash' ? [3 * dpr, 2 * dpr] : []);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  // Places the move may pass but not end in: hatched.
  if (noEnd.length && view.shape) {
    ctx.beginPath();
    for (const p of noEnd) view.traceCell(ctx, p.cell, 1);
    ctx.fillStyle = pattern(ctx, 'hatch2', dpr);
    ctx.globalAlpha = 0.6;
    ctx.fill();
    ctx.globalAlpha = 1;
  } else if (noEnd.length) {
    ctx.beginPath();
    for (const p of noEnd) {
      const l = view.dx(p.cell[0]);
      const t = view.dy(p.cell[1]);
      const r = view.dx(p.cell[0] + 1);
      const b = view.dy(p.cell[1] + 1);
      const step = Math.max(4 * dpr, (r - l) / 4);
      for (let o = step; o < r - l + (b - t); o += step) {
        ctx.moveTo(l + Math.max(0, o - (b - t)), t + Math.min(o, b - t));
        ctx.lineTo(l + Math.min(o, r - l), t + Math.max(0, o - (r - l)));
      }
    }
    ctx.strokeStyle = INK;
    ctx.globalAlpha = 0.5;
    ctx.lineWidth = dpr;
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  // Costs (the turn's total there) where they fit; red with "!" where every path there provokes.
  drawTotals(ctx, view, reach.places, inView, (/** @type {ReachablePlace} */ p) =>
    p.provokes === 2
      ? [feetText(p.total) + '!', BAND_COLOURS.beyond, true]
      : [feetText(p.total), BAND_COLOURS[p.band], false],
  );
}

/**
 * Each place's number centred in its cell where it fits (cells of 14 px and more), not under a
 * creature (its name is drawn there): `look(place)` gives [text, colour, bold]. The reachable area
 * and where to stand (draw-places.js) write their totals this one way.
 * @template {{cell: Cell}} P
 * @param {Ctx} ctx @param {MapView} view @param {P[]} places @param {(cell: Cell) => boolean} inView
 * @param {(place: P) => [string, string, boolean]} look
 */
export function drawTotals(ctx, view, places, inView, look) {
  if (view.cellPx < 14) return;
  const dpr = view.dpr;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const room = view.cellPx - 4;
  const covered = coveredCells(view);
  for (const p of places) {
    if (!inView(p.cell) || covered.has(p.cell[1] * view.width + p.cell[0])) continue;
    const [cx, cy] = view.cellCentre(p.cell);
    const [text, colour, bold] = look(p);
    fitText(ctx, view, text, cx * dpr, cy * dpr, room, colour, bold);
  }
}

/** @param {Ctx} ctx @param {MapView} view */
export function drawTokens(ctx, view) {
  /** @type {Token[]} */
  const tokens = view.data.tokens || [];
  const dpr = view.dpr;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const t of tokens) {
    if (view.shape && t.space.cells.length > 1) {
      drawHexSpace(ctx, view, t);
      continue;
    }
    const [cx, cy] = view.cellCentre(t.position, spaceOffset(view, t.space));
    const rx = t.span[0] * view.cellPx * 0.45 * dpr;
    const ry = t.span[1] * view.cellPx * 0.45 * dpr;
    ctx.beginPath();
    ctx.ellipse(cx * dpr, cy * dpr, rx, ry, 0, 0, 2 * Math.PI);
    ctx.fillStyle = `hsl(${t.hue} 70% 78% / 0.92)`;
    ctx.fill();
    ctx.lineWidth = Math.max(1, Math.min(3, view.cellPx / 14)) * dpr;
    ctx.strokeStyle = `hsl(${t.hue} 60% 25%)`;
    ctx.stroke();
    if (t.mover || t.selected) {
      ctx.beginPath();
      ctx.ellipse(cx * dpr, cy * dpr, rx + 3 * dpr, ry + 3 * dpr, 0, 0, 2 * Math.PI);
      ctx.strokeStyle = FOCUS;
      ctx.lineWidth = 2.5 * dpr;
      ctx.setLineDash(t.selected && !t.mover ? [4 * dpr, 3 * dpr] : []);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    const room = t.span[0] * view.cellPx * 0.9 - 2;
    fitText(ctx, view, t.name, cx * dpr, cy * dpr, room, '#111', true) ||
      fitText(ctx, view, t.name.slice(0, 1), cx * dpr, cy * dpr, room, '#111', true);
  }
}

// A creature larger than one hex, drawn as its hexes (the engine's space): the hexagons filled as one
// shape, the space's outline (the engine's, the sides no other hex of the space shares), a focus
// ring along that outline when it moves or is selected, and its name at the space's centre.
/** @param {Ctx} ctx @param {MapView} view @param {Token} t */
function drawHexSpace(ctx, view, t) {
  const dpr = view.dpr;
  ctx.beginPath();
  for (const c of t.space.cells) view.traceCell(ctx, c);
  ctx.fillStyle = `hsl(${t.hue} 70% 78% / 0.92)`;
  ctx.fill();
  traceSpaceOutline(ctx, view, t.space);
  ctx.lineJoin = 'round';
  if (t.mover || t.selected) {
    ctx.strokeStyle = FOCUS;
    ctx.lineWidth = 5 * dpr;
    ctx.setLineDash(t.selected && !t.mover ? [4 * dpr, 3 * dpr] : []);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.lineWidth = Math.max(1, Math.min(3, view.cellPx / 14)) * dpr;
  ctx.strokeStyle = `hsl(${t.hue} 60% 25%)`;
  ctx.stroke();
  const [cx, cy] = view.cellCentre(t.position, spaceOffset(view, t.space));
  const room = t.span[0] * view.cellPx * 0.8 - 2;
  fitText(ctx, view, t.name, cx * dpr, cy * dpr, room, '#111', true) ||
    fitText(ctx, view, t.name.slice(0, 1), cx * dpr, cy * dpr, room, '#111', true);
}
