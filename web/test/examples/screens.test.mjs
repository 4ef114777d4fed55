// The example VTT as a person meets it (issue 25): at 1280×720 and 1920×1080, on the demo scene, in
// its main states: opened, a token held mid-drag through the rubble past the Orc, dropped, and the
// area marked for where to stand. In each, what the page shows (toolbar, messages, the area's legend,
// the label drawn beside the dragged token) carries no code-shaped text and no word broken between two
// letters, and a screenshot is written for a person to look at:
// build/screenshots/example-{1280x720,1920x1080}-{start,drag,dropped,safe}.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellPoint, exampleForFile, label, openExample, pickUpAndMove, shot } from './helpers.mjs';
import { codeShaped, codeShapedShown, shownText, brokenWords } from '../words/code-shaped.mjs';

let site;
let browser;
exampleForFile((h) => ({ site, browser } = h));

const PANELS = '.toolbar, .side';
const SKIP = '#scene-text';

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
]) {
  const size = `${width}x${height}`;
  test(`the example VTT at ${size}: its words in every main state, and the screenshots`, async () => {
    const page = await openExample(browser, site.url, { width, height });
    const found = [];
    const check = async (state) => {
      for (const f of codeShapedShown(await shownText(page, PANELS, SKIP)))
        found.push(`${state}: ${f.kind} “${f.token}” in ${f.where}`);
      for (const b of await brokenWords(page, PANELS, SKIP)) found.push(`${state}: “${b.word}” broken in ${b.where}`);
      await shot(page, `${size}-${state}`);
    };
    await check('start');

    // The Hero from [2,7] through the rubble ([5..7] × [4..8]) beside the Orc at [9,6] and away.
    await pickUpAndMove(
      page,
      [2, 7],
      [
        [4, 7],
        [6, 7],
        [8, 7],
        [8, 9],
      ],
    );
    const lines = await label(page);
    assert.ok(lines && lines.length >= 2, `a label beside the held token: ${JSON.stringify(lines)}`);
    for (const line of lines) for (const c of codeShaped(line)) found.push(`drag label: ${c.kind} “${c.token}”`);
    await check('drag');
    await page.mouse.up();
    await check('dropped');

    await page.selectOption('select[data-menu="Area shows"]', 'safe');
    const [x, y] = await cellPoint(page, [3, 10]);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await check('safe');
    await page.mouse.up();

    assert.deepEqual(found, []);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
