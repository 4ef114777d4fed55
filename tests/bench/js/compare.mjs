// Compares the search with PathFinding.js and easystarjs on the same generated maps (issue 4).
//
//   node tests/bench/js/compare.mjs [path/to/footwork_bench] [path/to/footwork_bench_maps]
//
// Runs, in one go: the native Google Benchmark cases for the best path (Path/walker_5ft) and the bare
// C++ Dijkstra bar (PlainDijkstraPath), then PathFinding.js A* (with and without its per-query grid
// clone) and easystarjs (synchronous, all iterations at once) on the same maps, corner to corner
// (the corners the centre reaches: mapgen.mjs connectedCorners).
// The maps come from mapgen.mjs, checked against the C++ generator's hashes. PathFinding.js has no
// terrain costs, so it sees difficult squares as open; easystarjs gets them at cost 2. Each library's
// path is then priced under the sw5e rules (5/10 diagonals, difficult ×2) against the optimum.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { time } from './cputime.mjs';
import { generateMap, mapHash, connectedCorners, BLOCKED, DIFFICULT } from './mapgen.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const bench = process.argv[2] ?? path.join(root, 'build/native/tests/bench/footwork_bench');
const mapsTool = process.argv[3] ?? path.join(path.dirname(bench), 'footwork_bench_maps');
// The packages: web/node_modules (web/package.json), else tests/bench/js/node_modules.
const require = createRequire(path.join(root, 'web/package.json'));
const PF = require('pathfinding');
const EasyStar = require('easystarjs');

const sides = (process.env.SIDES ?? '30,100,500,1000').split(',').map(Number);

// Same maps, and the same corners to run between, as the C++ benchmark?
const cMaps = new Map(
  execFileSync(mapsTool, { encoding: 'utf8' }).trim().split('\n').map((l) => {
    const [kind, side, ...rest] = l.split(' ');
    return [`${kind} ${side}`, rest.join(' ')];
  }),
);
/** @type {Map<number, {from: number[], to: number[]}>} */
const cornersOf = new Map();
for (const side of sides) {
  const map = generateMap(side, 1, 2);
  const c = Math.floor(side / 2) - 1; // the hero's cell in search_bench.cpp's setup
  const corners = connectedCorners(map, side, 1, c, c);
  const mine = `${mapHash(map)} ${corners.from.join(' ')} ${corners.to.join(' ')}`;
  if (cMaps.get(`walker ${side}`) !== mine) throw new Error(`map ${side}: JS ${mine} differs from C++ ${cMaps.get(`walker ${side}`)}`);
  cornersOf.set(side, corners);
}

// Native numbers (CPU time per query, µs) and the optimal cost in squares.
const filter = `^(Path/walker_5ft|PlainDijkstraPath)/(${sides.join('|')})$`;
const nativeJson = JSON.parse(
  execFileSync(bench, [`--benchmark_filter=${filter}`, '--benchmark_format=json'], { encoding: 'utf8', maxBuffer: 1 << 26 }),
);
const native = new Map();
for (const b of nativeJson.benchmarks) native.set(b.name, { us: b.cpu_time, squares: b.squares, nodes: b.nodes });

// sw5e price of a path of cells [[x,y],…] (5/10 alternating diagonals, difficult ×2), in squares.
function price(map, side, cells) {
  let diagonals = 0, squares = 0;
  for (let i = 1; i < cells.length; ++i) {
    const [ax, ay] = cells[i - 1], [bx, by] = cells[i];
    const diag = ax !== bx && ay !== by;
    let base = 1;
    if (diag) base = diagonals++ % 2 === 1 ? 2 : 1;
    squares += map[by * side + bx] === DIFFICULT ? 2 * base : base;
  }
  return squares;
}

const rows = [];
for (const side of sides) {
  const map = generateMap(side, 1, 2);
  const matrix = [], tiles = [];
  for (let y = 0; y < side; ++y) {
    const row = [], trow = [];
    for (let x = 0; x < side; ++x) {
      const v = map[y * side + x];
      row.push(v === BLOCKED ? 1 : 0);
      trow.push(v);
    }
    matrix.push(row);
    tiles.push(trow);
  }
  const finder = new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles });
  const grid = new PF.Grid(side, side, matrix);
  const { from: [x0, y0], to: [x1, y1] } = cornersOf.get(side);
  const pfClone = time(() => finder.findPath(x0, y0, x1, y1, grid.clone()));
  const pfOnly = time(() => {
    // Without the clone: reset the node flags it dirtied (what a caller keeping one grid must do).
    for (const row of grid.nodes) for (const n of row) { n.opened = n.closed = false; n.parent = null; }
    return finder.findPath(x0, y0, x1, y1, grid);
  });
  const es = new EasyStar.js();
  es.setGrid(tiles);
  es.setAcceptableTiles([0, DIFFICULT]);
  es.setTileCost(DIFFICULT, 2);
  es.enableDiagonals();
  es.disableCornerCutting();
  es.enableSync();
  es.setIterationsPerCalculation(Number.MAX_SAFE_INTEGER);
  const easy = time(() => {
    let found = null;
    es.findPath(x0, y0, x1, y1, (p) => { found = p; });
    es.calculate();
    return found;
  });
  const ours = native.get(`Path/walker_5ft/${side}`);
  const bar = native.get(`PlainDijkstraPath/${side}`);
  const pfPath = pfClone.result.map(([x, y]) => [x, y]);
  const esPath = (easy.result ?? []).map((p) => [p.x, p.y]);
  rows.push({
    side,
    'footwork µs': ours.us.toFixed(0),
    'C++ bar µs': bar.us.toFixed(0),
    'PF A* µs': pfOnly.us.toFixed(0),
    'PF A*+clone µs': pfClone.us.toFixed(0),
    'easystar µs': easy.us.toFixed(0),
    'PF/bar': (pfOnly.us / bar.us).toFixed(1),
    'PF+clone/bar': (pfClone.us / bar.us).toFixed(1),
    'PF/footwork': (pfOnly.us / ours.us).toFixed(2),
    'easystar/footwork': (easy.us / ours.us).toFixed(2),
    'optimal sq': ours.squares,
    'PF path sq': pfPath.length ? price(map, side, pfPath) : '-',
    'easystar sq': esPath.length ? price(map, side, esPath) : '-',
    'easystar +%': esPath.length ? ((100 * (price(map, side, esPath) - ours.squares)) / ours.squares).toFixed(1) : '-',
  });
}
console.log(`node ${process.version}; maps match the C++ generator (FNV-1a hashes)`);
console.table(rows);
