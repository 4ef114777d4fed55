// House rules in the Roll20 extension (docs/extension.md, "House rules"): what the panel draws of the
// campaign's kept changes over the page's rules (web/roll20/page-rules.js lays them over). The words, the check against the engine's knob list and the ruler note are the shared
// file's (web/shim/house-rules.js); this file only gives the app and the panel their parts.
import { knobsOf, rulesetsOf, baseOf, houseRuleEntries, rulesInWords } from '../shim/house-rules.js';

/**
 * What the panel draws: the base, the rules a table may change on it, the kept changes, the rules in
 * words (on the page's `grid`: a hex page has no diagonals to count).
 * @param {import('../lib/index.js').Footwork} footwork
 * @param {{own: import('../lib/index.js').RulesetSpec, ruleset: import('../lib/index.js').RulesetSpec, rules: Record<string, unknown>,
 *   grid: import('../shim/index.js').Grid | null}} rules
 */
export function houseView(footwork, { own, ruleset, rules, grid }) {
  const base = baseOf(own);
  if (!base) return null;
  return {
    base,
    own: typeof own === 'object' ? own : {},
    entries: houseRuleEntries(knobsOf(footwork), base, rulesetsOf(footwork)),
    changes: rules,
    words: rulesInWords(ruleset, grid ?? undefined),
  };
}
