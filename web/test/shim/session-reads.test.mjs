// What a surface reads through the Session instead of its state (docs/shim.md, "Reading the scene"):
// whether a scene answers and why not, a creature, its cells and position, the turn's drags, the
// walls' blocked edges, the reachable area without a drag, and the engine's own answer beside each
// annotation. Against the real WebAssembly build; every number is checked against the request or
// the rule text it comes from.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { Session, shimError } from '../../shim/index.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

const walker = (id, position, extra = {}) => ({ id, position, speeds: { walk: 30 }, ...extra });

test('loaded and refusal: none before a scene, the refusal of a refused page, none once a map loads', () => {
  const s = new Session(footwork);
  assert.equal(s.loaded, false);
  assert.equal(s.refusal.code, 'no-scene');
  assert.deepEqual(s.creatures(), []);
  assert.equal(s.hasCreature('x'), false);
  assert.equal(s.info(), null);
  assert.deepEqual(s.loadMap({ ruleset: 'sw5e', grid: { width: 6, height: 6 }, tokens: [walker('a', [1, 1])] }), []);
  assert.equal(s.loaded, true);
  assert.equal(s.refusal, null);
  const errors = s.loadMap({ ruleset: 'sw5e', grid: { width: 0, height: 6 } });
  assert.equal(errors.length, 1);
  assert.equal(s.loaded, false, 'a refused page answers nothing, although the old scene is kept');
  assert.match(s.refusal.message, /^This page's map was refused/);
  assert.equal(s.hasCreature('a'), false, "the previous page's creature is not this page's");
  assert.equal(s.creature('a'), null);
});

test('a creature, its position and its cells: a large creature takes 2×2 squares, 3 hexes on a hex map', () => {
  const s = new Session(footwork, {
    scene: { ruleset: 'sw5e', grid: { width: 8, height: 8 }, creatures: [walker('ogre', [2, 3], { size: 'large' })] },
  });
  assert.equal(s.hasCreature('ogre'), true);
  assert.deepEqual(s.position('ogre'), [2, 3]);
  assert.equal(s.creature('ogre').size, 'large');
  // sw5e's size table: Large 10 by 10 feet, so two 5-ft squares a side.
  assert.deepEqual(s.cells('ogre'), [
    [2, 3],
    [3, 3],
    [2, 4],
    [3, 4],
  ]);
  assert.deepEqual(s.cells('ogre', [0, 0]), [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ]);
  assert.equal(s.cells('nobody'), null);
  assert.ok(s.sizes.some((r) => r.size === 'large'));
  // docs/rules/hex.md: a creature two cells across is three hexes (its anchor and two neighbours).
  const h = new Session(footwork, {
    scene: {
      ruleset: 'sw5e',
      grid: { type: 'hex', orientation: 'pointy', width: 8, height: 8 },
      creatures: [walker('ogre', [2, 2], { size: 'large' })],
    },
  });
  const cells = h.cells('ogre');
  assert.equal(cells.length, 3);
  assert.deepEqual(cells[0], [2, 2]);
});

test("the turn's record: history, lastDrag and movers follow endDrag and undo", () => {
  const s = new Session(footwork, {
    scene: { ruleset: 'sw5e', grid: { width: 8, height: 8 }, creatures: [walker('a', [0, 0]), walker('b', [5, 5])] },
  });
  assert.equal(s.lastDrag('a'), null);
  s.endDrag('a', { current: [2, 0] });
  s.endDrag('a', { current: [2, 2] });
  assert.deepEqual(s.movers(), ['a']);
  assert.equal(s.history('a').length, 2);
  assert.deepEqual(s.lastDrag('a').from, [2, 0]);
  assert.deepEqual(s.lastDrag('a').to, [2, 2]);
  assert.equal(s.lastDrag('a').feet, 10, 'two orthogonal squares, 5 ft each');
  s.history('a')[0].feet = 999; // a copy: the ledger is not the caller's to change
  assert.equal(s.spent('a').feet, 20);
  s.undo('a');
  assert.deepEqual(s.lastDrag('a').to, [2, 0]);
});

test('reachable: the area without a drag begun, with the engine request and result beside it', () => {
  const s = new Session(footwork, {
    scene: { ruleset: 'sw5e', grid: { width: 8, height: 8 }, creatures: [walker('a', [0, 0])] },
  });
  s.beginDrag('a', [0, 0]);
  const r = s.reachable('a', { from: [1, 1] });
  assert.equal(r.kind, 'reachable');
  assert.equal(r.request.query, 'reachable');
  assert.deepEqual(r.request.from, [1, 1]);
  assert.equal(r.result.count, r.places.length);
  assert.equal(JSON.stringify(r).includes('"result"'), false, 'the answer rides along, out of the JSON');
  // The drag begun before still starts where it began: reachable began none.
  const a = s.dragTo('a', { current: [1, 0] });
  assert.equal(a.cells.length, 1);
  assert.deepEqual(a.request.from, [0, 0]);
  assert.equal(a.result.total.feet, a.total);
  assert.equal(a.request.query, 'move');
});

test('bestPath carries the move that prices the whole drag and the path query of the rest', () => {
  const s = new Session(footwork, {
    scene: { ruleset: 'sw5e', grid: { width: 8, height: 8 }, creatures: [walker('a', [0, 0])] },
  });
  const a = s.bestPath('a', [3, 0], { after: { current: [1, 0] } });
  assert.equal(a.kind, 'move');
  assert.deepEqual(a.search.path, [
    [2, 0],
    [3, 0],
  ]);
  assert.equal(a.result.steps.length, 3, 'the move result prices the drag so far and the path found');
  assert.equal(a.search.request.query, 'path');
  assert.deepEqual(a.search.result.path, a.search.path);
});

test('blockedEdges counts what the synced walls block, open doors left out', () => {
  const s = new Session(footwork);
  s.loadMap({
    ruleset: 'sw5e',
    grid: { width: 6, height: 6 },
    barriers: [
      { id: 'w', kind: 'wall', edges: new Set(['1,1,E', '1,2,E']) },
      { id: 'd', kind: 'door-open', edges: new Set(['3,3,S']) },
    ],
  });
  assert.equal(s.blockedEdges(), 2);
  s.upsertBarrier({ id: 'd', kind: 'door-closed', edges: new Set(['3,3,S']) });
  assert.equal(s.blockedEdges(), 3);
});

test('queries: typed answers from the scene and without one; shimError builds the one error shape', () => {
  const s = new Session(footwork, {
    scene: { ruleset: 'sw5e', grid: { width: 8, height: 8 }, creatures: [walker('a', [0, 0])] },
  });
  const t = s.query({ query: 'threatened', creature: 'a' });
  assert.equal(t.kind, 'result');
  assert.equal(t.result.reach, 5, "a Medium creature's reach: 5 feet");
  const free = s.queryEngine({ query: 'rulesets' });
  assert.equal(free.kind, 'result');
  assert.ok(free.result.rulesets.some((r) => r.id === 'sw5e'));
  const bad = s.queryEngine({ query: 'no-such-query' });
  assert.equal(bad.kind, 'error');
  assert.equal(bad.source, 'engine');
  assert.deepEqual(shimError('bad-drag', 'A drag needs cells.', '$.drag'), {
    kind: 'error',
    source: 'shim',
    code: 'bad-drag',
    message: 'A drag needs cells.',
    path: '$.drag',
  });
  assert.equal(shimError('x', 'y', '$', 'extension').source, 'extension');
});
