// A toy web VTT: tokens on a canvas, dragged with the mouse, walls drawn as lines, difficult terrain
// painted cell by cell. It knows nothing of Footwork: it has its own scene format (pixels, like any
// VTT), emits the events a VTT's plugin API offers (scene loaded, token changed, walls changed,
// terrain changed, drag start/move/end/cancel, selection and target changed, next turn) and offers
// a small API for plugins (an area layer with its legend, a path overlay with a label, a menu in the
// toolbar, messages). A token picked up stays selected until a click on the empty map or Escape; a
// right click on a token (or the Target menu) makes it the target, as VTTs target.
// web/examples/adapter.js is the plugin that connects it to Footwork through the shim;
// docs/embedding.md walks through both.
//
// Scene (the VTT's own format):
//   {system, cellPx, cols, rows, feetPerCell,
//    tokens: [{id, name, x, y, cells, speed, side, colour}]   x, y: the token's pixel centre; cells: 1 medium, 2 large
//    walls: [{id, kind: 'wall'|'door', points: [[px, py], …]}]
//    regions: [{id, terrain: 'difficult', cells: [[col, row], …]}]}
//
// Drawing is layered (layers.js) so that a mouse move repaints only the overlay: the board (grid,
// terrain, walls) and the tokens change rarely and the area is drawn once when a token is picked up,
// each on its canvas; the overlay (the path, the dragged token, its label) is SVG whose unchanged
// elements are left alone, under a canvas never drawn on that takes the pointer.

import { cellPaths, drawArea, drawBoard, drawLabel, drawRing, drawToken, svgToken } from './draw.js';
import { layerCanvas, overlayLayer } from './layers.js';
import { addMenu, fillTargets, showLegend } from './vtt-ui.js';
import { cellAt, checkScene, cornerAt, nearPolyline, snapCentre, tokenAt } from './vtt-scene.js';

/** @typedef {import('./vtt-scene.js').VttScene} VttScene */
/** @typedef {import('./vtt-scene.js').VttToken} VttToken */
/** @typedef {import('./vtt-scene.js').Point} Point */
/** @typedef {[number, number]} Cell */
/** @typedef {(detail: any) => void} Handler a plugin's handler: the event's detail (see `on`) */
/**
 * The drag's overlay a plugin shows: cells (size: cells across), a polyline, a label beside the token.
 * @typedef {{cells: {cell: number[], fill: string, stroke?: string, size?: number}[], line: number[][],
 *   lineColour: string, label: {lines: import('./draw.js').LabelLine[]} | null}} Overlay
 */
/** @typedef {{fill: string, hatch?: boolean, text: string}} LegendItem */

const LAYERS = ['board', 'area', 'tokens']; // the canvases below the overlay's SVG (layers.js)
const TOOLS = ['move', 'wall', 'door', 'terrain', 'erase'];

export class ToyVtt {
  /** While the drag's plugins answer a pointer move: their overlay waits for the one draw after them. */
  #holding = false;

  /** @param {HTMLElement} root the VTT's element (examples/index.html's #vtt) */
  constructor(root) {
    this.root = root;
    /** @type {Map<string, Handler[]>} */
    this.handlers = new Map();
    this.tool = 'move';
    /** @type {VttScene | null} */
    this.scene = null;
    /** @type {{token: VttToken, from: Point, grab: Point, at: Point, waypoints: Point[]} | null} the token being dragged */
    this.drag = null;
    /** @type {{kind: string, from: Point, to: Point} | {kind: string, cells: Map<string, Cell>} | null} a wall drawn (from, to) or terrain painted (cells) */
    this.stroke = null;
    this.round = 1;
    /** @type {VttToken | null} the token last picked up */
    this.selected = null;
    /** @type {VttToken | null} the token targeted (right click, or the Target menu) */
    this.target = null;
    /** @type {Overlay | null} */
    this.overlay = null;
    /** @type {{cells: {cell: number[], fill: string, hatch?: boolean}[], legend: {title: string, items?: LegendItem[]} | null} | null} */
    this.area = null;
    const stack = /** @type {HTMLElement | null} */ (root.querySelector('.map-stack'));
    if (!stack) throw new Error('The VTT has no .map-stack element (examples/index.html).');
    this.stack = stack;
    /** @type {Record<string, HTMLCanvasElement>} the layers' elements; `overlay` is the one on top, never drawn on, that takes the pointer */
    this.canvases = {};
    /** @type {Record<string, HTMLCanvasElement | OffscreenCanvas>} what each layer draws on (layers.js) */
    this.surfaces = {};
    /** @type {Record<string, CanvasRenderingContext2D>} */
    this.ctx = {};
    for (const name of LAYERS) {
      const { el, surface, ctx } = layerCanvas(this.stack, `layer layer-${name}`);
      Object.assign(this.canvases, { [name]: el });
      Object.assign(this.surfaces, { [name]: surface });
      Object.assign(this.ctx, { [name]: ctx });
    }
    this.overlaySvg = overlayLayer(this.stack);
    // The label's and the dragged token's words are measured here, a canvas never drawn anywhere.
    this.measure = /** @type {CanvasRenderingContext2D} */ (
      /** @type {unknown} */ (new OffscreenCanvas(1, 1).getContext('2d'))
    );
    const over = document.createElement('canvas');
    over.className = 'layer layer-overlay';
    this.stack.append(over);
    this.canvases.overlay = over;
    over.addEventListener('pointerdown', (e) => this.#down(e));
    over.addEventListener('pointermove', (e) => this.#move(e));
    over.addEventListener('pointerup', (e) => this.#up(e));
    over.addEventListener('contextmenu', (e) => e.preventDefault()); // a right click targets
    /** @type {HTMLSelectElement | null} */
    this.targetMenu = root.querySelector('#target');
    const menu = this.targetMenu;
    menu?.addEventListener('change', () => this.setTarget(this.token(menu.value) ?? null));
    window.addEventListener('keydown', (e) => this.#key(e));
  }

  /**
   * Plugin API: on('scene' | 'token-changed' | 'walls-changed' | 'terrain-changed' | 'drag-start' |
   * 'drag-move' | 'drag-end' | 'drag-cancel' | 'deselect' | 'target' | 'turn', fn).
   */
  on(/** @type {string} */ event, /** @type {Handler} */ fn) {
    let list = this.handlers.get(event);
    if (!list) this.handlers.set(event, (list = []));
    list.push(fn);
  }

  /** @param {string} event @param {unknown} detail */
  #emit(event, detail) {
    for (const fn of this.handlers.get(event) ?? []) {
      try {
        fn(detail);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        this.notify(`A plugin failed on "${event}": ${message}`, 'error'); // a plugin never breaks the VTT
      }
    }
  }

  /** Loads a scene (the VTT's format, an object or JSON text); a bad one is refused with a message and the current scene stays. */
  load(/** @type {unknown} */ input) {
    let scene;
    try {
      scene = checkScene(typeof input === 'string' ? JSON.parse(input) : input);
    } catch (e) {
      // The VTT's own words (it knows nothing of Footwork): where its check or JSON.parse failed.
      this.notify(`Scene not loaded: ${e instanceof Error ? e.message : String(e)}`, 'error');
      return false;
    }
    this.cancelDrag();
    this.scene = scene;
    this.selected = null;
    this.target = null;
    if (this.targetMenu) fillTargets(this.targetMenu, scene.tokens, null);
    const w = scene.cols * scene.cellPx;
    const h = scene.rows * scene.cellPx;
    for (const c of [...Object.values(this.surfaces), this.canvases.overlay]) {
      c.width = w;
      c.height = h;
    }
    for (const name of LAYERS) Object.assign(this.canvases[name].style, { width: `${w}px`, height: `${h}px` });
    this.overlaySvg.size(w, h);
    this.stack.style.width = `${w}px`;
    this.stack.style.height = `${h}px`;
    this.drawBoard();
    this.drawTokens();
    this.clearArea();
    this.#emit('scene', scene);
    return true;
  }

  setTool(/** @type {string} */ tool) {
    if (TOOLS.includes(tool)) this.tool = tool;
  }

  nextTurn() {
    this.round += 1;
    this.#emit('turn', { round: this.round });
  }

  token(/** @type {string} */ id) {
    return this.scene?.tokens.find((t) => t.id === id);
  }

  // ---- the plugin drawing API ----

  /**
   * Fills cells on the area layer: [{cell: [col, row], fill, hatch?}] (drawn once, until clearArea),
   * with a legend beside the map, {title, items: [{fill, hatch?, text}]} (none: no legend).
   * @param {{cell: number[], fill: string, hatch?: boolean}[]} cells @param {{title: string, items?: LegendItem[]} | null} [legend]
   */
  showArea(cells, legend = null) {
    this.area = { cells, legend };
    if (!this.scene) return; // nothing to draw on before a scene
    drawArea(this.ctx.area, cells, this.scene.cellPx);
    const box = /** @type {HTMLElement | null} */ (this.root.querySelector('.area-legend'));
    if (box) showLegend(box, legend);
  }

  clearArea() {
    this.showArea([]);
  }

  /** Plugin API: a menu in the toolbar ([[value, words] …]); returns the value chosen now, `onChange` runs on a change. */
  /** @param {string} label @param {string[][]} options @param {(value: string) => void} [onChange] */
  addMenu(label, options, onChange = () => {}) {
    const toolbar = this.root.querySelector('.toolbar');
    if (!toolbar) throw new Error('The VTT has no .toolbar element (examples/index.html).');
    return addMenu(toolbar, label, options, onChange);
  }

  /** Targets a token (null: nobody), as a right click or the Target menu does; targeting the target again clears it. */
  setTarget(/** @type {VttToken | null} */ token) {
    this.target = token && token !== this.target ? token : null;
    if (this.targetMenu) this.targetMenu.value = this.target?.id ?? '';
    this.drawTokens();
    this.#emit('target', this.target);
  }

  #deselect() {
    if (!this.selected) return;
    this.selected = null;
    this.drawTokens();
    this.#emit('deselect', null);
  }

  /**
   * The overlay of the drag in progress: cells [{cell, fill, stroke?, size?}] (size: cells across), a polyline [[px, py], …] with
   * its colour, and a label {lines: [{text, colour}]} placed beside the dragged token.
   * @param {Partial<Overlay>} overlay
   */
  showPath({ cells = [], line = [], lineColour = '#222', label = null }) {
    this.overlay = { cells, line, lineColour, label };
    if (!this.#holding) this.#drawOverlay();
  }

  clearPath() {
    this.overlay = null;
    if (!this.#holding) this.#drawOverlay();
  }

  /** A message in the side panel (tone: info, warn, error). */
  notify(/** @type {string} */ text, tone = 'info') {
    const list = this.root.querySelector('.messages');
    if (!list) return;
    const li = document.createElement('li');
    li.className = `msg msg-${tone}`;
    li.textContent = text;
    list.prepend(li);
    while (list.lastChild && list.children.length > 8) list.lastChild.remove();
  }

  // ---- geometry ----

  /** @param {PointerEvent} e @returns {Point} */
  #point(e) {
    const r = this.canvases.overlay.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  }

  // ---- mouse and keys ----

  /** @param {PointerEvent} e */
  #down(e) {
    if (!this.scene) return;
    const p = this.#point(e);
    if (e.button === 2 && tokenAt(this.scene, p)) return this.setTarget(tokenAt(this.scene, p));
    if (e.button !== 0) return;
    this.canvases.overlay.setPointerCapture?.(e.pointerId);
    if (this.tool === 'move') {
      const token = tokenAt(this.scene, p);
      if (!token) return this.#deselect();
      this.selected = token;
      this.drag = {
        token,
        from: [token.x, token.y],
        grab: [p[0] - token.x, p[1] - token.y],
        at: [token.x, token.y],
        waypoints: [],
      };
      this.drawTokens();
      this.#emit('drag-start', { token, at: this.drag.at });
      this.#drawOverlay();
    } else if (this.tool === 'wall' || this.tool === 'door') {
      this.stroke = { kind: this.tool, from: cornerAt(this.scene, p), to: cornerAt(this.scene, p) };
    } else {
      this.stroke = { kind: this.tool, cells: new Map() };
      this.#paintAt(p);
    }
  }

  /** @param {PointerEvent} e */
  #move(e) {
    if (!this.scene) return;
    const p = this.#point(e);
    if (this.drag) {
      this.drag.at = [p[0] - this.drag.grab[0], p[1] - this.drag.grab[1]];
      // A plugin answering at once (showPath) only sets the overlay: it is drawn once, after them all.
      this.#holding = true;
      try {
        this.#emit('drag-move', { token: this.drag.token, at: this.drag.at, waypoints: this.drag.waypoints });
      } finally {
        this.#holding = false;
      }
      this.#drawOverlay();
    } else if (this.stroke && 'from' in this.stroke) {
      this.stroke.to = cornerAt(this.scene, p);
      this.#drawOverlay();
    } else if (this.stroke) this.#paintAt(p);
  }

  /** @param {PointerEvent} e */
  #up(e) {
    if (!this.scene) return;
    if (this.drag) {
      const { token, waypoints } = this.drag;
      const at = snapCentre(this.scene, token, [
        this.#point(e)[0] - this.drag.grab[0],
        this.#point(e)[1] - this.drag.grab[1],
      ]);
      this.drag = null;
      this.#emit('drag-end', { token, at, waypoints });
      token.x = at[0];
      token.y = at[1];
      this.overlay = null;
      this.drawTokens();
      this.#drawOverlay();
      this.#emit('token-changed', token);
    } else if (this.stroke && 'from' in this.stroke) {
      const { kind, from, to } = this.stroke;
      this.stroke = null;
      if (from[0] !== to[0] || from[1] !== to[1]) {
        this.scene.walls.push({
          id: `w${this.scene.walls.length + 1}-${Date.now() % 100000}`,
          kind,
          points: [from, to],
        });
        this.drawBoard();
        this.#emit('walls-changed', this.scene.walls);
      }
      this.#drawOverlay();
    } else if (this.stroke) {
      this.stroke = null;
      this.#emit('terrain-changed', this.scene.regions);
    }
  }

  /** @param {KeyboardEvent} e */
  #key(e) {
    if (e.key === 'Escape' && !this.drag && !this.stroke) this.#deselect();
    else if (e.key === 'Escape') this.cancelDrag();
    else if (e.key === ' ' && this.drag && this.scene) {
      // A waypoint where the token is now (snapped), as a VTT's ruler does.
      e.preventDefault();
      this.drag.waypoints.push(snapCentre(this.scene, this.drag.token, this.drag.at));
      this.#emit('drag-move', { token: this.drag.token, at: this.drag.at, waypoints: this.drag.waypoints });
      this.#drawOverlay();
    }
  }

  /** Escape: the token goes back where it was picked up; nothing changes. */
  cancelDrag() {
    if (this.stroke) {
      this.stroke = null;
      this.#drawOverlay();
    }
    if (!this.drag) return;
    const { token } = this.drag;
    this.drag = null;
    this.overlay = null;
    this.#emit('drag-cancel', { token });
    this.drawTokens();
    this.#drawOverlay();
  }

  // Terrain painting: the cell under the pointer joins the difficult region (or leaves every region,
  // and walls near the pointer go, with the eraser).
  /** @param {Point} p */
  #paintAt(p) {
    const scene = this.scene;
    const stroke = this.stroke;
    if (!scene || !stroke || !('cells' in stroke)) return;
    const cell = cellAt(scene, p);
    if (cell[0] < 0 || cell[1] < 0 || cell[0] >= scene.cols || cell[1] >= scene.rows) return;
    const key = `${cell[0]},${cell[1]}`;
    if (stroke.cells.has(key)) return;
    stroke.cells.set(key, cell);
    const regions = scene.regions;
    if (stroke.kind === 'terrain') {
      let region = regions.find((r) => r.terrain === 'difficult');
      if (!region) regions.push((region = { id: 'difficult', terrain: 'difficult', cells: [] }));
      if (!region.cells.some((c) => c[0] === cell[0] && c[1] === cell[1])) region.cells.push(cell);
    } else {
      for (const r of regions) r.cells = r.cells.filter((c) => c[0] !== cell[0] || c[1] !== cell[1]);
      const before = scene.walls.length;
      scene.walls = scene.walls.filter((w) => !nearPolyline(w.points, p, 6));
      if (scene.walls.length !== before) this.#emit('walls-changed', scene.walls);
    }
    this.drawBoard();
  }

  // ---- drawing ----

  drawBoard() {
    if (this.scene) drawBoard(this.ctx.board, this.scene);
  }

  drawTokens() {
    const ctx = this.ctx.tokens;
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    const scene = this.scene;
    if (!scene) return;
    const px = scene.cellPx;
    for (const t of scene.tokens) {
      if (this.drag && this.drag.token === t)
        drawToken(ctx, t, t.x, t.y, px, 0.35); // where it was
      else drawToken(ctx, t, t.x, t.y, px, 1);
    }
    if (this.selected && scene.tokens.includes(this.selected)) drawRing(ctx, this.selected, px, '#f5c400', false);
    if (this.target && scene.tokens.includes(this.target)) drawRing(ctx, this.target, px, '#d11a2a', true);
  }

  // The overlay, as SVG elements (layers.js): each part's elements are those of the last draw,
  // rewritten only where they changed.
  #drawOverlay() {
    const scene = this.scene;
    if (!scene) return;
    const svg = this.overlaySvg;
    const px = scene.cellPx;
    const o = this.overlay;
    if (o && this.drag) {
      cellPaths(svg.part('cells'), o.cells, px);
      if (o.line.length > 1)
        svg.part('line').add('path', {
          d: 'M' + o.line.map(([x, y]) => `${x} ${y}`).join('L'),
          fill: 'none',
          stroke: o.lineColour,
          'stroke-width': 3,
          'stroke-miterlimit': 10, // the canvas's
        });
    }
    if (this.drag) {
      const { token, at } = this.drag;
      svgToken(svg.part('token'), this.measure, token, at[0], at[1], px, 0.9);
      const heading = [at[0] - this.drag.from[0], at[1] - this.drag.from[1]];
      const map = [scene.cols * px, scene.rows * px];
      if (o?.label)
        drawLabel(svg.part('label'), this.measure, o.label.lines, at, (token.cells * px) / 2 + 8, heading, map);
    }
    if (this.stroke && 'from' in this.stroke) {
      const { from, to, kind } = this.stroke;
      svg.part('wall').add('path', {
        d: `M${from[0]} ${from[1]}L${to[0]} ${to[1]}`,
        stroke: kind === 'door' ? '#8a4b12' : '#222',
        'stroke-width': 5,
        'stroke-dasharray': '8 6',
      });
    }
    svg.end();
  }
}
