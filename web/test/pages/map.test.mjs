// The map and the single file: the palette's contrast, zoom and pan with real wheel and pointer
// events, crisp canvases at a device pixel ratio of 2, no network request at all from
// dist/footwork.html, the share link round trip, a bad link, Export; and screenshots of the main
// states to build/screenshots/ (looked at by the developer; see docs/calculator.md).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import {
  calculatorForFile,
  openPage,
  clickCell,
  hoverCell,
  cellCentre,
  tool,
  text,
  calc,
  shotDir,
} from './helpers.mjs';
import { TERRAINS, BAND_COLOURS, EDGE_COLOURS, contrast } from '../../calculator/js/palette.js';

let site;
let server;
let browser;
calculatorForFile((s) => ({ site, server, browser } = s), { http: true });

test('palette: every band mark and every edge has a contrast of at least 3:1 with every terrain fill', () => {
  // WCAG 2.1, 1.4.11 Non-text Contrast: 3:1 for graphical objects.
  for (const [band, colour] of Object.entries(BAND_COLOURS)) {
    for (const t of TERRAINS)
      assert.ok(
        contrast(colour, t.fill) >= 3,
        `${band} ${colour} on ${t.name} ${t.fill}: ${contrast(colour, t.fill).toFixed(2)}`,
      );
  }
  for (const [kind, colour] of Object.entries(EDGE_COLOURS)) {
    for (const t of TERRAINS) assert.ok(contrast(colour, t.fill) >= 3, `${kind} on ${t.name}`);
  }
  // The bands differ by hue (green, amber, red) and by line style (solid, dashed frame); a known pair as a check of contrast():
  assert.equal(contrast('#000000', '#ffffff').toFixed(0), '21');
});

test('the built page is one file: nothing refers to another file', () => {
  const html = readFileSync(site.url.replace('file://', ''), 'utf8');
  const outside = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style>[\s\S]*?<\/style>/g, '');
  assert.doesNotMatch(outside, /\s(src|href)="(?!#|data:)/);
  assert.match(html, /globalThis\.Footwork|root\.Footwork = exported/);
});

test('from file:// the page makes no request at all, through a whole session', async () => {
  const requests = [];
  const page = await openPage(browser, site.url, { onPage: (p) => p.on('request', (r) => requests.push(r.url())) });
  await clickCell(page, 2, 3);
  await hoverCell(page, 6, 6);
  await page.click('.tabs [data-tab=calc]');
  await page.click('#calc-run');
  await page.click('#share');
  await page.click('.tabs [data-tab=legend]');
  const others = requests.filter((u) => u !== site.url);
  assert.deepEqual(others, []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const how of ['file', 'http']) {
  describe(`map over ${how}`, () => {
    const url = () => (how === 'file' ? site.url : server.url);

    test('zoom with the wheel keeps the cell under the pointer; buttons, pan and Fit', async () => {
      const page = await openPage(browser, url());
      const view = () => calc(page, (app) => ({ s: app.view.cellPx, ox: app.view.ox, oy: app.view.oy }));
      const before = await view();
      const [px, py] = await cellCentre(page, 3, 2);
      await page.mouse.move(px, py);
      await page.mouse.wheel(0, -300);
      await page.waitForTimeout(50);
      const zoomed = await view();
      assert.ok(zoomed.s > before.s * 1.3, `zoomed in: ${before.s} → ${zoomed.s}`);
      const [qx, qy] = await cellCentre(page, 3, 2);
      assert.ok(Math.abs(qx - px) < 1 && Math.abs(qy - py) < 1, 'the cell stayed under the pointer');
      await page.click('#zoom-out');
      assert.ok((await view()).s < zoomed.s);
      // Pan: Shift + drag (right or middle button works too).
      const v1 = await view();
      await page.keyboard.down('Shift');
      await page.mouse.move(px, py);
      await page.mouse.down();
      await page.mouse.move(px + 80, py + 30, { steps: 4 });
      await page.mouse.up();
      await page.keyboard.up('Shift');
      const v2 = await view();
      assert.ok(Math.abs(v2.ox - v1.ox - 80) < 1 && Math.abs(v2.oy - v1.oy - 30) < 1, 'panned by the drag');
      assert.deepEqual(await calc(page, (app) => app.state.path), [], 'a pan is not a path');
      await page.click('#zoom-fit');
      assert.deepEqual(await view(), before);
      await page.context().close();
    });

    test('crisp at a device pixel ratio of 2: canvases in device pixels', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 2 });
      const page = await openPage(browser, url(), { context });
      const sizes = await page.$$eval('#map canvas', (cs) =>
        cs.map((c) => [c.width, c.height, c.getBoundingClientRect().width, c.getBoundingClientRect().height]),
      );
      for (const [w, h, cw, ch] of sizes) {
        assert.equal(w, Math.round(cw * 2));
        assert.equal(h, Math.round(ch * 2));
      }
      await clickCell(page, 2, 3);
      await hoverCell(page, 5, 5);
      await page.screenshot({ path: `${shotDir}/calculator-dpr2-${how}.png` });
      await context.close();
    });

    test('share link round trip; a bad link is refused and the saved scene stays; Export downloads .json', async () => {
      const page = await openPage(browser, url());
      await page.fill('#grid-width', '15');
      await page.click('#grid-apply');
      await tool(page, 'terrain');
      await page.check('input[name=brush][value="#"]');
      await clickCell(page, 5, 1);
      await page.click('#share');
      await page.waitForFunction(() => location.hash.startsWith('#scene='));
      const link = await page.evaluate(() => location.href);
      const scene = await calc(page, (app) => app.scene.spec());
      // The fragment is base64url(deflate-raw(the scene JSON)): decoded here with zlib, not with the page.
      const b64 = link.split('#scene=')[1].replace(/-/g, '+').replace(/_/g, '/');
      assert.deepEqual(JSON.parse(inflateRawSync(Buffer.from(b64, 'base64')).toString('utf8')), scene);
      // Export: a download named footwork-scene.json holding the same scene.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#scene-export')]);
      assert.equal(download.suggestedFilename(), 'footwork-scene.json');
      assert.deepEqual(JSON.parse(readFileSync(await download.path(), 'utf8')), scene);
      // The link in a fresh browser context (nothing saved there) opens that scene.
      const other = await openPage(browser, link);
      assert.deepEqual(await calc(other, (app) => app.scene.spec()), scene);
      assert.match(await text(other, '#status'), /Scene opened from the link/);
      await other.context().close();
      // A bad link in the first context: refused in words; the saved 15-wide scene stays.
      await page.waitForTimeout(300);
      const bad = url() + '#scene=not*base64';
      const third = await page.context().newPage();
      third.errors = [];
      third.on('pageerror', (e) => third.errors.push(e.message));
      await third.goto(bad);
      await third.waitForSelector('body[data-ready="1"]');
      assert.match(
        await text(third, '#error-message'),
        /This link's scene could not be read: .*Your saved scene is kept\./,
      );
      assert.equal(await calc(third, (app) => app.scene.info().width), 15);
      // A link that decodes but holds no scene the engine accepts.
      await third.evaluate(() => {
        location.hash = '#scene=' + btoa('{').replace(/=+$/, '');
      });
      await third.waitForFunction(
        () =>
          !document.getElementById('error').hidden &&
          /could not be read|refused/.test(document.getElementById('error-message').textContent),
      );
      assert.equal(await calc(third, (app) => app.scene.info().width), 15);
      assert.deepEqual(third.errors, []);
      await page.context().close();
    });
  });
}

test('screenshots of the main states at 1280×720 (build/screenshots/)', async () => {
  const page = await openPage(browser, site.url, { width: 1280, height: 720 });
  await page.mouse.move(...(await cellCentre(page, 1, 3)));
  await page.mouse.down();
  for (const c of [
    [2, 3],
    [3, 2],
    [4, 2],
    [5, 2],
    [6, 2],
    [7, 2],
    [8, 2],
    [9, 3],
    [10, 4],
  ])
    await page.mouse.move(...(await cellCentre(page, ...c)), { steps: 2 });
  await page.screenshot({ path: `${shotDir}/calculator-drag-label.png` });
  await page.mouse.up();
  await hoverCell(page, 10, 7);
  await page.screenshot({ path: `${shotDir}/calculator-hover.png` });
  for (const tab of ['legend', 'calc', 'json']) {
    await page.click(`.tabs [data-tab=${tab}]`);
    if (tab === 'calc') await page.click('#calc-run');
    await page.screenshot({ path: `${shotDir}/calculator-tab-${tab}.png` });
  }
  await tool(page, 'ask');
  await page.selectOption('#ask-query', 'threatened');
  await page.click('#ask-run');
  await page.screenshot({ path: `${shotDir}/calculator-ask-threatened.png` });
  await tool(page, 'creature');
  await clickCell(page, 7, 3);
  await page.screenshot({ path: `${shotDir}/calculator-creature-tool.png` });
  await page.setViewportSize({ width: 1000, height: 720 });
  await page.waitForTimeout(100);
  await page.screenshot({ path: `${shotDir}/calculator-narrow-1000.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
