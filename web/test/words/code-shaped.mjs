// The checker for words shown to people (issue 25): text a surface shows must not carry the engine's
// codes, JSON paths or JSON key names. Any surface's test calls `codeShaped(text)` on what it shows,
// or `shownText(page, selectors)` to collect that text from a page first (visible text, the
// placeholders and titles of fields, the options of lists; code panels such as a JSON tab skipped).
import { STEP_REASONS, ILLEGAL, ATTACK_REASONS, END_PROBLEMS, ACTIONS, FIELDS, RULES } from '../../shim/words.js';

// Two-part codes read like English compounds ("top-left"), so only the engine's own are caught by
// name; a code of three parts or more ("after-illegal-step") is caught by its shape.
const KNOWN = new Set(
  [STEP_REASONS, ILLEGAL, ATTACK_REASONS, END_PROBLEMS, ACTIONS]
    .flatMap((t) => Object.keys(t))
    .concat(Object.values(RULES).flatMap((r) => Object.keys(r.values ?? {})))
    .concat(['door-closed', 'door-open', 'cannot-end', 'no-scene', 'bad-value', 'unknown-creature'])
    .filter((c) => c.includes('-')),
);
const FIELD_NAMES = new Set(Object.keys(FIELDS).filter((k) => /[A-Z]/.test(k)));

// The ruleset ids are names people read as they are ("5e-fine", "d20-3.0"), never codes.
const RULESET_IDS = /(?<![\w-])(?:5e-fine|d20-3\.0)(?![\w-])/g;

/**
 * The code-shaped pieces of `text`: [{token, kind: 'json-path'|'code'|'field-name'|'camel-case'}]
 * (none: []). `allow`: tokens that are not codes here. `everyHyphenated`: every hyphenated word
 * counts as a code (the ruleset ids aside), for text that has no English compounds to allow, such
 * as a list of rules in words.
 */
export function codeShaped(text, { allow = [], everyHyphenated = false } = {}) {
  const ok = new Set(allow);
  text = String(text).replace(RULESET_IDS, ' ');
  const out = [];
  const add = (token, kind) => {
    if (!ok.has(token)) out.push({ token, kind });
  };
  for (const m of text.matchAll(/\$(\.[\w-]+|\[\d+\])*/g)) if (m[0].length > 1) add(m[0], 'json-path');
  for (const m of text.matchAll(/(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w-])/g)) {
    const parts = m[0].split('-').length;
    if (everyHyphenated || KNOWN.has(m[0]) || parts >= 3) add(m[0], 'code');
  }
  for (const m of text.matchAll(/(?<![\w$.-])[a-z]+(?:[A-Z][a-z0-9]*)+(?![\w-])/g))
    add(m[0], FIELD_NAMES.has(m[0]) ? 'field-name' : 'camel-case');
  return out;
}

// Runs in the page (passed in as its source, so it is one function for every check): each visible
// element and text node in the elements matching `selectors`, outside those matching `skip` (code
// panels; an element rejected takes everything in it along), handed to `visit(node, where)`, where:
// the closest element with an id, as "#id", or the tag's name.
function walkShown(selectors, skip, visit) {
  const where = (el) => {
    const e = el.closest('[id]');
    return e ? '#' + e.id : el.tagName.toLowerCase();
  };
  const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  for (const root of document.querySelectorAll(selectors)) {
    const filter = (n) =>
      n.nodeType === Node.ELEMENT_NODE && ((skip && n.matches(skip)) || !visible(n))
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, filter);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      visit(n, where(n.nodeType === Node.ELEMENT_NODE ? n : n.parentElement));
  }
}

// `check(walkShown, selectors, skip)` evaluated in the page (a Playwright page or frame), as an
// expression: the walker goes in as source, and a string expression is not held to a page's CSP.
const inPage = (page, check, selectors, skip) =>
  page.evaluate(`(${check})(${walkShown}, ${JSON.stringify(selectors)}, ${JSON.stringify(skip)})`);

/**
 * What a person reads in the elements matching `selectors` on a Playwright page: each visible text
 * node, and the placeholder, title and label of inputs, options of lists. Elements matching `skip`
 * (code panels) are left out. → [{where, text}] (where: the closest element with an id).
 */
export function shownText(page, selectors, skip = '') {
  return inPage(
    page,
    (walk, selectors, skip) => {
      const out = [];
      walk(selectors, skip, (n, where) => {
        if (n.nodeType === Node.ELEMENT_NODE) {
          for (const attr of ['placeholder', 'aria-label'])
            if (n.getAttribute(attr)) out.push({ where, text: n.getAttribute(attr) });
          if (n.tagName === 'SELECT') for (const o of n.options) out.push({ where, text: o.textContent });
        } else if (n.textContent.trim() && n.parentElement.tagName !== 'OPTION') {
          out.push({ where, text: n.textContent.trim() });
        }
      });
      return out;
    },
    selectors,
    skip,
  );
}

/** Every code-shaped piece of what `shownText` found: [{where, text, token, kind}]. */
export const codeShapedShown = (shown, options) =>
  shown.flatMap(({ where, text }) => codeShaped(text, options).map((c) => ({ where, text, ...c })));

/**
 * Words a person finds cut in two by a line break ("diffic" / "ult", issue 25): each word of the
 * visible text in `selectors` (outside `skip`) whose letters fall on more than one line. A word may
 * break at its own hyphen ("three-/quarters") or after a slash or comma, as a reader expects; a
 * break between two letters is the fault. → [{where, word}]
 */
export function brokenWords(page, selectors, skip = '') {
  return inPage(
    page,
    (walk, selectors, skip) => {
      const out = [];
      walk(selectors, skip, (n, where) => {
        if (n.nodeType !== Node.TEXT_NODE) return;
        // Each run of letters and digits (a word's pieces between hyphens are runs of their own).
        for (const m of n.textContent.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          // One box per line the run is on; boxes of a run on one line share their top.
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push({ where, word: m[0] });
        }
      });
      return out;
    },
    selectors,
    skip,
  );
}

/**
 * Words a person cannot read whole because a field cuts them (issue 37: "every diagonal 1 squ",
 * "…(once, whatever makes", "map: click a creatu"): a list (`select`) shows its chosen option on one
 * line and a text field its placeholder, each cutting what does not fit. Each option of each visible
 * list, and each visible field's placeholder, in `selectors` (outside `skip`) is measured in the
 * field's own font against the room its box leaves for text (its width less padding and border, and
 * for a list the arrow's room, `arrow` px). → [{where, word}] as brokenWords gives, `word` the whole
 * text and the pixels it lacks.
 */
export function cutFields(page, selectors, skip = '', arrow = 20) {
  return page.evaluate(
    `(${(walk, selectors, skip, arrow) => {
      const out = [];
      const ctx = document.createElement('canvas').getContext('2d');
      walk(selectors, skip, (n, where) => {
        if (n.nodeType !== Node.ELEMENT_NODE) return;
        const list = n.tagName === 'SELECT';
        const texts = list ? [...n.options].map((o) => o.textContent) : n.placeholder ? [n.placeholder] : [];
        if (!texts.length) return;
        const cs = getComputedStyle(n);
        ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const px = (k) => parseFloat(cs[k]) || 0;
        const room =
          n.getBoundingClientRect().width -
          px('paddingLeft') -
          px('paddingRight') -
          px('borderLeftWidth') -
          px('borderRightWidth') -
          (list ? arrow : 0);
        for (const t of texts) {
          const need = ctx.measureText(t).width;
          if (need > room) out.push({ where, word: `${t} (${Math.ceil(need - room)} px more)` });
        }
      });
      return out;
    }})(${walkShown}, ${JSON.stringify(selectors)}, ${JSON.stringify(skip)}, ${arrow})`,
  );
}
