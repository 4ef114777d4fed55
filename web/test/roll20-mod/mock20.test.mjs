// The Mod script under Mock20 (npm `mock20`), a Roll20 API replica written by others, adapted only
// where it differs from Roll20's documented event model (mock20.mjs says where and why): a drop priced
// and whispered, a wall and enforcement, GM-only commands refused to a player, odd objects and
// hostile input never thrown into the sandbox. Costs from the rule texts, quoted beside the checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Mock20Campaign } from './mock20.mjs';
import { modBundle, centre, moveFeet } from './fixtures.mjs';

const entry = (t) => ({ id: t.id, pr: 10, custom: '' });
const rendered = (s) => s.replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)));

async function crypt({ state } = {}) {
  const { code } = await modBundle();
  const c = new Mock20Campaign({
    players: [
      { key: 'gm', name: 'Gina', gm: true },
      { key: 'alice', name: 'Alice Liddell' },
    ],
    state,
  });
  const page = c.page({ name: 'Crypt', width: 12, height: 8, scale_number: 5, diagonaltype: 'foure' });
  globalThis.Campaign().MOCK20data.playerpageid = page.id;
  const alice = c.players.alice.id;
  c.token = (name, cell, attrs = {}) => {
    const [left, top] = centre(cell);
    return c.create('graphic', {
      _pageid: page.id,
      name,
      left,
      top,
      width: 70,
      height: 70,
      layer: 'objects',
      ...attrs,
    });
  };
  c.code = code;
  c.page_ = page;
  return { c, page, alice };
}

test('Mock20 as published: a set() of three attributes fires three general events, a script’s set fires them too (why the adapter exists)', async () => {
  const { c, page } = await crypt();
  const seen = [];
  globalThis.on('change:graphic', (obj) => seen.push(obj.get('lastmove')));
  const t = c.create('graphic', { _pageid: page.id, left: 35, top: 35, width: 70, height: 70, layer: 'objects' });
  // Outside the adapter (as a user would through Mock20's own set): one event per attribute, the
  // first before lastmove is written, so a script pricing `change:graphic` would see a move without its drag.
  t.set({ left: 105, top: 35, lastmove: '35,35' });
  assert.deepEqual(seen, ['', '', '35,35']);
  // Through the adapter (Roll20's documented model): one general event, after the attribute events.
  seen.length = 0;
  c.drop(t, [175, 35]);
  assert.deepEqual(seen, ['105,35']);
});

test('a drop is priced and whispered to its controller (by display name) and the GM', async () => {
  const { c, alice } = await crypt();
  const hero = c.token('Hero', [2, 2], { controlledby: alice, bar1_value: '30' });
  await c.boot(c.code);
  assert.equal(c.crash, null, String(c.crash?.error?.stack));
  c.turnorder([entry(hero)]);
  await c.idle();
  // A "D&D 5E/4E" page (diagonaltype foure): Roll20's ruler counts every diagonal as one square, and so
  // does Footwork there (web/shim/host-rules.js): [2,2] → [4,4] is two diagonals, 10 ft.
  let from = c.mark();
  c.drop(hero, centre([4, 4]));
  await c.idle();
  const toAlice = c.whispers(alice, from);
  assert.equal(toAlice.length, 1, JSON.stringify(c.chat.slice(from)));
  assert.deepEqual(moveFeet(toAlice[0].content), { move: 10, turn: 10 });
  assert.equal(toAlice[0].target_name, 'Alice Liddell');
  assert.equal(c.whispers('gm', from).length, 1);
  // A waypoint: [4,4] → [6,4] → [6,6], four squares straight, 20 ft (30 this turn).
  from = c.mark();
  c.drop(hero, centre([6, 6]), [centre([6, 4])]);
  await c.idle();
  assert.deepEqual(moveFeet(c.whispers(alice, from)[0].content), { move: 20, turn: 30 });
  assert.deepEqual(c.errors, []);
  assert.equal(c.crash, null);
});

test('a wall blocks the step across it; with enforcement on the token goes back, and the script’s set fires nothing', async () => {
  const { c, page, alice } = await crypt();
  const hero = c.token('Hero', [2, 2], { controlledby: alice, bar1_value: '30' });
  // A legacy path on the walls layer along x = 210 px (between squares 2 and 3), rows 0–4
  // (Mock20 has no pathv2, door or window objects).
  c.create('path', {
    _pageid: page.id,
    layer: 'walls',
    _path: JSON.stringify([
      ['M', 0, 0],
      ['L', 0, 350],
    ]),
    left: 210,
    top: 175,
    width: 0,
    height: 350,
  });
  await c.boot(c.code);
  c.say('gm', '!footwork enforce on');
  c.say('gm', '!footwork speed bar1');
  await c.idle();
  c.turnorder([entry(hero)]);
  await c.idle();
  const from = c.mark();
  const suppressedBefore = c.suppressed.length;
  c.drop(hero, centre([4, 2]));
  await c.idle();
  const text = rendered(
    c
      .whispers(alice, from)
      .map((m) => m.content)
      .join('\n'),
  );
  assert.match(text, /Illegal at square 1 of the move/, text);
  assert.match(text, /Enforcement: returned to the last legal position \(where the move began\)/);
  assert.deepEqual([hero.get('left'), hero.get('top')], centre([2, 2]), 'set back by the script');
  assert.ok(
    c.suppressed.slice(suppressedBefore).includes('change:graphic'),
    'the script’s own set raised a change event in Mock20, which Roll20 does not fire',
  );
  assert.equal(c.crash, null);
});

test('GM-only commands are refused to a player and change nothing', async () => {
  const { c } = await crypt();
  await c.boot(c.code);
  const alice = c.players.alice.id;
  for (const cmd of ['enforce on', 'ruleset dnd35', 'track always', 'reset all', 'band double', 'reload']) {
    const from = c.mark();
    c.say('alice', `!footwork ${cmd}`);
    await c.idle();
    const said = c.whispers(alice, from).map((m) => rendered(m.content));
    assert.match(said.join('\n'), new RegExp(`only the GM can use "!footwork ${cmd.split(' ')[0]}"`), cmd);
  }
  const s = c.state.FootworkMod.settings;
  assert.deepEqual([s.enforce, s.ruleset, s.track, s.band], [false, null, 'combat', null]);
  const from = c.mark();
  c.say('gm', '!footwork enforce on');
  await c.idle();
  assert.match(c.whispers(c.players.gm.id, from)[0].content, /enforcement on/);
  assert.equal(c.crash, null);
});

// Where to stand (issue 27) through Mock20's own player chat: the Hero at [1,1] on the "D&D 5E/4E"
// page (every diagonal one square), the Orc at [3,1]. sw5e: "you provoke an opportunity attack" on
// leaving a hostile creature's reach (5 ft). Safe: out of the Orc's reach ([2..4] × [0..2]) and not
// leaving it on the way. The Hero stands out of it, so where it stands is safe and listed first;
// [2,0], [2,1], [2,2] beside the Orc are not. Then the Orc's turn: asked about the Orc, Alice is told
// it is not hers; a name no token has gets the page's creatures.
test('!footwork where safe and reach under Mock20: the count, the nearest safe squares, a bad name', async () => {
  const { c, alice } = await crypt();
  const hero = c.token('Hero', [1, 1], { controlledby: alice, bar1_value: '30' });
  const orc = c.token('Orc', [3, 1]);
  await c.boot(c.code);
  const ask = async (text, selected) => {
    const from = c.mark();
    c.say('alice', text, { selected });
    await c.idle();
    return c.whispers(alice, from).map((m) => rendered(m.content).split('<br>'));
  };
  const [safe] = await ask('!footwork where safe', [hero]);
  const [, good, all] = /^<b>Hero<\/b>: (\d+) of (\d+) squares are safe/.exec(safe[0]) ?? [];
  assert.ok(good, safe[0]);
  assert.equal(Number(all), 12 * 8 - 1); // every square but the Orc's (staying put counts; 60 ft with the Dash reaches all)
  assert.equal(safe[safe.indexOf('Nearest 5:') + 1], '• where it stands (0 ft)');
  for (const near of ['1 square east', '1 square east, 1 north', '1 square east, 1 south'])
    assert.ok(!safe.some((l) => l.startsWith(`• ${near} (`)), near);
  const [reach] = await ask('!footwork where reach orc', [hero]);
  assert.equal(reach[0], '<b>Hero</b>: 8 of 95 squares have Orc within reach.');
  assert.equal(reach.at(-5), '• 1 square east, 1 north (5 ft)');
  c.turnorder([entry(orc)]);
  await c.idle();
  assert.deepEqual(await ask('!footwork where safe'), [['Footwork: Orc is not yours.']]);
  assert.deepEqual(await ask('!footwork where flank Dragon', [hero]), [
    ['Footwork: no token named "Dragon" on this page; its creatures: Hero, Orc.'],
  ]);
  assert.equal(c.crash, null);
  assert.deepEqual(c.errors, []);
});

test('odd objects and events are never thrown into the sandbox', async () => {
  const { c, alice, page } = await crypt();
  const hero = c.token('Hero', [2, 2], { controlledby: alice });
  await c.boot(c.code);
  c.turnorder([entry(hero)]);
  const odd = [
    ['change:graphic', {}, null],
    ['change:graphic', null, undefined],
    ['add:graphic', { get: () => 'graphic' }],
    [
      'change:graphic',
      {
        id: 'x',
        get: () => {
          throw new Error('a get that throws');
        },
      },
      {},
    ],
    ['destroy:graphic', 42],
    ['change:page', { id: page.id, get: () => undefined }, { width: 1e308 }],
    ['change:campaign:turnorder', { get: () => '{"not":"a list"}' }],
    ['chat:message', { type: 'api', content: null }],
    ['chat:message', { type: 'api', content: '!footwork', selected: 'nope' }],
    ['chat:message', undefined],
  ];
  for (const [name, obj, prev] of odd) globalThis.MOCK20trigger(name, obj, prev);
  await c.idle();
  assert.equal(c.crash, null, String(c.crash?.error?.stack));
  // Still working: an ordinary drop is priced.
  const from = c.mark();
  c.drop(hero, centre([3, 2]));
  await c.idle();
  assert.deepEqual(moveFeet(c.whispers(alice, from)[0]?.content ?? ''), { move: 5, turn: 5 });
});

test('hostile input under Mock20: a lastmove of 1e308, a quadratic speed text, names with Roll20 markup', async () => {
  const { c, alice } = await crypt();
  const ch = c.create('character', { name: 'Hero', controlledby: alice });
  c.create('attribute', { _characterid: ch.id, name: 'strength', current: '18' });
  c.create('attribute', { _characterid: ch.id, name: 'speed', current: `walk${' '.repeat(60000)}x` });
  const hero = c.token('Hero', [2, 2], { represents: ch.id });
  const loot = c.token('[Free loot](!footwork reset all) [[1d20+@{Hero|strength}]]', [5, 5], { controlledby: alice });
  await c.boot(c.code);
  c.turnorder([entry(hero), entry(loot)]);
  await c.idle();
  const slices = c.slices.length;
  let from = c.mark();
  const t0 = performance.now();
  c.change(hero, { left: centre([3, 2])[0], top: centre([3, 2])[1], lastmove: '1e308,-1e308' });
  await c.idle();
  assert.ok(performance.now() - t0 < 2000);
  assert.match(
    rendered(
      c
        .whispers(alice, from)
        .map((m) => m.content)
        .join('\n'),
    ),
    /Footwork could not price Hero's move: A point of Hero's last move \(lastmove\) is at \(1e\+308, -1e\+308\), far off the page/,
  );
  from = c.mark();
  c.drop(hero, centre([4, 2]));
  c.drop(loot, centre([6, 5]));
  await c.idle();
  assert.ok(c.longest(slices).ms < 1000, `longest slice ${c.longest(slices).ms} ms`);
  const whispers = c.chat.slice(from).filter((m) => m.type === 'whisper');
  assert.ok(whispers.length >= 4, JSON.stringify(whispers));
  for (const m of whispers) {
    // Mock20's sendChat reads `[[…]]` as an inline roll and replaces `@{Hero|strength}` by 18, as
    // Roll20 does: an escaped name gives it neither.
    assert.equal(m.inlinerolls, undefined, m.content);
    assert.doesNotMatch(m.content, /\]\(|@\{|\[\[/, m.content);
  }
  const shown = rendered(whispers.map((m) => m.content).join('\n'));
  assert.ok(shown.includes('[Free loot](!footwork reset all) [[1d20+@{Hero|strength}]]'), shown);
  assert.match(shown, /The speed text is 60005 characters long; Footwork reads at most 500\./);
  assert.deepEqual(c.errors, []);
  assert.equal(c.crash, null);
});
