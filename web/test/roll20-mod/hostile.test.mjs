// Hostile and huge input reaching the Mod script (issue 29, items 1, 2 and 6), on the replica sandbox
// (harness.mjs): numbers far off the page, a speed text built to make a pattern backtrack, names and
// settings carrying Roll20's chat markup, a megabyte-long name. Each was a freeze, a crash of the
// sandbox (which stops every script of a campaign: Roll20/roll20-api-scripts issue #160) or a button
// the GM could click by mistake; now each is a sentence naming what was wrong, and the script goes on.
// Limits: docs/limits.md, "Roll20 Mod and web/roll20".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, centre, moveFeet, GM, ALICE } from './fixtures.mjs';

const entry = (t) => ({ id: t.id, pr: 10, custom: '' });
// What Roll20's chat shows for a whisper's text: its entities as the characters they stand for.
const rendered = (s) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
// Roll20's chat markup a whisper must not carry (help centre "Text Chat", "Macros"): a link or button
// `[x](y)`, an inline roll `[[…]]`, a template `{{…}}` or `&{template:…}`, an attribute or ability
// reference `@{…}` / `%{…}`, and HTML.
const MARKUP = /\[[^\]]*\]\(|\[\[|\{\{|&\{|@\{|%\{|<(?!\/?b>|br>)/;

async function heroInCombat(attrs = {}) {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [2, 2], { controlledby: ALICE, ...attrs });
  await c.boot();
  c.table.turnorder([entry(hero)]);
  await c.idle();
  return { c, hero };
}

for (const [what, lastmove] of [
  ['1e308,-1e308 (ran the Node process out of heap)', '1e308,-1e308'],
  ['1e8,35 (overflowed the stack)', '1e8,35'],
  ['Infinity,35', 'Infinity,35'],
  ['a point that is no number', 'abc,35'],
]) {
  test(`a drop whose lastmove is ${what}: its controller and the GM are told, nothing is sized by it`, async () => {
    const { c, hero } = await heroInCombat();
    const from = c.mark();
    const t0 = performance.now();
    c.table.change(hero, { left: centre([3, 2])[0], top: centre([3, 2])[1], lastmove });
    await c.idle();
    const ms = performance.now() - t0;
    assert.equal(c.sandbox.crash, null, c.game.logs.join('\n'));
    assert.ok(ms < 2000, `handled in ${ms} ms`);
    const alice = c.seen(ALICE, from).map(rendered).join('\n');
    assert.match(
      alice,
      /Footwork could not price Hero's move: A point of Hero's last move \(lastmove\) is at \(/,
      alice,
    );
    assert.match(alice, /\(the page is 840 × 560 px, and points up to one page's size beyond its edges are read\)/);
    assert.ok(
      c.seen(GM, from).some((m) => /could not price Hero/.test(rendered(m))),
      'the GM is told too',
    );
    // The script goes on: the next ordinary drop is priced.
    const next = c.mark();
    c.table.drag(hero, centre([4, 2]));
    await c.idle();
    assert.ok(moveFeet(c.seen(ALICE, next).at(-1) ?? ''), c.seen(ALICE, next).join('\n'));
  });
}

test('a token dropped at left 1e300: refused in words, the sandbox alive', async () => {
  const { c, hero } = await heroInCombat();
  const from = c.mark();
  c.table.change(hero, { left: 1e300, top: 35 });
  await c.idle();
  assert.equal(c.sandbox.crash, null, c.game.logs.join('\n'));
  const alice = c.seen(ALICE, from).map(rendered).join('\n');
  assert.match(
    alice,
    /Footwork could not price Hero's move: Hero's position \(left, top\) is at \(1e\+300, 35\), far off the page/,
  );
});

test('a lastmove of 100 waypoints, and one of a megabyte: read no further than the limits, said in words', async () => {
  const { c, hero } = await heroInCombat();
  let from = c.mark();
  const many = Array.from({ length: 100 }, () => `${centre([2, 2]).join(',')},${centre([3, 2]).join(',')}`).join(',');
  c.table.change(hero, { left: centre([3, 2])[0], top: centre([3, 2])[1], lastmove: many });
  await c.idle();
  assert.match(rendered(c.seen(ALICE, from).join('\n')), /has 200 points; Footwork reads at most 64/);
  from = c.mark();
  c.table.change(hero, { left: centre([4, 2])[0], top: centre([4, 2])[1], lastmove: '35,'.repeat(350000) });
  await c.idle();
  assert.match(rendered(c.seen(ALICE, from).join('\n')), /is 1050000 characters long; Footwork reads at most 4096/);
  assert.equal(c.sandbox.crash, null);
});

test('a page 1e300 units wide, a wall and a terrain graphic reaching 1e300: refused before anything is sized by them', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [2, 2], { controlledby: ALICE });
  c.game.addObject('path', {
    _pageid: c.page.id,
    layer: 'walls',
    _path: JSON.stringify([
      ['M', 0, 0],
      ['C', 1e300, 0, 0, 1e300, 70, 70],
    ]),
    left: 35,
    top: 35,
    width: 70,
    height: 70,
  });
  c.token('difficult mud', [4, 4], { layer: 'map', width: 1e300, height: 70 });
  await c.boot();
  const said = rendered(c.seen(GM).join('\n'));
  assert.match(said, /A point of the path -Nfw\d+ is at \(.*\), far off the page .*; it is left out\./, said);
  assert.match(said, /A corner of difficult mud is at \(-5e\+299, 280\), far off the page/, said);
  c.table.turnorder([entry(hero)]);
  const from = c.mark();
  c.table.drag(hero, centre([3, 2]));
  await c.idle();
  assert.deepEqual(moveFeet(c.seen(ALICE, from).at(-1)), { move: 5, turn: 5 }, 'the rest of the page is priced');
  const far = await campaign({ page: { name: 'Far', width: 1e300, height: 8 } });
  assert.match(rendered(far.seen(GM).join('\n')), /Footwork prices pages of at most 4096 cells a side/);
  assert.equal(far.sandbox.crash, null);
  assert.equal(c.sandbox.crash, null);
});

test('a speed of "walk" + 60,000 spaces + "x" (4.3 s in one slice before): refused at once, the fixed speed used', async () => {
  const c = await campaign({ boot: false });
  const ch = c.game.addObject('character', { _id: 'char-hero', name: 'Hero', controlledby: ALICE });
  c.game.addObject('attribute', { _characterid: ch.id, name: 'speed', current: `walk${' '.repeat(60000)}x` });
  const hero = c.token('Hero', [2, 2], { represents: ch.id });
  const slices = c.game.sandbox?.slices.length ?? 0;
  await c.boot();
  c.table.turnorder([entry(hero)]);
  const from = c.mark();
  c.table.drag(hero, centre([3, 2]));
  await c.idle();
  const longest = c.sandbox.longest(slices);
  assert.ok(longest.ms < 1000, `longest slice ${longest.ms} ms (${longest.what})`);
  const text = rendered(c.seen(ALICE, from).join('\n'));
  assert.match(
    text,
    /Speed 30 ft assumed: .* is no speed\. The speed text is 60005 characters long; Footwork reads at most 500\./,
  );
  assert.ok(text.length < 2000, `the whisper quotes the text shortened (${text.length} characters)`);
});

test('a token named [Free loot](!footwork reset all): no button, no roll, no reference in any whisper', async () => {
  const names = [
    '[Free loot](!footwork reset all)',
    '[[1d20+@{Hero|strength}]]',
    '&{template:default}{{name=x}}',
    '%{Hero|attack} <img src=x onerror=alert(1)>',
    '/w gm !footwork reset all',
  ];
  const c = await campaign({ boot: false });
  const tokens = names.map((n, i) => c.token(n, [1 + 2 * i, 1], { controlledby: ALICE }));
  c.token('Orc', [2, 3], {});
  await c.boot();
  c.table.turnorder(tokens.map(entry));
  const from = c.mark();
  tokens.forEach((t, i) => c.table.drag(t, centre([1 + 2 * i, 2])));
  await c.idle();
  c.table.say(ALICE, '!footwork show', { selected: tokens });
  await c.idle();
  const whispers = c.game.chat.slice(from).filter((m) => !m.fromPlayer);
  assert.ok(whispers.length >= 2 * names.length, whispers.length);
  for (const m of whispers) {
    assert.doesNotMatch(m.content, MARKUP, m.content);
    assert.doesNotMatch(m.content, /^[!/]/, m.content);
  }
  // The names still read as they are, once the chat shows the entities as characters.
  const shown = whispers.map((m) => rendered(m.content)).join('\n');
  for (const n of names) assert.ok(shown.includes(n), n);
  assert.equal(c.sandbox.crash, null);
});

test('a megabyte-long token name is whispered shortened, with an ellipsis', async () => {
  const { c, hero } = await heroInCombat({ name: `Giant${'a'.repeat(1 << 20)}` });
  const from = c.mark();
  c.table.drag(hero, centre([3, 2]));
  await c.idle();
  const whispers = c.seen(ALICE, from);
  assert.ok(whispers.length > 0);
  for (const w of whispers) assert.ok(w.length < 1000, `${w.length} characters`);
  assert.match(rendered(whispers.at(-1)), /^<b>Giantaaaa+…<\/b>: Moved 5 ft/);
  assert.equal(rendered(whispers.at(-1)).match(/a+…/)[0].length, 60 - 'Giant'.length);
});

test('settings take only their documented values: a band, a marker, an attribute with markup are refused in words', async () => {
  const c = await campaign();
  const ask = async (text) => {
    const from = c.mark();
    c.table.say(GM, text);
    await c.idle();
    return c.seen(GM, from).join('\n');
  };
  const band = await ask('!footwork band <img src=x onerror=alert(1)>');
  assert.doesNotMatch(band, MARKUP, band);
  assert.match(
    rendered(band),
    /"<img" is no band; one of move, dash, double, run, step, minimum, shift, double-shift or auto/,
  );
  assert.equal(c.sandbox.state.FootworkMod.settings.band, null, 'not kept in state');
  assert.match(rendered(await ask('!footwork band double')), /band double\./);
  assert.equal(c.sandbox.state.FootworkMod.settings.band, 'double');
  const marker = await ask('!footwork marker [x](!footwork%20reset%20all) prone');
  assert.doesNotMatch(marker, MARKUP, marker);
  assert.match(rendered(marker), /is no marker name Footwork reads/);
  assert.deepEqual({ ...c.sandbox.state.FootworkMod.settings.markers }, {});
  const attribute = await ask('!footwork speed attribute @{Hero|speed}');
  assert.match(rendered(attribute), /"@\{Hero\|speed\}" is no attribute name Footwork reads/);
  assert.doesNotMatch(attribute, MARKUP);
  assert.equal(c.sandbox.state.FootworkMod.settings.speed.attribute, 'speed');
  // What every player reads in !footwork status carries none of it.
  const from = c.mark();
  c.table.say(ALICE, '!footwork status');
  await c.idle();
  for (const m of c.seen(ALICE, from)) assert.doesNotMatch(m, MARKUP, m);
});

test('state holding a band, a marker and an attribute with markup: each set back and reported, escaped', async () => {
  const c = await campaign({
    state: {
      FootworkMod: {
        version: 1,
        settings: {
          band: '<img src=x onerror=alert(1)>',
          markers: { '[x](!footwork reset all)': 'prone', sleepy: 'unconscious' },
          speed: { source: 'attribute', attribute: '[[1d20]]' },
        },
      },
    },
  });
  const said = c.seen(GM);
  for (const m of said) assert.doesNotMatch(m, MARKUP, m);
  const text = rendered(said.join('\n'));
  assert.match(text, /settings\.band was "<img src=x onerror=alert\(1\)>"; set back to null/);
  assert.match(text, /settings\.speed\.attribute was "\[\[1d20\]\]"; set back to "speed"/);
  assert.deepEqual({ ...c.sandbox.state.FootworkMod.settings.markers }, { sleepy: 'unconscious' });
  assert.equal(c.sandbox.state.FootworkMod.settings.band, null);
});

// Issue 41 item 7: "`!footwork rules` reads `state` unchecked ('5009 house rules' …) while pricing uses
// the checked reader"; the listing now reads the rules as pricing does, and state's record is bounded.
test('!footwork rules lists what pricing plays: 5,009 unknown house rules in state are bounded, left out in one line', async () => {
  const rules = Object.fromEntries(Array.from({ length: 5009 }, (_, i) => [`rule${i}`, true]));
  const c = await campaign({ state: { FootworkMod: { version: 1, settings: { rules } } } });
  const gm = rendered(c.seen(GM).join('\n'));
  assert.match(
    gm,
    /state\.FootworkMod\.settings\.rules held 5009 house rules; the first 64 are read, the rest left out\./,
  );
  const from = c.mark();
  c.table.say(ALICE, '!footwork rules');
  await c.idle();
  const text = rendered(c.seen(ALICE, from).join('\n'));
  assert.doesNotMatch(text, /with \d+ house rules?:/, 'no house rule is played, so none is counted');
  assert.match(text, /sw5e has no rule “Rule0”; that house rule is not used\./);
  assert.match(text, /61 more house rules are not used\./);
  assert.ok(text.length < 6000, `${text.length} characters`);
  assert.equal(c.sandbox.crash, null);
});

// Issue 41 item 7: "`where` target names are cut at about 400 characters, not 60".
test('a where target with a 400-character name is quoted at most 60 characters long', async () => {
  const c = await campaign({ boot: false });
  const long = `Orc${'o'.repeat(397)}`;
  c.token(long, [0, 2]);
  const hero = c.token('Hero', [3, 2], { controlledby: ALICE });
  await c.boot();
  const from = c.mark();
  c.table.say(ALICE, '!footwork where reach orc', { selected: [hero] });
  await c.idle();
  const text = rendered(c.seen(ALICE, from).join('\n'));
  assert.match(text, /have Orco+… within reach/, text);
  const runs = text.match(/Orco+…?/g);
  for (const r of runs) assert.ok(r.length <= 60, `${r.length} characters: ${r.slice(0, 20)}…`);
  assert.equal(c.sandbox.crash, null);
});

// Issue 41: "A player sets the `speed` attribute of their own character to '10000 ft.'": read as
// 1,000 ft (web/roll20/speeds.js MAX_SPEED_FEET) and said, not searched to 2,000 squares.
test('a speed of "10000 ft." is capped at 1,000 ft at the door and said', async () => {
  const c = await campaign({ boot: false });
  const ch = c.game.addObject('character', { _id: 'char-hero', name: 'Hero', controlledby: ALICE });
  c.game.addObject('attribute', { _characterid: ch.id, name: 'speed', current: '10000 ft.' });
  const hero = c.token('Hero', [2, 2], { represents: ch.id });
  await c.boot();
  const from = c.mark();
  c.table.say(ALICE, '!footwork show', { selected: [hero] });
  await c.idle();
  const text = rendered(c.seen(ALICE, from).join('\n'));
  assert.match(text, /"10000 ft\." is faster than any ruleset's creature moves; Footwork counts 1000 ft\./, text);
  assert.match(text, /Left: 1000 ft of speed 1000 ft/, text);
  assert.doesNotMatch(text, /10000 ft(?!\.")/, text);
  assert.equal(c.sandbox.crash, null);
});

// Issue 41 item 1: "a player sets the speed attribute of their own character to '10000 ft.', selects
// their token and types !footwork where safe": on a 200×200 page with one orc that held the sandbox
// 15.7 s in one piece. The speed is read as 1,000 ft, and the places search runs under the Mod's
// budget (web/shim/budget.js): it settles the nearest squares and says so; status counts it.
test('where safe at "10000 ft." on a 200×200 page: the nearest squares, said as too far to list; status counts the stop', async () => {
  const c = await campaign({ page: { width: 200, height: 200 }, boot: false });
  const ch = c.game.addObject('character', { _id: 'char-hero', name: 'Hero', controlledby: ALICE });
  c.game.addObject('attribute', { _characterid: ch.id, name: 'speed', current: '10000 ft.' });
  const hero = c.token('Hero', [100, 100], { represents: ch.id });
  c.token('Orc', [104, 100]);
  await c.boot();
  const from = c.mark();
  c.table.say(ALICE, '!footwork where safe', { selected: [hero] });
  await c.idle();
  const text = rendered(c.seen(ALICE, from).join('\n'));
  assert.match(text, /^<b>Hero<\/b>: too far to list: the nearest squares only\. \d+ of (\d+) squares are safe/, text);
  const weighed = Number(/ of (\d+) squares are safe/.exec(text)[1]);
  assert.ok(weighed < 40000 && weighed > 0, `${weighed} squares weighed, not the page's 40,000`);
  const status = c.mark();
  c.table.say(ALICE, '!footwork status');
  await c.idle();
  const said = rendered(c.seen(ALICE, status).join('\n'));
  assert.match(said, /Searches: \d+, [1-9]\d* stopped at their budget/, said);
  console.log(`# ${said.match(/Work: [^\n]*/)?.[0]}`);
  assert.equal(c.sandbox.crash, null);
});

// Issue 41 item 1: "`!footwork show` with 500 tokens, 17.8 s" in one piece of work. Each token is a
// piece of its own now (and each search under the budget), so the queue can hand control back
// between them: counted in the queue's pieces, not timed (100 tokens keep the test short).
test('!footwork show with 100 selected tokens runs as at least 100 pieces of work', async () => {
  const c = await campaign({ page: { width: 50, height: 20 }, boot: false });
  const tokens = [];
  for (let i = 0; i < 100; i++)
    tokens.push(c.token(`Scout ${i}`, [i % 50, Math.floor(i / 50) * 2], { controlledby: ALICE }));
  await c.boot();
  const pieces = async () => {
    const from = c.mark();
    c.table.say(GM, '!footwork status');
    await c.idle();
    return Number(/Work: (\d+) pieces/.exec(rendered(c.seen(GM, from).join('\n')))[1]);
  };
  const before = await pieces();
  const from = c.mark();
  c.table.say(ALICE, '!footwork show', { selected: tokens });
  await c.idle();
  assert.equal(c.seen(ALICE, from).length, 100, 'one whisper a token');
  const ran = (await pieces()) - before;
  assert.ok(ran >= 100, `${ran} pieces`);
  assert.equal(c.sandbox.crash, null);
});
