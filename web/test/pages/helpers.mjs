// Shared by the page tests: build the calculator page as scripts/run.d/21-calculator.sh does
// (dist/footwork.html: one self-contained file), serve it with python3's http.server on a free port,
// and drive it in Debian's headless Chromium through playwright-core.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { after, before } from 'node:test';
import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../chromium.mjs';
import { repo, packageDir } from '../harness.mjs';
import { buildPage } from '../../calculator/build.mjs';
import { svgRaster } from '../svg-raster.mjs';

export const shotDir = resolve(repo, 'build/screenshots');

// A fresh folder holding footwork.html (index.html too, for the served root), like dist/.
export async function assemble() {
  const engine = resolve(packageDir, 'footwork.single.js');
  if (!existsSync(engine)) throw new Error(`${engine} is missing: build the wasm preset first`);
  const dir = mkdtempSync(join(tmpdir(), 'footwork-page-'));
  await buildPage(engine, join(dir, 'footwork.html'));
  await buildPage(engine, join(dir, 'index.html'));
  return {
    dir,
    url: pathToFileURL(join(dir, 'footwork.html')).href,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

// Every test gets a new context (its own localStorage) on one browser (test/chromium.mjs).
export const launch = () => launchChromium();

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

// python3 -m http.server on a free port, as scripts/run.d/30-serve.sh serves dist/.
export async function serve(dir) {
  const port = await freePort();
  const child = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(base + 'index.html');
      if (r.ok) return { url: base + 'footwork.html', stop: () => child.kill() };
    } catch (e) {
      /* not up yet */
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`python3 -m http.server did not start: ${stderr}`);
}

/**
 * The calculator page built (assemble), served over http too when `http` (serve), and one browser,
 * for every test of a file (each test opens its own context): registers node:test's before and after
 * hooks, hands {site, server, browser} to `use` once they are up, and stops and removes them when the
 * file is done. Screenshots go to shotDir, made here.
 * @param {(s: {site: any, server: any, browser: any}) => void} use
 * @param {{http?: boolean}} [options]
 */
export function calculatorForFile(use, { http = false } = {}) {
  let site;
  let server;
  let browser;
  before(async () => {
    mkdirSync(shotDir, { recursive: true });
    site = await assemble();
    if (http) server = await serve(site.dir);
    browser = await launch();
    use({ site, server, browser });
  });
  after(async () => {
    if (browser) await browser.close();
    if (server) server.stop();
    if (site) site.remove();
  });
}

// A new context and page on the calculator, waiting until the engine has started. Page errors
// (uncaught exceptions) and console errors are collected so tests can assert there were none.
export async function openPage(browser, url, { width = 1500, height = 1000, context: given, onPage } = {}) {
  const context =
    given ||
    (await browser.newContext({
      viewport: { width, height },
      permissions: ['clipboard-read', 'clipboard-write'],
      acceptDownloads: true,
    }));
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
  });
  if (onPage) onPage(page);
  // A screenshot shows the page as a person sees it once the pointer rests: the line under the map
  // written (status-line.js).
  const screenshot = page.screenshot.bind(page);
  page.screenshot = async (options) => {
    await linesSettled(page);
    return screenshot(options);
  };
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { timeout: 30000 });
  const ready = await page.getAttribute('body', 'data-ready');
  if (ready !== '1') throw new Error('The page did not start: ' + (await page.textContent('#error')));
  return page;
}

// The page-pixel centre of map cell [x, y] (from the map's own zoom and pan); on squares `fx`, `fy`
// place the point elsewhere in the cell. On a hex grid: the hexagon's centre (the view's own).
export async function cellCentre(page, x, y, fx = 0.5, fy = 0.5) {
  return page.evaluate(
    ([x, y, fx, fy]) => {
      const v = window.footworkCalc.view;
      const r = document.getElementById('map').getBoundingClientRect();
      if (v.shape) {
        const [cx, cy] = v.cellCentre([x, y]);
        return [r.left + cx, r.top + cy];
      }
      return [r.left + v.ox + (x + fx) * v.cellPx, r.top + v.oy + (y + fy) * v.cellPx];
    },
    [x, y, fx, fy],
  );
}

// On a hex grid: the page pixel a fraction `t` of the way from the centre of hex a to the centre of its
// neighbour b (t 0.4: inside a, near the side they share).
export async function towards(page, a, b, t = 0.4) {
  const [ax, ay] = await cellCentre(page, ...a);
  const [bx, by] = await cellCentre(page, ...b);
  return [ax + (bx - ax) * t, ay + (by - ay) * t];
}

// Clicks the centre of map cell [x, y].
export async function clickCell(page, x, y) {
  const [px, py] = await cellCentre(page, x, y);
  await page.mouse.click(px, py);
}

// The pointer onto cell (x, y)'s centre in `steps` pointer moves (1: straight there, no cell between
// asked on the way, for a test that counts the engine's queries).
export async function hoverCell(page, x, y, steps = 2) {
  const [px, py] = await cellCentre(page, x, y);
  await page.mouse.move(px, py, { steps });
  await answered(page);
}

// The pointer's cell answered: on a large map the worker's best path has come (the page's move model
// no longer `waiting`, calculator/js/path-worker.js); at once elsewhere.
export const answered = (page) => page.waitForFunction(() => !window.footworkCalc?.move?.waiting);

/**
 * Counts the calls the page makes to the shim's Session methods `names` (its engine queries) from
 * now on; returns a reader of the counts, `{name: calls}`.
 */
export async function countSessionCalls(page, names) {
  await calc(
    page,
    (app, names) => {
      const s = app.session;
      window.sessionCalls = {};
      for (const name of names) {
        window.sessionCalls[name] = 0;
        const own = s[name].bind(s);
        s[name] = (...a) => {
          window.sessionCalls[name]++;
          return own(...a);
        };
      }
    },
    names,
  );
  return () => page.evaluate(() => ({ ...window.sessionCalls }));
}

// Drags over the listed cells with the mouse button held (`steps` pointer moves between cells).
export async function dragCells(page, cells, steps = 2) {
  const [x0, y0] = await cellCentre(page, ...cells[0]);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (const c of cells.slice(1)) {
    const [x, y] = await cellCentre(page, ...c);
    await page.mouse.move(x, y, { steps });
  }
  await page.mouse.up();
}

// Loads a scene through the page's own import box (the way a user pastes one).
export async function importScene(page, scene) {
  if (!(await page.isVisible('#scene-text'))) await page.click('#scene-section summary');
  await page.fill('#scene-text', typeof scene === 'string' ? scene : JSON.stringify(scene));
  await page.click('#scene-import');
}

export async function tool(page, name) {
  await page.check(`input[name=tool][value=${name}]`);
}

// Once no live region is still to be written (the line under the map waits for the pointer to rest
// and is aria-busy until then: calculator/js/status-line.js).
export const linesSettled = (page) => page.waitForSelector('[aria-busy="true"]', { state: 'detached' });

// The page's answers: the move query's summary and steps as the Move tab shows them; any element's
// text once the live regions are written.
export const text = async (page, sel) => {
  await linesSettled(page);
  return (await page.textContent(sel)).trim();
};
export const column = (page, cls) =>
  page.$$eval(`#steps tbody td.${cls}`, (tds) => tds.map((td) => td.textContent.trim()));

// Reads the page's state (the engine's answers as the page holds them) in the browser.
export const calc = (page, fn, arg) =>
  page.evaluate(
    ([src, a]) => new Function('app', 'arg', `return (${src})(app, arg);`)(window.footworkCalc, a),
    [fn.toString(), arg],
  );

// The most common colour of 25 samples of cell [x, y] on a map layer, as #rrggbb (a pattern
// covers less than half a cell, so this is the cell's fill).
export async function cellColour(page, x, y, layer = 'terrain') {
  return page.evaluate(
    ([x, y, layer]) => {
      const v = window.footworkCalc.view;
      const g = v.contexts[layer];
      const counts = new Map();
      // Irregular offsets, so that the samples do not all fall on the same phase of a tiled pattern.
      const at = [0.13, 0.29, 0.46, 0.63, 0.81];
      for (const fi of at)
        for (const fj of at) {
          const px = Math.round((v.ox + (x + fi) * v.cellPx) * v.dpr) + Math.round(fj * 7);
          const py = Math.round((v.oy + (y + fj) * v.cellPx) * v.dpr);
          const d = g.getImageData(px, py, 1, 1).data;
          const hex = '#' + [d[0], d[1], d[2]].map((c) => c.toString(16).padStart(2, '0')).join('');
          counts.set(hex, (counts.get(hex) || 0) + 1);
        }
      return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
    },
    [x, y, layer],
  );
}

// The colour of the move's overlay (an SVG over the canvases: shim/svg-layer.js) at a page point, as
// [#rrggbb, alpha]: the overlay as the page has it, rasterised by the browser (../svg-raster.mjs).
export async function overlayColour(page, point) {
  const svg = await page.evaluateHandle(() => window.footworkCalc.view.overlay.svg);
  const [[r, g, b, a]] = await svgRaster(svg, { points: [point] });
  return ['#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join(''), a];
}

// The default scene has a hero at [1,3] (walk 30, party) and an orc at [7,3]. Removing the orc
// through the creature tool and shrinking the grid builds the small scene most tests start from;
// the allowance is set to the first band (move) so that "left" is what is left of the speed.
export async function smallScene(page, ruleset, assert) {
  await tool(page, 'creature');
  await clickCell(page, 7, 3);
  assert.equal(await page.inputValue('#cr-id'), 'orc');
  await page.click('#cr-remove');
  await page.fill('#grid-width', '6');
  await page.fill('#grid-height', '5');
  await page.click('#grid-apply');
  await page.selectOption('#ruleset', ruleset);
  if ((await page.inputValue('#grid-feet')) !== '5') {
    await page.fill('#grid-feet', '5');
    await page.click('#grid-apply');
  }
  await page.selectOption('#band', 'move');
  await tool(page, 'path');
  assert.deepEqual(await calc(page, (app) => [app.scene.info().width, app.scene.info().height]), [6, 5]);
  assert.equal(await page.isHidden('#error'), true, 'no error while building the scene');
}

export async function paint(page, brush, cells) {
  await tool(page, 'terrain');
  await page.check(`input[name=brush][value="${brush}"]`);
  for (const [x, y] of cells) await clickCell(page, x, y);
  await tool(page, 'path');
}

// Label boxes drawn on the map that overlap: two labels that are not plates, or two plates.
export const overlaps = (labels) => {
  const out = [];
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i];
      const b = labels[j];
      if (a.plate !== b.plate) continue;
      if (a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5)
        out.push([a, b]);
    }
  return out;
};
