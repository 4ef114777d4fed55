// The Chrome Web Store package of the Roll20 extension (docs/extension.md, "Publishing"): the built
// extension's manifest (Footwork's version, a summary within the store's 132 characters, the 16, 48
// and 128 px icons), the zip, the privacy statement's claim that nothing leaves the browser (no
// network call in the code but the engine loading its own file; no request outside the extension
// and Roll20's page while it runs), and the 1280×800 store screenshots, taken here on the replica of
// Roll20's editor (web/test/extension/fixtures) with a real pointer drag. The screenshots go to
// build/screenshots/store/ and, when FOOTWORK_STORE_DIR is set, there too (scripts/run.d/22-extension.sh).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { after, before, test } from 'node:test';

import { version } from '../../build/version.mjs';
import { storePackage } from '../../extension/store/store-package.mjs';
import { assembleExtension, at, launchWithExtension, openEditor, token } from '../extension/helpers.mjs';
import { repo } from '../harness.mjs';
import { pngSize } from './png.mjs';

const shots = resolve(repo, 'build/screenshots/store');
const storeDir = process.env.FOOTWORK_STORE_DIR ? resolve(process.env.FOOTWORK_STORE_DIR) : null;
let ext;

before(async () => {
  mkdirSync(shots, { recursive: true });
  ext = await assembleExtension();
});
after(() => ext?.remove());

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

test("the manifest: Footwork's version, a summary the store accepts, icons of 16, 48 and 128 px", () => {
  const manifest = JSON.parse(readFileSync(join(ext.extension, 'manifest.json'), 'utf8'));
  assert.equal(manifest.version, version());
  assert.equal(manifest.manifest_version, 3);
  // "no more than 132 characters" (Chrome's manifest reference, "description").
  assert.ok(manifest.description.length <= 132, `${manifest.description.length} characters`);
  assert.deepEqual(Object.keys(manifest.icons).sort(), ['128', '16', '48']);
  for (const [size, file] of Object.entries(manifest.icons)) {
    const { width, height } = pngSize(join(ext.extension, file));
    assert.deepEqual([width, height], [Number(size), Number(size)], file);
  }
  for (const cs of manifest.content_scripts) for (const f of cs.js) assert.ok(existsSync(join(ext.extension, f)), f);
});

test('the zip: manifest.json at its root and every file of the built extension; the listing beside it', () => {
  const out = mkdtempSync(join(tmpdir(), 'footwork-store-'));
  try {
    const zip = storePackage(ext.extension, out);
    assert.equal(relative(out, zip), `footwork-extension-${version()}.zip`);
    const listed = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l && !l.endsWith('/'));
    const built = filesUnder(ext.extension).map((f) => relative(ext.extension, f));
    assert.deepEqual(listed.sort(), built.sort());
    assert.ok(listed.includes('manifest.json') && listed.includes('icons/icon-128.png'));
    for (const f of ['description.md', 'privacy.md', 'icon-128.png']) assert.ok(existsSync(join(out, f)), f);
    // The store's three mandatory images: the icon, a screenshot (below) and the small promotional tile.
    assert.deepEqual(pngSize(join(out, 'promo-tile.png')), { width: 440, height: 280 });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

// Browser calls that send or fetch over the network. The extension's own code (content.js, page.js,
// app.js: the extension, web/shim, web/roll20, web/lib) has none. The engine's glue in lib/ is
// Emscripten's: its loaders (fetch, XMLHttpRequest) only read the engine's own files beside it; the
// screenshot test below checks at run time that every request stays inside the extension.
const NETWORK = [
  /\bXMLHttpRequest\b/,
  /\bWebSocket\b/,
  /\bsendBeacon\b/,
  /\bEventSource\b/,
  /\bRTCPeerConnection\b/,
  /chrome\.storage\.sync\b/,
];

test("privacy: no network call in the extension's own code; the engine fetches only its footwork.wasm", () => {
  const own = filesUnder(ext.extension).filter(
    (f) => /\.(m?js)$/.test(f) && !relative(ext.extension, f).startsWith('lib'),
  );
  assert.deepEqual(own.map((f) => relative(ext.extension, f)).sort(), ['app.js', 'content.js', 'page.js']);
  for (const file of own) {
    const text = readFileSync(file, 'utf8');
    for (const re of [...NETWORK, /\bfetch\(/])
      assert.doesNotMatch(text, re, `${relative(ext.extension, file)} uses ${re}`);
  }
  const glue = readFileSync(join(ext.extension, 'lib/footwork.mjs'), 'utf8');
  const fetches = [...glue.matchAll(/\bfetch\(([^)]*)\)/g)].map((m) => m[1]);
  assert.ok(fetches.length > 0 && fetches.every((a) => /^wasmBinaryFile\b/.test(a)), fetches.join('; '));
});

// A 12 × 8 cave under sw5e ("D&D 5E/4E" ruler): the hero at [1,3] with speed 30, an orc at [5,2],
// difficult terrain at [3,3] — the scene of web/test/extension/live.test.mjs.
const cave = {
  map: { engine: 'legacy', player: { id: 'player-1', gm: false } },
  page: {
    id: 'page-store',
    name: 'Cave',
    width: 12,
    height: 8,
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: 'square',
    diagonaltype: 'foure',
    graphics: [
      token('-Hero', 'Hero', [1, 3], { controlledby: 'player-1' }),
      token('-Orc', 'Orc', [5, 2]),
      token('-Mud', 'Difficult terrain', [3, 3], { layer: 'map' }),
    ],
  },
  turnorder: [],
};

async function shoot(page, name) {
  const file = join(shots, name);
  await page.screenshot({ path: file });
  assert.deepEqual(pngSize(file), { width: 1280, height: 800 }, name);
  if (storeDir) {
    mkdirSync(storeDir, { recursive: true });
    copyFileSync(file, join(storeDir, name));
  }
}

test('store screenshots, 1280×800: a live drag and the panel after the drop; no request leaves the extension and the page', async () => {
  const context = await launchWithExtension(ext);
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  try {
    const page = await openEditor(context, cave);
    await page.setViewportSize({ width: 1280, height: 800 });
    const client = (cell) => page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), at(...cell));
    await page.waitForFunction(
      () =>
        document.querySelector('footwork-panel')?.shadowRoot?.querySelector('[data-fw=live]')?.dataset.live === 'true',
      null,
      { timeout: 10000 },
    );
    // A real drag from [1,3] over the difficult [3,3] to [4,3], a waypoint there (Q, as in Roll20), then
    // on to [6,5]: into Dash, and the orc at [5,2] gets its opportunity attack; the label stays on the
    // map at 1280 px.
    const labelAt = (cell) =>
      page.waitForFunction(
        (c) => {
          const b = document.querySelector('footwork-overlay')?.shadowRoot?.querySelector('.label');
          return b && !b.hidden && b.dataset.cell === c && b.dataset.state === 'live';
        },
        cell.join(','),
        { timeout: 5000 },
      );
    const [x0, y0] = await client([1, 3]);
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    for (const cell of [
      [2, 3],
      [3, 3],
      [4, 3],
    ]) {
      const [x, y] = await client(cell);
      await page.mouse.move(x, y, { steps: 6 });
    }
    await labelAt([4, 3]);
    await page.keyboard.press('q');
    const [x6, y6] = await client([6, 5]);
    await page.mouse.move(x6, y6, { steps: 8 });
    await labelAt([6, 5]);
    await shoot(page, 'chrome-1-live-drag.png');
    await page.mouse.up();
    await page.waitForFunction(
      () =>
        /ft of 30/.test(
          document.querySelector('footwork-panel')?.shadowRoot?.querySelector('[data-fw=summary]')?.textContent ?? '',
        ),
      null,
      { timeout: 5000 },
    );
    await shoot(page, 'chrome-2-after-the-drop.png');
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
  const outside = requests.filter(
    (u) => !u.startsWith('chrome-extension://') && !u.startsWith('https://app.roll20.net/'),
  );
  assert.deepEqual(outside, [], 'requests outside the extension and Roll20 page');
  assert.ok(
    requests.some((u) => u.startsWith('chrome-extension://') && u.endsWith('footwork.wasm')),
    'the engine loaded from the extension',
  );
});
