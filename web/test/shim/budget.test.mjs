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
  // Searches that spend it all in 1 ms (stopped by it): it grows to max.
  for (let i = 0; i < 5; i++) answer(1, Infinity, 'budget');
  assert.equal(b.maxNodes, 100000, 'never over max');
  assert.deepEqual(b.stats, { queries: 8, stopped: 6, longestMs: 4000 });
  // An answer without nodes (an error) teaches nothing.
  b.observe(5000, undefined, undefined);
  assert.equal(b.maxNodes, 100000);
});

// The engine keeps a path query's search space only for the same request, maxNodes included: a budget
// that followed every answer's timing rebuilt it on nearly every hover (paint-bench, issue 40).
test('the budget holds still while it fits within a factor of two, and moves when far off or spent', () => {
  let now = 0;
  const b = new SearchBudget({ targetMs: 100, first: 100000, min: 20000, max: 4000000, now: () => now });
  const answer = (ms, nodes, status = 'complete') =>
    b.run((maxNodes) => ((now += ms), { nodes: Math.min(nodes, maxNodes), status }));
  // Hovers on a loaded machine: 30,000 nodes in 15 to 40 ms fit 75,000 to 200,000: kept at 100,000.
  for (const ms of [15, 40, 22, 31, 18, 39, 25]) {
    answer(ms, 30000);
    assert.equal(b.maxNodes, 100000, `after ${ms} ms`);
  }
  // Spent, and more fits: it grows (1.5 times what it had here, under the factor of two).
  answer(67, 100000, 'budget');
  assert.equal(b.maxNodes, 149253);
  // Spent, and no more fits: kept.
  answer(150, 149253, 'budget');
  assert.equal(b.maxNodes, 149253);
  // Far over the target (a stall: 30,000 nodes in 400 ms fit 7,500): cut, never under min.
  answer(400, 30000);
  assert.equal(b.maxNodes, 20000);
  // Far under it again: grows, at most fourfold.
  answer(1, 20000);
  assert.equal(b.maxNodes, 80000);
});
