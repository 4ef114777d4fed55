// docs/embedding.md walks through web/examples/adapter.js in code blocks marked
// "<!-- from web/examples/adapter.js -->": each must be the file's own lines, in one piece, so the
// walk-through cannot drift from the adapter the browser tests run. The line count the page gives
// must be the file's. (No engine, no browser.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repo } from '../harness.mjs';

const doc = readFileSync(resolve(repo, 'docs/embedding.md'), 'utf8');

test('the walk-through in docs/embedding.md quotes web/examples/adapter.js verbatim', () => {
  const marker = /<!-- from (web\/examples\/[\w.-]+) -->\n```js\n([\s\S]*?)```/g;
  let blocks = 0;
  for (const [, file, code] of doc.matchAll(marker)) {
    const source = readFileSync(resolve(repo, file), 'utf8');
    assert.ok(source.includes(code), `docs/embedding.md quotes ${file}, but not as the file has it:\n${code}`);
    blocks += 1;
  }
  assert.ok(blocks >= 5, `expected the walk-through's code blocks, found ${blocks}`);
});

test('the adapter is as long as docs/embedding.md says: a hundred lines and fifty for where to stand', () => {
  const lines = readFileSync(resolve(repo, 'web/examples/adapter.js'), 'utf8').trimEnd().split('\n').length;
  const said = Number(/the whole contract in (\d+) lines/.exec(doc)?.[1]);
  assert.equal(said, lines);
  // About 150 lines of code, and the JSDoc types `strict` checks (issue 37): a dozen more.
  assert.ok(lines <= 170, `adapter.js has ${lines} lines`);
});
