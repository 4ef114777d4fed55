// The page's two DOM helpers, used by every panel: an element by id, and a select's options.

/** @param {string} id @returns {any} */
export const $ = (id) => document.getElementById(id);

/**
 * Sets a select's options to `values` (shown as `label(v)`), rebuilt only when they differ (an update
 * on every click must not churn the DOM), and chooses `current` (else the first).
 * @param {HTMLSelectElement} select @param {string[]} values @param {string} current
 * @param {(v: string) => string} [label]
 */
export function fillSelect(select, values, current, label) {
  const texts = values.map((v) => (label ? label(v) : v));
  const key = JSON.stringify([values, texts]);
  if (select.dataset.options !== key) {
    select.dataset.options = key;
    select.replaceChildren(
      ...values.map((v, i) => {
        const o = document.createElement('option');
        o.value = v;
        o.textContent = texts[i];
        return o;
      }),
    );
  }
  const want = values.includes(current) ? current : (values[0] ?? '');
  if (select.value !== want) select.value = want;
}

/** @param {string} text */
export const status = (text) => {
  $('status').textContent = text;
};
