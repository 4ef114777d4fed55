// The extension's one update path (web/extension/store.js, docs/extension.md "How it works"): every
// change goes through the store's set, and a burst of changes (a message from the page, an action of
// the panel) draws the panel once, after the change is whole. In Node, on Roll20App with a panel that
// counts its renders: no browser needed.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { Store } from '../../extension/store.js';
import { Roll20App } from '../../extension/app.js';
import { Settings } from '../../extension/settings.js';
import { FAR_WALL, NEAR_WALL } from './walls.mjs';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

const tick = () => new Promise((r) => setTimeout(r, 0));

test('the store: three sets, one render after them, with the state they left', async () => {
  const seen = [];
  const store = new Store(
    () => seen.push(store.state.errors.length),
    () => assert.fail('no render threw'),
  );
  store.set({ errors: [{ code: 'a' }] });
  store.set({ errors: [{ code: 'a' }, { code: 'b' }] });
  store.schedule();
  assert.deepEqual(seen, [], 'nothing drawn in the middle of a change');
  await tick();
  assert.deepEqual(seen, [2]);
  await tick();
  assert.deepEqual(seen, [2], 'nothing more drawn without a change');
});

test('the store: a render that throws is said once, not retried in a loop', async () => {
  let renders = 0;
  const failures = [];
  const store = new Store(
    () => {
      renders += 1;
      throw new Error('broken panel');
    },
    (err) => {
      failures.push(err.message);
      store.set({ errors: [{ code: 'internal', message: err.message }] });
    },
  );
  store.set({ selected: 'x' });
  for (let i = 0; i < 5; i++) await tick();
  assert.deepEqual(failures, ['broken panel']);
  assert.equal(renders, 2, 'the render that says it is tried once');
});

const PAGE = { id: 'p1', width: 10, height: 10, snapping_increment: 1, scale_number: 5, scale_units: 'ft' };
const tok = (id, x, y) => ({
  id,
  name: id,
  layer: 'objects',
  subtype: 'token',
  left: 70 * x + 35,
  top: 70 * y + 35,
  width: 70,
  height: 70,
});

test('Roll20App: one render per message from the page and per action of the panel', async () => {
  const states = [];
  const app = new Roll20App(footwork, { render: (s) => states.push(s) }, new Settings(null));
  app.campaign = 'c1';
  await tick();
  states.length = 0;
  const snapshot = {
    campaign: 'c1',
    player: { id: 'gm', gm: true },
    page: PAGE,
    graphics: [tok('a', 1, 1), tok('b', 5, 5)],
    walls: [],
    turnorder: '[]',
  };
  await app.receive('snapshot', JSON.stringify(snapshot), (d) => app.onSnapshot(d));
  await tick();
  assert.equal(states.length, 1, 'a snapshot: one render');
  assert.equal(states[0].creatures.length, 2);
  assert.equal(states[0].priced, true);
  const moved = { ...tok('a', 3, 1), lastmove: `${70 + 35},${70 + 35}` };
  await app.receive(
    'move',
    JSON.stringify({ token: moved, changed: ['left', 'lastmove'], previous: tok('a', 1, 1) }),
    (d) => app.onMove(d),
  );
  await tick();
  assert.equal(states.length, 2, 'a move: one render');
  assert.equal(states[1].move?.name, 'a', 'the move shown, its reachable area with it');
  assert.ok(states[1].reach);
  app.panelActions().setSpeed('a', 'fast');
  await tick();
  assert.equal(states.length, 3, 'an action: one render');
  assert.equal(states[2].errors[0].code, 'bad-speed');
  app.panelActions().newTurn();
  await tick();
  assert.equal(states.length, 4);
  assert.equal(states[3].move, null, 'a new turn forgets the moves');
});

test('Roll20App: a speed typed in the panel sets the walking speed and keeps the other modes the sheet gives', async () => {
  const app = new Roll20App(footwork, { render() {} }, new Settings(null));
  app.campaign = 'c1';
  app.speedSource = 'attribute';
  const dragon = {
    ...tok('d', 2, 2),
    name: 'Dragon',
    represents: 'char-d',
    speedAttribute: '40 ft., fly 80 ft. (hover), swim 40 ft.',
  };
  const snapshot = {
    campaign: 'c1',
    player: { id: 'gm', gm: true },
    page: PAGE,
    graphics: [dragon],
    walls: [],
    turnorder: '[]',
  };
  await app.receive('snapshot', JSON.stringify(snapshot), (d) => app.onSnapshot(d));
  assert.deepEqual(app.session.creature('d').speeds, { walk: 40, fly: 80, swim: 40 });
  app.panelActions().setSpeed('d', '25');
  const c = app.session.creature('d');
  assert.deepEqual(c.speeds, { walk: 25, fly: 80, swim: 40 }, 'only walking is typed: it still flies and swims');
  assert.deepEqual(c.traits, ['hover']);
  assert.equal(app.speedOf(dragon), 25);
  // A sheet with no speed: the typed one walks, and no "30 ft assumed" is said of it.
  app.panelActions().setSpeedSource('bar2');
  assert.deepEqual(app.session.creature('d').speeds, { walk: 25 });
  app.panelActions().setSpeed('d', '');
  assert.deepEqual(app.session.creature('d').speeds, { walk: 30 }, 'the typed speed cleared: the source’s again');
});

test('Roll20App: a wall the page model cannot place on the page is listed once as left out, and goes when it is mended', async () => {
  const states = [];
  const app = new Roll20App(footwork, { render: (s) => states.push(s) }, new Settings(null));
  app.campaign = 'c1';
  const snapshot = {
    campaign: 'c1',
    player: { id: 'gm', gm: true },
    page: PAGE,
    graphics: [tok('a', 1, 1)],
    // A path with a point far off the page: a good message, and a wall no cell edge of the page can hold.
    walls: [FAR_WALL],
    turnorder: '[]',
  };
  await app.receive('snapshot', JSON.stringify(snapshot), (d) => app.onSnapshot(d));
  await tick();
  const said = (s) => [...s.problems, ...s.errors].filter((p) => /path w1/.test(p.message));
  assert.deepEqual(
    said(states.at(-1)).map((p) => p.code),
    ['left-out'],
    'said once, among the left out',
  );
  assert.equal(states.at(-1).walls.walls, 0);
  // Mended: a wall along the top of cells [1,0]…[2,0], on the page.
  await app.receive('wall', JSON.stringify({ wall: NEAR_WALL }), (d) => app.onWall(d));
  await tick();
  assert.deepEqual(said(states.at(-1)), []);
  assert.equal(states.at(-1).walls.walls, 1);
  assert.equal(states.at(-1).walls.edges, 2);
});
