// The replica itself (harness.mjs) behaves as its cited sources say, so the Mod script's tests rest on
// what Roll20 documents rather than on the replica's accidents. A tiny script of its own drives it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, Table } from './harness.mjs';

const SCRIPT = `
  var seen = [];
  on('ready', function () {
    on('change:graphic:left', function (o, prev) { seen.push('left:' + prev.left + '>' + o.get('left')); });
    on('change:graphic:lastmove', function () { seen.push('lastmove'); });
    on('change:graphic', function (o, prev) { seen.push('graphic'); if (o.get('name') === 'mover') o.set({ left: 999, lastmove: '1,1' }); });
    on('chat:message', function (m) { if (m.content === '!crash') throw new Error('boom'); });
  });
  state.Test = state.Test || { boots: 0 };
  state.Test.boots += 1;
`;

async function start() {
  const game = new Game({
    players: [
      { id: 'g', name: 'Gina', gm: true },
      { id: 'a', name: 'Alice Liddell' },
    ],
  });
  const page = game.addObject('page', { _id: 'p' });
  const t = game.addObject('graphic', { _pageid: page.id, name: 'mover', left: 35, top: 35 });
  const sb = game.boot(SCRIPT);
  await sb.idle();
  return { game, sb, t, table: new Table(game) };
}

test("events: attribute-specific handlers first, one general event per change, with prev; a script's set fires nothing", async () => {
  const { sb, t, table } = await start();
  table.drag(t, [175, 35]);
  const seen = sb.context.seen;
  // wiki API:Events: "If more than one property on the object changes at the same time, only one
  // 'global' event (e.g. change:graphic) is triggered"; the specific ones come before it.
  assert.deepEqual([...seen], ['left:35>175', 'lastmove', 'graphic']);
  // The handler's own set (left 999, lastmove "1,1") fired no further event.
  assert.equal(t.get('left'), 999);
  await sb.idle();
  assert.equal(seen.length, 3);
});

test('findObjs matches every attribute, with or without "_", case-insensitively when asked; getObj checks the type', async () => {
  const { sb } = await start();
  const { findObjs, getObj } = sb.context;
  assert.equal(findObjs({ _type: 'graphic', name: 'MOVER' }).length, 0);
  assert.equal(findObjs({ _type: 'graphic', name: 'MOVER' }, { caseInsensitive: true }).length, 1);
  assert.equal(findObjs({ type: 'graphic', pageid: 'p' }).length, 1);
  assert.equal(getObj('page', 'p').get('_type'), 'page');
  assert.equal(getObj('graphic', 'p'), null);
});

test('whispers: /w gm, /w "Name With Spaces"; an unknown name is undelivered', async () => {
  const { game, sb } = await start();
  sb.context.sendChat('X', '/w gm secret');
  sb.context.sendChat('X', '/w "Alice Liddell" hello');
  sb.context.sendChat('X', '/w Nobody lost');
  assert.deepEqual(
    game.seenBy('g').map((m) => m.content),
    ['secret'],
  );
  assert.deepEqual(
    game.seenBy('a').map((m) => m.content),
    ['hello'],
  );
  assert.equal(game.chat.at(-1).undelivered, true);
});

test('state survives a restart as JSON (a new context); an uncaught error stops every script', async () => {
  const { game, sb, table } = await start();
  assert.equal(sb.state.Test.boots, 1);
  const sb2 = game.restart();
  await sb2.idle();
  assert.equal(sb2.state.Test.boots, 2);
  assert.notEqual(sb2.context, sb.context);
  table.say('a', '!crash');
  assert.match(String(sb2.crash?.error), /boom/);
  const t = game.objects.get([...game.objects.keys()].find((k) => game.objects.get(k).get('name') === 'mover'));
  table.drag(t, [105, 35]);
  assert.equal(sb2.context.seen.length, 0, 'nothing runs after a crash');
});

test('the context refuses code from strings and WebAssembly, and has no Node globals', async () => {
  const { sb } = await start();
  const vm = await import('node:vm');
  assert.throws(
    () => vm.runInContext('Function("return 1")()', sb.context),
    (e) => e.name === 'EvalError',
  );
  assert.throws(
    () => vm.runInContext('new WebAssembly.Module(new Uint8Array([0,97,115,109,1,0,0,0]))', sb.context),
    (e) => /WebAssembly|Wasm code generation/i.test(String(e)),
  );
  // (V8 gives every context a `console`; what it prints goes nowhere here.)
  for (const g of ['process', 'require', 'TextDecoder', 'URL', 'fetch'])
    assert.equal(vm.runInContext(`typeof ${g}`, sb.context), 'undefined', g);
});
