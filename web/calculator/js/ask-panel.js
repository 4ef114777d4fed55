// The Ask tool: the position queries of docs/protocol.md (range and reach, sight and cover, flanking,
// areas, facing, crowding, 4e forced movement, swap, teleportation) as forms. Fields marked "map" are
// filled by clicking the map (a creature there gives its id, else the cell). The engine's answer is
// listed in its own field names and drawn on the map; the page computes nothing of its own.
import { valueWords, askFieldLabel, answerLabel, plainWords, SAY } from '../../shim/words.js';
import { $, byId, fillSelect } from './dom.js';
import { ask } from './engine.js';
import { inWords, markField, clearFields } from './fields.js';
import { cells as cellCount } from './move-panel.js';
import { PLACE, QUERIES, choicesOnGrid, facingLabel } from './ask-queries.js';
import { marksFor } from './ask-marks.js';

const CELL_RE = /^\s*\[?\s*(-?\d+)\s*,\s*(-?\d+)\s*\]?\s*$/;

/**
 * The Ask tool's form and answer; returns the map's pick (a click fills the next place field) and the
 * last answer.
 * @param {{scene: import('./scene-state.js').SceneState, view: import('./map-layers.js').View,
 *   changes: import('./changes.js').Changes, showTab: (name: string) => void}} parts
 */
export function wireAsk({ scene, view, changes, showTab }) {
  const select = byId('ask-query', HTMLSelectElement);
  // Each question by its title alone: the query's name is the engine's, not words for people.
  fillSelect(select, Object.keys(QUERIES), 'distance', (q) => QUERIES[q].title);
  /** @type {HTMLInputElement | null} the place field a map click fills */
  let picking = null;
  /** @type {import('./engine.js').Answer | null} the last answer (a result or the shim's error), null before the first question */
  let answer = null;
  let orientation = scene.shape?.orientation;

  const build = () => {
    const q = QUERIES[select.value];
    const box = $('ask-fields');
    box.replaceChildren();
    picking = null;
    for (const [name, given, optional] of q.fields) {
      const type = choicesOnGrid(scene.shape, select.value, name, given);
      const label = document.createElement('label');
      label.className = 'ask-field';
      const when = typeof optional === 'string' ? ` (needed ${optional}) ` : optional ? ' (optional) ' : ' ';
      label.append(askFieldLabel(select.value, name, !!scene.shape) + when);
      /** @type {HTMLInputElement | HTMLSelectElement} */
      let input;
      if (Array.isArray(type) || type === 'creature' || type === 'size') {
        input = document.createElement('select');
        const values = Array.isArray(type)
          ? type
          : type === 'size'
            ? scene.ruleset().sizes.map((s) => s.size)
            : scene.creatures().map((c) => c.id);
        fillSelect(
          input,
          optional ? ['', ...values] : values,
          optional ? '' : values[0],
          name === 'facing' ? facingLabel : Array.isArray(type) ? plainWords : undefined,
        );
      } else if (type === 'bool') {
        input = document.createElement('input');
        input.type = 'checkbox';
      } else {
        const text = document.createElement('input');
        input = text;
        text.type = type === 'number' ? 'number' : 'text';
        if (type === 'number') text.step = 'any';
        if (type === PLACE || type === 'cell' || type === 'cells') {
          input.dataset.pick = type;
          text.placeholder =
            type === 'cells'
              ? 'map: click cells in order'
              : type === 'cell'
                ? 'map: click a cell'
                : 'map: click a creature or cell';
          // As wide as its words, which say what a click fills in (cut, they said "map: click a creatu").
          text.size = text.placeholder.length + 2;
          text.addEventListener('focus', () => {
            picking = text;
          });
        }
      }
      input.id = 'ask-' + name;
      input.dataset.field = name;
      input.dataset.type = Array.isArray(type) ? 'choice' : type;
      label.append(input);
      box.append(label);
    }
    picking = box.querySelector('[data-pick]');
  };
  select.addEventListener('change', build);
  build();

  // The form's choices that depend on the grid (a hex's facings) follow a new shape.
  changes.on('scene', ({ whole }) => {
    if (!whole || scene.shape?.orientation === orientation) return;
    orientation = scene.shape?.orientation;
    build();
  });
  // The Answer tab's first words follow the tool (it asked to choose Ask while Ask was chosen); the
  // question's marks leave the map with the Ask tool.
  changes.on('tool', ({ tool }) => {
    const hint = $('answer').querySelector('p.hint:only-child');
    if (hint) hint.textContent = tool === 'ask' ? SAY.askPickQuestion : SAY.askChooseTool;
    if (tool === 'ask') showTab('answer');
    if (tool !== 'ask' && view.data.marks) {
      view.data.marks = null;
      view.invalidate('reach');
      view.invalidate('marks');
      view.invalidate('overlay');
    }
  });

  // A map click fills the field being picked, then moves on to the next empty one.
  const pick = (/** @type {[number, number]} */ cell) => {
    /** @type {HTMLInputElement[]} */
    const fields = [.../** @type {NodeListOf<HTMLInputElement>} */ ($('ask-fields').querySelectorAll('[data-pick]'))];
    if (!picking) picking = fields.find((f) => !f.value) || fields[0];
    if (!picking) return;
    const who = scene.creatureAt(cell);
    const type = picking.dataset.pick;
    if (type === 'cells') picking.value = (picking.value ? picking.value + ' ' : '') + `${cell[0]},${cell[1]}`;
    else picking.value = type === PLACE && who ? who.id : `${cell[0]},${cell[1]}`;
    if (type !== 'cells') {
      const next = fields.slice(fields.indexOf(picking) + 1).find((f) => !f.value);
      picking = next || picking;
    }
    view.data.hover = cell;
    view.flush();
  };

  const read = () => {
    // The form's fields as the protocol names them: what a person typed, for the engine to judge.
    /** @type {Record<string, any>} */
    const request = { query: select.value };
    for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (
      $('ask-fields').querySelectorAll('[data-field]')
    )) {
      const name = input.dataset.field ?? ''; // the selector picks inputs that have one
      const type = input.dataset.type;
      if (type === 'bool') {
        if (input.checked) request[name] = true;
        continue;
      }
      const raw = input.value.trim();
      if (raw === '') continue;
      if (type === 'number') request[name] = Number(raw);
      else if (type === 'cell') {
        const m = CELL_RE.exec(raw);
        request[name] = m ? [Number(m[1]), Number(m[2])] : raw;
      } else if (type === PLACE) {
        const m = CELL_RE.exec(raw);
        request[name] = m ? [Number(m[1]), Number(m[2])] : raw;
      } else if (type === 'cells')
        request[name] = raw.split(/\s+/).map((/** @type {string} */ t) => {
          const m = CELL_RE.exec(t);
          return m ? [Number(m[1]), Number(m[2])] : t;
        });
      else request[name] = raw;
    }
    // "ends": the squares the target may end on, asked with no path (docs/protocol.md, forced).
    if (request.query === 'forced' && request.ends) delete request.path;
    return request;
  };

  $('ask-run').addEventListener('click', () => {
    clearFields([...$('ask-fields').querySelectorAll('[id]')].map((e) => e.id));
    const request = read();
    answer = ask(scene.session, request, 'ask');
    showTab('answer');
    const out = $('answer');
    out.replaceChildren();
    const h = document.createElement('h3');
    h.textContent = QUERIES[request.query].title;
    out.append(h);
    if (answer.kind === 'error') {
      const p = document.createElement('p');
      p.className = 'illegal';
      p.id = 'answer-error';
      p.textContent = inWords(answer, 'ask');
      p.title = `${answer.code} at ${answer.path}`; // for a report, not in the words
      markField(answer, 'ask');
      out.append(p);
      view.data.marks = null;
    } else {
      out.append(facts(answer.result));
      // The whole answer as the engine gave it, folded away: code on purpose, like the JSON tab (the
      // facing's arcs, a grid of letters 48 columns wide, are drawn on the map instead).
      const raw = document.createElement('details');
      raw.className = 'raw';
      const sum = document.createElement('summary');
      sum.textContent = 'The engine’s answer';
      const pre = document.createElement('pre');
      pre.textContent = JSON.stringify(answer.result, null, 1);
      raw.append(sum, pre);
      out.append(raw);
      view.data.marks = marksFor(scene, request, answer.result);
    }
    view.invalidate('reach');
    view.invalidate('marks');
    view.invalidate('overlay');
    view.flush();
  });

  return {
    pick,
    get answer() {
      return answer;
    },
  };
}

// The result's plain fields, as the engine names them.
/** @param {Record<string, any>} result a question's result, shown as the engine names its fields */
function facts(result) {
  const dl = document.createElement('dl');
  dl.className = 'totals';
  dl.id = 'answer-facts';
  for (const [k, v] of Object.entries(result)) {
    if (k === 'ends' && Array.isArray(v) && v.some((x) => typeof x === 'object')) {
      // Forced movement's ends: drawn on the map, each with the fewest squares of a forced path there.
      // (Teleportation's `ends` are the conditions it ends, names like the other lists below.)
      const dt = document.createElement('dt');
      dt.textContent = answerLabel(k);
      const dd = document.createElement('dd');
      dd.dataset.key = k;
      dd.textContent = `${v.length} places it may end on (on the map, each with its fewest squares)`;
      dl.append(dt, dd);
    } else if (v === null || typeof v !== 'object' || (v.feet !== undefined && Object.keys(v).length <= 2)) {
      const dt = document.createElement('dt');
      dt.textContent = answerLabel(k);
      const dd = document.createElement('dd');
      dd.dataset.key = k;
      dd.textContent = v && typeof v === 'object' ? `${v.feet} ft (${cellCount(v.squares)})` : valueWords(v);
      dl.append(dt, dd);
    } else if (
      result.legend &&
      Array.isArray(v) &&
      v.length &&
      v.every((x) => typeof x === 'string' && x.length === v[0].length)
    ) {
      // A grid of letters (the facing's arcs, one letter a cell): drawn on the map; here a line.
      const dt = document.createElement('dt');
      dt.textContent = answerLabel(k);
      const dd = document.createElement('dd');
      dd.dataset.key = k;
      const kinds = Object.values(result.legend).join(', ');
      dd.textContent = `on the map: ${v[0].length}×${v.length} cells marked ${kinds}`;
      dl.append(dt, dd);
    } else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) {
      const dt = document.createElement('dt');
      dt.textContent = answerLabel(k);
      const dd = document.createElement('dd');
      dd.dataset.key = k;
      dd.textContent = v.join(', ') || '(none)';
      dl.append(dt, dd);
    }
  }
  return dl;
}
