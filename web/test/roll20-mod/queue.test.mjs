// The Mod script's work queue (web/roll20-mod/queue.js) with a fake clock, and a big page loaded in
// pieces on the replica sandbox: long work hands control back through setTimeout between slices
// (Roll20's watchdog kills a script that keeps control too long: roll20-api-scripts issue #868).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { WorkQueue } from '../../roll20-mod/queue.js';
import { campaign, centre, moveFeet, ALICE } from './fixtures.mjs';

function fakeQueue(budgetMs = 10) {
  let now = 0;
  const later = [];
  const errors = [];
  const q = new WorkQueue({
    budgetMs,
    now: () => now,
    schedule: (fn) => later.push(fn),
    onError: (e, label) => errors.push(`${label}: ${e.message}`),
  });
  return { q, later, errors, tick: (ms) => (now += ms), runLater: () => later.splice(0).forEach((f) => f()) };
}

test('held until released, then jobs run in the order they came', () => {
  const { q } = fakeQueue();
  const ran = [];
  q.push('a', () => ran.push('a'));
  q.push('b', () => ran.push('b'));
  assert.deepEqual(ran, []);
  q.release();
  assert.deepEqual(ran, ['a', 'b']);
  q.push('c', () => ran.push('c'));
  assert.deepEqual(ran, ['a', 'b', 'c'], 'an idle queue runs a new job at once');
});

test('a job pushed for later runs in the next slice, and the jobs pushed after it wait with it', () => {
  const { q, later } = fakeQueue();
  q.release();
  const ran = [];
  q.push('drop', () => ran.push('drop'), { later: true });
  q.push('command', () => ran.push('command'));
  assert.deepEqual(ran, [], 'nothing runs before the host has run what else it runs now');
  assert.equal(later.length, 1);
  later.splice(0).forEach((f) => f());
  assert.deepEqual(ran, ['drop', 'command']);
});

test('a generator job runs piece by piece; past the budget the rest goes to a later slice', () => {
  const f = fakeQueue(10);
  const ran = [];
  f.q.release();
  f.q.push('long', function* () {
    for (let i = 0; i < 5; i++) {
      ran.push(i);
      f.tick(4); // each piece takes 4 ms
      yield `piece ${i}`;
    }
  });
  f.q.push('after', () => ran.push('after'));
  // 4 + 4 + 4 ≥ 10: three pieces in the first slice.
  assert.deepEqual(ran, [0, 1, 2]);
  assert.equal(f.later.length, 1, 'the rest was handed to setTimeout');
  f.runLater();
  assert.deepEqual(ran, [0, 1, 2, 3, 4, 'after']);
  assert.equal(f.q.stats.longestPieceMs, 4);
  assert.equal(f.q.stats.longestPiece, 'long: piece 0');
  assert.equal(f.q.stats.slices, 2);
  assert.ok(f.q.idle);
});

test('a job that throws is reported and the next one runs', () => {
  const f = fakeQueue();
  const ran = [];
  f.q.release();
  f.q.push('bad', () => {
    throw new Error('boom');
  });
  f.q.push('bad generator', function* () {
    yield;
    throw new Error('later boom');
  });
  f.q.push('good', () => ran.push('good'));
  assert.deepEqual(f.errors, ['bad: boom', 'bad generator: later boom']);
  assert.deepEqual(ran, ['good']);
});

test('a 100 × 100 page with 300 tokens and 200 walls loads in several slices, and moves are priced after it', async () => {
  const c = await campaign({ page: { width: 100, height: 100 }, boot: false });
  for (let i = 0; i < 300; i++)
    c.token(`T${i}`, [i % 100, Math.floor(i / 100) * 3], { controlledby: i === 0 ? ALICE : '' });
  for (let i = 0; i < 200; i++)
    c.game.addObject('path', {
      _pageid: c.page.id,
      layer: 'walls',
      _path: JSON.stringify([
        ['M', 0, 0],
        ['L', 0, 140],
      ]),
      left: 70 * (1 + (i % 100)),
      top: 70 * (20 + 3 * Math.floor(i / 100)),
      width: 0,
      height: 140,
    });
  const hero = c.game.objects.get([...c.game.objects.values()].find((o) => o.get('name') === 'T0').id);
  await c.boot();
  const stats = c.sandbox.context.FootworkMod.app.queue.stats;
  assert.ok(stats.slices >= 2, `one slice only: ${JSON.stringify(stats)}`);
  assert.ok(stats.pieces >= 20, `${stats.pieces} pieces`);
  const timers = c.sandbox.slices.filter((s) => s.what === 'timer').length;
  assert.ok(timers >= stats.slices - 1, 'slices after the first ran from setTimeout');
  c.table.turnorder([{ id: hero.id, pr: 1, custom: '' }]);
  const from = c.mark();
  c.table.drag(hero, centre([0, 1]));
  await c.idle();
  assert.deepEqual(moveFeet(c.seen(ALICE, from).at(-1)), { move: 5, turn: 5 });
  assert.equal(c.sandbox.crash, null);
});
