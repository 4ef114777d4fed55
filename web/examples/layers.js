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
    el.style.pointerEvents = 'none';
    el.style.willChange = 'transform';
    this.cover(null, 1, 1);
  }

  /**
   * Clears the ink and makes it cover `rect` ([x, y, w, h] scene pixels; null: nothing) of a W × H
   * scene: the canvas grows when the box does not fit, shrinks when it is four times too large,
   * else only moves (a CSS transform: no layout). Returns the context, set to draw in scene pixels.
   * @param {number[] | null} rect @param {number} W @param {number} H @returns {CanvasRenderingContext2D}
   */
  cover(rect, W, H) {
    // The box within the scene, in whole pixels (the ink lands on the same pixels as on a canvas
    // the scene's size).
    const [x, y] = rect ? [Math.max(0, Math.floor(rect[0])), Math.max(0, Math.floor(rect[1]))] : [0, 0];
    const w = rect ? Math.max(1, Math.min(W, Math.ceil(rect[0] + rect[2])) - x) : 1;
    const h = rect ? Math.max(1, Math.min(H, Math.ceil(rect[1] + rect[3])) - y) : 1;
    const s = this.surface;
    // A new size allocates a bitmap and lays the element out again: the canvas grows with room to
    // spare and keeps its other side, and shrinks only when it is four times what is needed.
    const shrink = s.width * s.height > 4 * (w + SLACK) * (h + SLACK);
    if (w > s.width || h > s.height || shrink) {
      const fit = (/** @type {number} */ need, /** @type {number} */ now) =>
        Math.max(shrink ? 0 : now, Math.ceil((need + SLACK) / SLACK) * SLACK);
      s.width = Math.min(W, fit(w, s.width));
      s.height = Math.min(H, fit(h, s.height));
      this.el.style.width = `${s.width}px`;
      this.el.style.height = `${s.height}px`;
    }
    this.origin = [Math.max(0, Math.min(x, W - s.width)), Math.max(0, Math.min(y, H - s.height))];
    this.el.style.transform = `translate(${this.origin[0]}px, ${this.origin[1]}px)`;
    const ctx = this.ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, s.width, s.height);
    ctx.setTransform(1, 0, 0, 1, -this.origin[0], -this.origin[1]);
    return ctx;
  }
}
