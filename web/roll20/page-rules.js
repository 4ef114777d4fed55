// The rules a Roll20 page is priced by, for the extension and the Mod alike: the GM's ruleset, else
// the one the page's ruler counts like (rulesetForDiagonal), with the table's house rules over it
// (web/shim/house-rules.js), and the lines the GM reads about them: how the page's ruler setting was
// read, the GM's rules counting diagonals otherwise than the ruler, kept house rules left out.
import { rulesetForDiagonal } from './roll20.js';
import { rulesForTable, knobsOf } from '../shim/house-rules.js';
import { shimError } from '../shim/annotate.js';

/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */

/**
 * @param {import('../lib/index.js').Footwork} footwork a loaded engine
 * @param {{diagonaltype?: string, cellFeet?: number, chosen?: import('../lib/index.js').RulesetId | null, rules?: object,
 *   hex?: boolean, chooser?: string}} page
 *   the page's ruler setting and cell size, the ruleset picked (null: the ruler's), the kept house
 *   rules; whether the page's cells are hexes, where no step is diagonal and the ruler's diagonal
 *   counting is not said; whose choice the rules are (shim/host-rules.js rulerDisagreement)
 * @returns {{ruleset: import('../lib/index.js').RulesetSpec, own: import('../lib/index.js').RulesetSpec, problems: ErrorAnnotation[]}} the
 *   rules to load, the rules without the house rules, and the lines for the GM (the shim's error shape)
 */
export function roll20PageRules(footwork, { diagonaltype, cellFeet = 5, chosen = null, rules, hex = false, chooser }) {
  const picked = rulesetForDiagonal(diagonaltype, cellFeet);
  const own = chosen ?? picked.ruleset;
  const r = rulesForTable({
    knobs: knobsOf(footwork),
    own,
    rules,
    host: 'roll20',
    setting: diagonaltype,
    chosen: !!chosen,
    chooser,
  });
  /** @type {ErrorAnnotation[]} */
  const problems = [];
  if (picked.note && !chosen && !hex) problems.push(shimError('ruleset', picked.note, '$.page.diagonaltype'));
  if (r.note && !hex) problems.push(shimError('ruleset', r.note, '$.page.diagonaltype'));
  // The kept house rules' own problems (shim/house-rules.js checkHouseRules), their paths in the rules.
  for (const p of r.problems) problems.push({ ...p, path: p.path.replace(/^\$/, '$.rules') });
  return { ruleset: r.ruleset, own, problems };
}
