// Words for people on the calculator (issue 25): its panels and labels, rendered in its main states
// in headless Chromium, carry no code-shaped text (an engine code, a JSON path, a JSON key name),
// checked by the shared checker web/test/words/code-shaped.mjs. The JSON tab and the folded
// "engine's answer" of the calculators are code on purpose and left out.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { calculatorForFile, openPage, dragCells, tool, importScene, shotDir, text, linesSettled } from './helpers.mjs';
import { shownText, codeShapedShown, brokenWords } from '../words/code-shaped.mjs';

let site;
let browser;
calculatorForFile((s) => ({ site, browser } = s));

const PANELS = '#controls, #map-bar, #cursor-label, #hover, #output, #error, #notice';
const SKIP = '#tab-json, .raw, #scene-text';
// Every state is looked at before the test fails, so that one run lists all that is code-shaped.
const found = [];
async function check(page, state) {
  await linesSettled(page); // (the line under the map once the pointer has rested)
  for (const f of codeShapedShown(await shownText(page, PANELS, SKIP)))
    found.push(`${state}: ${f.kind} “${f.token}” in ${f.where}: ${f.text.slice(0, 80)}`);
  for (const b of await brokenWords(page, PANELS, SKIP))
    found.push(`${state}: “${b.word}” broken over two lines in ${b.where}`);
}

describe('words for people on the calculator', () => {
  test('no code-shaped text in its panels and labels, in its main states', async () => {
    const page = await openPage(browser, site.url, { width: 1280, height: 720 });
    await check(page, 'start');
    // A move that drops prone, crawls diagonally past the orc and provokes it (5e-fine: leave-reach).
    await importScene(page, {
      ruleset: '5e-fine',
      grid: { width: 40, height: 24, cellFeet: 1.25 },
      creatures: [
        { id: 'hero', position: [4, 12], speeds: { walk: 30 }, side: 'party' },
        { id: 'orc', position: [12, 12], speeds: { walk: 30 }, side: 'monsters' },
      ],
    });
    await tool(page, 'path');
    await dragCells(page, [
      [5, 13],
      [9, 13],
      [9, 6],
      [5, 4],
    ]);
    await check(page, 'a move past the orc');
    await page.click('#path-prone');
    await dragCells(page, [
      [5, 4],
      [7, 6],
    ]);
    await check(page, 'a crawl after dropping prone');
    // A move through difficult terrain beside two enemies: the steps' table fills every column
    // (why: difficult, diagonal; provokes: both), where words were broken mid-letter ("diffic/ult").
    await importScene(page, {
      ruleset: 'dnd35',
      grid: { width: 16, height: 10, cellFeet: 5, rows: Array.from({ length: 10 }, () => '..~~~~~~~~......') },
      creatures: [
        { id: 'hero', position: [1, 4], speeds: { walk: 30 }, side: 'party' },
        { id: 'hobgoblin-captain', position: [4, 3], side: 'monsters' },
        { id: 'ogre-chieftain', position: [6, 5], side: 'monsters', size: 'large' },
      ],
    });
    await tool(page, 'path');
    await page.selectOption('#band', { index: 1 }).catch(() => {});
    await dragCells(page, [
      [2, 4],
      [3, 5],
      [4, 5],
      [5, 4],
      [6, 3],
      [7, 3],
    ]);
    await check(page, 'a move through difficult terrain past two enemies');
    // The Move tab's total is the label's (after the last legal step), not the whole path's 75 ft.
    assert.equal(await text(page, '#sum-total'), '50 ft (10 sq)');
    assert.match(await text(page, '#cursor-label'), /^50 ft · within Double/);
    // …and the table stays inside its panel: nothing pushed out of view to the right.
    const spill = await page.evaluate(() => {
      const panel = document.querySelector('#output').getBoundingClientRect();
      const table = document.querySelector('#steps').getBoundingClientRect();
      return Math.round(table.right - panel.right);
    });
    await page.screenshot({ path: `${shotDir}/calculator-1280x720-steps-words.png` });
    assert.ok(spill <= 0, `the steps' table runs ${spill} px past its panel`);
    // Each calculator's form, and the speed calculator's answer.
    await page.click('button[data-tab=calc]');
    for (const q of await page.$$eval('#calc-query option', (os) => os.map((o) => o.value))) {
      await page.selectOption('#calc-query', q);
      await check(page, `the ${q} calculator`);
    }
    await page.selectOption('#calc-query', 'speed');
    await page.fill('#calc-baseSpeed', '30');
    await page.click('#calc-run');
    await check(page, 'the speed calculator’s answer');
    await page.fill('#calc-baseSpeed', '-4');
    await page.click('#calc-run');
    await check(page, 'the speed calculator refusing');
    // Each question of the Ask tool.
    await tool(page, 'ask');
    for (const q of await page.$$eval('#ask-query option', (os) => os.map((o) => o.value))) {
      await page.selectOption('#ask-query', q);
      await check(page, `the ${q} question`);
    }
    for (const t of ['terrain', 'wall', 'creature']) {
      await tool(page, t);
      await check(page, `the ${t} tool`);
    }
    assert.deepEqual([...new Set(found)], []);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
