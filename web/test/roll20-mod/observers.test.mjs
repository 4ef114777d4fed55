// observers.js: the hooks other Mod scripts publish (TokenMod, GroupInitiative), taken only where they
// are functions, and nothing another script does with them reaches that script as an exception.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { observeScripts } from '../../roll20-mod/observers.js';

const handlers = (log) => ({
  token: (obj, prev) => log.push(['token', obj, prev]),
  turnorder: () => log.push(['turnorder']),
  failed: (e, hook) => log.push(['failed', String(e?.message ?? e), hook]),
});

test('both hooks taken where published; each change told reaches its handler', () => {
  const log = [];
  const seen = { token: [], turn: [] };
  const taken = observeScripts(
    {
      TokenMod: { ObserveTokenChange: (f) => seen.token.push(f) },
      GroupInitiative: { ObserveTurnOrderChange: (f) => seen.turn.push(f) },
    },
    handlers(log),
  );
  assert.deepEqual(taken, ['TokenMod.ObserveTokenChange', 'GroupInitiative.ObserveTurnOrderChange']);
  seen.token[0]('t', { left: 1 });
  seen.turn[0]({}, {});
  assert.deepEqual(log, [['token', 't', { left: 1 }], ['turnorder']]);
});

test('no script, or an odd one, is no hook: nothing taken, nothing thrown', () => {
  for (const scripts of [
    {},
    { TokenMod: undefined, GroupInitiative: null },
    { TokenMod: 7, GroupInitiative: 'GroupInitiative' },
    { TokenMod: {}, GroupInitiative: { ObserveTurnOrderChange: 'not a function' } },
    {
      TokenMod: Object.defineProperty({}, 'ObserveTokenChange', {
        get() {
          throw new Error('getter');
        },
      }),
    },
  ]) {
    const log = [];
    assert.deepEqual(observeScripts(scripts, handlers(log)), []);
    assert.deepEqual(log, []);
  }
});

test('a registration that throws, and a handler of ours that throws, are ours to tell; the other script goes on', () => {
  const log = [];
  /** @type {Function[]} */
  const seen = [];
  const taken = observeScripts(
    {
      TokenMod: {
        ObserveTokenChange() {
          throw new Error('refused');
        },
      },
      GroupInitiative: { ObserveTurnOrderChange: (f) => seen.push(f) },
    },
    {
      ...handlers(log),
      turnorder: () => {
        throw new Error('ours');
      },
    },
  );
  assert.deepEqual(taken, ['GroupInitiative.ObserveTurnOrderChange']);
  assert.doesNotThrow(() => seen[0]());
  assert.deepEqual(log, [
    ['failed', 'refused', 'TokenMod.ObserveTokenChange'],
    ['failed', 'ours', 'GroupInitiative.ObserveTurnOrderChange'],
  ]);
});
