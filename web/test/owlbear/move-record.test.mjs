// The record after the drop (issue 25, item 17), in the host replica with the real mouse: once a
// token is dropped, the panel's "Last move" says what the move cost, who got an opportunity attack
// and what is left this turn, and so does the token's form when it is selected; the record travels
// with the token's metadata, so a new turn clears it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostForFile, openHost, token, mapImage, settle, mouseDrag, screenshot, panel, PLUGIN } from './helpers.mjs';

let built;
let browser;
hostForFile((h) => ({ built, browser } = h));

test('after the drop the panel shows the move: its cost, the opportunity attack, what is left this turn', async () => {
  const page = await openHost(browser, built, {
    items: [
      mapImage(12, 8),
      token('hero', 'Hero', [2, 3], { side: 'party' }),
      token('orc', 'Orc', [4, 2], { side: 'monsters' }),
    ],
  });
  try {
    const p = panel(page);
    assert.equal(await p.textContent('[data-fw=last-move]'), '—');
    // [2,3] → [3,3] → [4,3] → [5,3] → [6,3]: 20 ft (sw5e, straight); the orc at [4,2] reaches
    // [3,3]…[5,3]; leaving [5,3] for [6,3] leaves its reach ("If you leave a hostile creature's reach
    // during your move, you provoke an opportunity attack").
    await mouseDrag(page, [
      [2, 3],
      [3, 3],
      [4, 3],
      [5, 3],
      [6, 3],
    ]);
    const record =
      'Hero moved 20 ft, 20 ft this turn of 30 (Dash: 60). Within speed. 10 ft of speed left, 40 ft within Dash. ' +
      'Opportunity attack: Orc, leaving its reach (after 3 squares).';
    await p.waitForFunction((t) => document.querySelector('[data-fw=last-move]').textContent === t, record);
    // The token's own form shows it when it is selected.
    await page.evaluate(() => window.harness.select(['hero']));
    await p.waitForSelector('form[data-item=hero] [data-fw=token-last-move]');
    assert.equal(await p.textContent('form[data-item=hero] [data-fw=token-last-move]'), record);
    // A second move adds to the turn.
    await mouseDrag(page, [
      [6, 3],
      [7, 3],
    ]);
    const second =
      'Hero moved 5 ft, 25 ft this turn of 30 (Dash: 60). Within speed. 5 ft of speed left, 35 ft within Dash.';
    await p.waitForFunction((t) => document.querySelector('[data-fw=last-move]').textContent === t, second);
    assert.equal(await p.textContent('form[data-item=hero] [data-fw=token-last-move]'), second);
    await screenshot(page, 'owlbear-move-record.png');
    // A new turn: the record is of the turn before, so it is no longer shown.
    await p.click('[data-fw=new-turn]');
    await settle(page);
    const room = await page.evaluate(() => window.harness.state.room);
    assert.equal(room[`${PLUGIN}/settings`].turn, 1);
    await page.evaluate(() => window.harness.select([]));
    await page.evaluate(() => window.harness.select(['hero']));
    await p.waitForFunction(
      () =>
        document.querySelector('form[data-item=hero] [data-fw=token-last-move]')?.textContent ===
        'No move yet this turn.',
    );
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});
