// Per drag move of the Owlbear extension's Footwork tool, in Chromium (docs/performance.md,
// "Owlbear extension"): node web/bench/owlbear-bench.mjs [--quick]
// The extension runs in the host replica (web/test/owlbear/harness) on a 100 × 100-square sw5e scene
// (a map image, 12 monsters, 40 patches of difficult terrain, 20 walls); the replica sends tool-mode
// drag-move events for drags of 24 squares each, one square per event, and waits for the answer.
// Two clocks:
//   extension: in the background page, from the SDK's drag-move callback to the local items' fast
//              update posted (DragTool.timings: dragTo, the annotation → points and label, the
//              update's Immer patches and postMessage);
//              (and, of that, the time in Session.dragTo: the engine and the shim's annotation);
//   host:      in the replica, from posting OBR_TOOL_MODE_EVENT_TOOL_DRAG_MOVE to receiving
//              OBR_SCENE_LOCAL_UPDATE_ITEMS (adds both postMessage hops and the SDK's dispatch).
// Both builds: WebAssembly, and the plain-JS engine (a page whose CSP refuses WebAssembly).
import { execSync } from 'node:child_process';
import {
  prepare,
  launch,
  openHost,
  token,
  mapImage,
  difficult,
  wall,
  at,
  settle,
  background,
} from '../test/owlbear/helpers.mjs';

const quick = process.argv.includes('--quick');
const DRAGS = quick ? 4 : 16;
const STEPS = 24;

function scene() {
  let seed = 7;
  const rnd = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const items = [mapImage(100, 100), token('hero', 'Hero', [50, 50], { side: 'party', walk: 30 })];
  for (let i = 0; i < 12; i++)
    items.push(token(`m${i}`, `Monster ${i}`, [10 + rnd(80), 10 + rnd(80)], { side: 'monsters' }));
  for (let i = 0; i < 40; i++) items.push(difficult([rnd(96), rnd(96)], [1 + rnd(4), 1 + rnd(4)]));
  for (let i = 0; i < 20; i++) {
    const x = rnd(95);
    const y = rnd(95);
    items.push(
      wall(
        i % 2
          ? [
              [x, y],
              [x + 1 + rnd(5), y],
            ]
          : [
              [x, y],
              [x, y + 1 + rnd(5)],
            ],
      ),
    );
  }
  return items.filter(
    (it) =>
      !(
        it.type === 'IMAGE' &&
        it.id.startsWith('m') &&
        Math.abs(it.position.x / 150 - 50.5) < 3 &&
        Math.abs(it.position.y / 150 - 50.5) < 3
      ),
  );
}

// A drag of STEPS squares from the hero's square: a wandering line, one square per event.
function dragCells(k) {
  const cells = [[50, 50]];
  const dirs = [
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
    [0, -1],
    [1, -1],
  ];
  for (let i = 0; i < STEPS; i++) {
    const [dx, dy] = dirs[(k + Math.floor(i / 5)) % 8];
    const [x, y] = cells[cells.length - 1];
    cells.push([x + dx, y + dy]);
  }
  return cells.map(at);
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (xs) =>
  `p50 ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms (n = ${xs.length})`;

async function run(browser, built, csp) {
  const page = await openHost(browser, built, { items: scene(), panel: false, ...(csp ? { csp } : {}) });
  const engine = await background(page).evaluate(() => globalThis.__footwork.engine);
  const host = [];
  for (let k = 0; k < DRAGS; k++) {
    const pts = dragCells(k);
    const times = await page.evaluate(async (pts) => {
      const h = window.harness;
      const wait = (ms) => new Promise((r) => setTimeout(r, ms));
      const answered = (from) =>
        h.log.findIndex((m, i) => i >= from && m.dir === 'in' && m.id === 'OBR_SCENE_LOCAL_UPDATE_ITEMS');
      h.event('TOOL_DOWN', pts[0]);
      h.event('TOOL_DRAG_START', pts[0]);
      // wait for the drag's local items (the reachable area) before moving
      for (
        let i = 0;
        i < 200 &&
        !h.log.some(
          (m) => m.dir === 'in' && m.id === 'OBR_INTERACTION_START_ITEM_INTERACTION' && m.t > performance.now() - 5000,
        );
        i++
      )
        await wait(5);
      await wait(30);
      const out = [];
      for (const p of pts.slice(1)) {
        const from = h.log.length;
        const t0 = performance.now();
        h.event('TOOL_DRAG_MOVE', p);
        let i = -1;
        for (let n = 0; n < 400 && (i = answered(from)) < 0; n++) await wait(1);
        if (i >= 0) out.push(h.log[i].t - t0);
      }
      h.event('TOOL_DRAG_CANCEL', pts[pts.length - 1]);
      await wait(30);
      return out;
    }, pts);
    host.push(...times);
    await settle(page, 60);
  }
  const ext = await background(page).evaluate(() => globalThis.__footwork.tool.timings);
  const inDragTo = await background(page).evaluate(() => globalThis.__footwork.tool.engineTimings);
  // The engine's share: the shim's dragTo alone, on the same scene, for paths of 1 … STEPS squares.
  const engineOnly = await background(page).evaluate((steps) => {
    const s = globalThis.__footwork.link.session;
    const out = [];
    for (let k = 0; k < 16; k++)
      for (let n = 1; n <= steps; n++) {
        const cells = Array.from({ length: n }, (_, i) => [51 + i, 50 + (k % 2 ? Math.floor(i / 3) : 0)]);
        const t0 = performance.now();
        s.dragTo('hero', { start: [50, 50], waypoints: cells.slice(0, -1), current: cells[cells.length - 1] });
        out.push(performance.now() - t0);
      }
    return out;
  }, STEPS);
  await page.close2();
  return { engine, ext: ext.slice(-DRAGS * STEPS), inDragTo: inDragTo.slice(-DRAGS * STEPS), host, engineOnly };
}

const built = await prepare();
const browser = await launch();
try {
  console.log(`load: ${execSync('uptime').toString().trim()}`);
  for (const csp of [null, "script-src 'self'"]) {
    const r = await run(browser, built, csp);
    console.log(`${r.engine}: extension (SDK event → local items sent): ${fmt(r.ext)}`);
    console.log(`${r.engine}:   of which in Session.dragTo during the drags: ${fmt(r.inDragTo)}`);
    console.log(`${r.engine}: host round trip (event posted → update received): ${fmt(r.host)}`);
    console.log(`${r.engine}: of which the engine (Session.dragTo alone, 1-${STEPS} squares): ${fmt(r.engineOnly)}`);
  }
  console.log(`load: ${execSync('uptime').toString().trim()}`);
} finally {
  await browser.close();
  built.remove();
}
