// Roll20 status markers → the protocol's creature conditions. A token's `statusmarkers` is "a
// comma-separated list, `name@N` for numbered markers" (roll20.md, "Objects"; Roll20/roll20-api-scripts
// `.types/index.d.ts`); a custom token-marker set writes its markers as `name::id` (TokenMod's
// `statusmarkers` handling). Which marker means which condition is the table's convention, so the
// caller passes a map; a marker whose own name is a condition ("prone", "Grappled") needs no entry.
// Plain data in, plain data out: shared by the Mod script and the browser extension.

import { CONDITIONS } from '../shim/conditions.js';

export { CONDITIONS };

/** @typedef {import('../shim/conditions.js').Condition} Condition */
/** @type {Set<string>} */
const KNOWN = new Set(CONDITIONS);
/** @param {string} c @returns {c is Condition} */
const isCondition = (c) => KNOWN.has(c);

/**
 * The longest `statusmarkers` text read (docs/limits.md): Roll20's markers are short names, a token
 * with every one of its 55 default markers writes under 1,000 characters. What lies past it is not read.
 */
export const MAX_STATUSMARKERS_CHARS = 10000;

/** A marker or condition name in one spelling: lower case, spaces and underscores as hyphens. @param {unknown} name */
export function markerKey(name) {
  return String(name ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/**
 * "red,prone@2,Grappled::4711,,dead" → [{name: "red"}, {name: "prone", count: 2}, {name: "grappled",
 * tag: "Grappled::4711"}, {name: "dead"}]: names in markerKey spelling, the number of `@N` when there
 * is one, the raw tag of a custom marker.
 * @param {unknown} text a token's `statusmarkers` (any host value: only text is read)
 * @returns {Array<{name: string, count?: number, tag?: string}>}
 */
export function parseStatusmarkers(text) {
  if (typeof text !== 'string') return [];
  /** @type {Array<{name: string, count?: number, tag?: string}>} */
  const out = [];
  for (const raw of text.slice(0, MAX_STATUSMARKERS_CHARS).split(',')) {
    const tag = raw.trim();
    if (!tag) continue;
    const at = /^(.*?)@(\d+)$/.exec(tag);
    const base = at ? at[1] : tag;
    const name = markerKey(base.split('::')[0]);
    if (!name) continue;
    /** @type {{name: string, count?: number, tag?: string}} */
    const m = { name };
    if (at) m.count = Number(at[2]);
    if (base.includes('::')) m.tag = tag;
    out.push(m);
  }
  return out;
}

/**
 * The conditions a token's markers give: a marker named like a condition, or one the `map`
 * ({marker: condition}, both in any spelling) names. Unknown conditions in the map are returned in
 * `unknown` (for the caller to report), never passed to the engine.
 * @param {unknown} text @param {Record<string, unknown> | null} [map]
 * @returns {{conditions: Condition[], unknown: string[]}}
 */
export function conditionsFromMarkers(text, map = {}) {
  const table = new Map(Object.entries(map ?? {}).map(([k, v]) => [markerKey(k), markerKey(v)]));
  /** @type {Set<Condition>} */
  const conditions = new Set();
  /** @type {Set<string>} */
  const unknown = new Set();
  for (const { name } of parseStatusmarkers(text)) {
    const c = table.get(name) ?? (KNOWN.has(name) ? name : undefined);
    if (c === undefined) continue;
    if (isCondition(c)) conditions.add(c);
    else unknown.add(c);
  }
  return { conditions: [...conditions], unknown: [...unknown] };
}
