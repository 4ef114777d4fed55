// The example VTT prices the route the pointer took (issue 25, item 15), with real mouse events on
// its canvas: dragged through rubble and beside the orc and away, the label shows the rubble's cost
// and the opportunity attack, where the straight line from start to drop has neither; with Route
// set to "the best path" the same drop is priced and recorded along the engine's best path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellPoint, exampleForFile, label, loadScene, messages, pickUpAndMove, shot, token, PX } from './helpers.mjs';

let site;
let browser;
exampleForFile((h) => ({ site, browser } = h));

// sw5e; the hero at [1,5], the orc at [5,3] (its reach: [4..6, 2..4]), rubble on [3,4].
const scene = {
  system: 'sw5e',
  cellPx: PX,
  cols: 10,
  rows: 8,
  feetPerCell: 5,
  tokens: [token('hero', [1, 5], 'party'), token('orc', [5, 3], 'monsters')],
  walls: [],
  regions: [{ id: 'rubble', terrain: 'difficult', cells: [[3, 4]] }],
};
// The route: [2,4] (a first diagonal, 5 ft), [3,4] rubble ("Every foot of movement in difficult
// terrain costs 1 extra foot": 10), [4,4] beside the orc (5), [4,5] out of its reach (5: "If you
// leave a hostile creature's reach during your move, you provoke an opportunity attack"), [5,6] (a
// second diagonal, 10): 35 ft. The straight line [1,5] → [5,6] passes neither: 20 ft.
const route = [
  [2, 4],
  [3, 4],
  [4, 4],
  [4, 5],
  [5, 6],
];

async function open() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(site.url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  await loadScene(page, scene);
  return page;
}

test('the way dragged: through the rubble, beside the orc and away, priced as the pointer went', async () => {
  const page = await open();
  await pickUpAndMove(page, [1, 5], route, 1);
  assert.deepEqual(await label(page), [
    '35 ft · within Dash',
    '0 ft of speed left, 25 ft within Dash',
    '⚔ Opportunity attack: Orc, leaving its reach',
  ]);
  const path = await page.evaluate(() => globalThis.footworkExample.vtt.overlay.cells.map((c) => c.cell));
  assert.deepEqual(path, route);
  await shot(page, 'route-dragged');
  await page.mouse.up();
  assert.equal((await messages(page))[0], 'Hero: 35 ft of 30 (Dash: 60) — provokes Orc');
  assert.equal(await page.evaluate(() => globalThis.footworkExample.session.spent('hero').feet), 35);
  // Stepping back onto the trail cuts it: out to [3,4] and back to [2,4] is one square, 5 ft.
  await page.click('#next-turn');
  await pickUpAndMove(
    page,
    [5, 6],
    [
      [6, 6],
      [7, 6],
      [6, 6],
    ],
    4,
  );
  assert.equal((await label(page))[0], '5 ft · within speed');
  await page.mouse.up();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the best path: the same drop priced and recorded along the engine’s best path', async () => {
  const page = await open();
  await page.selectOption('#route', 'best');
  await pickUpAndMove(page, [1, 5], route, 1);
  // The best way to [5,6]: four squares, one of them diagonal, 20 ft, away from the orc and the rubble.
  assert.deepEqual(await label(page), ['20 ft · within speed', '10 ft of speed left, 40 ft within Dash']);
  await shot(page, 'route-best');
  await page.mouse.up();
  assert.equal((await messages(page))[0], 'Hero: 20 ft of 30 (Dash: 60)');
  assert.equal(await page.evaluate(() => globalThis.footworkExample.session.spent('hero').feet), 20);
  assert.deepEqual(await page.evaluate(() => globalThis.footworkExample.session.position('hero')), [5, 6]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('one pointer move paints the drag once: the plugin’s overlay waits for the VTT’s own draw', async () => {
  const page = await open();
  await pickUpAndMove(page, [1, 5], route.slice(0, 1), 1);
  // Every draw of the overlay ends its SVG layer's draw (vtt.js, #drawOverlay).
  await page.evaluate(() => {
    const svg = globalThis.footworkExample.vtt.overlaySvg;
    const end = svg.end.bind(svg);
    globalThis.paints = 0;
    svg.end = () => (globalThis.paints++, end());
  });
  const moves = route.length - 1;
  for (const c of route.slice(1)) await page.mouse.move(...(await cellPoint(page, c)), { steps: 1 });
  assert.equal(await page.evaluate(() => globalThis.paints), moves, `${moves} pointer moves`);
  // And what was painted is the plugin's answer for the last one: the label of the whole route.
  assert.equal((await label(page))[0], '35 ft · within Dash');
  await page.mouse.up();
  assert.deepEqual(page.errors, []);
  await page.close();
});
