// The answer at the cursor kept for the cell just left (web/calculator/js/move-state.js `left`): a
// pointer on the border of two cells goes back and forth between them, and each return asked the
// engine for a whole best path again (up to 200 steps on a 200×200 map). Back on that cell the page
// shows the same route and words without asking; after any change it asks again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  calculatorForFile,
  openPage,
  tool,
  importScene,
  calc,
  countSessionCalls,
  hoverCell as hoverIn,
  linesSettled,
} from './helpers.mjs';

let site;
let browser;
calculatorForFile((s) => ({ site, browser } = s));

// What the page shows for the cursor's cell: the line under the map, the route's steps (cell, band,
// legal) and the target of the best path asked.
// (the line once the pointer has rested: status-line.js)
const shown = async (page) => {
  await linesSettled(page);
  return calc(page, (app) => {
    const r = app.view.data.route;
    return {
      words: document.getElementById('hover-text').textContent,
      route: r ? r.steps.map((s) => [s.cell, s.band, s.legal]) : null,
      preview: app.move.preview ? app.move.preview.annotation.search.request.target : null,
    };
  });
};
const asked = (page) => page.evaluate(() => window.sessionCalls.bestPath);
// One pointer move straight onto the cell's centre (no cell crossed on the way).
const hoverCell = (page, x, y) => hoverIn(page, x, y, 1); // straight there: no cell asked on the way

test('back onto the cell just left: the same answer shown, the engine not asked; after a change, asked', async () => {
  const page = await openPage(browser, site.url);
  await importScene(page, {
    ruleset: 'sw5e',
    grid: {
      width: 20,
      height: 8,
      cellFeet: 5,
      rows: ['.'.repeat(20), '....~~~~' + '.'.repeat(12), ...Array(6).fill('.'.repeat(20))],
    },
    creatures: [
      { id: 'hero', position: [1, 3], speeds: { walk: 30 }, side: 'party' },
      { id: 'orc', position: [6, 4], speeds: { walk: 30 }, side: 'monsters' },
    ],
  });
  await tool(page, 'path');
  // Counts the engine's best paths the page asks for (the shim's Session.bestPath).
  await countSessionCalls(page, ['bestPath']);
  await hoverCell(page, 18, 1);
  const first = await shown(page);
  assert.deepEqual(first.preview, [18, 1]);
  assert.ok(first.route.length >= 9 && first.route.some((s) => !s[2]), 'a route past the allowance');
  await hoverCell(page, 19, 1);
  const second = await shown(page);
  assert.equal(await asked(page), 2);
  await hoverCell(page, 18, 1);
  assert.equal(await asked(page), 2, 'the cell just left: answered as it was, not asked again');
  assert.deepEqual(await shown(page), first);
  await hoverCell(page, 19, 1);
  assert.equal(await asked(page), 2);
  assert.deepEqual(await shown(page), second);
  // A change (the band): the cursor's cell is asked again, the cell left is asked when hovered.
  await page.selectOption('#band', 'move');
  assert.equal(await asked(page), 3);
  await hoverCell(page, 18, 1);
  assert.equal(await asked(page), 4, 'after a change the cell left is asked again');
  const moved = await shown(page);
  assert.notDeepEqual(moved.words, first.words, 'judged against the Move band now');
  assert.deepEqual(moved.preview, [18, 1]);
  assert.deepEqual(page.errors, []);
});
