// The toy VTT's canvases (vtt.js). Each layer draws through the element's OffscreenCanvas where the
// browser has one: Chromium hands every plain canvas of a page to the compositor again on each frame
// that changes anything, so a drag that redraws the overlay alone would copy every scene-sized
// bitmap each frame; a transferred canvas is handed over only when drawn on (issue 25).
// The overlay's ink (the path, the dragged token, its label) is a canvas only as large as what was
// drawn last, moved there with a CSS transform; above it a canvas never drawn on takes the pointer.

import { coverInk } from '../shim/ink-cover.js';

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
   * scene. Returns the context, set to draw in scene pixels. Placed by the shim's coverInk (grows with
   * room, stays while the box fits, shrinks after a while); only what the last draw inked is cleared (a
   * canvas keeps its pixels while it only moves; a resized one is blank).
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
    const c = coverInk(
      { width: s.width, height: s.height, origin: this.origin, smallFor: this.smallFor },
      x,
      y,
      w,
      h,
      W,
      H,
    );
    this.smallFor = c.smallFor;
    if (c.resized) {
      s.width = c.width;
      s.height = c.height;
      this.el.style.width = `${s.width}px`;
      this.el.style.height = `${s.height}px`;
    } else if (this.inked) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      const [a, b, cw, ch] = this.inked;
      ctx.clearRect(a, b, cw, ch);
    }
    if (c.moved) {
      this.origin = c.origin;
      this.el.style.transform = `translate(${this.origin[0]}px, ${this.origin[1]}px)`;
    }
    this.inked = rect ? c.inked : null;
    ctx.setTransform(1, 0, 0, 1, -this.origin[0], -this.origin[1]);
    return ctx;
  }
}
