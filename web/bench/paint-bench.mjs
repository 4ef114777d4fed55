// What a pointer move costs a page, painting included (issue 25): Chromium's main-thread task time
// (CDP Performance.getMetrics, TaskDuration) from just before a hover move until two animation
// frames after it, minus the same loop on a blank page (the floor: the bench's own messages and an
// empty frame), so the handlers, layout, painting and compositing all count.
//   node web/bench/paint-bench.mjs [--quick] [--count N] [--breakdown] [--trace] [--size 100,200]
//        [--scenario calculator|example|extension|owlbear|FILE.mjs] [--view walk,fit,sweep,max]
//        [--hex square,flat,pointy] [--url URL] [--vs URL]
// Views (issue 40: what people do, beside the one working view measured first): `walk` the
// pointer 3–19 cells around the mover at a working zoom (12-px cells on the calculator), `fit` the
// view the page opens a map with (the whole map in sight) with the pointer sweeping the whole map,
// far beyond the allowance (paint/pointer-walks.mjs), `sweep` the working zoom with the pointer
// sweeping every cell in sight, `max` the largest zoom, sweeping what is in sight. Each scenario
// says the views and grid shapes its page has (`views`, `hexes`); by default all of them run
// (--quick: 60 moves each, the walk and fit views, 100×100 and 200×200).
// A scenario is a module exporting `open(page, {url, size, hex, view})` (load the page at `url`, put
// the bench map of `size` cells on it, on hexes if `hex` says so and the page has them, show the
// view, wait until it is drawn), `points(page, {size, count, view})` (the page pixels of `count`
// hover moves, each onto a new cell), optionally `views` and `hexes` (what it has), `build(dir)`
// (the page built afresh into dir: its file), or instead of `open` a `page(browser, {url, size, hex,
// view})` that opens the page itself (in a browser of its own: an extension) and `close()`, and a
// `floor(browser, {size, hex, view})`: the host page alone (the replica without the extension), whose
// moves are measured beside the page's and subtracted as well ("above the host alone"). Built
// in: `calculator` (dist/footwork.html, 1600×1000), `example` (the example VTT), `extension` (the
// Roll20 extension on its replica, with and without a where-to-stand mode), `owlbear` (the Owlbear
// extension on its replica, the same); another page passes its own scenario file. On Owlbear a move
// lasts longer: its extension answers from an iframe a message later, so the move runs from the
// pointer move until the replica has received the extension's answer for it and drawn it, then the
// two frames, the extension's frames in the page's process so their script counts
// (paint/owlbear-scenario.mjs); it also prints the wall-clock time from the pointer event to the
// answer drawn.
// --vs URL measures a second build of the same page (say main's) in the same run: the blank page,
// the page and the other one take turns move by move, so a machine shared with other work loads all
// three alike. Main's calculator page, built from a checkout of main (its web/ with node_modules):
//   node -e "import('./calculator/build.mjs').then((m) => m.buildPage(PKG + '/footwork.single.js', OUT))"
// (PKG the wasm package, OUT a .html file; the example VTT: examples/build.mjs buildExample(DIR, PKG)).
// --breakdown adds the p50 of Chromium's script, style and layout parts of each move
// (the rest is painting, the canvases' hand-over and the commit). Prints p50 / p95 per map, above
// the blank floor, and the load (uptime) at the start and end. --trace then runs each page's moves
// again under Chromium's trace and prints the time per move by thread and event (paint, raster,
// the display compositor, script).
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
const tracing = process.argv.includes('--trace');
const COUNT = Number(arg('--count', quick ? 60 : 240));
const sizes = arg('--size', '100,200').split(',').map(Number);
const scenarioName = arg('--scenario', 'calculator');
const WINDOW = { width: 1600, height: 1000 };
const BUILT_IN = {
  calculator: './paint/calculator-scenario.mjs',
  example: './paint/example-scenario.mjs',
  extension: './paint/extension-scenario.mjs',
  owlbear: './paint/owlbear-scenario.mjs',
};

const scenario = await import(
  BUILT_IN[scenarioName] ? BUILT_IN[scenarioName] : pathToFileURL(resolve(scenarioName)).href
);
const list = (name, all, quickOnes = all) => {
  const given = arg(name, null);
  const picked = given ? given.split(',') : quick ? quickOnes : all;
  const unknown = picked.filter((x) => !all.includes(x));
  if (unknown.length) throw new Error(`${name} ${unknown.join(',')}: this scenario has ${all.join(', ')}`);
  return picked;
};
const scenarioViews = scenario.views || ['walk'];
const views = list(
  '--view',
  scenarioViews,
  ['walk', 'fit'].filter((v) => scenarioViews.includes(v)),
);
// square | flat | pointy: the bench map on squares or hexes (odd offset), where the page has hexes
const shapes = list('--hex', scenario.hexes ? ['square', 'flat', 'pointy'] : ['square'], ['square']);

let url = arg('--url', null);
const vs = arg('--vs', null);
let built = null;
if (!url && scenario.build) {
  built = mkdtempSync(join(tmpdir(), 'footwork-paint-'));
  url = pathToFileURL(await scenario.build(built)).href;
}
if (!url && !scenario.page) throw new Error('--url is needed for this scenario');

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

const above = (ms, floor) =>
  `${(pct(ms, 0.5) - pct(floor, 0.5)).toFixed(2)} | ${(pct(ms, 0.95) - pct(floor, 0.95)).toFixed(2)}`;
const line = (s, floor, host) =>
  `| ${s.name.trim()} | ${above(s.parts[0], floor)} |${host ? ` above the host alone: ${above(s.parts[0], host)} |` : ''}`;
// --trace: the page's moves again under Chromium's trace (all processes: the renderer's main and
// compositor threads, the GPU process's raster and display compositor), then the time per move of
// each thread's events by name, the largest first: an event's own time, its children's taken out
// (a FunctionCall's is the script's own, a Paint's what the painting did besides its children).
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'cc',
  'gpu',
  'viz',
  'v8.execute',
  'toplevel',
];
async function traced(s) {
  const n = Math.min(COUNT, 60);
  await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
  for (let i = 0; i < n; i++) await sample(s, i);
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const names = new Map();
  for (const e of trace)
    if (e.ph === 'M' && (e.name === 'thread_name' || e.name === 'process_name'))
      names.set(`${e.name === 'thread_name' ? 't' : 'p'}${e.pid}:${e.tid}`, e.args.name);
  const proc = (e) => [...names].find(([k]) => k.startsWith(`p${e.pid}:`))?.[1] || e.pid;
  // Self time: an event's duration less its children's on the same thread (events nest on a thread).
  const sums = new Map();
  const byThread = new Map();
  for (const e of trace)
    if (e.ph === 'X' && e.dur) {
      const k = `${e.pid}:${e.tid}`;
      if (!byThread.has(k)) byThread.set(k, []);
      byThread.get(k).push(e);
    }
  for (const [k, events] of byThread) {
    events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    const self = new Map(events.map((e) => [e, e.dur]));
    for (const e of events) {
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
      if (stack.length) self.set(stack[stack.length - 1], self.get(stack[stack.length - 1]) - e.dur);
      stack.push(e);
    }
    const thread = `${proc(events[0])} / ${names.get(`t${k}`) || k}`;
    for (const e of events) {
      const key = `${thread} / ${e.name}`;
      sums.set(key, (sums.get(key) || 0) + Math.max(0, self.get(e)) / 1000);
    }
  }
  console.log(`${''.padEnd(30)} trace, self time in ms per move (${n} moves):`);
  for (const [k, t] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`${''.padEnd(32)}${(t / n).toFixed(3).padStart(7)}  ${k}`);
}

const fixed = (v) => v.toFixed(2).padStart(6);
function report(s, floor, host = null) {
  const ms = s.parts[0];
  console.log(
    `${s.name.padEnd(30)} p50 ${fixed(pct(ms, 0.5))}  p95 ${fixed(pct(ms, 0.95))}  max ${fixed(Math.max(...ms))}  (n=${ms.length})`,
  );
  if (floor)
    console.log(
      `${''.padEnd(30)} above the floor: p50 ${(pct(ms, 0.5) - pct(floor, 0.5)).toFixed(2)}  p95 ${(pct(ms, 0.95) - pct(floor, 0.95)).toFixed(2)}`,
    );
  if (host)
    console.log(
      `${''.padEnd(30)} above the host alone: p50 ${(pct(ms, 0.5) - pct(host, 0.5)).toFixed(2)}  p95 ${(pct(ms, 0.95) - pct(host, 0.95)).toFixed(2)}`,
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
// A page of the scenario showing the view: in a context of its own, or the scenario's own page (an
// extension's, in its own browser).
async function openView(at, opts) {
  if (scenario.page) return scenario.page(browser, { url: at, ...opts });
  const page = await (await browser.newContext({ viewport: WINDOW })).newPage();
  await scenario.open(page, { url: at, ...opts });
  return page;
}
const summary = [];
try {
  for (const view of views)
    for (const shape of shapes)
      for (const size of sizes) {
        const hex = shape === 'square' ? null : shape;
        // The floor: the same loop on a blank page of the same size.
        const blank = await (await browser.newContext({ viewport: WINDOW })).newPage();
        await blank.setContent('<!doctype html><body style="margin:0;height:100vh"></body>');
        const spread = Array.from({ length: COUNT }, (_, i) => [100 + ((i * 37) % 1400), 100 + ((i * 53) % 800)]);
        const subjects = [await subject('blank page (floor)', blank, spread)];
        const map = `${size}×${size} ${shape} ${view}`;
        // The host's own floor (the scenario's page without the product: the replica alone).
        const host = scenario.floor ? await scenario.floor(browser, { size, hex, view }) : null;
        if (host)
          subjects.push(
            await subject(`  host alone ${map}`, host, await scenario.points(host, { size, count: COUNT, view })),
          );
        for (const [name, at] of [[`${scenarioName} ${map}`, url], ...(vs ? [[`  --vs ${map}`, vs]] : [])]) {
          const page = await openView(at, { size, hex, view });
          subjects.push(await subject(name, page, await scenario.points(page, { size, count: COUNT, view })));
        }
        await measure(subjects);
        const floor = subjects[0].parts[0];
        const hostFloor = host ? subjects[1].parts[0] : null;
        subjects.forEach((s, i) => report(s, i ? floor : null, host && i > 1 ? hostFloor : null));
        for (const s of subjects.slice(1)) summary.push(line(s, floor, host && s !== subjects[1] ? hostFloor : null));
        if (tracing) for (const s of subjects.slice(1)) await traced(s);
        for (const s of subjects)
          await (s === subjects[0] || !scenario.page ? s.page.context().close() : s.page.close());
      }
} finally {
  await browser.close();
  if (scenario.close) await scenario.close();
  if (built) rmSync(built, { recursive: true, force: true });
}
// The table of every view at the end, above the floor (ms), for the notes.
console.log('\n| page, map, shape, view | p50 above floor | p95 above floor |\n|---|---|---|');
for (const row of summary) console.log(row);
console.log(`load at end: ${execSync('uptime').toString().trim()}`);
if (vs) console.log(`--vs: ${vs}`);
