// Every golden vector of tests/vectors/ through the WebAssembly, plain-JS and single-file builds:
// each response must be byte-identical to the native CLI's, and must contain the vector's "expect"
// (the same subset rule as tests/unit/vectors_test.cpp). New vector files are picked up by the walk.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

import { allBuilds, nativeCli, repo, vectorFiles } from './harness.mjs';

const vectorsDir = join(repo, 'tests', 'vectors');

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

const files = vectorFiles(vectorsDir);
const vectors = files.map((f) => {
  const v = JSON.parse(readFileSync(f, 'utf8'));
  // "requestText" is sent byte for byte (malformed JSON, huge exponents); "request" as compact JSON.
  const request = typeof v.requestText === 'string' ? v.requestText : JSON.stringify(v.request);
  return { name: relative(vectorsDir, f), request, expect: v.expect };
});

// The CLI exits with 1 when some response is an error, which error vectors expect.
function runCli(args, input) {
  const r = spawnSync(nativeCli(), args, { input, maxBuffer: 1 << 30 });
  if (r.error || (r.status !== 0 && r.status !== 1))
    throw new Error(`native CLI failed (${r.status ?? r.signal}): ${r.error ?? r.stderr.toString()}`);
  return r.stdout.toString('utf8');
}
// One CLI run answers every non-empty single-line request, one per line; an empty request text or one
// with a line break in it gets a run of its own (--lines skips empty lines).
const oneLine = vectors.filter((v) => v.request !== '' && !/[\r\n]/.test(v.request));
const lines = runCli(['--lines'], oneLine.map((v) => v.request).join('\n') + '\n').split('\n');
const native = new Map(oneLine.map((v, i) => [v, lines[i]]));
for (const v of vectors) if (!native.has(v)) native.set(v, runCli(['-'], v.request).replace(/\n$/, ''));
const nativeLines = vectors.map((v) => native.get(v));
const good = JSON.stringify({ query: 'rulesets' });

const builds = await allBuilds();

test('there are golden vectors, and the native CLI answered each', () => {
  assert.ok(vectors.length > 0);
  assert.equal(lines.length, oneLine.length + 1); // the last line is empty
  for (const [i, line] of nativeLines.entries()) assert.match(line, /^\{"version":1/, vectors[i].name);
});

for (const [i, v] of vectors.entries()) {
  test(`vector ${v.name}`, () => {
    const native = nativeLines[i];
    for (const [engine, fw] of Object.entries(builds)) {
      const got = fw.queryText(v.request);
      assert.equal(got, native, `${engine} response differs from native for ${v.name}`);
      // After an error the next query still works.
      if (got.includes('"error":{')) assert.doesNotMatch(fw.queryText(good), /"error":\{/, `${engine} after ${v.name}`);
    }
    const m = firstDifference(v.expect, JSON.parse(native), '$');
    assert.equal(m, '', `${v.name}: response differs from "expect" at ${m}`);
  });
}
