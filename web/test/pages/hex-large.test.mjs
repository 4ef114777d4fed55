// Creatures larger than one hex on the calculator page (docs/calculator.md "Hex grids"; docs/rules/
// hex.md "Creatures larger than one hex"), in headless Chromium at 1280×720 with real pointer events,
// on flat- and pointy-topped hexes (odd offset). A Large ogre is placed with the creature form, drawn
// over its hexes, edited to Huge and back, dragged by a hex that is not its anchor (creature tool and
// path tool), its reach and facing asked, and searched under sw5e, where it squeezes; the twelve hex
// facings draw their arcs' lines. The hexes of each space are written out by hand from
// the protocol's table of neighbours (docs/protocol.md "Hex grids"), never asked of the page.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import {
  calculatorForFile,
  openPage,
  clickCell,
  cellCentre,
  towards,
  tool,
  importScene,
  text,
  calc,
  shotDir,
  overlayColour,
} from './helpers.mjs';
import { BAND_COLOURS } from '../../calculator/js/palette.js';
import { hexDistance } from '../../shim/index.js';

let site;
let browser;

calculatorForFile((s) => ({ site, browser } = s));

// "Large: the triangle of 3 … the anchor and its neighbours in directions 0 and 5: on flat-topped
// hexes its south-east and south neighbours; on pointy-topped hexes its east and south-east
// neighbours" (docs/rules/hex.md). Anchor [3, 3]: flat, column 3 shoved (odd-q): S [3, 4], SE [4, 4];
// pointy, row 3 shoved (odd-r): E [4, 3], SE [4, 4]. Huge, 7: the anchor and its six neighbours.
const LAYOUTS = {
  flat: {
    large: [
      [3, 3],
      [3, 4],
      [4, 4],
    ],
    // a shoved column: N [x, y-1], NE [x+1, y], SE [x+1, y+1], S [x, y+1], SW [x-1, y+1], NW [x-1, y]
    ring: [
      [3, 2],
      [4, 3],
      [4, 4],
      [3, 4],
      [2, 4],
      [2, 3],
    ],
    // Grabbed by [4, 4] and dropped on [6, 4]: the cube step from [4, 4] (q 4, r 2) to [6, 4] (q 6,
    // r 1) is (+2, −1); the anchor [3, 3] (q 3, r 2) goes to (5, 1), the cell [5, 3], whose space is
    // [5, 3], S [5, 4], SE [6, 4]: the grabbed hex under the pointer.
    moved: [5, 3],
    // The path tool, grabbing [6, 4] and going one hex on to [7, 4], its SE neighbour (column 6 not
    // shoved: SE [x+1, y]): the whole space steps SE, the anchor [5, 3] (shoved) to [6, 4]. The space
    // there: [6, 4], S [6, 5], SE [7, 4]; an outer side of it: [6, 5] and its S neighbour [6, 6].
    step: [6, 4],
    outer: [
      [6, 5],
      [6, 6],
    ],
  },
  pointy: {
    large: [
      [3, 3],
      [4, 3],
      [4, 4],
    ],
    // a shoved row: E [x+1, y], NE [x+1, y-1], NW [x, y-1], W [x-1, y], SW [x, y+1], SE [x+1, y+1]
    ring: [
      [4, 3],
      [4, 2],
      [3, 2],
      [2, 3],
      [3, 4],
      [4, 4],
    ],
    // [4, 4] (q 2, r 4) to [6, 4] (q 4, r 4): (+2, 0); the anchor [3, 3] (q 2, r 3) to (4, 3), the cell
    // [5, 3], whose space is [5, 3], E [6, 3], SE [6, 4].
    moved: [5, 3],
    // [6, 4] on to [7, 4], its E neighbour: the anchor [5, 3] to [6, 3]; the space there [6, 3], E
    // [7, 3], SE [7, 4] (row 3 shoved); an outer side: [7, 4] and its SW neighbour (row 4 not shoved:
    // SW [x-1, y+1]) [6, 5].
    step: [6, 3],
    outer: [
      [7, 4],
      [6, 5],
    ],
  },
};

// Two #rrggbb colours within 16 of each other in every channel (a slanted line is antialiased).
const close = (a, b) =>
  [1, 3, 5].every((i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)) <= 16);
const sceneJSON = (page) => calc(page, (app) => app.scene.spec());
const sorted = (cells) => cells.map(String).sort();

// The alpha of the creatures layer at a page point (0 where no creature is drawn).
async function tokenAlpha(page, [px, py]) {
  return page.evaluate(
    ([px, py]) => {
      const v = window.footworkCalc.view;
      const r = document.getElementById('map').getBoundingClientRect();
      return v.contexts.tokens.getImageData(Math.round((px - r.left) * v.dpr), Math.round((py - r.top) * v.dpr), 1, 1)
        .data[3];
    },
    [px, py],
  );
}

// A hex's centre a little towards its upper neighbour: off the creature's name at the space's centre.
const inHex = async (page, cell) => {
  const [x, y] = await cellCentre(page, ...cell);
  return [x, y - 4];
};

async function drawnOn(page, cells, outside) {
  for (const c of cells) assert.ok((await tokenAlpha(page, await inHex(page, c))) > 200, `drawn on [${c}]`);
  for (const c of outside) assert.equal(await tokenAlpha(page, await inHex(page, c)), 0, `not drawn on [${c}]`);
}

for (const orientation of ['flat', 'pointy'])
  describe(`larger creatures on ${orientation}-topped hexes`, () => {
    const L = LAYOUTS[orientation];
    test('placed, drawn over its hexes, edited, dragged by a hex, priced, its reach and facing asked, searched under sw5e', async () => {
      const page = await openPage(browser, site.url, { width: 1280, height: 720 });
      await importScene(page, {
        ruleset: '4e',
        grid: { type: 'hex', orientation, offset: 'odd', width: 10, height: 8, cellFeet: 5 },
        creatures: [{ id: 'hero', position: [8, 6], speeds: { walk: 30 }, side: 'party' }],
      });
      // Placed with the creature form: a click on an empty hex puts the anchor there.
      await tool(page, 'creature');
      await page.fill('#cr-id', 'ogre');
      await page.fill('#cr-side', 'foe');
      await page.selectOption('#cr-size', 'large');
      await page.fill('#cr-walk', '30');
      await clickCell(page, 3, 3);
      assert.equal(await page.isHidden('#error'), true);
      const ogre = (await sceneJSON(page)).creatures.find((c) => c.id === 'ogre');
      assert.deepEqual([ogre.position, ogre.size], [[3, 3], 'large']);
      await drawnOn(
        page,
        L.large,
        L.ring.filter((c) => !L.large.some((l) => String(l) === String(c))),
      );
      // Any of its hexes is the ogre: hovering the one farthest from the anchor names it.
      await page.mouse.move(...(await cellCentre(page, 4, 4)), { steps: 2 });
      assert.match(await text(page, '#hover'), /creature ogre/);
      // Edited: a click on [4, 4] selects it; Huge is "a hex and the ring round it, 7 hexes".
      await clickCell(page, 4, 4);
      assert.equal(await page.inputValue('#cr-id'), 'ogre');
      await page.selectOption('#cr-size', 'huge');
      await page.click('#cr-apply');
      await drawnOn(page, [[3, 3], ...L.ring], [[5, 3]]);
      await page.selectOption('#cr-size', 'large');
      await page.click('#cr-apply');
      await drawnOn(page, L.large, [[3, 2]]);
      // Dragged by its hex [4, 4] onto [6, 4]: the hex grabbed stays under the pointer.
      await page.mouse.move(...(await cellCentre(page, 4, 4)));
      await page.mouse.down();
      await page.mouse.move(...(await cellCentre(page, 5, 4)), { steps: 3 });
      await page.mouse.move(...(await cellCentre(page, 6, 4)), { steps: 3 });
      await page.mouse.up();
      assert.deepEqual((await sceneJSON(page)).creatures.find((c) => c.id === 'ogre').position, L.moved);
      // Reach: "a Large ogre has a reach of 2" (004_83b4f7313492aa85.txt; 4e's size table: 10 ft), two hexes; "range, reach, adjacency: the
      // fewest hex steps from any hex of one space to any hex of the other" (docs/rules/hex.md), so the
      // hexes one or two steps from its 3: the 9 round the triangle and the 15 round those, 24, each
      // drawn on the map, none in its space.
      await tool(page, 'ask');
      await page.selectOption('#ask-query', 'threatened');
      await page.selectOption('#ask-creature', 'ogre');
      await page.click('#ask-run');
      const marked = await calc(page, (app) => app.view.data.marks.cells[0].cells);
      const space = await calc(page, (app) => app.scene.spaceOf(app.scene.creatures().find((c) => c.id === 'ogre')));
      const gap = (c) => Math.min(...space.map((s) => hexDistance({ orientation, offset: 'odd' }, s, c)));
      assert.equal(marked.length, 24);
      assert.deepEqual(
        [1, 2].map((k) => marked.filter((c) => gap(c) === k).length),
        [9, 15],
      );
      // Teleportation, once refused for a space of several hexes, moves the whole space now
      // (docs/rules/hex.md, "Lines between hexes": "You have to be able to see your destination"):
      // asked for the ogre to [1, 1] on open ground within 10 squares, it answers legal, with no error said, and marks
      // the three hexes the space would take there.
      await page.selectOption('#ask-query', 'teleportation');
      await page.selectOption('#ask-creature', 'ogre');
      await page.focus('#ask-to'); // a cell field takes the hex clicked on the map
      await page.mouse.click(...(await cellCentre(page, 1, 1)));
      await page.fill('#ask-distance', '10');
      await page.click('#ask-run');
      assert.equal(await page.isHidden('#answer-error'), true);
      const landed = await calc(page, (app) => app.view.data.marks.cells);
      assert.equal(landed.length, 1);
      assert.equal(await calc(page, (app) => app.ask.answer.result.legal), true);
      assert.equal(landed[0].colour, 'a');
      assert.deepEqual(
        sorted(landed[0].cells),
        sorted(
          await calc(page, (app) =>
            app.scene.spaceOf(
              app.scene.creatures().find((c) => c.id === 'ogre'),
              [1, 1],
            ),
          ),
        ),
      );
      assert.equal(landed[0].cells.length, 3);
      // Its `ends` are the conditions a teleport ends (none here), not forced movement's end places.
      assert.equal(await text(page, '#answer-facts dd[data-key="ends"]'), '(none)');
      // The path tool: the ogre is the mover, dragged by [6, 4] one hex on to [7, 4]: one step of the
      // whole space ("a step moves every hex of the space one step in the anchor's direction"),
      // "each step into a neighbouring hex costs one cell": 5 ft.
      await tool(page, 'path');
      await page.selectOption('#mover', 'ogre');
      await page.selectOption('#band', 'move');
      await page.mouse.move(...(await cellCentre(page, 6, 4)));
      await page.mouse.down();
      await page.mouse.move(...(await cellCentre(page, 7, 4)), { steps: 4 });
      assert.deepEqual(await calc(page, (app) => app.state.path), [L.step]);
      assert.equal(await text(page, '#sum-total'), '5 ft (1 hex)');
      assert.match(await text(page, '#cursor-label'), /^5 ft · /);
      // The label beside the pointer covers none of the hexes the space would take there.
      await page.waitForTimeout(100); // the label is measured in the next frame, then placed again
      await page.mouse.move(...(await cellCentre(page, 7, 4)));
      const box = await page.$eval('#cursor-label', (b) => b.getBoundingClientRect().toJSON());
      for (const c of await calc(page, (app, at) => app.scene.spaceOf(app.move.mover(), at), L.step)) {
        const [x, y] = await cellCentre(page, ...c);
        assert.ok(!(x > box.left && x < box.right && y > box.top && y < box.bottom), `the label covers [${c}]`);
      }
      await page.screenshot({ path: resolve(shotDir, `hex-large-${orientation}-drag.png`) });
      // Where the space would stand is outlined in the band's colour (green: within speed).
      const [colour, alpha] = await overlayColour(page, await towards(page, ...L.outer, 0.5));
      assert.equal(alpha, 255);
      assert.ok(close(colour, BAND_COLOURS.speed), `the outline of the space at the path’s end (${colour})`);
      await page.mouse.up();
      await page.click('#path-commit');
      assert.deepEqual((await sceneJSON(page)).creatures.find((c) => c.id === 'ogre').position, L.step);
      // Under sw5e a larger creature squeezes where it must ("squeeze through a space that is large
      // enough for a creature one size smaller", docs/rules/hex.md "Squeezing on hexes"), and the
      // searches answer for it: the reachable area is counted and drawn.
      await page.selectOption('#ruleset', 'sw5e');
      await page.waitForFunction(() =>
        /^\d+ places reachable/.test(document.querySelector('#reach-count').textContent),
      );
      assert.ok((await calc(page, (app) => app.move.reach && app.move.reach.places.length)) > 0);
      await page.mouse.move(...(await cellCentre(page, ...L.step)));
      await page.mouse.down();
      await page.mouse.move(...(await cellCentre(page, 5, 5)), { steps: 4 });
      await page.mouse.up();
      assert.equal(await text(page, '#sum-legal'), 'legal');
      await page.screenshot({ path: resolve(shotDir, `hex-large-${orientation}-sw5e.png`) });
      // The Legend tab says what the filled and the outlined hexes are.
      await page.click('.tabs [data-tab=legend]');
      assert.match(await text(page, '#legend'), /a creature larger than one hex: the hexes of its space/);
      assert.match(await text(page, '#legend'), /where a larger creature’s space would stand/);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('the twelve facings: a corner faced draws the two lines through the middles of its sides', async () => {
      const page = await openPage(browser, site.url, { width: 1280, height: 720 });
      await importScene(page, {
        ruleset: '5e-fine',
        grid: { type: 'hex', orientation, offset: 'odd', width: 9, height: 7, cellFeet: 5 },
        creatures: [{ id: 'f', position: [4, 3] }],
      });
      await tool(page, 'ask');
      await page.selectOption('#ask-query', 'facing');
      assert.equal(await page.$$eval('#ask-facing option', (os) => os.length), 12);
      // A corner: flat "ne-north", pointy "se-east" (docs/protocol.md: "a corner by its two sides").
      const corner = orientation === 'flat' ? 'ne-north' : 'se-east';
      await page.selectOption('#ask-facing', corner);
      await page.selectOption('#ask-creature', 'f');
      await page.click('#ask-run');
      assert.equal(await page.isHidden('#answer-error'), true);
      const marks = await calc(page, (app) => app.view.data.marks);
      // Front, rear and both side arcs are coloured on the map; the two bounding lines run through the
      // creature's centre (its axial coordinates: flat odd-q [4, 3] is q 4, r 1; pointy odd-r [4, 3]
      // is q 3, r 3).
      assert.deepEqual(marks.cells.map((g) => g.text[0]).sort(), ['B', 'F', 'L', 'R']);
      const centre = orientation === 'flat' ? [4, 1] : [3, 3];
      assert.equal(marks.lines.length, 2);
      for (const l of marks.lines)
        assert.deepEqual(
          [(l.from[0] + l.to[0]) / 2, (l.from[1] + l.to[1]) / 2].map((v) => Math.round(v * 1e6) / 1e6),
          centre,
        );
      // "a corner … draw the lines out from the center of each side": each line runs towards the
      // middle of one of the corner's two sides, the direction of a neighbour (flat, column 4 not
      // shoved: NE [5, 2] is axial (+1, −1), N [4, 2] (0, −1); pointy, row 3 shoved: SE [5, 4] is
      // (0, +1), E [5, 3] (+1, 0)).
      const dirs = marks.lines.map((l) => {
        const d = [l.to[0] - l.from[0], l.to[1] - l.from[1]];
        const k = Math.max(...d.map(Math.abs));
        return d.map((v) => Math.round(v / k));
      });
      assert.deepEqual(
        sorted(dirs.map((d) => (d[0] < 0 || (d[0] === 0 && d[1] < 0) ? d.map((v) => -v) : d))),
        sorted(
          orientation === 'flat'
            ? [
                [1, -1],
                [0, 1],
              ]
            : [
                [0, 1],
                [1, 0],
              ],
        ),
      );
      await page.screenshot({ path: resolve(shotDir, `hex-${orientation}-facing-corner.png`) });
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
