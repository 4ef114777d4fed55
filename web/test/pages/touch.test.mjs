// The map on a touch screen, with real touch input: Chromium's DevTools protocol
// (Input.dispatchTouchEvent through a Playwright CDP session) sends touchStart / touchMove /
// touchEnd with one or two touch points, which the page receives as pointer events of type "touch",
// as on a phone or a tablet. Two fingers moving apart zoom in around their midpoint (and together,
// out); one finger dragged from an empty cell pans the map; one finger from the mover draws a path;
// a tap acts as a click.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { calculatorForFile, openPage, cellCentre, column, calc, shotDir, text } from './helpers.mjs';

let built;
let browser;
calculatorForFile((s) => ({ site: built, browser } = s));

async function touchPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, hasTouch: true });
  const page = await openPage(browser, built.url, { context });
  const cdp = await context.newCDPSession(page);
  // One touch event: points [[x, y], …] (page pixels), ids 0, 1 … in order.
  const touch = (type, points) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })),
    });
  return { page, touch };
}

const view = (page) => calc(page, (app) => ({ cellPx: app.view.cellPx, ox: app.view.ox, oy: app.view.oy }));
// The grid cell (fractional) under a page pixel, from the map's own transform.
const gridAt = (page, [x, y]) =>
  calc(
    page,
    (app, [x, y]) => {
      const r = document.getElementById('map').getBoundingClientRect();
      const v = app.view;
      return [(x - r.left - v.ox) / v.cellPx, (y - r.top - v.oy) / v.cellPx];
    },
    [x, y],
  );

describe('the map on a touch screen (CDP touch events)', () => {
  test('two fingers apart zoom in around their midpoint, together zoom out', async () => {
    const { page, touch } = await touchPage();
    const before = await view(page);
    const [cx, cy] = await cellCentre(page, 5, 3);
    const under = await gridAt(page, [cx, cy]);
    // Fingers 40 px apart, then 100 px: the distance two and a half times as large.
    await touch('touchStart', [
      [cx - 20, cy],
      [cx + 20, cy],
    ]);
    for (let d = 25; d <= 50; d += 5)
      await touch('touchMove', [
        [cx - d, cy],
        [cx + d, cy],
      ]);
    await touch('touchEnd', []);
    const zoomed = await view(page);
    // Zoom follows the distance between the fingers (×2.5).
    assert.ok(Math.abs(zoomed.cellPx - before.cellPx * 2.5) < 0.5, `cells ${before.cellPx} → ${zoomed.cellPx} px`);
    // The point between the fingers stays over the same place of the map.
    const still = await gridAt(page, [cx, cy]);
    assert.ok(Math.abs(still[0] - under[0]) < 0.05 && Math.abs(still[1] - under[1]) < 0.05, `${under} → ${still}`);
    // Together again: back to the first zoom.
    await touch('touchStart', [
      [cx - 50, cy],
      [cx + 50, cy],
    ]);
    for (let d = 45; d >= 20; d -= 5)
      await touch('touchMove', [
        [cx - d, cy],
        [cx + d, cy],
      ]);
    await touch('touchEnd', []);
    const back = await view(page);
    assert.ok(Math.abs(back.cellPx - before.cellPx) < 0.5, `cells ${zoomed.cellPx} → ${back.cellPx} px`);
    // A pinch is no path: nothing was added to the move, nothing painted, no error.
    assert.deepEqual(await calc(page, (app) => app.state.path), []);
    assert.equal(await page.isHidden('#error'), true);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test('one finger from an empty cell pans the map; a tap is a click; one finger from the mover draws a path', async () => {
    const { page, touch } = await touchPage();
    const before = await view(page);
    // The default map: the hero at [1,3], the orc at [7,3]; [4,6] is empty floor.
    const [x0, y0] = await cellCentre(page, 4, 6);
    await touch('touchStart', [[x0, y0]]);
    for (let k = 1; k <= 6; k++) await touch('touchMove', [[x0 + 10 * k, y0 - 5 * k]]);
    await touch('touchEnd', []);
    const panned = await view(page);
    assert.equal(panned.cellPx, before.cellPx, 'a one-finger pan does not zoom');
    assert.ok(
      Math.abs(panned.ox - before.ox - 60) < 1 && Math.abs(panned.oy - before.oy + 30) < 1,
      JSON.stringify([before, panned]),
    );
    assert.deepEqual(await calc(page, (app) => app.state.path), [], 'a pan adds no step');
    // A tap next to the hero adds that step, as a click does: [2,3] is one square, 5 ft.
    const [tx, ty] = await cellCentre(page, 2, 3);
    await touch('touchStart', [[tx, ty]]);
    await touch('touchEnd', []);
    assert.deepEqual(await calc(page, (app) => app.state.path), [[2, 3]]);
    assert.deepEqual(await column(page, 'cost'), ['5']);
    // One finger from the mover draws a path (the path tool), as the mouse does: the hero's own
    // cell, then [2,4] and [3,4], a path of a diagonal and a straight square. sw5e: "the first
    // diagonal square counts as 5 feet" — 5 + 5 = 10 ft.
    const cells = [
      [1, 3],
      [2, 4],
      [3, 4],
    ];
    const points = [];
    for (const c of cells) points.push(await cellCentre(page, ...c));
    await touch('touchStart', [points[0]]);
    for (let i = 1; i < points.length; i++)
      for (let k = 1; k <= 3; k++) {
        const [ax, ay] = points[i - 1];
        const [bx, by] = points[i];
        await touch('touchMove', [[ax + ((bx - ax) * k) / 3, ay + ((by - ay) * k) / 3]]);
      }
    await touch('touchEnd', []);
    assert.deepEqual(await calc(page, (app) => app.state.path), [
      [2, 4],
      [3, 4],
    ]);
    assert.equal(await text(page, '#sum-total'), '10 ft (2 sq)');
    const after = await view(page);
    assert.deepEqual(after, panned, 'drawing a path does not pan');
    mkdirSync(shotDir, { recursive: true });
    await page.screenshot({ path: join(shotDir, 'calculator-touch.png') });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
