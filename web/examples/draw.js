// The toy VTT's drawing helpers (vtt.js): the board, tokens and their selection and target rings,
// the plugin's area on their canvases; the dragged token and the label beside it as elements of the
// overlay's SVG (web/shim/svg-layer.js), a token looking the same on both.

/** @typedef {import('./vtt-scene.js').VttToken} VttToken */
/** A label's line: its words and colour. @typedef {{text: string, colour?: string}} LabelLine */
/** @typedef {import('../shim/svg-layer.js').Group} Group */

const LABEL_FONT = '13px sans-serif'; // the label's, measured and drawn

// How far below a canvas's text baseline (`top`, `middle`) the alphabetic baseline lies for `font`:
// an SVG <text> sits on the alphabetic one, so its words land on the canvas's pixels (SVG's
// dominant-baseline keywords place them a pixel or two off the canvas's). Measured once a font.
/** @type {Map<string, number>} */
const belowFor = new Map();
/** @param {CanvasRenderingContext2D} measure @param {string} font @param {CanvasTextBaseline} baseline */
function alphabeticBelow(measure, font, baseline) {
  const key = `${font}|${baseline}`;
  let below = belowFor.get(key);
  if (below === undefined) {
    measure.font = font;
    measure.textBaseline = baseline;
    belowFor.set(key, (below = -measure.measureText('H').alphabeticBaseline));
  }
  return below;
}

// A token's disc and the two letters of its name on it: its radius, letters and their font.
/** @param {VttToken} t @param {number} px */
const face = (t, px) => ({
  r: (t.cells * px) / 2 - 3,
  letters: t.name.slice(0, 2),
  font: `bold ${Math.round(px * 0.42)}px sans-serif`,
});

/**
 * @param {CanvasRenderingContext2D} ctx @param {VttToken} t @param {number} x @param {number} y
 * @param {number} px @param {number} alpha
 */
export function drawToken(ctx, t, x, y, px, alpha) {
  const { r, letters, font } = face(t, px);
  ctx.globalAlpha = alpha;
  ctx.fillStyle = t.colour;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(letters, x, y + 1);
  ctx.globalAlpha = 1;
  ctx.textAlign = 'left';
}

/**
 * The same token as SVG elements in `part` (the dragged one), centred at (x, y): drawn about the
 * part's origin and the part moved there, so its elements stay as they are while it moves. Each is
 * painted at `alpha` on its own, as the canvas's globalAlpha paints each fill and stroke; `measure`
 * places its letters.
 * @param {Group} part @param {CanvasRenderingContext2D} measure @param {VttToken} t @param {number} x @param {number} y
 * @param {number} px @param {number} alpha
 */
export function svgToken(part, measure, t, x, y, px, alpha) {
  const { r, letters, font } = face(t, px);
  const below = alphabeticBelow(measure, font, 'middle');
  part.moveTo(x, y);
  const paint = { 'fill-opacity': alpha, 'stroke-opacity': alpha };
  part.add('circle', { cx: 0, cy: 0, r, fill: t.colour, stroke: '#fff', 'stroke-width': 2, ...paint });
  part.add('text', {
    x: 0,
    y: 1 + below,
    fill: '#fff',
    'fill-opacity': alpha,
    style: `font: ${font}`,
    'text-anchor': 'middle',
    text: letters,
  });
}

// A label of coloured lines in a rounded box beside the token centred at `at` (`gap` pixels from
// its centre), on the first side that fits on the map: ahead of the token (`heading`, where the drag
// goes), then beside it, behind it last, so it covers neither the token nor, mostly, the path. Its
// lines are measured on `measure` (a canvas context), drawn as SVG elements in `part`, which is
// moved there: a line whose words did not change is not laid out again.
/**
 * @param {Group} part @param {CanvasRenderingContext2D} measure @param {LabelLine[]} lines @param {number[]} at @param {number} gap
 * @param {number[]} heading @param {number[]} map  the map's width and height in pixels
 */
export function drawLabel(part, measure, lines, at, gap, [dx, dy], [W, H]) {
  const lineDown = alphabeticBelow(measure, LABEL_FONT, 'top');
  measure.font = LABEL_FONT;
  const w = Math.ceil(Math.max(...lines.map((l) => measure.measureText(l.text).width))) + 16;
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
  part.moveTo(x, y);
  part.add('rect', { x: 0, y: 0, width: w, height: h, rx: 6, fill: 'rgb(24, 24, 28)', 'fill-opacity': 0.88 });
  lines.forEach((l, i) =>
    part.add('text', {
      x: 8,
      y: 6 + i * 18 + lineDown,
      fill: l.colour ?? '#fff',
      style: `font: ${LABEL_FONT}`,
      text: l.text,
    }),
  );
}

const RUN = 16; // cells a path of the drag's cells holds at most (cellPaths)

/**
 * The drag's cells as SVG paths in `part`: a run of up to RUN cells of one fill and stroke (size:
 * cells across) is one path, or two with a stroke, so a pointer move writes a few attributes, not one
 * element per cell. Runs are cut from the path's start, so a cell added at its end rewrites only the
 * last run: the browser rasterises again only that run's box, not the whole path's (Chromium's
 * trace, the sweep view: 1.1 ms of raster a move, 7.9 ms with one path per fill). A cell overlapping
 * one of its run starts another: each is painted on its own, where overlapping squares (a large
 * token's) darken as on a canvas.
 * @param {Group} part @param {{cell: number[], fill: string, stroke?: string, size?: number}[]} cells @param {number} px
 */
export function cellPaths(part, cells, px) {
  let d = '';
  let edges = '';
  let look = { fill: '', stroke: '' };
  /** @type {Set<number>} the run's squares, column * 65536 + row (past 65,536 rows two may meet: a run cut, drawn the same) */
  let covered = new Set();
  let n = 0; // cells in the run
  const flush = () => {
    n = 0;
    if (d) part.add('path', { d, fill: look.fill });
    if (edges) part.add('path', { d: edges, fill: 'none', stroke: look.stroke, 'stroke-width': 2 });
    d = edges = '';
    covered = new Set();
  };
  for (const { cell, fill, stroke = '', size = 1 } of cells) {
    const squares = [];
    for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) squares.push((cell[0] + i) * 65536 + cell[1] + j);
    if (n === RUN || fill !== look.fill || stroke !== look.stroke || squares.some((q) => covered.has(q))) {
      flush();
      look = { fill, stroke };
    }
    for (const q of squares) covered.add(q);
    n += 1;
    const [x, y, s] = [cell[0] * px, cell[1] * px, size * px];
    d += `M${x} ${y}h${s}v${s}h${-s}Z`;
    // the canvas's strokeRect inset by a pixel: the 2-px line lies inside the cell
    if (stroke) edges += `M${x + 1} ${y + 1}h${s - 2}v${s - 2}h${2 - s}Z`;
  }
  flush();
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
