// Owlbear as a person meets it (issue 25), in the host replica at 1280×720 and 1920×1080: the room
// opened, a token held mid-drag past an orc through difficult ground, dropped, and where to stand shown
// for the selected token. In each, the panel and the labels on the map carry no code-shaped text and no
// word broken between two letters, and a screenshot is written for a person to look at:
// build/screenshots/owlbear-{1280x720,1920x1080}-{start,drag,dropped,safe}.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  hostForFile,
  openHost,
  token,
  mapImage,
  difficult,
  settle,
  mouseDrag,
  screenshot,
  panel,
  labels,
} from './helpers.mjs';
import { codeShaped, codeShapedShown, shownText, brokenWords } from '../words/code-shaped.mjs';

let built;
let browser;
hostForFile((h) => ({ built, browser } = h));

const items = () => [
  mapImage(14, 9),
  difficult([4, 3], [2, 3]),
  token('hero', 'Hero', [1, 4], { side: 'party' }),
  token('orc', 'Orc', [6, 3], { side: 'monsters' }),
  token('ogre', 'Ogre', [10, 5], { side: 'monsters', squares: 2 }),
];

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
]) {
  const size = `${width}x${height}`;
  test(`Owlbear at ${size}: the panel's and the map's words in every main state, and the screenshots`, async () => {
    const page = await openHost(browser, built, { items: items() });
    await page.setViewportSize({ width, height });
    await settle(page);
    const found = [];
    const check = async (state) => {
      const p = panel(page);
      for (const f of codeShapedShown(await shownText(p, 'body')))
        found.push(`${state}: ${f.kind} “${f.token}” in ${f.where}`);
      for (const b of await brokenWords(p, 'body')) found.push(`${state}: “${b.word}” broken in ${b.where}`);
      for (const text of await labels(page))
        for (const c of codeShaped(text)) found.push(`${state}: ${c.kind} “${c.token}” on the map: ${text}`);
      await screenshot(page, `owlbear-${size}-${state}.png`);
    };
    try {
      await check('start');
      // The Hero through the difficult ground beside the Orc and on, held (not dropped).
      await mouseDrag(
        page,
        [
          [1, 4],
          [3, 4],
          [5, 4],
          [7, 4],
          [8, 5],
        ],
        { release: false },
      );
      assert.ok((await labels(page)).length > 0, 'a label on the map while the token is held');
      await check('drag');
      await page.mouse.up();
      await settle(page);
      await panel(page).waitForFunction(() =>
        /Hero moved/.test(document.querySelector('[data-fw=last-move]').textContent),
      );
      await check('dropped');
      await panel(page).selectOption('[name=placesMode]', 'safe');
      await page.evaluate(() => window.harness.select(['hero']));
      await settle(page);
      await panel(page).waitForFunction(() =>
        /places are safe/.test(document.querySelector('[data-fw=places-summary]').textContent),
      );
      await check('safe');
      assert.deepEqual(found, []);
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close2();
    }
  });
}
