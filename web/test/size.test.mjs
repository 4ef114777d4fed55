// The size guard of the WebAssembly module (docs/performance.md, "Size guard"): the 300 KB target
// was withdrawn because meeting it costs speed or the never-abort guarantee; what stays is a ceiling
// that stops the module from growing unnoticed. A byte count, not a timing: it cannot be flaky.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { packageDir } from './harness.mjs';

const MAX_BYTES = 472_000;
const MAX_GZIPPED = 202_500;

test(`footwork.wasm stays under ${MAX_BYTES} B and ${MAX_GZIPPED} B gzipped (gzip -9)`, () => {
  const wasm = readFileSync(resolve(packageDir, 'footwork.wasm'));
  const gzipped = gzipSync(wasm, { level: 9 }).length;
  console.log(`footwork.wasm: ${wasm.length} B, ${gzipped} B gzipped`);
  assert.ok(wasm.length <= MAX_BYTES, `footwork.wasm is ${wasm.length} B, over the ${MAX_BYTES} B guard`);
  assert.ok(gzipped <= MAX_GZIPPED, `footwork.wasm is ${gzipped} B gzipped, over the ${MAX_GZIPPED} B guard`);
});
