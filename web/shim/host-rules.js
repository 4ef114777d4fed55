// The one mapping from a host's ruler to Footwork's rules (docs/rules/variants.md, "On each host"):
// what the VTT's measurement setting counts for a diagonal, and the ruleset that counts alike, so the
// cost Footwork gives and the ruler the players see never disagree in silence. Every surface (the
// Roll20 extension and Mod through web/roll20, the Owlbear extension) asks here, so the same setting
// means the same rules everywhere.

/**
 * Each host's measurement settings: how the ruler counts a diagonal (the engine's `diagonal` knob
 * value, or `euclidean`, which no knob prices exactly) and the ruleset its label names or its table
 * most often plays. Roll20: page `diagonaltype` (../shared/notes/roll20.md: "foure" = "D&D 5E/4E", a
 * diagonal costs 1; "threefive" = "Pathfinder/3.5E", 1.5 rounded down, i.e. 5, 15, 20, 30 ft;
 * "pythagorean" = Euclidean; "manhattan": a diagonal costs 2). Owlbear: the grid's measurement
 * (../shared/notes/owlbear.md: CHEBYSHEV, ALTERNATING, EUCLIDEAN, MANHATTAN), whose labels name no
 * game, so each plays the 5e family.
 * @type {Readonly<Record<string, Readonly<Record<string, {diagonal: string, base: string, label: string}>>>>}
 */
export const HOST_RULERS = Object.freeze({
  roll20: Object.freeze({
    foure: { diagonal: 'one', base: 'sw5e', label: 'D&D 5E/4E' },
    threefive: { diagonal: 'alternating', base: 'dnd35', label: 'Pathfinder/3.5E' },
    manhattan: { diagonal: 'manhattan', base: 'sw5e', label: 'Manhattan' },
    pythagorean: { diagonal: 'euclidean', base: 'sw5e', label: 'Pythagorean' },
  }),
  owlbear: Object.freeze({
    CHEBYSHEV: { diagonal: 'one', base: 'sw5e', label: 'Chebyshev' },
    ALTERNATING: { diagonal: 'alternating', base: 'sw5e', label: 'Alternating' },
    MANHATTAN: { diagonal: 'manhattan', base: 'sw5e', label: 'Manhattan' },
    EUCLIDEAN: { diagonal: 'euclidean', base: 'sw5e', label: 'Euclidean' },
  }),
});

// How each built-in's text counts diagonals (the engine's `rulesets` query, `diagonal`; the texts'
// sentences are in docs/rules/variants.md). Only which variant to ask for depends on it.
/** @typedef {import('../lib/index.js').RulesetId} RulesetId */
/** @type {Readonly<Record<string, string>>} */
const TEXT_DIAGONAL = Object.freeze({
  '5e-fine': 'alternating',
  sw5e: 'alternating',
  dnd35: 'alternating',
  'd20-3.0': 'alternating',
  '4e': 'one',
});

// People's words for a diagonal rule, in the status line and the notes.
/** @type {Readonly<Record<string, string>>} */
export const DIAGONAL_WORDS = Object.freeze({
  one: 'every diagonal as 1 square',
  alternating: 'diagonals 1-2-1',
  'alternating-from-two': 'diagonals 2-1-2',
  manhattan: 'every diagonal as 2 squares',
  euclidean: 'diagonals as straight-line distance',
});

/** The ruler's diagonal counting for a host's setting, or undefined for a setting it does not know. */
export function rulerOf(/** @type {string | undefined} */ host, /** @type {string | undefined} */ setting) {
  if (host === undefined || setting === undefined || !Object.hasOwn(HOST_RULERS, host)) return undefined;
  const rulers = HOST_RULERS[host];
  return Object.hasOwn(rulers, setting) ? rulers[setting] : undefined;
}

/**
 * The rules for a page or a room: `base` (a built-in id; default: what the setting's label names,
 * and `5e-fine` on 1.25-ft squares, the only text on that grid) counted as the ruler counts. Returns
 * `{ruleset, note?}`: `ruleset` is the id when the base's text already counts as the ruler does,
 * else the variant `{base, diagonal}` the engine takes wherever it takes an id; `note` is one line
 * for the status when the ruler cannot be matched (Euclidean, or a setting this file does not know).
 * @param {{host?: string, setting?: string, cellFeet?: number, base?: string}} [options]
 * @returns {{ruleset: import('../lib/index.js').RulesetSpec, note?: string}} (a base the engine does
 *   not know is the engine's to refuse, in its words)
 */
export function rulesForRuler({ host, setting, cellFeet = 5, base } = {}) {
  const ruler = rulerOf(host, setting);
  // (a base the engine does not know is its to refuse, in its words)
  const chosen = /** @type {RulesetId} */ (cellFeet === 1.25 && !base ? '5e-fine' : (base ?? ruler?.base ?? 'sw5e'));
  if (!ruler)
    return {
      ruleset: chosen,
      note: `The ruler setting "${setting}" is not one Footwork knows; it counts by ${chosen}'s text.`,
    };
  if (ruler.diagonal === 'euclidean')
    return {
      ruleset: chosen,
      note: `The ruler measures diagonals as straight lines (${ruler.label}), which no grid rule prices exactly; Footwork counts ${DIAGONAL_WORDS[TEXT_DIAGONAL[chosen]]} (${chosen}), the GM may choose another rule.`,
    };
  if (TEXT_DIAGONAL[chosen] === ruler.diagonal) return { ruleset: chosen };
  return {
    ruleset: /** @type {import('../lib/index.js').RulesetVariant} */ ({ base: chosen, diagonal: ruler.diagonal }),
  };
}

/**
 * The diagonal rule a ruleset (an id or a variant `{base, diagonal?}`, as kept: any value) counts by.
 * @param {unknown} ruleset @returns {string | undefined}
 */
export function diagonalOf(ruleset) {
  const text = (/** @type {unknown} */ id) =>
    typeof id === 'string' && Object.hasOwn(TEXT_DIAGONAL, id) ? TEXT_DIAGONAL[id] : undefined;
  if (typeof ruleset === 'string') return text(ruleset);
  if (!ruleset || typeof ruleset !== 'object') return undefined;
  const { diagonal, base } = /** @type {{diagonal?: unknown, base?: unknown}} */ (ruleset);
  return typeof diagonal === 'string' ? diagonal : text(base);
}

/**
 * One line for the status when the rules picked count diagonals otherwise than the ruler the
 * players see ('' when they agree or the setting is unknown), so the difference is never silent.
 * `chooser` says whose choice it is, as the reader is addressed: "the GM" where the GM's choice
 * holds for the table (the Mod, an Owlbear room), "you" where each person picks in their own panel
 * (the Roll20 extension).
 * @param {{host?: string, setting?: string, ruleset: unknown, chooser?: string}} o
 */
export function rulerDisagreement({ host, setting, ruleset, chooser = 'the GM' }) {
  const ruler = rulerOf(host, setting);
  const counted = diagonalOf(ruleset);
  if (!ruler || !counted || ruler.diagonal === counted) return '';
  const name = typeof ruleset === 'string' ? ruleset : /** @type {{base?: unknown}} */ (ruleset).base;
  return `The ruler (${ruler.label}) counts ${DIAGONAL_WORDS[ruler.diagonal]}; Footwork counts ${DIAGONAL_WORDS[counted]} (${name}), as ${chooser} chose.`;
}

/**
 * A ruleset as a status line names it: "dnd35", or "sw5e, counting every diagonal as 1 square".
 * @param {unknown} ruleset an id or a variant, as kept @returns {string}
 */
export function rulesLabel(ruleset) {
  if (typeof ruleset !== 'object' || ruleset === null) return typeof ruleset === 'string' ? ruleset : '';
  const { base, diagonal, ...others } = /** @type {{base?: unknown, diagonal?: unknown}} */ (ruleset);
  const parts = [base];
  if (typeof diagonal === 'string' && diagonal)
    parts.push(`counting ${Object.hasOwn(DIAGONAL_WORDS, diagonal) ? DIAGONAL_WORDS[diagonal] : diagonal}`);
  if (Object.keys(others).length) parts.push(`house rules: ${Object.keys(others).join(', ')}`);
  return parts.join(', ');
}
