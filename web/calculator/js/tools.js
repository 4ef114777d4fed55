// The map's tools (path, terrain brush, walls, creatures, ask): the pointer and the keyboard on the
// map and the tool radios (the controls around the map are in controls.js). Geometry comes from the
// shim (lineCells: a fast pointer's skipped cells are filled in along a line, brush and path alike;
// on hexes each step into a neighbouring hex, and a wall goes on the side two hexes share).
import { lineCells, hexAdjacent, hexNeighbours } from '../../shim/index.js';
import { clearFields, markField } from './fields.js';
import { SAY } from '../../shim/words.js';
import { sideIndex, hexSidePlane } from './map/hex-frame.js';
import { placeNew, refusedWhileDragging, noteOverlaps } from './placing.js';

/** @typedef {[number, number]} Cell */

const same = (a, b) => Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1] === b[1];
/** @param {any} item @returns {item is Cell} */
const isCell = (item) => Array.isArray(item);
const SPEEDS = ['walk', 'fly', 'swim', 'climb', 'burrow'];

export function wireTools(app) {
  const { $ } = app;
  const s = () => app.state;

  // ---- path -------------------------------------------------------------------------------------
  /**
   * Extends `items` (a path of cells and actions from `origin`) to `cell` one neighbour at a time
   * (the shim's line between the two); entering the cell before the end takes the last step back.
   * @param {any[]} items @param {Cell} origin @param {Cell} cell
   */
  function lineTo(items, origin, cell) {
    /** @returns {Cell[]} */
    const cells = () => {
      let at = origin;
      return items.map((item) => (isCell(item) ? (at = item) : at));
    };
    const end = () => cells().at(-1) ?? origin;
    for (const next of lineCells(end(), cell, app.shape)) {
      const list = cells();
      const before = list.length >= 2 ? list[list.length - 2] : origin;
      if (items.length && isCell(items[items.length - 1]) && same(next, before)) items.pop();
      else items.push(next);
    }
  }

  /** @param {Cell} cell */
  const pathTo = (cell) => lineTo(s().path, app.mover().position, cell);

  function pathClick(cell) {
    const m = app.mover();
    if (!m) return;
    const other = app.creatureAt(cell);
    const end = app.pathEnd();
    if (!s().path.length && other && other.id !== m.id) {
      s().mover = other.id;
      app.refresh();
      return;
    }
    if (s().path.length && same(cell, end)) s().path.pop();
    else if (same(cell, m.position)) s().path = [];
    else if (s().path.some((c) => same(c, cell))) {
      let k = s().path.length - 1;
      while (!same(s().path[k], cell)) k--;
      s().path = s().path.slice(0, k + 1);
    } else if (neighbours(end, cell)) s().path.push(cell);
    else {
      const best = app.road.extend(m.id, cell, s().path);
      if (best.error) {
        app.report(best.error);
        return;
      }
      s().path.push(...best.cells);
    }
    app.refresh();
  }

  const neighbours = (a, b) =>
    app.shape ? hexAdjacent(app.shape, a, b) : Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) === 1;

  // ---- walls --------------------------------------------------------------------------------------
  const KINDS = ['none', 'wall', 'low', 'door-closed', 'door-open', 'window'];

  // The edge on `side` of a cell: on squares top/right/bottom/left; on hexes the index of the
  // neighbour across it (the shim's hexNeighbours order). null off the map.
  function edgeAt(cell, side) {
    if (app.shape) return hexSideAt(cell, side);
    const [x, y] = cell;
    const d = { left: [-1, 0], right: [1, 0], top: [0, -1], bottom: [0, 1] }[side];
    const other = [x + d[0], y + d[1]];
    const { width: w, height: h } = app.info();
    if (other[0] < 0 || other[1] < 0 || other[0] >= w || other[1] >= h) return null;
    const a = d[0] + d[1] < 0 ? other : cell;
    const b = d[0] + d[1] < 0 ? cell : other;
    const edges = app.view.data.edges;
    const k = a[1] === b[1] ? edges.vertical[a[1] * (w + 1) + b[0]] : edges.horizontal[b[1] * w + a[0]];
    return { a, b, kind: KINDS[k] };
  }

  function hexSideAt(cell, side) {
    const other = hexNeighbours(app.shape, cell)[side];
    const { width: w, height: h } = app.info();
    if (!other || other[0] < 0 || other[1] < 0 || other[0] >= w || other[1] >= h) return null;
    const i = sideIndex(app.shape, w, h, cell, other);
    return { a: cell, b: other, kind: KINDS[hexSidePlane(app.view.data.edges, w, h)[i]] };
  }

  function setWall(cell, side, forced) {
    const e = edgeAt(cell, side);
    if (!e) return null;
    const kind = forced || (e.kind === s().wallKind ? 'none' : s().wallKind);
    if (e.kind === kind) return kind;
    app.remember();
    app.change((ss) => ss.setEdge(e.a, e.b, kind), { remembered: true, lazy: !!forced });
    return kind;
  }

  // ---- creatures ----------------------------------------------------------------------------------
  function readCreatureForm(position) {
    const c = { id: $('cr-id').value.trim(), position };
    const size = $('cr-size').value;
    if (size) c.size = size;
    const side = $('cr-side').value.trim();
    if (side) c.side = side;
    const speeds = {};
    for (const k of SPEEDS) if ($('cr-' + k).value !== '') speeds[k] = Number($('cr-' + k).value);
    c.speeds = speeds;
    const conditions = [...$('cr-conditions').querySelectorAll('input:checked')].map((i) => i.value);
    if (conditions.length) c.conditions = conditions;
    const traits = [...$('cr-traits').querySelectorAll('input:checked')].map((i) => i.value);
    if (traits.length) c.traits = traits;
    if ($('cr-reach').value !== '') c.reach = Number($('cr-reach').value);
    if ($('cr-reach-weapon').checked) c.reachWeapon = true;
    return c;
  }

  function writeCreatureForm(c) {
    $('cr-id').value = c.id;
    $('cr-side').value = c.side || '';
    if ([...$('cr-size').options].some((o) => o.value === (c.size || 'medium')))
      $('cr-size').value = c.size || 'medium';
    $('cr-pos').value = `[${c.position}]`;
    // Where a space stands: its top-left cell on squares, its anchor hex on hexes (docs/rules/hex.md).
    $('cr-pos').title = app.shape
      ? 'The anchor hex of its space: the centre hex of an odd width, the top-left hex of the central three of an even one'
      : 'The top-left cell of its space';
    for (const k of SPEEDS) $('cr-' + k).value = c.speeds && c.speeds[k] !== undefined ? String(c.speeds[k]) : '';
    const conds = new Set(c.conditions || []);
    for (const i of $('cr-conditions').querySelectorAll('input')) i.checked = conds.has(i.value);
    const traits = new Set(c.traits || []);
    for (const i of $('cr-traits').querySelectorAll('input')) i.checked = traits.has(i.value);
    $('cr-reach').value = c.reach === undefined ? '' : String(c.reach);
    $('cr-reach-weapon').checked = !!c.reachWeapon;
  }

  function select(id) {
    app.selected = id;
    const c = app.creatures().find((x) => x.id === id);
    if (c) writeCreatureForm(c);
  }

  const creatureFields = () => ['cr-id', 'cr-side', 'cr-size', 'cr-reach', ...SPEEDS.map((k) => 'cr-' + k)];

  function freshId(base) {
    const used = new Set(app.creatures().map((c) => c.id));
    if (base && !used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  // ---- the pointer --------------------------------------------------------------------------------
  app.drag = null;
  const handlers = {
    down(at) {
      const cell = at.cell;
      app.labelAt = [at.px, at.py];
      const tool = s().tool;
      if (tool === 'path') app.drag = { tool, start: cell, moved: false };
      else if (tool === 'terrain') {
        app.drag = { tool, last: cell };
        app.remember();
        app.change((ss) => ss.paint([cell], s().brush), { remembered: true });
      } else if (tool === 'wall') {
        const kind = setWall(cell, at.side);
        if (kind) app.drag = { tool, kind };
      } else if (tool === 'creature') {
        clearFields(creatureFields());
        const c = app.creatureAt(cell);
        if (c) {
          select(c.id);
          app.drag = { tool, id: c.id, grab: cell, anchor: c.position, remembered: false };
          app.refresh();
        } else if (!$('cr-id').value.trim()) {
          // A creature is placed as the form describes it: an empty form asks for a name first
          // rather than making a nameless "creature-2" on its own.
          markField({ path: '$.creature.id', message: SAY.nameFirst }, undefined);
          $('cr-id').focus();
        } else {
          const spec = readCreatureForm(cell);
          spec.id = freshId(spec.id);
          app.remember();
          // Not where the engine says it may not stand (another's space): refused in its words.
          if (app.change((ss) => placeNew(ss, spec), { remembered: true })) {
            select(spec.id);
            if (!app.mover()) {
              s().mover = spec.id;
              app.refresh();
            }
          }
        }
      } else if (tool === 'ask') {
        app.askPick(cell);
      }
    },
    move(at, ev, sameKey) {
      app.labelAt = [at.px, at.py];
      const cell = at.cell;
      const d = app.drag;
      if (!d) {
        if (sameKey || (app.hover && same(app.hover, cell))) {
          app.placeLabel();
          return;
        }
        app.hoverCell(cell);
        return;
      }
      if (d.tool === 'path') {
        if (!at.inner || same(d.last, cell)) {
          app.placeLabel();
          return;
        }
        d.last = cell;
        const m = app.mover();
        if (!m) return;
        if (!d.moved) {
          d.moved = true;
          // A creature larger than one cell grabbed by any of its cells is dragged by that cell: the
          // drag holds it (the engine's grab, docs/shim.md "Grab") and the pointer's cells are sent,
          // the engine keeping the grabbed cell under the pointer. Grabbing the mover again starts
          // the path afresh, except after actions alone (drop prone, stand): the drag goes on from them.
          const end = app.pathEnd();
          if (same(d.start, end)) {
            /* the drag goes on from the path's end */
          } else if (app.creatureAt(d.start) === m) {
            if (s().path.some(isCell)) s().path = [];
            if (!same(d.start, m.position)) Object.assign(d, { grab: d.start, held: [...s().path] });
          } else pathTo(d.start);
        }
        if (d.grab) {
          // The pointer's path (after the actions the drag went on from), priced held by the grab:
          // the page's path becomes the positions the engine put the creature in.
          const pointer = d.held.slice();
          lineTo(pointer, d.grab, cell);
          const move = app.road.price(m.id, pointer, d.grab);
          if (move.error && move.error.code === 'out-of-grid') return; // the space would leave the map
          d.held = pointer;
          if (!move.error) s().path = move.path;
          app.hover = cell;
          app.view.data.hover = cell;
          app.pathChanged(move);
        } else {
          const { width: w, height: h } = app.info();
          if (cell[0] < 0 || cell[1] < 0 || cell[0] >= w || cell[1] >= h) return;
          pathTo(cell);
          app.hover = cell;
          app.view.data.hover = cell;
          app.pathChanged(); // priced on the shim's dragTo; the Move tab follows the drag
        }
        app.pathDirty = true;
      } else if (d.tool === 'terrain') {
        if (same(d.last, cell)) return;
        const cells = lineCells(d.last, cell, app.shape);
        d.last = cell;
        app.change((ss) => ss.paint(cells, s().brush), { lazy: true });
      } else if (d.tool === 'wall') {
        setWall(cell, at.side, d.kind);
      } else if (d.tool === 'creature') {
        // The cell grabbed stays under the pointer: where the engine puts the space held by it.
        const held = app.session.space(d.id, { at: d.anchor, grab: d.grab, pointer: cell });
        if (held.kind !== 'space' || refusedWhileDragging(app, d, held)) return;
        const pos = held.at;
        const c = app.creatures().find((x) => x.id === d.id);
        if (!c || same(c.position, pos)) return;
        if (!d.remembered) {
          app.remember();
          d.remembered = true;
        }
        if (app.change((ss) => ss.placeCreature(d.id, pos), { lazy: true })) {
          if (d.id === s().mover) s().path = [];
          $('cr-pos').value = `[${pos}]`;
        }
      }
    },
    up(at, ev, cancelled) {
      const d = app.drag;
      app.drag = null;
      if (!d || cancelled) return;
      if (d.tool === 'path' && !d.moved && at && same(at.cell, d.start)) pathClick(at.cell);
      else {
        // Creatures dragged apart: the line saying a scene's creatures overlap follows.
        if (d.tool === 'creature' && app.overlapNote) noteOverlaps(app);
        // The answer at the pointer is for the cell it is on now: a creature drag does not follow
        // the hover, which would otherwise keep the cell where the drag began until the mouse moves.
        if (at && at.cell) {
          app.hover = at.cell;
          app.view.data.hover = at.cell;
        }
        app.refresh();
      }
    },
    leave() {
      app.hover = null;
      app.view.data.hover = null;
      app.preview = null;
      app.updateRoute();
      app.view.flush();
      app.describeHover();
    },
    viewChanged() {
      app.paneBox = null;
      app.placeLabel();
    },
    // A finger on the map: the Path tool takes it from the mover or the path's end, the Creatures
    // tool from a creature, the brush and the walls anywhere; elsewhere one finger pans.
    grabs(at) {
      const tool = s().tool;
      if (tool === 'terrain' || tool === 'wall') return true;
      if (tool === 'creature') return !!app.creatureAt(at.cell);
      if (tool === 'path') {
        const m = app.mover();
        return !!m && (app.creatureAt(at.cell) === m || same(at.cell, app.pathEnd()));
      }
      return false;
    },
  };
  app.view.handlers = handlers;

  // ---- the keyboard on the map ----------------------------------------------------------------------
  const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  $('map').addEventListener('keydown', (ev) => {
    const { width: w, height: h } = app.info();
    if (arrows[ev.key]) {
      const dd = arrows[ev.key];
      const from = app.kbd || (app.mover() ? app.pathEnd() : [0, 0]);
      app.kbd = [Math.min(w - 1, Math.max(0, from[0] + dd[0])), Math.min(h - 1, Math.max(0, from[1] + dd[1]))];
      app.view.data.kbd = app.kbd;
      app.labelAt = null;
      app.hoverCell(app.kbd);
    } else if ((ev.key === 'Enter' || ev.key === ' ') && app.kbd) {
      if (s().tool === 'wall') setWall(app.kbd, app.shape ? Number($('wall-side').value) : $('wall-side').value);
      else {
        const at = { cell: app.kbd, side: 'top', inner: true, key: '', px: 0, py: 0 };
        handlers.down(at);
        handlers.up(at);
      }
    } else if (ev.key === 'Backspace') {
      s().path.pop();
      app.refresh();
    } else if (ev.key === 'Escape') {
      s().path = [];
      if (app.mover()) app.road.cancel(s().mover);
      app.refresh();
    } else if (ev.key === '+' || ev.key === '=') app.view.zoomAt(1.25);
    else if (ev.key === '-') app.view.zoomAt(0.8);
    else return;
    ev.preventDefault();
  });
  $('map').addEventListener('blur', () => {
    app.kbd = null;
    app.view.data.kbd = null;
    app.view.invalidate('overlay');
  });
  $('zoom-in').addEventListener('click', () => app.view.zoomAt(1.25));
  $('zoom-out').addEventListener('click', () => app.view.zoomAt(0.8));
  $('zoom-fit').addEventListener('click', () => app.view.fit());

  // ---- the tool radios ----------------------------------------------------------------------------
  app.setTool = (tool) => {
    s().tool = tool;
    for (const t of ['path', 'terrain', 'wall', 'creature', 'ask']) $('tool-' + t).hidden = t !== tool;
    for (const r of /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll('input[name=tool]')))
      r.checked = r.value === tool;
    $('map').dataset.tool = tool;
    // The Answer tab's first words follow the tool (it asked to choose Ask while Ask was chosen).
    const hint = $('answer').querySelector('p.hint:only-child');
    if (hint) hint.textContent = tool === 'ask' ? SAY.askPickQuestion : SAY.askChooseTool;
    if (tool === 'ask') app.showTab('answer');
    if (tool !== 'ask' && app.view.data.marks) {
      app.view.data.marks = null;
      app.view.invalidate('reach');
      app.view.invalidate('overlay');
    }
  };
  for (const r of /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll('input[name=tool]')))
    r.addEventListener('change', () => {
      app.setTool(r.value);
      app.refresh();
    });
  app.setTool(s().tool);
  app.creatureForm = { readCreatureForm, creatureFields };
}
