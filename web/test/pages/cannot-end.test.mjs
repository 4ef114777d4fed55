// A move that ends where it may not (issue 37), on the calculator page with real pointer events: the
// hero dragged onto its ally's square (sw5e: another creature's space may be passed, not ended in).
// The label at the pointer and the Move tab say the engine's sentence, never "[object Object]".
// Screenshot: build/screenshots/calculator-cannot-end.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { calculatorForFile, openPage, cellCentre, importScene, text, shotDir } from './helpers.mjs';

let site;
let server;
let browser;
calculatorForFile((s) => ({ site, server, browser } = s), { http: true });

test('dragged onto an ally: the pointer label and the Move tab say why the move cannot end there', async () => {
  const page = await openPage(browser, server.url);
  await importScene(page, {
    ruleset: 'sw5e',
    grid: { width: 8, height: 6, cellFeet: 5 },
    creatures: [
      { id: 'hero', position: [1, 3], speeds: { walk: 30 }, side: 'party' },
      { id: 'ally', position: [4, 3], speeds: { walk: 30 }, side: 'party' },
    ],
  });
  await page.selectOption('#band', 'move');
  const points = [];
  for (const c of [
    [1, 3],
    [2, 3],
    [3, 3],
    [4, 3],
  ])
    points.push(await cellCentre(page, ...c));
  await page.mouse.move(...points[0]);
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(...p, { steps: 3 });
  // Button still held over the ally's square.
  await page.waitForSelector('#cursor-label:not([hidden])');
  const label = await page.$$eval('#cursor-label > div', (ds) => ds.map((d) => d.textContent));
  assert.ok(!label.join('\n').includes('[object'), label.join('\n'));
  assert.ok(label.includes("✗ The move can't end in ally's space."), label.join(' / '));
  await page.screenshot({ path: resolve(shotDir, 'calculator-cannot-end.png') });
  await page.mouse.up();
  const tab = await text(page, '#summary');
  assert.ok(!/\[object/i.test(tab), tab);
  assert.equal(await text(page, '#sum-legal'), 'illegal: cannot end here');
  assert.equal(await text(page, '#sum-message'), "The move can't end in ally's space.");
  // What is left is one fact (present.js moveFacts: after the last legal step, the ally's square):
  // the label said it during the drag and the Move tab says the same number. The tab said what was
  // left at the stop, a square before ("Left at the stop: 15 ft"), where the label said 10 ft (the
  // ally's square is entered at a price: 20 ft of 30 to get onto it).
  assert.ok(label.includes('10 ft of speed left'), label.join(' / '));
  assert.equal(await text(page, '#sum-left'), '10 ft (2 sq)');
  await page.context().close();
});
