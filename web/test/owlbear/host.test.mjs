// The SDK's own code against the host replica: the transport as lib/messages/MessageBus.js defines
// it (nothing before OBR_READY, the obrref origin check, nonces), and the extension's behaviour on
// scenes it cannot use: hex and unknown grids, measurements no ruleset fits, broken items, a scene
// too big, no scene open, a page that refuses WebAssembly. Each shows a message in the panel, keeps
// the extension working, and never writes the scene.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engineHasHex } from '../hex-engine.mjs';
import {
  hostForFile,
  openHost,
  status,
  token,
  mapImage,
  settle,
  mouseDrag,
  labels,
  squareOf,
  screenshot,
  difficult,
  writes,
  panel,
  background,
  EXT,
  PLUGIN,
  TOOL_MODE,
} from './helpers.mjs';

let built;
let browser;
hostForFile((h) => ({ built, browser } = h));

const hero = () => token('hero', 'Hero', [2, 2], { side: 'party', walk: 30 });
const problemsInPanel = (page) =>
  panel(page).$$eval('[data-fw=problems] li', (lis) =>
    lis.map((li) => ({ code: li.dataset.code, text: li.textContent })),
  );
const log = (page) => page.evaluate(() => window.harness.log);

test('MessageBus: nothing is sent before OBR_READY; every request carries the ref and a "_<uuid>" nonce and is answered by <id>_RESPONSE<nonce>', async () => {
  const page = await openHost(browser, built, { items: [mapImage(10, 10), hero()] });
  try {
    const all = await log(page);
    const bg = all.filter((m) => m.frame === 'background');
    const ready = bg.findIndex((m) => m.dir === 'out' && m.id === 'OBR_READY');
    assert.ok(ready >= 0);
    assert.equal(bg.slice(0, ready).filter((m) => m.dir === 'in').length, 0);
    const requests = bg.filter((m) => m.dir === 'in' && m.nonce !== undefined);
    assert.ok(requests.length > 5);
    for (const r of requests) {
      assert.match(r.nonce, /^_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.ok(
        bg.some((m) => m.dir === 'out' && m.id === `${r.id}_RESPONSE${r.nonce}`),
        `${r.id} answered`,
      );
    }
    assert.deepEqual(
      all.filter((m) => m.dir === 'unhandled').map((m) => m.id),
      [],
    );
    const mode = bg.find((m) => m.id === 'OBR_TOOL_MODE_CREATE');
    assert.equal(mode.data.id, TOOL_MODE);
    assert.deepEqual(mode.data.icons[0].filter.activeTools, ['rodeo.owlbear.tool/move']);
    assert.equal(mode.data.icons[0].icon, `${EXT}/icon.svg`);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});

test('MessageBus: OBR_READY from another origin than the one in obrref is ignored, so the SDK stays silent', async () => {
  const page = await openHost(
    browser,
    built,
    { items: [mapImage(10, 10), hero()], obrrefOrigin: 'https://elsewhere.test', panel: false },
    { waitReady: false },
  );
  try {
    await page.waitForTimeout(1500);
    const all = await log(page);
    assert.ok(all.some((m) => m.dir === 'out' && m.id === 'OBR_READY'));
    assert.deepEqual(
      all.filter((m) => m.dir === 'in').map((m) => m.id),
      [],
    );
  } finally {
    await page.close2();
  }
});

test('a hex grid: an engine without hex grids says so in the panel and the tool does nothing to the scene; back on a square grid it works', async () => {
  const page = await openHost(browser, built, { grid: { type: 'HEX_VERTICAL' }, items: [mapImage(10, 10), hero()] });
  try {
    const s = await status(page);
    if (await engineHasHex()) {
      // The engine prices hexes: the scene is used as a hex grid (web/test/owlbear/hex.test.mjs checks
      // its cells), and nothing is refused.
      assert.equal(s.ready, true);
      assert.deepEqual(
        s.problems.filter((p) => p.code === 'hex-not-supported'),
        [],
      );
      return;
    }
    assert.equal(s.ready, false);
    assert.deepEqual(
      s.problems.map((p) => p.code),
      ['hex-not-supported'],
    );
    const shown = await problemsInPanel(page);
    assert.equal(shown[0].code, 'hex-not-supported');
    assert.match(shown[0].text, /hex grid \(pointy-topped hexes\).*prices square grids only/);
    await screenshot(page, 'owlbear-panel-hex.png');
    const before = (await log(page)).length;
    await mouseDrag(page, [
      [2, 2],
      [3, 2],
      [4, 2],
    ]);
    const after = (await log(page)).slice(before);
    assert.deepEqual(
      writes(after).map((m) => m.id),
      [],
    );
    assert.deepEqual(await squareOf(page, 'hero'), [2, 2]);
    const { transient } = await status(page);
    assert.match(transient.message, /prices square grids only/);
    // The drag-time problem is the shim's one shape, the engine's refusal passed on as it is.
    assert.deepEqual(
      Object.keys(transient).sort(),
      ['code', 'kind', 'message', 'path', 'source'],
      JSON.stringify(transient),
    );
    assert.equal(transient.kind, 'error');
    assert.ok(
      (await page.evaluate(() => window.harness.state.notifications)).some((n) =>
        /prices square grids only/.test(n.message),
      ),
    );
    // The grid changes (OBR_SCENE_GRID_EVENT_CHANGE): square again, the tool works.
    await page.evaluate(() => window.harness.setGrid({ type: 'SQUARE' }));
    await background(page).waitForFunction(() => globalThis.__footwork.link.ready, null, { timeout: 10000 });
    await settle(page);
    await mouseDrag(page, [
      [2, 2],
      [3, 2],
    ]);
    assert.deepEqual(await squareOf(page, 'hero'), [3, 2]);
    // And back to hexes: the square scene the engine still holds must not price drags there.
    await page.evaluate(() => window.harness.setGrid({ type: 'HEX_HORIZONTAL' }));
    await background(page).waitForFunction(() => !globalThis.__footwork.link.ready, null, { timeout: 10000 });
    assert.deepEqual(
      (await status(page)).problems.map((p) => p.code),
      ['hex-not-supported'],
    );
  } finally {
    await page.close2();
  }
});

test('unknown grid types are reported; a ruler no grid rule prices (Euclidean) and a ruleset that counts otherwise get a note (web/shim/host-rules.js)', async () => {
  const page = await openHost(browser, built, { grid: { type: 'TRIANGLES' }, items: [mapImage(10, 10), hero()] });
  try {
    assert.deepEqual(
      (await status(page)).problems.map((p) => p.code),
      ['unknown-grid'],
    );
    assert.match((await status(page)).problems[0].message, /Unknown grid type "TRIANGLES"/);
    await page.evaluate(() => window.harness.setGrid({ type: 'SQUARE', measurement: 'EUCLIDEAN' }));
    await settle(page);
    let s = await status(page);
    // Straight-line diagonals: sw5e's 1-2-1, said in one line.
    assert.equal(s.ready, true);
    assert.equal(s.ruleset, 'sw5e');
    assert.deepEqual(
      s.problems.map((p) => p.code),
      ['measurement-differs'],
    );
    await panel(page).selectOption('[name=ruleset]', 'dnd35');
    await settle(page);
    s = await status(page);
    assert.equal(s.ready, true);
    assert.equal(s.ruleset, 'dnd35');
    assert.deepEqual(
      s.problems.map((p) => p.code),
      ['measurement-differs'],
    );
    await page.evaluate(() => window.harness.setGrid({ measurement: 'CHEBYSHEV' }));
    await settle(page);
    s = await status(page);
    assert.deepEqual(
      s.problems.map((p) => p.code),
      ['measurement-differs'],
    );
    // Back to "from the grid": CHEBYSHEV (every diagonal one square) → the room's base counted one
    // square, sw5e by default, as on a Roll20 page whose ruler is "D&D 5E/4E".
    await panel(page).selectOption('[name=ruleset]', 'auto');
    await settle(page);
    s = await status(page);
    assert.deepEqual(s.ruleset, { base: 'sw5e', diagonal: 'one' });
    assert.equal(s.problems.length, 0);
  } finally {
    await page.close2();
  }
});

test('broken items are named in the panel and left out; the rest of the scene still works', async () => {
  const broken = token('ghost', 'Ghost', [5, 5], { side: 'monsters' });
  delete broken.image;
  const odd = token('odd', 'Odd', [7, 7], { side: 'monsters' });
  odd.metadata[`${PLUGIN}/token`].walk = 'fast';
  const noPosition = token('lost', 'Lost', [1, 1]);
  noPosition.position = { x: 'left', y: null };
  const page = await openHost(browser, built, {
    items: [mapImage(10, 10), hero(), broken, odd, noPosition, { id: 42 }],
  });
  try {
    const s = await status(page);
    assert.equal(s.ready, true);
    const codes = s.problems.map((p) => `${p.code}: ${p.message}`);
    assert.ok(
      codes.some((c) => /^broken-item: Token "Ghost" has no image size/.test(c)),
      codes.join('\n'),
    );
    assert.ok(
      codes.some((c) => /^broken-item: Item "Lost" has no usable position/.test(c)),
      codes.join('\n'),
    );
    assert.ok(
      codes.some((c) => /^bad-token-metadata: Token "Odd": walk speed "fast"/.test(c)),
      codes.join('\n'),
    );
    const shown = await problemsInPanel(page);
    assert.ok(shown.some((p) => /Ghost/.test(p.text)));
    await screenshot(page, 'owlbear-panel-broken-items.png');
    const before = (await log(page)).length;
    await mouseDrag(page, [
      [2, 2],
      [3, 2],
    ]);
    assert.deepEqual(await squareOf(page, 'hero'), [3, 2]);
    const scene = writes((await log(page)).slice(before)).filter((m) => m.id.startsWith('OBR_SCENE_ITEMS_'));
    assert.deepEqual(
      scene.map((m) => m.data.updates.map((u) => u.id)),
      [['hero']],
    );
  } finally {
    await page.close2();
  }
});

test('a scene too big to price whole is priced around the tokens (issue 29); no open scene is reported', async () => {
  // A map image 5000 squares wide: the part around the hero is priced and the window is said.
  const page = await openHost(browser, built, { items: [mapImage(5000, 10), hero()] });
  try {
    const s = await status(page);
    assert.equal(s.ready, true);
    assert.equal(s.problems[0].code, 'scene-windowed');
    assert.match(
      s.problems[0].message,
      /span 5,000 × 10 cells.*it prices at most 500 × 500 cells around the middle of the tokens/,
    );
  } finally {
    await page.close2();
  }
  const closed = await openHost(browser, built, { items: [], sceneReady: false });
  try {
    assert.deepEqual(
      (await status(closed)).problems.map((p) => p.code),
      ['no-scene'],
    );
  } finally {
    await closed.close2();
  }
});

// A real drag of the hero [2, 2] → [4, 2], priced: 10 ft, written to its metadata with the move.
async function heroTwoSquaresEast(page) {
  await mouseDrag(page, [
    [2, 2],
    [3, 2],
    [4, 2],
  ]);
  assert.deepEqual(await squareOf(page, 'hero'), [4, 2]);
  const spent = await page.evaluate(
    ([key]) => window.harness.state.items.find((i) => i.id === 'hero').metadata[key],
    [`${PLUGIN}/spent`],
  );
  assert.equal(spent?.feet, 10);
}

test('one stray token at square 4200 no longer turns Footwork off: a real drag of the hero is priced, the stray named', async () => {
  const orc = token('orc', 'Orc', [6, 2], { side: 'monsters', walk: 30 });
  const stray = token('stray', 'Stray', [4200, 3], { side: 'monsters', walk: 30 });
  const page = await openHost(browser, built, { items: [mapImage(10, 8), hero(), orc, stray] });
  try {
    const s = await status(page);
    assert.equal(s.ready, true, JSON.stringify(s.problems));
    const said = s.problems.map((p) => `${p.code}: ${p.message}`);
    assert.ok(
      said.some((p) => /^scene-windowed: The scene's items span 4,201 × 8 cells/.test(p)),
      said.join('\n'),
    );
    assert.ok(
      said.some((p) => /^outside-window: Token "Stray" stands outside/.test(p)),
      said.join('\n'),
    );
    await screenshot(page, 'owlbear-scene-windowed.png');
    await heroTwoSquaresEast(page);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});

test('a real drag on a token outside the priced window moves the window to it and is priced', async () => {
  // Three tokens far away hold the median: the window is theirs, and the hero is left out …
  const far = [4200, 4201, 4202].map((x, i) => token(`far${i}`, `Far ${i}`, [x, 3], { walk: 30 }));
  const page = await openHost(browser, built, { items: [mapImage(10, 8), hero(), ...far] });
  try {
    const s = await status(page);
    assert.ok(
      s.problems.some((p) => p.code === 'outside-window' && /Token "Hero" stands outside/.test(p.message)),
      JSON.stringify(s.problems),
    );
    // … until a drag on it (real pointer events): the window moves to the hero, and the drag is priced.
    await heroTwoSquaresEast(page);
    // The panel's problems follow the window: now the far tokens are the ones left out.
    const after = (await status(page)).problems.filter((p) => p.code === 'outside-window');
    assert.deepEqual(after.map((p) => p.message.match(/^Token "([^"]+)"/)[1]).sort(), ['Far 0', 'Far 1', 'Far 2']);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});

test('a page that refuses WebAssembly (CSP without wasm-unsafe-eval) runs the plain-JS engine', async () => {
  const page = await openHost(browser, built, { items: [mapImage(10, 10), hero()], csp: "script-src 'self'" });
  try {
    const engine = await background(page).evaluate(() => globalThis.__footwork.engine);
    assert.equal(engine, 'js');
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 3],
      ],
      { release: false },
    );
    assert.deepEqual(await labels(page), ['5 ft · within speed\n25 ft of speed left, 55 ft within Dash']);
    await page.mouse.up();
    await settle(page);
  } finally {
    await page.close2();
  }
});

test('a token moved by someone else (OBR_SCENE_ITEMS_EVENT_CHANGE) is where the next drag starts', async () => {
  const page = await openHost(browser, built, { items: [mapImage(10, 10), hero()] });
  try {
    await page.evaluate(() => window.harness.updateItem('hero', { position: { x: 6.5 * 150, y: 4.5 * 150 } }));
    await settle(page);
    const cell = await background(page).evaluate(() => globalThis.__footwork.link.tokens.get('hero').spec.position);
    assert.deepEqual(cell, [6, 4]);
    await mouseDrag(page, [
      [6, 4],
      [7, 4],
    ]);
    assert.deepEqual(await squareOf(page, 'hero'), [7, 4]);
  } finally {
    await page.close2();
  }
});

// A scene whose map the engine refuses outright (a cell of 0.05 ft: the engine's grid reader takes
// "at least 0.1 ft") after a scene it priced: Session.loadMap keeps the scene it had when the new one
// is refused (docs/shim.md), so the extension lets that scene go; nothing is priced on it.
test('a grid the engine refuses outright (0.05 ft cells): said in the panel, drags do nothing, never priced on the scene before', async () => {
  const page = await openHost(browser, built, { items: [mapImage(10, 10), hero()] });
  try {
    await mouseDrag(page, [
      [2, 2],
      [3, 2],
    ]);
    assert.deepEqual(await squareOf(page, 'hero'), [3, 2]);
    await page.evaluate(() => window.harness.setGrid({ scale: '0.05ft' }));
    await background(page).waitForFunction(() => !globalThis.__footwork.link.ready, null, { timeout: 30000 });
    const s = await status(page);
    const refused = s.problems.filter((p) => p.code === 'scene-refused');
    assert.equal(refused.length, 1, JSON.stringify(s.problems));
    assert.match(
      refused[0].message,
      /^Footwork cannot price this scene: the engine refused its map \(.*at least 0\.1 ft\)/,
    );
    await settle(page);
    const shown = await problemsInPanel(page);
    assert.ok(
      shown.some((p) => p.code === 'scene-refused'),
      JSON.stringify(shown),
    );
    const before = (await log(page)).length;
    await mouseDrag(page, [
      [3, 2],
      [4, 2],
    ]);
    assert.deepEqual(
      writes((await log(page)).slice(before)).map((m) => m.id),
      [],
      'the scene is not written',
    );
    assert.deepEqual(await squareOf(page, 'hero'), [3, 2]);
    assert.match((await status(page)).transient.message, /cannot price this scene/);
    await screenshot(page, 'owlbear-scene-refused.png');
    // The scale back to 5 ft: priced again.
    await page.evaluate(() => window.harness.setGrid({ scale: '5ft' }));
    await background(page).waitForFunction(() => globalThis.__footwork.link.ready, null, { timeout: 30000 });
    await settle(page);
    await mouseDrag(page, [
      [3, 2],
      [4, 2],
    ]);
    assert.deepEqual(await squareOf(page, 'hero'), [4, 2]);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});

// A token larger than one hex on a hex scene (docs/owlbear.md, "Larger tokens on hexes"): read as the
// space under it (an Ogre 2 hexes across snapped onto a hex centre, as Owlbear snaps hex items, takes
// that hex as its anchor, docs/shim.md), priced and drawn for its three hexes. Under 4e (Chebyshev:
// the panel's default for it; "an ogre takes up a space 2 squares by 2 squares", 004_83b4f7313492aa85.txt)
// the searches answer for larger hex creatures, so the reach is drawn too. Two hexes along, by hand:
// "A step on hexes is into one of the six neighbours and costs one cell" (docs/protocol.md), 5 ft each.
const HEX_PITCH = (150 * 2) / Math.sqrt(3);
for (const type of ['HEX_VERTICAL', 'HEX_HORIZONTAL']) {
  test(`${type}: a token two hexes across is priced and drawn for its three hexes, and lands on a hex centre`, async () => {
    if (!(await engineHasHex())) return; // the hex-grid test above checks an engine without hex grids
    const pointy = type === 'HEX_VERTICAL';
    // The replica's lattice centre of [c, r], hex [0, 0] on the origin (pointy: odd rows shoved right;
    // flat: odd columns down).
    const hexAt = ([c, r]) =>
      pointy
        ? { x: c * 150 + (r & 1 ? 75 : 0), y: r * 0.75 * HEX_PITCH }
        : { x: c * 0.75 * HEX_PITCH, y: r * 150 + (c & 1 ? 75 : 0) };
    const path = pointy
      ? [
          [2, 3],
          [3, 3],
          [4, 3],
        ]
      : [
          [3, 2],
          [3, 3],
          [3, 4],
        ];
    const ogre = token('ogre', 'Ogre', [0, 0], { squares: 2, side: 'party', walk: 30 });
    ogre.position = hexAt(path[0]);
    const page = await openHost(browser, built, {
      grid: { type, measurement: 'CHEBYSHEV' },
      roomMetadata: { [`${PLUGIN}/settings`]: { chebyshev: '4e' } }, // one-square diagonals played as 4e
      items: [mapImage(10, 10), ogre],
    });
    try {
      const s = await status(page);
      assert.equal(s.ready, true);
      assert.equal(s.ruleset, '4e');
      assert.deepEqual(
        s.problems.filter((p) => p.code === 'not-on-hex'),
        [],
        'not left out',
      );
      const c = (cell) => page.evaluate((p) => window.harness.toCanvas(p), hexAt(cell));
      const [x0, y0] = await c(path[0]);
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (const cell of path.slice(1)) {
        const [x, y] = await c(cell);
        await page.mouse.move(x, y, { steps: 4 });
        await page.waitForTimeout(15);
      }
      await settle(page);
      assert.deepEqual(await labels(page), ['10 ft · within speed\n20 ft of speed left, 50 ft within Double']);
      const local = await page.evaluate(() =>
        window.harness.state.local.map((i) => ({ name: i.name, points: i.points, commands: i.commands })),
      );
      // The reach: the hexes the Ogre's space may cover this turn, filled.
      const reach = local.find((i) => i.name === 'Footwork reach (speed)');
      assert.ok(reach && reach.commands.length > 0, 'the reach is drawn');
      // The space at the path's end outlined: the three hexes' twelve outer sides, centred on the
      // corner they share (pointy: the end hex's lower-right corner, half a hex right and a quarter of
      // its height down; flat: its lower-right corner, a quarter of its width right, half its height down).
      const outline = local.find((i) => i.name === 'Footwork space').points;
      assert.equal(outline.length, 13, 'twelve corners, closed');
      const mean = ['x', 'y'].map((k) => outline.slice(0, 12).reduce((t, p) => t + p[k], 0) / 12);
      const end = hexAt(path.at(-1));
      const corner = pointy ? [end.x + 75, end.y + HEX_PITCH / 4] : [end.x + HEX_PITCH / 4, end.y + 75];
      assert.ok(Math.hypot(mean[0] - corner[0], mean[1] - corner[1]) < 1e-6, `${mean} vs ${corner}`);
      await screenshot(page, `owlbear-hex-large-${type}.png`);
      const endCell = await background(page).evaluate(() => globalThis.__footwork.tool.drag.trail.last);
      await page.mouse.up();
      await settle(page);
      // Dropped on its space, the corner its three hexes share (not the hex centre Owlbear snaps to),
      // so the token covers the hexes the engine reads; read back, the same anchor.
      const p = await page.evaluate(() => window.harness.state.items.find((i) => i.id === 'ogre').position);
      assert.ok(Math.hypot(p.x - corner[0], p.y - corner[1]) < 1e-6, `on its space: ${JSON.stringify(p)}`);
      await settle(page);
      const readBack = await background(page).evaluate(
        () => globalThis.__footwork.link.tokens.get('ogre').spec.position,
      );
      assert.ok(Array.isArray(endCell) && endCell.length === 2, JSON.stringify(endCell));
      assert.deepEqual(readBack, endCell, 'the dropped token reads back as the space the drag ended on');
      await screenshot(page, `owlbear-hex-large-dropped-${type}.png`);
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close2();
    }
  });
}

// The panel counts the tokens Footwork prices: one the engine refuses (here a token on a square marked
// filled, `ground: solid`: "a creature placed on a filled square", docs/protocol.md `inside-solid`) is
// counted apart, with its reason among the problems.
test('the panel counts the tokens priced, and those the engine left out apart', async () => {
  const pillar = difficult([5, 5], [1, 1]);
  pillar.metadata[`${PLUGIN}/mark`] = { terrain: { ground: 'solid' } };
  const page = await openHost(browser, built, {
    items: [mapImage(10, 10), pillar, hero(), token('stuck', 'Stuck', [5, 5], { side: 'gm', walk: 30 })],
  });
  try {
    await settle(page);
    assert.equal(await panel(page).$eval('[data-fw=tokens]', (e) => e.textContent), '1 (1 left out)');
    const problems = await problemsInPanel(page);
    assert.ok(
      problems.some((p) => /Stuck|stuck/.test(p.text)),
      JSON.stringify(problems),
    );
    // The pillar gone: both priced.
    await page.evaluate(
      (items) => window.harness.setItems(items),
      [mapImage(10, 10), hero(), token('stuck', 'Stuck', [5, 5], { side: 'gm', walk: 30 })],
    );
    await settle(page);
    assert.equal(await panel(page).$eval('[data-fw=tokens]', (e) => e.textContent), '2');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});

// The host's hex lattice shifted off the scene's origin (the replica's snapPosition answers from its
// own lattice, render.js draws it): the extension asks where it is (snapPosition of the origin, SDK
// SceneGridApi.js), so a real drag three hexes along the lattice is priced 15 ft ("A step on hexes
// is into one of the six neighbours and costs one cell", docs/protocol.md; sw5e 5 ft a cell) and the
// token lands on the lattice's hex centre.
const HEX_H = (150 * 2) / Math.sqrt(3);
for (const type of ['HEX_VERTICAL', 'HEX_HORIZONTAL']) {
  test(`${type}: a lattice the host shifts off the origin is asked for; a real drag of three hexes costs 15 ft and lands on a hex centre`, async () => {
    if (!(await engineHasHex())) return; // the hex-grid test above checks an engine without hex grids
    const o = { x: 61.5, y: -47.25 };
    const pointy = type === 'HEX_VERTICAL';
    // The replica's lattice centre of [c, r] (pointy: odd rows shoved right; flat: odd columns down).
    const hexAt = ([c, r]) =>
      pointy
        ? { x: o.x + c * 150 + (r & 1 ? 75 : 0), y: o.y + r * 0.75 * HEX_H }
        : { x: o.x + c * 0.75 * HEX_H, y: o.y + r * 150 + (c & 1 ? 75 : 0) };
    const hero = token('hero', 'Hero', [0, 0], { side: 'party', walk: 30 });
    hero.position = hexAt([2, 3]);
    const page = await openHost(browser, built, { grid: { type, hexOrigin: o }, items: [mapImage(10, 10), hero] });
    try {
      // The extension asked the host: the lattice's hex centre nearest the scene's origin (on the
      // flat lattice that is [-1, 0], an odd column, not [0, 0] — the same hexes, counted from another).
      const nearest = [-2, -1, 0, 1, 2]
        .flatMap((c) => [-2, -1, 0, 1, 2].map((r) => hexAt([c, r])))
        .reduce((a, b) => (Math.hypot(b.x, b.y) < Math.hypot(a.x, a.y) ? b : a));
      const asked = await background(page).evaluate(() => globalThis.__footwork.grid.hexOrigin);
      assert.ok(Math.hypot(asked.x - nearest.x, asked.y - nearest.y) < 1e-6, JSON.stringify(asked));
      const path = pointy
        ? [
            [2, 3],
            [3, 3],
            [4, 3],
            [5, 3],
          ]
        : [
            [3, 2],
            [3, 3],
            [3, 4],
            [3, 5],
          ];
      if (!pointy) {
        hero.position = hexAt(path[0]);
        await page.evaluate((items) => window.harness.setItems(items), [mapImage(10, 10), hero]);
        await settle(page);
      }
      const c = (cell) => page.evaluate((p) => window.harness.toCanvas(p), hexAt(cell));
      const [x0, y0] = await c(path[0]);
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (const cell of path.slice(1)) {
        const [x, y] = await c(cell);
        await page.mouse.move(x, y, { steps: 4 });
        await page.waitForTimeout(15);
      }
      await settle(page);
      assert.deepEqual(await labels(page), ['15 ft · within speed\n15 ft of speed left, 45 ft within Dash']);
      await screenshot(page, `owlbear-hex-shifted-${type}.png`);
      await page.mouse.up();
      await settle(page);
      const end = hexAt(path.at(-1));
      const p = await page.evaluate(() => window.harness.state.items.find((i) => i.id === 'hero').position);
      assert.ok(Math.hypot(p.x - end.x, p.y - end.y) < 1e-6, `the token on the hex centre: ${JSON.stringify(p)}`);
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close2();
    }
  });
}
