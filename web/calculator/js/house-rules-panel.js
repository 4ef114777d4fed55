// House rules on the calculator (issue 26; docs/calculator.md, "House rules"): under the ruleset
// picker, every rule a table may change on the chosen ruleset, each with its choices in words and
// the ruleset's own marked, a count of the rules changed and Reset. The rules live where the rest of
// the page's scene lives: in the scene's `ruleset` (a variant `{base, …changes}`, docs/protocol.md
// "Rulesets and variants"), so the saved state, Export and the share link carry them, and a scene
// opened from any of them shows its rules here. A change re-prices through Session.setRuleset (a new
// turn, as a change of ruleset is). The choices, words and checks are the shared ones
// (web/shim/house-rules.js, house-rules-form.js), the same the Roll20 extension and Owlbear draw.
import {
  houseRuleEntries,
  checkHouseRules,
  setChange,
  withHouseRules,
  houseRuleCount,
  rulesInWords,
} from '../../shim/house-rules.js';
import { houseRulesForm } from '../../shim/house-rules-form.js';
import { ruleValueWords } from '../../shim/words.js';
import { encodeScene } from './share.js';
import { $, byId, status } from './dom.js';

/** @param {unknown} v @returns {v is Record<string, any>} */
const isPlain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The changes a scene's `ruleset` makes over its base: the variant's fields without `base`; {} for an id.
 * @param {unknown} ruleset an id or a variant (a scene's, as read) @returns {Record<string, any>}
 */
export function changesOf(ruleset) {
  if (!isPlain(ruleset)) return {};
  const { base, ...changes } = ruleset;
  return changes;
}

// How the page says a diagonal rule in the ruleset line (as it always said the texts' two).
/** @type {Record<string, string>} */
const DIAGONAL_CLAUSE = {
  one: 'every square counts 1',
  alternating: 'alternate 1 and 2 squares',
  'alternating-from-two': 'alternate 2 and 1 squares',
  manhattan: 'every diagonal counts 2 squares',
};

/**
 * The ruleset line's diagonal clause for the rules the scene plays: `rs` the base's row of the
 * `rulesets` table, `ruleset` the scene's ruleset (an id or a variant). A house rule that counts
 * diagonals otherwise than the base's text says so, with the text's counting beside it: the page's
 * own measure (every number on the map) never disagrees with its words in silence.
 * @param {{id: string, diagonal: string}} rs @param {unknown} ruleset
 */
export function diagonalClause(rs, ruleset) {
  const text = rs.diagonal;
  const played = changesOf(ruleset).diagonal ?? text;
  const words = DIAGONAL_CLAUSE[played] ?? ruleValueWords('diagonal', played);
  if (played === text) return `diagonals: ${words}.`;
  return `diagonals: ${words} (a house rule; ${rs.id}'s text: ${DIAGONAL_CLAUSE[text] ?? ruleValueWords('diagonal', text)}).`;
}

/**
 * The house rules picker; returns what the rules and grid form and the share link ask of it.
 * @param {{scene: import('./scene-state.js').SceneState, move: import('./move-state.js').MoveModel,
 *   changes: import('./changes.js').Changes}} parts
 */
export function wireHouseRules({ scene, move, changes }) {
  const session = scene.session;
  const asked = session.queryEngine({ query: 'rulesets', knobs: true });
  const knobs = asked.kind === 'result' ? asked.result.knobs : [];
  const base = () => session.ruleset;
  const changesNow = () => changesOf(scene.spec().ruleset);

  // The address bar keeps the rules too: a share link shown there is written again after a change,
  // so copying it or reloading opens the rules now chosen (not the link's first ones).
  const syncLink = async () => {
    if (!location.hash.startsWith('#scene=')) return;
    const fragment = await encodeScene(scene.spec());
    history.replaceState(null, '', fragment);
  };

  // The scene under other rules (a refusal is shown at the picker).
  const play = (/** @type {any} */ next, /** @type {string} */ said) => {
    move.forgetTyped();
    scene.remember();
    const ok = scene.change((s) => s.setRuleset(withHouseRules(base(), next)), { remembered: true, whole: true });
    if (!ok) return;
    status(`${said} The turn starts again under these rules.`);
    syncLink();
  };

  $('house-rules-reset').addEventListener('click', () => {
    if (houseRuleCount(changesNow())) play({}, `House rules reset: ${base()} as its text has it.`);
  });

  // The picker for the scene's rules, drawn again after every whole-scene load and rule change.
  changes.on('scene', ({ whole }) => {
    if (!whole) return;
    const now = changesNow();
    const n = houseRuleCount(now);
    const entries = houseRuleEntries(knobs, base(), session.rulesets);
    $('house-rules-title').textContent = n ? `House rules (${n} changed)` : 'House rules (none changed)';
    byId('house-rules-reset', HTMLButtonElement).disabled = n === 0;
    $('house-rules-words').textContent = n ? `Playing ${rulesInWords(scene.spec().ruleset)}.` : '';
    $('house-rules-words').hidden = n === 0;
    const key = JSON.stringify([base(), now]);
    const box = $('house-rules-form');
    if (box.dataset.drawn === key) return;
    box.dataset.drawn = key;
    box.replaceChildren(
      houseRulesForm(document, {
        entries,
        changes: now,
        base: base(),
        onChange: (rule, value) => {
          const entry = entries.find((e) => e.key === rule);
          if (!entry) return; // the form offers the entries alone
          const choice = entry.choices.find((c) => c.value === value);
          play(
            setChange({ ...changesNow() }, rule, value),
            value === undefined
              ? `House rule taken back: “${entry.label}” is ${entry.baseWords}, as ${base()} has it.`
              : `House rule: “${entry.label}” is now ${choice?.words}.`,
          );
        },
      }),
    );
  });

  return {
    /**
     * The rules for another base when the ruleset picker changes: the house rules kept where the new
     * base takes them, each one it does not take said in `note` (never dropped in silence).
     * @param {string} nextBase
     */
    carry(nextBase) {
      const { changes: kept, problems } = checkHouseRules(knobs, nextBase, changesNow());
      return {
        ruleset: withHouseRules(nextBase, kept),
        note: problems.length ? ' ' + problems.map((p) => p.message).join(' ') : '',
      };
    },

    /**
     * A share link's scene text with the house rules the engine would refuse left out (an unknown
     * rule, a value it does not take), so the link's scene still opens; each one left out is a line
     * for the page's notice. Text that is not a scene with a variant is given back as it is.
     * @param {string} text @returns {{text: string, problems: string[]}}
     */
    screenLink(text) {
      let spec;
      try {
        spec = JSON.parse(text);
      } catch (e) {
        return { text, problems: [] };
      }
      const r = spec?.ruleset;
      if (!isPlain(r) || !session.rulesets.some((x) => x.id === r.base)) return { text, problems: [] };
      const { changes: kept, problems } = checkHouseRules(knobs, r.base, changesOf(r));
      if (!problems.length) return { text, problems: [] };
      return {
        text: JSON.stringify({ ...spec, ruleset: withHouseRules(r.base, kept) }),
        problems: problems.map((p) => `From the share link: ${p.message}`),
      };
    },
  };
}
