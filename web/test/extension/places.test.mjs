// Where to stand (issue 27) in the Roll20 extension, on the replica with real pointer events at
// 1280×720: the panel's "Show" choice (safe / flanks… / cover from… / can strike…, the creature
// chosen by name), its legend in words with a count per mark, and the places drawn on the overlay for
// the token selected in the panel and for the token picked up. The page: the Hero (yours) at [2,2],
// the Orc (the GM's) at [6,2], an Ally (a player's) at [7,2] beyond it; a wall along grid line x = 4
// from the top down to row 4, open below (rows 5 to 8): all above the panel at the bottom left. What each cell is worth, by hand:
// - [0,0]: far from the Orc, reached without coming near it: safe.
// - [5,2]: beside the Orc. The way there comes round the wall's end and into the Orc's reach, and
//   never leaves it ("you can make an opportunity attack when a hostile creature that you can see
//   moves out of your reach"): no attack on the way, but the Orc can strike there: threatened.
// - flanking (4e: "you flank an enemy when you and an ally are adjacent to it and on opposite sides
//   of its space"): [5,2] with the Ally at [7,2]; sw5e has no flanking rule, said in one sentence.
// - cover (5e-fine, corner lines): [3,2] lies behind the wall from the Orc, the whole line of the
//   wall between them: total cover; [5,2] none.
// - reach: the Orc (Medium, 5-ft reach) is in reach from the cells beside it ([5,2]), not from [3,2].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import {
  extensionForFile,
  openEditor,
  token,
  openPageSection,
  holdThrough,
  clientCell,
  overlayPixels,
} from './helpers.mjs';
import { repo } from '../harness.mjs';
import { codeShaped } from '../words/code-shaped.mjs';
import { engineHasHex } from '../hex-engine.mjs';

let context;
const shots = resolve(repo, 'build/screenshots');
extensionForFile((c) => (context = c));

const RGB = {
  safe: [31, 157, 58],
  threatened: [216, 154, 0],
  flanks: [31, 111, 208],
  total: [63, 29, 110],
  none: [138, 138, 138],
  'in-reach': [194, 65, 12],
  'out-of-reach': [138, 138, 138],
};
const near = (got, rgb, tol = 14) => got.slice(0, 3).every((v, i) => Math.abs(v - rgb[i]) <= tol);
// Strongly filled (a place that qualifies, alpha .42) or faintly (the others, .14).
const strong = (got, mark) => got[3] > 90 && got[3] < 125 && near(got, RGB[mark]);
const faint = (got, mark) => got[3] > 25 && got[3] < 50 && near(got, RGB[mark], 30);

const scenario = {
  map: { engine: 'legacy', player: { id: 'player-1', gm: false } },
  page: {
    id: 'page-places',
    name: 'Ford',
    width: 12,
    height: 9,
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: 'square',
    diagonaltype: 'foure',
    graphics: [
      token('-Hero', 'Hero', [2, 2], { controlledby: 'player-1' }),
      token('-Orc', 'Orc', [6, 2]),
      token('-Ally', 'Ally', [7, 2], { controlledby: 'player-2' }),
    ],
    paths: [
      { id: '-Wall', layer: 'walls', _path: '[["M",0,0],["L",0,350]]', left: 280, top: 175, width: 0, height: 350 },
    ],
  },
  turnorder: [],
};

const client = clientCell;
// The RGBA of the overlay's places canvas at a cell's centre.
async function placeAt(page, cell) {
  return (await overlayPixels(page, 'places', [await client(page, cell)]))[0];
}
const legend = (page) =>
  page.locator('footwork-panel [data-fw=legend] li').evaluateAll((es) =>
    es.map((e) => ({
      mark: e.dataset.mark,
      count: Number(e.querySelector('.count').textContent),
      words: e.querySelector('.words').textContent,
    })),
  );
const summary = (page) => page.locator('footwork-panel [data-fw=places-summary]').textContent();
async function waitSummary(page, re) {
  try {
    await page.waitForFunction(
      (src) =>
        new RegExp(src).test(
          document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=places-summary]')?.textContent ??
            '',
        ),
      re.source,
      { timeout: 10000 },
    );
  } catch (e) {
    throw new Error(`the places summary is "${await summary(page)}", not ${re}: ${e.message}`);
  }
  return summary(page);
}
const panelBox = (page) =>
  page.evaluate(() => {
    const r = document
      .querySelector('footwork-panel')
      .shadowRoot.querySelector('[data-fw=panel]')
      .getBoundingClientRect();
    return { width: Math.round(r.width), height: Math.round(r.height) };
  });
// The panel says the live view is on (the map's transform read): the overlay follows the pointer.
const live = (page) =>
  page.waitForFunction(
    () =>
      document.querySelector('footwork-panel')?.shadowRoot?.querySelector('[data-fw=live]')?.dataset.live === 'true',
  );
const show = (page, mode) => page.locator('footwork-panel [data-fw=places-mode]').selectOption(mode);
const rules = async (page, id) => {
  await openPageSection(page);
  await page.locator('footwork-panel [data-fw=ruleset]').selectOption(id);
  await page.locator('footwork-panel [data-fw=page] > summary').click(); // closed again: the panel compact
};

test('where to stand: safe, flank, cover and reach, chosen in the panel, drawn for the selected token and on pick-up', async () => {
  const page = await openEditor(context, scenario);
  await page.setViewportSize({ width: 1280, height: 720 });
  try {
    await live(page);
    // Off by default: the area shows the cost per band, no legend, nothing on the places canvas.
    assert.equal(await page.locator('footwork-panel [data-fw=places-mode]').inputValue(), 'off');
    assert.equal(await page.locator('footwork-panel [data-fw=legend]').isVisible(), false);

    // Safe, with no token selected yet: the panel says what to do.
    await show(page, 'safe');
    assert.match(await waitSummary(page, /Pick up or select/), /Pick up or select one of your tokens/);
    // The Hero selected in the panel (its line clicked): its places drawn, the legend counted.
    await page.locator('footwork-panel [data-fw=token][data-id="-Hero"]').click();
    const safe = await waitSummary(page, /^Hero: \d+ of \d+ places are safe$/);
    const marks = await legend(page);
    assert.deepEqual(
      marks.map((m) => m.mark),
      ['safe', 'threatened', 'provokes'],
    );
    const [, good, all] = /(\d+) of (\d+)/.exec(safe).map(Number);
    assert.equal(marks[0].count, good);
    assert.equal(
      marks.reduce((n, m) => n + m.count, 0),
      all,
    );
    assert.match(marks[0].words, /^Safe: no opportunity attack on the way, out of every enemy's reach$/);
    assert.ok(strong(await placeAt(page, [0, 0]), 'safe'), `[0,0] safe: ${await placeAt(page, [0, 0])}`);
    assert.ok(faint(await placeAt(page, [5, 2]), 'threatened'), `[5,2] threatened: ${await placeAt(page, [5, 2])}`);
    assert.equal((await placeAt(page, [6, 2]))[3], 0, "the Orc's own cell is no place to end in");
    await page.screenshot({ path: resolve(shots, 'extension-places-safe-1280x720.png') });

    // Picked up with a real drag: the places are the Hero's from where it was picked up, and the
    // label says what the cell under the pointer is worth.
    await holdThrough(
      page,
      [2, 2],
      [
        [1, 1],
        [0, 0],
      ],
    );
    const label = await page.evaluate(() =>
      [...document.querySelector('footwork-overlay').shadowRoot.querySelectorAll('.label > div')].map((d) => [
        d.className,
        d.textContent,
      ]),
    );
    assert.deepEqual(label.at(-1), [
      'place good',
      "Safe: no opportunity attack on the way, out of every enemy's reach",
    ]);
    assert.ok(strong(await placeAt(page, [0, 0]), 'safe'));
    await page.screenshot({ path: resolve(shots, 'extension-places-pickup-1280x720.png') });
    await page.keyboard.press('Escape');
    await page.mouse.up();

    // Flank the Orc, chosen by name: sw5e has no flanking rule, said in one sentence, nothing drawn.
    await show(page, 'flank');
    await page.locator('footwork-panel [data-fw=places-target]').selectOption({ label: 'Orc' });
    assert.equal(await waitSummary(page, /flanking/), 'Hero: Ruleset sw5e has no rule for flanking.');
    assert.equal((await placeAt(page, [0, 0]))[3], 0, 'nothing drawn for a rule the ruleset lacks');
    assert.equal(await page.locator('footwork-panel [data-fw=legend]').isVisible(), false);
    // Under 4e: [5,2], opposite the Ally, flanks.
    await rules(page, '4e');
    assert.match(await waitSummary(page, /flanks Orc/), /^Hero: 1 of \d+ places flanks Orc$/);
    assert.ok(strong(await placeAt(page, [5, 2]), 'flanks'), `[5,2] flanks: ${await placeAt(page, [5, 2])}`);
    assert.deepEqual(
      (await legend(page)).map((m) => [m.mark, m.words]),
      [
        ['flanks', 'You flank Orc there with an ally'],
        ['no-flank', 'You do not flank Orc there'],
      ],
    );
    await page.screenshot({ path: resolve(shots, 'extension-places-flank-1280x720.png') });

    // Cover from the Orc under 5e-fine (cover by corner lines): [3,2] behind the wall, total.
    await rules(page, '5e-fine');
    await show(page, 'cover');
    assert.match(await waitSummary(page, /cover from Orc/), /^Hero: \d+ of \d+ places give cover from Orc$/);
    assert.ok(strong(await placeAt(page, [3, 2]), 'total'), `[3,2] total cover: ${await placeAt(page, [3, 2])}`);
    assert.ok(faint(await placeAt(page, [5, 2]), 'none'), `[5,2] no cover: ${await placeAt(page, [5, 2])}`);
    assert.equal((await legend(page))[0].words, 'Orc cannot target you there: total cover');
    await page.screenshot({ path: resolve(shots, 'extension-places-cover-1280x720.png') });

    // Within reach of the Orc: beside it, yes; behind the wall, no.
    await show(page, 'reach');
    assert.match(await waitSummary(page, /within reach/), /^Hero: \d+ of \d+ places have Orc within reach$/);
    assert.ok(strong(await placeAt(page, [5, 2]), 'in-reach'), `[5,2] in reach: ${await placeAt(page, [5, 2])}`);
    assert.ok(faint(await placeAt(page, [3, 2]), 'out-of-reach'), `[3,2] out of reach: ${await placeAt(page, [3, 2])}`);
    await page.screenshot({ path: resolve(shots, 'extension-places-reach-1280x720.png') });

    // The panel stays compact with a legend open (it was 290 px wide; the body scrolls past 42 % of
    // the window's height), and every word in it is for people.
    const box = await panelBox(page);
    assert.ok(box.width <= 290 && box.height <= 0.42 * 720 + 2, `panel ${box.width} × ${box.height}`);
    const shown = await page.evaluate(
      () => document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=places]').innerText,
    );
    assert.deepEqual(codeShaped(shown, { everyHyphenated: true }), [], shown);

    // Back to the cost: the places go.
    await show(page, 'off');
    await page.waitForFunction(
      () => document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=legend]').hidden,
    );
    assert.equal((await placeAt(page, [5, 2]))[3], 0);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

// A token two hexes across on the replica's "hex" page (Hexploration's centres, as hex-large.test.mjs):
// under 4e with no enemy every place is safe; each is drawn as one hex round the middle of the
// token's space there (the engine's cells: the anchor and its east and south-east neighbours), so
// the tiles never overlap: every pixel of the places canvas is clear or filled once, and the middle
// of the Ogre's own space is filled.
test('where to stand on hexes: a token two hexes across gets one hex tile per place, centred on its space', async () => {
  const centre = ([c, r]) => [c * 75.19856198446 + 37.5 + (r % 2 === 1 ? 37.5 : 0), r * 66.965827824268 + 44];
  const [left, top] = centre([3, 3]);
  const page = await openEditor(context, {
    map: { engine: 'legacy', player: { id: 'player-1', gm: false } },
    page: {
      id: 'page-places-hex',
      name: 'Hexes',
      width: 10,
      height: 8,
      snapping_increment: 1,
      scale_number: 5,
      scale_units: 'ft',
      grid_type: 'hex',
      diagonaltype: 'foure',
      graphics: [{ id: '-Ogre', name: 'Ogre', left, top, width: 140, height: 140, controlledby: 'player-1' }],
    },
    turnorder: [],
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  try {
    if (!(await engineHasHex())) return;
    await rules(page, '4e');
    await show(page, 'safe');
    await page.locator('footwork-panel [data-fw=token][data-id="-Ogre"]').click();
    const said = await waitSummary(page, /^Ogre: \d+ of \d+ places are safe$/);
    const [, good, all] = /(\d+) of (\d+)/.exec(said).map(Number);
    assert.equal(good, all, 'no enemy: every place is safe');
    const own = [centre([3, 3]), centre([4, 3]), centre([4, 4])];
    const middle = [0, 1].map((k) => own.reduce((s, p) => s + p[k], 0) / 3);
    const at = async ([x, y]) => {
      const [cx, cy] = await page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), [x, y]);
      return (await overlayPixels(page, 'places', [[cx, cy]]))[0];
    };
    assert.ok(strong(await at(middle), 'safe'), `the middle of its own space: ${await at(middle)}`);
    // Sampled every 23 px over the page: clear or filled once (two tiles over a point would double
    // its alpha).
    const twice = [];
    for (let y = 10; y < 8 * 67; y += 23)
      for (let x = 10; x < 10 * 75; x += 23) {
        const p = await at([x, y]);
        if (p[3] > 125) twice.push([x, y, p[3]]);
      }
    assert.deepEqual(twice, [], 'no point is covered by two places');
    await page.screenshot({ path: resolve(shots, 'extension-places-hex-large-1280x720.png') });
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

// How many times the engine was asked where to stand (the extension's bench channel: the session's count).
const placesAsked = (page) =>
  page.evaluate(
    () =>
      new Promise((res) => {
        document.addEventListener('footwork:bench-result', (e) => res(JSON.parse(e.detail).placesAsked), {
          once: true,
        });
        document.dispatchEvent(new CustomEvent('footwork:bench'));
      }),
  );

test('where to stand is asked once per question: pointer moves, a pick-up and a drag with a mode on ask nothing more', async () => {
  const page = await openEditor(context, scenario);
  await page.setViewportSize({ width: 1280, height: 720 });
  try {
    await live(page);
    assert.equal(await placesAsked(page), 0);
    await show(page, 'reach');
    await page.locator('footwork-panel [data-fw=token][data-id="-Hero"]').click();
    await waitSummary(page, /^Hero: \d+ of \d+ places have Orc within reach$/);
    assert.equal(await placesAsked(page), 1, 'the Hero selected: asked once');
    // The pointer over the map (no button): 24 moves.
    for (const c of [
      [0, 0],
      [5, 1],
      [3, 6],
      [8, 4],
    ]) {
      const [x, y] = await client(page, c);
      await page.mouse.move(x, y, { steps: 6 });
    }
    // Picked up with a real drag through five squares (the places drawn from where it stood) and
    // back, then let go where it started: Roll20 records nothing, and the places stay shown.
    await holdThrough(
      page,
      [2, 2],
      [
        [1, 1],
        [0, 0],
        [0, 3],
        [1, 5],
        [3, 6],
        [2, 2],
      ],
    );
    await page.mouse.up();
    await page.waitForFunction(
      () => document.querySelector('footwork-overlay').shadowRoot.querySelector('.label')?.hidden !== false,
      null,
      { timeout: 10000 },
    );
    await page.waitForTimeout(1800); // (the extension waits 1.5 s for a move Roll20 records)
    assert.match(await summary(page), /^Hero: \d+ of \d+ places have Orc within reach$/);
    assert.ok(strong(await placeAt(page, [5, 2]), 'in-reach'), 'the places still drawn');
    assert.equal(await placesAsked(page), 1, 'the same question: the engine was not asked again');
    // Another question (safe) is asked once; the Hero moved (a drop Roll20 records), once more.
    await show(page, 'safe');
    await waitSummary(page, /^Hero: \d+ of \d+ places are safe$/);
    assert.equal(await placesAsked(page), 2, 'safe: asked once');
    await holdThrough(
      page,
      [2, 2],
      [
        [1, 1],
        [1, 2],
      ],
    );
    await page.mouse.up();
    await page.waitForFunction(
      () => document.querySelector('footwork-overlay').shadowRoot.querySelector('.label')?.dataset.state === 'recorded',
      null,
      { timeout: 10000 },
    );
    await waitSummary(page, /^Hero: \d+ of \d+ places are safe$/);
    assert.equal(await placesAsked(page), 3, 'the Hero moved: asked again, once');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});
