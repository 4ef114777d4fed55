// The calculator's defects of issue 37 (found by trying every surface as a new user would), each
// checked in headless Chromium at 1280×720 with real pointer events. The expected answers are worked
// out by hand from the rules, never asked of the page.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { cutFields, brokenWords } from '../words/code-shaped.mjs';
import {
  calculatorForFile,
  openPage,
  clickCell,
  hoverCell,
  dragCells,
  tool,
  text,
  importScene,
  shotDir,
  calc,
} from './helpers.mjs';

let site;
let browser;
calculatorForFile((s) => ({ site, browser } = s));

const open = () => openPage(browser, site.url, { width: 1280, height: 720 });

const labelOf = async (page, id) =>
  (await page.locator('label.ask-field', { has: page.locator(id) }).textContent()).trim();

describe('issue 37: the calculator as a new user meets it', () => {
  // 4e: "When you push a creature, each square you move it must place it farther away from you" —
  // a push needs the one pushing (or a place it is pushed from); a slide needs neither.
  test('3: the push form asks for “By” (or an “Origin” it has), its words whole, no “feet” in a label', async () => {
    const page = await open();
    await importScene(page, {
      ruleset: '4e',
      grid: { width: 10, height: 6, cellFeet: 5 },
      creatures: [
        { id: 'fighter', position: [1, 2], speeds: { walk: 30 }, side: 'party' },
        { id: 'orc', position: [2, 2], speeds: { walk: 30 }, side: 'monsters' },
      ],
    });
    await tool(page, 'ask');
    await page.selectOption('#ask-query', 'forced');
    const by = await labelOf(page, '#ask-by');
    assert.doesNotMatch(by, /optional/, by);
    assert.match(by, /^By \(needed to push or pull, or an “Origin”\)/, by);
    assert.equal(await labelOf(page, '#ask-pitDepthFeet'), 'Pit depth (ft) (optional)');
    assert.deepEqual(await cutFields(page, '#ask-fields'), []);
    // A push with neither: the error names only fields the form has, and marks “By”.
    await page.selectOption('#ask-kind', 'push');
    await page.selectOption('#ask-creature', 'orc');
    await page.focus('#ask-path');
    await clickCell(page, 3, 2);
    await page.click('#ask-run');
    const error = await text(page, '#answer-error');
    assert.match(error, /A push needs “By”/, error);
    const labels = await page.$$eval('#ask-fields label.ask-field', (ls) => ls.map((l) => l.textContent.trim()));
    for (const [, name] of error.matchAll(/“([^”]+)”/g))
      assert.ok(
        labels.some((l) => l.startsWith(name)),
        `the error names “${name}”, which the form has not: ${labels.join(' | ')}`,
      );
    assert.equal(await page.getAttribute('#ask-by', 'aria-invalid'), 'true');
    // Pushed from a cell instead: the fighter's cell as the origin, the push is judged.
    await page.selectOption('#ask-by', '');
    await page.focus('#ask-origin');
    await clickCell(page, 1, 2);
    assert.equal(await page.inputValue('#ask-origin'), '1,2');
    await page.click('#ask-run');
    assert.equal(await text(page, '#answer-facts dd[data-key="legal"]'), 'yes');
    await page.screenshot({ path: resolve(shotDir, 'calculator-ask-push-1280.png') });
    // The two places of a range: their placeholders whole too.
    await page.selectOption('#ask-query', 'distance');
    assert.deepEqual(await cutFields(page, '#ask-fields'), []);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  // A creature with no speed at all cannot move ("Allowance 0 ft", "1 places reachable"): the form
  // asks for one, as it asks for a name, rather than making it so in silence.
  test('4: a creature made with every speed field empty is asked for a speed, not made unable to move', async () => {
    const page = await open();
    await tool(page, 'creature');
    await page.fill('#cr-id', 'scout');
    for (const k of ['walk', 'fly', 'swim', 'climb', 'burrow']) await page.fill(`#cr-${k}`, '');
    await clickCell(page, 5, 6);
    const ids = () => calc(page, (app) => app.scene.creatures().map((c) => c.id));
    assert.deepEqual(await ids(), ['hero', 'orc']);
    assert.equal(await page.getAttribute('#cr-walk', 'aria-invalid'), 'true');
    assert.match(await text(page, '#cr-walk-error'), /Give the creature a speed in feet/);
    await page.screenshot({ path: resolve(shotDir, 'calculator-speed-asked-1280.png') });
    // With a walk speed the same click places it, able to move.
    await page.fill('#cr-walk', '30');
    await clickCell(page, 5, 6);
    assert.deepEqual(await ids(), ['hero', 'orc', 'scout']);
    assert.equal(await page.getAttribute('#cr-walk', 'aria-invalid'), null);
    // Apply with the speeds emptied again: asked, and the creature keeps its speed.
    await page.fill('#cr-walk', '');
    await page.click('#cr-apply');
    assert.equal(await page.getAttribute('#cr-walk', 'aria-invalid'), 'true');
    assert.deepEqual(await calc(page, (app) => app.scene.creature('scout').speeds), { walk: 30 });
    // A speed of 0 is a creature that does not move, said so on purpose: taken.
    await page.fill('#cr-walk', '0');
    await page.click('#cr-apply');
    assert.equal(await page.getAttribute('#cr-walk', 'aria-invalid'), null);
    assert.equal(await calc(page, (app) => app.scene.creature('scout').speeds.walk ?? 0), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  // Every rule's every choice, on each of the five rulesets, readable whole in the house-rules form
  // ("1 extra foot a foot (once, whatever makes" was all a 5e-fine table read of its terrain rule).
  test('7: every house-rule choice is shown whole, on every ruleset', async () => {
    const page = await open();
    await page.click('#house-rules summary');
    const cut = [];
    for (const ruleset of ['5e-fine', 'sw5e', 'dnd35', 'd20-3.0', '4e']) {
      await page.selectOption('#ruleset', ruleset);
      await page.waitForFunction((r) => window.footworkCalc.scene.session.ruleset === r, ruleset);
      for (const c of await cutFields(page, '#house-rules-form')) cut.push(`${ruleset}: ${c.word}`);
      for (const b of await brokenWords(page, '#house-rules-form')) cut.push(`${ruleset}: “${b.word}” broken`);
    }
    await page.selectOption('#ruleset', '5e-fine');
    await page.locator('#house-rules-form select[data-rule="hamper"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: resolve(shotDir, 'calculator-house-rules-1280.png') });
    assert.deepEqual(cut, []);
    await page.context().close();
  });

  // 4e: "moving 1 square costs 5 feet", a diagonal too. A Large ogre (2×2) at [2, 2] grabbed by its
  // square [3, 3] and dragged two squares east: its space goes to [4, 2] in two steps, 10 ft. The
  // pointer, let go over [5, 3], is over the ogre's own square [5, 3] (its space [4..5, 2..3]): the
  // label says the move made, 10 ft, not a step more. One square further east, [6, 3], the cell held
  // stays under the pointer: the ogre at [5, 2], one step more, 15 ft (to its anchor [6, 3]: 20 ft).
  test('1: after a Large ogre is dragged by [3,3], the label at the pointer prices its own move, not a phantom step', async () => {
    const page = await open();
    await importScene(page, {
      ruleset: '4e',
      grid: { width: 12, height: 8, cellFeet: 5 },
      creatures: [{ id: 'ogre', position: [2, 2], size: 'large', speeds: { walk: 40 }, side: 'monsters' }],
    });
    await tool(page, 'path');
    await dragCells(page, [
      [3, 3],
      [4, 3],
      [5, 3],
    ]);
    assert.match(await text(page, '#summary'), /Turn total10 ft \(2 sq\)/);
    await page.waitForSelector('#cursor-label:not([hidden])');
    const label = () => text(page, '#cursor-label');
    assert.match(await label(), /^10 ft( this turn)? · /, await label());
    await hoverCell(page, 6, 3);
    await page.waitForFunction(() =>
      /^15 ft( this turn)? · /.test(document.getElementById('cursor-label').textContent),
    );
    assert.deepEqual(await calc(page, (app) => app.move.hoverAnchor), [5, 2]);
    // The best path drawn ends where the label prices: the ogre's anchor one square on.
    assert.deepEqual(await calc(page, (app) => app.view.data.route.steps.at(-1).cell), [5, 2]);
    await page.screenshot({ path: resolve(shotDir, 'calculator-ogre-held-1280.png') });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  // sw5e: "you can't willingly end your move in its space" (another creature's). The hero at [1, 3],
  // the ally scout at [4, 3]: hovering the scout's square says the move cannot end there, in the
  // engine's sentence, not the price of the square before it.
  test('2: hovering an ally’s square says the move cannot end there', async () => {
    const page = await open();
    await importScene(page, {
      ruleset: 'sw5e',
      grid: { width: 10, height: 6, cellFeet: 5 },
      creatures: [
        { id: 'hero', position: [1, 3], speeds: { walk: 30 }, side: 'party' },
        { id: 'scout', position: [4, 3], speeds: { walk: 30 }, side: 'party' },
      ],
    });
    await tool(page, 'path');
    await hoverCell(page, 4, 3);
    await page.waitForSelector('#cursor-label:not([hidden])');
    const label = await text(page, '#cursor-label');
    // The engine's sentence as present.js says it (endProblemText: a sentence, its first letter capital).
    assert.match(label, /Hero can't stand in scout's space: a move may not end there\./, label);
    assert.doesNotMatch(label, /^\d+ ft( this turn)? · /, label);
    await page.screenshot({ path: resolve(shotDir, 'calculator-hover-ally-1280.png') });
    // The square beside it is priced as before: 10 ft.
    await hoverCell(page, 3, 3);
    await page.waitForFunction(() =>
      /^10 ft( this turn)? · /.test(document.getElementById('cursor-label').textContent),
    );
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
