// What the calculator asks of the engine per pointer move with the Path tool (issue 40: the whole
// map in sight, the pointer sweeping it). The cursor's best path is asked with the path query's
// firstIllegalOnly (web/calculator/js/drag-road.js `hover`): a far cell's steps past the allowance
// each carried "not enough movement", a third of the answer parsed on every move; the page says why
// the move stops once (the first refusal) and marks each step legal or not, so what it shows is the
// full answer's: the route drawn, the words under the map, the label at the pointer. And the best
// path is asked first (move-state.js `answerHover`): a complete path ends where the move may end, so
// the space query is asked only where it is not, and there the page says why as it did.
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

// What the page shows for the cursor's cell, and the engine's answer behind it.
// (the line once the pointer has rested: status-line.js)
const shown = async (page) => {
  await linesSettled(page);
  return calc(page, (app) => {
    const p = app.move.preview;
    return {
      words: document.getElementById('hover-text').textContent,
      label: document.getElementById('cursor-label').innerText,
      route: document.querySelector('.layer-route').innerHTML,
      asked: p.annotation.request.firstIllegalOnly ?? false,
      refusals: p.result.steps.filter((s) => s.illegal).length,
      illegal: p.result.steps.filter((s) => !s.legal).length,
    };
  });
};
const hoverCell = (page, x, y) => hoverIn(page, x, y, 1); // straight there: no cell asked on the way

test('a far cell: asked with firstIllegalOnly, shown as the full answer shows it', async () => {
  const page = await openPage(browser, site.url);
  await importScene(page, {
    ruleset: 'sw5e',
    grid: { width: 24, height: 8, cellFeet: 5, rows: Array(8).fill('.'.repeat(24)) },
    creatures: [
      { id: 'hero', position: [1, 3], speeds: { walk: 30 }, side: 'party' },
      { id: 'orc', position: [6, 4], speeds: { walk: 30 }, side: 'monsters' },
    ],
  });
  await tool(page, 'path');
  // With window.full set, the page's best paths are asked without the option (the full answer).
  await calc(page, (app) => {
    const s = app.session;
    const own = s.bestPath.bind(s);
    s.bestPath = (id, cell, options) =>
      own(id, cell, window.full ? { ...options, firstIllegalOnly: undefined } : options);
  });
  await page.evaluate(() => (window.full = true));
  await hoverCell(page, 22, 1);
  const full = await shown(page);
  await page.evaluate(() => (window.full = false));
  // Two other cells first: the answer kept for the cell just left is not asked again.
  await hoverCell(page, 20, 6);
  await hoverCell(page, 21, 6);
  await hoverCell(page, 22, 1);
  const brief = await shown(page);
  assert.equal(full.asked, false);
  assert.equal(brief.asked, true, 'the hover asks firstIllegalOnly');
  assert.ok(full.illegal >= 9, `a route far past the Dash allowance (${full.illegal} illegal steps)`);
  assert.equal(full.refusals, full.illegal, 'in full, every illegal step says why');
  assert.equal(brief.illegal, full.illegal);
  assert.equal(brief.refusals, 1, 'asked so, only the first says why');
  assert.match(brief.label, /not enough movement|movement is left/i);
  for (const k of ['words', 'label', 'route']) assert.equal(brief[k], full[k], k);
  assert.deepEqual(page.errors, []);
});

test('one query a cell: the space query only where the path is not complete, the answer there unchanged', async () => {
  const page = await openPage(browser, site.url);
  await importScene(page, {
    ruleset: 'sw5e',
    grid: { width: 12, height: 6, cellFeet: 5 },
    creatures: [
      { id: 'hero', position: [1, 3], speeds: { walk: 30 }, side: 'party' },
      { id: 'ally', position: [4, 3], speeds: { walk: 30 }, side: 'party' },
    ],
  });
  await tool(page, 'path');
  // Counts the engine queries the page asks through the shim (Session.bestPath and Session.space).
  const asked = await countSessionCalls(page, ['bestPath', 'space']);
  await hoverCell(page, 9, 1);
  await hoverCell(page, 10, 4);
  assert.deepEqual(await asked(), { bestPath: 2, space: 0 }, 'a free cell: the best path alone');
  const free = await calc(page, (app) => ({
    status: app.move.preview.annotation.search.status,
    problem: app.move.hoverProblem,
  }));
  assert.deepEqual(free, { status: 'complete', problem: null });
  // The ally's square: passed, never ended in (sw5e) — a creature's cell, the space query first: it
  // says why, and the page shows that sentence and asks no path.
  await hoverCell(page, 4, 3);
  assert.deepEqual(await asked(), { bestPath: 2, space: 1 });
  const ally = await calc(page, (app) => ({
    preview: app.move.preview,
    problem: app.move.hoverProblem && app.move.hoverProblem.code,
    route: app.view.data.route ? app.view.data.route.steps.length : 0,
  }));
  assert.deepEqual(ally, { preview: null, problem: 'occupied', route: 0 });
  assert.match(await page.textContent('#cursor-label'), /can't stand in ally's space/);
  // The JSON tab's path query is the last one whose answer was shown: the free cell's.
  await page.click('[data-tab="json"]');
  await page.selectOption('#json-which', 'path');
  assert.deepEqual(JSON.parse(await page.inputValue('#json-request')).target, [10, 4]);
  assert.deepEqual(page.errors, []);
});

test('a free cell where a larger mover may not end: the path asked first, then the space query; no path shown', async () => {
  const page = await openPage(browser, site.url);
  await importScene(page, {
    ruleset: 'sw5e',
    grid: { width: 12, height: 6, cellFeet: 5 },
    creatures: [
      { id: 'ogre', position: [1, 1], size: 'large', speeds: { walk: 40 }, side: 'party' },
      { id: 'ally', position: [6, 3], speeds: { walk: 30 }, side: 'party' },
    ],
  });
  await tool(page, 'path');
  const asked = await countSessionCalls(page, ['bestPath', 'space']);
  await hoverCell(page, 9, 1);
  assert.deepEqual(await asked(), { bestPath: 1, space: 0 });
  // At (5, 2) the ogre's 2×2 space takes in (6, 3), the ally's square: no creature on the cell
  // hovered, so the path first — not complete (the move cannot end there) — then the space query.
  await hoverCell(page, 5, 2);
  assert.deepEqual(await asked(), { bestPath: 2, space: 1 });
  const there = await calc(page, (app) => ({
    preview: app.move.preview,
    problem: app.move.hoverProblem && app.move.hoverProblem.code,
  }));
  assert.deepEqual(there, { preview: null, problem: 'occupied' });
  assert.match(await page.textContent('#cursor-label'), /can't stand in ally's space/);
  // The path query dropped is not the JSON tab's: the one last shown is.
  await page.click('[data-tab="json"]');
  await page.selectOption('#json-which', 'path');
  assert.deepEqual(JSON.parse(await page.inputValue('#json-request')).target, [9, 1]);
  assert.deepEqual(page.errors, []);
});
