// The overlay: the path coloured per band, the hovered best path (dashed), the step totals on
// plates, the stop ring and the hover and keyboard cursors. It is the layer a pointer move redraws,
// so it is drawn as SVG elements (shim/svg-layer.js: rasterised off the main thread, unchanged elements
// left alone), in the pane's CSS pixels. A question's marks are draw-question-marks.js's canvas.
import { BAND_COLOURS, HALO, FOCUS, INK } from '../palette.js';
import { spaceOffset, outlineAt } from './space-pixels.js';
import { plateSize, feetText } from './draw-text.js';

/** @typedef {import('./view.js').MapView} MapView */
/** @typedef {import('./view.js').Route} Route */
/** @typedef {import('./view.js').RouteStep} RouteStep */
/** @typedef {import('./view.js').Token} Token */
/** @typedef {import('../../../shim/svg-layer.js').SvgLayer} SvgLayer */
/** @typedef {[number, number]} Cell */

// Pixels written to a tenth: short attribute strings, and the same string for the same point.
const px = (/** @type {number} */ v) => Math.round(v * 10) / 10;

// Where a creature larger than one hex would stand at the end of a path: its space's outline there,
// in the band colour of the step (dashed for the best path to the cursor), so the hexes it would
// take are seen, not only the line through its centre.
/**
 * @param {SvgLayer} svg @param {MapView} view @param {import('./space-pixels.js').Space} space @param {Cell} cell
 * @param {RouteStep} step @param {boolean} dashed
 */
function drawSpaceAt(svg, view, space, cell, step, dashed) {
  const part = svg.part('spaces');
  const d =
    'M' +
    outlineAt(view, space, cell)
      .map(([x, y]) => `${px(x)} ${px(y)}`)
      .join('L') +
    'Z';
  const line = { d, fill: 'none', 'stroke-linejoin': 'round' };
  part.add('path', { ...line, stroke: HALO, 'stroke-width': 6 });
  const colour = step.legal ? BAND_COLOURS[step.band] : BAND_COLOURS.beyond;
  part.add('path', { ...line, stroke: colour, 'stroke-width': 3, ...(dashed ? { 'stroke-dasharray': '6 4' } : {}) });
}

// A path drawn per band: the steps' segments from `start`, each in the colour of its step's band
// (beyond or illegal: red), over a white halo.
/**
 * @param {SvgLayer} svg @param {MapView} view @param {Cell} start @param {RouteStep[]} steps
 * @param {number[]} offset @param {boolean} dashed
 */
function drawRoute(svg, view, start, steps, offset, dashed) {
  const part = svg.part('route');
  const width = Math.max(2, Math.min(6, view.cellPx / 7));
  const at = (/** @type {Cell} */ c) => {
    const [x, y] = view.cellCentre(c, offset);
    return `${px(x)} ${px(y)}`;
  };
  const line = { fill: 'none', 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
  const points = [at(start)];
  for (const s of steps) points.push(at(s.cell));
  part.add('path', { ...line, d: 'M' + points.join('L'), stroke: HALO, 'stroke-width': px(width + 3) });
  // One path per band (a long drag makes three paths, not one per step), each run of steps in the
  // same band one polyline: a far hover's path is a few runs, not a subpath per step, so its `d` is
  // half as long and the browser strokes a few lines (issue 40).
  /** @type {Map<string, string[]>} */
  const byBand = new Map();
  const bandOf = (/** @type {RouteStep} */ s) => (s.legal ? s.band : 'beyond');
  let runStart = 0;
  steps.forEach((s, i) => {
    const band = bandOf(s);
    if (i + 1 < steps.length && bandOf(steps[i + 1]) === band) return; // the run goes on
    let parts = byBand.get(band);
    if (!parts) byBand.set(band, (parts = []));
    parts.push('M' + points.slice(runStart, i + 2).join('L'));
    runStart = i + 1;
  });
  /** @type {Record<string, string>} */
  const dash = dashed ? { 'stroke-dasharray': `${px(width * 1.6)} ${px(width * 1.2)}` } : {};
  for (const [band, parts] of byBand)
    part.add('path', { ...line, d: parts.join(''), stroke: BAND_COLOURS[band], 'stroke-width': px(width), ...dash });
}

// A number or a name on an opaque white plate, centred at (x, y): over the reachable area's number
// in its cell (one number per cell, never two). Left out where it does not fit in `room`.
/**
 * @param {import('../../../shim/svg-layer.js').Group} part @param {MapView} view @param {string} text @param {number} x
 * @param {number} y @param {number} room @param {string} colour
 */
function plate(part, view, text, x, y, room, colour) {
  const p = plateSize(view, text, x, y, room);
  if (!p) return;
  part.add('rect', {
    x: px(x - p.w / 2),
    y: px(y - p.h / 2),
    width: px(p.w),
    height: px(p.h),
    fill: HALO,
    stroke: colour,
    'stroke-width': 1,
  });
  part.add('text', {
    x: px(x),
    y: px(y),
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    'font-family': p.family,
    'font-weight': 'bold',
    'font-size': px(p.size),
    fill: colour,
    text,
  });
}

/** @param {SvgLayer} svg @param {MapView} view */
export function drawOverlay(svg, view) {
  const d = view.data;
  // While a question's answer is on the map the move's route steps aside (one set of numbers at a time).
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
      for (const [step, dashed] of ends) if (step) drawSpaceAt(svg, view, route.space, step.cell, step, dashed);
    }
    if (own.length) drawRoute(svg, view, route.start, own, off, false);
    if (preview.length) drawRoute(svg, view, own.length ? own[own.length - 1].cell : route.start, preview, off, true);
    // Step totals where they fit (every step when cells are big, else the path's end and the
    // cursor's), centred in the cell; only those in the pane (a long path at a large zoom runs far
    // out of it).
    const every = view.cellPx >= 26;
    const margin = view.cellPx * route.span[0];
    route.steps.forEach((s, i) => {
      if (s.action) return;
      if (!every && i !== route.own - 1 && i !== route.steps.length - 1) return;
      const [cx, cy] = view.cellCentre(s.cell, off);
      if (cx < -margin || cy < -margin || cx > view.cssW + margin || cy > view.cssH + margin) return;
      const text = s.legal ? feetText(s.total) : '✗';
      const colour = s.legal ? BAND_COLOURS[s.band] : BAND_COLOURS.beyond;
      plate(svg.part('plates'), view, text, cx, cy, view.cellPx * route.span[0] - 4, colour);
    });
    // The mover's name over the start of its line.
    const mover = tokens.find((t) => t.mover);
    if (mover) {
      const [mx, my] = view.cellCentre(mover.position, spaceOffset(view, mover.space));
      plate(svg.part('mover'), view, mover.name, mx, my, mover.span[0] * view.cellPx * 0.9 - 2, '#111');
    }
    if (route.stop) {
      const [sx, sy] = view.cellCentre(route.stop, off);
      svg.part('ring').add('circle', {
        cx: px(sx),
        cy: px(sy),
        r: px(view.cellPx * 0.42),
        fill: 'none',
        stroke: BAND_COLOURS.speed,
        'stroke-width': 2.5,
      });
    }
  }
  /** @type {[Cell | null | undefined, string, number][]} */
  const cursors = [
    [d.hover, INK, 1.5],
    [d.kbd, FOCUS, 3],
  ];
  for (const [cell, colour, w] of cursors)
    if (cell)
      svg
        .part('cursors')
        .add('path', { d: view.cellPath(cell, w / 2), fill: 'none', stroke: colour, 'stroke-width': w });
}

// The overlay's parts, bottom to top (shim/svg-layer.js reuses each part's elements place by place).
drawOverlay.parts = ['spaces', 'route', 'plates', 'mover', 'ring', 'cursors'];
