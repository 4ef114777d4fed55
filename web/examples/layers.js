// The toy VTT's layers (vtt.js). The board, area and tokens are canvases, each drawing through the
// element's OffscreenCanvas where the browser has one: Chromium hands every plain canvas of a page
// to the compositor again on each frame that changes anything, so a drag that redraws the overlay
// alone would copy every scene-sized bitmap each frame; a transferred canvas is handed over only when
// drawn on (issue 25). The overlay (the path, the dragged token, its label) is SVG (overlayLayer):
// a pointer move writes only the elements that changed and the browser rasterises them off the main
// thread, where an ink canvas handed the compositor a new bitmap as large as the path each move
// (issue 40). Above it a canvas never drawn on takes the pointer.

import { SvgLayer } from '../shim/svg-layer.js';

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

// The overlay's parts, bottom to top: the path's cells and its line, a wall being drawn, the dragged
// token, its label.
export const OVERLAY_PARTS = ['cells', 'line', 'wall', 'token', 'label'];

/** The overlay: an SVG in the map's stack, in scene pixels, never hit by the pointer. @param {HTMLElement} stack */
export function overlayLayer(stack) {
  const svg = SvgLayer.create('layer layer-drag');
  svg.style.pointerEvents = 'none';
  stack.append(svg);
  return new SvgLayer(svg, OVERLAY_PARTS);
}
