// Shared by the extension tests: build the unpacked extension (web/extension/build.mjs, esbuild, as
// scripts/run.d/22-extension.sh does for dist/extension/), start Debian's Chromium headless with it
// loaded, and serve the Roll20 replica (fixtures/) at https://app.roll20.net/editor/ through
// Playwright's request routing — nothing reaches the network.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { after, before } from 'node:test';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromiumWithExtension } from '../chromium.mjs';
import { packageDir, repo } from '../harness.mjs';
import { buildExtension } from '../../extension/build.mjs';
import { svgRaster } from '../svg-raster.mjs';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures');

// `openShadow` (the default here): the panel's shadow root open, so the tests can drive it with
// Playwright's locators; the test of the closed root passes false and gets the users' build.
export async function assembleExtension({ openShadow = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'footwork-ext-'));
  await buildExtension(join(dir, 'extension'), packageDir, { openShadow });
  return { dir, extension: join(dir, 'extension'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * One unpacked extension and its browser for every test of a file (each test opens its own page):
 * registers node:test's before and after hooks, hands the context to `use` once it is up, and closes
 * and removes both when the file is done. Screenshots go to build/screenshots/, made here.
 */
export function extensionForFile(use) {
  let ext;
  let context;
  before(async () => {
    mkdirSync(resolve(repo, 'build/screenshots'), { recursive: true });
    ext = await assembleExtension();
    context = await launchWithExtension(ext);
    use(context);
  });
  after(async () => {
    if (context) await context.close();
    if (ext) ext.remove();
  });
}

// Extensions need a persistent context (test/chromium.mjs).
export async function launchWithExtension({ dir, extension }) {
  const context = await launchChromiumWithExtension(join(dir, 'profile'), extension, {
    viewport: { width: 1400, height: 900 },
  });
  context.csp = null; // a Content-Security-Policy header for the editor page, set per test
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'chrome-extension:') return route.continue(); // the extension's own files
    if (url.origin !== 'https://app.roll20.net') return route.abort(); // nothing else leaves the machine
    const headers = context.csp ? { 'content-security-policy': context.csp } : {};
    if (url.pathname === '/editor/' || url.pathname === '/editor')
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        headers,
        body: readFileSync(join(fixtures, 'editor.html')),
      });
    if (url.pathname === '/replica/roll20-replica.js' || url.pathname === '/replica/roll20-map.js')
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: readFileSync(join(fixtures, url.pathname.slice('/replica/'.length))),
      });
    return route.fulfill({ status: 404, body: 'not in the replica' });
  });
  return context;
}

// A new tab on the replica with this scenario; waits until the extension's panel has the page.
// Each scenario is its own campaign unless it names one: the extension keeps settings per campaign
// in chrome.storage, which lasts as long as the browser profile.
let campaigns = 0;
export async function openEditor(context, scenario) {
  if (scenario.campaign === undefined) scenario = { ...scenario, campaign: `campaign-${process.pid}-${++campaigns}` };
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
    if (process.env.FOOTWORK_DEBUG) console.log('console:', m.type(), m.text());
  });
  await page.addInitScript((s) => {
    window.__replicaScenario = s;
  }, scenario);
  await page.goto('https://app.roll20.net/editor/');
  await page.waitForSelector('footwork-panel[data-state="ready"]', { state: 'attached', timeout: 60000 });
  await page.waitForFunction(
    () =>
      !/Waiting/.test(
        document.querySelector('footwork-panel')?.shadowRoot?.querySelector('[data-fw=grid]')?.textContent ?? 'Waiting',
      ),
    null,
    { timeout: 30000 },
  );
  return page;
}

// Runs fn in the page (Roll20's world) and waits for the panel to render the result.
export async function act(page, fn, arg) {
  const before = await page.getAttribute('footwork-panel', 'data-version');
  await page.evaluate(fn, arg);
  await page.waitForFunction(
    (v) => document.querySelector('footwork-panel').getAttribute('data-version') !== v,
    before,
    { timeout: 10000 },
  );
}

export const panelText = (page, sel) =>
  page
    .locator(`footwork-panel ${sel}`)
    .first()
    .textContent()
    .then((t) => t.trim());
export const panelColumn = (page, cls) =>
  page
    .locator(`footwork-panel [data-fw=steps] td.${cls}`)
    .allTextContents()
    .then((a) => a.map((t) => t.trim()));

// Pixel centre of cell [x, y] on a page of 70-px cells (snapping_increment 1): "left, top: pixel
// centre of the token" (Roll20/roll20-api-scripts `.types/index.d.ts`).
export const at = (x, y) => [70 * x + 35, 70 * y + 35];
/** A graphic's attributes as the replica's page holds them, one cell of 70 px at [x, y]. */
export const token = (id, name, [x, y], extra = {}) => ({
  id,
  name,
  left: at(x, y)[0],
  top: at(x, y)[1],
  width: 70,
  height: 70,
  ...extra,
});

/**
 * What the replica is opened on (openEditor): a square page of 5-ft cells measured the D&D 5E way,
 * with its graphics and walls, the map's engine and the user. Sizes are in 70-px units.
 * @param {{id: string, name?: string, width: number, height: number, graphics: object[], paths?: object[],
 *   engine?: string, player?: {id: string, gm: boolean}}} o
 */
export const squareScenario = ({
  id,
  name,
  width,
  height,
  graphics,
  paths,
  engine = 'legacy',
  player = { id: 'player-1', gm: false },
}) => ({
  map: { engine, player },
  page: {
    id,
    ...(name === undefined ? {} : { name }),
    width,
    height,
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: 'square',
    diagonaltype: 'foure',
    graphics,
    ...(paths === undefined ? {} : { paths }),
  },
  turnorder: [],
});

/** Opens the panel's "Page and rules" (closed by default: the panel is compact) with a real click. */
export async function openPageSection(page) {
  const open = await page.evaluate(
    () => document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=page]').open,
  );
  if (!open) await page.locator('footwork-panel [data-fw=page] > summary').click();
}

/** The page coordinates of the centre of square [x, y] on the replica's map (its own transform). */
export const clientCell = (page, cell) => page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), at(...cell));

/**
 * A real drag held, not dropped: the mouse pressed on square `from` and moved through `cells`, until
 * the overlay's label is shown for the last of them.
 */
export async function holdThrough(page, from, cells) {
  const [x0, y0] = await clientCell(page, from);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (const c of cells) {
    const [x, y] = await clientCell(page, c);
    await page.mouse.move(x, y, { steps: 5 });
  }
  await page.waitForFunction((cell) => {
    const b = document.querySelector('footwork-overlay')?.shadowRoot?.querySelector('.label');
    return b && !b.hidden && b.dataset.cell === cell;
  }, cells.at(-1).join(','));
}

// What the overlay draws (extension/overlay.js: one SVG in three parts, `area`, `places` and `path`),
// as the browser rasterises it: `part` alone (null: all three) into a canvas of the overlay's device
// pixels. `points` are client points, or with `local` points of the overlay itself; each gives its
// RGBA there.
export const overlayPixels = (page, part, points, { local = false } = {}) =>
  rasterOverlay(page, part, { points, local });

// How many device pixels of `part` (null: all three) have anything drawn, in a client rectangle
// [x, y, w, h] (default the whole overlay).
export const overlayPainted = (page, part, rect = null) => rasterOverlay(page, part, { rect });

const rasterOverlay = async (page, part, query) =>
  svgRaster(
    await page.evaluateHandle(() => document.querySelector('footwork-overlay').shadowRoot.querySelector('svg.marks')),
    { part, ...query },
  );
