// The line under the map (calculator/js/status-line.js, issue 40): a pointer sweeping the map does
// not lay the line out on every cell it crosses; the line says the cell the pointer rests on (the
// label's words), aria-busy until then; the keyboard's cell is said at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calculatorForFile, openPage, tool, importScene, cellCentre, linesSettled } from './helpers.mjs';

let site;
let browser;
calculatorForFile((s) => ({ site, browser } = s));

const line = (page) => page.textContent('#hover-text');

test('a pointer sweep writes the line once it rests; the keyboard at once', async () => {
  const page = await openPage(browser, site.url);
  await importScene(page, {
    ruleset: 'sw5e',
    grid: { width: 24, height: 8, cellFeet: 5, rows: Array(8).fill('.'.repeat(24)) },
    creatures: [{ id: 'hero', position: [1, 3], speeds: { walk: 30 }, side: 'party' }],
  });
  await tool(page, 'path');
  // Every text the line is given, as the browser sees it written.
  await page.evaluate(() => {
    window.lineWrites = [];
    const el = document.getElementById('hover-text');
    new MutationObserver(() => window.lineWrites.push(el.textContent)).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  // Across 20 cells in one sweep (pointer events back to back, as a hand moves).
  const [x0, y] = await cellCentre(page, 2, 5);
  const [x1] = await cellCentre(page, 22, 5);
  await page.mouse.move(x0, y);
  await page.mouse.move(x1, y, { steps: 40 });
  const busy = await page.getAttribute('#hover', 'aria-busy');
  await linesSettled(page);
  const writes = await page.evaluate(() => window.lineWrites);
  // (a loaded machine may let the pointer rest mid-sweep once or twice; never a write a cell)
  assert.ok(writes.length >= 1 && writes.length <= 4, `the line written ${writes.length} times: ${writes}`);
  assert.equal(busy, 'true', 'aria-busy while the line is still to come');
  assert.equal(await page.getAttribute('#hover', 'aria-busy'), null);
  // The line says the cell the pointer rests on, with the label's words.
  const said = await line(page);
  assert.match(said, /^\[22, 5\]/);
  const label = await page.$$eval('#cursor-label > div', (ds) => ds.map((d) => d.textContent));
  assert.ok(label.length > 0 && said.includes(label[0]), `${said} | ${label}`);
  // The keyboard's cell: at once, never busy.
  await page.focus('#map');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getAttribute('#hover', 'aria-busy'), null);
  const kbd = await line(page);
  assert.match(kbd, /^\[\d+, \d+\]/);
  assert.notEqual(kbd, said);
  // Off the map: the line empties at once.
  await page.mouse.move(x0, y);
  await page.mouse.move(5, 5);
  assert.equal((await line(page)).trim(), '');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
