// The searches past any time a host can wait (issue 41) in WebAssembly, each within its budget
// (`maxNodes`, default 1,000,000; docs/limits.md "Budgets"), beside the native CLI on the same text:
//   node web/bench/limits-bench.mjs [--quick]
// The requests are tests/common/worst_requests.h's (farPlaces, crowdedReachable; keep the two in
// step), timed one-shot as a host sends them (scene in the request, JSON in and out). CPU time is
// reported beside the wall clock: on a loaded machine the wall clock counts other processes' turns.
import { spawnSync } from 'node:child_process';

import { library, nativeCli } from '../test/harness.mjs';

const quick = process.argv.includes('--quick');
const { load } = await library();

// worst::farPlaces: a walker at 100,000 ft in the middle of an open side×side map of 5-ft squares,
// an orc beside it.
function farPlaces(side) {
  const c = Math.floor(side / 2);
  return {
    query: 'places',
    scene: {
      ruleset: '5e-fine',
      grid: { width: side, height: side, cellFeet: 5 },
      creatures: [
        { id: 'hero', position: [c, c], speeds: { walk: 100000 }, side: 'party' },
        { id: 'orc', position: [c + 3, c], speeds: { walk: 30 }, side: 'monsters' },
      ],
    },
    creature: 'hero',
  };
}

// worst::crowdedReachable: the same walker in a corner among `count` creatures, half of them enemies.
function crowdedReachable(side, count) {
  const creatures = [{ id: 'hero', position: [0, 0], speeds: { walk: 100000 }, side: 'party' }];
  const taken = new Set();
  for (let i = 0, placed = 0; placed < count && i < side * side; ++i) {
    const x = (i * 37) % side,
      y = 1 + ((i * 53) % (side - 1));
    if (taken.has(`${x},${y}`)) continue;
    taken.add(`${x},${y}`);
    creatures.push({ id: `c${i}`, position: [x, y], speeds: { walk: 30 }, side: i % 2 ? 'party' : 'monsters' });
    ++placed;
  }
  return {
    query: 'reachable',
    scene: { ruleset: '5e-fine', grid: { width: side, height: side, cellFeet: 5 }, creatures },
    creature: 'hero',
  };
}

const requests = {
  'places, 100,000 ft, 200×200': farPlaces(200),
  'places, 100,000 ft, 400×400': farPlaces(400),
  'reachable, 1,000 creatures, 200×200': crowdedReachable(200, 1000),
  'places, 2,000 creatures, 200×200': { ...crowdedReachable(200, 1999), query: 'places' },
  ...(quick
    ? {}
    : {
        'reachable, 100,000 ft, 2000×2000': { ...farPlaces(2000), query: 'reachable' },
        'places, 100,000 ft, 2000×2000': farPlaces(2000),
        'places, 100,000 ft, 1400×1400 (landmarks)': farPlaces(1400),
      }),
};

const fw = await load();
const cli = nativeCli();
const rows = [];
for (const [name, request] of Object.entries(requests)) {
  const text = JSON.stringify(request);
  const runs = quick ? 1 : 3;
  let wall = Infinity,
    cpu = Infinity,
    answer;
  for (let i = 0; i < runs; ++i) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    answer = JSON.parse(fw.queryText(text));
    wall = Math.min(wall, performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu = Math.min(cpu, (c.user + c.system) / 1000);
  }
  if (answer.error) throw new Error(`${name}: ${JSON.stringify(answer.error)}`);
  const native = spawnSync('bash', ['-c', `TIMEFORMAT=%U; time ${cli} >/dev/null`], { input: text, encoding: 'utf8' });
  const nativeCpu = Number.parseFloat(native.stderr.trim().split('\n').pop()) * 1000;
  const { status, nodes, count } = answer.result;
  rows.push({
    name,
    status,
    nodes,
    places: count,
    wasmMs: Math.round(wall),
    wasmCpuMs: Math.round(cpu),
    nativeCpuMs: Math.round(nativeCpu),
  });
}
console.log('| request | status | nodes | places | WebAssembly wall | WebAssembly CPU | native CPU |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.status} | ${r.nodes.toLocaleString('en')} | ${r.places.toLocaleString('en')} | ${r.wasmMs} ms | ${r.wasmCpuMs} ms | ${r.nativeCpuMs} ms |`,
  );
