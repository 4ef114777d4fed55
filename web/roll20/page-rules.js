// The rules a Roll20 page is priced by, for the extension and the Mod alike: the GM's ruleset, else
// the one the page's ruler counts like (rulesetForDiagonal), with the table's house rules over it
// (web/shim/house-rules.js), and the lines the GM reads about them: how the page's ruler setting was
// read, the GM's rules counting diagonals otherwise than the ruler, kept house rules left out.
import { rulesetForDiagonal } from './roll20.js';
import { rulesForTable, knobsOf } from '../shim/house-rules.js';

/**
 * @param footwork a loaded engine
 * @param {{diagonaltype?: string, cellFeet?: number, chosen?: string|null, rules?: object,
 *   hex?: boolean, chooser?: string}} page
 *   the page's ruler setting and cell size, the ruleset picked (null: the ruler's), the kept house
 *   rules; whether the page's cells are hexes, where no step is diagonal and the ruler's diagonal
 *   counting is not said; whose choice the rules are (shim/host-rules.js rulerDisagreement)
 * @returns {{ruleset: any, own: string, problems: Array<{code: string, message: string}>}} the rules to
 *   load, the rules without the house rules, and the lines for the GM
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
  const problems = [];
  if (picked.note && !chosen && !hex) problems.push({ code: 'ruleset', message: picked.note });
  if (r.note && !hex) problems.push({ code: 'ruleset', message: r.note });
  for (const message of r.problems) problems.push({ code: 'house-rule', message });
  return { ruleset: r.ruleset, own, problems };
}
