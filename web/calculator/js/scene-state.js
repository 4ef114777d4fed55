// The engine's scene as the page holds it (through the shim's Session): the lists read from it,
// kept until the next accepted change, so a pointer move does not ask the engine for the same lists
// again; changes (null = accepted; a refusal changes nothing and is said at its field), whole-scene
// loads, Undo edit's memory, and the rules and grid form's fields. Installed on the page's app object.
import { lookIndex } from './map/draw-terrain.js';
import { markField, clearFields, inWords } from './fields.js';
import { shapeOf } from './map/hex-frame.js';
import { setCellWord } from './move-panel.js';
import { diagonalClause } from './house-rules-panel.js';
import { noteOverlaps } from './placing.js';

/** @typedef {[number, number]} Cell */
/** @typedef {import('../../shim/index.js').SpaceAnnotation} Space */

/** @param {any} app */
export function installScene(app) {
  const { $ } = app;

  app.ruleset = () => app.rulesets.find((r) => r.id === app.session.ruleset) || app.rulesets[0];
  // The engine's scene as the page reads it: kept until the next accepted change (sceneChanged), so a
  // pointer move does not ask the engine for the same lists again and again.
  app.info = () => (app.infoCache ??= app.session.info());
  app.sceneJSON = () => (app.sceneCache ??= app.session.sceneSpec());
  app.creatures = () => (app.creatureCache ??= app.session.creatures());
  app.mover = () => app.creatures().find((/** @type {any} */ c) => c.id === app.state.mover);
  /**
   * Where a creature stands as the engine reads it (Session.space: its cells and outline, hex
   * spaces, sizes and grid.hexSpaces being the engine's rules), kept with the lists above.
   * @returns {Space}
   */
  app.spaceAt = (/** @type {string} */ id) => {
    app.spaceCache ??= new Map();
    if (!app.spaceCache.has(id)) app.spaceCache.set(id, app.session.space(id));
    return app.spaceCache.get(id);
  };
  /**
   * The cells of a creature's space with its anchor (top-left cell on squares) at `at`, default where
   * it stands, in row order: the engine's.
   * @param {{id: string}} c @param {Cell} [at] @returns {Cell[]}
   */
  app.spaceOf = (c, at) => (at ? (app.session.cells(c.id, at) ?? []) : (app.spaceAt(c.id).cells ?? []));
  // Which creature's space holds each cell (the last one listed, drawn on top, wins).
  const occupants = () => {
    if (app.occupantCache) return app.occupantCache;
    const index = new Map();
    for (const c of app.creatures()) for (const [x, y] of app.spaceOf(c)) index.set(`${x},${y}`, c);
    return (app.occupantCache = index);
  };
  app.creatureAt = (/** @type {Cell} */ cell) => occupants().get(`${cell[0]},${cell[1]}`) ?? null;

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
    if (remember && app.session.loaded) app.remember();
    // As an object, so the shim sees the grid's shape (hex drags have no diagonals); text that does
    // not parse goes to the engine as it is, which says where the JSON breaks.
    if (typeof spec === 'string')
      try {
        spec = JSON.parse(spec);
      } catch (e) {
        /* the engine's message */
      }
    const err = app.session.load(spec);
    if (err) {
      if (remember && app.session.loaded) app.history.pop();
      if (!quiet) app.report(err);
      return err;
    }
    app.forgetScene();
    app.readShape();
    app.clearError();
    clearFields(['grid-width', 'grid-height', 'grid-feet', 'grid-type']);
    if (!app.mover()) {
      app.state.mover = app.creatures()[0]?.id || '';
      app.state.path = [];
    }
    const { width, height } = app.info();
    app.state.path = app.state.path.filter((p) => !Array.isArray(p) || (p[0] < width && p[1] < height));
    app.syncSceneInputs();
    app.sceneChanged(false);
    noteOverlaps(app); // a scene read whole is kept even where its creatures overlap; said in one line
    return null;
  };

  /**
   * The grid's shape (null: squares) after a whole-scene load: the shim's reading of the scene it
   * loaded (Session.grid, from the scene object the engine accepted), so no scene is written out for it.
   */
  app.readShape = () => {
    const before = app.shape;
    app.shape = shapeOf(app.session.grid);
    // The Ask form's choices that depend on the grid (a hex's facings) follow a new shape.
    if (app.rebuildAsk && before?.orientation !== app.shape?.orientation) app.rebuildAsk();
  };

  app.forgetScene = () => {
    app.sceneCache = null;
    app.infoCache = null;
    app.creatureCache = null;
    app.spaceCache = null;
    app.occupantCache = null;
  };

  app.sceneChanged = (lazy) => {
    app.forgetScene();
    app.reachKey = '';
    const planes = app.session.terrain();
    const { width, height } = planes;
    app.view.data.looks = lookIndex(planes, width * height);
    app.view.data.planes = planes;
    app.view.data.edges = app.session.edges();
    app.view.setGrid(width, height, app.shape);
    app.view.invalidate('terrain');
    app.refresh(lazy);
  };

  app.syncSceneInputs = () => {
    const rs = app.ruleset();
    const info = app.info();
    $('ruleset').value = rs.id;
    setCellWord(!!app.shape);
    $('ruleset-title').textContent =
      `${rs.title}. Default cell: ${rs.cellFeet} ft; ` +
      (app.shape
        ? 'on hexes every step into a neighbouring hex costs one cell (no diagonals).'
        : diagonalClause(rs, app.sceneJSON().ruleset));
    $('grid-width').value = info.width;
    $('grid-height').value = info.height;
    $('grid-feet').value = info.cellFeet;
    $('grid-type').value = app.shape ? app.shape.orientation : 'square';
    $('grid-offset').value = app.shape ? app.shape.offset : 'odd';
    $('grid-offset').disabled = !app.shape;
    // Hexes have no diagonals (docs/rules/hex.md): the alternation never starts, so nothing to type.
    $('diagonals').disabled = !!app.shape;
    $('diagonals').title = app.shape
      ? 'Hexes have no diagonals: every step into a neighbouring hex costs one cell'
      : 'Diagonals already counted this turn (the 1-2-1 / 5-10 alternation carries on)';
    // The keyboard's wall side: a square's four, or a hex's six in the shim's neighbour order.
    const sides = app.shape ? ['0', '1', '2', '3', '4', '5'] : ['top', 'right', 'bottom', 'left'];
    const names = !app.shape
      ? null
      : app.shape.orientation === 'pointy'
        ? ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east']
        : ['south-east', 'south', 'south-west', 'north-west', 'north', 'north-east'];
    app.fillSelect($('wall-side'), sides, $('wall-side').value, names ? (v) => names[Number(v)] : undefined);
    app.fillSelect(
      $('cr-size'),
      rs.sizes.map((s) => s.size),
      $('cr-size').value || 'medium',
    );
    if (app.houseRules) app.houseRules.show();
  };

  app.fillSelect = function fillSelect(select, values, current, label) {
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
  };
}
