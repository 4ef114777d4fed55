// Where to stand in the example VTT (issue 27): the "Area shows" menu the adapter adds to the VTT's
// toolbar, the VTT's own targeting (a right click on a token), and the area of the token picked up
// (or selected) marked for safe / flank / cover / reach with a legend beside the map; driven with
// real mouse events in headless Chromium, each mark read back from the area canvas. Expected places
// derived by hand from the rule texts (quoted beside each check). Screenshots of each mode at
// 1280×720 on the demo scene: build/screenshots/example-places-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellPoint, exampleForFile, loadScene, openExample, PX, shot, token } from './helpers.mjs';
import { demoScene } from '../../examples/scenes.js';

let site;
let browser;
exampleForFile((h) => ({ site, browser } = h));

const field = (tokens, system = 'sw5e') => ({ system, cellPx: PX, cols: 16, rows: 8, feetPerCell: 5, tokens });
const show = (page, mode) => page.selectOption('select[data-menu="Area shows"]', mode);
const legend = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('.area-legend');
    if (box.hidden) return null;
    return {
      title: box.querySelector('.area-title').textContent,
      items: [...box.querySelectorAll('li')].map((li) => li.textContent),
    };
  });

/** Presses on the token in `cell` and holds it (a pick-up): real pointer events. */
async function pickUp(page, cell) {
  const [x, y] = await cellPoint(page, cell);
  await page.mouse.move(x, y);
  await page.mouse.down();
}

/** A right click on the token in `cell`: the VTT's targeting. */
async function target(page, cell) {
  const [x, y] = await cellPoint(page, cell);
  await page.mouse.click(x, y, { button: 'right' });
}

/**
 * What the area layer shows in cell [col, row]: 'green' (qualifies), 'pale' (half cover), 'yellow'
 * (threatened), 'red' (provokes), 'grey' (reachable, does not qualify) or 'none'; and whether the
 * cell is hatched (reached only past speed). Sampled off the diagonal the hatching runs along.
 */
function mark(page, [col, row]) {
  return page.evaluate(
    ([c, r]) => {
      const { vtt } = globalThis.footworkExample;
      const px = vtt.scene.cellPx;
      const at = (fx, fy) => vtt.ctx.area.getImageData(c * px + fx * px, r * px + fy * px, 1, 1).data;
      const [R, G, B, A] = at(0.8, 0.2);
      const hatched = at(0.3, 0.3)[0] > R + 40;
      const colour =
        A < 10
          ? 'none'
          : G > 120 && R < 80 && A > 100
            ? 'green'
            : G > 120 && R < 80
              ? 'pale'
              : R > 200 && G > 150 && B < 60
                ? 'yellow'
                : R > 180 && G < 80
                  ? 'red'
                  : Math.abs(R - G) < 10 && Math.abs(G - B) < 10
                    ? 'grey'
                    : `rgba(${R},${G},${B},${A})`;
      return hatched ? `${colour} hatched` : colour;
    },
    [col, row],
  );
}

// sw5e (001_6f3b7c2346b579a3.txt): "You can make an opportunity attack when a hostile creature that
// you can see moves out of your reach"; reach is 5 ft, so the Orc at [6,3] reaches [5..7] × [2..4].
// The Hero at [1,3] (speed 30): [3,3] is out of that reach, straight ahead: safe. [5,3] is in it,
// reached without leaving it: threatened. Past [7,3] (30 ft) the Dash: hatched. The Scout at [7,3],
// beside the Orc: every place out of the Orc's reach leaves it on the way: it provokes.
test('safe: green out of reach, yellow within it, red where the way provokes, hatched past speed; a legend with counts', async () => {
  const page = await openExample(browser, site.url);
  await loadScene(
    page,
    field([token('hero', [1, 3], 'party'), token('scout', [7, 3], 'party'), token('orc', [6, 3], 'monsters')]),
  );
  await show(page, 'safe');
  await pickUp(page, [1, 3]);
  assert.equal(await mark(page, [3, 3]), 'green');
  assert.equal(await mark(page, [5, 3]), 'yellow');
  assert.equal(await mark(page, [5, 2]), 'yellow');
  assert.equal(await mark(page, [9, 6]), 'green hatched'); // 8 squares (diagonals 5, 10, 5 …): past 30 ft
  assert.equal(await mark(page, [6, 3]), 'none'); // the Orc's square
  const l = await legend(page);
  assert.match(l.title, /^\d+ of \d+ places are safe$/);
  assert.match(l.items[0], /^Safe: no opportunity attack on the way, out of every enemy's reach \(\d+\)$/);
  assert.match(l.items.at(-1), /^Hatched: only with Dash$/);
  await page.mouse.up();
  // The Scout beside the Orc: leaving its reach provokes.
  await pickUp(page, [7, 3]);
  assert.equal(await mark(page, [9, 3]), 'red');
  assert.equal(await mark(page, [7, 2]), 'yellow');
  assert.match((await legend(page)).items.join('\n'), /Getting there provokes an opportunity attack \(\d+\)/);
  await page.mouse.up();
  assert.deepEqual(page.errors, []);
  await page.close();
});

// 4e (004_83b4f7313492aa85.txt), flanking: "you must be adjacent to the enemy and on opposite sides
// or corners". The Orc at [6,3], the Scout (an ally) at [7,3]: the square opposite is [5,3]. sw5e
// has no flanking rule: the engine's sentence, and nothing drawn.
test('flank: the target chosen with a right click; sw5e says it has no flanking; 4e marks the one square opposite the ally', async () => {
  const page = await openExample(browser, site.url);
  const tokens = [token('hero', [1, 3], 'party'), token('scout', [7, 3], 'party'), token('orc', [6, 3], 'monsters')];
  await loadScene(page, field(tokens));
  await show(page, 'flank');
  // No target yet: the legend says what to do, nothing is drawn.
  await pickUp(page, [1, 3]);
  assert.equal((await legend(page)).title, 'Showing where you flank a creature needs that creature chosen.');
  assert.equal(await mark(page, [3, 3]), 'none');
  await page.mouse.up();
  await target(page, [6, 3]);
  assert.equal(await page.inputValue('#target'), 'orc');
  await pickUp(page, [1, 3]);
  assert.deepEqual(await legend(page), { title: 'Ruleset sw5e has no rule for flanking.', items: [] });
  assert.equal(await mark(page, [5, 3]), 'none');
  await page.mouse.up();
  await page.selectOption('#system', '4e');
  await target(page, [6, 3]); // a new scene loaded: nobody targeted
  await pickUp(page, [1, 3]);
  assert.equal(await mark(page, [5, 3]), 'green');
  assert.equal(await mark(page, [5, 2]), 'grey');
  assert.equal(await mark(page, [3, 3]), 'grey');
  const l = await legend(page);
  assert.match(l.title, /^1 of \d+ places flanks Orc$/);
  assert.equal(l.items[0], 'You flank Orc there with an ally (1)');
  await page.mouse.up();
  assert.deepEqual(page.errors, []);
  await page.close();
});

// 5e-fine (000_169930ff01053903.txt, the 5e cover rules): "A target has half cover if an obstacle
// blocks at least half of its body. The obstacle might be a low wall, a large piece of furniture, a
// narrow tree trunk, or a creature". The Scout at [3,3] stands on the line from the Orc at [1,3] to
// the Hero at [6,3]: where the Hero stands it has cover; beside the Orc ([2,2]) nothing is between.
test('cover: 5e-fine marks the squares behind the ally as covered from the Orc, beside the Orc not', async () => {
  const page = await openExample(browser, site.url);
  await loadScene(
    page,
    field(
      [token('hero', [6, 3], 'party'), token('scout', [3, 3], 'party'), token('orc', [1, 3], 'monsters')],
      '5e-fine',
    ),
  );
  await show(page, 'cover');
  await target(page, [1, 3]);
  await pickUp(page, [6, 3]);
  assert.match(await mark(page, [6, 3]), /^(green|pale)$/);
  assert.equal(await mark(page, [2, 2]), 'grey');
  const l = await legend(page);
  assert.match(l.title, /^\d+ of \d+ places give cover from Orc$/);
  assert.ok(
    l.items.some((i) => /^(Half|Three-quarters) cover from Orc/.test(i)),
    l.items.join('\n'),
  );
  assert.ok(
    l.items.some((i) => /^No cover from Orc \(\d+\)$/.test(i)),
    l.items.join('\n'),
  );
  await page.mouse.up();
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Reach: the Hero's reach is 5 ft (sw5e), so the Goblin at [10,3] is within it from the 8 squares
// around it, all within the Hero's 60 ft with the Dash. After a drop the token stays selected and the
// area follows it; a click on the empty map clears it.
test('reach: the eight squares around the target; the area follows the selected token after a drop; a click off clears it', async () => {
  const page = await openExample(browser, site.url);
  await loadScene(page, field([token('hero', [1, 3], 'party'), token('goblin', [10, 3], 'monsters')]));
  await show(page, 'reach');
  await page.selectOption('#target', 'goblin');
  await pickUp(page, [1, 3]);
  for (const c of [
    [9, 2],
    [11, 4],
    [10, 2],
  ])
    assert.equal(await mark(page, c), 'green hatched', `${c}`);
  assert.equal(await mark(page, [8, 3]), 'grey hatched');
  assert.equal(await mark(page, [3, 3]), 'grey');
  assert.equal((await legend(page)).items[0], 'Goblin is within your reach there (8)');
  // Dropped at [7,3] (30 ft): the rest of the turn is the Dash's, so [9,2] is now within 10 ft more, hatched.
  const [x, y] = await cellPoint(page, [7, 3]);
  await page.mouse.move(x, y, { steps: 6 });
  await page.mouse.up();
  assert.equal(await mark(page, [9, 2]), 'green hatched');
  assert.equal(await mark(page, [1, 3]), 'grey hatched'); // back where it began: 30 ft more, Dash
  await page.mouse.click(...(await cellPoint(page, [14, 7])));
  assert.equal(await legend(page), null);
  assert.equal(await mark(page, [9, 2]), 'none');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Each mode on the demo scene at 1280×720, to be looked at: the Hero picked up, the Orc targeted,
// the Scout moved to the Orc's east side so that there is somewhere to flank it from.
test('screenshots of each mode on the demo scene at 1280×720', async () => {
  const page = await openExample(browser, site.url, { width: 1280, height: 720 });
  const scene = demoScene();
  Object.assign(
    scene.tokens.find((t) => t.id === 'scout'),
    { x: 10.5 * PX, y: 6.5 * PX },
  );
  await loadScene(page, scene);
  const at = (id) => {
    const t = scene.tokens.find((x) => x.id === id);
    return [Math.floor(t.x / scene.cellPx), Math.floor(t.y / scene.cellPx)];
  };
  for (const [mode, system] of [
    ['safe', 'sw5e'],
    ['flank', '4e'],
    ['cover', '5e-fine'],
    ['reach', 'sw5e'],
  ]) {
    await page.selectOption('#system', system);
    await show(page, mode);
    if (mode !== 'safe') await target(page, at('orc'));
    await pickUp(page, at('hero'));
    const l = await legend(page);
    assert.match(l.title, /^\d+ of \d+ places /, `${mode}: ${l.title}`);
    await shot(page, `places-${mode}`);
    await page.keyboard.press('Escape');
    await page.mouse.up();
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
