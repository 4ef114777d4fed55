// Where to stand is asked once per question (issue 40): Session.places keeps its answer for the
// question asked (creature, mode, target, from, moveMode, band, what the creature spent this turn)
// on the scene it was asked on. The engine is wrapped here to count the `places` queries that reach
// it (the Session's own count is checked against it): the same question asked again is not asked
// again; after every kind of change a Session sends the engine, and every change of the question,
// it is asked again, and the answer is what a fresh Session on the same scene and turn gives.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { Session, pixelGrid, polylineEdges } from '../../shim/index.js';
import { watched } from './watched-engine.mjs';

let engine;
before(async () => {
  const { load } = await library();
  engine = await load();
});

// The engine as a Session gets it, every scene it makes counting the places queries it answers.
function counted() {
  const asked = { places: 0 };
  const { footwork } = watched(engine, (scene) => {
    const query = scene.query.bind(scene);
    scene.query = (r) => {
      if (r?.query === 'places') asked.places += 1;
      return query(r);
    };
  });
  return { footwork, asked };
}

const grid = { width: 8, height: 6, cellFeet: 5 };
const px = pixelGrid({ cellPx: 50, cellFeet: 5, width: 8, height: 6 });
const hero = (position) => ({ id: 'hero', name: 'Hero', position, speeds: { walk: 30 }, side: 'party' });
const orc = (position) => ({ id: 'orc', name: 'the orc', position, speeds: { walk: 30 }, side: 'monsters' });
// A wall along grid line x = 3 from the top down to y = 3: between columns 2 and 3 in rows 0 to 2.
const wall = (to = 150) => ({
  id: 'w1',
  kind: 'wall',
  edges: polylineEdges(px, [
    [150, 0],
    [150, to],
  ]),
});
const mud = (cells) => ({ id: 'mud', cells, terrain: { difficult: 1 } });
const map = (ruleset = 'sw5e') => ({
  ruleset,
  grid,
  tokens: [hero([1, 1]), orc([5, 1])],
  terrain: [mud([[2, 2]])],
  barriers: [wall()],
});

// A page as a surface has it: the map loaded, the hero moved one square this turn (5 ft spent).
function page() {
  const { footwork, asked } = counted();
  const s = new Session(footwork);
  assert.deepEqual(s.loadMap(map()), []);
  const moved = s.endDrag('hero', { current: [1, 2] });
  assert.equal(moved.kind, 'move', JSON.stringify(moved));
  assert.equal(s.spent('hero').feet, 5);
  return { s, asked };
}

// What a Session made afresh on the same scene, turn, band and names answers.
function fresh(s, id, question) {
  const names = Object.fromEntries(s.creatures().map((c) => [c.id, s.name(c.id)]));
  const f = new Session(engine, { scene: s.sceneSpec(), band: s.band, names });
  f.setSpent(id, s.spent(id));
  const a = f.places(id, question);
  f.delete();
  return a;
}

const SAFE = { mode: 'safe' };
const COVER = { mode: 'cover', target: 'orc' };

// Every way a Session changes what the engine holds, the names its answers use, the turn or the
// question's start: each must ask again.
const changes = {
  load: (s) =>
    s.load({ ...s.sceneSpec(), creatures: [{ ...s.creature('orc'), position: [4, 3] }, s.creature('hero')] }),
  loadMap: (s) => s.loadMap({ ...map(), tokens: [hero([1, 2]), orc([4, 4])] }),
  setRuleset: (s) => s.setRuleset('5e-fine'),
  syncTokens: (s) => s.syncTokens([hero([1, 2]), orc([3, 2])]),
  upsertToken: (s) => s.upsertToken(orc([2, 4])),
  removeToken: (s) => s.removeToken('orc'),
  'upsertToken, kept on refusal': (s) => s.upsertToken({ ...s.creature('orc'), position: [3, 3] }, { keep: true }),
  placeCreature: (s) => s.placeCreature('orc', [2, 5]),
  paint: (s) => s.paint([[1, 3]], { difficult: 1 }),
  setEdge: (s) => s.setEdge([1, 2], [1, 3], 'wall'),
  syncTerrain: (s) => s.syncTerrain([mud([[0, 2]])]),
  upsertRegion: (s) => s.upsertRegion(mud([[0, 3]])),
  removeRegion: (s) => s.removeRegion('mud'),
  syncBarriers: (s) => s.syncBarriers([wall(250)]),
  upsertBarrier: (s) => s.upsertBarrier(wall(300)),
  removeBarrier: (s) => s.removeBarrier('w1'),
  endDrag: (s) => s.endDrag('hero', { current: [0, 2] }),
  undo: (s) => s.undo('hero'),
  setSpent: (s) => s.setSpent('hero', { feet: 15, diagonals: 1 }),
  resetTurn: (s) => s.resetTurn('hero'),
  newTurn: (s) => s.newTurn(),
  band: (s) => (s.band = 'move'),
  setName: (s) => s.setName('orc', 'Grog'),
  clearNames: (s) => s.clearNames(),
  'delete, then load': (s) => {
    const spec = s.sceneSpec();
    s.delete();
    return s.load({
      ...spec,
      creatures: [s.creature('hero') ?? spec.creatures[0], { ...spec.creatures[1], side: 'party' }],
    });
  },
};

for (const [question, q] of [
  ['safe', SAFE],
  ['cover from the orc', COVER],
]) {
  test(`places (${question}): the same question is asked of the engine once, the answer kept`, () => {
    const { s, asked } = page();
    const a = s.places('hero', q);
    assert.equal(a.kind, 'places', JSON.stringify(a));
    for (let i = 0; i < 5; i++) assert.equal(s.places('hero', q), a, 'the kept answer');
    // The start named (the cell the scene has the hero on, as a surface names it on pick-up): the same question.
    assert.equal(s.places('hero', { ...q, from: [1, 2] }), a);
    assert.equal(asked.places, 1);
    assert.equal(s.placesAsked, 1);
    assert.deepEqual(a, fresh(s, 'hero', q));
    // Reading the scene changes nothing: still kept.
    s.creatures();
    s.space('hero');
    s.query({ query: 'distance', from: 'hero', to: 'orc' });
    s.dragTo('hero', { current: [2, 2] });
    s.bestPath('hero', [0, 0]);
    assert.equal(s.places('hero', q), a);
    assert.equal(asked.places, 1);
  });

  for (const [name, change] of Object.entries(changes))
    test(`places (${question}) after ${name}: asked again, and what a fresh Session answers`, () => {
      const { s, asked } = page();
      const before = s.places('hero', q);
      assert.equal(before.kind, 'places', JSON.stringify(before));
      s.places('hero', q);
      assert.equal(asked.places, 1);
      change(s);
      const after = s.places('hero', q);
      assert.equal(asked.places, 2, `${name}: the engine asked again`);
      assert.equal(s.placesAsked, 2);
      assert.deepEqual(after, fresh(s, 'hero', q));
      // And kept again on the changed scene (a refusal, the target gone, is not kept: asked each time).
      const again = s.places('hero', q);
      if (after.kind === 'places') assert.equal(again, after);
      assert.equal(asked.places, after.kind === 'places' ? 2 : 3);
    });
}

test('places: every change of the question is asked, each then kept', () => {
  const { s, asked } = page();
  const questions = [
    SAFE,
    COVER,
    { mode: 'reach', target: 'orc' },
    { mode: 'safe', from: [0, 0] },
    { mode: 'cover', target: 'orc', moveMode: 'walk', from: [0, 4] },
  ];
  const answers = questions.map((q, i) => {
    const a = s.places('hero', q);
    assert.equal(a.kind, 'places', JSON.stringify(a));
    assert.equal(asked.places, i + 1, JSON.stringify(q));
    assert.deepEqual(a, fresh(s, 'hero', q), JSON.stringify(q));
    return a;
  });
  // All of them kept (fewer than the Session keeps).
  questions.forEach((q, i) => assert.equal(s.places('hero', q), answers[i]));
  assert.equal(asked.places, questions.length);
  // Another creature, and another band: other questions.
  assert.equal(s.places('orc', SAFE).kind, 'places');
  s.band = 'move';
  assert.equal(s.places('hero', SAFE).kind, 'places');
  assert.equal(asked.places, questions.length + 2);
  // A drag begun elsewhere: its start is where the places are asked from (the question changed).
  s.band = undefined;
  s.beginDrag('hero', [0, 3]);
  const dragged = s.places('hero', SAFE);
  assert.equal(asked.places, questions.length + 3);
  assert.deepEqual(dragged, fresh(s, 'hero', { ...SAFE, from: [0, 3] }));
  s.cancelDrag('hero');
  assert.equal(s.places('hero', SAFE), answers[0]);
  assert.equal(asked.places, questions.length + 3);
});

test('places: a few answers are kept, the least recently asked forgotten first', () => {
  const { s, asked } = page();
  const starts = [];
  for (let y = 0; y < 6; y++) for (let x = 0; x < 2; x++) starts.push([x, y]);
  for (const from of starts) s.places('hero', { mode: 'safe', from });
  assert.equal(asked.places, 12);
  // The last eight are kept; the first four were let go and are asked again.
  for (const from of starts.slice(4)) s.places('hero', { mode: 'safe', from });
  assert.equal(asked.places, 12);
  s.places('hero', { mode: 'safe', from: starts[0] });
  assert.equal(asked.places, 13);
});

test('places: a refusal is not kept, and a refused page answers its refusal, never a kept answer', () => {
  const { s, asked } = page();
  const bad = s.places('nobody', SAFE);
  assert.equal(bad.kind, 'error');
  s.places('nobody', SAFE);
  assert.equal(asked.places, 2);
  assert.equal(s.places('hero', SAFE).kind, 'places');
  assert.equal(s.loadMap({ ruleset: 'sw5e', grid: { width: 0, height: 6 } }).length > 0, true);
  assert.equal(s.places('hero', SAFE).kind, 'error');
});
