// The calculator page on hex grids (docs/calculator.md "Hex grids"; docs/protocol.md "Hex grids"), in
// headless Chromium with real pointer events, on flat-topped and pointy-topped hexes. The scene is
// built through the page (the grid form, the creature form, the brush, the wall tool, a drag); every
// number checked is derived by hand from the rule texts and the hex readings of docs/rules/hex.md,
// quoted beside the check. Neighbours are written out from the protocol's table of the six neighbours
// of [x, y] ("flat, a shoved column", "pointy, a row not shoved"), not asked of the page.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  calculatorForFile,
  openPage,
  clickCell,
  cellCentre,
  towards,
  dragCells,
  tool,
  importScene,
  text,
  column,
  calc,
  shotDir,
  overlayColour,
} from './helpers.mjs';

let site;
let browser;

calculatorForFile((s) => ({ site, browser } = s));

// The hero starts at [3, 2] (odd offset: column 3 is shoved on flat hexes, row 2 is not on pointy).
// `east`: the neighbour across the side the wall goes on, and `beyond`: the hex past it in the same
// direction, which only that neighbour leads to within two steps. `west`: three hexes along row 2.
const LAYOUTS = {
  // flat, a shoved column: SE [x+1, y+1]; [4, 3] is a column not shoved: SE [x+1, y].
  // Westward along row 2: a shoved column's NW is [x-1, y], a column not shoved's SW is [x-1, y].
  flat: {
    east: [4, 3],
    beyond: [5, 3],
    west: [
      [2, 2],
      [1, 2],
      [0, 2],
    ],
  },
  // pointy, a row not shoved: E [x+1, y], and again E; W [x-1, y] three times.
  pointy: {
    east: [4, 2],
    beyond: [5, 2],
    west: [
      [2, 2],
      [1, 2],
      [0, 2],
    ],
  },
};

// Two #rrggbb colours within 16 of each other in every channel (a slanted line is antialiased).
const close = (a, b) =>
  [1, 3, 5].every((i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)) <= 16);

const sceneJSON = (page) => calc(page, (app) => app.scene.spec());
const reachAt = (page, cell) =>
  calc(
    page,
    (app, cell) => app.move.reach && app.move.reach.places.find((p) => p.cell[0] === cell[0] && p.cell[1] === cell[1]),
    cell,
  );

// The most common colour of a few device pixels around a page point on one of the map's canvases.
async function colourAt(page, [px, py], layer, spread = 0) {
  return page.evaluate(
    ([px, py, layer, spread]) => {
      const v = window.footworkCalc.view;
      const r = document.getElementById('map').getBoundingClientRect();
      const g = v.contexts[layer];
      const counts = new Map();
      for (const dx of [-spread, 0, spread])
        for (const dy of [-spread, 0, spread]) {
          const d = g.getImageData(
            Math.round((px - r.left + dx) * v.dpr),
            Math.round((py - r.top + dy) * v.dpr),
            1,
            1,
          ).data;
          const hex = '#' + [d[0], d[1], d[2]].map((c) => c.toString(16).padStart(2, '0')).join('');
          counts.set(hex, (counts.get(hex) || 0) + 1);
        }
      return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
    },
    [px, py, layer, spread],
  );
}

// The default scene (hero [1, 3] walking 30 ft, orc [7, 3]) without the orc, on an 8 × 6 hex grid,
// the hero dragged with the creature tool to [3, 2] and slowed to 10 ft (two hexes of speed).
async function hexScene(page, orientation) {
  await tool(page, 'creature');
  await clickCell(page, 7, 3);
  assert.equal(await page.inputValue('#cr-id'), 'orc');
  await page.click('#cr-remove');
  await page.fill('#grid-width', '8');
  await page.fill('#grid-height', '6');
  await page.selectOption('#grid-type', orientation);
  await page.selectOption('#grid-offset', 'odd');
  await page.click('#grid-apply');
  assert.equal(await page.isHidden('#error'), true, 'the square scene goes onto hexes');
  const grid = (await sceneJSON(page)).grid;
  assert.deepEqual(
    [grid.type, grid.orientation, grid.offset, grid.width, grid.height],
    ['hex', orientation, 'odd', 8, 6],
  );
  await dragCells(page, [
    [1, 3],
    [3, 2],
  ]);
  assert.deepEqual(await calc(page, (app) => app.move.mover().position), [3, 2]);
  await page.fill('#cr-walk', '10');
  await page.click('#cr-apply');
  await tool(page, 'path');
  await page.selectOption('#band', 'move');
}

for (const orientation of ['flat', 'pointy'])
  describe(`the calculator on ${orientation}-topped hexes`, () => {
    const L = LAYOUTS[orientation];

    test('reachable hexes, a wall on a hex side, terrain, a three-hex drag with its cost and trail', async () => {
      const page = await openPage(browser, site.url, { width: 1280, height: 720 });
      await hexScene(page, orientation);
      // "each step into one of the six neighbours costs one cell" (docs/rules/hex.md): with 10 ft of
      // speed (two hexes) the hero reaches its own hex, the six around it and the twelve of the next
      // ring, all on the map: 1 + 6 + 12 = 19 places.
      assert.equal(await text(page, '#reach-count'), '19 places reachable');
      assert.equal((await reachAt(page, L.east)).total, 5);
      assert.equal((await reachAt(page, L.beyond)).total, 10);

      // A wall on the side the hero shares with its neighbour `east`, clicked near that side.
      await tool(page, 'wall');
      await page.mouse.click(...(await towards(page, [3, 2], L.east, 0.4)));
      const walls = (await sceneJSON(page)).grid.walls;
      assert.equal(walls.length, 1);
      assert.deepEqual(
        walls[0].between.map(String).sort(),
        [[3, 2], L.east].map(String).sort(),
        'the wall stands between the two hexes',
      );
      assert.equal(walls[0].kind, 'wall');
      // Drawn on that side: the wall's colour at the middle of the side.
      assert.equal(await colourAt(page, await towards(page, [3, 2], L.east, 0.5), 'terrain'), '#111111');
      // "a blocking kind blocks the step across that side" (docs/rules/hex.md): `east` is now reached
      // around the wall through a hex both share (5 + 5 = 10 ft), and `beyond`, two steps away only
      // through `east`, is out of 10 ft (10 + 5 = 15): 18 places.
      await tool(page, 'path');
      assert.equal(await text(page, '#reach-count'), '18 places reachable');
      assert.equal((await reachAt(page, L.east)).total, 10);
      assert.equal(await reachAt(page, L.beyond), undefined);

      // Difficult terrain on the middle hex of the westward drag.
      await tool(page, 'terrain');
      await page.check('input[name=brush][value="~"]');
      await clickCell(page, ...L.west[1]);
      const [mx, my] = await cellCentre(page, ...L.west[1]);
      const cellPx = await calc(page, (app) => app.view.cellPx);
      const spots = [
        [mx - cellPx * 0.2, my - cellPx * 0.2],
        [mx + cellPx * 0.25, my + cellPx * 0.1],
        [mx, my + cellPx * 0.3],
      ];
      for (const spot of spots) assert.equal(await colourAt(page, spot, 'terrain'), '#f3e4b5', 'the difficult fill');
      assert.equal(await colourAt(page, await cellCentre(page, 6, 4), 'terrain'), '#fbfaf6', 'a clear hex');

      // The answer at the cursor, judged against Dash (20 ft): the cheapest path to [0, 2], three hexes
      // west. Flat: around the difficult hex, [2, 2] → [1, 1] (a column not shoved: NW [x-1, y-1]) →
      // [0, 2] (a shoved column: SW [x-1, y+1]), 5 + 5 + 5 = 15 ft, the only three-step way past it.
      // Pointy: the row is the only three-step way, through the difficult hex (5 + 10 + 5), and every
      // way around takes four steps: 20 ft either way.
      await tool(page, 'path');
      await page.selectOption('#band', 'dash');
      await page.mouse.move(...(await cellCentre(page, 0, 2)), { steps: 3 });
      assert.match(await text(page, '#cursor-label'), orientation === 'flat' ? /^15 ft · / : /^20 ft · /);
      const best = await calc(page, (app) => app.move.preview.best);
      if (orientation === 'flat')
        assert.deepEqual(best, [
          [2, 2],
          [1, 1],
          [0, 2],
        ]);
      else assert.equal(best.length, best.some((c) => c[0] === 1 && c[1] === 2) ? 3 : 4);
      await page.screenshot({ path: resolve(shotDir, `hex-${orientation}-hover.png`) });

      // The drag: three hexes west from the hero with the mouse button held.
      await dragCells(page, [[3, 2], ...L.west], 4);
      assert.deepEqual(
        await column(page, 'to'),
        L.west.map((c) => `[${c}]`),
      );
      // "Every foot of movement in difficult terrain costs 1 extra foot" (001_6f3b7c2346b579a3.txt):
      // 5 ft, then 5 + 5 into the difficult hex, then 5; no diagonals on hexes.
      assert.deepEqual(await column(page, 'cost'), ['5', '10', '5']);
      assert.deepEqual(await column(page, 'total'), ['5', '15', '20']);
      assert.deepEqual(await column(page, 'left'), ['15', '5', '0']);
      assert.equal(await text(page, '#sum-total'), '20 ft (4 hexes)');
      assert.equal(await text(page, '#sum-within'), 'dash');
      assert.equal(await text(page, '#sum-legal'), 'legal');
      assert.equal(await page.inputValue('#diagonals'), '0');
      // The trail on the map: those three hexes, the line through their centres coloured per band
      // (the first step within speed, 10 ft: green; the next two within Dash: amber).
      assert.deepEqual(await calc(page, (app) => app.view.data.route.steps.map((s) => s.cell)), L.west);
      const hexes = [[3, 2], ...L.west];
      const bands = ['#15703a', '#7d5a00', '#7d5a00'];
      for (let i = 0; i < 3; i++) {
        const [seen] = await overlayColour(page, await towards(page, hexes[i], hexes[i + 1], 0.5));
        assert.ok(close(seen, bands[i]), `step ${i + 1} drawn in ${bands[i]} (antialiased: ${seen})`);
      }
      // Each step's total on a plate at its hex's centre.
      const plates = await calc(page, (app) =>
        app.view.labels.filter((l) => l.plate).map((l) => [l.x + l.w / 2, l.y + l.h / 2]),
      );
      const mapBox = await page.$eval('#map', (m) => m.getBoundingClientRect().toJSON());
      for (const c of L.west) {
        const [cx, cy] = await cellCentre(page, ...c);
        assert.ok(
          plates.some(([x, y]) => Math.hypot(x + mapBox.left - cx, y + mapBox.top - cy) < 2),
          `a plate at the centre of [${c}]`,
        );
      }
      // Beside the pointer (still on the path's end): the turn there.
      assert.equal(await page.isVisible('#cursor-label'), true);
      assert.match(await text(page, '#cursor-label'), /20 ft · /);
      await page.screenshot({ path: resolve(shotDir, `hex-${orientation}-drag.png`) });

      // Move token: the hero stands on the last hex; the ledger has 20 ft and no diagonals.
      await page.click('#path-commit');
      assert.deepEqual(await calc(page, (app) => app.move.mover().position), L.west[2]);
      assert.equal(await page.inputValue('#spent'), '20');
      assert.equal(await page.inputValue('#diagonals'), '0');

      // Kept: a reload brings back the hex grid, its wall and its terrain.
      await page.waitForTimeout(300);
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      const kept = (await sceneJSON(page)).grid;
      assert.deepEqual([kept.type, kept.orientation, kept.offset], ['hex', orientation, 'odd']);
      assert.equal(kept.walls.length, 1);
      assert.equal(kept.rows[2][1], '~');
      assert.equal(await page.inputValue('#grid-type'), orientation);
      // Exported as the protocol's scene, hex fields included.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#scene-export')]);
      const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
      assert.deepEqual(
        [exported.grid.type, exported.grid.orientation, exported.grid.offset],
        ['hex', orientation, 'odd'],
      );
      // Clear terrain clears the terrain and the walls, and keeps the hexes.
      await page.click('#scene-section summary');
      await page.click('#scene-clear');
      const cleared = (await sceneJSON(page)).grid;
      assert.deepEqual(
        [cleared.type, cleared.orientation, cleared.walls, cleared.rows[2][1]],
        ['hex', orientation, undefined, '.'],
      );
      // 4e's fixed allowances are counted in cells (the engine's field is `squares`): on a hex map
      // the move bar says hexes.
      await page.selectOption('#ruleset', '4e');
      assert.deepEqual(await page.$$eval('#band option', (os) => os.map((o) => o.textContent)), [
        'move (×1)',
        'double (×2)',
        'shift (1 hex)',
        'double-shift (2 hexes)',
      ]);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('questions: reach and range in hexes; a question not read on hexes says so, draws nothing', async (t) => {
      const page = await openPage(browser, site.url, { width: 1280, height: 720 });
      await hexScene(page, orientation);
      await tool(page, 'ask');
      await page.selectOption('#ask-query', 'threatened');
      await page.click('#ask-run');
      // "reach counts hexes: 5 ft reaches the six neighbours" (docs/rules/hex.md), from the protocol's
      // table for [3, 2].
      const six =
        orientation === 'flat'
          ? [
              [4, 3],
              [4, 2],
              [3, 1],
              [2, 2],
              [2, 3],
              [3, 3],
            ] // a shoved column: SE NE N NW SW S
          : [
              [4, 2],
              [3, 1],
              [2, 1],
              [2, 2],
              [2, 3],
              [3, 3],
            ]; // a row not shoved: E NE NW W SW SE
      const cells = await calc(page, (app) => app.view.data.marks.cells[0].cells);
      assert.deepEqual(cells.map(String).sort(), six.map(String).sort());
      // Facing names a side of the hex or a corner by its two sides on hex grids (docs/protocol.md,
      // "Query: facing": flat se, ne, north, nw, sw, south; pointy east, ne, nw, west, sw, se): the
      // twelve offered, clockwise round the hex, a corner between the sides either side of it.
      await page.selectOption('#ask-query', 'facing');
      assert.deepEqual(
        await page.$$eval('#ask-facing option', (os) => os.map((o) => o.value)),
        orientation === 'flat'
          ? ['north', 'ne-north', 'ne', 'se-ne', 'se', 'south-se', 'south', 'sw-south', 'sw', 'nw-sw', 'nw', 'north-nw']
          : ['east', 'se-east', 'se', 'sw-se', 'sw', 'west-sw', 'west', 'nw-west', 'nw', 'ne-nw', 'ne', 'east-ne'],
      );
      assert.equal(
        await page.$eval('#ask-facing option:nth-child(2)', (o) => o.textContent),
        orientation === 'flat' ? 'ne-north (corner between ne and north)' : 'se-east (corner between se and east)',
      );
      // Range: from the hero to [0, 2], three hex steps west (the drag's hexes above) = 15 ft.
      await page.selectOption('#ask-query', 'distance');
      await clickCell(page, 3, 2);
      await clickCell(page, 0, 2);
      assert.equal(await page.inputValue('#ask-from'), 'hero');
      assert.equal(await page.inputValue('#ask-to'), '0,2');
      await page.click('#ask-run');
      assert.match(await text(page, '#answer-facts [data-key=distance]'), /^15 ft \(3 hexes\)$/);
      // Labelled as a range's distance, not as the falling calculator's field of the same name.
      assert.equal(
        await page.$eval('#answer-facts [data-key=distance]', (dd) => dd.previousElementSibling.textContent),
        'Distance',
      );
      // A question the engine does not yet read on hexes is refused (not-on-hex, docs/rules/hex.md
      // "Refused on hexes"): the panel says so in the engine's words and the map draws no answer
      // (never a square one). Other work removes these refusals one by one, so the question is the
      // first of these that this build still refuses, each filled by clicks on the map.
      const candidates = [
        [
          'sight',
          { from: 'hero', to: [0, 2] },
          [
            [3, 2],
            [0, 2],
          ],
        ],
        [
          'cover',
          { attacker: 'hero', target: [0, 2] },
          [
            [3, 2],
            [0, 2],
          ],
        ],
        ['teleportation', { creature: 'hero', to: [0, 2] }, [[0, 2]]],
        ['crowding', { defender: 'hero' }, [[3, 2]]],
      ];
      const refused = await calc(
        page,
        (app, list) => list.find(([query, fields]) => app.session.query({ query, ...fields }).code === 'not-on-hex'),
        candidates,
      );
      if (!refused) t.diagnostic('this engine answers every candidate question on hexes: no refusal to show');
      else {
        const [query, , clicks] = refused;
        await page.selectOption('#ask-query', query);
        for (const c of clicks) await clickCell(page, ...c);
        await page.click('#ask-run');
        const said = await text(page, '#answer-error');
        assert.match(said, /not yet supported on hex grids/);
        // The code and the path are for a report (the paragraph's title), not in the words.
        assert.doesNotMatch(said, /not-on-hex|\$\./);
        assert.equal(await page.$eval('#answer-error', (p) => p.title), 'not-on-hex at $.query');
        assert.equal(await calc(page, (app) => app.view.data.marks), null);
      }
      await tool(page, 'ask');
      await page.screenshot({ path: resolve(shotDir, `hex-${orientation}-refused.png`) });
      // A wall from the keyboard: the cursor one hex west of the hero, [2, 2], and the side towards
      // [2, 1] ("flat, a column not shoved": N [x, y-1]; "pointy, a row not shoved": NE [x, y-1]).
      await tool(page, 'wall');
      await page.selectOption('#wall-kind', 'door-open');
      await page.selectOption('#wall-side', { label: orientation === 'flat' ? 'north' : 'north-east' });
      await page.focus('#map');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      const walls = (await sceneJSON(page)).grid.walls;
      assert.deepEqual(
        walls.map((w) => w.between.map(String).sort()),
        [['2,1', '2,2']],
      );
      assert.equal(walls[0].kind, 'door-open');
      // Drawn on that side in the door's colour (dashed: the middle of the side is one of its dashes).
      const door = await colourAt(page, await towards(page, [2, 2], [2, 1], 0.5), 'terrain', 1);
      assert.ok(close(door, '#7a3410'), `an open door drawn (${door})`);
      assert.equal(await page.inputValue('#diagonals'), '0');
      assert.equal(await page.isDisabled('#diagonals'), true, 'no diagonals to type on hexes');
      // Another ruleset keeps the hexes and their 5-ft cell (5e-fine's own 1.25-ft cells would make
      // the Medium hero four hexes across, 12 hexes), and says so.
      await page.selectOption('#ruleset', '5e-fine');
      const grid = (await sceneJSON(page)).grid;
      assert.deepEqual([grid.type, grid.cellFeet], ['hex', 5]);
      assert.equal(
        await text(page, '#status'),
        "Ruleset 5e-fine. Hexes stay 5 ft (the ruleset's own cell is 1.25 ft).",
      );
      assert.equal(await page.isHidden('#error'), true);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });

test('squares to hexes: square walls and an oblong creature are named, the scene kept; a Large one goes', async () => {
  const page = await openPage(browser, site.url, { width: 1280, height: 720 });
  // A wall on the right side of the hero's square [1, 3].
  await tool(page, 'wall');
  await page.mouse.click(...(await cellCentre(page, 1, 3, 0.95, 0.5)));
  const before = await sceneJSON(page);
  assert.equal(before.grid.walls.length, 1);
  await page.selectOption('#grid-type', 'flat');
  await page.click('#grid-apply');
  const said = await text(page, '#error-message');
  assert.match(
    said,
    /^Grid “flat-topped hexes \(odd offset\)” not applied: the grid stays squares, as this scene cannot go onto hexes as it is\./,
  );
  assert.match(said, /A wall stands on square edges, and on hexes a wall stands on the side two hexes share\./);
  assert.match(said, /Your scene is unchanged/);
  assert.equal(await page.getAttribute('#grid-type', 'aria-invalid'), 'true');
  assert.deepEqual(await sceneJSON(page), before, 'nothing changed');
  // The wall taken away, a hero two squares wide and one long instead (a `space` [2, 1]): "a space
  // longer than it is wide" is refused on hexes (docs/rules/hex.md, "Refused on hexes"), and the page
  // names the creature and keeps the scene.
  await page.mouse.click(...(await cellCentre(page, 1, 3, 0.95, 0.5)));
  const spec = await sceneJSON(page);
  spec.creatures = spec.creatures.map((c) => (c.id === 'hero' ? { ...c, space: [2, 1] } : c));
  await importScene(page, spec);
  const oblong = await sceneJSON(page);
  await page.selectOption('#grid-type', 'pointy');
  await page.click('#grid-apply');
  const said2 = await text(page, '#error-message');
  assert.match(
    said2,
    /The creature hero is longer than wide, and hex grids do not yet hold a space longer than it is wide/,
  );
  assert.match(said2, /\(The engine said: .*not yet.*\)/);
  assert.doesNotMatch(said2, /wall/, 'no wall is left to name');
  assert.deepEqual(await sceneJSON(page), oblong, 'nothing changed');
  await page.screenshot({ path: resolve(shotDir, 'hex-switch-refused.png') });
  // A Large hero (2 × 2 squares) goes onto hexes: 2 hexes across, the 3 hexes of docs/rules/hex.md.
  spec.creatures = spec.creatures.map((c) => (c.id === 'hero' ? { ...c, space: undefined, size: 'large' } : c));
  await importScene(page, spec);
  await page.selectOption('#grid-type', 'pointy');
  await page.click('#grid-apply');
  assert.equal(await page.isHidden('#error'), true, 'a Large creature goes onto hexes');
  assert.equal(await calc(page, (app) => app.scene.spaceOf(app.move.mover()).length), 3);
  await page.selectOption('#grid-type', 'square');
  await page.click('#grid-apply');
  assert.equal(await calc(page, (app) => app.scene.spaceOf(app.move.mover()).length), 4, 'and back: its 2 × 2 squares');
  spec.creatures = spec.creatures.map((c) => (c.id === 'hero' ? { ...c, size: 'medium' } : c));
  await importScene(page, spec);
  // With neither, the switch goes through, and back to squares too.
  await page.selectOption('#grid-type', 'pointy');
  await page.click('#grid-apply');
  assert.equal((await sceneJSON(page)).grid.type, 'hex');
  await page.selectOption('#grid-type', 'square');
  await page.click('#grid-apply');
  assert.equal((await sceneJSON(page)).grid.type, undefined);
  assert.equal(await page.isHidden('#error'), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the hexagon under the pointer in all four layouts (odd and even offsets), at its centre and near its sides', async () => {
  const page = await openPage(browser, site.url, { width: 1280, height: 720 });
  for (const [orientation, offset] of [
    ['flat', 'odd'],
    ['flat', 'even'],
    ['pointy', 'odd'],
    ['pointy', 'even'],
  ]) {
    await importScene(page, {
      ruleset: 'sw5e',
      grid: { type: 'hex', orientation, offset, width: 4, height: 3, cellFeet: 5 },
      creatures: [],
    });
    assert.equal(await page.isHidden('#error'), true);
    // The six neighbours from the protocol's table (docs/protocol.md, "Hex grids"): a point 0.45 of the
    // way from a hex's centre to each neighbour's lies inside the hex (a side is half-way), so the
    // pointer there is over that hex.
    const shoved = (n) => (offset === 'odd' ? (n & 1) === 1 : (n & 1) === 0);
    const around = ([x, y]) =>
      orientation === 'flat'
        ? shoved(x)
          ? [
              [x + 1, y + 1],
              [x + 1, y],
              [x, y - 1],
              [x - 1, y],
              [x - 1, y + 1],
              [x, y + 1],
            ]
          : [
              [x + 1, y],
              [x + 1, y - 1],
              [x, y - 1],
              [x - 1, y - 1],
              [x - 1, y],
              [x, y + 1],
            ]
        : shoved(y)
          ? [
              [x + 1, y],
              [x + 1, y - 1],
              [x, y - 1],
              [x - 1, y],
              [x, y + 1],
              [x + 1, y + 1],
            ]
          : [
              [x + 1, y],
              [x, y - 1],
              [x - 1, y - 1],
              [x - 1, y],
              [x - 1, y + 1],
              [x, y + 1],
            ];
    for (let y = 0; y < 3; y++)
      for (let x = 0; x < 4; x++) {
        const targets = [await cellCentre(page, x, y)];
        for (const n of around([x, y])) targets.push(await towards(page, [x, y], n, 0.45));
        for (const [px, py] of targets) {
          await page.mouse.move(px, py);
          assert.deepEqual(
            await calc(page, (app) => app.move.hover),
            [x, y],
            `${orientation}-${offset}: over [${x},${y}] at ${px.toFixed(1)}, ${py.toFixed(1)}`,
          );
        }
        // Neighbouring centres are one cell apart on the map (the view's centres follow the table).
        for (const n of around([x, y])) {
          const [ax, ay] = await cellCentre(page, x, y);
          const [bx, by] = await cellCentre(page, ...n);
          const px = await calc(page, (app) => app.view.cellPx);
          assert.ok(Math.abs(Math.hypot(bx - ax, by - ay) - px) < 1e-6, `[${x},${y}] → [${n}] one cell apart`);
        }
      }
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
