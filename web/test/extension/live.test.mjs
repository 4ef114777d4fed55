// The live view on Roll20's map, in headless Chromium with real pointer drags (page.mouse) on the
// replica's map (fixtures/roll20-map.js: the legacy editor's engine with zoom and offsets in a
// scrolling #editor-wrapper, or a Jumpgate-style scene with a projection; sources cited there).
// The label beside the pointer and the overlay's colours are checked against costs derived by hand
// from the rule texts, quoted beside each check; and where the transform is missing or wrong, the
// panel says so and the after-the-drop readout carries on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { extensionForFile, openEditor, panelText, at, token, overlayPixels } from './helpers.mjs';
import { repo } from '../harness.mjs';

let context;
const shots = resolve(repo, 'build/screenshots');
extensionForFile((c) => (context = c));

const BAND_RGB = { speed: [31, 157, 58], dash: [216, 154, 0], beyond: [208, 48, 47] };

// Where the replica really draws a map point (its own transform, not the extension's reading of it).
const client = (page, cell) => page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), at(...cell));

async function label(page) {
  return page.evaluate(() => {
    const b = document.querySelector('footwork-overlay')?.shadowRoot?.querySelector('.label');
    if (!b || b.hidden || !document.querySelector('footwork-overlay').isConnected) return null;
    return { ...b.dataset, lines: [...b.children].map((c) => c.textContent) };
  });
}

// Waits until the label shows this cell in this state (live while dragging, recorded after the drop).
async function labelAt(page, cell, state = 'live') {
  await page.waitForFunction(
    ([c, s]) => {
      const b = document.querySelector('footwork-overlay')?.shadowRoot?.querySelector('.label');
      return b && !b.hidden && b.dataset.cell === c && b.dataset.state === s;
    },
    [cell.join(','), state],
    { timeout: 5000 },
  );
  return label(page);
}

// The page script reads the map's transform once a frame and posts it to the extension: a drag
// after a zoom, pan or fix starts two frames and the message's delivery later, as a person's next
// drag would. Waiting for the panel's zoom alone is not enough when a pan came a frame after it
// (the wheel's zoom read, then the pan not yet): the drag started in the old scroll.
const transformDelivered = (page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
  );

// The colour the overlay's path canvas has at a map cell's centre, as the replica draws that cell.
async function pathColour(page, cell, dx = 0) {
  const [x0, y] = await client(page, cell);
  return (await overlayPixels(page, 'path', [[x0 + dx, y]]))[0];
}
const sameColour = (got, band) =>
  got[3] === 255 && got.slice(0, 3).every((v, i) => Math.abs(v - BAND_RGB[band][i]) <= 2);

// A real drag: press on the token's cell, move through the given cells (small steps), pressing Q
// at the cells listed in `waypoints`; `drop` false keeps the button down.
async function dragThrough(page, from, cells, { waypoints = [], drop = true, steps = 4 } = {}) {
  const [x0, y0] = await client(page, from);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (const c of cells) {
    const [x, y] = await client(page, c);
    await page.mouse.move(x, y, { steps });
    if (waypoints.some((w) => w[0] === c[0] && w[1] === c[1])) {
      await labelAt(page, c);
      await page.keyboard.press('q');
    }
  }
  if (drop) await page.mouse.up();
}

const liveStatus = (page) =>
  page.evaluate(() => {
    const e = document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=live]');
    return e ? { live: e.dataset.live, engine: e.dataset.engine, text: e.textContent } : null;
  });
const waitLive = (page, live) =>
  page.waitForFunction(
    (v) => document.querySelector('footwork-panel')?.shadowRoot?.querySelector('[data-fw=live]')?.dataset.live === v,
    String(live),
    { timeout: 10000 },
  );

// A 12 × 8 page of 5-ft squares under sw5e ("D&D 5E/4E" ruler): the hero (player-1's) at [1,3],
// speed 30; an orc at [5,2]; difficult terrain on [3,3].
const cavePage = (map) => ({
  map,
  page: {
    id: 'page-live',
    name: 'Cave',
    width: 12,
    height: 8,
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: 'square',
    diagonaltype: 'foure',
    graphics: [
      token('-Hero', 'Hero', [1, 3], { controlledby: 'player-1' }),
      token('-Orc', 'Orc', [5, 2]),
      token('-Mud', 'Difficult terrain', [3, 3], { layer: 'map' }),
    ],
  },
  turnorder: [],
});

test('legacy editor: the label and the path follow a real drag, with a waypoint, difficult terrain, Dash and an opportunity attack; after zoom and pan, and on another page', async () => {
  const page = await openEditor(context, cavePage({ engine: 'legacy', player: { id: 'player-1', gm: false } }));
  await waitLive(page, true);
  assert.match((await liveStatus(page)).text, /Live on the map \(legacy editor, zoom 100 %\)/);

  // [1,3] → [2,3]: "moving 1 square costs 5 feet" (sw5e): 5 of 30, 25 left.
  await dragThrough(page, [1, 3], [[2, 3]], { drop: false });
  let l = await labelAt(page, [2, 3]);
  assert.deepEqual(l.lines.slice(0, 2), ['Hero: 5 ft · within speed', '25 ft of speed left, 55 ft within Dash']);
  // → [3,3], difficult: "Every foot of movement in difficult terrain costs 1 extra foot": 10 → 15.
  const [x3, y3] = await client(page, [3, 3]);
  await page.mouse.move(x3, y3, { steps: 4 });
  l = await labelAt(page, [3, 3]);
  assert.deepEqual(l.lines.slice(0, 2), ['Hero: 15 ft · within speed', '15 ft of speed left, 45 ft within Dash']);
  // Q adds a waypoint at [3,3] (Measure Tool: "Q or right-click while dragging adds a waypoint"),
  // then east along row 3 to [7,3]: [4,3] 20, [5,3] 25, [6,3] 30, [7,3] 35 ft, past the speed of 30:
  // Dash ("extra movement equal to your speed": 60), 25 ft left. The orc at [5,2] reaches 5 ft:
  // [4,3], [5,3], [6,3] touch it, [7,3] does not; leaving [6,3] provokes ("If you leave a hostile
  // creature's reach during your move, you provoke an opportunity attack").
  await page.keyboard.press('q');
  const [x7, y7] = await client(page, [7, 3]);
  await page.mouse.move(x7, y7, { steps: 8 });
  l = await labelAt(page, [7, 3]);
  assert.deepEqual(l.lines, [
    'Hero: 35 ft · within Dash',
    '0 ft of speed left, 25 ft within Dash',
    '⚔ Opportunity attack: Orc, leaving its reach',
    '1 waypoint',
  ]);
  assert.equal(l.band, 'dash');
  // The overlay: the path's cells in their band's colour, exactly where the replica draws the cells.
  assert.ok(sameColour(await pathColour(page, [2, 3]), 'speed'), 'within speed at [2,3]');
  assert.ok(sameColour(await pathColour(page, [6, 3]), 'speed'), '30 ft at [6,3] is still within speed');
  assert.ok(sameColour(await pathColour(page, [7, 3]), 'dash'), 'Dash at [7,3]');
  await page.screenshot({ path: resolve(shots, 'extension-live-legacy.png') });
  // The overlay takes no pointer event: under the path, the element hit is still Roll20's canvas.
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.id, await client(page, [4, 3]));
  assert.equal(hit, 'finalcanvas');
  // The drop: Roll20 records lastmove (start and waypoint) with the new position; the panel prices that.
  await page.mouse.up();
  l = await labelAt(page, [7, 3], 'recorded');
  assert.equal(l.total, '35');
  assert.equal(await panelText(page, '[data-fw=summary]'), '35 ft of 30 (Dash: 60) — provokes Orc');
  assert.deepEqual(
    await page.evaluate(() => window.__replica.page.thegraphics.get('-Hero').get('lastmove')),
    '105,245,245,245',
  );

  // Zoom in with the mouse wheel over the map (the replica zooms about the pointer, as Roll20 does)
  // and pan (the wrapper scrolls): the overlay follows. Same turn: [7,3] → [7,5], 40 and 45 ft, Dash,
  // 15 ft left.
  const [wx, wy] = await client(page, [6, 4]);
  await page.mouse.move(wx, wy);
  await page.mouse.wheel(0, -100);
  await page.evaluate(() => window.__replica.map.pan(40, 25));
  await page.waitForFunction(() =>
    /zoom 125 %/.test(document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=live]').textContent),
  );
  await transformDelivered(page);
  await dragThrough(
    page,
    [7, 3],
    [
      [7, 4],
      [7, 5],
    ],
    { drop: false },
  );
  l = await labelAt(page, [7, 5]);
  assert.deepEqual(l.lines.slice(0, 2), [
    'Hero: 10 ft (45 ft this turn) · within Dash',
    '0 ft of speed left, 15 ft within Dash',
  ]);
  assert.ok(sameColour(await pathColour(page, [7, 5]), 'dash'), 'the overlay lines up after zoom and pan');
  await page.mouse.up();
  await labelAt(page, [7, 5], 'recorded');
  assert.equal(await panelText(page, '[data-fw=summary]'), '45 ft of 30 (Dash: 60)');
  await page.screenshot({ path: resolve(shots, 'extension-live-legacy-zoomed.png') });

  // The GM moves everyone to another page (20 × 15): the page script reads it (a snapshot) and the
  // overlay follows the new page's corners. The ranger walks [3,2] → [5,2]: 10 ft of 30.
  await page.evaluate(() =>
    window.__replica.switchPage({
      id: 'page-live-2',
      name: 'Forest',
      width: 20,
      height: 15,
      snapping_increment: 1,
      scale_number: 5,
      scale_units: 'ft',
      grid_type: 'square',
      diagonaltype: 'foure',
      graphics: [
        { id: '-Ranger', name: 'Ranger', left: 245, top: 175, width: 70, height: 70, controlledby: 'player-1' },
      ],
    }),
  );
  await page.waitForFunction(
    () =>
      /^20 × 15 cells/.test(
        document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=grid]').textContent,
      ),
    null,
    { timeout: 10000 },
  );
  await dragThrough(page, [3, 2], [[5, 2]], { drop: false });
  l = await labelAt(page, [5, 2]);
  assert.deepEqual(l.lines.slice(0, 2), ['Ranger: 10 ft · within speed', '20 ft of speed left, 50 ft within Dash']);
  assert.ok(sameColour(await pathColour(page, [5, 2]), 'speed'), 'aligned on the new page');
  await page.mouse.up();
  await labelAt(page, [5, 2], 'recorded');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Jumpgate: the scene's projection places the overlay; a wall refused live with the engine's sentence; a right-click waypoint", async () => {
  const scenario = cavePage({ engine: 'jumpgate', player: { id: 'player-1', gm: false } });
  // A wall on the walls layer along grid line x = 3 (210 px), rows 0–4.
  scenario.page.paths = [
    { id: '-Wall', layer: 'walls', _path: '[["M",0,0],["L",0,350]]', left: 210, top: 175, width: 0, height: 350 },
  ];
  scenario.page.graphics = scenario.page.graphics.filter((g) => g.id !== '-Mud' && g.id !== '-Orc');
  const page = await openEditor(context, scenario);
  await waitLive(page, true);
  assert.equal((await liveStatus(page)).engine, 'jumpgate');
  // [1,3] → [2,2]: a diagonal, 5 ft (the page's "D&D 5E/4E" ruler: every diagonal 5 ft, and Footwork
  // counts as it does, web/shim/host-rules.js); right-click there adds a waypoint;
  // then east: [2,2] → [3,2] crosses the wall: the engine refuses it in its own words.
  await dragThrough(page, [1, 3], [[2, 2]], { drop: false });
  let l = await labelAt(page, [2, 2]);
  assert.deepEqual(l.lines.slice(0, 2), ['Hero: 5 ft · within speed', '25 ft of speed left, 55 ft within Dash']);
  await page.mouse.down({ button: 'right' });
  await page.mouse.up({ button: 'right' });
  const [x, y] = await client(page, [3, 2]);
  await page.mouse.move(x, y, { steps: 4 });
  l = await labelAt(page, [3, 2]);
  assert.equal(l.code, 'wall');
  // The refused step has no band: the label keeps the band of the last step allowed, and says why.
  assert.deepEqual(l.lines, [
    'Hero: 5 ft · within speed',
    '25 ft of speed left, 55 ft within Dash',
    '✗ A wall blocks the way from [2,2] to [3,2].',
    '1 waypoint',
  ]);
  assert.ok(sameColour(await pathColour(page, [2, 2]), 'speed'));
  // (5 px left of the centre: the cross's white arms run through the centre itself)
  await page.screenshot({ path: resolve(shots, 'extension-live-jumpgate.png') });
  const refused = await pathColour(page, [3, 2], -5);
  assert.ok(sameColour(refused, 'beyond'), `the refused step in red: ${refused}`);
  await page.screenshot({ path: resolve(shots, 'extension-live-jumpgate.png') });
  // Back to [2,1] instead (north of the waypoint, 5 more: 10 ft), then the drop.
  const [x1, y1] = await client(page, [2, 1]);
  await page.mouse.move(x1, y1, { steps: 4 });
  l = await labelAt(page, [2, 1]);
  assert.deepEqual(l.lines.slice(0, 2), ['Hero: 10 ft · within speed', '20 ft of speed left, 50 ft within Dash']);
  await page.mouse.up();
  await labelAt(page, [2, 1], 'recorded');
  assert.equal(await panelText(page, '[data-fw=summary]'), '10 ft of 30 (Dash: 60)');
  // The window made smaller, then zoomed out and panned (the camera's parent node moves too): the
  // next drag still lines up. [2,1] → [1,0]: another diagonal, 5 ft as the ruler counts it: 15 ft.
  await page.setViewportSize({ width: 1150, height: 760 });
  await page.evaluate(() => {
    window.__replica.map.setZoom(0.8);
    window.__replica.map.pan(-60, 30);
  });
  await page.waitForFunction(() =>
    /zoom 80 %/.test(document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=live]').textContent),
  );
  await transformDelivered(page);
  await dragThrough(page, [2, 1], [[1, 0]], { drop: false });
  l = await labelAt(page, [1, 0]);
  assert.deepEqual(l.lines.slice(0, 2), [
    'Hero: 5 ft (15 ft this turn) · within speed',
    '15 ft of speed left, 45 ft within Dash',
  ]);
  assert.ok(sameColour(await pathColour(page, [1, 0]), 'speed'), 'aligned after a resize, zoom and pan');
  await page.screenshot({ path: resolve(shots, 'extension-live-jumpgate-resized.png') });
  await page.mouse.up();
  await labelAt(page, [1, 0], 'recorded');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('no transform to read: the panel says so, nothing is drawn, and the drop is priced as before', async () => {
  const page = await openEditor(
    context,
    cavePage({ engine: 'legacy', transform: false, player: { id: 'player-1', gm: false } }),
  );
  await waitLive(page, false);
  assert.match(
    (await liveStatus(page)).text,
    /Neither Roll20 engine’s map transform is on this page.*priced after the drop/,
  );
  // The replica still drags the token: [1,3] → [2,3] → [3,3] (difficult): 5 + 10 = 15 ft.
  await dragThrough(page, [1, 3], [[3, 3]]);
  await page.waitForFunction(
    () =>
      document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=summary]')?.textContent ===
      '15 ft of 30 (Dash: 60)',
  );
  assert.equal(await label(page), null, 'no label without a transform');
  assert.equal(
    await page.evaluate(() => document.querySelector('footwork-overlay')?.isConnected ?? false),
    false,
    'no overlay',
  );
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a transform that stops making sense (the reported zoom is off): the drop lands far from where it mapped, the live view turns itself off and says so, and comes back when a drop lands where it maps', async () => {
  const scenario = cavePage({ engine: 'legacy', misreportZoom: 1.5, player: { id: 'player-1', gm: false } });
  scenario.page.graphics = [token('-Hero', 'Hero', [0, 0], { controlledby: 'player-1' })];
  const page = await openEditor(context, scenario);
  await waitLive(page, true);
  // The replica draws at 100 %, the engine says 150 %: the pointer over [6,0] maps to [4,0].
  await dragThrough(page, [0, 0], [[6, 0]]);
  await waitLive(page, false);
  assert.match(
    (await liveStatus(page)).text,
    /The drop landed at \[6,0\], but Roll20’s map transform put the pointer at \[4,0\]/,
  );
  // The model wins: the recorded move, 6 squares east, 30 ft.
  assert.equal(await panelText(page, '[data-fw=summary]'), '30 ft of 30 (Dash: 60)');
  assert.equal(await label(page), null);
  await page.screenshot({ path: resolve(shots, 'extension-live-untrusted.png') });
  // The engine reports its zoom right again: the next drop, [6,0] → [6,2] (two squares south, 10 ft
  // more: 40 ft, Dash), lands where the pointer mapped and the live view comes back.
  await page.evaluate(() => window.__replica.map.fixTransform());
  // Under load the drag could start before the extension had the zoom put right, and stay untrusted.
  await transformDelivered(page);
  await dragThrough(page, [6, 0], [[6, 2]]);
  await waitLive(page, true);
  assert.equal(await panelText(page, '[data-fw=summary]'), '40 ft of 30 (Dash: 60)');
  assert.deepEqual(page.errors, []);
  await page.close();
});
