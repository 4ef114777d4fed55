// The calculator page: the engine's scene (through the shim's Session) on a canvas map, the move
// being built on the shim's drag road, the reachable area, the best path and the turn's numbers at
// the cursor. The engine is the truth: after every accepted change the page keeps the engine's
// normal form of the scene; a refused change changes nothing and is reported at its field. This
// file holds the page's state and starts it; each concern is installed from its own file:
// scene-state.js (the scene and its changes), move-state.js (the move, the turn, the reachable
// area), drag-road.js (the shim's drag calls), cursor.js (the answer at the cursor), tools.js and
// controls.js (input), ask-panel.js, calc-panel.js, legend.js, keeping.js (the tabs and keeping).
import { MapView } from './map/view.js';
import { drawTerrain } from './map/draw-terrain.js';
import { drawHexTerrain } from './map/draw-hex.js';
import { drawReach, drawTokens, drawOverlay } from './map/draw-marks.js';
import { drawPlaces } from './map/draw-places.js';
import { startEngine } from './engine.js';
import { installKeeping } from './keeping.js';
import { loadState, defaultState, defaultScene, saveNow } from './store.js';
import { putAside } from './aside.js';
import { installScene } from './scene-state.js';
import { installMove } from './move-state.js';
import { installRoad } from './drag-road.js';
import { installCursor } from './cursor.js';
import { wireTools } from './tools.js';
import { wireControls } from './controls.js';
import { buildLegend, buildPalette } from './legend.js';
import { wireAsk } from './ask-panel.js';
import { wireCalc } from './calc-panel.js';
import { wireHouseRules } from './house-rules-panel.js';
import { wireWhere } from './where-panel.js';
import { noteOverlaps } from './placing.js';

/** @param {string} id */
const $ = (id) => document.getElementById(id);

const app = {
  $,
  session: null,
  rulesets: [],
  state: null,
  view: null,
  move: null, // {result, annotation, path} | {error} | null
  reachKey: '',
  reach: null,
  hover: null,
  preview: null, // the cursor's answer: {result, annotation, path, best} | {error} | null
  kbd: null,
  history: [],
  sceneCache: null,
  shape: null, // the grid's shape: null for squares, {type: 'hex', orientation, offset}
};
window.footworkCalc = app; // for the tests and the benchmark: read-only look at the page's state
installScene(app);
installMove(app);
installRoad(app);
installCursor(app);

// ---- start -------------------------------------------------------------------------------------

async function start() {
  const { session, engine } = await startEngine();
  app.session = session;
  app.rulesets = session.rulesets;
  const saved = loadState();
  app.state = saved.state || defaultState();
  app.notes = [...saved.problems];
  app.view = new MapView(
    $('map'),
    {
      terrain: (ctx, v) => (v.shape ? drawHexTerrain(ctx, v) : drawTerrain(ctx, v)),
      // Where to stand (where-panel.js) marks the reachable area when a question is chosen.
      reach: (ctx, v) => (v.data.places ? drawPlaces(ctx, v) : drawReach(ctx, v)),
      tokens: drawTokens,
      overlay: drawOverlay,
    },
    {},
  );
  app.view.data = {};
  let refused = null;
  const err = session.load(app.state.scene);
  if (err) {
    // Kept aside under its own key before the new map's first save writes over the saved state.
    const { kept } = putAside(
      window.localStorage,
      JSON.stringify(app.state.scene),
      `The saved scene was refused by the engine: ${err.message}`,
    );
    refused = { err, scene: app.state.scene, kept };
    app.state = { ...defaultState(), ...keptSettings(app.state) };
    session.load(app.state.scene);
  }
  app.blankSceneText = normalForm(session, defaultScene());
  app.readShape();
  app.restoreTurn(app.state);
  app.fillSelect(
    $('ruleset'),
    app.rulesets.map((r) => r.id),
    session.ruleset,
  );
  installKeeping(app);
  wireTools(app);
  wireControls(app);
  wireHouseRules(app);
  wireWhere(app);
  buildPalette(app);
  buildLegend();
  wireAsk(app);
  wireCalc(app);
  app.syncSceneInputs();
  app.sceneChanged(false);
  app.view.fit();
  if (refused) {
    /** @type {HTMLTextAreaElement} */ ($('scene-text')).value = JSON.stringify(refused.scene, null, 2);
    app.report(
      refused.err,
      `The saved scene could not be loaded (its JSON is in the Scene file box${refused.kept ? ' and kept aside' : ''}); a new one was started:`,
    );
  }
  $('status').textContent = `Ready: engine ${engine || ''} ${globalThis.Footwork.version || ''}`.trim();
  noteOverlaps(app); // the saved scene's creatures may overlap: kept, and said under the header
  await app.openLink();
  window.addEventListener('hashchange', app.openLink);
  window.addEventListener('pagehide', () => saveNow(app.stateToSave()));
  document.body.dataset.ready = '1';
}

// The page's settings of a state whose scene was refused: kept with the new map (only the scene, the
// move and the turn belong to the refused scene).
function keptSettings(state) {
  const { scene, mover, path, turn, ...settings } = state;
  return settings;
}

/**
 * The engine's normal form of a scene, as text (the page compares scenes by it): the `scene` query.
 * @param {import('../../shim/index.js').Session} session @param {any} spec
 */
function normalForm(session, spec) {
  const answer = session.queryEngine({ query: 'scene', scene: spec });
  return answer.kind === 'result' ? JSON.stringify(answer.result.scene) : '';
}

start().catch((err) => {
  $('status').textContent = 'The engine did not start.';
  $('error-message').textContent = err && err.message ? err.message : String(err);
  $('error').hidden = false;
  document.body.dataset.ready = 'failed';
});
