// House rules in Owlbear's room settings, in the host replica (built on the SDK's own code) with the
// real mouse: the GM picks a rule in the panel's "House rules" (every rule the engine lists, in
// words); it is written to the room's metadata with the turn moved on, the background prices the next
// drag by it, the panel names the rules in words and says in one line that the ruler counts
// otherwise; a player sees the same form disabled.
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
  panel,
  PLUGIN,
} from './helpers.mjs';
import { codeShaped, cutFields, brokenWords } from '../words/code-shaped.mjs';

let built;
let browser;
hostForFile((h) => ({ built, browser } = h));

const STRICT = { everyHyphenated: true }; // no hyphenated word in a list of rules in words

test('the GM sets a house rule in the room settings: kept in the room, the turn starts again, the next drag is priced by it', async () => {
  const page = await openHost(browser, built, { items: [mapImage(12, 8), token('hero', 'Hero', [2, 2])] });
  try {
    const p = panel(page);
    // ALTERNATING: sw5e's 1-2-1, so two diagonals are 15 ft.
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 3],
        [4, 4],
      ],
      { release: false },
    );
    assert.deepEqual(await labels(page), ['15 ft · within speed\n15 ft of speed left, 45 ft within Dash']);
    await page.mouse.up();
    await settle(page);
    await p.waitForFunction(() => document.querySelectorAll('[data-fw=house-box] select').length > 0);
    await p.click('[data-fw=house-title]');
    assert.equal(await p.locator('[data-fw=house-box] select').count(), 32);
    await p.selectOption('select[data-rule=diagonal]', { label: 'every diagonal 1 square' });
    await settle(page);
    const room = await page.evaluate(() => window.harness.state.room);
    const kept = room[`${PLUGIN}/settings`];
    assert.deepEqual(kept.rules, { diagonal: 'one' });
    assert.equal(kept.turn, 1, 'the turn starts again');
    await p.waitForFunction(
      () => document.querySelector('[data-fw=ruleset]').textContent === 'sw5e, counting every diagonal as 1 square',
    );
    assert.match(
      await p.textContent('[data-fw=problems]'),
      /The ruler \(Alternating\) counts diagonals 1-2-1; Footwork counts every diagonal as 1 square \(sw5e\), as the GM chose\./,
    );
    assert.equal(await p.textContent('[data-fw=house-title]'), 'House rules (1 changed)');
    // The turn started again: two more diagonals are 10 ft, 20 left of 30.
    await mouseDrag(
      page,
      [
        [4, 4],
        [5, 5],
        [6, 6],
      ],
      { release: false },
    );
    assert.deepEqual(await labels(page), ['10 ft · within speed\n20 ft of speed left, 50 ft within Dash']);
    await screenshot(page, 'owlbear-house-rules.png');
    await page.mouse.up();
    await settle(page);
    const text = await p.evaluate(() => document.body.innerText);
    assert.deepEqual(codeShaped(text.replace(/Alternating diagonals|One-square diagonals/g, ''), STRICT), [], text);
    // Back to the room's own: the first choice.
    await p.selectOption('select[data-rule=diagonal]', { index: 0 });
    await settle(page);
    const again = (await page.evaluate(() => window.harness.state.room))[`${PLUGIN}/settings`];
    assert.deepEqual(again.rules, {});
    await p.waitForFunction(() => document.querySelector('[data-fw=ruleset]').textContent === 'sw5e');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});

test('a player sees the room’s house rules, disabled; the background prices by them', async () => {
  const page = await openHost(browser, built, {
    role: 'PLAYER',
    permissions: ['CHARACTER_UPDATE'],
    roomMetadata: { [`${PLUGIN}/settings`]: { rules: { diagonal: 'manhattan', nonsense: 1 } } },
    items: [mapImage(12, 8), token('hero', 'Hero', [2, 2], { side: 'party' })],
  });
  try {
    const p = panel(page);
    await p.waitForFunction(() => document.querySelectorAll('[data-fw=house-box] select').length > 0);
    assert.equal(await p.isDisabled('select[data-rule=diagonal]'), true);
    assert.equal(await p.textContent('[data-fw=ruleset]'), 'sw5e, counting every diagonal as 2 squares');
    // a rule the engine does not have is left out, in words
    assert.match(
      await p.textContent('[data-fw=problems]'),
      /sw5e has no rule “Nonsense”; that house rule is not used\./,
    );
    // every diagonal 2 squares: one diagonal is 10 ft
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 3],
      ],
      { release: false },
    );
    assert.deepEqual(await labels(page), ['10 ft · within speed\n20 ft of speed left, 50 ft within Dash']);
    await page.mouse.up();
    await settle(page);
  } finally {
    await page.close2();
  }
});

// Issue 37, item 7: every choice of every rule readable whole in the panel's list ("every diagonal
// 1 squ", "1 extra foot a foot (o" were all a GM read of two of them), and no word of the form split.
test('every house-rule choice is shown whole in the room settings', async () => {
  const page = await openHost(browser, built, { items: [mapImage(12, 8), token('hero', 'Hero', [2, 2])] });
  try {
    const p = panel(page);
    await p.waitForFunction(() => document.querySelectorAll('[data-fw=house-box] select').length > 0);
    await p.click('[data-fw=house-title]');
    await p.locator('select[data-rule=hamper]').scrollIntoViewIfNeeded();
    await screenshot(page, 'owlbear-house-rules-choices.png');
    const cut = (await cutFields(p, '[data-fw=house-box]')).map((c) => c.word);
    cut.push(...(await brokenWords(p, '[data-fw=house-box]')).map((b) => `“${b.word}” broken`));
    assert.deepEqual(cut, []);
  } finally {
    await page.close2();
  }
});
