// The Roll20 extension's work per pointer move while a token is dragged (docs/performance.md, "Roll20
// extension: live view"), in headless Chromium with the built extension on the test replica:
//   node web/bench/extension-bench.mjs [--quick]
// A 100 × 100 page of 5-ft squares (sw5e) with a dozen tokens, difficult terrain and a few walls;
// one token is dragged with real pointer events (page.mouse) along a zig-zag. The extension times
// its own pointermove handler (map transform, the shim's dragTo when the square changes, the overlay
// and the label) with performance.now() and hands the samples over on a `footwork:bench` event.
// The move that picks the token up (the reachable query and the area's drawing) is reported apart,
// five pick-ups per page, in order.
// Two cases per engine: small pointer steps (most moves stay in their square: the label only
// follows) and steps of a square or more (every move a new square: a move query and a redraw each).
import { execSync } from 'node:child_process';
import {
  assembleExtension,
  launchWithExtension,
  openEditor,
  at,
  token,
  squareScenario,
} from '../test/extension/helpers.mjs';

const quick = process.argv.includes('--quick');
const MOVES = quick ? 150 : 600;

function scenario(engine) {
  const graphics = [token('-Hero', 'Hero', [8, 6], { controlledby: 'player-1' })];
  const spots = [
    [3, 3],
    [12, 4],
    [5, 9],
    [14, 10],
    [9, 2],
    [2, 7],
    [11, 8],
    [16, 5],
    [6, 12],
    [13, 1],
    [4, 5],
  ];
  spots.forEach(([x, y], i) => graphics.push(token(`-M${i}`, `Monster ${i + 1}`, [x, y])));
  for (let i = 0; i < 6; i++)
    graphics.push(token(`-D${i}`, 'difficult', [4 + 2 * i, 6 + (i % 2)], { layer: 'map', width: 140, height: 70 }));
  const paths = [
    { id: '-W1', layer: 'walls', _path: '[["M",0,0],["L",0,420]]', left: 700, top: 210, width: 0, height: 420 },
    { id: '-W2', layer: 'walls', _path: '[["M",0,0],["L",560,0]]', left: 420, top: 770, width: 560, height: 0 },
  ];
  return squareScenario({ id: 'bench', width: 100, height: 100, graphics, paths, engine });
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function run(context, engine, stepPx) {
  const page = await openEditor(context, scenario(engine));
  await page.waitForFunction(
    () =>
      document.querySelector('footwork-panel')?.shadowRoot?.querySelector('[data-fw=live]')?.dataset.live === 'true',
    null,
    { timeout: 20000 },
  );
  const client = (c) => page.evaluate(([x, y]) => window.__replica.map.toClient(x, y), at(...c));
  const take = () =>
    page.evaluate(
      () =>
        new Promise((res) => {
          document.addEventListener('footwork:bench-result', (e) => res(JSON.parse(e.detail)), { once: true });
          document.dispatchEvent(new CustomEvent('footwork:bench'));
        }),
    );
  // The replica's Jumpgate camera starts over the middle of the page: bring the hero's corner into view.
  if (engine === 'jumpgate') await page.evaluate(() => window.__replica.map.pan(700 - 3500, 560 - 3500));
  await page.waitForTimeout(100);
  await take(); // drop what came before
  const [x0, y0] = await client([8, 6]);
  // Four short pick-ups first (pressed, moved 8 px and back, released in the same square: nothing is
  // recorded): the first reachable query of a freshly loaded engine is slower than the later ones.
  for (let k = 0; k < 4; k++) {
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.mouse.move(x0 + 8, y0);
    await page.mouse.move(x0, y0);
    await page.mouse.up();
  }
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  let x = x0;
  let y = y0;
  let dir = 1;
  for (let i = 0; i < MOVES; i++) {
    // East and west across 9 squares, drifting south and back: diagonals, terrain, a wall, monsters.
    x += dir * stepPx;
    if (Math.abs(x - x0) > 9 * 70) dir = -dir;
    y = y0 + 70 * 3 * Math.sin(i / 40);
    await page.mouse.move(x, y);
  }
  await page.mouse.up();
  const samples = await take();
  await page.close();
  return samples;
}

const ext = await assembleExtension();
const context = await launchWithExtension(ext);
const load = () => execSync('uptime').toString().trim();
console.log(`machine: ${load()}`);
const rows = [];
try {
  for (const engine of ['legacy', 'jumpgate']) {
    for (const [label, step] of [
      ['small steps (6 px)', 6],
      ['a square per move (75 px)', 75],
    ]) {
      const { moves: s, pickups } = await run(context, engine, step);
      if (s.length === 0) throw new Error(`${engine}: no pointer move was timed (the drag did not start on the token)`);
      rows.push({ engine, label, n: s.length, p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99), max: Math.max(...s) });
      const r = rows[rows.length - 1];
      console.log(
        `${engine.padEnd(8)} ${label.padEnd(26)} n=${r.n}  p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  max ${r.max.toFixed(2)} ms;` +
          `  pick-up (reachable area) ${pickups.map((x) => x.toFixed(1)).join(', ')} ms`,
      );
    }
  }
} finally {
  await context.close();
  ext.remove();
}
console.log(`machine after: ${load()}`);
