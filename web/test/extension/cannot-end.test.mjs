// A drop where the move may not end (issue 37), on the Roll20 replica with real pointer events: the
// Hero (a player's) dragged onto the Ally's square (another player's, the same side), sw5e on a
// "D&D 5E/4E" page. The label beside the pointer and the panel after the drop say the engine's
// sentence with the Ally's name, never "[object Object]". Screenshot:
// build/screenshots/extension-cannot-end.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { extensionForFile, openEditor, panelText, token, holdThrough } from './helpers.mjs';
import { repo } from '../harness.mjs';

let context;
const shots = resolve(repo, 'build/screenshots');
extensionForFile((c) => (context = c));

const labelLines = (page) =>
  page.evaluate(() => {
    const b = document.querySelector('footwork-overlay').shadowRoot.querySelector('.label');
    return [...b.children].map((c) => c.textContent);
  });

test('dragged onto an ally: the label and the panel say why the move cannot end there', async () => {
  const page = await openEditor(context, {
    map: { engine: 'legacy', player: { id: 'player-1', gm: false } },
    page: {
      id: 'page-end',
      name: 'Hall',
      width: 10,
      height: 6,
      snapping_increment: 1,
      scale_number: 5,
      scale_units: 'ft',
      grid_type: 'square',
      diagonaltype: 'foure',
      graphics: [
        token('-Hero', 'Hero', [1, 3], { controlledby: 'player-1' }),
        token('-Ally', 'Ally', [4, 3], { controlledby: 'player-2' }),
      ],
    },
    turnorder: [],
  });
  try {
    await holdThrough(
      page,
      [1, 3],
      [
        [2, 3],
        [3, 3],
        [4, 3],
      ],
    );
    const lines = await labelLines(page);
    assert.ok(!lines.join('\n').includes('[object'), lines.join('\n'));
    assert.ok(lines.includes("✗ The move can't end in Ally's space."), lines.join(' / '));
    await page.screenshot({ path: resolve(shots, 'extension-cannot-end.png') });
    await page.mouse.up();
    await page.waitForFunction(() =>
      /can't end/.test(
        document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=summary]')?.textContent ?? '',
      ),
    );
    const summary = await panelText(page, '[data-fw=summary]');
    assert.match(summary, /^\d+ ft of 30 \(Dash: 60\) — The move can't end in Ally's space\.$/);
  } finally {
    await page.close();
  }
});
