// Roll20 status markers → the protocol's conditions (docs/extension.md, "Conditions"). A token's
// `statusmarkers` is a comma-separated list, `name@N` for a numbered marker (Roll20/roll20-api-scripts
// `.types/index.d.ts`); markers of a custom set read as `name::id` (the id of the set's image).
// Roll20 has no marker named after most conditions, so the mapping is the user's: by default a
// marker whose name is a condition's means it, and a few of Roll20's own markers are read as their
// pictures suggest. Plain data in and out.

/** The conditions the protocol knows (docs/protocol.md, creature `conditions`). */
export const CONDITIONS = [
  'prone',
  'helpless',
  'unconscious',
  'stunned',
  'bound',
  'held',
  'cowering',
  'dead',
  'paralyzed',
  'incapacitated',
  'immobilized',
  'restrained',
  'grappled',
  'cannot-attack',
  'no-opportunity-actions',
  'squeezing',
  'charging',
];

/** Roll20's own markers read as conditions unless the user says otherwise. */
export const DEFAULT_MARKER_CONDITIONS = Object.freeze({
  ...Object.fromEntries(CONDITIONS.map((c) => [c, c])),
  dead: 'dead',
  sleepy: 'unconscious',
  'fishing-net': 'restrained',
  grab: 'grappled',
});

/** A marker's name as the mapping knows it: lower case, without `@N` and without a custom set's `::id`. */
export function markerName(raw) {
  return String(raw).split('@')[0].split('::')[0].trim().toLowerCase();
}

/** `statusmarkers` text → the conditions it maps to (each once, in the protocol's order). */
export function roll20Conditions(statusmarkers, mapping = DEFAULT_MARKER_CONDITIONS) {
  if (typeof statusmarkers !== 'string' || statusmarkers.trim() === '') return [];
  const found = new Set();
  for (const raw of statusmarkers.split(',')) {
    const c = mapping[markerName(raw)];
    if (CONDITIONS.includes(c)) found.add(c);
  }
  return CONDITIONS.filter((c) => found.has(c));
}

/**
 * The mapping as the user types it: "prone=prone, sleepy=unconscious, skull=dead". → {mapping,
 * problems}; an unknown condition is named in problems and left out.
 */
export function parseMarkerMapping(text) {
  const mapping = {};
  const problems = [];
  for (const part of String(text ?? '').split(/[,;\n]/)) {
    if (part.trim() === '') continue;
    const m = /^\s*([^=]+?)\s*=\s*([a-z-]+)\s*$/i.exec(part);
    if (!m) {
      problems.push(`"${part.trim()}" is not marker=condition`);
      continue;
    }
    const condition = m[2].toLowerCase();
    if (!CONDITIONS.includes(condition))
      problems.push(`"${condition}" is no condition (one of ${CONDITIONS.join(', ')})`);
    else mapping[markerName(m[1])] = condition;
  }
  return { mapping, problems };
}

export function formatMarkerMapping(mapping) {
  return Object.entries(mapping)
    .filter(([k, v]) => k !== v)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
}
