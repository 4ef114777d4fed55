// What the whispers look like: a short session on the replica sandbox, its chat shown as Roll20's
// chat column shows messages from a script (a narrow column; a script's message may carry simple
// HTML such as <b> and <br>, help centre "API: Chat"), rendered in headless Chromium and saved to
// build/screenshots/roll20-mod-chat.png to be looked at (and roll20-mod-{1280x720,1920x1080}-chat.png:
// the column beside a map at the two window sizes). The check: every line of every whisper is its own
// line on screen, bold names are bold, no markup shows as text, no code-shaped text, no broken word.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { repo } from '../harness.mjs';
import { campaign, centre, chatHtml, GM, ALICE } from './fixtures.mjs';
import { codeShapedShown, shownText, brokenWords } from '../words/code-shaped.mjs';

test('the whispers read as separate lines in a chat column; the screenshot is saved', async () => {
  const c = await campaign({
    page: { width: 16, height: 6 },
    state: { FootworkMod: { version: 1, settings: { enforce: true } } },
    boot: false,
  });
  const hero = c.token('Hero', [1, 1], { controlledby: ALICE });
  c.token('Orc', [2, 0]);
  await c.boot();
  c.table.turnorder([{ id: hero.id, pr: 10, custom: '' }]);
  for (const ask of ['!footwork where safe', '!footwork where reach Orc']) {
    c.table.say(ALICE, ask, { selected: [hero] });
    await c.idle();
  }
  c.table.drag(hero, centre([4, 3]), [centre([1, 3])]);
  await c.idle();
  c.table.drag(hero, centre([15, 3]));
  await c.idle();
  c.table.say(ALICE, '!footwork show', { selected: [hero] });
  await c.idle();
  const messages = c.game.chat
    .filter((m) => !m.fromPlayer && (m.to === ALICE || m.whisper === null))
    .map((m) => m.content);
  assert.ok(messages.length >= 5, messages.join('\n'));
  const html = `<!doctype html><meta charset="utf-8"><style>
    body { margin: 0; background: #fff; font: 13px/1.4 "Helvetica Neue", Arial, sans-serif; color: #000; }
    #chat { width: 300px; padding: 6px; border-left: 1px solid #ccc; }
    .message { background: #ffe7ff; border: 1px solid #d4a9d4; margin: 6px 0; padding: 4px 6px; }
    .by { color: #777; font-size: 12px; display: block; }
  </style><div id="chat">${messages.map((m) => `<div class="message"><span class="by">(From Footwork): </span><span class="text">${chatHtml(m)}</span></div>`).join('')}</div>`;
  const browser = await chromium.launch({
    executablePath: process.env.FOOTWORK_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 320, height: 900 } });
    await page.setContent(html);
    const shown = await page.$$eval('.text', (els) =>
      els.map((e) => ({
        text: e.innerText,
        bold: [...e.querySelectorAll('b')].map((b) => getComputedStyle(b).fontWeight),
      })),
    );
    shown.forEach((s, i) => {
      const lines = messages[i].split('<br>').length;
      assert.equal(s.text.split('\n').length, lines, `message ${i}: ${s.text}`);
      assert.doesNotMatch(s.text, /<\/?b>|&lt;|&gt;|&amp;|&#\d+;/, 'markup shown as text');
      assert.ok(
        s.bold.every((w) => Number(w) >= 600),
        'names in bold',
      );
    });
    mkdirSync(resolve(repo, 'build/screenshots'), { recursive: true });
    await page.locator('#chat').screenshot({ path: resolve(repo, 'build/screenshots/roll20-mod-chat.png') });
    // As a player sees them (issue 25): Roll20's chat in its sidebar beside the map, at 1280×720 and
    // 1920×1080; no code-shaped text and no word broken between two letters.
    await page.addStyleTag({
      content: `body { display: flex; height: 100vh; } #map { flex: 1; background-color: #e9e6df;
        background-image: linear-gradient(#c8c2b4 1px, transparent 1px), linear-gradient(90deg, #c8c2b4 1px, transparent 1px);
        background-size: 70px 70px; }
        #chat { overflow: auto; height: 100vh; box-sizing: border-box; }`,
    });
    await page.evaluate(() => document.body.prepend(Object.assign(document.createElement('div'), { id: 'map' })));
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ]) {
      await page.setViewportSize({ width, height });
      const said = codeShapedShown(await shownText(page, '#chat')).map((f) => `${f.kind} “${f.token}”: ${f.text}`);
      said.push(...(await brokenWords(page, '#chat')).map((b) => `“${b.word}” broken`));
      assert.deepEqual(said, [], `at ${width}x${height}`);
      await page.screenshot({ path: resolve(repo, `build/screenshots/roll20-mod-${width}x${height}-chat.png`) });
    }
  } finally {
    await browser.close();
  }
  assert.equal(c.sandbox.crash, null);
  assert.ok(c.seen(GM).length > 0);
});
