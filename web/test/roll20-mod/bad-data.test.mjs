// Bad data never throws into the sandbox (one uncaught error stops every script of the campaign,
// Roll20/roll20-api-scripts issue #160): odd tokens, missing pages, bad settings in state and engine
// errors are reported in chat (to the GM) and in the API console, and the script goes on working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, centre, moveFeet, sandboxApi, GM, ALICE } from './fixtures.mjs';

const entry = (t) => ({ id: t.id, pr: 10, custom: '' });
// The GM's whispers as Roll20's chat shows them: the script escapes what it quotes (names, values,
// the engine's sentences), and the chat renders the entities back.
const rendered = (s) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const toGM = (c, from) => rendered(c.seen(GM, from).join('\n'));

test('bad settings in state are set back one by one and reported; the rest are kept', async () => {
  const c = await campaign({
    state: {
      other: { kept: true }, // another script's record is not touched
      FootworkMod: {
        version: 1,
        settings: {
          enforce: 'yes',
          track: 7,
          ruleset: 'pf2e',
          speed: { source: 'bar9', fixed: -3, attribute: 'spd' },
          markers: { sleepy: 'unconscious', bad: 4 },
        },
      },
    },
    boot: false,
  });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  c.game.addObject('character', { _id: 'ch', name: 'Hero' });
  await c.boot();
  const said = toGM(c);
  for (const what of [
    'settings.enforce was "yes"; set back to false',
    'settings.track was 7; set back to "combat"',
    'settings.ruleset was "pf2e"; set back to null',
    'settings.speed.source was "bar9"; set back to "attribute"',
    'settings.speed.fixed was -3; set back to 30',
    'settings.markers.bad was 4',
  ])
    assert.ok(said.includes(what), `${what}\n${said}`);
  const s = c.sandbox.state;
  const plainOf = (v) => JSON.parse(JSON.stringify(v)); // objects made inside the sandbox's context
  assert.deepEqual(plainOf(s.other), { kept: true });
  assert.equal(s.FootworkMod.settings.speed.attribute, 'spd', 'a good field next to bad ones is kept');
  assert.deepEqual(plainOf(s.FootworkMod.settings.markers), { sleepy: 'unconscious' });
  assert.ok(
    c.game.logs.some((l) => l.includes('settings.enforce was "yes"')),
    'and in the API console',
  );
  assert.equal(c.sandbox.crash, null);
  c.table.turnorder([entry(hero)]);
  c.table.drag(hero, centre([1, 0]));
  await c.idle();
  assert.deepEqual(moveFeet(c.seen(ALICE).at(-1)), { move: 5, turn: 5 });
});

test('state that is no record at all, or from a newer version, is reported and read as far as it goes', async () => {
  let c = await campaign({ state: { FootworkMod: 'garbage' } });
  assert.match(toGM(c), /state\.FootworkMod was "garbage"; started afresh/);
  assert.equal(c.sandbox.state.FootworkMod.version, 1);
  c = await campaign({ state: { FootworkMod: { version: 9, settings: { enforce: true } } } });
  assert.match(toGM(c), /state\.FootworkMod is version 9, newer than this script \(1\)/);
  assert.equal(c.sandbox.state.FootworkMod.settings.enforce, true);
  assert.equal(c.sandbox.crash, null);
});

test('odd tokens: off the page, no size, a card, a drawing, a name with markup, a speed that is no speed, a speed past 1,000 ft', async () => {
  const c = await campaign({
    state: { FootworkMod: { version: 1, settings: { speed: { source: 'bar1' } } } },
    boot: false,
  });
  c.token('Far away', [14, 3], { controlledby: ALICE }); // the page is 12 × 8 squares
  // Farther than one page's size beyond the edge: refused before the engine sees it (web/roll20 bounds.js).
  c.token('<b>Far</b>', [41, 3], { controlledby: ALICE });
  const flat = c.token('Flat', [2, 2], { controlledby: ALICE, width: 0, height: 'abc' });
  c.token('Card', [3, 3], { _subtype: 'card' });
  c.token('Drawing', [4, 4], { isdrawing: true });
  const odd = c.token('<img src=x onerror=alert(1)>', [5, 5], { controlledby: ALICE, bar1_value: 'fast' });
  c.token('Giant stride', [6, 6], { controlledby: ALICE, bar1_value: '200000' });
  await c.boot();
  const said = toGM(c);
  // the engine's words, without its code (issue 37: the GM reads sentences)
  assert.match(said, /Far away is left out: .* does not fit the 12×8 grid\.(<br>|$)/, said);
  // 200,000 ft (past the engine's 100,000) is capped at the door at 1,000 ft (web/roll20/speeds.js), so the
  // token is priced, not left out; its controller reads why with its moves.
  assert.doesNotMatch(said, /Giant stride is left out/, said);
  // A name with markup in the GM's report of what was left out: escaped (Roll20 renders a little HTML).
  const raw = c.seen(GM).join('\n');
  assert.ok(!raw.includes('<b>Far'), raw);
  assert.match(
    raw,
    /&#60;b&#62;Far&#60;&#47;b&#62;&#39;s position &#40;left, top&#41; is at &#40;2905, 245&#41;, far off/,
    raw,
  );
  assert.match(
    said,
    /<b>Far<\/b>'s position \(left, top\) is at \(2905, 245\), far off the page \(the page is 840 × 560 px/,
  );
  assert.equal(c.sandbox.crash, null);
  c.table.turnorder([entry(odd), entry(flat)]);
  let from = c.mark();
  c.table.drag(odd, centre([6, 5]));
  await c.idle();
  const text = c.seen(ALICE, from).join('\n');
  assert.ok(!text.includes('<img'), 'names are escaped');
  assert.match(text, /&#60;img src&#61;x onerror&#61;alert&#40;1&#41;&#62;<\/b>: Moved 5 ft/);
  assert.match(text, /Speed 30 ft assumed: &#34;fast&#34; in the bar1 of the token is no speed\./);
  // Dragged off the page: the move is not priced (the engine: the path leaves the grid), and the
  // whisper saying so escapes the name as the priced ones do.
  from = c.mark();
  c.table.drag(odd, centre([20, 5]));
  await c.idle();
  const refused = c.seen(ALICE, from).join('\n');
  assert.ok(!refused.includes('<img'), refused);
  assert.match(
    refused,
    /^Footwork could not price &#60;img src&#61;x onerror&#61;alert&#40;1&#41;&#62;'s move: .*off the 12×8 grid/,
    refused,
  );
  // A token without a usable size is one square (web/shim spanCells: "at least 1 each way").
  from = c.mark();
  c.table.drag(flat, centre([2, 3]));
  await c.idle();
  assert.deepEqual(moveFeet(c.seen(ALICE, from).at(-1)), { move: 5, turn: 5 });
  assert.match(
    c.seen(ALICE, from).at(-1),
    /Flat has no usable size &#40;width 0, height &#34;abc&#34;&#41;; one square assumed\./,
  );
  assert.equal(c.sandbox.crash, null);
});

test('a token on a page that does not exist, and a page the engine refuses: reported once, nothing thrown', async () => {
  const c = await campaign({ boot: false });
  const lost = c.game.addObject('graphic', {
    _pageid: 'no-such-page',
    name: 'Lost',
    left: 35,
    top: 35,
    width: 70,
    height: 70,
    layer: 'objects',
    controlledby: ALICE,
  });
  // 5000 × 5000 squares: more than the engine's 4096 a side (docs/limits.md), refused before its walls
  // or tokens are read (web/roll20 roll20Grid).
  const huge = c.game.addObject('page', { _id: 'page-huge', name: 'Endless plain', width: 5000, height: 5000 });
  const walker = c.game.addObject('graphic', {
    _pageid: huge.id,
    name: 'Walker',
    left: 35,
    top: 35,
    width: 70,
    height: 70,
    layer: 'objects',
    controlledby: ALICE,
  });
  await c.boot();
  c.table.turnorder([entry(lost), entry(walker)]);
  let from = c.mark();
  c.table.drag(lost, centre([1, 0]));
  c.table.drag(lost, centre([2, 0]));
  await c.idle();
  assert.equal(c.seen(GM, from).filter((m) => /Page no-such-page does not exist/.test(m)).length, 1);
  from = c.mark();
  c.table.drag(walker, centre([1, 0]));
  c.table.drag(walker, centre([2, 0]));
  await c.idle();
  const said = c.seen(GM, from).map(rendered);
  assert.equal(said.filter((m) => /page "Endless plain"/.test(m)).length, 1, said.join('\n'));
  assert.match(said.join('\n'), /Footwork prices pages of at most 4096 cells a side, so nothing on it is priced/);
  assert.deepEqual(c.seen(ALICE, from), [], 'no price for a page that is not loaded');
  // The page is made smaller: it is read again and moves are priced.
  c.table.change(huge, { width: 20, height: 20 });
  await c.idle();
  from = c.mark();
  c.table.drag(walker, centre([3, 0]));
  await c.idle();
  assert.deepEqual(moveFeet(c.seen(ALICE, from).at(-1)), { move: 5, turn: 5 });
  assert.equal(c.sandbox.crash, null);
});

test('deleted tokens, tokens moving between layers and pages, and commands about nothing do not throw', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  const ghost = c.token('Ghost', [3, 3], { controlledby: ALICE });
  const other = c.game.addObject('page', { _id: 'page-2', name: 'Upstairs', width: 10, height: 10 });
  await c.boot();
  c.table.turnorder([entry(hero), entry(ghost)]);
  c.table.change(ghost, { layer: 'gmlayer' });
  c.table.drag(ghost, centre([4, 3]));
  c.table.change(hero, { _pageid: other.id, left: 105, top: 105 });
  c.table.remove(ghost);
  c.table.say(ALICE, '!footwork show', { selected: [ghost] });
  c.table.say(GM, '!footwork reset', { selected: [ghost] });
  c.table.say(GM, '!footwork speed fixed -5');
  c.table.say(GM, '!footwork ruleset pf2e');
  c.table.say(GM, '!footwork frobnicate');
  await c.idle();
  assert.equal(c.sandbox.crash, null, c.sandbox.crash?.error?.stack);
  const said = c.seen(GM).join('\n');
  assert.match(said, /"-5" is no speed in feet/);
  assert.match(said, /"pf2e" is no ruleset/);
  assert.match(said, /no command "frobnicate"/);
  const toAlice = c.seen(ALICE).join('\n');
  assert.match(toAlice, /select a token/);
  // The hero now moves upstairs, priced on that page.
  const from = c.mark();
  c.table.drag(hero, [175, 105]);
  await c.idle();
  assert.deepEqual(moveFeet(c.seen(ALICE, from).at(-1)), { move: 5, turn: 5 });
});

// A start may fail with anything thrown: an Error, or nothing at all (`Promise.reject()`), which
// once left the app "not failed" and queued every later event behind the held queue for good.
for (const [thrown, said] of [
  [new Error('out of memory'), /Footwork could not start: out of memory\. Moves are not priced/],
  [undefined, /Footwork could not start: no reason was given\. Moves are not priced/],
])
  test(`an engine that cannot start (${thrown?.message ?? thrown}) is reported; later events are dropped, not piled up, and nothing throws`, async () => {
    const { FootworkApp } = await import('../../roll20-mod/app.js');
    const c = await campaign({ boot: false });
    const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
    const sb = c.game.boot(''); // a sandbox with the Mod API and no script: the app is driven from here
    const api = sandboxApi(sb);
    const app = new FootworkApp({
      api,
      startEngine: () => Promise.reject(thrown),
      loadedAt: Date.now(),
      version: 'test',
    });
    app.ready();
    await sb.idle();
    assert.match(toGM(c), said);
    c.table.turnorder([entry(hero)]);
    c.table.drag(hero, centre([1, 0]));
    c.table.say(GM, '!footwork status');
    await sb.idle();
    assert.equal(app.queue.jobs.length, 0);
    assert.equal(sb.crash, null);
  });

// The settings' problems are the shim's one problem shape (issue 37): source 'mod', a code saying
// what kind, the path in state, the sentence the GM reads.
test('a problem with state is an error annotation: source mod, a code, the path in state, the sentence', async () => {
  const { checkSettings, openState } = await import('../../roll20-mod/settings.js');
  assert.deepEqual(checkSettings({ track: 7 }, ['sw5e']).problems, [
    {
      kind: 'error',
      source: 'mod',
      code: 'bad-setting',
      path: 'state.FootworkMod.settings.track',
      message: 'state.FootworkMod.settings.track was 7; set back to "combat".',
    },
  ]);
  const { problems } = openState({ FootworkMod: { version: 'x', settings: [] } }, ['sw5e']);
  assert.deepEqual(
    problems.map((p) => [p.kind, p.source, p.code, p.path]),
    [
      ['error', 'mod', 'state-version', 'state.FootworkMod.version'],
      ['error', 'mod', 'bad-setting', 'state.FootworkMod.settings'],
    ],
  );
  assert.equal(problems[0].message, 'state.FootworkMod.version was "x"; read as version 1.');
});
