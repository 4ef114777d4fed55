// The toy VTT's canvases (vtt.js). Each layer draws through the element's OffscreenCanvas where the
// browser has one: Chromium hands every plain canvas of a page to the compositor again on each frame
// that changes anything, so a drag that redraws the overlay alone would copy every scene-sized
// bitmap each frame; a transferred canvas is handed over only when drawn on (issue 25).
// The overlay's ink (the path, the dragged token, its label) is a canvas only as large as what was
// drawn last, moved there with a CSS transform; above it a canvas never drawn on takes the pointer.

/**
 * A canvas in the map's stack and the 2D context that draws on it.
 * @param {HTMLElement} stack @param {string} className
 * @returns {{el: HTMLCanvasElement, surface: HTMLCanvasElement | OffscreenCanvas, ctx: CanvasRenderingContext2D}}
 */
export function layerCanvas(stack, className) {
  const el = document.createElement('canvas');
  el.className = className;
  stack.append(el);
  const surface = el.transferControlToOffscreen ? el.transferControlToOffscreen() : el;
  const ctx = /** @type {CanvasRenderingContext2D} */ (surface.getContext('2d'));
  return { el, surface, ctx };
}

const SLACK = 128; // a new ink canvas has this much room to spare, in steps of it
const SHRINK_AFTER = 8; // draws in a row the ink canvas is four times too large before it shrinks
const INK_ROOM = 8; // pixels round the box a draw says it inks, cleared before the next draw

/** The overlay's ink: a canvas covering a box of the scene, its pixels the scene's. */
export class InkLayer {
  /** @param {HTMLElement} stack */
  constructor(stack) {
    const { el, surface, ctx } = layerCanvas(stack, 'layer layer-ink');
    this.el = el;
    this.surface = surface;
    /** @type {CanvasRenderingContext2D} */
    this.ctx = ctx;
    this.origin = [0, 0]; // the scene pixel of the canvas's top-left corner
    /** @type {number[] | null} the rectangle [x, y, w, h] of the canvas the last draw may have inked */
    this.inked = null;
    this.smallFor = 0; // draws in a row the canvas was four times too large
    el.style.pointerEvents = 'none';
    el.style.willChange = 'transform';
    this.el.style.transform = 'translate(0px, 0px)';
    this.cover(null, 1, 1);
  }

  /**
   * Clears the ink and makes it cover `rect` ([x, y, w, h] scene pixels; null: nothing) of a W × H
   * scene. Returns the context, set to draw in scene pixels.
   * A new size allocates a bitmap and lays the element out again, and a move is a new transform the
   * compositor takes in a commit: with a drag sweeping the map the box jumps with it, and a canvas
   * that followed it each move cost more than one that stayed (issue 40). So the canvas grows with
   * room to spare (keeping its other side), stays where it is while the box lies inside it, and
   * shrinks only when four times what is needed for SHRINK_AFTER draws in a row; only what the last
   * draw inked is cleared (a canvas keeps its pixels while it only moves; a resized one is blank).
   * @param {number[] | null} rect @param {number} W @param {number} H @returns {CanvasRenderingContext2D}
   */
  cover(rect, W, H) {
    // The box within the scene, in whole pixels (the ink lands on the same pixels as on a canvas
    // the scene's size).
    const [x, y] = rect ? [Math.max(0, Math.floor(rect[0])), Math.max(0, Math.floor(rect[1]))] : [0, 0];
    const w = rect ? Math.max(1, Math.min(W, Math.ceil(rect[0] + rect[2])) - x) : 1;
    const h = rect ? Math.max(1, Math.min(H, Math.ceil(rect[1] + rect[3])) - y) : 1;
    const s = this.surface;
    const ctx = this.ctx;
    const small = s.width * s.height > 4 * (w + SLACK) * (h + SLACK);
    this.smallFor = small ? this.smallFor + 1 : 0;
    const shrink = this.smallFor >= SHRINK_AFTER;
    const resized = w > s.width || h > s.height || shrink || s.width > W || s.height > H;
    if (resized) {
      this.smallFor = 0;
      const fit = (/** @type {number} */ need, /** @type {number} */ now) =>
        Math.max(shrink ? 0 : now, Math.ceil((need + SLACK) / SLACK) * SLACK);
      s.width = Math.min(W, fit(w, s.width));
      s.height = Math.min(H, fit(h, s.height));
      this.el.style.width = `${s.width}px`;
      this.el.style.height = `${s.height}px`;
    } else if (this.inked) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      const [a, b, c, d] = this.inked;
      ctx.clearRect(a, b, c, d);
    }
    const [ox, oy] = this.origin;
    const inside = !resized && x >= ox && y >= oy && x + w <= ox + s.width && y + h <= oy + s.height;
    if (!inside) {
      this.origin = [Math.max(0, Math.min(x, W - s.width)), Math.max(0, Math.min(y, H - s.height))];
      this.el.style.transform = `translate(${this.origin[0]}px, ${this.origin[1]}px)`;
    }
    // What this draw may ink, in the canvas's pixels (INK_ROOM more for antialiasing).
    const x0 = Math.max(0, x - this.origin[0] - INK_ROOM);
    const y0 = Math.max(0, y - this.origin[1] - INK_ROOM);
    this.inked = rect
      ? [
          x0,
          y0,
          Math.min(s.width, x - this.origin[0] + w + INK_ROOM) - x0,
          Math.min(s.height, y - this.origin[1] + h + INK_ROOM) - y0,
        ]
      : null;
    ctx.setTransform(1, 0, 0, 1, -this.origin[0], -this.origin[1]);
    return ctx;
  }
}
