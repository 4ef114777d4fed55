// The answer column's tabs (Move, Answer, Calculators, Legend, JSON): one shown at a time; a tab
// shown is said on the update path ('tab'), so the JSON tab fills itself only while it is seen.
import { $ } from './dom.js';

/** @param {string} selector */
const all = (selector) => /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(selector));

/** @param {import('./changes.js').Changes} changes @returns {(name: string) => void} show */
export function wireTabs(changes) {
  const show = (/** @type {string} */ name) => {
    for (const b of all('.tabs [role=tab]')) b.setAttribute('aria-selected', String(b.dataset.tab === name));
    for (const t of all('.tab')) t.hidden = t.id !== 'tab-' + name;
    changes.emit('tab', { tab: name });
  };
  for (const b of all('.tabs [role=tab]')) b.addEventListener('click', () => show(b.dataset.tab ?? ''));
  return show;
}

/** Whether a tab is shown. @param {string} name */
export const tabShown = (name) => !$('tab-' + name).hidden;
