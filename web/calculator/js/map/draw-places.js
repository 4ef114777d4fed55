// Where to stand (issue 27) on the reachable area's layer: each place the mover may end in, filled
// in the colour of its mark for the chosen question (the shim's places annotation, where-panel.js),
// the places that qualify strongly and framed, the others faintly; the turn's total in each cell
// where it fits, in the band's colour as the plain reachable area writes it. The colours live here
// and the panel's legend draws its swatches from them, so the legend and the map cannot differ.
import { BAND_COLOURS } from '../palette.js';
import { feetText, drawTotals } from './draw-marks.js';

// Per mark (web/shim/places.js names them): good marks dark and saturated, the rest a warning
// colour (threatened, provokes) or grey (no, none). All dark enough to keep 3:1 against the light
// terrain fills when framed.
/** @type {Record<string, string>} */
export const PLACE_COLOURS = {
  safe: '#15703a',
  threatened: '#b85c00',
  provokes: '#b3122b',
  flanks: '#5a2d91',
  'no-flank': '#77726b',
  total: '#0b2f66',
  'three-quarters-disadvantage': '#163f91',
  'three-quarters': '#1f5fd1',
  half: '#4f86d9',
  none: '#77726b',
  'in-reach': '#0f6e5b',
  'out-of-reach': '#77726b',
};

// How strongly a place is filled: the places that answer the question stand out.
export const PLACE_ALPHA = { qualifies: 0.5, other: 0.16 };

/** @typedef {import('../../../shim/index.js').PlacesPlace} PlacesPlace */

/** @param {import('./draw-text.js').Ctx} ctx @param {import('./view.js').MapView} view */
export function drawPlaces(ctx, view) {
  /** @type {{places: PlacesPlace[]} | null} */
  const shown = view.data.places;
  // While a question's answer is on the map, the move's marks step aside (as drawReach does).
  if (!shown || view.data.marks) return;
  const dpr = view.dpr;
  const [x0, y0, x1, y1] = view.visibleCells();
  const inView = (/** @type {[number, number]} */ c) => c[0] >= x0 && c[0] < x1 && c[1] >= y0 && c[1] < y1;
  /** @type {Map<string, {mark: string, qualifies: boolean, list: PlacesPlace[]}>} */
  const groups = new Map();
  for (const p of shown.places) {
    if (!p.mark || !inView(p.cell)) continue;
    const key = `${p.mark}|${p.qualifies}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { mark: p.mark, qualifies: p.qualifies, list: [] }));
    group.list.push(p);
  }
  const frame = Math.max(1.5, Math.min(3, view.cellPx / 10)) * dpr;
  for (const { mark, qualifies, list } of groups.values()) {
    const colour = PLACE_COLOURS[mark] ?? BAND_COLOURS.beyond;
    ctx.beginPath();
    for (const p of list) view.traceCell(ctx, p.cell, qualifies ? frame / (2 * dpr) + 1 : 1);
    ctx.globalAlpha = qualifies ? PLACE_ALPHA.qualifies : PLACE_ALPHA.other;
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.globalAlpha = 1;
    if (qualifies) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = frame;
      ctx.stroke();
    }
  }
  // The turn's total there, in its band's colour, bold where the place qualifies.
  drawTotals(ctx, view, shown.places, inView, (/** @type {PlacesPlace} */ p) => [
    feetText(p.total),
    BAND_COLOURS[p.band],
    p.qualifies,
  ]);
}
