// The pointer's best path on a large map asked of the worker (calculator/js/path-worker.js, issue 40),
// in headless Chromium with real pointer events: the page's own engine answers no path a sweep
// crosses once the worker runs, what is shown is what the page's engine answers for the same cell
// (route, label, the line under the map), a sweep that outruns the worker ends on the cell the pointer
// rests on, a changed scene reaches the worker before its next answer, the keyboard's cell and small
// maps are answered on the page, and a worker that fails leaves the page answering everything.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  calculatorForFile,
  openPage,
  importScene,
  hoverCell,
  cellCentre,
  calc,
  countSessionCalls,
  answered,
  linesSettled,
  text,
  paint,
  shotDir,
} from './helpers.mjs';
import { join } from 'node:path';
import { benchScene } from '../../bench/bench-scene.mjs';

let site;
let browser;
calculatorForFile((s) => ({ site, browser } = s));

// The page on the 100×100 bench map in its fit view, with the worker started and ready.
async function largeMap(hex = null) {
  const requests = [];
  const page = await openPage(browser, site.url, {
    width: 1600,
    height: 1000,
    onPage: (p) => p.on('request', (r) => requests.push(r.url())),
  });
  page.requests = requests;
  await importScene(page, benchScene(100, hex));
  await calc(page, (app) => app.view.fit());
  assert.equal(await calc(page, (app) => app.far.state), 'off', 'not started before a large map is hovered');
  await hoverCell(page, 60, 60); // the first hover starts it (and is answered on the page)
  await page.waitForFunction(() => window.footworkCalc.far.state === 'ready', null, { timeout: 20000 });
  return page;
}

// What the page shows for the hovered cell (the annotation's enumerable fields, the best path's cells,
// the JSON tab's path request), and what the page's own engine answers for it, asked now.
const shownAndOwn = (page) =>
  calc(page, (app) => {
    const m = app.move;
    const p = m.preview;
    const own = app.session.bestPath(app.state.mover, m.hover, {
      mode: app.state.mode || undefined,
      firstIllegalOnly: true,
    });
    return {
      hover: m.hover,
      shown: p && p.kind === 'priced' ? JSON.parse(JSON.stringify({ a: p.annotation, best: p.best })) : p,
      own: own.kind === 'move' ? JSON.parse(JSON.stringify({ a: own, best: own.search.path })) : own,
    };
  });

for (const hex of [null, 'flat'])
  test(`a 100×100 map${hex ? ` on ${hex} hexes` : ''}: the worker answers the sweep, the same answers as the page's engine`, async () => {
    const page = await largeMap(hex);
    const asked = await countSessionCalls(page, ['bestPath', 'bestPathRequest', 'bestPathAnswer']);
    const cells = [
      [90, 80],
      [10, 95],
      [75, 20],
      [30, 40],
    ];
    for (const [x, y] of cells) {
      await hoverCell(page, x, y);
      const { hover, shown, own } = await shownAndOwn(page);
      assert.deepEqual(hover, [x, y]);
      assert.ok(shown && shown.best.length > 10, `a far route to [${x}, ${y}]`);
      assert.deepEqual(shown, own, `[${x}, ${y}]: the worker's answer is the page engine's`);
    }
    const calls = await asked();
    // (shownAndOwn asked bestPath itself once a cell)
    assert.equal(calls.bestPath, cells.length, 'the page answered no hover itself');
    // (a question the pointer left before the worker got to it is given up, never answered)
    assert.ok(
      calls.bestPathAnswer >= cells.length && calls.bestPathAnswer <= calls.bestPathRequest,
      JSON.stringify(calls),
    );
    // Near the mover a path is a few steps: the page answers it at once (the one after a near one:
    // who answers follows the last move's length, path-worker.js), nothing waits.
    const hero = await calc(page, (app) => app.mover().position);
    await hoverCell(page, hero[0] + 2, hero[1] + 1, 1);
    const before = await asked();
    await hoverCell(page, hero[0] + 3, hero[1] + 1, 1);
    const near = await asked();
    assert.deepEqual(
      [near.bestPath - before.bestPath, near.bestPathRequest - before.bestPathRequest],
      [1, 0],
      'the page answered the near cell',
    );
    assert.ok((await calc(page, (app) => app.far.lastSteps)) < 40);
    await hoverCell(page, 30, 40);
    // The line under the map, once the pointer rests, says the last cell with the label's words.
    const line = await text(page, '#hover-text');
    assert.match(line, /^\[30, 40\]/);
    await page.screenshot({ path: join(shotDir, `worker-fit-100-${hex ?? 'square'}.png`) });
    // The worker's script is the page's own (a Blob URL made from it): the page still fetches nothing.
    assert.deepEqual(
      page.requests.filter((u) => u !== site.url && !u.startsWith('blob:')),
      [],
    );
    const label = await page.$$eval('#cursor-label > div', (ds) => ds.map((d) => d.textContent));
    assert.ok(label.length > 0 && line.includes(label[0]), `${line} | ${label}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

test('a sweep faster than the worker ends on the cell the pointer rests on; a changed scene reaches the worker', async () => {
  const page = await largeMap();
  // Forty pointer moves across the map without waiting: the answers for cells left are dropped.
  const [x0, y0] = await cellCentre(page, 5, 70);
  const [x1, y1] = await cellCentre(page, 95, 75);
  await page.mouse.move(x0, y0);
  await page.mouse.move(x1, y1, { steps: 40 });
  await answered(page);
  let { hover, shown, own } = await shownAndOwn(page);
  assert.deepEqual(hover, [95, 75]);
  assert.deepEqual(shown, own);
  assert.equal(await calc(page, (app) => app.move.waiting), false);
  // A wall of rubble painted across the route: the worker's next answer goes round it, as the page's does.
  const route = shown.best;
  const across = route.slice(10, 13);
  await paint(page, '#', across);
  const revision = await calc(page, (app) => app.session.revision);
  await hoverCell(page, 94, 75);
  await hoverCell(page, 95, 75);
  ({ hover, shown, own } = await shownAndOwn(page));
  assert.deepEqual(shown, own, 'the worker answers on the painted map');
  for (const c of across)
    assert.ok(!shown.best.some((b) => b[0] === c[0] && b[1] === c[1]), `the route crosses rubble at ${c}`);
  assert.equal(await calc(page, (app) => app.session.revision), revision, 'hovering changes no scene');
  // An answer that lands after the page answered a newer question is dropped: the worker's answers
  // held back 300 ms, a far hover, then the keyboard's cell (answered on the page at once); the far
  // answer, landing after, leaves the keyboard's cell and its route shown.
  await calc(page, (app) => {
    const ask = app.far.ask.bind(app.far);
    app.far.ask = (request) => ask(request).then((a) => new Promise((r) => setTimeout(() => r(a), 300)));
  });
  const [fx, fy] = await cellCentre(page, 90, 60);
  await page.mouse.move(fx, fy);
  assert.equal(await calc(page, (app) => app.move.waiting), true, 'the far cell is being answered');
  await page.focus('#map');
  await page.keyboard.press('ArrowDown');
  const kbd = await calc(page, (app) => app.move.hover);
  await page.waitForTimeout(500);
  ({ hover, shown, own } = await shownAndOwn(page));
  assert.deepEqual(hover, kbd, 'the keyboard’s cell is still the one answered');
  assert.deepEqual(shown, own);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the keyboard’s cell and a small map are answered on the page; a worker that fails leaves the page answering', async () => {
  const page = await largeMap();
  const asked = await countSessionCalls(page, ['bestPath', 'bestPathAnswer']);
  await page.focus('#map');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await calc(page, (app) => app.move.waiting), false, 'the keyboard is answered at once');
  assert.deepEqual(await asked(), { bestPath: 1, bestPathAnswer: 0 });
  await page.context().close();

  // A small map: the worker is never started.
  const small = await openPage(browser, site.url, { width: 1280, height: 720 });
  for (const [x, y] of [
    [6, 3],
    [2, 5],
  ])
    await hoverCell(small, x, y);
  assert.equal(await calc(small, (app) => app.far.state), 'off');
  await small.context().close();

  // A worker that cannot start (its script throws): failed, said why, and the page answers.
  const failing = await openPage(browser, site.url, { width: 1600, height: 1000 });
  await importScene(failing, benchScene(100));
  await calc(failing, (app) => app.view.fit());
  await calc(failing, (app) => {
    app.far.source = () => 'throw new Error("no engine here")';
  });
  await hoverCell(failing, 60, 60);
  await failing.waitForFunction(() => window.footworkCalc.far.state === 'failed', null, { timeout: 20000 });
  assert.match(await calc(failing, (app) => app.far.why), /no engine here/);
  const count = await countSessionCalls(failing, ['bestPath']);
  await hoverCell(failing, 80, 80, 1); // (one pointer move: one cell)
  await linesSettled(failing);
  assert.equal((await count()).bestPath, 1, 'the page answered the hover');
  const { shown, own } = await shownAndOwn(failing);
  assert.deepEqual(shown, own);
  await failing.context().close();
});
