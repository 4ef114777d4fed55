// Shared by the Mod script's tests: the bundle (built once per test process from the sources, as
// scripts/run.d/23-roll20-mod.sh builds dist/footwork-roll20-mod.js), and a campaign on the replica
// (harness.mjs) with a page, players and tokens placed by square.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { packageDir, repo } from '../harness.mjs';
import { launchChromium } from '../chromium.mjs';
import { Game, Table } from './harness.mjs';

let bundle;

/**
 * The Mod script's one file, built from the sources into a folder of this test process's own (test
 * files run side by side, and one building while another reads a shared file would read half a file).
 */
export async function modBundle() {
  if (bundle) return bundle;
  const { buildMod } = await import('../../roll20-mod/build.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'footwork-roll20-mod-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'footwork-roll20-mod.js');
  await buildMod({ outfile, packageDir });
  bundle = { code: readFileSync(outfile, 'utf8'), outfile };
  return bundle;
}

/**
 * The Mod API of a sandbox run (roll20-api.js ModApi), for tests that drive FootworkApp from this
 * process on a sandbox booted with no script.
 */
export function sandboxApi(sb) {
  const ctx = sb.context;
  return {
    on: ctx.on,
    getObj: ctx.getObj,
    findObjs: ctx.findObjs,
    sendChat: ctx.sendChat,
    log: ctx.log,
    playerIsGM: ctx.playerIsGM,
    Campaign: ctx.Campaign,
    state: () => ctx.state,
    setTimeout: ctx.setTimeout,
  };
}

export const GM = 'gm-gina';
export const ALICE = 'p-alice';
export const BOB = 'p-bob';

/** Pixel centre of a token `span` squares across whose top-left square is `cell` (70-px squares). */
export function centre([x, y], span = 1, cellPx = 70) {
  return [x * cellPx + (span * cellPx) / 2, y * cellPx + (span * cellPx) / 2];
}

/**
 * A campaign: one page (`pageAttrs`, 70-px squares of 5 ft by default), a GM and two players, and
 * the Mod script running. Returns {game, table, sandbox, page, token(name, cell, attrs), chat helpers}.
 */
export async function campaign({ page: pageAttrs = {}, state, boot = true } = {}) {
  const { code } = await modBundle();
  const game = new Game({
    players: [
      { id: GM, name: 'Gina', gm: true },
      { id: ALICE, name: 'Alice Liddell' },
      { id: BOB, name: 'Bob' },
    ],
  });
  if (state !== undefined) game.stateJson = JSON.stringify(state);
  const page = game.addObject('page', { _id: 'page-1', name: 'Crypt', width: 12, height: 8, ...pageAttrs });
  game.campaign.write({ playerpageid: page.id });
  const table = new Table(game);
  const c = {
    game,
    table,
    page,
    code,
    get sandbox() {
      return game.sandbox;
    },
    /** A token whose top-left square is `cell`, already on the table (before boot) or added by a user. */
    token(name, cell, attrs = {}) {
      const span = attrs.span ?? 1;
      const [left, top] = centre(cell, span, attrs.cellPx ?? 70 * (pageAttrs.snapping_increment ?? 1));
      const a = { _pageid: page.id, name, left, top, width: 70 * span, height: 70 * span, layer: 'objects', ...attrs };
      delete a.span;
      delete a.cellPx;
      return game.sandbox?.readyFired ? table.add('graphic', a) : game.addObject('graphic', a);
    },
    async boot() {
      game.boot(code);
      await game.sandbox.idle();
      return game.sandbox;
    },
    async idle() {
      await game.sandbox.idle();
    },
    /** Messages whispered to (or seen by) a player since `from` (an index into game.chat). */
    seen(playerId, from = 0) {
      return game.chat
        .slice(from)
        .filter((m) => !m.fromPlayer && game.seenBy(playerId).includes(m))
        .map((m) => m.content);
    },
    mark() {
      return game.chat.length;
    },
  };
  if (boot) await c.boot();
  return c;
}

/** A whisper's text as the chat shows it: its numeric entities (chat-text.js) read back. */
export const decoded = (s) => String(s).replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)));

/** The numbers of "Moved 20 ft, 25 ft this turn" in a move whisper (web/shim/present.js recordLines): {move, turn}. */
export function moveFeet(text) {
  const m = /Moved ([\d.]+) ft, ([\d.]+) ft this turn/.exec(text);
  return m ? { move: Number(m[1]), turn: Number(m[2]) } : null;
}

/**
 * A whisper as HTML for a page that shows it as Roll20's chat column does: the script's simple HTML
 * (<b>, <br>) and entities, named or numeric, rendered; a bare "&" shown as itself. (The script sends
 * names' markup characters as numeric entities, as TokenMod's `ch` helper does: `[` → `&#91;`.)
 */
export const chatHtml = (s) => s.replace(/&(?!(?:[a-z]+|#\d+);)/g, '&amp;');

// The whispers as Roll20's chat column shows a script's messages (its simple HTML rendered), saved
// to build/screenshots/ to be looked at.
export async function writeChat(file, messages) {
  const html = `<!doctype html><meta charset="utf-8"><style>
    body { margin: 0; background: #fff; font: 13px/1.4 Arial, sans-serif; }
    #chat { width: 300px; padding: 6px; } .message { background: #ffe7ff; border: 1px solid #d4a9d4; margin: 6px 0; padding: 4px 6px; }
  </style><div id="chat">${messages.map((m) => `<div class="message">${chatHtml(m)}</div>`).join('')}</div>`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 320, height: 900 } });
    await page.setContent(html);
    mkdirSync(resolve(repo, 'build/screenshots'), { recursive: true });
    await page.locator('#chat').screenshot({ path: resolve(repo, 'build/screenshots', file) });
  } finally {
    await browser.close();
  }
}
