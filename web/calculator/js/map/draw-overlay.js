// The overlay: the path coloured per band, the hovered best path (dashed), the step totals on
// plates, the stop ring, the hover and keyboard cursors, and what a query tool answered (marks).
// It is the layer a pointer move redraws, so view.js gives it a canvas only as large as the box
// overlayBox says it draws in (issue 25): every shape drawn here must lie in that box.
import { BAND_COLOURS, HALO, FOCUS, INK } from '../palette.js';
import { axialToPixel } from './hex-frame.js';
import { spaceOffset, traceSpaceOutline } from './space-pixels.js';
import { fitText, plate, feetText, coveredCells } from './draw-text.js';

/** @typedef {import('./view.js').MapView} MapView */
/** @typedef {import('./view.js').Route} Route */
/** @typedef {import('./view.js').RouteStep} RouteStep */
/** @typedef {import('./view.js').Token} Token */
/** @typedef {import('./view.js').Marks} Marks */
/** @typedef {import('./draw-text.js').Ctx} Ctx */
/** @typedef {[number, number]} Cell */

// Where a creature larger than one hex would stand at the end of a path: its space's outline there,
// in the band colour of the step (dashed for the best path to the cursor), so the hexes it would
// take are seen, not only the line through its centre.
/**
 * @param {Ctx} ctx @param {MapView} view @param {import('./space-pixels.js').Space} space @param {Cell} cell
 * @param {RouteStep} step @param {boolean} dashed
 */
function drawSpaceAt(ctx, view, space, cell, step, dashed) {
  const dpr = view.dpr;
  traceSpaceOutline(ctx, view, space, cell);
  ctx.lineJoin = 'round';
  ctx.strokeStyle = HALO;
  ctx.lineWidth = 6 * dpr;
  ctx.setLineDash([]);
  ctx.stroke();
  ctx.strokeStyle = step.legal ? BAND_COLOURS[step.band] : BAND_COLOURS.beyond;
  ctx.lineWidth = 3 * dpr;
  ctx.setLineDash(dashed ? [6 * dpr, 4 * dpr] : []);
  ctx.stroke();
  ctx.setLineDash([]);
}

// A polyline through cell centres, drawn in device pixels.
/** @param {Ctx} ctx @param {MapView} view @param {Cell[]} cells @param {number[]} offset */
function polyline(ctx, view, cells, offset) {
  ctx.beginPath();
  cells.forEach((c, i) => {
    const [x, y] = view.cellCentre(c, offset);
    if (i === 0) ctx.moveTo(x * view.dpr, y * view.dpr);
    else ctx.lineTo(x * view.dpr, y * view.dpr);
  });
}

// A path drawn per band: the steps' segments from `start`, each in the colour of its step's band
// (beyond or illegal: red), over a white halo.
/**
 * @param {Ctx} ctx @param {MapView} view @param {Cell} start @param {RouteStep[]} steps
 * @param {number[]} offset @param {boolean} dashed
 */
function drawRoute(ctx, view, start, steps, offset, dashed) {
  const dpr = view.dpr;
  const width = Math.max(2, Math.min(6, view.cellPx / 7)) * dpr;
  const cells = [start, ...steps.map((s) => s.cell)];
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  polyline(ctx, view, cells, offset);
  ctx.strokeStyle = HALO;
  ctx.lineWidth = width + 3 * dpr;
  ctx.setLineDash([]);
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.setLineDash(dashed ? [width * 1.6, width * 1.2] : []);
  // One path per band: a long drag strokes three paths, not one per step.
  /** @type {Map<string, Cell[]>} */
  const byBand = new Map();
  let prev = start;
  for (const s of steps) {
    const band = s.legal ? s.band : 'beyond';
    let ends = byBand.get(band);
    if (!ends) byBand.set(band, (ends = []));
    ends.push(prev, s.cell);
    prev = s.cell;
  }
  for (const [band, ends] of byBand) {
    ctx.beginPath();
    for (let i = 0; i < ends.length; i += 2) {
      const [ax, ay] = view.cellCentre(ends[i], offset);
      const [bx, by] = view.cellCentre(ends[i + 1], offset);
      ctx.moveTo(ax * dpr, ay * dpr);
      ctx.lineTo(bx * dpr, by * dpr);
    }
    ctx.strokeStyle = BAND_COLOURS[band];
    ctx.stroke();
  }
  ctx.setLineDash([]);
}

/**
 * The box of the pane (CSS pixels) the overlay draws in, from the same data drawOverlay draws: each
 * point the route, its plates, the stop ring, the mover's name and the cursors are drawn around,
 * grown by the room they may take (a space's outline where the path ends, a plate as wide as the
 * mover's space, a line's halo); the whole pane while a question's marks are shown (their lines may
 * run to the map's edge); null when nothing is drawn.
 * @param {import('./view.js').MapView} view
 * @returns {{x0: number, y0: number, x1: number, y1: number} | null}
 */
export function overlayBox(view) {
  const d = view.data;
  if (d.marks) return { x0: 0, y0: 0, x1: view.cssW, y1: view.cssH };
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const around = (/** @type {number[]} */ [x, y], /** @type {number} */ room) => {
    box.x0 = Math.min(box.x0, x - room);
    box.y0 = Math.min(box.y0, y - room);
    box.x1 = Math.max(box.x1, x + room);
    box.y1 = Math.max(box.y1, y + room);
  };
  const room = (/** @type {number[]} */ span) => (Math.max(1, ...span) / 2 + 1) * view.cellPx + 12;
  /** @type {Route | null} */
  const route = d.route;
  /** @type {Token[]} */
  const tokens = d.tokens || [];
  if (route && route.steps.length) {
    const off = spaceOffset(view, route.space);
    const r = room(route.span);
    around(view.cellCentre(route.start, off), r);
    for (const s of route.steps) around(view.cellCentre(s.cell, off), r);
    if (route.stop) around(view.cellCentre(route.stop, off), r);
    const mover = tokens.find((t) => t.mover);
    if (mover) around(view.cellCentre(mover.position, spaceOffset(view, mover.space)), room(mover.span));
  }
  for (const cell of [d.hover, d.kbd]) if (cell) around(view.cellCentre(cell), room([1]));
  return box.x0 === Infinity ? null : box;
}

/** @param {Ctx} ctx @param {MapView} view */
export function drawOverlay(ctx, view) {
  const d = view.data;
  const dpr = view.dpr;
  // What a query tool answered: cells (framed) and lines (traced).
  if (d.marks) drawMarks(ctx, view, d.marks);
  /** @type {Route | null} */
  const route = d.marks ? null : d.route;
  /** @type {Token[]} */
  const tokens = d.tokens || [];
  if (route && route.steps.length) {
    const own = route.steps.slice(0, route.own);
    const preview = route.steps.slice(route.own);
    // The route runs through the centre of the mover's space.
    const off = spaceOffset(view, route.space);
    if (view.shape && route.space.cells.length > 1) {
      /** @type {[RouteStep | undefined, boolean][]} */
      const ends = [
        [own.filter((s) => s.cell).pop(), false],
        [preview.filter((s) => s.cell).pop(), true],
      ];
      for (const [step, dashed] of ends) if (step) drawSpaceAt(ctx, view, route.space, step.cell, step, dashed);
    }
    if (own.length) drawRoute(ctx, view, route.start, own, off, false);
    if (preview.length) drawRoute(ctx, view, own.length ? own[own.length - 1].cell : route.start, preview, off, true);
    // Step totals where they fit (every step when cells are big, else the path's end and the
    // cursor's), centred in the cell on an opaque plate that covers the reachable area's number
    // there: one number per cell, never two.
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const every = view.cellPx >= 26;
    route.steps.forEach((s, i) => {
      if (s.action) return;
      if (!every && i !== route.own - 1 && i !== route.steps.length - 1) return;
      const [cx, cy] = view.cellCentre(s.cell, off);
      const text = s.legal ? feetText(s.total) : '✗';
      plate(
        ctx,
        view,
        text,
        cx * dpr,
        cy * dpr,
        view.cellPx * route.span[0] - 4,
        s.legal ? BAND_COLOURS[s.band] : BAND_COLOURS.beyond,
      );
    });
    // The mover's name over the start of its line.
    const mover = tokens.find((t) => t.mover);
    if (mover) {
      const [mx, my] = view.cellCentre(mover.position, spaceOffset(view, mover.space));
      plate(ctx, view, mover.name, mx * dpr, my * dpr, mover.span[0] * view.cellPx * 0.9 - 2, '#111');
    }
    if (route.stop) {
      const [sx, sy] = view.cellCentre(route.stop, off);
      ctx.beginPath();
      ctx.arc(sx * dpr, sy * dpr, view.cellPx * 0.42 * dpr, 0, 2 * Math.PI);
      ctx.strokeStyle = BAND_COLOURS.speed;
      ctx.lineWidth = 2.5 * dpr;
      ctx.stroke();
    }
  }
  /** @type {[Cell | null | undefined, string, number][]} */
  const cursors = [
    [d.hover, INK, 1.5],
    [d.kbd, FOCUS, 3],
  ];
  for (const [cell, colour, w] of cursors) {
    if (!cell) continue;
    ctx.beginPath();
    view.traceCell(ctx, cell, w / 2);
    ctx.strokeStyle = colour;
    ctx.lineWidth = w * dpr;
    ctx.stroke();
  }
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

// view.js sizes the overlay's canvas to this box (a painter's optional `box`).
drawOverlay.box = overlayBox;
