// The overlay's canvas with the whole map in sight (issue 40): a hover redraws only the overlay, on a
// canvas as large as what it draws (map/view.js cover). With the pointer sweeping a big map the box
// jumps with it, so the canvas stays where it is while the box lies inside it (each move of it is a
// new transform and a commit), and only what the last draw inked is cleared: nothing of an earlier
// route may stay on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calculatorForFile, openPage, importScene, hoverCell, calc } from './helpers.mjs';
import { benchScene } from '../../bench/bench-scene.mjs';

let site;
let browser;
calculatorForFile((s) => ({ site, browser } = s));

// The overlay's placement, and the device pixels of its canvas that are inked outside `box` (the
// pane's CSS pixels the overlay says it draws in now), grown by `room` device pixels.
const overlay = (page, room = 3) =>
  calc(
    page,
    (app, room) => {
      const v = app.view;
      const c = v.surfaces.overlay;
      const [ox, oy] = v.origin('overlay');
      const box = v.painters.overlay.box(v);
      const d = v.contexts.overlay.getImageData(0, 0, c.width, c.height).data;
      let stray = 0;
      for (let y = 0; y < c.height; y++)
        for (let x = 0; x < c.width; x++) {
          if (d[(y * c.width + x) * 4 + 3] === 0) continue;
          const px = (x + ox) / v.dpr;
          const py = (y + oy) / v.dpr;
          const inside =
            box && px >= box.x0 - room && px <= box.x1 + room && py >= box.y0 - room && py <= box.y1 + room;
          if (!inside) stray++;
        }
      return { origin: [ox, oy], size: [c.width, c.height], transform: v.canvases.overlay.style.transform, stray };
    },
    room,
  );

for (const hex of [null, 'pointy'])
  test(`the fit view of a 100×100 map${hex ? ` on ${hex} hexes` : ''}: a near hover after a far one leaves no ink of the far route, and the canvas stays put while the box lies inside it`, async () => {
    const page = await openPage(browser, site.url, { width: 1600, height: 1000 });
    await importScene(page, benchScene(100, hex));
    await calc(page, (app) => app.view.fit());
    const hero = await calc(page, (app) => app.mover().position);
    // Far: the best path runs across most of the map; the canvas grows to cover it.
    await hoverCell(page, 80, 90);
    const far = await overlay(page);
    assert.ok(far.size[0] > 400 && far.size[1] > 400, `the far route's canvas is large: ${far.size}`);
    assert.equal(far.stray, 0);
    // Near the mover: a small box inside the large canvas. Nothing of the far route is left, and
    // the canvas neither moved nor shrank (one hover does not shrink it).
    await hoverCell(page, hero[0] + 3, hero[1] + 2);
    const near = await overlay(page);
    assert.equal(near.stray, 0, 'pixels of the far route left outside the near route’s box');
    assert.deepEqual(near.size, far.size);
    assert.equal(near.transform, far.transform, 'the canvas moved though the box lay inside it');
    // A second far route inside it, then the pointer settled near the mover: after a few draws there
    // the canvas shrinks to the near box, still with nothing stray.
    await hoverCell(page, 60, 70);
    assert.equal((await overlay(page)).stray, 0);
    for (let i = 0; i < 10; i++) await hoverCell(page, hero[0] + 2 + (i % 3), hero[1] + 1 + (i % 2));
    const settled = await overlay(page);
    assert.ok(settled.size[0] * settled.size[1] < (far.size[0] * far.size[1]) / 2, `shrunk: ${settled.size}`);
    assert.equal(settled.stray, 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
