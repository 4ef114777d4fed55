// Where a map's overlay canvas goes for one draw (the example VTT's ink layer; the calculator's
// overlay is SVG since issue 40): a canvas covering only the box a draw inks, so a pointer move hands the compositor a small
// bitmap rather than one the map's size. A new size allocates a bitmap and lays the canvas out again,
// and a move is a new transform the compositor takes in a commit: with the whole map in sight the box
// jumps with the pointer (a best path to a far cell, then a near one), and a canvas that followed it
// each move cost more than one that stayed (issue 40). So the canvas grows with room to spare (keeping
// its other side), stays where it is while the box lies inside it, and shrinks only when four times
// what is needed for SHRINK_AFTER draws in a row (the pointer has settled). Pixels throughout: the
// scene's in the example VTT.

const SLACK = 128; // room a grown canvas is given, in steps of this
const SHRINK_AFTER = 8; // draws in a row the canvas is four times too large before it shrinks
const INK_ROOM = 8; // pixels round the box a draw may ink (antialiasing), cleared before the next draw

/**
 * @typedef {object} InkCanvas the canvas as it is before a draw
 * @property {number} width @property {number} height its bitmap's size
 * @property {number[]} origin the pane pixel of its top-left corner (negative: not placed yet)
 * @property {number} smallFor draws in a row it was four times too large
 */

/**
 * The canvas for a draw that inks the box `x, y, w, h` (whole pixels, inside the W × H pane):
 * its new size and origin, whether it was `resized` (a blank bitmap) or `moved` (a new transform), and
 * `inked`, the rectangle [x, y, w, h] of the canvas the draw may ink, which the next draw clears.
 * @param {InkCanvas} was @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {number} W @param {number} H
 * @returns {InkCanvas & {resized: boolean, moved: boolean, inked: number[]}}
 */
export function coverInk(was, x, y, w, h, W, H) {
  let { width, height, smallFor } = was;
  smallFor = width * height > 4 * (w + SLACK) * (h + SLACK) ? smallFor + 1 : 0;
  const shrink = smallFor >= SHRINK_AFTER;
  const resized = w > width || h > height || shrink || width > W || height > H;
  if (resized) {
    smallFor = 0;
    const fit = (/** @type {number} */ need, /** @type {number} */ now) =>
      Math.max(shrink ? 0 : now, Math.ceil((need + SLACK) / SLACK) * SLACK);
    width = Math.min(W, fit(w, width));
    height = Math.min(H, fit(h, height));
  }
  const [ox, oy] = was.origin;
  const inside = !resized && ox >= 0 && oy >= 0 && x >= ox && y >= oy && x + w <= ox + width && y + h <= oy + height;
  const origin = inside ? was.origin : [Math.max(0, Math.min(x, W - width)), Math.max(0, Math.min(y, H - height))];
  const moved = resized || origin[0] !== ox || origin[1] !== oy;
  const x0 = Math.max(0, x - origin[0] - INK_ROOM);
  const y0 = Math.max(0, y - origin[1] - INK_ROOM);
  const inked = [
    x0,
    y0,
    Math.min(width, x - origin[0] + w + INK_ROOM) - x0,
    Math.min(height, y - origin[1] + h + INK_ROOM) - y0,
  ];
  return { width, height, origin, smallFor, resized, moved, inked };
}
