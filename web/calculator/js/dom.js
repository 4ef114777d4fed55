// The page's DOM helpers, used by every panel: an element by id, an element the page must have, and
// a select's options. An element the page's HTML must hold and does not is a page defect: said at
// once with its id, not as "cannot read properties of null" somewhere later.

/**
 * `value`, or a clear error naming `what` when the page lacks it.
 * @template T @param {T | null | undefined} value @param {string} what @returns {T}
 */
export function need(value, what) {
  if (value === null || value === undefined) throw new Error(`The page has no ${what} (calculator/index.html).`);
  return value;
}

/**
 * The page's element with id `id`. Typed `any`: the caller knows the element's kind (an input, a
 * select, a canvas) from the page's HTML; `byId` checks it.
 * @param {string} id @returns {HTMLElement}
 */
export const $ = (id) => need(document.getElementById(id), `element #${id}`);

/**
 * The page's element with id `id`, checked to be a `type` (HTMLInputElement, HTMLSelectElement …).
 * @template {HTMLElement} T @param {string} id @param {new (...args: any[]) => T} type @returns {T}
 */
export function byId(id, type) {
  const e = need(document.getElementById(id), `element #${id}`);
  if (!(e instanceof type)) throw new Error(`The page's #${id} is not a ${type.name} (calculator/index.html).`);
  return e;
}

/**
 * A canvas's 2D context: a canvas the page makes always has one (a browser out of memory may not).
 * @param {HTMLCanvasElement} canvas @returns {CanvasRenderingContext2D}
 */
export const context2d = (canvas) => need(canvas.getContext('2d'), 'canvas 2D context');

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
