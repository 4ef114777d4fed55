// The label beside the pointer (docs/calculator.md, "The answer at the cursor") keeps off the path
// drawn near the pointer: a drag up and to the left has its trail below and right of the pointer,
// where the label used to go. On squares and on flat- and pointy-topped hexes, in headless Chromium at 1280×720 with
// real pointer events: the label's box holds no point of the trail, and stays in the map.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { calculatorForFile, openPage, cellCentre, tool, importScene, shotDir } from './helpers.mjs';
import { hexNeighbours } from '../../shim/index.js';

let site;
let browser;

calculatorForFile((s) => ({ site, browser } = s));

for (const grid of ['square', 'flat', 'pointy'])
  test(`${grid}: the label beside the pointer keeps off the trail while a drag goes up and left`, async () => {
    const page = await openPage(browser, site.url, { width: 1280, height: 720 });
    const hex = grid === 'square' ? {} : { type: 'hex', orientation: grid, offset: 'odd' };
    await importScene(page, {
      ruleset: 'sw5e',
      grid: { ...hex, width: 12, height: 8, cellFeet: 5 },
      creatures: [{ id: 'hero', position: [9, 6], speeds: { walk: 60 } }],
    });
    await tool(page, 'path');
    // Up and to the left, four cells, holding the button: the trail lies below and right of the
    // pointer, where the label used to go. Squares: the diagonal [x − 1, y − 1]; hexes: the north-west
    // neighbour (the shim's neighbour order: flat N-W is its fourth, pointy its fifth).
    const cells = [[9, 6]];
    for (let i = 0; i < 4; i++) {
      const [x, y] = cells[cells.length - 1];
      cells.push(grid === 'square' ? [x - 1, y - 1] : hexNeighbours(hex, [x, y])[grid === 'flat' ? 3 : 4]);
    }
    await page.mouse.move(...(await cellCentre(page, ...cells[0])));
    await page.mouse.down();
    for (const c of cells.slice(1)) await page.mouse.move(...(await cellCentre(page, ...c)), { steps: 3 });
    await page.waitForTimeout(100); // the label is measured in the next frame, then placed again
    await page.mouse.move(...(await cellCentre(page, ...cells[cells.length - 1])));
    const label = await page.$eval('#cursor-label', (b) => ({
      ...b.getBoundingClientRect().toJSON(),
      hidden: b.hidden,
    }));
    assert.equal(label.hidden, false);
    // Points every tenth of a step along the trail, from the hero's cell to the pointer's.
    const centres = [];
    for (const c of cells) centres.push(await cellCentre(page, ...c));
    for (let i = 1; i < centres.length; i++)
      for (let k = 0; k <= 10; k++) {
        const x = centres[i - 1][0] + ((centres[i][0] - centres[i - 1][0]) * k) / 10;
        const y = centres[i - 1][1] + ((centres[i][1] - centres[i - 1][1]) * k) / 10;
        const inside = x > label.left && x < label.right && y > label.top && y < label.bottom;
        assert.ok(!inside, `the label covers the trail at (${x.toFixed(0)}, ${y.toFixed(0)})`);
      }
    const map = await page.$eval('#map', (m) => m.getBoundingClientRect().toJSON());
    assert.ok(label.left >= map.left && label.right <= map.right, 'in the map');
    assert.ok(label.top >= map.top && label.bottom <= map.bottom, 'in the map');
    await page.screenshot({ path: resolve(shotDir, `label-${grid}-drag-left.png`) });
    await page.mouse.up();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
