// The Ask tool: the position queries of docs/protocol.md (range and reach, sight and cover, flanking,
// areas, facing, crowding, 4e forced movement, swap, teleportation) as forms. Fields marked "map" are
// filled by clicking the map (a creature there gives its id, else the cell). The engine's answer is
// listed in its own field names and drawn on the map; the page computes nothing of its own.
import { valueWords, fieldLabel, plainWords } from '../../shim/words.js';
import { ask } from './engine.js';
import { inWords, markField, clearFields } from './fields.js';
import { cells as cellCount } from './move-panel.js';
import { facingLines } from './map/hex-facing.js';

const PLACE = 'place'; // a creature id or a cell
const QUERIES = {
  distance: {
    title: 'Range: distance between two places',
    fields: [
      ['from', PLACE],
      ['to', PLACE],
    ],
  },
  threatened: { title: 'Reach: squares a creature threatens', fields: [['creature', 'creature']] },
  closest: {
    title: 'Closest creatures',
    fields: [
      ['from', PLACE],
      ['side', ['all', 'enemies', 'allies'], true],
      ['seed', 'number', true],
    ],
  },
  sight: {
    title: 'Line of sight / effect',
    fields: [
      ['from', PLACE],
      ['to', PLACE],
      ['kind', ['sight', 'effect'], true],
    ],
  },
  cover: {
    title: 'Cover (5e-fine)',
    fields: [
      ['attacker', PLACE],
      ['target', PLACE],
    ],
  },
  flanking: {
    title: 'Flanking',
    fields: [
      ['creature', 'creature'],
      ['enemy', 'creature'],
      ['ally', 'creature', true],
    ],
  },
  flankSquares: {
    title: 'Squares from which an ally would flank',
    fields: [
      ['creature', 'creature'],
      ['enemy', 'creature'],
      ['ally', 'creature'],
    ],
  },
  area: {
    title: 'Area template (the 5e texts)',
    fields: [
      ['shape', ['sphere', 'cylinder', 'cube', 'cone', 'line']],
      ['origin', 'cell'],
      ['radius', 'number', true],
      ['size', 'number', true],
      ['length', 'number', true],
      ['width', 'number', true],
      ['toward', 'cell', true],
      ['direction', ['east', 'north', 'south', 'west'], true],
      ['rule', ['centre', 'whole'], true],
    ],
  },
  facing: {
    title: 'Facing arcs (5e-fine)',
    fields: [
      ['creature', 'creature'],
      ['facing', ['north', 'east', 'south', 'west', 'ne', 'se', 'sw', 'nw']],
      ['weaponHand', ['right', 'left'], true],
      ['shieldHand', ['left', 'right'], true],
      ['grip', ['one-handed', 'two-handed-melee', 'two-handed-missile'], true],
    ],
  },
  crowding: {
    title: 'Crowding: attackers around a defender (d20-3.0, 5e)',
    fields: [
      ['defender', PLACE],
      ['attackerSize', 'size', true],
      ['ignoreCreatures', 'bool', true],
    ],
  },
  forced: {
    title: '4e forced movement: push, pull, slide',
    fields: [
      ['kind', ['push', 'pull', 'slide']],
      ['creature', 'creature'],
      ['by', 'creature', true],
      ['distance', 'number', true],
      // Needed unless the question is where the target may end (the engine refuses it missing then).
      ['path', 'cells', 'unless “Ends” is ticked'],
      ['ends', 'bool', true],
      ['pitDepthFeet', 'number', true],
    ],
  },
  swap: {
    title: 'Swap places (4e)',
    fields: [
      ['creature', 'creature'],
      ['target', 'creature'],
      ['targetTo', 'cell', true],
      ['to', 'cell', true],
    ],
  },
  teleportation: {
    title: 'Teleportation',
    fields: [
      ['creature', 'creature'],
      ['to', 'cell'],
      ['distance', 'number', true],
      ['physicalHold', 'bool', true],
    ],
  },
};

// On a hex grid `facing` names a side of the creature's hex or a corner by its two sides
// (docs/protocol.md, "Query: facing"; docs/rules/hex.md, "Facing on hexes"): six sides and six
// corners, listed clockwise round the hex from the top (flat) or from the east (pointy).
const HEX_FACINGS = {
  flat: ['north', 'ne-north', 'ne', 'se-ne', 'se', 'south-se', 'south', 'sw-south', 'sw', 'nw-sw', 'nw', 'north-nw'],
  pointy: ['east', 'se-east', 'se', 'sw-se', 'sw', 'west-sw', 'west', 'nw-west', 'nw', 'ne-nw', 'ne', 'east-ne'],
};
const choicesOnGrid = (app, query, field, type) =>
  query === 'facing' && field === 'facing' && app.shape ? HEX_FACINGS[app.shape.orientation] : type;
// How a facing is offered: a hex corner says it is the corner between those two sides.
const facingLabel = (v) => (v.includes('-') ? `${v} (corner between ${v.replace('-', ' and ')})` : v);

const CELL_RE = /^\s*\[?\s*(-?\d+)\s*,\s*(-?\d+)\s*\]?\s*$/;

export function wireAsk(app) {
  const { $ } = app;
  const select = $('ask-query');
  app.fillSelect(select, Object.keys(QUERIES), 'distance', (q) => `${plainWords(q)}: ${QUERIES[q].title}`);
  let picking = null;

  const build = () => {
    const q = QUERIES[select.value];
    const box = $('ask-fields');
    box.replaceChildren();
    picking = null;
    for (const [name, given, optional] of q.fields) {
      const type = choicesOnGrid(app, select.value, name, given);
      const label = document.createElement('label');
      label.className = 'ask-field';
      const when = typeof optional === 'string' ? ` (needed ${optional}) ` : optional ? ' (optional) ' : ' ';
      label.append(fieldLabel(name) + when);
      let input;
      if (Array.isArray(type) || type === 'creature' || type === 'size') {
        input = document.createElement('select');
        const values = Array.isArray(type)
          ? type
          : type === 'size'
            ? app.ruleset().sizes.map((s) => s.size)
            : app.creatures().map((c) => c.id);
        app.fillSelect(
          input,
          optional ? ['', ...values] : values,
          optional ? '' : values[0],
          name === 'facing' ? facingLabel : Array.isArray(type) ? plainWords : undefined,
        );
      } else if (type === 'bool') {
        input = document.createElement('input');
        input.type = 'checkbox';
      } else {
        input = document.createElement('input');
        input.type = type === 'number' ? 'number' : 'text';
        if (type === 'number') input.step = 'any';
        if (type === PLACE || type === 'cell' || type === 'cells') {
          input.dataset.pick = type;
          input.placeholder =
            type === 'cells'
              ? 'map: click cells in order'
              : type === 'cell'
                ? 'map: click a cell'
                : 'map: click a creature or cell';
          input.size = 14;
          input.addEventListener('focus', () => {
            picking = input;
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
  app.rebuildAsk = build;

  // A map click fills the field being picked, then moves on to the next empty one.
  app.askPick = (cell) => {
    const fields = [...$('ask-fields').querySelectorAll('[data-pick]')];
    if (!picking) picking = fields.find((f) => !f.value) || fields[0];
    if (!picking) return;
    const who = app.creatureAt(cell);
    const type = picking.dataset.pick;
    if (type === 'cells') picking.value = (picking.value ? picking.value + ' ' : '') + `${cell[0]},${cell[1]}`;
    else picking.value = type === PLACE && who ? who.id : `${cell[0]},${cell[1]}`;
    if (type !== 'cells') {
      const next = fields.slice(fields.indexOf(picking) + 1).find((f) => !f.value);
      picking = next || picking;
    }
    app.view.data.hover = cell;
    app.view.flush();
  };

  const read = () => {
    const request = { query: select.value };
    for (const input of $('ask-fields').querySelectorAll('[data-field]')) {
      const name = input.dataset.field;
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
        request[name] = raw.split(/\s+/).map((t) => {
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
    const answer = ask(app.session, request, 'ask');
    app.showTab('answer');
    const out = $('answer');
    out.replaceChildren();
    const h = document.createElement('h3');
    h.textContent = QUERIES[request.query].title;
    out.append(h);
    if (answer.error) {
      const p = document.createElement('p');
      p.className = 'illegal';
      p.id = 'answer-error';
      p.textContent = inWords(answer.error, 'ask');
      p.title = `${answer.error.code} at ${answer.error.path}`; // for a report, not in the words
      markField(answer.error, 'ask');
      out.append(p);
      app.view.data.marks = null;
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
      app.view.data.marks = marksFor(app, request, answer.result);
    }
    app.askAnswer = answer;
    app.view.invalidate('reach');
    app.view.invalidate('overlay');
    app.view.flush();
  });
}

// The result's plain fields, as the engine names them.
function facts(result) {
  const dl = document.createElement('dl');
  dl.className = 'totals';
  dl.id = 'answer-facts';
  for (const [k, v] of Object.entries(result)) {
    if (k === 'ends' && Array.isArray(v) && v.some((x) => typeof x === 'object')) {
      // Forced movement's ends: drawn on the map, each with the fewest squares of a forced path there.
      // (Teleportation's `ends` are the conditions it ends, names like the other lists below.)
      const dt = document.createElement('dt');
      dt.textContent = fieldLabel(k);
      const dd = document.createElement('dd');
      dd.dataset.key = k;
      dd.textContent = `${v.length} places it may end on (on the map, each with its fewest squares)`;
      dl.append(dt, dd);
    } else if (v === null || typeof v !== 'object' || (v.feet !== undefined && Object.keys(v).length <= 2)) {
      const dt = document.createElement('dt');
      dt.textContent = fieldLabel(k);
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
      dt.textContent = fieldLabel(k);
      const dd = document.createElement('dd');
      dd.dataset.key = k;
      const kinds = Object.values(result.legend).join(', ');
      dd.textContent = `on the map: ${v[0].length}×${v.length} cells marked ${kinds}`;
      dl.append(dt, dd);
    } else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) {
      const dt = document.createElement('dt');
      dt.textContent = fieldLabel(k);
      const dd = document.createElement('dd');
      dd.dataset.key = k;
      dd.textContent = v.join(', ') || '(none)';
      dl.append(dt, dd);
    }
  }
  return dl;
}

const spaceCells = (app, place) => {
  if (Array.isArray(place)) return [place];
  const c = app.creatures().find((x) => x.id === place);
  return c ? app.spaceOf(c) : [];
};

// What the answer draws: cells the engine listed, and the lines it traced.
function marksFor(app, request, r) {
  const cells = [];
  const lines = [];
  switch (request.query) {
    case 'threatened':
      cells.push({ cells: r.cells, colour: 'a' });
      break;
    case 'flankSquares':
      cells.push({ cells: r.positions, colour: 'a' });
      break;
    case 'area':
      cells.push({ cells: r.cells, colour: 'a' });
      break;
    case 'distance':
      cells.push({ cells: spaceCells(app, r.from), colour: 'a' }, { cells: spaceCells(app, r.to), colour: 'b' });
      break;
    case 'closest':
      if (r.closest) cells.push({ cells: spaceCells(app, r.closest), colour: 'a' });
      break;
    case 'crowding':
      cells.push({ cells: r.ring || [], colour: 'b' }, { cells: r.placement || [], colour: 'a' });
      break;
    case 'sight':
      if (r.line) lines.push({ from: r.line.corner, to: r.line.to, blocked: false });
      else cells.push({ cells: [...spaceCells(app, request.from), ...spaceCells(app, request.to)], colour: 'blocked' });
      break;
    case 'cover':
      for (const l of r.lines || []) lines.push({ from: r.from, to: l.to, blocked: l.blocked });
      break;
    case 'flanking':
      for (const c of r.checks || []) {
        if (c.square) cells.push({ cells: [c.square], colour: 'a' });
        if (c.allySquare) cells.push({ cells: [c.allySquare], colour: 'b' });
      }
      break;
    case 'facing': {
      const groups = {};
      const [ox, oy] = r.window && r.window.from ? r.window.from : [0, 0];
      r.arcs.forEach((row, y) =>
        [...row].forEach((ch, x) => {
          if (ch === '@') return;
          (groups[ch] ??= []).push([ox + x, oy + y]);
        }),
      );
      const colour = { F: 'a', B: 'b', L: '#6b4e1f', R: '#3d3a36' };
      for (const [ch, list] of Object.entries(groups))
        cells.push({ cells: list, colour: colour[ch] || '#3d3a36', text: list.map(() => ch) });
      // On hexes the arcs' bounding lines too, through a one-hex creature's centre (hex-facing.js).
      const c = app.creatures().find((x) => x.id === r.creature);
      if (app.shape && c && app.spaceOf(c).length === 1) {
        const { width, height } = app.info();
        for (const l of facingLines(app.shape, c.position, r.facing, width + height))
          lines.push({ ...l, blocked: false, toEdge: true });
      }
      break;
    }
    case 'forced':
      if (r.ends) {
        cells.push({ cells: r.ends.map((e) => e.position), colour: 'b', text: r.ends.map((e) => String(e.squares)) });
        break;
      }
      cells.push({
        cells: r.steps.filter((s) => s.legal).map((s) => s.to),
        colour: 'a',
        text: r.steps.filter((s) => s.legal).map((s) => String(s.total)),
      });
      cells.push({ cells: r.steps.filter((s) => !s.legal).map((s) => s.to), colour: 'blocked' });
      break;
    case 'swap':
    case 'teleportation': {
      // Where each creature would stand: its whole space there (a creature's `to` is its anchor).
      const at = (id, cell) => {
        const c = app.creatures().find((x) => x.id === id);
        return c ? app.spaceOf(c, cell) : [cell];
      };
      const to = r.to || request.to;
      if (to) cells.push({ cells: at(request.creature, to), colour: r.legal ? 'a' : 'blocked' });
      if (r.targetTo) cells.push({ cells: at(request.target, r.targetTo), colour: 'b' });
      break;
    }
    default:
      break;
  }
  return { cells: cells.filter((g) => g.cells.length), lines };
}
