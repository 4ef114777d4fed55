// A drop where the move may not end (issue 37): the Hero dragged with real pointer events onto an
// ally's square, on sw5e ("you can move through a nonhostile creature's space" but a move may not
// end there). The label and the drop's message say the engine's sentence, with the ally's name,
// never "[object Object]". Screenshot: build/screenshots/example-cannot-end.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exampleForFile, loadScene, pickUpAndMove, label, messages, shot, token, PX } from './helpers.mjs';

let site;
let browser;
exampleForFile((h) => ({ site, browser } = h));

test('sw5e: dragged onto an ally, the label and the message say why the move cannot end there', async () => {
  const page = await browser.newPage({ viewport: { width: 1320, height: 760 } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(site.url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  await loadScene(page, {
    system: 'sw5e',
    cellPx: PX,
    cols: 16,
    rows: 8,
    feetPerCell: 5,
    tokens: [token('hero', [1, 3], 'party'), token('scout', [4, 3], 'party')],
  });
  // Along the row to the Scout's [4,3] as the pointer went: every step legal, the end in the Scout's space.
  await pickUpAndMove(page, [1, 3], [[4, 3]]);
  const lines = await label(page);
  assert.ok(!lines.join('\n').includes('[object'), lines.join('\n'));
  assert.equal(lines[2], "✗ The move can't end in Scout's space.");
  assert.match(lines[0], /^\d+ ft · within speed$/);
  assert.match(lines[1], /^\d+ ft of speed left, \d+ ft within Dash$/);
  await shot(page, 'cannot-end');
  await page.mouse.up();
  const said = (await messages(page))[0];
  assert.match(said, /^Hero: \d+ ft of 30 \(Dash: 60\) — The move can't end in Scout's space\.$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
