// Every golden vector of tests/vectors/ through the WebAssembly, plain-JS and single-file builds:
// each response must be byte-identical to the native CLI's, and must contain the vector's "expect"
// (the same subset rule as tests/unit/vectors_test.cpp). New vector files are picked up by the walk.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

import { allBuilds, nativeCli, repo } from './harness.mjs';

const vectorsDir = join(repo, 'tests', 'vectors');

function walk(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else if (e.isFile() && e.name.endsWith('.json')) out.push(p);
  }
  return out.sort();
}

// Empty when `got` contains `want`; else the JSON path of the first difference.
function firstDifference(want, got, path) {
  if (Array.isArray(want)) {
    if (!Array.isArray(got) || got.length !== want.length) return `${path} (expected an array of ${want.length})`;
    for (let i = 0; i < want.length; ++i) {
      const m = firstDifference(want[i], got[i], `${path}[${i}]`);
      if (m) return m;
    }
    return '';
  }
  if (want !== null && typeof want === 'object') {
    if (got === null || typeof got !== 'object' || Array.isArray(got)) return `${path} (expected an object)`;
    for (const k of Object.keys(want)) {
      if (!(k in got)) return `${path}.${k} (missing)`;
      const m = firstDifference(want[k], got[k], `${path}.${k}`);
      if (m) return m;
    }
    return '';
  }
  return want === got ? '' : path;
}

const files = walk(vectorsDir);
const vectors = files.map((f) => {
  const v = JSON.parse(readFileSync(f, 'utf8'));
  return { name: relative(vectorsDir, f), request: JSON.stringify(v.request), expect: v.expect };
});

// One CLI run answers every request, one per line.
// The CLI exits with 1 when some response is an error, which error vectors expect.
const cli = spawnSync(nativeCli(), ['--lines'], {
  input: vectors.map((v) => v.request).join('\n') + '\n',
  maxBuffer: 1 << 30,
});
if (cli.error || (cli.status !== 0 && cli.status !== 1))
  throw new Error(`native CLI failed: ${cli.error ?? cli.stderr.toString()}`);
const nativeLines = cli.stdout.toString('utf8').split('\n').slice(0, vectors.length);

const builds = await allBuilds();

test('there are golden vectors, and the native CLI answered each', () => {
  assert.ok(vectors.length > 0);
  assert.equal(nativeLines.length, vectors.length);
});

for (const [i, v] of vectors.entries()) {
  test(`vector ${v.name}`, () => {
    const native = nativeLines[i];
    for (const [engine, fw] of Object.entries(builds)) {
      const got = fw.queryText(v.request);
      assert.equal(got, native, `${engine} response differs from native for ${v.name}`);
    }
    const m = firstDifference(v.expect, JSON.parse(native), '$');
    assert.equal(m, '', `${v.name}: response differs from "expect" at ${m}`);
  });
}
