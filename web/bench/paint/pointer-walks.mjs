// The pointer's walks the paint bench measures, as map cells (each move onto a new cell):
//   walk:  today's local walk, 3–19 cells from the mover in a spiral (the bench's 12-px view);
//   sweep: a Lissajous sweep over the whole map, corner to corner, so most moves end far beyond
//          the allowance (a best path to a far cell each), a few cells per move as a hand sweeps.
// Shared by the scenarios (calculator, example VTT, extension, Owlbear) so each page sees the
// same cells; `inside(cell)` may narrow the sweep to what the page shows.

/** @param {[number, number]} hero @param {number} size @param {number} count */
export function localWalk(hero, size, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const ang = (i / count) * Math.PI * 6;
    const rr = 3 + (i % 17);
    out.push([
      Math.max(0, Math.min(size - 1, hero[0] + Math.round(Math.cos(ang) * rr))),
      Math.max(0, Math.min(size - 1, hero[1] + Math.round(Math.sin(ang) * rr))),
    ]);
  }
  return out;
}

/**
 * A sweep of the box [x0, x1) × [y0, y1) of cells (the whole map unless given): `count` cells, no two
 * in a row the same.
 * @param {number} count @param {[number, number, number, number]} box
 */
export function sweep(count, [x0, y0, x1, y1]) {
  const out = [];
  const w = x1 - x0 - 1;
  const h = y1 - y0 - 1;
  for (let i = 0; out.length < count; i++) {
    const t = (i / count) * Math.PI * 2;
    const c = [
      x0 + Math.round(((Math.sin(3 * t) + 1) / 2) * w),
      y0 + Math.round(((Math.sin(4 * t + 0.7) + 1) / 2) * h),
    ];
    const last = out[out.length - 1];
    if (!last || last[0] !== c[0] || last[1] !== c[1]) out.push(c);
    else if (i > 4 * count) out.push(c); // a map too small to sweep: repeats are allowed
  }
  return out;
}

/** The cells a view's moves go to: `view` walk (local walk), fit or sweep (the sweep). */
export function viewCells(view, hero, size, count, box = [0, 0, size, size]) {
  return view === 'walk' ? localWalk(hero, size, count) : sweep(count, box);
}
