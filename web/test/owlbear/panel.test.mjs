// The panel (the action's popover) in the host replica: the GM sets a token's side and speed and
// marks a drawing as difficult terrain, each written as this extension's metadata on the selected
// item only; the background page reads them back from OBR_SCENE_ITEMS_EVENT_CHANGE and the next drag
// prices with them. The panel is clicked with the real mouse (Playwright inside its iframe).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  hostForFile,
  openHost,
  token,
  mapImage,
  settle,
  mouseDrag,
  labels,
  screenshot,
  writes,
  panel,
  background,
  PLUGIN,
  DPI,
} from './helpers.mjs';

let built;
let browser;
hostForFile((h) => ({ built, browser } = h));

function rubble() {
  return {
    id: 'rubble',
    type: 'SHAPE',
    name: 'Rubble',
    visible: true,
    locked: false,
    createdUserId: 'player-1',
    zIndex: 1,
    lastModified: '2026-01-01T00:00:00.000Z',
    lastModifiedUserId: 'player-1',
    position: { x: 3 * DPI, y: 2 * DPI },
    rotation: 0,
    scale: { x: 1, y: 1 },
    metadata: {},
    layer: 'DRAWING',
    width: 2 * DPI,
    height: DPI,
    shapeType: 'RECTANGLE',
    style: {
      fillColor: '#8a6d3b',
      fillOpacity: 0.5,
      strokeColor: '#000',
      strokeOpacity: 1,
      strokeWidth: 2,
      strokeDash: [],
    },
  };
}

test("the GM sets a token's speed and side and marks a drawing as difficult terrain; the next drag uses them", async () => {
  const page = await openHost(browser, built, { items: [mapImage(12, 8), token('hero', 'Hero', [2, 2]), rubble()] });
  try {
    const p = panel(page);
    await page.evaluate(() => window.harness.select(['hero', 'rubble']));
    await p.waitForSelector('form[data-item=hero]');
    await p.fill('form[data-item=hero] [name=side]', 'party');
    await p.fill('form[data-item=hero] [name=walk]', '25');
    await screenshot(page, 'owlbear-panel-token.png');
    const before = await page.evaluate(() => window.harness.log.length);
    await p.click('form[data-item=hero] button');
    await settle(page);
    await p.selectOption('form[data-item=rubble] select', 'difficult');
    await settle(page);
    const items = await page.evaluate(() => window.harness.state.items);
    assert.deepEqual(items.find((i) => i.id === 'hero').metadata[`${PLUGIN}/token`], { side: 'party', walk: 25 });
    assert.deepEqual(items.find((i) => i.id === 'rubble').metadata[`${PLUGIN}/mark`], { terrain: { difficult: 1 } });
    // Each write touched only the item it was about, and only its metadata.
    const scene = writes((await page.evaluate(() => window.harness.log)).slice(before)).filter((m) =>
      m.id.startsWith('OBR_SCENE_ITEMS_'),
    );
    assert.deepEqual(
      scene.map((m) => m.data.updates.map((u) => [u.id, Object.keys(u).sort().join()])),
      [[['hero', 'id,metadata,type']], [['rubble', 'id,metadata,type']]],
    );
    const spec = await background(page).evaluate(() => globalThis.__footwork.link.tokens.get('hero').spec);
    assert.deepEqual(spec.speeds, { walk: 25 });
    assert.equal(spec.side, 'party');
    // "Every foot of movement in difficult terrain costs 1 extra foot" (001_6f3b7c2346b579a3.txt):
    // [3,2] and [4,2] are rubble now: 10 + 10 = 20 ft of 25.
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 2],
        [4, 2],
      ],
      { release: false },
    );
    assert.deepEqual(await labels(page), ['20 ft · within speed\n5 ft of speed left, 30 ft within Dash']);
    await page.mouse.up();
    await settle(page);
  } finally {
    await page.close2();
  }
});

test('a player cannot mark drawings (the panel disables it) and the tool leaves a token the player may not move alone', async () => {
  const other = token('orc', 'the orc', [6, 2], { side: 'monsters' });
  other.createdUserId = 'someone-else';
  const page = await openHost(browser, built, {
    role: 'PLAYER',
    permissions: ['CHARACTER_UPDATE', 'CHARACTER_OWNER_ONLY'],
    items: [mapImage(12, 8), token('hero', 'Hero', [2, 2], { side: 'party' }), other, rubble()],
  });
  try {
    const p = panel(page);
    await page.evaluate(() => window.harness.select(['rubble']));
    await p.waitForSelector('form[data-item=rubble]');
    assert.equal(await p.isDisabled('form[data-item=rubble] select'), true);
    assert.equal(await p.isDisabled('[data-fw=new-turn]'), true);
    const before = await page.evaluate(() => window.harness.log.length);
    await mouseDrag(page, [
      [6, 2],
      [7, 2],
    ]);
    const after = (await page.evaluate(() => window.harness.log)).slice(before);
    assert.deepEqual(
      writes(after).map((m) => m.id),
      [],
    );
    await mouseDrag(page, [
      [2, 2],
      [3, 2],
    ]);
    const mine = await page.evaluate(() => window.harness.state.items.find((i) => i.id === 'hero').position);
    assert.deepEqual(mine, { x: 3.5 * DPI, y: 2.5 * DPI });
  } finally {
    await page.close2();
  }
});
