// House rules in Owlbear's room settings (docs/owlbear.md, "House rules"): the GM changes any rule the
// engine lists for the room's base, kept in the room's metadata with the other settings, so every
// player's background page prices by the same rules; a change starts the turn again (the room's turn
// counter moves on, as "New turn" does). Players see the form, disabled. The words and the form are
// the shared ones (web/shim/house-rules.js, house-rules-form.js).
import { houseRuleEntries, baseOf, setChange, houseRuleCount } from '../../shim/house-rules.js';
import { houseRulesForm } from '../../shim/house-rules-form.js';

let drawn = '';

/**
 * Draws the form into `box` from the background's status (`knobs`, `ruleset`, `ownRuleset`) and the
 * room's settings; `save(change)` writes the room's settings. Drawn again only when what it shows
 * changed and none of its selects has the focus.
 * @param {HTMLElement} box @param {HTMLElement} title
 * @param {{status: {ownRuleset?: import('../../lib/index.js').RulesetSpec | null, knobs?: any[] | null} | null,
 *   settings: import('./scene-map.js').Settings, gm: boolean,
 *   save: (change: Partial<import('./scene-map.js').Settings>) => unknown}} view
 */
export function drawHouseRules(box, title, { status, settings, gm, save }) {
  const own = status?.ownRuleset;
  const base = baseOf(own);
  const rules = settings.rules ?? {};
  const n = houseRuleCount(rules);
  title.textContent = n ? `House rules (${n} changed)` : 'House rules';
  const key = JSON.stringify([base, own, rules, gm, (status?.knobs ?? []).length]);
  if (key === drawn || box.contains(document.activeElement)) return;
  drawn = key;
  if (!base || !status?.knobs) {
    box.textContent = 'The rules show once the scene is priced.';
    return;
  }
  box.replaceChildren(
    houseRulesForm(document, {
      entries: houseRuleEntries(status.knobs, base),
      changes: rules,
      own: own && typeof own === 'object' ? own : {},
      base,
      disabled: !gm,
      onChange: (/** @type {string} */ k, /** @type {unknown} */ v) =>
        save({ rules: setChange({ ...rules }, k, v), turn: settings.turn + 1 }),
    }),
  );
}
