// The calculator's hex spaces, in Node against the engine: the page draws, places, hit-tests and
// drags a creature over the space the engine gives it (Session.space, docs/shim.md; the page works no
// space out itself). For every width from 1 to 6 hexes, anchors in both parities of column and row, in
// all four layouts, that space is exactly the hexes the engine's `distance` query says the creature
// overlaps; the counts are the text's (docs/rules/hex.md: "Counts per width: 1, 3, 7, 12, 19, 27"); a
// size under `grid.hexSpaces` takes the width the engine gives it; and the page's pixels
// (map/space-pixels.js): the space's centre is the mean of its hexes' centres, its outline is made of
// its hexes' corners, and the space a grab puts down elsewhere is the same shape moved by the pixels
// between the two positions, which is how the page draws a space at a path's steps.
import test from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { Session, hexGrid, hexCellToCentre, hexCorners, hexDistance } from '../../shim/index.js';
import { spaceOffset, outlineAt } from '../../calculator/js/map/space-pixels.js';

const LAYOUTS = [
  ['flat', 'odd'],
  ['flat', 'even'],
  ['pointy', 'odd'],
  ['pointy', 'even'],
];
const N = 11;
const COUNTS = [1, 3, 7, 12, 19, 27]; // docs/rules/hex.md "Counts per width"
const ANCHORS = [
  [5, 5],
  [4, 5],
  [5, 4],
  [4, 4],
];

// The cells the engine says a creature's space overlaps (distance from it to each cell of the map).
function overlapped(session, id) {
  const cells = [];
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++) {
      const a = session.query({ query: 'distance', from: id, to: [x, y] });
      assert.equal(a.kind, 'result');
      if (a.result.overlapping) cells.push([x, y]);
    }
  return cells;
}

const onMap = ([x, y]) => x >= 0 && y >= 0 && x < N && y < N;
const key = ([x, y]) => `${x.toFixed(6)},${y.toFixed(6)}`;

// The view the page's pixel helpers read (map/view.js: cellCentre and pixelGrid), over a shim hex grid.
const viewOf = (grid) => ({
  cellCentre: (cell, offset = [0, 0]) => {
    const [x, y] = hexCellToCentre(grid, cell);
    return [x + offset[0], y + offset[1]];
  },
  pixelGrid: () => grid,
});

for (const [orientation, offset] of LAYOUTS)
  test(`${orientation}-${offset}: the space the page draws is the hexes the engine says it overlaps`, async () => {
    const { load } = await library();
    const session = new Session(await load());
    const layout = { orientation, offset };
    for (let across = 1; across <= 6; across++)
      for (const anchor of ANCHORS) {
        assert.equal(
          session.load({
            ruleset: 'd20-3.0',
            grid: { type: 'hex', ...layout, width: N, height: N, cellFeet: 5 },
            creatures: [{ id: 'c', position: anchor, space: [across, across] }],
          }),
          null,
        );
        const space = session.space('c');
        assert.equal(space.kind, 'space');
        assert.deepEqual(space.at, anchor);
        assert.equal(space.cells.length, COUNTS[across - 1], `${across} across: ${COUNTS[across - 1]} hexes`);
        assert.ok(space.cells.every(onMap), 'the test map holds the whole space');
        assert.deepEqual(space.cells, overlapped(session, 'c'), `${across} across at [${anchor}]`);
        assert.deepEqual(session.cells('c'), space.cells, 'Session.cells says the same');
        // "its two farthest hexes are n − 1 steps apart"
        let widest = 0;
        for (const a of space.cells) for (const b of space.cells) widest = Math.max(widest, hexDistance(layout, a, b));
        assert.equal(widest, across - 1);
      }
    session.delete();
  });

test('a size takes the width the engine gives it under each grid.hexSpaces reading', async () => {
  const { load } = await library();
  const session = new Session(await load());
  const layout = { orientation: 'pointy', offset: 'odd' };
  // sw5e, 5-ft cells: Large 10 ft = 2 cells, Huge 3, Gargantuan 20 ft = 4 (the size table's spaces).
  const cases = [
    ['across', 'large', 3],
    ['across', 'huge', 7],
    ['across', 'gargantuan', 12],
    ['centred', 'large', 3],
    ['centred', 'huge', 7],
    ['centred', 'gargantuan', 19],
    ['one', 'gargantuan', 1],
  ];
  for (const [hexSpaces, size, count] of cases) {
    session.load({
      ruleset: 'sw5e',
      grid: { type: 'hex', ...layout, width: N, height: N, cellFeet: 5, hexSpaces },
      creatures: [{ id: 'c', position: [5, 5], size }],
    });
    const theirs = overlapped(session, 'c');
    assert.equal(theirs.length, count, `${size} under ${hexSpaces}: ${count} hexes`);
    assert.deepEqual(session.space('c').cells, theirs, `${size} under ${hexSpaces}`);
  }
  // A space given in the request is its width whatever the reading.
  for (const hexSpaces of ['centred', 'one']) {
    session.load({
      ruleset: 'sw5e',
      grid: { type: 'hex', ...layout, width: N, height: N, cellFeet: 5, hexSpaces },
      creatures: [{ id: 'c', position: [5, 5], space: [4, 4] }],
    });
    assert.equal(session.space('c').cells.length, 12, `space [4, 4] under ${hexSpaces}`);
  }
  session.delete();
});

for (const [orientation, offset] of LAYOUTS)
  test(`${orientation}-${offset}: the page's pixels of a space: centre, outline, and the space a grab puts down`, async () => {
    const { load } = await library();
    const session = new Session(await load());
    const grid = hexGrid({ orientation, offset, hexWidth: 40 });
    const view = viewOf(grid);
    for (let across = 1; across <= 6; across++)
      for (const anchor of ANCHORS) {
        session.load({
          ruleset: 'd20-3.0',
          grid: { type: 'hex', orientation, offset, width: N, height: N, cellFeet: 5 },
          creatures: [{ id: 'c', position: anchor, space: [across, across] }],
        });
        const space = session.space('c');
        const mean = [0, 1].map(
          (k) => space.cells.reduce((t, c) => t + hexCellToCentre(grid, c)[k], 0) / space.cells.length,
        );
        const [x, y] = view.cellCentre(anchor, spaceOffset(view, space));
        assert.ok(Math.abs(x - mean[0]) < 1e-9 && Math.abs(y - mean[1]) < 1e-9, `${across} at [${anchor}]`);
        // The outline's corners are corners of the space's hexes.
        const corners = new Set(space.cells.flatMap((c) => hexCorners(grid, c).map(key)));
        const outline = outlineAt(view, space);
        assert.ok(outline.length >= 6 && outline.every((p) => corners.has(key(p))), 'outline corners');
        // Grab the space by its last hex and drop that hex one row and one column further: the
        // engine puts the grabbed hex under the pointer, and the space there is the same shape moved
        // by the pixels between the two positions (what the page draws at a path's steps).
        const grabbed = space.cells[space.cells.length - 1];
        const to = [grabbed[0] + 1, grabbed[1] + 1];
        const held = session.space('c', { grab: grabbed, pointer: to });
        assert.equal(held.kind, 'space');
        assert.ok(
          held.cells.some((c) => c[0] === to[0] && c[1] === to[1]),
          'the grabbed hex lands under the pointer',
        );
        const shift = [0, 1].map((k) => hexCellToCentre(grid, to)[k] - hexCellToCentre(grid, grabbed)[k]);
        const before = new Set(space.cells.map((c) => key(hexCellToCentre(grid, c))));
        assert.equal(held.cells.length, space.cells.length);
        for (const c of held.cells) {
          const p = hexCellToCentre(grid, c);
          assert.ok(before.has(key([p[0] - shift[0], p[1] - shift[1]])));
        }
        assert.deepEqual(
          new Set(outlineAt(view, space, held.at).map(key)),
          new Set(outlineAt(view, held).map(key)),
          `the outline moved to [${held.at}] is the engine's outline there`,
        );
      }
    session.delete();
  });
