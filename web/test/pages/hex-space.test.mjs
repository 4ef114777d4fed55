// The calculator's hex spaces (web/calculator/js/map/hex-space.js), in Node against the engine: for
// every width from 1 to 6 hexes, anchors in both parities of column and row, in all four layouts, the
// hexes the page draws for a creature are exactly those the engine's `distance` query says the
// creature's space overlaps; the counts are the text's (docs/rules/hex.md: "Counts per width: 1, 3, 7,
// 12, 19, 27"); a size under `grid.hexSpaces` takes the width the engine gives it; the space's pixel
// centre is the mean of its hexes' centres; and a grabbed hex moves the anchor by the same cube step.
import test from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import {
  hexSpaceCells,
  inHexSpace,
  hexSpaceCentre,
  movedAnchor,
  hexAcross,
} from '../../calculator/js/map/hex-space.js';
import { hexGrid, hexCellToCentre, hexDistance } from '../../shim/index.js';

const LAYOUTS = [
  ['flat', 'odd'],
  ['flat', 'even'],
  ['pointy', 'odd'],
  ['pointy', 'even'],
];
const N = 11;
const COUNTS = [1, 3, 7, 12, 19, 27]; // docs/rules/hex.md "Counts per width"

// The cells the engine says a creature's space overlaps (distance from it to each cell of the map).
function engineSpace(fw, layout, creature) {
  const scene = fw.loadScene({
    ruleset: 'd20-3.0',
    grid: { type: 'hex', ...layout, width: N, height: N, cellFeet: 5 },
    creatures: [creature],
  });
  const cells = [];
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++)
      if (scene.query({ query: 'distance', from: creature.id, to: [x, y] }).overlapping) cells.push([x, y]);
  scene.delete();
  return cells;
}

const onMap = ([x, y]) => x >= 0 && y >= 0 && x < N && y < N;

for (const [orientation, offset] of LAYOUTS)
  test(`${orientation}-${offset}: a space n hexes across covers the hexes the engine says it overlaps`, async () => {
    const { load } = await library();
    const fw = await load();
    const layout = { orientation, offset };
    for (let across = 1; across <= 6; across++)
      for (const anchor of [
        [5, 5],
        [4, 5],
        [5, 4],
        [4, 4],
      ]) {
        const mine = hexSpaceCells(layout, anchor, across);
        assert.equal(mine.length, COUNTS[across - 1], `${across} across: ${COUNTS[across - 1]} hexes`);
        assert.ok(mine.every(onMap), 'the test map holds the whole space');
        const theirs = engineSpace(fw, layout, { id: 'c', position: anchor, space: [across, across] });
        assert.deepEqual(mine, theirs, `${across} across at [${anchor}]`);
        for (let y = 0; y < N; y++)
          for (let x = 0; x < N; x++)
            assert.equal(
              inHexSpace(layout, anchor, across, [x, y]),
              mine.some((c) => c[0] === x && c[1] === y),
              `inHexSpace [${x},${y}]`,
            );
        // "its two farthest hexes are n − 1 steps apart"
        let widest = 0;
        for (const a of mine) for (const b of mine) widest = Math.max(widest, hexDistance(layout, a, b));
        assert.equal(widest, across - 1);
      }
  });

test('a size takes the width the engine gives it under each grid.hexSpaces reading', async () => {
  const { load } = await library();
  const fw = await load();
  const layout = { orientation: 'pointy', offset: 'odd' };
  // sw5e, 5-ft cells: Large 10 ft = 2 cells, Huge 3, Gargantuan 20 ft = 4 (the size table's spaces).
  const cases = [
    ['across', 'large', 2, 3],
    ['across', 'huge', 3, 7],
    ['across', 'gargantuan', 4, 12],
    ['centred', 'large', 2, 3],
    ['centred', 'huge', 3, 7],
    ['centred', 'gargantuan', 4, 19],
    ['one', 'gargantuan', 4, 1],
  ];
  for (const [hexSpaces, size, cells, count] of cases) {
    const scene = fw.loadScene({
      ruleset: 'sw5e',
      grid: { type: 'hex', ...layout, width: N, height: N, cellFeet: 5, hexSpaces },
      creatures: [{ id: 'c', position: [5, 5], size }],
    });
    const theirs = [];
    for (let y = 0; y < N; y++)
      for (let x = 0; x < N; x++)
        if (scene.query({ query: 'distance', from: 'c', to: [x, y] }).overlapping) theirs.push([x, y]);
    scene.delete();
    const across = hexAcross(cells, hexSpaces);
    assert.equal(theirs.length, count, `${size} under ${hexSpaces}: ${count} hexes`);
    assert.deepEqual(hexSpaceCells(layout, [5, 5], across), theirs, `${size} under ${hexSpaces}`);
  }
  // A space given in the request is its width whatever the reading.
  assert.equal(hexAcross(4, 'centred', true), 4);
  assert.equal(hexAcross(4, 'one', true), 4);
});

for (const [orientation, offset] of LAYOUTS)
  test(`${orientation}-${offset}: a space's centre is the mean of its hexes' centres; a grabbed hex moves it whole`, () => {
    const grid = hexGrid({ orientation, offset, hexWidth: 40 });
    for (let across = 1; across <= 6; across++)
      for (const anchor of [
        [5, 5],
        [4, 5],
        [5, 4],
        [4, 4],
      ]) {
        const cells = hexSpaceCells(grid, anchor, across);
        const mean = [0, 1].map((k) => cells.reduce((t, c) => t + hexCellToCentre(grid, c)[k], 0) / cells.length);
        const [x, y] = hexSpaceCentre(grid, anchor, across);
        assert.ok(Math.abs(x - mean[0]) < 1e-9 && Math.abs(y - mean[1]) < 1e-9, `${across} at [${anchor}]`);
        // Grab the space by its last hex and drop that hex one row and one column further: every
        // hex of the space moved by the same pixel offset (the shape is kept).
        const grabbed = cells[cells.length - 1];
        const to = [grabbed[0] + 1, grabbed[1] + 1];
        const moved = movedAnchor(grid, anchor, grabbed, to);
        const after = hexSpaceCells(grid, moved, across);
        const shift = [0, 1].map((k) => hexCellToCentre(grid, to)[k] - hexCellToCentre(grid, grabbed)[k]);
        assert.equal(after.length, cells.length);
        assert.ok(
          after.some((c) => c[0] === to[0] && c[1] === to[1]),
          'the grabbed hex lands under the pointer',
        );
        const before = new Set(
          cells.map((c) =>
            hexCellToCentre(grid, c)
              .map((v) => v.toFixed(6))
              .join(),
          ),
        );
        for (const c of after) {
          const p = hexCellToCentre(grid, c);
          assert.ok(before.has([p[0] - shift[0], p[1] - shift[1]].map((v) => v.toFixed(6)).join()));
        }
      }
  });
