// The panel as a player keeps it open, in headless Chromium on the replica (fixtures/): moved by its
// title bar and collapsed with real pointer events, remembered across a reload (chrome.storage), a
// line per token of yours with the last moved on top, someone else's move never hiding yours, a
// speed being typed never taken or redrawn while a token moves, conditions from status markers, the
// GM's view (every token, the GM layer), and whose turn it is from the turn tracker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { extensionForFile, openEditor, act, panelText, at, token, openPageSection } from './helpers.mjs';
import { repo } from '../harness.mjs';

let context;
const shots = resolve(repo, 'build/screenshots');
extensionForFile((c) => (context = c));

const drag = (page, id, cells) =>
  act(page, ([i, pts]) => window.__replica.drag(i, pts), [id, cells.map(([x, y]) => at(x, y))]);
const lines = (page) => page.locator('footwork-panel [data-fw=token]').evaluateAll((es) => es.map((e) => e.dataset.id));
const box = (page) =>
  page.evaluate(() => {
    const r = document
      .querySelector('footwork-panel')
      .shadowRoot.querySelector('[data-fw=panel]')
      .getBoundingClientRect();
    return {
      left: Math.round(r.left),
      top: Math.round(r.top),
      width: Math.round(r.width),
      height: Math.round(r.height),
    };
  });
const focusedId = (page) =>
  page.evaluate(() => document.querySelector('footwork-panel').shadowRoot.activeElement?.dataset.id ?? null);

const scenario = (campaign, map = { player: { id: 'player-1', gm: false } }) => ({
  campaign,
  map,
  page: {
    id: 'page-panel',
    name: 'Road',
    width: 12,
    height: 8,
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: 'square',
    diagonaltype: 'foure',
    graphics: [
      token('-Hero', 'Hero', [1, 1], { controlledby: 'player-1', represents: 'char-hero' }),
      token('-Mage', 'Mage', [1, 4], { controlledby: 'player-1,player-2', statusmarkers: 'prone,blue@2' }),
      token('-Orc', 'Orc', [9, 6], { statusmarkers: 'red' }),
      token('-Spy', 'Goblin spy', [10, 1], { layer: 'gmlayer' }),
    ],
  },
  turnorder: [
    { id: '-Hero', pr: '17', custom: '' },
    { id: '-Orc', pr: '12', custom: '' },
    { id: '-1', pr: '0', custom: 'Lair action' },
  ],
  characters: [
    {
      id: 'char-hero',
      name: 'Hero',
      attribs: [
        { id: 'a1', name: 'speed', current: '40' },
        { id: 'a2', name: 'hp', current: '12' },
      ],
    },
  ],
});

test("a player's panel: lines per token of yours, last moved on top; typing a speed survives moves; moved, collapsed and remembered across a reload", async () => {
  const page = await openEditor(context, scenario('campaign-panel'));
  // Only the player's tokens, in the page's order until one moves.
  assert.deepEqual(await lines(page), ['-Hero', '-Mage']);
  // The mage's status markers: "prone" is a condition's own name (the default mapping).
  assert.equal(await panelText(page, '[data-fw=token][data-id="-Mage"] [data-fw=conditions]'), 'prone');
  // Whose turn: turnorder[0] ("the current turn is index 0").
  assert.equal(await panelText(page, '[data-fw=turn-name]'), '— Hero');

  // The mage crawls one square ("To move while prone, you must crawl"; "Every foot of movement while
  // crawling costs 1 extra foot"): [1,4] → [2,4], 10 ft. Its line goes on top.
  await drag(page, '-Mage', [[2, 4]]);
  assert.deepEqual(await lines(page), ['-Mage', '-Hero']);
  assert.equal(await panelText(page, '[data-fw=summary]'), '10 ft of 30 (Dash: 60)');
  // The hero walks two squares: 10 ft; now the hero's line is on top and the readout is the hero's.
  await drag(page, '-Hero', [[3, 1]]);
  assert.deepEqual(await lines(page), ['-Hero', '-Mage']);
  assert.equal(await panelText(page, '[data-fw=mover]'), 'Hero');
  assert.equal(
    await panelText(page, '[data-fw=token][data-id="-Mage"] [data-fw=line-summary]'),
    '10 ft of 30 (Dash: 60)',
  );
  // The GM moves the orc: not the player's, so neither the list nor the readout changes.
  await drag(page, '-Orc', [[8, 6]]);
  assert.deepEqual(await lines(page), ['-Hero', '-Mage']);
  assert.equal(await panelText(page, '[data-fw=mover]'), 'Hero');

  // Typing a speed: "2" typed into the mage's field, then the orc and the hero move. The field keeps
  // the focus and what was typed, and nothing is taken until Enter: the mage is still at 30.
  const mageSpeed = page.locator('footwork-panel [data-fw=speed][data-id="-Mage"]');
  await mageSpeed.click();
  await mageSpeed.fill('2');
  await drag(page, '-Orc', [[7, 6]]);
  await drag(page, '-Hero', [[4, 1]]);
  assert.equal(await focusedId(page), '-Mage');
  assert.equal(await mageSpeed.inputValue(), '2');
  await page.keyboard.type('5');
  assert.equal(await mageSpeed.inputValue(), '25');
  await mageSpeed.press('Enter');
  // 25 ft, crawling: [2,4] → [3,4] is 10 more, 20 of 25 (Dash: 50).
  await drag(page, '-Mage', [[3, 4]]);
  assert.equal(await panelText(page, '[data-fw=summary]'), '20 ft of 25 (Dash: 50)');

  // The panel moved by its title bar with the mouse, then collapsed to one line.
  const before = await box(page);
  const handle = await page.evaluate(() => {
    const r = document
      .querySelector('footwork-panel')
      .shadowRoot.querySelector('[data-fw=handle] .title')
      .getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  });
  await page.mouse.move(handle[0], handle[1]);
  await page.mouse.down();
  await page.mouse.move(handle[0] + 400, handle[1] - 300, { steps: 6 });
  await page.mouse.up();
  const moved = await box(page);
  assert.deepEqual([moved.left - before.left, moved.top - before.top], [400, -300]);
  await page.screenshot({ path: resolve(shots, 'extension-panel.png') });
  await page.locator('footwork-panel [data-fw=collapse]').click();
  const collapsed = await box(page);
  assert.ok(collapsed.height <= 32, `one line: ${collapsed.height} px`);
  assert.equal(await panelText(page, '[data-fw=oneline]'), 'Mage: 20 ft of 25 (Dash: 50)');
  await page.screenshot({ path: resolve(shots, 'extension-panel-collapsed.png') });
  // The ruleset picked: dnd35 (the page's ruler says 5E).
  await page.locator('footwork-panel [data-fw=collapse]').click();
  await openPageSection(page);
  await page.locator('footwork-panel [data-fw=ruleset]').selectOption('dnd35');
  await page.locator('footwork-panel [data-fw=collapse]').click();
  await page.waitForTimeout(400); // the settings are written once they rest (150 ms)

  // Reloaded: the same place, collapsed, the ruleset and the mage's speed as they were.
  await page.reload();
  await page.waitForSelector('footwork-panel[data-state="ready"]', { state: 'attached' });
  await page.waitForFunction(() => document.querySelector('footwork-panel').getAttribute('data-collapsed') === 'true');
  assert.deepEqual(await box(page).then((b) => [b.left, b.top]), [moved.left, moved.top]);
  await page.locator('footwork-panel [data-fw=collapse]').click();
  await page.waitForFunction(
    () => document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=ruleset]')?.value === 'dnd35',
  );
  assert.equal(await page.locator('footwork-panel [data-fw=speed][data-id="-Mage"]').inputValue(), '25');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the GM prices on the players’ scene, GM-layer tokens left out; a changed marker mapping reads a marker as a condition; speeds from the character sheet; the turn tracker moves on', async () => {
  const page = await openEditor(context, scenario('campaign-gm', { player: { id: 'gm-1', gm: true } }));
  // The panel's place and state are the user's for every game: the first test left it collapsed.
  await page.waitForTimeout(200);
  if ((await page.getAttribute('footwork-panel', 'data-collapsed')) === 'true')
    await page.locator('footwork-panel [data-fw=collapse]').click();
  // The spy on the GM layer is no creature, for the GM too (web/roll20/creatures.js, the Mod's rule):
  // a hidden monster is in nobody's way until the GM moves it to the objects layer.
  assert.deepEqual(await lines(page), ['-Hero', '-Mage', '-Orc']);
  // The mapping: "red" (a Roll20 colour marker, on the orc) read as prone; "blue@2" (numbered) as
  // grappled, which the mage's line then shows.
  assert.equal(await panelText(page, '[data-fw=token][data-id="-Orc"] [data-fw=conditions]'), '');
  await openPageSection(page);
  await page.locator('footwork-panel [data-fw=conventions] summary').click();
  await page.locator('footwork-panel [data-fw=markers]').fill('red=prone, blue=grappled');
  await page.locator('footwork-panel [data-fw=markers]').press('Enter');
  await page.waitForFunction(
    () =>
      document
        .querySelector('footwork-panel')
        .shadowRoot.querySelector('[data-fw=token][data-id="-Orc"] [data-fw=conditions]').textContent === 'prone',
  );
  assert.equal(await panelText(page, '[data-fw=token][data-id="-Mage"] [data-fw=conditions]'), 'prone, grappled');
  // The orc, prone now, crawls one square: "Every foot of movement while crawling costs 1 extra
  // foot": 10 ft.
  await drag(page, '-Orc', [[8, 6]]);
  assert.equal(await panelText(page, '[data-fw=summary]'), '10 ft of 30 (Dash: 60)');
  // Speeds from the character's "speed" attribute: the hero's sheet says 40; the others have no
  // character and keep 30.
  await page.locator('footwork-panel [data-fw=speed-source]').selectOption('attribute');
  assert.equal(await page.locator('footwork-panel [data-fw=speed][data-id="-Hero"]').inputValue(), '40');
  assert.equal(await page.locator('footwork-panel [data-fw=speed][data-id="-Orc"]').inputValue(), '30');
  // "next turn" moves the first entry to the end: the orc's turn, which it starts afresh (the orc's
  // 10 ft forgotten: web/roll20/turnorder.js startsAfresh); then the custom row, shown by its text.
  await act(page, () => window.__replica.nextTurn());
  assert.equal(await panelText(page, '[data-fw=turn-name]'), '— Orc');
  assert.equal(await page.locator('footwork-panel [data-fw=spent]').count(), 0);
  await act(page, () => window.__replica.nextTurn());
  assert.equal(await panelText(page, '[data-fw=turn-name]'), '— Lair action');
  await page.screenshot({ path: resolve(shots, 'extension-panel-gm.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});
