// What the Roll20 extension shows when the engine refuses, in headless Chromium on the replica:
// 1. A page whose map the engine refuses outright (a cell of 0.05 ft: "The cell size … must be at
//    least 0.1 ft", the engine's grid reader) after a page it priced: the panel says the page is not
//    priced, the live view draws nothing, and a move on it is never priced on the page before
//    (Session.loadMap keeps the previous scene when the new one is refused, docs/shim.md).
// 2. On a hex page, what the engine still refuses with `not-on-hex` (a creature bigger than one hex,
//    docs/rules/hex.md): the token's sentence in the panel, and its drag's label says it is not
//    priced, never a price as if the hexes were squares; no exception reaches the page.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { assembleExtension, launchWithExtension, openEditor, panelText, act, at } from './helpers.mjs';
import { repo } from '../harness.mjs';
import { engineHasHex } from '../hex-engine.mjs';

const shots = resolve(repo, 'build/screenshots');
let ext;
let context;
before(async () => {
  mkdirSync(shots, { recursive: true });
  ext = await assembleExtension();
  context = await launchWithExtension(ext);
});
after(async () => {
  if (context) await context.close();
  if (ext) ext.remove();
});

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
    // Priced first: [1,1] → [3,1], 10 ft.
    await act(page, ([pts]) => window.__replica.drag('-Hero', pts), [[at(3, 1)]]);
    assert.equal(await panelText(page, '[data-fw=summary]'), '10 ft of 30 (Dash: 60)');
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
    await page.screenshot({ path: resolve(shots, 'extension-page-refused.png') });
    // The GM puts the scale back: priced again, on this page's own scene from [5,1], where Roll20
    // put the token. The turn's 10 ft stay spent; the drag on the refused page added nothing: 15 ft.
    await act(page, () => window.__replica.page.save({ scale_number: 5 }));
    assert.deepEqual(await problems(page), []);
    await act(page, ([pts]) => window.__replica.drag('-Hero', pts), [[at(6, 1)]]);
    assert.equal(await panelText(page, '[data-fw=summary]'), '15 ft of 30 (Dash: 60)');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

// Pixels drawn on the overlay's two canvases.
const drawn = (page) =>
  page.evaluate(() => {
    let n = 0;
    for (const c of document.querySelector('footwork-overlay').shadowRoot.querySelectorAll('canvas')) {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      for (let i = 3; i < d.length; i += 4) if (d[i]) n += 1;
    }
    return n;
  });

function xy([left, top]) {
  return { left, top };
}

// Hexploration's centre of [column, row] ("hex": pointy rows, odd rows shoved right).
const hexCentre = ([c, r]) => [c * 75.19856198446 + 37.5 + (r % 2 === 1 ? 37.5 : 0), r * 66.965827824268 + 44];

test('a hex page: a creature bigger than one hex (still refused on hexes) is said, and its drag is not priced', async () => {
  if (!(await engineHasHex())) return; // an engine without hex grids: hex.test.mjs checks its one sentence
  const big = hexCentre([3, 3]);
  const page = await openEditor(context, {
    map: { engine: 'legacy', player: { id: 'player-1', gm: false } },
    page: {
      ...page0({ id: 'page-hex-big', grid_type: 'hex' }),
      graphics: [
        { id: '-Ogre', name: 'Ogre', ...xy(big), width: 140, height: 140, controlledby: 'player-1' },
        { id: '-Hero', name: 'Hero', ...xy(hexCentre([1, 1])), width: 70, height: 70, controlledby: 'player-1' },
      ],
    },
    turnorder: [],
  });
  try {
    const said = (await problems(page)).join(' | ');
    // The engine's own sentence, with the token's name; whatever it says, it is about hexes.
    assert.match(said, /Ogre is left out: .*hex/i, said);
    const codes = await page
      .locator('footwork-panel [data-fw=problems] li')
      .evaluateAll((l) => l.map((e) => e.dataset.code));
    assert.ok(codes.includes('not-on-hex'), codes.join(','));
    // A real drag of the Ogre two hexes along its row.
    const to = (c) => page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), hexCentre(c));
    const [x0, y0] = await to([3, 3]);
    const [x1, y1] = await to([5, 3]);
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.mouse.move(x1, y1, { steps: 6 });
    const l = await label(page);
    await page.screenshot({ path: resolve(shots, 'extension-hex-not-on-hex.png') });
    assert.ok(l, 'a label while the Ogre is dragged');
    assert.match(l.text, /^Not priced: Ogre is left out: .*hex/i, l.text);
    assert.equal(l.code, 'not-on-hex');
    assert.doesNotMatch(l.text, /ft of \d+|ft left/, 'no price');
    assert.equal(await drawn(page), 0, 'no reach and no path drawn');
    await page.mouse.up();
    await page.waitForTimeout(400);
    const after = (await problems(page)).join(' | ');
    assert.match(after, /^Ogre is left out: .*hex/i, after);
    assert.doesNotMatch(after, /No creature/, 'the reason, not a missing id');
    assert.doesNotMatch(await panelText(page, '[data-fw=summary]').catch(() => ''), /ft of/);
    // The Hero (one hex) is still priced: [1,1] → [2,1], one hex, 5 ft.
    await act(page, ([pts]) => window.__replica.drag('-Hero', pts), [[hexCentre([2, 1])]]);
    assert.equal(await panelText(page, '[data-fw=summary]'), '5 ft of 30 (Dash: 60)');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});
