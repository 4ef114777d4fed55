// The Footwork extension, unpacked, in Debian's headless Chromium, on a replica of the Roll20 editor
// (fixtures/, following the public sources cited in fixtures/roll20-replica.js). Tokens are dragged the way
// Roll20 records a drop (lastmove, left, top on the token's model, with Backbone change events); the
// panel's readout is checked against costs derived by hand from the rule texts (the five rule texts named in docs/rules/),
// quoted beside each check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extensionForFile, openEditor, act, panelText, panelColumn, at, token, openPageSection } from './helpers.mjs';

let context;
extensionForFile((c) => (context = c));

const drag = (page, id, cells) =>
  act(page, ([i, pts]) => window.__replica.drag(i, pts), [id, cells.map(([x, y]) => at(x, y))]);
const spentRow = (page, id) => panelText(page, `[data-fw=spent][data-id="${id}"]`);

test('sw5e on a "D&D 5E/4E" page, counted as its ruler counts (every diagonal 5 ft): two drags, difficult terrain, an opportunity attack, undo, a new turn', async () => {
  context.csp = null;
  const page = await openEditor(context, {
    page: {
      id: 'page-1',
      name: 'Cave',
      width: 10,
      height: 8,
      snapping_increment: 1,
      scale_number: 5,
      scale_units: 'ft',
      grid_type: 'square',
      diagonaltype: 'foure',
      graphics: [
        token('-Hero', 'Hero', [1, 3], { controlledby: 'player-1', bar2_value: '35' }),
        token('-Orc', 'Orc', [4, 2], { bar2_value: '30' }),
        token('-Mud', 'Difficult terrain', [3, 3], { layer: 'map' }),
      ],
    },
    turnorder: [
      { id: '-Hero', pr: '15', custom: '' },
      { id: '-Orc', pr: '10', custom: '' },
    ],
  });
  assert.equal(await page.getAttribute('footwork-panel', 'data-engine'), 'wasm');
  assert.equal(await panelText(page, '[data-fw=grid]'), '10 × 8 cells of 5 ft (70 px)');
  // diagonaltype "foure" = "D&D 5E/4E" → the 5e family on a 5-ft grid, every diagonal 1 square as
  // Roll20's ruler counts it ({"base": "sw5e", "diagonal": "one"}, web/shim/host-rules.js).
  assert.equal(await page.locator('footwork-panel [data-fw=ruleset]').inputValue(), 'sw5e');
  // Speeds from bar 2 (the panel's Conventions): the hero's 35 ft.
  await openPageSection(page);
  await page.locator('footwork-panel [data-fw=conventions] summary').click();
  await page.locator('footwork-panel [data-fw=speed-source]').selectOption('bar2');
  assert.equal(await page.locator('footwork-panel [data-fw=speed][data-id="-Hero"]').inputValue(), '35');

  // Drag 1: [1,3] → [2,2], a diagonal: 5 ft.
  await drag(page, '-Hero', [[2, 2]]);
  assert.equal(await panelText(page, '[data-fw=summary]'), '5 ft of 35 (Dash: 70)');
  assert.match(await spentRow(page, '-Hero'), /5 ft, 1 drag/);

  // Drag 2, same turn, with two waypoints: [2,2] → [3,3] → [4,3] → [6,3].
  // [3,3]: a diagonal (5 ft: the ruler's count, not sw5e's second diagonal of 10) in difficult terrain
  // ("Every foot of movement in difficult terrain costs 1 extra foot"): 10 ft, total 15. [4,3], [5,3],
  // [6,3]: 5 ft each → 20, 25, 30. Speed 35: all within the move.
  // The orc at [4,2] reaches 5 ft: [3,3], [4,3], [5,3] touch it, [6,3] does not: leaving [5,3]
  // provokes ("If you leave a hostile creature's reach during your move, you provoke an opportunity attack").
  await drag(page, '-Hero', [
    [3, 3],
    [4, 3],
    [6, 3],
  ]);
  assert.deepEqual(await panelColumn(page, 'cell'), ['[3,3]', '[4,3]', '[5,3]', '[6,3]']);
  assert.deepEqual(await panelColumn(page, 'cost'), ['10', '5', '5', '5']);
  assert.deepEqual(await panelColumn(page, 'total'), ['15', '20', '25', '30']);
  assert.deepEqual(await panelColumn(page, 'band'), ['move', 'move', 'move', 'move']);
  assert.equal(await panelText(page, '[data-fw=summary]'), '30 ft of 35 (Dash: 70) — provokes Orc');
  assert.equal(await panelText(page, '[data-fw=attacks] li'), 'Opportunity attack: Orc, leaving its reach');
  assert.match(await spentRow(page, '-Hero'), /30 ft, 2 drags/);

  // Undo the second drag: 5 ft spent again. The next diagonal, [6,3] → [7,2]: 5 ft, total 10
  // (without the undo: 35).
  await act(page, () =>
    document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=undo][data-id="-Hero"]').click(),
  );
  assert.match(await spentRow(page, '-Hero'), /5 ft, 1 drag/);
  await drag(page, '-Hero', [[7, 2]]);
  assert.deepEqual(await panelColumn(page, 'cost'), ['5']);
  assert.equal(await panelText(page, '[data-fw=summary]'), '10 ft of 35 (Dash: 70)');

  // The turn tracker moves on twice (web/roll20/turnorder.js startsAfresh, the Mod's rule): the orc's
  // turn, and the hero keeps its 10 ft until its own turn comes round; then the hero's, which it
  // starts afresh, nothing spent: [7,2] → [8,3]: 5 ft.
  await act(page, () => window.__replica.nextTurn());
  assert.match(await spentRow(page, '-Hero'), /10 ft, 2 drags/);
  await act(page, () => window.__replica.nextTurn());
  assert.equal(await page.locator('footwork-panel [data-fw=spent]').count(), 0);
  await drag(page, '-Hero', [[8, 3]]);
  assert.equal(await panelText(page, '[data-fw=summary]'), '5 ft of 35 (Dash: 70)');

  // A speed typed in the panel wins over the bar: 20 ft, Dash 40. [8,3] → [8,4]: 5 more, total 10.
  await page.locator('footwork-panel [data-fw=speed][data-id="-Hero"]').fill('20');
  await page.locator('footwork-panel [data-fw=speed][data-id="-Hero"]').press('Enter');
  await drag(page, '-Hero', [[8, 4]]);
  assert.equal(await panelText(page, '[data-fw=summary]'), '10 ft of 20 (Dash: 40)');
  assert.match(await spentRow(page, '-Hero'), /10 ft, 2 drags/);
  // The token put back where that drag began without a new lastmove (what an undo in Roll20 would do;
  // unconfirmed, docs/extension.md) takes the drag back: 5 ft, 1 drag.
  await act(page, ([l, t]) => window.__replica.setAttrs('-Hero', { left: l, top: t }), at(8, 3));
  assert.match(await spentRow(page, '-Hero'), /5 ft, 1 drag/);
  // Reset forgets the hero's movement this turn.
  await act(page, () =>
    document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=reset][data-id="-Hero"]').click(),
  );
  assert.equal(await page.locator('footwork-panel [data-fw=spent]').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('dnd35 on a "Pathfinder/3.5E" page, WebAssembly refused by the page\'s policy: the plain-JS engine gives 1-2-1 and ×3 for a diagonal into difficult terrain', async () => {
  // A policy without 'wasm-unsafe-eval' (whether Roll20's allows WebAssembly is unconfirmed, roll20.md).
  context.csp = "script-src 'self' 'unsafe-inline'";
  const page = await openEditor(context, {
    page: {
      id: 'page-2',
      width: 6,
      height: 6,
      snapping_increment: 1,
      scale_number: 5,
      scale_units: 'ft',
      grid_type: 'square',
      diagonaltype: 'threefive',
      graphics: [
        token('-Elf', 'Elf', [0, 0], { controlledby: 'all' }),
        token('-Rubble', 'difficult', [2, 2], { layer: 'gmlayer' }),
      ],
    },
    turnorder: [],
  });
  context.csp = null;
  assert.equal(await page.getAttribute('footwork-panel', 'data-engine'), 'js');
  assert.match(await panelText(page, '[data-fw=problems]'), /plain-JavaScript engine/);
  assert.equal(await page.locator('footwork-panel [data-fw=ruleset]').inputValue(), 'dnd35');
  // "the first diagonal counts as 1 square, the second counts as 2 squares, the third counts as 1";
  // "Each diagonal move into a difficult terrain square counts as 3 squares" (and it is still the
  // second diagonal, rules/README.md reading 6): [1,1] 5 ft, [2,2] 15 ft, [3,3] the third: 5 ft →
  // totals 5, 20, 25 of speed 30 (Double: 60).
  await drag(page, '-Elf', [[3, 3]]);
  assert.deepEqual(await panelColumn(page, 'cost'), ['5', '15', '5']);
  assert.deepEqual(await panelColumn(page, 'total'), ['5', '20', '25']);
  assert.equal(await panelText(page, '[data-fw=summary]'), '25 ft of 30 (Double: 60)');
  // Where the elf can still go (the reachable query from [3,3] with 25 ft and three diagonals spent):
  // within speed, 5 ft left: [3,3] itself and its four orthogonal neighbours (the next diagonal is
  // the fourth, 2 squares). Everything else on the 6×6 map is within Double: the farthest corner,
  // [0,0], costs 25 ft around the rubble ([2,3] 5, [1,2] 10, [0,1] 5, [0,0] 5) → 50 of 60. 36 − 5 = 31.
  assert.equal(
    await panelText(page, '[data-fw=reach]'),
    'Still reachable this turn: 5 places within speed, 31 more within Double',
  );

  // The ruleset picker: the same map under sw5e; the turn starts again. [3,3] → [5,5]: the first
  // diagonal 5, the second 10 → 15 ft.
  await act(page, () => {
    const s = document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=ruleset]');
    s.value = 'sw5e';
    s.dispatchEvent(new Event('change'));
  });
  assert.equal(await page.locator('footwork-panel [data-fw=spent]').count(), 0);
  await drag(page, '-Elf', [[5, 5]]);
  assert.deepEqual(await panelColumn(page, 'cost'), ['5', '10']);
  assert.equal(await panelText(page, '[data-fw=summary]'), '15 ft of 30 (Dash: 60)');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the engine's refusals are shown, and the scene is kept: an isometric page, a token dropped on another", async () => {
  context.csp = null;
  const page = await openEditor(context, {
    page: {
      id: 'page-3',
      width: 5,
      height: 3,
      snapping_increment: 1,
      scale_number: 5,
      scale_units: 'ft',
      grid_type: 'isometric',
      diagonaltype: 'foure',
      graphics: [token('-A', 'Ann', [0, 1], { controlledby: 'p' }), token('-B', 'Bob', [2, 1])],
    },
    map: { player: { id: 'p', gm: false } }, // the player who controls Ann
    turnorder: [],
  });
  assert.match(await panelText(page, '[data-fw=problems] [data-code="unsupported-grid"]'), /square and hex grids only/);
  // Ann [0,1] → [2,1], onto Bob, an enemy: sw5e "you can move through a hostile creature's space only
  // if the creature is at least two sizes larger or smaller than you" — the engine refuses the step
  // with its own code and sentence, shown in the row.
  await drag(page, '-A', [[2, 1]]);
  const codes = await page
    .locator('footwork-panel [data-fw=steps] td.note[data-code]')
    .evaluateAll((tds) => tds.map((t) => t.dataset.code));
  assert.deepEqual(codes, ['creature']);
  const note = (await page.locator('footwork-panel [data-fw=steps] tr.illegal td.note').first().textContent()).trim();
  assert.match(note, /Bob/, 'the blocking creature by its token name');
  assert.doesNotMatch(note, /-B\b/, 'not by its Roll20 id');
  const summary = await panelText(page, '[data-fw=summary]');
  assert.ok(summary.endsWith(note), `the summary ends with the engine's sentence: ${summary}`);
  // The page still answers. Ann goes on to [2,2] with a waypoint at [1,2], the drop written as two
  // changes (lastmove, then left/top): one drag, not two.
  await act(page, ([pts]) => window.__replica.dragInTwoChanges('-A', pts), [[at(1, 2), at(2, 2)]]);
  assert.match(await panelText(page, '[data-fw=spent][data-id="-A"]'), /2 drags/);
  assert.deepEqual(await panelColumn(page, 'cell'), ['[1,2]', '[2,2]']);
  // The GM changes the page's scale to 10 ft a square: the scene is reloaded (a snapshot); fog does not.
  await act(page, () => window.__replica.page.save({ scale_number: 10 }));
  assert.equal(await panelText(page, '[data-fw=grid]'), '5 × 3 cells of 10 ft (70 px)');
  const version = await page.getAttribute('footwork-panel', 'data-version');
  await page.evaluate(() => window.__replica.page.save({ fog_opacity: 0.5 }));
  await page.waitForTimeout(300);
  assert.equal(await page.getAttribute('footwork-panel', 'data-version'), version, 'fog reloads nothing');
  // And a plain move back west from there: 10 ft now.
  await drag(page, '-A', [[1, 2]]);
  assert.deepEqual(await panelColumn(page, 'cost'), ['10']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Walls on the replica (roll20.md, "Walls"), on a page of 70-px cells: grid line x = 4 (280 px) is
// closed from top to bottom by four objects, one per kind:
//   rows 0–1: a legacy path on the walls layer, _path (0,0)–(0,140) in a 0 × 140 box centred at (280, 70);
//   row 2:    a door, x = 280, y = −140 (y = −top), handles (0,0) and (0,−70) (Y up): (280,140)–(280,210);
//   row 3:    a window, the same one row lower: (280,210)–(280,280);
//   rows 4–5: a pathv2, shape "pol", points (0,0)–(0,140) centred at (280, 350): (280,280)–(280,420).
// And a path on the map layer along x = 2 (a drawing, not a wall): it blocks nothing.
const wallsPage = () => ({
  id: 'page-walls',
  name: 'Hall',
  width: 8,
  height: 6,
  snapping_increment: 1,
  scale_number: 5,
  scale_units: 'ft',
  grid_type: 'square',
  diagonaltype: 'foure',
  graphics: [token('-Hero', 'Hero', [1, 2], { controlledby: 'player-1' })],
  paths: [
    { id: '-WallN', layer: 'walls', _path: '[["M",0,0],["L",0,140]]', left: 280, top: 70, width: 0, height: 140 },
    { id: '-WallS', layer: 'walls', shape: 'pol', points: '[[0,0],[0,140]]', x: 280, y: 350 },
    { id: '-Drawing', layer: 'map', _path: '[["M",0,0],["L",0,420]]', left: 140, top: 210, width: 0, height: 420 },
  ],
  doors: [{ id: '-Door', x: 280, y: -140, path: { handle0: { x: 0, y: 0 }, handle1: { x: 0, y: -70 } } }],
  windows: [{ id: '-Window', x: 280, y: -210, path: { handle0: { x: 0, y: 0 }, handle1: { x: 0, y: -70 } } }],
});

test('walls, a door and a window on the page: a drag across them is refused as the engine says; opening the door lets the same drag through', async () => {
  context.csp = null;
  const page = await openEditor(context, { page: wallsPage(), turnorder: [] });
  // Two walls (the map-layer drawing is none), the door closed, the window: one blocked edge per
  // row of line x = 4, six in all.
  assert.equal(
    await panelText(page, '[data-fw=walls]'),
    'Walls 2, doors 1 closed / 0 open, windows 1: 6 cell edges blocked',
  );

  // The hero goes east along row 2, [1,2] → [5,2]: [2,2] (across the map-layer drawing: nothing),
  // [3,2], then [3,2] → [4,2] crosses the closed door: the engine refuses the step with its own code
  // and sentence and evaluates no further ([5,2] unreached).
  await drag(page, '-Hero', [[5, 2]]);
  assert.deepEqual(await panelColumn(page, 'cell'), ['[2,2]', '[3,2]', '[4,2]', '[5,2]']);
  const codes = await page
    .locator('footwork-panel [data-fw=steps] td.note[data-code]')
    .evaluateAll((tds) => tds.map((t) => t.dataset.code));
  assert.deepEqual(codes, ['wall']);
  const note = (await page.locator('footwork-panel [data-fw=steps] tr.illegal td.note').first().textContent()).trim();
  assert.equal(note, 'A wall blocks the way from [3,2] to [4,2].');
  assert.equal(await page.locator('footwork-panel [data-fw=steps] tr.unreached').count(), 1);
  assert.ok((await panelText(page, '[data-fw=summary]')).endsWith(note));

  // The token put back where it was (as Roll20's undo would: no new lastmove) takes the drag back.
  await act(page, ([l, t]) => window.__replica.setAttrs('-Hero', { left: l, top: t }), at(1, 2));
  assert.equal(await page.locator('footwork-panel [data-fw=spent]').count(), 0);

  // The door is opened (a change of the door's model): one edge changes, nothing is reloaded.
  await act(page, () => window.__replica.setOpen('doors', '-Door', true));
  assert.equal(
    await panelText(page, '[data-fw=walls]'),
    'Walls 2, doors 0 closed / 1 open, windows 1: 5 cell edges blocked',
  );
  // The same drag: four straight squares, 5 ft each ("moving 1 square costs 5 feet"): 20 of 30.
  await drag(page, '-Hero', [[5, 2]]);
  assert.deepEqual(await panelColumn(page, 'cost'), ['5', '5', '5', '5']);
  assert.deepEqual(await panelColumn(page, 'total'), ['5', '10', '15', '20']);
  assert.equal(await panelText(page, '[data-fw=summary]'), '20 ft of 30 (Dash: 60)');
  assert.equal(await page.locator('footwork-panel [data-fw=steps] td.note[data-code]').count(), 0);

  // Back west through the window: [5,2] → [4,3] (the turn's first diagonal, beside the window, 5 ft),
  // then [4,3] → [3,3] across the window, which "blocks movement": refused.
  await drag(page, '-Hero', [
    [4, 3],
    [3, 3],
  ]);
  assert.deepEqual(
    await page
      .locator('footwork-panel [data-fw=steps] td.note[data-code]')
      .evaluateAll((tds) => tds.map((t) => t.dataset.code)),
    ['wall'],
  );
  assert.equal(
    (await page.locator('footwork-panel [data-fw=steps] tr.illegal td.note').first().textContent()).trim(),
    'A wall blocks the way from [4,3] to [3,3].',
  );
  assert.equal(await panelColumn(page, 'cost').then((c) => c[0]), '5');

  // The two walls, each read from its own kind of path. A new turn first (the panel's button), so
  // that no step is beyond the allowance. The hero was dropped at [3,3]: up column 3 to [3,0], then
  // east across the legacy path: refused at [3,0] → [4,0].
  const newTurn = () =>
    act(page, () => document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=new-turn]').click());
  const refusals = () =>
    page
      .locator('footwork-panel [data-fw=steps] tr.illegal td.note')
      .evaluateAll((tds) => tds.map((t) => `${t.dataset.code}: ${t.textContent.trim()}`));
  await newTurn();
  await drag(page, '-Hero', [
    [3, 0],
    [4, 0],
  ]);
  assert.deepEqual(await refusals(), ['wall: A wall blocks the way from [3,0] to [4,0].']);
  // Dropped at [4,0]: down column 4 (along the line, not across it) to [4,5], then west across the
  // pathv2: refused at [4,5] → [3,5].
  await newTurn();
  await drag(page, '-Hero', [
    [4, 5],
    [3, 5],
  ]);
  assert.deepEqual(await panelColumn(page, 'cell'), ['[4,1]', '[4,2]', '[4,3]', '[4,4]', '[4,5]', '[3,5]']);
  assert.deepEqual(await refusals(), ['wall: A wall blocks the way from [4,5] to [3,5].']);

  // The pathv2 wall is deleted: rows 4 and 5 open, and the hero (dropped at [3,5]) walks back east
  // across the line: [4,5], [5,5], 5 ft each. A new legacy wall drawn on row 0 of line x = 6 closes
  // one edge. 5 − 2 + 1 = 4.
  await act(page, () => window.__replica.removePath('-WallS'));
  assert.equal(
    await panelText(page, '[data-fw=walls]'),
    'Walls 1, doors 0 closed / 1 open, windows 1: 3 cell edges blocked',
  );
  await newTurn();
  await drag(page, '-Hero', [[5, 5]]);
  assert.deepEqual(await panelColumn(page, 'cost'), ['5', '5']);
  assert.deepEqual(await refusals(), []);
  await act(page, () =>
    window.__replica.addPath({
      id: '-WallE',
      layer: 'walls',
      _path: '[["M",0,0],["L",0,70]]',
      left: 420,
      top: 35,
      width: 0,
      height: 70,
    }),
  );
  assert.equal(
    await panelText(page, '[data-fw=walls]'),
    'Walls 2, doors 0 closed / 1 open, windows 1: 4 cell edges blocked',
  );
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a door opened while a token's reachable area is shown: the area is priced again with the door open", async () => {
  context.csp = null;
  // A corridor one square high and four long; a closed door on grid line x = 2 (140 px).
  const page = await openEditor(context, {
    page: {
      id: 'page-corridor',
      width: 4,
      height: 1,
      snapping_increment: 1,
      scale_number: 5,
      scale_units: 'ft',
      grid_type: 'square',
      diagonaltype: 'foure',
      graphics: [token('-Hero', 'Hero', [0, 0], { controlledby: 'all' })],
      doors: [{ id: '-Door', x: 140, y: 0, path: { handle0: { x: 0, y: 0 }, handle1: { x: 0, y: -70 } } }],
    },
    turnorder: [],
  });
  // [0,0] → [1,0]: 5 ft of 30. Still reachable from [1,0] with 25 ft left: [1,0] itself and [0,0];
  // the door shuts off [2,0] and [3,0].
  await drag(page, '-Hero', [[1, 0]]);
  assert.equal(
    await panelText(page, '[data-fw=reach]'),
    'Still reachable this turn: 2 places within speed, 0 more within Dash',
  );
  // The door opens: [2,0] (10 ft) and [3,0] (15 ft) are within speed too.
  await act(page, () => window.__replica.setOpen('doors', '-Door', true));
  assert.equal(
    await panelText(page, '[data-fw=reach]'),
    'Still reachable this turn: 4 places within speed, 0 more within Dash',
  );
  // Closed again: back to two.
  await act(page, () => window.__replica.setOpen('doors', '-Door', false));
  assert.equal(
    await panelText(page, '[data-fw=reach]'),
    'Still reachable this turn: 2 places within speed, 0 more within Dash',
  );
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a wall drawn diagonally across the room: orthogonal and diagonal steps across it are refused', async () => {
  context.csp = null;
  // A 3 × 3 room; a pathv2 wall from corner (0,3) to corner (3,0) (points (0,210)–(210,0) centred at
  // (105,105)): the line x + y = 3 in cells. The cells whose centres lie on it ([2,0], [1,1], [0,2])
  // count on one side with [2,1], [1,2], [2,2]; [0,0], [1,0], [0,1] are on the other. Blocked: the
  // steps between the two sides that meet the wall, [0,1]|[1,1], [1,0]|[2,0], [0,1]|[0,2],
  // [1,0]|[1,1] (docs/extension.md, "Walls on a grid"): 4 edges.
  const page = await openEditor(context, {
    page: {
      id: 'page-diagonal',
      width: 3,
      height: 3,
      snapping_increment: 1,
      scale_number: 5,
      scale_units: 'ft',
      grid_type: 'square',
      diagonaltype: 'foure',
      graphics: [token('-Hero', 'Hero', [0, 0], { controlledby: 'all' })],
      paths: [{ id: '-Slant', layer: 'walls', shape: 'pol', points: '[[0,210],[210,0]]', x: 105, y: 105 }],
    },
    turnorder: [],
  });
  assert.equal(
    await panelText(page, '[data-fw=walls]'),
    'Walls 1, doors 0 closed / 0 open, windows 0: 4 cell edges blocked',
  );
  const refusals = () =>
    page
      .locator('footwork-panel [data-fw=steps] tr.illegal td.note')
      .evaluateAll((tds) => tds.map((t) => t.dataset.code));
  // East along row 0: [1,0] is on the near side; [1,0] → [2,0] crosses the wall.
  await drag(page, '-Hero', [[2, 0]]);
  assert.deepEqual(await refusals(), ['wall']);
  assert.equal(
    (await page.locator('footwork-panel [data-fw=steps] tr.illegal td.note').first().textContent()).trim(),
    'A wall blocks the way from [1,0] to [2,0].',
  );
  // Back to [0,0] (taken back), then the diagonal [0,0] → [1,1] → [2,2]: the first step crosses the
  // wall through corner (1,1), which the blocked edge [1,0]|[1,1] touches: "A diagonal step may not
  // cross the corner of a blocking wall" — the engine's `corner`.
  await act(page, ([l, t]) => window.__replica.setAttrs('-Hero', { left: l, top: t }), at(0, 0));
  await drag(page, '-Hero', [[2, 2]]);
  assert.deepEqual(await refusals(), ['corner']);
  assert.deepEqual(page.errors, []);
  await page.close();
});
