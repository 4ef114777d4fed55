// The Roll20 extension with a token larger than one hex, on the replica's "hex" (Hex (V)) and "hexr"
// (Hex (H)) pages, driven by real pointer drags (docs/extension.md, "Larger tokens on hex pages"). The
// replica snaps a token's centre onto the nearest hex centre whatever its size (fixtures/roll20-map.js;
// for larger tokens that is the replica's assumption, unconfirmed on Roll20), so an Ogre 140 px across
// (2 hexes) on a hex's centre is read as the space anchored there (docs/shim.md): the anchor and, on
// pointy hexes, its east and south-east neighbours; on flat ones its south-east and south neighbours
// (docs/rules/hex.md). Under 4e (picked in the panel: "an ogre takes up a space 2 squares by 2
// squares", 004_83b4f7313492aa85.txt) the searches answer for it, so its reach is drawn; a drag of two
// hexes costs 2 squares, 10 ft ("A step on hexes is into one of the six neighbours and costs one
// cell", docs/protocol.md), and the space where it ends is outlined.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { extensionForFile, openEditor, panelText, openPageSection, overlayPixels } from './helpers.mjs';
import { repo } from '../harness.mjs';
import { engineHasHex } from '../hex-engine.mjs';

const shots = resolve(repo, 'build/screenshots');
const GREEN = [31, 157, 58];
let context;
extensionForFile((c) => (context = c));

// Hexploration's centre of [column, row] (web/test/shim/roll20-hex.test.mjs works them out).
const PITCH = { hex: 75.19856198446, hexr: 79.688789983504 };
const centre = (type, [c, r]) =>
  type === 'hex'
    ? [c * 75.19856198446 + 37.5 + (r % 2 === 1 ? 37.5 : 0), r * 66.965827824268 + 44]
    : [c * 69.585127490377 + 47, r * 79.688789983504 + 40.5 + (c % 2 === 1 ? 40.5 : 0)];
const client = (page, p) => page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), p);
// The RGBA of one of the overlay's parts at a map point.
const pixelAt = async (page, part, p) => (await overlayPixels(page, part, [await client(page, p)]))[0];
const near = (got, rgb, tol) => got.slice(0, 3).every((v, i) => Math.abs(v - rgb[i]) <= tol);
async function labelAt(page, cell, state) {
  await page.waitForFunction(
    ([c, s]) => {
      const b = document.querySelector('footwork-overlay')?.shadowRoot?.querySelector('.label');
      return b && !b.hidden && b.dataset.cell === c && b.dataset.state === s;
    },
    [cell.join(','), state],
    { timeout: 5000 },
  );
  return page.evaluate(() => {
    const b = document.querySelector('footwork-overlay').shadowRoot.querySelector('.label');
    return { ...b.dataset, lines: [...b.children].map((c) => c.textContent) };
  });
}

for (const type of ['hex', 'hexr']) {
  test(`a Roll20 "${type}" page: a token two hexes across is priced and drawn for its three hexes`, async () => {
    if (!(await engineHasHex())) return; // an engine without hex grids: hex.test.mjs checks its one sentence
    const pointy = type === 'hex';
    // Pointy: [3, 3] two hexes east to [5, 3]. Flat: [3, 2] two hexes south to [3, 4].
    const path = pointy
      ? [
          [3, 3],
          [4, 3],
          [5, 3],
        ]
      : [
          [3, 2],
          [3, 3],
          [3, 4],
        ];
    const [left, top] = centre(type, path[0]);
    const page = await openEditor(context, {
      map: { engine: 'legacy', player: { id: 'player-1', gm: false } },
      page: {
        id: `page-big-${type}`,
        name: 'Hexes',
        width: 10,
        height: 8,
        snapping_increment: 1,
        scale_number: 5,
        scale_units: 'ft',
        grid_type: type,
        diagonaltype: 'foure',
        graphics: [
          { id: '-Ogre', name: 'Ogre', left, top, width: 140, height: 140, controlledby: 'player-1' },
          {
            id: '-Hero',
            name: 'Hero',
            ...Object.fromEntries([
              ['left', 40],
              ['top', 44],
            ]),
            width: 70,
            height: 70,
          },
        ],
      },
      turnorder: [],
    });
    try {
      await openPageSection(page);
      await page.locator('footwork-panel [data-fw=ruleset]').selectOption('4e');
      await page.waitForTimeout(400);
      const problems = await page.locator('footwork-panel [data-fw=problems] li').allTextContents();
      assert.ok(!problems.some((p) => /left out/.test(p)), problems.join(' | '));
      // A real drag of the Ogre from its centre through the path's hex centres.
      const [x0, y0] = await client(page, centre(type, path[0]));
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (const cell of path.slice(1)) {
        const [x, y] = await client(page, centre(type, cell));
        await page.mouse.move(x, y, { steps: 5 });
      }
      const end = path.at(-1);
      const l = await labelAt(page, end, 'live');
      assert.match(l.lines[0], /^Ogre: 10 ft · within speed/, l.lines.join(' / '));
      // The reach: drawn from the spaces' hexes. The start space's third hex is filled (pointy: the
      // south-east neighbour of [3, 3], an odd row shoved right: [4, 4]; flat: the south-east
      // neighbour of [3, 2], an odd column shoved down: [4, 3]).
      const third = pointy ? [4, 4] : [4, 3];
      const fill = await pixelAt(page, 'area', centre(type, third));
      assert.ok(fill[3] > 30 && near(fill, GREEN, 12), `the reach covers ${third}: ${fill}`);
      // The end space outlined in green: pointy, the east side of the anchor's east neighbour [6, 3];
      // flat, the lower side of its south neighbour [3, 5] (half a hex from their centres).
      const side = pointy
        ? [centre(type, [6, 3])[0] + PITCH.hex / 2, centre(type, [6, 3])[1]]
        : [centre(type, [3, 5])[0], centre(type, [3, 5])[1] + PITCH.hexr / 2];
      const stroke = await pixelAt(page, 'path', side);
      assert.ok(stroke[3] > 100 && near(stroke, GREEN, 40), `the end space's outline: ${stroke}`);
      // … and not the start space's (only the end is outlined): the lower side of that third hex,
      // which borders no hex of the end space, the path's line a hex away.
      const inner = [centre(type, third)[0], centre(type, third)[1] + (pointy ? 89.2878 : PITCH.hexr) / 2];
      assert.equal((await pixelAt(page, 'path', inner))[3], 0, 'no outline round the start space');
      await page.screenshot({ path: resolve(shots, `extension-hex-large-${type}.png`) });
      await page.mouse.up();
      const r = await labelAt(page, end, 'recorded');
      assert.equal(r.total, '10');
      assert.match(await panelText(page, '[data-fw=summary]'), /^10 ft of 30/);
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close();
    }
  });
}
