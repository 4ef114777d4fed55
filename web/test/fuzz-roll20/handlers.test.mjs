// Property-based tests (fast-check) over the Mod script's event handlers under Mock20 (npm `mock20`,
// through the adapter web/test/roll20-mod/mock20.mjs): random sequences of what players, the GM and
// other scripts can do — drops with any `lastmove` and position, tokens renamed, resized, re-layered
// and re-marked with any value, tokens and walls added and removed, the turn order set to anything,
// commands with any arguments, odd objects fired as events — and after each sequence: nothing thrown
// into the sandbox, no slice of work longer than SLICE_MS, no whisper carrying Roll20 markup, and a
// `state` that reads back whole after a restart (docs/limits.md, "Roll20 Mod and web/roll20").
// FOOTWORK_FUZZ_SEED replays a run; FOOTWORK_FUZZ_RUNS sets the run count (test/fuzz-seed.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fc, options, hostNumber, hostValue } from './settings.mjs';
import { Mock20Campaign } from '../roll20-mod/mock20.mjs';
import { modBundle, centre } from '../roll20-mod/fixtures.mjs';

/**
 * The longest one slice of the script's work may take under these tests (ms): its work queue ends a
 * slice after 20 ms of pieces, and one piece (a page read, a move priced) takes a few ms; the bound
 * leaves room for a loaded 2-core machine and the engine's first, slowest calls.
 */
const SLICE_MS = 1500;

// What a whisper must never carry (help centre "Text Chat", "Macros"): a button or link `[x](y)`, an
// inline roll, a template, an attribute or ability reference, HTML other than the script's own <b>, <br>.
const MARKUP = /\]\(|\[\[|\{\{|&\{|@\{|%\{|<(?!\/?b>|br>)/;

const nameText = fc.oneof(
  fc.constantFrom(
    'Hero',
    'Orc',
    '[Free loot](!footwork reset all)',
    '[[1d20]]',
    '@{Hero|speed}',
    '<img src=x>',
    '/w gm x',
    '',
  ),
  fc.string({ maxLength: 80 }),
);
const cell = fc.tuple(fc.integer({ min: -2, max: 14 }), fc.integer({ min: -2, max: 10 }));
const lastmove = fc.oneof(
  fc.array(fc.oneof(hostNumber(), fc.integer({ min: -200, max: 1200 })), { maxLength: 12 }).map((v) => v.join(',')),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('1e308,-1e308', '1e8,35', '35,'.repeat(3000)),
);
const command = fc.tuple(
  fc.constantFrom('gm', 'alice'),
  fc.constantFrom(
    'help',
    'status',
    'show',
    'ruleset',
    'enforce',
    'track',
    'reset',
    'speed',
    'marker',
    'band',
    'terrain',
    'reload',
    'bogus',
  ),
  fc.array(
    fc.oneof(
      fc.constantFrom(
        'on',
        'off',
        'all',
        'auto',
        'dnd35',
        '4e',
        'bar1',
        'attribute',
        'fixed',
        '30',
        'prone',
        'dash',
        'double',
        '<b>',
        '[x](!y)',
        '@{a|b}',
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 3 },
  ),
);

const action = fc.oneof(
  fc.record({
    kind: fc.constant('drop'),
    token: fc.nat(3),
    to: cell,
    far: fc.option(hostNumber()),
    lastmove: fc.option(lastmove),
  }),
  fc.record({
    kind: fc.constant('change'),
    token: fc.nat(3),
    attr: fc.constantFrom(
      'name',
      'width',
      'height',
      'layer',
      'statusmarkers',
      'bar1_value',
      'controlledby',
      'left',
      'top',
    ),
    value: fc.oneof(
      hostValue(),
      nameText,
      fc.constantFrom('objects', 'map', 'gmlayer', 'walls', 'prone,red@2', 'difficult x2'),
    ),
  }),
  fc.record({ kind: fc.constant('add'), name: nameText, at: cell, width: hostValue() }),
  fc.record({ kind: fc.constant('remove'), token: fc.nat(3) }),
  fc.record({
    kind: fc.constant('turnorder'),
    value: fc.oneof(fc.jsonValue(), fc.constant('tokens'), fc.string({ maxLength: 20 })),
  }),
  fc.record({ kind: fc.constant('command'), command }),
  fc.record({
    kind: fc.constant('wall'),
    path: fc.array(fc.tuple(fc.constantFrom('M', 'L', 'C', 'Q', 'Z', 'X'), hostNumber(), hostNumber()), {
      maxLength: 6,
    }),
  }),
  fc.record({
    kind: fc.constant('page'),
    attr: fc.constantFrom('width', 'height', 'snapping_increment', 'scale_number', 'grid_type'),
    value: hostValue(),
  }),
  fc.record({
    kind: fc.constant('odd'),
    event: fc.constantFrom(
      'change:graphic',
      'add:graphic',
      'destroy:graphic',
      'change:page',
      'chat:message',
      'change:campaign:turnorder',
      'add:path',
    ),
    obj: fc.oneof(fc.jsonValue(), fc.constant(undefined)),
  }),
);

async function runSequence(code, actions) {
  const c = new Mock20Campaign({
    players: [
      { key: 'gm', name: 'Gina', gm: true },
      { key: 'alice', name: 'Alice Liddell' },
    ],
    state: { FootworkMod: { version: 1, settings: { speed: { source: 'bar1' }, track: 'always' } } },
  });
  const page = c.page({ name: 'Crypt', width: 12, height: 8 });
  globalThis.Campaign().MOCK20data.playerpageid = page.id;
  const alice = c.players.alice.id;
  const tokens = [0, 1, 2, 3].map((i) => {
    const [left, top] = centre([2 * i, 2]);
    return c.create('graphic', {
      _pageid: page.id,
      name: ['Hero', 'Orc', 'Goblin', 'Ogre'][i],
      left,
      top,
      width: 70,
      height: 70,
      layer: 'objects',
      controlledby: i % 2 ? '' : alice,
      bar1_value: '30',
    });
  });
  await c.boot(code);
  const slices = c.slices.length;
  const from = c.mark();
  for (const a of actions) {
    const t = tokens[a.token ?? 0];
    switch (a.kind) {
      case 'drop': {
        const to = a.far !== null ? [a.far, centre(a.to)[1]] : centre(a.to);
        const changes = { left: to[0], top: to[1] };
        if (a.lastmove !== null) changes.lastmove = a.lastmove;
        else changes.lastmove = `${t.get('left')},${t.get('top')}`;
        c.change(t, changes);
        break;
      }
      case 'change':
        c.change(t, { [a.attr]: a.value ?? '' });
        break;
      case 'add': {
        const [left, top] = centre(a.at);
        tokens.push(
          c.create('graphic', {
            _pageid: page.id,
            name: a.name,
            left,
            top,
            width: a.width ?? 70,
            height: 70,
            layer: 'objects',
          }),
        );
        break;
      }
      case 'remove':
        t.remove();
        break;
      case 'turnorder':
        c.change(globalThis.Campaign(), {
          turnorder:
            a.value === 'tokens'
              ? JSON.stringify(tokens.map((x) => ({ id: x.id, pr: 1, custom: '' })))
              : (JSON.stringify(a.value) ?? ''),
        });
        break;
      case 'command':
        c.say(a.command[0], ['!footwork', a.command[1], ...a.command[2]].join(' '), { selected: tokens.slice(0, 2) });
        break;
      case 'wall':
        c.create('path', {
          _pageid: page.id,
          layer: 'walls',
          _path: JSON.stringify(a.path),
          left: 200,
          top: 200,
          width: 100,
          height: 100,
        });
        break;
      case 'page':
        c.change(page, { [a.attr]: a.value ?? '' });
        break;
      case 'odd':
        globalThis.MOCK20trigger(a.event, a.obj, a.obj);
        break;
    }
    await c.idle();
    if (c.crash) break;
  }
  return { c, slices, from };
}

test('Mod handlers under Mock20: random sequences never crash the sandbox, never stall it, never whisper markup, keep state readable', async () => {
  const { code } = await modBundle();
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
      const { c, slices, from } = await runSequence(code, actions);
      assert.equal(c.crash, null, `${c.crash?.what}: ${c.crash?.error?.stack ?? c.crash?.error}`);
      const longest = c.longest(slices);
      assert.ok(longest.ms < SLICE_MS, `longest slice ${longest.ms} ms (${longest.what})`);
      for (const m of c.chat.slice(from))
        if (m.who === 'Footwork') {
          assert.doesNotMatch(m.content, MARKUP, m.content);
          assert.equal(m.inlinerolls, undefined, m.content);
          assert.ok(m.content.length < 6000, `a whisper of ${m.content.length} characters`);
        }
      // State: plain JSON, and read back whole by the next start (no setting set back, no report).
      const json = JSON.stringify(c.state);
      assert.deepEqual(JSON.parse(json), JSON.parse(JSON.stringify(c.state)));
      const restartAt = c.mark();
      await c.restart(code);
      assert.equal(c.crash, null);
      const report = c.whispers('gm', restartAt).map((m) => m.content);
      assert.ok(!report.some((m) => /settings in state/.test(m)), report.join('\n'));
      c.stop();
    }),
    options(12),
  );
});
