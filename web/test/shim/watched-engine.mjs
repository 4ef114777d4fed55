// The engine as a Session gets it (rulesets, query, loadScene), with the scene objects it makes kept
// aside and handed to `onScene` as they are made: a test looks at what the engine holds and counts
// the calls that reach it, while the Session keeps its state private.
/**
 * @param {import('../../lib/index.js').Footwork} engine
 * @param {(scene: import('../../lib/index.js').Scene) => void} [onScene]
 */
export function watched(engine, onScene = () => {}) {
  /** @type {import('../../lib/index.js').Scene[]} */
  const scenes = [];
  const footwork = {
    engine: engine.engine,
    rulesets: () => engine.rulesets(),
    query: (/** @type {any} */ r) => engine.query(r),
    loadScene: (/** @type {any} */ spec) => {
      const scene = engine.loadScene(spec);
      scenes.push(scene);
      onScene(scene);
      return scene;
    },
  };
  return { footwork, scenes };
}
