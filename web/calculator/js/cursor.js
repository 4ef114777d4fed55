// The answer at the cursor in words: the hovered cell's best path (the move model's, one answer from
// the drag road counted from one origin: the mover's cell at the start of the path), the label beside
// the pointer and the same words in the line under the map (for screen readers). It follows the
// page's update path: a new cell or answer ('hover', 'step'), the pointer within its cell ('pointer'),
// a zoom or pan ('view'), and every other change ('scene', 'move').
import { cellWords } from './palette.js';
import { cursorWords } from './move-panel.js';
import { inWords } from './fields.js';
import { hexCorners } from '../../shim/index.js';
import { feet, capital, endProblemText } from '../../shim/present.js';
import { spaceOffset } from './map/space-pixels.js';
import { $ } from './dom.js';
import { statusLine } from './status-line.js';

/** @typedef {[number, number]} Cell */
/** @typedef {{text: string, band: string | null}} LabelLine a line of the label, coloured by its band class */
/** @typedef {{left: number, top: number, w: number, h: number}} PaneBox the map pane's box (CSS pixels) */
/** @typedef {{w: number, h: number}} Size */
/** @typedef {{view: import('./map-layers.js').View, scene: import('./scene-state.js').SceneState}} Geometry */

/**
 * The words of a reachable place the cursor stands for (the reachable area's own figure: same
 * origin, the mover's position this turn), in the shim's words for feet and band names: the line
 * under the map, and the label's two lines when no path is priced there.
 * @param {import('../../shim/index.js').ReachablePlace} place
 */
export function placeWords(place) {
  const total = `${feet(place.total)} ft this turn`;
  // A place past every band has none (bandName null): said so, never "within null".
  const band = place.bandName ? capital(place.bandName) : 'no band';
  const within = place.bandName ? `within ${band}` : 'beyond every band';
  const cannotEnd = place.canEnd ? '' : 'cannot end here';
  return {
    hover: `reachable: ${total} (${band})${cannotEnd ? `, ${cannotEnd}` : ''}${place.provokes === 2 ? ', every path provokes' : ''}`,
    /** @type {LabelLine[]} */
    label: [
      { text: total, band: null },
      { text: `${within}${cannotEnd ? ` (${cannotEnd})` : ''}`, band: place.band },
    ],
  };
}

/**
 * @param {{view: import('./map-layers.js').View, scene: import('./scene-state.js').SceneState,
 *   move: import('./move-state.js').MoveModel, state: import('./store.js').State, changes: import('./changes.js').Changes,
 *   where: {describe(i: number): any}}} parts
 */
export function wireCursor({ view, scene, move, state, changes, where }) {
  const box = $('cursor-label');
  /** @type {[number, number] | null} The label's anchor: the pointer's pane pixel, or null (the keyboard's cell's centre). */
  let labelAt = null;
  /** @type {string | null} the lines shown, as JSON (unchanged lines are not written again) */
  let labelLines = null;
  /** @type {Size | null} the label's size as the browser last laid it out */
  let labelSize = null;
  /** @type {PaneBox | null} */
  let paneBox = null;
  const geometry = { view, scene };
  const line = statusLine($('hover'), $('hover-text'));

  changes.on(['hover', 'step', 'pointer'], ({ at, place }, topic) => {
    if (at !== undefined) labelAt = at;
    if (topic !== 'pointer') describe();
    else if (place) placeLabel();
  });
  changes.on('view', () => {
    paneBox = null;
    placeLabel();
  });
  changes.on(['scene', 'move'], ({ lazy }) => {
    if (move.hover && !lazy) describe();
    else showLabel(null);
  });
  window.addEventListener('resize', () => {
    paneBox = null;
  });

  /**
   * The cell under the cursor (or the keyboard's) in words: the label, the line under the map (the
   * keyboard's cell at once, the pointer's once it rests: status-line.js).
   */
  function describe() {
    // While the worker answers the pointer's cell (move-state.js `waiting`) the label stays as it
    // is and the line is busy: nothing else on the page is touched until the answer comes (one
    // restyle a move, not two).
    if (move.waiting) return line.wait();
    const cell = move.hover;
    if (!cell) {
      line.say('', true);
      showLabel(null);
      return;
    }
    const i = cell[1] * scene.info().width + cell[0];
    const parts = [`[${cell[0]}, ${cell[1]}] ${cellWords(view.data.planes, i)}`];
    const who = scene.creatureAt(cell);
    if (who) parts.push(`creature ${who.id}`);
    /** @type {LabelLine[] | null} */
    let lines = null;
    const preview = move.preview;
    const own = move.move && move.move.kind !== 'error' ? move.move : null;
    const shown = preview && preview.kind !== 'error' ? preview : null;
    if (shown) lines = cursorWords(shown.annotation);
    else if (preview && preview.kind === 'error') lines = [{ text: inWords(preview), band: 'beyond' }];
    else if (state.tool === 'path' && own && own.annotation.cells.length) {
      const end = move.pathEnd();
      // A dragged path is the answer at the pointer (a larger creature is dragged by the cell
      // grabbed, so the path's end, its anchor, may be another cell than the pointer's; after the
      // drag the pointer stands for the position that keeps that cell under it: move.hoverAnchor).
      const at = move.hoverAnchor;
      if (move.dragging || (at && end[0] === at[0] && end[1] === at[1])) lines = cursorWords(own.annotation);
    }
    // Where the mover may not end (another's space): the engine's sentence, not the price of a place
    // beside it (issue 37).
    const problem = !move.dragging && state.tool === 'path' ? move.hoverProblem : null;
    if (problem) lines = [{ text: endProblemText(problem), band: 'beyond' }];
    if (lines) parts.push(lines.map((l) => l.text).join(', '));
    // The reachable area's own figure for the position the cursor stands for (same origin: the
    // mover's position this turn).
    const anchor = state.tool === 'path' ? move.hoverAnchor : cell;
    const place = anchor && move.reach && move.reach.byIndex.get(anchor[1] * scene.info().width + anchor[0]);
    const said = place ? placeWords(place) : null;
    if (said && !shown) parts.push(said.hover);
    // Where to stand: the place's mark for the question chosen (where-panel.js).
    const mark = where.describe(i);
    if (mark) parts.push(mark.text);
    line.say(parts.join(' · '), labelAt === null);
    if (!lines && said) lines = said.label;
    if (mark) lines = [...(lines || []), mark];
    showLabel(lines);
  }

  /** The label beside the pointer (or the keyboard cursor). @param {LabelLine[] | null} lines */
  function showLabel(lines) {
    if (!lines || !move.hover) {
      box.hidden = true;
      labelLines = null;
      return;
    }
    const key = JSON.stringify(lines);
    if (key !== labelLines) {
      labelLines = key;
      // The lines' elements are kept and only their words changed: a hover onto a new cell then
      // costs the browser new text, not new elements to style (issue 25).
      lines.forEach((l, i) => {
        let d = box.children[i];
        if (!d) box.append((d = document.createElement('div')));
        if (d.firstChild instanceof Text && !d.firstChild.nextSibling) {
          if (d.firstChild.data !== l.text) d.firstChild.data = l.text;
        } else d.textContent = l.text;
        if (l.band) d.className = 'band band-' + l.band;
        else d.removeAttribute('class');
      });
      while (box.lastElementChild && box.children.length > lines.length) box.lastElementChild.remove();
    }
    box.hidden = false;
    placeLabel();
  }

  // Placed from the label's size as last measured (no layout read on a pointer move). The browser
  // tells a new size once it has laid the label out (a ResizeObserver, in the same frame, after
  // layout): reading offsetWidth in a frame callback instead forced a layout of its own (issue 25).
  new ResizeObserver(([entry]) => {
    const b = entry.borderBoxSize && entry.borderBoxSize[0];
    const w = Math.round(b ? b.inlineSize : box.offsetWidth);
    const h = Math.round(b ? b.blockSize : box.offsetHeight);
    if (!w || !h || (labelSize && w === labelSize.w && h === labelSize.h)) return;
    labelSize = { w, h };
    placeLabel();
  }).observe(box);

  function placeLabel() {
    if (box.hidden) return;
    const pane = $('map');
    if (!paneBox) paneBox = { left: pane.offsetLeft, top: pane.offsetTop, w: pane.clientWidth, h: pane.clientHeight };
    const size = labelSize || { w: 220, h: 50 };
    const hover = move.hover;
    if (!hover) return;
    const [px, py] = labelAt || view.cellCentre(hover);
    const [x, y] = labelCorner(geometry, paneBox, px, py, size);
    box.style.transform = `translate(${Math.round(x + paneBox.left)}px, ${Math.round(y + paneBox.top)}px)`;
  }
}

// Where the label's top-left goes (pane pixels) beside the pointer at (px, py): below and to the
// right unless that leaves the pane or covers the path drawn near the pointer (dragging left or up,
// the trail lies below and to the right of it), then the first of the other three corners that does
// neither (or covers the least of the trail).
const GAP = 16;
/**
 * @param {Geometry} geometry @param {PaneBox} paneBox @param {number} px @param {number} py @param {Size} size
 * @returns {[number, number]}
 */
function labelCorner({ view, scene }, paneBox, px, py, size) {
  const { w: paneW, h: paneH } = paneBox;
  // Beside the pointer, then (a larger creature's space outlined at the path's end) past that space.
  const route = view.data.route;
  const far = route && route.span[0] > 1 ? GAP + route.span[0] * view.cellPx : null;
  // Only the trail within reach of a corner's box (6 px round it) can be covered: with the whole map
  // in sight a far cell's path crosses the map, hundreds of points none of which is near (issue 40).
  const trail = trailPoints({ view, scene }, px, py, Math.max(GAP, far ?? 0) + Math.max(size.w, size.h) + 6);
  /** @type {{x: number, y: number, score: number} | null} */
  let best = null;
  for (const [sx, sy, gap] of [
    [1, 1, GAP],
    [-1, 1, GAP],
    [1, -1, GAP],
    [-1, -1, GAP],
    ...(far ? [1, -1, 1, -1].map((sy, i) => [i < 2 ? 1 : -1, sy, far]) : []),
  ]) {
    const x = sx > 0 ? px + GAP : px - GAP - size.w;
    const y = sy > 0 ? py + gap : py - gap - size.h;
    const outside = x < 4 || y < 4 || x + size.w > paneW - 4 || y + size.h > paneH - 4;
    let covered = 0;
    for (const [tx, ty] of trail) if (tx > x - 6 && tx < x + size.w + 6 && ty > y - 6 && ty < y + size.h + 6) covered++;
    const score = (outside ? 1e6 : 0) + covered;
    if (!best || score < best.score) best = { x, y, score };
    if (score === 0) break;
  }
  // The first corner always scores: `best` is set.
  const at = /** @type {{x: number, y: number}} */ (best);
  return [at.x, at.y];
}

// Points along the path drawn on the map (the move and the best path to the cursor), every few
// pixels, within `near` pixels of the pointer: what the label must not cover.
/** @param {Geometry} geometry @param {number} px @param {number} py @param {number} near @returns {[number, number][]} */
function trailPoints({ view, scene }, px, py, near) {
  const route = view.data.route;
  if (!route || !route.steps.length) return [];
  /** @type {[number, number][]} */
  const out = [];
  const off = spaceOffset(view, route.space);
  let [ax, ay] = view.cellCentre(route.start, off);
  for (const s of route.steps) {
    const [bx, by] = view.cellCentre(s.cell, off);
    // (a step whose both ends lie `near` or farther on one side of the pointer has no point nearer)
    const close =
      Math.min(ax, bx) < px + near &&
      Math.max(ax, bx) > px - near &&
      Math.min(ay, by) < py + near &&
      Math.max(ay, by) > py - near;
    if (close) {
      const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / 4));
      for (let i = 0; i <= n; i++) {
        const x = ax + ((bx - ax) * i) / n;
        const y = ay + ((by - ay) * i) / n;
        if (Math.abs(x - px) < near && Math.abs(y - py) < near) out.push([x, y]);
      }
    }
    [ax, ay] = [bx, by];
  }
  // A creature larger than one hex: the hexes it would take at the path's end are drawn there too
  // (its space where it stands, moved by the pixels from its position to the path's end).
  const last = route.steps[route.steps.length - 1].cell;
  const shape = scene.shape;
  if (shape && route.space.cells.length > 1) {
    const [fx, fy] = view.cellCentre(route.space.at);
    const [tx, ty] = view.cellCentre(last);
    for (const c of route.space.cells)
      for (const [x, y] of [view.cellCentre(c), ...hexCorners(view.hexFrame(shape), c)])
        if (Math.abs(x + tx - fx - px) < near && Math.abs(y + ty - fy - py) < near)
          out.push([x + tx - fx, y + ty - fy]);
  }
  return out;
}
