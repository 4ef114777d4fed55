// House rules, shared by every surface (docs/rules/variants.md, "House rules on each surface"): the
// engine's knob list (`rulesets` query with `knobs: true`) turned into choices in people's words,
// a table's changes read back against that list, the variant they make with a base, the effective
// rules said in words, and the one line when they count diagonals otherwise than the host's ruler.
// The Roll20 extension's panel, the Mod's `!footwork rule` and Owlbear's room settings only draw
// what this file gives; none of them names a knob the engine's way to a user.
import { rulerDisagreement, DIAGONAL_WORDS } from './host-rules.js';

// Each knob in words: `label` says what the rule is about, `values` each choice. Booleans read
// "yes"/"no" after their label. A knob an engine adds later and this table lacks is named from its
// own name in plain words (unknownLabel), never shown as it is spelt in the protocol.
const KNOB_WORDS = Object.freeze({
  diagonal: {
    label: 'Diagonals count',
    values: {
      alternating: '1, 2, 1, 2 squares (the second diagonal counts double)',
      one: 'every diagonal 1 square',
      'alternating-from-two': '2, 1, 2, 1 squares',
      manhattan: 'every diagonal 2 squares',
    },
  },
  hamper: {
    label: 'Difficult terrain costs',
    values: {
      'extra-per-foot': '1 extra foot a foot (once, whatever makes it difficult)',
      doubling: 'double (and double again for each thing more)',
      'extra-square': '1 extra square, however difficult',
    },
  },
  difficultDiagonalCountsThree: { label: 'A diagonal into difficult terrain counts 3 squares' },
  footprint: {
    label: 'A larger creature pays for terrain',
    values: { entered: 'in the squares it enters', occupied: 'in every square it occupies' },
  },
  lowEdgeIsExtraCrossing: { label: 'Crossing a low wall costs on top of the square' },
  flyingIgnoresDifficult: { label: 'Flyers ignore difficult terrain' },
  incorporealIgnoresDifficult: { label: 'Incorporeal creatures ignore difficult terrain' },
  creatureSpaceIsDifficult: { label: 'Another creature’s space is difficult terrain' },
  crawlCostsExtra: { label: 'Crawling costs 1 extra foot a foot' },
  climbSwimCostExtra: { label: 'Climbing and swimming cost 1 extra foot a foot' },
  differentSpeeds: { label: 'Switching speeds subtracts the distance already moved' },
  standUpCostsHalfSpeed: { label: 'Standing up costs half the speed' },
  standUpProvokes: { label: 'Standing up provokes opportunity attacks' },
  allyPass: { label: 'Moving through an ally’s space is allowed' },
  hostilePassSizeSteps: {
    label: 'Moving through an enemy’s space needs a size difference of',
    number: (n) => (n === 0 ? 'none (always allowed)' : n >= 9 ? 'never allowed' : `${n} size${n === 1 ? '' : 's'}`),
  },
  hostilePassIfHelpless: { label: 'Moving through a helpless enemy’s space is allowed' },
  hostilePassIfUnaware: { label: 'Moving through the space of a creature unaware of you is allowed' },
  verySmallEnterOccupied: { label: 'Tiny and smaller creatures may enter occupied squares' },
  verySmallEnterProvokes: { label: 'A tiny creature entering an occupied square provokes' },
  endInAlly: {
    label: 'A move may end in an ally’s space',
    values: {
      never: 'never',
      'if-prone': 'if the ally is prone',
      'if-helpless': 'if it is helpless',
      always: 'always',
    },
  },
  endInEnemy: {
    label: 'A move may end in an enemy’s space',
    values: {
      never: 'never',
      'if-prone': 'if the enemy is prone',
      'if-helpless': 'if it is helpless',
      always: 'always',
    },
  },
  tinyEndsInLarger: { label: 'A tiny creature may end in a larger creature’s space' },
  provoke: {
    label: 'An opportunity attack comes from',
    values: {
      'leave-reach': 'leaving an enemy’s reach',
      'leave-threatened': 'any move out of a square an enemy threatens',
      'leave-adjacent': 'leaving a square next to an enemy',
    },
  },
  enterEnemySpaceProvokes: { label: 'Entering an enemy’s space provokes' },
  tenFootReachCoversDiagonal: { label: '10-ft reach covers the second diagonal square' },
  squeezes: { label: 'Creatures may squeeze' },
  squeezeSizeSteps: {
    label: 'Squeezing fits a space smaller by',
    number: (n) => `${n} size${n === 1 ? '' : 's'}`,
  },
  squeezeHalfWidth: { label: 'Squeezing fits a space half as wide' },
  squeezePastOpponents: { label: 'Creatures may squeeze past enemies' },
  flyersFall: { label: 'A flyer knocked prone falls' },
});

const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
// "someNewKnob" → "Some new knob": a name the table above lacks, in words.
const unknownLabel = (name) =>
  capital(
    String(name)
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[-_]/g, ' ')
      .toLowerCase(),
  );

/** A value of a knob in words (`yes`, `no`, `every diagonal 1 square`, `×3` …). */
export function valueWords(key, value) {
  if (key.startsWith('bands.')) return `${value}`;
  const w = KNOB_WORDS[key];
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return w?.number ? w.number(value) : String(value);
  return w?.values?.[value] ?? unknownLabel(value).toLowerCase();
}

const enumerate = (values) =>
  Array.isArray(values)
    ? values
    : Number.isInteger(values?.min) && Number.isInteger(values?.max) && values.max - values.min <= 100
      ? Array.from({ length: values.max - values.min + 1 }, (_, i) => values.min + i)
      : [];

/**
 * The rules a table may change on `base` (a built-in's id), in the engine's order, each as
 * `{key, label, choices: [{value, words}], baseValue, baseWords, text?}`: `key` is the knob's name,
 * or `bands.<band>` for one band's multiplier (a fixed band: its squares); `text` is the sentence of
 * the base's text that sets it. `knobs` is the `rulesets` query's `knobs` (with `"knobs": true`).
 * A base that is no built-in gives no choices.
 */
export function houseRuleChoices(knobs, base) {
  const out = [];
  for (const k of Array.isArray(knobs) ? knobs : []) {
    const b = k?.builtins?.[base];
    if (!b) continue;
    if (k.name === 'bands') {
      for (const [band, n] of Object.entries(b.value ?? {}))
        out.push({
          key: `bands.${band}`,
          label: `${capital(band)}: times the speed`,
          choices: enumerate(k.values).map((v) => ({ value: v, words: `×${v}` })),
          baseValue: n,
          baseWords: `×${n}`,
          ...(b.text ? { text: b.text } : {}),
        });
      continue;
    }
    out.push({
      key: k.name,
      label: KNOB_WORDS[k.name]?.label ?? unknownLabel(k.name),
      choices: enumerate(k.values).map((v) => ({ value: v, words: valueWords(k.name, v) })),
      baseValue: b.value,
      baseWords: valueWords(k.name, b.value),
      ...(b.text ? { text: b.text } : {}),
    });
  }
  return out;
}

// Fixed bands count squares, not times the speed: their words differ (a 5-ft step is 1 square).
function bandLabelFix(entries, rulesetInfo) {
  const fixed = new Set((rulesetInfo?.bands ?? []).filter((b) => b.squares !== undefined).map((b) => b.name));
  for (const e of entries)
    if (e.key.startsWith('bands.') && fixed.has(e.key.slice(6))) {
      e.label = `${capital(e.key.slice(6))}: squares`;
      e.choices = e.choices.map((c) => ({ value: c.value, words: `${c.value}` }));
      e.baseWords = `${e.baseValue}`;
    }
  return entries;
}

/** houseRuleChoices with fixed bands (a step, a shift) said in squares: `rulesets` is the query's list. */
export function houseRuleEntries(knobs, base, rulesets = []) {
  return bandLabelFix(
    houseRuleChoices(knobs, base),
    (Array.isArray(rulesets) ? rulesets : []).find((r) => r.id === base),
  );
}

/** The value a choice's text means for an entry: an engine value, its words, or its number in the list (1-based). */
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
    problem: `“${String(text ?? '').slice(0, 40)}” is no choice for “${entry.label}”: ${entry.choices
      .map((c, i) => (typeof c.value === 'string' ? `${i + 1} (${c.words})` : c.words))
      .join(', ')}.`,
  };
}

const isPlain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A table's changes as kept (the variant's fields without `base`: `{diagonal: 'one', bands: {dash:
 * 3}}`), read against the knob list for `base`: `{changes, problems}`, where `changes` keeps only
 * what the engine takes, and each thing left out is one sentence.
 */
export function checkHouseRules(knobs, base, stored) {
  const problems = [];
  const changes = {};
  if (stored === undefined || stored === null) return { changes, problems };
  if (!isPlain(stored)) return { changes, problems: ['The house rules kept are not a list of rules; none are used.'] };
  const entries = new Map(houseRuleChoices(knobs, base).map((e) => [e.key, e]));
  const flat = [];
  for (const [k, v] of Object.entries(stored)) {
    if (k === 'bands' && isPlain(v)) for (const [band, n] of Object.entries(v)) flat.push([`bands.${band}`, n]);
    else flat.push([k, v]);
  }
  for (const [key, v] of flat) {
    const e = entries.get(key);
    const name = KNOB_WORDS[key]?.label ?? unknownLabel(key.replace(/^bands\./, ''));
    if (!e) {
      problems.push(`${base} has no rule “${name}”; that house rule is not used.`);
      continue;
    }
    if (!e.choices.some((c) => c.value === v)) {
      problems.push(`The house rule “${e.label}” was set to something it does not take; ${base}’s is used.`);
      continue;
    }
    // A value equal to the base's is kept: over a host's counting (sw5e counted one square a
    // diagonal on a Roll20 "D&D 5E/4E" page) it is a real change back to the text.
    setChange(changes, key, v);
  }
  return { changes, problems };
}

/** Sets (or, with `undefined`, clears) one change in a changes object; returns the object. */
export function setChange(changes, key, value) {
  if (key.startsWith('bands.')) {
    const band = key.slice(6);
    const bands = { ...(changes.bands ?? {}) };
    if (value === undefined) delete bands[band];
    else bands[band] = value;
    if (Object.keys(bands).length) changes.bands = bands;
    else delete changes.bands;
  } else if (value === undefined) delete changes[key];
  else changes[key] = value;
  return changes;
}

/** The value a changes object gives an entry, or undefined where the base's stands. */
export function changeOf(changes, key) {
  if (!isPlain(changes)) return undefined;
  return key.startsWith('bands.') ? changes.bands?.[key.slice(6)] : changes[key];
}

/**
 * The rules to price with: `ruleset` (an id, or the host mapping's variant such as `{base: 'sw5e',
 * diagonal: 'one'}`) with the table's `changes` over it; the id alone when nothing changes. The
 * engine writes variants the same way (docs/protocol.md, "Rulesets and variants").
 */
export function withHouseRules(ruleset, changes) {
  const base = typeof ruleset === 'string' ? ruleset : ruleset?.base;
  const over = isPlain(ruleset) ? { ...ruleset } : { base };
  for (const [k, v] of Object.entries(isPlain(changes) ? changes : {})) {
    if (k === 'base') continue;
    over[k] = k === 'bands' ? { ...(over.bands ?? {}), ...v } : v;
  }
  return Object.keys(over).length === 1 ? base : over;
}

/** Whether a changes object changes anything. */
export const hasHouseRules = (changes) => isPlain(changes) && Object.keys(changes).length > 0;

/**
 * The effective rules in words, where a surface shows its ruleset: "sw5e", "sw5e, counting every
 * diagonal as 1 square" (as the host mapping names a ruler's counting), or with house rules: "sw5e,
 * counting every diagonal as 1 square; house rules: flyers ignore difficult terrain: yes; dash ×3".
 */
export function rulesInWords(ruleset) {
  if (!isPlain(ruleset)) return ruleset ?? '';
  const parts = [];
  for (const [k, v] of Object.entries(ruleset)) {
    if (k === 'base' || k === 'diagonal') continue;
    if (k === 'bands' && isPlain(v)) {
      for (const [band, n] of Object.entries(v)) parts.push(`${band} ×${n}`);
      continue;
    }
    const label = (KNOB_WORDS[k]?.label ?? unknownLabel(k)).toLowerCase();
    parts.push(typeof v === 'boolean' ? `${label}: ${v ? 'yes' : 'no'}` : `${label} ${valueWords(k, v)}`);
  }
  const diagonal = ruleset.diagonal
    ? `, counting ${DIAGONAL_WORDS[ruleset.diagonal] ?? valueWords('diagonal', ruleset.diagonal)}`
    : '';
  return `${ruleset.base}${diagonal}${parts.length ? `; house rules: ${parts.join('; ')}` : ''}`;
}

/**
 * The one line a surface shows when the effective rules count diagonals otherwise than the host's
 * ruler ('' when they agree, or the setting is unknown): web/shim/host-rules.js knows each ruler.
 */
export function rulerNote({ host, setting, ruleset }) {
  return rulerDisagreement({ host, setting, ruleset });
}

const knobLists = new WeakMap(); // engine → its `rulesets` query's knobs, asked once

/** The engine's knob list (the `rulesets` query with `knobs: true`), asked once per engine. */
export function knobsOf(footwork) {
  if (!knobLists.has(footwork)) knobLists.set(footwork, footwork.query({ query: 'rulesets', knobs: true }).knobs);
  return knobLists.get(footwork);
}

/** A ruleset's base id: the id itself, or a variant's `base`. */
export const baseOf = (ruleset) => (typeof ruleset === 'string' ? ruleset : ruleset?.base);

/**
 * A page's or a room's rules: `own` (the GM's ruleset, else the host mapping's) with the table's
 * kept `rules` over it. Returns `{ruleset, note, problems}`: `note` is the one line when the GM's
 * choice (`chosen`: a ruleset picked) or a house rule counts diagonals otherwise than the host's
 * ruler (`host`, `setting` as host-rules.js names them), else ''; `problems` a sentence for each
 * kept rule this base does not take.
 */
export function rulesForTable({ knobs, own, rules, host, setting, chosen = false }) {
  const { changes, problems } = checkHouseRules(knobs, baseOf(own), rules);
  const ruleset = withHouseRules(own, changes);
  const note = chosen || hasHouseRules(changes) ? rulerNote({ host, setting, ruleset }) : '';
  return { ruleset, note, problems };
}
