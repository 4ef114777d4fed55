// The Session's two parts (web/shim/host-scene.js, web/shim/movement.js) against the real WebAssembly
// build: the diagonals a drop records are the ones the engine counted (a long jump's too); the cell edits (paint,
// setEdge) keep what the sync knows, so a later sync starts from what the engine holds; one edit
// shape for creatures (upsertToken, with `keep` for a scene's own author); the scene revision the
// kept answers follow; the rulesets table asked through the shim.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { Session, HostScene, Movement, rulesetsOf } from '../../shim/index.js';

let engine;
before(async () => {
  const { load } = await library();
  engine = await load();
});

const hero = (position) => ({ id: 'hero', position, speeds: { walk: 30 }, side: 'party' });
const orc = (position) => ({ id: 'orc', position, speeds: { walk: 30 }, side: 'monsters' });

// sw5e: "the first diagonal square counts as 5 feet, but the second diagonal square counts as 10
// feet". A wall along grid line x = 2 (rows 0 to 4) leaves [1,1] → [2,2] across its corner: the
// engine refuses that step ("corner") and counts no diagonal for it, so the next drag's diagonal is
// still the turn's first.
test('a drop records the diagonals the engine counted: a step refused at a corner is none', () => {
  const s = new Session(engine, {
    scene: {
      ruleset: 'sw5e',
      grid: { width: 8, height: 8, walls: [{ from: [2, 0], to: [2, 5], kind: 'wall' }] },
      creatures: [hero([1, 1])],
    },
  });
  const blocked = s.endDrag('hero', { current: [2, 2] });
  assert.equal(blocked.illegal[0].code, 'corner', JSON.stringify(blocked.illegal));
  assert.equal(s.spent('hero').diagonals, 0, 'the refused diagonal was not counted');
  s.placeCreature('hero', [1, 6]); // (the GM puts it back where it started from, below the wall)
  const next = s.endDrag('hero', { start: [1, 6], current: [2, 7] });
  assert.deepEqual(
    next.cells.map((c) => c.cost),
    [5],
    "the turn's first diagonal: 5 ft",
  );
  assert.equal(s.spent('hero').diagonals, 1);
  s.delete();
});

test('a drop records the diagonals the engine priced, one per diagonal step, none for straight ones', () => {
  const s = new Session(engine, {
    scene: { ruleset: 'sw5e', grid: { width: 8, height: 8 }, creatures: [hero([0, 0])] },
  });
  s.endDrag('hero', { waypoints: [[2, 2]], current: [4, 2] });
  assert.deepEqual(s.spent('hero'), { feet: 25, diagonals: 2, drags: 1 }); // 5 + 10 + 5 + 5
  const third = s.dragTo('hero', { current: [5, 3] });
  assert.deepEqual(
    third.cells.map((c) => c.cost),
    [5],
    'the third diagonal of the turn: 5 ft',
  );
  s.delete();
});

// 5e-fine (1.25-ft squares): "the first diagonal square counts as 1.25 feet, but the second diagonal
// square counts as 2.5 feet", and a long jump's distance is counted on the grid like any other, so a
// standing jump two squares across and two down clears 1.25 + 2.5 = 3.75 ft and counts two diagonals
// (the move answer's `diagonals`): the next drag's diagonal is the turn's third.
test('a drop records the diagonals the engine counted: a diagonal long jump counts each it crosses', () => {
  const jumper = { id: 'j', position: [0, 0], size: 'tiny', strength: 12, speeds: { walk: 30 }, side: 'party' };
  const s = new Session(engine, {
    scene: { ruleset: '5e-fine', grid: { width: 12, height: 12 }, creatures: [jumper] },
  });
  // A standing long jump (Strength 12: up to 6 ft) to [2, 2].
  const jump = s.endDrag('j', { path: [{ jump: 'long', to: [2, 2], runUp: false }] });
  assert.deepEqual(
    jump.cells.map((c) => c.cost),
    [3.75],
  );
  assert.deepEqual(s.spent('j'), { feet: 3.75, diagonals: 2, drags: 1 });
  assert.deepEqual(s.position('j'), [2, 2], 'the token is where it landed');
  const next = s.endDrag('j', { current: [3, 3] });
  assert.deepEqual(
    next.cells.map((c) => c.cost),
    [1.25],
    "the turn's third diagonal: 1.25 ft (2.5 ft, the second's, if the jump had counted one)",
  );
  assert.deepEqual(s.spent('j'), { feet: 5, diagonals: 3, drags: 2 });
  s.delete();
});

test('setEdge and paint keep what the sync knows: blockedEdges counts them, a sync starts from them', () => {
  const s = new Session(engine);
  assert.deepEqual(s.loadMap({ ruleset: 'sw5e', grid: { width: 6, height: 4 }, tokens: [hero([0, 0])] }), []);
  // The same edge named from either side, then a door.
  assert.equal(s.setEdge([2, 1], [1, 1], 'wall'), null);
  assert.equal(s.blockedEdges(), 1);
  assert.equal(s.setEdge([1, 1], [2, 1], 'door-open'), null);
  assert.equal(s.blockedEdges(), 0, 'an open door blocks nothing');
  assert.equal(s.setEdge([3, 1], [3, 2], 'wall'), null);
  assert.equal(s.blockedEdges(), 1);
  // The host's barriers are the page's walls: a sync without that wall takes it away, and the door.
  assert.deepEqual(s.syncBarriers([]), []);
  assert.equal(s.blockedEdges(), 0);
  assert.equal(s.dragTo('hero', { start: [3, 1], current: [3, 2] }).total, 5, 'the wall is gone');
  // Painted mud, then the host's regions (none): the cell goes back to plain floor.
  assert.equal(s.paint([[1, 0]], { difficult: 1 }), null);
  assert.equal(s.dragTo('hero', { current: [1, 0] }).total, 10, 'difficult: 10 ft');
  assert.deepEqual(s.syncTerrain([]), []);
  assert.equal(s.dragTo('hero', { current: [1, 0] }).total, 5, 'plain floor again');
  s.delete();
});

test("upsertToken: a refused token is left out; with keep (a scene's author) it stays as it was", () => {
  const s = new Session(engine, {
    scene: { ruleset: 'sw5e', grid: { width: 6, height: 4 }, creatures: [hero([0, 0]), orc([4, 0])] },
  });
  const kept = s.upsertToken({ ...orc([4, 0]), speeds: { walk: -5 } }, { keep: true });
  assert.equal(kept.kind, 'error');
  assert.doesNotMatch(kept.message, /left out/);
  assert.deepEqual(s.position('orc'), [4, 0], 'kept where it was');
  const out = s.upsertToken({ ...orc([4, 0]), speeds: { walk: -5 }, name: 'the orc' });
  assert.equal(out.token, 'orc');
  assert.match(out.message, /^the orc is left out: /);
  assert.equal(s.hasCreature('orc'), false, 'no stale copy blocks or provokes');
  s.delete();
});

test('the scene part moves its revision on every change it sends and every name, never on a read', () => {
  const host = new HostScene(engine);
  const turn = new Movement(host);
  const r0 = host.revision;
  assert.equal(host.load({ ruleset: 'sw5e', grid: { width: 6, height: 4 }, creatures: [hero([0, 0])] }), null);
  const r1 = host.revision;
  assert.ok(r1 > r0);
  host.creatures();
  host.space('hero');
  host.query({ query: 'distance', from: [0, 0], to: [3, 0] });
  turn.dragTo('hero', { current: [2, 0] });
  turn.places('hero');
  assert.equal(host.revision, r1, 'reads and questions change nothing');
  turn.endDrag('hero', { current: [1, 0] });
  const r2 = host.revision;
  assert.ok(r2 > r1, "a drop's move is a change");
  host.setName('hero', 'Hero');
  assert.ok(host.revision > r2, 'the answers name creatures');
  assert.deepEqual(turn.spent('hero'), { feet: 5, diagonals: 0, drags: 1 });
  host.delete();
});

test('the rulesets table is asked through the shim once per engine, the Session reading the same', () => {
  let asked = 0;
  const counting = { ...engine, rulesets: () => (asked++, engine.rulesets()) };
  const table = rulesetsOf(counting);
  assert.ok(table.some((r) => r.id === 'sw5e'));
  assert.equal(rulesetsOf(counting), table);
  assert.equal(new Session(counting).rulesets, table);
  assert.equal(asked, 1);
});
