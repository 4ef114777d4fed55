// Where to stand (issue 27), the panel's part: the choice of what the reachable area shows (sent to
// the background page, which asks the shim and draws the places: places.js), the creature a mode weighs
// the places against, chosen by name, and the legend in the shim's words with a count per mark.
import OBR from '@owlbear-rodeo/sdk';
import { PLACES_CHANNEL } from './ids.js';

// The panel's own elements (panel.html): always there.
const $ = (/** @type {string} */ sel) => /** @type {HTMLElement} */ (document.querySelector(sel));

/** Sends the user's choice to the background page (this player's only). @param {{mode?: string, target?: string}} choice */
function send(choice) {
  OBR.broadcast.sendMessage(PLACES_CHANNEL, choice, { destination: 'LOCAL' }).catch(() => {});
}

/** Wires the choice's two selects (once). */
export function bindPlaces() {
  const mode = /** @type {HTMLSelectElement} */ ($('[name=placesMode]'));
  const target = /** @type {HTMLSelectElement} */ ($('[name=placesTarget]'));
  mode.addEventListener('change', () => send({ mode: mode.value }));
  target.addEventListener('change', () => send({ target: target.value }));
}

/**
 * The background's view of the places (places.js Places.view): {mode, target, targets: [{id, name}],
 * mover, moverName, summary, legend: [{mark, label, count, colour}], unavailable}.
 * @param {ReturnType<import('./places.js').Places['view']> | null} p
 */
export function showPlaces(p) {
  if (!p) return;
  const mode = /** @type {HTMLSelectElement} */ ($('[name=placesMode]'));
  const target = /** @type {HTMLSelectElement} */ ($('[name=placesTarget]'));
  if (document.activeElement !== mode) mode.value = p.mode;
  const needsTarget = p.mode !== 'off' && p.mode !== 'safe';
  target.hidden = !needsTarget;
  if (document.activeElement !== target) {
    const key = JSON.stringify(p.targets);
    if (target.dataset.key !== key) {
      target.replaceChildren(
        ...p.targets.map((t) => Object.assign(document.createElement('option'), { value: t.id, textContent: t.name })),
      );
      target.dataset.key = key;
    }
    target.value = p.target ?? '';
  }
  const summary = $('[data-fw=places-summary]');
  summary.textContent = p.summary;
  summary.hidden = !p.summary;
  summary.classList.toggle('unavailable', !!p.unavailable);
  const legend = $('[data-fw=legend]');
  legend.replaceChildren(
    ...p.legend.map((m) => {
      const li = document.createElement('li');
      li.dataset.mark = m.mark;
      const swatch = Object.assign(document.createElement('span'), { className: 'swatch' });
      swatch.style.background = m.colour;
      li.append(
        swatch,
        Object.assign(document.createElement('span'), { className: 'count', textContent: String(m.count) }),
        Object.assign(document.createElement('span'), { className: 'words', textContent: m.label }),
      );
      return li;
    }),
  );
  legend.hidden = p.legend.length === 0;
}
