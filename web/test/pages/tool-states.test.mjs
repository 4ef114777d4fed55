// The Path tool's states (web/calculator/js/tools/path.js) driven in Node without a page, as tldraw
// tests its tools beside them: a press then a release on the same cell is a click, a pointer that
// leaves the middle of its cell starts a drag, each new cell is a step priced on the road, going back
// over the previous cell takes the step back, and a cancelled gesture (a second finger) ends where it
// was. The parts the tool is given are small fakes that record what the tool asked of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathTool } from '../../calculator/js/tools/path.js';
import { terrainTool } from '../../calculator/js/tools/terrain.js';

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
    extend: (id, cell) => ({ cells: [[2, 1], cell] }),
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
