// Size and speed of the browser builds (docs/performance.md, "WebAssembly and JavaScript"):
//   node web/bench/wasm-bench.mjs [--quick]
// - footwork.wasm size, raw and gzipped;
// - start-up to first answer in a fresh Node process (import the library, load(), one query);
// - one move query through the JS API (scene.move) on a 100×100 map;
// - the search queries ("reachable", "path") on the benchmark maps of tests/bench (same generator,
//   same seed), through the protocol in WebAssembly, in plain JS and in the native CLI; the ratio is
//   WebAssembly time / native time for the same request text, JSON in and out included on both sides;
// - where to stand (issue 27): the places query beside reachable alone on one scene (section 5;
//   `--places` runs that section only);
// - a far hover on the paint bench's map (issue 40, section 6; `--hover` runs that section only).
// `--vs DIR` also measures the package in DIR (say main's build/wasm/package) in the same run:
// start-up and the move query of the two alternately (and with --hover the hovers), so both see the
// machine's load alike.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { generateMap, connectedCorners, BLOCKED, DIFFICULT } from '../../tests/bench/js/mapgen.mjs';
import { nativeCli, packageDir, repo } from '../test/harness.mjs';
import { benchScene as paintBenchScene } from './bench-scene.mjs';

const quick = process.argv.includes('--quick');
const vsAt = process.argv.indexOf('--vs');
const vsDir = vsAt > 0 && process.argv[vsAt + 1] ? resolve(process.argv[vsAt + 1]) : null;
const { load } = await import(pathToFileURL(resolve(packageDir, 'index.js')).href);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x, d = 1) => x.toFixed(d);

// 5. Where to stand (issue 27): the 100×100 benchmark map under 5e-fine on 5-ft cells (every part has
// its rule there), a 30-ft walker with the Dash in the middle and 11 creatures round it at the offsets
// of tests/bench/places_bench.cpp (keep the two in step); on a loaded scene, as a host asks on pick-up.
const placesFoes = [
  [3, 0],
  [-4, 2],
  [2, -5],
  [-6, -3],
  [7, 4],
  [0, 6],
];
const placesAllies = [
  [4, 1],
  [-2, -2],
  [5, -3],
  [-5, 5],
  [-3, 7],
];
function placesScene() {
  const side = 100;
  const m = generateMap(side, 1, 2);
  const c = side / 2 - 1;
  const creatures = [{ id: 'hero', position: [c, c], speeds: { walk: 30 }, side: 'party' }];
  placesFoes.forEach(([dx, dy], i) =>
    creatures.push({ id: `foe${i}`, position: [c + dx, c + dy], speeds: { walk: 30 }, side: 'foes' }),
  );
  placesAllies.forEach(([dx, dy], i) =>
    creatures.push({ id: `ally${i}`, position: [c + dx, c + dy], speeds: { walk: 30 }, side: 'party' }),
  );
  const taken = new Set(creatures.map((k) => k.position.join(',')));
  const rows = [];
  for (let y = 0; y < side; ++y) {
    let row = '';
    for (let x = 0; x < side; ++x) {
      const v = m[y * side + x];
      row += v === BLOCKED && !taken.has(`${x},${y}`) ? '#' : v === DIFFICULT ? '~' : '.';
    }
    rows.push(row);
  }
  return { ruleset: '5e-fine', grid: { width: side, height: side, cellFeet: 5, rows }, creatures };
}
function placesBench(fw, engine) {
  const scene = fw.loadScene(placesScene());
  const requests = {
    'reachable alone': { query: 'reachable', creature: 'hero', band: 'dash' },
    'places: band, cost, provokers, threats': { query: 'places', creature: 'hero', band: 'dash' },
    'places with a target: + flanking, cover both ways, sight, range': {
      query: 'places',
      creature: 'hero',
      band: 'dash',
      target: 'foe0',
    },
  };
  const out = [];
  for (const [name, req] of Object.entries(requests)) {
    const text = JSON.stringify(req);
    const answer = JSON.parse(scene.queryText(text));
    if (answer.error) throw new Error(`${name}: ${JSON.stringify(answer.error)}`);
    const ms = timeIt(() => scene.queryText(text), quick ? 300 : 1500, 3);
    // CPU time too (process.cpuUsage): on a loaded machine the wall clock counts other processes' turns.
    const n = Math.max(3, Math.ceil((quick ? 300 : 1500) / ms));
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; ++i) scene.queryText(text);
    const c = process.cpuUsage(c0);
    out.push({ engine, name, ms, cpuMs: (c.user + c.system) / 1000 / n, places: answer.result.count });
  }
  scene.delete();
  return out;
}
if (process.argv.includes('--places')) {
  const rows = [...placesBench(await load(), 'wasm'), ...placesBench(await load({ engine: 'js' }), 'js')];
  console.log(JSON.stringify(rows, null, 1));
  console.log(
    rows
      .map(
        (r) => `| ${r.name} (${r.engine}) | ${r.places} places | ${fmt(r.ms, 2)} ms wall, ${fmt(r.cpuMs, 2)} ms CPU |`,
      )
      .join('\n'),
  );
  process.exit(0);
}

// 6. A far hover (issue 40, `--hover`): the calculator's request per pointer move with the whole
// map in sight, the path query with `move: true` and `firstIllegalOnly` from the hero to a cell anywhere on the bench map of
// the paint bench (bench-scene.mjs: 100×100 and 200×200, squares and pointy hexes), on a loaded
// scene: 96 fixed-seed cells the mover may end on, the sweep timed with the scene's kept search space
// and landmark tables (`kept`); and the first hover after the terrain changes (a cell painted away
// from the mover and back: the kept space and tables dropped), to a far cell (`first`, the median of
// 15). With --vs DIR the two packages take turns round by round.
function hoverBench(engines, side, hex) {
  const spec = paintBenchScene(side, hex);
  const taken = new Set(spec.creatures.map((k) => k.position.join(',')));
  let seed = 4040;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const targets = [];
  while (targets.length < 96) {
    const x = Math.floor(rand() * side);
    const y = Math.floor(rand() * side);
    if ('.~'.includes(spec.grid.rows[y][x]) && !taken.has(`${x},${y}`)) targets.push([x, y]);
  }
  // As the calculator asks (move-state.js answerHover): `firstIllegalOnly`, unless the package is
  // older than that option (an unknown field to it), which is then asked without it and said so.
  const ask = (target, first) =>
    JSON.stringify({
      query: 'path',
      creature: 'hero',
      target,
      move: true,
      ...(first ? { firstIllegalOnly: true } : {}),
    });
  const scenes = engines.map((e) => e.loadScene(spec));
  const first = scenes.map((sc, i) => {
    const a = JSON.parse(sc.queryText(ask(targets[0], true)));
    if (!a.error) return true;
    if (a.error.path === '$.firstIllegalOnly') {
      console.error(`hover: engine ${i} has no firstIllegalOnly: asked without it`);
      return false;
    }
    throw new Error(`hover ${side} engine ${i}: ${JSON.stringify(a.error)}`);
  });
  const texts = first.map((f) => targets.map((t) => ask(t, f)));
  const fars = first.map((f) => ask(targets.at(-1), f));
  const kept = scenes.map(() => []);
  const firstAfter = scenes.map(() => []);
  const paint = [side - 1, 0];
  const was = spec.grid.rows[0][side - 1];
  for (let round = 0; round < (quick ? 5 : 15); ++round)
    for (const [i, sc] of scenes.entries()) {
      sc.setTerrain(paint, round % 2 ? was : '~');
      let t0 = performance.now();
      sc.queryText(fars[i]);
      firstAfter[i].push(performance.now() - t0);
      for (const t of texts[i]) sc.queryText(t); // every table the sweep needs, built
      t0 = performance.now();
      for (const t of texts[i]) sc.queryText(t);
      kept[i].push((performance.now() - t0) / texts[i].length);
    }
  for (const sc of scenes) sc.delete();
  return { side, hex: hex ?? 'square', kept: kept.map(median), first: firstAfter.map(median) };
}
if (process.argv.includes('--hover')) {
  const engines = [await load()];
  if (vsDir) engines.push(await (await import(pathToFileURL(resolve(vsDir, 'index.js')).href)).load());
  const rows = [];
  for (const side of [100, 200]) for (const hex of [null, 'pointy']) rows.push(hoverBench(engines, side, hex));
  console.log(JSON.stringify(rows));
  const both = (xs) => xs.map((x) => fmt(x, 3)).join(' / ');
  console.log(`| map | hover kept, ms (this${vsDir ? ' / --vs' : ''}) | first hover after a change, ms |`);
  console.log('|---|---|---|');
  for (const r of rows) console.log(`| ${r.side}×${r.side} ${r.hex} | ${both(r.kept)} | ${both(r.first)} |`);
  process.exit(0);
}

// 1. Sizes.
const wasm = readFileSync(resolve(packageDir, 'footwork.wasm'));
const sizes = {
  wasm: wasm.length,
  wasmGzip: gzipSync(wasm, { level: 9 }).length,
  mjs: readFileSync(resolve(packageDir, 'footwork.mjs')).length,
  single: readFileSync(resolve(packageDir, 'footwork.single.js')).length,
  asm: readFileSync(resolve(packageDir, 'footwork.asm.mjs')).length,
  asmGzip: gzipSync(readFileSync(resolve(packageDir, 'footwork.asm.mjs')), { level: 9 }).length,
};

// 2. Start-up: a fresh process each time; the clock starts before the library is imported.
const startupScript = (dir) => `
const t0 = performance.now();
const { load } = await import(${JSON.stringify(pathToFileURL(resolve(dir, 'index.js')).href)});
const fw = await load({ engine: process.argv[1] });
const t1 = performance.now();
fw.queryText('{"query":"move","scene":{"ruleset":"sw5e","grid":{"width":10,"height":6},"creatures":[{"id":"hero","position":[0,0],"speeds":{"walk":30}}]},"creature":"hero","path":[[1,1],[2,1]]}');
const t2 = performance.now();
console.log(JSON.stringify({ load: t1 - t0, first: t2 - t0 }));`;
function startup(engine, runs, dir = packageDir) {
  const out = [];
  for (let i = 0; i < runs; ++i) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', startupScript(dir), engine]);
    if (r.status !== 0) throw new Error(r.stderr.toString());
    out.push(JSON.parse(r.stdout.toString()));
  }
  return {
    load: median(out.map((o) => o.load)),
    first: median(out.map((o) => o.first)),
    best: Math.min(...out.map((o) => o.first)),
  };
}
const startWasm = startup('wasm', quick ? 3 : 11);
const startJs = startup('js', quick ? 1 : 3);

// Benchmark scenes: sw5e, 5-ft cells, blocked → solid, difficult → "~".
function benchScene(side) {
  const m = generateMap(side, 1, 2);
  const rows = [];
  for (let y = 0; y < side; ++y) {
    let row = '';
    for (let x = 0; x < side; ++x) {
      const v = m[y * side + x];
      row += v === BLOCKED ? '#' : v === DIFFICULT ? '~' : '.';
    }
    rows.push(row);
  }
  const centre = side / 2 - 1;
  return {
    ruleset: 'sw5e',
    grid: { width: side, height: side, rows },
    creatures: [{ id: 'hero', position: [centre, centre], speeds: { walk: 30 }, side: 'party' }],
  };
}
// The corners its path runs between, as search_bench.cpp's (mapgen.mjs connectedCorners: the cells
// round [0, 0] wall it in at 100×100, and a path from there searched a pocket of twelve cells).
const benchCorners = (side) => connectedCorners(generateMap(side, 1, 2), side, 1, side / 2 - 1, side / 2 - 1);

// Times fn() (ms per call): repeat until `budgetMs` is spent, at least `min` times; best of 3 rounds.
function timeIt(fn, budgetMs, min = 5) {
  let best = Infinity;
  for (let round = 0; round < 3; ++round) {
    let n = 0;
    const t0 = performance.now();
    let t = t0;
    while (n < min || t - t0 < budgetMs) {
      fn();
      ++n;
      t = performance.now();
    }
    best = Math.min(best, (t - t0) / n);
  }
  return best;
}

const fw = await load();
const fwjs = await load({ engine: 'js' });

// 3. One move query through the JS API on a 100×100 map (scene loaded once, as a host does).
const scene100 = benchScene(100);
const movePath = [
  [49, 49],
  [50, 50],
  [51, 50],
  [52, 50],
  [53, 51],
  [54, 52],
];
const moveOptions = { band: 'dash' };
// The scene of the move query loaded into `engine`: the hero at [48, 48], the path's cells open.
function moveScene(engine) {
  const loaded = engine.loadScene(scene100);
  for (const [x, y] of [[48, 48], ...movePath]) loaded.setTerrain([x, y], '.');
  loaded.moveCreature('hero', [48, 48]);
  const result = loaded.move('hero', movePath, moveOptions);
  if (!result.legal) throw new Error('benchmark move is not legal: ' + JSON.stringify(result.steps.at(-1)));
  return loaded;
}
const scene = moveScene(fw);
const moveUs = timeIt(() => scene.move('hero', movePath, moveOptions), quick ? 200 : 1000) * 1000;
const updateUs = timeIt(() => scene.moveCreature('hero', [48, 48]), quick ? 100 : 500) * 1000;

// --vs: the two packages' start-up and move query, alternately.
let vs = null;
if (vsDir) {
  const other = await (await import(pathToFileURL(resolve(vsDir, 'index.js')).href)).load();
  const otherScene = moveScene(other);
  scene.moveCreature('hero', [48, 48]);
  const us = [Infinity, Infinity];
  const starts = [[], []];
  for (let round = 0; round < (quick ? 3 : 7); ++round) {
    us[0] = Math.min(us[0], timeIt(() => scene.move('hero', movePath, moveOptions), 200) * 1000);
    us[1] = Math.min(us[1], timeIt(() => otherScene.move('hero', movePath, moveOptions), 200) * 1000);
    starts[0].push(startup('wasm', 1).first);
    starts[1].push(startup('wasm', 1, vsDir).first);
  }
  otherScene.delete();
  vs = { dir: vsDir, moveUs: us, startMedian: starts.map(median), startBest: starts.map((xs) => Math.min(...xs)) };
}
scene.delete();

// 4. Search queries: WebAssembly, plain JS and native on the same request text.
function nativeMs(text, reps) {
  // One CLI process answering `reps` copies; minus a one-request run for process start-up and map parsing.
  const run = (n) => {
    const input = (text + '\n').repeat(n);
    let best = Infinity;
    for (let i = 0; i < 3; ++i) {
      const t0 = performance.now();
      const r = spawnSync(nativeCli(), ['--lines'], { input, maxBuffer: 1 << 30 });
      const t = performance.now() - t0;
      if (r.status !== 0) throw new Error('native CLI failed: ' + r.stdout.toString().slice(0, 300));
      best = Math.min(best, t);
    }
    return best;
  };
  return (run(reps + 1) - run(1)) / reps;
}

const searches = [];
for (const side of quick ? [100] : [100, 500]) {
  const s = benchScene(side);
  const corners = benchCorners(side);
  const requests = {
    [`reachable ${side}×${side} (dash, from the centre)`]: {
      query: 'reachable',
      scene: s,
      creature: 'hero',
      band: 'dash',
    },
    [`path ${side}×${side} (corner to corner)`]: {
      query: 'path',
      scene: s,
      creature: 'hero',
      from: corners.from,
      target: corners.to,
    },
  };
  for (const [name, req] of Object.entries(requests)) {
    const text = JSON.stringify(req);
    const answer = fw.queryText(text);
    if (answer.includes('"error"')) throw new Error(`${name}: ${answer.slice(0, 300)}`);
    const wasmMs = timeIt(() => fw.queryText(text), quick ? 300 : 1500, 3);
    const reps = Math.max(3, Math.min(200, Math.round((quick ? 300 : 1500) / wasmMs)));
    const native = nativeMs(text, reps);
    const jsMs = timeIt(() => fwjs.queryText(text), quick ? 300 : 1000, 2);
    searches.push({
      name,
      wasmMs,
      native,
      ratio: wasmMs / native,
      jsMs,
      bytesIn: text.length,
      bytesOut: answer.length,
    });
  }
}

const places = placesBench(fw, 'wasm');
const report = { sizes, startWasm, startJs, moveUs, updateUs, searches, places, vs, node: process.version };
console.log(JSON.stringify(report, null, 1));
console.log(`
| measure | value | target |
|---|---|---|
| footwork.wasm | ${fmt(sizes.wasm / 1024)} KiB, ${fmt(sizes.wasmGzip / 1024)} KiB gzipped | < 300 KB, < 120 KB gzipped |
| footwork.mjs (loader) | ${fmt(sizes.mjs / 1024)} KiB | |
| footwork.single.js | ${fmt(sizes.single / 1024)} KiB | |
| footwork.asm.mjs (plain JS) | ${fmt(sizes.asm / 1024)} KiB, ${fmt(sizes.asmGzip / 1024)} KiB gzipped | |
| start-up to first answer, WebAssembly (fresh Node, median; best) | ${fmt(startWasm.first)} ms; ${fmt(startWasm.best)} ms (load() alone ${fmt(startWasm.load)} ms) | < 30 ms |
| start-up to first answer, plain JS | ${fmt(startJs.first)} ms | |
| one move query through the JS API, 100×100 map, 6 steps | ${fmt(moveUs)} µs | < 50 µs |
| moveCreature (a token dragged) | ${fmt(updateUs, 2)} µs | |
${searches.map((s) => `| ${s.name}: WebAssembly / native | ${fmt(s.wasmMs, 2)} ms / ${fmt(s.native, 2)} ms = **${fmt(s.ratio, 2)}** (plain JS ${fmt(s.jsMs, 1)} ms) | < 1.3 |`).join('\n')}
${places.map((p, i) => `| where to stand, ${p.name} (${p.places} places), WebAssembly | ${fmt(p.ms, 2)} ms (CPU ${fmt(p.cpuMs, 2)} ms) | ${['', '< 3 ms', '< 10 ms'][i]} |`).join('\n')}
${
  vs
    ? `| --vs ${vs.dir}: one move query, this / that (alternating) | ${fmt(vs.moveUs[0])} µs / ${fmt(vs.moveUs[1])} µs = ${fmt(vs.moveUs[0] / vs.moveUs[1], 2)} | |
| --vs: start-up to first answer, WebAssembly, this / that (median; best) | ${fmt(vs.startMedian[0])} / ${fmt(vs.startMedian[1])} ms; ${fmt(vs.startBest[0])} / ${fmt(vs.startBest[1])} ms | |`
    : ''
}
`);
