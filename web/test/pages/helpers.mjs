// Shared by the page tests: assemble the calculator page with the engine (as scripts/run.d/20-dist.sh
// does for dist/calculator/), serve it with python3's http.server on a free port, and drive it in
// Debian's headless Chromium through playwright-core.
import { cpSync, copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { repo, packageDir } from '../harness.mjs';

export const pageSource = resolve(repo, 'web/calculator');

// A fresh folder holding the page and footwork.single.js, like dist/calculator/.
export function assemble() {
  const engine = resolve(packageDir, 'footwork.single.js');
  if (!existsSync(engine)) throw new Error(`${engine} is missing: build the wasm preset first`);
  const dir = mkdtempSync(join(tmpdir(), 'footwork-page-'));
  cpSync(pageSource, dir, { recursive: true });
  copyFileSync(engine, join(dir, 'footwork.single.js'));
  return { dir, url: pathToFileURL(join(dir, 'index.html')).href, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// Headless Chromium as toolchain.md says (root needs --no-sandbox; the networking flags keep it off
// the closed network). Playwright's launch() gives every browser a fresh temporary user-data-dir,
// and every test gets a new context (its own localStorage).
export async function launch() {
  const executablePath = process.env.FOOTWORK_CHROMIUM || '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); });
  });
}

// python3 -m http.server on a free port, as scripts/run.d/30-serve.sh serves dist/.
export async function serve(dir) {
  const port = await freePort();
  const child = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir],
    { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(base + 'index.html');
      if (r.ok) return { url: base + 'index.html', stop: () => child.kill() };
    } catch (e) { /* not up yet */ }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`python3 -m http.server did not start: ${stderr}`);
}

// A new context and page on the calculator, waiting until the engine has started. Page errors
// (uncaught exceptions) are collected in page.errors so tests can assert there were none.
export async function openPage(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 1500, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { timeout: 30000 });
  const ready = await page.getAttribute('body', 'data-ready');
  if (ready !== '1') throw new Error('The page did not start: ' + (await page.textContent('#error')));
  return page;
}

// Clicks the centre of map cell [x, y].
export async function clickCell(page, x, y) {
  const cell = page.locator(`#board .cell[data-x="${x}"][data-y="${y}"]`);
  await cell.scrollIntoViewIfNeeded();
  const box = await cell.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

// Drags over the listed cells with the mouse button held.
export async function dragCells(page, cells) {
  const centre = async ([x, y]) => {
    const b = await page.locator(`#board .cell[data-x="${x}"][data-y="${y}"]`).boundingBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  };
  await page.locator('#board').scrollIntoViewIfNeeded();
  const [x0, y0] = await centre(cells[0]);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (const c of cells.slice(1)) {
    const [x, y] = await centre(c);
    await page.mouse.move(x, y, { steps: 2 });
  }
  await page.mouse.up();
}

// Loads a scene through the page's own import box (the way a user pastes one).
export async function importScene(page, scene) {
  await page.fill('#scene-text', typeof scene === 'string' ? scene : JSON.stringify(scene));
  await page.click('#scene-import');
}
