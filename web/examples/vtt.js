// A toy web VTT: tokens on a canvas, dragged with the mouse, walls drawn as lines, difficult terrain
// painted cell by cell. It knows nothing of Footwork: it has its own scene format (pixels, like any
// VTT), emits the events a VTT's plugin API offers (scene loaded, token changed, walls changed,
// terrain changed, drag start/move/end/cancel, next turn) and offers a small drawing API for
// plugins (an area layer, a path overlay with a label, messages). web/examples/adapter.js is the
// plugin that connects it to Footwork through the shim; docs/embedding.md walks through both.
//
// Scene (the VTT's own format):
//   {system, cellPx, cols, rows, feetPerCell,
//    tokens: [{id, name, x, y, cells, speed, side, colour}]   x, y: the token's pixel centre; cells: 1 medium, 2 large
//    walls: [{id, kind: 'wall'|'door', points: [[px, py], …]}]
//    regions: [{id, terrain: 'difficult', cells: [[col, row], …]}]}
//
// Drawing is layered (one canvas each) so that a mouse move repaints only the overlay: the board
// (grid, terrain, walls) and the tokens change rarely; the area is drawn once when a token is
// picked up; the overlay (the path, the dragged token, its label) is cleared where it was last drawn.

import { Box, drawLabel, drawToken } from './draw.js';
import { checkScene, nearPolyline } from './vtt-scene.js';

const LAYERS = ['board', 'area', 'tokens', 'overlay'];
const TOOLS = ['move', 'wall', 'door', 'terrain', 'erase'];

export class ToyVtt {
  constructor(root) {
    this.root = root;
    this.handlers = new Map();
    this.tool = 'move';
    this.scene = null;
    this.drag = null;
    this.stroke = null;
    this.round = 1;
    this.dirty = null; // the overlay's last drawn rectangle
    this.stack = root.querySelector('.map-stack');
    this.canvases = {};
    for (const name of LAYERS) {
      const c = document.createElement('canvas');
      c.className = `layer layer-${name}`;
      this.stack.append(c);
      this.canvases[name] = c;
    }
    this.ctx = Object.fromEntries(LAYERS.map((n) => [n, this.canvases[n].getContext('2d')]));
    const over = this.canvases.overlay;
    over.addEventListener('pointerdown', (e) => this.#down(e));
    over.addEventListener('pointermove', (e) => this.#move(e));
    over.addEventListener('pointerup', (e) => this.#up(e));
    window.addEventListener('keydown', (e) => this.#key(e));
  }

  /** Plugin API: on('scene' | 'token-changed' | 'walls-changed' | 'terrain-changed' | 'drag-start' | 'drag-move' | 'drag-end' | 'drag-cancel' | 'turn', fn). */
  on(event, fn) {
    if (!this.handlers.has(event)) this.handlers.set(event, []);
    this.handlers.get(event).push(fn);
  }

  #emit(event, detail) {
    for (const fn of this.handlers.get(event) ?? []) {
      try {
        fn(detail);
      } catch (e) {
        this.notify(`A plugin failed on "${event}": ${e.message}`, 'error'); // a plugin never breaks the VTT
      }
    }
  }

  /** Loads a scene (the VTT's format, an object or JSON text); a bad one is refused with a message and the current scene stays. */
  load(input) {
    let scene;
    try {
      scene = checkScene(typeof input === 'string' ? JSON.parse(input) : input);
    } catch (e) {
      this.notify(`Scene not loaded: ${e.message}`, 'error');
      return false;
    }
    this.cancelDrag();
    this.scene = scene;
    const w = scene.cols * scene.cellPx;
    const h = scene.rows * scene.cellPx;
    for (const c of Object.values(this.canvases)) {
      c.width = w;
      c.height = h;
    }
    this.stack.style.width = `${w}px`;
    this.stack.style.height = `${h}px`;
    this.dirty = null;
    this.drawBoard();
    this.drawTokens();
    this.clearArea();
    this.#emit('scene', scene);
    return true;
  }

  setTool(tool) {
    if (TOOLS.includes(tool)) this.tool = tool;
  }

  nextTurn() {
    this.round += 1;
    this.#emit('turn', { round: this.round });
  }

  token(id) {
    return this.scene?.tokens.find((t) => t.id === id);
  }

  // ---- the plugin drawing API ----

  /** Fills cells on the area layer: [{cell: [col, row], fill}] (drawn once, until clearArea). */
  showArea(cells) {
    const ctx = this.ctx.area;
    const px = this.scene.cellPx;
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    for (const { cell, fill } of cells) {
      ctx.fillStyle = fill;
      ctx.fillRect(cell[0] * px, cell[1] * px, px, px);
    }
  }

  clearArea() {
    const ctx = this.ctx.area;
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  }

  /**
   * The overlay of the drag in progress: cells [{cell, fill, stroke?, size?}] (size: cells across), a polyline [[px, py], …] with
   * its colour, and a label {lines: [{text, colour}]} placed beside the dragged token.
   */
  showPath({ cells = [], line = [], lineColour = '#222', label = null }) {
    this.overlay = { cells, line, lineColour, label };
    this.#drawOverlay();
  }

  clearPath() {
    this.overlay = null;
    this.#drawOverlay();
  }

  /** A message in the side panel (tone: info, warn, error). */
  notify(text, tone = 'info') {
    const list = this.root.querySelector('.messages');
    if (!list) return;
    const li = document.createElement('li');
    li.className = `msg msg-${tone}`;
    li.textContent = text;
    list.prepend(li);
    while (list.children.length > 8) list.lastChild.remove();
  }

  // ---- geometry ----

  #point(e) {
    const r = this.canvases.overlay.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  }

  /** @param {number[]} point */
  #cellAt([x, y]) {
    const px = this.scene.cellPx;
    return [Math.floor(x / px), Math.floor(y / px)];
  }

  // A token's centre snapped to the nearest placement of its space (what a VTT does on drop).
  /** @param {any} token @param {number[]} point */
  #snap(token, [x, y]) {
    const px = this.scene.cellPx;
    const half = (token.cells * px) / 2;
    const max = (n) => n * px - half;
    const fit = (v, n) => Math.min(max(n), Math.max(half, Math.round((v - half) / px) * px + half));
    return [fit(x, this.scene.cols), fit(y, this.scene.rows)];
  }

  /** @param {number[]} point */
  #corner([x, y]) {
    const px = this.scene.cellPx;
    return [Math.round(x / px) * px, Math.round(y / px) * px];
  }

  /** @param {number[]} point */
  #tokenAt([x, y]) {
    const px = this.scene.cellPx;
    for (let i = this.scene.tokens.length - 1; i >= 0; i--) {
      const t = this.scene.tokens[i];
      const half = (t.cells * px) / 2;
      if (Math.abs(x - t.x) <= half && Math.abs(y - t.y) <= half) return t;
    }
    return null;
  }

  // ---- mouse and keys ----

  #down(e) {
    if (!this.scene || e.button !== 0) return;
    const p = this.#point(e);
    this.canvases.overlay.setPointerCapture?.(e.pointerId);
    if (this.tool === 'move') {
      const token = this.#tokenAt(p);
      if (!token) return;
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
      this.stroke = { kind: this.tool, from: this.#corner(p), to: this.#corner(p) };
    } else {
      this.stroke = { kind: this.tool, cells: new Map() };
      this.#paintAt(p);
    }
  }

  #move(e) {
    if (!this.scene) return;
    const p = this.#point(e);
    if (this.drag) {
      this.drag.at = [p[0] - this.drag.grab[0], p[1] - this.drag.grab[1]];
      this.#emit('drag-move', { token: this.drag.token, at: this.drag.at, waypoints: this.drag.waypoints });
      this.#drawOverlay();
    } else if (this.stroke?.from) {
      this.stroke.to = this.#corner(p);
      this.#drawOverlay();
    } else if (this.stroke) this.#paintAt(p);
  }

  #up(e) {
    if (!this.scene) return;
    if (this.drag) {
      const { token, waypoints } = this.drag;
      const at = this.#snap(token, [this.#point(e)[0] - this.drag.grab[0], this.#point(e)[1] - this.drag.grab[1]]);
      this.drag = null;
      this.#emit('drag-end', { token, at, waypoints });
      token.x = at[0];
      token.y = at[1];
      this.overlay = null;
      this.drawTokens();
      this.#drawOverlay();
      this.#emit('token-changed', token);
    } else if (this.stroke?.from) {
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

  #key(e) {
    if (e.key === 'Escape') this.cancelDrag();
    else if (e.key === ' ' && this.drag) {
      // A waypoint where the token is now (snapped), as a VTT's ruler does.
      e.preventDefault();
      this.drag.waypoints.push(this.#snap(this.drag.token, this.drag.at));
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
  #paintAt(p) {
    const cell = this.#cellAt(p);
    if (cell[0] < 0 || cell[1] < 0 || cell[0] >= this.scene.cols || cell[1] >= this.scene.rows) return;
    const key = `${cell[0]},${cell[1]}`;
    if (this.stroke.cells.has(key)) return;
    this.stroke.cells.set(key, cell);
    const regions = this.scene.regions;
    if (this.stroke.kind === 'terrain') {
      let region = regions.find((r) => r.terrain === 'difficult');
      if (!region) regions.push((region = { id: 'difficult', terrain: 'difficult', cells: [] }));
      if (!region.cells.some((c) => c[0] === cell[0] && c[1] === cell[1])) region.cells.push(cell);
    } else {
      for (const r of regions) r.cells = r.cells.filter((c) => c[0] !== cell[0] || c[1] !== cell[1]);
      const before = this.scene.walls.length;
      this.scene.walls = this.scene.walls.filter((w) => !nearPolyline(w.points, p, 6));
      if (this.scene.walls.length !== before) this.#emit('walls-changed', this.scene.walls);
    }
    this.drawBoard();
  }

  // ---- drawing ----

  drawBoard() {
    const { cols, rows, cellPx: px, regions, walls } = this.scene;
    const ctx = this.ctx.board;
    ctx.fillStyle = '#f4f1ea';
    ctx.fillRect(0, 0, cols * px, rows * px);
    ctx.fillStyle = '#c9b99a';
    for (const r of regions) for (const [x, y] of r.cells) ctx.fillRect(x * px, y * px, px, px);
    ctx.strokeStyle = '#ddd6c8';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = 0; x <= cols; x++) (ctx.moveTo(x * px + 0.5, 0), ctx.lineTo(x * px + 0.5, rows * px));
    for (let y = 0; y <= rows; y++) (ctx.moveTo(0, y * px + 0.5), ctx.lineTo(cols * px, y * px + 0.5));
    ctx.stroke();
    // Difficult terrain is hatched as well as tinted, so it reads under the path colours too.
    ctx.strokeStyle = 'rgba(110, 84, 40, 0.45)';
    ctx.beginPath();
    for (const r of regions)
      for (const [x, y] of r.cells)
        (ctx.moveTo(x * px + 2, (y + 1) * px - 2), ctx.lineTo((x + 1) * px - 2, y * px + 2));
    ctx.stroke();
    ctx.lineCap = 'round';
    for (const w of walls) {
      ctx.strokeStyle = w.kind === 'door' ? '#8a4b12' : '#222';
      ctx.lineWidth = w.kind === 'door' ? 6 : 5;
      ctx.beginPath();
      w.points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
      ctx.stroke();
    }
  }

  drawTokens() {
    const ctx = this.ctx.tokens;
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    for (const t of this.scene.tokens) {
      if (this.drag && this.drag.token === t)
        drawToken(ctx, t, t.x, t.y, this.scene.cellPx, 0.35); // where it was
      else drawToken(ctx, t, t.x, t.y, this.scene.cellPx, 1);
    }
  }

  #drawOverlay() {
    const ctx = this.ctx.overlay;
    const px = this.scene.cellPx;
    if (this.dirty) ctx.clearRect(...this.dirty);
    const box = new Box();
    const o = this.overlay;
    if (o && this.drag) {
      for (const { cell, fill, stroke, size = 1 } of o.cells) {
        ctx.fillStyle = fill;
        ctx.fillRect(cell[0] * px, cell[1] * px, size * px, size * px);
        if (stroke) {
          ctx.strokeStyle = stroke;
          ctx.lineWidth = 2;
          ctx.strokeRect(cell[0] * px + 1, cell[1] * px + 1, size * px - 2, size * px - 2);
        }
        box.add(cell[0] * px, cell[1] * px, size * px, size * px);
      }
      if (o.line.length > 1) {
        ctx.strokeStyle = o.lineColour;
        ctx.lineWidth = 3;
        ctx.beginPath();
        o.line.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
        ctx.stroke();
        for (const [x, y] of o.line) box.add(x - 3, y - 3, 6, 6); // the line's ends lie in cells not filled (the start)
      }
    }
    if (this.drag) {
      const { token, at } = this.drag;
      drawToken(ctx, token, at[0], at[1], px, 0.9);
      box.add(at[0] - token.cells * px, at[1] - token.cells * px, 2 * token.cells * px, 2 * token.cells * px);
      const heading = [at[0] - this.drag.from[0], at[1] - this.drag.from[1]];
      if (o?.label) box.addRect(drawLabel(ctx, o.label.lines, at, (token.cells * px) / 2 + 8, heading));
    }
    if (this.stroke?.from) {
      const { from, to, kind } = this.stroke;
      ctx.strokeStyle = kind === 'door' ? '#8a4b12' : '#222';
      ctx.lineWidth = 5;
      ctx.setLineDash([8, 6]);
      ctx.beginPath();
      ctx.moveTo(...from);
      ctx.lineTo(...to);
      ctx.stroke();
      ctx.setLineDash([]);
      box.add(
        Math.min(from[0], to[0]) - 6,
        Math.min(from[1], to[1]) - 6,
        Math.abs(from[0] - to[0]) + 12,
        Math.abs(from[1] - to[1]) + 12,
      );
    }
    this.dirty = box.rect();
  }
}
