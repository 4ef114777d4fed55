// The calculator at the two window sizes people use (1280×720 and 1920×1080), in its main states,
// written to build/screenshots to be looked at (issue 25): a move past the orc with its answer at the
// pointer, the Ask tool's answer, a calculator's answer. Each state is also checked for what a person
// must see: the map, the pointer's label and the answer inside the window, nothing sideways-scrolled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { calculatorForFile, openPage, dragCells, hoverCell, tool, shotDir } from './helpers.mjs';

let site;
let browser;
calculatorForFile((s) => ({ site, browser } = s));

const inWindow = async (page, sel) => {
  const b = await page.locator(sel).boundingBox();
  const v = page.viewportSize();
  return !!b && b.x >= 0 && b.y >= 0 && b.x + b.width <= v.width + 0.5 && b.y + b.height <= v.height + 0.5;
};

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
])
  test(`the calculator at ${width}×${height}: a move, a question, a calculator`, async () => {
    const page = await openPage(browser, site.url, { width, height });
    const shot = (name) => page.screenshot({ path: resolve(shotDir, `calculator-${width}x${height}-${name}.png`) });
    await dragCells(page, [
      [1, 3],
      [3, 2],
      [6, 2],
    ]);
    await hoverCell(page, 9, 5);
    assert.ok(await inWindow(page, '#map'));
    assert.ok(await page.isVisible('#cursor-label'));
    assert.ok(await inWindow(page, '#cursor-label'));
    await shot('move');
    await tool(page, 'ask');
    await page.selectOption('#ask-query', 'threatened');
    await page.click('#ask-run');
    assert.ok(await page.isVisible('#answer-facts'));
    await shot('ask');
    await page.click('button[data-tab=calc]');
    await page.selectOption('#calc-query', 'jump');
    await page.selectOption('#calc-ruleset', '5e-fine');
    await page.fill('#calc-strength', '14');
    await page.click('#calc-run');
    assert.ok(await page.isVisible('#calc-facts'));
    const [scroll, client] = await page.$eval('#output', (e) => [e.scrollWidth, e.clientWidth]);
    assert.ok(scroll <= client, `the answers scroll sideways: ${scroll} > ${client}`);
    await shot('calc');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
