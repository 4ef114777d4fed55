// The panel's status-marker mapping (docs/extension.md, "Conditions"), on top of web/roll20/markers.js
// (shared with the Mod script): which of Roll20's own markers read as a condition unless the user says
// otherwise, and the mapping as the user types it ("red=prone, sleepy=unconscious"). A marker whose
// own name is a condition needs no entry (markers.js).
import { CONDITIONS, markerKey } from '../roll20/markers.js';
import { shimError } from '../shim/index.js';

// Where the mapping's problems point: the panel's field (settings.js keeps it per campaign as `markers`).
const PATH = '$.markers';
/** @param {string} code @param {string} message */
const problem = (code, message) => shimError(code, message, PATH, 'extension');

/** Roll20's own markers read as conditions by default, as their pictures suggest. */
export const DEFAULT_MARKER_MAP = Object.freeze({
  sleepy: 'unconscious',
  'fishing-net': 'restrained',
  grab: 'grappled',
});

// The mapping's text is bounded, and read in linear time (split at the first "="): a pattern with two
// lazy groups and \s* took time growing with the square of a long run of spaces (issue 29).
export const MAX_MAPPING_CHARS = 10000;

/**
 * "red=prone, blue = grappled" → {map, problems}; an unknown condition is named and left out. Each
 * problem is the shim's one shape (shimError, source 'extension').
 * @param {unknown} text
 * @returns {{map: Record<string, string>, problems: import('../shim/index.js').ErrorAnnotation[]}}
 */
export function parseMarkerMapping(text) {
  /** @type {Record<string, string>} */
  const map = Object.create(null); // a marker named "constructor" or "__proto__" is just a name
  /** @type {import('../shim/index.js').ErrorAnnotation[]} */
  const problems = [];
  let all = String(text ?? '');
  if (all.length > MAX_MAPPING_CHARS) {
    problems.push(
      problem(
        'mapping-too-long',
        `the mapping has ${all.length.toLocaleString('en')} characters; only the first ${MAX_MAPPING_CHARS.toLocaleString('en')} are read`,
      ),
    );
    all = all.slice(0, MAX_MAPPING_CHARS);
  }
  for (const part of all.split(/[,;\n]/)) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    const marker = at < 0 ? '' : part.slice(0, at).trim();
    const name = at < 0 ? '' : part.slice(at + 1).trim();
    if (!marker || !name || name.includes('=')) {
      problems.push(problem('not-marker-condition', `"${shorten(part.trim())}" is not marker=condition`));
      continue;
    }
    const condition = markerKey(name);
    if (!CONDITIONS.includes(condition))
      problems.push(
        problem('unknown-condition', `"${shorten(name)}" is no condition (one of ${CONDITIONS.join(', ')})`),
      );
    else map[markerKey(marker)] = condition;
  }
  return { map, problems };
}

/** A mapping kept in storage (anything) → the entries that are a marker and a known condition. */
/** @param {unknown} stored @returns {Record<string, string> | null} */
export function readStoredMapping(stored) {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return null;
  /** @type {Record<string, string>} */
  const map = Object.create(null);
  for (const [k, v] of Object.entries(stored).slice(0, 1000))
    if (k.length <= 100 && typeof v === 'string' && CONDITIONS.includes(v)) map[k] = v;
  return map;
}

const shorten = (/** @type {string} */ t) => (t.length > 60 ? t.slice(0, 59) + '…' : t);

/** @param {Record<string, string>} map */
export function formatMarkerMapping(map) {
  return Object.entries(map)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
}
