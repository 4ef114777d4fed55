// What the map draws, from the models: the terrain and the walls after a scene change, the reachable
// area when it was asked again, the creatures over their spaces, the route (the path's own steps,
// then the best path to the cursor, dashed) and the cursor's cell. It writes the MapView's data
// (map/view.js) on the page's update path and draws in the same frame (view.flush), except during a
// drag's lazy updates. The marks of a question (ask-panel.js) and of where to stand (where-panel.js)
// are written by those panels.
import { lookIndex } from './map/draw-terrain.js';
import { sideHue } from './palette.js';
import { cellsAcross } from './map/space-pixels.js';
import { need } from './dom.js';

/** The MapView with the data its painters read (draw-*.js): terrain, reach, tokens, route, marks … */
/** @typedef {import('./map/view.js').MapView & {data: any}} View */

/**
 * @param {{view: import('./map-layers.js').View, scene: import('./scene-state.js').SceneState,
 *   move: import('./move-state.js').MoveModel, state: import('./store.js').State, changes: import('./changes.js').Changes,
 *   selected: () => string | null}} parts  selected: the creature chosen with the Creatures tool
 */
export function wireMapLayers({ view, scene, move, state, changes, selected }) {
  let reachShown = -1;

  changes.on('scene', () => {
    const planes = need(scene.session.terrain(), 'scene (a scene change comes after a load)');
    const { width, height } = planes;
    view.data.looks = lookIndex(planes, width * height);
    view.data.planes = planes;
    view.data.edges = scene.session.edges();
    view.setGrid(width, height, scene.shape);
    view.invalidate('terrain');
  });

  changes.on(['scene', 'move'], ({ lazy }) => {
    if (reachShown !== move.reachVersion) {
      reachShown = move.reachVersion;
      view.data.reach = move.reach;
      view.mark('reach');
    }
    // Each creature over its space as the engine says it stands (cells and outline).
    view.data.tokens = scene.creatures().map((c) => ({
      id: c.id,
      name: c.id,
      position: c.position,
      space: scene.spaceAt(c.id),
      span: cellsAcross(scene.spaceOf(c)),
      hue: sideHue(c.side),
      mover: c.id === state.mover,
      selected: state.tool === 'creature' && c.id === selected(),
    }));
    view.mark('tokens');
    if (!lazy) view.data.hover = move.hover;
    showRoute();
    if (lazy) view.schedule();
    else view.flush();
  });

  changes.on(['hover', 'step'], () => {
    // The worker still answering the pointer's cell: the map stays as it is (the cursor and route of
    // the cell before) until the answer comes, one redraw a move instead of two.
    if (move.waiting) return;
    view.data.hover = move.hover;
    showRoute();
    view.flush();
  });

  // The overlay's route: the path's own steps, then the hovered best path's (dashed). Marked for the
  // caller's flush (or its scheduled frame).
  function showRoute() {
    const m = move.mover();
    const own = move.move && move.move.kind !== 'error' ? move.move : null;
    const shown = move.preview && move.preview.kind !== 'error' ? move.preview : own;
    if (!m || !shown || !shown.annotation) {
      view.data.route = null;
      view.mark('overlay');
      return;
    }
    const a = shown.annotation;
    const ownSteps = own && own.annotation ? own.annotation.cells.length : 0;
    const steps = a.cells
      .map((/** @type {any} */ c) => ({ ...c, cell: c.cell || null }))
      .filter((/** @type {any} */ c) => c.cell);
    const stop = own && own.annotation && own.annotation.stop;
    view.data.route = {
      start: m.position,
      space: scene.spaceAt(m.id), // drawn moved to each step (space-pixels.js)
      span: cellsAcross(scene.spaceOf(m)),
      steps,
      own: shown === own ? steps.length : Math.min(ownSteps, steps.length),
      stop: stop && shown === own && stop.step >= 0 && stop.step < a.cells.length - 1 ? stop.cell : null,
    };
    view.mark('overlay');
  }
}
