// Runs in Roll20's own world (bundled into page.js): reads where Roll20 draws its map, only READING
// Roll20's objects. Facts and sources (roll20.md, "Drawing on the map" and "The editor page"):
// - Telling the engines apart (VTTinker, an MV3 extension for the current engine, measured side by
//   side): `window.MeshScene` exists only in Jumpgate; `currentPlayer.d20.engine.canvas` only in the
//   legacy editor. `window.currentPlayer.d20` holds Roll20's `d20` since mid-2024 (betteR20 commit
//   b0a66ef "remove VTTES dependency").
// - Legacy (betteR20 `js/overwrites/canvas-handler.js`, which reproduces Roll20's mouse handler):
//   map x = pageX / canvasZoom + currentCanvasOffset[0] − paddingOffset[0] / canvasZoom, so
//   pageX = (mapX − currentCanvasOffset[0]) × canvasZoom + paddingOffset[0]; the same for y.
// - Jumpgate (VTTinker and an open-source Roll20 bridge, both on the live site): world = (left, −top);
//   project with the scene's transform matrix and the viewport of the camera named like
//   `main-camera` (else the active one), as Babylon's `Vector3.Project(p, Identity,
//   scene.getTransformMatrix(), camera.viewport.toGlobal(renderWidth, renderHeight))`, then scale by
//   the rendering canvas's getBoundingClientRect() over the render size. The camera is only read
//   (writing it made Roll20 reload the page).
// - The player: `window.currentPlayer.id`, and `window.is_gm` (both read by betteR20's handlers).
//
// Roll20's window and its objects are undocumented host objects, typed `any` here (RollWindow): every
// read is guarded (optional chaining, type checks, the try around each view) and what leaves this
// file is plain numbers and text.

/** @typedef {any} RollWindow Roll20's window, read defensively */
/** @typedef {{engine: string, target: string, corners: number[][]} | {engine: string | null, reason: string}} ViewReading */
/** @typedef {{x: number, y: number, width: number, height: number}} Viewport */

/** @param {RollWindow} w @returns {'jumpgate' | 'legacy' | null} */
export function detectEngine(w) {
  try {
    if (w.MeshScene) return 'jumpgate';
    if (w.currentPlayer?.d20?.engine?.canvas) return 'legacy';
  } catch {
    // a getter that throws is no engine we can read
  }
  return null;
}

// Babylon's Vector3.Project for a point with the identity world matrix (row vectors: v × M), the
// transform matrix's 16 numbers in Babylon's order, and the viewport in render pixels.
/** @param {number[]} point @param {number[]} m @param {Viewport} vp @returns {[number, number]} */
export function projectPoint([x, y, z], m, vp) {
  const X = x * m[0] + y * m[4] + z * m[8] + m[12];
  const Y = x * m[1] + y * m[5] + z * m[9] + m[13];
  const W = x * m[3] + y * m[7] + z * m[11] + m[15];
  return [vp.x + (vp.width / 2) * (X / W + 1), vp.y + (vp.height / 2) * (1 - Y / W)];
}

/** @param {any} M Babylon's Matrix (its `m`, or toArray()), or 16 numbers @returns {number[] | null} */
const matrixNumbers = (M) => {
  const m = M?.m ?? (typeof M?.toArray === 'function' ? M.toArray() : M);
  return m && m.length === 16 ? Array.from(m, Number) : null;
};

/** @param {RollWindow} w @param {number} mapW @param {number} mapH @returns {ViewReading} */
function jumpgateView(w, mapW, mapH) {
  const scene = w.MeshScene;
  const cameras = Array.isArray(scene.cameras) ? scene.cameras : [];
  const camera =
    cameras.find((/** @type {any} */ c) => /main-camera/.test(String(c?.name ?? ''))) ?? scene.activeCamera;
  const engine = typeof scene.getEngine === 'function' ? scene.getEngine() : null;
  if (!camera || !engine) return { engine: 'jumpgate', reason: 'The Jumpgate scene has no camera or engine to read.' };
  const rw = engine.getRenderWidth();
  const rh = engine.getRenderHeight();
  const canvas = engine.getRenderingCanvas();
  const m = matrixNumbers(scene.getTransformMatrix());
  const vp =
    camera.viewport && typeof camera.viewport.toGlobal === 'function' ? camera.viewport.toGlobal(rw, rh) : null;
  if (!canvas || !m || !vp || !(rw > 0) || !(rh > 0))
    return { engine: 'jumpgate', reason: 'The Jumpgate camera’s projection could not be read.' };
  const rect = canvas.getBoundingClientRect();
  const B = w.BABYLON;
  const project =
    B?.Vector3?.Project && B?.Matrix?.Identity
      ? (/** @type {number[]} */ [x, y]) => {
          const p = B.Vector3.Project(new B.Vector3(x, y, 0), B.Matrix.Identity(), scene.getTransformMatrix(), vp);
          return [p.x, p.y];
        }
      : (/** @type {number[]} */ [x, y]) => projectPoint([x, y, 0], m, vp);
  if (!canvas.hasAttribute('data-footwork-render')) canvas.setAttribute('data-footwork-render', '');
  const corners = [
    [0, 0],
    [mapW, 0],
    [0, mapH],
    [mapW, mapH],
  ].map(([x, y]) => {
    const [sx, sy] = project([x, -y]); // world = (left, −top)
    return [x, y, rect.left + (sx * rect.width) / rw, rect.top + (sy * rect.height) / rh];
  });
  return { engine: 'jumpgate', target: 'render-canvas', corners };
}

/** @param {RollWindow} w @param {number} mapW @param {number} mapH @returns {ViewReading} */
function legacyView(w, mapW, mapH) {
  const e = w.currentPlayer.d20.engine;
  const z = Number(e.canvasZoom);
  const off = e.currentCanvasOffset ?? [];
  const pad = e.paddingOffset ?? [];
  /** @param {number} x @param {number} y */
  const screen = (x, y) => [(x - off[0]) * z + pad[0] - w.scrollX, (y - off[1]) * z + pad[1] - w.scrollY];
  const corners = [
    [0, 0],
    [mapW, 0],
    [0, mapH],
    [mapW, mapH],
  ].map(([x, y]) => [x, y, ...screen(x, y)]);
  return { engine: 'legacy', target: 'legacy-container', corners };
}

/**
 * Where the map is on screen now: {engine, target, corners} or {engine: null | name, reason}.
 * @param {RollWindow} w @param {number} mapW @param {number} mapH @returns {ViewReading}
 */
export function readView(w, mapW, mapH) {
  const engine = detectEngine(w);
  try {
    if (engine === 'jumpgate') return jumpgateView(w, mapW, mapH);
    if (engine === 'legacy') return legacyView(w, mapW, mapH);
  } catch (e) {
    return {
      engine,
      reason: `Roll20’s ${engine} map transform could not be read (${/** @type {any} */ (e)?.message ?? e}).`,
    };
  }
  return {
    engine: null,
    reason: 'Neither Roll20 engine’s map transform is on this page (no MeshScene, no d20.engine.canvas).',
  };
}

/** @param {RollWindow} w @returns {{id: string, gm: boolean}} */
export function readPlayer(w) {
  try {
    return { id: w.currentPlayer?.id != null ? String(w.currentPlayer.id) : '', gm: w.is_gm === true };
  } catch {
    return { id: '', gm: false };
  }
}
