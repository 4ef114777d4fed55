// The map's viewport: stacked canvases (terrain, reachable area, creatures, a question's marks) sized
// to the pane in device pixels (crisp at any device pixel ratio), the overlay over them as SVG
// (shim/svg-layer.js: what a pointer move redraws, rasterised off the main thread), a zoom and pan
// transform, the pointer → cell mapping, and per-layer invalidation so that a pointer move redraws
// only the overlay. An element that paints nothing lies over them all and takes the pointer.
// What is drawn is in draw-*.js; this file knows nothing about rules. On a hex grid (`shape`) the
// cells are the shim's hexagons placed by hex-frame.js; `cellPx` is then the distance between
// neighbouring hexes' centres.
import { hexFrame, hexExtent, cornerOffsets } from './hex-frame.js';
import { hexPixelToCell, hexCellToCentre, hexNeighbours } from '../../../shim/index.js';
import { need } from '../dom.js';
import { SvgLayer } from '../../../shim/svg-layer.js';

/** @typedef {[number, number]} Cell */
/** @typedef {import('../../../shim/index.js').HexGrid} HexGrid */
/** @typedef {import('./hex-frame.js').HexShape} HexShape */
/** @typedef {'terrain' | 'reach' | 'tokens' | 'marks'} CanvasLayer */
/** @typedef {CanvasLayer | 'overlay'} LayerName */
/** A canvas layer's painter: draws on `ctx` in the pane's device pixels. @typedef {(ctx: CanvasRenderingContext2D, view: MapView) => void} Painter */
/** The overlay's painter: adds its elements to the SVG layer's parts (`parts`: their names, bottom to top), in the pane's CSS pixels. @typedef {((svg: SvgLayer, view: MapView) => void) & {parts: string[]}} OverlayPainter */
/** @typedef {Record<CanvasLayer, Painter> & {overlay: OverlayPainter}} Painters */
/**
 * Where a pointer is (locate): the cell, the side nearest the pointer (squares: 'left' … 'bottom';
 * hexes: the engine's direction 0..5, with the neighbour `toward` it), whether it is well inside,
 * its pane pixel and a key that changes when any of those does.
 * @typedef {{cell: Cell, side: string | number, toward?: Cell, inner: boolean, px: number, py: number, key: string}} At
 */
/**
 * What the view tells the page about the pointer (`grabs`: whether a finger put down there is the
 * tool's, else one finger pans; `up` with no place when the pointer left the map).
 * A keyboard's press and release come with no event.
 * @typedef {{down(at: At, ev?: PointerEvent): void, move(at: At, ev: PointerEvent, same: boolean): void,
 *   up(at: At | null, ev?: PointerEvent, cancelled?: boolean): void, leave(ev?: PointerEvent): void,
 *   viewChanged?(): void, grabs?(at: At): boolean}} Handlers
 */

// What the painters draw (`view.data`, filled by map-layers.js and the panels): each painter reads
// the fields it draws into locals of these types.
/** @typedef {import('./space-pixels.js').Space} Space */
/**
 * A creature over its space: the mover's line starts at it; `span` its space's cells across and down.
 * @typedef {{id: string, name: string, position: Cell, space: Space, span: [number, number], hue: number,
 *   mover: boolean, selected: boolean}} Token
 */
/** A step of the route drawn: the move annotation's cell, with its cell (an action has none: left out). @typedef {import('../../../shim/index.js').CellAnnotation & {cell: Cell}} RouteStep */
/**
 * The route: the path's own steps (the first `own`), then the best path's to the cursor; `stop`
 * where the move stops short of its end (a ring), or null.
 * @typedef {{start: Cell, space: Space, span: [number, number], steps: RouteStep[], own: number, stop: Cell | null}} Route
 */
/**
 * A question's marks (ask-marks.js): cells framed in a colour (a MARK_COLOURS key or a colour),
 * with a text per cell, and lines between grid points (squares: vertices; hexes: axial points).
 * @typedef {{cells?: {cells: Cell[], colour: string, text?: string[]}[],
 *   lines?: {from: number[], to: number[], blocked?: boolean, toEdge?: boolean}[]}} Marks
 */

/** @type {CanvasLayer[]} */
const CANVASES = ['terrain', 'reach', 'tokens', 'marks'];
/** @type {LayerName[]} in drawing order, bottom to top */
const LAYERS = [...CANVASES, 'overlay'];
export const BASE_CELL_PX = 32; // CSS pixels per cell at zoom 1
const MIN_CELL_PX = 2;
const MAX_CELL_PX = 160;
const TAP_SLOP_PX = 8; // a finger that moves less than this between down and up taps

export class MapView {
  /**
   * @param {HTMLElement} pane  the element the map fills (position: relative)
   * @param {Painters} painters   {terrain(ctx, view), reach(ctx, view), tokens(ctx, view), marks(ctx, view), overlay(svg, view)}
   * @param {Handlers} handlers   {down(at, ev), move(at, ev), up(at, ev), leave(), viewChanged(), grabs(at):
   *                  whether a finger put down there is the tool's (else one finger pans)}
   */
  constructor(pane, painters, handlers) {
    this.pane = pane;
    this.painters = painters;
    this.handlers = handlers;
    this.width = 0; // cells
    this.height = 0;
    /** @type {HexShape | null} null: squares; {type: 'hex', orientation, offset} */
    this.shape = null;
    this.cellPx = BASE_CELL_PX; // CSS pixels per cell
    this.ox = 0; // CSS pixel position of the grid's top-left corner in the pane
    this.oy = 0;
    this.dpr = 1;
    this.cssW = 0;
    this.cssH = 0;
    this.dirty = new Set(LAYERS);
    /**
     * @type {any} what the painters draw (terrain, reach, tokens, route, marks …): filled by the page
     * (map-layers.js and the panels), read by draw-*.js; each painter reads the fields it draws.
     */
    this.data = {};
    /** @type {{x: number, y: number, w: number, h: number, layer: LayerName | null, plate: boolean}[]} label boxes drawn (draw-text.js), for the overlap check */
    this.labels = [];
    this.frame = 0;
    /** @type {Record<string, HTMLCanvasElement>} the <canvas> elements, stacked in the pane */
    this.canvases = {};
    /** @type {Record<string, HTMLCanvasElement | OffscreenCanvas>} what each layer draws on: the element's OffscreenCanvas, or the element */
    this.surfaces = {};
    /** @type {Record<string, CanvasRenderingContext2D>} */
    this.contexts = {};
    /** @type {[number, number, number] | null} [cellPx, ox, oy] the hex frame was made for */
    this.frameAt = null;
    /** @type {HexGrid | null} */
    this.frame_ = null;
    /** @type {DOMRect | null} the pane's box when the pointer last came down (or the view was measured) */
    this.rect = null;
    /** @type {{id: number, x: number, y: number, x0: number, y0: number, moved: boolean} | null} one finger panning */
    this.touchPan = null;
    /** @type {{dist: number, cx: number, cy: number} | null} two fingers pinching */
    this.pinch = null;
    /** @type {LayerName | null} the layer being drawn */
    this.drawing = null;
    this.fitted = false;
    this.cornerKey = '';
    /** @type {Map<number, number[]>} a hexagon's corner offsets per inset (corners) */
    this.cornerSets = new Map();
    for (const name of CANVASES) {
      const c = document.createElement('canvas');
      c.className = `layer layer-${name}`;
      c.setAttribute('aria-hidden', 'true');
      pane.append(c);
      this.canvases[name] = c;
      // Drawn through an OffscreenCanvas where the browser has one: Chromium hands every plain
      // canvas of the page to the compositor again on each frame that changes anything, so a hover
      // that redraws the overlay alone would copy all the full-size bitmaps (issue 25); a
      // transferred canvas is handed over only when drawn on.
      const surface = c.transferControlToOffscreen ? c.transferControlToOffscreen() : c;
      this.surfaces[name] = surface;
      this.contexts[name] = /** @type {CanvasRenderingContext2D} */ (
        surface.getContext('2d', { alpha: name !== 'terrain' })
      );
    }
    // Over the canvases, under the pointer's element; the pointer passes through it (calculator.css).
    this.overlay = new SvgLayer(SvgLayer.create('layer layer-route'), painters.overlay.parts);
    pane.append(this.overlay.svg);
    // The pointer's layer: an empty element over the whole pane. It paints nothing, so it needs no
    // compositor layer of its own; a canvas there (even never drawn on) took one, and the line under
    // the map was merged into it, so each new hover text repainted a layer the size of the map.
    this.top = document.createElement('div');
    this.top.className = 'layer layer-overlay';
    this.top.setAttribute('aria-hidden', 'true');
    pane.append(this.top);
    this.lastKey = '';
    /** @type {Map<number, [number, number]>} touch pointers for pinch */
    this.pointers = new Map();
    /** @type {{x: number, y: number} | null} */
    this.panning = null;
    this.wire();
    new ResizeObserver(() => this.measure()).observe(pane);
    this.measure();
  }

  wire() {
    const el = this.top;
    el.addEventListener('contextmenu', (ev) => ev.preventDefault());
    el.addEventListener('pointerdown', (ev) => {
      this.rect = this.pane.getBoundingClientRect();
      if (ev.pointerType === 'touch') {
        this.pointers.set(ev.pointerId, [ev.clientX, ev.clientY]);
        if (this.pointers.size === 2) {
          this.touchPan = null; // a second finger: the gesture is a pinch, not a pan or a tap
          this.handlers.up(null, ev, true); // nor a drag
          this.pinch = this.pinchState();
          return;
        }
        // One finger that does not start on what the tool drags (the mover, the path's end, a
        // creature; a brush or a wall draws anywhere): a pan, or a tap (a click) if it hardly moves.
        const at = this.locate(ev);
        if (this.pointers.size === 1 && !(at && this.handlers.grabs && this.handlers.grabs(at))) {
          this.touchPan = {
            id: ev.pointerId,
            x: ev.clientX,
            y: ev.clientY,
            x0: ev.clientX,
            y0: ev.clientY,
            moved: false,
          };
          el.setPointerCapture(ev.pointerId);
          ev.preventDefault();
          return;
        }
      }
      // Middle or right button, or Shift with the left one: pan.
      if (ev.button === 1 || ev.button === 2 || (ev.button === 0 && ev.shiftKey)) {
        this.panning = { x: ev.clientX, y: ev.clientY };
        el.setPointerCapture(ev.pointerId);
        ev.preventDefault();
        return;
      }
      if (ev.button !== 0) return;
      const at = this.locate(ev);
      if (!at) return;
      ev.preventDefault();
      el.setPointerCapture(ev.pointerId);
      this.pane.focus({ preventScroll: true });
      this.lastKey = at.key;
      this.handlers.down(at, ev);
    });
    el.addEventListener('pointermove', (ev) => {
      if (ev.pointerType === 'touch' && this.pointers.has(ev.pointerId)) {
        this.pointers.set(ev.pointerId, [ev.clientX, ev.clientY]);
        if (this.pinch && this.pointers.size === 2) {
          const now = this.pinchState();
          this.zoomAt(now.dist / this.pinch.dist, now.cx, now.cy, now.cx - this.pinch.cx, now.cy - this.pinch.cy);
          this.pinch = now;
          return;
        }
        const p = this.touchPan;
        if (p && p.id === ev.pointerId) {
          if (!p.moved && Math.hypot(ev.clientX - p.x0, ev.clientY - p.y0) > TAP_SLOP_PX) p.moved = true;
          if (p.moved) this.panBy(ev.clientX - p.x, ev.clientY - p.y);
          p.x = ev.clientX;
          p.y = ev.clientY;
          return;
        }
      }
      if (this.panning) {
        this.panBy(ev.clientX - this.panning.x, ev.clientY - this.panning.y);
        this.panning = { x: ev.clientX, y: ev.clientY };
        return;
      }
      const at = this.locate(ev);
      if (!at) {
        if (this.lastKey) {
          this.lastKey = '';
          this.handlers.leave();
        }
        return;
      }
      this.handlers.move(at, ev, at.key === this.lastKey);
      this.lastKey = at.key;
    });
    const end = (/** @type {PointerEvent} */ ev) => {
      this.pointers.delete(ev.pointerId);
      if (this.pointers.size < 2) this.pinch = null;
      const p = this.touchPan;
      if (p && p.id === ev.pointerId) {
        this.touchPan = null;
        const at = ev.type === 'pointerup' && !p.moved ? this.locate(ev) : null;
        if (at) {
          this.lastKey = at.key;
          this.handlers.down(at, ev);
          this.handlers.up(at, ev);
        }
        return;
      }
      if (this.panning) {
        this.panning = null;
        return;
      }
      this.handlers.up(this.locate(ev), ev);
    };
    el.addEventListener('pointerup', end);
    el.addEventListener('pointercancel', end);
    el.addEventListener('pointerleave', (ev) => {
      if (this.panning || this.pointers.size || this.touchPan) return;
      this.lastKey = '';
      this.handlers.leave(ev);
    });
    el.addEventListener(
      'wheel',
      (ev) => {
        ev.preventDefault();
        this.rect = this.pane.getBoundingClientRect();
        // Pinch on a touchpad arrives as a wheel event with ctrlKey; both zoom around the pointer.
        const factor = Math.exp(-ev.deltaY * (ev.ctrlKey ? 0.01 : 0.0015));
        this.zoomAt(factor, ev.clientX - this.rect.left, ev.clientY - this.rect.top);
      },
      { passive: false },
    );
  }

  pinchState() {
    const [a, b] = [...this.pointers.values()];
    const r = this.pane.getBoundingClientRect();
    return {
      dist: Math.hypot(a[0] - b[0], a[1] - b[1]) || 1,
      cx: (a[0] + b[0]) / 2 - r.left,
      cy: (a[1] + b[1]) / 2 - r.top,
    };
  }

  // The pane's size changed (window resized, panels stacked): canvases follow in device pixels.
  measure() {
    const r = this.pane.getBoundingClientRect();
    this.rect = r;
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(r.width));
    const h = Math.max(1, Math.round(r.height));
    if (w === this.cssW && h === this.cssH && dpr === this.dpr) return;
    const first = this.cssW === 0;
    this.cssW = w;
    this.cssH = h;
    this.dpr = dpr;
    for (const name of CANVASES) {
      const c = this.surfaces[name];
      c.width = Math.round(w * dpr);
      c.height = Math.round(h * dpr);
      const style = this.canvases[name].style;
      style.width = w + 'px';
      style.height = h + 'px';
    }
    this.overlay.size(w, h);
    this.top.style.width = w + 'px';
    this.top.style.height = h + 'px';
    // Until the user zooms or pans, the map keeps fitting the pane (window resized, panels stacked).
    if ((first || this.fitted) && this.width) this.fit();
    // Drawn again now, in the frame that resized them (a ResizeObserver callback runs before that
    // frame paints): a resized canvas is blank until drawn, and a later frame would show it so.
    this.invalidateAll();
    this.flush();
  }

  /** A new grid size or shape: fits the map in the pane. @param {number} width @param {number} height @param {HexShape | null} [shape] */
  setGrid(width, height, shape = null) {
    const key = (/** @type {HexShape | null} */ sh) => (sh ? `${sh.orientation} ${sh.offset}` : 'square');
    const changed = width !== this.width || height !== this.height || key(shape) !== key(this.shape);
    this.width = width;
    this.height = height;
    this.shape = shape;
    this.frameAt = null;
    if (changed) this.fit();
    this.invalidate('terrain');
  }

  /** The map's size in cells' widths: [width, height] on squares, the hexagons' box on hexes. */
  extent() {
    if (!this.shape) return [this.width, this.height];
    const box = hexExtent(this.shape, this.width, this.height);
    return [box.w, box.h];
  }

  /** The hex grid at the view's zoom and pan (shim form, CSS pixels of the pane); null on squares. */
  hex() {
    return this.shape ? this.hexFrame(this.shape) : null;
  }

  /** The hex grid at the view's zoom and pan, for code that knows the map is hexes (`shape` set). @param {HexShape} shape */
  hexFrame(shape) {
    const at = this.frameAt;
    if (!this.frame_ || !at || at[0] !== this.cellPx || at[1] !== this.ox || at[2] !== this.oy) {
      this.frameAt = [this.cellPx, this.ox, this.oy];
      this.frame_ = hexFrame(shape, this.width, this.height, this.cellPx, this.ox, this.oy);
    }
    return this.frame_;
  }

  /** Zoom and pan so the whole grid is in view, cells at most 72 CSS px. */
  fit() {
    if (!this.width || !this.cssW) return;
    const pad = 12;
    const [w, h] = this.extent();
    const s = Math.min((this.cssW - 2 * pad) / w, (this.cssH - 2 * pad) / h, 72);
    this.cellPx = Math.max(MIN_CELL_PX, s);
    this.ox = Math.round((this.cssW - w * this.cellPx) / 2);
    this.oy = Math.round((this.cssH - h * this.cellPx) / 2);
    this.viewChanged();
    this.fitted = true;
  }

  /** Zoom by `factor` around pane point (cx, cy), then pan by (dx, dy). @param {number} factor */
  zoomAt(factor, cx = this.cssW / 2, cy = this.cssH / 2, dx = 0, dy = 0) {
    const s = Math.min(MAX_CELL_PX, Math.max(MIN_CELL_PX, this.cellPx * factor));
    const k = s / this.cellPx;
    this.ox = cx - (cx - this.ox) * k + dx;
    this.oy = cy - (cy - this.oy) * k + dy;
    this.cellPx = s;
    this.fitted = false;
    this.viewChanged();
  }

  /** @param {number} dx @param {number} dy */
  panBy(dx, dy) {
    this.ox += dx;
    this.oy += dy;
    this.fitted = false;
    this.viewChanged();
  }

  viewChanged() {
    this.invalidateAll();
    if (this.handlers.viewChanged) this.handlers.viewChanged();
  }

  /**
   * Where a pointer is: the cell, the side of it nearest to the pointer (walls), and whether it is well inside.
   * @param {{clientX: number, clientY: number}} ev @returns {At | null}
   */
  locate(ev) {
    if (!this.width) return null;
    const r = this.rect || this.pane.getBoundingClientRect();
    const px = ev.clientX - r.left;
    const py = ev.clientY - r.top;
    if (this.shape) return this.locateHex(this.shape, px, py);
    const fx = (px - this.ox) / this.cellPx;
    const fy = (py - this.oy) / this.cellPx;
    const x = Math.floor(fx);
    const y = Math.floor(fy);
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return null;
    const ux = fx - x;
    const uy = fy - y;
    /** @type {[number, string][]} */
    const sides = [
      [ux, 'left'],
      [1 - ux, 'right'],
      [uy, 'top'],
      [1 - uy, 'bottom'],
    ];
    const d = sides.sort((a, b) => a[0] - b[0]);
    const side = d[0][1];
    // Away from the sides and corners: a drag that grazes a corner diagonally does not enter the cells beside it.
    const inner = Math.abs(ux - 0.5) < 0.35 && Math.abs(uy - 0.5) < 0.35;
    return { cell: [x, y], side, inner, px, py, key: `${x},${y},${side},${inner}` };
  }

  // On hexes: the hexagon under the point, and the neighbour across the side nearest to it (walls);
  // well inside when nearer the centre than 0.38 of the neighbour distance (the inradius is 0.5).
  /** @param {HexShape} shape @param {number} px @param {number} py @returns {At | null} */
  locateHex(shape, px, py) {
    const g = this.hexFrame(shape);
    const [x, y] = hexPixelToCell(g, px, py);
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return null;
    const [cx, cy] = hexCellToCentre(g, [x, y]);
    let side = 0;
    let best = Infinity;
    const around = hexNeighbours(g, [x, y]);
    around.forEach((n, i) => {
      const [nx, ny] = hexCellToCentre(g, n);
      const d = Math.hypot(nx - px, ny - py);
      if (d < best) {
        best = d;
        side = i;
      }
    });
    const inner = Math.hypot(px - cx, py - cy) < 0.38 * this.cellPx;
    return { cell: [x, y], side, toward: around[side], inner, px, py, key: `${x},${y},${side},${inner}` };
  }

  /**
   * CSS pixel centre (in the pane) of cell [x, y], moved by `offset` (space-pixels.js spaceOffset:
   * from a position's cell to the centre of a creature's space standing there).
   * @param {number[]} cell @param {number[]} [offset]
   * @returns {[number, number]}
   */
  cellCentre([x, y], offset = [0, 0]) {
    if (this.shape) {
      const [cx, cy] = hexCellToCentre(this.hexFrame(this.shape), [x, y]);
      return [cx + offset[0], cy + offset[1]];
    }
    return [this.ox + (x + 0.5) * this.cellPx + offset[0], this.oy + (y + 0.5) * this.cellPx + offset[1]];
  }

  /**
   * The grid at the view's zoom and pan in the shim's pixel form (geometry.js outlinePoints takes it).
   * @returns {import('../../../shim/index.js').Grid}
   */
  pixelGrid() {
    return this.shape
      ? this.hexFrame(this.shape)
      : { offsetX: this.ox, offsetY: this.oy, cellPx: this.cellPx, cellFeet: 5 };
  }

  /** The cells in view: [x0, y0, x1, y1) clamped to the grid. @returns {[number, number, number, number]} */
  visibleCells() {
    if (this.shape) return this.visibleHexes(this.shape);
    const s = this.cellPx;
    return [
      Math.max(0, Math.floor(-this.ox / s)),
      Math.max(0, Math.floor(-this.oy / s)),
      Math.min(this.width, Math.ceil((this.cssW - this.ox) / s)),
      Math.min(this.height, Math.ceil((this.cssH - this.oy) / s)),
    ];
  }

  // Hexes: the columns and rows whose hexagons may show (one more each way than their centres).
  /** @param {HexShape} shape @returns {[number, number, number, number]} */
  visibleHexes(shape) {
    const g = this.hexFrame(shape);
    const pointy = shape.orientation === 'pointy';
    const colPitch = pointy ? g.hexWidth : 0.75 * g.hexWidth;
    const rowPitch = pointy ? 0.75 * g.hexHeight : g.hexHeight;
    return [
      Math.max(0, Math.floor(-g.originX / colPitch) - 1),
      Math.max(0, Math.floor(-g.originY / rowPitch) - 1),
      Math.min(this.width, Math.ceil((this.cssW - g.originX) / colPitch) + 2),
      Math.min(this.height, Math.ceil((this.cssH - g.originY) / rowPitch) + 2),
    ];
  }

  /**
   * Adds a cell's outline to ctx's current path in device pixels, `inset` CSS pixels inside its
   * sides: a rectangle on squares, the hexagon on hexes.
   * @param {CanvasRenderingContext2D} ctx @param {number[]} cell @param {number} [inset]
   */
  traceCell(ctx, cell, inset = 0) {
    if (this.shape) {
      const [cx, cy] = this.cellCentre(cell);
      const o = this.corners(inset);
      const X = cx * this.dpr;
      const Y = cy * this.dpr;
      ctx.moveTo(X + o[0], Y + o[1]);
      for (let i = 2; i < 12; i += 2) ctx.lineTo(X + o[i], Y + o[i + 1]);
      ctx.closePath();
      return;
    }
    const l = this.dx(cell[0]);
    const t = this.dy(cell[1]);
    const d = inset * this.dpr;
    ctx.rect(l + d, t + d, this.dx(cell[0] + 1) - l - 2 * d, this.dy(cell[1] + 1) - t - 2 * d);
  }

  /**
   * A cell's outline as an SVG path in the pane's CSS pixels (the overlay's), `inset` CSS pixels
   * inside its sides: the same rectangle or hexagon traceCell draws on a canvas.
   * @param {number[]} cell @param {number} [inset]
   */
  cellPath(cell, inset = 0) {
    const r = (/** @type {number} */ v) => Math.round(v * 10) / 10;
    if (this.shape) {
      const [cx, cy] = this.cellCentre(cell);
      const o = this.corners(inset);
      let d = '';
      for (let i = 0; i < 12; i += 2) d += `${i ? 'L' : 'M'}${r(cx + o[i] / this.dpr)} ${r(cy + o[i + 1] / this.dpr)}`;
      return d + 'Z';
    }
    const l = this.dx(cell[0]) / this.dpr + inset;
    const t = this.dy(cell[1]) / this.dpr + inset;
    const w = this.dx(cell[0] + 1) / this.dpr - inset - l;
    const h = this.dy(cell[1] + 1) / this.dpr - inset - t;
    return `M${r(l)} ${r(t)}h${r(w)}v${r(h)}h${r(-w)}Z`;
  }

  /** A hexagon's corners around its centre at this zoom (device pixels), kept per inset. On hexes only. */
  corners(inset = 0) {
    const shape = need(this.shape, 'hex grid (corners are a hexagon’s)');
    const key = `${this.cellPx} ${this.dpr} ${inset}`;
    if (this.cornerKey !== key) {
      this.cornerKey = key;
      this.cornerSets = new Map();
    }
    let o = this.cornerSets.get(inset);
    if (!o) {
      o = cornerOffsets(this.hexFrame(shape), this.dpr, inset);
      this.cornerSets.set(inset, o);
    }
    return o;
  }

  /** Device pixel of grid line x (vertical) or y (horizontal): rounded, so cells tile exactly. @param {number} x */
  dx(x) {
    return Math.round((this.ox + x * this.cellPx) * this.dpr);
  }

  /** @param {number} y */
  dy(y) {
    return Math.round((this.oy + y * this.cellPx) * this.dpr);
  }

  /** A layer to draw again in the next frame. @param {LayerName} name */
  invalidate(name) {
    this.mark(name);
    this.schedule();
  }

  /**
   * A layer to draw again at the next flush, which the caller runs in this task (a pointer handler):
   * no frame is asked for, since asking one sends the compositor a message, which cost a hover about
   * 0.2 ms for a frame the new drawing asks for anyway (issue 25).
   * @param {LayerName} name
   */
  mark(name) {
    this.dirty.add(name);
  }

  /** The layers marked are drawn in the next frame. */
  schedule() {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.flush());
  }

  invalidateAll() {
    for (const n of LAYERS) this.invalidate(n);
  }

  /** Draws the dirty layers now (a pointer handler calls it so the frame shows this move's answer). */
  flush() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    for (const name of LAYERS) {
      if (!this.dirty.has(name)) continue;
      this.dirty.delete(name);
      this.labels = this.labels.filter((l) => l.layer !== name);
      this.drawing = name;
      if (name === 'overlay') {
        if (this.width) this.painters.overlay(this.overlay, this);
        this.overlay.end();
        continue;
      }
      const ctx = this.contexts[name];
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
      if (this.width) this.painters[name](ctx, this);
    }
  }
}
