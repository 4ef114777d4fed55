// What a query tool answered (ask-marks.js writes view.data.marks): cells framed in a colour with a
// number each, and lines between grid points (sight lines, a facing's bounds). Its own canvas above
// the creatures, drawn when a question's answer changes, never on a pointer move (the move's
// overlay, draw-overlay.js, is the layer a hover redraws).
import { HALO } from '../palette.js';
import { axialToPixel } from './hex-frame.js';
import { fitText, coveredCells } from './draw-text.js';

/** @typedef {import('./view.js').MapView} MapView */
/** @typedef {import('./view.js').Marks} Marks */
/** @typedef {import('./draw-text.js').Ctx} Ctx */

/** The question's marks, if one is answered on the map. @param {Ctx} ctx @param {MapView} view */
export function drawQuestionMarks(ctx, view) {
  if (view.data.marks) drawMarks(ctx, view, view.data.marks);
}

/** @type {Record<string, string>} */
export const MARK_COLOURS = { a: '#5a2d91', b: '#0f5b6e', line: '#5a2d91', blocked: '#b3122b' };

/** @param {Ctx} ctx @param {MapView} view @param {Marks} marks */
function drawMarks(ctx, view, marks) {
  const dpr = view.dpr;
  for (const group of marks.cells || []) {
    ctx.beginPath();
    for (const c of group.cells) view.traceCell(ctx, c);
    ctx.globalAlpha = 0.22;
    ctx.fillStyle = MARK_COLOURS[group.colour] || group.colour;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = MARK_COLOURS[group.colour] || group.colour;
    ctx.lineWidth = 1.5 * dpr;
    ctx.stroke();
    const text = group.text;
    if (text) {
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      const covered = coveredCells(view);
      group.cells.forEach((c, i) => {
        if (covered.has(c[1] * view.width + c[0])) return;
        const [cx, cy] = view.cellCentre(c);
        // A question's marks are the only numbers on the map then (the move's step aside): larger.
        fitText(
          ctx,
          view,
          text[i],
          cx * dpr,
          cy * dpr,
          view.cellPx - 2,
          MARK_COLOURS[group.colour] || group.colour,
          true,
          Math.max(8, Math.min(18, view.cellPx * 0.4)),
        );
      });
    }
  }
  // Lines between grid points: on squares vertices [x, y], on hexes axial coordinates [q, r] as the
  // engine writes them there (fractional points allowed).
  /** @param {number[]} p @returns {number[]} */
  const point = ([x, y]) =>
    view.shape ? axialToPixel(view.hexFrame(view.shape), x, y) : [view.ox + x * view.cellPx, view.oy + y * view.cellPx];
  for (const l of marks.lines || []) {
    const [ax, ay] = point(l.from);
    const [bx, by] = point(l.to);
    // A line that runs on to the map's edge (a facing's bounds) is cut at the map's box.
    ctx.save();
    if (l.toEdge) {
      const [w, h] = view.extent();
      ctx.beginPath();
      ctx.rect(view.ox * dpr, view.oy * dpr, w * view.cellPx * dpr, h * view.cellPx * dpr);
      ctx.clip();
    }
    ctx.beginPath();
    ctx.moveTo(ax * dpr, ay * dpr);
    ctx.lineTo(bx * dpr, by * dpr);
    ctx.strokeStyle = HALO;
    ctx.lineWidth = 4 * dpr;
    ctx.stroke();
    ctx.strokeStyle = l.blocked ? MARK_COLOURS.blocked : MARK_COLOURS.line;
    ctx.lineWidth = 2 * dpr;
    ctx.setLineDash(l.blocked ? [4 * dpr, 3 * dpr] : []);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.restore();
  }
}
