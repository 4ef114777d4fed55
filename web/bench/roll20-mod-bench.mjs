// The Roll20 Mod script (docs/roll20-mod.md; docs/performance.md, "Roll20 Mod script"):
//   node web/bench/roll20-mod-bench.mjs [--quick] [bundle]
// On the replica of the Mod sandbox (web/test/roll20-mod/harness.mjs: a vm context that refuses code
// from strings and WebAssembly), with dist/footwork-roll20-mod.js (built first when missing):
// - the bundle's size, raw and gzipped;
// - start-up, in a fresh Node process each time: the bundle handed to the sandbox → its first answer
//   (a whisper pricing a move made as soon as the script's handlers are on), split into the bundle's
//   own run, the engine's start and the rest (the page read, the move priced);
// - a move priced on a 100 × 100 page (40 tokens, 150 wall pieces, 20 terrain graphics): the whole
//   handler (Roll20's change event → the whisper sent), p50/p95, and the shim's endDrag alone;
// - loading that page: how many pieces and slices, and the longest slice (the watchdog's concern).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Game, Table } from '../test/roll20-mod/harness.mjs';
import { repo, packageDir } from '../test/harness.mjs';

const quick = process.argv.includes('--quick');
const self = fileURLToPath(import.meta.url);
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const fmt = (x, d = 1) => Number(x).toFixed(d);
const centre = ([x, y]) => [x * 70 + 35, y * 70 + 35];

async function bundlePath() {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const file = resolve(arg ?? resolve(repo, 'dist/footwork-roll20-mod.js'));
  if (!existsSync(file)) {
    const { buildMod } = await import('../roll20-mod/build.mjs');
    await buildMod({ outfile: file, packageDir });
  }
  return file;
}

// A 100 × 100 page: 40 tokens (20 players', 20 the GM's), 150 short wall pieces, 20 difficult patches.
function bigPage(game) {
  let seed = 7;
  const rnd = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const page = game.addObject('page', { _id: 'big', name: 'Big', width: 100, height: 100 });
  game.campaign.write({ playerpageid: page.id });
  const tokens = [];
  for (let i = 0; i < 40; i++) {
    const [left, top] = centre([10 + (i % 10) * 8, 10 + Math.floor(i / 10) * 20]);
    tokens.push(
      game.addObject('graphic', {
        _pageid: page.id,
        name: `T${i}`,
        left,
        top,
        width: 70,
        height: 70,
        layer: 'objects',
        controlledby: i < 20 ? 'p1' : '',
      }),
    );
  }
  for (let i = 0; i < 150; i++) {
    const x = 70 * (5 + rnd(90));
    const y = 70 * (60 + rnd(35));
    game.addObject('path', {
      _pageid: page.id,
      layer: 'walls',
      _path: JSON.stringify([
        ['M', 0, 0],
        ['L', 140, 70],
      ]),
      left: x + 70,
      top: y + 35,
      width: 140,
      height: 70,
    });
  }
  for (let i = 0; i < 20; i++) {
    const [left, top] = centre([5 + rnd(90), 60 + rnd(35)]);
    game.addObject('graphic', {
      _pageid: page.id,
      name: 'Difficult terrain',
      layer: 'map',
      left,
      top,
      width: 210,
      height: 140,
    });
  }
  return { page, tokens };
}

// One start-up in this (fresh) process: → {total, script, engine, firstAnswer} in ms.
async function startupOnce(file) {
  const code = readFileSync(file, 'utf8');
  const game = new Game({
    players: [
      { id: 'gm', name: 'GM', gm: true },
      { id: 'p1', name: 'Pat' },
    ],
  });
  const { tokens } = bigPage(game);
  game.stateJson = JSON.stringify({ FootworkMod: { version: 1, settings: { track: 'always' } } });
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const sb = game.boot(code);
  const script = performance.now() - t0;
  const table = new Table(game);
  while (!sb.readyFired) await new Promise((r) => setImmediate(r));
  table.drag(tokens[0], centre([12, 10]));
  while (!game.chat.some((m) => m.whisper === 'Pat')) await new Promise((r) => setImmediate(r));
  const total = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const times = sb.context.FootworkMod.app.times;
  const q = sb.context.FootworkMod.app.queue.stats;
  return {
    total,
    cpu: (c.user + c.system) / 1000,
    script,
    engine: times.engineAt - times.loadedAt,
    longestSlice: q.longestSliceMs,
    longestPiece: q.longestPiece,
    crash: sb.crash,
  };
}

if (process.argv.includes('--child-startup')) {
  const r = await startupOnce(process.argv[process.argv.indexOf('--child-startup') + 1]);
  console.log(JSON.stringify(r));
  process.exit(0);
}

const file = await bundlePath();
const code = readFileSync(file, 'utf8');
const bytes = Buffer.byteLength(code);
const gz = gzipSync(code, { level: 9 }).length;
console.log(`bundle ${file.replace(repo + '/', '')}: ${bytes} B, ${gz} B gzipped`);

// Start-up, fresh processes.
const runs = quick ? 3 : 7;
const starts = [];
for (let i = 0; i < runs; i++) {
  const out = spawnSync(process.execPath, [self, '--child-startup', file], { encoding: 'utf8' });
  const line = out.stdout.trim().split('\n').at(-1);
  starts.push(JSON.parse(line));
}
const labels = {
  script: 'bundle run (parse + evaluate)',
  engine: 'bundle run → engine ready',
  total: 'bundle handed over → first answer (100×100 page read, move priced, whisper sent)',
  cpu: "CPU time of that first answer (the process's user + system)",
  longestSlice: 'longest slice of the start',
};
for (const k of Object.keys(labels))
  console.log(
    `start-up ${labels[k]}: p50 ${fmt(
      pct(
        starts.map((s) => s[k]),
        50,
      ),
    )} ms, max ${fmt(Math.max(...starts.map((s) => s[k])))} ms (${runs} fresh processes)`,
  );
console.log(`  longest pieces: ${[...new Set(starts.map((s) => s.longestPiece))].join('; ')}`);

// Moves on the big page, in this process.
const game = new Game({
  players: [
    { id: 'gm', name: 'GM', gm: true },
    { id: 'p1', name: 'Pat' },
  ],
});
const { tokens } = bigPage(game);
game.stateJson = JSON.stringify({ FootworkMod: { version: 1, settings: { track: 'always' } } });
const sb = game.boot(code);
const table = new Table(game);
await sb.idle();
const app = sb.context.FootworkMod.app;
const load = { ...app.queue.stats };
console.log(
  `page load (100×100, 40 tokens, 150 walls, 20 terrain graphics): ${load.pieces} pieces in ${load.slices} slices; longest slice ${fmt(load.longestSliceMs, 0)} ms (${load.longestSlice}), longest piece ${fmt(load.longestPieceMs, 0)} ms (${load.longestPiece})`,
);
const hero = tokens[0];
const n = quick ? 40 : 200;
const handler = [];
const handlerCpu = [];
const from = sb.slices.length;
// CPU time beside wall-clock time: on a loaded machine a millisecond of work can wait many for a core.
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (let i = 0; i < n; i++) {
  // Six squares east and back, a diagonal in each: priced on its own (track always, no turn order).
  const to = i % 2 === 0 ? centre([16, 11]) : centre([10, 10]);
  const before = sb.slices.length;
  const c0 = cpuMs();
  table.drag(hero, to);
  // The drop is priced in the queue's next slice (after every script's handler of the event:
  // docs/roll20-mod.md, "Beside other Mod scripts"): the handler's slice and the timers' after it.
  await sb.idle();
  handlerCpu.push(cpuMs() - c0);
  const s = sb.slices.slice(before).filter((x) => x.what === 'change:graphic' || x.what === 'timer');
  handler.push(s.reduce((a, x) => a + x.ms, 0));
}
if (sb.crash) throw sb.crash.error;
const whispers = game.chat.filter((m) => m.whisper === 'Pat').length;
console.log(
  `move on the 100×100 page, whole handler (change:graphic → whisper): p50 ${fmt(pct(handler, 50), 2)} ms, p95 ${fmt(pct(handler, 95), 2)} ms wall-clock; CPU p50 ${fmt(pct(handlerCpu, 50), 2)} ms, p95 ${fmt(pct(handlerCpu, 95), 2)} ms (${n} moves, ${whispers} whispers; longest ${fmt(sb.longest(from).ms, 2)} ms)`,
);

// The shim's endDrag alone on the same scene (the engine's move query and the annotation).
const scene = app.pages.get('big');
const ends = [];
const endsCpu = [];
for (let i = 0; i < n; i++) {
  const a =
    i % 2 === 0
      ? { start: [10, 10], waypoints: [], current: [16, 11] }
      : { start: [16, 11], waypoints: [], current: [10, 10] };
  scene.session.resetTurn(hero.id);
  const c0 = cpuMs();
  const t = performance.now();
  scene.session.endDrag(hero.id, a);
  ends.push(performance.now() - t);
  endsCpu.push(cpuMs() - c0);
}
console.log(
  `Session.endDrag alone (plain JS, 6 squares): p50 ${fmt(pct(ends, 50), 2)} ms, p95 ${fmt(pct(ends, 95), 2)} ms wall-clock; CPU p50 ${fmt(pct(endsCpu, 50), 2)} ms, p95 ${fmt(pct(endsCpu, 95), 2)} ms`,
);
sb.stop();
