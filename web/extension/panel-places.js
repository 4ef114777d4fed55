// Where to stand (issue 27), the panel's part: what the reachable area shows (the cost per band, or
// the places marked safe / flanking / in cover / in reach of a chosen creature), the creature it is
// weighed against, chosen by name, and the legend in the shim's words with a count per mark (the
// marks' colours are the overlay's, PLACE_COLOURS). Built once, updated in place; a select with the
// focus is never redrawn under the cursor.
import { el, setText } from './panel-dom.js';
import { PLACE_COLOURS } from '../shim/colours.js';

/** The choices, in the order the menu lists them: 'off' is the reachable area by band. */
export const SHOW_CHOICES = [
  ['off', 'Show: the cost'],
  ['safe', 'Show: safe places'],
  ['flank', 'Show: flanking…'],
  ['cover', 'Show: cover from…'],
  ['reach', 'Show: in reach of…'],
];

/**
 * The section's elements, built once; `app.setPlaces({mode, target})` takes the user's choice. The
 * mode's select goes in the panel's title bar (the panel keeps its size while the choice is off);
 * the section under the readout (the target, the summary, the legend) shows only while it is on.
 */
/** @param {Document} doc @param {{setPlaces(choice: {mode?: string, target?: string}): void}} app */
export function placesSection(doc, app) {
  const mode = el(
    doc,
    'select',
    { 'data-fw': 'places-mode', title: 'What the reachable area shows when a token is picked up' },
    ...SHOW_CHOICES.map(([v, t]) => el(doc, 'option', { value: v, text: t })),
  );
  const target = el(doc, 'select', {
    'data-fw': 'places-target',
    title: 'The creature the places are weighed against',
  });
  mode.onchange = () => app.setPlaces({ mode: mode.value });
  target.onchange = () => app.setPlaces({ target: target.value });
  const summary = el(doc, 'div', { class: 'places-summary', 'data-fw': 'places-summary' });
  const legend = el(doc, 'ul', { class: 'legend', 'data-fw': 'legend' });
  const root = el(
    doc,
    'section',
    { class: 'places', 'data-fw': 'places' },
    el(doc, 'label', { class: 'show' }, el(doc, 'span', { class: 'muted', text: 'Against' }), target),
    summary,
    legend,
  );
  return { root, mode, target, summary, legend };
}

/**
 * Updates the section for the panel's state `s.places`: {mode, target, targets: [{id, name}], mover,
 * moverName, annotation} (app.js placesView); `focused(e)`: whether a select has the focus.
 * @param {Document} doc @param {ReturnType<typeof placesSection>} parts
 * @param {ReturnType<import('./places-choice.js').PlacesChoice['view']>} p @param {(e: Element) => boolean} focused
 */
export function renderPlaces(doc, parts, p, focused) {
  const { mode, target, summary, legend } = parts;
  if (!focused(mode)) mode.value = p.mode;
  const needsTarget = p.mode !== 'off' && p.mode !== 'safe';
  parts.root.hidden = p.mode === 'off';
  /** @type {HTMLElement} */ (target.parentElement).hidden = !needsTarget;
  if (!focused(target)) {
    const key = JSON.stringify(p.targets);
    if (target.dataset.key !== key) {
      target.replaceChildren(...p.targets.map((t) => el(doc, 'option', { value: t.id, text: t.name })));
      target.dataset.key = key;
    }
    target.value = p.target ?? '';
  }
  const a = p.annotation;
  let text = '';
  if (p.mode === 'off') text = '';
  else if (!p.mover) text = 'Pick up or select one of your tokens to see where it can stand.';
  else if (!a) text = '';
  else if (a.kind === 'error') text = a.message;
  else text = `${p.moverName}: ${a.unavailable ?? a.summary}`;
  setText(summary, text);
  summary.hidden = text === '';
  summary.classList.toggle('unavailable', a?.kind === 'error' || !!a?.unavailable);
  const marks = p.mode !== 'off' && a?.kind === 'places' ? a.legend : [];
  const key = JSON.stringify(marks);
  if (legend.dataset.key !== key) {
    legend.dataset.key = key;
    legend.replaceChildren(
      ...marks.map((m) =>
        el(
          doc,
          'li',
          { 'data-mark': m.mark },
          el(doc, 'span', {
            class: 'swatch',
            style: `background: ${/** @type {Record<string, string>} */ (PLACE_COLOURS)[m.mark] ?? '#888'}`,
          }),
          el(doc, 'span', { class: 'count', text: String(m.count) }),
          el(doc, 'span', { class: 'words', text: m.label }),
        ),
      ),
    );
  }
  legend.hidden = marks.length === 0;
}

export const PLACES_CSS = `
.fw header select[data-fw=places-mode] { flex: 1 1 auto; min-width: 0; font-size: 11px; }
.fw:not(.collapsed) header .oneline { display: none; } .fw.collapsed header select[data-fw=places-mode] { display: none; }
.fw .places { margin-top: 4px; } .fw .places[hidden], .fw .places .show[hidden] { display: none; }
.fw .places .show { display: flex; align-items: center; gap: 4px; } .fw .places .show select { min-width: 0; flex: 1 1 auto; } .fw .places .show select[hidden] { display: none; }
.fw .places-summary { font-weight: 600; margin: 2px 0; } .fw .places-summary.unavailable { color: #8a5a00; font-weight: 400; }
.fw .legend { list-style: none; padding: 0; margin: 2px 0; font-size: 11px; }
.fw .legend li { display: flex; gap: 4px; align-items: baseline; }
.fw .legend .swatch { flex: none; width: 10px; height: 10px; border-radius: 2px; border: 1px solid rgba(0,0,0,.35); align-self: center; }
.fw .legend .count { flex: none; min-width: 22px; text-align: right; font-variant-numeric: tabular-nums; }
.fw .legend .words { flex: 1; min-width: 0; }`;
