// What the Roll20 extension shows when the engine refuses, in headless Chromium on the replica:
// 1. A page whose map the engine refuses outright (a cell of 0.05 ft: "The cell size … must be at
//    least 0.1 ft", the engine's grid reader) after a page it priced: the panel says the page is not
//    priced, the live view draws nothing, and a move on it is never priced on the page before
//    (Session.loadMap keeps the previous scene when the new one is refused, docs/shim.md).
// (A creature bigger than one hex on a hex page, refused here before, is priced now: hex-large.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { extensionForFile, openEditor, panelText, act, at, overlayPainted } from './helpers.mjs';
import { repo } from '../harness.mjs';

const shots = resolve(repo, 'build/screenshots');
let context;
extensionForFile((c) => (context = c));

const problems = (page) => page.locator('footwork-panel [data-fw=problems] li').allTextContents();
const label = (page) =>
  page.evaluate(() => {
    const b = document.querySelector('footwork-overlay')?.shadowRoot?.querySelector('.label');
    return b && !b.hidden ? { ...b.dataset, text: b.textContent } : null;
  });
const page0 = (extra = {}) => ({
  id: 'page-r',
  name: 'Crypt',
  width: 10,
  height: 8,
  snapping_increment: 1,
  scale_number: 5,
  scale_units: 'ft',
  grid_type: 'square',
  diagonaltype: 'foure',
  ...extra,
});

test('a page the engine refuses outright: said in the panel, nothing drawn, no move priced on the page before', async () => {
  const page = await openEditor(context, {
    map: { engine: 'legacy', player: { id: 'player-1', gm: false } },
    page: {
      ...page0(),
      graphics: [{ id: '-Hero', name: 'Hero', ...xy(at(1, 1)), width: 70, height: 70, controlledby: 'player-1' }],
    },
    turnorder: [],
  });
  try {
    // Priced first: [1,1] → [3,1], 10 ft; the Hero's line offers Undo and Reset.
    await act(page, ([pts]) => window.__replica.drag('-Hero', pts), [[at(3, 1)]]);
    assert.equal(await panelText(page, '[data-fw=summary]'), '10 ft of 30 (Dash: 60)');
    const buttons = () =>
      page.evaluate(() =>
        ['undo', 'reset'].map(
          (b) => document.querySelector('footwork-panel').shadowRoot.querySelector(`[data-fw=${b}]`)?.hidden,
        ),
      );
    assert.deepEqual(await buttons(), [false, false]);
    // The GM sets the page's scale to 0.05 ft a square: the engine refuses the map.
    await act(page, () => window.__replica.page.save({ scale_number: 0.05 }));
    const said = await problems(page);
    assert.equal(said.length, 1, said.join(' | '));
    assert.match(said[0], /^Footwork cannot price this page: the engine refused its map \(.*at least 0\.1 ft.*\)\./);
    assert.equal(
      await page.locator('footwork-panel [data-fw=problems] li').first().getAttribute('data-code'),
      'page-refused',
    );
    // A real drag on the map: no label, nothing drawn; the drop is not priced on the old scene.
    const [x0, y0] = await page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), at(3, 1));
    const [x1, y1] = await page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), at(5, 1));
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.mouse.move(x1, y1, { steps: 6 });
    assert.equal(await label(page), null, 'no label while the page is refused');
    await page.mouse.up();
    await page.waitForFunction(() => window.__replica.page.thegraphics.get('-Hero').get('left') === 385);
    await page.waitForTimeout(200);
    assert.equal(await label(page), null);
    assert.doesNotMatch(await panelText(page, '[data-fw=live]').catch(() => ''), /Live on the map/);
    assert.equal((await problems(page)).length, 1, 'still the one sentence');
    // Nothing is priced here, so nothing to take back or reset: neither button.
    assert.deepEqual(await buttons(), [true, true]);
    await page.screenshot({ path: resolve(shots, 'extension-page-refused.png') });
    // The GM puts the scale back: priced again, on this page's own scene from [5,1], where Roll20
    // put the token. The turn's 10 ft stay spent; the drag on the refused page added nothing: 15 ft.
    await act(page, () => window.__replica.page.save({ scale_number: 5 }));
    assert.deepEqual(await problems(page), []);
    await act(page, ([pts]) => window.__replica.drag('-Hero', pts), [[at(6, 1)]]);
    assert.equal(await panelText(page, '[data-fw=summary]'), '15 ft of 30 (Dash: 60)');
    assert.deepEqual(await buttons(), [false, false], 'priced again: Undo and Reset are back');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

// Pixels drawn on the overlay (all its parts).
const drawn = (page) => overlayPainted(page, null);

function xy([left, top]) {
  return { left, top };
}
