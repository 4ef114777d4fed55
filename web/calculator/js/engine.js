// The engine behind the page, reached only through the VTT shim's Session (web/shim): the page
// loads the scene, paints, sets edges, places creatures, drags and asks queries there; it adds no
// rule. Every query the scene answers (the shim's own move, reachable and path queries included) is
// kept with its request and response for the JSON tab and for the Move tab's details that the
// shim's annotation does not carry (squares, each step's mode, a fall, the closest legal square).
import { Session } from '../../shim/index.js';

export async function startEngine() {
  if (typeof globalThis.Footwork === 'undefined') {
    throw new Error(
      'The engine (footwork.single.js) is not in this page. Build it with scripts/run.sh and open dist/footwork.html.',
    );
  }
  const footwork = await globalThis.Footwork.load();
  const loadScene = footwork.loadScene.bind(footwork);
  footwork.loadScene = (spec) => recorded(loadScene(spec));
  return { footwork, session: new Session(footwork, {}) };
}

export const lastAsked = {}; // query name (or 'ask') → {request, response}

// The scene's query, recorded (web/lib's Scene.move asks through it too). The result is kept as the
// engine gave it; an error is kept and thrown on to the shim, which makes it an annotation.
function recorded(scene) {
  const query = scene.query.bind(scene);
  scene.query = (request) => {
    try {
      const result = query(request);
      lastAsked[request.query] = { request, response: { result } };
      return result;
    } catch (e) {
      const error = { code: e.code || 'internal', message: String(e.message || e), path: e.path || '$' };
      lastAsked[request.query] = { request, response: { error } };
      throw e;
    }
  };
  return scene;
}

/** The engine's result of the last query of this name, if the last one answered (else undefined). */
export const lastResult = (name) => lastAsked[name]?.response.result;

/**
 * A protocol query against the loaded scene through the shim's Session.query, which answers
 * {kind: 'result', result} or an error annotation and never throws: here {result} or {error}.
 */
export function ask(session, request, slot = request.query) {
  const answer = session.query(request);
  const out = answer && answer.kind === 'result' ? { result: answer.result } : { error: answer };
  lastAsked[slot] = { request, response: out.result !== undefined ? { result: out.result } : { error: out.error } };
  return out;
}

/** Queries that need no scene (rulesets, calculators). */
export function askFree(footwork, request, slot = request.query) {
  let out;
  try {
    out = { result: footwork.query(request) };
  } catch (e) {
    out = {
      error: {
        kind: 'error',
        source: 'engine',
        code: e.code || 'internal',
        message: String(e.message || e),
        path: e.path || '$',
      },
    };
  }
  lastAsked[slot] = { request, response: out.result !== undefined ? { result: out.result } : { error: out.error } };
  return out;
}
