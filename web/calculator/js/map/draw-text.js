// Numbers and names on the map's canvases: drawn only where they fit (a label wider than its room is
// left out; the cursor label gives that cell's numbers on hover), so labels never overlap, 1.25-ft
// cells included. Every label drawn is recorded on the view (the tests check that none overlap).
import { HALO } from '../palette.js';

/** @typedef {import('./view.js').MapView} MapView */
/** A layer's 2D context (an OffscreenCanvas's is handed over as one: view.js). @typedef {CanvasRenderingContext2D} Ctx */

const LABEL_FONT = 'ui-monospace, Menlo, Consolas, monospace';

// Every label drawn, as a CSS-pixel box {x, y, w, h, layer, plate}: the tests check that no two
// overlap (a plate deliberately covers the reachable area's number in its own cell).
/**
 * @param {MapView} view @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {CanvasTextAlign} align @param {boolean} [plate]
 */
function record(view, x, y, w, h, align, plate) {
  const left = align === 'left' ? x + w / 2 : x;
  view.labels.push({ x: left, y, w, h, layer: view.drawing, plate: !!plate });
}

/** @param {MapView} view */
export function labelSize(view) {
  return Math.max(8, Math.min(12, view.cellPx * 0.34));
}

// Text that fits in `room` CSS pixels, drawn centred at (x, y) device pixels; false when it does not fit.
/**
 * @param {Ctx} ctx @param {MapView} view @param {string} text @param {number} x @param {number} y
 * @param {number} room @param {string} colour @param {boolean} [bold] @param {number} [size]
 */
export function fitText(ctx, view, text, x, y, room, colour, bold, size = labelSize(view)) {
  ctx.font = `${bold ? 'bold ' : ''}${size * view.dpr}px ${LABEL_FONT}`;
  const w = ctx.measureText(text).width / view.dpr;
  if (w > room) return false;
  record(view, x / view.dpr - w / 2, y / view.dpr - size / 2, w, size, ctx.textAlign);
  ctx.lineWidth = 3 * view.dpr;
  ctx.strokeStyle = HALO;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y);
  return true;
}

// A label on an opaque white plate (the overlay's numbers over the reachable area's): its plate's
// size in CSS pixels and its font, recorded as drawn centred at (x, y) CSS pixels; null when the text
// does not fit in `room`. Measured at the device's pixel size, as the map's canvases draw text.
/**
 * @param {MapView} view @param {string} text @param {number} x @param {number} y @param {number} room
 * @returns {{w: number, h: number, size: number, family: string} | null}
 */
export function plateSize(view, text, x, y, room) {
  const size = labelSize(view);
  const g = measuring();
  g.font = `bold ${size * view.dpr}px ${LABEL_FONT}`;
  const w = g.measureText(text).width / view.dpr;
  if (w > room) return null;
  const h = size * 1.25;
  const pw = Math.max(w + 4, Math.min(room, 40));
  record(view, x - pw / 2, y - h / 2, pw, h, 'center', true);
  return { w: pw, h, size, family: LABEL_FONT };
}

/** @type {CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null} */
let measurer = null;
// A context that only measures text: never shown, so never handed to the compositor.
function measuring() {
  if (!measurer) {
    const c = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
    measurer = /** @type {CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D} */ (c.getContext('2d'));
  }
  return measurer;
}

// Feet on the map as everywhere else: the shim's one format (present.js feet: 1/100, '—' for none).
export { feet as feetText } from '../../../shim/present.js';

// Indices of the cells creatures cover (their names are drawn there; other numbers keep out).
/** @param {MapView} view */
export function coveredCells(view) {
  /** @type {Set<number>} */
  const covered = new Set();
  /** @type {import('./view.js').Token[]} */
  const tokens = view.data.tokens || [];
  for (const t of tokens)
    for (const [x, y] of t.space.cells) if (x >= 0 && y >= 0 && x < view.width) covered.add(y * view.width + x);
  return covered;
}
