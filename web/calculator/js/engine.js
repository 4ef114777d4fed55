// The engine behind the page, reached only through the VTT shim's Session (web/shim): the page
// loads the scene, paints, sets edges, places creatures and asks queries there; it adds no rule.
// `ask` keeps every request and response text for the JSON tab.
import { Session } from '../../shim/index.js';

export async function startEngine() {
  if (typeof globalThis.Footwork === 'undefined') {
    throw new Error(
      'The engine (footwork.single.js) is not in this page. Build it with scripts/run.sh and open dist/footwork.html.',
    );
  }
  const footwork = await globalThis.Footwork.load();
  return { footwork, session: new Session(footwork, {}) };
}

export const lastAsked = {}; // query name (or 'ask') → {request, response}

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
