// Hostile and huge input on the Roll20 replica (issue 29, items 1 and 7), in headless Chromium with
// the extension loaded: a token at left 1e300 and a drag whose lastmove is "1e308,-1e308" (the tab
// crashed after 37 s) are left out in words while the rest is priced; scripts on the page dispatching
// the extension's old events with a forged GM snapshot, or posting a port of their own, change
// nothing; an oversized turn order is dropped with a line; and in the users' build the panel's and
// overlay's shadow roots are closed, so no page script can type a speed into the panel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import {
  extensionForFile,
  assembleExtension,
  launchWithExtension,
  openEditor,
  act,
  panelText,
  at,
  token,
  squareScenario,
} from './helpers.mjs';
import { repo } from '../harness.mjs';

const shots = resolve(repo, 'build/screenshots');

let context;
extensionForFile((c) => (context = c));

const problems = (page) => page.locator('footwork-panel [data-fw=problems] li').allTextContents();
const lines = (page) => page.locator('footwork-panel [data-fw=token]').evaluateAll((es) => es.map((e) => e.dataset.id));
const scenario = (graphics, player) =>
  squareScenario({ id: 'page-h', name: 'Field', width: 10, height: 8, graphics, player });

test('a token at left 1e300 is left out and a drag with lastmove "1e308,-1e308" not priced, in words; the rest is priced', async () => {
  const page = await openEditor(
    context,
    scenario([
      token('-Hero', 'Hero', [1, 1], { controlledby: 'player-1' }),
      token('-Far', 'Far away', [2, 2], { controlledby: 'player-1', left: 1e300 }),
      token('-Odd', 'Oddity', [3, 3], { controlledby: 'player-1' }),
    ]),
  );
  try {
    assert.deepEqual(await lines(page), ['-Hero', '-Odd']);
    // web/roll20 bounds.js tokenProblem's words, as the Mod reads a token.
    assert.ok(
      (await problems(page)).some((p) =>
        /^Token “Far away”'s position \(left, top\) is at \(1e\+300, \d+\), far off the page .*; left out\.$/.test(p),
      ),
      (await problems(page)).join(' | '),
    );
    // The hostile drag: Roll20 (or a script) writes a lastmove far off the page. Timed: the tab
    // stays responsive, the move is not priced (bounds.js readLastmove, as the Mod reads a move), and
    // the token stays in the scene where it was.
    const t0 = Date.now();
    await act(page, () => window.__replica.setAttrs('-Odd', { lastmove: '1e308,-1e308', left: 245, top: 175 }));
    assert.ok(Date.now() - t0 < 5000, `${Date.now() - t0} ms`);
    assert.ok(
      (await problems(page)).some((p) =>
        /^A point of Token “Oddity”'s last move \(lastmove\) is at \(1e\+308, -1e\+308\), far off the page .*; the move is not priced\.$/.test(
          p,
        ),
      ),
      (await problems(page)).join(' | '),
    );
    assert.deepEqual(await lines(page), ['-Hero', '-Odd']);
    await page.screenshot({ path: `${shots}/extension-left-out.png` });
    // The rest is still priced: the Hero's drag [1,1] → [3,1], 10 ft.
    await act(page, ([pts]) => window.__replica.drag('-Hero', pts), [[at(3, 1)]]);
    assert.equal(await panelText(page, '[data-fw=summary]'), '10 ft of 30 (Dash: 60)');
    // The oddity dragged on with a lastmove on the page is priced again.
    await act(page, () => window.__replica.setAttrs('-Odd', { lastmove: '245,175', left: 315, top: 175 }));
    assert.deepEqual((await lines(page)).sort(), ['-Hero', '-Odd']);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('page scripts cannot drive the extension: old events and a forged port change nothing; an oversized message is dropped with a line', async () => {
  const page = await openEditor(
    context,
    scenario([
      token('-Hero', 'Hero', [1, 1], { controlledby: 'player-1' }),
      token('-Spy', 'Goblin spy', [6, 1], { layer: 'gmlayer' }),
    ]),
  );
  try {
    assert.deepEqual(await lines(page), ['-Hero']);
    const forged = JSON.stringify({
      campaign: 'forged',
      player: { id: 'player-1', gm: true },
      page: { id: 'page-h', width: 10, height: 8, snapping_increment: 1, scale_number: 5, grid_type: 'square' },
      graphics: [
        { id: '-Hero', name: 'Hero', left: 105, top: 105, width: 70, height: 70, layer: 'objects' },
        { id: '-Spy', name: 'Goblin spy', left: 455, top: 105, width: 70, height: 70, layer: 'gmlayer' },
      ],
      walls: [],
      turnorder: '',
    });
    const version = await page.getAttribute('footwork-panel', 'data-version');
    await page.evaluate((detail) => {
      // The extension's events of before, as any script on the page could dispatch them …
      document.dispatchEvent(new CustomEvent('footwork:snapshot', { detail }));
      document.dispatchEvent(
        new CustomEvent('footwork:move', {
          detail: JSON.stringify({
            token: { id: '-Hero', left: 595, top: 105 },
            changed: ['left'],
            previous: { left: 105, top: 105 },
          }),
        }),
      );
      // … and a port of its own, offered the way the content script offers its port.
      const channel = new MessageChannel();
      window.postMessage({ footwork: 'port' }, '*', [channel.port2]);
      channel.port1.postMessage({ type: 'snapshot', detail });
    }, forged);
    await page.waitForTimeout(800);
    assert.equal(await page.getAttribute('footwork-panel', 'data-version'), version, 'the panel did not change');
    assert.deepEqual(await lines(page), ['-Hero']);
    assert.match(await panelText(page, '[data-fw=summary]'), /^Drag one of your tokens/, 'no move was priced');
    // A speed past the engine's largest, typed into the panel: refused in words, not kept.
    const speed = page.locator('footwork-panel [data-fw=speed][data-id="-Hero"]');
    await speed.fill('1e9');
    await speed.press('Enter');
    await page.waitForFunction(() =>
      /is no speed in feet/.test(
        document.querySelector('footwork-panel').shadowRoot.querySelector('[data-fw=problems]').textContent,
      ),
    );
    assert.ok(
      (await problems(page)).includes('"1e9" is no speed in feet (0 to 100,000); the speed stays 30 ft.'),
      (await problems(page)).join(' | '),
    );
    // Roll20's own turn order, grown past 1 MiB: that message is dropped, with a line in the panel.
    await act(page, () => window.__replica.campaign.save({ turnorder: JSON.stringify([{ id: 'x'.repeat(1100000) }]) }));
    assert.ok(
      (await problems(page)).some((p) =>
        /^A “turnorder” message from the page was dropped: the turn order has more than 1,048,576 characters\.$/.test(
          p,
        ),
      ),
      (await problems(page)).join(' | '),
    );
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

// Issue 41 item 6: "a later page script patches MessagePort.prototype.postMessage and the page
// script's next send hands the port over; a forged gm: true snapshot then made the panel list a
// GM-layer token". page.js sends through the postMessage it captured when it ran (and Reflect.apply),
// so a patch made later never sees the port.
test('a later page script that patches MessagePort.prototype.postMessage never gets the port', async () => {
  const page = await openEditor(
    context,
    scenario([
      token('-Hero', 'Hero', [1, 1], { controlledby: 'player-1' }),
      token('-Spy', 'Goblin spy', [6, 1], { layer: 'gmlayer' }),
    ]),
  );
  try {
    assert.deepEqual(await lines(page), ['-Hero']);
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const original = MessagePort.prototype.postMessage;
      MessagePort.prototype.postMessage = function (...args) {
        w.__stolen ??= this;
        return original.apply(this, args);
      };
      const call = Function.prototype.call;
      Function.prototype.call = function (self, ...args) {
        if (self instanceof MessagePort) w.__stolen ??= self;
        return call.apply(this, [self, ...args]);
      };
    });
    // page.js sends on the next change Roll20 makes (a turn order saved).
    await act(page, () => window.__replica.campaign.save({ turnorder: JSON.stringify([{ id: '-Hero', pr: 5 }]) }));
    const forged = JSON.stringify({
      campaign: 'forged',
      player: { id: 'player-1', gm: true },
      page: { id: 'page-h', width: 10, height: 8, snapping_increment: 1, scale_number: 5, grid_type: 'square' },
      graphics: [
        { id: '-Hero', name: 'Hero', left: 105, top: 105, width: 70, height: 70, layer: 'objects' },
        { id: '-Spy', name: 'Goblin spy', left: 455, top: 105, width: 70, height: 70, layer: 'gmlayer' },
      ],
      walls: [],
      turnorder: '',
    });
    const stolen = await page.evaluate((detail) => {
      const port = /** @type {any} */ (window).__stolen;
      port?.postMessage({ type: 'snapshot', detail });
      return !!port;
    }, forged);
    await page.waitForTimeout(800);
    assert.equal(stolen, false, 'the patched postMessage saw the port');
    assert.deepEqual(await lines(page), ['-Hero'], 'no GM-layer token listed');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('the users’ build: the panel’s and overlay’s shadow roots are closed to page scripts', async () => {
  const users = await assembleExtension({ openShadow: false });
  const ctx = await launchWithExtension(users);
  try {
    const page = await ctx.newPage();
    await page.addInitScript(
      (s) => {
        window.__replicaScenario = s;
      },
      { ...scenario([token('-Hero', 'Hero', [1, 1], { controlledby: 'player-1' })]), campaign: 'closed-1' },
    );
    await page.goto('https://app.roll20.net/editor/');
    await page.waitForSelector('footwork-panel[data-state="ready"]', { state: 'attached', timeout: 60000 });
    await page.waitForFunction(() => Number(document.querySelector('footwork-panel').getAttribute('data-version')) > 1);
    const reach = await page.evaluate(() => ({
      panel: document.querySelector('footwork-panel').shadowRoot,
      overlay: document.querySelector('footwork-overlay')?.shadowRoot ?? null,
      inputs: document.querySelectorAll('footwork-panel input').length,
    }));
    assert.deepEqual(reach, { panel: null, overlay: null, inputs: 0 });
  } finally {
    await ctx.close();
    users.remove();
  }
});

test('a token named with 1,000,000 characters is priced under its name shortened to 500 (page.js copies 501)', async () => {
  const page = await openEditor(
    context,
    scenario([token('-Long', 'L'.repeat(1000000), [1, 1], { controlledby: 'player-1' })]),
  );
  try {
    assert.deepEqual(await lines(page), ['-Long']);
    const name = await page.locator('footwork-panel [data-fw=token][data-id="-Long"] .name').textContent();
    assert.equal([...name].length, 500);
    assert.ok(name.endsWith('L…'));
    await act(page, ([pts]) => window.__replica.drag('-Long', pts), [[at(3, 1)]]);
    assert.match(await panelText(page, '[data-fw=summary]'), /^10 ft of 30/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});
