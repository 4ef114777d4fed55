// The live overlay above Roll20's map (docs/extension.md, "On the map, live"): one SVG in three parts
// (the reachable area per band, drawn on pick-up; where to stand, the places marked for the panel's
// choice; the path so far, per pointer move: web/shim/svg-layer.js, so a pointer move writes only the
// path's changed elements and the browser rasterises them off the main thread, where canvases were
// handed to the compositor again every frame, issue 40) and the label that follows the pointer
// (label-lines.js). It never takes a pointer event from Roll20 (`pointer-events: none`), and it
// sits where the open-source projects put theirs: legacy, inside `#editor-wrapper .canvas-container`
// (betteR20's weather layer); Jumpgate, beside the rendering canvas, over it. A shadow root keeps
// Roll20's styles out. Coordinates come from view.js (map pixels → screen pixels); a creature's
// space is the engine's (space-shape.js: its cells and outline from the space query), so a hex page
// gets hexagons and a square page squares, with no branch here but the outline of the path's hexes.
import { SHADOW_MODE } from './shadow-mode.js';
import { BAND_COLOURS, PLACE_COLOURS } from '../shim/colours.js';
import { SvgLayer } from '../shim/svg-layer.js';
export { BAND_COLOURS, PLACE_COLOURS } from '../shim/colours.js';
export { labelLines } from './label-lines.js';

/** @typedef {import('../shim/index.js').Grid} Grid */
/** @typedef {import('../shim/space-shape.js').SpaceShape} SpaceShape */
/** @typedef {import('../shim/index.js').MoveAnnotation | import('../shim/index.js').ErrorAnnotation} MoveOrError */
/** @typedef {import('../shim/index.js').ReachableAnnotation} ReachableAnnotation */
/** @typedef {import('../shim/index.js').PlacesAnnotation | import('../shim/index.js').ErrorAnnotation} Places */
/** @typedef {Extract<import('./view.js').View, {ok: true}>} View */
/** @typedef {[number, number, number, number]} Box */

// Colours by a band's or a mark's name (the shim's annotations name them as text).
const BAND = /** @type {Record<string, string>} */ (BAND_COLOURS);
const PLACE = /** @type {Record<string, string>} */ (PLACE_COLOURS);

const LABEL_W = 320; // the label's max-width (CSS below)
const LABEL_H = 90;
/** @type {Record<string, number>} */
const AREA_ALPHA = { speed: 0.2, dash: 0.16 };
const PLACE_ALPHA = { good: 0.42, other: 0.14 }; // places that qualify for the mode, and the others

const CSS = `
:host { all: initial; position: absolute; pointer-events: none; z-index: 5; overflow: visible; }
svg { position: absolute; left: 0; top: 0; pointer-events: none; }
.label { position: absolute; left: 0; top: 0; pointer-events: none; max-width: 320px; width: max-content;
  font: 12px/1.35 system-ui, sans-serif; color: #111; background: rgba(255,255,255,.94); border: 1px solid #555;
  border-left: 5px solid #888; border-radius: 4px; padding: 3px 7px; box-shadow: 0 1px 4px rgba(0,0,0,.35); }
.label[hidden] { display: none; }
.label .total { font-weight: 600; }
.label.speed { border-left-color: ${BAND_COLOURS.speed}; } .label.dash { border-left-color: ${BAND_COLOURS.dash}; }
.label.beyond { border-left-color: ${BAND_COLOURS.beyond}; }
.label .band-speed { color: #176b2c; } .label .band-dash { color: #8a5a00; } .label .band-beyond { color: #a11; }
.label .illegal { color: #a11; } .label .attack { color: #7a1c1c; } .label .note { color: #555; }
.label .place { color: #555; } .label .place.good { color: #174f8a; font-weight: 600; }
`;

// Pixels written to a tenth: short attribute strings, the same string for the same point.
const px = (/** @type {number} */ v) => Math.round(v * 10) / 10;
// A circle as SVG path data (two arcs), to join many in one element.
/** @param {number} x @param {number} y @param {number} r */
const circle = (x, y, r) =>
  `M${px(x - r)} ${px(y)}a${px(r)} ${px(r)} 0 1 0 ${px(2 * r)} 0a${px(r)} ${px(r)} 0 1 0 ${px(-2 * r)} 0`;

export class Overlay {
  /** @param {Document} doc */
  constructor(doc) {
    this.doc = doc;
    this.host = doc.createElement('footwork-overlay');
    this.host.setAttribute('data-footwork-overlay', '');
    const root = this.host.attachShadow({ mode: SHADOW_MODE });
    const style = doc.createElement('style');
    style.textContent = CSS;
    const svg = SvgLayer.create('marks', doc);
    // The parts go in a nested <svg>: its box is the page's rectangle, outside which nothing is drawn.
    this.clipBox = /** @type {SVGSVGElement} */ (doc.createElementNS('http://www.w3.org/2000/svg', 'svg'));
    svg.append(this.clipBox);
    this.layer = new SvgLayer(svg, ['area', 'places', 'path'], this.clipBox);
    this.labelBox = doc.createElement('div');
    this.labelBox.className = 'label';
    this.labelBox.hidden = true;
    root.append(style, svg, this.labelBox);
    /** @type {View | null} */
    this.view = null;
    this.origin = [0, 0]; // the overlay's top-left, in client pixels
    this.size = [0, 0];
    /** @type {number | undefined} half the token's size on screen, while a path is drawn */
    this.tokenHalf = undefined;
    /** @type {Parameters<Overlay['drawArea']> | null} what to draw again when the view changes */
    this.areaDraw = null;
    /** @type {Parameters<Overlay['drawPath']> | null} */
    this.pathDraw = null;
    /** @type {Parameters<Overlay['drawPlaces']> | null} */
    this.placesDraw = null;
    /** @type {Box | null} the page's rectangle in map pixels [left, top, right, bottom]: nothing is drawn outside it */
    this.bounds = null;
  }

  /**
   * The page's rectangle (map pixels) the drawing is clipped to, or null. A hex page's cells along
   * its right and bottom edges are hexes whose centres lie on the page but whose far halves do not
   * (web/shim/hex.js hexCellsOnPage): Roll20 draws no map there, so neither does the overlay.
   * @param {Box | null} bounds
   */
  setBounds(bounds) {
    this.bounds = bounds;
    this.clip();
  }

  // The nested svg's box: the page's rectangle in the overlay's own pixels (the whole overlay without
  // bounds); its viewBox keeps the parts drawing in the overlay's pixels.
  clip() {
    const [w, h] = this.size;
    let [l, t, r, b] = [0, 0, w, h];
    if (this.bounds && this.view) {
      [l, t] = this.local(this.bounds[0], this.bounds[1]);
      [r, b] = this.local(this.bounds[2], this.bounds[3]);
    }
    const box = { x: l, y: t, width: Math.max(0, r - l), height: Math.max(0, b - t) };
    for (const [k, v] of Object.entries(box)) this.clipBox.setAttribute(k, String(px(v)));
    this.clipBox.setAttribute('viewBox', `${px(l)} ${px(t)} ${px(box.width)} ${px(box.height)}`);
  }

  // Finds Roll20's map element for this engine, puts the overlay over it and sizes it. Returns the
  // element pointer events on the map go to (or null: the overlay is taken away).
  /** Roll20's map element for this engine's target, or null. @param {unknown} target @returns {Element | null} */
  find(target) {
    if (target === 'legacy-container') return this.doc.querySelector('#editor-wrapper .canvas-container');
    if (target === 'render-canvas') return this.doc.querySelector('canvas[data-footwork-render]');
    return null;
  }

  /** @param {import('./view.js').View} view @param {unknown} target */
  place(view, target) {
    const el = this.find(target);
    if (!view.ok || !el) {
      this.remove();
      return null;
    }
    this.view = view;
    if (target === 'legacy-container') {
      if (this.host.parentNode !== el) el.append(this.host);
    } else if (this.host.previousElementSibling !== el) el.after(this.host);
    const r = el.getBoundingClientRect();
    const w = Math.max(1, Math.round(r.width));
    const h = Math.max(1, Math.round(r.height));
    // Line the overlay up with the element, whatever the positioning of its parent.
    const s = this.host.style;
    s.left = '0px';
    s.top = '0px';
    const o = this.host.getBoundingClientRect();
    s.left = `${r.left - o.left}px`;
    s.top = `${r.top - o.top}px`;
    s.width = `${w}px`;
    s.height = `${h}px`;
    this.origin = [r.left, r.top];
    this.layer.size(w, h);
    this.size = [w, h];
    this.clip();
    if (this.areaDraw) this.drawArea(this.areaDraw[0], this.areaDraw[1], this.areaDraw[2]);
    else this.layer.part('area').end();
    if (this.placesDraw) this.drawPlaces(this.placesDraw[0], this.placesDraw[1], this.placesDraw[2]);
    else this.layer.part('places').end();
    if (this.pathDraw) this.drawPath(...this.pathDraw);
    else this.layer.part('path').end();
    return el;
  }

  remove() {
    this.view = null;
    this.host.remove();
  }

  // Map pixels → the overlay's own pixels; only while the view is there (every drawing checks first).
  /** @param {number} x @param {number} y @returns {[number, number]} */
  local(x, y) {
    const [sx, sy] = /** @type {View} */ (this.view).toScreen(x, y);
    return [sx - this.origin[0], sy - this.origin[1]];
  }

  // A closed outline (map pixels) as SVG path data in the overlay's pixels.
  /** @param {number[][]} points */
  outline(points) {
    let d = '';
    points.forEach(([x, y], i) => {
      const [lx, ly] = this.local(x, y);
      d += `${i ? 'L' : 'M'}${px(lx)} ${px(ly)}`;
    });
    return d + 'Z';
  }

  // The reachable area per band (web/shim annotateReachable): the space at each place the token may
  // end (the engine's outline, space-shape.js), filled in its band's colour.
  /** @param {ReachableAnnotation} reach @param {Grid} grid @param {SpaceShape} shape */
  drawArea(reach, grid, shape) {
    this.areaDraw = [reach, grid, shape];
    if (!this.view) return;
    const part = this.layer.part('area');
    for (const band of ['speed', 'dash']) {
      let d = '';
      for (const p of reach.places) if (p.band === band && p.canEnd) d += this.outline(shape.outlineAt(p.cell));
      if (d) part.add('path', { d, fill: BAND[band], 'fill-opacity': AREA_ALPHA[band] });
    }
    part.end();
  }

  clearArea() {
    this.areaDraw = null;
    this.layer.part('area').end();
  }

  /**
   * Where to stand (web/shim places annotation): each place a cell filled in its mark's colour,
   * centred where the token's centre goes there (space-shape.js cellAt: the cell itself for a
   * one-cell token; for a larger one the cell-sized tile round its space's middle, so the tiles of
   * neighbouring places never overlap). A mode the ruleset lacks (`unavailable`) draws nothing.
   * @param {Places | null} places @param {Grid} grid @param {SpaceShape | null} shape
   */
  drawPlaces(places, grid, shape) {
    this.placesDraw = [places, grid, shape];
    if (!this.view) return;
    const part = this.layer.part('places');
    if (places && places.kind === 'places' && !places.unavailable && shape)
      for (const good of [false, true])
        for (const mark of Object.keys(PLACE_COLOURS)) {
          let d = '';
          for (const p of places.places)
            if (p.mark === mark && p.qualifies === good) d += this.outline(shape.cellAt(p.cell));
          if (d)
            part.add('path', { d, fill: PLACE[mark], 'fill-opacity': good ? PLACE_ALPHA.good : PLACE_ALPHA.other });
        }
    part.end();
  }

  clearPlaces() {
    this.placesDraw = null;
    this.layer.part('places').end();
  }

  // The path: from the token's centre where the drag began (`from`, map pixels; else the start
  // cell's centre), through each cell the engine priced (where the token's centre is on it), a line
  // and a dot per cell in the band's colour; a cross on the step the rules refuse; the cells after
  // it dashed in grey.
  /**
   * @param {MoveOrError | null} a @param {number[]} start @param {Grid} grid
   * @param {SpaceShape | null} shape the mover's space (space-shape.js)
   * @param {number[][]} [waypoints] @param {number[] | null} [from]
   */
  drawPath(a, start, grid, shape, waypoints = [], from = null) {
    this.pathDraw = [a, start, grid, shape, waypoints, from];
    if (!this.view) return;
    const part = this.layer.part('path');
    if (a && a.kind === 'move' && shape) this.#strokePath(part, a, start, grid, shape, waypoints, from);
    part.end();
  }

  /**
   * @param {import('../shim/svg-layer.js').Group} part @param {import('../shim/index.js').MoveAnnotation} a
   * @param {number[]} start @param {Grid} grid @param {SpaceShape} shape @param {number[][]} waypoints
   * @param {number[] | null} from
   */
  #strokePath(part, a, start, grid, shape, waypoints, from) {
    // The line follows the token's centre: each space's centre moved by how far the token's centre
    // sat from its start space's (none for a token on its space's centre, as Roll20 snaps hex tokens).
    /** @param {number[]} cell */
    const at = (cell) => this.local(...shape.centreAt(cell));
    const view = /** @type {View} */ (this.view); // drawPath draws only with one
    const s0 = at(start);
    const o = from ? this.local(from[0], from[1]) : s0;
    /** @param {number[]} cell @returns {[number, number]} */
    const centre = (cell) => {
      const p = at(cell);
      return [p[0] + o[0] - s0[0], p[1] + o[1] - s0[1]];
    };
    const r = Math.max(3, Math.min(7, view.scale * grid.cellPx * 0.09));
    const colour = (/** @type {{illegal?: unknown, band: string}} */ c) =>
      c.illegal ? BAND_COLOURS.beyond : BAND[c.band];
    // Path data per colour, drawn in the order the colours first come (one element per colour and
    // kind, not one per step).
    /** @returns {Map<string, string>} */
    const byColour = () => new Map();
    /** @param {Map<string, string>} m @param {string} c @param {string} d */
    const addTo = (m, c, d) => m.set(c, (m.get(c) || '') + d);
    // On hexes the cells themselves are outlined in their band's colour: a line through centres
    // does not show which of two hexes beside it the step entered. A token larger than one hex: only
    // its space where the path ends (every step's space would cover the map in outlines).
    if (grid.type === 'hex') {
      const outlines = byColour();
      const outlined = shape.across > 1 ? a.cells.filter((c) => c.cell).slice(-1) : a.cells;
      for (const c of outlined) if (c.cell) addTo(outlines, colour(c), this.outline(shape.outlineAt(c.cell)));
      for (const [stroke, d] of outlines) part.add('path', { d, fill: 'none', stroke, 'stroke-width': 2 });
    }
    let prev = centre(start);
    const width = px(Math.max(3, r * 0.8));
    // The token under the pointer sits on the path's last cell, its name under it (Roll20 writes
    // it there): a last step that comes up from below stops short of the name's strip, so the line
    // never runs through the name (issue 25, item 16); the token's own dot stays on the token.
    const cells = a.cells.filter((c) => c.cell);
    const last = cells.at(-1);
    const half = (view.scale * grid.cellPx * shape.across) / 2;
    const nameStrip = Math.min(22, view.scale * grid.cellPx * 0.45);
    this.tokenHalf = half;
    const lines = byColour();
    for (const c of cells) {
      let p = centre(c.cell);
      const dy = p[1] - prev[1];
      if (c === last && dy < 0) {
        // Along the step, up to the level of the name strip's bottom edge below the token.
        const stop = Math.max(0, Math.min(1, (prev[1] - (p[1] + half + nameStrip)) / -dy));
        p = [prev[0] + (p[0] - prev[0]) * stop, prev[1] + dy * stop];
      }
      addTo(lines, colour(c), `M${px(prev[0])} ${px(prev[1])}L${px(p[0])} ${px(p[1])}`);
      prev = centre(c.cell);
    }
    for (const [stroke, d] of lines)
      part.add('path', { d, fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round' });
    // A dot per cell; a white cross on the step the rules refuse.
    const dots = byColour();
    let crosses = '';
    for (const c of cells) {
      const [x, y] = centre(c.cell);
      addTo(dots, colour(c), circle(x, y, r));
      if (c.illegal) {
        const k = r * 0.6;
        crosses += `M${px(x - k)} ${px(y - k)}L${px(x + k)} ${px(y + k)}M${px(x + k)} ${px(y - k)}L${px(x - k)} ${px(y + k)}`;
      }
    }
    for (const [fill, d] of dots) part.add('path', { d, fill });
    if (crosses) part.add('path', { d: crosses, fill: 'none', stroke: '#fff', 'stroke-width': 2 });
    // Waypoints: a dark ring around their dot.
    let rings = '';
    for (const w of waypoints) rings += circle(...centre(w), r + 3);
    if (rings) part.add('path', { d: rings, fill: 'none', stroke: '#222', 'stroke-width': 2 });
    // Where the path was going but the move stopped: dashed grey from the last cell priced.
    if (a.unreached.length) {
      let d = `M${px(prev[0])} ${px(prev[1])}`;
      for (const u of a.unreached) {
        const [x, y] = centre(u);
        d += `L${px(x)} ${px(y)}`;
      }
      part.add('path', { d, fill: 'none', stroke: '#777', 'stroke-width': width, 'stroke-dasharray': '4 4' });
    }
  }

  clearPath() {
    this.pathDraw = null;
    this.layer.part('path').end();
  }

  /** The label at a client point (beside the pointer), with the lines of labelLines. */
  /** @param {{band: string, lines: Array<{cls: string, text: string}>, refused?: boolean}} text @param {number} clientX @param {number} clientY @param {Record<string, string>} [data] */
  label({ band, lines, refused }, clientX, clientY, data = {}) {
    const box = this.labelBox;
    box.className = `label ${refused ? 'beyond' : band}`;
    const d = this.doc;
    box.replaceChildren(
      ...lines.map((l) => {
        const e = d.createElement('div');
        e.className = l.cls;
        e.textContent = l.text;
        return e;
      }),
    );
    for (const [k, v] of Object.entries(data)) box.setAttribute(`data-${k}`, String(v));
    box.hidden = false;
    this.moveLabel(clientX, clientY);
  }

  /** @param {number} clientX @param {number} clientY */
  moveLabel(clientX, clientY) {
    // Right of the token under the pointer and above its centre, so it never covers the token's
    // name (Roll20 writes it under the token); near the map's right edge left of the token, near its
    // top below the token's centre. The label's own size is never measured (that would force a
    // layout on every pointer move): it is at most LABEL_W wide and about LABEL_H high.
    const [w] = this.size;
    const x = clientX - this.origin[0];
    const y = clientY - this.origin[1];
    const gap = Math.max(18, (this.tokenHalf ?? 0) + 8);
    const left = x + gap + LABEL_W > w && x - gap - LABEL_W >= 0;
    const down = y - 8 - LABEL_H < 0;
    this.labelBox.style.transform =
      `translate(${Math.round(left ? x - gap : x + gap)}px, ${Math.round(down ? y + 8 : y - 8)}px)` +
      ` translate(${left ? '-100%' : '0'}, ${down ? '0' : '-100%'})`;
  }

  hideLabel() {
    this.labelBox.hidden = true;
  }

  clear() {
    this.clearArea();
    this.clearPath();
    this.hideLabel();
  }
}
