// What a pointer move costs a page, painting included (issue 25): Chromium's main-thread task time
// (CDP Performance.getMetrics, TaskDuration) from just before a hover move until two animation
// frames after it, minus the same loop on a blank page (the floor: the bench's own messages and an
// empty frame), so the handlers, layout, painting and compositing all count.
//   node web/bench/paint-bench.mjs [--quick] [--count N] [--breakdown] [--size 100,200]
//        [--scenario calculator|example|FILE.mjs] [--hex flat|pointy] [--url URL] [--vs URL]
// A scenario is a module exporting `open(page, {url, size, hex})` (load the page at `url`, put the
// bench map of `size` cells on it, on hexes if `hex` says so and the page has them, wait until it is
// drawn), `points(page, {size, count})` (the page pixels
// of `count` hover moves, each onto a new cell) and optionally `build(dir)` (the page built afresh
// into dir: its file). Built in: `calculator` (dist/footwork.html, 1600×1000) and `example` (the
// example VTT); another page passes its own scenario file.
// --vs URL measures a second build of the same page (say main's) in the same run: the blank page,
// the page and the other one take turns move by move, so a machine shared with other work loads all
// three alike. --breakdown adds the p50 of Chromium's script, style and layout parts of each move
// (the rest is painting, the canvases' hand-over and the commit). Prints p50 / p95 per map, above
// the blank floor, and the load (uptime) at the start and end.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from '../test/pages/helpers.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const quick = process.argv.includes('--quick');
const showParts = process.argv.includes('--breakdown');
const COUNT = Number(arg('--count', quick ? 60 : 240));
const sizes = arg('--size', '100,200').split(',').map(Number);
const scenarioName = arg('--scenario', 'calculator');
const hex = arg('--hex', null); // flat | pointy: the bench map on hexes (the calculator's scenario)
const WINDOW = { width: 1600, height: 1000 };
const BUILT_IN = { calculator: './paint/calculator-scenario.mjs', example: './paint/example-scenario.mjs' };

const scenario = await import(
  BUILT_IN[scenarioName] ? BUILT_IN[scenarioName] : pathToFileURL(resolve(scenarioName)).href
);

let url = arg('--url', null);
const vs = arg('--vs', null);
let built = null;
if (!url && scenario.build) {
  built = mkdtempSync(join(tmpdir(), 'footwork-paint-'));
  url = pathToFileURL(await scenario.build(built)).href;
}
if (!url) throw new Error('--url is needed for this scenario');

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};

// The metrics read around each move: the task time first, then its parts Chromium counts apart.
const PARTS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'];

/** A page being measured: its CDP session, its moves, and the times measured so far (per part). */
async function subject(name, page, points) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return { name, page, cdp, points, parts: PARTS.map(() => []) };
}

// One hover move: the metrics before it, the move, two animation frames, the metrics after.
async function sample(s, i) {
  const metrics = async () => {
    const m = (await s.cdp.send('Performance.getMetrics')).metrics;
    return PARTS.map((name) => m.find((x) => x.name === name).value);
  };
  const before = await metrics();
  await s.page.mouse.move(...s.points[i % s.points.length]);
  await s.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return (await metrics()).map((t, k) => (t - before[k]) * 1000);
}

// Every subject moves in turn, move by move: a few moves first (the code warmed up, caches filled,
// as in use), then COUNT measured ones.
async function measure(subjects) {
  const WARM = 10;
  for (let i = 0; i < WARM + COUNT; i++)
    for (const s of subjects) {
      const ms = await sample(s, i < WARM ? i : i - WARM);
      if (i >= WARM) ms.forEach((t, k) => s.parts[k].push(t));
    }
}

const fixed = (v) => v.toFixed(2).padStart(6);
function report(s, floor) {
  const ms = s.parts[0];
  console.log(
    `${s.name.padEnd(30)} p50 ${fixed(pct(ms, 0.5))}  p95 ${fixed(pct(ms, 0.95))}  max ${fixed(Math.max(...ms))}  (n=${ms.length})`,
  );
  if (floor)
    console.log(
      `${''.padEnd(30)} above the floor: p50 ${(pct(ms, 0.5) - pct(floor, 0.5)).toFixed(2)}  p95 ${(pct(ms, 0.95) - pct(floor, 0.95)).toFixed(2)}`,
    );
  if (showParts) {
    const rest = ms.map((t, j) => t - s.parts.slice(1).reduce((a, p) => a + p[j], 0));
    const named = PARTS.slice(1).map(
      (p, k) => `${p.replace('Duration', '').toLowerCase()} ${pct(s.parts[k + 1], 0.5).toFixed(2)}`,
    );
    console.log(`${''.padEnd(30)} p50 of the parts: ${named.join('  ')}  rest ${pct(rest, 0.5).toFixed(2)}`);
  }
}

console.log(`load at start: ${execSync('uptime').toString().trim()}`);
const browser = await launch();
try {
  for (const size of sizes) {
    // The floor: the same loop on a blank page of the same size.
    const blank = await (await browser.newContext({ viewport: WINDOW })).newPage();
    await blank.setContent('<!doctype html><body style="margin:0;height:100vh"></body>');
    const spread = Array.from({ length: COUNT }, (_, i) => [100 + ((i * 37) % 1400), 100 + ((i * 53) % 800)]);
    const subjects = [await subject('blank page (floor)', blank, spread)];
    const map = `${size}×${size}${hex ? ` ${hex} hexes` : ''}`;
    for (const [name, at] of [[`${scenarioName} ${map}`, url], ...(vs ? [[`  --vs ${map}`, vs]] : [])]) {
      const page = await (await browser.newContext({ viewport: WINDOW })).newPage();
      await scenario.open(page, { url: at, size, hex });
      subjects.push(await subject(name, page, await scenario.points(page, { size, count: COUNT })));
    }
    await measure(subjects);
    const floor = subjects[0].parts[0];
    subjects.forEach((s, i) => report(s, i ? floor : null));
    for (const s of subjects) await s.page.context().close();
  }
} finally {
  await browser.close();
  if (built) rmSync(built, { recursive: true, force: true });
}
console.log(`load at end: ${execSync('uptime').toString().trim()}`);
if (vs) console.log(`--vs: ${vs}`);
