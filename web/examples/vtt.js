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

  #cellAt([x, y]) {
    const px = this.scene.cellPx;
    return [Math.floor(x / px), Math.floor(y / px)];
  }

  // A token's centre snapped to the nearest placement of its space (what a VTT does on drop).
  #snap(token, [x, y]) {
    const px = this.scene.cellPx;
    const half = (token.cells * px) / 2;
    const max = (n) => n * px - half;
    const fit = (v, n) => Math.min(max(n), Math.max(half, Math.round((v - half) / px) * px + half));
    return [fit(x, this.scene.cols), fit(y, this.scene.rows)];
  }

  #corner([x, y]) {
    const px = this.scene.cellPx;
    return [Math.round(x / px) * px, Math.round(y / px) * px];
  }

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

// The pixels a drawing touched, so the next frame clears only those.
class Box {
  constructor() {
    this.x0 = Infinity;
    this.y0 = Infinity;
    this.x1 = -Infinity;
    this.y1 = -Infinity;
  }
  add(x, y, w, h) {
    this.x0 = Math.min(this.x0, x - 2);
    this.y0 = Math.min(this.y0, y - 2);
    this.x1 = Math.max(this.x1, x + w + 2);
    this.y1 = Math.max(this.y1, y + h + 2);
  }
  addRect([x, y, w, h]) {
    this.add(x, y, w, h);
  }
  rect() {
    return this.x0 === Infinity ? null : [this.x0, this.y0, this.x1 - this.x0, this.y1 - this.y0];
  }
}

function drawToken(ctx, t, x, y, px, alpha) {
  const r = (t.cells * px) / 2 - 3;
  ctx.globalAlpha = alpha;
  ctx.fillStyle = t.colour;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${Math.round(px * 0.42)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(t.name.slice(0, 2), x, y + 1);
  ctx.globalAlpha = 1;
  ctx.textAlign = 'left';
}

// A label of coloured lines in a rounded box beside the token centred at `at` (`gap` pixels from
// its centre), on the first side that fits on the map: ahead of the token (`heading`, where the drag
// goes), then beside it, behind it last, so it covers neither the token nor, mostly, the path.
// Returns the rectangle drawn.
function drawLabel(ctx, lines, at, gap, [dx, dy]) {
  ctx.font = '13px sans-serif';
  ctx.textBaseline = 'top';
  const w = Math.ceil(Math.max(...lines.map((l) => ctx.measureText(l.text).width))) + 16;
  const h = lines.length * 18 + 10;
  const W = ctx.canvas.width;
  const H = ctx.canvas.height;
  const clampX = (x) => Math.max(2, Math.min(x, W - w - 2));
  const clampY = (y) => Math.max(2, Math.min(y, H - h - 2));
  const right = [at[0] + gap, clampY(at[1] - gap + 8)];
  const left = [at[0] - gap - w, clampY(at[1] - gap + 8)];
  const below = [clampX(at[0] - w / 2), at[1] + gap];
  const above = [clampX(at[0] - w / 2), at[1] - gap - h];
  const places =
    Math.abs(dx) >= Math.abs(dy)
      ? dx >= 0
        ? [right, below, above, left]
        : [left, below, above, right]
      : dy >= 0
        ? [below, right, left, above]
        : [above, right, left, below];
  const fits = ([x, y]) => x >= 2 && y >= 2 && x + w <= W - 2 && y + h <= H - 2;
  const [x, y] = places.find(fits) ?? [clampX(places[0][0]), clampY(places[0][1])];
  ctx.fillStyle = 'rgba(24, 24, 28, 0.88)';
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 6);
  ctx.fill();
  lines.forEach((l, i) => {
    ctx.fillStyle = l.colour ?? '#fff';
    ctx.fillText(l.text, x + 8, y + 6 + i * 18);
  });
  return [x, y, w, h];
}

function nearPolyline(points, [x, y], tolerance) {
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = len2 ? Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2)) : 0;
    if (Math.hypot(ax + t * (bx - ax) - x, ay + t * (by - ay) - y) <= tolerance) return true;
  }
  return false;
}

// The VTT's own checks of its scene format: what and where, never a crash.
function checkScene(s) {
  const fail = (where, what) => {
    throw new Error(`${where}: ${what}`);
  };
  if (s === null || typeof s !== 'object' || Array.isArray(s)) fail('scene', 'expected an object');
  for (const k of ['cellPx', 'cols', 'rows'])
    if (!Number.isInteger(s[k]) || s[k] < 1)
      fail(`scene.${k}`, `expected a positive whole number, got ${JSON.stringify(s[k])}`);
  if (s.cols * s.rows * s.cellPx * s.cellPx > 4096 * 4096 * 4)
    fail('scene', `${s.cols} × ${s.rows} cells of ${s.cellPx} px is too large to draw`);
  const scene = {
    system: typeof s.system === 'string' ? s.system : 'sw5e',
    cellPx: s.cellPx,
    cols: s.cols,
    rows: s.rows,
    feetPerCell: s.feetPerCell ?? 5,
    tokens: [],
    walls: [],
    regions: [],
  };
  const list = (k) => {
    if (s[k] === undefined) return [];
    if (!Array.isArray(s[k])) fail(`scene.${k}`, 'expected a list');
    return s[k];
  };
  list('tokens').forEach((t, i) => {
    const at = `scene.tokens[${i}]`;
    if (t === null || typeof t !== 'object') fail(at, 'expected an object');
    if (typeof t.id !== 'string' || !t.id) fail(`${at}.id`, 'expected a non-empty string');
    if (!Number.isFinite(t.x) || !Number.isFinite(t.y)) fail(at, 'expected pixel numbers x and y');
    scene.tokens.push({ name: t.id, cells: 1, speed: 30, side: 'party', colour: '#3b6fb6', ...t });
  });
  list('walls').forEach((w, i) => {
    if (!Array.isArray(w?.points) || w.points.some((p) => !Array.isArray(p) || !p.every(Number.isFinite)))
      fail(`scene.walls[${i}].points`, 'expected a list of [x, y] pixel points');
    scene.walls.push({ id: w.id ?? `w${i + 1}`, kind: w.kind === 'door' ? 'door' : 'wall', points: w.points });
  });
  list('regions').forEach((r, i) => {
    if (!Array.isArray(r?.cells)) fail(`scene.regions[${i}].cells`, 'expected a list of [col, row] cells');
    scene.regions.push({ id: r.id ?? `r${i + 1}`, terrain: r.terrain ?? 'difficult', cells: r.cells });
  });
  return scene;
}
