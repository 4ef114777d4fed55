// present.js's cell word: every surface counts cells in the grid's own word, from this one function.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellWord, cellCount, hexGrid, pixelGrid } from '../../shim/index.js';

test('cellWord: square(s) on squares, hex(es) on hexes, from a grid object or a boolean', () => {
  const hex = hexGrid({ orientation: 'pointy', offset: 'odd', hexWidth: 70, hexHeight: 80 });
  const squares = pixelGrid({ cellPx: 70 });
  assert.equal(cellWord(hex), 'hex');
  assert.equal(cellWord(hex, 3), 'hexes');
  assert.equal(cellWord({ type: 'hex', orientation: 'flat' }, 0), 'hexes');
  assert.equal(cellWord(squares), 'square');
  assert.equal(cellWord(squares, 2), 'squares');
  assert.equal(cellWord(null, 1), 'square');
  assert.equal(cellWord(undefined, 5), 'squares');
  assert.equal(cellWord(true, 2), 'hexes');
  assert.equal(cellWord(false), 'square');
  assert.equal(cellCount(1, true), '1 hex');
  assert.equal(cellCount(4), '4 squares');
});
