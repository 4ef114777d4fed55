// Shared by the Owlbear extension's tests: build the extension (web/owlbear/build.mjs, as
// scripts/run.d/24-owlbear.sh does for dist/owlbear/), bundle the host replica (harness/host.js),
// and serve both through Playwright's request routing on two origins, as Owlbear frames an
// extension from its own server: the host at https://obr.test, the extension at https://ext.test.
// Nothing reaches the network. Scenario builders make Owlbear items as types/items/*.d.ts shape them.
import { before, after } from 'node:test';
import { mkdtempSync, readFileSync, rmSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, extname } from 'node:path';
import { createRequire } from 'node:module';
import { launchChromium } from '../chromium.mjs';
import { repo, packageDir } from '../harness.mjs';
import { buildExtension } from '../../owlbear/build.mjs';

export const HOST = 'https://obr.test';
export const EXT = 'https://ext.test';
export const PLUGIN = 'com.footwork.owlbear';
export const TOOL_MODE = `${PLUGIN}/mode/move`;
export const DPI = 150; // Owlbear's default scene resolution: 150 pixels per square
const harnessDir = resolve(repo, 'web/test/owlbear/harness');
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown',
};

export async function prepare() {
  const dir = mkdtempSync(join(tmpdir(), 'footwork-owlbear-'));
  await buildExtension(join(dir, 'ext'), packageDir, { minify: false });
  const esbuild = createRequire(resolve(repo, 'web/package.json'))('esbuild');
  mkdirSync(join(dir, 'harness'));
  await esbuild.build({
    entryPoints: [join(harnessDir, 'host.js')],
    outfile: join(dir, 'harness', 'host.js'),
    bundle: true,
    format: 'esm',
    nodePaths: [resolve(repo, 'web/node_modules')],
    logLevel: 'silent',
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const launch = () => launchChromium();

/**
 * For one test file: the extension built and the replica bundled (prepare) and a browser launched
 * before its tests, both gone after them; `use({built, browser})` hands them to the file.
 */
export function hostForFile(use) {
  let built;
  let browser;
  before(async () => {
    built = await prepare();
    browser = await launch();
    use({ built, browser });
  });
  after(async () => {
    await browser?.close();
    built?.remove();
  });
}

function file(res, path, headers = {}) {
  if (!existsSync(path)) return res.fulfill({ status: 404, body: 'not here' });
  return res.fulfill({
    status: 200,
    contentType: TYPES[extname(path)] ?? 'application/octet-stream',
    headers,
    body: readFileSync(path),
  });
}

/** A page on the host replica with this scenario; resolves when the background page is ready. */
export async function openHost(browser, built, scenario, { waitReady = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 760 } });
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === HOST) {
      if (url.pathname === '/harness/host.html') return file(route, join(harnessDir, 'host.html'));
      if (url.pathname === '/harness/host.js') return file(route, join(built.dir, 'harness', 'host.js'));
    }
    if (url.origin === EXT) {
      const headers = scenario.csp ? { 'content-security-policy': scenario.csp } : {};
      return file(route, join(built.dir, 'ext', url.pathname.slice(1)), url.pathname.endsWith('.html') ? headers : {});
    }
    return route.abort();
  });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
    if (process.env.FOOTWORK_DEBUG) console.log('console:', m.type(), m.text());
  });
  await page.addInitScript(
    (s) => {
      window.__scenario = s;
    },
    { extensionOrigin: EXT, ...scenario },
  );
  await page.goto(`${HOST}/harness/host.html`);
  page.close2 = () => context.close();
  if (waitReady) {
    await page.waitForFunction((mode) => window.harness?.state.modes.has(mode), TOOL_MODE, { timeout: 30000 });
    await page.evaluate((mode) => window.harness.activateMode(mode), TOOL_MODE);
    await settle(page);
  }
  return page;
}

export const background = (page) => page.frames().find((f) => f.url().startsWith(`${EXT}/background.html`));
export const panel = (page) => page.frames().find((f) => f.url().startsWith(`${EXT}/panel.html`));

/**
 * Waits until the host has had no message for a while (the extension has done what it does). The
 * quiet time counts from the call as well as from the last message: an action's first message (the
 * SDK's round trip before a write) may not have reached the host yet when settle is called, and a log
 * already quiet would otherwise end the wait before it does.
 */
export async function settle(page, quietMs = 250) {
  const from = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    ([q, from]) => {
      const log = window.harness.log;
      const last = Math.max(from, log.length ? log[log.length - 1].t : 0);
      return performance.now() - last > q;
    },
    [quietMs, from],
    { timeout: 20000, polling: 50 },
  );
}

/** The extension's own view of the scene (its background page's state). */
export const status = (page) =>
  background(page).evaluate(() => {
    const s = globalThis.__footwork;
    return {
      ready: !!s.link?.ready,
      problems: s.messages.map((m) => ({ code: m.code, message: m.message })),
      ruleset: s.link?.mapped?.ruleset,
      transient: s.transient, // the last drag-time problem: the shim's one shape
      timings: s.tool?.timings ?? [],
    };
  });

// Items shaped as types/items/*.d.ts say (a token: IMAGE on CHARACTER, 300-px image at 300 dpi = one square).
let n = 0;
const base = (type, layer, name) => ({
  id: `${type.toLowerCase()}-${++n}`,
  type,
  name,
  visible: true,
  locked: false,
  createdUserId: 'player-1',
  zIndex: n,
  lastModified: '2026-01-01T00:00:00.000Z',
  lastModifiedUserId: 'player-1',
  position: { x: 0, y: 0 },
  rotation: 0,
  scale: { x: 1, y: 1 },
  metadata: {},
  layer,
});

export function token(id, name, [x, y], { squares = 1, side, walk, fly, size } = {}) {
  const t = base('IMAGE', 'CHARACTER', name);
  t.id = id;
  t.position = { x: (x + squares / 2) * DPI, y: (y + squares / 2) * DPI };
  t.image = { width: 300 * squares, height: 300 * squares, mime: 'image/png', url: 'https://obr.test/token.png' };
  t.grid = { dpi: 300, offset: { x: 150 * squares, y: 150 * squares } };
  t.text = { richText: [], plainText: '', style: {}, type: 'PLAIN', width: 'AUTO', height: 'AUTO' };
  t.textItemType = 'LABEL';
  const meta = {};
  if (side !== undefined) meta.side = side;
  if (walk !== undefined) meta.walk = walk;
  if (fly !== undefined) meta.fly = fly;
  if (size !== undefined) meta.size = size;
  if (Object.keys(meta).length) t.metadata[`${PLUGIN}/token`] = meta;
  return t;
}

export function mapImage(width, height) {
  const m = base('IMAGE', 'MAP', 'Map');
  m.image = { width: width * 100, height: height * 100, mime: 'image/png', url: 'https://obr.test/map.png' };
  m.grid = { dpi: 100, offset: { x: 0, y: 0 } };
  m.text = { richText: [], plainText: '', style: {}, type: 'PLAIN', width: 'AUTO', height: 'AUTO' };
  m.textItemType = 'LABEL';
  m.locked = true;
  return m;
}

/** A rectangle drawn over squares [x, y] … [x + w - 1, y + h - 1], marked as difficult terrain. */
export function difficult([x, y], [w, h]) {
  const s = base('SHAPE', 'DRAWING', 'Rubble');
  s.position = { x: x * DPI, y: y * DPI };
  s.width = w * DPI;
  s.height = h * DPI;
  s.shapeType = 'RECTANGLE';
  s.style = {
    fillColor: '#8a6d3b',
    fillOpacity: 0.5,
    strokeColor: '#000',
    strokeOpacity: 1,
    strokeWidth: 2,
    strokeDash: [],
  };
  s.metadata[`${PLUGIN}/mark`] = { terrain: { difficult: 1 } };
  return s;
}

/** Owlbear's own WALL item along grid lines, points in squares (corner coordinates). */
export function wall(points) {
  const w = base('WALL', 'DRAWING', 'Wall');
  w.points = points.map(([x, y]) => ({ x: x * DPI, y: y * DPI }));
  w.doubleSided = true;
  w.blocking = true;
  return w;
}

/** Centre of square [x, y] in scene pixels. */
export const at = ([x, y]) => ({ x: (x + 0.5) * DPI, y: (y + 0.5) * DPI });

/** The messages the extension sent that write something, by id. */
export function writes(log) {
  return log.filter(
    (m) => m.dir === 'in' && /(ADD|UPDATE|DELETE|SET|CREATE|REMOVE)/.test(m.id) && !/SUBSCRIBE/.test(m.id),
  );
}

/** The real mouse drags from the first square's centre through the others (Playwright's page.mouse). */
export async function mouseDrag(page, cells, { release = true, steps = 4 } = {}) {
  const c = (cell) => page.evaluate((p) => window.harness.toCanvas(p), at(cell));
  const [x, y] = await c(cells[0]);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (const cell of cells.slice(1)) {
    const [a, b] = await c(cell);
    await page.mouse.move(a, b, { steps });
    await page.waitForTimeout(15);
  }
  await settle(page);
  if (release) {
    await page.mouse.up();
    await settle(page);
  }
}

/** The texts of the extension's local labels. */
export const labels = (page) =>
  page.evaluate(() => window.harness.state.local.filter((i) => i.type === 'LABEL').map((l) => l.text.plainText));

/** The square under a token's position point (the centre of a one-square token). */
export const squareOf = (page, id) =>
  page.evaluate(
    ([id, dpi]) => {
      const t = window.harness.state.items.find((i) => i.id === id);
      return [Math.floor(t.position.x / dpi), Math.floor(t.position.y / dpi)];
    },
    [id, DPI],
  );

export async function screenshot(page, name) {
  const dir = resolve(repo, 'build/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.harness.draw());
  await page.screenshot({ path: join(dir, name) });
}
