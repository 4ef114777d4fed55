// The one file users paste into Roll20: built from the sources, it must run where code from strings
// and WebAssembly are refused (the sandbox refuses the Function constructor: Roll20/roll20-api-scripts
// PR #1670; WebAssembly is not known to be allowed: roll20.md), define no global but FootworkMod (all
// of a campaign's scripts share one context, #2157), register on('ready') and start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { modBundle, campaign, GM } from './fixtures.mjs';

// Calls that would make code from a string at run time: eval(…), new Function(…), Function(…) (not as
// part of a longer name such as createNamedFunction(…)), and setTimeout/setInterval with a string.
const STRING_CODE = [
  /(?<![\w$.])eval\s*\(/g,
  /\bnew\s+Function\b/g,
  /(?<![\w$.])Function\s*\(/g,
  /\bset(?:Timeout|Interval)\s*\(\s*['"`]/g,
];

test('the bundle contains no eval, new Function or Function( call, nor WebAssembly use on its path', async () => {
  const { code } = await modBundle();
  for (const re of STRING_CODE) {
    const found = [...code.matchAll(re)].map((m) => code.slice(Math.max(0, m.index - 40), m.index + 40));
    assert.deepEqual(found, [], `${re} found in the bundle`);
  }
  // No WebAssembly at all: the plain-JS build's `WebAssembly` is Emscripten's own wasm2js stand-in, a
  // local object the minifier renames; the global is never named. (Running it where WebAssembly is
  // refused, below, checks the same at run time.)
  assert.equal(/WebAssembly/.test(code), false, 'the bundle names WebAssembly');
});

test('the bundle refuses nothing at run time: a context that refuses code from strings runs it to its first answer', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: GM });
  c.table.turnorder([{ id: hero.id, pr: 10, custom: '' }]);
  await c.boot();
  const sb = c.sandbox;
  assert.equal(sb.crash, null);
  // It really is refused there: the same context throws for code made from a string.
  assert.throws(
    () => vm.runInContext('new Function("return 1")', sb.context),
    (e) => e.name === 'EvalError',
  );
  assert.throws(
    () => vm.runInContext('eval("1")', sb.context),
    (e) => e.name === 'EvalError',
  );
  assert.deepEqual(sb.newGlobals(), ['FootworkMod'], 'one global of its own');
  assert.ok(sb.handlers.has('ready'));
  assert.ok(
    c.game.logs.some((l) => /^Footwork: ready \(version/.test(l)),
    c.game.logs.join('\n'),
  );
  const from = c.mark();
  c.table.drag(hero, [35 + 70, 35]);
  await c.idle();
  assert.equal(sb.crash, null);
  assert.match(c.seen(GM, from).join('\n'), /Moved 5 ft/);
});

test('FootworkMod does not collide with the names Roll20 gives every script', async () => {
  const c = await campaign();
  const roll20Names = [
    'on',
    'getObj',
    'findObjs',
    'filterObjs',
    'getAllObjs',
    'createObj',
    'sendChat',
    'state',
    'Campaign',
    'log',
    'playerIsGM',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
  ];
  for (const n of roll20Names) assert.notEqual(n, 'FootworkMod');
  assert.equal(typeof c.sandbox.context.FootworkMod, 'object');
  assert.equal(typeof c.sandbox.context.on, 'function', "the script left Roll20's functions alone");
});

test('the engine starts asynchronously: a move made before it is up waits in the queue and is priced', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: GM });
  c.table.turnorder([{ id: hero.id, pr: 10, custom: '' }]);
  const sb = c.game.boot(c.code);
  // The drop comes in the same turn of the event loop as `ready`, before the engine's promise settles.
  const fire = sb.fire.bind(sb);
  const seenAtDrop = {};
  sb.fire = (name, args) => {
    fire(name, args);
    if (name !== 'ready') return;
    const app = sb.context.FootworkMod.app;
    seenAtDrop.engine = app.footwork;
    c.table.drag(hero, [35 + 140, 35]);
    seenAtDrop.waiting = app.queue.jobs.length;
  };
  await c.idle();
  const app = sb.context.FootworkMod.app;
  assert.equal(seenAtDrop.engine, null, 'the engine was not up yet');
  assert.equal(seenAtDrop.waiting, 1, 'the move waited in the queue');
  assert.notEqual(app.footwork, null);
  assert.match(c.seen(GM).join('\n'), /Moved 10 ft, 10 ft this turn/);
  assert.ok(app.times.firstAnswerAt >= app.times.engineAt);
});
