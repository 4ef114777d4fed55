// The Owlbear Rodeo store listing (docs/owlbear.md, "Publishing"), checked as the store checks it:
// the store reads a listing's YAML front matter with gray-matter (js-yaml) and validates it with the
// rules of owlbear-rodeo/extensions scripts/validation/manifest.js — title, description, author
// required; image, icon and manifest valid URLs; tags at least one of tags.json's, never
// "built-by-owlbear"; learn-more a URL or an email — all restated below. Every link must also name a
// file the built extension serves (so hosting dist/owlbear/ makes every link work), and the hero
// image is taken here: a 1280×800 screenshot of a real drag on the Owlbear host replica
// (web/test/owlbear/harness), into build/screenshots/store/ and $FOOTWORK_STORE_DIR.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import * as yaml from 'js-yaml'; // the YAML parser gray-matter uses (here from json-schema-to-typescript's dependencies)

import { version } from '../../build/version.mjs';
import { HERO_FILE, ICON_FILE, PLACEHOLDER_URL, listingFields, storeListing } from '../../owlbear/store/listing.mjs';
import { repo } from '../harness.mjs';
import { at, launch, mapImage, openHost, prepare, settle, token, wall } from '../owlbear/helpers.mjs';
import { pngSize } from './png.mjs';

const shots = resolve(repo, 'build/screenshots/store');
const storeDir = process.env.FOOTWORK_STORE_DIR ? resolve(process.env.FOOTWORK_STORE_DIR) : null;
let built;
before(async () => {
  mkdirSync(shots, { recursive: true });
  built = await prepare();
});
after(() => built?.remove());
const extension = () => join(built.dir, 'ext');

// owlbear-rodeo/extensions tags.json, less "built-by-owlbear" (only Owlbear's own extensions).
const STORE_TAGS = new Set([
  'dice',
  'fog',
  'tool',
  'content-pack',
  'drawing',
  'audio',
  'combat',
  'automation',
  'other',
]);
const isUrl = (v) => {
  try {
    return Boolean(new URL(v));
  } catch {
    return false;
  }
};
const isEmail = (v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v);

// The store's validation, restated: the issues it would report, none when the listing is good.
function storeIssues(data) {
  const issues = [];
  for (const k of ['title', 'description', 'author'])
    if (typeof data[k] !== 'string' || !data[k]) issues.push(`${k} is required`);
  for (const k of ['image', 'icon', 'manifest'])
    if (typeof data[k] !== 'string' || !isUrl(data[k])) issues.push(`${k} must be a URL`);
  if (!Array.isArray(data.tags) || data.tags.length < 1) issues.push('tags must hold at least one tag');
  else for (const t of data.tags) if (!STORE_TAGS.has(t)) issues.push(`tag ${t} is not one the store allows`);
  const more = data['learn-more'];
  if (typeof more !== 'string' || !(isUrl(more) || isEmail(more))) issues.push('learn-more must be a URL or an email');
  return issues;
}

function frontMatter(text) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  assert.ok(m, 'the listing starts with YAML front matter between --- lines');
  return yaml.load(m[1]);
}

test("the store's checks see a bad listing (the restated rules are not vacuous)", () => {
  const good = listingFields('https://host.example/owlbear/');
  assert.deepEqual(storeIssues(good), []);
  assert.equal(storeIssues({ ...good, tags: ['built-by-owlbear'] }).length, 1);
  assert.equal(storeIssues({ ...good, tags: [] }).length, 1);
  assert.equal(storeIssues({ ...good, icon: 'icon.png' }).length, 1);
  assert.equal(storeIssues({ ...good, author: undefined }).length, 1);
});

test('the listing carries every field the store requires, and every link names a file of the hosted extension', () => {
  const base = 'https://host.example/footwork/owlbear/';
  const text = storeListing(base);
  const data = frontMatter(text);
  assert.deepEqual(storeIssues(data), []);
  assert.deepEqual(Object.keys(data).sort(), [
    'author',
    'description',
    'icon',
    'image',
    'learn-more',
    'manifest',
    'tags',
    'title',
  ]);
  assert.ok(text.split('\n---\n')[1].trim().length > 200, 'a body that says what the extension does');
  const built = extension();
  for (const k of ['icon', 'manifest', 'learn-more', 'image']) {
    assert.ok(data[k].startsWith(base), `${k} is on the extension's host`);
    const file = data[k].slice(base.length);
    // The hero image is this test's screenshot (below), written beside the build by 24-owlbear.sh.
    if (file === HERO_FILE) continue;
    assert.ok(existsSync(join(built, file)), `${k}: the build has no ${file}`);
  }
  assert.equal(data.icon, `${base}${ICON_FILE}`);
  assert.deepEqual(pngSize(join(built, ICON_FILE)), { width: 128, height: 128 });
  const manifest = JSON.parse(readFileSync(join(built, 'manifest.json'), 'utf8'));
  assert.equal(manifest.version, version());
  assert.equal(data.title, manifest.name);
  assert.ok(isUrl(PLACEHOLDER_URL) && new URL(PLACEHOLDER_URL).hostname.endsWith('.example'));
});

test('the store hero image, 1280×800: a drag with the Footwork tool on the Owlbear replica', async () => {
  const browser = await launch();
  try {
    const hero = token('hero', 'Hero', [2, 4], { side: 'party', walk: 30 });
    const orc = token('orc', 'the orc', [5, 2], { side: 'monsters', walk: 30 });
    const page = await openHost(browser, built, {
      items: [
        mapImage(12, 8),
        wall([
          [7, 0],
          [7, 5],
        ]),
        hero,
        orc,
      ],
    });
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      const canvas = (cell) => page.evaluate((p) => window.harness.toCanvas(p), at(cell));
      const [x0, y0] = await canvas([2, 4]);
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (const cell of [
        [3, 3],
        [4, 3],
        [5, 3],
        [6, 4],
        [6, 5],
      ]) {
        const [x, y] = await canvas(cell);
        await page.mouse.move(x, y, { steps: 5 });
        await page.waitForTimeout(15);
      }
      await settle(page);
      const labels = await page.evaluate(() =>
        window.harness.state.local.filter((i) => i.type === 'LABEL').map((l) => l.text.plainText),
      );
      assert.ok(
        labels.some((l) => /ft/.test(l)),
        `a cost label while dragging: ${labels}`,
      );
      await page.evaluate(() => window.harness.draw());
      // The replica's message log is for the tests, not for a store page.
      await page.addStyleTag({ content: '#log { visibility: hidden; }' });
      const file = join(shots, `owlbear-${HERO_FILE}`);
      await page.screenshot({ path: file });
      assert.deepEqual(pngSize(file), { width: 1280, height: 800 });
      if (storeDir) {
        mkdirSync(storeDir, { recursive: true });
        copyFileSync(file, join(storeDir, HERO_FILE));
      }
      await page.mouse.up();
    } finally {
      await page.close2();
    }
  } finally {
    await browser.close();
  }
});
