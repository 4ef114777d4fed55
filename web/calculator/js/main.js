// The calculator page: the engine's scene (through the shim's Session) on a canvas map, the move
// being built, the reachable area, the best path and the turn's numbers at the cursor. The engine is
// the truth: after every accepted change the page keeps the engine's normal form of the scene; a
// refused change changes nothing and is reported at its field. Tools and panels live in their own
// files (tools.js, ask-panel.js, calc-panel.js, legend.js); this file holds the state and the loop.
import { annotateMove, annotateReachable, isDiagonal } from '../../shim/index.js';
import { MapView } from './map/view.js';
import { drawTerrain, lookIndex } from './map/draw-terrain.js';
import { drawReach, drawTokens, drawOverlay } from './map/draw-marks.js';
import { sideHue, cellWords } from './palette.js';
import { startEngine, ask, askFree } from './engine.js';
import { installKeeping } from './keeping.js';
import { loadState, defaultState, saveState, saveNow, MAX_SIDE } from './store.js';
import { showMove, cursorWords } from './move-panel.js';
import { markField, clearFields, inWords } from './fields.js';
import { wireTools } from './tools.js';
import { wireControls } from './controls.js';
import { buildLegend, buildPalette } from './legend.js';
import { wireAsk } from './ask-panel.js';
import { wireCalc } from './calc-panel.js';

const $ = (id) => document.getElementById(id);
export { MAX_SIDE };

const app = {
  $,
  footwork: null,
  session: null,
  rulesets: [],
  state: null,
  view: null,
  move: null, // {result, annotation, path} | {error} | null
  reachKey: '',
  reach: null,
  hover: null,
  preview: null,
  kbd: null,
  history: [],
  sceneCache: null,
};
window.footworkCalc = app; // for the tests and the benchmark: read-only look at the page's state

// ---- the scene ---------------------------------------------------------------------------------

app.ruleset = () => app.rulesets.find((r) => r.id === app.session.ruleset) || app.rulesets[0];
// The engine's scene as the page reads it: kept until the next accepted change (sceneChanged), so a
// pointer move does not ask the engine for the same lists again and again.
app.info = () => (app.infoCache ??= app.session.scene.info());
app.sceneJSON = () => (app.sceneCache ??= app.session.scene.toJSON());
app.creatures = () => (app.creatureCache ??= app.session.scene.creatures());
app.mover = () => app.creatures().find((c) => c.id === app.state.mover);
app.span = (c) => {
  if (Array.isArray(c.space)) return c.space;
  const row = app.ruleset().sizes.find((s) => s.size === (c.size || 'medium'));
  const n = Math.max(1, Math.ceil((row ? row.spaceFeet : 5) / app.info().cellFeet - 1e-9));
  return [n, n];
};
app.creatureAt = (cell) => {
  const list = app.creatures();
  for (let i = list.length - 1; i >= 0; i--) {
    const c = list[i];
    const [w, h] = app.span(c);
    if (
      cell[0] >= c.position[0] &&
      cell[0] < c.position[0] + w &&
      cell[1] >= c.position[1] &&
      cell[1] < c.position[1] + h
    )
      return c;
  }
  return null;
};

app.report = (err, extra) => {
  const e =
    err && err.code ? err : { code: 'page', message: err && err.message ? err.message : String(err), path: '$' };
  markField(e);
  $('error-message').textContent = (extra ? extra + ' ' : '') + inWords(e);
  $('error-code').textContent = e.code;
  $('error-path').textContent = e.path || '$';
  $('error').hidden = false;
};
app.clearError = () => {
  $('error').hidden = true;
};

/** Before a change that Undo edit can take back: once per gesture. */
app.remember = () => {
  app.history.push(JSON.stringify(app.sceneJSON()));
  if (app.history.length > 100) app.history.shift();
  $('scene-undo').disabled = false;
};

/** An update through the shim (null = accepted). On refusal the undo entry is dropped and the error shown. */
app.change = (fn, { remembered = false, lazy = false } = {}) => {
  const err = fn(app.session);
  if (err) {
    if (remembered) app.history.pop();
    app.report(err);
    return false;
  }
  app.clearError();
  app.sceneChanged(lazy);
  return true;
};

/** Loads a whole scene (text or object); the old one stays on refusal. */
app.loadScene = (spec, { remember = true, quiet = false } = {}) => {
  if (remember && app.session.scene) app.remember();
  const err = app.session.load(spec);
  if (err) {
    if (remember && app.session.scene) app.history.pop();
    if (!quiet) app.report(err);
    return err;
  }
  app.forgetScene();
  app.clearError();
  clearFields(['grid-width', 'grid-height', 'grid-feet']);
  if (!app.mover()) {
    app.state.mover = app.creatures()[0]?.id || '';
    app.state.path = [];
  }
  const { width, height } = app.info();
  app.state.path = app.state.path.filter((p) => !Array.isArray(p) || (p[0] < width && p[1] < height));
  app.syncSceneInputs();
  app.sceneChanged(false);
  return null;
};

app.forgetScene = () => {
  app.sceneCache = null;
  app.infoCache = null;
  app.creatureCache = null;
};

app.sceneChanged = (lazy) => {
  app.forgetScene();
  app.reachKey = '';
  const planes = app.session.scene.terrain();
  const { width, height } = planes;
  app.view.data.looks = lookIndex(planes, width * height);
  app.view.data.planes = planes;
  app.view.data.edges = app.session.scene.edges();
  app.view.setGrid(width, height);
  app.view.invalidate('terrain');
  app.refresh(lazy);
};

app.syncSceneInputs = () => {
  const rs = app.ruleset();
  const info = app.info();
  $('ruleset').value = rs.id;
  $('ruleset-title').textContent =
    `${rs.title}. Default cell: ${rs.cellFeet} ft; diagonals: ` +
    (rs.diagonal === 'one' ? 'every square counts 1.' : 'alternate 1 and 2 squares.');
  $('grid-width').value = info.width;
  $('grid-height').value = info.height;
  $('grid-feet').value = info.cellFeet;
  fillSelect(
    $('cr-size'),
    rs.sizes.map((s) => s.size),
    $('cr-size').value || 'medium',
  );
};

export function fillSelect(select, values, current, label) {
  // Rebuilt only when the options differ (a refresh on every click must not churn the DOM).
  const texts = values.map((v) => (label ? label(v) : v));
  const key = JSON.stringify([values, texts]);
  if (select.dataset.options !== key) {
    select.dataset.options = key;
    select.replaceChildren(
      ...values.map((v, i) => {
        const o = document.createElement('option');
        o.value = v;
        o.textContent = texts[i];
        return o;
      }),
    );
  }
  const want = values.includes(current) ? current : (values[0] ?? '');
  if (select.value !== want) select.value = want;
}
app.fillSelect = fillSelect;

// ---- the move ----------------------------------------------------------------------------------

/** The band the move is judged against: the chosen one, else the shim's default (Dash / double). */
app.band = () => {
  const names = app.ruleset().bands.map((b) => b.name);
  return names.includes(app.state.band) ? app.state.band : app.session.band;
};

app.moveOptions = () => {
  const s = app.state;
  const o = { creature: s.mover, band: app.band() };
  if (s.spent !== 0 && s.spent !== '') o.spent = s.spent;
  if (s.diagonals !== 0 && s.diagonals !== '') o.diagonals = s.diagonals;
  if (s.mode) o.mode = s.mode;
  return o;
};

app.pathEnd = () => {
  for (let i = app.state.path.length - 1; i >= 0; i--) if (Array.isArray(app.state.path[i])) return app.state.path[i];
  return app.mover().position;
};

/** The move query for a path (items: cells and actions) → {result, annotation, path} or {error}. */
app.priceMove = (path) => {
  const answer = ask(app.session, { query: 'move', ...app.moveOptions(), path });
  if (answer.error) return { error: answer.error };
  return { result: answer.result, path, annotation: annotateMove(answer.result, { bands: app.ruleset().bands, path }) };
};

/** Diagonals the path's evaluated steps took (for the next path query to carry the alternation). */
app.diagonalsOf = (result) =>
  result.steps.filter((s) => !s.action && s.from && s.to && isDiagonal(s.from, s.to)).length;

/** The engine's cheapest path from the end of the path so far to `cell`, priced as the turn's continuation. */
app.bestPath = (cell) => {
  const end = app.pathEnd();
  if (end[0] === cell[0] && end[1] === cell[1]) return null;
  const req = { query: 'path', ...app.moveOptions(), target: cell };
  const m = app.move && app.move.result;
  if (app.state.path.length && m) {
    req.from = end;
    req.spent = m.total.feet;
    const d = (Number(app.state.diagonals) || 0) + app.diagonalsOf(m);
    if (d) req.diagonals = d;
    else delete req.diagonals;
    if (!req.spent) delete req.spent;
  }
  return ask(app.session, req);
};

/** Everything that depends on the move: the queries, the map's marks, the Move tab. */
app.refresh = (lazy) => {
  const s = app.state;
  clearFields(['spent', 'diagonals', 'band', 'mode']);
  const rs = app.ruleset();
  fillSelect(
    $('band'),
    rs.bands.map((b) => b.name),
    app.band(),
    (n) => {
      const b = rs.bands.find((x) => x.name === n);
      return b.multiplier !== undefined ? `${n} (×${b.multiplier})` : `${n} (${b.squares} sq)`;
    },
  );
  if (!app.mover()) s.mover = app.creatures()[0]?.id || '';
  fillSelect(
    $('mover'),
    app.creatures().map((c) => c.id),
    s.mover,
  );
  $('spent').value = s.spent;
  $('diagonals').value = s.diagonals;
  $('mode').value = s.mode;
  app.move = app.mover() ? app.priceMove(s.path) : null;
  if (app.move && app.move.error) markField(app.move.error);
  app.refreshReach();
  app.preview = null;
  app.updateRoute();
  app.view.data.tokens = app.creatures().map((c) => ({
    id: c.id,
    name: c.id,
    position: c.position,
    span: app.span(c),
    hue: sideHue(c.side),
    mover: c.id === s.mover,
    selected: s.tool === 'creature' && c.id === app.selected,
  }));
  app.view.invalidate('tokens');
  showMove(app.move, s.mover);
  if (app.hover && !lazy) app.hoverCell(app.hover, true);
  else app.showLabel(null);
  app.showJSON();
  saveState(app.stateToSave());
  if (!lazy) app.view.flush();
};

app.refreshReach = () => {
  const s = app.state;
  const m = app.mover();
  const opts = m ? { ...app.moveOptions() } : null;
  if (opts) delete opts.band; // every band that stacks
  const key = s.showReach && m ? JSON.stringify([opts, m.position, app.session.ruleset]) : '';
  if (key === app.reachKey) return;
  app.reachKey = key;
  app.reach = null;
  $('reach-count').textContent = '';
  if (key) {
    const answer = ask(app.session, { query: 'reachable', ...opts });
    if (answer.result) {
      app.reach = annotateReachable(answer.result, { bands: app.ruleset().bands });
      const w = app.info().width;
      app.reach.byIndex = new Map(app.reach.places.map((p) => [p.cell[1] * w + p.cell[0], p]));
      $('reach-count').textContent =
        `${app.reach.places.length} places reachable` +
        (answer.result.status === 'complete' ? '' : ` (${answer.result.status})`);
    } else {
      $('reach-count').textContent = `Reachable area: ${inWords(answer.error)}`;
    }
  }
  app.view.data.reach = app.reach;
  app.view.invalidate('reach');
};

// The overlay's route: the path's own steps, then the hovered best path's (dashed).
app.updateRoute = () => {
  const m = app.mover();
  const shown = app.preview && app.preview.annotation ? app.preview : app.move;
  if (!m || !shown || !shown.annotation) {
    app.view.data.route = null;
    app.view.invalidate('overlay');
    return;
  }
  const a = shown.annotation;
  const own = app.move && app.move.result ? app.move.result.steps.length : 0;
  const steps = a.cells.map((c) => ({ ...c, cell: c.cell || null })).filter((c) => c.cell);
  const stop = app.move && app.move.annotation && app.move.annotation.stop;
  app.view.data.route = {
    start: m.position,
    span: app.span(m),
    steps,
    own: Math.min(own, steps.length),
    stop: stop && !shown.preview && stop.step >= 0 && stop.step < a.cells.length - 1 ? stop.cell : null,
  };
  app.view.invalidate('overlay');
};

// ---- the cursor ------------------------------------------------------------------------------

/** The cell under the cursor (or the keyboard's): best path, the label, the line under the map. */
app.hoverCell = (cell, force) => {
  const same = app.hover && cell && app.hover[0] === cell[0] && app.hover[1] === cell[1];
  if (same && !force) return;
  app.hover = cell;
  app.view.data.hover = cell;
  app.preview = null;
  const s = app.state;
  if (cell && s.tool === 'path' && s.showBest && app.mover() && !app.drag) {
    const best = app.bestPath(cell);
    if (best && best.result && best.result.path.length) {
      const priced = app.priceMove([...s.path, ...best.result.path]);
      if (priced.annotation) app.preview = { ...priced, preview: true, best: best.result };
    } else if (best && best.error) {
      app.preview = { error: best.error };
    }
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
  if (shown) lines = cursorWords(shown.annotation, shown.result, app.ruleset().bands);
  else if (app.preview && app.preview.error) lines = [{ text: inWords(app.preview.error), band: 'beyond' }];
  else if (app.state.tool === 'path' && app.move && app.move.annotation && app.move.annotation.cells.length) {
    const end = app.pathEnd();
    if (end[0] === cell[0] && end[1] === cell[1])
      lines = cursorWords(app.move.annotation, app.move.result, app.ruleset().bands);
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

// ---- start -------------------------------------------------------------------------------------

async function start() {
  const { footwork, session } = await startEngine();
  app.footwork = footwork;
  app.session = session;
  const rs = askFree(footwork, { query: 'rulesets' });
  if (rs.error) throw rs.error;
  app.rulesets = rs.result.rulesets;
  app.state = loadState() || defaultState();
  app.view = new MapView(
    $('map'),
    { terrain: drawTerrain, reach: drawReach, tokens: drawTokens, overlay: drawOverlay },
    {},
  );
  app.view.data = {};
  let refused = null;
  const err = session.load(app.state.scene);
  if (err) {
    refused = { err, scene: app.state.scene };
    app.state = defaultState();
    session.load(app.state.scene);
  }
  fillSelect(
    $('ruleset'),
    app.rulesets.map((r) => r.id),
    session.ruleset,
  );
  installKeeping(app);
  wireTools(app);
  wireControls(app);
  buildPalette(app);
  buildLegend(app);
  wireAsk(app);
  wireCalc(app);
  app.syncSceneInputs();
  app.sceneChanged(false);
  app.view.fit();
  if (refused) {
    $('scene-text').value = JSON.stringify(refused.scene, null, 2);
    app.report(
      refused.err,
      'The saved scene could not be loaded (its JSON is in the Scene file box); a new one was started:',
    );
  }
  $('status').textContent = `Ready: engine ${footwork.engine || ''} ${globalThis.Footwork.version || ''}`.trim();
  await app.openLink();
  window.addEventListener('hashchange', app.openLink);
  window.addEventListener('pagehide', () => saveNow(app.stateToSave()));
  document.body.dataset.ready = '1';
}

start().catch((err) => {
  $('status').textContent = 'The engine did not start.';
  $('error-message').textContent = err && err.message ? err.message : String(err);
  $('error').hidden = false;
  document.body.dataset.ready = 'failed';
});
