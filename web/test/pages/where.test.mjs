// Where to stand on the calculator (issue 27; docs/calculator.md, "Where to stand"), in headless
// Chromium with real pointer events: each question (safe, flanking, cover from, in reach of) on a
// small scene, the place drawn at every cell checked against the shim's own answer for the same
// scene asked here in Node (its mark's colour, strong where it qualifies, nothing where no move may
// end), the legend and summary the shim's, the label at the pointer naming the mark, a ruleset
// without the rule saying so with nothing marked, and a hex grid once. Screenshots of each mode.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { calculatorForFile, openPage, importScene, hoverCell, cellCentre, calc, text, shotDir } from './helpers.mjs';
import { library } from '../harness.mjs';
import { Session } from '../../shim/index.js';
import { PLACE_COLOURS } from '../../calculator/js/map/draw-places.js';
import { shownText, codeShapedShown } from '../words/code-shaped.mjs';

let site;
let browser;
let footwork;
calculatorForFile((s) => ({ site, browser } = s));
before(async () => {
  footwork = await (await library()).load();
});

// A pillar north-east of the hero, the orc beside its ally-to-be: the hero (party) can flank the orc
// from one place, hide behind the pillar, be threatened near the orc.
const scene = (ruleset, grid = {}) => ({
  ruleset,
  grid: {
    width: 10,
    height: 7,
    cellFeet: 5,
    rows: ['..........', '..........', '.....#....', '..........', '..........', '..........', '..........'],
    ...grid,
  },
  creatures: [
    { id: 'hero', position: [1, 3], speeds: { walk: 30 }, side: 'party' },
    { id: 'orc', position: [6, 3], speeds: { walk: 30 }, side: 'monsters' },
    { id: 'ally', position: [7, 3], speeds: { walk: 30 }, side: 'party' },
  ],
});

// The shim's answer for the scene, asked in Node as the page asks it (the default allowance, no spending).
function expected(spec, mode, target) {
  const session = new Session(footwork, { scene: spec });
  assert.equal(session.error, null);
  const a = session.places('hero', { mode, target });
  session.delete();
  assert.equal(a.kind, 'places', a.message);
  return a;
}

// The reachable-area layer's colour in each cell, as [r, g, b, alpha]: the commonest of four samples
// off the centre (where the cell's number is drawn), inside the cell on squares and hexes alike.
function layerColours(page, cells) {
  return page.evaluate((cells) => {
    const v = window.footworkCalc.view;
    const g = v.contexts.reach;
    const d = v.cellPx * 0.28;
    return cells.map((c) => {
      const [cx, cy] = v.cellCentre(c);
      const counts = new Map();
      for (const [ox, oy] of [
        [-d, -d * 0.8],
        [d, -d * 0.8],
        [-d, d * 0.8],
        [d, d * 0.8],
      ]) {
        const px = g.getImageData(Math.round((cx + ox) * v.dpr), Math.round((cy + oy) * v.dpr), 1, 1).data;
        const key = [...px].join(',');
        counts.set(key, (counts.get(key) || 0) + 1);
      }
      return [...counts.entries()]
        .sort((a, b) => b[1] - a[1])[0][0]
        .split(',')
        .map(Number);
    });
  }, cells);
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (a, b, tol = 8) => a.every((v, i) => Math.abs(v - b[i]) <= tol);

// Every place of the shim's answer drawn in its mark's colour, strongly where it qualifies; cells
// where no move may end (the creatures' own) left undrawn.
async function assertDrawn(page, answer, empty) {
  const cells = answer.places.map((p) => p.cell);
  const seen = await layerColours(page, [...cells, ...empty]);
  answer.places.forEach((p, i) => {
    const [r, g, b, a] = seen[i];
    const where = `${answer.mode} place [${p.cell}] (${p.mark})`;
    assert.ok(near([r, g, b], rgb(PLACE_COLOURS[p.mark])), `${where}: drawn rgb(${r}, ${g}, ${b})`);
    if (p.qualifies) assert.ok(a > 100, `${where} qualifies: filled strongly (alpha ${a})`);
    else assert.ok(a > 20 && a < 70, `${where} does not qualify: filled faintly (alpha ${a})`);
  });
  empty.forEach((c, i) => assert.equal(seen[cells.length + i][3], 0, `[${c}]: no place to end, nothing drawn`));
}

const legendShown = (page) => page.$$eval('#where-legend li', (lis) => lis.map((l) => l.textContent.trim()));
const legendOf = (a) => a.legend.map((l) => `${l.label} (${l.count})`);
const shot = (page, name) => page.screenshot({ path: resolve(shotDir, `calculator-1280x720-where-${name}.png`) });

async function open(spec) {
  const page = await openPage(browser, site.url, { width: 1280, height: 720 });
  await importScene(page, spec);
  assert.equal(await page.isHidden('#error'), true);
  return page;
}

test('safe places: every place drawn as the shim marks it, the legend and summary its, kept through a pick-up', async () => {
  const spec = scene('sw5e');
  const page = await open(spec);
  assert.equal(await page.isHidden('#where-target'), true, 'no target for the safe places');
  await page.selectOption('#where-mode', 'safe');
  const a = expected(spec, 'safe');
  assert.deepEqual(
    a.legend.map((l) => l.mark),
    ['safe', 'threatened', 'provokes'],
  );
  assert.equal(await text(page, '#where-summary'), `${a.summary}.`);
  assert.deepEqual(await legendShown(page), legendOf(a));
  assert.equal(await page.isHidden('#where-target'), true);
  await assertDrawn(page, a, [
    [6, 3],
    [7, 3],
  ]);
  // The label at the pointer names the place's mark and who threatens it there.
  const threatened = a.places.find((p) => p.mark === 'threatened');
  await hoverCell(page, ...threatened.cell);
  const label = await text(page, '#cursor-label');
  assert.match(label, /No opportunity attack on the way, but an enemy can strike you there: orc/);
  // Picking the hero up (a real press and drag round the pillar to a threatened place beside the
  // orc): the marks stay while the path is drawn.
  assert.equal(a.places.find((p) => p.cell[0] === 5 && p.cell[1] === 4).mark, 'threatened');
  const [hx, hy] = await cellCentre(page, 1, 3);
  await page.mouse.move(hx, hy);
  await page.mouse.down();
  for (const c of [
    [2, 4],
    [3, 4],
    [4, 4],
    [5, 4],
  ]) {
    const [x, y] = await cellCentre(page, ...c);
    await page.mouse.move(x, y, { steps: 2 });
  }
  assert.equal(await calc(page, (app) => app.view.data.places?.mode), 'safe');
  assert.match(await text(page, '#cursor-label'), /an enemy can strike you there: orc/);
  await shot(page, 'safe');
  await page.mouse.up();
  await assertDrawn(page, a, []);
  assert.deepEqual(codeShapedShown(await shownText(page, '#where, #cursor-label')), []);
  // Back to the costs alone: the plain reachable area.
  await page.selectOption('#where-mode', '');
  assert.equal(await calc(page, (app) => app.view.data.places), null);
  assert.equal(await text(page, '#where-legend'), '');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('flanking an enemy (4e), chosen among the other creatures by name', async () => {
  const spec = scene('4e');
  const page = await open(spec);
  await page.selectOption('#where-mode', 'flank');
  assert.equal(await page.isVisible('#where-target'), true);
  // The other creatures, the enemy first.
  assert.deepEqual(await page.$$eval('#where-target option', (os) => os.map((o) => [o.value, o.textContent])), [
    ['orc', 'orc (monsters)'],
    ['ally', 'ally (party)'],
  ]);
  const a = expected(spec, 'flank', 'orc');
  assert.equal(await text(page, '#where-summary'), `${a.summary}.`);
  assert.deepEqual(await legendShown(page), legendOf(a));
  const flanks = a.places.filter((p) => p.qualifies);
  assert.deepEqual(
    flanks.map((p) => p.cell),
    [[5, 3]],
    'the one place opposite the ally',
  );
  await assertDrawn(page, a, [[6, 3]]);
  await hoverCell(page, 5, 3);
  assert.match(await text(page, '#cursor-label'), /You flank orc there with an ally: ally/);
  await shot(page, 'flank');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('cover from an enemy (5e-fine) and in reach of a creature (sw5e)', async () => {
  const spec = scene('5e-fine');
  const page = await open(spec);
  await page.selectOption('#where-mode', 'cover');
  const a = expected(spec, 'cover', 'orc');
  assert.equal(await text(page, '#where-summary'), `${a.summary}.`);
  assert.deepEqual(await legendShown(page), legendOf(a));
  assert.ok(
    a.places.some((p) => p.mark === 'total') && a.places.some((p) => p.mark === 'half'),
    'the pillar gives total and half cover somewhere',
  );
  await assertDrawn(page, a, [[6, 3]]);
  await hoverCell(page, 2, 2);
  await shot(page, 'cover');

  // In reach of the ally (any creature may be the target).
  const reachSpec = scene('sw5e');
  await importScene(page, reachSpec);
  await page.selectOption('#where-mode', 'reach');
  await page.selectOption('#where-target', 'ally');
  const r = expected(reachSpec, 'reach', 'ally');
  assert.equal(await text(page, '#where-summary'), `${r.summary}.`);
  assert.match(r.summary, /have ally within reach/);
  assert.deepEqual(await legendShown(page), legendOf(r));
  await assertDrawn(page, r, [[7, 3]]);
  await hoverCell(page, 4, 5);
  await shot(page, 'reach');
  // Kept: a reload shows the same question about the same creature, drawn again.
  await page.waitForTimeout(300); // the page saves 150 ms after a burst of changes (store.js)
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  assert.equal(await page.inputValue('#where-mode'), 'reach');
  assert.equal(await page.inputValue('#where-target'), 'ally');
  assert.equal(await text(page, '#where-summary'), `${r.summary}.`);
  assert.deepEqual(await legendShown(page), legendOf(r));
  await assertDrawn(page, r, [[7, 3]]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a ruleset without the rule says so and marks nothing; the costs are drawn', async () => {
  const spec = scene('sw5e');
  const page = await open(spec);
  await page.selectOption('#where-mode', 'flank');
  const a = expected(spec, 'flank', 'orc');
  assert.ok(a.unavailable);
  assert.equal(await text(page, '#where-summary'), `${a.unavailable} The area shows the costs alone.`);
  assert.equal(await text(page, '#where-legend'), '');
  assert.equal(await calc(page, (app) => app.view.data.places), null);
  // The plain reachable area: the place beside the hero framed in the speed band's green.
  const [[r, g, b, alpha]] = await layerColours(page, [[2, 3]]);
  assert.ok(alpha > 0 && near([r, g, b], rgb('#15703a'), 12), `rgb(${r}, ${g}, ${b}) alpha ${alpha}`);
  await shot(page, 'unavailable');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('safe places on a hex grid', async () => {
  const spec = scene('sw5e', { type: 'hex', orientation: 'flat', offset: 'odd' });
  const page = await open(spec);
  await page.selectOption('#where-mode', 'safe');
  const a = expected(spec, 'safe');
  assert.equal(await text(page, '#where-summary'), `${a.summary}.`);
  assert.deepEqual(await legendShown(page), legendOf(a));
  assert.ok(a.places.some((p) => p.mark === 'threatened'));
  await assertDrawn(page, a, [
    [6, 3],
    [7, 3],
  ]);
  await hoverCell(page, 4, 2);
  await shot(page, 'hex');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
