// Where to stand (issue 27) in the Owlbear extension, in the host replica at 1280×720: the panel's
// "Where to stand" choice (safe / flanking / in cover from / in reach of, the creature chosen by
// name), its legend in words with a count per mark, the places drawn as local items for the token
// selected and, on a real drag with the Footwork tool, for the token picked up. The scene: the Hero
// (party) at [2,2], the orc (monsters) at [6,2], an Ally (party) at [7,2] beyond it, an Owlbear wall
// along x = 4 from the top down to row 4, open below. What each square is worth, by hand:
// - [0,0]: far from the orc, reached without coming near it: safe.
// - [5,2]: beside the orc; the way there comes round the wall's end into the orc's reach and never
//   leaves it ("when a hostile creature that you can see moves out of your reach"): threatened.
// - flanking (4e: "you flank an enemy when you and an ally are adjacent to it and on opposite sides
//   of its space"): [5,2], with the Ally at [7,2]; sw5e has no flanking rule, said in one sentence.
// - cover (5e-fine, corner lines): [3,2] behind the wall from the orc: total; [5,2] none.
// - reach: the orc (Medium, 5-ft reach) is in reach from [5,2], not from [3,2].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  hostForFile,
  openHost,
  token,
  mapImage,
  wall,
  settle,
  mouseDrag,
  labels,
  screenshot,
  panel,
  DPI,
  background,
} from './helpers.mjs';

let built;
let browser;
hostForFile((h) => ({ built, browser } = h));

const items = () => [
  mapImage(12, 9),
  token('hero', 'Hero', [2, 2], { side: 'party', walk: 30 }),
  token('orc', 'the orc', [6, 2], { side: 'monsters', walk: 30 }),
  token('ally', 'Ally', [7, 2], { side: 'party', walk: 30 }),
  wall([
    [4, 0],
    [4, 5],
  ]),
];

// The extension's places items by mark → the squares each covers (a square's path starts at its
// top-left corner: one MOVE command per place).
const placesDrawn = (page) =>
  page.evaluate(
    (dpi) =>
      Object.fromEntries(
        window.harness.state.local
          .filter((i) => i.type === 'PATH' && i.name.startsWith('Footwork places'))
          .map((i) => [
            /\((.*)\)/.exec(i.name)[1],
            {
              opacity: i.style.fillOpacity,
              cells: i.commands.filter((c) => c[0] === 0).map((c) => `${c[1] / dpi},${c[2] / dpi}`),
            },
          ]),
      ),
    DPI,
  );
const summary = (page) => panel(page).locator('[data-fw=places-summary]').textContent();
// The panel's summary once it matches `re` (the background asks the engine, then tells the panel).
async function summaryLike(page, re) {
  try {
    await panel(page).waitForFunction(
      (src) => new RegExp(src).test(document.querySelector('[data-fw=places-summary]').textContent),
      re.source,
      { timeout: 10000 },
    );
  } catch (e) {
    throw new Error(`the places summary is "${await summary(page)}", not ${re}: ${e.message}`);
  }
  await settle(page);
  return summary(page);
}
const legend = (page) =>
  panel(page)
    .locator('[data-fw=legend] li')
    .evaluateAll((es) =>
      es.map((e) => ({
        mark: e.dataset.mark,
        count: Number(e.querySelector('.count').textContent),
        words: e.querySelector('.words').textContent,
      })),
    );
async function choose(page, name, value) {
  await panel(page).selectOption(`[name=${name}]`, value);
  await settle(page);
}

test('where to stand: safe, flank, cover and reach, chosen in the panel, drawn for the selected token and on a drag', async () => {
  const page = await openHost(browser, built, { items: items() });
  await page.setViewportSize({ width: 1280, height: 720 });
  try {
    // Off by default: nothing drawn, no legend.
    assert.equal(await panel(page).locator('[name=placesMode]').inputValue(), 'off');
    await choose(page, 'placesMode', 'safe');
    assert.equal(await summary(page), 'Select or pick up a token to see where it can stand.');
    assert.deepEqual(await placesDrawn(page), {});

    // The Hero selected (as Owlbear's Move tool selects it): its places drawn, the legend counted.
    await page.evaluate(() => window.harness.select(['hero']));
    await settle(page);
    const said = await summaryLike(page, /^Hero: \d+ of \d+ places are safe$/);
    const marks = await legend(page);
    assert.deepEqual(
      marks.map((m) => m.mark),
      ['safe', 'threatened', 'provokes'],
    );
    const [, good, all] = /(\d+) of (\d+)/.exec(said).map(Number);
    assert.equal(marks[0].count, good);
    assert.equal(
      marks.reduce((n, m) => n + m.count, 0),
      all,
    );
    let drawn = await placesDrawn(page);
    assert.ok(drawn.safe.cells.includes('0,0'), 'safe: [0,0]');
    assert.ok(drawn.threatened.cells.includes('5,2'), 'threatened: [5,2]');
    assert.ok(drawn.safe.opacity > drawn.threatened.opacity, 'the places that qualify are filled more strongly');
    assert.equal(drawn.safe.cells.length, good);
    await screenshot(page, 'owlbear-places-safe-1280x720.png');

    // A real drag of the Hero with the Footwork tool: its places from where it was picked up, instead
    // of the reachable area; the selection's own go while it lasts, and come back after.
    await mouseDrag(
      page,
      [
        [2, 2],
        [1, 1],
        [0, 0],
      ],
      { release: false },
    );
    const during = await page.evaluate(() => window.harness.state.local.map((i) => i.name));
    assert.ok(!during.some((n) => n.startsWith('Footwork reach')), during.join(', '));
    assert.equal(during.filter((n) => n === 'Footwork places (safe)').length, 1, 'one set of places, the drag’s');
    // Two diagonals, sw5e alternating as Owlbear's ruler does ("the first diagonal square counts as 5
    // feet, but the second diagonal square counts as 10 feet"): 15 ft.
    assert.deepEqual(await labels(page), ['15 ft · within speed\n15 ft of speed left, 45 ft within Dash']);
    await screenshot(page, 'owlbear-places-pickup-1280x720.png');
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await settle(page);
    assert.ok((await placesDrawn(page)).safe.cells.includes('0,0'), 'the selected token’s places are back');

    // Flank the orc, chosen by name: sw5e has no flanking rule, said in one sentence, nothing drawn.
    await choose(page, 'placesMode', 'flank');
    await panel(page).selectOption('[name=placesTarget]', { label: 'the orc' });
    await settle(page);
    assert.equal(await summaryLike(page, /flanking/), 'Hero: Ruleset sw5e has no rule for flanking.');
    assert.deepEqual(await placesDrawn(page), {});
    // Under 4e (the room's ruleset, chosen by the GM in the same panel): [5,2] flanks.
    await choose(page, 'ruleset', '4e');
    assert.match(await summaryLike(page, /flanks the orc/), /^Hero: 1 of \d+ places flanks the orc$/);
    drawn = await placesDrawn(page);
    assert.deepEqual(drawn.flanks.cells, ['5,2']);
    assert.deepEqual(
      (await legend(page)).map((m) => m.words),
      ['You flank the orc there with an ally', 'You do not flank the orc there'],
    );
    await screenshot(page, 'owlbear-places-flank-1280x720.png');

    // Cover from the orc under 5e-fine: [3,2] behind the wall, total; [5,2] none.
    await choose(page, 'ruleset', '5e-fine');
    await choose(page, 'placesMode', 'cover');
    assert.match(await summaryLike(page, /cover from/), /^Hero: \d+ of \d+ places give cover from the orc$/);
    drawn = await placesDrawn(page);
    assert.ok(drawn.total.cells.includes('3,2'), 'total cover: [3,2]');
    assert.ok(drawn.none.cells.includes('5,2'), 'no cover: [5,2]');
    await screenshot(page, 'owlbear-places-cover-1280x720.png');

    // In reach of the orc: [5,2] yes, [3,2] no.
    await choose(page, 'placesMode', 'reach');
    assert.match(await summaryLike(page, /within reach/), /^Hero: \d+ of \d+ places have the orc within reach$/);
    drawn = await placesDrawn(page);
    assert.ok(drawn['in-reach'].cells.includes('5,2'));
    assert.ok(drawn['out-of-reach'].cells.includes('3,2'));
    await screenshot(page, 'owlbear-places-reach-1280x720.png');

    // Back to the cost: the places go; nothing of them was written to the scene.
    await choose(page, 'placesMode', 'off');
    assert.deepEqual(await placesDrawn(page), {});
    assert.equal(await panel(page).locator('[data-fw=legend]').isVisible(), false);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});

// How many times the background's session asked the engine where to stand.
const placesAsked = (page) => background(page).evaluate(() => globalThis.__footwork.link.session.placesAsked);

test('where to stand is asked once per question: a drag with a mode on and its pointer moves ask nothing more', async () => {
  const page = await openHost(browser, built, { items: items() });
  await page.setViewportSize({ width: 1280, height: 720 });
  try {
    await choose(page, 'placesMode', 'reach');
    assert.equal(await placesAsked(page), 0, 'no token selected: nothing asked');
    await page.evaluate(() => window.harness.select(['hero']));
    await settle(page);
    await summaryLike(page, /^Hero: \d+ of \d+ places have the orc within reach$/);
    assert.equal(await placesAsked(page), 1, 'the Hero selected: asked once');
    // A real drag with the Footwork tool through five squares and back (the pointer moved in steps
    // of a quarter square), then cancelled: its places are the question asked for the selection.
    await mouseDrag(
      page,
      [
        [2, 2],
        [1, 1],
        [0, 0],
        [0, 3],
        [1, 5],
        [3, 6],
        [2, 2],
      ],
      { release: false },
    );
    const during = await page.evaluate(() => window.harness.state.local.map((i) => i.name));
    assert.ok(
      during.some((n) => n.startsWith('Footwork places')) && !during.some((n) => n.startsWith('Footwork reach')),
      during.join(', '),
    );
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await settle(page);
    assert.ok((await placesDrawn(page))['in-reach'].cells.includes('5,2'), 'the selected token’s places are back');
    assert.equal(await placesAsked(page), 1, 'the same question: the engine was not asked again');
    // Another question is asked once; the Hero moved (a drop), once more.
    await choose(page, 'placesMode', 'safe');
    await summaryLike(page, /^Hero: \d+ of \d+ places are safe$/);
    assert.equal(await placesAsked(page), 2, 'safe: asked once');
    await mouseDrag(page, [
      [2, 2],
      [1, 2],
    ]);
    await summaryLike(page, /^Hero: \d+ of \d+ places are safe$/);
    assert.equal(await placesAsked(page), 3, 'the Hero moved: asked again, once');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});

// The extension's writes of local items since log entry `from` (the places drawn anew: a delete and an add).
const localWrites = (page, from) =>
  page.evaluate(
    (from) =>
      window.harness.log
        .slice(from)
        .filter((m) => m.dir === 'in' && /^OBR_SCENE_LOCAL_(ADD|DELETE)_ITEMS$/.test(m.id))
        .map((m) => m.id),
    from,
  );

test('where to stand is drawn once per answer: a scene change the engine does not see leaves the places as drawn', async () => {
  const page = await openHost(browser, built, { items: items() });
  try {
    await choose(page, 'placesMode', 'safe');
    await page.evaluate(() => window.harness.select(['hero']));
    await settle(page);
    await summaryLike(page, /^Hero: \d+ of \d+ places are safe$/);
    const drawn = await placesDrawn(page);
    assert.equal(await placesAsked(page), 1);
    // The map renamed: a scene change Owlbear sends every page, nothing the engine reads.
    let from = await page.evaluate(() => window.harness.log.length);
    await page.evaluate(() => {
      const map = window.harness.state.items.find((i) => i.layer === 'MAP');
      window.harness.updateItem(map.id, { name: 'The crypt' });
    });
    await settle(page);
    assert.equal(await placesAsked(page), 1, 'the same question on the same scene: not asked');
    assert.deepEqual(await localWrites(page, from), [], 'the same answer: not drawn again');
    assert.deepEqual(await placesDrawn(page), drawn);
    // The orc steps next to the Hero: the scene changed, asked and drawn again, once.
    from = await page.evaluate(() => window.harness.log.length);
    await page.evaluate((dpi) => window.harness.updateItem('orc', { position: { x: 3.5 * dpi, y: 3.5 * dpi } }), DPI);
    await settle(page);
    assert.equal(await placesAsked(page), 2, 'the orc moved: asked again');
    assert.deepEqual(await localWrites(page, from), ['OBR_SCENE_LOCAL_DELETE_ITEMS', 'OBR_SCENE_LOCAL_ADD_ITEMS']);
    assert.notDeepEqual(await placesDrawn(page), drawn, 'the places beside the orc are no longer safe');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});
