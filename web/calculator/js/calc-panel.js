// The Calculators tab: the five scene-free queries (speed, carrying, jump, falling, sizes) as forms
// of their protocol fields. The ruleset is the map's unless changed here; the answer is the
// engine's, shown in its field names (with its `explain` sentences where it gives them).
import { askFree } from './engine.js';
import { $, byId, fillSelect } from './dom.js';
import { inWords, markField, clearFields } from './fields.js';
import { valueWords, fieldLabel, fieldDefault } from '../../shim/words.js';

const RULESETS = ['5e-fine', 'sw5e', 'dnd35', 'd20-3.0', '4e'];
/** @type {Record<string, [string, string | string[]][]>} each calculator's fields: a name and its input (a list: a select) */
const CALCS = {
  speed: [
    ['race', ['', 'human', 'elf', 'half-elf', 'half-orc', 'dwarf', 'halfling', 'gnome']],
    ['baseSpeed', 'number'],
    ['unit', ['', 'feet', 'squares']],
    ['armor', ['', 'none', 'light', 'medium', 'heavy']],
    ['armorPenalty', 'number'],
    ['load', ['', 'light', 'medium', 'heavy']],
    ['strength', 'number'],
    ['carried', 'number'],
    ['barbarian', 'bool'],
    ['monkBonus', 'number'],
    ['bonusType', 'text'],
    ['bonusAmount', 'number'],
  ],
  carrying: [
    ['strength', 'number'],
    ['carried', 'number'],
  ],
  jump: [
    ['strength', 'number'],
    ['size', 'text'],
    ['runUp', 'number'],
    ['ceiling', 'number'],
    ['obstacleAt', 'number'],
    ['cellFeet', 'number'],
  ],
  falling: [
    ['distance', 'number'],
    ['fast', 'bool'],
    ['seed', 'number'],
  ],
  sizes: [
    ['size', 'text'],
    ['shape', ['', 'tall', 'long']],
    ['attackerSize', 'text'],
    ['cellFeet', 'number'],
  ],
};
// A ruleset that has each calculator's tables, as the protocol says: the default when the map's has none.
/** @type {Record<string, string>} */
const HOME = { carrying: 'd20-3.0', jump: '5e-fine', falling: '4e' };

/** @param {{session: import('../../shim/index.js').Session}} parts */
export function wireCalc({ session }) {
  fillSelect(byId('calc-query', HTMLSelectElement), Object.keys(CALCS), 'speed');
  const build = () => {
    const box = $('calc-fields');
    box.replaceChildren();
    const q = byId('calc-query', HTMLSelectElement).value;
    const rs = document.createElement('select');
    fillSelect(rs, RULESETS, HOME[q] || session.ruleset);
    rs.id = 'calc-ruleset';
    const l = document.createElement('label');
    l.append(fieldLabel('ruleset') + ' ', rs);
    box.append(l);
    for (const [name, type] of CALCS[q]) {
      const label = document.createElement('label');
      let input;
      if (Array.isArray(type)) {
        input = document.createElement('select');
        fillSelect(input, type, '');
      } else {
        input = document.createElement('input');
        input.type = type === 'bool' ? 'checkbox' : type === 'number' ? 'number' : 'text';
        if (type === 'number') input.step = 'any';
        if (type === 'text') input.size = 8;
      }
      input.id = 'calc-' + name;
      input.dataset.field = name;
      input.dataset.type = Array.isArray(type) ? 'text' : type;
      if (input instanceof HTMLInputElement && input.type !== 'checkbox' && fieldDefault(name))
        input.placeholder = fieldDefault(name);
      label.append(fieldLabel(name) + ' ', input);
      box.append(label);
    }
  };
  $('calc-query').addEventListener('change', build);
  build();

  $('calc-run').addEventListener('click', () => {
    clearFields([...$('calc-fields').querySelectorAll('[id]')].map((e) => e.id));
    // The form's fields as the protocol names them: what a person typed, for the engine to judge.
    /** @type {Record<string, any>} */
    const request = {
      query: byId('calc-query', HTMLSelectElement).value,
      ruleset: byId('calc-ruleset', HTMLSelectElement).value,
    };
    for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (
      $('calc-fields').querySelectorAll('[data-field]')
    )) {
      const name = input.dataset.field ?? ''; // the selector picks inputs that have one
      if (input.dataset.type === 'bool') {
        if (input.checked) request[name] = true;
        continue;
      }
      const raw = input.value.trim();
      if (raw === '') continue;
      request[name] = input.dataset.type === 'number' ? Number(raw) : raw;
    }
    // Form conveniences → the protocol's shapes: one bonus, and the attacker of `sizes`.
    if (request.bonusAmount !== undefined) {
      request.bonuses = [{ amount: request.bonusAmount, ...(request.bonusType ? { type: request.bonusType } : {}) }];
    }
    delete request.bonusAmount;
    delete request.bonusType;
    if (request.attackerSize !== undefined) {
      request.attacker = { size: request.attackerSize };
      delete request.attackerSize;
    }
    const answer = askFree(session, request, 'ask');
    const out = $('calc-answer');
    out.replaceChildren();
    if (answer.kind === 'error') {
      const p = document.createElement('p');
      p.className = 'illegal';
      p.id = 'calc-error';
      p.textContent = inWords(answer, 'calc');
      p.title = `${answer.code} at ${answer.path}`; // for a report, not in the words
      markField(answer, 'calc');
      out.append(p);
      return;
    }
    /** @type {Record<string, any>} a calculator's result: its fields shown as the engine names them */
    const r = answer.result;
    const dl = document.createElement('dl');
    dl.className = 'totals';
    dl.id = 'calc-facts';
    /** @param {string} key @param {string} label @param {string} text */
    const fact = (key, label, text) => {
      const dt = document.createElement('dt');
      dt.textContent = label;
      const dd = document.createElement('dd');
      dd.dataset.key = key;
      dd.textContent = text;
      dl.append(dt, dd);
    };
    /** @param {any} v @returns {v is {feet: number, squares: number}} */
    const distance = (v) => v && typeof v === 'object' && v.feet !== undefined && v.squares !== undefined;
    for (const [k, v] of Object.entries(r)) {
      if (k === 'explain') continue;
      if (v === null || typeof v !== 'object') fact(k, fieldLabel(k), valueWords(v));
      else if (distance(v)) fact(k, fieldLabel(k), `${v.feet} ft (${v.squares} sq)`);
      else if (k === 'allowances')
        fact(
          k,
          fieldLabel(k),
          v.map((/** @type {{band: string, feet: number}} */ a) => `${a.band} ${a.feet} ft`).join(', '),
        );
      else if (!Array.isArray(v))
        // A group of distances (the jump's running and standing jumps): one line each.
        for (const [k2, v2] of Object.entries(v))
          if (distance(v2))
            fact(`${k}.${k2}`, `${fieldLabel(k)} ${fieldLabel(k2).toLowerCase()}`, `${v2.feet} ft (${v2.squares} sq)`);
    }
    out.append(dl);
    if (Array.isArray(r.explain)) {
      const ul = document.createElement('ul');
      for (const line of r.explain) {
        const li = document.createElement('li');
        li.textContent = line;
        ul.append(li);
      }
      out.append(ul);
    }
    // The whole answer as the engine gave it, folded away (code-shaped on purpose, like the JSON tab).
    const raw = document.createElement('details');
    raw.className = 'raw';
    const sum = document.createElement('summary');
    sum.textContent = 'The engine’s answer';
    const pre = document.createElement('pre');
    pre.textContent = JSON.stringify(r, null, 1);
    raw.append(sum, pre);
    out.append(raw);
  });
}
