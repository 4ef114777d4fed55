// House rules, shared by every surface (docs/rules/variants.md, "House rules on each surface"): the
// engine's knob list (`rulesets` query with `knobs: true`) turned into choices in people's words,
// a table's changes read back against that list, the variant they make with a base, the effective
// rules said in words, and the one line when they count diagonals otherwise than the host's ruler.
// The Roll20 extension's panel, the Mod's `!footwork rule` and Owlbear's room settings only draw
// what this file gives; none of them names a knob the engine's way to a user.
import { rulerDisagreement, DIAGONAL_WORDS } from './host-rules.js';
import { ruleLabel, ruleValueWords } from './words.js';
import { shimError } from './annotate.js';

/** @typedef {import('./index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../lib/index.js').RulesetSpec} RulesetSpec */
/** A knob of the engine's list (the `rulesets` query with `knobs: true`). */
/** @typedef {NonNullable<import('../lib/index.js').RulesetsResult['knobs']>[number]} Knob */
/** A value a house rule takes: a choice, a flag or a count. */
/** @typedef {string | number | boolean} RuleValue */
/**
 * One rule a table may change, in people's words (houseRuleEntries).
 * @typedef {{key: string, label: string, choices: Array<{value: RuleValue, words: string}>,
 *   baseValue: unknown, baseWords: string, text?: string}} HouseRuleEntry
 */
/**
 * A table's changes as kept: the variant's fields without `base`, read from storage, a link or a room
 * (so any JSON until checkHouseRules has read it).
 * @typedef {{[rule: string]: unknown, bands?: {[band: string]: unknown}}} HouseRuleChanges
 */

/** @param {Knob['values'] | undefined} values @returns {RuleValue[]} */
const enumerate = (values) => {
  if (Array.isArray(values)) return values;
  if (!values || !Number.isInteger(values.min) || !Number.isInteger(values.max)) return [];
  const { min, max } = values;
  return max - min <= 100 ? Array.from({ length: max - min + 1 }, (_, i) => min + i) : [];
};

/**
 * The rules a table may change on `base` (a built-in's id), in the engine's order, each as
 * `{key, label, choices: [{value, words}], baseValue, baseWords, text?}`: `key` is the knob's name,
 * or `bands.<band>` for one band (its multiplier; a fixed band, a step or a shift, its squares);
 * `text` is the sentence of the base's text that sets it. `knobs` is the `rulesets` query's `knobs`
 * (with `"knobs": true`), `rulesets` its list, which says which bands are fixed (without it every
 * band reads as times the speed). A base that is no built-in gives no choices.
 * @param {Knob[] | null | undefined} knobs @param {string | undefined} base
 * @param {Array<{id: string, bands?: Array<{name: string, squares?: number}>}>} [rulesets]
 * @returns {HouseRuleEntry[]}
 */
export function houseRuleEntries(knobs, base, rulesets = []) {
  const info = (Array.isArray(rulesets) ? rulesets : []).find((r) => r.id === base);
  const fixed = new Set((info?.bands ?? []).filter((b) => b.squares !== undefined).map((b) => b.name));
  /** @type {HouseRuleEntry[]} */
  const out = [];
  if (base === undefined) return out;
  for (const k of Array.isArray(knobs) ? knobs : []) {
    const b = k?.builtins?.[base];
    if (!b) continue;
    const text = b.text ? { text: b.text } : {};
    if (k.name === 'bands') {
      for (const [band, n] of Object.entries(b.value ?? {})) {
        /** @type {(v: unknown) => string} */
        const said = fixed.has(band) ? (v) => `${v}` : (v) => `×${v}`;
        out.push({
          key: `bands.${band}`,
          label: `${ruleLabel(band)}: ${fixed.has(band) ? 'squares' : 'times the speed'}`,
          choices: enumerate(k.values).map((v) => ({ value: v, words: said(v) })),
          baseValue: n,
          baseWords: said(n),
          ...text,
        });
      }
      continue;
    }
    out.push({
      key: k.name,
      label: ruleLabel(k.name),
      choices: enumerate(k.values).map((v) => ({ value: v, words: ruleValueWords(k.name, v) })),
      baseValue: b.value,
      baseWords: ruleValueWords(k.name, b.value),
      ...text,
    });
  }
  return out;
}

/**
 * The value a choice's text means for an entry: an engine value, its words, or its number in the list
 * (1-based) → `{value}`, or `{problem}` saying the choices (code 'bad-choice', path `$.<rule>`).
 * @param {HouseRuleEntry} entry @param {unknown} text
 * @returns {{value: RuleValue, problem?: undefined} | {problem: ErrorAnnotation, value?: undefined}}
 */
export function readChoice(entry, text) {
  const t = String(text ?? '')
    .trim()
    .toLowerCase();
  for (const c of entry.choices) if (String(c.value).toLowerCase() === t) return { value: c.value };
  if (typeof entry.choices[0]?.value === 'boolean') {
    if (['yes', 'on', 'y'].includes(t)) return { value: true };
    if (['no', 'off', 'n'].includes(t)) return { value: false };
  }
  for (const c of entry.choices) if (c.words.toLowerCase() === t) return { value: c.value };
  if (typeof entry.choices[0]?.value === 'string' && /^\d+$/.test(t)) {
    const c = entry.choices[Number(t) - 1];
    if (c) return { value: c.value };
  }
  return {
    problem: shimError(
      'bad-choice',
      `“${String(text ?? '').slice(0, 40)}” is no choice for “${entry.label}”: ${entry.choices
        .map((c, i) => (typeof c.value === 'string' ? `${i + 1} (${c.words})` : c.words))
        .join(', ')}.`,
      `$.${entry.key}`,
    ),
  };
}

/** @type {(v: unknown) => v is {[k: string]: unknown}} */
const isPlain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Bounds on house rules read from a link, storage or a room (issue 41: a 333 kB link with 100,000
 * unknown rules took 9.2 s, about 2 GB and 100,005 note lines, one carrying a 1 MB name). The engine
 * has a few dozen rules a table may change, each named in a word or two: past `entries` the rest are
 * not read, a name past `nameChars` is not looked up, and after `said` sentences the others are
 * counted in one.
 */
export const HOUSE_RULE_LIMITS = Object.freeze({ entries: 64, nameChars: 64, said: 3 });

/**
 * A table's changes as kept (the variant's fields without `base`: `{diagonal: 'one', bands: {dash:
 * 3}}`), read against the knob list for `base`: `{changes, problems}`, where `changes` keeps only
 * what the engine takes, and what is left out is said: one problem each for the first
 * HOUSE_RULE_LIMITS.said, one for the rest. Each problem is the shim's error shape (shimError), its
 * path the rule's within the kept changes ("$.bands.dash").
 * @param {Knob[] | null | undefined} knobs @param {string | undefined} base @param {unknown} stored
 * @returns {{changes: HouseRuleChanges, problems: ErrorAnnotation[]}}
 */
export function checkHouseRules(knobs, base, stored) {
  /** @type {ErrorAnnotation[]} */
  const problems = [];
  /** @type {HouseRuleChanges} */
  const changes = {};
  if (stored === undefined || stored === null) return { changes, problems };
  if (!isPlain(stored))
    return {
      changes,
      problems: [shimError('bad-house-rules', 'The house rules kept are not a list of rules; none are used.')],
    };
  const entries = new Map(houseRuleEntries(knobs, base).map((e) => [e.key, e]));
  // At most `entries` rules are read, bands counted one by one; the loops stop there, so a record
  // of a million keys costs no more than one of 64.
  /** @type {Array<[string, unknown]>} */
  const flat = [];
  let unread = 0;
  let read = 0; // top-level keys read
  for (const k in stored) {
    if (flat.length >= HOUSE_RULE_LIMITS.entries) {
      unread += Object.keys(stored).length - read;
      break;
    }
    read += 1;
    const v = stored[k];
    if (k === 'bands' && isPlain(v)) {
      let bands = 0;
      for (const band in v) {
        if (flat.length >= HOUSE_RULE_LIMITS.entries) {
          unread += Object.keys(v).length - bands;
          break;
        }
        bands += 1;
        flat.push([`bands.${band}`, v[band]]);
      }
    } else flat.push([k, v]);
  }
  let left = 0;
  /** @param {ErrorAnnotation} problem */
  const leftOut = (problem) => (problems.length < HOUSE_RULE_LIMITS.said ? problems.push(problem) : (left += 1));
  for (const [key, v] of flat) {
    const short = key.length <= HOUSE_RULE_LIMITS.nameChars;
    const e = short ? entries.get(key) : undefined;
    if (!e) {
      leftOut(
        shimError(
          'unknown-house-rule',
          short
            ? `${base} has no rule “${ruleLabel(key.replace(/^bands\./, ''))}”; that house rule is not used.`
            : `${base} has no rule with a name ${key.length} characters long; that house rule is not used.`,
          // a name too long to look up is too long to repeat in a path as well
          short ? `$.${key}` : '$',
        ),
      );
      continue;
    }
    if (!e.choices.some((c) => c.value === v)) {
      leftOut(
        shimError(
          'bad-house-rule',
          `The house rule “${e.label}” was set to something it does not take; ${base}’s is used.`,
          `$.${key}`,
        ),
      );
      continue;
    }
    // A value equal to the base's is kept: over a host's counting (sw5e counted one square a
    // diagonal on a Roll20 "D&D 5E/4E" page) it is a real change back to the text.
    setChange(changes, key, v);
  }
  if (left + unread > 0)
    problems.push(
      shimError(
        'house-rules-left-out',
        `${left + unread} more house rule${left + unread === 1 ? ' is' : 's are'} not used${unread ? ` (at most ${HOUSE_RULE_LIMITS.entries} are read)` : ''}.`,
      ),
    );
  return { changes, problems };
}

/**
 * Sets (or, with `undefined`, clears) one change in a changes object; returns the object.
 * @param {HouseRuleChanges} changes @param {string} key @param {unknown} value @returns {HouseRuleChanges}
 */
export function setChange(changes, key, value) {
  if (key.startsWith('bands.')) {
    const band = key.slice(6);
    /** @type {{[band: string]: unknown}} */
    const bands = { ...(changes.bands ?? {}) };
    if (value === undefined) delete bands[band];
    else bands[band] = value;
    if (Object.keys(bands).length) changes.bands = bands;
    else delete changes.bands;
  } else if (value === undefined) delete changes[key];
  else changes[key] = value;
  return changes;
}

/** The value a changes object gives an entry, or undefined where the base's stands. @param {unknown} changes @param {string} key */
export function changeOf(changes, key) {
  if (!isPlain(changes)) return undefined;
  if (!key.startsWith('bands.')) return changes[key];
  const bands = changes.bands;
  return isPlain(bands) ? bands[key.slice(6)] : undefined;
}

/**
 * The rules to price with: `ruleset` (an id, or the host mapping's variant such as `{base: 'sw5e',
 * diagonal: 'one'}`) with the table's `changes` over it; the id alone when nothing changes. The
 * engine writes variants the same way (docs/protocol.md, "Rulesets and variants"). Both come from
 * storage or a host's mapping, so either may be any JSON; what is no plain object adds nothing.
 * @param {RulesetSpec | {base?: unknown} | string | null | undefined} ruleset @param {unknown} changes
 * @returns {RulesetSpec}
 */
export function withHouseRules(ruleset, changes) {
  const base = baseOf(ruleset);
  /** @type {{[k: string]: unknown}} */
  const over = isPlain(ruleset) ? { ...ruleset } : { base };
  for (const [k, v] of Object.entries(isPlain(changes) ? changes : {})) {
    if (k === 'base') continue;
    over[k] = k === 'bands' ? { ...(isPlain(over.bands) ? over.bands : {}), ...(isPlain(v) ? v : {}) } : v;
  }
  // The engine checks the variant (a base it does not know, a knob's value): it is its to refuse.
  return /** @type {RulesetSpec} */ (Object.keys(over).length === 1 ? base : over);
}

/** How many rules a changes object changes (each band its own). @param {unknown} changes @returns {number} */
export const houseRuleCount = (changes) =>
  isPlain(changes)
    ? Object.entries(changes).reduce((n, [k, v]) => n + (k === 'bands' && isPlain(v) ? Object.keys(v).length : 1), 0)
    : 0;

/** Whether a changes object changes anything. @param {unknown} changes */
export const hasHouseRules = (changes) => isPlain(changes) && Object.keys(changes).length > 0;

/**
 * The effective rules in words, where a surface shows its ruleset: "sw5e", "sw5e, counting every
 * diagonal as 1 square" (as the host mapping names a ruler's counting), or with house rules: "sw5e,
 * counting every diagonal as 1 square; house rules: flyers ignore difficult terrain: yes; dash ×3".
 * On a hex grid (`grid.type` 'hex') a step is into one of six neighbours and no step is diagonal
 * (docs/rules/hex.md), so the diagonal counting is not said there.
 * @param {unknown} ruleset an id or a variant, as kept @param {{type?: string} | null} [grid]
 * @returns {string}
 */
export function rulesInWords(ruleset, grid) {
  if (!isPlain(ruleset)) return typeof ruleset === 'string' ? ruleset : '';
  const hex = grid?.type === 'hex';
  const parts = [];
  for (const [k, v] of Object.entries(ruleset)) {
    if (k === 'base' || k === 'diagonal') continue;
    if (k === 'bands' && isPlain(v)) {
      for (const [band, n] of Object.entries(v)) parts.push(`${band} ×${n}`);
      continue;
    }
    const label = ruleLabel(k).toLowerCase();
    parts.push(typeof v === 'boolean' ? `${label}: ${ruleValueWords(k, v)}` : `${label} ${ruleValueWords(k, v)}`);
  }
  const counting = ruleset.diagonal;
  const diagonal =
    typeof counting === 'string' && counting && !hex
      ? `, counting ${DIAGONAL_WORDS[/** @type {keyof DIAGONAL_WORDS} */ (counting)] ?? ruleValueWords('diagonal', counting)}`
      : '';
  return `${ruleset.base}${diagonal}${parts.length ? `; house rules: ${parts.join('; ')}` : ''}`;
}

/** @type {WeakMap<import('../lib/index.js').Footwork, import('../lib/index.js').RulesetInfo[]>} */
const rulesetTables = new WeakMap(); // engine → its `rulesets` table, asked once

/**
 * The engine's `rulesets` table (every built-in ruleset's id, title, bands, sizes …), asked once per
 * engine: what a surface lists and checks a ruleset id against, asked through the shim (a Session
 * reads the same table, `Session.rulesets`). Read it, never change it.
 * @param {import('../lib/index.js').Footwork} footwork @returns {import('../lib/index.js').RulesetInfo[]}
 */
export function rulesetsOf(footwork) {
  let table = rulesetTables.get(footwork);
  if (!table) rulesetTables.set(footwork, (table = footwork.rulesets()));
  return table;
}

/** @type {WeakMap<import('../lib/index.js').Footwork, Knob[] | undefined>} */
const knobLists = new WeakMap(); // engine → its `rulesets` query's knobs, asked once

/** The engine's knob list (the `rulesets` query with `knobs: true`), asked once per engine. @param {import('../lib/index.js').Footwork} footwork */
export function knobsOf(footwork) {
  if (!knobLists.has(footwork)) knobLists.set(footwork, footwork.query({ query: 'rulesets', knobs: true }).knobs);
  return knobLists.get(footwork);
}

/**
 * A ruleset's base id: the id itself, or a variant's `base` (undefined when it has none).
 * @param {unknown} ruleset @returns {string | undefined}
 */
export const baseOf = (ruleset) =>
  typeof ruleset === 'string'
    ? ruleset
    : isPlain(ruleset) && typeof ruleset.base === 'string'
      ? ruleset.base
      : undefined;

/**
 * A page's or a room's rules: `own` (the GM's ruleset, else the host mapping's) with the table's
 * kept `rules` over it. Returns `{ruleset, note, problems}`: `note` is the one line when the GM's
 * choice (`chosen`: a ruleset picked) or a house rule counts diagonals otherwise than the host's
 * ruler (`host`, `setting` as host-rules.js names them), else ''; `problems` a sentence for each
 * kept rule this base does not take (checkHouseRules). `chooser`: whose choice the note says it is
 * (rulerDisagreement).
 * @param {{knobs: Knob[] | null | undefined, own: RulesetSpec | string, rules: unknown, host?: string,
 *   setting?: string, chosen?: boolean, chooser?: string}} o
 * @returns {{ruleset: RulesetSpec, note: string, problems: ErrorAnnotation[]}}
 */
export function rulesForTable({ knobs, own, rules, host, setting, chosen = false, chooser }) {
  const { changes, problems } = checkHouseRules(knobs, baseOf(own), rules);
  const ruleset = withHouseRules(own, changes);
  const note = chosen || hasHouseRules(changes) ? rulerDisagreement({ host, setting, ruleset, chooser }) : '';
  return { ruleset, note, problems };
}
