// The page's saved state read back from localStorage: every setting is parsed against the values the
// page documents (docs/calculator.md, "Errors, keeping and sharing"); a value that is not one of them
// falls back to the default and is named in a line, so a bad save never stops the page (issue 29).
// Pure: no DOM, no storage; the scene itself is the engine's to judge (main.js).

/** The documented values of each choice the page keeps (the page's own controls offer exactly these). */
/** @type {Readonly<Record<string, string[]>>} */
export const CHOICES = Object.freeze({
  tool: ['path', 'terrain', 'wall', 'creature', 'ask'],
  wallKind: ['wall', 'door-closed', 'door-open', 'low', 'window', 'none'],
  jsonWhich: ['move', 'reachable', 'path', 'ask'],
  mode: ['', 'walk', 'fly', 'swim', 'climb', 'burrow', 'crawl'],
  show: ['', 'safe', 'flank', 'cover', 'reach'],
});
// What a bad saved value falls back to, in words, where "it is “<default>” again" would not say it
// (an empty default, a text with no fixed values).
/** @type {Record<string, string>} */
const FALLBACK = {
  mode: 'the mode is “auto” again',
  show: 'the area shows the costs again',
  mover: 'the first creature moves',
  band: 'the ruleset’s default is used',
  target: 'the first enemy is asked about',
};
const FLAGS = ['showReach', 'showBest', 'jsonScene'];
// Path items the page writes: a cell [x, y], or one of the protocol's two actions.
const ACTIONS = ['stand', 'drop-prone'];
// Bounds on what a saved state may hold; the page's own saves stay far inside them (a path of a turn
// is a few hundred steps; ids and band names are short words).
export const SAVED_LIMITS = Object.freeze({ pathSteps: 10000, idChars: 200, creatures: 2000 });

// What is read here is anything JSON.parse gave: each test narrows it.
const own = (/** @type {object} */ o, /** @type {string} */ k) => Object.prototype.hasOwnProperty.call(o, k);
const isCell = (/** @type {any} */ p) =>
  Array.isArray(p) && p.length === 2 && p.every((n) => Number.isInteger(n) && n >= 0 && n <= 1000000);
const isAction = (/** @type {any} */ p) =>
  p !== null && typeof p === 'object' && !Array.isArray(p) && ACTIONS.includes(p.action) && Object.keys(p).length === 1;
const isShortText = (/** @type {unknown} */ v) => typeof v === 'string' && v.length <= SAVED_LIMITS.idChars;
const isSpent = (/** @type {any} */ v) =>
  v !== null &&
  typeof v === 'object' &&
  Number.isFinite(v.feet) &&
  v.feet >= 0 &&
  Number.isInteger(v.diagonals) &&
  v.diagonals >= 0;

// Each kept field as the page's controls name it, for the line that says a saved value was not used
// (a person reads it under the header: no key names).
/** @type {Record<string, string>} */
const FIELD_WORDS = {
  tool: 'tool',
  wallKind: 'edge',
  jsonWhich: 'JSON tab’s query',
  mode: 'mode',
  show: 'Show',
  showReach: 'Reachable area switch',
  showBest: 'Best path switch',
  jsonScene: 'scene inside the request switch',
  mover: 'mover',
  band: 'allowance',
  target: 'Show’s creature',
  brush: 'brush',
  path: 'path',
  turn: 'turn’s spending',
};

/** A short, printable rendering of a bad value for the line that names it. @param {unknown} v */
export function shown(v) {
  let text;
  try {
    text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    text = Object.prototype.toString.call(v);
  }
  return text.length > 40 ? text.slice(0, 39) + '…' : text;
}

/**
 * The saved object (anything JSON.parse gave) over `defaults` → {state, problems}: each field the
 * page knows is taken when it is one of its documented values, else the default stays and a
 * sentence says which field and what it held. Fields the page does not know are dropped silently
 * (an older page's extras); `scene` is passed on as it is, for the engine to judge.
 * @param {any} saved anything JSON.parse gave @param {import('./store.js').State} defaults
 * @returns {{state: import('./store.js').State, problems: string[]}}
 */
export function readSavedState(saved, defaults) {
  const state = { ...defaults };
  // The fields are set by name, each only after its value passed its test.
  const byName = /** @type {Record<string, any>} */ (state);
  /** @type {Record<string, any>} */
  const given = defaults;
  /** @type {string[]} */
  const problems = [];
  /** @param {string} field @param {unknown} value @param {string} kept */
  const bad = (field, value, kept) =>
    problems.push(
      `The saved ${FIELD_WORDS[field] ?? field} was ${shown(value)}, which the page does not use; ${kept}.`,
    );
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) {
    problems.push(`The saved state was ${shown(saved)}, not an object; the page starts afresh.`);
    return { state, problems };
  }
  if (own(saved, 'scene')) state.scene = saved.scene;
  for (const [field, values] of Object.entries(CHOICES)) {
    if (!own(saved, field)) continue;
    if (values.includes(saved[field])) byName[field] = saved[field];
    else bad(field, saved[field], FALLBACK[field] ?? `it is “${given[field]}” again`);
  }
  for (const field of FLAGS) {
    if (!own(saved, field)) continue;
    if (typeof saved[field] === 'boolean') byName[field] = saved[field];
    else bad(field, saved[field], `it is ${given[field] ? 'on' : 'off'} again`);
  }
  for (const field of ['mover', 'band', 'target']) {
    if (!own(saved, field)) continue;
    if (isShortText(saved[field])) byName[field] = saved[field];
    else bad(field, saved[field], FALLBACK[field]);
  }
  // The brush: a terrain's one-character key (the legend checks it is one of the ruleset's).
  if (own(saved, 'brush')) {
    if (typeof saved.brush === 'string' && [...saved.brush].length === 1) state.brush = saved.brush;
    else bad('brush', saved.brush, `the brush is “${defaults.brush}” again`);
  }
  if (own(saved, 'path')) {
    const p = saved.path;
    if (Array.isArray(p) && p.length <= SAVED_LIMITS.pathSteps && p.every((x) => isCell(x) || isAction(x)))
      state.path = p.map((/** @type {any} */ x) => (Array.isArray(x) ? [x[0], x[1]] : { action: x.action }));
    else bad('path', p, 'the path starts empty');
  }
  if (own(saved, 'turn')) {
    const t = saved.turn;
    const entries = t !== null && typeof t === 'object' && !Array.isArray(t) ? Object.entries(t) : null;
    if (entries && entries.length <= SAVED_LIMITS.creatures && entries.every(([k, v]) => isShortText(k) && isSpent(v)))
      state.turn = Object.fromEntries(
        entries.map(([k, /** @type {any} */ v]) => [k, { feet: v.feet, diagonals: v.diagonals }]),
      );
    else bad('turn', t, 'the turn starts with nothing spent');
  }
  // An older page's single Spent and Diagonals (the mover's), read by restoreTurn.
  for (const field of ['spent', 'diagonals'])
    if (own(saved, field) && ['number', 'string'].includes(typeof saved[field]) && Number(saved[field]) >= 0)
      byName[field] = Number(saved[field]);
  return { state, problems };
}
