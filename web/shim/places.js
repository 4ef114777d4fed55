// Where to stand (issue 27): the engine's `places` answer (docs/protocol.md, "Query: places") turned
// into what a surface draws over the reachable area for one of four modes, with a legend in words.
// The engine decides every rule; this file only picks the parts a mode needs and names each place's
// mark. Session.places (session.js) asks the query and calls annotatePlaces.
import { bandClass, shimError } from './annotate.js';

/** @typedef {import('./index.js').PlaceMode} PlaceMode */
/** @typedef {import('../lib/index.js').PlacesResult} PlacesResult */
/** @typedef {import('./index.js').PlacesPlace} PlacesPlace */
/**
 * A mode's parts of the query, whether it needs a target, its marks with their words (best first),
 * the marks that qualify, and its summary's phrase about `t` (the verb agreeing with `one`).
 * @typedef {{parts: PlacesResult['parts'], target: boolean, marks: Array<[string, string]>, good: string[],
 *   phrase: (t: string | undefined, one?: boolean) => string}} Mode
 */

/** The modes a surface offers on pick-up, in the order a menu lists them. @type {PlaceMode[]} */
export const PLACE_MODES = ['safe', 'flank', 'cover', 'reach'];

/** A mode's name as a PlaceMode, or undefined when it is none (a host's or a link's text). @param {unknown} mode */
const placeMode = (mode) => PLACE_MODES.find((m) => m === mode);

// Per mode: the parts it asks, whether it needs a target, its marks (best first) with their words,
// which marks qualify, and the summary's phrase (its verb agreeing with `one`: one place qualifies).
// `{t}` is the target's name.
/** @type {Record<PlaceMode, Mode>} */
const MODES = {
  safe: {
    parts: ['provokers', 'threats'],
    target: false,
    marks: [
      ['safe', "Safe: no opportunity attack on the way, out of every enemy's reach"],
      ['threatened', 'No opportunity attack on the way, but an enemy can strike you there'],
      ['provokes', 'Getting there provokes an opportunity attack'],
    ],
    good: ['safe'],
    phrase: (t, one) => (one ? 'is safe' : 'are safe'),
  },
  flank: {
    parts: ['flanking'],
    target: true,
    marks: [
      ['flanks', 'You flank {t} there with an ally'],
      ['no-flank', 'You do not flank {t} there'],
    ],
    good: ['flanks'],
    phrase: (t, one) => `${one ? 'flanks' : 'flank'} ${t}`,
  },
  cover: {
    parts: ['cover'],
    target: true,
    marks: [
      ['total', '{t} cannot target you there: total cover'],
      ['three-quarters-disadvantage', 'Three-quarters cover from {t}, and {t} attacks you with disadvantage'],
      ['three-quarters', 'Three-quarters cover from {t}'],
      ['half', 'Half cover from {t}'],
      ['none', 'No cover from {t}'],
    ],
    good: ['total', 'three-quarters-disadvantage', 'three-quarters', 'half'],
    phrase: (t, one) => `${one ? 'gives' : 'give'} cover from ${t}`,
  },
  reach: {
    parts: ['range'],
    target: true,
    marks: [
      ['in-reach', '{t} is within your reach there'],
      ['out-of-reach', '{t} is out of your reach there'],
    ],
    good: ['in-reach'],
    phrase: (t, one) => `${one ? 'has' : 'have'} ${t} within reach`,
  },
};

/**
 * The parts of the places query a mode asks for.
 * @type {typeof import('./index.js').placesParts}
 */
export function placesParts(mode) {
  const m = placeMode(mode);
  return m ? [...MODES[m].parts] : [];
}

/**
 * The places request for a mode, or a shim error annotation when the mode is unknown or needs a
 * target that was not given. `spent`/`diagonals`: the turn so far; `moveMode`: walk, fly … for every step.
 * @type {typeof import('./index.js').placesRequest}
 */
export function placesRequest(id, { mode = 'safe', target, band, spent, diagonals, from, moveMode } = {}) {
  const known = placeMode(mode);
  const m = known && MODES[known];
  const bad = (/** @type {string} */ message, /** @type {string} */ path) => ({
    error: shimError('bad-places', message, path),
  });
  if (!m) return bad(`Unknown way to show the places "${mode}": one of ${PLACE_MODES.join(', ')}.`, '$.mode');
  if (m.target && (typeof target !== 'string' || target === ''))
    return bad(`Showing where you ${m.phrase('a creature')} needs that creature chosen.`, '$.target');
  if (m.target && target === id)
    return bad(`Showing where you ${m.phrase('a creature')} needs another creature than the one moving.`, '$.target');
  /** @type {Record<string, unknown>} */
  const request = { query: 'places', creature: id, parts: m.parts };
  if (m.target) request.target = target;
  if (band !== undefined) request.band = band;
  if (spent !== undefined) request.spent = spent;
  if (diagonals !== undefined) request.diagonals = diagonals;
  if (from) request.from = from;
  if (moveMode) request.mode = moveMode;
  return { request };
}

// Each place's mark under a mode, from the answer's arrays (the mode asked for them: placesParts).
/** @type {Record<PlaceMode, (r: PlacesResult, i: number) => string>} */
const markOf = {
  safe: (r, i) => (r.provokers?.[i]?.length ? 'provokes' : r.threats?.[i]?.length ? 'threatened' : 'safe'),
  flank: (r, i) => (r.flanking?.[i]?.length ? 'flanks' : 'no-flank'),
  cover: (r, i) => r.coverFromTarget?.[i] ?? 'none',
  reach: (r, i) => (r.inReach?.[i] ? 'in-reach' : 'out-of-reach'),
};

/**
 * A places result → what a surface draws: per place its cell, the turn's total in feet, its band
 * class (as annotateReachable), its mark and whether it qualifies for the mode, and the names of the
 * creatures each part lists; a legend (the marks present, best first, in words, with counts) and a
 * summary line. A mode whose rule the ruleset lacks has `unavailable` (the engine's sentence) and no
 * marks.
 * @param {unknown} answer  the `places` query's result
 * @param {{mode?: string, bands?: import('./index.js').BandInfo[], name?: (id: string) => string}} [options]
 *   the ruleset's bands (rulesets query) and the display names
 * @returns {Omit<import('./index.js').PlacesAnnotation, 'result' | 'request'>} (Session adds the answer)
 */
export function annotatePlaces(answer, { mode = 'safe', bands = [], name = (id) => id } = {}) {
  // The engine's places answer (typed `unknown` for the surfaces that pass it on as JSON).
  const result = /** @type {PlacesResult} */ (answer);
  const known = placeMode(mode) ?? 'safe';
  const m = MODES[known];
  const targetName = result.target !== undefined ? name(result.target) : undefined;
  const words = (/** @type {string} */ text) => text.split('{t}').join(targetName ?? 'the target');
  const notIn = /** @type {Record<string, string | undefined>} */ (result.notInRuleset ?? {});
  const missing = m.parts.find((p) => notIn[p] !== undefined);
  const unavailable = missing ? notIn[missing] : undefined;
  const spent = result.spentBefore.feet;
  const names = (/** @type {string[] | undefined} */ list) => (list ?? []).map(name);
  /** @type {Map<string, number>} */
  const counts = new Map();
  /** @type {PlacesPlace[]} */
  const places = [];
  for (let i = 0; i < result.count; i++) {
    const bandName = result.bands[result.band[i]] ?? null;
    const mark = unavailable ? null : markOf[known](result, i);
    if (mark) counts.set(mark, (counts.get(mark) ?? 0) + 1);
    /** @type {PlacesPlace} */
    const place = {
      cell: [result.cells[2 * i], result.cells[2 * i + 1]],
      total: spent + result.costs[i] * result.cellFeet,
      bandName,
      band: bandClass(bandName, bands),
      mark,
      qualifies: mark !== null && m.good.includes(mark),
    };
    if (result.provokers) place.provokers = names(result.provokers[i]);
    if (result.threats) place.threats = names(result.threats[i]);
    if (result.flanking) place.flanking = names(result.flanking[i]);
    if (result.coverFromTarget) place.cover = result.coverFromTarget[i];
    if (result.range) place.range = result.range[i] * result.cellFeet;
    places.push(place);
  }
  const legend = m.marks
    .filter(([mark]) => counts.has(mark))
    .map(([mark, label]) => ({ mark, label: words(label), count: counts.get(mark) ?? 0 }));
  const good = places.filter((p) => p.qualifies).length;
  /** @type {Omit<import('./index.js').PlacesAnnotation, 'result' | 'request'>} */
  const annotation = {
    kind: 'places',
    mode: known,
    status: result.status,
    places,
    legend,
    summary: unavailable
      ? unavailable
      : `${good} of ${places.length} ${places.length === 1 ? 'place' : 'places'} ${m.phrase(targetName, good === 1)}`,
  };
  if (result.target !== undefined) {
    annotation.target = result.target;
    annotation.targetName = targetName;
  }
  if (unavailable) annotation.unavailable = unavailable;
  return annotation;
}

/**
 * The creatures a mode may weigh `id`'s places against: every other creature of the session, with its
 * display name and side (a surface's target list).
 * @param {any} session a Session
 * @param {string | null} id
 * @returns {Array<{id: string, name: string, side: string | undefined}>}
 */
export function placesTargets(session, id) {
  return session
    .creatures()
    .filter((/** @type {any} */ c) => c.id !== id)
    .map((/** @type {any} */ c) => ({ id: c.id, name: session.name(c.id), side: c.side }));
}

/**
 * The creature `id`'s places are weighed against: `chosen` when it is another creature of the scene,
 * else the first of another side than the mover's (an enemy to flank or hide from), else any other;
 * null when there is none. One rule for every surface that offers the modes.
 * @param {any} session a Session
 * @param {string} id
 * @param {string | null} [chosen]
 * @returns {string | null}
 */
export function placesTarget(session, id, chosen = null) {
  const others = placesTargets(session, id);
  if (others.some((c) => c.id === chosen)) return /** @type {string} */ (chosen);
  const side = session.creature(id)?.side;
  return (others.find((c) => c.side !== side) ?? others[0])?.id ?? null;
}
