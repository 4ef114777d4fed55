// The search through the WebAssembly build (build/wasm), on the benchmark maps, as a page would ask
// it: a loaded scene and one JSON query per mouse move. Prints µs per query; compare with the
// native Query/* cases of footwork_bench (same requests through handleRequestText).
//
//   node tests/bench/js/wasm_bench.mjs [build/wasm/bindings]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { time } from './cputime.mjs';
import { generateMap, connectedCorners, BLOCKED, DIFFICULT } from './mapgen.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const dir = path.resolve(process.argv[2] ?? path.join(root, 'build/wasm/bindings'));
const { default: factory } = await import(pathToFileURL(path.join(dir, 'footwork.mjs')).href);
const module = await factory({ wasmBinary: readFileSync(path.join(dir, 'footwork.wasm')) });
const utf8 = new TextDecoder();
const sides = (process.env.SIDES ?? '30,100,500,1000').split(',').map(Number);

const rows = [];
for (const side of sides) {
  const map = generateMap(side, 1, 2);
  const rowsText = [];
  for (let y = 0; y < side; ++y) {
    let r = '';
    for (let x = 0; x < side; ++x) {
      const v = map[y * side + x];
      r += v === BLOCKED ? '#' : v === DIFFICULT ? '~' : '.';
    }
    rowsText.push(r);
  }
  const c = Math.floor(side / 2) - 1;
  const scene = {
    ruleset: 'sw5e',
    grid: { width: side, height: side, rows: rowsText },
    creatures: [{ id: 'hero', position: [c, c], speeds: { walk: 30 }, side: 'party' }],
  };
  const handle = new module.Scene();
  const status = handle._load(JSON.stringify(scene));
  if (!status.ok) throw new Error(JSON.stringify(status));
  // _query hands back a view of the answer's bytes, valid until the next call: decoded at once, as
  // web/lib does.
  const ask = (text) => utf8.decode(handle._query(text));
  const reach = time(() => ask('{"query":"reachable","creature":"hero"}'));
  const { from, to } = connectedCorners(map, side, 1, c, c); // as search_bench.cpp's Query (mapgen.h)
  const pathReq = JSON.stringify({ query: 'path', creature: 'hero', from, target: to, maxNodes: 64000000 });
  const best = time(() => ask(pathReq), 1000);
  const r = JSON.parse(reach.out).result, p = JSON.parse(best.out).result;
  rows.push({ side, 'reachable µs': reach.us.toFixed(1), cells: r.count, 'path µs': best.us.toFixed(0), status: p.status, squares: p.cost.squares });
  handle.delete();
}
console.log(`node ${process.version}, ${dir}`);
console.table(rows);
