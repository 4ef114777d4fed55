// Engine answers → annotations a VTT adapter can draw: per cell of the path its cumulative cost and
// band, illegal steps with the engine's code and sentence, opportunity attacks (who, where), and a
// one-line summary. Every word shown comes from the engine's answer (band names, illegal messages,
// reason and end-problem codes) or from the host (creature names); nothing here invents rules text.

/** The three bands a VTT colours by (Foundry's Drag Ruler convention, roll20.md). */
export const SPEED = 'speed';
export const DASH = 'dash';
export const BEYOND = 'beyond';

/**
 * Which of the three a band name of the engine's answer falls in: the ruleset's first band ("move")
 * is within speed, any later one ("dash", "double" …) within dash or double, null beyond them all.
 * @param {string | null | undefined} bandName @param {Array<{name: string}>} bands
 * @returns {import('./index.js').BandClass}
 */
export function bandClass(bandName, bands) {
  if (bandName === null || bandName === undefined) return BEYOND;
  return bands.length > 0 && bands[0].name === bandName ? SPEED : DASH;
}

import { moveSummary } from './present.js';

/** @typedef {import('./index.js').CellAnnotation} CellAnnotation */
/** @typedef {import('./index.js').IllegalStep} IllegalStep */
/** @typedef {import('./index.js').MoveAnnotation} MoveAnnotation */
/** @typedef {import('./index.js').BandInfo} BandInfo */

/**
 * The engine's sentence with a creature's id replaced by the host's name for it (a Roll20 id is
 * "-M…"); only the id as a whole word is replaced, so a short id inside another word stays.
 * @param {string} message @param {string | undefined} id @param {(id: string) => string} name
 */
function named(message, id, name) {
  if (!id || typeof message !== 'string') return message;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return message.replace(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'g'), () => name(id));
}

/**
 * The speed a summary quotes (the first band's allowance: the engine's `speed`, asked with
 * `withSpeed`); undefined when the requested band is counted in squares (step, shift), whose
 * summary quotes that band alone.
 * @param {import('../lib/index.js').MoveResult} result @param {BandInfo[]} bands
 */
function speedOf(result, bands) {
  const asked = bands.find((b) => b.name === result.band);
  if (!result.speed || !asked || !((asked.multiplier ?? 0) > 0)) return undefined;
  return result.speed.feet;
}

/** @typedef {import('./index.js').ErrorAnnotation} ErrorAnnotation */

/**
 * An error as an annotation: the FootworkError's code, message and path, never rethrown. Anything
 * thrown (an Error, a host's odd value) is read for what it has, so `e` is whatever was caught.
 * @param {unknown} e @param {ErrorAnnotation['source']} [source] @returns {ErrorAnnotation}
 */
export function errorAnnotation(e, source = 'engine') {
  const o = e !== null && typeof e === 'object' ? /** @type {{[k: string]: unknown}} */ (e) : {};
  const text = (/** @type {unknown} */ v, /** @type {string} */ none) => (typeof v === 'string' && v ? v : none);
  const message = typeof o.message === 'string' ? o.message : String(o.message ?? e);
  return shimError(text(o.code, 'internal'), message, text(o.path, '$'), source);
}

/**
 * An error the shim (or a surface, `source`) finds itself, as an annotation of the same shape as the
 * engine's: the one way to build one, so every error a surface shows has code, message and path.
 * @param {string} code @param {string} message @param {string} [path] @param {ErrorAnnotation['source']} [source]
 * @returns {ErrorAnnotation}
 */
export function shimError(code, message, path = '$', source = 'shim') {
  return { kind: 'error', source, code, message, path };
}

/**
 * The engine's own answer beside the annotation made of it: `result` (the query's result as the
 * engine gave it) and `request` (what was asked). Not enumerable, so an annotation posted, stored or
 * compared is the annotation alone; a surface that shows the engine's answer (the calculator's JSON
 * tab, a step's mode or fall) reads them here instead of wrapping the engine.
 * @type {typeof import('./index.js').withAnswer}
 */
export function withAnswer(annotation, request, result) {
  Object.defineProperty(annotation, 'request', { value: request, enumerable: false, configurable: true });
  Object.defineProperty(annotation, 'result', { value: result, enumerable: false, configurable: true });
  // defineProperty added both (TypeScript does not follow it): the annotation now has its answer.
  return /** @type {typeof annotation & {readonly request: Record<string, unknown>, readonly result: typeof result}} */ (
    annotation
  );
}

/**
 * A move result (docs/protocol.md, "Query: move") → the move annotation.
 * @param {import('../lib/index.js').MoveResult} result  the move query's result
 * @param {{bands: BandInfo[], name?: (id: string) => string, path?: Array<any>, hex?: boolean}} ctx
 *   the ruleset's bands, a creature's display name, the requested path (cells entered), a hex grid
 * @returns {MoveAnnotation}
 */
export function annotateMove(result, { bands, name = (id) => id, path = [], hex = false }) {
  /** @type {CellAnnotation[]} */
  const cells = [];
  /** @type {IllegalStep[]} */
  const illegal = [];
  result.steps.forEach((s, i) => {
    /** @type {CellAnnotation} */
    const entry = {
      step: i,
      cell: s.to,
      cost: s.cost.feet,
      total: s.total.feet,
      remaining: s.remaining.feet,
      bandName: s.band,
      band: bandClass(s.band, bands),
      legal: s.legal,
      reasons: s.reasons,
    };
    if (s.action) entry.action = s.action;
    if (s.illegal) {
      // The engine names a blocking creature by its id; the host's name for it reads better (a Roll20
      // id is "-M…"). Only that id is replaced: the sentence stays the engine's.
      const message = named(s.illegal.message, s.illegal.creature, name);
      /** @type {import('../lib/index.js').Refusal} */
      const refusal = { code: s.illegal.code, message };
      if (s.illegal.creature) refusal.creature = s.illegal.creature;
      entry.illegal = refusal;
      illegal.push({ step: i, cell: s.to, ...refusal });
    }
    if (s.checks && s.checks.length) entry.checks = s.checks;
    cells.push(entry);
  });
  // Cells of the drag the engine did not evaluate (a wall or a creature stopped the evaluation).
  const unreached = path
    .slice(result.steps.length)
    .map((/** @type {any} */ p) => (Array.isArray(p) ? p : p.cell))
    .filter(Boolean);
  const attacks = result.opportunityAttacks.map((a) => ({
    by: a.by,
    name: name(a.by),
    at: a.at,
    step: a.step,
    reason: a.reason,
  }));
  const speed = speedOf(result, bands);
  // Where the move may not end: the engine's Refusal {code, message, creature}, its creature named
  // as the host names it (as an illegal step's); the sentence stays the engine's.
  const endProblem = result.endProblem
    ? { ...result.endProblem, message: named(result.endProblem.message, result.endProblem.creature, name) }
    : undefined;
  /** @type {Omit<MoveAnnotation, 'result' | 'request'>} */
  const annotation = {
    kind: 'move',
    creature: result.creature,
    bandName: result.band,
    firstBand: bands[0]?.name,
    cellWord: hex ? 'hex' : 'square',
    speed,
    allowance: result.allowance.feet,
    spentBefore: result.spentBefore.feet,
    total: result.total.feet,
    remaining: result.remaining.feet,
    legal: result.legal,
    complete: result.complete,
    canEnd: result.canEnd,
    endProblem,
    stop: { cell: result.stop.cell, step: result.stop.step, spent: result.stop.spent.feet },
    cells,
    unreached,
    illegal,
    attacks,
    summary: '',
  };
  annotation.summary = moveSummary(annotation);
  // `result` and `request` are set beside it by withAnswer (not enumerable).
  return /** @type {MoveAnnotation} */ (annotation);
}

/**
 * The move in one line, as present.js says it (moveSummary): "25 ft of 30 (Dash: 60) — provokes
 * Orc"; `bands` gives the first band when the annotation lacks it.
 */
/** @param {import('./index.js').MoveShown} a @param {BandInfo[]} bands */
export function summaryLine(a, bands) {
  return moveSummary(a.firstBand === undefined ? { ...a, firstBand: bands[0]?.name } : a);
}

/**
 * A reachable result (docs/protocol.md, "Query: reachable") → per place: the turn's total in feet,
 * the band class, whether the move may end there and whether getting there provokes.
 * @type {typeof import('./index.js').annotateReachable}
 */
export function annotateReachable(answer, { bands }) {
  // The engine's reachable answer (typed `unknown` for the surfaces that pass it on as JSON).
  const result = /** @type {import('../lib/index.js').ReachableResult} */ (answer);
  /** @type {import('./index.js').ReachablePlace[]} */
  const places = [];
  const spent = result.spentBefore.feet;
  for (let i = 0; i < result.count; i++) {
    const name = result.bands[result.band[i]] ?? null;
    places.push({
      cell: [result.cells[2 * i], result.cells[2 * i + 1]],
      total: spent + result.costs[i] * result.cellFeet,
      bandName: name,
      band: bandClass(name, bands),
      canEnd: result.canEnd[i] === 1,
      provokes: /** @type {0 | 1 | 2} */ (result.provokes[i]), // 0 a cheapest path is safe, 1 only a dearer one is, 2 every path provokes
    });
  }
  return { kind: 'reachable', status: result.status, spentBefore: spent, places };
}
