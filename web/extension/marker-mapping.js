// The panel's status-marker mapping (docs/extension.md, "Conditions"), on top of web/roll20/markers.js
// (shared with the Mod script): which of Roll20's own markers read as a condition unless the user says
// otherwise, and the mapping as the user types it ("red=prone, sleepy=unconscious"). A marker whose
// own name is a condition needs no entry (markers.js).
import { CONDITIONS, markerKey } from '../roll20/markers.js';

/** Roll20's own markers read as conditions by default, as their pictures suggest. */
export const DEFAULT_MARKER_MAP = Object.freeze({
  sleepy: 'unconscious',
  'fishing-net': 'restrained',
  grab: 'grappled',
});

/** "red=prone, blue = grappled" → {map, problems}; an unknown condition is named and left out. */
export function parseMarkerMapping(text) {
  const map = {};
  const problems = [];
  for (const part of String(text ?? '').split(/[,;\n]/)) {
    if (part.trim() === '') continue;
    const m = /^\s*([^=]+?)\s*=\s*([^=]+?)\s*$/.exec(part);
    if (!m) {
      problems.push(`"${part.trim()}" is not marker=condition`);
      continue;
    }
    const condition = markerKey(m[2]);
    if (!CONDITIONS.includes(condition)) problems.push(`"${m[2]}" is no condition (one of ${CONDITIONS.join(', ')})`);
    else map[markerKey(m[1])] = condition;
  }
  return { map, problems };
}

export function formatMarkerMapping(map) {
  return Object.entries(map)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
}
