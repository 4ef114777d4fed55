// Where to stand (issue 27; docs/calculator.md, "Where to stand"): a choice in the map's bar of what
// the mover's reachable area shows — the costs alone (the plain area), the safe places, where it
// flanks an enemy, where it has cover from one, where a creature is within its reach — with a
// legend (the marks present, in words, with their colours and counts) and the summary beside it.
// The shim does the work (Session.places, web/shim/places.js: the engine's places query, one mark a
// place); map/draw-places.js draws the marks; the label at the pointer says a place's mark. Asked
// again whenever the reachable area is (move-state.js askReach) and when the choice changes.
import { PLACE_COLOURS, PLACE_ALPHA } from './map/draw-places.js';
import { inWords } from './fields.js';
import { $, byId, fillSelect } from './dom.js';

// The choices, in the order issue 27 lists them; a target is chosen for all but the first two.
const MODES = [
  { mode: '', words: 'costs' },
  { mode: 'safe', words: 'safe places' },
  { mode: 'flank', words: 'flanking', target: true },
  { mode: 'cover', words: 'cover from', target: true },
  { mode: 'reach', words: 'in reach of', target: true },
];

/** @typedef {import('../../shim/index.js').PlacesAnnotation} PlacesAnnotation */
/** @typedef {import('../../shim/index.js').PlacesPlace} PlacesPlace */
/** The places drawn, each by its cell's index. @typedef {Omit<PlacesAnnotation, 'result' | 'request'> & {byIndex: Map<number, PlacesPlace>}} Shown */

// A swatch as the map draws the mark: the fill's strength, and a frame where the place qualifies.
/** @param {string} mark @param {boolean} qualifies */
function swatch(mark, qualifies) {
  const s = document.createElement('span');
  s.className = 'swatch';
  const colour = PLACE_COLOURS[mark];
  const alpha = Math.round((qualifies ? PLACE_ALPHA.qualifies : PLACE_ALPHA.other) * 255)
    .toString(16)
    .padStart(2, '0');
  s.style.background = colour + alpha;
  s.style.borderColor = qualifies ? colour : 'transparent';
  return s;
}

/**
 * The where-to-stand choice and legend; returns the label's line for a place.
 * @param {{scene: import('./scene-state.js').SceneState, move: import('./move-state.js').MoveModel, state: import('./store.js').State,
 *   view: import('./map-layers.js').View, changes: import('./changes.js').Changes}} parts
 */
export function wireWhere({ scene, move, state, view, changes }) {
  const session = scene.session;
  // The choice stands in the map's bar (index.html); the summary and the legend in a row under it,
  // shown only while a question is chosen, so the map keeps its size otherwise.
  const mode = byId('where-mode', HTMLSelectElement);
  const target = byId('where-target', HTMLSelectElement);
  const targetLabel = $('where-target-label');
  for (const m of MODES) mode.append(new Option(m.words, m.mode));
  // The choice is kept with the page's state (a reload shows the same question about the same creature).
  mode.value = MODES.some((m) => m.mode === state.show) ? state.show : '';
  const summary = document.createElement('span');
  summary.id = 'where-summary';
  summary.setAttribute('role', 'status');
  const legend = document.createElement('ul');
  legend.id = 'where-legend';
  legend.setAttribute('aria-label', 'Legend of the places');
  $('where').replaceChildren(summary, legend);

  /** @type {Shown | null} the places annotation drawn, with byIndex; null when the plain area is drawn */
  let shown = null;
  const chosen = () => MODES.find((m) => m.mode === mode.value) ?? MODES[0];

  // The other creatures by name; for flanking and cover the enemies first (the question is about one).
  const fillTargets = (/** @type {{target?: boolean}} */ m) => {
    const mover = move.mover();
    const others = scene.creatures().filter((c) => c.id !== mover?.id);
    const enemy = (/** @type {{side?: string}} */ c) => !!mover && c.side !== mover.side;
    if (chosen().mode !== 'reach') others.sort((a, b) => Number(enemy(b)) - Number(enemy(a)));
    const ids = others.map((c) => c.id);
    const was = target.value || state.target;
    fillSelect(target, ids, ids.includes(was) ? was : (ids[0] ?? ''), (id) => {
      const c = others.find((x) => x.id === id);
      const name = session.name(id);
      return c?.side ? `${name} (${c.side})` : name;
    });
    targetLabel.hidden = !m.target;
  };

  /** @param {string} text @param {Shown | null} [places] */
  const say = (text, places = null) => {
    summary.textContent = text;
    $('where').hidden = !text;
    shown = places;
    view.data.places = places;
    view.invalidate('reach');
  };

  const drawLegend = (/** @type {PlacesAnnotation} */ a) =>
    legend.replaceChildren(
      ...a.legend.map((l) => {
        const li = document.createElement('li');
        li.dataset.mark = l.mark;
        const qualifies = a.places.some((p) => p.mark === l.mark && p.qualifies);
        li.append(swatch(l.mark, qualifies), ` ${l.label} (${l.count})`);
        return li;
      }),
    );

  // Asked again whenever the reachable area is (the move model's), before the label reads it.
  let reachSeen = -1;
  changes.on(['scene', 'move'], () => {
    if (reachSeen === move.reachVersion) return;
    reachSeen = move.reachVersion;
    where.update();
  });

  const where = {
    /** Asks the shim for the places under the chosen question and draws them (or the plain area). */
    update() {
      const m = chosen();
      fillTargets(m);
      legend.replaceChildren();
      if (!m.mode) return say('');
      const mover = move.mover();
      if (!mover) return say('Choose a mover to see where it can stand.');
      if (!move.reach) return say('Turn on “Reachable area” (Path tool) to see where the mover can stand.');
      if (m.target && !target.value) return say('There is no other creature to choose.');
      const a = session.places(mover.id, {
        mode: /** @type {any} */ (m.mode),
        target: m.target ? target.value : undefined,
        moveMode: state.mode || undefined,
      });
      if (a.kind === 'error') return say(inWords(a));
      // The ruleset has no such rule: nothing is marked, the sentence says why.
      if (a.unavailable) return say(`${a.unavailable} The area shows the costs alone.`);
      const w = scene.info().width;
      drawLegend(a);
      say(a.summary + (a.status === 'budget' ? ' (too far to list all: the nearest).' : '.'), {
        ...a,
        byIndex: new Map(a.places.map((p) => /** @type {[number, PlacesPlace]} */ ([p.cell[1] * w + p.cell[0], p]))),
      });
    },

    /**
     * The line the label at the pointer adds for the place at cell index `i`: its mark in the
     * legend's words, with who provokes, threatens or flanks there; null where no place is marked.
     * @param {number} i @returns {{text: string, band: null} | null}
     */
    describe(i) {
      const p = shown?.byIndex.get(i);
      if (!shown || !p?.mark) return null;
      const label = shown.legend.find((l) => l.mark === p.mark)?.label ?? p.mark;
      /** @type {Record<string, string[] | undefined>} who a mark is about */
      const named = { provokes: p.provokers, threatened: p.threats, flanks: p.flanking };
      const who = named[p.mark] ?? [];
      return { text: who.length ? `${label}: ${who.join(', ')}` : label, band: null };
    },
  };

  for (const choice of [mode, target])
    choice.addEventListener('change', () => {
      where.update();
      state.show = mode.value;
      state.target = chosen().target ? target.value : state.target;
      view.flush();
      // A display setting changed: the label at the pointer says the new mark, and the state is saved.
      changes.emit('move');
    });
  return where;
}
