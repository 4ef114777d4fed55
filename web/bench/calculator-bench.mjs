// The calculator page's speed targets (issue 13; docs/performance.md, "The calculator page"), in
// Debian's headless Chromium with real pointer events (page.mouse), on dist/footwork.html as built by
// web/calculator/build.mjs:
//   node web/bench/calculator-bench.mjs [--quick] [--hex flat|pointy]
// (--hex: the same maps on hexes of that orientation, odd offset, the walls on hex sides.)
// For each map (100×100 and 200×200, a dozen creatures, difficult patches and walls):
// - hover: a pointer move onto a new cell → best path (path query + move query through the shim)
//   and the overlay drawn;
// - drag: one cell added while dragging a path;
// - click: a click that adds a step (move query, Move tab, overlay);
// - Apply grid at 200×200 (the scene reloaded and every layer drawn).
// Each is timed in the page: "work" from the event's timeStamp to the end of the page's handlers (the
// map is drawn inside them), and "frame" from the event's timeStamp to the next requestAnimationFrame
// callback after them (the frame that shows the answer; includes waiting for that frame).
// Prints p50 / p95 / max in ms and the machine's load (uptime) at the start and the end, and the
// engine calls per pointer move: every call the page makes into web/lib's Scene (a query, a move,
// a space, a read of the scene's lists), counted by wrapping the library's Scene class before the
// page starts (the bench's instrument; the page itself wraps nothing).
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPage } from '../calculator/build.mjs';
import { packageDir } from '../test/harness.mjs';
import { launch } from '../test/pages/helpers.mjs';
import { benchScene } from './bench-scene.mjs';

const quick = process.argv.includes('--quick');
const N = quick ? 40 : 200;
const hexAt = process.argv.indexOf('--hex');
const hex = hexAt > 0 ? process.argv[hexAt + 1] : null;
if (hex && hex !== 'flat' && hex !== 'pointy') throw new Error('--hex takes flat or pointy');

const scene = (size) => benchScene(size, hex);

// In the page: timing hooks around the map's pointer and click handlers.
function installProbe() {
  const probe = { samples: [], pending: null };
  const start = (ev) => {
    probe.pending = { t0: ev.timeStamp, h0: performance.now(), type: ev.type };
  };
  const end = () => {
    const p = probe.pending;
    if (!p) return;
    probe.pending = null;
    p.work = performance.now() - p.t0;
    p.handlers = performance.now() - p.h0;
    requestAnimationFrame(() => {
      p.frame = performance.now() - p.t0;
      probe.samples.push(p);
    });
  };
  for (const type of ['pointermove', 'pointerdown', 'pointerup', 'click']) {
    window.addEventListener(type, start, true); // capture: before the map's handlers
    window.addEventListener(type, end, false); // bubble: after them
  }
  window.__probe = probe;
}

// Before any script of the page: counts the calls into web/lib's Scene and Footwork (outermost only,
// so a `move` that asks `query` counts once), by name and by query.
function countEngineCalls() {
  const counts = { calls: 0, byName: {} };
  window.__engineCalls = counts;
  let depth = 0;
  const wrap = (proto, prefix) => {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, name);
      if (name === 'constructor' || typeof d.value !== 'function') continue;
      const fn = d.value;
      proto[name] = function (...args) {
        if (depth === 0) {
          counts.calls += 1;
          const q = args[0] && typeof args[0] === 'object' && args[0].query;
          const key = `${prefix}${name}${q ? ' ' + q : ''}`;
          counts.byName[key] = (counts.byName[key] || 0) + 1;
        }
        depth += 1;
        try {
          return fn.apply(this, args);
        } finally {
          depth -= 1;
        }
      };
    }
  };
  let lib;
  Object.defineProperty(globalThis, 'Footwork', {
    configurable: true,
    get: () => lib,
    set: (v) => {
      lib = v;
      wrap(v.Scene.prototype, 'scene.');
      wrap(v.Footwork.prototype, 'footwork.');
    },
  });
}
const engineCalls = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.__engineCalls)));
// The calls between two counts, per pointer move: in all, and by name.
const perMove = (before, after, moves) => {
  const names = Object.keys(after.byName)
    .map((k) => [k, (after.byName[k] - (before.byName[k] || 0)) / moves])
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n.toFixed(2)}`);
  return `${((after.calls - before.calls) / moves).toFixed(2)} (${names.join(', ')})`;
};

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};
const line = (name, xs) =>
  `${name.padEnd(34)} p50 ${pct(xs, 0.5).toFixed(2).padStart(6)}  p95 ${pct(xs, 0.95).toFixed(2).padStart(6)}  max ${Math.max(
    ...xs,
  )
    .toFixed(2)
    .padStart(6)}  (n=${xs.length})`;

const dir = mkdtempSync(join(tmpdir(), 'footwork-bench-'));
const file = join(dir, 'footwork.html');
await buildPage(resolve(packageDir, 'footwork.single.js'), file);
console.log(`load at start: ${execSync('uptime').toString().trim()}`);
if (hex) console.log(`hex grid: ${hex}-topped, odd offset`);
const browser = await launch();
const report = [];
const calls = []; // [what, engine calls per pointer move]
try {
  for (const size of [100, 200]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.addInitScript(countEngineCalls);
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('body[data-ready="1"]');
    await page.evaluate((s) => {
      document.getElementById('scene-text').value = JSON.stringify(s);
      document.getElementById('scene-import').click();
    }, scene(size));
    await page.evaluate(installProbe);
    // Zoom so cells are 12 px: a working view of a big map (the whole map at fit is 2–5 px a cell).
    await page.evaluate(() => {
      const v = window.footworkCalc.view;
      v.zoomAt(12 / v.cellPx);
    });
    const at = async ([x, y]) =>
      page.evaluate(
        ([x, y]) => {
          const v = window.footworkCalc.view;
          const r = document.getElementById('map').getBoundingClientRect();
          const [cx, cy] = v.cellCentre([x, y]); // the cell's centre on squares and on hexes
          return [r.left + cx, r.top + cy];
        },
        [x, y],
      );
    // Centre the view on the hero.
    await page.evaluate(() => {
      const app = window.footworkCalc;
      const [cx, cy] = app.view.cellCentre(app.mover().position);
      app.view.panBy(app.view.cssW / 2 - cx, app.view.cssH / 2 - cy);
    });
    const hero = await page.evaluate(() => window.footworkCalc.mover().position);
    const take = async (type) => {
      await page.waitForTimeout(50);
      const s = await page.evaluate((t) => {
        const out = window.__probe.samples.filter((x) => x.type === t);
        window.__probe.samples = [];
        return out;
      }, type);
      return s;
    };
    // Hover: a walk over new cells around the hero (each move a new cell).
    await take('pointermove');
    const hoverCalls = await engineCalls(page);
    const hover = [];
    for (let i = 0; i < N; i++) {
      const ang = (i / N) * Math.PI * 6;
      const rr = 3 + (i % 17);
      const c = [
        Math.max(0, Math.min(size - 1, hero[0] + Math.round(Math.cos(ang) * rr))),
        Math.max(0, Math.min(size - 1, hero[1] + Math.round(Math.sin(ang) * rr))),
      ];
      await page.mouse.move(...(await at(c)));
      if (i % 20 === 19) hover.push(...(await take('pointermove')));
    }
    hover.push(...(await take('pointermove')));
    calls.push([`${size}×${size} hover`, perMove(hoverCalls, await engineCalls(page), N)]);
    // Drag: from the hero, one cell at a time along a zigzag.
    await page.mouse.move(...(await at(hero)));
    await page.mouse.down();
    await take('pointermove');
    const dragCalls = await engineCalls(page);
    let dragMoves = 0;
    const drag = [];
    let c = [...hero];
    for (let i = 0; i < Math.min(N, 60); i++) {
      // A zigzag on squares; along the row on hexes, whose [x + 1, y] is always a neighbour.
      c = [c[0] + 1, c[1] + (hex ? 0 : i % 4 < 2 ? 1 : -1)];
      if (c[0] >= size - 1) break;
      await page.mouse.move(...(await at(c)));
      dragMoves += 1;
      if (i % 20 === 19) drag.push(...(await take('pointermove')));
    }
    drag.push(...(await take('pointermove')));
    calls.push([`${size}×${size} drag`, perMove(dragCalls, await engineCalls(page), dragMoves)]);
    await page.mouse.up();
    await page.keyboard.press('Escape');
    // Clicks: each adds a step next to the path's end (and the next takes it back: the same cell twice).
    await take('pointerup');
    const clicks = [];
    await page.evaluate(() => {
      document.getElementById('show-best').checked = false;
      document.getElementById('show-best').dispatchEvent(new Event('change'));
    });
    for (let i = 0; i < Math.min(N, 60); i++) {
      const target = [hero[0] + 1, hero[1]];
      const [x, y] = await at(target);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.up();
      if (i % 20 === 19) clicks.push(...(await take('pointerup')));
    }
    clicks.push(...(await take('pointerup')));
    report.push([`${size}×${size} hover → best path painted`, hover]);
    report.push([`${size}×${size} drag, one cell added`, drag]);
    report.push([`${size}×${size} click (a step)`, clicks]);
    if (size === 200) {
      const apply = [];
      for (let i = 0; i < (quick ? 5 : 15); i++) {
        await page.fill('#grid-width', String(i % 2 ? 200 : 199));
        await page.click('#grid-apply');
        await page.waitForTimeout(50);
        apply.push(...(await take('click')));
      }
      report.push(['200×200 Apply grid', apply]);
    }
    await context.close();
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
for (const [name, xs] of report) {
  console.log(
    line(
      name + ' (handlers)',
      xs.map((s) => s.handlers),
    ),
  );
  console.log(
    line(
      name + ' (work)',
      xs.map((s) => s.work),
    ),
  );
  console.log(
    line(
      name + ' (frame)',
      xs.map((s) => s.frame),
    ),
  );
}
for (const [what, n] of calls) console.log(`${what}: engine calls per pointer move ${n}`);
console.log(`load at end: ${execSync('uptime').toString().trim()}`);
