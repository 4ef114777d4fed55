// coverInk (web/shim/ink-cover.js): where a map's overlay canvas (the example VTT's) goes
// for a draw. Pixels of a 2000 × 1000 pane.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coverInk } from '../../shim/ink-cover.js';

const W = 2000;
const H = 1000;

test('grows with room, stays while the box fits, and says what the draw may ink', () => {
  let c = coverInk({ width: 1, height: 1, origin: [-1, -1], smallFor: 0 }, 100, 200, 50, 40, W, H);
  assert.deepEqual([c.width, c.height, c.origin, c.resized, c.moved], [256, 256, [100, 200], true, true]);
  assert.deepEqual(c.inked, [0, 0, 58, 48], 'the box and 8 px round it, within the canvas');
  // A box inside the canvas: no new bitmap, no new transform.
  c = coverInk(c, 150, 260, 60, 60, W, H);
  assert.deepEqual([c.width, c.origin, c.resized, c.moved], [256, [100, 200], false, false]);
  assert.deepEqual(c.inked, [42, 52, 76, 76]);
  // A box beyond it: moved there, the same bitmap (it fits).
  c = coverInk(c, 1500, 700, 60, 60, W, H);
  assert.deepEqual([c.origin, c.resized, c.moved], [[1500, 700], false, true]);
  // Near the pane's edge the canvas stays inside the pane.
  c = coverInk(c, 1990, 990, 10, 10, W, H);
  assert.deepEqual(c.origin, [1744, 744]);
});

test('shrinks only after eight draws in a row four times too large', () => {
  let c = coverInk({ width: 1, height: 1, origin: [-1, -1], smallFor: 0 }, 0, 0, 1800, 900, W, H);
  assert.deepEqual([c.width, c.height], [W, H], 'never larger than the pane');
  for (let i = 1; i < 8; i++) {
    c = coverInk(c, 10 * i, 10, 20, 20, W, H);
    assert.equal(c.resized, false, `draw ${i}`);
    assert.equal(c.smallFor, i);
  }
  c = coverInk(c, 100, 10, 20, 20, W, H);
  assert.deepEqual([c.resized, c.width, c.height, c.smallFor], [true, 256, 256, 0]);
  // One large box between small ones starts the count again.
  c = coverInk({ ...c, smallFor: 5 }, 0, 0, 200, 200, W, H);
  assert.equal(c.smallFor, 0);
});
