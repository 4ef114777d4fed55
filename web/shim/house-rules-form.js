// The house-rules form both browser surfaces draw (the Roll20 extension's panel, Owlbear's room
// settings): one line per rule the table may change (house-rules.js gives them in words), a select
// whose first choice is the base's own, so a table sees what it plays and what it changed. Built
// with the document it is given (the extension draws in a shadow root); it holds no state: each
// change is handed to `onChange(key, value | undefined)` and the surface draws the form again.
import { changeOf } from './house-rules.js';

/**
 * @param {Document} doc
 * `own`: the rules the page or room plays without house rules where they differ from the base's
 * text (the host mapping's variant: sw5e counting every diagonal as 1 square), so its first choice
 * says what stands.
 * @param {{entries: import('./house-rules.js').HouseRuleEntry[], changes: object, base: string, own?: object,
 *   disabled?: boolean, onChange: (key: string, value: import('./house-rules.js').RuleValue | undefined) => void}} o
 */
export function houseRulesForm(doc, { entries, changes, base, own = {}, disabled = false, onChange }) {
  const box = doc.createElement('div');
  box.className = 'house-rules';
  box.dataset.fw = 'house-rules';
  for (const e of entries) {
    const now = changeOf(changes, e.key);
    const ruler = changeOf(own, e.key);
    const stands = ruler ?? e.baseValue;
    const row = doc.createElement('label');
    row.className = now === undefined ? 'rule' : 'rule changed';
    row.dataset.rule = e.key;
    if (e.text) row.title = `${base}: “${e.text}”`;
    const name = doc.createElement('span');
    name.textContent = e.label;
    const select = doc.createElement('select');
    select.dataset.rule = e.key;
    select.disabled = disabled;
    const first = doc.createElement('option');
    first.value = '';
    first.textContent =
      ruler === undefined
        ? `${e.baseWords} (as ${base})`
        : `${e.choices.find((c) => c.value === ruler)?.words ?? ruler} (as the ruler counts)`;
    select.append(first);
    e.choices.forEach((c, i) => {
      if (c.value === stands) return;
      const o = doc.createElement('option');
      o.value = String(i);
      o.textContent = c.words;
      select.append(o);
    });
    const at = now === undefined ? -1 : e.choices.findIndex((c) => c.value === now);
    select.value = at < 0 ? '' : String(at);
    select.addEventListener('change', () =>
      onChange(e.key, select.value === '' ? undefined : e.choices[Number(select.value)].value),
    );
    row.append(name, select);
    box.append(row);
  }
  return box;
}

/**
 * The form's style, for a surface to put in its own sheet (class names as above). The rule's name
 * above its list, the list the panel's whole width: a list shows its choice on one line and cuts what
 * does not fit (issue 37: "every diagonal 1 squ" in a list beside its name).
 */
export const HOUSE_RULES_CSS = `
.house-rules { display: flex; flex-direction: column; gap: 3px; }
.house-rules .rule { display: flex; flex-direction: column; gap: 1px; margin: 0 0 0.2em; }
.house-rules .rule select { width: 100%; min-width: 0; }
.house-rules .rule.changed span { font-weight: 600; }
`;
