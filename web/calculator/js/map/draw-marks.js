// The layers above the terrain: the reachable area (a band-coloured frame per place, its cost when
// the number fits in the cell), creatures over their whole space, and the overlay (the path coloured
// per band, the hovered best path, the stop ring, the keyboard cursor, and what a query tool draws).
// Cells are outlined by the view (view.traceCell: squares, or hexagons on a hex grid).
// Text is drawn only where it fits: a label wider than its cell is left out (the cursor label gives
// that cell's numbers on hover), so labels never overlap, 1.25-ft cells included.
import { BAND_COLOURS, HALO, FOCUS, INK } from '../palette.js';
import { pattern } from './draw-terrain.js';
import { axialToPixel } from './hex-frame.js';
import { spaceOffset, outlineAt } from './space-pixels.js';

const LABEL_FONT = 'ui-monospace, Menlo, Consolas, monospace';

// Every label drawn, as a CSS-pixel box {x, y, w, h, layer, plate}: the tests check that no two
// overlap (a plate deliberately covers the reachable area's number in its own cell).
function record(view, x, y, w, h, align, plate) {
  const left = align === 'left' ? x + w / 2 : x;
  view.labels.push({ x: left, y, w, h, layer: view.drawing, plate: !!plate });
}

export function labelSize(view) {
  return Math.max(8, Math.min(12, view.cellPx * 0.34));
}

// Text that fits in `room` CSS pixels, drawn centred at (x, y) device pixels; false when it does not fit.
function fitText(ctx, view, text, x, y, room, colour, bold, size = labelSize(view)) {
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

// A label on an opaque white plate (the overlay's numbers over the reachable area's).
function plate(ctx, view, text, x, y, room, colour) {
  const size = labelSize(view);
  ctx.font = `bold ${size * view.dpr}px ${LABEL_FONT}`;
  const w = ctx.measureText(text).width;
  if (w / view.dpr > room) return false;
  const h = size * 1.25 * view.dpr;
  ctx.fillStyle = HALO;
  ctx.strokeStyle = colour;
  ctx.lineWidth = view.dpr;
  ctx.beginPath();
  const pw = Math.max(w + 4 * view.dpr, Math.min(room, 40) * view.dpr);
  record(view, (x - pw / 2) / view.dpr, (y - h / 2) / view.dpr, pw / view.dpr, h / view.dpr, 'center', true);
  ctx.rect(x - pw / 2, y - h / 2, pw, h);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y);
  return true;
}

export function feetText(v) {
  if (v === null || v === undefined) return '—';
  return String(Math.round(v * 100) / 100);
}

export function drawReach(ctx, view) {
  const reach = view.data.reach;
  // While a question's answer is on the map, the move's marks step aside (one set of numbers at a time).
  if (!reach || view.data.marks) return;
  const dpr = view.dpr;
  const [x0, y0, x1, y1] = view.visibleCells();
  const inView = (c) => c[0] >= x0 && c[0] < x1 && c[1] >= y0 && c[1] < y1;
  const frame = Math.max(1, Math.min(3, view.cellPx / 10)) * dpr;
  const byBand = { speed: [], dash: [], beyond: [] };
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
  drawTotals(ctx, view, reach.places, inView, (p) =>
    p.provokes === 2
      ? [feetText(p.total) + '!', BAND_COLOURS.beyond, true]
      : [feetText(p.total), BAND_COLOURS[p.band], false],
  );
}

/**
 * Each place's number centred in its cell where it fits (cells of 14 px and more), not under a
 * creature (its name is drawn there): `look(place)` gives [text, colour, bold]. The reachable area
 * and where to stand (draw-places.js) write their totals this one way.
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

// Indices of the cells creatures cover (their names are drawn there; other numbers keep out).
function coveredCells(view) {
  const covered = new Set();
  for (const t of view.data.tokens || [])
    for (const [x, y] of t.space.cells) if (x >= 0 && y >= 0 && x < view.width) covered.add(y * view.width + x);
  return covered;
}

export function drawTokens(ctx, view) {
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

// The outline of a space as a new path, standing at `at` (default where the engine answered it): one
// closed polygon round its cells (the engine's outline).
function traceSpaceOutline(ctx, view, space, at = space.at) {
  const dpr = view.dpr;
  ctx.beginPath();
  outlineAt(view, space, at).forEach(([x, y], i) => (i ? ctx.lineTo(x * dpr, y * dpr) : ctx.moveTo(x * dpr, y * dpr)));
  ctx.closePath();
}

// Where a creature larger than one hex would stand at the end of a path: its space's outline there,
// in the band colour of the step (dashed for the best path to the cursor), so the hexes it would
// take are seen, not only the line through its centre.
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
  const byBand = new Map();
  let prev = start;
  for (const s of steps) {
    const band = s.legal ? s.band : 'beyond';
    if (!byBand.has(band)) byBand.set(band, []);
    byBand.get(band).push(prev, s.cell);
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

export function drawOverlay(ctx, view) {
  const d = view.data;
  const dpr = view.dpr;
  // What a query tool answered: cells (framed) and lines (traced).
  if (d.marks) drawMarks(ctx, view, d.marks);
  const route = d.marks ? null : d.route;
  if (route && route.steps.length) {
    const own = route.steps.slice(0, route.own);
    const preview = route.steps.slice(route.own);
    // The route runs through the centre of the mover's space.
    const off = spaceOffset(view, route.space);
    if (view.shape && route.space.cells.length > 1) {
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
    const mover = (d.tokens || []).find((t) => t.mover);
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
  for (const [cell, colour, w] of [
    [d.hover, INK, 1.5],
    [d.kbd, FOCUS, 3],
  ]) {
    if (!cell) continue;
    ctx.beginPath();
    view.traceCell(ctx, cell, w / 2);
    ctx.strokeStyle = colour;
    ctx.lineWidth = w * dpr;
    ctx.stroke();
  }
}

export const MARK_COLOURS = { a: '#5a2d91', b: '#0f5b6e', line: '#5a2d91', blocked: '#b3122b' };

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
    if (group.text) {
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
          group.text[i],
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
  const point = ([x, y]) =>
    view.shape ? axialToPixel(view.hex(), x, y) : [view.ox + x * view.cellPx, view.oy + y * view.cellPx];
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
