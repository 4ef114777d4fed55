// House rules in the Mod (docs/roll20-mod.md, "House rules"): `!footwork rules` lists every rule a
// table may change, numbered, in words, with what it is now; `!footwork rule <number> <choice>` sets
// one (the GM), `!footwork rule <number> default` gives it back to the base, `!footwork rules reset`
// clears them all. The changes are kept in `state` (settings.rules, as the engine's variant writes
// them without its base) and laid over each page's rules when the page is read; a change starts the
// turn's movement again and reads the pages again, as `!footwork ruleset` does. The words, the
// reading of a choice and the check against the engine's knob list are web/shim/house-rules.js's.
import { chatText, MAX_SENTENCE_CHARS } from './chat-text.js';
import { plain } from './objects.js';
import { rulesetForDiagonal, roll20Grid } from '../roll20/index.js';
import {
  houseRuleEntries,
  checkHouseRules,
  readChoice,
  setChange,
  changeOf,
  withHouseRules,
  rulesInWords,
  knobsOf,
  rulesetsOf,
  baseOf,
  houseRuleCount,
} from '../shim/house-rules.js';

/** @typedef {import('./app.js').FootworkApp} FootworkApp */
/** @typedef {ReturnType<typeof houseRuleEntries>[number]} HouseRuleEntry */

// The rules the list is read against: the GM's ruleset, else the rules of the page the players are
// on (its ruler's: a variant such as sw5e counting every diagonal as 1 square), else sw5e's.
/** @param {FootworkApp} app @returns {import('../lib/index.js').RulesetSpec} */
function listRules(app) {
  if (app.settings.ruleset) return app.settings.ruleset;
  const page = playerPage(app);
  if (!page) return 'sw5e';
  return rulesetForDiagonal(page.diagonaltype, roll20Grid(page).grid.cellFeet).ruleset;
}

/** The page the players are on (plain attributes), or null. @param {FootworkApp} app */
function playerPage(app) {
  const id = app.api.Campaign()?.get('playerpageid');
  return typeof id === 'string' ? plain(app.api.getObj('page', id)) : null;
}

/** The grid of the page the players are on, or null. @param {FootworkApp} app */
function pageGrid(app) {
  const page = playerPage(app);
  return page ? roll20Grid(page).grid : null;
}

/**
 * The `!footwork rules` whisper. @param {FootworkApp} app
 * @param {import('../lib/index.js').RulesetSpec} rules @param {HouseRuleEntry[]} entries
 */
function listing(app, rules, entries) {
  const base = baseOf(rules);
  // The rules as pricing reads them (checkHouseRules, as each page's rules are laid over it), never
  // the record in state as it stands: a rule the base has not, or a value it does not take, is not
  // played, so it is not listed as played either; what was left out is said (at most four lines).
  const { changes: kept, problems } = checkHouseRules(knobsOf(app.engine), base, app.settings.rules);
  // On hexes no step is diagonal (docs/rules/hex.md): the diagonal rule is said to be for squares.
  const hex = pageGrid(app)?.type === 'hex';
  const lines = entries.map((e, i) => {
    const now = changeOf(kept, e.key);
    const ruler = hex ? undefined : changeOf(typeof rules === 'object' ? rules : {}, e.key); // the ruler's counting
    const value = now ?? ruler;
    const words =
      value === undefined ? e.baseWords : (e.choices.find((c) => c.value === value)?.words ?? String(value));
    const why = now !== undefined ? ' (house rule)' : ruler !== undefined ? ' (as the page’s ruler counts)' : '';
    const label = hex && e.key === 'diagonal' ? `${e.label} (on square pages; this page has hexes)` : e.label;
    // A rule's label and choice are sentences, never cut as a name is (MAX_NAME_CHARS).
    return `${i + 1}. ${chatText(label, MAX_SENTENCE_CHARS)}: <b>${chatText(words, MAX_SENTENCE_CHARS)}</b>${why}`;
  });
  const changed = houseRuleCount(kept);
  return [
    `<b>Footwork</b> rules: ${chatText(base)}${changed ? ` with ${changed} house rule${changed === 1 ? '' : 's'}` : ''}:`,
    ...lines,
    ...problems.map((p) => chatText(p.message, MAX_SENTENCE_CHARS)),
    'Change one: !footwork rule &lt;number&gt; &lt;choice&gt; (a choice by its words, its number, or yes/no); back to the ruleset’s own: !footwork rule &lt;number&gt; default; all back: !footwork rules reset.',
  ];
}

/**
 * `!footwork rules [reset]` and `!footwork rule <number> <choice>|default` (a job of the queue).
 * `reply(lines)` whispers the one who asked; `gm` whether they are the GM; `gmOnly()` says it is not theirs.
 * @param {FootworkApp} app @param {string} sub 'rules' or 'rule' @param {string[]} args
 * @param {{reply: (lines: string | string[]) => void, gm: boolean, gmOnly: () => void}} io
 * @returns {Generator<string, void, unknown>}
 */
export function* houseRuleCommand(app, sub, args, { reply, gm, gmOnly }) {
  const rules = listRules(app);
  const base = baseOf(rules);
  const entries = houseRuleEntries(knobsOf(app.engine), base, rulesetsOf(app.engine));
  if (sub === 'rules' && (args[0] ?? '').toLowerCase() !== 'reset') return reply(listing(app, rules, entries));
  if (!gm) return gmOnly();
  let said;
  if (sub === 'rules') {
    app.settings.rules = {};
    said = `Footwork: every house rule cleared; the rules are ${chatText(base)}’s.`;
  } else {
    const which = (args[0] ?? '').toLowerCase();
    const entry = /^\d+$/.test(which)
      ? entries[Number(which) - 1]
      : entries.find((e) => e.key.toLowerCase() === which || e.label.toLowerCase() === which);
    if (!entry)
      return reply(
        `Footwork: ${which ? `“${chatText(which)}” is no rule` : 'name a rule'}; !footwork rules lists them by number (1 to ${entries.length}).`,
      );
    const text = args.slice(1).join(' ');
    if (!text) return reply(`Footwork: give a choice for “${chatText(entry.label)}”; !footwork rules lists them.`);
    const changes = { ...(app.settings.rules ?? {}) };
    // What the page plays without a house rule: the ruler's counting, else the base's text.
    const ruler = changeOf(typeof rules === 'object' ? rules : {}, entry.key);
    if (text.toLowerCase() === 'default') setChange(changes, entry.key, undefined);
    else {
      const got = readChoice(entry, text);
      if (got.problem) return reply(`Footwork: ${chatText(got.problem.message, MAX_SENTENCE_CHARS)}`);
      setChange(changes, entry.key, got.value === (ruler ?? entry.baseValue) ? undefined : got.value);
    }
    app.settings.rules = changes;
    const now = changeOf(changes, entry.key);
    const words =
      now !== undefined
        ? (entry.choices.find((c) => c.value === now)?.words ?? String(now))
        : ruler !== undefined
          ? `${entry.choices.find((c) => c.value === ruler)?.words ?? ruler} (as the page’s ruler counts)`
          : `${entry.baseWords} (as ${base})`;
    said = `Footwork: ${chatText(`${entry.label}: ${words}`, MAX_SENTENCE_CHARS)}.`;
  }
  app.newTurn(); // costs under other rules do not add up
  const kept = checkHouseRules(knobsOf(app.engine), base, app.settings.rules).changes;
  reply(
    `${said} Rules now: ${chatText(rulesInWords(withHouseRules(rules, kept), pageGrid(app) ?? undefined), MAX_SENTENCE_CHARS)}. This turn’s movement starts again. Reading the pages…`,
  );
  yield* app.reloadAll();
  return reply('Footwork: pages read again.');
}
