// The answer at the cursor: the hovered cell's best path (one answer from the drag road, counted
// from one origin: the mover's cell at the start of the path), the label beside the pointer and the
// same words in the line under the map (for screen readers). Installed on the page's app object.
import { cellWords } from './palette.js';
import { cursorWords } from './move-panel.js';
import { inWords } from './fields.js';

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
      if (end[0] === cell[0] && end[1] === cell[1]) lines = cursorWords(app.move.annotation);
    }
    if (lines) parts.push(lines.map((l) => l.text).join(', '));
    // The reachable area's own figure for this place (same origin: the mover's position this turn).
    const place = app.reach && app.reach.byIndex.get(i);
    if (place && !shown)
      parts.push(
        `reachable: ${place.total} ft this turn (${place.bandName})${place.canEnd ? '' : ', cannot end here'}${place.provokes === 2 ? ', every path provokes' : ''}`,
      );
    $('hover').textContent = parts.join(' · ');
    if (!lines && place)
      lines = [
        { text: `${place.total} ft this turn`, band: null },
        { text: `within ${place.bandName}${place.canEnd ? '' : ' (cannot end here)'}`, band: place.band },
      ];
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
    let [x, y] = app.labelAt || app.view.cellCentre(app.hover);
    x += app.paneBox.left + 16;
    y += app.paneBox.top + 16;
    if (x > app.paneBox.left + app.paneBox.w - size.w - 4) x -= size.w + 32;
    if (y > app.paneBox.top + app.paneBox.h - size.h - 4) y -= size.h + 32;
    box.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
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
