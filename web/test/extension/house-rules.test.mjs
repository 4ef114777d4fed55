// House rules in the extension's panel, on the Roll20 replica with real pointer events: the GM opens
// "House rules", picks a rule from a select (every knob the engine lists, in words); the rules in
// words stand under the picker, the ruler note appears when the diagonals no longer count as the
// page's ruler does, the turn starts again and the next drag is priced by the rule; kept for the
// campaign across a reload; "as the ruler counts" gives it back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { extensionForFile, openEditor, act, panelText, at, token } from './helpers.mjs';
import { repo } from '../harness.mjs';
import { codeShaped } from '../words/code-shaped.mjs';

let context;
const shots = resolve(repo, 'build/screenshots');
extensionForFile((c) => (context = c));

const drag = (page, id, cells) =>
  act(page, ([i, pts]) => window.__replica.drag(i, pts), [id, cells.map(([x, y]) => at(x, y))]);
// What a user must never read: a camelCase name or a hyphenated code (the ruleset ids aside).
const STRICT = { everyHyphenated: true };

const scenario = (campaign, player = { id: 'gm-1', gm: true }) => ({
  campaign,
  map: { player },
  page: {
    id: 'page-house',
    name: 'Road',
    width: 12,
    height: 8,
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: 'square',
    diagonaltype: 'foure',
    graphics: [token('-Hero', 'Hero', [1, 1], { controlledby: 'player-1' })],
  },
  turnorder: [],
});

test('the GM sets a house rule in the panel: priced by it, said in words, the ruler note, kept for the campaign', async () => {
  const page = await openEditor(context, scenario('campaign-house'));
  // "D&D 5E/4E": every diagonal one square, so two diagonals are 10 ft.
  await drag(page, '-Hero', [[3, 3]]);
  assert.equal(await panelText(page, '[data-fw=summary]'), '10 ft of 30 (Dash: 60)');
  assert.equal(await panelText(page, '[data-fw=rules-words]'), 'sw5e, counting every diagonal as 1 square');

  await page.locator('footwork-panel [data-fw=page] > summary').click();
  await page.locator('footwork-panel [data-fw=house-rules-box] summary').click();
  const rules = page.locator('footwork-panel [data-fw=house-rules] select');
  // every rule the engine lists for sw5e: 30 knobs and two bands
  assert.equal(await rules.count(), 32);
  const diagonal = page.locator('footwork-panel select[data-rule=diagonal]');
  assert.equal(await diagonal.locator('option').first().textContent(), 'every diagonal 1 square (as the ruler counts)');
  await diagonal.selectOption({ label: 'every diagonal 2 squares' });
  await page.waitForFunction(() =>
    /2 squares/.test(
      document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=rules-words]').textContent,
    ),
  );
  assert.equal(await panelText(page, '[data-fw=rules-words]'), 'sw5e, counting every diagonal as 2 squares');
  assert.match(
    await panelText(page, '[data-fw=problems]'),
    /The ruler \(D&D 5E\/4E\) counts every diagonal as 1 square; Footwork counts every diagonal as 2 squares/,
  );
  assert.equal(await panelText(page, '[data-fw=house-rules-box] summary'), 'House rules (1 changed)');
  // The turn started again: two more diagonals are 4 squares, 20 ft, and 20 this turn.
  await drag(page, '-Hero', [[5, 5]]);
  assert.equal(await panelText(page, '[data-fw=summary]'), '20 ft of 30 (Dash: 60)');
  assert.equal(await panelText(page, '[data-fw=token][data-id="-Hero"] .spent'), '20 ft, 1 drag');
  // A band: the Dash three times the speed.
  await page.locator('footwork-panel select[data-rule="bands.dash"]').selectOption({ label: '×3' });
  await page.waitForFunction(() =>
    /dash ×3/.test(
      document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=rules-words]').textContent,
    ),
  );
  await drag(page, '-Hero', [[6, 5]]);
  assert.equal(await panelText(page, '[data-fw=summary]'), '5 ft of 30 (Dash: 90)');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: resolve(shots, 'extension-house-rules-1280.png') });
  const text = await page.locator('footwork-panel [data-fw=panel]').innerText();
  assert.deepEqual(codeShaped(text, STRICT), [], text);

  // Kept for the campaign: a new tab of the same campaign plays the same rules.
  await page.waitForTimeout(300); // the settings' coalesced write (settings.js)
  await page.close();
  const again = await openEditor(context, scenario('campaign-house'));
  assert.equal(
    await panelText(again, '[data-fw=rules-words]'),
    'sw5e, counting every diagonal as 2 squares; house rules: dash ×3',
  );
  // Given back: the diagonal as the ruler counts, the Dash as sw5e's.
  await again.locator('footwork-panel [data-fw=page] > summary').click();
  await again.locator('footwork-panel [data-fw=house-rules-box] summary').click();
  await again.locator('footwork-panel select[data-rule=diagonal]').selectOption({ index: 0 });
  await again.waitForFunction(
    () =>
      !/2 squares/.test(
        document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=rules-words]').textContent,
      ),
  );
  await again.locator('footwork-panel select[data-rule="bands.dash"]').selectOption({ index: 0 });
  await again.waitForFunction(
    () =>
      document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=rules-words]').textContent ===
      'sw5e, counting every diagonal as 1 square',
  );
  assert.doesNotMatch(await panelText(again, '[data-fw=problems]'), /The ruler/);
  assert.deepEqual(again.errors, []);
  await again.close();
});

// Issue 37, item 8: each person's panel keeps their own rules (chrome.storage, per browser), so a
// player who picks a rule there is told it is their choice, not "as the GM chose".
test('a player who picks a house rule in their own panel reads that they chose it', async () => {
  const page = await openEditor(context, scenario('campaign-house-player', { id: 'player-1', gm: false }));
  await page.locator('footwork-panel [data-fw=page] > summary').click();
  await page.locator('footwork-panel [data-fw=house-rules-box] summary').click();
  await page.locator('footwork-panel select[data-rule=diagonal]').selectOption({ label: 'every diagonal 2 squares' });
  await page.waitForFunction(() =>
    /2 squares/.test(
      document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=rules-words]').textContent,
    ),
  );
  const problems = await panelText(page, '[data-fw=problems]');
  assert.match(problems, /Footwork counts every diagonal as 2 squares \(sw5e\), as you chose\./);
  assert.doesNotMatch(problems, /GM/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
