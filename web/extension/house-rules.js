// House rules in the Roll20 extension (docs/extension.md, "House rules"): the campaign's kept changes
// laid over the page's rules (the GM's ruleset, else the page ruler's), and what the panel draws of
// them. The words, the check against the engine's knob list and the ruler note are the shared
// file's (web/shim/house-rules.js); this file only gives the app and the panel their parts.
import { knobsOf, baseOf, rulesForTable, houseRuleEntries, rulesInWords } from '../shim/house-rules.js';

/**
 * The rules for a page: `chosen` (the GM's ruleset id or null), `picked` (rulesetForDiagonal's
 * answer for the page), the kept `rules`, the page's `setting` (diagonaltype). Returns
 * `{ruleset, own, problems}`: the rules to load, the rules without the table's changes, and the
 * lines for the panel (the ruler's note, the GM's choice counting otherwise, rules left out).
 */
export function pageRules(footwork, { chosen, picked, rules, setting }) {
  const known = footwork.rulesets().some((r) => r.id === chosen);
  const own = chosen && known ? chosen : picked.ruleset;
  const r = rulesForTable({
    knobs: knobsOf(footwork),
    own,
    rules,
    host: 'roll20',
    setting,
    chosen: !!(chosen && known),
  });
  const problems = [];
  if (picked.note && !(chosen && known)) problems.push({ code: 'ruleset', message: picked.note });
  if (r.note) problems.push({ code: 'ruleset', message: r.note });
  for (const message of r.problems) problems.push({ code: 'house-rule', message });
  return { ruleset: r.ruleset, own, problems };
}

/** What the panel draws: the base, the rules a table may change on it, the kept changes, the rules in words. */
export function houseView(footwork, { own, ruleset, rules }) {
  const base = baseOf(own);
  if (!base) return null;
  return {
    base,
    own: typeof own === 'object' ? own : {},
    entries: houseRuleEntries(knobsOf(footwork), base, footwork.rulesets()),
    changes: rules,
    words: rulesInWords(ruleset),
  };
}
