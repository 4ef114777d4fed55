// The `!footwork …` chat commands on the replica sandbox: help, who may change what, the ruleset,
// speeds from a bar, status markers as conditions, a token's remaining movement and reach, resets.
// Costs derived by hand from the rule texts, quoted beside the checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, centre, moveFeet, GM, ALICE } from './fixtures.mjs';

const entry = (t) => ({ id: t.id, pr: 10, custom: '' });
async function say(c, who, text, selected) {
  const from = c.mark();
  c.table.say(who, text, { selected });
  await c.idle();
  return c.seen(who, from).join('\n');
}
async function drag(c, token, to, waypoints = [], who = ALICE) {
  const from = c.mark();
  c.table.drag(
    token,
    centre(to, token.get('width') / 70),
    waypoints.map((w) => centre(w)),
  );
  await c.idle();
  return c.seen(who, from).at(-1) ?? '';
}

test('help lists every command; a player may not change settings, the GM may', async () => {
  const c = await campaign();
  const help = await say(c, ALICE, '!footwork help');
  for (const cmd of [
    'help',
    'status',
    'show',
    'where',
    'ruleset',
    'enforce',
    'track',
    'reset',
    'speed',
    'marker',
    'band',
    'terrain',
    'reload',
  ])
    assert.match(help, new RegExp(`!footwork ${cmd}\\b`), cmd);
  assert.match(await say(c, ALICE, '!footwork enforce on'), /only the GM can use "!footwork enforce"/);
  assert.equal(c.sandbox.state.FootworkMod.settings.enforce, false);
  assert.match(await say(c, GM, '!footwork enforce on'), /enforcement on/);
  assert.equal(c.sandbox.state.FootworkMod.settings.enforce, true);
  assert.match(await say(c, GM, '!footwork track always'), /moves priced always/);
  assert.match(await say(c, ALICE, '!footwork terrain'), /name starts with "difficult"/);
  const status = await say(c, GM, '!footwork status');
  assert.match(status, /plain-JavaScript engine, started in \d+ ms/);
  assert.match(status, /enforcement on; moves priced always/);
  assert.match(status, /Page "Crypt": sw5e, counting every diagonal as 1 square, 12×8 squares of 5 ft/);
  assert.match(status, /longest slice \d+(\.\d+)? ms/);
  assert.equal(c.sandbox.crash, null);
});

// 4e (004_83b4f7313492aa85.txt): "Moving diagonally works the same as other movement": 5 ft a square.
test('!footwork ruleset 4e: every page under 4e; a change of ruleset starts the turn again', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  await c.boot();
  c.table.turnorder([entry(hero)]);
  // The page's ruler first ("D&D 5E/4E": every diagonal 5 ft), sw5e counted as it counts: 5 + 5.
  assert.deepEqual(moveFeet(await drag(c, hero, [2, 2])), { move: 10, turn: 10 });
  assert.match(await say(c, GM, '!footwork ruleset 4e'), /ruleset 4e; this turn's movement starts again/);
  const text = await drag(c, hero, [4, 4]);
  assert.deepEqual(moveFeet(text), { move: 10, turn: 10 }, text);
  assert.match(text, /of 30 &#40;Double: 60&#41;/);
  assert.match(await say(c, GM, '!footwork ruleset auto'), /ruleset auto/);
  // The status names the rules the page plays: sw5e counted as the page's ruler counts.
  assert.match(await say(c, GM, '!footwork status'), /Page "Crypt": sw5e, counting every diagonal as 1 square, /);
});

test("!footwork speed bar2: speeds from the token's second bar", async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE, bar2_value: '25', bar1_value: '12' });
  await c.boot();
  assert.match(await say(c, GM, '!footwork speed bar2'), /speeds from the token's bar2/);
  c.table.turnorder([entry(hero)]);
  const text = await drag(c, hero, [1, 0]);
  // Speed 25, Dash 50.
  assert.match(text, /Moved 5 ft, 5 ft this turn of 25 &#40;Dash: 50&#41;/);
  assert.match(text, /20 ft of speed left, 45 ft within Dash\./);
  assert.match(await say(c, ALICE, '!footwork speed'), /speeds from the token's bar2 \(else 30 ft\)/);
});

// sw5e: "To move while prone, you must crawl … Every foot of movement while crawling costs 1 extra foot."
test('status markers: one named like a condition, and one the GM maps with !footwork marker', async () => {
  const c = await campaign({ boot: false });
  const a = c.token('Crawler', [0, 0], { controlledby: ALICE, statusmarkers: 'prone' });
  const b = c.token('Hurt', [0, 2], { controlledby: ALICE, statusmarkers: 'red,back-pain@2' });
  await c.boot();
  c.table.turnorder([entry(a), entry(b)]);
  // Prone: one square crawled costs 10 ft.
  assert.deepEqual(moveFeet(await drag(c, a, [1, 0])), { move: 10, turn: 10 });
  // back-pain means nothing yet: 5 ft.
  assert.deepEqual(moveFeet(await drag(c, b, [1, 2])), { move: 5, turn: 5 });
  assert.match(await say(c, GM, '!footwork marker back-pain prone'), /marker back-pain means prone/);
  assert.deepEqual(JSON.parse(JSON.stringify(c.sandbox.state.FootworkMod.settings.markers)), { 'back-pain': 'prone' });
  // Now the next square is crawled: 10 ft, 15 in all (the pages were read again; the turn was kept).
  assert.deepEqual(moveFeet(await drag(c, b, [2, 2])), { move: 10, turn: 15 });
  assert.match(await say(c, GM, '!footwork marker back-pain flying'), /"flying" is no condition/);
});

// dnd35 (002_094acfb52dbfc5d5.txt): "an ogre (Large) takes up a space 10 feet on a side (2 squares
// wide)"; "an ogre can attack targets up to 10 feet (2 squares) away from it in any direction".
test('!footwork show: movement left and reach of the selected token; only its controllers and the GM may ask', async () => {
  const c = await campaign({ page: { diagonaltype: 'threefive' }, boot: false });
  const ogre = c.token('Ogre', [0, 0], { controlledby: ALICE, span: 2 });
  const orc = c.token('Orc', [8, 6]);
  await c.boot();
  c.table.turnorder([entry(ogre)]);
  assert.deepEqual(moveFeet(await drag(c, ogre, [2, 0])), { move: 10, turn: 10 });
  const shown = await say(c, ALICE, '!footwork show', [ogre]);
  assert.match(shown, /<b>Ogre<\/b>: 10 ft moved this turn \(0 diagonals\)/);
  assert.match(shown, /Left: 20 ft of speed 30 ft, 50 ft of Double 60 ft\./);
  assert.match(shown, /Reach: 10 ft\./);
  assert.match(shown, /Can still end a move on \d+ squares \(\d+ within speed\)/);
  assert.match(await say(c, ALICE, '!footwork show Orc'), /Orc is not yours/);
  assert.match(await say(c, GM, '!footwork show orc'), /<b>Orc<\/b>: 0 ft moved/);
  assert.ok(orc);
});

test('!footwork reset: the selected token starts its turn again; reset all, everyone', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  await c.boot();
  c.table.turnorder([entry(hero)]);
  assert.deepEqual(moveFeet(await drag(c, hero, [1, 1])), { move: 5, turn: 5 });
  assert.match(await say(c, ALICE, '!footwork reset', [hero]), /only the GM/);
  assert.match(await say(c, GM, '!footwork reset', [hero]), /movement this turn forgotten for Hero/);
  // The next diagonal is a first one again.
  assert.deepEqual(moveFeet(await drag(c, hero, [2, 2])), { move: 5, turn: 5 });
  assert.match(await say(c, GM, '!footwork reset all'), /everyone's movement/);
  assert.deepEqual(moveFeet(await drag(c, hero, [3, 3])), { move: 5, turn: 5 });
});

// The sizes of the tokens read when the page is first loaded come from the page's ruleset too (they
// were read before the grid reached the engine, and every token was medium until it moved). dnd35
// (002_094acfb52dbfc5d5.txt): "an ogre can attack targets up to 10 feet (2 squares) away from it";
// 4e (004_83b4f7313492aa85.txt): "A character who has a speed of 6 can move up to 6 squares (or 30
// feet)" — a bare 6 in the bar, before anything moved.
test('tokens read at the first load have their size and their 4e speed in squares, before they move', async () => {
  const c = await campaign({ page: { diagonaltype: 'threefive' }, boot: false });
  const ogre = c.token('Ogre', [0, 0], { controlledby: ALICE, span: 2 });
  await c.boot();
  assert.match(await say(c, ALICE, '!footwork show', [ogre]), /Reach: 10 ft\./);
  const d = await campaign({
    state: { FootworkMod: { version: 1, settings: { ruleset: '4e', speed: { source: 'bar1' } } } },
    boot: false,
  });
  const hero = d.token('Hero', [1, 1], { controlledby: ALICE, bar1_value: '6' });
  await d.boot();
  assert.match(await say(d, ALICE, '!footwork show', [hero]), /Left: 30 ft of speed 30 ft/);
});

// Feet are written as every surface writes them (web/shim/present.js feet: to the hundredth): a
// fixed speed typed with many decimals read back in the reply, the status and the token's note.
test('a fixed speed of many decimals is said to the hundredth everywhere the Mod quotes it', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  await c.boot();
  assert.match(await say(c, GM, '!footwork speed fixed 32.80839895'), /speeds from a fixed 32\.81 ft\. /);
  assert.match(await say(c, GM, '!footwork status'), /Speeds: a fixed 32\.81 ft\./);
  await say(c, GM, '!footwork speed attribute speed');
  assert.match(await say(c, ALICE, '!footwork show', [hero]), /Speed 32\.81 ft assumed: /);
  assert.doesNotMatch(c.seen(GM).join('\n') + c.seen(ALICE).join('\n'), /32\.808/);
});
