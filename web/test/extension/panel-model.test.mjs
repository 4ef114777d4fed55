// The extension panel's view model (web/extension/panel-model.js): pure functions of the store's state,
// the page as sent and the scene's reads. In Node, no browser and no engine: the scene is a few reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initialState } from '../../extension/store.js';
import {
  panelState,
  shownToken,
  turnName,
  wallSummary,
  leftOutLines,
  LEFT_OUT_SHOWN,
} from '../../extension/panel-model.js';

const graphic = (id, name, extra = {}) => ({
  id,
  name,
  layer: 'objects',
  left: 35,
  top: 35,
  width: 70,
  height: 70,
  ...extra,
});
const move = (summary) => ({ kind: 'move', summary, name: 'x' });

// A page of four tokens: A, B and C yours, O someone else's.
function inputs(over = {}) {
  const graphics = new Map(
    [graphic('A', 'Alda'), graphic('B', ''), graphic('O', 'Orc', { mine: false }), graphic('C', 'Cato')].map((g) => [
      g.id,
      g,
    ]),
  );
  return {
    footwork: { engine: 'wasm' },
    scene: {
      ruleset: 'sw5e',
      rulesets: [{ id: 'sw5e', title: 'Fifth edition', sizes: [] }],
      name: (id) => (id === 'C' ? 'Cato the scene name' : id),
      spent: (id) => ({ feet: id === 'A' ? 10 : 0, drags: id === 'A' ? 1 : 0 }),
      blockedEdges: () => 7,
    },
    graphics,
    isMine: (g) => g.mine !== false,
    speedOf: (g) => (g.id === 'B' ? 25 : 30),
    conditionsOf: (g) => (g.id === 'A' ? ['prone'] : []),
    leftOut: new Map(),
    barriers: [],
    priced: true,
    live: null,
    places: null,
    ...over,
  };
}

test('panel model: your tokens, the last moved first, then in page order, each with its reads', () => {
  const s = {
    ...initialState(),
    order: ['O', 'C'],
    moves: new Map([['C', move('Cato: 10 ft')]]),
    speeds: new Map([['B', 25]]),
  };
  const v = panelState(s, inputs());
  assert.deepEqual(
    v.creatures.map((c) => c.id),
    ['C', 'A', 'B'],
    'the last moved first, someone else’s token not listed',
  );
  const [c, a, b] = v.creatures;
  assert.equal(c.name, 'Cato the scene name', 'the scene’s name where it knows one');
  assert.equal(a.name, 'Alda', 'else the token’s');
  assert.equal(b.name, 'B', 'else its id');
  assert.deepEqual([a.speed, b.speed, b.typed, a.typed], [30, 25, true, false]);
  assert.deepEqual(a.spent, { feet: 10, drags: 1 });
  assert.deepEqual(a.conditions, ['prone']);
  assert.equal(c.last, 'Cato: 10 ft');
  assert.equal(a.last, null);
  assert.deepEqual([v.engine, v.ruleset, v.rulesets], ['wasm', 'sw5e', [{ id: 'sw5e', title: 'Fifth edition' }]]);
  assert.equal(v.house, null, 'no house rules before the page’s rules are read');
  assert.deepEqual(v.live, { live: false, engine: null, text: 'Waiting for Roll20’s map…' });
});

test('panel model: the readout shows the token selected with a move, else your last moved', () => {
  const moves = new Map([
    ['O', move('Orc')],
    ['A', move('Alda')],
    ['C', move('Cato')],
  ]);
  const base = { ...initialState(), order: ['O', 'A', 'C'], moves };
  const { graphics, isMine } = inputs();
  assert.equal(shownToken(base, graphics, isMine), 'A', 'someone else’s last move is not yours');
  assert.equal(shownToken({ ...base, selected: 'C' }, graphics, isMine), 'C');
  assert.equal(shownToken({ ...base, selected: 'B' }, graphics, isMine), 'A', 'a selection without a move: your last');
  assert.equal(shownToken({ ...base, order: ['O'] }, graphics, isMine), undefined);
  const v = panelState({ ...base, selected: 'C', reaches: new Map([['C', { kind: 'reachable' }]]) }, inputs());
  assert.deepEqual([v.selected, v.move.summary, v.reach], ['C', 'Cato', { kind: 'reachable' }]);
  const none = panelState({ ...base, order: [] }, inputs());
  assert.deepEqual([none.selected, none.move, none.reach], [null, null, null]);
});

test('panel model: a refused page’s sentence first, without the actions’ "no scene"; problems in order', () => {
  const refused = { kind: 'error', code: 'page-refused', message: 'Footwork cannot price this page.' };
  const noScene = { kind: 'error', code: 'no-scene', message: 'No scene.' };
  const other = { kind: 'error', code: 'bad-speed', message: 'No speed.' };
  const leftOut = new Map(
    Array.from({ length: LEFT_OUT_SHOWN + 2 }, (_, i) => [`w${i}`, { code: 'left-out', message: `Wall ${i}.` }]),
  );
  const s = {
    ...initialState(),
    refused,
    errors: [noScene, refused, other],
    engineNote: 'WebAssembly refused here.',
    problems: [{ code: 'grid', message: 'Grid.' }],
    dropped: [{ code: 'dropped', message: 'Dropped.' }],
  };
  const v = panelState(s, inputs({ leftOut, priced: false }));
  assert.deepEqual(v.errors, [refused, other]);
  assert.deepEqual(
    v.problems.map((p) => p.message),
    [
      'WebAssembly refused here.',
      'Grid.',
      'Wall 0.',
      'Wall 1.',
      'Wall 2.',
      'Wall 3.',
      'Wall 4.',
      '… and 2 more left out.',
      'Dropped.',
    ],
  );
  assert.equal(v.priced, false);
  assert.deepEqual(
    panelState({ ...s, refused: null }, inputs()).errors,
    [noScene, refused, other],
    'priced: as they are',
  );
  assert.equal(leftOutLines(new Map()).length, 0);
});

test('panel model: whose turn it is, from the tracker’s first entry', () => {
  const { graphics } = inputs();
  assert.equal(turnName([], graphics), '');
  assert.equal(turnName([{ id: '-1', custom: 'Lair action', pr: 20 }], graphics), 'Lair action');
  assert.equal(turnName([{ id: 'A', custom: '', pr: 20 }], graphics), 'Alda');
  assert.equal(turnName([{ id: 'B', custom: 'Bea', pr: 20 }], graphics), 'Bea', 'a nameless token: the row’s text');
  assert.equal(turnName([{ id: 'gone', custom: '', pr: 20 }], graphics), 'gone');
  const v = panelState({ ...initialState(), turnorder: [{ id: 'C', custom: '', pr: 3 }] }, inputs());
  assert.equal(v.turn, 'Cato');
});

test('panel model: walls, doors open and closed, windows counted, with the edges they block', () => {
  const barriers = [
    { type: 'wall' },
    { type: 'wall' },
    { type: 'door', kind: 'door-open' },
    { type: 'door', kind: 'door' },
    { type: 'door', kind: 'door' },
    { type: 'window' },
  ];
  assert.deepEqual(wallSummary(barriers, 12), { walls: 2, doorsOpen: 1, doorsClosed: 2, windows: 1, edges: 12 });
  assert.deepEqual(panelState(initialState(), inputs({ barriers })).walls, {
    walls: 2,
    doorsOpen: 1,
    doorsClosed: 2,
    windows: 1,
    edges: 7,
  });
});
