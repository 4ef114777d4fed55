// What a pointer move costs a page, painting included (issue 25): Chromium's main-thread task time
// (CDP Performance.getMetrics, TaskDuration) from just before a hover move until two animation
// frames after it, minus the same loop on a blank page (the floor: the bench's own messages and an
// empty frame), so the handlers, layout, painting and compositing all count.
//   node web/bench/paint-bench.mjs [--quick] [--breakdown] [--size 100,200] [--scenario calculator|FILE.mjs] [--url URL]
// A scenario is a module exporting `open(page, {url, size})` (load the page at `url`, put the bench
// map of `size` cells on it, wait until it is drawn) and `points(page, {size, count})` (the page
// pixels of `count` hover moves, each onto a new cell). Built in: `calculator`, dist/footwork.html
// (built afresh unless --url) in a 1600×1000 window. Another surface (the example VTT) passes its
// own scenario file and its URL. Prints p50 / p95 per map, the blank floor, and the load (uptime).
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
const parts = process.argv.includes('--breakdown');
const COUNT = Number(arg('--count', quick ? 60 : 240));
const sizes = arg('--size', '100,200').split(',').map(Number);
const scenarioName = arg('--scenario', 'calculator');
const WINDOW = { width: 1600, height: 1000 };

const scenario =
  scenarioName === 'calculator'
    ? await import('./paint/calculator-scenario.mjs')
    : await import(pathToFileURL(resolve(scenarioName)).href);

let url = arg('--url', null);
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

// Main-thread task time of one hover move: before it, the move, two animation frames, after. With
// --breakdown, the parts Chromium counts within it too (script, style, layout), to say where the time
// goes; the remainder is painting, the canvases' hand-over and the compositor's commit.
const PARTS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'];
async function sample(page, cdp, [x, y]) {
  const metrics = async () => {
    const m = (await cdp.send('Performance.getMetrics')).metrics;
    return PARTS.map((name) => m.find((x) => x.name === name).value);
  };
  const t0 = await metrics();
  await page.mouse.move(x, y);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const t1 = await metrics();
  return t1.map((t, i) => (t - t0[i]) * 1000);
}

// The task times of the moves (and their parts, by PARTS' order).
async function measure(page, points) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  // A few moves first: the page's code warmed up, caches filled, as in use.
  for (const p of points.slice(0, 10)) await sample(page, cdp, p);
  const parts = PARTS.map(() => []);
  for (const p of points) (await sample(page, cdp, p)).forEach((t, i) => parts[i].push(t));
  await cdp.detach();
  return parts;
}

const breakdown = (parts) =>
  `${''.padEnd(28)} p50 of the parts: ` +
  PARTS.slice(1)
    .map((name, i) => `${name.replace('Duration', '').toLowerCase()} ${pct(parts[i + 1], 0.5).toFixed(2)}`)
    .join('  ') +
  `  rest ${pct(
    parts[0].map((t, j) => t - parts.slice(1).reduce((a, p) => a + p[j], 0)),
    0.5,
  ).toFixed(2)}`;

const say = (name, ms) =>
  `${name.padEnd(28)} p50 ${pct(ms, 0.5).toFixed(2).padStart(6)}  p95 ${pct(ms, 0.95).toFixed(2).padStart(6)}  max ${Math.max(
    ...ms,
  )
    .toFixed(2)
    .padStart(6)}  (n=${ms.length})`;

console.log(`load at start: ${execSync('uptime').toString().trim()}`);
const browser = await launch();
try {
  // The floor: the same loop on a blank page of the same size.
  const blankContext = await browser.newContext({ viewport: WINDOW });
  const blank = await blankContext.newPage();
  await blank.setContent('<!doctype html><body style="margin:0;height:100vh"></body>');
  const spread = Array.from({ length: COUNT }, (_, i) => [100 + ((i * 37) % 1400), 100 + ((i * 53) % 800)]);
  const floorParts = await measure(blank, spread);
  const floor = floorParts[0];
  await blankContext.close();
  console.log(say('blank page (floor)', floor));
  if (parts) console.log(breakdown(floorParts));
  for (const size of sizes) {
    const context = await browser.newContext({ viewport: WINDOW });
    const page = await context.newPage();
    await scenario.open(page, { url, size });
    const points = await scenario.points(page, { size, count: COUNT });
    const measured = await measure(page, points);
    const ms = measured[0];
    await context.close();
    console.log(say(`${scenarioName} ${size}×${size}`, ms));
    if (parts) console.log(breakdown(measured));
    console.log(
      `${''.padEnd(28)} above the floor: p50 ${(pct(ms, 0.5) - pct(floor, 0.5)).toFixed(2)}  p95 ${(pct(ms, 0.95) - pct(floor, 0.95)).toFixed(2)}`,
    );
  }
} finally {
  await browser.close();
  if (built) rmSync(built, { recursive: true, force: true });
}
console.log(`load at end: ${execSync('uptime').toString().trim()}`);
