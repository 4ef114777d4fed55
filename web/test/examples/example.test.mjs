// The example VTT (web/examples) opened from disk in Debian's headless Chromium, driven with real
// mouse events (page.mouse down/move/up on its canvas): drag costs and path colours, the label,
// the reachable area on pick-up, a wall drawn with the mouse refusing a step, difficult terrain
// painted with the mouse doubling a square's cost, Escape cancelling a drag, the turn carried over
// two drags, and bad input answered with messages. Expected costs are derived by hand from the rule
// texts (the five rule texts; file names beside each quote). Screenshots: build/screenshots/example-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  areaTinted,
  cellPoint,
  cornerPoint,
  drag,
  label,
  exampleForFile,
  PX,
  token,
  loadScene,
  messages,
  openExample,
  overlayColour,
  overlayPaintedPixels,
  pickUpAndMove,
  serve,
  shot,
  stroke,
} from './helpers.mjs';

let site;
let browser;
exampleForFile((h) => ({ site, browser } = h));

const field = (extra = {}) => ({
  system: 'sw5e',
  cellPx: PX,
  cols: 16,
  rows: 8,
  feetPerCell: 5,
  tokens: [token('hero', [1, 3], 'party')],
  ...extra,
});
const row = (y, from, to) => Array.from({ length: to - from + 1 }, (_, i) => [from + i, y]);
const engineCreature = (page, id) =>
  page.evaluate((i) => globalThis.footworkExample.session.position(i) ?? undefined, id);
const spent = (page, id) => page.evaluate((i) => globalThis.footworkExample.session.spent(i).feet, id);
const lastPath = (page) => page.evaluate(() => globalThis.footworkExample.vtt.overlay?.cells.map((c) => c.cell) ?? []);

async function open(scene) {
  const page = await browser.newPage({ viewport: { width: 1320, height: 760 } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(site.url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  if (scene) await loadScene(page, scene);
  return page;
}

// sw5e (001_6f3b7c2346b579a3.txt): "On your turn, you can move a distance up to your speed."; the
// grid variant: "Each square on the grid represents 5 feet"; "If you leave a hostile creature's
// reach during your move, you provoke an opportunity attack"; "You can break up your movement on
// your turn". Dash (×2) is the engine's second band (docs/rules/sw5e.md, R6).
test('sw5e: a straight drag is green to 30 ft, yellow to 60, red beyond; the label names the orc; two drags add up', async () => {
  const page = await open(field({ tokens: [token('hero', [1, 3], 'party'), token('orc', [4, 2], 'monsters')] }));
  await pickUpAndMove(page, [1, 3], [[7, 3]]);
  // On pick-up the reachable area is drawn: [7,3] is 6 squares (30 ft), [13,3] 12 squares (60 ft, the
  // Dash allowance), [15,3] 14 squares (70 ft) is out of reach.
  assert.equal(await areaTinted(page, [7, 3]), true);
  assert.equal(await areaTinted(page, [13, 3]), true);
  assert.equal(await areaTinted(page, [15, 3]), false);
  // Six squares of 5 ft: 30 ft, all within speed (green). The orc at [4,2] reaches [3..5, 1..3]; the
  // step from [5,3] to [6,3] leaves its reach.
  for (const c of row(3, 2, 7)) assert.equal(await overlayColour(page, c), 'green', `cell ${c}`);
  assert.deepEqual(await label(page), [
    '30 ft · within speed',
    '0 ft of speed left, 30 ft within Dash',
    '⚔ Opportunity attack: Orc, leaving its reach',
  ]);
  // Two squares further: 35 and 40 ft, within Dash (yellow).
  const [x9, y9] = await cellPoint(page, [9, 3]);
  await page.mouse.move(x9, y9, { steps: 4 });
  assert.equal(await overlayColour(page, [7, 3]), 'green');
  assert.equal(await overlayColour(page, [8, 3]), 'yellow');
  assert.equal(await overlayColour(page, [9, 3]), 'yellow');
  assert.equal((await label(page))[0], '40 ft · within Dash');
  await shot(page, 'drag-dash');
  // To [14,3]: 13 squares, 65 ft, one square past the Dash allowance of 60: red, and illegal.
  const [x14, y14] = await cellPoint(page, [14, 3]);
  await page.mouse.move(x14, y14, { steps: 6 });
  assert.equal(await overlayColour(page, [13, 3]), 'yellow');
  assert.equal(await overlayColour(page, [14, 3]), 'red');
  const beyond = await label(page);
  // The total and what is left are the last legal square's (60 ft, the Dash's end); the refused
  // step says why in the engine's sentence.
  assert.equal(beyond[0], '60 ft · within Dash');
  assert.match(beyond[2], /^✗ Entering \[14,3\] costs 5 ft/);
  await shot(page, 'drag-beyond');
  // Dropped at [9,3]: 40 ft spent; the token is there, in the VTT and in the engine.
  await page.mouse.move(x9, y9, { steps: 4 });
  await page.mouse.up();
  assert.deepEqual(await engineCreature(page, 'hero'), [9, 3]);
  assert.equal(await spent(page, 'hero'), 40);
  assert.equal(await overlayPaintedPixels(page), 0, 'the drop leaves no trace of the path');
  assert.equal((await messages(page))[0], 'Hero: 40 ft of 30 (Dash: 60) — provokes Orc');
  // A second drag the same turn continues from 40 ft: [10,3] 45, [11,3] 50, both Dash.
  await pickUpAndMove(page, [9, 3], [[11, 3]]);
  assert.equal((await label(page))[0], '10 ft (50 ft this turn) · within Dash');
  assert.equal(await overlayColour(page, [10, 3]), 'yellow');
  await page.mouse.up();
  // Next turn: everything fresh; one square is 5 ft within speed.
  await page.click('#next-turn');
  await pickUpAndMove(page, [11, 3], [[12, 3]]);
  assert.equal((await label(page))[0], '5 ft · within speed');
  await page.mouse.up();
  assert.deepEqual(page.errors, []);
  await page.close();
});

// sw5e (001_6f3b7c2346b579a3.txt): "the first diagonal square counts as 5 feet, but the second
// diagonal square counts as 10 feet. This pattern of 5 feet and then 10 feet continues".
test('sw5e: three diagonals cost 5, 10, 5 (20 ft)', async () => {
  const page = await open(field());
  await pickUpAndMove(page, [1, 3], [[4, 6]]);
  assert.deepEqual(await lastPath(page), [
    [2, 4],
    [3, 5],
    [4, 6],
  ]);
  const a = await page.evaluate(() => globalThis.footworkExample.session.dragTo('hero', { current: [4, 6] }));
  assert.deepEqual(
    a.cells.map((c) => c.cost),
    [5, 10, 5],
  );
  assert.equal((await label(page))[0], '20 ft · within speed');
  await page.mouse.up();
  assert.equal(await spent(page, 'hero'), 20);
  await page.close();
});

// dnd35 (002_094acfb52dbfc5d5.txt): "some obstacles, such as floor-to-ceiling walls, block movement
// entirely. A character can't move through a blocking obstacle."
// dnd35 (002_094acfb52dbfc5d5.txt), diagonals: "the first diagonal counts as 1 square, the second
// counts as 2 squares, the third counts as 1".
test('dnd35: a wall drawn with the mouse refuses the step across it; a waypoint goes round; erased, the way is open', async () => {
  const page = await open(field());
  await page.selectOption('#system', 'dnd35');
  // A wall from grid corner (5,0) down to (5,6): rows 0-5 are shut between columns 4 and 5, rows 6-7 open.
  await stroke(page, 'wall', [await cornerPoint(page, [5, 0]), await cornerPoint(page, [5, 6])]);
  await pickUpAndMove(page, [1, 3], [[7, 3]]);
  // [2,3] 5, [3,3] 10, [4,3] 15 ft; the step into [5,3] crosses the wall: refused (red), and the
  // cells after it are not reached.
  assert.equal(await overlayColour(page, [4, 3]), 'green');
  assert.equal(await overlayColour(page, [5, 3]), 'red');
  const lines = await label(page);
  assert.equal(lines[0], '15 ft · within speed');
  assert.match(lines.find((l) => l.startsWith('✗ ')) ?? '', /wall/i);
  await shot(page, 'wall-refuses');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  // Round the wall's end with a waypoint (Space) at [4,6]: three diagonals, 5 + 10 + 5 = 20 ft, then
  // [5,6] and [6,6] straight, 30 ft: exactly the speed, all legal.
  await pickUpAndMove(page, [1, 3], [[4, 6]]);
  await page.keyboard.press('Space');
  const [x6, y6] = await cellPoint(page, [6, 6]);
  await page.mouse.move(x6, y6, { steps: 3 });
  assert.deepEqual(await lastPath(page), [
    [2, 4],
    [3, 5],
    [4, 6],
    [5, 6],
    [6, 6],
  ]);
  assert.equal((await label(page))[0], '30 ft · within speed');
  for (const c of [
    [4, 6],
    [5, 6],
    [6, 6],
  ])
    assert.equal(await overlayColour(page, c), 'green', `cell ${c}`);
  await shot(page, 'waypoint');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  // The eraser across the wall's line removes it; the same drag is 6 squares of 5 ft: 30 ft, legal.
  await stroke(page, 'erase', [await cornerPoint(page, [5, 2]), await cornerPoint(page, [5, 5])]);
  assert.equal(await page.evaluate(() => globalThis.footworkExample.vtt.scene.walls.length), 0);
  await pickUpAndMove(page, [1, 3], [[7, 3]]);
  assert.equal((await label(page))[0], '30 ft · within speed');
  for (const c of row(3, 2, 7)) assert.equal(await overlayColour(page, c), 'green', `cell ${c}`);
  await page.mouse.up();
  assert.deepEqual(page.errors, []);
  await page.close();
});

// sw5e (001_6f3b7c2346b579a3.txt): "Every foot of movement in difficult terrain costs 1 extra foot."
// A 5-ft square of it costs 10 ft.
test('sw5e: difficult terrain painted with the mouse doubles its squares; erased, they cost 5 again', async () => {
  const page = await open(field());
  await stroke(page, 'terrain', [await cellPoint(page, [3, 3]), await cellPoint(page, [4, 3])]);
  await pickUpAndMove(page, [1, 3], [[6, 3]]);
  // 5, 10, 10, 5, 5 → totals 5, 15, 25, 30, 35: [6,3] is past the speed of 30, within Dash.
  const a = await page.evaluate(() => globalThis.footworkExample.session.dragTo('hero', { current: [6, 3] }));
  assert.deepEqual(
    a.cells.map((c) => c.cost),
    [5, 10, 10, 5, 5],
  );
  assert.deepEqual(
    a.cells.map((c) => c.total),
    [5, 15, 25, 30, 35],
  );
  for (const c of row(3, 2, 5)) assert.equal(await overlayColour(page, c), 'green', `cell ${c}`);
  assert.equal(await overlayColour(page, [6, 3]), 'yellow');
  assert.equal((await label(page))[0], '35 ft · within Dash');
  await shot(page, 'difficult-terrain');
  await page.mouse.up();
  await page.click('#next-turn');
  // Erase [4,3]: only [3,3] is difficult now. From [6,3] back to [1,3]: 5, 5, 10 ([3,3]), 5, 5 = 30.
  await stroke(page, 'erase', [await cellPoint(page, [4, 3])]);
  await pickUpAndMove(page, [6, 3], [[1, 3]]);
  const b = await page.evaluate(() => globalThis.footworkExample.session.dragTo('hero', { current: [1, 3] }));
  assert.deepEqual(
    b.cells.map((c) => c.cost),
    [5, 5, 10, 5, 5],
  );
  assert.equal((await label(page))[0], '30 ft · within speed');
  await page.mouse.up();
  await page.close();
});

test('Escape cancels a drag: the token, the engine, the turn and the overlay are as they were', async () => {
  const page = await open(field());
  const before = await messages(page);
  await pickUpAndMove(page, [1, 3], [[5, 3]]);
  assert.equal(await overlayColour(page, [4, 3]), 'green');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  assert.equal(await overlayPaintedPixels(page), 0, 'Escape leaves no trace of the path');
  assert.equal(await areaTinted(page, [3, 3]), false);
  const t = await page.evaluate(() => globalThis.footworkExample.vtt.token('hero'));
  assert.deepEqual([t.x, t.y], [1.5 * PX, 3.5 * PX]);
  assert.deepEqual(await engineCreature(page, 'hero'), [1, 3]);
  assert.equal(await spent(page, 'hero'), 0);
  assert.deepEqual(await messages(page), before);
  await shot(page, 'after-cancel');
  // Nothing was spent: six squares are 30 ft, within speed.
  await drag(page, [1, 3], [[7, 3]]);
  assert.equal(await spent(page, 'hero'), 30);
  await page.close();
});

test('bad input gets a message saying what and where; the scene is never lost', async () => {
  const page = await open(field());
  const loadText = async (text) => {
    await page.locator('details summary').click();
    await page.fill('#scene-text', text);
    await page.click('#scene-load');
    await page.locator('details summary').click();
  };
  await loadText('{"cellPx": 40, "cols": 10,');
  assert.match((await messages(page))[0], /^Scene not loaded: .*JSON/);
  await loadText('{"cellPx": 40, "cols": 0, "rows": 5}');
  assert.equal((await messages(page))[0], 'Scene not loaded: scene.cols: expected a positive whole number, got 0');
  await loadText('{"cellPx": 40, "cols": 6, "rows": 4, "tokens": [{"id": "x", "x": "left", "y": 3}]}');
  assert.equal((await messages(page))[0], 'Scene not loaded: scene.tokens[0]: expected pixel numbers x and y');
  // After three refusals the hero's scene is still there and still works.
  await drag(page, [1, 3], [[3, 3]]);
  assert.equal(await spent(page, 'hero'), 10);
  // A token the VTT has off the map: the engine's refusal names it; the others load.
  await loadScene(page, field({ tokens: [token('hero', [1, 3], 'party'), token('lost', [40, 3], 'monsters')] }));
  assert.match((await messages(page)).find((m) => /lost/i.test(m)) ?? '', /lost/i);
  assert.deepEqual(await engineCreature(page, 'hero'), [1, 3]);
  // A token whose speed the engine refuses: left out, named, the rest of the map loads.
  await loadScene(page, field({ tokens: [token('hero', [1, 3], 'party'), token('imp', [5, 3], 'monsters', -5)] }));
  assert.match((await messages(page))[0], /^Footwork: Imp is left out: .*speeds\.walk/);
  assert.equal(await engineCreature(page, 'imp'), undefined);
  // A page loaded again is no new turn: the hero's 10 ft from before, and 5 more.
  await drag(page, [1, 3], [[2, 3]]);
  assert.equal(await spent(page, 'hero'), 15);
  // A map the VTT draws but the engine refuses (2100 × 2000 cells: over the protocol's 4,000,000).
  await loadScene(page, { system: 'sw5e', cellPx: 1, cols: 2100, rows: 2000, tokens: [] });
  assert.match((await messages(page))[0], /^Footwork: .*4,000,000/);
  await shot(page, 'bad-input');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The demo scene (scenes.js), served: the Hero two squares east (10 ft); the Ogre, a large token of
// 2 × 2 cells, grabbed by its middle and moved two squares west inside the room: its space's top-left
// cell goes [17,3] → [15,3], two orthogonal steps of 5 ft.
test('served over http the demo scene works the same, a large token too', async () => {
  const server = await serve(site.dir);
  try {
    const page = await openExample(browser, server.url);
    await pickUpAndMove(page, [2, 7], [[4, 7]]);
    assert.equal((await label(page))[0], '10 ft · within speed');
    await page.mouse.up();
    const [ox, oy] = await cellPoint(page, [17, 3], 2);
    await page.mouse.move(ox, oy);
    await page.mouse.down();
    const [tx, ty] = await cellPoint(page, [15, 3], 2);
    await page.mouse.move(tx, ty, { steps: 4 });
    assert.deepEqual(await lastPath(page), [
      [16, 3],
      [15, 3],
    ]);
    assert.equal((await label(page))[0], '10 ft · within speed');
    await page.mouse.up();
    assert.deepEqual(await engineCreature(page, 'ogre'), [15, 3]);
    await shot(page, 'demo');
    await page.close();
  } finally {
    server.stop();
  }
});
