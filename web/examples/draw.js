// The toy VTT's drawing helpers (vtt.js): the board, tokens and their selection and target rings,
// the plugin's area, the label beside a dragged token, and the box a drawing touched.

/** @typedef {import('./vtt-scene.js').VttToken} VttToken */
/** A label's line: its words and colour. @typedef {{text: string, colour?: string}} LabelLine */

// The pixels a drawing touched: the overlay's ink canvas covers those (layers.js).
export class Box {
  constructor() {
    this.x0 = Infinity;
    this.y0 = Infinity;
    this.x1 = -Infinity;
    this.y1 = -Infinity;
  }
  /** @param {number} x @param {number} y @param {number} w @param {number} h */
  add(x, y, w, h) {
    this.x0 = Math.min(this.x0, x - 2);
    this.y0 = Math.min(this.y0, y - 2);
    this.x1 = Math.max(this.x1, x + w + 2);
    this.y1 = Math.max(this.y1, y + h + 2);
  }
  /** @param {number[]} rect [x, y, w, h] */
  addRect([x, y, w, h]) {
    this.add(x, y, w, h);
  }
  rect() {
    return this.x0 === Infinity ? null : [this.x0, this.y0, this.x1 - this.x0, this.y1 - this.y0];
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx @param {VttToken} t @param {number} x @param {number} y
 * @param {number} px @param {number} alpha
 */
export function drawToken(ctx, t, x, y, px, alpha) {
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
/**
 * @param {CanvasRenderingContext2D} ctx @param {LabelLine[]} lines @param {number[]} at @param {number} gap
 * @param {number[]} heading @param {number[]} map  the map's width and height in pixels
 * @returns {number[]}
 */
export function drawLabel(ctx, lines, at, gap, [dx, dy], [W, H]) {
  ctx.font = '13px sans-serif';
  ctx.textBaseline = 'top';
  const w = Math.ceil(Math.max(...lines.map((l) => ctx.measureText(l.text).width))) + 16;
  const h = lines.length * 18 + 10;
  const clampX = (/** @type {number} */ x) => Math.max(2, Math.min(x, W - w - 2));
  const clampY = (/** @type {number} */ y) => Math.max(2, Math.min(y, H - h - 2));
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
  const fits = (/** @type {number[]} */ [x, y]) => x >= 2 && y >= 2 && x + w <= W - 2 && y + h <= H - 2;
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

/**
 * The board: paper, difficult terrain (tinted and hatched /), the grid, walls and doors.
 * @param {CanvasRenderingContext2D} ctx @param {import('./vtt-scene.js').VttScene} scene
 */
export function drawBoard(ctx, { cols, rows, cellPx: px, regions, walls }) {
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
    for (const [x, y] of r.cells) (ctx.moveTo(x * px + 2, (y + 1) * px - 2), ctx.lineTo((x + 1) * px - 2, y * px + 2));
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

/**
 * The plugin's area: each cell filled; `hatch` adds white strokes the other way from terrain's (\\),
 * for cells a plugin wants set apart (the example: reached only past the creature's speed).
 * @param {CanvasRenderingContext2D} ctx @param {{cell: number[], fill: string, hatch?: boolean}[]} cells @param {number} px
 */
export function drawArea(ctx, cells, px) {
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.75)';
  ctx.lineWidth = 2;
  for (const { cell, fill, hatch } of cells) {
    const [x, y] = [cell[0] * px, cell[1] * px];
    ctx.fillStyle = fill;
    ctx.fillRect(x, y, px, px);
    if (!hatch) continue;
    ctx.beginPath();
    for (const f of [0.3, 0.7])
      (ctx.moveTo(x + f * px - px / 4, y + f * px - px / 4), ctx.lineTo(x + f * px + px / 4, y + f * px + px / 4));
    ctx.stroke();
  }
}

/**
 * A ring around a token: the VTT's selection (solid) or its target (dashed).
 * @param {CanvasRenderingContext2D} ctx @param {VttToken} t @param {number} px @param {string} colour @param {boolean} dashed
 */
export function drawRing(ctx, t, px, colour, dashed) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 3;
  ctx.setLineDash(dashed ? [6, 4] : []);
  ctx.beginPath();
  ctx.arc(t.x, t.y, (t.cells * px) / 2 + 1, 0, 2 * Math.PI);
  ctx.stroke();
  ctx.setLineDash([]);
}
