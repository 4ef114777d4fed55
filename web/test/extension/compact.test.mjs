// The panel out of the map's way (issue 25, item 16), at 1280×720 and 1920×1080 with real pointer
// events on the replica: compact by default (the move, the tokens and the turn; the page's rules
// behind one line), nothing in it clipped sideways, and while a token is dragged upward the label
// stands right of and above the token and the path line stops short of the name under it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import {
  extensionForFile,
  openEditor,
  panelText,
  at,
  token,
  openPageSection,
  holdThrough,
  clientCell,
  overlayPainted,
} from './helpers.mjs';
import { repo } from '../harness.mjs';
import { codeShaped } from '../words/code-shaped.mjs';

let context;
const shots = resolve(repo, 'build/screenshots');
extensionForFile((c) => (context = c));

const client = clientCell;
const waitLive = (page) =>
  page.waitForFunction(
    () =>
      document.querySelector('footwork-panel')?.shadowRoot?.querySelector('[data-fw=live]')?.dataset.live === 'true',
    null,
    { timeout: 10000 },
  );
const panelBox = (page) =>
  page.evaluate(() => {
    const r = document
      .querySelector('footwork-panel')
      .shadowRoot.querySelector('[data-fw=panel]')
      .getBoundingClientRect();
    return { left: r.left, top: r.top, width: Math.round(r.width), height: Math.round(r.height) };
  });
// Elements of the panel whose text is cut at the side.
const clipped = (page) =>
  page.evaluate(() =>
    [...document.querySelector('footwork-panel').shadowRoot.querySelectorAll('[data-fw=panel] .body *')]
      .filter(
        (e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1 && !['SELECT', 'INPUT'].includes(e.tagName),
      )
      // a one-line summary cut with an ellipsis on purpose (its whole text is in what it opens)
      .filter((e) => getComputedStyle(e).textOverflow !== 'ellipsis')
      .filter((e) => getComputedStyle(e).overflowX !== 'visible' || e.scrollWidth > e.closest('.body').clientWidth)
      .map((e) => `${e.tagName}.${e.className} “${e.textContent.slice(0, 40)}”`),
  );

// A hyphenated code, a camelCase name or a JSON path (the ruleset ids aside).
const STRICT = { everyHyphenated: true };

const scenario = (campaign) => ({
  campaign,
  map: { engine: 'legacy', player: { id: 'player-1', gm: false } },
  page: {
    id: 'page-compact',
    name: 'Hall',
    width: 14,
    height: 9,
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: 'square',
    diagonaltype: 'foure',
    graphics: [token('-Hero', 'Hero', [4, 6], { controlledby: 'player-1' }), token('-Orc', 'Orc', [5, 4])],
  },
  turnorder: [],
});

for (const [w, h] of [
  [1280, 720],
  [1920, 1080],
]) {
  test(`${w}×${h}: the panel is compact and unclipped; the label and the path keep off the token's name`, async () => {
    const page = await openEditor(context, scenario(`campaign-compact-${w}`));
    await page.setViewportSize({ width: w, height: h });
    await waitLive(page);
    // A real drag straight up past the orc at [5,4]: [4,6] → [4,2], leaving its reach on the last
    // step, which comes from below (Roll20 records the straight line: the drop prices the same).
    await holdThrough(
      page,
      [4, 6],
      [
        [4, 5],
        [4, 4],
        [4, 3],
        [4, 2],
      ],
    );
    const [tx, ty] = await client(page, [4, 2]);
    const half = 35; // zoom 100 %: a 70-px square
    const label = await page.evaluate(() =>
      document.querySelector('footwork-overlay').shadowRoot.querySelector('.label').getBoundingClientRect().toJSON(),
    );
    // Right of the token, and its bottom above the token's centre: off the token and the name under it.
    assert.ok(label.left >= tx + half, `label left ${label.left} vs token right ${tx + half}`);
    assert.ok(label.bottom <= ty, `label bottom ${label.bottom} vs token centre ${ty}`);
    // The path in the name's strip under the token (its bottom edge to 14 px below) is empty.
    const strip = await overlayPainted(page, 'path', [tx - 20, ty + half + 1, 40, 14]);
    assert.equal(strip, 0, 'no path pixels in the name strip');
    await page.screenshot({ path: resolve(shots, `extension-drag-${w}x${h}.png`) });
    await page.mouse.up();
    await page.waitForFunction(() =>
      /provokes Orc/.test(
        document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=summary]')?.textContent ?? '',
      ),
    );
    // Compact: at most 290 px wide and 275 px high after the move (it was 330 × 310), in the
    // bottom-left corner, everything it shows readable.
    const box = await panelBox(page);
    await page.screenshot({ path: resolve(shots, `extension-compact-${w}x${h}.png`) });
    assert.ok(box.width <= 290 && box.height <= 275, `panel ${box.width} × ${box.height}`);
    assert.ok(box.left < 80 && box.top + box.height > h - 30, `bottom-left: ${JSON.stringify(box)}`);
    assert.match(await panelText(page, '[data-fw=summary]'), /^20 ft of 30 \(Dash: 60\) — provokes Orc$/);
    assert.deepEqual(await clipped(page), []);
    await page.screenshot({ path: resolve(shots, `extension-compact-${w}x${h}.png`) });
    // Opened, the page and its rules read whole: the rules are named in words, nothing cut.
    await openPageSection(page);
    assert.equal(await panelText(page, '[data-fw=rules-words]'), 'sw5e, counting every diagonal as 1 square');
    assert.deepEqual(await clipped(page), []);
    await page.screenshot({ path: resolve(shots, `extension-compact-open-${w}x${h}.png`) });
    // Words for people: no reason code, JSON path or key name in the panel or the label.
    const shown = await page.evaluate(
      () =>
        document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=panel]').innerText +
        '\n' +
        document.querySelector('footwork-overlay').shadowRoot.querySelector('.label').innerText,
    );
    assert.deepEqual(codeShaped(shown, STRICT), [], shown);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
