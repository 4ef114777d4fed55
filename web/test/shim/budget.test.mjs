// The surfaces' search budget (web/shim/budget.js, issue 41): learnt from the answers on a clock the
// test moves, so the node counts are exact.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchBudget } from '../../shim/budget.js';

test('the budget fits targetMs at the rate the last answer showed, grows at most fourfold, stays within min and max', () => {
  let now = 0;
  const b = new SearchBudget({ targetMs: 100, first: 4000, min: 200, max: 100000, now: () => now });
  const answer = (ms, nodes, status = 'complete') =>
    b.run((maxNodes) => ((now += ms), { nodes: Math.min(nodes, maxNodes), status }));
  assert.equal(b.maxNodes, 4000);
  // 4000 nodes in 4000 ms (1 ms a node, 2,000 creatures at 1,000 ft): the next search gets 100.
  answer(4000, 4000, 'budget');
  assert.equal(b.maxNodes, 200, 'never under min');
  // Fast answers: 200 nodes in 2 ms (10 µs a node) would fit 10,000, but it grows fourfold a query.
  answer(2, 200);
  assert.equal(b.maxNodes, 800);
  answer(8, 800);
  assert.equal(b.maxNodes, 3200);
  for (let i = 0; i < 5; i++) answer(1, Infinity);
  assert.equal(b.maxNodes, 100000, 'never over max');
  assert.deepEqual(b.stats, { queries: 8, stopped: 1, longestMs: 4000 });
  // An answer without nodes (an error) teaches nothing.
  b.observe(5000, undefined, undefined);
  assert.equal(b.maxNodes, 100000);
});
