// Shared by the example VTT's tests and benchmark: build web/examples into a temporary folder (as
// scripts/run.d/20-dist.sh does for dist/examples/), open it from disk in Debian's headless Chromium
// through playwright-core, and drive it with real mouse events on its canvas.
import { before, after } from 'node:test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../chromium.mjs';
import { packageDir, repo } from '../harness.mjs';
import { buildExample } from '../../examples/build.mjs';
import { svgRaster } from '../svg-raster.mjs';

export const screenshots = resolve(repo, 'build/screenshots');

export async function built() {
  const dir = mkdtempSync(join(tmpdir(), 'footwork-example-'));
  await buildExample(join(dir, 'examples'), packageDir);
  mkdirSync(screenshots, { recursive: true });
  return {
    dir: join(dir, 'examples'),
    url: pathToFileURL(join(dir, 'examples', 'index.html')).href,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const launch = () => launchChromium();

/** For one test file: the example built and a browser launched before its tests, both gone after; `use({site, browser})`. */
export function exampleForFile(use) {
  let site;
  let browser;
  before(async () => {
    site = await built();
    browser = await launch();
    use({ site, browser });
  });
  after(async () => {
    await browser?.close();
    site?.remove();
  });
}

// The scenes' tokens: a cell of PX pixels, a token at its cell's centre, coloured by its side.
export const PX = 40;
export const centre = ([c, r]) => ({ x: (c + 0.5) * PX, y: (r + 0.5) * PX });
export const token = (id, cell, side, speed = 30) => ({
  id,
  name: id[0].toUpperCase() + id.slice(1),
  ...centre(cell),
  speed,
  side,
  colour: side === 'party' ? '#2f6fbf' : '#b23a48',
});

// A new page on the example, waiting until the engine has started; page errors are collected.
export async function openExample(browser, url, viewport = { width: 1320, height: 760 }) {
  const page = await browser.newPage({ viewport });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { timeout: 30000 });
  if ((await page.getAttribute('body', 'data-ready')) !== '1')
    throw new Error(`The example did not start: ${await messages(page)}`);
  return page;
}

/** Loads a scene in the VTT's own format, the way its scene box does. */
export async function loadScene(page, scene) {
  await page.evaluate((s) => globalThis.footworkExample.vtt.load(s), scene);
}

/** The page coordinates of the centre of cell [col, row] (of a 1-cell token there). */
export async function cellPoint(page, [col, row], cells = 1) {
  const box = await page.locator('.layer-overlay').boundingBox();
  const px = await page.evaluate(() => globalThis.footworkExample.vtt.scene.cellPx);
  return [box.x + (col + cells / 2) * px, box.y + (row + cells / 2) * px];
}

/** A grid corner [col, row] in page coordinates. */
export async function cornerPoint(page, [col, row]) {
  const box = await page.locator('.layer-overlay').boundingBox();
  const px = await page.evaluate(() => globalThis.footworkExample.vtt.scene.cellPx);
  return [box.x + col * px, box.y + row * px];
}

/** Presses on the token in `from` and moves through `cells` (not releasing): real pointer events. */
export async function pickUpAndMove(page, from, cells, steps = 3) {
  const [x, y] = await cellPoint(page, from);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (const c of cells) {
    const [cx, cy] = await cellPoint(page, c);
    await page.mouse.move(cx, cy, { steps });
  }
}

export async function drag(page, from, cells) {
  await pickUpAndMove(page, from, cells);
  await page.mouse.up();
}

/** Selects a tool and drags across the given points (page coordinates). */
export async function stroke(page, tool, points) {
  await page.click(`[data-tool="${tool}"]`);
  await page.mouse.move(...points[0]);
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(...p, { steps: 4 });
  await page.mouse.up();
  await page.click('[data-tool="move"]');
}

/** The label lines the adapter drew beside the dragged token (what the canvas shows, as text). */
export function label(page) {
  return page.evaluate(() => globalThis.footworkExample.vtt.overlay?.label?.lines.map((l) => l.text) ?? null);
}

// The overlay's SVG (examples/layers.js), in scene pixels.
export const overlaySvg = (page) => page.locator('svg.layer-drag');

/**
 * The colour the overlay shows in cell [col, row]: 'green', 'yellow', 'red' or 'none'. Sampled 5 px
 * inside each of the cell's corners, where neither the path's line (through the centres; a diagonal
 * line passes two opposite corners) nor a 1-cell token reaches; the first corner showing a fill wins.
 * Read from the overlay as the browser rasterises it (../svg-raster.mjs).
 */
export async function overlayColour(page, [col, row]) {
  const px = await page.evaluate(() => globalThis.footworkExample.vtt.scene.cellPx);
  const corners = [
    [5, 5],
    [px - 6, 5],
    [5, px - 6],
    [px - 6, px - 6],
  ].map(([dx, dy]) => [col * px + dx, row * px + dy]);
  const classify = ([r, g, b, a]) => {
    if (a < 20) return 'none';
    if (g > 120 && r < 120) return 'green';
    if (r > 180 && g > 140 && b < 90) return 'yellow';
    if (r > 160 && g < 90) return 'red';
    return `rgba(${r},${g},${b},${a})`;
  };
  const seen = (await svgRaster(overlaySvg(page), { points: corners, local: true })).map(classify);
  const fill = seen.find((c) => ['green', 'yellow', 'red'].includes(c));
  return fill ?? (seen.every((c) => c === 'none') ? 'none' : seen.join(' '));
}

/** Whether the area layer (the reachable area on pick-up) is tinted at cell [col, row]. */
export function areaTinted(page, [col, row]) {
  return page.evaluate(
    ([c, r]) => {
      const { vtt } = globalThis.footworkExample;
      const px = vtt.scene.cellPx;
      return vtt.ctx.area.getImageData(c * px + px / 2, r * px + px / 2, 1, 1).data[3] > 0;
    },
    [col, row],
  );
}

export function messages(page) {
  return page.evaluate(() => [...document.querySelectorAll('.messages li')].map((li) => li.textContent));
}

export async function shot(page, name) {
  await page.screenshot({ path: join(screenshots, `example-${name}.png`) });
}

/** How many pixels of the overlay still hold paint (0 once a drag has ended or been cancelled). */
export const overlayPaintedPixels = (page) => svgRaster(overlaySvg(page));

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built folder on a free local port (as any web server would): {url, stop}. */
export async function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^([/\\.])+/, '');
    try {
      const body = readFileSync(join(dir, path || 'index.html'));
      res.writeHead(200, { 'content-type': TYPES[extname(path || '.html')] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/index.html`, stop: () => server.close() };
}
