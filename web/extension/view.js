// Map pixels ↔ screen (client) pixels for the live overlay (docs/extension.md, "On the map, live").
// The page script sends four map points with the screen points Roll20's own transform gives them
// (legacy: the editor engine's zoom and offsets; Jumpgate: the Babylon scene's projection); this file
// fits the plane-to-plane map through them (a homography: exact for both engines' top-down views,
// and it also holds for a tilted camera), inverts it, and says when it stops making sense.
// Plain numbers in and out; no DOM.

/** @typedef {[number, number]} Point */
/**
 * Map pixels ↔ screen pixels, or why there are none.
 * @typedef {{ok: true, engine: string, scale: number, toScreen: (x: number, y: number) => Point,
 *   toMap: (x: number, y: number) => Point, reason?: undefined}
 *   | {ok: false, reason: string, engine?: string}} View
 */
/**
 * The page script's view message (checked for its sizes by page-messages.js, for its numbers here).
 * @typedef {{engine?: unknown, corners?: unknown, reason?: unknown, target?: unknown}} ViewMessage
 */

/**
 * The 3 × 3 homography (row-major, h[8] = 1) taking each src [x, y] to its dst [x, y]; null if degenerate.
 * @param {number[][]} src @param {number[][]} dst @returns {number[] | null}
 */
export function fitHomography(src, dst) {
  if (src.length !== 4 || dst.length !== 4) return null;
  // 8 unknowns, two equations per point: X = (a x + b y + c) / (g x + h y + 1), Y = (d x + e y + f) / (…).
  /** @type {number[][]} */
  const A = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = src[i];
    const [X, Y] = dst[i];
    A.push([x, y, 1, 0, 0, 0, -x * X, -y * X, X]);
    A.push([0, 0, 0, x, y, 1, -x * Y, -y * Y, Y]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r;
    if (!(Math.abs(A[p][c]) > 1e-12)) return null;
    [A[c], A[p]] = [A[p], A[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = A[r][c] / A[c][c];
      if (f !== 0) for (let k = c; k < 9; k++) A[r][k] -= f * A[c][k];
    }
  }
  const h = A.map((row, i) => row[8] / row[i]);
  h.push(1);
  return h.every(Number.isFinite) ? h : null;
}

/** @param {number[]} h @param {number} x @param {number} y @returns {Point} */
export function applyHomography(h, x, y) {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/** @param {number[]} h @returns {number[] | null} */
export function invertHomography(h) {
  const [a, b, c, d, e, f, g, k, l] = h;
  const A = e * l - f * k;
  const B = f * g - d * l;
  const C = d * k - e * g;
  const det = a * A + b * B + c * C;
  if (!(Math.abs(det) > 1e-15)) return null;
  const inv = [A, c * k - b * l, b * f - c * e, B, a * l - c * g, c * d - a * f, C, b * g - a * k, a * e - b * d].map(
    (v) => v / det,
  );
  return inv.map((v) => v / inv[8]);
}

/**
 * A view message of the page script ({engine, corners: [[mapX, mapY, clientX, clientY] × 4], …}) →
 * {ok: true, toScreen(x, y), toMap(x, y), scale} or {ok: false, reason}. It makes no sense when the
 * numbers are not finite, the map is mirrored or folded, or one map pixel is drawn smaller than
 * 0.05 or larger than 6 screen pixels (Roll20's zoom runs from 10 % to 250 %, roll20.md).
 * @param {ViewMessage | null | undefined} msg @returns {View}
 */
export function makeView(msg) {
  if (!msg || !msg.engine)
    return { ok: false, reason: String(msg?.reason ?? 'Roll20’s map transform could not be read.') };
  /** @type {unknown[]} */
  const list = Array.isArray(msg.corners) ? msg.corners : [];
  if (list.length !== 4 || !list.every((c) => Array.isArray(c) && c.length === 4 && c.every(Number.isFinite)))
    return { ok: false, reason: `The ${msg.engine} map transform gave no usable numbers.` };
  const corners = /** @type {number[][]} */ (list); // four of four finite numbers, checked above
  const engine = String(msg.engine);
  const h = fitHomography(
    corners.map((c) => [c[0], c[1]]),
    corners.map((c) => [c[2], c[3]]),
  );
  const inv = h && invertHomography(h);
  if (!h || !inv) return { ok: false, reason: `The ${msg.engine} map transform is degenerate.` };
  const [x0, y0] = [corners[0][0], corners[0][1]];
  const [sx, sy] = applyHomography(h, x0, y0);
  const [ex, ey] = applyHomography(h, x0 + 100, y0);
  const [fx, fy] = applyHomography(h, x0, y0 + 100);
  const scale = Math.hypot(ex - sx, ey - sy) / 100;
  const cross = (ex - sx) * (fy - sy) - (ey - sy) * (fx - sx);
  if (!(cross > 0)) return { ok: false, reason: `The ${msg.engine} map transform mirrors the map.` };
  if (!(scale >= 0.05 && scale <= 6))
    return { ok: false, reason: `The ${msg.engine} map transform gives a zoom of ${Math.round(scale * 100)} %.` };
  return {
    ok: true,
    engine,
    scale,
    toScreen: (x, y) => applyHomography(h, x, y),
    toMap: (x, y) => applyHomography(inv, x, y),
  };
}
