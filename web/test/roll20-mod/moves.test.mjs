// Scripted sessions on the replica sandbox: tokens dragged as Roll20 reports a drop (left, top and
// lastmove in one change), priced by the Mod script and whispered to the token's controllers and the
// GM. Every expected cost is derived by hand from the rule texts (../shared/rules), quoted beside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, centre, moveFeet, GM, ALICE, BOB, decoded } from './fixtures.mjs';

const inCombat = (c, ...tokens) =>
  c.table.turnorder(tokens.map((t, i) => ({ id: t.id, pr: 20 - i, custom: '', _pageid: c.page.id })));
// The last whisper to `who` as the chat shows it (entities read back).
const last = (c, who, from) => decoded(c.seen(who, from).at(-1) ?? '');

// sw5e (001_6f3b7c2346b579a3.txt, "Playing on a Grid"): "the first diagonal square counts as 5 feet,
// but the second diagonal square counts as 10 feet. This pattern of 5 feet and then 10 feet continues
// whenever you're counting diagonally, even if you move horizontally or vertically between different
// bits of diagonal movement. For instance, a character might move one square diagonally (5 feet),
// then three squares straight (15 feet), and then another square diagonally (10 feet) for a total
// movement of 30 feet."
test('sw5e: the worked example over two drags, a waypoint, whispers to the controller and the GM only', async () => {
  // The GM plays sw5e's own text (its 5/10 diagonals), whatever the page's ruler counts.
  const c = await campaign({ state: { FootworkMod: { version: 1, settings: { ruleset: 'sw5e' } } }, boot: false });
  const ch = c.game.addObject('character', { _id: 'char-hero', name: 'Hero', controlledby: ALICE });
  c.game.addObject('attribute', { _characterid: ch.id, name: 'Speed', current: '30 ft.' }); // findObjs caseInsensitive: "speed"
  const hero = c.token('Hero', [0, 0], { represents: ch.id });
  await c.boot();
  inCombat(c, hero);
  let from = c.mark();
  // One square diagonally (5 ft) to the waypoint, then three squares straight (15 ft).
  c.table.drag(hero, centre([4, 1]), [centre([1, 1])]);
  await c.idle();
  const toAlice = last(c, ALICE, from);
  assert.deepEqual(moveFeet(toAlice), { move: 20, turn: 20 }, toAlice);
  assert.match(toAlice, /of 30 \(Dash: 60\)/);
  assert.match(toAlice, /Within speed\.<br>10 ft of speed left, 40 ft within Dash\./);
  assert.equal(last(c, GM, from), toAlice, 'the GM gets the same whisper');
  assert.deepEqual(c.seen(BOB, from), [], 'a player who does not control the token hears nothing');
  assert.ok(
    c.game.chat.slice(from).some((m) => m.whisper === 'Alice Liddell' && m.to === ALICE),
    'a name with a space is quoted',
  );
  // Then another square diagonally: the second diagonal of the turn, 10 ft: 30 ft in all.
  from = c.mark();
  c.table.drag(hero, centre([5, 2]));
  await c.idle();
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 10, turn: 30 });
  assert.match(last(c, ALICE, from), /0 ft of speed left, 30 ft within Dash\./);
  assert.equal(c.sandbox.crash, null);
});

test('sw5e: waypoints count — the same drop costs more through a waypoint than in a straight line', async () => {
  const c = await campaign({ boot: false });
  const a = c.token('Straight', [0, 0], { controlledby: ALICE, bar1_value: '30' });
  const b = c.token('Detour', [0, 4], { controlledby: ALICE, bar1_value: '30' });
  c.game.stateJson = JSON.stringify({
    FootworkMod: { version: 1, settings: { speed: { source: 'bar1' }, ruleset: 'sw5e' } }, // sw5e's 5/10 diagonals
  });
  await c.boot();
  inCombat(c, a, b);
  let from = c.mark();
  c.table.drag(a, centre([0, 2]));
  await c.idle();
  // Two squares straight: 10 ft.
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 10, turn: 10 });
  from = c.mark();
  // To (2,5) and back to (0,6): a diagonal (5) and a straight square (5), then a diagonal — the
  // second, 10 — and a straight square (5): 25 ft.
  c.table.drag(b, centre([0, 6]), [centre([2, 5])]);
  await c.idle();
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 25, turn: 25 });
});

// sw5e: "Every foot of movement in difficult terrain costs 1 extra foot." Footwork's convention: a
// graphic on the map layer named "Difficult terrain" makes the squares under it difficult.
test('sw5e: difficult terrain drawn as a map-layer graphic named "Difficult terrain"', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  // 140 × 70 px centred on the border of squares (2,0) and (3,0): those two squares.
  c.game.addObject('graphic', {
    _pageid: c.page.id,
    name: 'Difficult terrain',
    layer: 'map',
    left: 210,
    top: 35,
    width: 140,
    height: 70,
  });
  await c.boot();
  inCombat(c, hero);
  const from = c.mark();
  c.table.drag(hero, centre([4, 0]));
  await c.idle();
  // 5 + 10 + 10 + 5 = 30 ft.
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 30, turn: 30 });
});

// dnd35 (002_094acfb52dbfc5d5.txt): "the first diagonal counts as 1 square, the second counts as 2
// squares, the third counts as 1, the fourth as 2"; "Each diagonal move into a difficult terrain square
// counts as 3 squares"; "difficult x2" is Footwork's name for terrain that counts twice.
test("dnd35 from the page's ruler (threefive): 1-2-1 with a diagonal into difficult terrain, the double band", async () => {
  const c = await campaign({ page: { diagonaltype: 'threefive' }, boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  c.game.addObject('graphic', {
    _pageid: c.page.id,
    name: 'difficult',
    layer: 'gmlayer',
    left: 245,
    top: 245,
    width: 70,
    height: 70,
  });
  await c.boot();
  inCombat(c, hero);
  let from = c.mark();
  // 1st diagonal 1 square (5), 2nd 2 squares (10), 3rd into difficult terrain 3 squares (15): 30 ft.
  c.table.drag(hero, centre([3, 3]), [centre([1, 1]), centre([2, 2])]);
  await c.idle();
  let text = last(c, ALICE, from);
  assert.deepEqual(moveFeet(text), { move: 30, turn: 30 }, text);
  assert.match(text, /of 30 \(Double: 60\)/);
  assert.match(text, /Within speed\./);
  // The 4th diagonal: 2 squares, 10 ft: 40 ft, within the double move.
  from = c.mark();
  c.table.drag(hero, centre([4, 4]));
  await c.idle();
  text = last(c, ALICE, from);
  assert.deepEqual(moveFeet(text), { move: 10, turn: 40 });
  assert.match(text, /Within Double\./);
});

// sw5e: "If you leave a hostile creature's reach during your move, you provoke an opportunity attack".
test("sw5e: leaving an enemy's reach provokes an opportunity attack, named in the whisper", async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [1, 1], { controlledby: ALICE });
  c.token('Orc', [2, 0]); // controlled by nobody: the GM's side
  await c.boot();
  inCombat(c, hero);
  const from = c.mark();
  c.table.drag(hero, centre([1, 3]));
  await c.idle();
  const text = last(c, ALICE, from);
  assert.deepEqual(moveFeet(text), { move: 10, turn: 10 });
  assert.match(text, /Opportunity attack: Orc, leaving its reach \(on leaving its starting square\)/);
});

// dnd35: "some obstacles, such as floor-to-ceiling walls, block movement entirely. A character can't
// move through a blocking obstacle." Walls, doors and windows are read as the browser extension reads
// them (web/roll20 roll20Barriers): a line across the step between two squares' centres blocks it.
test('dnd35: a legacy path, a pathv2, a closed door and a closed window each refuse the step across them; open ones do not', async () => {
  const c = await campaign({ page: { diagonaltype: 'threefive', width: 8, height: 8 }, boot: false });
  const tokens = [0, 2, 4, 6].map((y, i) => c.token(`Hero ${i}`, [0, y], { controlledby: ALICE }));
  const page = c.page.id;
  // Legacy path on the walls layer: a vertical line at x = 140 px (between columns 1 and 2), rows 0-1.
  c.game.addObject('path', {
    _pageid: page,
    layer: 'walls',
    _path: JSON.stringify([
      ['M', 0, 0],
      ['L', 0, 140],
    ]),
    left: 140,
    top: 70,
    width: 0,
    height: 140,
  });
  // pathv2: the same line for rows 2-3 (points relative to their bounds, centred at x/y).
  c.game.addObject('pathv2', {
    _pageid: page,
    layer: 'walls',
    shape: 'pol',
    points: '[[0,0],[0,140]]',
    x: 140,
    y: 210,
  });
  // A door across row 4 at x = 140 (Y axis inverted: y = -top; handles relative, Y up).
  const door = c.game.addObject('door', {
    _pageid: page,
    x: 140,
    y: -315,
    path: { handle0: { x: 0, y: 35 }, handle1: { x: 0, y: -35 } },
  });
  const win = c.game.addObject('window', {
    _pageid: page,
    x: 140,
    y: -455,
    path: { handle0: { x: 0, y: 35 }, handle1: { x: 0, y: -35 } },
  });
  // A path on the map layer is a drawing, not a wall.
  c.game.addObject('path', {
    _pageid: page,
    layer: 'map',
    _path: JSON.stringify([
      ['M', 0, 0],
      ['L', 0, 560],
    ]),
    left: 350,
    top: 280,
    width: 0,
    height: 560,
  });
  await c.boot();
  inCombat(c, ...tokens);
  for (const t of tokens) {
    const from = c.mark();
    c.table.drag(t, centre([3, Math.round((t.get('top') - 35) / 70)]));
    await c.idle();
    const text = last(c, ALICE, from);
    // The first square (5 ft) is taken; the step into column 2 is refused with the engine's word.
    assert.deepEqual(moveFeet(text), { move: 5, turn: 5 }, text);
    assert.match(text, /Illegal at square 2 of the move: /, text);
    assert.match(text, /Within speed\.<br>25 ft of speed left, 55 ft within Double\./, text);
  }
  // Open the door and the window (a user's change): the same drag is legal, 3 squares, 15 ft.
  c.table.change(door, { isOpen: true });
  c.table.change(win, { isOpen: true });
  for (const t of tokens.slice(2)) c.table.change(t, { left: 35, top: t.get('top') }); // back, without lastmove
  await c.idle();
  c.table.turnorder([
    { id: tokens[3].id, pr: 1, custom: '' },
    { id: tokens[2].id, pr: 2, custom: '' },
  ]); // a new turn for both
  c.table.turnorder([
    { id: tokens[2].id, pr: 2, custom: '' },
    { id: tokens[3].id, pr: 1, custom: '' },
  ]);
  for (const t of tokens.slice(2)) {
    const from = c.mark();
    c.table.drag(t, centre([3, Math.round((t.get('top') - 35) / 70)]));
    await c.idle();
    const text = last(c, ALICE, from);
    assert.equal(moveFeet(text).move, 15, text);
    assert.doesNotMatch(text, /Illegal/);
  }
  assert.equal(c.sandbox.crash, null);
});

// sw5e: "Every foot of movement in difficult terrain costs 1 extra foot." The page changes while the
// script runs: terrain and walls drawn and deleted by the GM are read as events, not by reloading.
test('terrain and walls drawn and deleted during the game are followed', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  await c.boot();
  inCombat(c, hero);
  const patch = c.table.add('graphic', {
    _pageid: c.page.id,
    name: 'difficult',
    layer: 'map',
    left: 105,
    top: 35,
    width: 70,
    height: 70,
  });
  await c.idle();
  let from = c.mark();
  c.table.drag(hero, centre([2, 0]));
  await c.idle();
  // Square (1,0) is difficult: 10 + 5.
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 15, turn: 15 });
  c.table.remove(patch);
  // A wall drawn across the way back (a vertical line at x = 70 px, between columns 0 and 1).
  const wall = c.table.add('path', {
    _pageid: c.page.id,
    layer: 'walls',
    _path: JSON.stringify([
      ['M', 0, 0],
      ['L', 0, 140],
    ]),
    left: 70,
    top: 70,
    width: 0,
    height: 140,
  });
  await c.idle();
  from = c.mark();
  c.table.drag(hero, centre([0, 0]));
  await c.idle();
  // (2,0) → (1,0) is plain again (5 ft); (1,0) → (0,0) crosses the wall.
  let text = last(c, ALICE, from);
  assert.deepEqual(moveFeet(text), { move: 5, turn: 20 }, text);
  assert.match(text, /Illegal at square 2 of the move/);
  c.table.remove(wall);
  await c.idle();
  from = c.mark();
  c.table.drag(hero, centre([0, 0]));
  await c.idle();
  text = last(c, ALICE, from);
  assert.doesNotMatch(text, /Illegal/);
  assert.equal(c.sandbox.crash, null);
});

// Roll20's undo (Ctrl+Z) and scripts set only left and top: a move that goes exactly from where the
// last drag ended back to where it began, with no new lastmove, takes that drag back (web/roll20/moves.js,
// the flow the browser extension shares), and its feet are free again.
test('sw5e: Roll20 undo of a drag takes it back and refunds it; the next drag is priced from nothing', async () => {
  const c = await campaign({ state: { FootworkMod: { version: 1, settings: { ruleset: 'sw5e' } } }, boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  await c.boot();
  inCombat(c, hero);
  let from = c.mark();
  c.table.drag(hero, centre([2, 0])); // two squares east: 10 ft
  await c.idle();
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 10, turn: 10 });
  from = c.mark();
  const [left, top] = centre([0, 0]);
  c.table.change(hero, { left, top }); // back where it began, lastmove as it was
  await c.idle();
  assert.match(last(c, ALICE, from), /Hero: last move taken back \(undo\); 0 ft moved this turn\./);
  from = c.mark();
  c.table.drag(hero, centre([3, 0])); // three squares east: 15 ft, the turn's first move again
  await c.idle();
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 15, turn: 15 });
  // A move back to the start that is a new drag (lastmove written) is a move, not an undo.
  from = c.mark();
  c.table.drag(hero, centre([0, 0]));
  await c.idle();
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 15, turn: 30 });
  assert.equal(c.sandbox.crash, null);
});
