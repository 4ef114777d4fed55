// The move's overlay with the whole map in sight (issue 40): a hover redraws only the overlay, an
// SVG over the map's canvases (shim/svg-layer.js), so the browser rasterises the route off the main
// thread instead of the page handing over a bitmap as large as the route. A near hover after a far
// one leaves nothing of the far route, and what did not change between two hovers (the mover's name
// plate) is not written again, so it is not painted again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calculatorForFile, openPage, importScene, hoverCell, calc } from './helpers.mjs';
import { benchScene } from '../../bench/bench-scene.mjs';

let site;
let browser;
calculatorForFile((s) => ({ site, browser } = s));

// The overlay's elements: tag, and the box of the points in a path's `d` (CSS pixels of the pane).
const elements = (page) =>
  calc(page, (app) =>
    [...app.view.overlay.svg.querySelectorAll('path, rect, text, circle')].map((el) => {
      const nums = (el.getAttribute('d') || '').match(/-?[\d.]+/g) || [];
      const xs = nums.filter((_, i) => i % 2 === 0).map(Number);
      const ys = nums.filter((_, i) => i % 2 === 1).map(Number);
      return {
        tag: el.tagName,
        text: el.textContent,
        x0: Math.min(...xs),
        x1: Math.max(...xs),
        y0: Math.min(...ys),
        y1: Math.max(...ys),
      };
    }),
  );

for (const hex of [null, 'pointy'])
  test(`the fit view of a 100×100 map${hex ? ` on ${hex} hexes` : ''}: the route is SVG, a near hover after a far one leaves nothing of the far route, and the mover's plate is not written again`, async () => {
    const page = await openPage(browser, site.url, { width: 1600, height: 1000 });
    await importScene(page, benchScene(100, hex));
    await calc(page, (app) => app.view.fit());
    const hero = await calc(page, (app) => app.mover().position);
    const heroAt = await calc(page, (app, c) => app.view.cellCentre(c), hero);
    // Far: the best path runs across most of the map.
    await hoverCell(page, 80, 90);
    const far = await elements(page);
    const farPaths = far.filter((e) => e.tag === 'path' && e.x1 - e.x0 > 300);
    assert.ok(farPaths.length >= 2, 'the far route: a halo and a band at least, across the map');
    // Near the mover: every path lies near the mover and the cursor; nothing of the far routes is left.
    await hoverCell(page, hero[0] + 3, hero[1] + 2);
    const near = await elements(page);
    const reach = await calc(page, (app) => app.view.cellPx * 6 + 20);
    for (const e of near.filter((e) => e.tag === 'path'))
      assert.ok(
        Math.abs(e.x0 - heroAt[0]) < reach && Math.abs(e.x1 - heroAt[0]) < reach && Math.abs(e.y1 - heroAt[1]) < reach,
        `a path of an earlier route is left: ${JSON.stringify(e)}`,
      );
    assert.ok(near.length < far.length + 4);
    // At a working zoom (the mover's name fits on its plate), a hover onto another cell writes the
    // route and the cursor again, not the mover's plate.
    await calc(
      page,
      (app, hero) => {
        const v = app.view;
        v.zoomAt(40 / v.cellPx);
        const [cx, cy] = v.cellCentre(hero);
        v.panBy(v.cssW / 2 - cx, v.cssH / 2 - cy);
        v.flush();
      },
      hero,
    );
    await hoverCell(page, hero[0] + 4, hero[1] + 1);
    assert.ok(
      (await elements(page)).some((e) => e.tag === 'text' && e.text === 'hero'),
      'the mover named on a plate',
    );
    await calc(page, (app) => {
      window.overlayWrites = new Set();
      new MutationObserver((list) => {
        for (const m of list) window.overlayWrites.add(m.target.nodeType === 1 ? m.target : m.target.parentNode);
      }).observe(app.view.overlay.svg, { attributes: true, childList: true, characterData: true, subtree: true });
    });
    await hoverCell(page, hero[0] + 2, hero[1] + 4);
    const written = await calc(page, () => [...window.overlayWrites].map((el) => el.tagName + ':' + el.textContent));
    assert.ok(written.length > 0, 'the new route was written');
    assert.ok(!written.includes('text:hero'), `the mover's name was written again: ${written}`);
    // Off the map: the route and the cursor go.
    await page.mouse.move(2, 2);
    await calc(page, (app) => app.view.flush());
    assert.equal((await elements(page)).length, 0, 'the overlay is empty off the map');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
