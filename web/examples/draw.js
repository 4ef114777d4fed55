// The toy VTT's drawing helpers (vtt.js): tokens, the label beside a dragged token, and the
// dirty rectangle that lets the overlay clear only what it drew last.

// The pixels a drawing touched, so the next frame clears only those.
export class Box {
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
  /** @param {number[]} rect [x, y, w, h] */
  addRect([x, y, w, h]) {
    this.add(x, y, w, h);
  }
  rect() {
    return this.x0 === Infinity ? null : [this.x0, this.y0, this.x1 - this.x0, this.y1 - this.y0];
  }
}

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
/** @param {CanvasRenderingContext2D} ctx @param {any[]} lines @param {number[]} at @param {number} gap @param {number[]} heading */
export function drawLabel(ctx, lines, at, gap, [dx, dy]) {
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
