// The example VTT's drag overlay (issue 40, layers.js): SVG elements kept between draws
// (web/shim/svg-layer.js), read here as the browser rasterises them (../svg-raster.mjs). A drag far
// across the map and back near leaves nothing of the far step; the dragged token moves without its
// elements being written again; a step onto a new cell rewrites only the last run of the path's
// cells; and the squares of a large token's path, which overlap, darken where they do as each square
// painted on its own does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { svgRaster } from '../svg-raster.mjs';
import {
  cellPoint,
  exampleForFile,
  openExample,
  loadScene,
  overlayPaintedPixels,
  overlaySvg as svg,
  pickUpAndMove,
  token,
  PX,
} from './helpers.mjs';

let site;
let browser;
exampleForFile((h) => ({ site, browser } = h));

const scene = (tokens) => ({
  system: 'sw5e',
  cellPx: PX,
  cols: 28,
  rows: 16,
  feetPerCell: 5,
  tokens,
  walls: [],
  regions: [],
});
// The page at 1280×720 with the hero (200 ft) at [1, 1], picked up and moved to `to` in `steps`.
const heroDragged = async (to, steps) => {
  const page = await openExample(browser, site.url, { width: 1280, height: 720 });
  await loadScene(page, scene([token('hero', [1, 1], 'party', 200)]));
  await pickUpAndMove(page, [1, 1], [to], steps);
  return page;
};
// The drop, then no page error.
const drop = async (page) => {
  await page.mouse.up();
  assert.deepEqual(page.errors, []);
  await page.close();
};
// What the overlay's next draws write: `part:element:attribute` (`part:g:…` the part itself; an
// element is its index in the part; `text` its words).
const watchWrites = (page) =>
  page.evaluate(() => {
    globalThis.written = new Set();
    new MutationObserver((list) => {
      for (const m of list) {
        const el = m.target.nodeType === 1 ? m.target : m.target.parentNode;
        const g = el.tagName === 'g' ? el : el.closest('g');
        const at = el === g ? 'g' : [...g.children].indexOf(el);
        globalThis.written.add(`${g.getAttribute('class')}:${at}:${m.attributeName ?? 'text'}`);
      }
    }).observe(document.querySelector('svg.layer-drag'), {
      attributes: true,
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
const writes = (page) => page.evaluate(() => [...globalThis.written]);
// The overlay's pixels holding paint in the scene rectangle of cells [c0, r0] to [c1, r1] (inclusive).
const paintIn = async (page, [c0, r0], [c1, r1]) => {
  const [x, y] = (await cellPoint(page, [c0, r0])).map((v) => v - PX / 2);
  return svgRaster(svg(page), { rect: [x, y, (c1 - c0 + 1) * PX, (r1 - r0 + 1) * PX] });
};

test('a drag far across the map and back near: nothing of the far step is left, the near one is shown', async () => {
  const page = await heroDragged([20, 12], 4);
  assert.ok((await paintIn(page, [14, 8], [27, 15])) > 2000, 'the far step: its path, token and label drawn');
  const [x, y] = await cellPoint(page, [3, 2]);
  await page.mouse.move(x, y, { steps: 4 });
  assert.equal(await paintIn(page, [14, 8], [27, 15]), 0, 'paint of the far step left');
  // The near step: the path's cells, the token (its white rim and letters) and the label beside it.
  assert.ok((await paintIn(page, [1, 1], [3, 2])) > 1000, 'the near step drawn');
  const label = await page.evaluate(() => globalThis.footworkExample.vtt.overlay.label.lines[0].text);
  assert.match(label, /^\d+ ft/);
  await page.mouse.up();
  assert.equal(await overlayPaintedPixels(page), 0, 'the drop leaves nothing');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the dragged token moves as a whole: its disc and letters are not written again, the part is moved', async () => {
  const page = await heroDragged([4, 1], 2);
  await watchWrites(page);
  const [x, y] = await cellPoint(page, [6, 3]);
  await page.mouse.move(x, y, { steps: 1 });
  const written = await writes(page);
  assert.ok(written.includes('token:g:transform'), `the token's part moved: ${written}`);
  assert.deepEqual(
    written.filter((w) => w.startsWith('token:') && w !== 'token:g:transform'),
    [],
    'the token’s elements written again',
  );
  // The token's disc is where the pointer left it: its colour above its letters, inside its rim.
  const [[r, g, b, a]] = await svgRaster(svg(page), { part: 'token', points: [[x, y - 12]] });
  assert.ok(b > 150 && r < 100 && a > 200, `the token's disc at the pointer: ${[r, g, b, a]}`);
  await drop(page);
});

test('a long path’s cells are paths of 16 cells at most: a step onto a new cell rewrites only the last', async () => {
  const page = await heroDragged([19, 1], 6);
  const count = () => page.evaluate(() => document.querySelectorAll('svg.layer-drag g.cells path').length);
  assert.equal(await count(), 2, '18 cells: 16, then 2');
  await watchWrites(page);
  await page.mouse.move(...(await cellPoint(page, [20, 1])), { steps: 1 });
  assert.deepEqual(
    (await writes(page)).filter((w) => w.startsWith('cells:')),
    ['cells:1:d'],
  );
  await drop(page);
});

test('a large token’s path: its overlapping squares darken where they overlap, as squares painted one by one', async () => {
  const page = await openExample(browser, site.url, { width: 1280, height: 720 });
  await loadScene(page, scene([{ ...token('ogre', [1, 4], 'monsters', 40), cells: 2, x: 2 * PX, y: 5 * PX }]));
  // Picked up by its centre (a corner of four cells) and dragged three cells right: squares at
  // columns 2–3, 3–4 and 4–5, the token's disc at the last.
  const at = await cellPoint(page, [1, 4], 2);
  await page.mouse.move(...at);
  await page.mouse.down();
  await page.mouse.move(at[0] + 3 * PX, at[1], { steps: 3 });
  const cells = await page.evaluate(() => globalThis.footworkExample.vtt.overlay.cells.map((c) => c.cell.join(',')));
  assert.deepEqual(cells, ['2,4', '3,4', '4,4']);
  // Column 2 lies under one square, column 3 under two: the same fill, laid twice there.
  const [once, twice] = await svgRaster(svg(page), {
    part: 'cells',
    points: [
      [2 * PX + 5, 4 * PX + 5],
      [3 * PX + 5, 4 * PX + 5],
    ],
    local: true,
  });
  assert.ok(once[3] > 0 && twice[3] > once[3] + 20, `one square's alpha ${once[3]}, two squares' ${twice[3]}`);
  await drop(page);
});
