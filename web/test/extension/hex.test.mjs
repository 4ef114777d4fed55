// The Roll20 extension on hex pages, in headless Chromium:
// 1. The overlay (overlay.js) draws a reachable area and a path on hex grids of both orientations:
//    its canvases are read back at hex centres, just inside corners, and in the hexes beside them.
//    The annotations drawn are the shim's shape (docs/shim.md, "Annotations"), written here: this
//    checks the drawing, not the engine.
// 2. The extension on the replica's "hex" (Hex (V)) and "hexr" (Hex (H)) pages (fixtures/roll20-map.js
//    draws and snaps hexes where Hexploration puts them), driven by real pointer drags: with an engine
//    that prices hexes, a drag is priced per hex entered ("A step on hexes is into one of the six
//    neighbours and costs one cell", docs/protocol.md; sw5e "moving 1 square costs 5 feet"); with an
//    engine built before hex grids, the panel says so in one sentence and nothing is priced or drawn.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { extensionForFile, openEditor, panelText, overlayPixels } from './helpers.mjs';
import { launchChromium } from '../chromium.mjs';
import { repo } from '../harness.mjs';
import { engineHasHex } from '../hex-engine.mjs';
import { hexGrid, hexCellToCentre, hexCorners, hexNeighbours } from '../../shim/index.js';
import { roll20Grid } from '../../roll20/index.js';

const shots = resolve(repo, 'build/screenshots');
const BAND_RGB = { speed: [31, 157, 58], dash: [216, 154, 0], beyond: [208, 48, 47] };

let context;
let browser;
extensionForFile((c) => (context = c));
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  if (browser) await browser.close();
});

// ---- 1. The overlay's hexagons (web/extension/overlay.js and the shim, served from the sources).

const OVERLAY_PAGE = `<!doctype html><html><body style="margin:0">
<div id="editor-wrapper" style="position:absolute;left:40px;top:30px;width:800px;height:600px;background:#fff">
<div class="canvas-container" style="position:absolute;left:0;top:0;width:800px;height:600px"></div></div>
<script>window.__FOOTWORK_SHADOW_MODE__ = 'open'; // the sources unbundled: the tests' open root (shadow-mode.js)</script>
<script type="module">
import { Overlay } from '/extension/overlay.js';
import { spaceShape } from '/shim/space-shape.js';
window.overlay = new Overlay(document);
// A one-hex creature's space as the engine's space query answers it: the hex and its six corners.
window.oneHex = (g) =>
  spaceShape({ kind: 'space', at: [0, 0], cells: [[0, 0]], outline: [0, 1, 2, 3, 4, 5].map((k) => [0, 0, k]) }, g);
// The map drawn at zoom 1 with its origin at the container's corner: map px + the container's place.
const r = document.querySelector('.canvas-container').getBoundingClientRect();
window.overlay.place({ ok: true, scale: 1, toScreen: (x, y) => [r.left + x, r.top + y] }, 'legacy-container');
window.ready = true;
</script></body></html>`;

async function overlayPage() {
  const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
  await page.route('https://footwork.test/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: OVERLAY_PAGE });
    if (/^\/(extension|shim)\/[\w-]+\.js$/.test(path))
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(resolve(repo, 'web', path.slice(1))) });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto('https://footwork.test/');
  await page.waitForFunction(() => window.ready === true);
  return page;
}

// The RGBA of one of the overlay's parts at a point of the overlay (the container sits at 40, 30).
const pixelAt = async (page, part, p) => (await overlayPixels(page, part, [p], { local: true }))[0];
const towards = ([x, y], [cx, cy], t) => [x + (cx - x) * t, y + (cy - y) * t];
const near = (got, rgb, tol = 3) => got.slice(0, 3).every((v, i) => Math.abs(v - rgb[i]) <= tol);
// What the area part holds where a band's fill is: its colour at the band's alpha (0.2 speed).
const filled = (got, band) => got[3] > 30 && got[3] < 80 && near(got, BAND_RGB[band], 6);

for (const orientation of ['pointy', 'flat']) {
  test(`the overlay draws the reach and the path as ${orientation}-topped hexagons`, async () => {
    const page = await overlayPage();
    try {
      const grid = hexGrid({ orientation, offset: 'odd', hexWidth: 70, hexHeight: 80, width: 10, height: 7 });
      // Reach: [3, 3] and its six neighbours within speed, [5, 3] on Dash.
      const speed = [[3, 3], ...hexNeighbours(grid, [3, 3])];
      const places = [
        ...speed.map((cell) => ({ cell, band: 'speed', canEnd: true })),
        { cell: [5, 3], band: 'dash', canEnd: true },
      ];
      await page.evaluate(([p, g]) => window.overlay.drawArea({ places: p }, g, window.oneHex(g)), [places, grid]);
      for (const { cell, band } of places) {
        const c = hexCellToCentre(grid, cell);
        assert.ok(filled(await pixelAt(page, 'area', c), band), `${orientation} [${cell}] centre: ${band}`);
        // Just inside each corner (5 % of the way to the centre): still this hex's fill.
        for (const k of hexCorners(grid, cell))
          assert.ok(filled(await pixelAt(page, 'area', towards(k, c, 0.08)), band), `${orientation} [${cell}] corner`);
      }
      // The hexes around the speed ring that are not in the reach stay clear, right up to its border.
      const ring = new Set(speed.map(String));
      for (const cell of hexNeighbours(grid, [3, 3]).flatMap((n) => hexNeighbours(grid, n))) {
        if (ring.has(String(cell)) || String(cell) === '5,3') continue;
        const c = hexCellToCentre(grid, cell);
        assert.equal((await pixelAt(page, 'area', c))[3], 0, `${orientation} [${cell}] is not reached`);
      }
      // The path [3, 3] → two neighbours east-ish, the second refused: dots in their band's colour at
      // each centre, and each entered hex outlined (a point just inside its corner has the stroke).
      const [a, b] = hexNeighbours(grid, [3, 3]).slice(0, 1);
      const next = hexNeighbours(grid, a).find((n) => !ring.has(String(n)));
      const annotation = {
        kind: 'move',
        cells: [
          { cell: a, band: 'speed' },
          { cell: next, band: 'dash', illegal: { code: 'wall', message: 'A wall is in the way.' } },
        ],
        unreached: [],
      };
      assert.equal(b, undefined);
      await page.evaluate(
        ([an, g]) => window.overlay.drawPath(an, [3, 3], g, window.oneHex(g), []),
        [annotation, grid],
      );
      await page.screenshot({ path: resolve(shots, `extension-overlay-hex-${orientation}.png`) });
      const dot = await pixelAt(page, 'path', hexCellToCentre(grid, a));
      assert.ok(dot[3] === 255 && near(dot, BAND_RGB.speed), `${orientation}: the step's dot is green`);
      // The outline: on the middle of the side of each hex farthest from the other (no later stroke
      // covers it), the stroke's colour.
      const farSide = (cell, other) => {
        const o = hexCellToCentre(grid, other);
        const k = hexCorners(grid, cell);
        const mids = k.map((p, i) => [(p[0] + k[(i + 1) % 6][0]) / 2, (p[1] + k[(i + 1) % 6][1]) / 2]);
        return mids.sort((u, v) => Math.hypot(v[0] - o[0], v[1] - o[1]) - Math.hypot(u[0] - o[0], u[1] - o[1]))[0];
      };
      const edge = await pixelAt(page, 'path', farSide(a, next));
      assert.ok(
        edge[3] > 100 && near(edge, BAND_RGB.speed, 30),
        `${orientation}: the entered hex is outlined (${edge})`,
      );
      const refused = await pixelAt(page, 'path', farSide(next, a));
      assert.ok(
        refused[3] > 100 && near(refused, BAND_RGB.beyond, 30),
        `${orientation}: the refused hex in red (${refused})`,
      );
      // The centre of the hex beyond that side: nothing of the path there.
      const c = hexCellToCentre(grid, next);
      const m = farSide(next, a);
      assert.equal((await pixelAt(page, 'path', [2 * m[0] - c[0], 2 * m[1] - c[1]]))[3], 0);
    } finally {
      await page.close();
    }
  });
}

// ---- 2. The extension on the replica's hex pages.

// Hexploration's centre of [column, row] on a page of this grid type (snapping_increment 1).
const hexplorationCentre = (type, [c, r]) =>
  type === 'hex'
    ? [c * 75.19856198446 + 37.5 + (r % 2 === 1 ? 37.5 : 0), r * 66.965827824268 + 44]
    : [c * 69.585127490377 + 47, r * 79.688789983504 + 40.5 + (c % 2 === 1 ? 40.5 : 0)];
const clientOf = (page, type, cell) =>
  page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), hexplorationCentre(type, cell));

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
  test(`a Roll20 "${type}" page: read as hexes; a real drag along it priced per hex, or refused in one sentence`, async () => {
    const hex = await engineHasHex();
    const pageAttrs = {
      id: `page-${type}`,
      name: 'Hexes',
      width: 10,
      height: 8,
      snapping_increment: 1,
      scale_number: 5,
      scale_units: 'ft',
      grid_type: type,
      diagonaltype: 'foure',
    };
    const [left, top] = hexplorationCentre(type, [1, 1]);
    const page = await openEditor(context, {
      map: { engine: 'legacy', player: { id: 'player-1', gm: false } },
      page: {
        ...pageAttrs,
        graphics: [{ id: '-Hero', name: 'Hero', left, top, width: 70, height: 70, controlledby: 'player-1' }],
      },
      turnorder: [],
    });
    try {
      // Hex (V): 9 columns × 8 rows of pointy hexes 75.2 px apart; Hex (H): 10 × 7 flat ones 79.7 px
      // apart (web/test/shim/roll20-hex.test.mjs works the counts out).
      const { grid } = roll20Grid(pageAttrs);
      assert.equal(
        await panelText(page, '[data-fw=grid]'),
        type === 'hex'
          ? '9 × 8 hexes of 5 ft (pointy-topped, 75.2 px apart)'
          : '10 × 7 hexes of 5 ft (flat-topped, 79.7 px apart)',
      );
      assert.equal(grid.type, 'hex');
      // Issue 37, item 6: no step on hexes is diagonal, so the rules' line does not count diagonals
      // (the page's "D&D 5E/4E" ruler made it "sw5e, counting every diagonal as 1 square").
      assert.equal(await panelText(page, '[data-fw=page-summary]'), 'Page and rules: sw5e');
      // A real drag: [1, 1] → [2, 1] → [3, 1] → [4, 1] (one row of pointy hexes; three columns over on
      // flat ones, each a neighbour of the one before: odd-q [1,1]→[2,1]→[3,1]→[4,1]).
      const [x0, y0] = await clientOf(page, type, [1, 1]);
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (const c of [
        [2, 1],
        [3, 1],
        [4, 1],
      ]) {
        const [x, y] = await clientOf(page, type, c);
        await page.mouse.move(x, y, { steps: 4 });
      }
      if (hex) {
        // Three hexes entered, 5 ft each: 15 ft of 30.
        const l = await labelAt(page, [4, 1], 'live');
        assert.deepEqual(l.lines.slice(0, 2), ['Hero: 15 ft · within speed', '15 ft of speed left, 45 ft within Dash']);
        await page.screenshot({ path: resolve(shots, `extension-hex-${type}-live.png`) });
        await page.mouse.up();
        const r = await labelAt(page, [4, 1], 'recorded');
        assert.equal(r.total, '15');
        assert.equal(await panelText(page, '[data-fw=summary]'), '15 ft of 30 (Dash: 60)');
        return;
      }
      // No hex grids in this engine: the one sentence, no label, nothing drawn; Roll20 still moves the token.
      const problem = await panelText(page, '[data-fw=problems] [data-code="hex-not-supported"]');
      assert.match(problem, /This page has a hex grid \((pointy|flat)-topped hexes\).*prices square grids only/);
      await page.mouse.up();
      await page.waitForFunction(
        (want) => window.__replica.page.thegraphics.get('-Hero').get('left') === want,
        hexplorationCentre(type, [4, 1])[0],
      );
      const labelShown = await page.evaluate(
        () => document.querySelector('footwork-overlay')?.shadowRoot?.querySelector('.label')?.hidden === false,
      );
      assert.equal(labelShown, false, 'no label: nothing is priced');
      const problems = await page.locator('footwork-panel [data-fw=problems] li').allTextContents();
      assert.equal(problems.length, 1, problems.join(' | '));
      await page.screenshot({ path: resolve(shots, `extension-hex-${type}-refused.png`) });
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close();
    }
  });
}

// ---- 3. What the live overlay draws on the replica's pages: nothing outside the page, and the
// path from the token's own centre.

// The RGBA of one of the overlay's parts at a client point.
const overlayPixel = async (page, part, p) => (await overlayPixels(page, part, [p]))[0];
// How many pixels along a client segment (one every 2 px) have anything of the part drawn.
const drawnAlong = async (page, part, a, b) => {
  const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 2));
  const points = Array.from({ length: n + 1 }, (_, i) => [
    a[0] + ((b[0] - a[0]) * i) / n,
    a[1] + ((b[1] - a[1]) * i) / n,
  ]);
  return (await overlayPixels(page, part, points)).filter((d) => d[3] > 0).length;
};

for (const type of ['square', 'hex', 'hexr']) {
  test(`a Roll20 "${type}" page: the reach is drawn only on the page, and the path starts at the token's centre`, async () => {
    if (type !== 'square' && !(await engineHasHex())) return; // the refusal on hex pages is checked above
    const W = 10;
    const H = 8; // the page: 700 × 560 map px
    // On squares a 100-px token, its corner snapped to the grid as Roll20 snaps tokens: its centre
    // (120, 120) is not its cell's centre (105, 105). On hexes a 70-px token on hex [7, 5] near the
    // page's bottom-right corner, whose neighbours' far halves lie off the page.
    const square = type === 'square';
    const [left, top] = square ? [120, 120] : hexplorationCentre(type, [7, 5]);
    const size = square ? 100 : 70;
    const page = await openEditor(context, {
      map: { engine: 'legacy', player: { id: 'player-1', gm: false } },
      page: {
        id: `page-edge-${type}`,
        name: 'Edges',
        width: W,
        height: H,
        snapping_increment: 1,
        scale_number: 5,
        scale_units: 'ft',
        grid_type: type,
        diagonaltype: 'foure',
        graphics: [{ id: '-Hero', name: 'Hero', left, top, width: size, height: size, controlledby: 'player-1' }],
      },
      turnorder: [],
    });
    try {
      const toClient = (p) => page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), p);
      const centre = await toClient([left, top]);
      // Taken hold of away from its centre (18, 12 px off), then dragged two cells left (squares:
      // right) and held there.
      const grip = [centre[0] + 18, centre[1] + 12];
      await page.mouse.move(...grip);
      await page.mouse.down();
      const to = square ? [left + 140, top] : hexplorationCentre(type, [5, 5]);
      const [tx, ty] = await toClient(to);
      await page.mouse.move(tx + 18, ty + 12, { steps: 8 });
      await page.waitForFunction(() => {
        const b = document.querySelector('footwork-overlay')?.shadowRoot?.querySelector('.label');
        return b && !b.hidden && b.dataset.state === 'live';
      });
      await page.screenshot({ path: resolve(shots, `extension-edges-${type}.png`) });
      // The path: drawn at the token's centre (the line's round cap), not where the pointer took hold.
      const atCentre = await overlayPixel(page, 'path', centre);
      assert.ok(atCentre[3] === 255 && near(atCentre, BAND_RGB.speed), `line at the token's centre (${atCentre})`);
      assert.equal((await overlayPixel(page, 'path', grip))[3], 0, 'nothing where the pointer took hold');
      // …and it ends where the token's centre is now (the last cell's dot).
      const atEnd = await overlayPixel(page, 'path', [tx, ty]);
      assert.ok(atEnd[3] === 255 && near(atEnd, BAND_RGB.speed), `the last dot under the token's centre (${atEnd})`);
      // The reach: along the page's right and bottom borders, 3 px inside something is drawn, and
      // 3 px outside nothing (the page's corner in client px: (700, 560) map px).
      const [rx, by] = await toClient([W * 70, H * 70]);
      const [lx, ty0] = await toClient([0, 0]);
      const inside =
        (await drawnAlong(page, 'area', [rx - 3, ty0], [rx - 3, by])) +
        (await drawnAlong(page, 'area', [lx, by - 3], [rx, by - 3]));
      assert.ok(inside > 50, `the reach reaches the page's borders (${inside} px drawn just inside)`);
      assert.equal(await drawnAlong(page, 'area', [rx + 3, ty0], [rx + 3, by + 60]), 0, 'nothing right of the page');
      assert.equal(await drawnAlong(page, 'area', [lx, by + 3], [rx + 60, by + 3]), 0, 'nothing below the page');
      await page.mouse.up();
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close();
    }
  });
}
