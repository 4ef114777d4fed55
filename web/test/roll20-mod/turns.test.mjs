// Turns from Roll20's turn tracker, enforcement, and restarts of the sandbox, on the replica. Costs
// derived by hand from the rule texts, quoted beside the checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, centre, moveFeet, GM, ALICE, decoded } from './fixtures.mjs';

const entry = (t) => ({ id: t.id, pr: 10, custom: '' });
// The last whisper to `who` as the chat shows it (entities read back).
const last = (c, who, from) => decoded(c.seen(who, from).at(-1) ?? '');
async function drag(c, token, to, waypoints = []) {
  const from = c.mark();
  c.table.drag(
    token,
    centre(to),
    waypoints.map((w) => centre(w)),
  );
  await c.idle();
  return last(c, ALICE, from);
}

// sw5e (001_6f3b7c2346b579a3.txt): "the first diagonal square counts as 5 feet, but the second
// diagonal square counts as 10 feet"; "On your turn, you can move a distance up to your speed."
test("turns come from the turn order: a creature's movement is kept until its own next turn", async () => {
  // The GM plays sw5e's own text (its 5/10 diagonals show whether a turn carried), whatever the page's ruler counts.
  const c = await campaign({ state: { FootworkMod: { version: 1, settings: { ruleset: 'sw5e' } } }, boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  const orc = c.token('Orc', [8, 6]);
  await c.boot();
  c.table.turnorder([entry(hero), entry(orc)]);
  assert.deepEqual(moveFeet(await drag(c, hero, [1, 1])), { move: 5, turn: 5 }, 'first diagonal: 5 ft');
  // "Next turn": the orc's. The hero's turn is not over for the books: a diagonal now is its second.
  c.table.turnorder([entry(orc), entry(hero)]);
  assert.deepEqual(moveFeet(await drag(c, hero, [2, 2])), { move: 10, turn: 15 }, 'second diagonal: 10 ft');
  // The hero's turn again: it starts afresh, and the next diagonal is a first one.
  c.table.turnorder([entry(hero), entry(orc)]);
  assert.deepEqual(moveFeet(await drag(c, hero, [3, 3])), { move: 5, turn: 5 });
  // Combat over (the tracker emptied): out of combat moves are not priced by default.
  c.table.turnorder([]);
  const from = c.mark();
  c.table.drag(hero, centre([4, 4]));
  await c.idle();
  assert.deepEqual(c.seen(ALICE, from), []);
  assert.equal(c.sandbox.crash, null);
});

test('track always: out of combat each move is priced on its own; combat starts everyone afresh', async () => {
  const c = await campaign({
    state: { FootworkMod: { version: 1, settings: { track: 'always', ruleset: 'sw5e' } } }, // sw5e's 5/10 diagonals
    boot: false,
  });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  const orc = c.token('Orc', [8, 6]);
  await c.boot();
  assert.deepEqual(moveFeet(await drag(c, hero, [1, 1])), { move: 5, turn: 5 });
  // No turn order: no turn to add up; the next diagonal is a first one again.
  assert.deepEqual(moveFeet(await drag(c, hero, [2, 2])), { move: 5, turn: 5 });
  // Combat begins with the orc's turn: the hero's move out of combat is not carried into it.
  c.table.turnorder([entry(orc), entry(hero)]);
  assert.deepEqual(moveFeet(await drag(c, hero, [3, 3])), { move: 5, turn: 5 });
  assert.deepEqual(moveFeet(await drag(c, hero, [4, 4])), { move: 10, turn: 15 });
});

// Speed 30, Dash ×2 = 60 ft (the engine's band "Dash: extra movement equal to your speed").
// sw5e Playing on a Grid: "Squares. Each square on the grid represents 5 feet."
test('enforcement: a move past the Dash allowance goes back to the last legal position and says so', async () => {
  const c = await campaign({
    page: { width: 16, height: 4 },
    state: { FootworkMod: { version: 1, settings: { enforce: true } } },
    boot: false,
  });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  await c.boot();
  c.table.turnorder([entry(hero)]);
  // 13 squares straight: 65 ft. Squares 1-12 (60 ft) are within Dash; the 13th is not.
  const text = await drag(c, hero, [13, 0]);
  assert.match(text, /Moved 60 ft, 60 ft this turn of 30 \(Dash: 60\)\./, text);
  assert.match(text, /Within Dash\.<br>0 ft of speed left, 0 ft within Dash\./);
  assert.match(text, /Illegal at square 13 of the move/, text);
  assert.match(text, /Enforcement: returned to the last legal position \(after 12 squares, 60 ft this turn\)\./);
  assert.deepEqual([hero.get('left'), hero.get('top')], centre([12, 0]), 'the token was put back by the script');
  assert.equal(hero.get('lastmove'), centre([0, 0]).join(','), 'lastmove stays the drag Roll20 recorded');
  // The legal part was kept: 60 ft spent, nothing left, so one more square is illegal too …
  const again = await drag(c, hero, [13, 0]);
  assert.match(again, /Illegal at square 1 of the move/);
  assert.match(again, /Enforcement: returned to the last legal position \(where the move began\)\./);
  assert.deepEqual([hero.get('left'), hero.get('top')], centre([12, 0]));
  // … and a new turn of the hero's gives the full 60 ft back.
  c.table.turnorder([]);
  c.table.turnorder([entry(hero)]);
  assert.doesNotMatch(await drag(c, hero, [13, 0]), /Illegal|Enforcement/);
  assert.deepEqual([hero.get('left'), hero.get('top')], centre([13, 0]), 'a legal move stays where it was dropped');
});

test('enforcement on does not move tokens out of combat', async () => {
  const c = await campaign({
    page: { width: 16, height: 4 },
    state: { FootworkMod: { version: 1, settings: { enforce: true, track: 'always' } } },
    boot: false,
  });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  await c.boot();
  const text = await drag(c, hero, [13, 0]);
  assert.match(text, /Illegal/);
  assert.doesNotMatch(text, /Enforcement/);
  assert.deepEqual([hero.get('left'), hero.get('top')], centre([13, 0]));
});

test("a restart of the sandbox keeps the settings and this turn's movement (state, versioned); memory is not needed", async () => {
  const c = await campaign({ state: { FootworkMod: { version: 1, settings: { ruleset: 'sw5e' } } }, boot: false }); // sw5e's 5/10 diagonals
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  await c.boot();
  c.table.turnorder([entry(hero)]);
  c.table.say(GM, '!footwork enforce on');
  await c.idle();
  assert.deepEqual(moveFeet(await drag(c, hero, [1, 1])), { move: 5, turn: 5 });
  // Saving a script restarts the sandbox: a new context, the same campaign and state.
  c.sandbox.stop();
  const saved = JSON.parse(c.game.stateJson);
  assert.equal(saved.FootworkMod.version, 1);
  assert.equal(saved.FootworkMod.settings.enforce, true);
  assert.deepEqual(saved.FootworkMod.turns.spent[hero.id], { feet: 5, diagonals: 1, drags: 1, page: c.page.id });
  await c.boot();
  assert.equal(c.sandbox.crash, null);
  assert.deepEqual(c.sandbox.newGlobals(), ['FootworkMod']);
  // The second diagonal of the turn: 10 ft, 15 in all — the turn survived the restart.
  assert.deepEqual(moveFeet(await drag(c, hero, [2, 2])), { move: 10, turn: 15 });
  assert.equal(c.sandbox.state.FootworkMod.settings.enforce, true);
  // The turn order did not change while the sandbox was down: no spurious new turn.
  assert.equal(c.sandbox.state.FootworkMod.turns.key, `${hero.id}|`);
});

test('a turn that passed while the sandbox was down is seen at start-up', async () => {
  const c = await campaign({ state: { FootworkMod: { version: 1, settings: { ruleset: 'sw5e' } } }, boot: false }); // sw5e's 5/10 diagonals
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  const orc = c.token('Orc', [8, 6]);
  await c.boot();
  c.table.turnorder([entry(hero), entry(orc)]);
  await drag(c, hero, [1, 1]);
  c.sandbox.stop();
  // Two turns pass with no sandbox running (the order comes back round to the hero).
  c.table.turnorder([entry(orc), entry(hero)]);
  c.table.turnorder([entry(hero), entry(orc)]);
  await c.boot();
  // The tracker's first entry is the hero again, as when it stopped: the script cannot tell two turns
  // passed, so the hero's 5 ft are still counted (docs/roll20-mod.md says so).
  assert.deepEqual(moveFeet(await drag(c, hero, [2, 2])), { move: 10, turn: 15 });
  c.sandbox.stop();
  c.table.turnorder([entry(orc), entry(hero)]);
  await c.boot();
  // Now the first entry differs: the orc's turn began while it was down; the hero is kept for its turn.
  c.table.turnorder([entry(hero), entry(orc)]);
  assert.deepEqual(moveFeet(await drag(c, hero, [3, 3])), { move: 5, turn: 5 });
});

test("a token dropped onto the table and moved at once is a placement (It's A Trap's observation), not a move", async () => {
  const c = await campaign();
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  c.table.turnorder([entry(hero)]);
  const from = c.mark();
  c.table.drag(hero, centre([3, 0]));
  await c.idle();
  assert.deepEqual(c.seen(ALICE, from), []);
  // Later moves count from where it was placed.
  await new Promise((r) => setTimeout(r, 1050));
  assert.deepEqual(moveFeet(await drag(c, hero, [4, 0])), { move: 5, turn: 5 });
});
