// The Mod script's settings and turn records in Roll20's `state`: "The properties of the state object
// will persist between game sessions … The same state object is also shared between all Mod (API)
// scripts in a campaign, so it is highly recommended to keep your footprint … as small as possible"
// and "the state is serialized with JSON" (help centre, API: Function documentation). So everything
// lives under one key, `state.FootworkMod`, in plain JSON, with a version number; a record from an
// older version is migrated, fields that are missing or wrong are set back to their defaults and
// each one is reported (what, where, what it became), never thrown.

import { CONDITIONS } from '../roll20/markers.js';
import { MAX_SPEED_FEET } from '../roll20/speeds.js';
import { shimError } from '../shim/index.js';
import { shorten } from './chat-text.js';

/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */

/**
 * The GM's settings (docs/roll20-mod.md, "Settings"), as `state` keeps them.
 * @typedef {object} Settings
 * @property {import('../lib/index.js').RulesetId | null} ruleset null: from each page's ruler (diagonaltype); else a ruleset id for every page
 * @property {boolean} enforce an illegal move sends the token back to its last legal position
 * @property {string} track 'combat': price moves while the turn order has entries; 'always': every move
 * @property {string | null} band null: the ruleset's second band (dash or double); else a band name
 * @property {{source: string, attribute: string, fixed: number}} speed where speeds come from (SPEED_SOURCES)
 * @property {Record<string, string>} markers status marker → condition, beside markers named like a condition
 * @property {Record<string, string>} props token id → its name when marked: tokens on the objects layer the GM
 *   said are no creature (`!footwork prop`)
 * @property {Record<string, boolean | number | string | Record<string, number>>} rules house rules: the
 *   variant's changes over each page's ruleset
 *   (house-rules.js; web/shim/house-rules.js reads and checks them)
 */

/**
 * A token's movement this turn kept for a restart of the sandbox.
 * @typedef {{feet: number, diagonals: number, drags: number, page: string}} SpentRecord
 */

/**
 * The script's record under state.FootworkMod.
 * @typedef {{version: number, settings: Settings, turns: {key: string, spent: Record<string, SpentRecord>}}} ModRecord
 */

export const STATE_KEY = 'FootworkMod';
export const STATE_VERSION = 1;

export const SPEED_SOURCES = ['bar1', 'bar2', 'bar3', 'attribute', 'fixed'];
export const TRACK_MODES = ['combat', 'always'];

// The documented values of the settings a GM types (docs/roll20-mod.md, "Settings"), one rule each,
// used by the commands and by the check of what `state` holds: anything else is refused in words,
// never kept (a setting is quoted back to every player in !footwork status).
/** A status marker's name as markers.js spells it: letters, digits, ".", "_", "-"; at most 40. */
export const MARKER_NAME = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,39}$/u;
/** A character attribute's name (Roll20's are like "speed", "npc_speed"): letters, digits, " ", ".", "_", "-"; at most 60. */
export const ATTRIBUTE_NAME = /^[\p{L}\p{N}_][\p{L}\p{N}_ .-]{0,59}$/u;
/** A fixed speed: feet, 0 to MAX_SPEED_FEET (web/roll20/speeds.js: the fastest speed any surface reads). @param {unknown} n @returns {n is number} */
export const validFixedSpeed = (n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= MAX_SPEED_FEET;
/**
 * A band: one the engine's rulesets name (`rulesets` query: bands[].name), as they spell it.
 * @param {unknown} name @param {string[]} bandNames @returns {name is string}
 */
export const validBand = (name, bandNames) => typeof name === 'string' && bandNames.includes(name);

/** A fresh copy of the defaults. @returns {Settings} */
export function defaultSettings() {
  return {
    ruleset: null, // null: from each page's ruler (diagonaltype); else a ruleset id for every page
    enforce: false, // an illegal move sends the token back to its last legal position
    track: 'combat', // 'combat': price moves while the turn order has entries; 'always': every move
    band: null, // null: the ruleset's second band (dash or double); else a band name
    speed: { source: 'attribute', attribute: 'speed', fixed: 30 },
    markers: {}, // status marker → condition, beside markers named like a condition
    rules: {}, // house rules: the variant's changes over each page's ruleset (house-rules.js)
    props: {}, // token id → name: tokens the GM said are no creature (!footwork prop)
  };
}

/** Tokens marked as no creature (`!footwork prop`) kept at most. */
export const MAX_PROPS = 500;

/** House rules read from state at most (the engine's knobs and bands are a few dozen). */
export const MAX_HOUSE_RULES = 64;

/** @param {unknown} v @returns {v is Record<string, any>} a record of JSON (its values as arbitrary as state's) */
const isPlain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/** @param {unknown} v */
const describe = (v) => (v === undefined ? 'nothing' : shorten(JSON.stringify(v) ?? String(v)));

/**
 * A problem with what state holds, in the shim's one shape (source 'mod'): `path` where in state
 * (state.FootworkMod.settings.track), `code` what kind ('bad-setting', 'bad-state', 'state-version',
 * 'too-many-house-rules'), the message the GM reads.
 * @param {string} code @param {string} path @param {string} message
 */
const stateProblem = (code, path, message) => shimError(code, message, path, 'mod');

/**
 * Checks settings read from state: returns {settings, problems}. Every bad field gets its default
 * back and one problem (an error annotation, source 'mod', code 'bad-setting').
 * @param {unknown} raw what state holds @param {string[]} rulesetIds @param {string[]} [bandNames]
 * @returns {{settings: Settings, problems: ErrorAnnotation[]}}
 */
export function checkSettings(raw, rulesetIds, bandNames = []) {
  const d = defaultSettings();
  /** @type {ErrorAnnotation[]} */
  const problems = [];
  /** @param {string} path @param {unknown} got @param {unknown} fix */
  const bad = (path, got, fix) =>
    problems.push(
      stateProblem(
        'bad-setting',
        `state.${STATE_KEY}.settings.${path}`,
        `state.${STATE_KEY}.settings.${path} was ${describe(got)}; set back to ${describe(fix)}.`,
      ),
    );
  if (!isPlain(raw)) {
    if (raw !== undefined)
      problems.push(
        stateProblem(
          'bad-setting',
          `state.${STATE_KEY}.settings`,
          `state.${STATE_KEY}.settings was ${describe(raw)}; the defaults are used.`,
        ),
      );
    return { settings: d, problems };
  }
  const s = defaultSettings();
  if (raw.ruleset === null || raw.ruleset === undefined) s.ruleset = null;
  // One of the engine's ruleset ids (its `rulesets` query), the protocol's RulesetId.
  else if (typeof raw.ruleset === 'string' && rulesetIds.includes(raw.ruleset))
    s.ruleset = /** @type {import('../lib/index.js').RulesetId} */ (raw.ruleset);
  else bad('ruleset', raw.ruleset, null);
  if (typeof raw.enforce === 'boolean') s.enforce = raw.enforce;
  else if (raw.enforce !== undefined) bad('enforce', raw.enforce, d.enforce);
  if (TRACK_MODES.includes(raw.track)) s.track = raw.track;
  else if (raw.track !== undefined) bad('track', raw.track, d.track);
  if (raw.band === null || raw.band === undefined) s.band = null;
  else if (validBand(raw.band, bandNames)) s.band = raw.band;
  else bad('band', raw.band, null);
  if (isPlain(raw.speed)) {
    const sp = raw.speed;
    if (SPEED_SOURCES.includes(sp.source)) s.speed.source = sp.source;
    else if (sp.source !== undefined) bad('speed.source', sp.source, d.speed.source);
    if (typeof sp.attribute === 'string' && ATTRIBUTE_NAME.test(sp.attribute)) s.speed.attribute = sp.attribute;
    else if (sp.attribute !== undefined) bad('speed.attribute', sp.attribute, d.speed.attribute);
    if (validFixedSpeed(sp.fixed)) s.speed.fixed = sp.fixed;
    else if (sp.fixed !== undefined) bad('speed.fixed', sp.fixed, d.speed.fixed);
  } else if (raw.speed !== undefined) bad('speed', raw.speed, d.speed);
  if (isPlain(raw.markers)) {
    for (const [k, v] of Object.entries(raw.markers)) {
      if (MARKER_NAME.test(k) && typeof v === 'string' && CONDITIONS.includes(v)) s.markers[k] = v;
      else bad(`markers.${shorten(k)}`, v, undefined);
    }
  } else if (raw.markers !== undefined) bad('markers', raw.markers, {});
  if (isPlain(raw.props)) {
    for (const [k, v] of Object.entries(raw.props).slice(0, MAX_PROPS)) {
      if (k.length > 0 && k.length <= 100 && typeof v === 'string') s.props[k] = shorten(v);
      else bad(`props.${shorten(k)}`, v, undefined);
    }
  } else if (raw.props !== undefined) bad('props', raw.props, {});
  // House rules are read here for their shape only; each page checks them against the engine's
  // knob list for its base (house-rules.js pageRules), which says what it leaves out.
  if (isPlain(raw.rules)) {
    // Bounded in count: the engine has a few dozen rules a table may change, so a record of
    // thousands is not one this script wrote; the rest are left out in one line, not one each.
    const entries = Object.entries(raw.rules);
    if (entries.length > MAX_HOUSE_RULES)
      problems.push(
        stateProblem(
          'too-many-house-rules',
          `state.${STATE_KEY}.settings.rules`,
          `state.${STATE_KEY}.settings.rules held ${entries.length} house rules; the first ${MAX_HOUSE_RULES} are read, the rest left out.`,
        ),
      );
    for (const [k, v] of entries.slice(0, MAX_HOUSE_RULES)) {
      /** @param {unknown} x */
      const scalar = (x) => typeof x === 'boolean' || Number.isInteger(x) || (typeof x === 'string' && x.length <= 64);
      const ok =
        k.length <= 64 &&
        (k === 'bands'
          ? isPlain(v) &&
            Object.keys(v).length <= MAX_HOUSE_RULES &&
            Object.entries(v).every(([b, n]) => b.length <= 64 && Number.isInteger(n))
          : scalar(v));
      if (ok) s.rules[k] = v;
      else bad(`rules.${shorten(k)}`, v, undefined);
    }
  } else if (raw.rules !== undefined) bad('rules', raw.rules, {});
  return { settings: s, problems };
}

// Migrations, oldest first: MIGRATIONS[n] turns a version-n record into version n + 1. None yet:
// version 1 is the first; a later version that changes the record's shape adds its step here.
/** @type {Record<number, (record: Record<string, any>) => Record<string, any>>} */
const MIGRATIONS = {};

/**
 * The script's record in state, checked and migrated in place: returns {record, problems, notes}.
 * `record` is the live object under state.FootworkMod (so later writes persist).
 * @param {Record<string, unknown>} state Roll20's `state` (every script's) @param {string[]} rulesetIds
 * @param {string[]} [bandNames]
 * @returns {{record: ModRecord, problems: ErrorAnnotation[], notes: string[]}}
 */
export function openState(state, rulesetIds, bandNames = []) {
  /** @type {ErrorAnnotation[]} */
  const problems = [];
  /** @type {string[]} */
  const notes = [];
  const held = state[STATE_KEY];
  /** @type {Record<string, any>} */
  let r;
  if (isPlain(held)) r = held;
  else {
    if (held !== undefined)
      problems.push(
        stateProblem('bad-state', `state.${STATE_KEY}`, `state.${STATE_KEY} was ${describe(held)}; started afresh.`),
      );
    r = { version: STATE_VERSION };
  }
  /** @type {unknown} */
  const read = r.version;
  let version = 1;
  if (typeof read !== 'number' || !Number.isInteger(read) || read < 1)
    problems.push(
      stateProblem(
        'state-version',
        `state.${STATE_KEY}.version`,
        `state.${STATE_KEY}.version was ${describe(read)}; read as version 1.`,
      ),
    );
  else version = read;
  if (version > STATE_VERSION) {
    problems.push(
      stateProblem(
        'state-version',
        `state.${STATE_KEY}.version`,
        `state.${STATE_KEY} is version ${version}, newer than this script (${STATE_VERSION}); its settings are read as version ${STATE_VERSION}.`,
      ),
    );
    version = STATE_VERSION;
  }
  while (version < STATE_VERSION) {
    r = MIGRATIONS[version](r);
    notes.push(`settings migrated from version ${version} to ${version + 1}`);
    version += 1;
  }
  const { settings, problems: p } = checkSettings(r.settings, rulesetIds, bandNames);
  problems.push(...p);
  const turns = isPlain(r.turns) ? r.turns : {};
  const record = {
    version: STATE_VERSION,
    settings,
    turns: {
      key: typeof turns.key === 'string' ? turns.key : '',
      spent: isPlain(turns.spent) ? cleanSpent(turns.spent) : {},
    },
  };
  state[STATE_KEY] = record;
  return { record, problems, notes };
}

/**
 * The movement records kept for a restart: {tokenId: {feet, diagonals, drags, page}} with numbers ≥ 0.
 * @param {Record<string, unknown>} spent @returns {Record<string, SpentRecord>}
 */
function cleanSpent(spent) {
  /** @type {Record<string, SpentRecord>} */
  const out = {};
  for (const [id, v] of Object.entries(spent)) {
    if (!isPlain(v)) continue;
    /** @param {unknown} x */
    const n = (x) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0);
    out[id] = {
      feet: n(v.feet),
      diagonals: Math.floor(n(v.diagonals)),
      drags: Math.floor(n(v.drags)),
      page: String(v.page ?? ''),
    };
  }
  return out;
}
