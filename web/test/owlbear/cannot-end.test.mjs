// A drop where the move may not end (issue 37), in the host replica with the real mouse: a Large
// Ogre (two squares across) dragged onto the Orc, an ally of its side, on sw5e. The label on the map
// while it is held and the panel's "Last move" after the drop say the engine's sentence with the
// Orc's name, never "[object Object]". Screenshot: build/screenshots/owlbear-cannot-end.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostForFile, openHost, token, mapImage, mouseDrag, labels, screenshot, panel, settle } from './helpers.mjs';

let built;
let browser;
hostForFile((h) => ({ built, browser } = h));

test('a Large ogre dragged onto an orc: the label and the record say why the move cannot end there', async () => {
  const page = await openHost(browser, built, {
    items: [
      mapImage(12, 8),
      token('ogre', 'Ogre', [2, 2], { squares: 2, side: 'monsters' }),
      token('orc', 'Orc', [7, 2], { side: 'monsters' }),
    ],
  });
  try {
    // Held by its top-left square and moved five squares east: its space then takes in the Orc's.
    await mouseDrag(
      page,
      [
        [2, 2],
        [4, 2],
        [6, 2],
        [7, 2],
      ],
      { release: false },
    );
    const [text] = await labels(page);
    assert.ok(!text.includes('[object'), text);
    assert.match(text, /\n✗ The move can't end in Orc's space\.$/, text);
    await screenshot(page, 'owlbear-cannot-end.png');
    await page.mouse.up();
    await settle(page);
    const p = panel(page);
    await p.waitForFunction(() => /can't end/.test(document.querySelector('[data-fw=last-move]').textContent));
    const record = await p.textContent('[data-fw=last-move]');
    assert.ok(!record.includes('[object'), record);
    assert.match(
      record,
      /^Ogre moved \d+ ft, \d+ ft this turn .*Illegal: The move can't end in Orc's space\.$/,
      record,
    );
  } finally {
    await page.close();
  }
});
