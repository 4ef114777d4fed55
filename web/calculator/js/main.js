// The calculator page: the engine's scene (through the shim's Session) on a canvas map, the move
// being built on the shim's drag road, the reachable area, the best path and the turn's numbers at
// the cursor. The engine is the truth: after every accepted change the page keeps the engine's
// normal form of the scene; a refused change changes nothing and is reported at its field.
//
// This file builds the page's parts and starts it (docs/calculator.md, "Parts"). Each part is given
// only what it needs; they share one update path (changes.js): a part that changes something says
// so, and the parts that show it follow. The models subscribe first (the scene, the move), then the
// map and the panels, the cursor's label and the keeping last, so each view reads the new answers.
import { MapView } from './map/view.js';
import { drawTerrain } from './map/draw-terrain.js';
import { drawHexTerrain } from './map/draw-hex.js';
import { drawReach, drawTokens, drawQuestionMarks, drawOverlay } from './map/draw-marks.js';
import { drawPlaces } from './map/draw-places.js';
import { startEngine } from './engine.js';
import { loadState, defaultState, defaultScene, saveNow } from './store.js';
import { putAside } from './aside.js';
import { $, byId } from './dom.js';
import { errorAnnotation } from '../../shim/index.js';
import { Changes } from './changes.js';
import { ErrorBox } from './errors.js';
import { SceneState } from './scene-state.js';
import { MoveModel } from './move-state.js';
import { PathWorker } from './path-worker.js';
import { createRoad } from './drag-road.js';
import { pathEdits } from './path-edits.js';
import { wireMapLayers } from './map-layers.js';
import { wireWhere } from './where-panel.js';
import { wireMoveBar } from './move-bar.js';
import { wireMovePanel, setCellWord } from './move-panel.js';
import { wireGridForm } from './grid-form.js';
import { wireHouseRules } from './house-rules-panel.js';
import { CreatureForm } from './creature-form.js';
import { wireAsk } from './ask-panel.js';
import { wireCalc } from './calc-panel.js';
import { wireTabs } from './tabs.js';
import { wireCursor } from './cursor.js';
import { createKeeping } from './keeping.js';
import { capSceneSpeeds } from '../../shim/speeds.js';
import { wireSceneFile } from './scene-file.js';
import { buildLegend, buildPalette } from './legend.js';
import { ToolMachine } from './tools/machine.js';
import { pathTool } from './tools/path.js';
import { terrainTool } from './tools/terrain.js';
import { wallTool } from './tools/wall.js';
import { creatureTool } from './tools/creature.js';
import { askTool } from './tools/ask.js';
import { wireOverlapNote } from './placing.js';
import { wireToolInputs } from './tools/inputs.js';

async function start() {
  const { session, engine } = await startEngine();
  const changes = new Changes();
  const errors = new ErrorBox();
  const saved = loadState();
  /** The page's state: the saved settings, the mover, the path and the tool (store.js). */
  const state = saved.state || defaultState();
  const notes = [...saved.problems];
  const scene = new SceneState({ session, changes, errors });
  // The saved scene's speeds capped at the door like a link's (shim/speeds.js): a scene saved with
  // 2,000 creatures at 100,000 ft froze every later load.
  const fast = capSceneSpeeds(state.scene);
  state.scene = fast.spec;
  notes.push(...fast.problems.map((p) => `In the saved scene: ${p}`));

  // The saved scene, or (refused by the engine) kept aside under its own key before the new map's
  // first save writes over the saved state, and a new one started with the page's settings kept.
  let refused = null;
  const err = scene.load(state.scene, { remember: false, quiet: true });
  if (err) {
    const { kept } = putAside(
      window.localStorage,
      JSON.stringify(state.scene),
      `The saved scene was refused by the engine: ${err.message}`,
    );
    refused = { err, scene: state.scene, kept };
    const { scene: _scene, mover, path, turn, ...settings } = state; // these belong to the refused scene
    for (const key of Object.keys(state)) delete (/** @type {Record<string, unknown>} */ (state)[key]);
    Object.assign(state, defaultState(), settings);
    scene.load(state.scene, { remember: false, quiet: true });
  }
  scene.blankText = normalForm(session, defaultScene());

  const view = /** @type {import('./map-layers.js').View} */ (
    new MapView(
      $('map'),
      {
        terrain: (/** @type {CanvasRenderingContext2D} */ ctx, /** @type {MapView} */ v) =>
          v.shape ? drawHexTerrain(ctx, v) : drawTerrain(ctx, v),
        // Where to stand (where-panel.js) marks the reachable area when a question is chosen.
        reach: (/** @type {CanvasRenderingContext2D} */ ctx, /** @type {MapView} */ v) =>
          v.data.places ? drawPlaces(ctx, v) : drawReach(ctx, v),
        tokens: drawTokens,
        marks: drawQuestionMarks,
        overlay: drawOverlay,
      },
      // The tools' handlers (tools/machine.js) take the pointer once the tools are made.
      { down() {}, move() {}, up() {}, leave() {} },
    )
  );
  view.data = {};

  // The models, then the views, in the order they follow the update path.
  // The word for a cell (square or hex) follows the grid before any panel says a distance.
  changes.on('scene', () => setCellWord(!!scene.shape));
  const road = createRoad(session, state);
  // The pointer's best path on a large map is asked of a second engine in a worker (path-worker.js).
  const far = new PathWorker(session);
  const move = new MoveModel({ session, scene, state, road, changes, far });
  move.restoreTurn(state);
  const edits = pathEdits({ state, move, road, changes });
  const form = new CreatureForm({ scene, state, errors, changes });
  wireMapLayers({ view, scene, move, state, changes, selected: () => form.selected });
  const where = wireWhere({ scene, move, state, view, changes });
  wireMoveBar({ scene, move, state, road, edits, changes });
  wireMovePanel({ move, state, changes });
  const houseRules = wireHouseRules({ scene, move, changes });
  wireGridForm({ scene, state, errors, changes, houseRules });
  const showTab = wireTabs(changes);
  const ask = wireAsk({ scene, view, changes, showTab });
  wireCalc({ session });
  wireCursor({ view, scene, move, state, changes, where });
  const keeping = createKeeping({ scene, move, state, errors, changes, notes, screenLink: houseRules.screenLink });
  wireSceneFile({ scene, move, state, errors, changes, keeping });
  // A scene read whole whose creatures overlap is kept as it is: said in one line under the header.
  wireOverlapNote({ scene, changes, notes, showNotice: keeping.showNotice });
  buildPalette(state);
  buildLegend();

  // The tools, each a few small states (tools/machine.js).
  const tools = new ToolMachine({ view, state, move, changes });
  wireToolInputs({ machine: tools, view, move, edits, changes });
  const parts = { machine: tools, scene, move, state, changes };
  tools.add('path', (to) => pathTool({ ...parts, to, road, errors }));
  tools.add('terrain', (to) => terrainTool({ ...parts, to }));
  tools.add('wall', (to) => wallTool({ ...parts, to, view }));
  tools.add('creature', (to) => creatureTool({ ...parts, to, form }));
  tools.add('ask', () => askTool({ ask }));
  tools.setTool(state.tool);

  // For the tests and the benchmark: a read-only look at the page's parts.
  window.footworkCalc = Object.freeze({
    view,
    session,
    state,
    scene,
    move,
    far,
    tools,
    ask,
    mover: () => move.mover(),
  });

  changes.emit('scene', { lazy: false, whole: true });
  view.fit();
  if (refused) {
    byId('scene-text', HTMLTextAreaElement).value = JSON.stringify(refused.scene, null, 2);
    errors.report(
      refused.err,
      `The saved scene could not be loaded (its JSON is in the Scene file box${refused.kept ? ' and kept aside' : ''}); a new one was started:`,
    );
  }
  $('status').textContent =
    `Ready: engine ${engine || ''} ${/** @type {any} */ (globalThis).Footwork.version || ''}`.trim();
  keeping.showNotice();
  await keeping.openLink();
  window.addEventListener('hashchange', keeping.openLink);
  window.addEventListener('pagehide', () => saveNow(keeping.stateToSave()));
  document.body.dataset.ready = '1';
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
  // Whatever was thrown, in the one problem shape (its message, code and path in the error box).
  const e = errorAnnotation(err, 'page');
  $('status').textContent = 'The engine did not start.';
  $('error-message').textContent = e.message;
  $('error-code').textContent = e.code;
  $('error-path').textContent = e.path;
  $('error').hidden = false;
  document.body.dataset.ready = 'failed';
});
