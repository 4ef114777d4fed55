// The engine behind the page, reached only through the VTT shim's Session (web/shim): the page
// loads the scene, paints, sets edges, places creatures, drags and asks queries there; it adds no
// rule. The last request and answer of each query the page shows in its JSON tab are kept here, from
// what the shim hands back (an annotation carries the engine's request and result, docs/shim.md), so
// nothing wraps the engine.
import { Session, SearchBudget } from '../../shim/index.js';

/**
 * A request and the engine's answer in the protocol's response shape ({result} or {error}), as the
 * JSON tab shows them.
 * @typedef {{request: any, response: {result?: any, error?: any}}} Asked
 */
/** @typedef {{kind: 'result', result: any} | import('../../shim/index.js').ErrorAnnotation} Answer */

/**
 * The engine the page's build puts on the page (footwork.single.js: `globalThis.Footwork`).
 * @type {{load(): Promise<import('../../lib/index.js').Footwork>, version?: string} | undefined}
 */
const onPage = /** @type {any} */ (globalThis).Footwork;

export async function startEngine() {
  if (typeof onPage === 'undefined') {
    throw new Error(
      'The engine (footwork.single.js) is not in this page. Build it with scripts/run.sh and open dist/footwork.html.',
    );
  }
  const footwork = await onPage.load();
  // Every search under a budget learnt from the answers (shim/budget.js), so no one holds the page
  // much past a frame's worth of work: a huge map or speed answers with the nearest places.
  return {
    session: new Session(footwork, { budget: new SearchBudget({ targetMs: 100 }) }),
    engine: footwork.engine,
  };
}

/** @type {Record<string, Asked>} query name (or 'ask') → the last request and its answer. */
export const lastAsked = {};

/**
 * Keeps the engine's request and answer an annotation carries (a move, reachable or path
 * annotation: `request`/`result`, and a best path's `search`) under `slot`. An error annotation
 * keeps the error; its request stays the one the shim did not get to send (null).
 * @param {string} slot @param {any} annotation
 */
export function keepAnswer(slot, annotation) {
  if (!annotation) return;
  if (annotation.kind === 'error') lastAsked[slot] = { request: null, response: { error: annotation } };
  else if (annotation.request)
    lastAsked[slot] = { request: annotation.request, response: { result: annotation.result } };
}

/**
 * A protocol query against the loaded scene through the shim's Session.query, which answers
 * {kind: 'result', result} or an error annotation (the page's one problem shape) and never throws.
 * @param {import('../../shim/index.js').Session} session @param {any} request @param {string} [slot]
 */
export function ask(session, request, slot = request.query) {
  return kept(slot, request, session.query(request));
}

/**
 * Queries that need no scene (rulesets, calculators), through Session.queryEngine.
 * @param {import('../../shim/index.js').Session} session @param {any} request @param {string} [slot]
 */
export function askFree(session, request, slot = request.query) {
  return kept(slot, request, session.queryEngine(request));
}

/** @param {string} slot @param {any} request @param {Answer} answer @returns {Answer} */
function kept(slot, request, answer) {
  lastAsked[slot] = { request, response: answer.kind === 'result' ? { result: answer.result } : { error: answer } };
  return answer;
}
