// The Roll20 page model both hosts load and follow a page through (web/roll20/page-scene.js
// PageScene): what the browser extension needed of it besides what the Mod did — the one sentence of a
// refused page, the objects it cannot read on the page kept by id, every creature read again under
// the host's new settings, and a scene loaded again in the same Session.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { PageScene } from '../../roll20/page-scene.js';
import { roll20Creature } from '../../roll20/creatures.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

const PAGE = { width: 10, height: 8, snapping_increment: 1, scale_number: 5, scale_units: 'ft' };
const token = (id, name, x, y) => ({
  id,
  type: 'graphic',
  name,
  layer: 'objects',
  left: 70 * x + 35,
  top: 70 * y + 35,
  width: 70,
  height: 70,
});
const wall = (id, path, box) => ({ id, type: 'path', layer: 'walls', _path: path, ...box });
const FAR = wall('w1', '[["M",0,0],["L",1e300,0]]', { left: 100, top: 100, width: 70, height: 1 });
const NEAR = wall('w1', '[["M",0,0],["L",140,0]]', { left: 140, top: 70, width: 140, height: 0 });

/** A reading of tokens whose walking speed the test sets. */
function reader() {
  const r = { walk: 30 };
  r.creatureOf = (g, grid, sizes) =>
    roll20Creature(g, grid, sizes, { speed: { source: 'fixed', fixed: r.walk }, ruleset: 'sw5e' });
  return r;
}

/** Loads the page to its end, as the extension does. */
function load(scene, o) {
  const it = scene.load({ ruleset: 'sw5e', walls: [], graphics: [], creatureOf: reader().creatureOf, ...o });
  let step = it.next();
  while (!step.done) step = it.next();
  return step.value;
}

test('page scene: a refused page is said in one sentence, the page’s own size or the engine’s words', () => {
  const scene = new PageScene(footwork, 'p1');
  load(scene, { page: { ...PAGE, width: 0 }, graphics: [token('a', 'A', 1, 1)] });
  assert.equal(scene.loaded, false);
  assert.equal(scene.refusal?.code, 'page-size');
  assert.match(scene.refusal.message, /nothing on it is priced/);
  load(scene, { page: { ...PAGE, scale_number: 0.05 }, graphics: [token('a', 'A', 1, 1)] });
  assert.equal(scene.loaded, false);
  assert.equal(scene.refusal?.code, 'page-refused');
  assert.match(scene.refusal.message, /^Footwork cannot price this page: the engine refused its map \(.*0\.1 ft.*\)\./);
  assert.ok(scene.refusal.engineCode);
  load(scene, { page: PAGE, graphics: [token('a', 'A', 1, 1)] });
  assert.equal(scene.loaded, true);
  assert.equal(scene.refusal, null);
});

test('page scene: what cannot be read on the page is kept by id until it is mended or removed', () => {
  const scene = new PageScene(footwork, 'p1');
  const far = { ...token('t', 'Far', 1, 1), left: 1e300 };
  const errors = load(scene, { page: PAGE, graphics: [far, token('a', 'A', 1, 1)], walls: [FAR] });
  assert.deepEqual([...scene.unread.keys()].sort(), ['t', 'w1']);
  assert.ok(errors.includes(scene.unread.get('w1')), 'the same problem among what the load gave');
  assert.equal(scene.hasCreature('t'), false);
  assert.deepEqual(scene.updateWall(NEAR), []);
  assert.equal(scene.unread.has('w1'), false);
  assert.equal(scene.blockedEdges(), 2);
  const [problem] = scene.updateWall(FAR);
  assert.equal(scene.unread.get('w1'), problem);
  assert.equal(scene.blockedEdges(), 0);
  scene.removeWall('w1');
  assert.equal(scene.unread.has('w1'), false);
  scene.updateGraphic(token('t', 'Far', 2, 2));
  assert.equal(scene.unread.has('t'), false);
  assert.equal(scene.hasCreature('t'), true);
  scene.updateGraphic(far);
  assert.equal(scene.unread.has('t'), true);
  scene.removeGraphic('t');
  assert.equal(scene.unread.has('t'), false);
});

test('page scene: every creature read again under the host’s new reading; a scene loaded again forgets the last page’s names', () => {
  const scene = new PageScene(footwork, 'p1');
  const r = reader();
  load(scene, { page: PAGE, graphics: [token('a', 'Alda', 1, 1), token('b', 'Bo', 3, 3)], creatureOf: r.creatureOf });
  assert.equal(scene.creature('a').speeds.walk, 30);
  r.walk = 25;
  assert.deepEqual(scene.rereadCreatures(), []);
  assert.deepEqual(
    scene.creatures().map((c) => c.speeds.walk),
    [25, 25],
  );
  assert.equal(scene.name('b'), 'Bo');
  scene.delete();
  load(scene, { page: PAGE, graphics: [token('a', 'Alda', 1, 1)], creatureOf: r.creatureOf });
  assert.equal(scene.name('b'), 'b', 'no name of the page before');
});

test('page scene: whether Roll20 wrote a new lastmove is the host’s word where it has one (the extension’s page messages)', () => {
  const scene = new PageScene(footwork, 'p1');
  load(scene, { page: PAGE, graphics: [token('a', 'Alda', 1, 1)] });
  // Dragged [1,1] → [1,3] → [3,3] (a waypoint). The extension's previous holds left and top only.
  const lastmove = `${70 + 35},${70 + 35},${70 + 35},${3 * 70 + 35}`;
  const moved = { ...token('a', 'Alda', 3, 3), lastmove };
  const r = scene.move(moved, { left: 70 + 35, top: 70 + 35 }, { newLastmove: true });
  assert.equal(r?.kind, 'move');
  assert.deepEqual(r.drag.waypoints, [[1, 3]]);
  assert.equal(scene.spent('a').feet, 20);
  // Roll20's undo: the token back where the drag began, its lastmove as it was (not changed).
  const back = { ...token('a', 'Alda', 1, 1), lastmove };
  const u = scene.move(back, { left: 3 * 70 + 35, top: 3 * 70 + 35 }, { newLastmove: false });
  assert.equal(u?.kind, 'undo', 'an undo, not the old lastmove read again as a drag');
  assert.equal(scene.spent('a').feet, 0);
});
