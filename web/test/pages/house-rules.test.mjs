// House rules on the calculator (issue 26; docs/calculator.md, "House rules"), in headless Chromium
// with real pointer events: a rule picked under the ruleset re-prices the move on the map, the
// share link carries the rules both ways (a link with rules opens with the picker showing them; the
// address bar follows a change), a rule the engine would refuse in a link is left out and said,
// Reset gives the text back, a change of ruleset keeps what the new one takes and says what not,
// and every word shown is for people.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { calculatorForFile, openPage, dragCells, text, calc, shotDir } from './helpers.mjs';
import { decodeFragment } from '../../calculator/js/share.js';
import { shownText, codeShapedShown } from '../words/code-shaped.mjs';

let site;
let browser;
calculatorForFile((s) => ({ site, browser } = s));

const link = (scene) => '#scene=' + deflateRawSync(Buffer.from(JSON.stringify(scene))).toString('base64url');
const scene = (ruleset) => ({
  ruleset,
  grid: { width: 12, height: 8, cellFeet: 5 },
  creatures: [
    { id: 'hero', position: [1, 3], size: 'medium', speeds: { walk: 30 }, side: 'party' },
    { id: 'orc', position: [7, 3], size: 'medium', speeds: { walk: 30 }, side: 'monsters' },
  ],
});
// Three diagonal steps from the hero: 5 + 10 + 5 = 20 ft by sw5e's text, 15 ft counting every
// diagonal as 1 square.
const DIAGONALS = [
  [1, 3],
  [2, 2],
  [3, 1],
  [4, 0],
];

const openRules = async (page) => {
  if (!(await page.isVisible('#house-rules-form'))) await page.click('#house-rules summary');
};
const pick = (page, rule, label) => page.selectOption(`#house-rules-form select[data-rule="${rule}"]`, { label });
const chosen = (page, rule) =>
  page.$eval(`#house-rules-form select[data-rule="${rule}"]`, (s) => s.selectedOptions[0].textContent);
const total = (page) => text(page, '#sum-total');
// The scene's rules as the engine holds them (Session.sceneSpec through the page's own reading).
const rulesHeld = (page) => calc(page, (app) => app.scene.spec().ruleset);

test('a house rule re-prices the move on the map; the default is marked; Reset gives the text back', async () => {
  const page = await openPage(browser, site.url, { width: 1280, height: 720 });
  await dragCells(page, DIAGONALS);
  assert.match(await total(page), /^20 ft/);
  await openRules(page);
  assert.equal(await text(page, '#house-rules-title'), 'House rules (none changed)');
  assert.equal(await chosen(page, 'diagonal'), 'alternately 1 and 2 squares (as sw5e)');
  assert.equal(await page.isDisabled('#house-rules-reset'), true);

  await pick(page, 'diagonal', 'every diagonal 1 square');
  // The path on the map is priced again under the new rule, without dragging it again.
  assert.match(await total(page), /^15 ft/);
  assert.equal(await text(page, '#house-rules-title'), 'House rules (1 changed)');
  assert.deepEqual(await rulesHeld(page), { base: 'sw5e', diagonal: 'one' });
  assert.ok(await page.$eval('#house-rules-form label[data-rule="diagonal"]', (l) => l.classList.contains('changed')));
  // The page's own words about diagonals follow the rule and say it is not the text's.
  assert.match(
    await text(page, '#ruleset-title'),
    /diagonals: every square counts 1 \(a house rule; sw5e's text: alternate 1 and 2 squares\)/,
  );
  assert.equal(await text(page, '#house-rules-words'), 'Playing sw5e, counting every diagonal as 1 square.');
  // A drag made now is priced by the rule too (a new path, by pointer).
  await page.click('#path-clear');
  await dragCells(page, [
    [1, 3],
    [2, 4],
    [3, 5],
    [4, 6],
    [5, 7],
  ]);
  assert.match(await total(page), /^20 ft/, 'four diagonals at 5 ft each');

  // A Dash of three times the speed: the allowance list and the Move tab say it.
  await pick(page, 'bands.dash', '×3');
  assert.equal(await text(page, '#house-rules-title'), 'House rules (2 changed)');
  assert.equal(await page.$eval('#band', (s) => s.selectedOptions[0].textContent), 'dash (×3)');
  assert.match(await text(page, '#sum-allowance'), /^90 ft/);
  await page.screenshot({ path: resolve(shotDir, 'calculator-1280x720-house-rules.png') });

  // Each word shown with the picker open is for people (no knob names, no engine values).
  const found = codeShapedShown(await shownText(page, '#grid-section, #status, #summary'));
  assert.deepEqual(found, []);

  // Undo edit takes one rule back; Reset takes all of them back.
  await page.click('#scene-section summary');
  await page.click('#scene-undo');
  assert.deepEqual(await rulesHeld(page), { base: 'sw5e', diagonal: 'one' });
  await page.click('#house-rules-reset');
  assert.equal(await rulesHeld(page), 'sw5e');
  assert.equal(await text(page, '#house-rules-title'), 'House rules (none changed)');
  assert.equal(await page.isHidden('#house-rules-words'), true);
  assert.match(await text(page, '#ruleset-title'), /diagonals: alternate 1 and 2 squares\.$/);
  await page.click('#path-clear');
  await dragCells(page, DIAGONALS);
  assert.match(await total(page), /^20 ft/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the share link carries the rules: shared, opened elsewhere, and kept in step after a change', async () => {
  const page = await openPage(browser, site.url, { width: 1280, height: 720 });
  await openRules(page);
  await pick(page, 'diagonal', 'every diagonal 1 square');
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#scene='));
  const shared = await page.evaluate(() => location.href);
  assert.deepEqual(JSON.parse(await decodeFragment(new URL(shared).hash)).ruleset, { base: 'sw5e', diagonal: 'one' });
  // A change while the link is in the address bar writes the link again: reloading or copying it
  // gives the rules now chosen.
  await pick(page, 'flyingIgnoresDifficult', 'yes');
  await page.waitForFunction((old) => location.href !== old, shared);
  const after = JSON.parse(await decodeFragment(await page.evaluate(() => location.hash))).ruleset;
  assert.deepEqual(after, { base: 'sw5e', diagonal: 'one', flyingIgnoresDifficult: true });
  await page.context().close();

  // Opened in another browser (its own storage): the picker shows the link's rules, the map prices by them.
  const other = await openPage(browser, shared, { width: 1280, height: 720 });
  await openRules(other);
  assert.equal(await text(other, '#house-rules-title'), 'House rules (1 changed)');
  assert.equal(await chosen(other, 'diagonal'), 'every diagonal 1 square');
  await dragCells(other, DIAGONALS);
  assert.match(await total(other), /^15 ft/);
  assert.deepEqual(other.errors, []);
  await other.context().close();
});

test('a link whose rules the engine would refuse opens without them, each one said', async () => {
  const ruleset = { base: 'dnd35', diagonal: 'one', fooBar: true, bands: { dash: 3 }, endInAlly: 'sometimes' };
  const page = await openPage(browser, site.url + link(scene(ruleset)), { width: 1280, height: 720 });
  assert.equal(await page.isHidden('#error'), true, 'the scene opened');
  assert.deepEqual(await rulesHeld(page), { base: 'dnd35', diagonal: 'one' });
  const notes = await text(page, '#notes');
  assert.match(notes, /dnd35 has no rule “Foo bar”; that house rule is not used\./);
  assert.match(notes, /dnd35 has no rule “Dash”/);
  assert.match(
    notes,
    /From the share link: The house rule “A move may end in an ally’s space” was set to something it does not take; dnd35’s is used\./,
  );
  await openRules(page);
  assert.equal(await text(page, '#house-rules-title'), 'House rules (1 changed)');
  assert.deepEqual(codeShapedShown(await shownText(page, '#notice, #grid-section')), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('another ruleset keeps the house rules it takes and says the ones it does not', async () => {
  const page = await openPage(browser, site.url + link(scene({ base: 'sw5e', diagonal: 'one', bands: { dash: 3 } })), {
    width: 1280,
    height: 720,
  });
  await openRules(page);
  assert.equal(await text(page, '#house-rules-title'), 'House rules (2 changed)');
  await page.selectOption('#ruleset', 'dnd35');
  assert.deepEqual(await rulesHeld(page), { base: 'dnd35', diagonal: 'one' });
  assert.match(await text(page, '#status'), /^Ruleset dnd35\. dnd35 has no rule “Dash”; that house rule is not used\./);
  assert.equal(await text(page, '#house-rules-title'), 'House rules (1 changed)');
  assert.equal(await chosen(page, 'diagonal'), 'every diagonal 1 square');
  assert.match(await text(page, '#ruleset-title'), /a house rule; dnd35's text: alternate 1 and 2 squares/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
