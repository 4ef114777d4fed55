// Issue 25, defect 4: a creature could be placed on another's space, and the Ask tool then said the ogre
// "threatens" the creature under it. Placing and dragging with the Creatures tool are refused where the
// engine says the creature may not stand (the space query's `occupied`, the rule that ends a move), in
// its words; a Tiny creature shares where the ruleset lets it; a scene read whole whose creatures
// overlap is kept, and said in one line. Real pointer events in headless Chromium at 1280×720; the
// expected places are worked out by hand from the rules, never asked of the page.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import {
  calculatorForFile,
  openPage,
  clickCell,
  cellCentre,
  tool,
  text,
  calc,
  importScene,
  shotDir,
} from './helpers.mjs';
import { shownText, codeShapedShown } from '../words/code-shaped.mjs';

let site;
let browser;
calculatorForFile((s) => ({ site, browser } = s));

const rows = (w, h) => Array.from({ length: h }, () => '.'.repeat(w));
const scene = (ruleset, creatures) => ({
  ruleset,
  grid: { width: 12, height: 8, cellFeet: 5, rows: rows(12, 8) },
  creatures,
});
const hero = (position) => ({ id: 'hero', position, size: 'medium', speeds: { walk: 30 }, side: 'party' });
// The 2×2 ogre stands on [6,3], [7,3], [6,4] and [7,4].
const ogre = { id: 'ogre', position: [6, 3], size: 'large', speeds: { walk: 40 }, side: 'monsters' };

const open = async (spec) => {
  const page = await openPage(browser, site.url, { width: 1280, height: 720 });
  await importScene(page, spec);
  assert.equal(await page.isHidden('#error'), true, 'the scene is read');
  return page;
};
const positions = (page) =>
  calc(page, (app) => Object.fromEntries(app.scene.creatures().map((c) => [c.id, c.position.join(',')])));

// The Ask tool's threatened question for the ogre, through the page's form: the engine's answer.
async function ogreThreatens(page) {
  await tool(page, 'ask');
  await page.selectOption('#ask-query', 'threatened');
  await page.selectOption('#ask-creature', 'ogre');
  await page.click('#ask-run');
  const answer = await calc(page, (app) => app.ask.answer.result);
  await tool(page, 'creature');
  return answer;
}

// A drag with the Creatures tool from cell `from` to cell `to` in one pointer move; released unless
// `hold` (the caller releases it).
async function dragInOneMove(page, from, to, hold = false) {
  const [x0, y0] = await cellCentre(page, ...from);
  const [x1, y1] = await cellCentre(page, ...to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 1 });
  if (!hold) await page.mouse.up();
}

// The page's error line: shown, in the engine's words, nothing code-shaped.
async function saysRefused(page, pattern) {
  assert.equal(await page.isVisible('#error'), true, 'the refusal is said');
  assert.match(await text(page, '#error-message'), pattern);
  assert.deepEqual(codeShapedShown(await shownText(page, '#error-message')), []);
}

describe('placing on another creature’s space (issue 25, defect 4)', () => {
  test('a hero dragged onto the ogre’s space stays where it was, and Ask’s answer is unchanged', async () => {
    const page = await open(scene('sw5e', [hero([1, 3]), ogre]));
    const before = await ogreThreatens(page);
    // One pointer move from the hero's square to the ogre's lower-left one, and the drop there.
    await dragInOneMove(page, [1, 3], [6, 4], true);
    await saysRefused(page, /^hero can't stand in ogre's space: a move may not end there\.$/);
    await page.screenshot({ path: resolve(shotDir, 'occupy-drag-refused.png') });
    await page.mouse.up();
    assert.deepEqual(await positions(page), { hero: '1,3', ogre: '6,3' });
    assert.deepEqual(await ogreThreatens(page), before, 'the ogre threatens no one under it');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test('a drag keeps its last allowed place while over the ogre, and goes on past it', async () => {
    const page = await open(scene('sw5e', [hero([1, 3]), ogre]));
    await tool(page, 'creature');
    const at = async (x, y) => {
      const [px, py] = await cellCentre(page, x, y);
      await page.mouse.move(px, py, { steps: 2 });
    };
    await at(1, 3);
    await page.mouse.down();
    await at(4, 3);
    assert.equal((await positions(page)).hero, '4,3');
    assert.equal(await page.isHidden('#error'), true);
    await at(7, 3); // the ogre's upper-right square
    assert.equal((await positions(page)).hero, '4,3', 'it stays at its last allowed place');
    await saysRefused(page, /can't stand in ogre's space/);
    await at(8, 3); // beside the ogre, on the other side
    assert.equal((await positions(page)).hero, '8,3');
    assert.equal(await page.isHidden('#error'), true, 'the words go once it may stand again');
    await page.mouse.up();
    assert.deepEqual(await positions(page), { hero: '8,3', ogre: '6,3' });
    await page.context().close();
  });

  test('a new Large creature whose space would take in the ogre’s square is not placed', async () => {
    const page = await open(scene('sw5e', [hero([1, 3]), ogre]));
    const before = await ogreThreatens(page);
    await page.fill('#cr-id', 'troll');
    await page.fill('#cr-walk', '30'); // a creature is made with a speed (issue 37)
    await page.selectOption('#cr-size', 'large');
    await page.fill('#cr-side', 'party');
    // At [5,2] its 2×2 space is [5,2], [6,2], [5,3], [6,3]: the last is the ogre's.
    await clickCell(page, 5, 2);
    await saysRefused(page, /^troll can't stand in ogre's space/);
    assert.deepEqual(await positions(page), { hero: '1,3', ogre: '6,3' }, 'nothing placed');
    assert.deepEqual(await ogreThreatens(page), before);
    // One square further left its space is clear of the ogre's: placed.
    await clickCell(page, 4, 2);
    assert.equal(await page.isHidden('#error'), true);
    assert.deepEqual(await positions(page), { hero: '1,3', ogre: '6,3', troll: '4,2' });
    await page.context().close();
  });

  test('a creature grown to Large beside the ogre is not applied where its space would take in the ogre’s', async () => {
    const page = await open(scene('sw5e', [hero([5, 3]), ogre]));
    await tool(page, 'creature');
    await clickCell(page, 5, 3);
    assert.equal(await page.inputValue('#cr-id'), 'hero');
    await page.selectOption('#cr-size', 'large');
    await page.click('#cr-apply'); // 2×2 from [5,3]: [6,3] and [6,4] are the ogre's
    await saysRefused(page, /^hero can't stand in ogre's space/);
    assert.equal(await calc(page, (app) => app.scene.creatures().find((c) => c.id === 'hero').size), 'medium');
    await page.context().close();
  });

  test('Tiny creatures share a square where the ruleset lets them; a Medium one does not', async () => {
    // sw5e: a Tiny creature's 2½-ft space, four to a 5-ft square.
    const rat = { id: 'rat', position: [2, 6], size: 'tiny', speeds: { walk: 20 }, side: 'vermin' };
    const cat = { id: 'cat', position: [4, 6], size: 'tiny', speeds: { walk: 40 }, side: 'vermin' };
    const page = await open(scene('sw5e', [hero([1, 3]), ogre, rat, cat]));
    await tool(page, 'creature');
    await dragInOneMove(page, [2, 6], [4, 6]);
    assert.equal((await positions(page)).rat, '4,6', 'the rat shares the cat’s square');
    assert.equal(await page.isHidden('#error'), true);
    await dragInOneMove(page, [1, 3], [4, 6]);
    await saysRefused(page, /can't stand in (cat|rat)'s space/);
    assert.equal((await positions(page)).hero, '1,3');
    await page.context().close();

    // dnd35: very small creatures "must enter an opponent's square to attack": the rat ends in the ogre's.
    const page35 = await open(scene('dnd35', [hero([1, 3]), ogre, rat]));
    await tool(page35, 'creature');
    await dragInOneMove(page35, [2, 6], [7, 4]);
    assert.equal((await positions(page35)).rat, '7,4');
    assert.equal(await page35.isHidden('#error'), true);
    await page35.context().close();
  });

  test('a scene whose creatures overlap is read as it is and said in one line', async () => {
    // The ogre listed first, so the hero is drawn on top and a press on [7,4] takes the hero.
    const page = await open(scene('sw5e', [ogre, hero([7, 4])]));
    assert.deepEqual(await positions(page), { hero: '7,4', ogre: '6,3' }, 'kept where the file puts them');
    const notes = await page.$$eval('#notes li', (lis) => lis.map((li) => li.textContent));
    const line = notes.filter((n) => /overlap/.test(n));
    assert.deepEqual(line, [
      'Some creatures overlap where no move could end: ogre and hero. They are kept where the scene puts them.',
    ]);
    assert.equal(await page.isVisible('#notice'), true);
    assert.deepEqual(codeShapedShown(await shownText(page, '#notice')), []);
    await page.screenshot({ path: resolve(shotDir, 'occupy-overlapping-scene.png') });
    // Dragged apart with the Creatures tool, the line goes.
    await tool(page, 'creature');
    await dragInOneMove(page, [7, 4], [9, 6]);
    assert.equal((await positions(page)).hero, '9,6');
    const after = await page.$$eval('#notes li', (lis) => lis.map((li) => li.textContent));
    assert.deepEqual(
      after.filter((n) => /overlap/.test(n)),
      [],
    );
    await page.context().close();
  });
});
