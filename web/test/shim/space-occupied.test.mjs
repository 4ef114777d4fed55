// Session.space passes the engine's `occupied` through (docs/shim.md; docs/protocol.md "Query:
// space"): whether the creature may stand at the position answered among the others, the engine's
// code, sentence and the creature whose space it is, as they are; nothing in the shim works it out.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { Session } from '../../shim/index.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

const scene = {
  ruleset: 'sw5e',
  grid: { width: 10, height: 8 },
  creatures: [
    { id: 'hero', position: [1, 1], side: 'party', speeds: { walk: 30 } },
    { id: 'ogre', position: [5, 3], size: 'large', side: 'foes', speeds: { walk: 40 } },
  ],
};

test('the space answer carries occupied where the creature may not stand, as the engine says it', () => {
  const s = new Session(footwork, { scene });
  const on = s.space('hero', { at: [6, 4] });
  assert.equal(on.kind, 'space');
  assert.deepEqual(on.occupied, {
    code: 'occupied',
    message: "hero can't stand in ogre's space: a move may not end there.",
    creature: 'ogre',
  });
  // The engine's own answer, field for field.
  const engine = footwork.query({ query: 'space', scene, creature: 'hero', at: [6, 4] });
  assert.deepEqual(on.occupied, engine.occupied);
  // Beside the ogre and where it stands: no occupied.
  assert.equal('occupied' in s.space('hero', { at: [4, 4] }), false);
  assert.equal('occupied' in s.space('hero'), false);
});

test('with a grab, the position the grab gives is the one judged', () => {
  const s = new Session(footwork, { scene });
  // The ogre held by its lower-right square [6,4], that square put on the hero's [1,1]: at [0,0].
  const held = s.space('ogre', { grab: [6, 4], pointer: [1, 1] });
  assert.deepEqual(held.at, [0, 0]);
  assert.equal(held.occupied.creature, 'hero');
  assert.equal('occupied' in s.space('ogre', { grab: [6, 4], pointer: [3, 3] }), false);
});
