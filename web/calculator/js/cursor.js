// The answer at the cursor: the hovered cell's best path (one answer from the drag road, counted
// from one origin: the mover's cell at the start of the path), the label beside the pointer and the
// same words in the line under the map (for screen readers). Installed on the page's app object.
import { cellWords } from './palette.js';
import { cursorWords } from './move-panel.js';
import { inWords } from './fields.js';
import { hexCorners } from '../../shim/index.js';
import { spaceOffset } from './map/space-pixels.js';

export function installCursor(app) {
  const { $ } = app;

  /** The cell under the cursor (or the keyboard's): best path, the label, the line under the map. */
  app.hoverCell = (cell, force) => {
    const same = app.hover && cell && app.hover[0] === cell[0] && app.hover[1] === cell[1];
    if (same && !force) return;
    app.hover = cell;
    app.view.data.hover = cell;
    app.preview = null;
    const s = app.state;
    if (cell && s.tool === 'path' && s.showBest && app.mover() && !app.drag) {
      const answer = app.road.hover(s.mover, cell, s.path);
      if (answer) app.preview = answer;
    }
    app.updateRoute();
    app.view.flush();
    app.describeHover();
  };

  app.describeHover = () => {
    const cell = app.hover;
    if (!cell) {
      $('hover').textContent = '';
      app.showLabel(null);
      return;
    }
    const i = cell[1] * app.info().width + cell[0];
    const parts = [`[${cell[0]}, ${cell[1]}] ${cellWords(app.view.data.planes, i)}`];
    const who = app.creatureAt(cell);
    if (who) parts.push(`creature ${who.id}`);
    let lines = null;
    const shown = app.preview && app.preview.annotation ? app.preview : null;
    if (shown) lines = cursorWords(shown.annotation);
    else if (app.preview && app.preview.error) lines = [{ text: inWords(app.preview.error), band: 'beyond' }];
    else if (app.state.tool === 'path' && app.move && app.move.annotation && app.move.annotation.cells.length) {
      const end = app.pathEnd();
      // A dragged path is the answer at the pointer (a larger hex creature is dragged by the hex
      // grabbed, so the path's end, its anchor, may be another hex than the pointer's).
      const dragging = app.drag && app.drag.tool === 'path' && app.drag.moved;
      if (dragging || (end[0] === cell[0] && end[1] === cell[1])) lines = cursorWords(app.move.annotation);
    }
    if (lines) parts.push(lines.map((l) => l.text).join(', '));
    // The reachable area's own figure for this place (same origin: the mover's position this turn).
    const place = app.reach && app.reach.byIndex.get(i);
    if (place && !shown)
      parts.push(
        `reachable: ${place.total} ft this turn (${place.bandName})${place.canEnd ? '' : ', cannot end here'}${place.provokes === 2 ? ', every path provokes' : ''}`,
      );
    // Where to stand: the place's mark for the question chosen (where-panel.js).
    const where = app.where && app.where.describe(i);
    if (where) parts.push(where.text);
    $('hover').textContent = parts.join(' · ');
    if (!lines && place)
      lines = [
        { text: `${place.total} ft this turn`, band: null },
        { text: `within ${place.bandName}${place.canEnd ? '' : ' (cannot end here)'}`, band: place.band },
      ];
    if (where) lines = [...(lines || []), where];
    app.showLabel(lines);
  };

  /** The label beside the pointer (or the keyboard cursor). */
  app.showLabel = (lines, at) => {
    const box = $('cursor-label');
    if (at) app.labelAt = at;
    if (!lines || !app.hover) {
      box.hidden = true;
      app.labelLines = null;
      return;
    }
    const key = JSON.stringify(lines);
    if (key !== app.labelLines) {
      app.labelLines = key;
      box.replaceChildren(
        ...lines.map((l) => {
          const d = document.createElement('div');
          d.textContent = l.text;
          if (l.band) d.className = 'band band-' + l.band;
          return d;
        }),
      );
    }
    box.hidden = false;
    app.placeLabel();
  };

  // Placed from the label's size as last measured (no layout read on a pointer move); the size is
  // measured again in the next frame, when the browser lays the label out anyway.
  app.placeLabel = () => {
    const box = $('cursor-label');
    if (box.hidden) return;
    const pane = $('map');
    if (!app.paneBox)
      app.paneBox = { left: pane.offsetLeft, top: pane.offsetTop, w: pane.clientWidth, h: pane.clientHeight };
    const size = app.labelSize || { w: 220, h: 50 };
    const [px, py] = app.labelAt || app.view.cellCentre(app.hover);
    const [x, y] = labelCorner(app, px, py, size);
    box.style.transform = `translate(${Math.round(x + app.paneBox.left)}px, ${Math.round(y + app.paneBox.top)}px)`;
    if (!app.measuring) {
      app.measuring = requestAnimationFrame(() => {
        app.measuring = 0;
        const w = box.offsetWidth;
        const h = box.offsetHeight;
        if (!app.labelSize || w !== app.labelSize.w || h !== app.labelSize.h) {
          app.labelSize = { w, h };
          app.placeLabel();
        }
      });
    }
  };
  window.addEventListener('resize', () => {
    app.paneBox = null;
  });
}

// Where the label's top-left goes (pane pixels) beside the pointer at (px, py): below and to the
// right unless that leaves the pane or covers the path drawn near the pointer (dragging left or up,
// the trail lies below and to the right of it), then the first of the other three corners that does
// neither (or covers the least of the trail).
const GAP = 16;
function labelCorner(app, px, py, size) {
  const { w: paneW, h: paneH } = app.paneBox;
  const trail = trailPoints(app, px, py, Infinity);
  // Beside the pointer, then (a larger creature's space outlined at the path's end) past that space.
  const route = app.view.data.route;
  const far = route && route.span[0] > 1 ? GAP + route.span[0] * app.view.cellPx : null;
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
  return [best.x, best.y];
}

// Points along the path drawn on the map (the move and the best path to the cursor), every few
// pixels, within `near` pixels of the pointer: what the label must not cover.
function trailPoints(app, px, py, near) {
  const route = app.view.data.route;
  if (!route || !route.steps.length) return [];
  const out = [];
  const off = spaceOffset(app.view, route.space);
  let [ax, ay] = app.view.cellCentre(route.start, off);
  for (const s of route.steps) {
    const [bx, by] = app.view.cellCentre(s.cell, off);
    const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / 4));
    for (let i = 0; i <= n; i++) {
      const x = ax + ((bx - ax) * i) / n;
      const y = ay + ((by - ay) * i) / n;
      if (Math.abs(x - px) < near && Math.abs(y - py) < near) out.push([x, y]);
    }
    [ax, ay] = [bx, by];
  }
  // A creature larger than one hex: the hexes it would take at the path's end are drawn there too
  // (its space where it stands, moved by the pixels from its position to the path's end).
  const last = route.steps[route.steps.length - 1].cell;
  if (app.shape && route.space.cells.length > 1) {
    const [fx, fy] = app.view.cellCentre(route.space.at);
    const [tx, ty] = app.view.cellCentre(last);
    for (const c of route.space.cells)
      for (const [x, y] of [app.view.cellCentre(c), ...hexCorners(app.view.hex(), c)])
        if (Math.abs(x + tx - fx - px) < near && Math.abs(y + ty - fy - py) < near)
          out.push([x + tx - fx, y + ty - fy]);
  }
  return out;
}
