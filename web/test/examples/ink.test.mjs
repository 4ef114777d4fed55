// The example VTT's ink canvas while a drag sweeps the map (issue 40, layers.js InkLayer.cover): it
// stays where it is while the overlay's box lies inside it, and only what the last draw inked is
// cleared, so nothing of an earlier step's path, token or label may stay on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellPoint, exampleForFile, loadScene, pickUpAndMove, token, PX } from './helpers.mjs';

let site;
let browser;
exampleForFile((h) => ({ site, browser } = h));

const scene = {
  system: 'sw5e',
  cellPx: PX,
  cols: 28,
  rows: 16,
  feetPerCell: 5,
  tokens: [token('hero', [1, 1], 'party', 200)],
  walls: [],
  regions: [],
};

// The ink canvas's placement, and its pixels holding paint outside the box the overlay draws in now
// (found as vtt.js finds it: the overlay drawn once on the 1-pixel measuring canvas).
const ink = (page) =>
  page.evaluate(() => {
    const vtt = globalThis.footworkExample.vtt;
    const ctx = vtt.ctx.overlay;
    const [ox, oy] = vtt.ink.origin;
    const { width: w, height: h } = ctx.canvas;
    // the box of what the overlay draws now: the ink's own rectangle, less the room cover adds
    const [bx, by, bw, bh] = vtt.ink.inked;
    const d = ctx.getImageData(0, 0, w, h).data;
    let stray = 0;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        if (d[(y * w + x) * 4 + 3] !== 0 && (x < bx || y < by || x >= bx + bw || y >= by + bh)) stray++;
    return { origin: [ox, oy], size: [w, h], transform: vtt.ink.el.style.transform, stray };
  });

test('a drag far across the map and back near: no paint of the far step left, and the ink canvas stays put', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(site.url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  await loadScene(page, scene);
  await pickUpAndMove(page, [1, 1], [[20, 12]], 4);
  const far = await ink(page);
  assert.ok(far.size[0] >= 20 * PX && far.size[1] >= 11 * PX, `the far step's canvas covers it: ${far.size}`);
  const [x, y] = await cellPoint(page, [3, 2]);
  await page.mouse.move(x, y, { steps: 4 });
  const near = await ink(page);
  assert.equal(near.stray, 0, 'paint of the far step left outside the near step’s box');
  assert.deepEqual(near.size, far.size);
  assert.equal(near.transform, far.transform, 'the ink canvas moved though the box lay inside it');
  await page.mouse.up();
  assert.deepEqual(page.errors, []);
  await page.close();
});
