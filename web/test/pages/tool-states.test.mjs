// The Path tool's states (web/calculator/js/tools/path.js) driven in Node without a page, as tldraw
// tests its tools beside them: a press then a release on the same cell is a click, a pointer that
// leaves the middle of its cell starts a drag, each new cell is a step priced on the road, going back
// over the previous cell takes the step back, and a cancelled gesture (a second finger) ends where it
// was. The parts the tool is given are small fakes that record what the tool asked of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathTool } from '../../calculator/js/tools/path.js';
import { terrainTool } from '../../calculator/js/tools/terrain.js';
import { ToolMachine } from '../../calculator/js/tools/machine.js';

/** A hero at [1,1] on a 10×10 square map; the tool's states with what it did, recorded. */
function setup() {
  const log = [];
  const hero = { id: 'hero', position: [1, 1] };
  const state = { mover: 'hero', path: [], tool: 'path' };
  const same = (a, b) => a[0] === b[0] && a[1] === b[1];
  const scene = {
    shape: null,
    info: () => ({ width: 10, height: 10 }),
    creatureAt: (cell) => (same(cell, hero.position) ? hero : null),
  };
  const move = {
    dragging: false,
    mover: () => hero,
    pathEnd: () => state.path.filter(Array.isArray).at(-1) ?? hero.position,
    step: (priced, cell) => log.push(['step', cell, state.path.map((c) => c.join(','))]),
  };
  const road = {
    price: () => {
      throw new Error('no grab in these drags');
    },
    extend: (id, cell) => [[2, 1], cell], // the cells to add (or the shim's error)
  };
  const machine = { place: () => log.push(['place']), finish: (at) => log.push(['finish', at && at.cell]) };
  const changes = { emit: (topic) => log.push(['emit', topic]) };
  const errors = { report: (e) => log.push(['error', e]) };
  let current = 'idle';
  let tool;
  const to = (name, info) => {
    tool.states[current].exit?.();
    current = name;
    log.push(['to', name]);
    tool.states[current].enter?.(info);
  };
  tool = pathTool({ to, machine, scene, move, state, road, errors, changes });
  const at = (x, y, inner = true) => ({ cell: [x, y], side: 'top', inner, px: 0, py: 0, key: `${x},${y}` });
  const s = () => tool.states[current];
  return { log, state, move, at, s, state_: () => current, tool };
}

test('a press and a release on one cell is a click: next to the mover, a step', () => {
  const { log, state, at, s, state_ } = setup();
  s().down(at(2, 2));
  assert.equal(state_(), 'pointing');
  s().move(at(2, 2, false), false); // near the cell's edge: still a click
  assert.equal(state_(), 'pointing');
  s().up(at(2, 2));
  assert.equal(state_(), 'idle');
  assert.deepEqual(state.path, [[2, 2]]);
  assert.deepEqual(log.slice(-2), [
    ['to', 'idle'],
    ['emit', 'move'],
  ]);
  // A far cell: the engine's best path there (the road's `extend`) is added.
  s().down(at(5, 1));
  s().up(at(5, 1));
  assert.deepEqual(state.path, [
    [2, 2],
    [2, 1],
    [5, 1],
  ]);
});

test('a drag from the mover: a step per cell, priced; back over a cell takes the step back', () => {
  const { log, state, move, at, s, state_ } = setup();
  s().down(at(1, 1));
  s().move(at(2, 1), false);
  assert.equal(state_(), 'dragging');
  assert.equal(move.dragging, true, 'the path at the pointer is the drag');
  s().move(at(3, 1), false);
  s().move(at(3, 1), true); // the same cell again: the label follows, no step
  s().move(at(2, 1), false); // back over the previous cell
  assert.deepEqual(
    log.filter((l) => l[0] === 'step').map((l) => l[2]),
    [['2,1'], ['2,1', '3,1'], ['2,1']],
  );
  assert.equal(log.filter((l) => l[0] === 'place').length, 1);
  assert.equal(log.filter((l) => l[0] === 'emit' && l[1] === 'step').length, 3);
  s().up(at(2, 1));
  assert.equal(state_(), 'idle');
  assert.equal(move.dragging, false);
  assert.deepEqual(log.at(-1), ['finish', [2, 1]]);
  assert.deepEqual(state.path, [[2, 1]]);
});

test("a fast pointer's skipped cells are filled in; a cancelled drag keeps its path and says nothing more", () => {
  const { log, state, at, s, state_ } = setup();
  s().down(at(1, 1));
  s().move(at(4, 1), false);
  assert.deepEqual(state.path, [
    [2, 1],
    [3, 1],
    [4, 1],
  ]);
  const said = log.length;
  s().cancel();
  assert.equal(state_(), 'idle');
  assert.deepEqual(log.slice(said), [['to', 'idle']], 'no finish, no update');
  assert.equal(state.path.length, 3);
});

test('the terrain brush: a stroke paints the line between the cells the pointer reports', () => {
  const painted = [];
  let current = 'idle';
  let tool;
  const to = (name, info) => {
    current = name;
    tool.states[name].enter?.(info);
  };
  const scene = {
    shape: null,
    remember: () => {},
    change: (fn) => fn({ paint: (cells, brush) => painted.push([brush, cells.map((c) => c.join(','))]) }),
  };
  const finished = [];
  tool = terrainTool({ to, machine: { finish: (at) => finished.push(at.cell) }, scene, state: { brush: '~' } });
  const at = (x, y) => ({ cell: [x, y], side: 'top', inner: true, px: 0, py: 0, key: '' });
  tool.states[current].down(at(0, 0));
  tool.states[current].move(at(3, 0), false);
  tool.states[current].move(at(3, 0), false);
  tool.states[current].up(at(3, 0));
  assert.deepEqual(painted, [
    ['~', ['0,0']],
    ['~', ['1,0', '2,0', '3,0']],
  ]);
  assert.equal(current, 'idle');
  assert.deepEqual(finished, [[3, 0]]);
});

// The machine that holds the current tool and state (tools/machine.js), with a fake view, move
// model and update path: what the MapView's pointer handlers do in each case.
test('the tool machine: idle hovers, a state moves on by name, a new tool or a cancel ends a gesture', () => {
  const said = [];
  const hovered = [];
  const view = {};
  const move = {
    hover: null,
    hoverAt(cell, best = true) {
      this.hover = cell;
      hovered.push([cell, best]);
    },
  };
  const state = { tool: 'a' };
  const changes = { emit: (topic, detail = {}) => said.push([topic, detail]) };
  const machine = new ToolMachine({ view, state, move, changes });
  const trail = [];
  machine.add('a', (to) => ({
    states: {
      idle: { down: (at) => to('held', at.cell) },
      held: {
        enter: (cell) => trail.push(['enter', cell]),
        exit: () => trail.push(['exit']),
        move: (at) => trail.push(['move', at.cell]),
        up: () => to('idle'),
      },
    },
    grabs: (at) => at.cell[0] === 0,
  }));
  machine.add('b', () => ({ states: { idle: { press: (cell) => trail.push(['press', cell]) } } }));
  const at = (x, y) => ({ cell: [x, y], side: 'top', inner: true, px: x * 10, py: y * 10, key: `${x},${y}` });

  // Idle without a move handler: a new cell is hovered (with its best path), the same cell only moves the label.
  view.handlers.move(at(3, 4), null, false);
  assert.deepEqual(hovered, [[[3, 4], true]]);
  assert.deepEqual(said.slice(-1), [['hover', {}]]);
  view.handlers.move(at(3, 4), null, true);
  assert.deepEqual(said.slice(-2), [
    ['pointer', { at: [30, 40] }],
    ['pointer', { place: true }],
  ]);
  assert.equal(hovered.length, 1);
  // A press moves to the state by name; its moves are its own; the release goes back to idle.
  view.handlers.down(at(2, 2));
  assert.equal(machine.busy, true);
  view.handlers.move(at(2, 3), null, false);
  view.handlers.up(at(2, 3), null, false);
  assert.equal(machine.busy, false);
  assert.deepEqual(trail, [['enter', [2, 2]], ['move', [2, 3]], ['exit']]);
  // A cancel (a second finger) in a state without its own goes back to idle.
  view.handlers.down(at(1, 1));
  view.handlers.up(null, null, true);
  assert.equal(machine.busy, false);
  // A new tool mid-gesture: the gesture's state is left (its exit runs), the tool said.
  view.handlers.down(at(1, 1));
  machine.setTool('b');
  assert.deepEqual(trail.slice(-2), [['enter', [1, 1]], ['exit']]);
  assert.equal(state.tool, 'b');
  assert.deepEqual(said.at(-1), ['tool', { tool: 'b' }]);
  // Enter on the keyboard's cell: the state's own press; a finger grabs where the tool says.
  machine.press([5, 5]);
  assert.deepEqual(trail.at(-1), ['press', [5, 5]]);
  assert.equal(view.handlers.grabs(at(0, 1)), false, 'tool b grabs nothing');
  machine.setTool('a');
  assert.equal(view.handlers.grabs(at(0, 1)), true);
  assert.equal(view.handlers.grabs(at(1, 1)), false);
  // The end of a gesture asks the answer at the pointer without the best path, then says a move.
  machine.finish(at(6, 6));
  assert.deepEqual(hovered.at(-1), [[6, 6], false]);
  assert.deepEqual(said.at(-1), ['move', {}]);
});
